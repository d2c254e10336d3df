"""The 2023 SOFTWHERE theme pictures: for each theme (Scenesory, Monologue, White Night) a wide
poster (also the film's pan) and the 6-7 captioned tiles, each a distinct room or close-up.

Same structure as rooms.py: each subject is a function that builds its room and returns the
default camera; `mood()` sets the exposure key and the camera-side fill light. The curved walls,
lathe-turned vessels, pleated curtains, wall openings and light shafts are in lib/shapes.py (G), the
sand-grain plaster, formwork concrete and close weave in lib/materials.py (M).
"""

import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import shapes as G  # noqa: E402
from scene import cam, mood, run, subject  # noqa: E402

# ── the three palettes (src/content/themes/build.ts) ──────────────────────────
CORAL, BLUSH, CLAY, UMBER = '#d2482c', '#f3ddd2', '#c98b5e', '#7b4b3a'
INK, GREY, SLATE, PALE = '#1e1e1e', '#8a8a88', '#4f4f4f', '#d8d6d2'
DAWN, NAVY, NAVY2 = '#a9b7e0', '#1f2a5a', '#3c4770'


# ══ SCENESORY: coral red, warm earth, soft textiles; sand-grain plaster, fabric panels, curved walls ══
def scenesory_room(seed, w, d, h):
    K.room(w, d, h, M.sand_plaster('#efd8ca', seed), M.terrazzo(BLUSH, [CORAL, '#3a2a26', CLAY, '#e9a184'], scale=0.45, seed=seed, density=0.4))


def fabric_panels(x0, y, z0, cols, rows, cell, colors, gap=0.012, seed=0):
    """Upholstered wall panels (rounded edges) in earth tones on the back wall (or a wall at y)."""
    mats = [M.fabric(c, c2, weave=0.0035, seed=seed + i, sheen=0.8) for i, (c, c2) in enumerate(colors)]
    for r in range(rows):
        for c in range(cols):
            K.box((cell[0] - gap, 0.05, cell[1] - gap), (x0 + c * cell[0] + cell[0] / 2, y, z0 + r * cell[1] + gap / 2), mats[(r + c) % len(mats)], 0.018)


@subject('themes/2023/scenesory-poster')
def _sc_poster(seed):
    """The curved coral lounge seen wide: a coral plaster apse holding a curved sofa, fabric panels
    on the left, an arched opening with warm light on the right."""
    mood(key=0.45, fill=35, color='#fff0e4')
    scenesory_room(seed, 11, 7, 3.4)
    coral = M.plaster('#d9613f', seed=seed)
    G.curved_wall(0, 1.0, 2.3, 0, 180, 3.4, coral)
    # the curved sofa upholstered, not cut from a block: its edges rounded like a stuffed cover
    for r0, z0, z1, name in ((1.55, 0.0, 0.42, 'curved-seat'), (2.0, 0.42, 0.85, 'curved-back')):
        K.soft(K._finish(G.arc_solid(0, 1.0, r0, 2.28, 15, 165, z0, z1, M.fabric('#e9c4b0', '#e2b9a4', weave=0.004, sheen=0.8), name=name),
                         None, 0.06))
    for a, c in ((60, CORAL), (80, '#e9a184'), (100, CORAL), (120, CLAY)):
        r = math.radians(a)
        o = G.cushion(math.cos(r) * 1.78, 1.0 + math.sin(r) * 1.78, 0.42, 0.42, 0.4, M.fabric(c, weave=0.003, sheen=0.9), rot=(-12, 0, 0))
        o.rotation_euler.z = r - math.pi / 2
    K.cyl(0.62, 0.34, (0, 0.1, 0), M.wood('#c7a27a', '#7b4b3a', scale=0.4, seed=seed), 0.01)
    G.lathe([(0.07, 0), (0.11, 0.1), (0.06, 0.22), (0.05, 0.22), (0.1, 0.1), (0.06, 0.005)], (0.18, 0.1, 0.34), M.ceramic(CORAL))
    K.cyl(0.16, 0.05, (-0.22, 0.0, 0.34), M.ceramic('#f3ddd2'), r2=0.12)
    K.rug(0, 0.3, 3.6, 2.4, M.fabric('#e8b8a0', '#dca892', weave=0.008))
    fabric_panels(-5.4, 3.44, 0.3, 5, 3, (0.56, 0.9), [('#a8653f', '#96573a'), ('#c98b5e', '#b97c52'), ('#8c5a44', '#7b4b3a')], seed=seed)
    K.plant(-4.3, 2.3, M.plastic('#b5532f', rough=0.6), h=1.5, seed=seed)
    K.arch(4.1, 3.5, 2.2, 3.0, 0.14, M.sand_plaster('#e9cdbb', seed + 2))
    K.area((4.1, 4.3, 1.3), (4.1, 2.0, 0.5), 1.6, 500, '#ffd9bc')
    K.box((1.4, 0.6, 0.01), (4.1, 4.2, 0), M.tiles('#b5532f', '#8a6a55', size=0.2, seed=seed), 0)
    K.box((0.4, 0.4, 0.45), (3.3, 1.4, 0), M.wood('#c7a27a', '#7b4b3a', scale=0.3, seed=seed + 3), 0.02)
    G.floor_lamp(-2.9, 1.9, M.metal('#b58a55', rough=0.3), M.fabric('#f6e9de', weave=0.002, sheen=0.3))
    K.window(-5.5, 0.0, 0.7, 2.6, 2.2, wall='left', strength=4, light=500, color='#ffe6d2')
    K.area((0, 0.6, 3.35), (0, 0.8, 0), 3, 120, '#fff0e4')
    K.area((0, 1.6, 2.2), (0, 1.6, 3.4), 2, 120, '#ffe2cc')  # washes the ceiling inside the apse
    K.spot((-1.6, 0.2, 3.2), (1.6, 2.4, 1.2), 700, '#ffd2b0', 50, 0.8, 0.3)  # grazes the curve
    return cam((0.0, -4.2, 1.35), (0.0, 1.2, 1.05), 26)


@subject('themes/2023/scenesory-1')
def _sc1(seed):
    """A lounge wrapped by a curved coral wall: the wall sweeps round two lounge chairs, a pouf and
    a round rug, seen from the room's opening, higher than the poster."""
    mood(key=0.45, fill=30)
    scenesory_room(seed, 7, 6, 3.2)
    G.curved_wall(0.2, 0.7, 2.2, -25, 205, 3.2, M.plaster('#d9613f', seed=seed), seg=128)
    K.cyl(1.4, 0.012, (0.2, 0.6, 0), M.fabric('#e9c4b0', '#dcae98', weave=0.006), 0.004)
    linen = M.fabric('#efe0d4', '#e6d3c5', weave=0.003, sheen=0.8)
    brass = M.metal('#b58a55', rough=0.3)
    G.lounge_chair(-0.6, 1.0, 25, linen, brass)
    G.lounge_chair(1.0, 1.2, -20, M.fabric(CORAL, '#bf3f25', weave=0.003, sheen=0.9), brass)
    K.cyl(0.3, 0.36, (0.3, 0.1, 0), M.fabric(CLAY, '#b77a4f', weave=0.004), 0.08)
    G.side_table(0.25, 1.85, M.wood('#c7a27a', '#7b4b3a', scale=0.3, seed=seed), brass)
    G.lathe([(0.05, 0), (0.09, 0.08), (0.04, 0.26), (0.035, 0.26), (0.08, 0.08), (0.045, 0.005)], (0.25, 1.85, 0.5), M.ceramic('#f3ddd2'))
    G.floor_lamp(-1.5, 2.0, brass, M.fabric('#f6e9de', weave=0.002, sheen=0.3), energy=40)
    K.area((0.2, 0.7, 1.9), (0.2, 0.7, 3.2), 2, 120, '#ffe2cc')
    K.area((0.2, 0.3, 3.15), (0.2, 0.6, 0), 2.4, 160, '#fff0e4')
    K.spot((2.2, -1.2, 3.0), (-1.2, 2.2, 1.0), 900, '#ffd2b0', 50, 0.8, 0.3)
    return cam((1.1, -2.5, 1.75), (-0.1, 1.2, 0.75), 22)


