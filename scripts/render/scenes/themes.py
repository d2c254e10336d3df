"""The 2025 SY(E)NERGY (Boost, Cosmos, Ooparts) and 2024 ME:nimal (Evoke, Ore, Find) theme pictures.

Each theme has a hero (16:9, cropped to 4:5 around the centre on mobile) and three pictures (4:3)
whose captions live in src/content/themes/{ko,en}.ts; every subject below builds the room or
close-up its caption describes, in the theme's palette (src/content/themes/build.ts) and materials.
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

# ── palettes (src/content/themes/build.ts) ─────────────────────────────────────
BOOST = dict(navy='#0f1a2e', midnight='#1b2a48', orange='#ff5a1f', lime='#e8ff3a', alu='#c9ced6', cream='#f4f1ea')
COSMOS = dict(night='#0b0d1f', violet='#3b2f7a', blue='#8c9bff', gold='#d9c7a1', mist='#eae6f5')
OOPARTS = dict(sand='#e7dccb', amber='#b38a5a', olive='#5f6b4e', basalt='#2b2a28', red='#c44d2c')
EVOKE = dict(blush='#f1e8e1', clay='#d8a48f', brown='#7b4b3a', ink='#2e2a27', cream='#e9d8c4')
ORE = dict(graphite='#2d2f33', grey='#6e6a64', bronze='#a88d6d', pale='#c8c3bb', copper='#8a4b2a')
FIND = dict(pale='#eef0ec', sage='#9fb3a8', green='#4c6a63', deep='#1f2a28', sand='#d6c9a8')


# ── materials and props these themes share ─────────────────────────────────────
def glow(color, strength=1.5, rough=0.45):
    """A coloured surface that also gives off a little light (inlaid LED lines, lit edges)."""
    return M.Tree('glow').set(color=color, rough=rough, emit=color, emit_strength=strength).mat


def sparkle(mat, scale=160.0, size=0.06, keep=0.25, strength=5.0, color='#fff1d6'):
    """Add tiny emissive flecks to a material (mica / glass aggregate catching a low light)."""
    nt = mat.node_tree
    bsdf = next(n for n in nt.nodes if n.type == 'BSDF_PRINCIPLED')
    tc = nt.nodes.new('ShaderNodeTexCoord')
    v = nt.nodes.new('ShaderNodeTexVoronoi')
    v.inputs['Scale'].default_value = scale
    nt.links.new(tc.outputs['Object'], v.inputs['Vector'])
    sep = nt.nodes.new('ShaderNodeSeparateColor')
    nt.links.new(v.outputs['Color'], sep.inputs['Color'])

    def op(kind, a, b):
        m = nt.nodes.new('ShaderNodeMath')
        m.operation = kind
        for i, x in enumerate((a, b)):
            if isinstance(x, float):
                m.inputs[i].default_value = x
            else:
                nt.links.new(x, m.inputs[i])
        return m.outputs[0]

    dot = op('LESS_THAN', v.outputs['Distance'], size)
    kept = op('LESS_THAN', sep.outputs['Red'], keep)
    # seen by the camera only: as light sources, thousands of sub-millimetre flecks sampled at 32
    # samples scattered pink speckles over every wall, sofa and rug of a room (the first Cosmos
    # lounge render, 2026-12-04); the room's lamps light it, the flecks only glint
    seen = nt.nodes.new('ShaderNodeLightPath').outputs['Is Camera Ray']
    nt.links.new(op('MULTIPLY', op('MULTIPLY', op('MULTIPLY', dot, kept), strength), seen), bsdf.inputs['Emission Strength'])
    bsdf.inputs['Emission'].default_value = M.hex_rgba(color)
    return mat


def linen(color, glow_through=0.6):
    """Thin curtain cloth: matte, and lit from behind it glows (translucent mixed in)."""
    t = M.Tree('linen')
    t.set(color=color, rough=0.95, sheen=0.6)
    tr = t.node('ShaderNodeBsdfTranslucent')
    tr.inputs['Color'].default_value = M.hex_rgba(color)
    mx = t.node('ShaderNodeMixShader')
    mx.inputs['Fac'].default_value = glow_through
    t.link(t.bsdf, 'BSDF', mx, 1)
    t.link(tr, 'BSDF', mx, 2)
    t.link(mx, 'Shader', t.out, 'Surface')
    return t.mat


def strip(p0, p1, width, mat, z=0.0, height=0.004):
    """A straight inlaid line on the floor from p0 to p1 (x, y)."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    length = math.hypot(dx, dy)
    mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2, z)
    return K.box((length, width, height), mid, mat, 0.0, rot=(0, 0, math.degrees(math.atan2(dy, dx))))


def wall_line(points, y, width, mat, depth=0.012):
    """A line inlaid in a wall facing -y, through (x, z) points (a copper vein, a lit seam)."""
    for (x0, z0), (x1, z1) in zip(points, points[1:]):
        length = math.hypot(x1 - x0, z1 - z0) + width
        ang = math.degrees(math.atan2(z1 - z0, x1 - x0))
        o = K.box((length, depth, width), ((x0 + x1) / 2, y, (z0 + z1) / 2 - width / 2), mat, 0.0)
        o.rotation_euler.y = -math.radians(ang)


def fluted(x0, x1, y, height, tint='#eef3ef', r=0.018, z=0.0):
    """Fluted (reeded) glass: a row of vertical glass rods in a thin frame."""
    g = M.glass(tint, rough=0.06)
    x = x0 + r
    while x < x1 - r:
        K.no_shadow(K.cyl(r, height, (x, y, z), g, 0, verts=16))
        x += 2 * r * 0.98
    frame = M.metal('#2a2c2e', rough=0.35)
    for fz in (z, z + height):
        K.box((x1 - x0 + 0.04, 0.05, 0.03), ((x0 + x1) / 2, y, fz - 0.015), frame, 0.002)


def split_face(x0, x1, z0, z1, y, mats, seed=0, course=0.09):
    """Split-face stone cladding: courses of narrow stone strips standing out by different depths."""
    rnd = random.Random(seed)
    z = z0
    while z < z1 - 0.01:
        h = min(course * rnd.uniform(0.6, 1.2), z1 - z)
        x = x0
        while x < x1 - 0.01:
            w = min(rnd.uniform(0.18, 0.55), x1 - x)
            d = rnd.uniform(0.015, 0.07)
            K.box((w - 0.006, d, h - 0.006), (x + w / 2, y - d / 2, z), rnd.choice(mats), 0.004)
            x += w
        z += h


def lamp(x, y, z, shade, base, light='#ffd9a8', energy=30, h=0.42):
    """Table lamp: turned base, glowing drum shade and the light it gives."""
    K.cyl(0.07, 0.05, (x, y, z), base, 0.005)
    K.cyl(0.012, h - 0.12, (x, y, z + 0.05), base)
    K.cyl(0.15, 0.16, (x, y, z + h - 0.12), shade, 0.004, r2=0.12)
    K.point((x, y, z + h - 0.04), energy, light, 0.08)


# ── 2025 SY(E)NERGY · Boost: midnight navy, Ignite Orange, Volt Lime, aluminium ──
def boost_floor(seed):
    # a resilient (vinyl) floor in large navy tiles: matt and dry (issue 28: it was glazed, and
    # mirrored the window and the chairs like ice)
    return M.tiles('#24324f', '#16203a', size=0.6, rough=0.68, seed=seed, glaze=False)


def boost_bench(bx, by, steel, blen=1.6, bdep=0.44, bh=0.44, along='x'):
    """A bench of Boost's rooms: a 75 mm pad upholstered in Volt Lime wool, its edges rolled, on a
    frame of blackened steel flats: two sled legs (60 × 12 mm) with their runners and rails. Its
    length runs along x, or along y with `along='y'`."""
    def put(size, loc, name):
        if along == 'y':
            size, loc = (size[1], size[0], size[2]), (bx + (loc[1] - by), by + (loc[0] - bx), loc[2])
        K.box(size, loc, steel if name != 'bench seat' else seat, 0.028 if name == 'bench seat' else
              0.003 if name == 'bench pan' else 0.002, name=name)

    seat = M.fabric(BOOST['lime'], '#cfe431', weave=0.003, sheen=0.5)
    for sx in (-1, 1):  # two sled legs of 60 × 12 mm flat: a rectangle each, standing on the floor
        lx = bx + sx * (blen / 2 - 0.14)
        for sy in (-1, 1):
            put((0.012, 0.012, bh - 0.1), (lx, by + sy * (bdep / 2 - 0.03), 0.0), 'bench leg')
        put((0.012, bdep - 0.04, 0.03), (lx, by, 0.0), 'bench runner')
        put((0.012, bdep - 0.04, 0.03), (lx, by, bh - 0.13), 'bench rail')
    put((blen, bdep, 0.02), (bx, by, bh - 0.1), 'bench pan')
    put((blen, bdep, 0.075), (bx, by, bh - 0.08), 'bench seat')


def courtyard(seed, x_wall):
    """What Boost's tall window looks onto: the paving of a courtyard and, 20 m across it, a
    four-storey block in pale brick with its windows framed dark and glazed to mirror the sky, the
    sky above it; none of it casts a shadow (the sun comes in over it). The block's face, in its own
    shade with the sun behind it, gets the open sky's and the paving's light from an unseen source."""
    x = x_wall - 20.0
    made = []
    brick = M.tiles('#c9b8a0', '#e2dccf', size=0.062, ratio=3.4, offset=0.5, rough=0.85, glaze=False, seed=seed + 2)
    made.append(K.box((0.4, 60.0, 13.0), (x, 0.0, -0.6), brick, 0.0, name='facade'))
    frame = M.paint('#2e2f31', rough=0.5)
    glass = M.plastic('#27303a', rough=0.04, coat=0.6)
    for row in range(4):
        z = 0.4 + row * 3.2
        for k in range(-9, 10):
            y = k * 2.6
            made.append(K.box((0.06, 1.5, 2.0), (x + 0.2, y, z - 0.05), frame, 0.0, name='facade frame'))
            made.append(K.box((0.05, 1.38, 1.9), (x + 0.24, y, z), glass, 0.0, name='facade window'))
    made.append(K.box((0.5, 60.0, 0.3), (x + 0.1, 0.0, 12.4), M.paint('#d9d4ca', rough=0.7), 0.0, name='parapet'))
    made.append(K.box((20.0, 60.0, 0.1), (x_wall - 10.0, 0.0, -0.7), M.stone('#9a958e', '#7e7a74', scale=1.2, seed=seed + 3), 0.0, name='paving'))
    for o in made:
        o.visible_shadow = False
    bounce = K.area((x_wall - 2.0, 0.0, 6.0), (x, 0.0, 6.0), 24.0, 5200, '#f3efe8', size_y=14.0, name='courtyard bounce')
    bounce.visible_camera = False
    bounce.visible_glossy = False


