"""Furnished interiors: lookbook rooms, event thumbnails per programme kind, exhibition views
(EP.01-04 heroes/photos and the 22 EP.02 gallery pictures), theme interiors (the home hero is a material board: scenes/boards.py).

Each subject is a function that builds the room and returns its default camera; the manifest may
override the camera. Rooms are open to the camera (-y side) and lit by windows, panels and lamps.
"""

import math
import os
import random
import sys

import bmesh
import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import shapes as G  # noqa: E402
from scene import S, cam, mood, subject  # noqa: E402
from scene import run as run_scene  # noqa: E402

def ceiling_light(x, y, z=3.0, energy=350, color='#fff4e6', size=1.6):
    K.area((x, y, z - 0.05), (x, y, 0), size, energy, color)


# ── shared materials ───────────────────────────────────────────────────────────
def oak(seed=0, light='#d6b48a', dark='#8a5f38', planks=(1.4, 0.18)):
    return M.wood(light, dark, seed=seed, planks=planks, scale=0.6)


def alu():
    return M.metal('#c9ced6', rough=0.3)


def white():
    return M.paint('#f2f0eb')


# ── lookbook ───────────────────────────────────────────────────────────────────
def task_lamp(x, y, z, metal, shade, reach=(0.26, -0.1), energy=18):
    """A desk lamp standing at (x, y) on height z: a weighted disc, a lower arm rising almost
    straight to the elbow, an upper arm reaching out by `reach` (dx, dy) and a cone shade hanging
    from its end with a warm bulb in it."""
    K.cyl(0.075, 0.02, (x, y, z), metal, 0.004)
    elbow = (x + 0.03, y + 0.02, z + 0.44)
    end = (x + reach[0], y + reach[1], z + 0.4)
    K.tube([(x, y, z + 0.02), elbow], 0.008, metal, name='arm', taper=1.0)
    K.tube([elbow, end], 0.007, metal, name='arm', taper=1.0)
    K.cyl(0.014, 0.03, (elbow[0], elbow[1] + 0.015, elbow[2]), metal, 0.002, rot=(90, 0, 0), verts=24)  # the joint's hinge
    K.cyl(0.075, 0.12, (end[0], end[1], end[2] - 0.12), shade, 0.003, r2=0.028)
    K.point((end[0], end[1], end[2] - 0.1), energy, '#ffdcae', 0.02)


# ── lookbook: what makes a room read as a photographed interior ─────────────────
def wall_finish(color, seed=0, rough=0.9, trowel=0.0, name='wall finish'):
    """A painted (or, with `trowel`, a fine lime-plastered) wall as a photograph shows it: the tone
    steady to a per cent or two over a metre (no clouds), a fine roller stipple or sand grain in the
    relief only, and with `trowel` faint low sweeps that catch a raking light."""
    t = M.Tree(name)
    mp = t.coords(seed=seed)
    c = M.hex_rgba(color)
    drift = t.noise(mp, 0.45, 2)
    col = t.ramp(drift, 'Fac', [(0.3, tuple(x * 0.975 for x in c[:3]) + (1,)), (0.7, tuple(min(1, x * 1.02) for x in c[:3]) + (1,))])
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, spec=0.25)
    grain = t.noise(mp, 320, 3)
    b = t.bump(grain, 'Fac', 0.06, 0.0006)
    if trowel:
        sweep = t.noise(mp, 2.2, 2, 0.5, distortion=2.2)
        b2 = t.node('ShaderNodeBump')
        b2.inputs['Strength'].default_value = 0.06 * trowel
        b2.inputs['Distance'].default_value = 0.004
        t.link(sweep, 'Fac', b2, 'Height')
        t.link(b2, 'Normal', b, 'Normal')
    return t.mat


def cork(seed=0):
    """Pinboard cork: granules a few millimetres across, each its own shade of brown, in the relief."""
    t = M.Tree('cork')
    mp = t.coords(seed=seed)
    v = t.node('ShaderNodeTexVoronoi')
    v.inputs['Scale'].default_value = 420
    t.link(mp, 'Vector', v, 'Vector')
    col = t.ramp(v, 'Color', [(0.0, '#5e412a'), (0.5, '#7e5c3c'), (1.0, '#a07a52')])
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.92, spec=0.2)
    t.bump(v, 'Distance', 0.5, 0.0012)
    return t.mat


def crumple(o, strength=0.006, size=0.09, seed=0):
    """Slight creases in an upholstered form (a displacement by soft clouds after its subdivision)."""
    tex = bpy.data.textures.new(f'crease{seed}', 'CLOUDS')
    tex.noise_scale = size
    m = o.modifiers.new('crease', 'DISPLACE')
    m.texture = tex
    m.strength = strength
    m.mid_level = 0.5
    m.texture_coords = 'GLOBAL'
    return o


def seat_pad(x, y, z, w, dep, thick, mat, sag=0.02, n=26, seed=0):
    """A boxed seat cushion lying on z: top and bottom panels sewn at a seam round the middle of its
    edge, filled so the edge rolls over, the top sagging `sag` in the middle where it has been sat
    on, and a few soft creases."""
    def puff(t):
        return max(0.0, 1.0 - abs(t) ** 7) ** 0.32

    verts, faces = [], []
    for side in (1, -1):
        base = len(verts)
        for i in range(n + 1):
            u = math.sin(math.pi / 2 * (-1 + 2 * i / n))
            for j in range(n + 1):
                v = math.sin(math.pi / 2 * (-1 + 2 * j / n))
                px = u * w / 2 * (1 - 0.03 * (1 - v * v))
                py = v * dep / 2 * (1 - 0.03 * (1 - u * u))
                pz = side * thick / 2 * puff(u) * puff(v)
                if side > 0:
                    pz -= sag * (1 - u * u) * (1 - v * v) * (1 + 0.3 * v)
                verts.append((px, py, pz))
        for i in range(n):
            for j in range(n):
                a = base + i * (n + 1) + j
                b = a + n + 1
                faces.append((a, b, b + 1, a + 1) if side > 0 else (a, a + 1, b + 1, b))
    o = G.mesh('seat', verts, faces, mat)
    bm = bmesh.new()
    bm.from_mesh(o.data)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bm.to_mesh(o.data)
    bm.free()
    o.location = (x, y, z + thick / 2)
    K.soft(o, 1)
    return crumple(o, 0.005, 0.07, seed)


def linen_sofa(x, y, cover, wood, width=2.3, depth=0.95, arm=0.16, seed=0):
    """A low, deep sofa as an upholsterer makes it (the lookbook's one was a toy of rounded blocks):
    a tight upholstered base on short oak block feet, slim square arms and a low back rail with
    softened edges, two boxed seat cushions that sag where they are sat on, and two back cushions
    leaning on the rail, each sewn at a seam. Faces -y; returns its parts (a throw can settle on them)."""
    rnd = random.Random(seed)
    objs = []
    for sx in (-1, 1):
        for sy in (-1, 1):
            objs.append(K.box((0.05, 0.05, 0.08), (x + sx * (width / 2 - 0.08), y + sy * (depth / 2 - 0.08), 0), wood, 0.006))
    objs.append(crumple(K.soft(K.box((width, depth, 0.21), (x, y, 0.08), cover, 0.035), 2), 0.003, 0.2, seed))
    objs.append(crumple(K.soft(K.box((width, 0.2, 0.47), (x, y + depth / 2 - 0.1, 0.28), cover, 0.06), 2), 0.004, 0.2, seed + 1))
    for sx in (-1, 1):
        objs.append(crumple(K.soft(K.box((arm, depth, 0.33), (x + sx * (width / 2 - arm / 2), y, 0.28), cover, 0.055), 2), 0.004, 0.15,
                            seed + 2 + sx))
    inner = width - 2 * arm
    n = 2
    cw = inner / n
    pad_d = depth - 0.21
    for i in range(n):
        cx = x - inner / 2 + cw * (i + 0.5)
        objs.append(seat_pad(cx, y - depth / 2 + pad_d / 2 + 0.005, 0.285, cw - 0.012, pad_d, 0.17, cover, sag=0.028, seed=seed + 5 + i))
        back = G.cushion(cx, y + depth / 2 - 0.27, 0.44, cw - 0.05, 0.5, cover, d=0.21, rot=(-13, 0, rnd.uniform(-2, 2)))
        crumple(K.soft(back, 1), 0.005, 0.08, seed + 9 + i)
    return objs


def wall_plate(x, y, z, kind='socket', wall='back', face='#efede8'):
    """A light switch or a double socket on a wall (back: its face towards -y; right: towards -x)."""
    plate = M.paint(face, rough=0.35)
    objs = [K.box((0.086, 0.01, 0.086) if kind == 'switch' else (0.146, 0.01, 0.086), (0, -0.005, -0.043), plate, 0.003)]
    if kind == 'switch':
        objs.append(K.box((0.03, 0.008, 0.05), (0, -0.013, -0.025), plate, 0.002))
    else:
        dark = M.plastic('#3b3a38', rough=0.5)
        for dx in (-0.036, 0.036):
            for hx in (-0.01, 0.01):
                objs.append(K.box((0.005, 0.004, 0.012), (dx + hx, -0.0115, -0.006), dark, 0.0))
    K.group_rotate(objs, 90 if wall == 'right' else (-90 if wall == 'left' else 0), (0, 0))
    for o in objs:
        o.location.x += x
        o.location.y += y
        o.location.z += z
    return objs


def skirting_run(p0, p1, mat, h=0.075, t=0.014):
    """A skirting board from p0 to p1 (x, y) along a wall's face."""
    (x0, y0), (x1, y1) = p0, p1
    if abs(y1 - y0) < 1e-6:
        return K.box((abs(x1 - x0), t, h), ((x0 + x1) / 2, y0, 0), mat, 0.002)
    return K.box((t, abs(y1 - y0), h), (x0, (y0 + y1) / 2, 0), mat, 0.002)


def window_wall_left(w, d, h, mat, opening, sky_light=120, frame='#ebe8e1'):
    """The left wall of a `kit.room(..., left=False)` with a real window in it: the wall with its hole
    (ya, yb, za, zb), the painted frame, glazing bars and sill fitted to it, and the sky of the scene's
    HDRI seen through it (the sun comes through it too; `sky_light` is the soft skylight panel)."""
    ya, yb, za, zb = opening
    G.wall_x(-w / 2 - 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, mat, [opening])
    K.window(-w / 2, (ya + yb) / 2, za, yb - ya, zb - za, wall='left', light=sky_light, color='#e6edf7', frame=frame, opening=True)


def bounce(loc, size, energy, color):
    """The light a sunlit patch throws back up onto the ceiling, as a soft panel facing up that the
    camera and reflections never see (the ceiling is lit directly, so it is clean at few samples)."""
    lamp = K.area(loc, (loc[0], loc[1], loc[2] + 3), size, energy, color, name='bounce')
    lamp.visible_camera = False
    lamp.visible_glossy = False
    return lamp


def studio_chair(x, y, rot, cover, wood, h=0.46, seed=0):
    """A dining-height side chair in solid oak with an upholstered seat and back pad (the lime chair
    was a lacquered board): square tapering legs joined by rails, the rear legs running on up as
    the back posts, raked back."""
    objs = []
    for sx in (-1, 1):
        objs.append(K.box((0.034, 0.034, h - 0.05), (x + sx * 0.2, y - 0.18, 0), wood, 0.005))
        post = K.box((0.034, 0.034, 0.86), (x + sx * 0.2, y + 0.19, 0), wood, 0.005, rot=(-5, 0, 0))
        post.location.y += 0.035
        objs.append(post)
        objs.append(K.box((0.024, 0.36, 0.05), (x + sx * 0.2, y, h - 0.1), wood, 0.004))
    objs.append(K.box((0.4, 0.024, 0.05), (x, y - 0.18, h - 0.1), wood, 0.004))
    objs.append(K.box((0.4, 0.024, 0.05), (x, y + 0.18, h - 0.1), wood, 0.004))
    objs.append(K.box((0.46, 0.42, 0.02), (x, y, h - 0.06), wood, 0.004))
    objs.append(seat_pad(x, y - 0.005, h - 0.045, 0.47, 0.44, 0.075, cover, sag=0.012, n=20, seed=seed))
    back = crumple(K.soft(K.box((0.44, 0.055, 0.22), (x, y + 0.235, h + 0.16), cover, 0.024), 2), 0.002, 0.05, seed + 1)
    back.rotation_euler.x = math.radians(-9)
    objs.append(back)
    return K.group_rotate(objs, rot, (x, y))


@subject('lookbook/boost-studio')
def _studio(seed):
    """The Boost studio (2025) at five in the morning, photographed as an interior (the review of
    2026-12: "toy-like CG, a lemon-yellow chair and a tan pinboard"): a 2.7 m room with navy walls in
    a fine matt paint, a white ceiling, skirting, sockets and a switch; the low sun comes through the
    real window in the left wall (the dawn HDRI's sky in it) and rakes across the oak desk and the
    wall, the rest of the room left in deep blue shadow. On the wall a cork board in an oak frame
    pinned with the theme's finish samples and pencil sketches; the lime is the wool of an oak side
    chair's seat and back, the orange the lamp's shade, a sample and a notebook; books on an
    aluminium shelf, a rubber plant, a flat-weave rug."""
    mood(key=0.33, fill=6, color='#dfe6f5')
    K.hdri('dawn', strength=1.0, rotation=200)
    W, D, H = 4.6, 4.4, 2.7
    navy = wall_finish('#27324d', seed, rough=0.92)
    floor = M.resilient('#3a3f4a', seed=seed, rough=0.7)
    K.room(W, D, H, navy, floor, left=False, ceiling=False)
    K.box((W + 0.4, D + 0.4, 0.1), (0, 0, H), wall_finish('#eeece7', seed + 1), 0, name='ceiling')
    window_wall_left(W, D, H, navy, (-0.1, 1.4, 0.85, 2.35), sky_light=30)
    skirt = M.paint('#222c44', rough=0.6)
    skirting_run((-W / 2, D / 2 - 0.007), (W / 2, D / 2 - 0.007), skirt)
    skirting_run((-W / 2 + 0.007, -D / 2), (-W / 2 + 0.007, D / 2), skirt)
    skirting_run((W / 2 - 0.007, -D / 2), (W / 2 - 0.007, D / 2), skirt)
    wall_plate(0.25, D / 2, 0.3, 'socket')
    wall_plate(1.72, D / 2, 1.05, 'switch')
    # a linen blind pulled a third of the way down the window
    K.box((0.025, 1.56, 0.5), (-W / 2 + 0.16, 0.65, 1.87), M.fabric('#e9e2d4', '#ddd5c5', weave=0.002, sheen=0.3), 0.004)
    lime = M.fabric('#aab23c', '#9da434', weave=0.003, sheen=0.4, seed=seed)
    alu = M.metal('#c2c7ce', rough=0.3, seed=seed + 1)
    desk_oak = oak(seed, '#cfae84', '#8c6440', planks=None)
    # (no orange route inlaid in the floor: the fourteenth review read it as "an orange floor stripe"
    # in a box room, as the thirteenth had Boost's workspace's; the orange is the lamp's shade, a
    # sample and a notebook)
    # the rug under the chair, a little creased at a corner
    K.rug(-0.4, 1.2, 1.6, 1.15, M.fabric('#4a4743', '#423f3b', weave=0.01, sheen=0.3, seed=seed + 2), rot=-3)
    K.box((1.44, 0.99, 0.013), (-0.4, 1.2, 0), M.fabric('#6a665f', '#5e5a54', weave=0.01, sheen=0.3, seed=seed + 3), 0.002, rot=(0, 0, -3))
    # desk, chair, lamp and what is on the desk
    K.table(-0.45, 1.82, 0, desk_oak, alu, w=1.6, d=0.72, h=0.74, thick=0.032)
    studio_chair(-0.2, 1.18, 196, lime, oak(seed + 4, '#c8a67c', '#84603e', planks=None), seed=seed)
    K.box((0.33, 0.23, 0.014), (-0.62, 1.78, 0.74), M.metal('#aeb3ba', rough=0.28, seed=seed + 2), 0.006, rot=(0, 0, -6))
    for i, (c, t) in enumerate((('#2d3a55', 0.016), ('#d9d2c3', 0.012), ('#c9542a', 0.01))):
        K.box((0.21 - i * 0.01, 0.29 - i * 0.015, t), (0.04, 1.9, 0.74 + sum((0.016, 0.012, 0.01)[:i])),
              M.fabric(c, weave=0.002, seed=i), 0.002, rot=(0, 0, 8 - i * 5))
    K.cyl(0.042, 0.095, (0.22, 1.66, 0.74), M.ceramic('#ebe6dc', rough=0.3), 0.004)
    K.box((0.3, 0.21, 0.0015), (-1.0, 1.66, 0.74), M.paint('#f1eee6', rough=0.9), 0.0, rot=(0, 0, 14))
    K.box((0.3, 0.21, 0.0015), (-0.93, 1.7, 0.7415), M.paint('#ebe7dd', rough=0.9), 0.0, rot=(0, 0, 4))
    task_lamp(-1.08, 2.0, 0.74, M.metal('#3a3d42', rough=0.4, brushed=False), M.paint('#c9542a', rough=0.55), reach=(0.26, -0.14), energy=10)
    # the cork board in an oak frame, pinned with the finish samples and sketches
    bx, bz, bw, bh = -0.45, 1.08, 1.2, 0.78
    K.box((bw, 0.02, bh), (bx, D / 2 - 0.012, bz), cork(seed), 0.0)
    frame_oak = oak(seed + 5, '#c8a67c', '#84603e', planks=None)
    for dz in (-0.01, bh - 0.02):
        K.box((bw + 0.06, 0.035, 0.03), (bx, D / 2 - 0.018, bz + dz), frame_oak, 0.003)
    for dx in (-1, 1):
        K.box((0.03, 0.035, bh + 0.02), (bx + dx * (bw / 2 + 0.015), D / 2 - 0.018, bz - 0.01), frame_oak, 0.003)
    paper = M.paint('#f0ede5', rough=0.9)
    cards = [
        (M.plastic('#c9542a', rough=0.5), (0.16, 0.12)), (M.metal('#c9ced6', rough=0.22, seed=seed + 4), (0.12, 0.16)),
        (paper, (0.21, 0.28)), (M.resilient('#2c3550', seed=seed + 3), (0.15, 0.15)),
        (M.wood('#d2b088', '#94693f', scale=0.25, seed=seed + 6), (0.1, 0.2)), (M.paint('#e3dfd4', rough=0.9), (0.14, 0.1)),
        (paper, (0.18, 0.24)), (M.plastic('#b3b83f', rough=0.5), (0.09, 0.09)),
    ]
    spots = [(-0.4, 1.6), (-0.18, 1.62), (0.06, 1.52), (-0.45, 1.33), (-0.76, 1.46), (-0.2, 1.3), (-0.88, 1.2), (0.0, 1.24)]
    rnd = random.Random(seed)
    pin = M.plastic('#2a2a2a', rough=0.4)
    for (mat, (w, h)), (cx, cz) in zip(cards, spots):
        card = K.box((w, 0.004, h), (bx + cx + 0.45, D / 2 - 0.024, cz - h / 2), mat, 0.001)
        card.rotation_euler.y = math.radians(rnd.uniform(-3.5, 3.5))
        K.cyl(0.005, 0.008, (bx + cx + 0.45, D / 2 - 0.03, cz - 0.02), pin, 0.001, rot=(90, 0, 0))
    # the laminate card shows its lime core along its edge
    K.box((0.16, 0.0042, 0.004), (bx + 0.05, D / 2 - 0.0241, 1.48), M.plastic('#b3b83f', rough=0.5), 0.0)
    # shelf of books and a few things, a plant by the window
    covers = [M.fabric(c, weave=0.0025, seed=i) for i, c in enumerate(('#e6e0d3', '#c7c0b0', '#2b3450', '#7d8490', '#b85530',
                                                                      '#a59c88', '#3a3c42', '#6f7a68', '#4a5a6e', '#8c8472'))]
    K.shelf(1.0, D / 2 - 0.17, 0, alu, w=0.9, h=1.86, rows=5, depth=0.3, items=covers, fill='books')
    G.vessel(1.22, D / 2 - 0.17, 1.86 + 0.0125, 0.055, 0.2, M.ceramic('#d8d1c2', rough=0.5), neck=0.45)
    K.box((0.2, 0.15, 0.05), (0.78, D / 2 - 0.17, 1.86 + 0.0125), M.fabric('#8a8478', weave=0.002), 0.003, rot=(0, 0, 5))
    K.plant(-1.8, 1.85, M.ceramic('#e2ddd3', rough=0.4), h=1.3, seed=seed)
    # art books stacked on the floor by the shelf, a folded wool throw on them
    G.books(0.68, 1.6, 0.0, [M.fabric(c, weave=0.002, seed=i) for i, c in enumerate(('#3a3c42', '#d9d2c3', '#8c8472'))], n=3, rot=12)
    K.soft(K.box((0.36, 0.26, 0.05), (0.69, 1.6, 0.09), M.fabric('#9a948a', '#8d877d', weave=0.005, sheen=0.3, seed=seed + 8), 0.02,
                 rot=(0, 0, 4)), 2)
    # the low sun from the window (left), raking across the desk and the wall; warm, hard-edged
    K.sun((-0.82, -0.7, 0.36), 30.0, '#ffd2a0', 0.8)
    # what the sunlit wall and desk throw back up to the ceiling (a bounce card's soft light)
    bounce(( -0.6, 1.6, 1.0), 2.4, 22, '#ffe2c4')
    return cam((1.3, -1.0, 1.38), (-0.75, 2.2, 1.38), 24, shift=(0, -0.14))


@subject('lookbook/boost-kitchen')
def _kitchen(seed):
    """The Boost kitchen (2025), framed on the island (issue 28: a far grey view with glowing balls
    for lamps): graphite fronts under a hairline-aluminium worktop whose lime core shows along its
    edge, a backsplash of small glazed tiles, an open oak shelf with ceramics, orange stools, spun
    aluminium pendants, a chopping board with a knife and an orange bowl, a glass carafe on the island."""
    # oiled oak boards at their true grain (the fourteenth review: a grey tile grid under "a grey block")
    boards = M.wood('#cfb18a', '#93704b', seed=seed + 8, planks=(1.4, 0.16), scale=0.25, rough=0.5)
    K.room(5, 4, 2.95, M.paint('#e9ebee'), boards, skirting=M.paint('#d5d8dc', rough=0.5))
    graphite = M.paint('#3d4249', rough=0.55)
    alu = M.metal('#c9ced6', rough=0.2, seed=seed, grain=0.004)
    lime = M.plastic('#e8ff3a', rough=0.4)
    # the wall run: cabinets, worktop, backsplash, shelf
    K.counter(0.1, 1.65, 0, graphite, alu, length=3.2, sink=True, hob=True, steel=alu)
    K.box((3.22, 0.012, 0.012), (0.1, 1.335, 0.887), lime, 0.0)
    K.box((3.2, 0.01, 0.62), (0.1, 1.99, 0.9), M.tiles('#f4f4f0', '#c9ced6', size=0.075, seed=seed + 1, rough=0.12, ratio=2.0, offset=0.5), 0.0)
    K.box((2.0, 0.26, 0.04), (0.6, 1.86, 1.75), oak(seed, '#d9b88c', '#9a7048', planks=None), 0.004)
    for i, (c, r, h) in enumerate((('#f4f1ea', 0.07, 0.09), ('#ff5a1f', 0.05, 0.2), ('#f4f1ea', 0.09, 0.06),
                                  ('#3d4249', 0.06, 0.14), ('#f4f1ea', 0.05, 0.24))):
        K.cyl(r, h, (-0.2 + i * 0.36, 1.86, 1.79), M.ceramic(c), 0.004)
    # the island (the fourteenth review: "a grey block, a neon edge"): a graphite carcass on a recessed
    # black plinth, its seating side under a 30 cm overhang clad in 40 mm flutes, its end a door with
    # an aluminium edge pull; the aluminium top with its lime core showing as a 6 mm line
    K.box((1.92, 0.5, 0.1), (0.3, 0.35, 0.0), M.paint('#161719', rough=0.8), 0.0, name='plinth')
    K.box((2.0, 0.6, 0.765), (0.3, 0.35, 0.1), graphite, 0.003, name='carcass')
    for i in range(49):
        K.box((0.036, 0.014, 0.76), (0.3 - 0.98 + 0.02 + i * 0.04, 0.05 - 0.007, 0.102), graphite, 0.006, name='flute')
    K.box((0.018, 0.596, 0.755), (1.3 + 0.009, 0.35, 0.104), graphite, 0.002, name='end door')
    K.box((0.02, 0.5, 0.014), (1.3 + 0.028, 0.35, 0.83), alu, 0.003, name='edge pull')
    K.box((2.1, 1.0, 0.035), (0.3, 0.2, 0.865), alu, 0.003)
    K.box((2.104, 1.004, 0.006), (0.3, 0.2, 0.879), lime, 0.001)
    K.box((0.42, 0.28, 0.025), (0.0, 0.15, 0.9), oak(seed + 2, '#e2c49a', '#b08c5e', planks=None), 0.006, rot=(0, 0, -10))
    # on the board a knife and a small glazed bowl
    K.box((0.2, 0.022, 0.004), (0.02, 0.1, 0.925), M.metal('#d9dde2', rough=0.2, brushed=False), 0.001, rot=(0, 0, -10))
    K.box((0.1, 0.026, 0.014), (-0.13, 0.126, 0.925), M.plastic('#1e1e1e', rough=0.5), 0.004, rot=(0, 0, -10))
    G.lathe([(0.0, 0.0), (0.035, 0.0), (0.065, 0.025), (0.075, 0.05), (0.071, 0.05), (0.06, 0.027), (0.0, 0.008)],
            (0.08, 0.2, 0.925), M.ceramic('#ff5a1f'), name='bowl')
    G.vessel(0.55, 0.3, 0.9, 0.05, 0.24, drink=('#ffffff', True), fill=0.7)
    K.cyl(0.12, 0.07, (0.85, 0.05, 0.9), M.ceramic('#f4f1ea'), 0.004, r2=0.15)
    # counter stools of oak with an orange wool pad on four splayed black steel legs and a footrest
    # (a pad on a chrome pole over a disc read as "toy stools": the ninth review)
    felt = M.fabric('#e8561f', '#c9471a', weave=0.002, sheen=0.5)
    steel = M.metal('#232326', rough=0.55, brushed=False)
    seat_oak = oak(seed + 6, '#d9b98c', '#a57e52', planks=None)
    for i, x in enumerate((-0.35, 0.25, 0.85)):
        G.bar_stool(x, -0.48, seat_oak, felt, steel, turn=(-9, 4, 12)[i])
    for x in (-0.3, 0.3, 0.9):
        G.shade_pendant(x, 0.2, 1.75, alu)
    K.window(-2.5, 0.6, 0.9, 1.6, 1.5, wall='left', strength=4, light=380, color='#fff4e2')
    K.plant(2.1, 1.0, M.ceramic('#f4f1ea'), h=1.2, seed=seed + 4)
    return cam((1.75, -1.75, 1.5), (0.0, 1.15, 0.95), 26)


def table_lamp(x, y, z, base, shade, energy=14, light='#ffd2a0'):
    """A bedside lamp: a turned base and a glowing drum shade."""
    G.lathe([(0.0, 0.0), (0.07, 0.0), (0.085, 0.08), (0.05, 0.2), (0.018, 0.26), (0.0, 0.26)], (x, y, z), base)
    G.lathe([(0.13, 0.0), (0.11, 0.2), (0.106, 0.2), (0.126, 0.0)], (x, y, z + 0.24), shade)
    K.point((x, y, z + 0.33), energy, light, 0.04)


def abstract_canvas(seed):
    """A painted canvas, seen from a few metres: broad horizontal strokes of Cosmos's deep violet,
    nebula purple, mist and a band of dust gold, their edges dragged by the brush, the strokes'
    ridges catching the light, the weave's grain under thin paint."""
    t = M.Tree('canvas')
    mp = t.coords(seed=seed % 13)
    drag = t.noise(M._stretched(t, mp, (1.0, 1.0, 9.0)), 1.6, 6, 0.6, 2.0)
    col = t.ramp(drag, 'Fac', [(0.3, '#221d45'), (0.42, '#3b2f7a'), (0.5, '#6b5fb0'), (0.55, '#e8e1f0'), (0.6, '#d9c7a1'),
                               (0.64, '#c9a34a'), (0.72, '#5b4f9a'), (0.85, '#2a2550')])
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.7, spec=0.35)
    ridge = t.noise(M._stretched(t, mp, (0.6, 1.0, 14.0)), 25, 4, 0.6)
    t.bump(ridge, 'Fac', 0.35, 0.002)
    return t.mat