@subject('themes/2023/scenesory-2')
def _sc2(seed):
    """Close-up: raking light across a sand-grain plaster wall, a window's shadow edge crossing it."""
    mood(key=0.42, fill=4, color='#ffe6d6')
    K.box((3, 0.2, 3), (0, 0.1, 0), M.sand_plaster('#e8cdb9', seed, grain=1.6), 0)
    K.box((3, 1.5, 0.1), (0, -0.65, -0.1), M.wood('#c7a27a', '#7b4b3a', scale=0.4, seed=seed), 0)
    K.spot((-2.5, -0.1, 2.3), (0.4, 0.0, 1.15), 9000, '#ffc9a0', 14, 0.15, 0.02)
    K.area((0.0, -2.0, 1.2), (0, 0, 1.0), 2, 8, '#ffe6d6')
    return cam((0.05, -0.85, 1.05), (0.0, 0.0, 1.0), 50)


@subject('themes/2023/scenesory-3')
def _sc3(seed):
    """Close-up of the weave of an earth-coloured fabric panel: two upholstered panels meeting at a
    seam, threads readable, soft side light, shallow focus."""
    mood(key=0.42, fill=12, color='#ffe6d6')
    K.box((3, 0.2, 3), (0, 0.18, 0), M.paint('#7b4b3a'), 0)
    wa = M.weave('#a8653f', '#8c5234', 0.0032, seed)
    wb = M.weave('#c98b5e', '#a8744c', 0.0032, seed + 1)
    K.box((0.6, 0.06, 1.2), (-0.31, 0.05, 0.5), wa, 0.025)
    K.box((0.6, 0.06, 1.2), (0.31, 0.05, 0.5), wb, 0.025)
    K.box((1.22, 0.06, 0.6), (0, 0.05, 1.71), wb, 0.025)
    K.area((-1.2, -0.6, 1.6), (0.0, 0.0, 1.1), 1.0, 120, '#ffe2c4')
    return cam((0.1, -0.3, 1.16), (0.0, 0.02, 1.12), 50, dof=5.6)


@subject('themes/2023/scenesory-4')
def _sc4(seed):
    """Red terracotta tiles with a wooden bench: a low view over the tiled floor to an oak bench
    against a plaster wall, sun falling across the tiles."""
    mood(key=0.45, fill=10)
    terracotta = M.tiles('#b5532f', '#cfae94', size=0.22, seed=seed, rough=0.55, vary=0.0, second='#a2462a')
    K.room(5, 4.5, 3.0, M.sand_plaster('#edcdb8', seed), terracotta, right=False)
    G.wall_x(2.575, -2.45, 2.45, 3.0, M.sand_plaster('#edcdb8', seed + 1), [(-0.3, 1.1, 0.3, 2.5)])
    G.backdrop((3.4, 0.4, 1.5), (4.0, 3.4), M.sky('#ffe2c0', '#ffd7b0', 3), rot=(90, 0, 90))
    oak = M.wood('#c7a27a', '#7b4b3a', scale=0.5, seed=seed)
    K.box((2.0, 0.42, 0.06), (-0.5, 1.95, 0.4), oak, 0.008)
    for x in (-1.35, 0.35):
        K.box((0.08, 0.38, 0.4), (x, 1.95, 0), oak, 0.006)
    K.box((0.5, 0.3, 0.06), (-1.0, 1.95, 0.46), M.fabric(CORAL, '#bf3f25', weave=0.003), 0.02)
    G.lathe([(0.12, 0), (0.16, 0.2), (0.1, 0.42), (0.09, 0.42), (0.15, 0.2), (0.11, 0.005)], (0.1, 1.9, 0.46), M.ceramic('#e9d2bf', 0.4))
    K.plant(1.5, 1.8, M.plastic('#9e4a2c', rough=0.7), h=1.3, seed=seed)
    K.sun((1.0, -0.45, 0.62), 90.0, '#ffd9b0', 1.0)
    K.area((0, 0.5, 2.95), (0, 0.8, 0), 2.5, 60, '#ffe6d2')
    return cam((-1.1, -0.9, 0.7), (-0.3, 1.9, 0.38), 26)


def curved_stair(cx, cy, r0, r1, a0, a1, rise_to, steps, tread, soffit, ceiling=99.0):
    """A stair winding counter-clockwise from a0 to a1 up to rise_to: oak treads on a plastered
    helical slab, with a solid curved balustrade on the inner edge."""
    ramp = lambda f: rise_to * f  # noqa: E731
    G.arc_solid(cx, cy, r0, r1, a0, a1, lambda f: max(0.0, ramp(f) - 0.32), ramp, soffit, 96, 'stair-slab')
    G.arc_solid(cx, cy, r0 - 0.08, r0, a0, a1, lambda f: max(0.0, ramp(f) - 0.32), lambda f: ramp(f) + 0.9, soffit, 96, 'balustrade')
    rm = (r0 + r1) / 2
    da = (a1 - a0) / steps
    for i in range(steps):
        a = math.radians(a0 + da * (i + 0.5))
        z = rise_to * (i + 1) / steps
        if z - 0.2 > ceiling:  # the flight runs on up through the ceiling
            break
        K.box((r1 - r0, rm * math.radians(da) + 0.02, 0.2), (cx + rm * math.cos(a), cy + rm * math.sin(a), z - 0.17), tread, 0.006, rot=(0, 0, math.degrees(a)))