@subject('themes/boost-hero')
def _boost_hero(seed):  # a stair hall: navy treads with lime nosings, an orange handrail, brushed aluminium
    """Boost's room (issue 52: it was orange lines floating over a blue void, which the sixth review
    read as a test render): a double-height stair hall in the afternoon. A straight flight of sixteen
    risers climbs the back wall to a landing, its treads in the navy resilient floor with Volt Lime
    nosings, its open side guarded by brushed aluminium flats under an Ignite Orange handrail; the
    back wall clad in hairline aluminium panels; the floor's orange line leads from the foreground to
    the first step; a tall window on the left lays the sun across the flight. Scale from the stair:
    17.5 cm risers, 28 cm goings, a 0.9 m rail, a 2.1 m door."""
    P = BOOST
    rnd = random.Random(seed)
    mood(key=0.4, fill=10, color='#fff1dd')
    W, D, H = 7.4, 6.4, 5.6
    wall = M.paint('#d9dbe0', rough=0.85, seed=seed)
    floor = M.tiles('#24324f', '#1d2840', size=2.0, ratio=0.5, rough=0.6, seed=seed, glaze=False)
    K.room(W, D, H, wall, floor, left=False, skirting=M.paint('#1b2540', rough=0.5))
    # the window: steel-framed, and through it the courtyard's far side under the sky (the
    # fourteenth review: "a grey box", its window a blank pale card)
    opening = (-1.6, 1.6, 0.5, 4.9)
    G.wall_x(-W / 2 - 0.075, -D / 2 - 0.2, D / 2 + 0.2, H, wall, [opening])
    K.window(-W / 2, 0.0, opening[2], opening[1] - opening[0], opening[3] - opening[2], wall='left', light=420, color='#fff1dd',
             frame='#2a2c2e', opening=True)
    courtyard(seed, -W / 2)
    K.hdri('city', strength=0.8, rotation=40, camera_sky=[(0.0, '#eef0ee'), (0.25, '#d4dfeb'), (1.0, '#9fb8d8')], camera_strength=1.5)
    K.sun((-1.0, -0.35, 0.62), 30.0, '#ffe9cc', angle=0.8)
    # the back wall: hairline aluminium panels 1.2 × 0.9 m with 6 mm shadow joints
    # brushed at architectural scale (kit's fine grain) at 0.5 roughness: the close-up hairline finish
    # at 0.3 mottled each panel with clouds of its broad noise and the window's glare, which the
    # eighth review read as 'blotchy'; three batches a shade apart, as panels from different coils
    # are (the fourteenth review: "a flat panelled wall")
    alus = [M.metal(c, rough=r, seed=seed + k, along='X') for k, (c, r) in enumerate((('#c3c8cf', 0.5), ('#bcc1c8', 0.46), ('#c8ccd2', 0.54)))]
    for ix in range(7):
        for iz in range(6):
            K.box((1.194, 0.02, 0.894), (-W / 2 + 0.6 + ix * 1.2, D / 2 - 0.01, iz * 0.9 + 0.003), rnd.choice(alus), 0.001, name='panel')
    # the floor the flight climbs to, its name cut in orange on the panels above the landing
    K.lettering('2F', (-2.3, D / 2 - 0.024, 4.35), 0.5, M.paint(P['orange'], rough=0.5), sign=True)
    # the flight: 16 risers of 175 mm, 280 mm goings, 1.2 m wide along the back wall, rising to -x
    rise, going, n, width = 0.175, 0.28, 16, 1.2
    y0 = D / 2 - 0.03 - width / 2
    x0 = 2.9
    tread = M.tiles('#24324f', '#24324f', size=2.0, rough=0.62, seed=seed + 1, glaze=False)
    side = M.paint(P['navy'], rough=0.55)
    lime = M.plastic(P['lime'], rough=0.45)
    land_x1, top = G.flight(x0, y0, width, n, side, tread, rise, going, nosing=lime)
    K.box((land_x1 + W / 2, width, top), ((land_x1 - W / 2) / 2, y0, 0.0), side, 0.002, name='landing')
    K.box((land_x1 + W / 2, width, 0.012), ((land_x1 - W / 2) / 2, y0, top), tread, 0.002, name='landing floor')
    # the guarding: aluminium flats at 110 mm centres on the open side, the orange rail on top
    flat = M.metal(P['alu'], rough=0.3, seed=seed)
    edge = y0 - width / 2 + 0.03
    x = x0 - 0.1
    while x > -W / 2 + 0.1:
        z0 = min(max(0.0, (x0 - x) / going * rise), top) if x > land_x1 else top
        K.box((0.012, 0.04, 0.9), (x, edge, z0), flat, 0.001, name='baluster')
        x -= 0.11
    rail = M.Tree('rail').set(color=P['orange'], rough=0.35, coat=0.4).mat
    for a, b in (((x0 + 0.25, edge, 0.92), (land_x1, edge, top + 0.92)), ((land_x1, edge, top + 0.92), (-W / 2 + 0.05, edge, top + 0.92))):
        K.tube([a, b], 0.022, rail, name='handrail', taper=1.0)
    # the floor's orange line: from the foreground to the first step, turning along its foot
    line = M.plastic(P['orange'], rough=0.5)
    for p0, p1 in (((-1.6, -3.2), (1.9, 1.2)), ((1.9, 1.2), (3.3, 1.2))):
        strip(p0, p1, 0.06, line, z=0.0, height=0.002)
    # a door under the landing (2.1 m), a lime-upholstered bench and a planter at the foot
    K.box((0.95, 0.05, 2.1), (-2.6, y0 - width / 2 - 0.01, 0.0), M.paint('#1b2540', rough=0.45), 0.004, name='door')
    K.box((0.02, 0.05, 0.3), (-2.2, y0 - width / 2 - 0.045, 1.0), flat, 0.002, name='pull')
    # the bench: a buttoned-flat seat cushion upholstered in Volt Lime wool on a frame of blackened
    # steel flats (the eighth review: a lime slab on two blocks read as 'a toy')
    steel = M.metal('#2a2c2e', rough=0.38)
    boost_bench(0.6, -0.1, steel)
    # someone waiting: a takeaway cup and a folded programme on the bench, a coir mat at the door
    K.cyl(0.043, 0.11, (0.05, -0.18, 0.44), M.paint('#f4f1ea', rough=0.7), 0.002, r2=0.035, name='cup')
    K.cyl(0.046, 0.012, (0.05, -0.18, 0.55), M.plastic('#1b1b1d', rough=0.5), 0.002, name='lid')
    K.box((0.21, 0.3, 0.004), (0.45, -0.05, 0.44), M.paint('#f4f1ea', rough=0.85), 0.0, rot=(0, 0, 12), name='programme')
    K.box((0.21, 0.3, 0.0006), (0.45, -0.05, 0.444), M.paint(P['orange'], rough=0.7), 0.0, rot=(0, 0, 12), name='programme cover')
    K.box((1.0, 0.6, 0.012), (-2.6, y0 - width / 2 - 0.4, 0.0), M.fabric('#6b5a44', '#4e4233', weave=0.004), 0.003, name='mat')
    K.plant(-1.0, 1.0, M.ceramic('#e9e6df', rough=0.5), h=1.5, seed=seed)
    # a linear light along the ceiling above the flight
    K.box((5.0, 0.06, 0.02), (0.0, y0, H - 0.02), M.emission('#fff4e6', 10), 0.0, name='light slot')
    K.area((0.0, y0, H - 0.05), (0.0, y0, 0.0), 5.0, 260, '#fff4e6', size_y=0.1)
    # wear: scuffs on the first treads' nosings are the lime worn paler
    for i in range(3):
        K.box((0.02, rnd.uniform(0.1, 0.3), 0.0012), (x0 - (i + 1) * going + going - 0.02, y0 + rnd.uniform(-0.4, 0.4), (i + 1) * rise + 0.006),
              M.plastic('#eef6a8', rough=0.6), 0.0, name='wear')
    # from the room's right-hand front corner, level: the flight climbing away to the left into the
    # window's light, the rail's orange line drawn up the picture
    return cam((3.1, -2.9, 1.55), (-1.2, 2.3, 1.55), 20, shift=(0.0, 0.06))