@subject('lookbook/cosmos-bedroom')
def _bedroom(seed):
    """The Cosmos bedroom (2025), seen from the foot of the bed (issue 28: a far view with a pearl
    panel that read as a blank screen; then every surface violet): a channel-tufted violet velvet
    headboard wall as the one deep colour, above it Starlight Pearl on the wall and a painting on a
    brass ledge, pale pearl-grey walls, the bed in ivory and sand linen
    with a violet cushion, bedside tables with glowing drum lamps, a brass-legged bench in sand bouclé
    at the foot, a night window behind sheer curtains, and the dark terrazzo floor with its small
    pale and gold chips."""
    # a night room lit by its lamps: warm greige walls (lilac ones under a blue window read as "flat
    # purple shading", the fourteenth review), the violet kept to the velvet, the throw and the
    # painting; the bedside lamps and the ceiling's warm light set the picture's colour
    mood(key=0.37)
    walls = M.paint('#d3cdc4')
    # the dark terrazzo's chips muted and fewer (bright gold and blue ones read as "confetti")
    K.room(4.6, 4.5, 2.9, walls, M.terrazzo('#1c1a33', ['#d9d3e2', '#c8b995', '#a89268', '#d9d3e2', '#8c90b8'], scale=0.16,
                                               seed=seed, polish=0.12, density=0.2))
    # a dusky violet velvet, the room's one deep colour (the ninth review: at #4a3d8f 'oversaturated
    # purple')
    velvet = M.fabric('#443b68', '#3a325a', weave=0.002, sheen=1.0)
    # the headboard wall: upholstered channels from the floor to 1.3 m, wider than the bed
    for i in range(13):
        K.box((0.165, 0.1, 1.3), (-1.02 + i * 0.17, 2.16, 0.0), velvet, 0.045)
    K.box((2.3, 0.05, 0.04), (0, 2.17, 1.3), M.metal('#c9a34a', rough=0.3, brushed=False), 0.008)
    # a painting above the bed on a brass picture ledge (a pearl disc hung there read as "a blank
    # lavender disc for a mirror", the seventh review): a canvas 1.1 x 0.75 m in broad strokes of
    # Cosmos's violet, mist and dust gold, leaning on the wall, washed by a light from below
    # the wall above the headboard in Starlight Pearl, the Collection's wallcovering, its flakes
    # catching the light from below
    K.box((4.6, 0.01, 1.6), (0, 2.238, 1.3), M.pearl('#c2bcc6', metal=0.45, rough=0.24, coat=0.8), 0.0, name='pearl wall')
    K.box((1.1, 0.035, 0.75), (0.1, 2.17, 1.43), abstract_canvas(seed), 0.004, rot=(-3, 0, 0), name='canvas')
    K.box((1.26, 0.07, 0.02), (0.1, 2.18, 1.405), M.metal('#c9a34a', rough=0.3, brushed=False), 0.004, name='ledge')
    K.area((0, 1.6, 1.45), (0, 2.25, 2.0), 0.6, 10, '#ffe2c0')
    bed = K.bed(0.0, 1.05, 0, M.fabric('#2a2550', weave=0.003), M.fabric('#f1eee8', '#e6e1d8', weave=0.003),
                None, pillow=M.fabric('#ece6dc', weave=0.003))
    # the pillows sewn as pillows lean on the headboard (the kit's rounded blocks read as bolsters)
    for p in bed[-2:]:
        p.hide_render = True
    # (sunk into the mattress and against the headboard: at 0.5 m they stood off both, "floating
    # pillows" in the eleventh review); every cloth on the bed woven as fine as linen is, its threads
    # below the pixels (at 3-4 mm the duvet and the bench read as "a tiled waffle texture")
    for x, turn in ((-0.4, 4), (0.4, -3)):
        G.cushion(x, 1.9, 0.47, 0.68, 0.48, M.fabric('#ece6dc', '#e6e0d5', weave=0.0008), d=0.17, rot=(-64, 0, turn))
    # the duvet, settled over the mattress and the frame: it falls over the sides and the foot in folds
    G.drape((2.3, 1.85), (0, 0.63, 0.6), M.fabric('#d9cfbf', '#d3c9b8', weave=0.0008), bed, thick=0.035,
            stiff=40, bend=4, mass=0.6, name='duvet')
    G.cushion(0.25, 1.66, 0.52, 0.42, 0.3, M.fabric('#443b68', weave=0.0008, sheen=1.0), d=0.12, rot=(-24, 0, -6))
    # bedside tables in smoked oak, a drawer each (a polished dark stone with a pale vein read as 'a
    # smear artefact on the left nightstand', the ninth review)
    oak = M.wood('#3d2c22', '#271a12', scale=0.2, seed=seed)
    for x in (-1.35, 1.35):
        K.box((0.5, 0.4, 0.48), (x, 1.95, 0), oak, 0.01, name='bedside table')
        K.box((0.44, 0.004, 0.006), (x, 1.749, 0.3), M.paint('#140e0a', rough=0.8), 0.0, name='drawer line')
        K.box((0.08, 0.012, 0.012), (x, 1.745, 0.37), M.metal('#c9a34a', rough=0.3, brushed=False), 0.003, name='pull')
        table_lamp(x, 2.0, 0.48, M.ceramic('#d9c7a1', rough=0.25), M.fabric('#f1e6d0', weave=0.002), energy=26)
    G.books(1.3, 1.85, 0.48, [M.fabric('#8c9bff', weave=0.002), M.fabric('#d9c7a1', weave=0.002)], n=2, rot=8)
    G.vessel(-1.45, 1.85, 0.48, 0.045, 0.16, M.ceramic('#c9a34a', rough=0.2), neck=0.45)
    # the bench at the foot of the bed, brass legs under a bouclé seat, a folded violet throw on it
    seat = K.box((1.3, 0.42, 0.1), (0, -0.32, 0.36), M.fabric('#e6dccb', '#ded3c1', weave=0.0015, sheen=0.4), 0.03)
    for sx in (-1, 1):
        for sy in (-1, 1):
            K.cyl(0.012, 0.36, (sx * 0.58, -0.32 + sy * 0.16, 0), M.metal('#c9a34a', rough=0.3, brushed=False))
    G.drape((0.5, 0.95), (0.32, -0.3, 0.5), M.fabric('#443b68', weave=0.0008, sheen=1.0), [seat], rot=8, thick=0.008,
            name='throw')
    # the rug lies under the bed only, so the terrazzo shows in front of it
    K.rug(0, 1.25, 2.6, 1.9, M.fabric('#3a3838', '#2f2e2e', weave=0.008))
    # the night window on the right wall behind sheer curtains
    K.window(2.3, 0.6, 0.5, 1.8, 2.0, wall='right', strength=0.9, light=40, color='#aeb4de', frame='#2a2550')
    sheer = M.fabric('#e8e1f0', weave=0.002, sheen=0.3)
    for y0, y1 in ((-0.6, 0.0), (1.2, 1.9)):
        c = G.curtain(y0, y1, 0, 2.6, sheer, folds=6, depth=0.08)
        c.rotation_euler.z = math.radians(90)
        c.location.x = 2.15
    K.area((0, 0.6, 2.85), (0, 0.6, 0), 2.2, 45, '#ffe8cc')
    return cam((-0.75, -1.85, 1.22), (0.15, 1.5, 0.72), 28)


def on_left_wall(build, x):
    """Runs `build`, which makes something along x at y = 0 (a curtain), and turns what it made to
    run along y against the left wall at `x`."""
    since = set(bpy.data.objects)
    build()
    made = list(set(bpy.data.objects) - since)
    K.group_rotate(made, 90, (0, 0))
    for o in made:
        o.location.x += x


@subject('lookbook/cosmos-lounge')
def _lounge(seed):
    """The Cosmos lounge (2025) at night (issue 28: a far, blurred view of a sofa adrift; then every
    surface violet): the violet velvet sofa, the room's one deep colour, with sand and ivory cushions
    against warm pearl-grey walls, a round dark-stone table on a brass drum, a sand
    lounge chair and a floor lamp, a smoke-glass screen in a black frame, and a window onto the city
    at night; low light from the lamp, a wall washer and the pendants. The thirteenth review's
    runner-up ("a saturated purple sofa on a pale wall"): the walls are the Starlight Pearl itself,
    a deep violet-grey that glints where the washer grazes it, a framed Nebula terrazzo panel hangs
    over the sofa, the velvet's sheen is a velvet's and not a plastic's, a wool rug lies under the
    table, and the room's ceiling light is down so the lamps light it."""
    # a night room exposed as one: the lamps bright, the walls in their shade (metered to the scene's
    # mean, the dark pearl came out lavender)
    mood(key=0.26, fill=8, color='#ffe6c8')
    K.room(5.6, 4.6, 2.9, M.pearl('#4f4862', metal=0.3, rough=0.35, coat=0.4),
           # fine aggregate, as the Collection's Nebula Terrazzo (chips a few centimetres across read as
           # "cartoon terrazzo", the seventh review)
           M.terrazzo('#1f1e24', ['#6a6670', '#8c7f5a', '#5a5480', '#9a94a6'], scale=0.16, seed=seed, polish=0.15, density=0.42))
    brass = M.metal('#c9a34a', rough=0.28, brushed=False)
    sofa = K.sofa(-0.55, 1.65, 0, M.fabric('#33295f', '#2c2354', weave=0.003, sheen=0.45), legs=brass, width=2.4)
    for x, c, r in ((-1.45, '#d9c7a1', -8), (-1.0, '#ece6dc', 6), (0.45, '#d9c7a1', 10)):
        # plump, 20 cm through the middle: at 13 cm, tilted, they read as "crumpled paper" (the seventh review)
        G.cushion(x, 1.74, 0.47, 0.44, 0.4, M.fabric(c, weave=0.003, sheen=0.8), d=0.2, rot=(-16, 0, r))
    # a lilac-grey throw over the right arm, falling onto the seat inside and down the side outside
    G.drape((1.05, 0.55), (0.4, 1.5, 0.63), M.fabric('#b9b2c4', '#aaa3b6', weave=0.006), sofa, rot=-6, thick=0.01, stiff=25, bend=2,
            name='throw')
    # a wool rug under the table, and over the sofa the Nebula terrazzo as a framed panel
    K.rug(-0.45, 0.75, 2.4, 1.7, M.fabric('#2f2b3a', '#29263a', weave=0.006, sheen=0.2), rot=-3)
    K.box((1.3, 0.03, 0.82), (-0.55, 2.27, 1.22), M.metal('#1a1a1f', rough=0.35), 0.004)
    K.box((1.22, 0.01, 0.74), (-0.55, 2.255, 1.26),
          M.terrazzo('#211f2e', ['#e8e1f0', '#b9a88a', '#6a5fb0', '#cfc8bc'], scale=0.12, seed=seed + 4, polish=0.3, density=0.4), 0.0)
    K.table(-0.5, 0.55, 0, M.stone('#2b2a35', '#8c9bff', scale=0.5, rough=0.12, seed=seed), brass, w=1.0, h=0.36, round_top=True)
    K.cyl(0.32, 0.3, (-0.5, 0.55, 0.0), brass, 0.01)
    G.vessel(-0.35, 0.5, 0.36, 0.045, 0.22, drink=('#d9c7a1', True), fill=0.5)
    G.books(-0.75, 0.62, 0.36, [M.fabric('#e8e1f0', weave=0.002), M.fabric('#8c9bff', weave=0.002)], n=2, rot=-12)
    G.lounge_chair(1.35, 0.55, -55, M.fabric('#d9c7a1', weave=0.004, sheen=0.6), M.metal('#1a1a1f', rough=0.3))
    G.floor_lamp(1.95, 1.6, M.metal('#1a1a1f', rough=0.3), M.fabric('#f1e6d0', weave=0.002), energy=50)
    G.side_table(0.95, 1.55, M.stone('#2b2a35', '#8c9bff', scale=0.4, rough=0.12, seed=seed + 1), brass, r=0.2, h=0.48)
    # the smoke-glass screen in its black frame, between the lounge and the window
    K.box((0.03, 1.6, 2.2), (-2.0, 0.5, 0), M.glass('#4e4a66', rough=0.06), 0.002)
    for y0 in (-0.3, 1.3):
        K.box((0.05, 0.04, 2.2), (-2.0, y0, 0), M.metal('#1a1a1f', rough=0.3), 0.003)
    K.box((0.05, 1.64, 0.04), (-2.0, 0.5, 2.2), M.metal('#1a1a1f', rough=0.3), 0.003)
    K.window(-2.8, 0.7, 0.4, 2.2, 2.2, wall='left', strength=0.35, light=40, color='#7f88d8', frame='#1a1a1f')
    K.box((0.05, 2.6, 0.06), (2.75, 1.0, 2.5), M.emission('#ffd9a8', 4, 'washer'), 0.0)
    K.area((2.6, 1.0, 2.6), (2.8, 1.0, 0.5), 0.8, 80, '#ffd9a8')
    for x, y in ((-1.2, 0.9), (-0.6, 0.4), (0.0, 1.0)):
        G.shade_pendant(x, y, 1.85 + 0.1 * math.sin(x * 3), M.metal('#c9a34a', rough=0.25, brushed=False), energy=14)
    K.area((0, 0.8, 2.85), (0, 0.8, 0), 2.4, 28, '#ffeedd')
    return cam((1.45, -1.05, 1.25), (-0.6, 1.4, 0.62), 26)


@subject('lookbook/ooparts-living')
def _living(seed):
    """The Ooparts living room (2025) in afternoon sun, photographed as an interior (the review of
    2026-12: "blotchy noise on the walls and a cartoon sofa"): a 2.75 m room in a fine sand-lime
    plaster, steady in tone, with skirting, a socket and a switch; the sun comes through a real
    window in the left wall (the sky of the city HDRI in it) between linen curtains and rakes across
    the travertine floor, the green rug and the sofa; a plaster arch 2.2 m high opens onto a dimmer
    room. A low oatmeal linen sofa, its seat cushions sagging where they are sat on and a folded
    throw on it, an oxidised-steel panel leaning on the wall, a pale oak table with books, a bronze
    sphere and a clay pot, a floor lamp and a side table."""
    mood(key=0.42, fill=5, color='#fff3e6')
    K.hdri('city', strength=0.7, rotation=120,
           camera_sky=[(0.0, '#f4efe6'), (0.3, '#e4eaf0'), (1.0, '#bfd0e2')], camera_strength=4.0)
    W, D, H = 5.2, 4.8, 2.75
    plaster = wall_finish('#e4ded3', seed, rough=0.93, trowel=1.0, name='lime plaster')
    floor = M.stone('#e4d6bd', '#bfa27a', pits=0.45, veins=0.25, strata=True, scale=1.1, seed=seed, rough=0.6)
    K.room(W, D, H, plaster, floor, left=False, back=False, ceiling=False)
    K.box((W + 0.4, D + 0.4, 0.1), (0, 0, H), wall_finish('#efece6', seed + 1), 0, name='ceiling')
    # the back wall with the arch to the next room, near the window: a door-high opening with a half-round head
    ax0, ax1, spring = -2.05, -1.15, 1.75
    wy = D / 2 + 0.06
    G.wall_y(wy, -W / 2 - 0.2, W / 2 + 0.2, H, plaster, [(ax0, ax1, 0, spring + (ax1 - ax0) / 2)], t=0.12)
    head = K.box((ax1 - ax0, 0.12, (ax1 - ax0) / 2), ((ax0 + ax1) / 2, wy, spring), plaster, 0)
    cut = K.cyl((ax1 - ax0) / 2, 0.4, ((ax0 + ax1) / 2, wy, 0), None, 0, rot=(90, 0, 0), verts=96)
    cut.location = ((ax0 + ax1) / 2, wy, spring)
    b = head.modifiers.new('arch', 'BOOLEAN')
    b.operation = 'DIFFERENCE'
    b.object = cut
    cut.hide_render = True
    # the room beyond: darker plaster, the same floor, a dark oak console with a pot
    bx = (ax0 + ax1) / 2 + 0.4
    beyond = wall_finish('#bcab90', seed + 2, rough=0.93, trowel=1.0)
    K.box((3.0, 2.4, 0.1), (bx, wy + 1.25, -0.1), floor, 0)
    K.box((3.0, 0.12, H), (bx, wy + 2.4, 0), beyond, 0)
    K.box((0.12, 2.4, H), (bx - 1.5, wy + 1.25, 0), beyond, 0)
    K.box((0.12, 2.4, H), (bx + 1.5, wy + 1.25, 0), beyond, 0)
    K.box((3.0, 2.4, 0.1), (bx, wy + 1.25, H), beyond, 0)
    K.box((1.0, 0.34, 0.78), (bx - 0.55, wy + 2.16, 0), M.wood('#6b4a2e', '#3d2718', scale=0.3, seed=seed + 7), 0.006)
    G.vessel(bx - 0.4, wy + 2.16, 0.78, 0.09, 0.34, M.ceramic('#8a5a40', rough=0.7), neck=0.5)
    K.area((bx, wy + 1.2, H - 0.05), (bx, wy + 1.2, 0), 1.2, 18, '#ffe9cc')
    wy0, wy1 = 0.05, 1.75
    window_wall_left(W, D, H, plaster, (wy0, wy1, 0.5, 2.4), sky_light=40)
    skirt = M.paint('#d6cab5', rough=0.6)
    skirting_run((-W / 2, D / 2 - 0.007), (ax0, D / 2 - 0.007), skirt)
    skirting_run((ax1, D / 2 - 0.007), (W / 2, D / 2 - 0.007), skirt)
    skirting_run((-W / 2 + 0.007, -D / 2), (-W / 2 + 0.007, wy0), skirt)
    skirting_run((-W / 2 + 0.007, wy1), (-W / 2 + 0.007, D / 2), skirt)
    skirting_run((W / 2 - 0.007, -D / 2), (W / 2 - 0.007, D / 2), skirt)
    wall_plate(-0.05, D / 2, 0.3, 'socket', face='#e9e2d6')
    wall_plate(-1.0, D / 2, 1.05, 'switch', face='#e9e2d6')
    # the sofa, its cushions and a folded throw
    linen = M.fabric('#d3c8b4', '#c8bca6', weave=0.004, sheen=0.35, seed=seed)
    oakd = M.wood('#6b4a2e', '#3d2718', scale=0.2, seed=seed + 3)
    sx = 0.95
    linen_sofa(sx, 1.88, linen, oakd, width=2.1, depth=0.98, seed=seed)
    for x, c, r, s in ((sx - 0.5, '#6d7256', -9, 0.44), (sx - 0.1, '#a9674a', 6, 0.4)):
        crumple(K.soft(G.cushion(x, 1.66, 0.43, s, s, M.fabric(c, weave=0.004, seed=seed + 1), d=0.13, rot=(-17, 0, r)), 1),
                0.004, 0.06, seed + 20)
    # a wool throw folded on the seat's left end
    crumple(K.soft(K.box((0.5, 0.4, 0.045), (sx - 0.68, 1.6, 0.435), M.fabric('#8c7b62', '#7e6d55', weave=0.006, sheen=0.3, seed=seed + 5),
                         0.02, rot=(4, 0, -7)), 2), 0.006, 0.08, seed + 30)
    # the oxidised-steel panel leaning on the wall between the arch and the sofa
    rust = M.rust('#5e5750', ['#8a4b2a', '#62321d', '#b8794c'], seed=seed + 3, amount=0.8)
    K.box((0.74, 0.022, 1.5), (-0.62, D / 2 - 0.13, 0.0), rust, 0.003, rot=(-6, 0, 3))
    # the pale oak table on the green rug: books, a bronze bowl, a clay pot
    pale = M.wood('#dcc6a2', '#b39169', scale=0.5, seed=seed + 4)
    K.rug(0.55, 0.75, 2.7, 1.9, M.fabric('#5b6448', '#535c42', weave=0.008, sheen=0.2), rot=-2)
    tx, ty, tw, td, th = 0.75, 0.66, 1.15, 0.62, 0.36
    table = [K.box((tw, td, 0.055), (tx, ty, th - 0.055), pale, 0.01)]
    for ix in (-1, 1):
        for iy in (-1, 1):
            table.append(K.box((0.06, 0.06, th - 0.055), (tx + ix * (tw / 2 - 0.09), ty + iy * (td / 2 - 0.09), 0), pale, 0.006))
    K.group_rotate(table, -3, (tx, ty))
    G.books(tx - 0.25, ty - 0.04, th, [M.fabric('#e6dccb', weave=0.002), M.fabric('#6d7256', weave=0.002), M.fabric('#8a4b2a', weave=0.002)],
            n=3, rot=-8)
    G.lathe([(0.0, 0.0), (0.05, 0.0), (0.1, 0.02), (0.13, 0.06), (0.126, 0.06), (0.096, 0.024), (0.0, 0.008)],
            (tx + 0.18, ty + 0.1, th), M.metal('#9c7650', rough=0.38, brushed=False), seg=96, name='bowl')
    G.vessel(tx + 0.33, ty - 0.12, th, 0.055, 0.2, M.ceramic('#8a5a40', rough=0.65), neck=0.4)
    # the floor lamp in the corner by the arch, a plant in the window
    G.floor_lamp(-2.25, 2.05, M.metal('#2c2a27', rough=0.4, brushed=False), M.fabric('#efe6d6', weave=0.002), energy=5)
    K.plant(-2.2, 1.25, M.plaster('#8a5a40', seed=seed + 6), h=1.15, seed=seed)
    curtain = M.fabric('#ece3d2', '#e2d7c4', weave=0.004, sheen=0.3)
    for y0, y1 in ((wy0 - 0.5, wy0 + 0.05), (wy1 - 0.05, wy1 + 0.45)):
        on_left_wall(lambda y0=y0, y1=y1: G.curtain(y0, y1, 0, 2.62, curtain, pleat=0.08, seed=seed), x=-W / 2 + 0.14)
    # the afternoon sun, low from the left and behind the window's plane: across the rug and the floor towards the camera
    K.sun((-1.0, 0.3, 0.5), 30.0, '#ffe1bc', 0.6)
    # what the sun patch on the floor throws back up onto the ceiling and the walls
    bounce((0.2, 0.2, 0.4), 3.0, 45, '#ffe6c8')
    return cam((1.75, -1.5, 1.15), (-0.7, 2.4, 1.15), 24, shift=(0, -0.1))


def stone_tub(x, y, shell, length=1.65, width=0.78, rot=0):
    """A freestanding oval tub turned from one piece (a lathe profile stretched to an oval): a thick
    rounded rim, a bowl inside and water standing in it."""
    r = width / 2
    tub = G.lathe([(r * 0.78, 0.0), (r * 0.95, 0.18), (r, 0.5), (r * 0.97, 0.56), (r * 0.86, 0.56),
                   (r * 0.84, 0.5), (r * 0.74, 0.14), (0.0, 0.1)], (0, 0, 0), shell, seg=96, name='tub')
    tub.scale = (length / width, 1, 1)
    tub.location = (x, y, 0)
    tub.rotation_euler.z = math.radians(rot)
    water = K.cyl(r * 0.8, 0.004, (0, 0, 0.42), M.glass('#cfe3e6', rough=0.02), 0.0, verts=96)
    water.scale = (length / width, 1, 1)
    water.location = (x, y, 0.42)
    water.rotation_euler.z = math.radians(rot)
    return tub


def reeded_glass():
    """Reeded (fluted) glass, as a bathroom window is glazed: clear glass drawn in vertical ribs
    15 mm apart, so what is behind it reads as soft vertical strokes of light and shade."""
    t = M.Tree('reeded glass')
    mp = t.coords()
    w = t.node('ShaderNodeTexWave')
    w.wave_type = 'BANDS'
    w.bands_direction = 'X'
    w.wave_profile = 'SIN'
    w.inputs['Scale'].default_value = 21
    t.link(mp, 'Vector', w, 'Vector')
    # a little frosted too, as pressed glass is: what stands behind it blurs to soft shapes
    t.set(color='#f4f6f3', trans=1.0, rough=0.2, ior=1.5, spec=0.5)
    t.bump(w, 'Fac', 1.0, 0.008)
    return t.mat


@subject('lookbook/ooparts-bath')
def _bath(seed):
    """The Ooparts bath (2025), a room of earth and stone. The thirteenth review's third worst
    ("an orange cast, a white-void window, a towel clipping into the tub"): the clay walls are a
    paler earth under a lime-white ceiling, the light a cool daylight with the lamp's warmth only
    where it falls; the window is glazed in reeded glass in a slim bronze frame, with the stems of
    the courtyard's bamboo behind it as soft dark strokes; the towel hangs from its rail and two
    more lie folded on an oak stool by the tub, beside a linen bath mat on the travertine floor."""
    clay = M.plaster('#c7ab92', seed=seed)
    lime = M.plaster('#ece6dc', seed=seed + 7)
    trav = M.stone('#e2d3b8', '#b89a70', pits=1.0, veins=0.2, strata=True, scale=0.6, seed=seed)
    rust = M.rust('#6a625a', ['#8a4b2a', '#5e3019', '#c4855a'], seed=seed)
    bronze = M.metal('#6e5a44', rough=0.35, brushed=False)
    linen = M.fabric('#e6dccb', '#dacfbb', weave=0.004, sheen=0.3)
    K.room(3.6, 3.6, 2.9, clay, trav, right=True, ceiling=False)
    K.box((4.0, 4.0, 0.1), (0, 0, 2.9), lime, 0, name='ceiling')
    stone_tub(0.55, 1.2, M.stone('#d9c7a8', '#b89a70', pits=0.8, veins=0.1, strata=True, scale=0.5, seed=seed + 1))
    # the window set deep in the back wall above the tub, its reveal and sill in travertine: daylight
    # behind reeded glass, the courtyard's bamboo between (dark stems, a few leaves)
    K.window(0.55, 1.79, 1.05, 1.1, 1.2, wall='back', strength=3.2, light=520, color='#f3f1ec', frame=None)
    # the window's lamp lights the room, never the view through the glass (seen through the ribs it
    # drew a white band across the pane)
    lamp = [o for o in bpy.data.objects if o.type == 'LIGHT'][-1]
    lamp.visible_transmission = False
    lamp.visible_glossy = False
    rnd = random.Random(seed)
    culm = M.paint('#2f3a28', rough=0.6)
    for i in range(7):
        x = 0.05 + i * 0.17 + rnd.uniform(-0.05, 0.05)
        K.cyl(0.011 + rnd.uniform(0, 0.006), 1.25, (x, 1.705, 1.0), culm, 0.0, rot=(0, rnd.uniform(-4, 4), 0), verts=12)
        for k in range(3):
            K.box((0.12, 0.002, 0.016), (x + 0.05, 1.7, 1.2 + k * 0.31 + rnd.uniform(0, 0.1)), culm, 0.0,
                  rot=(0, rnd.uniform(-60, -30), 0))
    glass = K.box((1.1, 0.008, 1.2), (0.55, 1.66, 1.05), reeded_glass(), 0.0, name='reeded glass')
    K.no_shadow(glass)
    for sx in (-1, 1):
        K.box((0.025, 0.04, 1.2), (0.55 + sx * 0.5625, 1.66, 1.05), bronze, 0.002)
    for z in (1.04, 2.25):
        K.box((1.15, 0.04, 0.025), (0.55, 1.66, z - (0.025 if z > 2 else 0)), bronze, 0.002)
    K.box((0.018, 0.035, 1.2), (0.55, 1.655, 1.05), bronze, 0.002)  # the mullion between two sashes
    # the jambs stop under the head: where they ran into it, their coplanar fronts rendered a black notch
    for sx in (-1, 1):
        K.box((0.12, 0.22, 1.26), (0.55 + sx * 0.61, 1.72, 0.99), clay, 0.01)
    K.box((1.34, 0.26, 0.05), (0.55, 1.7, 0.99), trav, 0.008)
    K.box((1.34, 0.22, 0.08), (0.55, 1.72, 2.25), clay, 0.01)
    G.vessel(0.1, 1.62, 1.04, 0.06, 0.22, M.ceramic('#8a5a40', rough=0.5), neck=0.5)
    G.vessel(0.28, 1.6, 1.04, 0.045, 0.14, M.ceramic('#d9c7a8', rough=0.4), neck=0.6)
    # the washstand on the left wall: a travertine slab, a vessel basin, the mirror above
    K.box((0.5, 1.1, 0.1), (-1.55, 0.9, 0.78), trav, 0.012)
    G.lathe([(0.14, 0.0), (0.2, 0.1), (0.21, 0.13), (0.19, 0.13), (0.125, 0.03), (0.0, 0.025)], (-1.5, 0.9, 0.88),
            M.stone('#cdb894', '#9a8060', pits=0.6, veins=0.2, scale=0.3, seed=seed + 2), seg=64, name='basin')
    K.cyl(0.011, 0.2, (-1.74, 0.9, 1.12), M.metal('#b58a55', rough=0.25, brushed=False), rot=(0, 90, 0))
    K.cyl(0.34, 0.025, (-1.79, 0.9, 1.62), rust, 0.004, rot=(0, 90, 0))
    K.cyl(0.31, 0.006, (-1.77, 0.9, 1.62), M.metal('#dfe3e6', rough=0.03, brushed=False), 0.0, rot=(0, 90, 0))
    # the rail on the left wall with a towel hanging from it, both layers, creased
    K.cyl(0.012, 0.8, (-1.7, -0.3, 1.25), rust, 0.002, rot=(90, 0, 0))
    for dx in (-0.018, 0.018):
        crumple(K.soft(K.box((0.012, 0.5, 0.62), (-1.7 + dx, -0.3, 0.64), linen, 0.005), 2), 0.004, 0.07, seed + 40)
    # an oak stool by the tub: two towels folded on it, a cup
    oak = M.wood('#b8885a', '#6b4a2e', scale=0.3, seed=seed)
    K.box((0.42, 0.3, 0.04), (-0.42, 0.95, 0.4), oak, 0.006)
    for dx in (-0.17, 0.17):
        K.box((0.04, 0.26, 0.4), (-0.42 + dx, 0.95, 0.0), oak, 0.004)
    for k, c in enumerate(('#e6dccb', '#b9a68a')):
        crumple(K.soft(K.box((0.34, 0.24, 0.045), (-0.44 + k * 0.01, 0.95, 0.44 + k * 0.045), M.fabric(c, weave=0.004, sheen=0.3),
                             0.015, rot=(0, 0, k * 4 - 2)), 2), 0.003, 0.05, seed + 50 + k)
    G.vessel(-0.3, 0.98, 0.53, 0.035, 0.08, M.ceramic('#efe8dc', rough=0.3))
    # a linen bath mat on the floor before the tub
    K.rug(0.45, 0.55, 0.8, 0.5, M.fabric('#d9ccb4', '#cbbda4', weave=0.006, sheen=0.2), rot=-6)
    K.plant(1.5, 1.45, M.plaster('#8a5a40', seed=seed + 3), h=1.1, seed=seed)
    ceiling_light(0, 0.6, 2.9, 90, '#fff0dc', 0.8)
    return cam((0.75, -1.3, 1.1), (-0.3, 1.25, 0.95), 24)


# ── events (programme kinds) ───────────────────────────────────────────────────
def gallery_room(seed, wall='#f1efea', floor=None):
    K.room(8, 6, 3.4, M.paint(wall), floor or M.stone('#bdb9b2', '#9a958c', scale=2.0, veins=0.05, rough=0.35, seed=seed))
    ceiling_light(0, 0.5, 3.4, 600, '#fff6ea', 3.0)


@subject('events/exhibition')
def _ev_exhibition(seed):
    gallery_room(seed)
    mats = [M.terrazzo('#ece6dc', ['#c44d2c', '#2f6f62', '#1f2230', '#d9b26a'], scale=0.4, seed=seed), M.wood('#d6b48a', '#8a5f38', scale=0.3),
            M.stone('#e8e1d5', '#9b8768', scale=0.3), M.fabric('#9fb3a8', '#6f8a80'), M.metal('#c9a060', rough=0.3), M.tiles('#2f6f62', '#e9e2d0', size=0.06)]
    K.panel_grid(-3.2, 2.93, 0.7, 6, 3, (0.55, 0.55), 0.12, mats)
    for i, x in enumerate((-1.6, 0.2, 2.0)):
        K.box((0.5, 0.5, 0.9), (x, 0.5, 0), white(), 0.005)
        K.box((0.36, 0.36, 0.04), (x, 0.5, 0.9), mats[i], 0.003, rot=(0, 0, 20))
    K.bench(0.4, -0.6, 0, M.wood('#d6b48a', '#8a5f38', scale=0.3), white(), length=1.8)
    return cam((0.2, -4.2, 1.6), (0.0, 1.2, 1.1), 26)


@subject('events/docent')
def _ev_docent(seed):
    """Where the docent tour stops (issue 28: three panels in an evenly lit white box): a gallery
    with the room light low, three large material panels (terrazzo, rift oak, honed marble) hung
    3 cm off the wall so each floats on its shadow, each in its own pool of light from a ceiling
    track that grazes it from above so the chips, grain and veins show, a small label beside
    each; an oak bench before them on the polished concrete floor."""
    mood(key=0.36, fill=4, color='#fff4e6')
    K.room(8, 6, 3.4, M.paint('#e4ded4', seed=seed), M.stone('#b5b0a8', '#8f8a82', scale=2.0, veins=0.04, rough=0.22, seed=seed))
    panels = [M.terrazzo('#dfe6e3', ['#2f6f62', '#b0643b', '#1d1a16'], scale=0.3, seed=seed, polish=0.2),
              M.wood('#c7a27a', '#6b4a2e', scale=0.3, along='Z', seed=seed + 1),
              M.stone('#d6d8d4', '#6f7874', scale=0.4, veins=0.5, rough=0.3, fine=True, seed=seed + 2)]
    label = M.paint('#f7f5f0', rough=0.7)
    K.box((7.6, 0.06, 0.05), (0, 1.6, 3.33), M.paint('#2b2a28', rough=0.5), 0.003)  # the track
    for x, m in zip((-2.4, 0.0, 2.4), panels):
        K.box((1.4, 0.04, 1.05), (x, 2.91, 0.95), m, 0.004)
        K.box((0.13, 0.006, 0.09), (x + 0.86, 2.937, 1.05), label, 0.001)
        K.cyl(0.05, 0.14, (x, 1.6, 3.16), M.paint('#2b2a28', rough=0.5), 0.003, rot=(-35, 0, 0))
        K.spot((x, 1.75, 3.0), (x, 2.9, 1.15), 560, '#fff1dc', 40, 0.5, 0.03)  # just out of the can's mouth
    K.bench(0.0, 0.4, 0, M.wood('#c7a27a', '#6b4a2e', scale=0.3, seed=seed + 3), M.paint('#2b2a28'), length=2.2)
    K.area((0, -1.5, 3.3), (0, 0, 0), 3.0, 25, '#fff6ea')
    return cam((2.4, -3.0, 1.7), (-0.2, 1.3, 1.0), 26)