@subject('themes/2023/scenesory-5')
def _sc5(seed):
    """A small resting place under a curved staircase: a cushioned bench with coral cushions
    tucked into the curve beneath the stair, a wall lamp glowing over it."""
    mood(key=0.44, fill=15)
    scenesory_room(seed, 6, 5, 3.6)
    plaster = M.sand_plaster('#ecd3c2', seed + 3)
    cx, cy = 0.6, 0.7
    G.curved_wall(cx, cy, 2.3, -40, 200, 3.6, M.sand_plaster('#e7c3ad', seed + 4))
    curved_stair(cx, cy, 1.25, 2.3, -40, 175, 3.75, 17, M.wood('#c7a27a', '#7b4b3a', scale=0.4, seed=seed), plaster, ceiling=3.6)
    seat = M.fabric('#e9c4b0', '#dcae98', weave=0.004, sheen=0.8)
    G.arc_solid(cx, cy, 1.7, 2.29, 112, 168, 0.0, 0.44, seat, 48, 'nook-seat')
    for a, c in ((122, CORAL), (137, '#e9a184'), (152, CORAL)):
        r = math.radians(a)
        o = G.cushion(cx + math.cos(r) * 2.12, cy + math.sin(r) * 2.12, 0.44, 0.4, 0.38, M.fabric(c, weave=0.003, sheen=0.9), rot=(-14, 0, 0))
        o.rotation_euler.z = r - math.pi / 2
    K.cyl(0.2, 0.36, (cx - 1.15, cy + 0.35, 0), M.wood('#c7a27a', '#7b4b3a', scale=0.3, seed=seed + 1), 0.01)
    K.cyl(0.06, 0.1, (cx - 1.1, cy + 0.35, 0.36), M.ceramic(CORAL), r2=0.045)
    K.rug(cx - 1.2, cy + 0.1, 1.6, 1.1, M.fabric('#c98b5e', '#b77a4f', weave=0.008), rot=math.radians(30))
    r = math.radians(140)
    # the wall lamp: a brass back plate on the curve and a globe bulb standing out from it
    lx, ly = cx + math.cos(r) * 2.22, cy + math.sin(r) * 2.22
    plate = K.cyl(0.06, 0.015, (cx + math.cos(r) * 2.29, cy + math.sin(r) * 2.29, 1.25), M.metal('#c9a25a', rough=0.3, brushed=False), 0.003, rot=(90, 0, 0))
    plate.rotation_euler.z = r - math.pi / 2
    G.bulb(lx, ly, 1.22, M.emission('#ffd9a8', 10, 'lamp'), r=0.07)
    K.point((cx + math.cos(r) * 2.0, cy + math.sin(r) * 2.0, 1.25), 40, '#ffcf9a', 0.1)
    K.window(-3.0, -0.8, 0.8, 1.6, 2.0, wall='left', strength=2, light=300, color='#ffe6d2')
    K.area((0.5, -0.5, 3.55), (0.5, -0.3, 0), 2.0, 80, '#fff0e4')
    return cam((1.0, -1.3, 1.15), (-0.9, 1.7, 1.2), 22)


@subject('themes/2023/scenesory-6')
def _sc6(seed):
    """A soft fabric sofa with coral cushions: an oatmeal sofa, three coral cushions and a clay one,
    a draped throw, side table with a lamp, seen close and level."""
    mood(key=0.46, fill=22)
    K.room(5, 4.5, 3.0, M.sand_plaster('#f1ddd0', seed), M.wood('#d6b48a', '#8a5f38', planks=(1.4, 0.18), scale=0.6, seed=seed))
    K.sofa(0.0, 1.55, 0, M.fabric('#e6d3c3', '#dcc6b4', weave=0.003, sheen=0.9), M.wood('#7b4b3a', '#4a2e22', scale=0.3), width=2.4, depth=0.95)
    for x, c, t in ((-0.8, CORAL, 8), (-0.35, '#e9a184', -5), (0.35, CORAL, 6), (0.82, CLAY, -8)):
        G.cushion(x, 1.78, 0.45, 0.46, 0.44, M.fabric(c, weave=0.003, sheen=0.9), rot=(-16, t, 0))
    K.box((0.5, 0.4, 0.06), (0.55, 1.35, 0.48), M.fabric('#b5532f', '#9e4a2c', weave=0.006), 0.02, rot=(0, 0, -8))
    K.rug(0.0, 0.6, 3.0, 2.0, M.fabric('#eadbcf', '#e0cfc1', weave=0.008))
    G.side_table(1.65, 1.6, M.wood('#c7a27a', '#7b4b3a', scale=0.3, seed=seed + 2), M.metal('#b58a55', rough=0.3), h=0.55)
    G.lathe([(0.06, 0), (0.1, 0.12), (0.07, 0.24), (0.03, 0.26), (0.03, 0.3)], (1.65, 1.6, 0.55), M.ceramic(CLAY, 0.4))
    G.lathe([(0.18, 0.0), (0.13, 0.2), (0.125, 0.2), (0.175, 0.0)], (1.65, 1.6, 0.85), M.fabric('#f6e9de', weave=0.002, sheen=0.3))
    K.point((1.65, 1.6, 0.95), 30, '#ffcf9a', 0.05)
    K.cyl(0.5, 0.04, (-0.1, 2.25, 1.75), M.plaster('#d9613f', seed=seed), 0.01, rot=(90, 0, 0))
    K.window(-2.5, 0.6, 0.7, 2.0, 2.0, wall='left', strength=2, light=300, color='#ffe6d2')
    return cam((-0.35, -1.55, 1.05), (0.1, 1.5, 0.62), 32)


@subject('themes/2023/scenesory-7')
def _sc7(seed):
    """A warm-coloured corridor filled with afternoon sun: low sun through a row of tall windows
    lays bright slanted patches along the floor and the opposite wall."""
    mood(key=0.44, fill=12, color='#ffe6d2')
    w, d, h = 2.4, 11, 3.0
    warm = M.sand_plaster('#e9b79a', seed)
    K.room(w, d, h, warm, M.wood('#c9976a', '#7b4b3a', planks=(1.2, 0.16), scale=0.6, seed=seed), right=False)
    wins = [(y, y + 0.9, 0.45, 2.55) for y in (-3.6, -2.1, -0.6, 0.9, 2.4, 3.9)]
    G.wall_x(w / 2 + 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, warm, wins)
    G.backdrop((w / 2 + 1.2, 0, 1.5), (14, 4), M.sky('#f7d2a8', '#ffe9cc', 8.0), rot=(90, 0, 90))
    K.sun((1.0, 0.75, 0.62), 70.0, '#ffc48a', 1.0)
    for i, y in enumerate((-2.4, 1.2)):
        K.box((0.34, 1.3, 0.42), (-w / 2 + 0.2, y, 0), M.wood('#c7a27a', '#7b4b3a', scale=0.4, seed=seed + i), 0.01)
    K.plant(-w / 2 + 0.35, 3.4, M.plastic('#b5532f', rough=0.6), h=1.2, seed=seed)
    K.window(-0.6, d / 2, 0.0, 1.2, 2.4, wall='back', strength=3, light=200, color='#ffe0c0')
    K.area((0, 0, h - 0.05), (0, 0, 0), 2, 30, '#ffe6d2')
    return cam((-0.45, -d / 2 + 0.4, 1.55), (0.25, 3.0, 1.0), 22)



# ══ MONOLOGUE: ink black, greys; concrete, stone, acoustic fabric; quiet, one light ══
def slot_ceiling(w, d, h, x0, x1, mat):
    """A flat roof with one slot skylight running front to back between x0 and x1."""
    K.box((x0 + w / 2 + 0.2, d + 0.4, 0.2), ((x0 - w / 2 - 0.2) / 2, 0, h), mat, 0, name='roof')
    K.box((w / 2 + 0.2 - x1, d + 0.4, 0.2), ((x1 + w / 2 + 0.2) / 2, 0, h), mat, 0, name='roof')