@subject('themes/boost-1')
def _boost_1(seed):  # a navy workspace with an orange line crossing the floor
    # Issue 28: the chairs were flat yellow boards and the shelf held coloured boxes; now lacquered
    # side chairs with curved backs, runs of cloth-bound books, a leafed plant, and 1 laptop, not 2
    # box screens.
    P = BOOST
    mood(key=0.38, fill=12, color='#fff1dd')
    # the fifth review: a game-like room (a tile grid with broad dark joints, a wide lens, flat light).
    # Now a navy linoleum laid in 2 m sheets with hairline seams, the late sun through a real opening
    # raking across it, and a 32 mm lens from further back.
    wall = M.paint(P['midnight'], rough=0.85, seed=seed)
    lino = M.tiles('#24324f', '#1d2840', size=2.0, ratio=0.5, rough=0.5, seed=seed, glaze=False)
    # the twelfth review: "blotchy denoiser noise on the walls and ceiling, flat light": a white
    # ceiling (it was the walls' navy, lit by bounce alone) with a linear light over the desk
    K.room(7, 5.5, 3, wall, lino, left=False, ceiling=False, skirting=M.paint('#1b2540', rough=0.5))
    K.box((7.4, 5.9, 0.1), (0.0, 0.0, 3.0), M.paint('#eceded', rough=0.9), 0.0, name='ceiling')
    K.box((2.4, 0.08, 0.02), (-0.6, 1.2, 2.985), M.emission('#fff4e6', 8), 0.0, name='light slot')
    K.area((-0.6, 1.2, 2.95), (-0.6, 1.6, 0.7), 2.4, 90, '#fff4e6', size_y=0.08)
    # the thirteenth review: "an orange stripe runs under the chair legs, the sockets float, the window
    # is white". The line on the floor went; the orange is a flat-woven wool rug under the desk, the
    # window a pale sky a stop over the room in a steel frame, the sockets on a trunking along the wall
    G.sunlit_left_wall(7, 5.5, 3, wall, (-0.7, 1.5, 0.9, 2.7), light=420, color='#fff1dd', view='#c9d6e8', glow=4,
                       frame='#2a2c2e')
    # a flat-woven wool rug in burnt orange, its weave and a broad check in two shades showing (a plain
    # Ignite Orange read as a sheet of plastic)
    K.rug(-0.6, 1.45, 3.2, 2.1, M.fabric('#c06d40', '#b2633a', weave=0.007, sheen=0.25, rough=0.95, seed=seed,
                                         check=('#a95a34', 0.11)))
    alu = M.metal(P['alu'], rough=0.3)
    # the tenth review: "grainy, with primitive chairs and table": an oak top on aluminium legs, a
    # socket and a switch plate on the wall, the camera nearer the desk and below the ceiling
    K.table(-0.6, 2.0, 0, M.wood('#c9a57c', '#8c6742', scale=0.3, seed=seed + 2, rough=0.42), alu, w=2.8, d=0.8)
    plate = M.plastic('#e9e6df', rough=0.35)
    K.box((3.2, 0.05, 0.07), (-0.6, 2.725, 0.26), M.metal('#a9afb7', rough=0.6, seed=seed + 4), 0.003, name='trunking')
    for x in (-1.7, -1.58, 0.3, 0.42):
        K.box((0.07, 0.006, 0.07), (x, 2.698, 0.265), plate, 0.003, name='socket')
    K.box((0.08, 0.012, 0.12), (1.45, 2.745, 1.05), plate, 0.004, name='switch')
    lime = M.plastic(P['lime'], rough=0.32, coat=0.4)
    for x, turn in ((-1.3, 174), (0.1, 188)):
        K.side_chair(x, 1.4, turn, lime, alu)
    # a laptop, open: its base on the oak (rubber feet, a keyboard well), the lid hinged at its back
    # edge and leaning back, a dark screen; a closed notebook beside it
    K.box((0.31, 0.21, 0.003), (-1.25, 2.02, 0.74), M.plastic('#1e1f22', rough=0.8), 0.001, name='laptop feet')
    K.box((0.32, 0.22, 0.012), (-1.25, 2.02, 0.743), alu, 0.004, name='laptop base')
    K.box((0.27, 0.1, 0.001), (-1.25, 2.05, 0.755), M.plastic('#2a2c30', rough=0.6), 0.0005, name='keys')
    K.box((0.32, 0.008, 0.21), (-1.25, 2.128, 0.755), alu, 0.003, rot=(-14, 0, 0), name='laptop lid')
    K.box((0.3, 0.002, 0.19), (-1.25, 2.1235, 0.765), M.glass('#0b0e14', rough=0.05), 0.0, rot=(-14, 0, 0),
          name='screen')
    K.box((0.15, 0.21, 0.014), (0.15, 1.95, 0.74), M.fabric(P['orange'], weave=0.002), 0.003, rot=(0, 0, 8))
    # a short stack of the theme's samples beside the laptop, 6 mm boards cut square, and a pencil
    for i, (m, turn) in enumerate(((alu, 4), (M.plastic(P['lime'], rough=0.4), -7),
                                   (M.wood('#d6b48a', '#8a5f38', scale=0.2, seed=seed + 5, rough=0.45), 12))):
        K.box((0.2, 0.15, 0.006), (-0.55 + 0.02 * i, 1.9 - 0.015 * i, 0.74 + 0.006 * i), m, 0.0008,
              rot=(0, 0, turn), name='sample board')
    K.cyl(0.0042, 0.17, (-0.2, 1.78, 0.74 + 0.0042 - 0.085), M.paint('#2f3a2f', rough=0.45), 0.0006, rot=(0, 90, 28), verts=6,
          name='pencil')
    K.cyl(0.045, 0.1, (0.8, 2.05, 0.74), M.ceramic(P['cream']), 0.004)
    covers = [M.fabric(c, weave=0.0025, seed=i) for i, c in enumerate((P['cream'], P['orange'], '#6d7686', '#2b3450', '#d9d4c7'))]
    K.shelf(2.4, 2.45, 0, alu, w=1.2, h=2.0, rows=5, items=covers, fill='books')
    K.plant(-2.75, 2.25, M.ceramic(P['cream']), h=1.35, seed=seed)
    # Issue 28: the window burned out a third of the picture and the wall above the desk was bare.
    # A felt pinboard of finish samples (the theme's aluminium, orange, lime and cream) hangs there,
    # the window is half-shaded by a linen blind, and the camera stands closer to the desk.
    K.box((1.9, 0.03, 0.95), (-0.6, 2.72, 1.15), M.fabric('#3a4560', '#343e58', weave=0.003), 0.01)
    rnd = random.Random(seed)
    chips = [alu, M.plastic(P['orange'], rough=0.4), lime, M.plastic(P['cream'], rough=0.5), M.metal('#8a929c', rough=0.35),
             M.wood('#d6b48a', '#8a5f38', scale=0.2, seed=seed)]
    for i in range(9):
        cx = -1.35 + (i % 5) * 0.36 + rnd.uniform(-0.04, 0.04) + (0.18 if i >= 5 else 0)
        cz = 1.68 - (i // 5) * 0.38 + rnd.uniform(-0.03, 0.03)
        K.box((0.2, 0.012, 0.26 if i % 2 else 0.2), (cx, 2.695, cz - 0.13), chips[i % len(chips)], 0.003,
              rot=(0, rnd.uniform(-4, 4), 0))
    K.box((0.02, 2.3, 0.7), (-3.42, 0.4, 2.0), linen('#efe8da', 0.7), 0.004)
    K.sun((-1.0, -0.45, 0.55), 28.0, '#ffe9cc', angle=0.8)
    for x in (-1.3, 0.1):
        G.shade_pendant(x, 2.0, 1.75, alu, energy=18, light='#fff0d6')
    return cam((1.75, -1.45, 1.3), (-0.85, 2.1, 0.98), 32)


@subject('themes/boost-2')
def _boost_2(seed):  # light stretching across a hairline (brushed) aluminium wall panel
    """A corridor of Boost's offices (the twelfth review: a hall of blotchy panels with an untextured
    box for a bench): 2.4 m wide and 11 m long, its left wall clad floor to ceiling in hairline
    aluminium panels 1.2 m wide with 6 mm shadow joints, an Ignite Orange handrail on brackets at
    0.9 m, and a ceiling slot beside them washing the panels from above; the right wall navy
    paint with two flush oak doors (2.1 m, steel frames, lever handles, a room number) and a switch;
    the end wall glazed, the afternoon coming down the corridor's navy linoleum; the lime bench
    against the panels. Scale from the doors, the bench (0.44 m) and the light line (1.05 m)."""
    P = BOOST
    rnd = random.Random(seed)
    mood(key=0.42, fill=9, color='#eef1f6')
    W, D, H = 2.4, 11.0, 2.8
    paint = M.paint(P['midnight'], rough=0.8, seed=seed)
    lino = M.tiles('#24324f', '#1d2840', size=2.0, ratio=0.5, rough=0.42, seed=seed, glaze=False)
    K.room(W, D, H, paint, lino, back=False, left=False, ceiling=False)
    K.box((W + 0.4, D + 0.4, 0.1), (0.0, 0.0, H), M.paint('#e9eaec', rough=0.9), 0.0, name='ceiling')
    # the left wall: the panels on a dark backing, a 6 mm joint between them, brushed along their length
    # at the hero's architectural grain (rough 0.5: at 0.26 each panel was a cloud of glare)
    K.box((0.05, D + 0.4, H), (-W / 2 - 0.025, 0.0, 0.0), M.paint('#15171b', rough=0.6), 0.0, name='backing')
    alu = M.metal('#c3c8cf', rough=0.5, seed=seed, along='Y')
    y = -D / 2
    while y < D / 2:
        K.box((0.02, 1.194, H - 0.06), (-W / 2 + 0.01, y + 0.6, 0.04), alu, 0.001, name='panel')
        y += 1.2
    # the handrail: a 42 mm Ignite Orange powder-coated tube on steel brackets at 0.9 m, standing off
    # the panels by 60 mm (the thirteenth review read a light line let into them as "an orange line
    # hanging in the air")
    rail = M.Tree('boost rail').set(color=P['orange'], rough=0.42, coat=0.2).mat
    K.tube([(-W / 2 + 0.081, -D / 2 + 0.3, 0.9), (-W / 2 + 0.081, D / 2 - 0.3, 0.9)], 0.021, rail, name='handrail', taper=1.0)
    yb = -D / 2 + 0.6
    while yb < D / 2 - 0.3:
        K.box((0.06, 0.012, 0.012), (-W / 2 + 0.05, yb, 0.87), M.metal('#2a2c2e', rough=0.38), 0.002, name='rail bracket')
        K.cyl(0.03, 0.006, (-W / 2 + 0.023, yb, 0.876), M.metal('#2a2c2e', rough=0.38), 0.001, rot=(0, 90, 0), name='bracket rose')
        yb += 1.2
    # the ceiling slot beside the panels, washing them from above
    K.box((0.08, D, 0.02), (-W / 2 + 0.1, 0.0, H - 0.012), M.emission('#fff4e6', 9), 0.0, name='slot')
    K.area((-W / 2 + 0.12, 0.0, H - 0.05), (-W / 2 + 0.05, 0.0, 0.6), D, 140, '#fff4e6', size_y=0.06)
    # downlights down the middle
    for yy in (-3.0, 0.0, 3.0):
        K.cyl(0.05, 0.006, (0.25, yy, H - 0.008), M.emission('#fff1dd', 12), 0.0, verts=32, name='downlight')
        K.spot((0.25, yy, H - 0.03), (0.25, yy, 0.0), 160, '#fff1dd', 70, 0.5)
    # the right wall: navy paint, a skirting, two flush doors with steel frames and levers
    skirt = M.paint('#141c30', rough=0.5)
    K.box((0.015, D, 0.08), (W / 2 - 0.008, 0.0, 0.0), skirt, 0.002, name='skirting')
    frame = M.metal('#2a2c2e', rough=0.38)
    leaf = M.wood('#c9a57c', '#8c6742', scale=0.3, seed=seed + 2, rough=0.42)
    steel = M.metal('#aeb4bc', rough=0.3, seed=seed + 3)
    for yd, number in ((-1.2, '2.14'), (3.4, '2.16')):
        K.box((0.04, 1.06, 2.14), (W / 2 - 0.02, yd, 0.0), frame, 0.003, name='door frame')
        K.box((0.045, 0.95, 2.09), (W / 2 - 0.03, yd, 0.005), leaf, 0.003, name='door leaf')
        K.box((0.03, 0.03, 0.07), (W / 2 - 0.07, yd - 0.36, 1.0), steel, 0.004, name='rose')
        K.box((0.016, 0.13, 0.02), (W / 2 - 0.09, yd - 0.31, 1.025), steel, 0.006, name='lever')
        plate = M.plastic(P['cream'], rough=0.4)
        K.box((0.008, 0.16, 0.09), (W / 2 - 0.004, yd - 0.72, 1.5), plate, 0.003, name='room plate')
        K.lettering(number, (W / 2 - 0.009, yd - 0.75, 1.475), 0.045, M.plastic('#1b2540', rough=0.5),
                    rot=(90, 0, -90), align='CENTER', sign=True)
    K.box((0.012, 0.08, 0.12), (W / 2 - 0.006, -0.35, 1.05), M.plastic('#e9e6df', rough=0.35), 0.004, name='switch')
    # the end wall glazed: a steel-framed window wall over a low sill, a pale sky behind it
    wall_y_ = D / 2
    G.wall_y(wall_y_ + 0.075, -W / 2 - 0.2, W / 2 + 0.2, H, paint, [(-0.95, 0.95, 0.45, 2.55)])
    G.backdrop((0.0, wall_y_ + 1.2, 1.5), (5.0, 4.0), M.emission('#cfdbe9', 3.5, 'view'))
    K.window(0.0, wall_y_, 0.45, 1.9, 2.1, wall='back', light=360, color='#f3f6fb', frame='#2a2c2e', opening=True)
    K.sun((0.2, 1.0, 0.42), 16.0, '#ffeed8', angle=0.8)
    # the bench against the panels, a tote left on it, scuffs on the floor where people turn in
    boost_bench(-W / 2 + 0.34, -1.4, M.metal('#2a2c2e', rough=0.38), along='y')
    K.box((0.3, 0.1, 0.32), (-W / 2 + 0.36, -1.05, 0.44), M.fabric('#d9d4c7', weave=0.002, seed=seed), 0.03,
          rot=(0, 0, 8), name='tote')
    scuff = M.plastic('#2c3a5a', rough=0.7)
    for _ in range(6):
        x0, y0 = rnd.uniform(0.1, 0.9), rnd.uniform(-3.5, 3.5)
        strip((x0, y0), (x0 + rnd.uniform(-0.12, 0.12), y0 + rnd.uniform(0.1, 0.35)), 0.012, scuff, height=0.0006)
    # from near the corridor's entrance, eye level, the panels' long line drawn to the window
    return cam((0.55, -5.2, 1.5), (-0.35, 4.2, 1.25), 24)


@subject('themes/boost-3')
def _boost_3(seed):  # the edge of a grey worktop revealing its lime core
    """The corner of a kitchen island whose worktop, a compact grey laminate, shows its Volt Lime core
    along every cut edge (the twelfth review: a blurred close-up of a slab with a cup and a disc on
    it). From a step back at standing height, so the room gives it scale: navy fronts with 3 mm
    gaps over a recessed plinth, an oak board with a knife and a glazed mug on the top, two counter
    stools, the wall run behind with a tiled splashback and an oak shelf, spun aluminium pendants
    and the window's light from the left. Sharp where the edge is (f/5.6)."""
    P = BOOST
    mood(key=0.4, fill=10, color='#fff3e4')
    W, D, H = 5.6, 4.6, 2.8
    wall = M.paint('#e6e8eb', rough=0.85, seed=seed)
    K.room(W, D, H, wall, boost_floor(seed), left=False, skirting=M.paint('#d3d6da', rough=0.5))
    G.sunlit_left_wall(W, D, H, wall, (-0.2, 1.4, 0.9, 2.4), light=380, color='#fff1dd', view='#dfe7f0', glow=5,
                       frame='#2a2c2e')
    K.sun((-1.0, -0.3, 0.6), 14.0, '#ffe9cc', angle=0.9)
    navy = M.paint(P['midnight'], rough=0.5)
    grey = M.stone('#9aa0a6', '#80868d', scale=0.4, veins=0.02, rough=0.42, seed=seed)
    lime = M.plastic(P['lime'], rough=0.5)
    # the island: a plinth set back 60 mm, three doors a side with 3 mm gaps, the worktop over them
    ix, iy, il, idp = 0.0, 0.55, 2.2, 0.95
    K.box((il - 0.12, idp - 0.12, 0.1), (ix, iy, 0.0), M.plastic('#14161a', rough=0.8), 0.0, name='plinth')
    for i in range(3):
        w = il / 3
        K.box((w - 0.003, idp, 0.78), (ix - il / 2 + w * (i + 0.5), iy, 0.1), navy, 0.002, name='door')
    # the worktop: 6 mm grey skins over a 10 mm lime core, its edges eased
    top = 0.88
    for z, h, m in ((top, 0.006, grey), (top + 0.006, 0.01, lime), (top + 0.016, 0.006, grey)):
        K.box((il + 0.06, idp + 0.06, h), (ix, iy, z), m, 0.0008, name='worktop')
    z = top + 0.022
    # on the top: an oak board with a knife, a glazed mug with its handle, a folded linen cloth
    board = M.wood('#d9b88c', '#9a7048', scale=0.25, seed=seed + 2, rough=0.45)
    K.box((0.42, 0.28, 0.022), (0.35, 0.3, z), board, 0.006, rot=(0, 0, 12), name='board')
    K.box((0.2, 0.024, 0.003), (0.37, 0.26, z + 0.022), M.metal('#d9dde2', rough=0.2, brushed=False), 0.001,
          rot=(0, 0, 12), name='blade')
    K.box((0.11, 0.026, 0.016), (0.22, 0.23, z + 0.022), M.plastic('#1e1e1e', rough=0.5), 0.005, rot=(0, 0, 12),
          name='knife handle')
    mug = M.ceramic(P['cream'], rough=0.3)
    G.vessel(0.82, 0.42, z, 0.042, 0.095, mat=mug, wall=0.004)
    K.tube([(0.862, 0.42, z + 0.075), (0.9, 0.42, z + 0.07), (0.905, 0.42, z + 0.035), (0.862, 0.42, z + 0.025)],
           0.006, mug, name='mug handle', taper=1.0)
    K.box((0.3, 0.2, 0.012), (-0.45, 0.5, z), M.fabric('#e9e4d8', weave=0.002, seed=seed), 0.004, rot=(0, 0, -6),
          name='cloth')
    # two counter stools at the island's long side
    felt = M.fabric(P['orange'], '#d94c18', weave=0.002, sheen=0.5)
    for x, turn in ((-0.55, -8), (0.15, 6)):
        G.bar_stool(x, -0.12, board, felt, M.metal('#232326', rough=0.55, brushed=False), turn=turn)
    # the wall run behind: navy fronts, the same worktop, a splashback of small tiles, an oak shelf
    K.counter(0.4, D / 2 - 0.32, 0, navy, grey, length=3.0, sink=True, hob=False)
    K.box((3.0, 0.01, 0.6), (0.4, D / 2 - 0.006, 0.9),
          M.tiles('#f4f4f0', '#c9ced6', size=0.075, seed=seed + 1, rough=0.15, ratio=2.0, offset=0.5), 0.0,
          name='splashback')
    K.box((1.6, 0.24, 0.035), (0.7, D / 2 - 0.13, 1.7), board, 0.004, name='shelf')
    for i, (c, r, h) in enumerate(((P['cream'], 0.06, 0.1), ('#6d7686', 0.05, 0.18), (P['cream'], 0.08, 0.07))):
        G.vessel(0.2 + i * 0.42, D / 2 - 0.13, 1.735, r, h, mat=M.ceramic(c, rough=0.35), neck=0.7 if i == 1 else None,
                 wall=0.004)
    alu = M.metal(P['alu'], rough=0.25, seed=seed)
    for x in (-0.55, 0.45):
        G.shade_pendant(x, iy, 1.65, alu, energy=16, light='#fff0d6', ceiling=H)
    K.plant(2.35, 1.6, M.ceramic(P['cream']), h=1.25, seed=seed + 4)
    # from a step back off the island's front right corner, standing height, the corner near the
    # middle of the frame: the lime line runs down both edges
    return cam((2.4, -1.55, 1.5), (0.85, 0.3, 0.86), 40, dof=5.6)


# ── 2025 · Cosmos: violet dark, nebula terrazzo, dust gold, smoke glass ─────────
def cosmos_floor(seed, scale=0.7):
    t = M.terrazzo('#141329', ['#e8e1f0', '#d9c7a1', '#8c9bff', '#3b2f7a'], scale=scale, seed=seed, polish=0.12)
    return sparkle(t)


@subject('themes/cosmos-hero')
def _cosmos_hero(seed):  # the Cosmos lounge at dusk: deep violet walls, sparkling terrazzo, a window's sheers
    """The theme's room after dark (issue 52: it was a glowing sphere on a brass drum in a violet
    void): a lounge four metres deep under a 2.8 m ceiling, its back wall one wide steel window onto
    a dusk sky behind drawn sheers; Deep Space walls in a pearl paint, the nebula
    terrazzo floor catching the lamps in its flecks, a violet velvet sofa on brass legs with its back
    to the window, a stone table on a brass drum, a lounge chair in Luna White, a brass floor lamp
    lit and a low oak sideboard with books. The light is the lamps' and the sky's."""
    P = COSMOS
    # a dark room metered up: the lamps' rare bright paths, divided by a dark albedo in the
    # compositor's denoiser (kit.denoise_nodes) and spread by its bilateral blur, came out as pink
    # squares over every surface (the first render, 2026-12-04; gone without the denoiser, and
    # gone with these clamps). There is no glass here for the clamp to dim.
    K.bpy.context.scene.cycles.sample_clamp_indirect = 1.0
    K.bpy.context.scene.cycles.sample_clamp_direct = 4.0
    mood(key=0.3, fill=0)
    K.hdri('city', strength=0.35, rotation=160,
           camera_sky=[(0.0, '#7a5a86'), (0.05, '#4e4474'), (0.16, '#30336a'), (0.45, '#1c2150'), (1.0, '#0e1130')], camera_strength=0.8)
    # walls a violet-grey pearl, not the violet itself: the fourteenth review read the room as
    # "monochrome purple"; the violet is the sofa's, against an ivory rug, oak and the lamps' warmth
    wall = M.pearl('#2c2838', metal=0.2, rough=0.45, coat=0.3)
    floor = sparkle(M.terrazzo('#15142a', ['#e8e1f0', '#d9c7a1', '#8c9bff', '#3b2f7a'], scale=0.22, seed=seed, polish=0.12,
                               density=0.4), scale=240.0, size=0.05, keep=0.2, strength=2.0)
    W, D, H, BACK = 8.0, 6.0, 2.8, 2.0
    K.room(W, D, H, wall, floor, back=False, skirting=M.paint('#1a1730', rough=0.5))
    # the window wall: one opening 5 m wide from the sill to just under the ceiling, steel mullions
    G.wall_y(BACK, -W / 2 - 0.2, W / 2 + 0.2, H, wall, [(-2.7, 2.3, 0.42, 2.5)], t=0.16)
    steel = M.metal('#1c1b22', rough=0.4, brushed=False)
    for x in (-2.7, -1.45, -0.2, 1.05, 2.3):
        K.box((0.05, 0.09, 2.08), (x, BACK, 0.42), steel, 0.003)
    for z in (0.42, 2.47):
        K.box((5.05, 0.09, 0.05), (-0.2, BACK, z - 0.025), steel, 0.003)
    # no pane: through glass the renderer shows the light's capture (a street by day), not the dusk
    K.box((5.3, 0.3, 0.04), (-0.2, BACK - 0.12, 0.38), M.stone('#2b2a35', '#4a4560', scale=0.5, rough=0.2, seed=seed + 3), 0.006)
    # No city behind the glass: four reviews read every skyline built here (dark boxes, lit window
    # grids, towers soft at f/1.2, towers veiled) as "a cartoon skyline of lit boxes"; the eleventh
    # named it among the worst five. The window is the dusk sky alone, seen through the voile, as a
    # lounge with its sheers drawn shows it at night.
    brass = M.metal(P['gold'], rough=0.28, brushed=False)
    velvet = M.fabric(P['violet'], '#342a6e', weave=0.003, sheen=1.0)
    # linen curtains drawn to the window's sides on a ceiling track
    linen = M.fabric(P['mist'], '#cfc8e0', weave=0.003)
    for x0, x1 in ((-3.3, -2.3), (1.9, 2.9)):
        G.curtain(x0, x1, BACK - 0.22, H - 0.1, linen, pleat=0.11, seed=seed + int(x0 * 10))
    # and a voile drawn across the glass in front of them, the dusk glowing through its folds; a voile
    # is an open weave: about half of the sky passes between its threads, veiled by the other half lit
    # by the room (a translucent sheet alone read as a grey wall)
    voile = M.Tree('voile').set(color='#ece8f4', rough=0.8, sheen=0.6, spec=0.15)
    voile.bsdf.inputs['Alpha'].default_value = 0.42
    G.curtain(-2.68, 1.95, BACK - 0.12, H - 0.14, voile.mat, depth=0.09, folds=30)
    K.box((5.2, 0.03, 0.03), (-0.2, BACK - 0.12, H - 0.1), M.metal('#d9d6d0', rough=0.3), 0.003)
    # the lounge: a rug, the sofa with its back to the window, the table, the chair, the lamp
    K.rug(-0.3, 0.35, 3.6, 2.5, M.fabric('#d8d1c3', '#c4bba9', weave=0.004))
    K.sofa(-0.6, 1.25, 0, velvet, legs=brass, width=2.5, depth=0.92)
    for x, c, r in ((-1.5, P['gold'], -8), (-1.0, P['mist'], 6), (0.35, P['blue'], -10)):
        G.cushion(x, 1.27, 0.47, 0.44, 0.4, M.fabric(c, weave=0.003, sheen=0.8), d=0.13, rot=(-16, 0, r))
    K.table(-0.45, 0.05, 0, M.stone('#1c1a26', '#6b5fb0', scale=0.5, rough=0.14, seed=seed, fine=True), brass, w=0.95, h=0.36,
            round_top=True)
    K.cyl(0.3, 0.32, (-0.45, 0.05, 0.0), brass, 0.01)
    G.vessel(-0.3, 0.0, 0.36, 0.055, 0.22, M.ceramic(P['mist'], rough=0.2), neck=0.5)
    G.books(-0.7, 0.12, 0.36, [M.fabric(P['blue'], weave=0.002), M.fabric('#e9e4d8', weave=0.002)], n=2, rot=14)
    G.lounge_chair(-2.35, -0.35, 62, M.fabric(P['mist'], '#dcd6ec', weave=0.003), brass)
    G.floor_lamp(2.35, 0.75, brass, M.fabric('#f1e6d0', weave=0.002), energy=230)
    # along the right wall: a low oak sideboard with books and a lamp, a brass picture rail above
    oak = M.wood('#9a7450', '#5e4028', scale=0.4, seed=seed + 5)
    K.box((0.45, 2.0, 0.6), (W / 2 - 0.26, -0.4, 0.1), oak, 0.01)
    for y in (-1.3, 0.5):
        K.box((0.04, 0.04, 0.1), (W / 2 - 0.26, y, 0.0), brass, 0.002)
    lamp(W / 2 - 0.26, -1.0, 0.7, M.emission('#ffdcae', 3.2, 'shade'), brass, energy=110, h=0.46)
    G.books(W / 2 - 0.3, 0.1, 0.7, [M.fabric(P['violet'], weave=0.002), M.fabric(P['gold'], weave=0.002),
                                     M.fabric('#e9e4d8', weave=0.002)], n=3, rot=90)
    K.box((0.02, 5.2, 0.02), (W / 2 - 0.01, 0.3, 2.3), brass, 0.002)
    K.box((0.03, 1.1, 0.8), (W / 2 - 0.03, -0.4, 1.2), M.pearl('#4d4190', metal=0.4, rough=0.3, coat=0.6), 0.004)
    # a faint violet line of light along the skirting, and the sky's light through the window
    K.box((W, 0.02, 0.025), (0, -D / 2 + 0.02, 0.08), glow('#8c7fe0', 2.0), 0.0)
    K.area((-0.2, BACK - 0.3, 1.5), (-0.2, -2.0, 0.6), 4.5, 45, '#7d86d8', size_y=2.0)
    # focused on the sofa at f/1.2, as a photographer shoots a lounge at dusk by its lamps: the city
    # beyond the window falls soft, its lit windows small discs (the ninth review read the sharp
    # towers and their grids of lit windows as "a cartoon skyline of lit boxes")
    return cam((2.7, -2.75, 1.25), (-0.6, 1.6, 0.85), 26, dof=1.2)


@subject('themes/cosmos-1')
def _cosmos_1(seed):  # a dark terrazzo floor sparkling like stars under low light
    # Issue 28: the first story picture spans the page. It was a far view of a sofa adrift on a
    # floor of large chips in a saturated blue room; now the camera is down at the floor: fine
    # pale, gold and violet aggregate in a near-black ground, flecks catching a low warm light that
    # grazes across it, the lounge (violet velvet sofa on brass legs, a stone table) soft behind.
    P = COSMOS
    mood(key=0.26, fill=4, color='#e6e2ee')
    floor = sparkle(M.terrazzo('#121120', ['#e8e1f0', '#d9c7a1', '#6b5fb0', '#c9a34a'], scale=0.2, seed=seed,
                               polish=0.1, density=0.42), scale=260.0, size=0.05, keep=0.2, strength=7.0)
    K.room(7, 6, 3, M.pearl('#3a3450', metal=0.25, rough=0.4, coat=0.4), floor)
    brass = M.metal(P['gold'], rough=0.28, brushed=False)
    K.sofa(-0.7, 2.2, 0, M.fabric(P['violet'], '#342a6e', weave=0.003, sheen=1.0), legs=brass, width=2.4, depth=0.9)
    for x, c, r in ((-1.45, P['gold'], -8), (-0.97, P['mist'], 6)):
        G.cushion(x, 2.22, 0.47, 0.44, 0.4, M.fabric(c, weave=0.003, sheen=0.8), d=0.13, rot=(-16, 0, r))
    K.table(0.55, 1.25, 0, M.stone('#1c1a26', '#6b5fb0', scale=0.5, rough=0.14, seed=seed), brass, w=0.8, h=0.36, round_top=True)
    K.cyl(0.26, 0.32, (0.55, 1.25, 0.0), brass, 0.01)
    G.vessel(0.62, 1.2, 0.36, 0.05, 0.2, M.ceramic(P['mist'], rough=0.2), neck=0.5)
    G.floor_lamp(1.7, 2.3, M.metal('#1a1a1f', rough=0.3), M.fabric('#f1e6d0', weave=0.002), energy=45)
    # the low warm light grazing across the floor from the right, and a faint violet wash on the wall
    K.area((3.2, 0.3, 0.25), (-1.0, 0.6, 0.0), 1.2, 260, '#ffd9a8', size_y=0.15)
    K.box((7, 0.02, 0.025), (0, 2.96, 0.08), glow('#8c7fe0', 2.5), 0.0)
    K.area((0, 0.8, 2.9), (0, 0.8, 0), 3.0, 25, '#e6e2ee')
    return cam((1.25, -1.35, 0.5), (-0.1, 1.4, 0.05), 30, dof=2.8)


@subject('themes/cosmos-2')
def _cosmos_2(seed):  # a bedroom corner with a violet wall and a gold lamp
    """Close on the bedside (issue 28: a far view of a room violet on every surface): the wall behind
    the bed painted Nebula Purple, the side wall pale mist, a dark stone bedside table with a gold
    lamp glowing on it and a gold picture rail, the bed's corner in Luna White linen under a duvet
    that falls over its edge, a violet velvet cushion, and the terrazzo floor at the bed's foot."""
    P = COSMOS
    mood(key=0.36, fill=12, color='#e6dcff')
    K.room(5, 4.5, 2.8, M.paint('#d6d1e0', seed=seed), cosmos_floor(seed, 0.2))
    violet = M.paint(P['violet'], seed=seed + 1)
    K.box((5.0, 0.02, 2.8), (0, 2.235, 0), violet, 0)
    gold = M.metal(P['gold'], rough=0.25, brushed=False)
    bed = K.bed(0.2, 1.2, 0, M.fabric('#2a2550', weave=0.003), M.fabric(P['mist'], '#dcd6ec', weave=0.003),
                None, pillow=M.fabric('#f4f1ea', weave=0.003))
    # the duvet's weave finer than a pixel at this size: at 3 mm it beat against the pixel grid (moiré)
    G.drape((2.3, 1.8), (0.2, 0.75, 0.6), M.fabric('#f1ede4', '#e4ded2', weave=0.0012), bed, thick=0.035,
            stiff=40, bend=4, mass=0.6, name='duvet')
    G.cushion(0.55, 1.78, 0.5, 0.42, 0.32, M.fabric('#4a3d8f', weave=0.003, sheen=1.0), d=0.12, rot=(-14, 0, 8))
    K.box((0.5, 0.42, 0.5), (1.55, 2.0, 0), M.stone('#2b2a35', '#4a4560', scale=0.5, rough=0.18, seed=seed, fine=True), 0.012)
    lamp(1.55, 2.02, 0.5, M.emission('#ffdcae', 3.5, 'shade'), gold, energy=45, h=0.5)
    G.books(1.45, 1.9, 0.5, [M.fabric(P['blue'], weave=0.002), M.fabric(P['gold'], weave=0.002)], n=2, rot=-10)
    K.box((1.6, 0.02, 0.02), (1.2, 2.22, 1.55), gold, 0.002)
    K.area((0.8, 0.8, 2.75), (0.8, 1.4, 0), 1.6, 30, '#ffe6cc')
    return cam((2.25, 0.1, 1.15), (0.75, 1.85, 0.62), 30)


@subject('themes/cosmos-3')
def _cosmos_3(seed):
    """A smoke-glass partition in a black steel frame across a lounge, seen from the hall at dusk:
    through its panes the violet lounge chair, the stone side table with its lamp lit and the blue
    light line on the back wall, darkened and cooled by the tint; past its end, the same room seen
    bare, so the glass's filtering shows side by side. The panes throw a violet shade on the terrazzo
    (materials.smoke_glass). The eighth review saw "a blur that shows nothing" at f/2, the tenth "a
    noisy blue blur" in a room lit blue: now a hall in pale mist paint under warm lamps, a window's
    dusk light from the right, the lens stopped down."""
    P = COSMOS
    mood(key=0.42, fill=8, color='#e6e2ee')
    W, D, H, WALL_Y = 7.0, 6.0, 2.9, 0.6
    floor = sparkle(M.terrazzo('#1d1b30', ['#e8e1f0', '#d9c7a1', '#8c9bff', '#3b2f7a'], scale=0.12, seed=seed, polish=0.12,
                               density=0.3), scale=240.0, size=0.04, keep=0.15, strength=0.3)
    mist = M.paint('#d9d4e4', seed=seed)
    K.room(W, D, H, mist, floor, skirting=M.paint('#2a2540', rough=0.5))
    # the lounge's back wall in Nebula Purple, a blue line of light along it at seat height
    K.box((W, 0.02, H), (0, D / 2 - 0.02, 0), M.paint(P['violet'], seed=seed + 1), 0.0)
    K.box((6.2, 0.03, 0.03), (-0.3, D / 2 - 0.05, 1.05), glow(P['blue'], 6.0), 0.0)
    # the partition: 8 mm smoke glass in a black steel frame, posts every 1.23 m, a transom at 2.1 m
    steel = M.metal('#17161c', rough=0.38, brushed=False)
    smoke = M.smoke_glass('#bdb6d8', '#cbc4e4', rough=0.0)
    x0, x1 = -W / 2, 0.4
    posts = [x0 + i * (x1 - x0) / 4 for i in range(5)]
    for a, b in zip(posts, posts[1:]):
        K.box((b - a, 0.008, 2.1 - 0.05), (a + (b - a) / 2, WALL_Y, 0.05), smoke, 0.0, name='pane')
        K.box((b - a, 0.008, H - 2.14), (a + (b - a) / 2, WALL_Y, 2.14), smoke, 0.0, name='pane')
    for x in posts:
        K.box((0.05, 0.06, H), (x, WALL_Y, 0), steel, 0.003)
    K.box((x1 - x0, 0.06, 0.05), ((x0 + x1) / 2, WALL_Y, 0.0), steel, 0.003)
    K.box((x1 - x0, 0.06, 0.045), ((x0 + x1) / 2, WALL_Y, 2.1), steel, 0.003)
    K.box((x1 - x0, 0.06, 0.05), ((x0 + x1) / 2, WALL_Y, H - 0.05), steel, 0.003)
    # the lounge behind it: a rug, the violet velvet chair, the stone table and its lamp, a floor lamp
    brass = M.metal(P['gold'], rough=0.28, brushed=False)
    K.rug(-0.5, 1.9, 3.0, 1.8, M.fabric('#3a3366', '#2c2752', weave=0.004))
    G.lounge_chair(-0.75, 1.95, 200, M.fabric(P['violet'], '#342a6e', weave=0.003, sheen=1.0), brass)
    G.cushion(-0.72, 2.05, 0.42, 0.4, 0.36, M.fabric(P['gold'], weave=0.003, sheen=0.8), d=0.12, rot=(-12, 0, 190))
    K.box((0.45, 0.45, 0.55), (-0.2, 2.35, 0), M.stone('#2b2a35', '#4a4560', scale=0.5, rough=0.18, seed=seed, fine=True), 0.012)
    lamp(-0.2, 2.37, 0.55, M.emission('#ffdcae', 3.2, 'shade'), brass, energy=45, h=0.5)
    G.books(-0.3, 2.25, 0.55, [M.fabric(P['blue'], weave=0.002), M.fabric('#e9e4d8', weave=0.002)], n=2, rot=12)
    G.floor_lamp(-1.7, 2.55, brass, M.fabric('#f1e6d0', weave=0.002), energy=70)
    # past the partition's end, a low oak sideboard against the violet wall: books, a vase, a lamp
    oak = M.wood('#8a6a4a', '#4e3826', scale=0.4, seed=seed + 5)
    K.box((1.8, 0.45, 0.62), (1.7, D / 2 - 0.26, 0.0), oak, 0.01)
    G.books(1.2, D / 2 - 0.28, 0.62, [M.fabric(P['gold'], weave=0.002), M.fabric('#e9e4d8', weave=0.002),
                                      M.fabric(P['blue'], weave=0.002)], n=3, rot=0)
    G.vessel(2.05, D / 2 - 0.25, 0.62, 0.09, 0.34, M.ceramic(P['mist'], rough=0.35), neck=0.45)
    lamp(2.45, D / 2 - 0.25, 0.62, M.emission('#ffdcae', 3.0, 'shade'), brass, energy=40, h=0.44)
    # the hall this side: an oak bench along the right wall with a folded throw, a print above it
    K.bench(3.22, -0.6, 90, oak, length=1.4)
    K.box((0.3, 0.5, 0.05), (3.2, -0.35, 0.44), M.fabric(P['mist'], '#d4cde6', weave=0.003), 0.02, rot=(0, 0, 4))
    K.box((0.04, 0.9, 0.62), (W / 2 - 0.03, -0.6, 1.35), M.pearl('#4d4190', metal=0.4, rough=0.3, coat=0.6), 0.004)
    # light: warm over the lounge (a light, not a panel seen in the glass), dusk from a window on the right
    over = K.area((-0.6, 1.9, H - 0.1), (-0.6, 1.9, 0), 2.4, 700, '#ffe6c8')
    over.visible_camera = over.visible_glossy = over.visible_transmission = False
    K.window(W / 2, -2.0, 0.9, 1.4, 1.6, wall='right', strength=1.6, color='#cdd2f4', light=240)
    hall = K.area((1.8, -1.2, H - 0.1), (1.8, -1.2, 0), 1.6, 40, '#fff0dc')
    hall.visible_camera = hall.visible_glossy = hall.visible_transmission = False
    return cam((2.7, -2.4, 1.4), (-0.7, 1.8, 0.95), 30, dof=8.0)


# ── 2025 · Ooparts: travertine, basalt, rust, olive cloth, amber wood ───────────
def travertine(seed, scale=0.8, base=OOPARTS['sand'], strata=False):
    # no vein bands: on a floor, warped bands read as spills; the pits and the cloud make the stone
    return M.stone(base, '#c2a67c', pits=1.0, veins=0.0, strata=strata, scale=scale, seed=seed)


def rusted(seed, amount=0.65):
    return M.rust('#6a625a', ['#8a4b2a', '#5e3019', '#c44d2c'], seed=seed, amount=amount)


@subject('themes/ooparts-hero')
def _ooparts_hero(seed):  # a travertine hall, a weathering-steel panel on a clay wall, the late sun
    """The theme's room (issue 52; the fifth review read the block, rusted plates and basalt cone on a
    plinth it showed before as a still life of props): a hall of honed travertine under a 3.4 m
    ceiling, the late sun through a tall opening in the left wall raking across the floor's pits and
    the hand-trowelled clay wall. On that wall a weathering-steel panel hangs a finger's width off
    it, its shadow beside it; below it a long honed basalt bench carries a turned amber-wood vessel
    and two books in the theme's olive and sand; a lounge chair in olive linen on an amber frame is
    turned to the light, a rubber plant in a clay pot stands in the corner, a travertine skirting
    runs along the walls."""
    P = OOPARTS
    mood(key=0.42, fill=10, color='#ffe6c4')
    clay = M.plaster('#d9c0a0', seed=seed)
    W, D, H = 8.0, 6.0, 3.4
    K.room(W, D, H, clay, travertine(seed + 1, 1.0), left=False,
           skirting=M.stone('#d9c7a8', '#c2a67c', pits=0.6, veins=0.0, scale=0.4, seed=seed + 7))
    G.sunlit_left_wall(W, D, H, clay, (-1.2, 0.9, 0.3, 3.0), light=320, color='#ffe2b8')
    # the panel: weathering steel 1.5 × 2.1 m on hidden standoffs, 3 cm off the wall
    K.box((1.5, 0.012, 2.1), (0.9, D / 2 - 0.04, 0.62), rusted(seed, 0.7), 0.003)
    # the bench: honed, pitted basalt, long and low, on two recessed plinths
    basalt = M.stone(P['basalt'], '#46433f', scale=0.25, rough=0.55, pits=0.8, veins=0.0, seed=seed + 3)
    K.box((2.6, 0.46, 0.09), (0.7, D / 2 - 0.36, 0.34), basalt, 0.006)
    for x in (-0.3, 1.7):
        K.box((0.3, 0.36, 0.34), (x, D / 2 - 0.36, 0.0), basalt, 0.004)
    amber = M.wood('#c79a66', '#7a5530', scale=0.15, along='Z', seed=seed)
    G.vessel(1.55, D / 2 - 0.36, 0.43, 0.12, 0.36, amber, neck=0.45)
    G.books(0.15, D / 2 - 0.38, 0.43, [M.fabric(P['olive'], weave=0.002), M.fabric(P['sand'], weave=0.002)], n=2, rot=-6)
    # the chair turned to the window, and the plant in the far corner by the window
    G.lounge_chair(-1.45, 0.9, -58, M.fabric(P['olive'], '#56624a', weave=0.003), M.wood('#b8824e', '#6e4424', scale=0.3, seed=seed + 5))
    K.plant(-3.35, 2.45, M.plaster(P['red'], seed=seed + 6), h=1.5, seed=seed + 2)
    # the late sun low in the west through the opening, and the sky's light from it
    K.sun((-1.0, -0.55, 0.38), 45.0, '#ffd9aa', angle=0.8)
    K.area((0, 0.0, H - 0.05), (0, 0.0, 0), 3.5, 25, '#fff0dc')
    return cam((2.6, -2.7, 1.45), (-0.2, 1.9, 1.0), 28)


@subject('themes/ooparts-1')
def _ooparts_1(seed):  # a black round plinth on pitted sand-coloured stone
    # Issue 28: two dark drums stood in an evenly lit beige box. Now the sun comes low through a real
    # opening in the left wall and rakes across the travertine wall and floor, so every pit and the
    # stone's bedding show; the basalt plinth, honed and pitted, carries a turned amber-wood vessel,
    # a lower basalt drum and a rough travertine block stand beside it, and the shadows run long.
    P = OOPARTS
    mood(key=0.42, fill=8, color='#ffe9cc')
    wall = travertine(seed, 0.9, strata=True)
    K.room(6, 5, 3.2, wall, travertine(seed + 1, 0.6), left=False)
    G.sunlit_left_wall(6, 5, 3.2, wall, (0.5, 2.3, 0.3, 2.4), light=200, color='#ffe6c4')
    basalt = M.stone(P['basalt'], '#46433f', scale=0.25, rough=0.55, pits=0.8, veins=0.0, seed=seed)
    K.cyl(0.38, 0.62, (0.25, 1.3, 0), basalt, 0.012, verts=96)
    G.vessel(0.25, 1.3, 0.62, 0.13, 0.34, M.wood('#c79a66', '#7a5530', scale=0.15, along='Z', seed=seed), neck=0.45)
    K.cyl(0.24, 0.3, (-0.75, 1.75, 0), M.stone(P['basalt'], '#46433f', scale=0.25, rough=0.6, pits=0.9, veins=0.0, seed=seed + 3), 0.01, verts=96)
    G.vessel(-0.75, 1.75, 0.3, 0.07, 0.16, M.ceramic(P['red'], rough=0.6), neck=0.6)
    K.box((0.7, 0.34, 0.18), (1.25, 1.55, 0), M.stone('#e2d3b8', '#c2a67c', pits=1.4, veins=0.05, scale=0.35, seed=seed + 2), 0.006, rot=(0, 0, -8))
    # the sun low in the west: through the opening it lays a patch on the floor and lights the plinth's side
    K.sun((-1.0, -0.12, 0.45), 60.0, '#ffdcb0', 0.6)
    K.area((0, 0.5, 3.1), (0, 0.5, 0), 3.0, 40, '#fff3e2')
    return cam((1.2, -1.55, 1.0), (0.05, 1.35, 0.5), 32)


@subject('themes/ooparts-2')
def _ooparts_2(seed):  # a rusted red metal sheet leaning on a clay wall
    """Close on the sheet (issue 28: a far, evenly lit view of two flat panels): the oxidised steel
    sheet leaning on a hand-trowelled clay wall, a smaller offcut beside it and an olive clay vase,
    on a travertine floor, under a low late sun through a window off to the right that grazes the wall so its trowel marks and the rust's blisters show, and throws the sheet's shadow along
    the wall."""
    P = OOPARTS
    mood(key=0.4, fill=12, color='#ffe6c4')
    clay = M.plaster('#b98a68', seed=seed)
    K.room(6, 5, 3.2, clay, travertine(seed + 1, 0.8), right=False)
    # the right wall has the window the late sun comes through; its view casts no shadow
    G.wall_x(3.075, -2.7, 2.7, 3.2, clay, [(0.4, 1.9, 0.7, 2.5)])
    G.backdrop((3.9, 1.15, 1.6), (3, 3), M.emission('#ffe6c4', 8, 'view'), rot=(0, 90, 0))
    sheet = K.box((1.1, 0.025, 2.3), (0.3, 2.2, 0), rusted(seed, 0.75), 0.004)
    sheet.rotation_euler.x = math.radians(-9)
    K.box((0.5, 0.02, 1.1), (1.2, 2.3, 0), rusted(seed + 4, 0.5), 0.003).rotation_euler.x = math.radians(-7)
    G.vessel(-0.45, 2.05, 0.0, 0.16, 0.5, M.plaster(P['olive'], seed=seed + 2), neck=0.45)
    K.sun((1.0, -0.6, 0.35), 40.0, '#ffd2a0', angle=0.8)
    K.area((-2, 0, 3.1), (0, 2, 0.8), 3, 60, '#fff0dc')
    return cam((-1.1, -0.6, 1.3), (0.45, 2.2, 1.0), 32)


@subject('themes/ooparts-3')
def _ooparts_3(seed):  # a bright living room with olive cloth and amber wood
    P = OOPARTS
    mood(key=0.5, fill=30)
    K.room(7, 5.5, 3.2, M.plaster('#e2d4bc', seed=seed), travertine(seed + 1, 0.9))
    sofa = K.sofa(-0.7, 1.9, 0, M.fabric(P['olive'], '#56624a', weave=0.004), width=2.6)
    G.drape((1.0, 0.6), (0.35, 1.8, 0.63), M.fabric(P['sand'], '#d8ccb8', weave=0.006), sofa, rot=4, thick=0.01,
            stiff=25, bend=2, name='throw')
    amber = M.wood('#c8955a', '#7a4f28', scale=0.4, seed=seed)
    K.table(-0.6, 0.6, 0, amber, amber, w=1.3, d=0.7, h=0.38, thick=0.06)
    G.vessel(-0.3, 0.6, 0.38, 0.07, 0.2, M.plastic(P['red'], rough=0.6), neck=0.45)
    K.box((0.5, 0.5, 0.5), (1.0, 1.95, 0), amber, 0.04)
    K.cyl(0.14, 0.45, (1.0, 1.95, 0.5), M.plastic(P['basalt'], rough=0.7), 0.01, r2=0.09)
    # an oxidised steel plate hung over the sofa like a found fragment
    K.box((1.1, 0.02, 0.7), (-0.7, 2.72, 1.2), rusted(seed, 0.6), 0.003)
    K.rug(-0.6, 0.8, 3.0, 2.0, M.fabric(P['sand'], '#d8ccb8', weave=0.008))
    K.shelf(-2.9, 2.55, 0, amber, w=0.9, h=1.7, rows=3, items=[M.fabric(c, weave=0.0025) for c in (P['olive'], P['red'], P['sand'])], fill='books')
    K.window(-3.5, 0.6, 0.7, 2.4, 2.2, wall='left', strength=6, light=1100, color='#ffe9cc')
    K.sun((0.8, -0.4, 0.6), 2.5, '#ffe2b8')
    return cam((1.6, -0.8, 1.1), (-0.5, 1.5, 0.55), 30)


# ── 2024 ME:nimal · Evoke: blush walls, rose clay, rounded wood, linen ──────────
def blush(seed):
    return M.plaster('#eadbd0', seed=seed)


def oak_floor(seed, light='#d8b894', dark='#9a7450'):
    return M.wood(light, dark, planks=(1.6, 0.19), scale=0.6, seed=seed)


def round_stool(x, y, wood, h=0.46, r=0.2):
    K.cyl(r, 0.07, (x, y, h - 0.07), wood, 0.025)
    for a in (90, 210, 330):
        K.cyl(0.022, h - 0.07, (x + math.cos(math.radians(a)) * r * 0.6, y + math.sin(math.radians(a)) * r * 0.6, 0), wood, 0.006)


@subject('themes/evoke-hero')
def _evoke_hero(seed):  # a pinkish beige wall with rounded wooden furniture
    P = EVOKE
    mood(key=0.5, fill=24, color='#fff0e6')
    K.room(10, 6, 3.2, blush(seed), oak_floor(seed + 1))
    wood = M.wood('#c99a70', '#8a5f3c', scale=0.4, seed=seed)
    K.box((2.2, 0.5, 0.72), (1.8, 2.7, 0.12), wood, 0.09)
    for sx in (-1, 1):
        K.cyl(0.03, 0.12, (1.8 + sx * 0.9, 2.7, 0), wood)
    K.cyl(0.55, 0.03, (1.8, 2.94, 1.45), M.plaster(P['clay'], seed=seed + 4), 0.012, rot=(90, 0, 0))
    G.vessel(1.3, 2.7, 0.84, 0.09, 0.26, M.plaster(P['clay'], seed=seed), neck=0.45)
    round_stool(0.4, 1.9, wood, h=0.5, r=0.24)
    K.plant(-0.55, 2.45, M.plaster(P['clay'], seed=seed + 6), h=1.35, seed=seed + 2)
    # on the sideboard's other end two books lying flat and a small cream bowl on them
    G.books(2.45, 2.68, 0.84, [M.fabric(P['cream'], weave=0.002), M.fabric(P['brown'], weave=0.002)], n=2, rot=-8)
    G.vessel(2.47, 2.66, 0.905, 0.085, 0.07, M.plaster(P['cream'], seed=seed + 3), neck=0.9)
    rug = K.cyl(1.1, 0.012, (1.2, 1.3, 0), M.fabric(P['cream'], '#e0ccb6', weave=0.008), 0.004)
    rug.scale = (1.5, 0.9, 1)
    K.window(-5.0, 1.0, 0.6, 2.6, 2.2, wall='left', strength=5, light=1100, color='#fff1e2')
    return cam((0.2, -1.2, 1.25), (1.3, 2.3, 0.85), 28)


@subject('themes/evoke-1')
def _evoke_1(seed):  # a round wooden stool against a beige wall
    P = EVOKE
    mood(key=0.5, fill=22, color='#fff0e6')
    # Issue 28: a stool alone in an evenly lit room. Now the afternoon sun comes through a real
    # opening in the left wall and lays a warm patch on the blush plaster, the stool's shadow in it;
    # a radiused oak bench runs along the wall with books and a clay bowl, the stool's vase beside.
    wall = blush(seed)
    K.room(5, 4, 3, wall, oak_floor(seed + 1), left=False)
    G.sunlit_left_wall(5, 4, 3.0, wall, (0.0, 1.2, 0.5, 2.4), light=250, color='#fff1e2', view='#fff4e8')
    wood = M.wood('#caa07a', '#8d6442', scale=0.3, seed=seed + 2)
    round_stool(0.1, 1.45, wood, h=0.48, r=0.22)
    G.vessel(0.1, 1.45, 0.48, 0.07, 0.18, M.plaster(P['clay'], seed=seed), neck=0.45)
    K.box((5, 0.02, 0.1), (0, 1.98, 0), M.paint('#e0cfc2'), 0.003)
    oak = M.wood('#d2ab82', '#94693f', scale=0.3, seed=seed + 3)
    K.box((1.5, 0.4, 0.06), (-1.25, 1.72, 0.36), oak, 0.025)
    for sx in (-0.62, 0.62):
        K.box((0.06, 0.36, 0.36), (-1.25 + sx, 1.72, 0), oak, 0.02)
    G.books(-1.65, 1.72, 0.42, [M.fabric(P['cream'], weave=0.002), M.fabric(P['brown'], weave=0.002), M.fabric(P['clay'], weave=0.002)], n=3, rot=-6)
    G.lathe([(0.0, 0.0), (0.08, 0.0), (0.13, 0.05), (0.15, 0.09), (0.14, 0.09), (0.115, 0.05), (0.0, 0.015)], (-0.9, 1.7, 0.42),
            M.ceramic(P['clay'], rough=0.55), seg=64, name='bowl')
    K.sun((-1.0, -0.6, 0.5), 40.0, '#ffe2bd', 0.8)
    return cam((0.75, -1.05, 0.92), (-0.35, 1.55, 0.5), 32)


@subject('themes/evoke-2')
def _evoke_2(seed):  # window light spreading through linen curtains
    """Issue 28: a glowing pane behind a row of lit tubes, a chair and a stool far off in an evenly lit
    room. Now the sun stands low behind a real window in the back wall and two linen voiles are drawn
    across it: the cloth glows where it hangs in the light, its folds go light and shade, and through
    the gap between them the sun lays a long band across the oak floor, to an oak lounge chair in
    cream linen and a side table with a clay vase."""
    P = EVOKE
    mood(key=0.46, fill=6, color='#fff0e6')
    wall = blush(seed)
    w, d, h = 5.0, 4.5, 3.0
    K.room(w, d, h, wall, oak_floor(seed + 1), back=False)
    y = d / 2
    G.wall_y(y + 0.075, -w / 2 - 0.2, w / 2 + 0.2, h, wall, [(-1.5, 1.5, 0.35, 2.65)])
    G.backdrop((0, y + 1.4, 1.5), (6, 4), M.emission('#fff4e8', 10, 'view'))
    K.window(0, y, 0.35, 3.0, 2.3, wall='back', light=220, color='#fff1e2', frame=None, opening=True)
    cloth = linen('#f3ebe0', 0.72)
    G.curtain(-1.8, -0.3, y - 0.22, 2.72, cloth, z=0.03, folds=9, depth=0.1)
    G.curtain(0.45, 1.8, y - 0.22, 2.72, cloth, z=0.03, folds=8, depth=0.1)
    K.box((3.9, 0.03, 0.03), (0, y - 0.22, 2.76), M.metal('#d9d6d0', rough=0.3), 0.003)
    K.sun((0.4, 1.0, 0.5), 60.0, '#ffe2bd', 0.7)
    oak = M.wood('#caa07a', '#8d6442', scale=0.3, seed=seed + 2)
    G.lounge_chair(-0.95, 0.75, -28, M.fabric(P['cream'], '#e2d0bc', weave=0.003), oak)
    G.side_table(0.05, 1.05, oak, M.metal('#3a302a', rough=0.4), r=0.22, h=0.48)
    G.vessel(0.05, 1.05, 0.48, 0.07, 0.2, M.plaster(P['clay'], seed=seed), neck=0.45)
    return cam((1.75, -1.7, 1.1), (-0.35, 1.7, 1.0), 27)


@subject('themes/evoke-3')
def _evoke_3(seed):  # a low sofa with rose-clay cushions
    """Issue 28: a sofa of bevelled boxes with three slab cushions, lit evenly. Now the room at dusk:
    a low cream sofa (soft seat and back cushions on oak legs) with rose-clay cushions leaning into
    its corner and a clay throw over its arm, a rose-clay plaster disc on the wall above, a linen-shaded lamp on an oak side table giving the
    only warm light, a round oak table with a brown vase and books in front, and the window at the
    left already blue."""
    P = EVOKE
    mood(key=0.36, fill=6, color='#ffeede')
    wall = blush(seed)
    K.room(6, 4.5, 3, wall, oak_floor(seed + 1), left=False)
    G.sunlit_left_wall(6, 4.5, 3.0, wall, (-0.4, 1.2, 0.5, 2.4), light=40, color='#c9d3ee', view='#9fb0da', glow=2)
    oak = M.wood('#caa07a', '#8d6442', scale=0.3, seed=seed + 2)
    sofa = K.sofa(-0.3, 1.7, 0, M.fabric(P['cream'], '#e2d0bc', weave=0.003), legs=oak, width=2.4, depth=0.95)
    for x, c, r in ((-1.2, P['clay'], -10), (-0.7, '#c98f7a', 4), (0.2, P['clay'], 8)):
        G.cushion(x, 1.74, 0.45, 0.46, 0.42, M.fabric(c, weave=0.003, sheen=0.6), d=0.14, rot=(-18, 0, r))
    G.drape((0.9, 0.55), (0.65, 1.6, 0.66), M.fabric('#b97f68', '#a86f58', weave=0.005), sofa, rot=-4, thick=0.01,
            stiff=25, bend=2, name='throw')
    G.side_table(1.45, 1.85, oak, oak, r=0.22, h=0.5)
    lamp(1.45, 1.85, 0.5, M.emission('#ffd6a8', 2.2, 'shade'), M.ceramic(P['clay'], rough=0.5), energy=70, h=0.5)
    K.cyl(0.45, 0.03, (-0.3, 2.25, 1.5), M.plaster(P['clay'], seed=seed + 4), 0.012, rot=(90, 0, 0))
    K.table(-0.3, 0.55, 0, oak, oak, w=0.9, h=0.36, thick=0.05, round_top=True)
    G.vessel(-0.15, 0.55, 0.36, 0.06, 0.18, M.plaster(P['brown'], seed=seed), neck=0.45)
    G.books(-0.5, 0.6, 0.36, [M.fabric(P['cream'], weave=0.002), M.fabric(P['brown'], weave=0.002)], n=2, rot=-8)
    K.rug(-0.3, 0.8, 2.8, 1.8, M.fabric('#efe4d6', '#e2d5c4', weave=0.008))
    K.area((0, 0.6, 2.9), (0, 0.8, 0), 2.5, 12, '#ffe8d4')
    return cam((1.75, -1.25, 0.95), (0.05, 1.5, 0.55), 30)


# ── 2024 · Ore: dark stone, copper veins, split face, graphite slab ─────────────
def dark_stone(seed, scale=0.3):
    return M.stone(ORE['graphite'], '#3a3b3e', scale=scale, seed=seed, veins=0.0, rough=0.75, pits=0.3)


def copper():
    # polished copper mirrors a dark room and would vanish: a little warmth of its own keeps the line readable
    return M.Tree('copper').set(color='#c27a48', metal=1.0, rough=0.3, emit='#b0683a', emit_strength=0.35).mat


@subject('themes/ore-hero')
def _ore_hero(seed):
    """A copper vein running through a cut face of rock, as a room (the eighth review: "a copper line on
    a blur", a wire on a smooth grey wall): the back wall clad whole in split-face grey stone, one of
    its courses copper, the warm light of four spots close to the wall grazing the strips so each
    stands out by its own depth; a long honed graphite bench before it, a copper vessel and a pale
    jug on it, the floor a pale honed stone."""
    P = ORE
    mood(key=0.3, fill=6, color='#ffe2c0')
    W, D, H = 10.0, 7.0, 3.4
    K.room(W, D, H, M.paint('#3a3b3e'), M.stone(P['pale'], P['grey'], scale=1.2, seed=seed + 1, veins=0.05, rough=0.45),
           back=False)
    mats = [M.stone(c, P['graphite'], scale=0.3, seed=seed + i, veins=0.1, pits=0.3, rough=0.8, cleft=1.0)
            for i, c in enumerate(('#7a7670', '#6e6a64', '#85817a', '#5f5c57'))]
    y = D / 2
    K.box((W + 0.4, 0.1, H), (0, y + 0.05, 0), M.paint('#2a2b2e'), 0.0, name='back')
    vein = 1.16
    split_face(-W / 2, W / 2, 0.0, vein, y, mats, seed=seed)
    K.box((W, 0.045, 0.05), (0, y - 0.0225, vein), copper(), 0.002, name='vein')
    split_face(-W / 2, W / 2, vein + 0.05, H, y, mats, seed=seed + 7)
    # the bench: one honed graphite slab on two blocks of the same stone
    slab = M.stone(P['graphite'], '#1c1d20', scale=0.4, seed=seed + 2, rough=0.3)
    bx, by = 0.9, y - 0.85
    K.box((2.8, 0.46, 0.08), (bx, by, 0.36), slab, 0.006)
    for dx in (-1.05, 1.05):
        K.box((0.3, 0.42, 0.36), (bx + dx, by, 0.0), slab, 0.004)
    G.vessel(bx + 0.55, by + 0.02, 0.44, 0.1, 0.34, copper(), neck=0.45)
    G.vessel(bx + 0.9, by - 0.04, 0.44, 0.08, 0.24, M.ceramic(P['pale'], rough=0.45), neck=0.5)
    # four spots in the ceiling close to the wall, each a scallop of warm light down the stone
    for x in (-3.3, -1.1, 1.1, 3.3):
        K.spot((x, y - 0.45, H - 0.05), (x, y, 0.6), 900, '#ffd9b0', 45, 0.7, 0.15)
    return cam((-2.3, -1.6, 1.35), (0.7, y, 1.2), 30)


@subject('themes/ore-1')
def _ore_1(seed):  # a copper line crossing a dark stone wall
    mood(key=0.34, fill=14, color='#ffe2c0')
    K.room(8, 5, 3.2, dark_stone(seed), M.stone(ORE['grey'], ORE['graphite'], scale=0.8, seed=seed + 1, veins=0.05))
    # Issue 28: the wall read as grey plaster. It is clad in honed graphite slabs, 1.2 × 0.6 m with
    # fine joints, each cut from its own part of the stone; the spots sit close to it and graze it.
    slabs = [M.stone(ORE['graphite'], '#4a4b4f', scale=0.5, seed=seed + 10 + k, veins=0.25, rough=0.5, pits=0.25) for k in range(4)]
    for row in range(5):
        for col in range(-4, 4):
            x = col * 1.2 + (0.6 if row % 2 else 0.0)
            K.box((1.197, 0.03, 0.597), (x, 2.47, row * 0.6), slabs[(row * 3 + col) % 4], 0.002)
    wall_line([(-4, 1.35), (-1.2, 1.35), (-0.6, 1.9), (4, 1.9)], 2.45, 0.04, copper())
    K.box((2.4, 0.42, 0.8), (1.4, 2.2, 0), M.stone(ORE['graphite'], '#1c1d20', scale=0.4, seed=seed + 2, rough=0.3), 0.008)
    G.vessel(0.8, 2.2, 0.8, 0.1, 0.34, copper(), neck=0.45)
    K.cyl(0.08, 0.26, (1.6, 2.2, 0.8), M.plastic(ORE['pale'], rough=0.6), 0.005, r2=0.06)
    G.lounge_chair(-1.5, 1.65, 20, M.fabric(ORE['bronze'], '#9a7f60', weave=0.004, sheen=0.5), M.metal('#2a2b2e', rough=0.35))
    for x in (-2.0, 0.5, 2.6):
        K.spot((x, 2.0, 3.15), (x, 2.45, 0.9), 420, '#ffd9b0', 40, 0.6)
    return cam((-2.6, -2.2, 1.35), (0.6, 2.4, 1.3), 26)


@subject('themes/ore-2')
def _ore_2(seed):  # a close view of a split-face grey stone panel
    P = ORE
    mood(key=0.36, fill=6)
    K.room(5, 4, 3, M.paint('#3a3b3e'), M.stone(P['grey'], P['graphite'], scale=0.8, seed=seed))
    mats = [M.stone(c, P['graphite'], scale=0.3, seed=seed + i, veins=0.1, pits=0.3, rough=0.8, cleft=1.0)
            for i, c in enumerate(('#7a7670', '#6e6a64', '#85817a', '#5f5c57'))]
    split_face(-2.5, 2.5, 0.0, 3.0, 1.99, mats, seed=seed)
    K.spot((-2.4, 1.3, 2.9), (0.6, 2.0, 0.8), 2200, '#ffe6c8', 50, 0.5, 0.1)
    return cam((0.9, 0.4, 1.3), (-0.5, 2.0, 1.1), 45)


@subject('themes/ore-3')
def _ore_3(seed):  # a kitchen island finished in graphite slab
    """Issue 28: a far view of the kitchen under glowing balls, its window burnt out. Now closer on the
    island, its slab running over the top and down the sides in one piece: three spun bronze pendants
    over it graze the honed stone, the window at the left is low and soft, and the stools, a board
    and a pale jug stand at it."""
    P = ORE
    mood(key=0.36, fill=16, color='#ffe8cc')
    slab = M.stone(P['graphite'], '#4a4b4e', scale=0.6, seed=seed, veins=0.12, rough=0.32, fine=True)
    wall = M.plaster('#8f8a83', seed=seed)
    K.room(7, 5.5, 3, wall, M.stone(P['pale'], P['grey'], scale=1.0, seed=seed + 1, veins=0.04), left=False)
    G.sunlit_left_wall(7, 5.5, 3.0, wall, (0.2, 1.8, 0.9, 2.5), light=160, color='#ffe8cc', view='#d9cdbd', glow=3)
    K.sun((-1.0, -0.4, 0.55), 10.0, '#ffdcb0', 1.0)
    K.box((2.4, 1.0, 0.9), (0, 0.9, 0), slab, 0.004)
    K.box((2.5, 1.1, 0.05), (0, 0.9, 0.9), slab, 0.004)
    K.counter(0.0, 2.4, 0, M.paint('#3a3b3e'), slab, length=3.6, sink=True, hob=True, steel=copper())
    K.box((3.6, 0.02, 0.65), (0, 2.73, 0.95), slab, 0.002)
    bronze = M.metal(P['bronze'], rough=0.3, brushed=False)
    for x in (-0.7, 0.0, 0.7):
        K.stool(x, 0.15, M.fabric(P['bronze'], weave=0.003), copper(), h=0.66)
        G.shade_pendant(x, 0.9, 1.75, bronze, energy=22, light='#ffd9b0')
    G.vessel(0.5, 1.0, 0.95, 0.11, 0.22, M.ceramic(P['pale'], rough=0.45), neck=0.45)
    K.box((0.45, 0.3, 0.03), (-0.5, 0.95, 0.95), M.wood('#a88d6d', '#6e5638', scale=0.3, seed=seed), 0.005)
    G.lathe([(0.0, 0.0), (0.08, 0.0), (0.13, 0.05), (0.15, 0.09), (0.14, 0.09), (0.115, 0.05), (0.0, 0.015)], (-0.1, 1.05, 0.95),
            M.ceramic('#c8c3bb', rough=0.55), seg=64, name='bowl')
    return cam((-2.0, -1.45, 1.4), (0.35, 1.1, 0.8), 28)


# ── 2024 · Find: pale green walls, light wood, fluted glass, sand floors ────────
def light_wood(seed):
    return M.wood('#e2cfae', '#b39870', scale=0.4, seed=seed)


def sand_floor(seed):
    return M.terrazzo(FIND['sand'], ['#e9e1cf', '#b8a88a', '#9fb3a8'], scale=0.5, seed=seed, polish=0.3, density=0.35)


@subject('themes/find-hero')
def _find_hero(seed):
    """Find's room in the morning (the seventh review: three floating shelves and "a clay-blob plant"
    in an empty pale box): the sun through a tall opening in the left wall laid across a sand
    terrazzo floor; the back wall Sage Leaf to a rail with mist white above; a light oak modular
    shelf against it, half its cells filled (books, a jar, a box, a bowl) and half left for what is
    found; a lounge chair in straw linen on an oak frame turned to the light, a side table with a
    cup beside it, a rug; a rubber plant in a plaster pot by the window, a sheer curtain drawn to
    its side."""
    P = FIND
    mood(key=0.5, fill=12, color='#f4fff6')
    W, D, H = 7.0, 5.0, 3.0
    wall = M.paint(P['pale'], seed=seed)
    K.room(W, D, H, wall, sand_floor(seed + 1), left=False)
    G.sunlit_left_wall(W, D, H, wall, (-0.8, 1.2, 0.5, 2.6), light=320, color='#f4fff6', view='#f4fff6')
    K.sun((-1.0, -0.35, 0.5), 42.0, '#fff4e0', 0.8)
    # the back wall: Sage Leaf to a rail at 1.05 m
    K.box((W, 0.02, 1.05), (0, D / 2 - 0.015, 0), M.paint(P['sage'], seed=seed + 1), 0.0)
    K.box((W, 0.03, 0.025), (0, D / 2 - 0.025, 1.05), M.paint('#e6e9e3'), 0.002)
    # the modular shelf: three by four cells of light oak, half of them filled
    wood = light_wood(seed)
    cell, cols, rows, x0, y = 0.4, 4, 3, -0.2, D / 2 - 0.22
    for r in range(rows + 1):
        K.box((cols * cell + 0.02, 0.34, 0.02), (x0 + cols * cell / 2, y, 0.08 + r * cell), wood, 0.003)
    for c in range(cols + 1):
        K.box((0.02, 0.34, rows * cell), (x0 + c * cell, y, 0.08), wood, 0.003)
    for c in (0, cols):
        K.box((0.04, 0.3, 0.08), (x0 + c * cell, y, 0.0), wood, 0.003)
    rnd = random.Random(seed)
    covers = [M.fabric(c, weave=0.0025, seed=i) for i, c in enumerate((P['sage'], P['sand'], '#f3f1ea', P['green'], P['deep']))]
    fill = {(0, 0): 'books', (2, 0): 'box', (1, 1): 'jar', (3, 1): 'books', (0, 2): 'bowl', (2, 2): 'books'}
    for (c, r), kind in fill.items():
        cx, cz = x0 + (c + 0.5) * cell, 0.1 + r * cell
        if kind == 'books':
            K.books(cx - cell / 2 + 0.03, cx + rnd.uniform(0.0, 0.1), y, cz, 0.3, covers, rnd, depth=0.24)
        elif kind == 'box':
            K.box((0.3, 0.26, 0.16), (cx, y, cz), M.fabric(P['sand'], weave=0.002), 0.008)
        elif kind == 'jar':
            G.vessel(cx - 0.06, y, cz, 0.06, 0.22, M.ceramic('#f3f1ea', rough=0.3), neck=0.5)
            G.vessel(cx + 0.09, y, cz, 0.045, 0.14, M.ceramic(P['green'], rough=0.4), neck=0.7)
        else:
            G.vessel(cx, y, cz, 0.12, 0.07, M.ceramic(P['deep'], rough=0.5), r_top=0.14)
    # the lounge chair turned to the window, its side table and cup, the rug
    G.lounge_chair(-1.1, 0.55, -35, M.fabric('#d9cbb0', '#cbbd9f', weave=0.003), wood)
    G.side_table(-0.25, 1.05, wood, wood, r=0.2, h=0.48)
    G.vessel(-0.22, 1.02, 0.48, 0.04, 0.09, M.ceramic('#f3f1ea', rough=0.25), neck=1.0)
    K.rug(-0.7, 0.7, 2.4, 1.7, M.fabric('#e6dcc6', '#dbd0b8', weave=0.006), rot=-6)
    K.plant(-3.0, 1.9, M.plaster('#f2efe8', seed=seed), h=1.55, leaf='#4f6b3a', seed=seed)
    # a sheer linen curtain drawn to the window's far side
    c = G.curtain(1.0, 1.65, 0, 2.75, M.fabric('#f3f1ea', weave=0.002, sheen=0.3), folds=7, depth=0.07)
    c.rotation_euler.z = math.radians(90)
    c.location.x = -W / 2 + 0.16
    K.area((0.5, -0.5, H - 0.05), (0.5, 0.8, 0), 3.0, 120, '#fbfff9')
    return cam((2.0, -2.1, 1.3), (-0.9, 1.9, 0.95), 26)


@subject('themes/find-1')
def _find_1(seed):  # light wooden modular shelves, half empty
    P = FIND
    mood(key=0.5, fill=14, color='#f4fff6')
    # Issue 28: morning sun through a real opening in the left wall falls across the shelves and the
    # floor (the room was lit evenly from a glowing pane)
    wall = M.paint(P['pale'], seed=seed)
    K.room(6, 4.5, 3, wall, sand_floor(seed + 1), left=False)
    G.sunlit_left_wall(6, 4.5, 3.0, wall, (-0.4, 1.6, 0.6, 2.6), light=300, color='#f4fff6', view='#f4fff6')
    K.sun((-1.0, -0.5, 0.45), 40.0, '#fff4e0', 0.8)
    wood = light_wood(seed)
    cell, cols, rows = 0.42, 4, 4
    x0, y = -0.9, 1.95
    for r in range(rows + 1):
        K.box((cols * cell + 0.02, 0.36, 0.02), (x0 + cols * cell / 2, y, r * cell), wood, 0.003)
    for c in range(cols + 1):
        K.box((0.02, 0.36, rows * cell), (x0 + c * cell, y, 0), wood, 0.003)
    rnd = random.Random(seed)
    items = [M.plastic(c, rough=0.6) for c in (P['sage'], P['sand'], '#ffffff', P['green'], P['deep'])]
    covers = [M.fabric(c, weave=0.0025, seed=i) for i, c in enumerate((P['sage'], P['sand'], '#f3f1ea', P['green'], P['deep']))]
    for r in range(rows):
        for c in range(cols):
            if rnd.random() < 0.5:
                continue  # half the cells stay empty: room for what is found
            cx, cz = x0 + (c + 0.5) * cell, r * cell + 0.02
            kind = rnd.choice(('box', 'pot', 'books'))
            if kind == 'box':
                K.box((0.3, 0.28, 0.2), (cx, y, cz), rnd.choice(items), 0.01)
            elif kind == 'pot':
                G.vessel(cx, y, cz, 0.07, 0.2, rnd.choice(items), neck=0.45)
            else:  # a few hardbacks (issue 28: were four boxes)
                K.books(cx - cell / 2 + 0.03, cx + rnd.uniform(0.0, 0.12), y, cz, 0.3, covers, rnd, depth=0.24)
    K.plant(-1.9, 1.6, M.plaster('#f2efe8', seed=seed), h=1.0, seed=seed)
    return cam((1.1, -1.4, 1.1), (0.0, 1.9, 0.85), 30)


@subject('themes/find-2')
def _find_2(seed):  # a green wall blurred behind fluted glass
    P = FIND
    mood(key=0.48, fill=18, color='#f4fff6')
    K.room(6, 5, 3, M.paint(P['sage'], seed=seed), oak_floor(seed + 1, '#e6d6bc', '#c8b08a'))
    fluted(-2.4, 0.9, 0.8, 2.4)
    K.box((0.05, 0.05, 2.45), (0.93, 0.8, 0), M.metal('#2a2c2e', rough=0.35), 0.002)
    K.sofa(-0.6, 2.0, 0, M.fabric(P['green'], weave=0.003), width=1.8)
    K.plant(1.8, 2.0, M.plaster('#f2efe8', seed=seed), h=1.4, seed=seed)
    K.window(-3.0, 1.6, 0.6, 1.6, 2.0, wall='left', strength=5, light=900, color='#f4fff6')
    K.area((1.5, 0, 2.9), (0, 1.5, 0.8), 3, 300, '#ffffff')
    return cam((1.5, -1.2, 1.35), (-0.3, 1.6, 1.1), 30)


@subject('themes/find-3')
def _find_3(seed):  # a small pot and chair on a sand-coloured floor
    """Issue 28: a chair and a sprig standing in an empty, evenly lit box. Now a corner being
    rearranged: morning sun through a real opening at the left lays its patch across the sand
    terrazzo with the chair's shadow in it, the back wall Sage Leaf to a rail and pale above, an ash
    side chair turned half away, two open ash crates stacked as a shelf with books and a bowl, and a
    small pot with a leafed plant on the floor."""
    P = FIND
    mood(key=0.5, fill=14, color='#f4fff6')
    wall = M.paint(P['pale'], seed=seed)
    K.room(5, 4.5, 3, wall, sand_floor(seed), left=False)
    G.sunlit_left_wall(5, 4.5, 3.0, wall, (0.2, 1.0, 0.9, 2.3), light=200, color='#f4fff6', view='#f4fff6')
    K.sun((-1.0, -0.3, 0.7), 45.0, '#fff4e0', 0.8)
    K.box((5, 0.02, 1.05), (0, 2.235, 0), M.paint(P['sage'], seed=seed + 1), 0.0)
    K.box((5, 0.03, 0.025), (0, 2.225, 1.05), M.paint('#e6e9e3'), 0.002)
    wood = light_wood(seed)
    K.side_chair(0.15, 1.05, 215, wood, wood)
    for k, z in enumerate((0.0, 0.36)):
        cx = 1.25 + (0.03 if k else 0.0)
        K.box((0.5, 0.3, 0.02), (cx, 2.0, z), wood, 0.003)
        K.box((0.5, 0.3, 0.02), (cx, 2.0, z + 0.34), wood, 0.003)
        for sx in (-0.24, 0.24):
            K.box((0.02, 0.3, 0.34), (cx + sx, 2.0, z), wood, 0.003)
        K.box((0.48, 0.01, 0.34), (cx, 2.145, z), wood, 0.002)
    covers = [M.fabric(c, weave=0.0025, seed=i) for i, c in enumerate((P['sage'], P['sand'], '#f3f1ea', P['green']))]
    K.books(1.03, 1.3, 2.0, 0.02, 0.29, covers, random.Random(seed), depth=0.22)
    G.vessel(1.3, 2.0, 0.72, 0.08, 0.12, M.ceramic(P['deep'], rough=0.5), neck=0.7)
    K.plant(-0.55, 1.45, M.plaster('#c9b48e', seed=seed), h=0.6, leaf='#5d7a4a', seed=seed)
    return cam((1.05, -0.95, 0.9), (0.3, 1.5, 0.45), 32)


run(fill=40.0)