@subject('events/goods')
def _ev_goods(seed):
    """The goods-making workshop (issue 28: flat coloured tiles for cloth, boxes for pouches and
    board chairs): a long oak table with a green cutting mat, pieces of patterned cotton dropped on it
    so they lie in soft folds and over one another, rippled as cut cloth lies, finished pouches
    (`shapes.pouch`, each with its zip),
    thread spools and a steel rule, side chairs, and a shelf of cloth-bound pattern books; seen
    across the table from its corner at a standing maker's eye height (from the doorway, the floor
    took half the picture and the work a tenth)."""
    K.room(7, 5, 3.2, M.paint('#efe7dc'), oak(seed))
    table = K.table(0, 0.9, 0, M.wood('#e2c49a', '#b48a5a', scale=0.4), M.paint('#2b2a28'), w=2.6, d=1.1)
    mat = K.box((1.0, 0.7, 0.004), (-0.5, 0.9, 0.74), M.plastic('#3f6f5a', rough=0.7), 0.0)
    rnd = random.Random(seed)
    cols = ['#c44d2c', '#d9b26a', '#2f6f62', '#e9e2d6', '#8c9bff', '#d8a48f']
    lying = table + [mat]
    # gingham cottons in the edition's colours, and plain ones
    prints = [M.fabric(c, weave=0.0015, check=(g, 0.01)) for c, g in (('#b0643b', '#f4efe6'), ('#2f6f62', '#f4f1ea'), ('#c98a73', '#f6ede6'))]
    # laid out as a maker sorts them on the mat (w, d, x, y, turn, print or plain colour), each
    # dropped a little above the last so the later ones settle over the earlier in soft folds
    layout = ((0.30, 0.22, -0.55, 1.0, 8, 0), (0.26, 0.20, -0.36, 0.86, -20, '#d9b26a'), (0.28, 0.20, -0.72, 0.76, 35, 1),
              (0.20, 0.16, -0.18, 1.1, 60, '#8c9bff'), (0.24, 0.18, -0.47, 0.66, -5, 2), (0.30, 0.24, -0.86, 1.1, 15, '#e9e2d6'),
              (0.18, 0.14, -0.12, 0.72, -35, '#c44d2c'))
    for i, (w, d, x, y, turn, look) in enumerate(layout):
        cloth = prints[look] if isinstance(look, int) else M.fabric(look, weave=0.002)
        piece = G.drape((w, d), (x, y, 0.77 + i * 0.012), cloth, lying, rot=turn, thick=0.002,
                        cuts=(int(w / 0.01), int(d / 0.01)), stiff=15, bend=1.0, mass=0.15,
                        tilt=(rnd.uniform(-4, 4), rnd.uniform(-4, 4)), frames=30, name='cloth')
        # cut cotton never lies flat: soft ripples a few centimetres across, lifting it off the mat
        # (settled flat, the pieces read as "paper props": the fifteenth review)
        ripple = bpy.data.textures.new(f'ripple {i}', 'CLOUDS')
        ripple.noise_scale = 0.035
        lift = piece.modifiers.new('ripple', 'DISPLACE')
        lift.texture = ripple
        lift.texture_coords = 'GLOBAL'
        lift.direction = 'Z'
        lift.mid_level = 0.0
        lift.strength = 0.009
        lying = lying + [piece]
    brass = M.metal('#c9a34a', rough=0.3, brushed=False)
    tape = M.fabric('#26272b', weave=0.0008)
    for k, (x, y, r) in enumerate(((0.55, 1.15, 12), (0.85, 0.95, -8), (0.7, 0.72, 30))):
        G.pouch(x, y, 0.74, 0.22, 0.14, 0.022, r, M.fabric(rnd.choice(cols), weave=0.002), tape, brass, seed + k)
    for i, c in enumerate(('#c44d2c', '#2f6f62', '#e9e2d6')):
        K.cyl(0.016, 0.04, (0.2 + i * 0.045, 1.3, 0.74), M.fabric(c, weave=0.0008), 0.002, verts=32)
    K.box((0.5, 0.03, 0.002), (-0.35, 0.62, 0.744), M.metal('#b8bcc2', rough=0.25, brushed=True), 0.0005, rot=(0, 0, 6))
    K.side_chair(-0.7, 1.8, 0, M.wood('#d6b48a', '#8a5f38'), M.paint('#2b2a28'))
    K.side_chair(0.6, 1.8, 0, M.wood('#d6b48a', '#8a5f38'), M.paint('#2b2a28'))
    K.shelf(-2.3, 2.2, 0, M.wood('#d6b48a', '#8a5f38'), w=1.6, h=1.8, items=[M.fabric(c, weave=0.0025) for c in cols], fill='books')
    K.window(-3.5, 0.5, 0.9, 2.0, 1.6, wall='left', strength=5, light=700)
    ceiling_light(0, 0.9, 3.2, 250)
    return cam((1.2, -0.6, 1.42), (-0.12, 1.0, 0.76), 32, dof=5.6)


PENCILS = ('#c44d2c', '#2f6f62', '#d9b26a', '#1f2230', '#8c9bff', '#d8a48f')


def pencil(x, y, z, yaw, color, length=0.16, r=0.0037):
    """A coloured pencil lying along `yaw` (degrees) with its centre at (x, y) on the surface z: a
    hexagonal lacquered body, a sharpened cedar cone and the coloured lead at its point."""
    a = math.radians(yaw)
    dx, dy = math.cos(a), math.sin(a)
    zc = z + r * 0.87
    K.cyl(r, length, (x, y, zc - length / 2), M.plastic(color, rough=0.35), 0.0004, rot=(0, 90, yaw), verts=6)
    tip = 0.022
    cx, cy = x + dx * (length + tip) / 2, y + dy * (length + tip) / 2
    K.cyl(r * 0.95, tip, (cx, cy, zc - tip / 2), M.wood('#e2c49a', '#c49a6a', scale=0.05), 0.0, rot=(0, 90, yaw), r2=0.0012, verts=24)
    lx, ly = x + dx * (length / 2 + tip + 0.002), y + dy * (length / 2 + tip + 0.002)
    K.cyl(0.0012, 0.004, (lx, ly, zc - 0.002), M.plastic(color, rough=0.6), 0.0, rot=(0, 90, yaw), r2=0.0002, verts=16)


def drawing_things(seed, z):
    """What lies on the drafting top, in its own frame (top surface at z): a sheet of pattern paper
    with a repeat being coloured in, cell by cell, a second sheet of tracing paper, coloured pencils,
    a pencil cup, an eraser and a steel rule (issue 28: they were a blank sheet and five plastic rods
    standing through the tilted top)."""
    rnd = random.Random(seed)
    K.box((0.6, 0.42, 0.0015), (-0.1, -0.05, z), M.paint('#fbfaf6', rough=0.9), 0.0, rot=(0, 0, 6))
    K.box((0.42, 0.3, 0.001), (0.35, 0.1, z), M.paint('#f1e1c8', rough=0.8), 0.0, rot=(0, 0, -10))
    # the repeat: a 6 × 4 grid of squares split on the diagonal, coloured in cell by cell, the last
    # cells still blank; laid out in the sheet's frame (centre (-0.1, -0.05), turned 6°)
    cell, ang = 0.055, math.radians(6)

    def on_sheet(u, v):
        return (-0.1 + u * math.cos(ang) - v * math.sin(ang), -0.05 + u * math.sin(ang) + v * math.cos(ang), z + 0.0017)

    for i in range(6):
        for j in range(4):
            if i + j * 0.7 > 5.5:
                continue
            u, v, h = (i - 2.5) * cell * 1.08, (j - 1.5) * cell * 1.08, cell / 2
            pts = [(-h, -h), (h, -h), (h, h)] if (i + j) % 2 else [(-h, -h), (h, h), (-h, h)]
            G.mesh('fill', [on_sheet(u + px, v + py) for px, py in pts], [(0, 1, 2)],
                   M.paint(PENCILS[(i * 2 + j) % 4], rough=0.85), smooth=False)
    for i, c in enumerate(PENCILS[:5]):
        pencil(0.12 + i * 0.035 + rnd.uniform(-0.01, 0.01), -0.2 + rnd.uniform(-0.02, 0.02), z + 0.0015, 80 + rnd.uniform(-12, 12), c)
    # a ceramic cup with pencils standing in it, an eraser, a steel rule
    K.cyl(0.04, 0.1, (0.44, 0.22, z), M.ceramic('#2f6f62', rough=0.35), 0.003, verts=48)
    for k, c in enumerate(PENCILS[2:]):
        a = math.radians(k * 90 + 20)
        K.cyl(0.0037, 0.17, (0.44 + 0.015 * math.cos(a), 0.22 + 0.015 * math.sin(a), z + 0.005), M.plastic(c, rough=0.35), 0.0004,
              rot=(6 * math.sin(a), -6 * math.cos(a), 0), verts=6)
    K.soft(K.box((0.05, 0.022, 0.012), (0.3, -0.12, z), M.plastic('#f4f1ea', rough=0.7), 0.003, rot=(0, 0, 25)), 1)
    K.box((0.32, 0.028, 0.0012), (-0.35, 0.18, z), M.metal('#b8bcc2', rough=0.25, brushed=True), 0.0003, rot=(0, 0, -4))


def on_drafting_top(pivot, tilt, build):
    """Runs `build` (which makes things in the top's own frame, centred on it) and tilts what it made
    with the drafting top about its centre `pivot`, so they lie on it."""
    since = set(bpy.data.objects)
    build()
    made = [o for o in set(bpy.data.objects) - since if o.parent is None]
    frame = bpy.data.objects.new('top frame', None)
    bpy.context.collection.objects.link(frame)
    for o in made:
        o.parent = frame
    frame.location = pivot
    frame.rotation_euler.x = math.radians(tilt)