def beam(opening, direction, color='#fff4e6', glow=0.25, dust=None, margin=0.05):
    """The visible shaft of sunlight from an opening (4 corners) down to the floor: a glowing sheet,
    or with `dust` (a density) a volume of dusty air around it, `margin` wider than the opening on
    every side, so the sun itself draws the beam's edges and the shadows of what stands in it."""
    if dust is None:
        return G.shaft(opening, G.sun_through(opening, direction), M.haze(color, glow))
    cx = sum(p[0] for p in opening) / 4
    cy = sum(p[1] for p in opening) / 4
    grown = [(x + math.copysign(margin, x - cx), y + math.copysign(margin, y - cy), z - 0.01) for x, y, z in opening]
    return G.shaft(grown, G.sun_through(grown, direction), M.dust(dust, color), closed=True)


def quiet_light(energy=40, loc=(0, 0, 3.0)):
    """A faint ceiling bounce so the shadow side keeps some detail."""
    K.area(loc, (loc[0], loc[1], 0), 3.0, energy, '#eef0f2')


@subject('themes/2023/monologue-poster')
def _mo_poster(seed):
    """A long concrete room with one beam of light and one chair: sun through a roof slot, from
    behind the room, falls as a beam through dusty air (a real volume the sun lights, issue 28: a
    glowing sheet read as a white slab) and draws a bright line across the floor towards the
    camera; a single lounge chair stands half in it."""
    mood(key=0.36, fill=6, color='#eef0f2')
    w, d, h = 13, 6, 3.8
    con = M.concrete('#9c9a96', seed)
    K.room(w, d, h, con, M.stone('#8f8d89', '#5a5955', scale=2.0, seed=seed, veins=0.1, rough=0.35), ceiling=False)
    x0, x1 = -0.9, -0.6
    slot_ceiling(w, d, h, x0, x1, con)
    sdir = (-0.3, 0.3, 1.0)  # from behind the room, so the dust in the beam glows towards the camera
    K.sun(sdir, 40.0, '#fff1de', 0.6)
    beam([(x0, -1.0, h), (x1, -1.0, h), (x1, 2.8, h), (x0, 2.8, h)], sdir, dust=0.18)
    G.lounge_chair(0.2, 0.9, -18, M.plastic('#1e1e1e', rough=0.55), M.metal('#4f4f4f', rough=0.35))
    K.box((0.9, 0.5, 0.42), (-4.2, 2.6, 0), M.concrete('#8a8a88', seed + 1, panel=None), 0.004)
    K.box((0.5, 0.5, 0.9), (4.6, 2.5, 0), M.concrete('#8a8a88', seed + 2, panel=None), 0.004)
    quiet_light(18, (0, 0.5, h - 0.3))
    return cam((0.0, -4.3, 1.2), (0.0, 1.5, 1.15), 26)


@subject('themes/2023/monologue-1')
def _mo1(seed):
    """A grey concrete room with a single beam of light: a tall, bare room; one high square window
    sends a shaft down across the floor to a low concrete bench."""
    mood(key=0.34, fill=5, color='#eef0f2')
    w, d, h = 4.4, 4.4, 4.6
    con = M.concrete('#9c9a96', seed, panel=(1.2, 0.9))
    K.room(w, d, h, con, M.concrete('#8f8d89', seed + 1, panel=(1.2, 1.2), ties=False), left=False)
    op = (0.2, 1.2, 3.2, 4.0)
    G.wall_x(-w / 2 - 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, con, [op])
    sdir = (-1.0, 0.15, 0.95)
    K.sun(sdir, 45.0, '#fff1de', 0.6)
    xw = -w / 2
    beam([(xw, op[0], op[3]), (xw, op[1], op[3]), (xw, op[1], op[2]), (xw, op[0], op[2])], sdir, glow=0.15)
    K.box((0.5, 2.2, 0.42), (1.9, 1.0, 0), M.concrete('#7e7c79', seed + 2, panel=None), 0.004)
    quiet_light(25, (0, 0, h - 0.2))
    return cam((1.2, -2.6, 1.75), (0.0, 1.0, 1.15), 22)


@subject('themes/2023/monologue-2')
def _mo2(seed):
    """An ink-black stone desk under a low lamp: a monolithic black stone desk, one low black
    pendant pooling light on it, a chair, a few books; the room falls away into grey."""
    mood(key=0.3, fill=3, color='#eef0f2')
    K.room(5, 4, 3.0, M.concrete('#8a8a88', seed), M.stone('#6f6d69', '#4f4f4f', scale=1.5, seed=seed, veins=0.1, rough=0.4))
    ink = M.stone(INK, '#5c5c5c', scale=0.6, seed=seed, veins=0.35, rough=0.18)
    K.box((1.9, 0.8, 0.06), (0.0, 1.3, 0.7), ink, 0.004)
    K.box((0.06, 0.72, 0.7), (-0.88, 1.3, 0), ink, 0.003)
    K.box((0.5, 0.72, 0.7), (0.62, 1.3, 0), ink, 0.003)
    K.chair(-0.2, 0.55, 200, M.plastic('#2b2b2b', rough=0.5), M.metal('#4f4f4f', rough=0.35))
    G.books(0.45, 1.45, 0.76, [M.plastic('#d8d6d2', rough=0.7), M.plastic('#8a8a88', rough=0.7), M.plastic('#4f4f4f', rough=0.7)])
    K.box((0.21, 0.3, 0.002), (-0.15, 1.2, 0.76), M.paint('#f2f1ee', rough=0.9), 0, rot=(0, 0, 12))
    K.cyl(0.005, 0.14, (0.0, 1.15, 0.762), M.metal('#1e1e1e', rough=0.3), rot=(0, 90, 20))
    G.lathe([(0.03, 0.3), (0.05, 0.24), (0.2, 0.0), (0.195, 0.0), (0.045, 0.235), (0.025, 0.29)], (0.0, 1.3, 1.3), M.plastic(INK, rough=0.45))
    K.cyl(0.004, 1.4, (0.0, 1.3, 1.6), M.plastic('#111111'))
    G.bulb(0.0, 1.3, 1.33, M.emission('#fff2dd', 20, 'bulb'), r=0.04)
    K.spot((0.0, 1.3, 1.28), (0.0, 1.3, 0.0), 600, '#ffeedd', 70, 0.5, 0.04)
    quiet_light(12, (0, 0.2, 2.95))
    return cam((1.3, -1.3, 1.4), (0.0, 1.3, 0.85), 30)


def acoustic_wall(x0, x1, y, h, mat, panel=0.6, groove=0.02):
    """Fabric-wrapped acoustic panels, floor to ceiling, with shadow grooves between them."""
    n = round((x1 - x0) / panel)
    pw = (x1 - x0) / n
    K.box((x1 - x0, 0.02, h), ((x0 + x1) / 2, y + 0.06, 0), M.plastic('#1a1a1a', rough=0.9), 0)
    for i in range(n):
        K.box((pw - groove, 0.06, h), (x0 + pw * (i + 0.5), y, 0), mat, 0.012)


@subject('themes/2023/monologue-3')
def _mo3(seed):
    """A lounge chair in front of an acoustic fabric wall: grey fabric panels floor to ceiling, one
    dark lounge chair and a small stone side table, a single spot grazing the wall."""
    mood(key=0.36, fill=8, color='#eef0f2')
    K.room(5, 4, 3.0, M.concrete('#9c9a96', seed), M.stone('#8f8d89', '#5a5955', scale=2.0, seed=seed, veins=0.1, rough=0.35))
    acoustic_wall(-2.5, 2.5, 1.9, 3.0, M.weave('#8a8a88', '#7a7a78', 0.0025, seed))
    G.lounge_chair(-0.15, 1.0, -12, M.plastic('#1e1e1e', rough=0.55), M.metal('#4f4f4f', rough=0.35))
    K.cyl(0.22, 0.45, (0.75, 1.25, 0), M.stone('#4f4f4f', '#8a8a88', scale=0.5, seed=seed, rough=0.3), 0.004)
    G.lathe([(0.04, 0), (0.06, 0.04), (0.035, 0.1), (0.03, 0.1), (0.055, 0.04), (0.035, 0.004)], (0.75, 1.25, 0.45), M.ceramic('#d8d6d2', 0.3))
    K.spot((-0.4, 1.2, 2.95), (-0.1, 1.85, 0.6), 900, '#fff4e6', 55, 0.7, 0.05)
    quiet_light(20, (0, 0, 2.95))
    return cam((0.6, -1.6, 1.0), (-0.05, 1.5, 0.85), 34)


@subject('themes/2023/monologue-4')
def _mo4(seed):
    """Close-up: a black ceramic vase on a windowsill: a deep concrete reveal, a pale stone sill,
    the vase against soft daylight."""
    mood(key=0.38, fill=6, color='#eef0f2')
    con = M.concrete('#9c9a96', seed, panel=None)
    G.wall_y(0.2, -2.0, 2.0, 3.0, con, [(-0.55, 0.65, 0.9, 2.2)], t=0.4)
    K.box((1.2, 0.46, 0.04), (0.05, 0.17, 0.88), M.stone('#d8d6d2', '#8a8a88', scale=0.4, seed=seed, veins=0.2, rough=0.3), 0.004)
    G.backdrop((0.05, 2.0, 1.5), (4, 3), M.sky('#dfe2e4', '#eef0f2', 1.2))
    K.area((0.05, 1.2, 1.6), (0.05, -1.0, 1.0), 1.2, 120, '#f2f4f6')
    steel = M.metal('#2a2a2a', rough=0.4)
    for x in (-0.53, 0.25, 0.63):
        K.box((0.04, 0.05, 1.3), (x, 0.32, 0.9), steel, 0.003)
    for z in (0.9, 1.62, 2.16):
        K.box((1.2, 0.05, 0.04), (0.05, 0.32, z), steel, 0.003)
    G.lathe([(0.06, 0.0), (0.1, 0.05), (0.12, 0.14), (0.09, 0.26), (0.035, 0.33), (0.04, 0.38), (0.034, 0.38), (0.028, 0.33), (0.03, 0.3)], (0.02, 0.15, 0.92), M.ceramic('#141414', 0.2))
    G.lathe([(0.03, 0.0), (0.05, 0.04), (0.04, 0.12), (0.034, 0.12), (0.044, 0.04), (0.028, 0.003)], (0.3, 0.24, 0.92), M.ceramic('#2a2a2a', 0.35))
    return cam((-0.42, -0.7, 1.18), (0.0, 0.2, 1.1), 45)


@subject('themes/2023/monologue-5')
def _mo5(seed):
    """An empty corridor with long shadows: a long concrete corridor, low sun through narrow slits
    in one wall stretching bars of light and shadow across the floor."""
    mood(key=0.34, fill=5, color='#eef0f2')
    w, d, h = 2.6, 14, 3.2
    con = M.concrete('#9c9a96', seed)
    K.room(w, d, h, con, M.stone('#8f8d89', '#5a5955', scale=2.0, seed=seed, veins=0.1, rough=0.3), left=False)
    slits = [(y, y + 0.28, 0.0, 2.7) for y in [-5.6 + 1.3 * i for i in range(9)]]
    G.wall_x(-w / 2 - 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, con, slits)
    K.sun((-1.0, 0.45, 0.32), 50.0, '#fff0dc', 0.5)
    K.window(0.0, d / 2, 0.0, 1.1, 2.3, wall='back', strength=1.5, light=60, color='#eef0f2')
    quiet_light(20, (0, 0, h - 0.1))
    return cam((0.15, -d / 2 + 0.3, 1.15), (0.0, 3.0, 1.0), 26)


@subject('themes/2023/monologue-6')
def _mo6(seed):
    """A small bedroom with neatly made grey bedding: a low bed against a concrete wall, grey
    linen pulled tight, a stool for a nightstand and one wall lamp, seen from a high corner."""
    mood(key=0.4, fill=14, color='#eef0f2')
    K.room(3.6, 3.8, 2.7, M.concrete('#a3a19d', seed), M.wood('#8f8a82', '#5c5852', planks=(1.4, 0.16), scale=0.6, seed=seed))
    K.bed(0.2, 0.75, 0, M.plastic('#4f4f4f', rough=0.5), M.fabric('#d8d6d2', '#cfcdc8', weave=0.003), M.fabric('#8a8a88', '#7e7e7c', weave=0.004),
          pillow=M.fabric('#bdbab5', weave=0.003), width=1.4, length=2.0)
    K.cyl(0.2, 0.45, (-0.9, 1.45, 0), M.stone('#4f4f4f', '#8a8a88', scale=0.4, seed=seed, rough=0.3), 0.004)
    G.books(-0.9, 1.45, 0.45, [M.plastic('#1e1e1e', rough=0.7), M.plastic('#d8d6d2', rough=0.7)], n=2)
    K.box((0.1, 0.1, 0.16), (-0.9, 1.83, 1.05), M.plastic(INK, rough=0.4), 0.01)
    K.spot((-0.9, 1.78, 1.12), (-0.9, 1.2, 0.0), 120, '#ffefdc', 80, 0.8, 0.05)
    K.window(-1.8, 0.0, 0.9, 1.2, 1.5, wall='left', strength=0.8, light=220, color='#eef0f2')
    return cam((1.55, -1.75, 1.75), (-0.2, 0.9, 0.45), 22)



# ══ WHITE NIGHT: whites, blue dawn, navy; glass, satin metal, white tile ══
def sheer(color='#f7f8fb'):
    """Sheer curtain fabric: white, partly translucent, with a soft sheen."""
    t = M.Tree('sheer').set(color=color, rough=0.7, trans=0.6, sheen=0.6, spec=0.2)
    return t.set(emit='#e3e9fb', emit_strength=0.35).mat  # the dawn glowing through it


def clear_pane(tint='#f2f6fc', shine=0.12):
    """Clear sheet glass as seen in a room: mostly see-through, a faint tint and reflection (no
    refraction, so the room behind stays bright and clean at low samples)."""
    t = M.Tree('pane')
    t.nt.nodes.remove(t.bsdf)
    tr = t.node('ShaderNodeBsdfTransparent')
    tr.inputs['Color'].default_value = M.hex_rgba(tint)
    gl = t.node('ShaderNodeBsdfGlossy')
    gl.inputs['Roughness'].default_value = 0.03
    mix = t.node('ShaderNodeMixShader')
    mix.inputs['Fac'].default_value = shine
    t.link(tr, 'BSDF', mix, 1)
    t.link(gl, 'BSDF', mix, 2)
    t.link(mix, 'Shader', t.out, 'Surface')
    return t.mat