@subject('events/drawing')
def _ev_drawing(seed):
    K.room(5, 4, 3, M.paint('#e8e4dc'), oak(seed, '#c9a77c', '#7a5533'))
    top = K.box((1.4, 0.9, 0.03), (0, 1.0, 0.72), M.wood('#e6d2b2', '#b08c5e', scale=0.4), 0.004, rot=(12, 0, 0))
    # the side panels follow the top's tilt, so they meet its underside (they poked through its front)
    under = 0.735 - 0.015 / math.cos(math.radians(12))
    for x in (-0.6, 0.6):
        ys = (0.62, 1.38)
        zs = [under + (y - 1.0) * math.tan(math.radians(12)) for y in ys]
        v = [(x + dx, y, zz) for dx in (-0.02, 0.02) for y, zz in ((ys[0], 0), (ys[1], 0), (ys[1], zs[1]), (ys[0], zs[0]))]
        G.mesh('panel', v, [(0, 1, 2, 3), (7, 6, 5, 4), (0, 4, 5, 1), (1, 5, 6, 2), (2, 6, 7, 3), (3, 7, 4, 0)],
               M.paint('#2b2a28'), smooth=False)
    on_drafting_top((0, 1.0, 0.735), 12, lambda: drawing_things(seed, 0.015))
    K.chair(0.0, 0.2, 180, M.wood('#c7a27a', '#6b4a2e'), M.paint('#2b2a28'))
    K.cyl(0.01, 0.6, (0.55, 1.35, 0.74), M.paint('#2b2a28'))
    K.cyl(0.09, 0.1, (0.55, 1.2, 1.3), M.paint('#2b2a28'), rot=(40, 0, 0), r2=0.03)
    K.spot((0.55, 1.2, 1.32), (0.0, 1.0, 0.8), 60, '#ffe8c8', 60)
    K.box((1.6, 0.02, 0.9), (-0.3, 1.95, 1.2), M.paint('#fbfaf6'), 0.0)
    # the repeats being worked on, pinned to the board: cement-tile petals, a checker, a terrazzo
    # mix and a mosaic in the studio's colours (issue 28: they were plain coloured cards)
    T = EP2['terra']
    templates = [M.cement_tile('#f4ead8', T[1], T[2], T[3], size=0.08, seed=seed, rough=0.85),
                 M.tiles(T[2], '#f4efe6', size=0.05, rough=0.85, second=T[4], glaze=False),
                 M.terrazzo('#f4efe6', T[1:], scale=0.05, seed=seed + 2, polish=0.0, density=0.4),
                 M.cement_tile('#f1e1c8', T[4], T[1], T[2], size=0.06, seed=seed + 1, rough=0.85),
                 M.tiles('#d8a48f', '#f4efe6', size=0.035, rough=0.85, second='#f1e1c8', glaze=False),
                 M.cement_tile('#e9eef0', T[3], '#d8a48f', T[2], size=0.07, seed=seed + 3, rough=0.85)]
    for i, m in enumerate(templates):
        K.box((0.35, 0.004, 0.27), (-0.9 + (i % 3) * 0.45, 1.935, 1.28 + (i // 3) * 0.37), m, 0.0, rot=(0, (-3, 2, -1, 4, -2, 1)[i], 0))
    K.window(-2.5, 0.8, 0.9, 1.6, 1.5, wall='left', strength=5, light=600)
    return cam((1.3, -0.9, 1.6), (0.0, 1.0, 0.85), 30)


@subject('events/tasting')
def _ev_tasting(seed):
    K.room(6, 4.5, 3, M.plaster('#e4d6c0', seed=seed), oak(seed, '#b8885a', '#6b4a2e'))
    K.box((3.2, 0.7, 1.0), (0, 1.2, 0), M.wood('#7a5537', '#3d2718', scale=0.4, along='Z'), 0.006)
    K.box((3.3, 0.8, 0.05), (0, 1.2, 1.0), M.stone('#efe9df', '#b9b2a6', scale=0.5, rough=0.2), 0.006)
    cols = ['#c44d2c', '#e8c48a', '#6b8a4a', '#8a2a3a', '#f2e6c8']
    for i in range(5):
        x = -1.0 + i * 0.5
        K.cyl(0.035, 0.14, (x, 1.05, 1.05), M.glass('#ffffff'))
        K.cyl(0.03, 0.08, (x, 1.05, 1.052), M.glass(cols[i], rough=0.05))
        K.box((0.12, 0.08, 0.004), (x, 0.9, 1.05), M.paint('#fbfaf6'), 0.0)
    K.shelf(0, 2.05, 0, M.wood('#b8885a', '#6b4a2e'), w=2.8, h=1.6, rows=3, depth=0.25,
            items=[M.glass(c, rough=0.05) for c in ('#8a4b2a', '#e8c48a', '#6b8a4a', '#c9ced6')])
    for x in (-1.0, 0.0, 1.0):
        K.stool(x, 0.55, M.wood('#c7a27a', '#6b4a2e'), M.metal('#2b2a28', rough=0.4), h=0.75)
        G.pendant(x, 1.2, 1.8, '#ffdcae', 0.06, 16, ceiling=3.0)
    K.area((0, 0, 3), (0, 1, 0), 3, 150, '#fff0dc')
    return cam((1.7, -1.6, 1.55), (-0.2, 1.3, 1.0), 26)


def projector_beam(apex, quad, density=0.08):
    """A projector's beam made visible: a pyramid of haze from the lens to the frame's corners."""
    import bmesh
    import bpy

    me = bpy.data.meshes.new('throw')
    me.from_pydata([apex, *quad], [], [(0, 1, 2), (0, 2, 3), (0, 3, 4), (0, 4, 1), (1, 4, 3, 2)])
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)  # outwards: a volume is what they close
    bm.to_mesh(me)
    bm.free()
    me.update()
    o = bpy.data.objects.new('throw', me)
    bpy.context.collection.objects.link(o)
    o.data.materials.append(M.dust(density=density, color='#ffffff', anisotropy=0.55))
    o.visible_shadow = False
    return o


def media_room(seed, kind='wood', colors=None, benches=1, glow_end=False):
    """A media-art room as a visitor finds it (issue 52; the fourth and fifth reviews read the walls
    lit whole as stretched textures in an empty box): a black room 7 × 6 m under a 3.2 m ceiling,
    the material projected in three frames, one across the back wall and one on each side wall
    meeting it, and a fourth on the floor before them, each frame's edge sharp where the image
    stops; the projectors that throw them hang from the ceiling on drop rods, a dark polished resin
    floor mirrors the light, and upholstered benches stand in it, their silhouettes against it."""
    mood(key=0.3, fill=0)
    colors = colors or {'wood': ['#2a1608', '#c07a3a', '#f2c48a'], 'stone': ['#12110f', '#7d7468', '#ece7de'],
                        'cloth': ['#1a0c20', '#b04a7a', '#f0d0e0'], 'terrazzo': ['#ece6dc', '#b0643b', '#2f6f62', '#1f2230', '#d9b26a'], 'stars': ['#03040c', '#3b2f7a', '#8c9bff']}[kind]
    # the projection is the material itself magnified (M.as_light): wood's rings and pores a hundred
    # times over, a marble's veins; the weave and the stars stay procedural
    surface = {'wood': lambda sd: M.wood(colors[2], colors[1], scale=9.0, seed=sd),
               # a pale marble with grey veins (blue with white veins read as lightning in a sky)
               'stone': lambda sd: M.stone(colors[2], colors[1], scale=2.5, seed=sd, veins=0.9, fine=True),
               # a linen's weave a few hundred times over: threads 11 cm wide with their slubs (the
               # procedural stripes before read as a pink gradient, the fifth review)
               'cloth': lambda sd: M.fabric('#e2a0bc', '#c9809f', weave=0.09, seed=sd, sheen=0.0),
               'terrazzo': lambda sd: M.terrazzo(colors[0], colors[1:], seed=sd, scale=5.0)}.get(kind)
    if surface:
        proj = M.as_light(surface(seed), 2.2)
        floor_glow = M.as_light(surface(seed + 1), 0.9)
    else:
        proj = M.projection(colors, kind=kind, strength=2.5, scale=1.5, seed=seed)
        floor_glow = M.projection(colors, kind=kind, strength=1.0, scale=1.5, seed=seed + 1)
    W, D, H = 7.0, 6.0, 3.2
    black = M.paint('#0d0d0e', rough=0.95)
    K.room(W, D, H, black, M.plastic('#0d0c0b', rough=0.16, coat=0.6), right=True)
    # the frames: a hair in front of the walls, each 2.6 m high from 0.3 m up
    K.box((W - 0.6, 0.01, 2.6), (0.0, D / 2 - 0.01, 0.3), proj, 0.0, name='frame back')
    for sx in (-1, 1):
        K.box((0.01, 2.4, 2.6), (sx * (W / 2 - 0.01), D / 2 - 1.5, 0.3), proj, 0.0, name='frame side')
    K.box((W - 1.6, 1.8, 0.004), (0.0, D / 2 - 1.4, 0.0), floor_glow, 0.0, name='frame floor')
    # the projectors on their drop rods, each lens towards its frame, and each one's throw: a cone
    # of light through the room's haze (the fifth review: the projectors' throw should be visible)
    housing = M.plastic('#1a1a1c', rough=0.55)
    for x, y, aim in ((-1.6, -0.4, (-W / 2, D / 2 - 1.5, 1.6)), (1.6, -0.4, (W / 2, D / 2 - 1.5, 1.6)), (0.0, 0.6, (0.0, D / 2, 1.6))):
        turn = math.degrees(math.atan2(-(aim[0] - x), aim[1] - y))
        K.cyl(0.012, 0.5, (x, y, H - 0.5), M.metal('#2a2a2c', rough=0.4), 0.0, verts=12)
        K.box((0.42, 0.46, 0.17), (x, y, H - 0.68), housing, 0.015, rot=(0, 0, turn))
        lx, ly = x - 0.26 * math.sin(math.radians(turn)), y + 0.26 * math.cos(math.radians(turn))
        K.cyl(0.045, 0.03, (lx, ly, H - 0.6), M.glass('#20242a', rough=0.05), 0.002, rot=(90, 0, turn))
        K.spot((lx, ly, H - 0.6), aim, 1500, colors[2], angle=100, blend=0.1, radius=0.03)
        # the haze the beam crosses, from the lens to its frame's four corners
        if aim[0] == 0.0:
            quad = [(-(W - 0.6) / 2, D / 2 - 0.03, 0.3), ((W - 0.6) / 2, D / 2 - 0.03, 0.3), ((W - 0.6) / 2, D / 2 - 0.03, 2.9), (-(W - 0.6) / 2, D / 2 - 0.03, 2.9)]
        else:
            wx = aim[0] - math.copysign(0.03, aim[0])
            quad = [(wx, aim[1] - 1.2, 0.3), (wx, aim[1] + 1.2, 0.3), (wx, aim[1] + 1.2, 2.9), (wx, aim[1] - 1.2, 2.9)]
        projector_beam((lx, ly, H - 0.6), quad)
    # benches: a slab upholstered in dark felt on a black steel frame
    felt = M.fabric('#242326', '#1c1b1e', weave=0.003)
    for i in range(benches):
        K.bench(-0.8 + i * 1.6, 0.4 + i * 0.7, 8 - i * 16, felt, legs=M.metal('#121213', rough=0.45), length=1.4)
    return cam((0.0, -3.6, 1.5), (0.0, 1.5, 1.2), 24)


@subject('events/media')
def _ev_media(seed):
    return media_room(seed, 'wood', benches=2)


@subject('events/seminar')
def _ev_seminar(seed):
    """The online seminar (issue 28: a hall of empty red seats, though the seminar is held online, with
    no room and no seats): the small studio it is streamed from, before the talk. An oak desk with two
    side chairs behind it, a microphone on a stand and a laptop; behind them a large screen showing the
    talk's first slide (a title over the edition's colour swatches); a camera on its tripod at the
    near left, out of focus, and an LED panel on a stand either side; a linen curtain along
    the wall soaks up the sound."""
    seminar_studio(seed, ('#b0643b', '#2f6f62', '#d9b26a', '#3a3f52'), 'exhibitions/popupep1-hero-web-800.webp',
                   'SOFTWHERE', 'Design Trend Seminar 2023')
    return cam((0.5, -2.9, 1.45), (-0.05, 1.3, 1.05), 28, dof=2.8)


@subject('events/seminar-2025')
def _ev_seminar_2025(seed):
    """The 2025 design-trend online seminar (SY(E)NERGY, held during EP.04): streamed from the same
    studio as the 2023 talk, seen from the room's right corner: the whole screen with its slide in the
    year's colours (Ignite Orange, Volt Lime, Cosmos violet, sand travertine), the desk with its
    microphone and laptop before the talk, an LED panel on a stand either side."""
    seminar_studio(seed, ('#ff5a1f', '#e8ff3a', '#5b4f9a', '#d9c7a1'), 'themes/ooparts-hero-web-800.webp',
                   'SY(E)NERGY', 'Design Trend Seminar 2025')
    return cam((2.3, -1.7, 1.45), (-0.3, 1.45, 1.12), 25, dof=3.4)


def seminar_studio(seed, swatches, picture, title, subtitle):
    """The small studio the online seminars are streamed from, its screen showing the talk's first
    slide: the year's photograph (`picture`, one of the site's own renders) beside the theme's name,
    the talk's title and four swatches of the year's colours (`swatches`): see the seminars'
    pictures. (The tenth review read a slide of four colour squares as "a test render".)"""
    mood(key=0.38, fill=8, color='#fff4e6')
    K.room(7, 5, 3.2, M.plaster('#d8d2c8', seed=seed), oak(seed))
    linen = M.fabric('#cfc6b8', '#c4bbab', weave=0.0015, sheen=0.5)
    G.curtain(-3.4, 3.4, 2.35, 3.1, linen, depth=0.09, folds=30)
    # the screen and its slide on a pale ground
    K.box((2.7, 0.06, 1.56), (0.0, 2.05, 0.97), M.plastic('#161618', rough=0.3), 0.012)
    K.plane((2.56, 1.44), (0.0, 2.015, 1.7), M.emission('#f1ede6', 1.4, 'slide'), rot=(90, 0, 0))
    K.plane((1.36, 0.765), (-0.5, 2.012, 1.64), M.picture(picture, 1.4), rot=(90, 0, 0))
    ink = M.emission('#24221f', 0.6, 'slide ink')
    K.lettering(title, (0.33, 2.01, 1.88), 0.13, ink, extrude=0.0)
    K.lettering(subtitle, (0.34, 2.01, 1.77), 0.052, M.emission('#6f6a63', 0.8, 'slide ink'), extrude=0.0)
    K.plane((0.86, 0.006), (0.76, 2.012, 1.71), M.emission('#b9b3aa', 1.2, 'slide rule'), rot=(90, 0, 0))
    for i, c in enumerate(swatches):
        K.plane((0.17, 0.17), (0.42 + i * 0.22, 2.012, 1.37), M.emission(c, 1.3, 'slide'), rot=(90, 0, 0))
    K.box((0.5, 0.3, 0.05), (0.0, 2.08, 0.0), M.plastic('#161618', rough=0.4), 0.01)  # its foot
    K.cyl(0.035, 0.93, (0.0, 2.1, 0.05), M.plastic('#161618', rough=0.4), 0.004)
    # the desk, two chairs, the microphone and the laptop
    K.table(0.0, 1.0, 0, M.wood('#d6b48a', '#8a5f38', scale=0.35, seed=seed), M.paint('#2b2a28', rough=0.5), w=1.8, d=0.72)
    for x, turn in ((-0.45, 8), (0.45, -8)):
        K.side_chair(x, 1.55, turn, M.wood('#b8885a', '#6b4a2e', scale=0.3, seed=seed + 3), M.paint('#2b2a28', rough=0.5))
    black = M.plastic('#1c1c1e', rough=0.45)
    K.cyl(0.075, 0.012, (-0.35, 0.85, 0.74), black, 0.004)
    K.tube([(-0.35, 0.85, 0.75), (-0.35, 0.84, 0.93)], 0.006, M.satin(), taper=1.0)
    K.cyl(0.024, 0.13, (0, 0, 0), M.metal('#3a3c40', rough=0.5, brushed=False), 0.006, rot=(70, 0, 0)).location = (-0.35, 0.82, 0.96)
    K.box((0.32, 0.008, 0.21), (0.38, 1.02, 0.745), alu(), 0.002, rot=(-14, 0, 8))  # the lid, from behind
    K.box((0.32, 0.22, 0.012), (0.39, 0.92, 0.74), alu(), 0.003, rot=(0, 0, 8))
    K.box((0.21, 0.297, 0.003), (-0.05, 0.8, 0.74), M.paint('#f7f5f0', rough=0.8), 0.0, rot=(0, 0, -6))  # the talk's notes
    # the camera on its tripod at the near left, out of focus, and an LED panel on a stand either
    # side turned towards the desk
    head = (-0.25, -1.65, 1.2)
    for a in (0, 120, 240):
        r = math.radians(a + 20)
        K.tube([head, (head[0] + 0.42 * math.cos(r), head[1] + 0.42 * math.sin(r), 0.0)], 0.012, black, taper=0.8)
    K.box((0.16, 0.26, 0.12), (head[0], head[1] + 0.02, head[2]), black, 0.01, rot=(0, 0, 12))
    K.cyl(0.04, 0.1, (0, 0, 0), M.glass('#202430', rough=0.05), 0.004, rot=(90, 0, 12)).location = (head[0] + 0.03, head[1] + 0.19, head[2] + 0.06)
    diffuser = M.Tree('diffuser').set(color='#f4f1ea', rough=0.9, emit='#fff1de', emit_strength=3.0).mat
    for x, turn in ((-2.1, 70), (2.1, -70)):
        K.tube([(x, 0.9, 0.0), (x, 0.9, 1.75)], 0.012, black, taper=1.0)
        nx, ny = math.sin(math.radians(turn)), -math.cos(math.radians(turn))
        K.box((0.55, 0.05, 0.4), (x, 0.9, 1.6), black, 0.008, rot=(0, 0, turn))
        K.box((0.5, 0.006, 0.35), (x + nx * 0.028, 0.9 + ny * 0.028, 1.625), diffuser, 0.0, rot=(0, 0, turn))
        K.area((x + nx * 0.1, 0.9 + ny * 0.1, 1.8), (0.0, 1.3, 0.9), 0.5, 180, '#fff1de')
    ceiling_light(0, 0.5, 3.2, 160)


def guestbook(x0, x1, z0, z1, wall_y, colors, seed=0):
    """Visitors' notes pinned to the wall face at wall_y in loose rows: small gaps, a few empty spots,
    slight tilts and height jitter, a push pin at the top of each and two or three lines of writing.
    The ~200 notes are linked copies of a few template meshes (bpy.ops per note would take minutes)."""
    import bpy

    rnd = random.Random(seed)

    def templates(make, mats):
        out = []
        for mat in mats:
            o = make(mat)
            o.hide_render = True
            out.append(o)
        return out

    def stamp(tpl, loc, scale):
        o = tpl.copy()
        bpy.context.collection.objects.link(o)
        o.hide_render = False
        o.location, o.scale = loc, scale
        return o

    unit = lambda mat: K.box((1, 1, 1), (0, 0, -20), mat, 0.0)  # noqa: E731
    paper = templates(unit, [M.paint(c, rough=0.9, name='note') for c in colors])
    ink = templates(unit, [M.paint(c, rough=0.7, name='ink') for c in ('#2b2f3a', '#3b4f8a', '#5a2a2a')])
    # flat-headed push pins, their heads standing out from the wall
    pins = templates(lambda mat: K.cyl(1.0, 0.7, (0, 0, -20), mat, 0.15, rot=(90, 0, 0), verts=24),
                     [M.plastic(c, rough=0.3) for c in ('#c44d2c', '#2f6f62', '#1f2230', '#d9b26a')])
    k = 0
    z = z1
    while z > z0 + 0.1:
        row_h = rnd.uniform(0.14, 0.16)
        x = x0 + rnd.uniform(0.0, 0.06)
        while x < x1 - 0.12:
            s = rnd.uniform(0.095, 0.12)
            if rnd.random() < 0.12:  # an empty spot in the row
                x += s + 0.03
                continue
            hgt = s * rnd.choice((1.0, 1.0, 1.2))
            cx, cz = x + s / 2, z - hgt / 2 + rnd.uniform(-0.012, 0.012)
            a = math.radians(rnd.uniform(-6, 6))
            y = wall_y - 0.0008 - (k % 3) * 0.0007  # neighbours never share a plane
            parts = [stamp(rnd.choice(paper), (cx, y, cz), (s, 0.0012, hgt))]
            for i in range(rnd.choice((2, 3, 3))):
                lw = s * rnd.uniform(0.45, 0.75)
                parts.append(stamp(rnd.choice(ink), (cx - s * 0.38 + lw / 2, y - 0.0008, cz + hgt * 0.17 - i * 0.024), (lw, 0.0004, 0.004)))
            parts.append(stamp(rnd.choice(pins), (cx, y - 0.006, cz + hgt / 2 - 0.012), (0.0055,) * 3))
            for p in parts:  # tilt the note with its writing and pin about the note's centre
                dx, dz = p.location.x - cx, p.location.z - cz
                p.location.x = cx + dx * math.cos(a) - dz * math.sin(a)
                p.location.z = cz + dx * math.sin(a) + dz * math.cos(a)
                p.rotation_euler.y = -a
            x += s + rnd.uniform(0.018, 0.045)
            k += 1
        z -= row_h + rnd.uniform(0.0, 0.02)


@subject('events/survey')
def _ev_survey(seed):
    K.room(6, 4, 3, M.paint('#f1ebe0'), oak(seed))
    guestbook(-2.4, 2.0, 1.12, 2.35, 2.0, ['#f6d36b', '#f4a6a0', '#9fd1c8', '#fbfaf6', '#c9d3ff'], seed=seed)
    K.box((4.6, 0.3, 0.04), (0, 1.848, 0.95), M.wood('#c7a27a', '#6b4a2e', scale=0.3), 0.004)  # writing ledge on the wall
    K.box((0.5, 0.24, 0.03), (0.5, 1.84, 0.99), M.paint('#fbfaf6'), 0.003)
    K.lectern(-1.2, 1.1, 0, M.wood('#c7a27a', '#6b4a2e', scale=0.3))
    K.window(-3.0, 0.0, 0.9, 1.6, 1.6, wall='left', strength=5, light=500)
    ceiling_light(0, 0.8, 3.0, 300)
    return cam((1.5, -2.0, 1.5), (-0.3, 1.8, 1.2), 26)


# ── EP.02 gallery (captions in src/content/exhibitions) ────────────────────────
EP2 = {'paper': '#f1ebe0', 'terra': ['#ece6dc', '#b0643b', '#2f6f62', '#1f2230', '#d9b26a']}


def g_media(kind):
    return lambda seed: media_room(seed, kind, benches=1 if kind != 'stone' else 2)


GAL = {}


def gal(i):
    def deco(f):
        GAL[i] = f
        return f

    return deco


def text(body, loc, size, mat, rot=(90, 0, 0), extrude=0.006):
    """Raised lettering (Blender's built-in Latin font): used for the EP.02 sign only."""
    import bpy

    bpy.ops.object.text_add(location=loc)
    o = bpy.context.active_object
    o.data.body = body
    o.data.size = size
    o.data.extrude = extrude
    o.data.align_x = 'CENTER'
    o.rotation_euler = [math.radians(r) for r in rot]
    o.data.materials.append(mat)
    return o


@gal(1)
def _g1(seed):  # entrance: the open door, a wooden sign above it and the notice board beside it
    mood(key=0.5, fill=25)
    bpy_world('#cfdbe8', 1.0)
    K.box((30, 30, 0.1), (0, 0, -0.1), M.stone('#a9a59c', '#85817a', scale=2, veins=0.0, rough=0.6, seed=seed), 0)
    facade = M.tiles('#d8cfc2', '#b9b0a2', size=0.2, ratio=2, offset=0.5, seed=seed, rough=0.6)
    # façade wall with a 1.6 × 2.5 m door opening at x = 0.4
    K.box((4.6, 0.25, 4.2), (-2.1, 2.1, 0), facade, 0.004)
    K.box((3.0, 0.25, 4.2), (2.7, 2.1, 0), facade, 0.004)
    K.box((1.0, 0.25, 1.7), (0.7, 2.1, 2.5), facade, 0.004)
    K.box((1.12, 0.3, 0.06), (0.7, 2.1, 2.44), M.wood('#6b4a2e', '#3d2718', scale=0.3), 0.004)
    # the bright first room seen through the door: terrazzo floor, a plinth, warm light
    K.box((5, 5, 0.1), (0.4, 4.7, -0.095), M.terrazzo(*EP2['terra'][:1], EP2['terra'][1:], scale=0.8, seed=seed), 0)
    K.box((5, 0.1, 4), (0.4, 7.1, 0), M.paint('#efe7dc'), 0)
    K.box((0.1, 5, 4), (-1.6, 4.7, 0), M.paint('#efe7dc'), 0)
    K.box((0.1, 5, 4), (2.4, 4.7, 0), M.paint('#efe7dc'), 0)
    K.box((5, 5, 0.1), (0.4, 4.7, 3.4), M.paint('#efe7dc'), 0)
    K.box((0.5, 0.5, 0.9), (0.9, 5.6, 0), M.paint('#f4f1ea'), 0.005)
    K.box((1.6, 0.04, 1.1), (0.0, 7.03, 1.0), M.wood('#c7a27a', '#6b4a2e', scale=0.4), 0.004)
    K.area((0.4, 4.8, 3.3), (0.4, 4.8, 0), 2.5, 900, '#fff1dc')
    # the wooden sign over the door with raised lettering
    K.box((2.6, 0.08, 0.6), (0.4, 1.93, 2.75), M.wood('#b8885a', '#6b4a2e', scale=0.4, seed=seed), 0.012)
    text('EP.02', (0.4, 1.88, 2.9), 0.3, M.paint('#1d1a16', rough=0.6))
    K.box((1.8, 0.01, 0.02), (0.4, 1.885, 2.86), M.paint('#1d1a16', rough=0.6), 0.0)
    # notice board left of the door, with pinned notices and a floor plan
    K.box((1.1, 0.06, 1.4), (-1.5, 1.94, 0.7), M.wood('#c7a27a', '#6b4a2e', scale=0.4, seed=seed + 2), 0.01)
    K.box((0.98, 0.01, 1.28), (-1.5, 1.905, 0.76), M.fabric('#3f5a4e', '#344c42', weave=0.003), 0.0)
    K.box((0.42, 0.004, 0.56), (-1.75, 1.898, 1.3), M.paint('#fbfaf6'), 0.0)
    K.box((0.34, 0.003, 0.3), (-1.7, 1.896, 1.45), M.paint('#b0643b'), 0.0)
    K.box((0.32, 0.004, 0.44), (-1.25, 1.898, 1.45), M.paint('#f6d36b'), 0.0)
    K.box((0.34, 0.004, 0.3), (-1.25, 1.898, 1.0), M.paint('#fbfaf6'), 0.0)
    K.box((0.3, 0.004, 0.26), (-1.72, 1.898, 0.9), M.paint('#e9e2d6'), 0.0)
    K.plant(2.0, 1.6, M.plaster('#8a5a40'), h=1.1, seed=seed)
    K.sun((0.5, -0.9, 0.8), 3.0, '#ffe6c4')
    return cam((1.3, -3.2, 1.55), (0.0, 2.0, 1.6), 30)


def maru(w, d, seed):
    """A woomul maru: long beams (gwiteul) across the room every 92 cm, and between each pair short
    boards (cheongpan) 18-30 cm wide running from beam to beam, each board its own tone of pine."""
    rnd = random.Random(seed)
    boards = [M.wood(c, '#8a5a30', scale=0.22, seed=seed + 10 + i, rough=0.22, along='Y')
              for i, c in enumerate(('#c48c52', '#cf9a5e', '#b98247', '#c99255'))]
    beam = M.wood('#a8743f', '#6e4622', scale=0.3, seed=seed + 20, rough=0.28, along='X')
    bw, t = 0.13, 0.012
    ys = [-d / 2 + 0.25 + k * 0.92 for k in range(6)]
    for y in ys:
        K.box((w + 0.4, bw, t), (0, y, -t), beam, 0.0015, name='gwiteul')
    for y0, y1 in zip(ys, ys[1:]):
        length = y1 - y0 - bw - 0.003
        xx = -w / 2 - 0.2
        while xx < w / 2 + 0.2:
            width = rnd.uniform(0.18, 0.3)
            K.box((width - 0.003, length, t), (xx + width / 2, (y0 + y1) / 2, -t), rnd.choice(boards), 0.0015,
                  name='cheongpan')
            xx += width


@gal(2)
def _g2(seed):  # grandmother's wooden floor
    """A grandmother's maru in the late afternoon (issue 28: a low table before a glowing grid): a
    woomul maru, short boards of honey-coloured pine laid between long beams in the well pattern only
    a Korean floor has, waxed by years of socks so they hold the light; in the left wall a ttisal door
    papered with hanji (close upright bars, the cross bars in three bands) stands half open, the low
    sun through the open half lays a long bright patch across the boards, the closed half glows warm
    with the lattice dark against it. A small round soban with a brass bowl stands in the sun, two
    flat silk floor cushions beside it. (The eighth review read long planks and a square grid of
    bars as a Japanese room.)"""
    mood(key=0.4, fill=6, color='#fff0dc')
    w, d, h = 5.0, 4.5, 2.5
    wall = M.plaster('#e6d8bf', seed=seed)
    # the room's own floor sunk under the maru's boards, dark where a joint shows it
    K.room(w, d, h, wall, M.paint('#2a1a0e', rough=0.8), left=False)[0].location.z -= 0.012
    maru(w, d, seed)
    ya, yb, za, zb = -0.7, 1.3, 0.32, 2.02
    G.sunlit_left_wall(w, d, h, wall, (ya, yb, za, zb), light=60, color='#ffe2b8', view='#f6e3c0', glow=3.5)
    x = -w / 2
    dark = M.wood('#6a4326', '#38220f', scale=0.3, seed=seed + 1, rough=0.5)
    # the opening's frame: a sill (the threshold one steps over), a lintel and two posts
    K.box((0.2, yb - ya + 0.2, 0.08), (x + 0.02, (ya + yb) / 2, za - 0.08), dark, 0.006)
    K.box((0.2, yb - ya + 0.2, 0.1), (x + 0.02, (ya + yb) / 2, zb), dark, 0.006)
    for yy in (ya - 0.05, yb + 0.05):
        K.box((0.2, 0.1, zb - za + 0.1), (x + 0.02, yy, za - 0.05), dark, 0.006)
    # the sliding door, closed over the back half: hanji glowing with the sun behind it, a lattice
    # of thin bars on the room side, a heavier frame round it
    hanji = M.Tree('hanji').set(color='#f4ead6', rough=0.8, trans=0.3, emit='#ffe4bc', emit_strength=1.6).mat
    dy0, dy1 = (ya + yb) / 2 - 0.02, yb
    K.box((0.01, dy1 - dy0, zb - za), (x + 0.13, (dy0 + dy1) / 2, za), hanji, 0.0)
    bar = M.wood('#7a4e2c', '#3d2718', scale=0.2, seed=seed + 2, rough=0.5)
    # ttisal: upright bars 7 cm apart, the cross bars in three bands of three
    for k in range(1, 14):
        K.box((0.02, 0.012, zb - za), (x + 0.145, dy0 + (dy1 - dy0) * k / 14, za), bar, 0.0)
    for zc in (za + 0.2, (za + zb) / 2, zb - 0.2):
        for dz in (-0.045, 0.0, 0.045):
            K.box((0.02, dy1 - dy0, 0.012), (x + 0.145, (dy0 + dy1) / 2, zc + dz), bar, 0.0)
    for yy in (dy0, dy1):
        K.box((0.04, 0.045, zb - za), (x + 0.145, yy, za), bar, 0.003)
    for zz in (za, zb - 0.045):
        K.box((0.04, dy1 - dy0, 0.045), (x + 0.145, (dy0 + dy1) / 2, zz), bar, 0.003)
    # the soban: a small round table of dark wood on four splayed legs, a brass bowl on it
    sx, sy = -0.75, 0.45
    K.cyl(0.3, 0.035, (sx, sy, 0.27), dark, 0.008, verts=96)
    K.cyl(0.26, 0.05, (sx, sy, 0.23), dark, 0.004, verts=96)
    for k in range(4):
        a = math.radians(45 + 90 * k)
        K.cyl(0.02, 0.25, (sx + 0.2 * math.cos(a), sy + 0.2 * math.sin(a), 0.0), dark, 0.003,
              rot=(math.degrees(-0.08 * math.sin(a)), math.degrees(0.08 * math.cos(a)), 0))
    brass = M.metal('#c9a25a', rough=0.3, brushed=False)
    G.lathe([(0.0, 0.0), (0.05, 0.0), (0.1, 0.03), (0.12, 0.07), (0.118, 0.07), (0.098, 0.032), (0.0, 0.01)],
            (sx + 0.04, sy - 0.02, 0.305), brass, seg=96, name='bowl')
    # two floor cushions of silk, flat on the boards
    for (cx, cy, r), c in (((-0.05, 0.2, 12), '#b0643b'), ((-0.95, -0.35, -8), '#2f6f62')):
        G.cushion(cx, cy, 0.05 - 0.27, 0.54, 0.54, M.fabric(c, weave=0.002, sheen=0.9, rough=0.6), d=0.1, rot=(90, 0, r))
    K.sun((-1.0, -0.12, 0.42), 30.0, '#ffc890', 0.5)
    return cam((0.95, -1.35, 0.72), (-0.95, 0.75, 0.38), 28)


@gal(3)
def _g3(seed):  # bathhouse tiles
    """Memories of bathhouse tiles (issue 28: a tiled box with one basin): the washing wall of an
    old neighbourhood bathhouse, its small pale-blue mosaic tiles and a band of deep teal ones at
    sitting height, a row of low chrome taps each under a small round mirror with a glass shelf,
    yellow plastic basins and low stools before them on the mosaic floor, lit by a band of frosted
    clerestory windows whose light slants down the glazed tiles."""
    mood(key=0.44, fill=8, color='#f2f8ff')
    w, d, h = 5.0, 3.2, 3.0
    mosaic = M.tiles('#e6eff2', '#a9b4b8', size=0.05, seed=seed, second='#cfe2ea', rough=0.08)
    K.room(w, d, h, mosaic, M.tiles('#dfe6e8', '#9aa2a4', size=0.05, seed=seed + 1, second='#c9d6da', rough=0.15), back=False)
    # the wall behind the camera, in the same mosaic: a mirror facing the room reflected the empty
    # world there and came out solid black (the twelfth review)
    K.box((w + 0.4, 0.12, h), (0.0, -d / 2 - 0.06, 0.0), mosaic, 0.0, name='front')
    y = d / 2
    G.wall_y(y + 0.075, -w / 2 - 0.2, w / 2 + 0.2, h, mosaic, [(-2.2, 2.2, 2.35, 2.85)])
    K.box((4.4, 0.02, 0.5), (0, y + 0.05, 2.35), M.Tree('frosted').set(color='#f4f8fb', rough=0.5, trans=0.8, emit='#eef6ff', emit_strength=3.0).mat, 0.0)
    K.area((0, y - 0.1, 2.6), (0.4, -1.0, 0.4), 4.4, 500, '#eef6ff', size_y=0.5)
    K.box((w, 0.03, 0.9), (0, y - 0.015, 0.0), M.tiles('#2f7f8a', '#d9e0e2', size=0.05, seed=seed + 2, second='#3c8f99', rough=0.08), 0.0)
    chrome = M.metal('#d9dde2', rough=0.08, brushed=False)
    mirror = M.Tree('mirror').set(color='#ffffff', metal=1.0, rough=0.02).mat
    yellow = M.plastic('#f2c230', rough=0.32)
    stool = M.plastic('#e9e2d6', rough=0.4)
    for i, x in enumerate((-1.8, -0.6, 0.6, 1.8)):
        K.cyl(0.17, 0.012, (x, y - 0.006, 1.35), chrome, 0.002, rot=(90, 0, 0), verts=64).location = (x, y - 0.012, 1.55)
        K.cyl(0.16, 0.01, (x, y - 0.02, 1.4), mirror, 0.0, rot=(90, 0, 0), verts=64).location = (x, y - 0.025, 1.55)
        K.box((0.42, 0.12, 0.01), (x, y - 0.065, 1.22), M.glass('#eef6f4', rough=0.02), 0.002)
        K.cyl(0.012, 0.14, (x, y, 0.75), chrome, 0.002, rot=(90, 0, 0)).location = (x, y - 0.07, 0.75)
        K.cyl(0.02, 0.05, (x, y - 0.14, 0.7), chrome, 0.003)
        for dx in (-0.12, 0.12):
            K.cyl(0.025, 0.03, (x + dx, y - 0.03, 0.78), chrome, 0.004, rot=(90, 0, 0)).location = (x + dx, y - 0.045, 0.8)
        # a basin on the floor before each tap, one left standing on its stool
        at = (x + 0.02, y - 0.95, 0.26) if i == 2 else (x + (0.05 if i % 2 else -0.08), y - 0.5, 0.0)
        G.lathe([(0.0, 0.0), (0.1, 0.0), (0.13, 0.02), (0.17, 0.13), (0.165, 0.135), (0.125, 0.025), (0.0, 0.015)],
                at, yellow, seg=64, name='basin')
        K.cyl(0.14, 0.26, (x + 0.02, y - 0.95, 0.0), stool, 0.01, r2=0.12)
    return cam((1.4, -1.3, 1.05), (-0.4, 1.5, 0.85), 26)


@gal(4)
def _g4(seed):  # school corridor: terrazzo + lockers
    """The terrazzo of a school corridor (issue 28: glowing panes over an evenly lit floor): a long
    corridor with a row of tall windows on the left, the afternoon sun through them laying bright
    parallelograms across the polished terrazzo, which carries their reflection down the hall;
    a painted wainscot below the windows; on the right a run of green steel lockers with vents and
    handles, a notice rail above them."""
    mood(key=0.4, fill=5, color='#fff2e2')
    w, d, h = 3.0, 16.0, 3.0
    wall = M.paint('#ebe5d8', seed=seed)
    K.room(w, d, h, wall, M.terrazzo(EP2['terra'][0], EP2['terra'][1:], scale=0.35, seed=seed, polish=0.12, density=0.5), left=False)
    wins = [(-6.0 + i * 2.3, -6.0 + i * 2.3 + 1.5, 0.95, 2.55) for i in range(6)]
    G.wall_x(-w / 2 - 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, wall, wins)
    # wide enough that a far window, seen at a slant, still looks onto sky (at d + 4 the far panes
    # showed the dark world beyond its edge)
    G.backdrop((-w / 2 - 3.0, 12.0, 1.5), (70.0, 14.0), M.sky('#fff1dc', '#cfdcf0', 3.0), rot=(90, 0, 90))
    frame = M.paint('#f4f1ea', rough=0.45)
    for ya, yb, za, zb in wins:
        K.window(-w / 2, (ya + yb) / 2, za, yb - ya, zb - za, wall='left', light=60, color='#ffe6c4', frame='#f4f1ea', opening=True)
    K.box((0.03, d, 0.95), (-w / 2 + 0.015, 0, 0), M.paint('#6f8f86', rough=0.5), 0.0)  # the wainscot
    K.box((0.05, d, 0.04), (-w / 2 + 0.025, 0, 0.93), frame, 0.003)
    K.sun((-1.0, 0.45, 0.55), 40.0, '#ffd6a8', 0.5)
    steel = [M.paint(c, rough=0.42) for c in ('#4c6a63', '#537369')]
    vent = M.paint('#2f403b', rough=0.6)
    handle = M.metal('#c9ced6', rough=0.3, brushed=False)
    for i in range(22):
        y = -6.5 + i * 0.46
        K.box((0.45, 0.45, 1.8), (w / 2 - 0.23, y, 0.1), steel[i % 2], 0.004)
        for k in range(4):
            K.box((0.005, 0.26, 0.012), (w / 2 - 0.455, y, 1.55 + k * 0.03), vent, 0.0)
        K.box((0.02, 0.03, 0.12), (w / 2 - 0.465, y + 0.15, 1.0), handle, 0.003)
    K.box((0.45, d, 0.1), (w / 2 - 0.23, 0, 0), M.paint('#2f403b', rough=0.6), 0.0)  # the lockers' plinth
    K.box((0.03, d, 0.05), (w / 2 - 0.015, 0, 2.2), M.wood('#b8885a', '#6b4a2e', scale=0.3, seed=seed), 0.003)
    K.area((0, -2.0, h - 0.05), (0, -2.0, 0), 2.0, 40, '#fff4e8')
    return cam((0.2, -7.2, 1.5), (-0.1, 6.0, 1.0), 28)


@gal(5)
def _g5(seed):  # drawing wall
    """Drawing the floors we remember (issue 28: coloured bars on a white board): a long roll of
    drawing paper hung from an oak batten, filling with the floors visitors drew from memory in
    crayon (sheets of cement-tile petals, terrazzo chips, checkerboards, herringbone and bathhouse
    mosaic, each a little askew, with blank paper still between them), under gallery spots that
    graze the paper so its curl and tooth show; before it a low oak table with crayons in tin cups
    and a few loose sheets."""
    mood(key=0.45, fill=6, color='#fff4e6')
    K.room(7, 4, 3, M.paint('#f1ede6'), oak(seed))
    paper = M.paint('#fbf8f1', rough=0.9, grain=0.06, seed=seed)
    y = 1.93
    K.box((5.2, 0.004, 1.9), (0, y, 0.35), paper, 0.0)
    K.box((5.3, 0.04, 0.04), (0, y - 0.01, 2.24), M.wood('#c79a68', '#7a5030', scale=0.2, seed=seed), 0.006)
    K.cyl(0.035, 5.2, (-2.6, y - 0.03, 0.32), paper, 0.0, rot=(0, 90, 0), verts=32)  # the roll's curled foot
    rnd = random.Random(seed)
    T = EP2['terra']
    pats = [
        M.cement_tile('#f4ead8', T[1], T[2], T[3], size=0.09, seed=seed, rough=0.85),
        M.cement_tile('#f4ead8', T[2], T[4], T[1], size=0.07, seed=seed + 1, rough=0.85),
        M.terrazzo('#f4efe6', T[1:], scale=0.06, seed=seed + 2, polish=0.0, density=0.4),
        M.tiles(T[1], '#f4efe6', size=0.06, rough=0.85, second=T[4], glaze=False),
        M.tiles(T[3], '#f4efe6', size=0.05, rough=0.85, second='#f4efe6', glaze=False),
        M.tiles('#6fa3b8', '#f4efe6', size=0.03, rough=0.85, second='#9fc6d4', glaze=False),
        M.wood('#d6a56c', '#8a5a30', planks=(0.3, 0.05), scale=0.1, seed=seed + 3, rough=0.8),
    ]
    x, k = -2.35, 0
    while x < 2.2:
        sw, sh = rnd.uniform(0.32, 0.5), rnd.uniform(0.3, 0.46)
        for z in (rnd.uniform(1.3, 1.55), rnd.uniform(0.55, 0.8)):
            if rnd.random() < 0.8:
                K.box((sw, 0.003, sh), (x + sw / 2, y - 0.004, z), pats[k % len(pats)], 0.0, rot=(0, rnd.uniform(-5, 5), 0))
                k += 1
        x += sw + rnd.uniform(0.08, 0.22)
    # the low table with the crayons
    tab = M.wood('#d6b48a', '#8a5f38', scale=0.3, seed=seed + 4, rough=0.5)
    K.table(-0.3, 1.1, 0, tab, tab, w=1.6, d=0.6, h=0.5)
    tin = M.metal('#c9ced6', rough=0.35, brushed=False)
    cols = T[1:] + ['#d2482c', '#6fa3b8', '#8a5a30']
    for cx in (-0.75, -0.55):
        G.lathe([(0.0, 0.0), (0.045, 0.0), (0.045, 0.1), (0.042, 0.1), (0.042, 0.004), (0.0, 0.004)], (cx, 1.2, 0.5), tin, seg=48, name='cup')
        for k in range(6):
            a = k * 1.05 + cx
            K.cyl(0.0055, 0.16, (cx + 0.018 * math.cos(a), 1.2 + 0.018 * math.sin(a), 0.5), M.paint(rnd.choice(cols), rough=0.5), 0.0,
                  rot=(8 * math.sin(a), 8 * math.cos(a), 0), verts=12)
    for (sx, sy, r), m in (((0.05, 1.05, -9), rnd.choice(pats)), ((0.3, 1.15, 6), paper)):
        K.box((0.3, 0.21, 0.0015), (sx, sy, 0.5), m, 0.0, rot=(0, 0, r))
    for k in range(3):
        pencil(0.45 + 0.03 * k, 0.95 + 0.02 * k, 0.5, 150 + 14 * k, rnd.choice(cols), length=0.1, r=0.0055)
    for sx in (-1.6, 0.0, 1.6):
        K.spot((sx, 0.2, 2.95), (sx, y, 1.2), 380, '#fff1dc', 40, 0.6, 0.04)
    K.area((0, -0.5, 2.9), (0, 1, 0), 3, 50, '#fff4e6')
    return cam((1.0, -1.7, 1.3), (-0.2, 1.8, 1.0), 28)


@gal(6)
def _g6(seed):  # the tasting programme's drinks: glasses on a stone counter, each with its card
    import bpy

    mood(key=0.45, fill=14, color='#fff3e6')
    cy = bpy.context.scene.cycles  # light passes glass, drink and glass again: allow those bounces
    cy.max_bounces, cy.transmission_bounces, cy.transparent_max_bounces = 12, 12, 8
    K.room(5, 4, 3, M.plaster('#e4d6c0', seed=seed), oak(seed, '#b8885a', '#6b4a2e'))
    K.box((2.5, 0.58, 0.88), (0, 0.55, 0), M.wood('#b8885a', '#6b4a2e', scale=0.4, along='Z', seed=seed), 0.004)
    K.box((2.7, 0.66, 0.04), (0, 0.55, 0.88), M.stone('#ece6dc', '#c9bfae', scale=0.35, rough=0.22, veins=0.25, seed=seed), 0.004)
    top = 0.92
    glass = M.glass('#ffffff', rough=0.0)
    paper = M.paint('#fbfaf6', rough=0.85)
    ink = M.paint('#2b2f3a', rough=0.7)
    drinks = [('#c44d2c', True), ('#e8a93a', True), ('#ead9a0', True), ('#8fae55', True), ('#9a2a40', True)]
    rnd = random.Random(seed)
    for i, (c, clear) in enumerate(drinks):
        x, y = -0.44 + i * 0.2, 0.6 + rnd.uniform(-0.02, 0.02)
        G.vessel(x, y, top, 0.032, 0.095, r_top=0.036, drink=(c, clear), fill=rnd.uniform(0.5, 0.62))
        # tasting card in front: the drink's colour dot and two lines of text
        a = rnd.uniform(-5, 5)
        card = [K.box((0.08, 0.055, 0.0015), (x, y - 0.1, top), paper, 0.0)]
        card.append(K.cyl(0.007, 0.0004, (x - 0.025, y - 0.1, top + 0.0015), M.plastic(c, rough=0.6), 0.0))
        for j, lw in enumerate((0.036, 0.026)):
            card.append(K.box((lw, 0.0035, 0.0003), (x - 0.012 + lw / 2, y - 0.094 - j * 0.011, top + 0.0015), ink, 0.0))
        K.group_rotate(card, a, (x, y - 0.1))
    # carafe of water at the end of the row
    G.carafe(-0.72, 0.72, top, glass)
    # back bar out of focus: two shelves of bottles
    shelf_wood = M.wood('#b8885a', '#6b4a2e', scale=0.4, seed=seed + 3)
    bottles = [M.glass(c, rough=0.05) for c in ('#8a4b2a', '#e8c48a', '#6b8a4a', '#c9ced6', '#5a2a2a')]
    for z in (1.06, 1.46):
        K.box((2.4, 0.25, 0.03), (0, 1.86, z), shelf_wood, 0.003)
        bx = -1.1
        while bx < 1.1:
            bh = rnd.uniform(0.22, 0.32)
            br = rnd.uniform(0.03, 0.045)
            mat = rnd.choice(bottles)
            K.cyl(br, bh, (bx, 1.86, z + 0.03), mat, 0.004)
            K.cyl(0.012, 0.08, (bx, 1.86, z + 0.03 + bh), mat, 0.002)
            bx += br * 2 + rnd.uniform(0.03, 0.12)
    K.window(-2.5, 0.4, 0.9, 1.4, 1.6, wall='left', strength=4, light=520, color='#fff1dc')
    K.area((0.9, 1.5, 1.9), (0.0, 0.6, 0.95), 1.2, 70, '#fff6ea', name='rim')
    return cam((0.74, -0.1, 1.1), (0.02, 0.62, 0.98), 44, dof=2.8)


@gal(7)
def _g7(seed):  # pattern tiles on the stairs
    """Pattern tiles on the stairs up to 2F (issue 28: random two-colour squares on boxes): a narrow
    stair hall, oak treads with a rounded nosing, each riser clad in one row of encaustic cement
    tiles in the EP.02 colours (terracotta petals, a green disc, a navy band), an oak handrail on
    brass brackets along the right wall; the afternoon sun through a window at the landing falls
    down the steps, lighting a few risers and leaving the rest in soft shade."""
    mood(key=0.4, fill=2, color='#fff2e2')
    w, d, h = 1.5, 9.0, 5.0
    wall = M.plaster('#f1ebe2', seed=seed)
    K.room(w, d, h, wall, M.terrazzo(EP2['terra'][0], EP2['terra'][1:], scale=0.2, seed=seed, polish=0.2), left=False)
    rise, run, n = 0.17, 0.28, 11
    y0 = -1.2
    oak_t = M.wood('#c79a68', '#7a5030', scale=0.25, seed=seed, rough=0.35)
    tile = M.cement_tile('#ece2d2', '#b0643b', '#2f6f62', '#1f2230', size=rise, seed=seed)
    for i in range(n):
        y = y0 + i * run
        K.box((w, 0.012, rise - 0.035), (0, y, i * rise), tile, 0.0)
        K.box((w, run + 0.03, 0.035), (0, y + run / 2 - 0.01, (i + 1) * rise - 0.035), oak_t, 0.008)
        K.box((w - 0.01, run, i * rise + 0.001), (0, y + run / 2 + 0.006, 0), wall, 0.0)  # the stair's mass under the treads
    top = n * rise
    K.box((w, 3.5, top), (0, y0 + n * run + 1.75, 0), wall, 0.0)
    K.box((w, 3.5, 0.035), (0, y0 + n * run + 1.75, top - 0.035), oak_t, 0.004)
    # the left wall with the landing's window, the sun coming down the stair through it
    ya, yb, za, zb = y0 + n * run - 0.6, y0 + n * run + 0.9, top + 0.7, top + 2.4
    G.sunlit_left_wall(w, d, h, wall, (ya, yb, za, zb), light=30, color='#ffe2b8', view='#fff0d8', glow=4)
    K.sun((-0.35, 0.7, 1.0), 45.0, '#ffd6a8', 0.5)
    # the handrail: an oak rail on brass brackets, following the pitch along the right wall
    pitch = math.degrees(math.atan2(rise, run))
    length = math.hypot(n * run, n * rise) + 0.3
    mid_y, mid_z = y0 + n * run / 2, n * rise / 2 + 0.9
    rail = K.cyl(0.024, length, (w / 2 - 0.09, mid_y, mid_z - length / 2), M.wood('#b8885a', '#6b4a2e', scale=0.2, seed=seed + 1, rough=0.35),
                 0.004, rot=(90 - pitch, 0, 180), verts=32)
    rail.name = 'handrail'
    brass = M.metal('#c9a25a', rough=0.3, brushed=False)
    for k in range(4):
        f = (k + 0.5) / 4
        K.box((0.09, 0.02, 0.02), (w / 2 - 0.045, y0 + f * n * run, f * n * rise + 0.9 - 0.05), brass, 0.003)
    K.area((0, y0 - 0.5, h - 0.1), (0, y0 + 2, 0), 1.2, 25, '#fff2e2')
    return cam((-0.25, y0 - 2.3, 1.05), (0.05, y0 + 2.2, 1.0), 24)


@gal(8)
def _g8(seed):  # pattern designer's desk with templates
    """The pattern designer's desk (issue 28: a plain table before a grid of coloured squares): the
    drafting table of the 2F studio seen whole, its sheets and pencils, the lamp, and behind it the
    board of repeats being worked on (the studio of `events/drawing`; gallery 9 is its close-up)."""
    _ev_drawing(seed)
    return cam((1.5, -1.35, 1.65), (-0.15, 1.25, 1.0), 26)


@gal(9)
def _g9(seed):  # close-up of pencils and sketches
    _ev_drawing(seed)
    return cam((0.1, 0.45, 1.35), (0.02, 0.92, 0.8), 45, dof=3)


@gal(10)
def _g10(seed):  # wall of pattern samples
    """Pattern samples waiting for print (issue 28: a flat grid of mosaics in even light): the
    proofs of the studio's repeats hung in rows on the long wall, encaustic petals and discs in
    the EP.02 colours beside checkers and mosaics, under a row of gallery spots whose pools
    overlap along the wall, the polished floor holding their light."""
    mood(key=0.42, fill=6, color='#fff4e6')
    K.room(6, 4, 3, M.paint('#f1ede6', seed=seed), M.stone('#cfc9bf', '#8e8b86', scale=1.5, veins=0.05, rough=0.25, seed=seed))
    T = EP2['terra']
    mats = [M.cement_tile('#f4ead8', T[1], T[2], T[3], size=0.125, seed=seed, rough=0.6),
            M.tiles('#2f6f62', '#f4f1ea', size=0.04, rough=0.4, second='#9fb3a8'),
            M.cement_tile('#e9eef0', T[3], '#d8a48f', T[2], size=0.1, seed=seed + 1, rough=0.6),
            M.tiles('#d8a48f', '#f1e8e1', size=0.03, rough=0.4, second='#b98570'),
            M.cement_tile('#f1e1c8', T[4], T[1], T[2], size=0.125, seed=seed + 2, rough=0.6),
            M.tiles('#1f2230', '#d9b26a', size=0.0625, rough=0.4, second='#3a3f52'),
            M.cement_tile('#f4ead8', T[2], T[4], T[1], size=0.0833, seed=seed + 3, rough=0.6)]
    K.panel_grid(-2.4, 1.93, 0.4, 8, 4, (0.5, 0.5), 0.1, mats)
    for x in (-2.1, -0.7, 0.7, 2.1):
        K.spot((x, 0.6, 2.95), (x, 1.93, 1.3), 300, '#fff1dc', 45, 0.6, 0.04)
    K.area((0, -0.5, 2.95), (0, 1, 0), 2.5, 50, '#fff4e6')
    return cam((1.2, -1.6, 1.4), (-0.3, 1.9, 1.4), 28)


@gal(11)
def _g11(seed):  # finished floor sample beside its sketch
    """The sketch and the finished product, close on the workbench (issue 28: a tile and a sheet on a
    white box): a sheet of drawing paper with the tile drawn in pencil, its chips filled in with
    coloured pencil, the pencils left beside it; the finished terrazzo tile lies across the sheet's
    corner, a second one under it, its polished face and ground edge catching a low light raking
    in from the window at the left, which also brings out the paper's tooth and the oak's grain."""
    mood(key=0.44, fill=6, color='#fff3e4')
    K.room(5, 4, 3, M.paint('#ede7dc'), oak(seed))
    top = 0.9
    K.box((1.8, 0.9, 0.05), (0, 1.3, top - 0.05), M.wood('#d2ab7e', '#8a5f38', scale=0.25, seed=seed, rough=0.5), 0.004)
    K.box((1.7, 0.8, top - 0.05), (0, 1.3, 0), M.paint('#e4ddd0'), 0.004)
    # the sheet, turned a little, with the tile's outline ruled in graphite and its chips coloured in
    paper = M.paint('#f8f5ee', rough=0.9, grain=0.06, seed=seed)
    px, py, pr = -0.12, 1.22, -7
    K.box((0.42, 0.3, 0.0015), (px, py, top), paper, 0.0, rot=(0, 0, pr))
    graphite = M.paint('#4a4a4e', rough=0.5)
    rnd = random.Random(seed)
    ca, sa = math.cos(math.radians(pr)), math.sin(math.radians(pr))
    for dx, dy, lx, ly in ((0, 0.1, 0.22, 0.0012), (0, -0.1, 0.22, 0.0012), (-0.11, 0, 0.0012, 0.2), (0.11, 0, 0.0012, 0.2)):
        K.box((lx, ly, 0.0003), (px + dx * ca - dy * sa, py + dx * sa + dy * ca, top + 0.0015), graphite, 0.0, rot=(0, 0, pr))
    for _ in range(90):
        dx, dy = rnd.uniform(-0.1, 0.1), rnd.uniform(-0.09, 0.09)
        col = rnd.choice(EP2['terra'][1:] + [EP2['terra'][1]])
        K.cyl(rnd.uniform(0.003, 0.009), 0.0003, (px + dx * ca - dy * sa, py + dx * sa + dy * ca, top + 0.0015),
              M.paint(col, rough=0.8), 0.0, rot=(0, 0, rnd.uniform(0, 90)), verts=rnd.choice((4, 5, 6, 7)))
    for (x, y, ang), c in (((-0.02, 1.02, 12), '#b0643b'), ((0.04, 1.06, 4), '#2f6f62'), ((0.3, 1.0, 160), '#1f2230'),
                           ((-0.45, 1.1, 96), '#d9b26a')):
        pencil(x, y, top, ang, c)
    # the finished tiles: polished terrazzo 2 cm thick with a ground edge, one over the other
    terra = M.terrazzo(EP2['terra'][0], EP2['terra'][1:], scale=0.1, seed=seed, polish=0.12, density=0.5)
    K.box((0.3, 0.3, 0.02), (0.26, 1.42, top), terra, 0.002, rot=(0, 0, 18))
    K.box((0.3, 0.3, 0.02), (0.15, 1.37, top + 0.02), terra, 0.002, rot=(0, 0, 4))
    K.window(-2.5, 1.3, 0.9, 1.6, 1.6, wall='left', strength=3, light=220, color='#fff3e4')
    K.spot((-1.6, 1.0, 1.25), (0.05, 1.3, top), 900, '#ffe6c8', 30, 0.5, 0.06)
    K.area((0, 0.6, 2.9), (0, 1.3, 0), 2, 40, '#fff6ea')
    return cam((0.55, 0.55, 1.42), (0.02, 1.27, top), 42, dof=4)


@gal(12)
def _g12(seed):  # hands making a pattern pouch
    _ev_goods(seed)
    return cam((-0.3, 0.2, 1.3), (-0.4, 0.95, 0.75), 40, dof=4)


@gal(13)
def _g13(seed):
    """The finished pattern pouches laid out for their makers to take home: gingham and plain cottons
    sewn soft, each with a brass zip, in two loose rows on the oak table and one on another, seen
    close at the table's height (issue 28: they were tile-patterned blocks in a grid from above; the
    fifteenth review read the rounded boxes after them as "toy bricks", so each is now a pillow of
    cloth falling flat to its seam, `shapes.pouch`)."""
    K.room(5, 4, 3, M.paint('#efe7dc'), oak(seed))
    K.table(0, 1.0, 0, M.wood('#e2c49a', '#b48a5a', scale=0.4), M.paint('#2b2a28'), w=1.8, d=0.9)
    prints = [M.fabric(c, weave=0.0015, check=(g, 0.006))
              for c, g in (('#b0643b', '#f4efe6'), ('#2f6f62', '#f4f1ea'), ('#c98a73', '#f6ede6'), ('#1f2230', '#ece6dc'))]
    plain = [M.fabric(c, weave=0.002) for c in ('#d9b26a', '#8c9bff', '#e9e2d6')]
    brass = M.metal('#c9a34a', rough=0.3, brushed=False)
    # (x, y, turn, cloth, lying on another): the front row nearer the edge, the back row set between
    spots = ((-0.56, 0.8, -8, prints[0], 0), (-0.29, 0.77, 6, plain[0], 0), (0.0, 0.82, -4, prints[1], 0),
             (0.0, 0.83, 14, prints[2], 1), (0.28, 0.78, 10, plain[1], 0), (0.55, 0.83, -6, prints[3], 0),
             (-0.43, 1.09, 4, prints[2], 0), (-0.15, 1.12, -9, plain[2], 0), (0.14, 1.07, 7, prints[0], 0),
             (0.42, 1.11, -3, prints[1], 0))
    tape = M.fabric('#26272b', weave=0.0008)
    for k, (x, y, turn, cloth, up) in enumerate(spots):
        G.pouch(x, y, 0.74 + up * 0.022, 0.22, 0.15, 0.022, turn, cloth, tape, brass, seed + k)
    K.area((0, 0, 3), (0, 1, 0), 2, 300)
    K.window(-2.5, 0.8, 0.9, 1.5, 1.5, wall='left', strength=5, light=500)
    # close over the front row, a seated maker's eye: the zips and the seams sharp, the back row soft
    return cam((0.32, 0.2, 1.04), (-0.06, 0.92, 0.75), 45, dof=4)


GAL[14] = lambda seed: (_ev_docent(seed), cam((-2.0, -2.6, 1.6), (0.3, 1.4, 1.1), 26))[1]
GAL[16] = g_media('wood')


# the seventh review: 16, 17 and 18 were "the same black box with a different texture projected",
# one camera in one room. Each is now its own look at the room: the wood from the door (16), the
# stone from the left corner, low, the back and side frames meeting (17), the terrazzo from above
# the benches, its floor frame spread before them (18); 19 sits behind a bench


@gal(17)
def _g17(seed):  # the stone flowing, from the right: the back frame and the left one meeting
    # a deep green marble with pale veins flowing across it (the thirteenth review read 17 and 19,
    # both a pale grey marble, as one picture twice), the projectors' throw in a denser haze
    media_room(seed, 'stone', colors=['#0a0a0a', '#e6e1d6', '#2e4a40'], benches=2)
    haze(0.22)
    return cam((2.5, -1.9, 1.1), (-1.9, 2.7, 1.3), 24)


def haze(density):
    """The media room's air made hazier, so the projectors' beams show from the lens to the frame."""
    for o in bpy.data.objects:
        if o.name.startswith('throw'):
            o.data.materials[0] = M.dust(density=density, color='#ffffff', anisotropy=0.55)


@gal(18)
def _g18(seed):  # the terrazzo scattered on the walls and spread on the floor, from above and behind
    media_room(seed, 'terrazzo', benches=1)
    return cam((1.2, -2.8, 2.6), (-0.3, 1.9, 0.2), 24)


@gal(15)
def _g15(seed):  # dark passage
    mood(key=0.26, fill=0)
    K.room(2.2, 10, 3, M.paint('#111114', rough=0.9), M.stone('#1a1a1c', '#333333', scale=2, veins=0.0, rough=0.3), right=True, ceiling=True)
    K.plane((2.2, 3.0), (0, 4.9, 1.5), M.projection(['#2a1608', '#c07a3a', '#f2c48a'], kind='wood', strength=4, seed=seed), rot=(90, 0, 0))
    K.area((0, 4.7, 1.5), (0, 0, 1), 2, 150, '#f2c48a')
    for i in range(6):
        K.plane((0.3, 0.05), (-1.0, -3.0 + i * 1.4, 0.01), M.emission('#f2c48a', 1.5), rot=(0, 0, 0))
    return cam((0.2, -4.6, 1.5), (0.0, 5.0, 1.3), 28)


@gal(19)
def _g19(seed):  # a seat to rest in before the stone: the felt bench from behind, low, the wall beyond
    # a travertine's beds magnified, drifting across the frames, its honey light on the bench and
    # the resin floor (a different stone from 17's, which it had repeated in the same pale grey)
    media_room(seed + 7, 'stone', colors=['#0a0a0a', '#9a7650', '#e2c9a0'], benches=0)
    for o in bpy.data.objects:
        if o.name.startswith('frame'):
            glow = 1.1 if o.name.startswith('frame floor') else 2.8
            o.data.materials[0] = M.as_light(M.travertine('#eec78c', '#b4773a', pore='#5a3a1e', scale=6.0, seed=seed + 3), glow)
    haze(0.18)
    K.bench(0.2, 0.6, 0, M.fabric('#242326', '#1c1b1e', weave=0.003), legs=M.metal('#121213', rough=0.45), length=1.6)
    return cam((-0.4, -2.2, 0.95), (0.3, 2.6, 1.2), 26)


@gal(20)
def _g20(seed):  # guestbook wall, seen flatter and closer than the survey event picture
    _ev_survey(seed)
    return cam((-0.6, -1.4, 1.45), (0.2, 1.9, 1.5), 30)


@gal(21)
def _g21(seed):  # façade at night
    """The venue at dusk from across the street (issue 28: a flat tiled box with glowing panels): the
    same pale tiled façade as the entrance (gallery 1), two storeys of steel-framed windows with the
    rooms lit behind them and blinds half down, the open door under its wooden EP.02 sign lit by a
    downlight, planters with plants, a street lamp, and a dusk sky from a real capture whose light
    the glass reflects."""
    mood(key=0.3, fill=0)
    K.hdri('sunset', strength=0.25, rotation=200,
           camera_sky=[(0.0, '#c98f7a'), (0.12, '#8a7f98'), (0.45, '#3d4a72'), (1.0, '#1c2440')], camera_strength=0.9)
    rnd = random.Random(seed)
    K.box((60, 30, 0.1), (0, -14, -0.1), M.stone('#3a3c42', '#2a2c30', scale=6, veins=0.0, rough=0.8, pits=0.3, seed=seed), 0)
    K.box((60, 0.3, 0.14), (0, -3.15, -0.02), M.stone('#9c9990', '#85827a', scale=2, veins=0.05, rough=0.6, seed=seed + 1), 0.01)
    K.box((60, 5.0, 0.12), (0, -0.5, 0), M.tiles('#8f8c86', '#6e6b66', size=0.3, ratio=1.0, rough=0.75, glaze=False, seed=seed), 0)
    facade = M.tiles('#d8cfc2', '#b9b0a2', size=0.2, ratio=2, offset=0.5, seed=seed, rough=0.6)
    frame = M.metal('#2f3236', rough=0.4, brushed=False)
    glass = M.glass('#dfe6e8', rough=0.0)
    W, FRONT, FLOOR = 14.0, 2.0, 3.4
    windows = [(-5.2, 0), (-2.6, 0), (2.6, 0), (5.2, 0), (-5.2, 1), (-2.6, 1), (0.0, 1), (2.6, 1), (5.2, 1)]
    openings = [(x - 0.85, x + 0.85, 0.9 + f * FLOOR, 2.7 + f * FLOOR) for x, f in windows]
    openings.append((-0.85, 0.85, 0.12, 2.62))  # the door, in the same pier column as the window above it
    G.wall_y(FRONT, -W / 2, W / 2, 2 * FLOOR + 0.9, facade, openings, t=0.3)
    K.box((W + 0.2, 0.4, 0.2), (0, FRONT - 0.05, 2 * FLOOR + 0.9), M.concrete('#cfc8bc', seed=seed), 0.01)  # coping
    for x, f in windows:
        z = 0.9 + f * FLOOR
        lit = rnd.random() < 0.85
        # the room behind: a warm back wall, a blind half down, a ceiling light's glow
        K.box((1.7, 0.05, 1.8), (x, FRONT + 1.6, z), M.emission('#ffd6a0', 1.6 if lit else 0.25, 'room'), 0)
        drop = rnd.uniform(0.25, 0.9)
        K.box((1.66, 0.02, drop), (x, FRONT + 0.3, z + 1.8 - drop), M.fabric('#efe4d0', '#e2d5bd', weave=0.003), 0.0)
        if lit:
            K.area((x, FRONT + 0.9, z + 1.7), (x, FRONT + 0.9, z), 1.0, 60, '#ffdcb0')
        K.no_shadow(K.box((1.64, 0.012, 1.76), (x, FRONT + 0.14, z + 0.02), glass, 0.0))
        for dx in (-0.85, 0.0, 0.85):
            K.box((0.05, 0.08, 1.8), (x + dx, FRONT + 0.14, z), frame, 0.003)
        for dz in (0.0, 1.15, 1.8):
            K.box((1.75, 0.08, 0.05), (x, FRONT + 0.14, z + dz - 0.025), frame, 0.003)
        K.box((1.9, 0.2, 0.06), (x, FRONT - 0.08, z - 0.06), M.concrete('#cfc8bc', seed=seed + 2), 0.006)  # sill
    # the open door: the bright first room behind it, the wooden sign over it, a downlight
    K.box((1.7, 0.1, 2.5), (0, FRONT + 3.2, 0.12), M.emission('#fff0dc', 1.0, 'hall'), 0)
    K.box((1.7, 3.2, 0.06), (0, FRONT + 1.6, 0.06), M.terrazzo('#e9e2d6', ['#c44d2c', '#2f6f62', '#1f2230'], scale=0.3, seed=seed), 0)
    K.area((0, FRONT + 1.4, 2.5), (0, FRONT + 1.4, 0), 1.2, 300, '#fff1dc')
    K.box((2.6, 0.08, 0.6), (0, FRONT - 0.19, 2.8), M.wood('#b8885a', '#6b4a2e', scale=0.4, seed=seed), 0.012)
    text('EP.02', (0, FRONT - 0.24, 2.95), 0.3, M.paint('#1d1a16', rough=0.6))
    K.box((1.8, 0.01, 0.02), (0, FRONT - 0.235, 2.91), M.paint('#1d1a16', rough=0.6), 0.0)
    K.spot((0, FRONT - 1.2, 3.9), (0, FRONT - 0.2, 2.9), 120, '#ffe2b8', 40, 0.5)
    for x in (-2.0, 2.0):
        K.box((0.9, 0.9, 0.5), (x, FRONT - 0.8, 0.12), M.concrete('#bdb8ae', seed=seed + 7), 0.02)
        K.plant(x, FRONT - 0.8, M.concrete('#bdb8ae', seed=seed + 8), h=1.6, seed=seed + int(x * 10), z=0.12)
    post = M.metal('#2a2b2d', rough=0.45, brushed=False)
    K.cyl(0.06, 5.0, (4.2, -2.8, 0), post, 0.004, r2=0.045)
    K.box((0.9, 0.18, 0.08), (4.2, -2.5, 4.95), post, 0.01)
    K.box((0.5, 0.14, 0.02), (4.2, -2.4, 4.93), M.emission('#ffe0b0', 20, 'lamp'), 0.0)
    K.spot((4.2, -2.4, 4.9), (4.2, -1.5, 0), 400, '#ffd9a0', 70, 0.6)
    return cam((3.2, -11.5, 1.6), (0.2, 2.0, 3.3), 28)


def instant_photo(x, y, z, rot, picture, frame=None, wall=True):
    """An instant photo: a white card with a square picture set above its wider bottom margin; on a
    wall (its face towards -y, `rot` its tilt in the wall's plane) or lying flat (`rot` its turn)."""
    frame = frame or M.paint('#f7f5f0', rough=0.6)
    if wall:
        K.box((0.086, 0.002, 0.106), (x, y, z), frame, 0.0, rot=(0, rot, 0))
        a = math.radians(rot)
        # the picture sits 7 mm above the card's middle: the margin below is wider
        K.box((0.074, 0.002, 0.074), (x + 0.007 * math.sin(a), y - 0.0015, z + 0.016 - 0.007 * (1 - math.cos(a))), picture, 0.0,
              rot=(0, rot, 0))
    else:
        K.box((0.086, 0.106, 0.0015), (x, y, z), frame, 0.0, rot=(0, 0, rot))
        a = math.radians(rot)
        K.box((0.074, 0.074, 0.0015), (x - 0.01 * math.sin(a), y + 0.01 * math.cos(a), z + 0.0008), picture, 0.0, rot=(0, 0, rot))


@gal(22)
def _g22(seed):  # photo zone, last day
    """The photo zone on the last day (issue 28: an orange portal, a bench and two balls): a deep
    arched niche in a terracotta plaster wall, its inside the EP.02 ochre, a built-in terrazzo bench
    in it; a warm spot grazes the arch so its plaster shows the trowel and the niche falls into
    shade; beside it the instant photos visitors left over six weeks, pinned in loose rows, a few
    more lying on the bench, on the school-corridor terrazzo floor."""
    mood(key=0.42, fill=8, color='#fff1e2')
    terra = M.terrazzo(EP2['terra'][0], EP2['terra'][1:], scale=0.22, seed=seed, polish=0.2, density=0.45)
    K.room(6, 4, 3, M.plaster('#efe3d4', seed=seed), terra)
    clay = M.plaster('#b9623d', seed=seed + 1)
    K.arch(0, 1.7, 3.4, 3.0, 0.45, clay)
    K.box((3.0, 0.02, 3.0), (0, 1.94, 0), M.plaster('#d4b27a', seed=seed + 2), 0.0)  # the niche's back, ochre
    K.box((1.6, 0.42, 0.44), (0, 1.72, 0), terra, 0.006)
    rnd = random.Random(seed)
    pics = [M.paint(c, rough=0.7) for c in ('#2f6f62', '#b0643b', '#d9b26a', '#1f2230', '#8fb3c7', '#c98b5e')]
    pics += [M.terrazzo(EP2['terra'][0], EP2['terra'][1:], scale=0.03, seed=seed + k) for k in range(3)]
    for side in (-1, 1):
        for row in range(7):
            for col in range(4):
                if rnd.random() < 0.15:
                    continue  # a gap where a photo was taken home
                x = side * (0.99 + col * 0.105) + rnd.uniform(-0.01, 0.01)
                instant_photo(x, 1.47 - 0.003, 2.0 - row * 0.135 + rnd.uniform(-0.012, 0.012), rnd.uniform(-7, 7), rnd.choice(pics))
    for dx, dy, r in ((-0.45, 1.62, 14), (-0.36, 1.7, -8), (0.5, 1.66, 32)):
        instant_photo(dx, dy, 0.442, r, rnd.choice(pics), wall=False)
    K.spot((2.5, 0.9, 2.9), (-0.4, 1.75, 0.9), 1800, '#ffdcb8', 45, 0.6, 0.05)
    K.spot((-0.5, 0.9, 2.95), (0.0, 1.8, 0.45), 300, '#fff0dc', 30, 0.5, 0.05)
    K.area((0, -0.5, 2.95), (0, 1, 0), 3, 60, '#fff4e8')
    return cam((-1.45, -1.95, 1.4), (0.15, 1.7, 1.3), 26)


def bpy_world(color, strength):
    import bpy

    bpy.context.scene.world.node_tree.nodes['Background'].inputs['Color'].default_value = M.hex_rgba(color)
    bpy.context.scene.world.node_tree.nodes['Background'].inputs['Strength'].default_value = strength


for i in range(1, 23):
    S[f'gallery/{i:02d}'] = GAL[i]


# ── exhibitions: EP heroes and photos ──────────────────────────────────────────
# ── EP.04 (2025 SY(E)NERGY) venue: one building, modelled once per floor at true scale ──
# Studio Gyeol, Seongsu: each floor 10 × 7 m, 3.0 m to the ceiling; the street and its windows on
# the left (-x), the back wall at +y, the camera side (-y) open. A floor may go on through the back
# wall into a second room (1F: the lobby, then the photo room). Doors 2.1 m, skirting, sockets,
# switches, exit signs, ceiling tracks of spots; daylight and the street from the `city` capture.
E4W, E4D, E4H = 10.0, 7.0, 3.0
E4_NAVY, E4_ORANGE, E4_LIME, E4_VIOLET, E4_SAND, E4_HONEY, E4_BONE = '#1b2236', '#ff5a1f', '#d8ff3a', '#5b4f9a', '#d9c7a1', '#c0955c', '#f1eee8'




def e4_plate(x, y, z, facing, switch=False):
    """A socket or a light switch on a wall facing '-y' (back wall), '+x' (left) or '-x' (right)."""
    white = M.plastic('#f1efea', rough=0.35)
    dark = M.plastic('#3a3a3a', rough=0.5)
    if facing == '-y':
        K.box((0.086, 0.01, 0.086), (x, y - 0.005, z - 0.043), white, 0.002, name='plate')
        if switch:
            K.box((0.04, 0.006, 0.06), (x, y - 0.012, z - 0.03), white, 0.002, name='rocker')
        else:
            for dx in (-0.0095, 0.0095):
                K.cyl(0.0024, 0.004, (x + dx, y - 0.0105, z), dark, 0.0, rot=(90, 0, 0), verts=12, name='pin hole')
    else:
        s = 1 if facing == '+x' else -1
        K.box((0.01, 0.086, 0.086), (x + s * 0.005, y, z - 0.043), white, 0.002, name='plate')
        if switch:
            K.box((0.006, 0.04, 0.06), (x + s * 0.012, y, z - 0.03), white, 0.002, name='rocker')
        else:
            for dy in (-0.0095, 0.0095):
                K.cyl(0.0024, 0.004, (x + s * 0.0105, y + dy, z), dark, 0.0, rot=(0, 90, 0), verts=12, name='pin hole')


def e4_downlight(x, y, energy=90, color='#fff2e0', angle=70, h=E4H):
    K.cyl(0.055, 0.006, (x, y, h - 0.006), M.plastic('#e9e7e2', rough=0.4), 0.001, name='trim')
    K.cyl(0.035, 0.004, (x, y, h - 0.009), M.emission(color, 12, 'downlight'), 0.0, name='lens')
    K.spot((x, y, h - 0.03), (x, y, 0), energy, color, angle, 0.6, 0.04)


def e4_track(x0, x1, y, aims, energy=220, color='#fff1dc', angle=36, h=E4H, light=True):
    """A black ceiling track from x0 to x1 at y, and a spot head for each aim (x, target): a can on
    an adapter, turned towards its target, with the light it throws."""
    black = M.paint('#1e1e20', rough=0.45)
    K.box((x1 - x0, 0.035, 0.03), ((x0 + x1) / 2, y, h - 0.03), black, 0.003, name='track')
    lens = M.emission('#fff3e0', 18, 'track lens')
    from mathutils import Vector
    for x, target in aims:
        K.box((0.03, 0.03, 0.07), (x, y, h - 0.1), black, 0.003, name='adapter')
        at = Vector((x, y, h - 0.15))
        d = (Vector(target) - at).normalized()
        head = K.cyl(0.038, 0.15, (0, 0, -0.075), black, 0.004, verts=32, name='track spot')
        head.location = at
        head.rotation_euler = d.to_track_quat('Z', 'Y').to_euler()
        cap = K.cyl(0.03, 0.004, (0, 0, -0.002), lens, 0.0, verts=24, name='track lens')
        cap.location = at + d * 0.076
        cap.rotation_euler = head.rotation_euler
        if light:
            K.spot(tuple(at + d * 0.09), target, energy, color, angle, 0.35, 0.03)


def e4_exit(x, y, z, facing='-y'):
    """A green pictogram exit sign, lit from within."""
    green = M.emission('#27c26a', 2.2, 'exit')
    white = M.emission('#f4fff6', 5.0, 'exit white')
    if facing == '-y':
        K.box((0.36, 0.05, 0.14), (x, y - 0.025, z), green, 0.004, name='exit sign')
        K.lettering('EXIT', (x - 0.05, y - 0.052, z + 0.035), 0.06, white, extrude=0.0)
        K.box((0.035, 0.003, 0.08), (x - 0.11, y - 0.052, z + 0.03), white, 0.0, rot=(0, 20, 0), name='pictogram')
    else:
        s = 1 if facing == '+x' else -1
        K.box((0.05, 0.36, 0.14), (x + s * 0.025, y, z), green, 0.004, name='exit sign')
        K.lettering('EXIT', (x + s * 0.052, y + s * 0.05, z + 0.035), 0.06, white, rot=(90, 0, -90 * s), extrude=0.0)
        K.box((0.003, 0.035, 0.08), (x + s * 0.052, y + s * 0.11, z + 0.03), white, 0.0, rot=(20, 0, 0), name='pictogram')


def e4_stair_door(door, frame, leaf, switch_y):
    """The stair door in the right wall (`door`: its two edges along y): frame, leaf, the exit sign
    over it and the light switch beside it at `switch_y`."""
    frame = M.paint(frame, rough=0.45)
    for yy in (door[0] - 0.03, door[1] + 0.03):
        K.box((0.17, 0.06, 2.16), (E4W / 2 + 0.075, yy, 0), frame, 0.004, name='door frame')
    K.box((0.17, door[1] - door[0] + 0.12, 0.06), (E4W / 2 + 0.075, sum(door) / 2, 2.1), frame, 0.004, name='door frame')
    K.box((0.045, door[1] - door[0] - 0.01, 2.09), (E4W / 2 + 0.02, sum(door) / 2, 0.005), M.paint(leaf, rough=0.5), 0.003, name='door leaf')
    e4_exit(E4W / 2, sum(door) / 2, 2.28, facing='-x')
    e4_plate(E4W / 2, switch_y, 1.2, '-x', switch=True)


def e4_street(seed, level=0):
    """What the windows look onto: the building across the street under the sky."""
    x, dz = -E4W / 2 - 12.0, -3.4 * level
    K.box((0.4, 60.0, 8.5), (x, 4.0, dz - 1.0), M.plaster('#cfc6b8', seed=seed), 0.0, name='facade')
    K.box((0.45, 60.0, 1.2), (x + 0.02, 4.0, dz - 1.0), M.stone('#8f8a84', '#6f6a64', scale=1.0, seed=seed), 0.0, name='facade base')
    glass = M.plastic('#2a3038', rough=0.1)
    for row in range(2):
        for k in range(-12, 16):
            K.box((0.05, 1.3, 1.5), (x + 0.2, k * 2.2, dz + 1.2 + row * 3.1), glass, 0.0, name='facade window')
    K.box((14.0, 60.0, 0.1), (-E4W / 2 - 5.0, 4.0, dz - 1.1), M.stone('#6d6b68', '#55534f', scale=2.0, seed=seed + 1), 0.0, name='street')
    K.hdri('city', strength=0.9, rotation=40, camera_sky=[(0.0, '#eef0ee'), (0.25, '#d4dfeb'), (1.0, '#9fb8d8')], camera_strength=1.6)
    K.sun((-0.75, 0.35, 0.9), 6.0, '#ffe9cc', 1.0)


def e4_services(seed, y0, y1, z=2.55, pipe_x=1.8):
    """What runs under an exposed, dark-painted ceiling: a galvanised spiral duct along the room,
    its diffusers, and a sprinkler line with its heads."""
    galv = M.metal('#b9bcc0', rough=0.35, brushed=False, seed=seed)
    K.cyl(0.18, y1 - y0, (-2.2, (y0 + y1) / 2, z - (y1 - y0) / 2), galv, 0.0, rot=(-90, 0, 0), verts=48, name='duct')
    for yy in (y0 + 1.5, y0 + 4.5):
        K.cyl(0.12, 0.16, (-2.2, yy, z - 0.33), galv, 0.003, verts=32, name='diffuser')
        K.cyl(0.05, 0.2, (-2.2, yy, z - 0.18), galv, 0.0, verts=24, name='diffuser neck')
    red = M.paint('#3a3a3d', rough=0.5)
    K.cyl(0.025, y1 - y0, (pipe_x, (y0 + y1) / 2, E4H - 0.18 - (y1 - y0) / 2), red, 0.0, rot=(-90, 0, 0), verts=16, name='sprinkler pipe')
    for k in range(3):
        K.cyl(0.012, 0.08, (pipe_x, y0 + 1.2 + k * 2.4, E4H - 0.27), M.metal('#c9b070', rough=0.3, brushed=False), 0.002, verts=12, name='sprinkler')


def e4_room(seed, y0, y1, wall, floor, back=(), right=(), windows=(), left_wall=None, skirting="#2f2f31", front=None, scuffs=True, floor_from=None, ceiling=None):
    """One room of a floor between y0 and y1 (the back wall at y1): floor, ceiling, back wall with
    `back` openings (xa, xb, za, zb), right wall with `right` openings (ya, yb, za, zb), the street
    wall with `windows` (ya, yb, sill, head), skirting broken at doors, and wear along it; `front`
    (openings) closes the room's -y side too."""
    rnd = random.Random(seed)
    f0 = y0 - 0.2 if floor_from is None else floor_from
    K.box((E4W + 0.4, y1 + 0.2 - f0, 0.1), (0, (f0 + y1 + 0.2) / 2, -0.1), floor, 0, name='floor')
    K.box((E4W + 0.4, y1 - y0 + 0.4, 0.12), (0, (y0 + y1) / 2, E4H), ceiling or M.paint('#eeece7', rough=0.9, seed=seed), 0, name='ceiling')
    G.wall_y(y1 + 0.075, -E4W / 2 - 0.2, E4W / 2 + 0.2, E4H, wall, back)
    if front is not None:
        G.wall_y(y0 - 0.075, -E4W / 2 - 0.2, E4W / 2 + 0.2, E4H, wall, front)
    G.wall_x(E4W / 2 + 0.075, y0 - 0.15, y1 + 0.15, E4H, wall, right)
    G.wall_x(-E4W / 2 - 0.075, y0 - 0.15, y1 + 0.15, E4H, left_wall or wall, windows)
    skirt = M.paint(skirting, rough=0.5)

    def runs(a0, a1, holes):
        pos, out = a0, []
        for a, b, za, zb in sorted(holes):
            if za < 0.1:
                out.append((pos, a))
                pos = b
        out.append((pos, a1))
        return [(a, b) for a, b in out if b - a > 0.02]

    for a, b in runs(-E4W / 2, E4W / 2, back):
        K.box((b - a, 0.012, 0.08), ((a + b) / 2, y1 - 0.006, 0), skirt, 0.002, name='skirting')
    for a, b in runs(y0, y1, right):
        K.box((0.012, b - a, 0.08), (E4W / 2 - 0.006, (a + b) / 2, 0), skirt, 0.002, name='skirting')
    K.box((0.012, y1 - y0, 0.08), (-E4W / 2 + 0.006, (y0 + y1) / 2, 0), skirt, 0.002, name='skirting')
    for ya, yb, sill, head in windows:
        K.window(-E4W / 2, (ya + yb) / 2, sill, yb - ya, head - sill, wall='left', light=220, color='#f2f4f8', frame='#2f3033', opening=True)
    if scuffs:
        mark = M.paint('#6f6b66', rough=0.9)
        for _ in range(10):
            x = rnd.uniform(-E4W / 2 + 0.4, E4W / 2 - 0.4)
            K.box((rnd.uniform(0.05, 0.22), 0.002, rnd.uniform(0.004, 0.012)), (x, y1 - 0.0125, rnd.uniform(0.09, 0.22)), mark, 0.0, name='scuff')


def e4_text_panel(x, y, z, w, h, ground, title, lines, ink, accent=None, sample=None, size=0.07):
    """A printed graphic panel hung 2 cm off the back wall (at y, facing -y): its ground, a title,
    a rule, a few lines of body copy, and an inset material sample with its caption if given."""
    K.box((w, 0.018, h), (x, y - 0.03, z), ground, 0.002, name='graphic panel')
    f = y - 0.04
    K.lettering(title, (x - w / 2 + 0.06, f, z + h - 0.06 - size), size, ink)
    K.box((w - 0.12, 0.001, 0.004), (x, f, z + h - 0.1 - size), accent or ink, 0.0, name='rule')
    zz = z + h - 0.16 - size
    for line in lines:
        K.lettering(line, (x - w / 2 + 0.06, f, zz), size * 0.34, ink)
        zz -= size * 0.6
    if sample is not None:
        sw = w - 0.12
        K.box((sw, 0.02, sw * 0.62), (x, y - 0.05, z + 0.07), sample, 0.002, name='inset sample')


def e4_materials_2025(seed):
    """The 2025 theme finishes as the show's sample panels carry them (Boost, Cosmos, Ooparts)."""
    return [M.terrazzo('#e7dccb', [E4_ORANGE, E4_NAVY, '#8c9bff'], scale=0.12, seed=seed, polish=0.4),
            M.metal('#c9ced6', rough=0.28, seed=seed),
            M.tiles(E4_ORANGE, '#e7dccb', size=0.06, seed=seed + 1, rough=0.3),
            M.pearl('#8c7fd6', metal=0.45, rough=0.25, coat=1.0),
            M.travertine(E4_SAND, E4_HONEY, scale=0.3, seed=seed + 2),
            M.fabric(E4_VIOLET, '#4a3f88', weave=0.002, sheen=1.0),
            M.wood('#d6b48a', '#8a5f38', scale=0.3, seed=seed + 3, along='Z'),
            M.corten(seed=seed + 4, scale=0.4),
            M.terrazzo(E4_NAVY, [E4_ORANGE, '#e7dccb', '#8c9bff'], scale=0.12, seed=seed + 5, polish=0.4),
            M.plastic(E4_LIME, rough=0.45),
            M.stone('#e8e1d5', '#9b8768', scale=0.4, pits=1.0, seed=seed + 6),
            M.tiles(E4_NAVY, '#c9ced6', size=0.05, seed=seed + 7, rough=0.3)]


def e4_floor1(seed):
    """1F: the lobby (y -3.5..3.5) and, through the orange portal in its navy back wall, the photo
    room (y 3.65..10)."""
    rnd = random.Random(seed)
    floor = M.terrazzo('#cdcac4', ['#8c8a86', E4_ORANGE, E4_NAVY, '#f4f1ea'], scale=0.14, seed=seed, polish=0.35, density=0.35)
    white = M.paint(E4_BONE, rough=0.85, seed=seed)
    navy = M.plaster(E4_NAVY, seed=seed + 1)
    orange = M.paint(E4_ORANGE, rough=0.6, seed=seed + 2)
    alu = M.metal('#c9ced6', rough=0.3, seed=seed)
    ink_w = M.paint('#f4f1ea', rough=0.6)
    px0, px1 = 0.3, 2.3  # the portal
    door = (-2.7, -1.7)  # the stair door in the right wall
    e4_room(seed, -3.5, 3.5, white, floor, back=[(px0, px1, 0.0, 2.4)], right=[(door[0], door[1], 0.0, 2.1)],
            windows=[(-2.6, -0.8, 0.45, 2.55), (0.6, 2.6, 0.45, 2.55)], ceiling=M.paint('#2b2b2e', rough=0.8, seed=seed))
    e4_street(seed)
    e4_services(seed, -3.5, 3.5)
    # the navy feature wall: a lime wash on the back wall, proud of it by a centimetre
    for a, b in ((-E4W / 2, px0), (px1, E4W / 2)):
        K.box((b - a, 0.01, E4H - 0.085), ((a + b) / 2, 3.5 - 0.005 - 0.012, 0.08), navy, 0.0, name='feature wall')
    # the orange portal: a deep surround standing 30 cm out of the wall, lined through the wall
    cx = (px0 + px1) / 2
    K.box((0.32, 0.45, 2.75), (px0 - 0.16, 3.5 - 0.075, 0), orange, 0.01, name='portal jamb')
    K.box((0.32, 0.45, 2.75), (px1 + 0.16, 3.5 - 0.075, 0), orange, 0.01, name='portal jamb')
    K.box((px1 - px0 + 0.64, 0.45, 0.35), (cx, 3.5 - 0.075, 2.4), orange, 0.01, name='portal head')
    K.box((px1 - px0, 0.45, 0.01), (cx, 3.5 - 0.075, 0.0), M.metal('#b9bcc0', rough=0.35, seed=seed), 0.002, name='threshold')
    K.lettering('PHOTO ZONE  >', (cx, 3.5 - 0.302, 2.5), 0.085, M.paint(E4_NAVY, rough=0.5), align='CENTER', extrude=0.004)
    # the show's title, cut aluminium on the navy wall, left of the portal
    K.lettering('SY(E)NERGY', (-4.35, 3.47, 1.92), 0.5, orange, extrude=0.015)
    K.lettering('2025 DESIGN TREND POP-UP  /  EP.04', (-4.33, 3.48, 1.75), 0.075, ink_w, extrude=0.002)
    K.lettering('2025.04.10 - 04.27    11:00 - 20:00    STUDIO GYEOL, SEONGSU', (-4.33, 3.48, 1.6), 0.045, alu, extrude=0.001)
    # three theme panels under it
    themes = (('BOOST', ('Ignite Orange, Volt Lime,', 'brushed aluminium,', 'glazed tile'), '#f4f1ea', E4_NAVY, E4_ORANGE, 2),
              ('COSMOS', ('Starlight pearl, violet velvet,', 'a night-sky terrazzo'), '#2a2550', '#f4f1ea', '#8c9bff', 3),
              ('OOPARTS', ('Sand travertine, honey oak,', 'weathering steel'), '#e7dccb', '#3a2e22', E4_HONEY, 4))
    mats = e4_materials_2025(seed + 10)
    for i, (name, lines, ground, ink, acc, m) in enumerate(themes):
        e4_text_panel(-3.85 + i * 1.2, 3.5 - 0.012, 0.35, 1.05, 1.05, M.paint(ground, rough=0.7), name, lines,
                      M.paint(ink, rough=0.6), M.paint(acc, rough=0.5), mats[m], size=0.085)
    # the 2025 sample wall, right of the portal: 3 x 4 panels hung off the wall, a label strip under each row
    for col in range(3):
        for row in range(4):
            m = mats[(col * 4 + row * 5) % len(mats)]
            K.box((0.5, 0.025, 0.5), (3.0 + col * 0.56, 3.5 - 0.03, 0.45 + row * 0.58), m, 0.003, name='sample panel')
            K.box((0.22, 0.004, 0.03), (2.89 + col * 0.56, 3.5 - 0.046, 0.4 + row * 0.58), ink_w, 0.0, name='label')
    K.lettering('MATERIALS 2025', (2.75, 3.48, 2.85 - 0.2), 0.06, ink_w, extrude=0.001)
    # the ceiling tracks: one grazing the back wall, one down the room
    e4_track(-4.6, 4.6, 2.3, [(-3.8, (-3.8, 3.5, 0.9)), (-2.6, (-2.4, 3.5, 1.9)), (-1.2, (-1.2, 3.5, 0.9)), (0.3, (cx, 3.5, 1.0)),
                              (2.3, (cx + 0.5, 3.6, 0.4)), (3.3, (3.4, 3.5, 1.0)), (4.3, (4.1, 3.5, 1.5))], energy=200, angle=30)
    e4_track(-3.0, 3.0, -0.6, [(-2.1, (-2.1, 0.2, 0.9)), (1.0, (0.6, 1.5, 0.0))], energy=140, angle=40)
    for dx, dy in ((-3.2, -2.2), (0.0, -2.2), (3.2, -2.2), (3.2, 0.6)):
        e4_downlight(dx, dy, 60)
    # the stair door: a painted leaf, its frame, a lever, the exit sign over it, a switch beside it
    frame = M.paint('#2f3033', rough=0.45)
    dx0, dx1 = door
    for yy in (dx0 - 0.03, dx1 + 0.03):
        K.box((0.17, 0.06, 2.16), (E4W / 2 + 0.075, yy, 0), frame, 0.004, name='door frame')
    K.box((0.17, dx1 - dx0 + 0.12, 0.06), (E4W / 2 + 0.075, (dx0 + dx1) / 2, 2.1), frame, 0.004, name='door frame')
    K.box((0.045, dx1 - dx0 - 0.01, 2.09), (E4W / 2 + 0.02, (dx0 + dx1) / 2, 0.005), M.paint('#5d6066', rough=0.5), 0.003, name='door leaf')
    K.box((0.05, 0.13, 0.018), (E4W / 2 - 0.03, dx1 - 0.12, 1.02), alu, 0.004, name='lever')
    e4_exit(E4W / 2, (dx0 + dx1) / 2, 2.28, facing='-x')
    # a ceiling-hung exit sign towards the stair, seen from the entrance
    for hx in (3.25, 3.55):
        K.cyl(0.003, 0.3, (hx, 1.6, E4H - 0.3), M.metal('#9a9da2', rough=0.3, brushed=False), 0.0, verts=8, name='hanger')
    e4_exit(3.4, 1.625, 2.56)
    K.lettering('STAIRS  2F  3F', (E4W / 2 - 0.004, dx1 + 0.3, 1.55), 0.06, M.paint('#2f3033', rough=0.6), rot=(90, 0, -90))
    e4_plate(E4W / 2, dx1 + 0.25, 1.2, '-x', switch=True)
    e4_plate(E4W / 2, 1.6, 0.3, '-x')
    e4_plate(-E4W / 2, -0.5, 0.3, '+x')
    e4_plate(-E4W / 2, 2.8, 0.3, '+x')
    # the reception desk: navy lacquer with an orange band, a travertine top, a tablet and leaflets
    rx, ry = -2.7, 0.4
    K.box((1.9, 0.62, 1.0), (rx, ry, 0.06), M.plastic(E4_NAVY, rough=0.45, coat=0.2), 0.01, name='desk')
    K.box((1.86, 0.58, 0.06), (rx, ry, 0.0), M.paint('#111318', rough=0.7), 0.002, name='desk plinth')
    K.box((1.9, 0.01, 0.12), (rx, ry - 0.315, 0.78), orange, 0.002, name='desk band')
    K.lettering('WELCOME', (rx - 0.85, ry - 0.322, 0.55), 0.06, ink_w)
    K.box((1.98, 0.7, 0.04), (rx, ry, 1.06), M.travertine(E4_SAND, E4_HONEY, scale=0.35, seed=seed + 20), 0.004, name='desk top')
    K.box((0.25, 0.18, 0.008), (rx - 0.3, ry + 0.05, 1.1), M.plastic('#15171c', rough=0.15), 0.003, rot=(-12, 0, 8), name='tablet')
    for i, c in enumerate(('#f4f1ea', E4_ORANGE, '#f4f1ea', E4_SAND)):
        K.box((0.15, 0.21, 0.002), (rx + 0.35 + (i % 2) * 0.2, ry - 0.05 + (i // 2) * 0.02, 1.1 + i * 0.002), M.paint(c, rough=0.8), 0.0,
              rot=(0, 0, -6 + i * 5), name='leaflet')
    K.box((0.2, 0.06, 0.26), (rx + 0.8, ry + 0.15, 1.1), M.glass('#ffffff', rough=0.05), 0.004, name='acrylic stand')
    K.lettering('DOCENT TOUR', (rx + 0.71, ry + 0.115, 1.3), 0.025, M.paint(E4_NAVY, rough=0.5))
    # the queue to the portal: two steel posts and a navy belt; orange tape on the floor
    steel = M.metal('#b8bcc2', rough=0.25, brushed=False)
    for qx in (-0.6, 0.1):
        K.cyl(0.16, 0.02, (qx, 1.6, 0), steel, 0.004, name='post foot')
        K.cyl(0.025, 0.95, (qx, 1.6, 0.02), steel, 0.002, name='post')
    K.box((0.7, 0.006, 0.05), (-0.25, 1.6, 0.86), M.fabric(E4_NAVY, weave=0.002), 0.0, name='belt')
    tape = M.plastic(E4_ORANGE, rough=0.6)
    for (x0, y0), (x1, y1) in (((-0.5, -2.6), (0.7, -0.2)), ((0.7, -0.2), (1.3, 2.9))):
        L = math.hypot(x1 - x0, y1 - y0)
        K.box((0.06, L, 0.001), ((x0 + x1) / 2, (y0 + y1) / 2, 0.0), tape, 0.0, rot=(0, 0, -math.degrees(math.atan2(x1 - x0, y1 - y0))), name='tape')
    # a fig by the window, a bench to wait on
    K.plant(-4.3, 2.6, M.ceramic('#3b3a38', rough=0.5), h=1.6, seed=seed)
    K.bench(-4.4, -0.4, 90, M.wood('#d6b48a', '#8a5f38', scale=0.3, seed=seed + 21), M.paint('#1e1e20', rough=0.5), length=1.4)
    e4_photo_room(seed + 50, 3.65, 11.5, floor)


def e4_photo_room(seed, y0, y1, floor):
    """The photo room behind the portal: at its far wall the photo set, an Ignite Orange wall with a
    round opening, a Volt Lime ring lit round its edge, and through it a navy booth lit violet with a
    bench built in at the circle's foot; a PHOTO SPOT mark on the floor, a phone tripod, track spots
    from the left (warm) and the right (cool), and the floor text on the side wall."""
    white = M.paint(E4_BONE, rough=0.85, seed=seed)
    e4_room(seed, y0, y1, white, floor, windows=[(5.0, 6.9, 0.45, 2.55), (7.6, 9.5, 0.45, 2.55)], floor_from=y0 + 0.06)
    cxs, wall_y, depth, r = 1.0, y1 - 1.55, 0.3, 0.98
    zc = 0.45 + r
    orange = M.paint(E4_ORANGE, rough=0.55, seed=seed)
    wall = K.box((E4W, depth, E4H), (0.0, wall_y, 0), orange, 0.0, name='set wall')
    hole = K.cyl(r, depth * 3, (0, 0, 0), None, 0, rot=(90, 0, 0), verts=128)
    hole.location = (cxs, wall_y, zc)
    cut = wall.modifiers.new('portal', 'BOOLEAN')
    cut.operation = 'DIFFERENCE'
    cut.object = hole
    hole.hide_render = True
    bpy.ops.mesh.primitive_torus_add(major_radius=r - 0.01, minor_radius=0.014, location=(cxs, wall_y - depth / 2 + 0.02, zc),
                                     rotation=(math.radians(90), 0, 0), major_segments=128)
    ring = bpy.context.active_object
    ring.name = 'lime ring'
    ring.data.materials.append(M.emission(E4_LIME, 3.5, 'lime ring'))
    navy = M.paint(E4_NAVY, rough=0.6, seed=seed + 1)
    back = wall_y + depth / 2
    K.box((3.0, 0.1, E4H), (cxs, y1 - 0.06, 0), navy, 0.0, name='booth')
    for sx in (-1, 1):
        K.box((0.1, y1 - back + 0.1, E4H), (cxs + sx * 1.3, (back + y1) / 2, 0), navy, 0.0, name='booth')
    K.box((2.6, y1 - back, 0.02), (cxs, (back + y1) / 2, 0.0), navy, 0.0, name='booth floor')
    K.soft(K.box((2.5, 0.34, 0.44), (cxs, back + 0.22, 0.0), M.fabric('#2a3052', '#232a48', weave=0.002, sheen=0.6), 0.04), 2)
    for lamp in (K.area((cxs, (back + y1) / 2, 2.8), (cxs, (back + y1) / 2, 0), 1.0, 260, '#8a6cff'),
                 K.area((cxs, back + 0.1, 1.5), (cxs, y1, 1.0), 1.2, 60, '#b9a6ff')):
        lamp.visible_camera = False
    K.lettering('#Photo   SY(E)NERGY 2025', (cxs, wall_y - depth / 2 - 0.003, 2.6), 0.14, M.paint(E4_NAVY, rough=0.5), align='CENTER', extrude=0.006)
    # a lime neon script on the booth's back wall, framed by the circle
    K.lettering('SY(E)NERGY', (cxs + 0.3, y1 - 0.115, 1.4), 0.2, M.emission(E4_LIME, 6.0, 'neon'), align='CENTER', extrude=0.01)
    # the photo spot on the floor, and a phone on a tripod beside it
    spot_y = wall_y - 2.6
    K.cyl(0.3, 0.001, (cxs - 0.2, spot_y, 0.0), M.plastic(E4_LIME, rough=0.6), 0.0, verts=64, name='photo spot')
    K.lettering('PHOTO SPOT', (cxs - 0.2, spot_y - 0.08, 0.002), 0.07, M.paint(E4_NAVY, rough=0.6), rot=(0, 0, 0), align='CENTER')
    steel = M.metal('#2b2b2d', rough=0.35, brushed=False)
    tx, ty = cxs + 1.6, spot_y + 0.25
    for k in range(3):
        a = math.radians(90 + k * 120)
        K.tube([(tx + 0.28 * math.cos(a), ty + 0.28 * math.sin(a), 0.0), (tx, ty, 1.15)], 0.008, steel, name='tripod leg', taper=1.0)
    K.cyl(0.012, 0.3, (tx, ty, 1.1), steel, 0.002, name='tripod column')
    K.box((0.08, 0.01, 0.16), (tx, ty, 1.38), M.plastic('#15171c', rough=0.2), 0.006, rot=(0, 0, 8), name='phone')
    # side walls: the floor's line and instant photos on the right; a mirror in an oak frame on the left
    ink = M.paint(E4_NAVY, rough=0.6)
    K.lettering('1F  #Photo', (E4W / 2 - 0.004, y0 + 3.6, 2.2), 0.12, ink, rot=(90, 0, -90), extrude=0.003)
    K.lettering('A space that stays as one frame', (E4W / 2 - 0.004, y0 + 3.6, 2.02), 0.055, ink, rot=(90, 0, -90))
    rnd = random.Random(seed)
    for i in range(14):
        py, pz = y0 + 2.1 + (i % 7) * 0.32 + rnd.uniform(-0.03, 0.03), 1.25 + (i // 7) * 0.36 + rnd.uniform(-0.03, 0.03)
        K.box((0.004, 0.088, 0.107), (E4W / 2 - 0.004, py, pz), M.paint('#f7f6f2', rough=0.6), 0.0, rot=(rnd.uniform(-5, 5), 0, 0), name='instant photo')
        K.box((0.002, 0.074, 0.074), (E4W / 2 - 0.007, py, pz + 0.025), M.paint(rnd.choice((E4_ORANGE, '#5b4f9a', '#2a3052', '#e3c9a0', '#8c9bff')), rough=0.5),
              0.0, rot=(rnd.uniform(-5, 5), 0, 0), name='picture')
    e4_track(-3.8, 4.2, y1 - 3.4, [(-1.2, (cxs - 0.6, wall_y - 0.2, 1.2)), (3.0, (cxs + 0.6, wall_y - 0.2, 0.8)), (0.3, (cxs, wall_y, 2.6)),
                                   (4.0, (E4W / 2, y0 + 3.2, 1.5))], energy=320, angle=36)
    for dx, dy in ((-3.0, y0 + 1.5), (3.0, y0 + 1.5)):
        e4_downlight(dx, dy, 50)
    e4_exit(-2.8, y1, 2.35)
    e4_plate(-3.8, y1, 0.3, '-y')
    e4_plate(E4W / 2, y1 - 0.8, 0.3, '-x')


@subject('exhibitions/popupep4-hero')
def _ep4h(seed):
    """The EP.04 entrance (blind review 2026-12-03: "an orange arch in a grey box, a flat test
    render"): the lobby of the 1F at true scale. The navy feature wall with the show's title cut in
    orange, the three themes' printed panels each with its material inset, the 2025 sample wall, and
    between them a deep Ignite Orange portal onto the photo room, whose orange set and lime ring show
    through it; the reception desk in travertine and navy, a queue belt, orange floor tape to the
    portal, the street's daylight through two windows, track spots grazing the wall, the stair door
    with its exit sign."""
    mood(key=0.38, fill=5, color='#fff4ea')
    e4_floor1(seed)
    return cam((3.4, -2.6, 1.45), (-0.2, 3.5, 1.45), 21, shift=(0.0, -0.035))


@subject('exhibitions/popupep4-1')
def _ep4_1(seed):  # 1F photo zone in the theme colours
    """The EP.04 photo room (blind review: "a sphere in a round niche"): the same 1F, past the
    portal. The orange set wall with its round opening, a lime ring lit round the edge, a navy booth
    with a built-in bench to sit in the circle; the PHOTO SPOT mark and a phone on a tripod; instant
    photos and the floor's line on the side wall; a street window on the left."""
    mood(key=0.38, fill=5, color='#fff4ea')
    e4_floor1(seed)
    return cam((-0.8, 4.2, 1.45), (1.9, 9.95, 1.45), 26)


@subject('exhibitions/popupep4-2')
def _ep4_2(seed):  # 2F #Experience: the material table, the drawing wall, the docent's start
    """The EP.04 2F at true scale (issue 28's close table now stands in its floor): the long navy
    experience table with the 2025 samples laid out to be handled (terrazzo, brushed aluminium,
    orange tile, violet velvet, oak, pearl lacquer, travertine, a lime laminate cut to show its core,
    one held up in a slotted stand), stools round it; on the back wall the sample panels on a navy
    band under the floor's line; on the right the drawing wall where the visitors' drawings hung, its
    table of sheets and pencils below; the docent tour's totem; daylight from the street windows,
    track spots, skirting, sockets, the exit sign over the stair door."""
    mood(key=0.44, fill=10, color='#fff6ea')
    rnd = random.Random(seed)
    floor = M.terrazzo('#e7dccb', [E4_ORANGE, E4_NAVY, '#8c9bff'], scale=0.14, seed=seed, polish=0.3, density=0.35)
    wall = M.paint(E4_BONE, rough=0.85, seed=seed)
    door = (-3.2, -2.2)
    e4_room(seed, -3.5, 3.5, wall, floor, right=[(door[0], door[1], 0.0, 2.1)], windows=[(-2.6, -0.6, 0.45, 2.55), (0.4, 2.4, 0.45, 2.55)],
            ceiling=M.paint('#2b2b2e', rough=0.8, seed=seed))
    e4_street(seed, level=1)
    e4_services(seed, -3.5, 3.5)
    navy = M.paint(E4_NAVY, rough=0.55)
    ink_w = M.paint('#f4f1ea', rough=0.6)
    # the back wall: a navy band of sample panels under the floor's line
    K.box((6.4, 0.01, 1.5), (-0.8, E4D / 2 - 0.006, 0.75), navy, 0.0, name='navy band')
    mats = e4_materials_2025(seed + 10)
    for col in range(9):
        for row in range(2):
            K.box((0.5, 0.025, 0.5), (-3.6 + col * 0.7, E4D / 2 - 0.03, 0.95 + row * 0.62), mats[(col * 2 + row * 7) % len(mats)], 0.003, name='sample panel')
            K.box((0.2, 0.004, 0.028), (-3.75 + col * 0.7, E4D / 2 - 0.046, 0.9 + row * 0.62), ink_w, 0.0, name='label')
    K.lettering('2F  #Experience', (-4.0, E4D / 2 - 0.004, 2.6), 0.13, navy, extrude=0.003)
    K.lettering('Trends read by the fingertips', (-4.0, E4D / 2 - 0.004, 2.44), 0.055, navy)
    # the experience table with its samples
    top = 0.9
    K.table(-0.9, 0.9, 0, M.paint(E4_NAVY, rough=0.5), M.metal('#c9ced6', rough=0.3, seed=seed), w=3.2, d=1.2, h=top)
    samples = [mats[i] for i in (8, 1, 2, 5, 6, 3, 4, 0)]
    spots = [(-2.1, 0.62), (-1.72, 0.95), (-1.35, 0.6), (-1.0, 0.98), (-0.62, 0.66), (-0.25, 1.02), (0.1, 0.6),
             (-2.05, 1.2), (-1.55, 1.25), (-0.8, 1.25), (-0.05, 1.28), (-1.15, 0.78)]
    for i, (x, y) in enumerate(spots):
        w, d = rnd.choice(((0.2, 0.2), (0.24, 0.16), (0.16, 0.16), (0.3, 0.15)))
        K.box((w, d, rnd.choice((0.012, 0.02, 0.03))), (x, y, top), samples[i % len(samples)], 0.002, rot=(0, 0, rnd.uniform(-25, 25)), name='sample')
    for z, m in ((0.0, M.plastic('#8e949b', rough=0.4)), (0.008, M.plastic(E4_LIME, rough=0.4)), (0.016, M.plastic('#8e949b', rough=0.4))):
        K.box((0.24, 0.16, 0.008), (-0.4, 0.82, top + z), m, 0.0008, rot=(0, 0, -18), name='laminate')
    oakw = M.wood('#d6b48a', '#8a5f38', scale=0.2, seed=seed + 3)
    K.box((0.3, 0.08, 0.03), (0.3, 1.0, top), oakw, 0.003, name='stand')
    K.box((0.22, 0.018, 0.26), (0.3, 1.01, top + 0.02), mats[3], 0.002, rot=(-8, 0, 0), name='sample up')
    for x, y in ((-1.9, 1.8), (-0.9, 1.8), (0.1, 1.8), (-1.6, -0.05), (-0.3, -0.05)):
        K.stool(x, y, M.paint(E4_ORANGE, rough=0.5), M.metal('#c9ced6', rough=0.3, seed=seed), h=0.7)
    # the drawing wall on the right: the visitors' drawings pinned up, the drawing table below
    K.box((0.02, 3.0, 1.3), (E4W / 2 - 0.012, 0.9, 0.9), M.paint('#b08a5a', rough=0.95), 0.002, name='pinboard')
    for i in range(12):
        py, pz = -0.4 + (i % 6) * 0.5 + rnd.uniform(-0.03, 0.03), 1.0 + (i // 6) * 0.6 + rnd.uniform(-0.03, 0.03)
        K.box((0.003, 0.3, 0.42), (E4W / 2 - 0.024, py, pz), M.paint('#fbfaf6', rough=0.9), 0.0, rot=(rnd.uniform(-3, 3), 0, 0), name='drawing')
        for k, c in enumerate(rnd.sample([E4_ORANGE, E4_VIOLET, E4_SAND, E4_HONEY, E4_LIME, E4_NAVY, '#8c9bff'], 3)):
            K.box((0.002, rnd.uniform(0.08, 0.18), rnd.uniform(0.06, 0.14)), (E4W / 2 - 0.027, py + rnd.uniform(-0.07, 0.07), pz + 0.06 + k * 0.1), M.paint(c, rough=0.9),
                  0.0, name='drawing colour')
    K.lettering('YOUR SPACE, DRAWN', (E4W / 2 - 0.004, -0.5, 2.35), 0.07, navy, rot=(90, 0, -90))
    K.table(E4W / 2 - 0.55, 0.9, 90, M.wood('#e2cfae', '#b89b72', scale=0.5, seed=seed + 4), M.paint('#2b2a28', rough=0.5), w=2.0, d=0.8, h=0.74)
    paper = M.paint('#fbfaf6', rough=0.9)
    for k in range(4):
        K.box((0.3, 0.42, 0.0012), (E4W / 2 - 0.55 + rnd.uniform(-0.1, 0.1), 0.2 + k * 0.45, 0.74), paper, 0.0, rot=(0, 0, rnd.uniform(-10, 10)), name='sheet')
    for k, c in enumerate((E4_ORANGE, E4_VIOLET, E4_NAVY, E4_LIME, E4_HONEY)):
        K.cyl(0.004, 0.16, (E4W / 2 - 0.7, 0.5 + k * 0.05, 0.744), M.plastic(c, rough=0.35), 0.0005, rot=(0, 90, rnd.uniform(-20, 20)), verts=6, name='pencil')
    # the docent tour's totem by the stair door
    K.box((0.56, 0.05, 1.7), (3.2, -2.0, 0.015), navy, 0.004, rot=(0, 0, -20), name='totem')
    K.box((0.6, 0.35, 0.015), (3.2, -2.0, 0.0), navy, 0.002, rot=(0, 0, -20), name='totem foot')
    e4_stair_door(door, '#2f3033', '#5d6066', door[1] + 0.25)
    e4_plate(-E4W / 2, -1.4, 0.3, '+x')
    e4_plate(2.6, E4D / 2, 0.3, '-y')
    e4_track(-4.0, 4.0, 1.9, [(-3.4, (-3.2, 3.5, 1.2)), (-2.0, (-1.8, 3.5, 1.2)), (-0.6, (-0.4, 3.5, 1.2)), (-1.8, (-1.5, 0.9, 0.9)),
                              (0.0, (-0.4, 0.9, 0.9)), (3.2, (E4W / 2, 0.9, 1.4))], energy=200, angle=36)
    K.area((-2.4, 0.9, 1.3), (0.0, 0.9, 0.9), 1.0, 120, '#fff0dc', size_y=0.4, name='rake').visible_camera = False
    return cam((1.7, -1.5, 1.45), (-1.3, 2.3, 1.45), 24, shift=(0.0, -0.1))


def planet_rim(centre, radius, strength, seed):
    """EP.04's media art (Cosmos): a planet's rim as projected light, for a wall-sized box. `centre`
    is the planet's centre in the box's own coordinates (from its middle), so the rim crosses the
    wall where the distance from it is `radius`: below, the planet's night side, near
    black; the rim a line of light a few centimetres wide; above it the planet's violet air fading
    into space, with fine stars that keep clear of the air."""
    t = M.Tree('planet rim')
    mp = t.coords(seed=0)
    mp.vector_type = 'TEXTURE'  # subtracts its location: distances from `centre`
    mp.inputs['Location'].default_value = centre
    dist = t.node('ShaderNodeVectorMath', operation='LENGTH')
    t.link(mp, 'Vector', dist, 0)
    v = t.node('ShaderNodeMapRange')
    v.inputs['From Min'].default_value = radius - 0.3
    v.inputs['From Max'].default_value = radius + 1.7
    t.link(dist, 'Value', v, 'Value')
    col = t.ramp(v, 'Result', [(0.0, '#05040f'), (0.135, '#0d0b26'), (0.147, '#6b5fd0'), (0.151, '#f4f0ff'), (0.168, '#9a8cff'),
                               (0.3, '#3b2f7a'), (0.55, '#15123a'), (1.0, '#06051a')])
    # stars: one in some of a fine grid's cells, a point a few millimetres across at the wall's scale
    st = t.coords(seed=seed)
    vor = t.node('ShaderNodeTexVoronoi')
    vor.inputs['Scale'].default_value = 38.0
    t.link(st, 'Vector', vor, 'Vector')
    dot = t.ramp(vor, 'Distance', [(0.0, (1.4, 1.4, 1.5, 1)), (0.05, (0, 0, 0, 1))])
    sep = t.node('ShaderNodeSeparateColor')
    t.link(vor, 'Color', sep, 'Color')
    kept = t.math('LESS_THAN', (sep, 'Red'), vb=0.35)
    clear = t.math('GREATER_THAN', (v, 'Result'), vb=0.42)
    both = t.math('MULTIPLY', (kept, 'Value'), (clear, 'Value'))
    stars = t.mix((both, 'Value'), (0, 0, 0, 1), (dot, 'Color'))
    lit = t.mix(1.0, (col, 'Color'), (stars, 'Color'), 'ADD')
    e = t.node('ShaderNodeEmission')
    e.inputs['Strength'].default_value = strength
    t.link(lit, 'Color', e, 'Color')
    t.link(e, 'Emission', t.out, 'Surface')
    return t.mat


def orbits(centre, strength):
    """EP.04's floor projection: orbits round `centre` (in the floor's own coordinates), thin
    lavender lines at radii growing as the square of their number, on a near-black ground."""
    t = M.Tree('orbits')
    mp = t.coords(seed=0)
    mp.vector_type = 'TEXTURE'  # subtracts its location: distances from `centre`
    mp.inputs['Location'].default_value = centre
    dist = t.node('ShaderNodeVectorMath', operation='LENGTH')
    t.link(mp, 'Vector', dist, 0)
    root = t.math('SQRT', (dist, 'Value'))
    ring = t.math('FRACT', (t.math('MULTIPLY', (root, 'Value'), vb=2.6), 'Value'))
    col = t.ramp(ring, 'Value', [(0.0, '#c9c0ff'), (0.018, '#4a4390'), (0.05, '#0a091c'), (0.95, '#0a091c'), (0.985, '#4a4390'), (1.0, '#c9c0ff')])
    e = t.node('ShaderNodeEmission')
    e.inputs['Strength'].default_value = strength
    t.link(col, 'Color', e, 'Color')
    t.link(e, 'Emission', t.out, 'Surface')
    return t.mat


def e4_floor3(seed):
    """3F #Next: the media-art room (x 0.65..5, dark) and, through a wide opening in its partition,
    the lounge with the tasting counter under a back-wall window (x -5..0.5, daylight)."""
    rnd = random.Random(seed)
    floor = M.wood('#c9a77c', '#7a5533', scale=0.6, seed=seed, planks=(1.8, 0.18))
    wall = M.paint(E4_BONE, rough=0.85, seed=seed)
    win = (-2.5, -0.9, 0.95, 2.5)
    e4_room(seed, -3.5, 3.5, wall, floor, back=[win], windows=[(-2.9, -1.1, 0.45, 2.55), (0.1, 1.9, 0.45, 2.55)], front=[])
    e4_street(seed, level=2)
    # the back window's view: the roofs and the block behind
    K.window(win[0] + (win[1] - win[0]) / 2 - 0.0, E4D / 2 + 0.075, win[2], win[1] - win[0], win[3] - win[2], wall='back', light=160,
             color='#f2f4f8', frame='#2f3033', opening=True)
    K.box((30.0, 0.4, 9.0), (0.0, E4D / 2 + 14.0, -1.0), M.plaster('#d6cfc4', seed=seed + 3), 0.0, name='facade behind')
    glass = M.plastic('#2a3038', rough=0.1)
    for row in range(3):
        for k in range(-6, 7):
            K.box((1.2, 0.05, 1.4), (k * 2.0 + 0.5, E4D / 2 + 13.78, 0.9 + row * 3.0), glass, 0.0, name='facade window')
    # the partition between the lounge and the media room, its opening with a half-drawn black curtain
    part_x, op = 0.575, (0.7, 2.9)
    G.wall_x(part_x, -3.5, 3.5, E4H, wall, [(op[0], op[1], 0.0, 2.4)], name='partition')
    dark = M.paint('#19191c', rough=0.85, seed=seed + 1)
    x0, x1 = part_x + 0.08, E4W / 2
    cx = (x0 + x1) / 2
    K.box((x1 - x0, 0.01, E4H), (cx, E4D / 2 - 0.006, 0), dark, 0.0, name='media lining')
    K.box((x1 - x0, 0.01, E4H), (cx, -E4D / 2 + 0.006, 0), dark, 0.0, name='media lining')
    K.box((0.01, E4D, E4H), (x1 - 0.006, 0, 0), dark, 0.0, name='media lining')
    for a, b in ((-3.5, op[0]), (op[1], 3.5)):
        K.box((0.01, b - a, E4H), (x0 - 0.004, (a + b) / 2, 0), dark, 0.0, name='media lining')
    K.box((0.01, op[1] - op[0], E4H - 2.4), (x0 - 0.004, (op[0] + op[1]) / 2, 2.4), dark, 0.0, name='media lining')
    K.box((x1 - x0, E4D, 0.01), (cx, 0, E4H - 0.012), dark, 0.0, name='media ceiling')
    K.box((x1 - x0, E4D, 0.004), (cx, 0, 0.0), M.plastic('#141416', rough=0.18, coat=0.6), 0.0, name='media floor')
    curtain = M.fabric('#121214', weave=0.003, sheen=0.25)
    K.moved(lambda: G.curtain(-0.45, 0.35, 0, 2.38, curtain, depth=0.06, folds=7), x0 + 0.08, op[1] - 0.4, turn=90)
    K.box((0.03, op[1] - op[0] + 0.4, 0.03), (x0 + 0.08, (op[0] + op[1]) / 2, 2.38), M.paint('#1e1e20', rough=0.5), 0.002, name='curtain track')
    # the projections (the seventh review read terrazzo projected on every surface as "a purple
    # box sprinkled with confetti"): Cosmos as one image, a planet's rim rising across the back wall
    # in a thin line of light with its violet air above it and fine stars beyond; on the right wall
    # the same sky over the glow of a far, flatter horizon; on the floor, orbits in thin lavender lines, wider
    # apart as they go out, the dark resin between them giving the walls back
    bw = x1 - x0 - 0.3
    K.box((bw, 0.01, 2.75), (cx + 0.05, E4D / 2 - 0.015, 0.12), planet_rim((-0.35, 0.0, -6.3), 6.0, 2.2, seed + 30), 0.0, name='projection')
    K.box((0.01, 4.8, 2.75), (x1 - 0.015, 0.9, 0.12), planet_rim((0.0, 0.0, -60.0), 58.9, 1.4, seed + 33), 0.0, name='projection')
    G.mesh('floor projection', [(x0 + 0.5, -1.2, 0.006), (x1 - 0.3, -1.2, 0.006), (x1 - 0.2, 3.2, 0.006), (x0 + 0.3, 3.2, 0.006)], [(0, 1, 2, 3)],
           orbits((cx + 0.3, E4D / 2 - 0.2, 0.0), 0.9), smooth=False)
    # the projectors: dark housings on drop rods from the ceiling (white ones read as boxes hung in
    # the dark), their lenses lit, each with the light it throws
    body = M.plastic('#1d1d20', rough=0.45)
    bar = M.paint('#2b2a28', rough=0.5)
    lens = M.emission('#f2ecff', 9, 'projector lens')
    from mathutils import Vector
    for (px, py, pz), aim in (((2.9, -0.5, 2.5), (2.9, 3.5, 1.4)), ((2.4, 0.6, 2.55), (2.8, 1.2, 0.0)), ((4.3, 2.2, 2.5), (5.0, 0.9, 1.4))):
        K.box((0.05, 0.05, E4H - pz - 0.14), (px, py, pz + 0.14), bar, 0.002, name='drop rod')
        d = (Vector(aim) - Vector((px, py, pz))).normalized()
        pr = K.box((0.42, 0.34, 0.15), (0, 0, -0.075), body, 0.012, name='projector')
        pr.location = (px, py, pz)
        pr.rotation_euler = d.to_track_quat('Y', 'Z').to_euler()
        ln = K.cyl(0.045, 0.02, (0, 0, -0.01), lens, 0.0, name='lens')
        ln.location = Vector((px, py, pz)) + d * 0.175
        ln.rotation_euler = d.to_track_quat('Z', 'Y').to_euler()
        K.spot(tuple(Vector((px, py, pz)) + d * 0.2), aim, 25, '#d9d2ff', 55, 0.3, 0.02)
    # low benches in the projection, floor cushions, speakers, the exit sign and the room's label
    for bx, by, r in ((2.3, 1.2, 4), (3.9, 0.0, -6)):
        K.bench(bx, by, r, M.plastic('#0d0d0e', rough=0.6), length=1.5, h=0.4)
    for sx in (x0 + 0.4, x1 - 0.4):
        K.box((0.22, 0.2, 0.36), (sx, E4D / 2 - 0.2, 2.35), M.plastic('#0f0f10', rough=0.6), 0.01, name='speaker')
    e4_exit(x0, -2.6, 2.3, facing='+x')
    K.lettering('3F  MEDIA ART  /  COSMOS', (x0 + 0.004, op[0] - 0.1, 1.6), 0.05, M.emission('#e8e4f4', 1.2, 'label'), rot=(90, 0, 90), align='RIGHT')
    K.lettering('screenings every 15 minutes', (x0 + 0.004, op[0] - 0.1, 1.5), 0.03, M.emission('#bdb8cc', 0.8, 'label'), rot=(90, 0, 90), align='RIGHT')
    K.box((0.012, 3.5 - op[1], 0.08), (x0 + 0.006, (op[1] + 3.5) / 2, 0.0), M.paint('#0e0e10', rough=0.5), 0.002, name='skirting')
    # ── the lounge: the tasting counter under the back window, lounge chairs, the three drinks
    trav = M.travertine(E4_SAND, E4_HONEY, scale=0.3, seed=seed + 4)
    K.box((2.6, 0.5, 1.0), (-1.7, E4D / 2 - 0.3, 0), M.corten(seed=seed + 5, scale=0.4), 0.004, name='counter')
    K.box((2.7, 0.58, 0.04), (-1.7, E4D / 2 - 0.3, 1.0), trav, 0.004, name='counter top')
    drinks = ((E4_ORANGE, 'BOOST'), ('#8c7fd6', 'COSMOS'), ('#d9a04a', 'OOPARTS'))
    paper = M.paint('#f5f2ea', rough=0.9)
    ink = M.paint('#3c3a36', rough=0.6)
    for i, (c, name) in enumerate(drinks):
        for k in range(2):
            G.vessel(-2.55 + i * 0.75 + k * 0.14, E4D / 2 - 0.25 - k * 0.08, 1.04, 0.036, 0.11, drink=(c, True), fill=0.72)
        K.box((0.1, 0.06, 0.0015), (-2.4 + i * 0.75, E4D / 2 - 0.44, 1.04), paper, 0.0, rot=(0, 0, -3 + i * 3), name='card')
        K.lettering(name, (-2.44 + i * 0.75, E4D / 2 - 0.45, 1.0418), 0.012, ink, rot=(0, 0, -3 + i * 3))
    for sx in (-2.6, -1.7, -0.8):
        K.stool(sx, E4D / 2 - 0.85, M.travertine(E4_SAND, E4_HONEY, scale=0.2, seed=seed + 7), M.metal('#2b2a28', rough=0.4), h=0.72)
        G.shade_pendant(sx, E4D / 2 - 0.35, 1.95, M.metal('#26325a', rough=0.3, brushed=False, seed=seed), energy=18, ceiling=E4H)
    G.lounge_chair(-0.4, 1.4, 200, M.fabric(E4_VIOLET, '#4a3f88', weave=0.002, sheen=0.8), M.metal('#2b2a28', rough=0.4))
    G.lounge_chair(-3.4, 0.8, 150, M.fabric('#e7dccb', '#d9ccb6', weave=0.002, sheen=0.5), M.metal('#2b2a28', rough=0.4))
    G.side_table(-1.6, 1.0, M.travertine(E4_SAND, E4_HONEY, scale=0.2, seed=seed + 8), M.metal('#2b2a28', rough=0.4))
    K.rug(-1.8, 1.0, 3.0, 2.0, M.fabric('#d9ccb6', '#cbbda4', weave=0.006))
    K.lettering('3F  #Next', (-4.6, E4D / 2 - 0.004, 2.45), 0.12, M.paint(E4_NAVY, rough=0.6), extrude=0.003)
    K.lettering('A preview of the next space', (-4.6, E4D / 2 - 0.004, 2.28), 0.05, M.paint(E4_NAVY, rough=0.6))
    e4_plate(-0.2, E4D / 2, 0.3, '-y')
    e4_plate(0.3, E4D / 2, 1.2, '-y', switch=True)
    for dx, dy in ((-3.5, -1.5), (-1.5, -1.5), (-3.5, 1.8), (-0.6, 2.0)):
        e4_downlight(dx, dy, 70)




@subject('exhibitions/popupep4-3')
def _ep4_3(seed):
    """EP.04 3F #Next (blind reviews: "a kitsch starry-cloud room", then "a purple confetti box"): the
    media-art room in the dark, Cosmos projected as one image, a planet's rim of light rising across
    the back wall under fine stars, a far horizon's glow on the right one, orbits drawn on the floor
    (`planet_rim`, `orbits`); the three projectors dark on their drop rods with their lenses lit,
    low benches in the light; through the partition's opening
    past a half-drawn black curtain, the daylit lounge and its tasting counter of three drinks under
    the back window."""
    mood(key=0.3, fill=0)
    e4_floor3(seed)
    return cam((3.7, -3.05, 1.45), (2.6, 3.5, 1.45), 21, shift=(0.0, 0.0))


@subject('exhibitions/popupep3-hero')
def _ep3h(seed):  # the route up: from Evoke's beige ground floor to the grey Ore floor above
    """EP.03's hero: the show's route from emotion to essence, the stair that climbed from the Evoke
    floor to the Ore floor, seen square on from the ground floor's middle at eye height. The hall is
    double height; below 3.2 m its walls are Evoke's beige lime plaster over an oak floor, above it
    the back wall turns Ore's graphite, where the flight lands by the doorway into the Ore floor (a
    honed slab lit on its far wall) under its name, Find's name in pale green over it for the floor
    beyond. A boxed-in flight of eighteen 178 mm risers with oak treads, black steel flats and rail
    on its open side; the afternoon sun through the tall window at the left across the floor; a
    clay-pink bench, a plant and a jute mat at the flight's foot. (It had been the venue from across
    the street, which the fifteenth review read as "an empty three-storey glass box between blank
    blocks, massing-study quality"; the issue's rule is a storefront at street scale or none.)"""
    mood(key=0.42, fill=8, color='#fff0e0')
    rnd = random.Random(seed)
    W, D, H, UP = 7.0, 6.0, 6.4, 3.2
    beige = M.plaster('#e9d8c4', seed=seed)
    graphite = M.paint('#55575b', rough=0.8, seed=seed)
    clay = M.plaster('#d8a48f', seed=seed + 1)
    K.room(W, D, H, beige, oak(seed, '#d8b894', '#9a7450'), left=False, back=False, skirting=M.paint('#cdbba4', rough=0.6))
    # the back wall: its doorway into the Ore floor over the landing, beige up to 3.2 m, graphite above
    door = (-3.1, -2.0, UP, UP + 2.2)
    G.wall_y(D / 2 + 0.075, -W / 2 - 0.2, W / 2 + 0.2, H, beige, [door])
    G.wall_y(D / 2 - 0.002, -W / 2, W / 2, H - UP, graphite, [(door[0], door[1], 0.0, 2.2)], t=0.004, name='ore paint')
    for o in bpy.data.objects:
        if o.name.startswith('ore paint'):
            o.location.z += UP
    K.box((W, 0.012, 0.03), (0, D / 2 - 0.006, UP - 0.015), M.paint('#3c3e42', rough=0.5), 0.0, name='shadow gap')
    # beyond the doorway: the Ore floor, dim, a honed graphite slab grazed by its spot
    K.box((2.4, 3.0, 0.1), (-2.55, D / 2 + 1.6, UP - 0.1), M.stone('#4a4845', '#3a3836', scale=1.2, veins=0.06, rough=0.3, seed=seed), 0.0)
    K.box((2.4, 0.12, 2.8), (-2.55, D / 2 + 3.0, UP), graphite, 0.0, name='ore wall')
    K.box((0.12, 3.0, 2.8), (-3.7, D / 2 + 1.6, UP), graphite, 0.0, name='ore wall')
    K.box((0.12, 3.0, 2.8), (-1.4, D / 2 + 1.6, UP), graphite, 0.0, name='ore wall')
    K.box((2.4, 3.0, 0.1), (-2.55, D / 2 + 1.6, UP + 2.8), graphite, 0.0, name='ore ceiling')
    K.box((0.8, 0.04, 1.6), (-2.5, D / 2 + 2.92, UP + 0.3), M.stone('#3a3a3c', '#8e8a84', scale=0.25, seed=seed + 2, rough=0.8, cleft=0.8),
          0.003, name='slab')
    K.spot((-2.5, D / 2 + 1.2, UP + 2.6), (-2.5, D / 2 + 2.9, UP + 1.0), 700, '#fff0da', 40, 0.5, 0.03)
    K.area((-2.55, D / 2 + 1.6, UP + 2.7), (-2.55, D / 2 + 1.6, UP), 1.2, 60, '#fff4e6')
    frame = M.paint('#2a2b2d', rough=0.45)
    for x in (door[0] - 0.025, door[1] + 0.025):
        K.box((0.05, 0.2, 2.22), (x, D / 2 + 0.075, UP), frame, 0.002, name='door frame')
    K.box((door[1] - door[0] + 0.1, 0.2, 0.05), ((door[0] + door[1]) / 2, D / 2 + 0.075, UP + 2.2), frame, 0.002, name='door head')
    # the floors' names: Ore over the landing, Find in its pale green above; Evoke at the flight's foot
    K.lettering('2F  ORE', (-1.75, D / 2 - 0.012, UP + 1.75), 0.2, M.paint('#ece7de', rough=0.6), extrude=0.003, sign=True)
    K.lettering('3F  FIND', (-1.75, D / 2 - 0.012, UP + 1.45), 0.11, M.paint('#bcd6c4', rough=0.6), extrude=0.002, sign=True)
    # (set from the wall's right end: from its left it ran off the wall and out of the frame)
    K.lettering('1F  EVOKE', (3.3, D / 2 - 0.012, 1.95), 0.14, M.paint('#9a5a44', rough=0.6), extrude=0.003, align='RIGHT', sign=True)
    # the flight: 18 risers of 178 mm up the back wall to the landing at 3.2 m, boxed in beige
    width = 1.1
    y0 = D / 2 - 0.03 - width / 2
    tread = M.wood('#caa07a', '#8d6442', scale=0.3, seed=seed + 3)
    land_x1, top = G.flight(2.9, y0, width, 18, beige, tread, rise=UP / 18, going=0.28)
    K.box((land_x1 + W / 2, width, top), ((land_x1 - W / 2) / 2, y0, 0.0), beige, 0.002, name='landing')
    K.box((land_x1 + W / 2, width, 0.012), ((land_x1 - W / 2) / 2, y0, top), tread, 0.002, name='landing floor')
    # the guarding on the open side: black steel flats at 110 mm, a round rail on top
    steel = M.metal('#2a2b2d', rough=0.45, brushed=False)
    edge = y0 - width / 2 + 0.03
    x = 2.9 - 0.1
    while x > -W / 2 + 0.1:
        z0 = min(max(0.0, (2.9 - x) / 0.28 * UP / 18), top) if x > land_x1 else top
        K.box((0.012, 0.04, 0.9), (x, edge, z0), steel, 0.001, name='baluster')
        x -= 0.11
    for a, b in (((3.15, edge, 0.92), (land_x1, edge, top + 0.92)), ((land_x1, edge, top + 0.92), (-W / 2 + 0.05, edge, top + 0.92))):
        K.tube([a, b], 0.02, steel, name='handrail', taper=1.0)
    # the tall window at the left, the afternoon sun through it across the oak
    G.sunlit_left_wall(W, D, H, beige, (-1.2, 1.4, 0.5, 3.0), light=300, color='#fff1de', view='#fff4e8', frame='#2a2b2d')
    K.hdri('city', strength=0.6, rotation=60, camera_sky=[(0.0, '#eef0ee'), (0.3, '#d4dfeb'), (1.0, '#a7bedb')], camera_strength=1.3)
    K.sun((-1.0, -0.55, 0.6), 28.0, '#ffe9cc', angle=0.8)
    # at the flight's foot: a clay-pink upholstered bench, a rubber plant, a jute mat, the programme
    K.bench(0.6, 1.6, 0, M.fabric('#c98f78', '#b97f68', weave=0.004), M.wood('#8d6442', '#5a3e28', scale=0.3, seed=seed + 4), length=1.5)
    K.box((0.21, 0.3, 0.004), (1.0, 1.62, 0.44), M.paint('#f4f1ea', rough=0.85), 0.0, rot=(0, 0, 14), name='programme')
    K.plant(-1.4, 1.9, clay, h=1.7, seed=seed)
    K.rug(0.4, 0.2, 2.6, 1.6, M.fabric('#c9b48e', '#b59f78', weave=0.006))
    # the hall's light: a soft top light, a wash on the graphite under the ceiling
    K.area((0.0, 0.0, H - 0.1), (0.0, 0.0, 0.0), 4.0, 180, '#fff4e6', size_y=3.0)
    K.spot((-1.2, 1.0, H - 0.2), (-1.2, D / 2, UP + 1.5), 260, '#fff1dc', 60, 0.6, 0.03)
    for i in range(3):
        # wear: the first treads' front edges worn paler where the feet land
        K.box((0.02, rnd.uniform(0.2, 0.4), 0.001), (2.9 - (i + 1) * 0.28 + 0.27, y0 + rnd.uniform(-0.3, 0.3), (i + 1) * UP / 18),
              M.wood('#dcc09a', '#b0906a', scale=0.3, seed=seed + 5), 0.0, name='wear')
    # from the ground floor's front right at eye height, level, turned a little to the window: the
    # sun on the oak and the flight climbing to the landing, the frame shifted up to take it in
    return cam((1.5, -2.7, 1.55), (-0.7, 3.0, 1.55), 20, shift=(0.0, 0.15))


@subject('exhibitions/popupep3-1')
def _ep3_1(seed):  # 1F Evoke: a room with rounded furniture and beige walls
    """The Evoke floor's room in the afternoon (issue 28: a far view lit by a glowing pane): beige
    plaster walls with a rose-clay arch, a low blush sofa with a clay throw over its arm, a round oak
    table with a clay vase, a brown pouf, and sun through a real window laying its frame across the
    oak floor."""
    mood(key=0.46, fill=18, color='#ffeede')
    wall = M.plaster('#e9d8c4', seed=seed)
    K.room(6, 4.5, 3, wall, oak(seed, '#d8b894', '#9a7450'), left=False)
    G.sunlit_left_wall(6, 4.5, 3.0, wall, (-0.2, 1.4, 0.5, 2.4), light=220, color='#fff0e0', view='#fff4e8')
    K.sun((-1.0, -0.35, 0.5), 35.0, '#ffe8cc', 0.8)
    K.arch(1.6, 2.2, 1.5, 2.4, 0.1, M.plaster('#d8a48f', seed=seed + 1))
    sofa = K.sofa(-0.2, 1.55, 0, M.fabric('#f1e8e1', '#e6dcd4', weave=0.003), width=2.2)
    G.drape((0.9, 0.55), (0.6, 1.45, 0.63), M.fabric('#c98f78', '#b97f68', weave=0.005), sofa, rot=-4, thick=0.01,
            stiff=25, bend=2, name='throw')
    oakw = M.wood('#caa07a', '#8d6442', scale=0.3, seed=seed + 2)
    K.table(-0.25, 0.45, 0, oakw, oakw, w=0.95, h=0.38, thick=0.05, round_top=True)
    G.vessel(-0.1, 0.45, 0.38, 0.07, 0.2, M.plaster('#d8a48f', seed=seed + 3), neck=0.45)
    G.books(-0.45, 0.5, 0.38, [M.fabric('#e9d8c4', weave=0.002), M.fabric('#7b4b3a', weave=0.002)], n=2, rot=-10)
    K.soft(K.cyl(0.29, 0.4, (1.3, 0.55, 0.0), M.fabric('#7b4b3a', weave=0.003), 0.08, verts=64))  # the pouf
    K.rug(-0.2, 0.7, 2.6, 1.7, M.fabric('#efe4d6', '#e2d5c4', weave=0.008))
    return cam((1.9, -1.9, 1.3), (-0.4, 1.2, 0.6), 28)


@subject('exhibitions/popupep3-2')
def _ep3_2(seed):  # 2F Ore: stone samples laid out on the workbench
    """The Ore floor's workbench, close (issue 28: grey boxes on a far table): a walnut bench in a
    graphite room, stone samples in the finishes the floor shows (honed, split-face, pitted
    travertine, graphite slab, oxidised copper) laid out and one stood in a slotted oak rack, under a
    low light raking across the bench from the left so each surface shows its relief."""
    mood(key=0.36, fill=10, color='#ffeedd')
    K.room(5, 4, 3, M.paint('#2d2f33'), M.stone('#5a5752', '#45433f', scale=1.5, veins=0.1, rough=0.7))
    walnut = M.wood('#6b4a2e', '#3d2718', scale=0.4, seed=seed)
    K.table(0, 1.2, 0, walnut, M.metal('#2b2a28', rough=0.4), w=2.4, d=1.0, h=0.9, thick=0.05)
    top = 0.9
    stones = [
        M.stone('#c8c3bb', '#6e6a64', scale=0.25, seed=seed, rough=0.35, fine=True),  # honed pale limestone
        M.stone('#a88d6d', '#6e5a44', scale=0.2, seed=seed + 1, pits=0.8, rough=0.7),  # pitted travertine
        M.stone('#3a3a3c', '#c9c4bb', scale=0.2, seed=seed + 2, rough=0.25, fine=True),  # graphite slab
        M.stone('#e2d3b8', '#b89a70', scale=0.2, seed=seed + 3, pits=1.0, rough=0.8),  # sandstone
    ]
    rnd = random.Random(seed)
    # a row of square tiles and oblong cuts, a little apart and turned, as a person laid them out
    for i, (x, y, size, mat) in enumerate(((-0.85, 1.05, (0.3, 0.3, 0.02), 0), (-0.45, 1.3, (0.3, 0.15, 0.03), 1),
                                           (-0.1, 1.0, (0.3, 0.3, 0.02), 2), (0.3, 1.28, (0.2, 0.2, 0.04), 3),
                                           (0.62, 0.98, (0.3, 0.15, 0.03), 0), (-0.62, 0.72, (0.2, 0.1, 0.03), 2))):
        K.box(size, (x, y, top), stones[mat], 0.0015, rot=(0, 0, rnd.uniform(-14, 14)))
    # split-face blocks: rough chunks whose faces are broken, not sawn
    for x, y in ((0.15, 0.72), (0.38, 0.8)):
        b = K.box((0.14, 0.09, 0.07), (x, y, top), stones[3], 0, rot=(0, 0, rnd.uniform(-30, 30)))
        sub = b.modifiers.new('sub', 'SUBSURF')
        sub.subdivision_type = 'SIMPLE'
        sub.levels = sub.render_levels = 5
        tex = bpy.data.textures.new('split', 'VORONOI')
        tex.noise_scale = 0.025
        d = b.modifiers.new('split', 'DISPLACE')
        d.texture = tex
        d.strength = 0.008
    # an oxidised copper strip and a slotted oak rack holding a graphite sample upright
    K.box((0.4, 0.04, 0.006), (0.8, 1.3, top), M.metal('#8a4b2a', rough=0.45, brushed=True), 0.001, rot=(0, 0, 8))
    oakw = M.wood('#c9a77c', '#8a6a44', scale=0.3, seed=seed + 5)
    K.box((0.42, 0.1, 0.04), (-0.2, 1.55, top), oakw, 0.003)
    for i, mat in enumerate((2, 0, 1)):
        K.box((0.3, 0.02, 0.3), (-0.32 + i * 0.12, 1.55, top + 0.02), stones[mat], 0.0015, rot=(-6, 0, 90))
    # the raking light, low from the left; a soft top light; the camera-side fill is dim
    K.area((-2.0, 1.1, 1.05), (0.2, 1.1, 0.9), 1.2, 260, '#ffe6c8', size_y=0.3, name='rake')
    K.area((0, 1.2, 2.9), (0, 1.2, 0), 2.0, 60, '#fff4e6')
    return cam((0.75, -0.35, 1.45), (-0.05, 1.15, 0.9), 35)


@subject('exhibitions/popupep3-3')
def _ep3_3(seed):  # 3F Find: material cards slotted into the shelves
    """The Find floor's sample library (issue 28: shelves of coloured boxes): oak shelving whose
    shelves hold material cards standing in rows, each a thin board faced with a finish (terrazzo,
    oak, stone, tile, linen, sage paint), a few pulled half out, a card laid on the reading bench, and
    daylight from the window at the right."""
    mood(key=0.5, fill=25)
    K.room(6, 4, 3, M.paint('#eef0ec'), oak(seed, '#e6d6bc', '#c8b08a'))
    board = M.wood('#e6d6bc', '#c8b08a', seed=seed)
    faces = [
        M.terrazzo('#eef0ec', ['#9fb3a8', '#4c6a63', '#d6c9a8'], scale=0.15, seed=seed),
        M.wood('#d8b894', '#9a7450', scale=0.2, seed=seed + 1),
        M.stone('#d6c9a8', '#9a8b6a', scale=0.2, seed=seed + 2, pits=0.5),
        M.tiles('#9fb3a8', '#eef0ec', size=0.05, seed=seed + 3),
        M.fabric('#d6c9a8', '#c6b894', weave=0.003),
        M.paint('#9fb3a8', seed=seed + 4),
        M.paint('#4c6a63', seed=seed + 5),
        M.stone('#2b2f2e', '#8a9690', scale=0.2, seed=seed + 6, fine=True),
    ]
    rnd = random.Random(seed)
    for x in (-1.0, 0.7):
        K.shelf(x, 1.8, 0, board, w=1.6, h=2.2, rows=5)
        for row in range(5):
            z = row * 0.44 + 0.0125
            cx = x - 0.74
            while cx < x + 0.7:
                if rnd.random() < 0.1:
                    cx += 0.12
                    continue
                pulled = 0.12 if rnd.random() < 0.08 else 0.0
                K.box((0.008, 0.24, 0.3), (cx, 1.8 - pulled, z), rnd.choice(faces), 0.001, rot=(0, rnd.uniform(-3, 3), 0))
                cx += 0.022
    K.window(2.9, 0.5, 0.9, 1.8, 1.6, wall='right', strength=5, light=700)
    K.bench(1.9, 0.7, 90, board, length=1.2)
    K.box((0.3, 0.24, 0.008), (1.9, 0.65, 0.44), faces[0], 0.001, rot=(0, 0, 12))
    return cam((-1.6, -0.9, 1.45), (0.4, 1.8, 1.05), 30)


@subject('events/ep03-docent')
def _ev_ep03_docent(seed):
    """The EP.03 docent tour's own picture (it had shown the docent kind's gallery, which the EP.02
    gallery and the sign-in page showed too: the seventh review): where the tour stopped on the Ore
    floor, seen across the room. A graphite room with a dark honed stone floor; on the back wall
    three tall stone slabs (pitted travertine, split graphite, honed limestone) each grazed by its
    own spot from a ceiling track, a copper strip let into the wall under them; the floor's walnut
    workbench with its samples; at the left the docent's walnut stand with a tablet and the tour's
    sign on an easel (its two daily times, 14:00 and 16:00, as the EP.03 tour ran them); two low
    oak benches for the group; daylight from a window at the right."""
    mood(key=0.34, fill=6, color='#ffeedd')
    graphite = M.paint('#34363a', rough=0.85, seed=seed)
    floor = M.stone('#4a4845', '#3a3836', scale=1.2, veins=0.06, rough=0.3, seed=seed)
    K.room(7, 5.5, 3.0, graphite, floor, left=True, right=False)
    G.wall_x(3.5 + 0.075, -2.95, 2.95, 3.0, graphite, [(-0.6, 1.4, 0.8, 2.5)])
    K.window(3.5, 0.4, 0.8, 2.0, 1.7, wall='right', strength=4, light=650, frame='#2a2b2d', opening=True)
    K.box((0.01, 2.0, 1.7), (3.7, 0.4, 0.8), M.emission('#eef1f2', 4.0, 'daylight'), 0.0, name='sky beyond')
    slabs = [M.stone('#b9a07e', '#7a6248', scale=0.3, seed=seed + 1, pits=0.9, rough=0.7),
             M.stone('#3a3a3c', '#8e8a84', scale=0.25, seed=seed + 2, rough=0.8, cleft=0.8),
             M.stone('#d7d2c8', '#8f8a80', scale=0.3, seed=seed + 3, rough=0.35, fine=True)]
    track = M.paint('#1f1f21', rough=0.5)
    K.box((5.2, 0.05, 0.04), (-0.4, 1.6, 2.96), track, 0.003, name='track')
    for x, m in zip((-2.0, -0.4, 1.2), slabs):
        K.box((1.05, 0.035, 2.1), (x, 2.715, 0.25), m, 0.003, name='slab')
        K.box((0.14, 0.006, 0.09), (x + 0.65, 2.744, 1.2), M.paint('#efece5', rough=0.7), 0.001, name='label')
        K.cyl(0.045, 0.13, (x, 1.6, 2.8), track, 0.003, rot=(-35, 0, 0), name='track spot')
        K.spot((x, 1.72, 2.72), (x, 2.72, 1.2), 420, '#fff0da', 42, 0.5, 0.03)
    K.box((5.0, 0.012, 0.03), (-0.4, 2.74, 0.12), M.metal('#9a5a36', rough=0.4, brushed=True, seed=seed), 0.001, name='copper strip')
    # the floor's walnut workbench and a few of its samples
    walnut = M.wood('#6b4a2e', '#3d2718', scale=0.4, seed=seed + 4)
    K.table(0.3, 0.9, 0, walnut, M.metal('#2b2a28', rough=0.4), w=2.2, d=0.9, h=0.9, thick=0.05)
    rnd = random.Random(seed)
    for i, (x, y, size) in enumerate(((-0.5, 0.8, (0.3, 0.3, 0.02)), (-0.1, 1.05, (0.3, 0.15, 0.03)), (0.3, 0.75, (0.3, 0.3, 0.02)),
                                      (0.75, 1.0, (0.2, 0.2, 0.04)), (1.05, 0.78, (0.3, 0.15, 0.03)))):
        K.box(size, (x, y, 0.9), slabs[i % 3], 0.0015, rot=(0, 0, rnd.uniform(-14, 14)), name='sample')
    # the docent's stand: a walnut lectern with the tour's notes open on it
    K.lectern(-2.3, -0.2, 25, walnut)
    # the tour's sign on an oak easel: a white board, graphite letters
    oakw = M.wood('#c9a77c', '#8a6a44', scale=0.3, seed=seed + 5)
    ex, ey = -3.0, 0.9
    for dx in (-0.28, 0.28):
        K.box((0.035, 0.03, 1.75), (ex + dx, ey + 0.02, 0.0), oakw, 0.003, name='easel leg')
    K.box((0.035, 0.03, 1.72), (ex, ey + 0.3, 0.0), oakw, 0.003, rot=(12, 0, 0), name='easel leg')
    K.box((0.7, 0.015, 0.95), (ex, ey, 0.72), M.paint('#f1eee7', rough=0.7), 0.003, name='sign board')
    ink = M.paint('#2d2e31', rough=0.6)
    for body, z, size in (('EP.03  ME:nimal', 1.5, 0.05), ('DOCENT TOUR', 1.36, 0.068), ('14:00   16:00', 1.12, 0.06),
                          ('2F  ORE', 0.96, 0.045)):
        K.lettering(body, (ex - 0.28, ey - 0.009, z), size, ink)
    # two low oak benches for the group, angled to the workbench
    K.bench(-1.3, -0.9, 18, oakw, M.paint('#2b2a28', rough=0.5), length=1.6)
    K.bench(0.9, -1.3, -6, oakw, M.paint('#2b2a28', rough=0.5), length=1.6)
    K.area((0.0, -1.0, 2.9), (0.0, 0.0, 0.0), 3.0, 40, '#fff3e2')
    return cam((2.9, -2.6, 1.55), (-0.9, 1.4, 1.0), 26)

@subject('exhibitions/popupep2-hero')
def _ep2h(seed):
    """EP.02's first floor as a visitor enters it (issue 52: a terrazzo room with a sample on a plinth
    and a white box): the old terrazzo floor runs up to a maru, a platform of honey pine boards one
    step up, as in the houses the show remembers; a hanji lattice door glows at its back, a soban
    with a brass bowl and two silk floor cushions wait on the boards; on the left wall the
    bathhouse's mosaic and teal band as a panel of the show with its caption plate, a long bench at
    the maru's edge to sit on and take off one's shoes, the afternoon sun through the right window."""
    mood(key=0.42, fill=8, color='#fff0dc')
    w, d, h = 8.0, 6.0, 3.2
    wall = M.plaster('#ece3d3', seed=seed)
    K.room(w, d, h, wall, M.terrazzo(*EP2['terra'][:1], EP2['terra'][1:], scale=0.45, seed=seed), skirting=M.paint('#d9cfbe'))
    # the maru: pine boards on a dark frame 0.3 m up, across the back of the room
    pine = M.wood('#c48c52', '#8a5a30', planks=(2.4, 0.11), scale=0.22, seed=seed, rough=0.24, along='X')
    dark = M.wood('#6a4326', '#38220f', scale=0.3, seed=seed + 1, rough=0.5)
    my0, my1, mh = 0.9, d / 2, 0.3
    K.box((w, my1 - my0, mh - 0.04), (0, (my0 + my1) / 2, 0), dark, 0.004)
    K.box((w, my1 - my0, 0.04), (0, (my0 + my1) / 2, mh - 0.04), pine, 0.002)
    K.box((w, 0.09, 0.05), (0, my0 + 0.03, mh - 0.05), dark, 0.006)  # the edge beam one steps over
    # the lattice door in the back wall, closed, glowing with the light behind its hanji
    hanji = M.Tree('hanji').set(color='#f4ead6', rough=0.8, trans=0.3, emit='#ffe4bc', emit_strength=1.3).mat
    bar = M.wood('#7a4e2c', '#3d2718', scale=0.2, seed=seed + 2, rough=0.5)
    dx0, dx1, dz0, dz1 = -1.9, 0.3, mh, mh + 2.0
    K.box((dx1 - dx0, 0.01, dz1 - dz0), ((dx0 + dx1) / 2, my1 - 0.03, dz0), hanji, 0.0)
    for k in range(1, 10):
        K.box((0.014, 0.02, dz1 - dz0), (dx0 + (dx1 - dx0) * k / 10, my1 - 0.045, dz0), bar, 0.0)
    for k in range(1, 9):
        K.box((dx1 - dx0, 0.02, 0.014), ((dx0 + dx1) / 2, my1 - 0.045, dz0 + (dz1 - dz0) * k / 9), bar, 0.0)
    for xx in (dx0, (dx0 + dx1) / 2, dx1):
        K.box((0.05, 0.05, dz1 - dz0), (xx, my1 - 0.05, dz0), bar, 0.003)
    for zz in (dz0, dz1 - 0.05):
        K.box((dx1 - dx0, 0.05, 0.05), ((dx0 + dx1) / 2, my1 - 0.05, zz), bar, 0.003)
    K.box((dx1 - dx0 + 0.3, 0.12, 0.12), ((dx0 + dx1) / 2, my1 - 0.06, dz1), dark, 0.006)  # lintel
    # the soban with its brass bowl and two silk cushions on the boards
    sx, sy = 1.3, 2.0
    K.cyl(0.3, 0.035, (sx, sy, mh + 0.27), dark, 0.008, verts=96)
    K.cyl(0.26, 0.05, (sx, sy, mh + 0.23), dark, 0.004, verts=96)
    for k in range(4):
        an = math.radians(45 + 90 * k)
        K.cyl(0.02, 0.25, (sx + 0.2 * math.cos(an), sy + 0.2 * math.sin(an), mh), dark, 0.003)
    brass = M.metal('#c9a25a', rough=0.3, brushed=False)
    G.lathe([(0.0, 0.0), (0.05, 0.0), (0.1, 0.03), (0.12, 0.07), (0.118, 0.07), (0.098, 0.032), (0.0, 0.01)],
            (sx + 0.04, sy - 0.02, mh + 0.305), brass, seg=96, name='bowl')
    for (cx, cy, r), c in (((1.95, 1.7, 12), '#b0643b'), ((0.7, 1.55, -8), '#2f6f62')):
        G.cushion(cx, cy, mh + 0.05 - 0.27, 0.54, 0.54, M.fabric(c, weave=0.002, sheen=0.9, rough=0.6), d=0.1, rot=(90, 0, r))
    # a bandaji (a blanket chest) of dark wood with brass plates at the maru's right end
    K.box((1.0, 0.45, 0.62), (2.9, 2.65, mh), dark, 0.008)
    for bx in (2.55, 3.25):
        K.box((0.16, 0.012, 0.2), (bx, 2.42, mh + 0.36), brass, 0.002)
    K.box((0.1, 0.012, 0.12), (2.9, 2.42, mh + 0.44), brass, 0.002)
    # the left wall: the bathhouse mosaic with its teal band, framed in oak, a caption plate beside it
    oak = M.wood('#c7a27a', '#6b4a2e', scale=0.4, seed=seed + 3)
    K.box((0.04, 2.2, 1.5), (-w / 2 + 0.02, -0.6, 0.75), oak, 0.006)
    K.box((0.02, 2.0, 1.3), (-w / 2 + 0.045, -0.6, 0.85), M.tiles('#e6eff2', '#a9b4b8', size=0.05, seed=seed, second='#cfe2ea', rough=0.08), 0.0)
    K.box((0.021, 2.0, 0.3), (-w / 2 + 0.046, -0.6, 0.85), M.tiles('#2f7f8a', '#d9e0e2', size=0.05, seed=seed + 2, second='#3c8f99', rough=0.08), 0.0)
    K.box((0.01, 0.3, 0.2), (-w / 2 + 0.03, 0.85, 1.25), M.paint('#f4f1ea', rough=0.7), 0.002)
    # the bench before the maru's edge, to sit on and take one's shoes off
    K.bench(-0.6, 0.55, 0, oak, length=2.2)
    K.window(w / 2, 0.0, 0.9, 2.0, 1.9, wall='right', strength=5, light=700, color='#fff0dc')
    ceiling_light(0, 0.8, h, 200)
    return cam((1.8, -3.4, 1.55), (-0.2, 1.9, 0.75), 24)




def coral_room(seed, depth, vertices, location, chips=0.8):
    """EP.01's first floor: a terrazzo room around a curved coral plaster wall (the hero and the 2F view)."""
    K.room(8, 5, 3.4, M.paint('#f3ddd2'), M.terrazzo('#f3ddd2', ['#d2482c', '#3a2a26', '#c98b5e', '#e9a184'], scale=chips, seed=seed))
    import bpy

    bpy.ops.mesh.primitive_cylinder_add(radius=2.2, depth=depth, vertices=vertices, location=location)
    wall = bpy.context.active_object
    wall.data.materials.append(M.plaster('#e07a5f', seed=seed))
    for p in wall.data.polygons:
        p.use_smooth = True


def e1_arc_text(body, cx, cy, r, mid, z, size, mat, extrude=0.004, step=None):
    """Cut letters set one by one along the concave face of a curved wall (centre cx, cy, radius r),
    centred on the angle `mid` (degrees), each turned to face the centre."""
    step = step or size * 0.78
    da = math.degrees(step / r)
    a = mid + da * (len(body) - 1) / 2
    for ch in body:
        if ch != ' ':
            x, y = cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))
            K.lettering(ch, (x, y, z), size, mat, rot=(90, 0, a - 90), align='CENTER', extrude=extrude)
        a -= da


@subject('exhibitions/popupep1-hero')
def _ep1h(seed):
    """The EP.01 entrance (blind review 2026-12-03: "a curved orange wall with a bench"): the 1F of
    the Seongsu venue at true scale (the same building as EP.04). A curved coral wall in sand plaster
    sweeps across the room, concave to the door, SOFTWHERE cut in cocoa letters along it, grazed by a
    track of warm spots so its trowelled sand shows; past its ends the colour and texture sample wall
    on the back wall and the street's daylight through the windows; a guestbook stand, leaflets on an
    oak table, skirting, sockets, an exit sign over the stair door."""
    mood(key=0.41, fill=4, color='#fff0e6')
    floor = M.terrazzo('#eadbd0', ['#d2482c', '#3a2a26', '#c98b5e', '#e9a184'], scale=0.14, seed=seed, polish=0.3, density=0.4)
    wall = M.paint('#f4ece6', rough=0.85, seed=seed)
    door = (2.0, 3.0)
    e4_room(seed, -3.5, 3.5, wall, floor, right=[(door[0], door[1], 0.0, 2.1)], windows=[(-2.2, -0.4, 0.45, 2.55), (1.1, 3.0, 0.45, 2.55)],
            skirting='#c9b8ac')
    e4_street(seed)
    e4_services(seed, -3.5, 3.5, pipe_x=3.6)
    cx, cy, r = 0.7, 0.6, 2.6
    coral = M.sand_plaster('#e07a5f', seed=seed)
    G.curved_wall(cx, cy, r, 50, 130, 2.7, coral, t=0.12, seg=128)
    cocoa = M.paint('#3a2a26', rough=0.6)
    e1_arc_text('SOFTWHERE', cx, cy, r - 0.012, 90, 1.62, 0.36, cocoa, extrude=0.02, step=0.31)
    e1_arc_text('2023 DESIGN TREND POP-UP   EP.01', cx, cy, r - 0.006, 90, 1.42, 0.07, cocoa, extrude=0.002, step=0.062)
    e1_arc_text('SCENESORY  /  MONOLOGUE  /  WHITE NIGHT', cx, cy, r - 0.006, 90, 1.3, 0.05, M.paint('#7b4b3a', rough=0.6), extrude=0.0015, step=0.043)
    # the track along the curve: spots grazing the plaster from close above
    e4_track(-1.6, 3.0, 1.2, [(-1.1, (-0.7, 2.5, 1.0)), (0.0, (0.0, 3.1, 1.3)), (1.1, (1.1, 3.2, 1.0)), (2.2, (2.1, 2.7, 1.3))],
             energy=380, angle=28, color='#ffe6c8')
    # the sample wall on the back wall, seen past the curve's right end: leant boards on oak ledges
    mats = [M.terrazzo('#f3ddd2', ['#d2482c', '#3a2a26', '#c98b5e'], scale=0.08, seed=seed), M.wood('#c98b5e', '#7b4b3a', scale=0.12, seed=seed + 2),
            M.stone('#e8e1d5', '#b89a70', scale=0.12, pits=1.0, seed=seed + 4), M.tiles('#d2482c', '#f3ddd2', size=0.05, seed=seed + 5),
            M.fabric('#e9a184', '#d99074', weave=0.002), M.plaster('#e07a5f', seed=seed + 7), M.tiles('#a9b7e0', '#f1ede6', size=0.04, seed=seed + 6),
            M.fabric('#d2482c', '#b83c24', weave=0.002), M.paint('#3a2a26', seed=seed + 8)]
    ledge = M.wood('#d8b48a', '#9a7450', scale=0.3, seed=seed + 9)
    rnd = random.Random(seed)
    for z in (0.6, 1.1, 1.6, 2.1):
        K.box((2.4, 0.09, 0.025), (3.65, 3.5 - 0.045, z), ledge, 0.004, name='ledge')
        x = 2.48 + rnd.uniform(0, 0.06)
        while x < 4.55:
            w, h = rnd.choice(((0.2, 0.3), (0.3, 0.3), (0.3, 0.42), (0.42, 0.3), (0.24, 0.36)))
            lean = rnd.uniform(5, 8)
            K.box((w, 0.012, h), (x + w / 2, 3.5 - 0.022 - h * math.sin(math.radians(lean)), z + 0.025), rnd.choice(mats), 0.0015,
                  rot=(-lean, 0, rnd.uniform(-1.5, 1.5)), name='sample board')
            x += w * rnd.uniform(0.8, 1.05)
    K.lettering('COLOUR & TEXTURE  2023', (2.5, 3.49, 2.55), 0.07, M.paint('#3a2a26', rough=0.6))
    for k in range(4):
        sx = 2.7 + k * 0.62
        K.spot((sx, 2.3, E4H - 0.05), (sx, 3.5, 1.3), 150, '#ffe6c8', 45, 0.5, 0.03)
    # on the left, past the curve: a table of leaflets, a guestbook stand, a plant by the window
    oakw = M.wood('#c98b5e', '#7b4b3a', scale=0.3, seed=seed + 11)
    K.table(-3.6, 1.6, 90, oakw, M.paint('#3a2a26', rough=0.5), w=1.2, d=0.6, h=0.74)
    for i, c in enumerate(('#f4eee6', '#e07a5f', '#f4eee6', '#a9b7e0')):
        K.box((0.15, 0.21, 0.002), (-3.65 + (i % 2) * 0.2, 1.4 + (i // 2) * 0.3, 0.74 + i * 0.002), M.paint(c, rough=0.8), 0.0, rot=(0, 0, -6 + i * 5), name='leaflet')
    K.lectern(-2.6, -0.9, 20, oakw)
    K.plant(-4.3, 3.0, M.ceramic('#e9e2d8', rough=0.4), h=1.5, seed=seed)
    # the stair door in the right wall with its frame, exit sign and switch
    e4_stair_door(door, '#c9b8ac', '#ddd3cb', door[0] - 0.25)
    e4_plate(-E4W / 2, -0.2, 0.3, '+x')
    e4_plate(-1.8, 3.5, 0.3, '-y')
    for dx, dy in ((-3.0, -2.0), (0.7, -2.2), (3.6, -2.0)):
        e4_downlight(dx, dy, 35)
    return cam((1.8, -3.1, 1.45), (0.2, 3.5, 1.45), 21, shift=(0.0, -0.03))


@subject('exhibitions/popupep1-1')
def _ep1_1(seed):  # 1F: the sample wall packed with colours and textures
    """EP.01's sample wall (issue 28: 72 flat squares in a grid under even light): four oak ledges run
    along a coral-pink wall, and on them sample boards of every size stand leant back against it,
    overlapping, each a finish of the year (terrazzo, oak, travertine, glazed tile, cloth, paint in
    coral, brick red, cocoa and a cool blue); a ceiling track of spots lays pools of warm light down
    the wall, and a low oak bench with open sample books stands before it."""
    mood(key=0.44, fill=10, color='#fff0e6')
    wall_y = 1.95
    K.room(6, 3.9, 3, M.paint('#f3ddd2', seed=seed), oak(seed))
    pal = ['#e07a5f', '#d2482c', '#3a2a26', '#c98b5e', '#e9a184', '#a9b7e0', '#f3ddd2']
    mats = [M.terrazzo('#f3ddd2', ['#d2482c', '#3a2a26', '#c98b5e'], scale=0.08, seed=seed),
            M.terrazzo('#3a2a26', ['#e9a184', '#f3ddd2'], scale=0.08, seed=seed + 1),
            M.wood('#c98b5e', '#7b4b3a', scale=0.12, seed=seed + 2),
            M.wood('#e2c29a', '#a07850', scale=0.12, seed=seed + 3),
            M.stone('#e8e1d5', '#b89a70', scale=0.12, pits=1.0, seed=seed + 4),
            M.tiles('#d2482c', '#f3ddd2', size=0.05, seed=seed + 5),
            M.tiles('#a9b7e0', '#f1ede6', size=0.04, seed=seed + 6),
            M.fabric('#d2482c', '#b83c24', weave=0.002),
            M.fabric('#e9a184', '#d99074', weave=0.002),
            M.plaster('#e07a5f', seed=seed + 7),
            M.paint('#3a2a26', seed=seed + 8),
            M.ceramic('#a9b7e0', rough=0.3),
            M.metal('#c98b5e', rough=0.35, brushed=True)]
    ledge = oak(seed + 9, '#d8b48a', '#9a7450')
    rnd = random.Random(seed)
    for z in (0.5, 1.0, 1.5, 2.0):
        K.box((5.6, 0.09, 0.025), (0, wall_y - 0.045, z), ledge, 0.004)
        K.box((5.6, 0.012, 0.035), (0, wall_y - 0.086, z + 0.02), ledge, 0.002)  # a lip that holds the boards
        x = -2.75 + rnd.uniform(0, 0.1)
        while x < 2.55:
            w, h = rnd.choice(((0.2, 0.3), (0.3, 0.3), (0.3, 0.42), (0.42, 0.3), (0.24, 0.36), (0.16, 0.4)))
            lean = rnd.uniform(5, 8)
            y = wall_y - 0.012 - h * math.sin(math.radians(lean)) - 0.01
            K.box((w, 0.012, h), (x + w / 2, y, z + 0.025), rnd.choice(mats), 0.0015, rot=(-lean, 0, rnd.uniform(-1.5, 1.5)))
            x += w * rnd.uniform(0.72, 1.05)  # the next board overlaps this one a little, or a gap
    # the ceiling track and its spots, each grazing a stretch of the wall
    K.box((5.6, 0.04, 0.04), (0, 0.75, 2.94), M.paint('#2a2522', rough=0.4), 0.004)
    black = M.paint('#2a2522', rough=0.35)
    for x in (-2.2, -1.1, 0.0, 1.1, 2.2):
        head = K.cyl(0.035, 0.12, (x, 0.75, 2.8), black, 0.004)
        head.rotation_euler.x = math.radians(-35)
        K.spot((x, 0.8, 2.82), (x + 0.1, wall_y, 1.2), 260, '#ffe2c0', 48, 0.55, 0.04)
    K.bench(0.4, 0.65, 0, ledge, M.paint('#3a2a26', rough=0.5), length=1.6)
    for x, r, m in ((0.0, 8, 7), (0.75, -6, 0)):
        K.box((0.34, 0.24, 0.02), (x, 0.65, 0.44), M.paint('#f4eee6', rough=0.8), 0.003, rot=(0, 0, r))
        K.box((0.15, 0.22, 0.004), (x + 0.08, 0.65, 0.46), mats[m], 0.001, rot=(0, 0, r))
    K.area((0, 0.0, 2.9), (0, 0.4, 0), 3.0, 70, '#fff4e6')
    return cam((2.35, -1.25, 1.4), (-0.7, 1.85, 1.15), 27)


@subject('exhibitions/popupep1-2')
def _ep1_2(seed):  # 2F: the curved coral wall up close, a plaster sample on a plinth before it
    """Close on the curved coral wall (issue 28: a white box before an evenly lit curve): one spot
    grazes the plaster so its trowel marks show and the curve turns from light to shade; before it a
    terrazzo plinth holds a thick hand-finished plaster sample on an oak stand, and a lower plinth
    three more samples in the floor's colours, laid flat to be touched."""
    mood(key=0.42, fill=8, color='#fff0e6')
    coral_room(seed, 3.4, 160, (1.6, 3.2, 1.7), chips=0.35)  # close up: chips at their real size
    terra = M.terrazzo('#f3ddd2', ['#d2482c', '#3a2a26', '#c98b5e', '#e9a184'], scale=0.2, seed=seed + 2)
    K.box((0.42, 0.42, 0.95), (-0.1, 1.05, 0), terra, 0.006)
    oakw = M.wood('#c98b5e', '#7b4b3a', scale=0.2, seed=seed + 3)
    K.box((0.3, 0.12, 0.03), (-0.1, 1.08, 0.95), oakw, 0.004)
    K.box((0.32, 0.045, 0.36), (-0.1, 1.1, 0.975), M.plaster('#d2482c', seed=seed + 1), 0.01, rot=(-7, 0, 0))
    K.box((0.5, 0.5, 0.5), (0.75, 0.85, 0), terra, 0.006, rot=(0, 0, 10))
    for (dx, dy, r), m in zip(((-0.1, -0.08, 14), (0.1, 0.06, -8), (0.05, -0.12, 30)),
                              (M.plaster('#e9a184', seed=seed + 4), M.plaster('#3a2a26', seed=seed + 5), M.plaster('#f3ddd2', seed=seed + 6))):
        K.box((0.2, 0.2, 0.025), (0.75 + dx, 0.85 + dy, 0.5), m, 0.006, rot=(0, 0, r))
    K.window(-4.0, 0.5, 0.8, 2.4, 2.0, wall='left', strength=3, light=350, color='#fff0e6')
    K.spot((-1.4, 0.2, 3.3), (0.7, 1.4, 1.3), 1400, '#ffdcb8', 40, 0.6, 0.05)
    K.spot((0.6, -0.6, 3.3), (-0.1, 1.05, 1.0), 250, '#fff0dc', 20, 0.4, 0.03)
    return cam((-1.75, -1.15, 1.3), (0.35, 1.3, 1.0), 34)


@subject('exhibitions/popupep1-3')
def _ep1_3(seed):  # 3F: the White Night lounge, blue-white, tea and a blue drink
    """The White Night lounge at the top of EP.01 (blind review 2026-12-03: "a cut-out night city
    behind a sofa"): the 3F of the Seongsu venue at true scale, in the late afternoon. The street
    windows on the left with sheer curtains drawn back, the building across the street and the sky
    in them, the sun laid across the floor; blue-white walls, a pale stone floor, white sofas round a
    marble table with the blue drink and tea cups, the tea counter on the right with the blue drinks
    in a row and their cards, a cove of cool light along the back wall, the floor's name on it,
    track spots, skirting, sockets, the exit sign over the stair door."""
    mood(key=0.45, fill=4, color='#f6f4f0')
    wall = M.paint('#f5f6f8', rough=0.85, seed=seed)
    floor = M.stone('#ebe9e4', '#a9b7e0', scale=1.2, veins=0.12, rough=0.15, fine=True, seed=seed)
    door = (3.8, 4.8)
    e4_room(seed, -3.5, 3.5, wall, floor, back=[(door[0], door[1], 0.0, 2.1)],
            windows=[(-2.6, -0.6, 0.45, 2.55), (0.4, 2.4, 0.45, 2.55)], skirting='#c9d0de')
    e4_street(seed, level=2)
    sheer = M.Tree('sheer').set(color='#f7f8fb', rough=0.7, trans=0.6, sheen=0.6, spec=0.2).mat
    for a, b in ((-3.2, -2.5), (-0.5, 0.3), (2.5, 3.2)):
        # each drawn-back sheer is built along x and turned onto the street wall
        K.moved(lambda a=a, b=b: G.curtain(a, b, 0.0, 2.85, sheer, depth=0.08, folds=6), -E4W / 2 + 0.3, 0.0, turn=90)
    satin = M.satin()
    K.box((0.04, 6.6, 0.03), (-E4W / 2 + 0.3, 0.0, 2.88), satin, 0.003, name='curtain track')
    # the cove along the back wall, a cool white
    K.box((E4W, 0.3, 0.12), (0, E4D / 2 - 0.15, E4H - 0.12), wall, 0.0, name='cove')
    K.box((E4W, 0.02, 0.02), (0, E4D / 2 - 0.32, E4H - 0.14), M.emission('#eaf0ff', 10, 'cove'), 0.0, name='cove light')
    navy = M.paint('#3b4a78', rough=0.6)
    K.lettering('3F  WHITE NIGHT', (-1.9, E4D / 2 - 0.004, 2.3), 0.14, navy, extrude=0.004)
    K.lettering('A lounge to rest in, over a cup of tea', (-1.9, E4D / 2 - 0.004, 2.12), 0.055, navy)
    cover = M.fabric('#f4f5f8', '#eceef4', weave=0.0012, sheen=0.9)
    K.sofa(-1.0, 2.95, 0, cover, satin, width=2.4, depth=0.95)
    K.sofa(-4.35, 0.2, 90, cover, satin, width=1.8, depth=0.9)
    for xx, c, r in ((-1.8, '#a9b7e0', -8), (-1.3, '#dfe6f6', 6), (-0.1, '#a9b7e0', 10)):
        G.cushion(xx, 3.0, 0.47, 0.44, 0.4, M.fabric(c, weave=0.003, sheen=0.8), d=0.13, rot=(-16, 0, r))
    marble = M.stone('#f1f2f5', '#b9c0d4', scale=0.4, veins=0.3, rough=0.15, fine=True, seed=seed + 1)
    lacquer = M.plastic('#eef0f4', rough=0.3, coat=0.3)
    tx, ty = -1.1, 1.6
    K.cyl(0.5, 0.025, (tx, ty, 0.36), marble, 0.006, verts=96, name='table top')
    K.cyl(0.03, 0.36, (tx, ty, 0.0), lacquer, 0.002, name='table stem')
    K.cyl(0.22, 0.015, (tx, ty, 0.0), lacquer, 0.004, name='table foot')
    G.vessel(tx - 0.15, ty + 0.05, 0.385, 0.035, 0.11, drink=('#3f6fd1', True), fill=0.7)
    G.vessel(tx + 0.05, ty - 0.12, 0.385, 0.035, 0.11, drink=('#3f6fd1', True), fill=0.5)
    china = M.ceramic('#f6f7fa', rough=0.15)
    for k, (dx, dy) in enumerate(((0.2, 0.15), (0.3, -0.05))):
        K.cyl(0.075, 0.008, (tx + dx, ty + dy, 0.385), china, 0.003, verts=48, name='saucer')
        G.lathe([(0.0, 0.0), (0.03, 0.0), (0.042, 0.05), (0.038, 0.05), (0.026, 0.006), (0.0, 0.006)], (tx + dx, ty + dy, 0.393), china, name='cup')
    K.rug(-1.2, 1.7, 3.2, 2.3, M.fabric('#8fa3d6', '#7f94cc', weave=0.008))
    G.lounge_chair(-2.7, 0.6, 215, M.fabric('#a9b7e0', '#98a7d4', weave=0.002, sheen=0.7), M.metal('#c9ced6', rough=0.3))
    K.plant(-4.3, 3.0, M.ceramic('#f2f3f6', rough=0.3), h=1.6, seed=seed)
    # the tea counter on the back wall: white lacquer, a marble top, the blue drinks and their cards
    K.box((2.3, 0.6, 0.95), (2.3, E4D / 2 - 0.32, 0.0), lacquer, 0.006, name='counter')
    K.box((2.4, 0.68, 0.04), (2.3, E4D / 2 - 0.32, 0.95), marble, 0.004, name='counter top')
    paper = M.paint('#fbfbfd', rough=0.9)
    for i in range(5):
        G.vessel(1.5 + i * 0.3, E4D / 2 - 0.3, 0.99, 0.034, 0.12, drink=('#3f6fd1', True), fill=0.72)
        K.box((0.09, 0.06, 0.0015), (1.5 + i * 0.3, E4D / 2 - 0.5, 0.99), paper, 0.0, rot=(0, 0, 8 - i * 3), name='card')
    G.lathe([(0.0, 0.0), (0.07, 0.0), (0.085, 0.08), (0.06, 0.16), (0.02, 0.18), (0.0, 0.18)], (3.1, E4D / 2 - 0.25, 0.99), china, name='teapot')
    K.lettering('TEA  /  THE BLUE OF WHITE NIGHT', (1.2, E4D / 2 - 0.004, 1.6), 0.06, navy)
    for k in range(3):
        G.shade_pendant(1.5 + k * 0.8, E4D / 2 - 0.4, 1.9, M.metal('#d9dde6', rough=0.3, brushed=False, seed=seed), energy=18, ceiling=E4H)
    # the stair door, its exit sign, switch and sockets; the track of spots
    frame = M.paint('#c9d0de', rough=0.45)
    for xx in (door[0] - 0.03, door[1] + 0.03):
        K.box((0.06, 0.17, 2.16), (xx, E4D / 2 + 0.075, 0), frame, 0.004, name='door frame')
    K.box((door[1] - door[0] + 0.12, 0.17, 0.06), (sum(door) / 2, E4D / 2 + 0.075, 2.1), frame, 0.004, name='door frame')
    K.box((door[1] - door[0] - 0.01, 0.045, 2.09), (sum(door) / 2, E4D / 2 + 0.02, 0.005), M.paint('#dfe3ec', rough=0.5), 0.003, name='door leaf')
    K.box((0.13, 0.05, 0.018), (door[0] + 0.12, E4D / 2 - 0.03, 1.02), M.metal('#c9ced6', rough=0.3), 0.004, name='lever')
    e4_exit(sum(door) / 2, E4D / 2, 2.28)
    e4_plate(door[0] - 0.25, E4D / 2, 1.2, '-y', switch=True)
    e4_plate(0.8, E4D / 2, 0.3, '-y')
    e4_plate(-E4W / 2, -1.6, 0.3, '+x')
    e4_track(-3.5, 3.5, 0.6, [(-2.4, (-1.0, 2.9, 0.5)), (-1.1, (-1.1, 1.6, 0.4)), (1.0, (-1.2, 3.5, 2.2)), (2.6, (2.3, 3.2, 1.0))],
             energy=120, angle=40, color='#f4f6ff')
    for dx, dy in ((-3.0, -2.0), (0.0, -2.0), (3.0, -2.0)):
        e4_downlight(dx, dy, 50, color='#f4f6ff')
    return cam((2.2, -2.2, 1.4), (-0.7, 3.5, 1.4), 24, shift=(0.0, -0.04))


run_scene(fill=45.0)