def glass_partition(x0, x1, y, h, frame, glass, mullion=0.9, rot=0):
    """A floor-to-ceiling glass screen in a slim satin metal frame (along x at y, or rotated)."""
    objs = [K.box((x1 - x0, 0.02, h), ((x0 + x1) / 2, y, 0), glass, 0.002)]
    n = max(1, round((x1 - x0) / mullion))
    for i in range(n + 1):
        objs.append(K.box((0.03, 0.05, h), (x0 + (x1 - x0) * i / n, y, 0), frame, 0.003))
    for z in (0.0, h - 0.04):
        objs.append(K.box((x1 - x0, 0.05, 0.04), ((x0 + x1) / 2, y, z), frame, 0.003))
    return K.group_rotate(objs, rot, ((x0 + x1) / 2, y))


def white_sofa(x, y, rot, width=2.4):
    # a weave finer than a pixel: at 3 mm it beat with the pixel grid in rings across the cushions
    K.sofa(x, y, rot, M.fabric('#f4f5f8', '#eceef4', weave=0.0012, sheen=0.9), M.satin(), width=width, depth=0.95)


@subject('themes/2023/whitenight-poster')
def _wn_poster(seed):
    """A white room at blue dawn with curtains and a glass partition: a long window onto the pale
    dawn sky from a high floor, sheer curtains drawn to either side and glowing with it, a low white sofa with its cushions, a glass table, and a satin-framed glass
    screen at the right with the bed behind it."""
    mood(key=0.52, fill=14, color='#f6f7fc')
    w, d, h = 12, 6.5, 3.4
    white = M.paint('#eef1f7', seed=seed)
    K.room(w, d, h, white, M.stone('#e6eaf2', '#a9b7e0', scale=1.5, seed=seed, veins=0.15, rough=0.25), back=False)
    G.wall_y(d / 2 + 0.075, -w / 2 - 0.2, w / 2 + 0.2, h, white, [(-4.6, 1.4, 0.35, 2.9)])
    K.box((6.0, 0.3, 0.05), (-1.6, d / 2, 0.33), M.plastic('#f4f5f8', rough=0.3), 0.006)
    G.backdrop((-1.6, 60.0, -6.0), (150, 60), M.sky('#fbe9e4', '#9fb0e6', 6.0))
    # no city: from this high a floor the window is the dawn sky alone, its haze warm at the sill
    # (the ninth review read the towers' grids of lit windows over the sill as a toy skyline)
    # the window's light spans the gap between the curtains: behind them, a hand's breadth away, it
    # lit their folds from inside in a bright zigzag
    K.area((-1.5, d / 2 - 0.2, 1.6), (-1.5, -1.0, 0.8), 3.2, 700, '#c9d4f2', size_y=2.4)
    G.curtain(-4.7, -3.2, d / 2 - 0.25, 2.85, sheer(), depth=0.08, folds=8)
    G.curtain(0.2, 1.5, d / 2 - 0.25, 2.85, sheer(), depth=0.08, folds=7)
    K.box((6.4, 0.05, 0.04), (-1.6, d / 2 - 0.25, 2.88), M.satin(), 0.004)
    white_sofa(-1.5, 1.4, 0)
    # the cushions lean on the back cushions (sofa y + depth / 2 - 0.43)
    G.cushion(-2.15, 1.45, 0.47, 0.46, 0.42, M.fabric(NAVY2, '#343e63', weave=0.003, sheen=0.9), d=0.14, rot=(-16, 0, -6))
    G.cushion(-1.62, 1.46, 0.47, 0.44, 0.4, M.fabric(DAWN, '#98a6d0', weave=0.003, sheen=0.9), d=0.13, rot=(-16, 0, 5))
    K.rug(-1.4, 0.6, 3.0, 2.0, M.fabric('#cdd5ea', '#c1cae3', weave=0.008))
    K.table(-1.4, 0.4, 0, clear_pane(shine=0.2), M.satin(), w=1.0, h=0.36, round_top=True)
    G.lathe([(0.04, 0), (0.07, 0.08), (0.03, 0.22), (0.025, 0.22), (0.065, 0.08), (0.035, 0.004)], (-1.25, 0.45, 0.36), M.glass('#cfe0ff', rough=0.0))
    glass_partition(2.0, 4.8, 0.9, h, M.satin(), clear_pane(), mullion=0.7)
    K.bed(3.4, 2.1, 0, M.plastic('#e8ebf2', rough=0.5), M.fabric('#ffffff', '#f1f3f8', weave=0.003), M.fabric(DAWN, '#98a6d0', weave=0.004), width=1.6)
    K.area((3.4, 2.0, h - 0.05), (3.4, 2.0, 0), 2.5, 900, '#f4f6ff')
    K.window(w / 2, 2.0, 0.6, 1.6, 2.2, wall='right', strength=1.5, light=300, color='#c9d4f2')
    K.plant(-5.2, 1.6, M.plastic('#f4f5f8', rough=0.4), h=1.4, leaf='#4f6a5a', seed=seed)
    K.area((-1, 0.0, h - 0.05), (-1, 0.5, 0), 3, 100, '#f6f7fc')
    return cam((0.0, -4.4, 1.25), (0.0, 1.5, 1.2), 26)


@subject('themes/2023/whitenight-1')
def _wn1(seed):
    """A white living room touched by blue dawn light: white sofa and armchair, a glass coffee
    table, blue light raking in from a tall side window; seen across the room's diagonal."""
    mood(key=0.56, fill=16, color='#f6f7fc')
    w, d, h = 6, 5, 3.0
    white = M.paint('#eef1f7', seed=seed)
    K.room(w, d, h, white, M.wood('#e8e4dc', '#c9c2b6', planks=(1.6, 0.2), scale=0.6, seed=seed), left=False)
    G.wall_x(-w / 2 - 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, white, [(-0.6, 1.8, 0.0, 2.6)])
    G.backdrop((-w / 2 - 1.5, 0.6, 1.5), (5, 4), M.sky('#dfe3f3', '#9aa9db', 2.5), rot=(90, 0, 90))
    K.sun((-1.0, 0.5, 0.35), 80.0, '#c3cdf0', 2.0)
    K.area((0.5, 1.0, h - 0.05), (0.5, 1.0, 0), 2.5, 100, '#f6f7fc')
    white_sofa(0.4, 1.8, 0, width=2.6)
    G.cushion(1.1, 2.05, 0.45, 0.45, 0.42, M.fabric(NAVY2, '#343e63', weave=0.003, sheen=0.9), rot=(-14, -6, 0))
    G.lounge_chair(-1.3, 0.3, 60, M.fabric('#f4f5f8', '#eceef4', weave=0.003, sheen=0.9), M.satin())
    K.table(0.4, 0.6, 0, clear_pane(shine=0.2), M.satin(), w=1.2, d=0.6, h=0.38)
    G.books(0.55, 0.6, 0.38, [M.plastic(NAVY, rough=0.6), M.plastic('#f4f5f8', rough=0.6)], n=2)
    K.rug(0.3, 0.8, 3.2, 2.2, M.fabric('#e3e8f4', '#d6ddee', weave=0.008))
    G.floor_lamp(2.2, 2.0, M.satin(), M.fabric('#ffffff', weave=0.002, sheen=0.3), energy=10, light='#fff2e0')
    return cam((2.4, -2.3, 1.45), (0.0, 1.3, 0.75), 24)


@subject('themes/2023/whitenight-2')
def _wn2(seed):
    """A silhouette behind a translucent glass partition: a satin-framed frosted glass screen fills
    the frame; a tall plant stands behind it against the bright dawn-lit room beyond."""
    mood(key=0.5, fill=8, color='#dfe5f6')
    K.room(6, 6, 3.0, M.paint('#e9edf6', seed=seed), M.stone('#e6eaf2', '#a9b7e0', scale=1.5, seed=seed, veins=0.15, rough=0.25))
    glass_partition(-3.0, 3.0, 0.4, 3.0, M.satin(), M.glass('#f2f5fb', rough=0.3), mullion=1.0)
    K.plant(0.25, 1.2, M.plaster('#3a3a48'), h=1.8, leaf='#2a3050', seed=seed)  # a tall plant's shadow in the glass
    K.area((0.0, 2.9, 1.5), (0.0, 0.0, 1.3), 4.0, 1400, '#dfe6fb')
    K.area((0, 1.8, 2.95), (0, 1.8, 0), 3.0, 300, '#e6ecff')
    return cam((-0.5, -2.6, 1.35), (0.15, 0.4, 1.2), 30)


@subject('themes/2023/whitenight-3')
def _wn3(seed):
    """A white wall lit by a satin metal lamp: a satin metal wall light throws a scallop of light
    up and down a white plaster wall above a slim white console; the room is in blue dawn shade."""
    mood(key=0.46, fill=8, color='#eef1fa')
    K.room(5, 4, 3.0, M.plaster('#f4f5f8', seed=seed), M.stone('#dfe6f2', '#a9b7e0', scale=1.5, seed=seed, veins=0.15, rough=0.3))
    G.lathe([(0.09, 0.0), (0.07, 0.22), (0.065, 0.22), (0.085, 0.0)], (0.0, 1.88, 1.55), M.satin(), smooth=0)
    K.box((0.05, 0.06, 0.1), (0.0, 1.96, 1.61), M.satin(), 0.004)
    K.spot((0.0, 1.9, 1.8), (0.0, 2.0, 3.0), 150, '#fff1e0', 50, 0.5, 0.02)
    K.spot((0.0, 1.9, 1.5), (0.0, 2.0, 0.6), 150, '#fff1e0', 50, 0.5, 0.02)
    K.box((1.6, 0.36, 0.04), (0.0, 1.78, 0.78), M.plastic('#f4f5f8', rough=0.3), 0.006)
    K.box((0.03, 0.3, 0.78), (-0.75, 1.78, 0), M.satin(), 0.004)
    K.box((0.03, 0.3, 0.78), (0.75, 1.78, 0), M.satin(), 0.004)
    G.lathe([(0.05, 0), (0.08, 0.12), (0.04, 0.3), (0.035, 0.3), (0.075, 0.12), (0.045, 0.004)], (-0.4, 1.8, 0.82), M.glass('#eef3ff', rough=0.0))
    G.books(0.4, 1.78, 0.82, [M.plastic(NAVY, rough=0.6), M.plastic('#f4f5f8', rough=0.6)], n=2)
    K.window(-2.5, 0.0, 0.6, 1.6, 2.0, wall='left', strength=0.8, light=90, color='#b9c6ee')
    return cam((0.5, -1.4, 1.35), (0.0, 1.9, 1.35), 32)


@subject('themes/2023/whitenight-4')
def _wn4(seed):
    """A bright night sky outside, framed by white curtains: the luminous white-night sky over a
    low navy skyline, seen from a high floor with a few windows lit, fills a tall window, the
    curtains drawn back to either side."""
    mood(key=0.52, fill=10, color='#eef1fa')
    w, h = 5.0, 3.0
    white = M.paint('#eef1f7', seed=seed)
    K.room(w, 4, h, white, M.wood('#e8e4dc', '#c9c2b6', planks=(1.6, 0.2), scale=0.6, seed=seed), back=False)
    G.wall_y(2.075, -w / 2 - 0.2, w / 2 + 0.2, h, white, [(-1.2, 1.2, 0.45, 2.7)])
    K.box((2.4, 0.3, 0.05), (0.0, 2.0, 0.43), M.plastic('#f4f5f8', rough=0.3), 0.006)
    # the city seen from a high floor, 30 m out: roofs below the eye line with a few lit windows, so
    # the skyline stands well above the sill (issue 28: near blocks on the sill read as cushions)
    G.backdrop((0.0, 40.0, -6.0), (90, 44), M.sky('#f6eef0', '#8c9bd4', 3.0))
    G.skyline(random.Random(seed), (-16.0, 16.0), (-3.8, 0.6), M.emission(NAVY2, 1.4, 'skyline'), M.emission('#ffe2b0', 5.0, 'lit'),
              M.emission('#5d6794', 1.6, 'far city'), (-22.0, 22.0), (18.5, 21.5))
    K.area((0.0, 1.7, 1.6), (0.0, -1.0, 1.0), 2.4, 260, '#c9d4f2')
    G.curtain(-2.1, -1.0, 1.85, 2.75, sheer('#f7f8fb'), depth=0.1, folds=7)
    G.curtain(1.0, 2.1, 1.85, 2.75, sheer('#f7f8fb'), depth=0.1, folds=7)
    K.box((4.4, 0.05, 0.04), (0.0, 1.85, 2.8), M.satin(), 0.004)
    G.lathe([(0.03, 0), (0.05, 0.08), (0.02, 0.22), (0.017, 0.22), (0.045, 0.08), (0.02, 0.004)], (0.6, 2.0, 0.48), M.glass('#cfe0ff', rough=0.0))
    return cam((0.0, -1.5, 1.3), (0.0, 2.0, 1.55), 28)


@subject('themes/2023/whitenight-5')
def _wn5(seed):
    """Close-up: clear objects on a glass shelf: glass vessels and a carafe on two glass shelves on
    satin brackets, against blue-white tile, dawn light from the side."""
    mood(key=0.56, fill=10, color='#f6f7fc')
    K.room(3, 3, 2.6, M.paint('#f4f5f8'), M.paint('#eef0f4'), back=False)
    K.box((3, 0.2, 2.6), (0, 0.1, 0), M.tiles('#eef2fa', '#c8d0e0', size=0.1, seed=seed, rough=0.12), 0)
    K.box((3.4, 0.1, 2.6), (0, -3.2, 0), M.paint('#f4f5f8'), 0)  # white behind the camera, for the glass to reflect
    clear = M.glass('#f4f8ff', rough=0.0)
    blue = M.glass('#c8d6f5', rough=0.0)
    for z in (0.86, 1.22):
        K.plane((0.9, 0.22), (0.0, -0.11, z + 0.012), M.glass('#eef6f4', rough=0.02))  # thin glass sheet
        K.box((0.9, 0.004, 0.012), (0.0, -0.222, z), M.plastic('#bfdcd6', rough=0.1), 0.0)  # its green edge
        for x in (-0.35, 0.35):
            K.box((0.02, 0.2, 0.03), (x, -0.1, z - 0.03), M.satin(), 0.003)
    shapes = [
        ((-0.25, -0.1, 0.872), [(0.04, 0), (0.06, 0.08), (0.025, 0.2), (0.02, 0.2), (0.055, 0.08), (0.035, 0.004)], clear),
        ((-0.05, -0.12, 0.872), [(0.035, 0), (0.04, 0.12), (0.035, 0.12), (0.03, 0.004)], blue),
        ((0.18, -0.1, 0.872), [(0.05, 0), (0.055, 0.13), (0.015, 0.2), (0.015, 0.26), (0.011, 0.26), (0.011, 0.2), (0.05, 0.13), (0.045, 0.004)], clear),
        ((-0.15, -0.1, 1.232), [(0.06, 0), (0.07, 0.06), (0.065, 0.06), (0.055, 0.004)], blue),
        ((0.12, -0.12, 1.232), [(0.03, 0), (0.05, 0.1), (0.04, 0.18), (0.035, 0.18), (0.045, 0.1), (0.025, 0.004)], clear),
    ]
    for loc, prof, mat in shapes:
        G.lathe(prof, loc, mat)
    G.lathe([(0.032, 0), (0.036, 0.075), (0.032, 0.075), (0.028, 0.004)], (0.3, -0.1, 1.232), blue)  # a tumbler
    K.area((-1.2, -0.6, 1.4), (0.0, -0.1, 1.1), 1.2, 180, '#c9d4f2')
    K.area((0.8, -1.2, 1.6), (0.0, -0.1, 1.1), 1.5, 60, '#ffffff')
    return cam((0.05, -1.05, 1.12), (0.0, -0.1, 1.06), 50)


@subject('themes/2023/whitenight-6')
def _wn6(seed):
    """A bathroom in blue-tinged white tile: small blue-white wall tiles, larger floor tiles, a white
    tub under a frosted window, a wall-hung basin with satin metal taps and a round mirror."""
    mood(key=0.56, fill=14, color='#f6f7fc')
    K.room(3.6, 3.4, 2.7, M.tiles('#e9eef8', '#c5cede', size=0.1, seed=seed, rough=0.12),
           M.tiles('#dfe5f1', '#b9c3d6', size=0.3, seed=seed + 1, rough=0.3))
    K.bathtub(-0.85, 1.25, 0, M.plastic('#f7f8fb', rough=0.15, coat=0.8), length=1.7, width=0.8)
    K.box((1.2, 0.03, 0.9), (-0.85, 1.69, 1.2), M.emission('#dfe6fb', 3.0, 'frosted'), 0.004)
    K.area((-0.85, 1.6, 1.65), (-0.85, 0.0, 0.8), 1.2, 160, '#c9d4f2')
    K.box((0.6, 0.42, 0.16), (1.0, 1.48, 0.72), M.plastic('#f7f8fb', rough=0.2, coat=0.6), 0.02)
    K.box((0.48, 0.3, 0.02), (1.0, 1.46, 0.87), M.plastic('#e8ecf4', rough=0.15), 0.02)
    K.cyl(0.012, 0.16, (1.0, 1.68, 0.88), M.satin())
    K.cyl(0.01, 0.12, (1.0, 1.68, 1.04), M.satin(), rot=(90, 0, 0)).location = (1.0, 1.63, 1.04)
    K.box((0.56, 0.02, 0.76), (1.0, 1.68, 1.1), M.Tree('mirror').set(color='#dfe4ec', metal=1.0, rough=0.04).mat, 0.004)
    K.box((0.6, 0.015, 0.8), (1.0, 1.695, 1.08), M.satin(), 0.003)
    K.box((0.5, 0.025, 0.025), (1.0, 1.66, 0.5), M.satin(), 0.004)
    K.box((0.35, 0.03, 0.4), (1.0, 1.64, 0.1), M.fabric(NAVY2, '#343e63', weave=0.003), 0.01)
    K.area((0, 0.3, 2.65), (0, 0.5, 0), 1.6, 90, '#eef2ff')
    return cam((1.3, -1.55, 1.5), (-0.2, 1.1, 0.85), 22)


@subject('themes/2023/whitenight-7')
def _wn7(seed):
    """A reading lamp quietly lit late at night: one satin metal reading lamp glows warm over a
    white armchair and an open book; the window behind is deep blue night."""
    mood(key=0.32, fill=3, color='#9aa9db')
    w, h = 5.0, 3.0
    white = M.paint('#eef1f7', seed=seed)
    K.room(w, 4.5, h, white, M.wood('#e8e4dc', '#c9c2b6', planks=(1.6, 0.2), scale=0.6, seed=seed), back=False)
    G.wall_y(2.325, -w / 2 - 0.2, w / 2 + 0.2, h, white, [(-1.8, 0.2, 0.5, 2.6)])
    G.backdrop((-0.8, 5.0, 1.5), (8, 6), M.sky('#3c4770', '#1f2a5a', 1.2))
    K.area((-0.8, 2.1, 1.6), (-0.8, 0, 0.8), 2.0, 60, '#6f7fbf')
    G.curtain(-2.4, -1.7, 2.1, 2.75, sheer('#eef1f7'), depth=0.1, folds=5)
    G.lounge_chair(0.2, 1.1, -20, M.fabric('#f4f5f8', '#eceef4', weave=0.003, sheen=0.9), M.satin())
    K.rug(0.2, 0.9, 2.2, 1.6, M.fabric(NAVY, '#26316a', weave=0.008))
    G.side_table(-0.65, 1.15, M.plastic('#f4f5f8', rough=0.3), M.satin(), r=0.2, h=0.5)
    K.box((0.22, 0.16, 0.02), (-0.65, 1.1, 0.5), M.paint('#f2f1ee', rough=0.9), 0.003, rot=(0, 0, 20))
    K.box((0.11, 0.16, 0.025), (-0.6, 1.12, 0.5), M.plastic(NAVY2, rough=0.6), 0.002, rot=(0, 0, 20))
    # arc reading lamp: base, upright, arm reaching over the chair, domed shade with a warm bulb
    K.cyl(0.14, 0.03, (0.95, 1.55, 0), M.satin())
    K.cyl(0.012, 1.6, (0.95, 1.55, 0.03), M.satin())
    arm = K.cyl(0.01, 0.62, (0.95, 1.55, 1.63), M.satin())
    arm.rotation_euler = (0, math.radians(-70), math.radians(-20))
    sx, sy = 0.95 - 0.58 * math.cos(math.radians(20)), 1.55 + 0.58 * math.sin(math.radians(-20))
    G.lathe([(0.02, 0.16), (0.08, 0.12), (0.13, 0.0), (0.125, 0.0), (0.075, 0.115), (0.018, 0.155)], (sx, sy, 1.63), M.satin())
    G.bulb(sx, sy, 1.66, M.emission('#ffd9a8', 25, 'bulb'), r=0.035)
    K.spot((sx, sy, 1.62), (sx, sy, 0.0), 400, '#ffcf9a', 110, 0.7, 0.03)
    return cam((1.6, -1.6, 1.3), (0.0, 1.3, 0.85), 28)


run(fill=40.0)
