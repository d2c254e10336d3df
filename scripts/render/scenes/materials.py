"""True macros (issue 52): the Collection's six products (collection/{id}), the theme pages' finish
cards (finish/{theme}-{n}) and the notice's material plate (materials/stone-1), each a surface
filling the frame under one raking window light.
"""

import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
sys.path.append(os.path.dirname(os.path.abspath(__file__)))  # after lib: this module must not shadow lib/materials.py
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import boards as B  # noqa: E402  (its close-up cloth: round threads, each its own shade)

# Same four tones per family as the old SVG plates, so pages keep their colour story.
TONES = {
    'stone': [['#d9d4cb', '#8d857a'], ['#3a3a3c', '#c9c4bb'], ['#e8e1d5', '#9b8768'], ['#c9ccc8', '#6f7874']],
    'terrazzo': [
        ['#ece6dc', '#c44d2c', '#2f6f62', '#1f2230', '#d9b26a'],
        ['#2a2740', '#e8e1f0', '#c9a34a', '#8c9bff', '#5a4f8a'],
        ['#f0d9cf', '#8a4b2a', '#e0b8a8', '#4c6a63', '#f7f2ea'],
        ['#dfe6e3', '#2f6f62', '#b0643b', '#f4f1ea', '#1d1a16'],
    ],
    'wood': [['#d6b48a', '#8a5f38'], ['#e6d2b2', '#b08c5e'], ['#6a4630', '#2e1c10'], ['#c7a27a', '#6b4a2e']],
    'fabric': [['#e9e2d6', '#cfc4b1'], ['#9fb3a8', '#6f8a80'], ['#d8a48f', '#b98570'], ['#3b3f52', '#2a2d3c']],
    'metal': [['#c9ced6'], ['#c9a060'], ['#3a3f48'], ['#8a8580', '#8a4b2a', '#5e3019', '#c4855a']],
    'glass': [['#dfe9ee', '#a9c4cf'], ['#3a4a8a', '#c9d3ff'], ['#cfe6d6', '#9fb3a8'], ['#6a5a8a', '#eae6f5']],
    # fired clay: unglazed tiles and a sand-finish render in the same earth (2019's 테라코타 레드)
    'terracotta': [['#b4532f', '#b8a894', '#9c4426']],
}
def mat_for(kind, tone, seed):
    if kind == 'stone':
        # issue 28: sharp veins a few millimetres wide (were 20 cm smears at this scale)
        return M.stone(tone[0], tone[1], seed=seed, scale=0.35, veins=0.7, rough=0.35, fine=True)
    if kind == 'terrazzo':
        # chips of 0.5–2 cm, as poured terrazzo has (at 0.35 they were 5 cm blotches)
        return M.terrazzo(tone[0], tone[1:], seed=seed, scale=0.18)
    if kind == 'wood':
        return M.wood(tone[0], tone[1], seed=seed, scale=0.25)
    if kind == 'fabric':
        return M.fabric(tone[0], tone[1], weave=0.0025, seed=seed)
    if kind == 'metal':
        if len(tone) > 1:
            return M.rust(tone[0], tone[1:], seed=seed, scale=0.3)
        return M.metal(tone[0], rough=0.28)
    if kind == 'glass':
        return M.glass(tone[0], rough=0.02)
    if kind == 'terracotta':
        return M.tiles(tone[0], tone[1], name='clay-tiles', size=0.12, seed=seed, rough=0.85, vary=0.22, offset=0.5, ratio=2.0, glaze=False)
    raise ValueError(kind)


# The Collection's six products as true macros (batch 120, the blind review of issue 52: the sample
# shots read as 3D test renders of props). Per product: the material, the camera's elevation above
# the surface (degrees), the raking light's azimuth (degrees from the camera's side, counter-
# clockwise seen from above: 90 = from the left, 180 = from behind) and elevation, the cut edge
# (None, or the slab's thickness and bevel in metres) and the exposure key.
MACROS = {
    # navy anodised aluminium, brushed along x; the light behind, so its streak crosses the brushing.
    # No cut edge: lit from behind, its front face read as a black band at the frame's foot (the
    # fourth review).
    'volt-line': dict(elev=52, light=(160, 34), edge=None, key=0.24, window=(0.35, 0.6), power=55, edge_v=-0.55),
    # navy resilient floor with an orange inlay, two tiles meeting
    'track-floor': dict(elev=58, light=(125, 14), edge=None, key=0.3),
    # dark violet terrazzo, honed: the light low from behind on the left. No cut edge: its face,
    # turned from the light, read as a black band at the frame's foot (the fourth review).
    'nebula-terrazzo': dict(elev=55, light=(115, 22), edge=None, key=0.28),
    # violet pearl wallcovering, the light behind it so the flakes glint
    'starlight-pearl': dict(elev=50, light=(165, 24), edge=None, key=0.34),
    # a honed travertine tile, the beds running across the frame, the light raking from the front left
    'desert-travertine': dict(elev=56, light=(72, 13), edge=(0.02, 0.0008), key=0.5),
    # weathering steel, its bloom, pits and a few flaking patches, the light raking from the front
    # left. No folded edge: the flaking it gathered came out as a band of even cells, like cobbles
    # (the fifth review)
    'rust-sheet': dict(elev=55, light=(75, 16), edge=None, key=0.34),
}
MACRO_LENS = 100  # mm on a 36 mm sensor: the frame spans about 12 cm of surface at 0.32 m
MACRO_DIST = 0.32
EDGE_V = -0.8  # where a cut edge crosses the frame (-1 bottom, 1 top)


def macro_material(cid, seed, edge_y):
    if cid == 'volt-line':
        return M.hairline('#3b4d80', seed=seed, rough=0.27, aniso=0.75)
    if cid == 'track-floor':
        return M.resilient('#1b2a48', '#ff5a1f', seed=seed, stripe_y=-0.012, stripe_w=0.012, joint_x=0.031)
    if cid == 'nebula-terrazzo':
        # white and grey-violet marble, a little cream, a rare blue; the smallest chips half gold. Four
        # sizes down to a millimetre, the largest 12 mm: with three up to 22 mm the few big flat cells
        # read as "vector shards" (the seventh review), not as crushed marble
        return M.terrazzo_chips('#1d1a33', ['#ece6f2', '#f4efe6', '#bdb3d4', '#e8e1f0', '#d9c7a1', '#7d86c9'], seed=seed, gold='#d9ad4c',
                                sizes=(0.012, 0.0055, 0.0024, 0.001), density=(0.24, 0.28, 0.32, 0.46))
    if cid == 'starlight-pearl':
        # finer, fewer and flatter flakes: the first render's read as glitter (the third review)
        return M.pearl_flakes('#4d4190', '#c9c2ff', seed=seed, share=0.16, flake=0.0005, tilt=0.28)
    if cid == 'desert-travertine':
        # cut across the beds (fleuri), as the running edition's board shows it: soft honey clouds and
        # open voids of every size with shadowed walls. The vein cut's long voids in a few beds read as
        # footprints in sand (the sixth review), its bands as ripples.
        return M.travertine_face('#e9dcc3', '#b08d62', pore='#5f4a35', seed=M._fine_seed(seed), keep=3.0,
                                 beds=(0.7, 1.0, 0.7), porosity=[(0.0, 0.15), (0.45, 0.7), (0.6, 0.1), (1.0, 0.3)],
                                 voids_at=((0.03, 1.6, 0.9, 0.004), (0.011, 1.3, 0.45, 0.001)))
    if edge_y is None:
        return M.oxide(seed=seed, flaking=0.0)
    return M.oxide(seed=seed, edge=(edge_y, 0.022))


def collection(cid, seed):
    c = MACROS[cid]
    if cid == 'volt-line':
        # the panel's corner on a grey card: its 3 mm edge, eased, draws a bright line where it meets
        # the face, so the brushing reads as metal and not as a gradient (the fifth review)
        alu = macro_material(cid, seed, None)

        def build(y_edge):
            K.box((0.5, 0.5, 0.003), (0.25 - 0.042, y_edge + 0.25, -0.003), alu, 0.0007, rot=(0, 0, 4))
            K.box((0.6, 0.6, 0.0004), (0.0, 0.0, -0.0034), M.paint('#8f8c86', rough=0.85), 0.0, name='card')
        return macro(c, build=build)
    return macro(c, lambda edge_y: macro_material(cid, seed, edge_y))


def plate(kind, n, seed):
    """A material plate (the notice's picture, src/schemas/event-rules.ts) as a true macro of its
    family's tone: the surface fills the frame under one raking window light, as the Collection's."""
    return macro(PLATE_MACRO, lambda edge_y: mat_for(kind, TONES[kind][n - 1], seed))


# the plate's framing and light, as a Collection product's (MACROS)
PLATE_MACRO = dict(elev=56, light=(78, 15), edge=None, key=0.48)


def macro(c, material=None, build=None):
    """A surface as a true macro: its surface fills the frame at the scale a product
    photographer shoots a swatch (about 12 cm across, a 100 mm lens at a third of a metre), with at
    most one cut edge entering the frame to show the thickness, under one soft window light low
    enough to rake across the relief (the sample shots before this were chips and a block on a sweep,
    which a blind review read as props)."""
    e = math.radians(c['elev'])
    cam_y, cam_z = -MACRO_DIST * math.cos(e), MACRO_DIST * math.sin(e)
    # the frame's vertical half-angle: the 36 mm sensor spans the longer, horizontal side
    half = math.atan(18 * c.get('aspect', 1.0) / c.get('lens', MACRO_LENS))

    def ground_y(v):  # where the ray at image height v meets the surface (z = 0)
        a = e - math.atan(v * math.tan(half))
        return cam_y + cam_z / math.tan(a)

    size = 0.5
    edge_v = c.get('edge_v', EDGE_V)
    if build:
        # a composed surface (layers, strips, an inlay, a pane): built about the origin, top at z = 0
        build(ground_y(edge_v))
    elif c['edge']:
        thick, bevel = c['edge']
        y_edge = ground_y(edge_v)
        # the section must reach below the frame's bottom, else what lies under it would show
        a = e + half
        below = cam_z - (y_edge - cam_y) * math.tan(a)
        depth = max(thick, -below + 0.01)
        slab = K.box((size, size, depth), (0, y_edge + size / 2, -depth), None, bevel, rot=(0, 0, 2.5))
        local_edge = -size / 2
    else:
        slab = K.box((size, size, 0.01), (0, 0.0, -0.01), None, 0.0)
        local_edge = None
    if not build:
        slab.data.materials.append(material(local_edge))
    K.plane((3, 3), (0, 0, -0.3), M.paint('#1c1b1a', rough=0.95))
    az, el = (math.radians(x) for x in c['light'])
    d = 1.1
    # azimuth 0 is the camera's side (-y); 90 the left (-x)
    loc = (-d * math.cos(el) * math.sin(az), -d * math.cos(el) * math.cos(az), d * math.sin(el))
    w, h = c.get('window', (0.6, 0.4))
    K.area(loc, (0, 0.01, 0), w, c.get('power', 160), '#fff4e8', size_y=h, name='window')
    K.KEY = c['key']
    return {'loc': (0.0, cam_y, cam_z), 'target': (0.0, 0.0, 0.0), 'lens': c.get('lens', MACRO_LENS), 'dof': 32}


def velvet(color, seed):
    """An ultra-matte velvet-touch paint seen close: no sheen at all, a fine soft stipple from the
    roller, a faint mottle in the tone."""
    t = M.Tree('velvet paint')
    mp = t.coords(seed=M._fine_seed(seed))
    base = M.hex_rgba(color)
    mottle = t.noise(mp, 22, 3)
    r = t.ramp(mottle, 'Fac', [(0.3, tuple(x * 0.96 for x in base[:3]) + (1,)), (0.7, tuple(min(1, x * 1.02) for x in base[:3]) + (1,))])
    t.link(r, 'Color', t.bsdf, 'Base Color')
    t.set(rough=1.0, spec=0.15, sheen=0.4)
    t.bump(t.noise(mp, 520, 2), 'Fac', 0.3, 0.0003)
    return t.mat


def cotton_paper(color='#f2efe8', seed=0):
    """A heavy cotton sheet seen close: matte, its felt's soft fibre relief and a faint mottle."""
    t = M.Tree('cotton paper')
    mp = t.coords(seed=M._fine_seed(seed))
    base = M.hex_rgba(color)
    mottle = t.noise(mp, 60, 3)
    r = t.ramp(mottle, 'Fac', [(0.3, tuple(x * 0.97 for x in base[:3]) + (1,)), (0.7, base)])
    t.link(r, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.92, spec=0.25)
    t.bump(t.noise(mp, 900, 4, 0.7), 'Fac', 0.18, 0.0002)
    return t.mat


def sheet_under(y_from, color='#f1eee8', z=-0.0001):
    """The paper a sample lies on, from `y_from` towards the camera and beyond the frame."""
    K.box((0.6, 0.6, 0.0004), (0.0, y_from - 0.3, z - 0.0004), M.paint(color, rough=0.9), 0.0, name='sheet')


# Each theme's material card as a true macro (issue 52): its finish fills the frame, about 11 cm of
# it through the Collection's 100 mm lens, under one raking window light. The sample shots before
# these (chips and a cut block on a sweep, a sphere seen through a pane) read as props.
FINISH_FRAMES = {
    'boost-3': dict(elev=34, light=(68, 22), edge=None, key=0.5, edge_v=-0.45),
    'cosmos-3': dict(elev=52, light=(115, 26), edge=None, key=0.5, edge_v=-0.55),
    'evoke-1': dict(elev=56, light=(84, 10), edge=None, key=0.46),
    'evoke-2': dict(elev=50, light=(66, 20), edge=(0.04, 0.012), key=0.44),
    'evoke-3': dict(elev=58, light=(96, 13), edge=None, key=0.5),
    'ore-1': dict(elev=50, light=(82, 14), edge=None, key=0.36),
    'ore-2': dict(elev=54, light=(150, 30), edge=None, key=0.26, window=(0.8, 0.6), power=70),
    'ore-3': dict(elev=55, light=(160, 32), edge=None, key=0.28, window=(0.8, 0.6), power=70),
    'find-1': dict(elev=52, light=(70, 18), edge=(0.022, 0.0015), key=0.5),
    'find-2': dict(elev=50, light=(140, 28), edge=None, key=0.46),
    'find-3': dict(elev=56, light=(80, 15), edge=None, key=0.5),
    # no cut edge: in shade across the frame's foot it read as "a black render background across
    # the bottom fifth" (the twelfth review)
    'ooparts-3': dict(elev=54, light=(118, 18), edge=None, key=0.4),
}


def finish(key, seed):
    """Issue 28, 52: each theme page's material card shows its finish, in the material and form its
    name gives (src/content/themes/*.ts), as a macro."""
    # the cards are 4:3; a cut edge crosses the frame a fifth of the way up
    c = {'aspect': 0.75, 'edge_v': -0.6, **FINISH_FRAMES[key]}
    rnd = random.Random(seed)
    if key == 'boost-3':  # colour-core laminate, soft touch: the lime core at the worktop's corner
        grey = velvet('#8e949b', seed)
        lime = M.plastic('#e8ff3a', rough=0.5)

        def build(y_edge):
            # a corner of a 12 mm worktop turned 40°, so both cut edges show the core wrapping round
            # it under the grey faces (the fifth review: a grey field with a stripe)
            for z0, h, m in ((-0.012, 0.0012, grey), (-0.0108, 0.0096, lime), (-0.0012, 0.0012, grey)):
                K.box((0.4, 0.4, h), (0.0, y_edge + 0.2 * math.sqrt(2), z0), m, 0.0002, rot=(0, 0, 40))
            K.box((0.6, 0.6, 0.0004), (0.0, 0.0, -0.0124), M.paint('#d8d4cc', rough=0.9), 0.0, name='card')
        return macro(c, build=build)
    if key == 'cosmos-3':  # smoke glass, translucent: two samples overlapping on a white sheet
        smoke = M.smoke_glass('#b3abd0', '#cdc5e6')

        def build(y_edge):
            # two samples with polished edges on a cotton sheet, the smaller laid on the larger and
            # over its corner: the tint doubles where they overlap, the paper shows through both, and
            # the raking window light throws their violet shadows beside them (the tenth review: one
            # pane over a cutting mat's grid read as "a pane over a grid")
            K.box((0.075, 0.075, 0.008), (-0.01, 0.008, -0.008), smoke, 0.001, rot=(0, 0, 12), name='sample')
            K.box((0.05, 0.05, 0.006), (0.014, -0.013, 0.0003), smoke, 0.0008, rot=(0, 0, -10), name='sample')
            K.box((0.6, 0.6, 0.002), (0.0, 0.0, -0.010), cotton_paper(seed=seed), 0.0, name='sheet')
        return macro(c, build=build)
    if key == 'evoke-1':  # velvet-touch paint, ultra matte
        return macro(c, lambda e: velvet('#d8a48f', seed))
    if key == 'evoke-2':  # round-edge solid wood, oiled: the radiused edge across the frame's foot
        return macro(c, lambda e: M.wood('#c99a70', '#8a5f3c', scale=0.18, seed=seed, rough=0.32, macro=True))
    if key == 'evoke-3':  # linen-blend fabric, natural slub
        # round threads that wander and differ in shade, 1.3 mm apart (the board's close-up cloth): the
        # plain weave's hard checks beat into moiré with rainbow fringes on a phone (the thirteenth
        # review), and at 2.4 mm read as a plastic mesh
        return macro(c, lambda e: B.cloth_close('#e9d8c4', '#d9c4aa', 0.0013, seed))
    if key == 'ore-1':  # split-face stone panel: strips standing proud by different depths

        def build(y_edge):
            greys = [M.stone(g, '#4a4846', seed=seed + k, scale=0.2, veins=0.1, rough=0.85, pits=0.8, cleft=0.6)
                     for k, g in enumerate(('#6e6a64', '#7c7872', '#5f5b56'))]
            K.box((0.5, 0.5, 0.01), (0.0, 0.0, -0.05), M.paint('#2a2826'), 0.0)
            y = -0.1
            while y < 0.14:
                h = rnd.uniform(0.018, 0.032)
                x = -0.12 + rnd.uniform(-0.05, 0.0)
                while x < 0.12:
                    w = rnd.uniform(0.05, 0.12)
                    depth = rnd.uniform(0.0, 0.012)
                    K.box((w - 0.002, h - 0.002, 0.03 - depth), (x + w / 2, y + h / 2, -0.04), rnd.choice(greys), 0.0015)
                    x += w
                y += h
        return macro(c, build=build)
    if key == 'ore-2':  # graphite ceramic slab, satin: the window's sheen across its face
        return macro(c, lambda e: M.stone('#2d2f33', '#4a4c50', seed=seed, scale=0.12, veins=0.25, rough=0.3, fine=True))
    if key == 'ore-3':  # copper inlay, brushed: a copper line set flush into dark stone

        def build(y_edge):
            # honed dark stone with its grey and white grains, a 10 mm and a 3 mm copper strip let into
            # it flush, each in its cut with a hairline joint either side (the sixth review read one
            # copper line on a grey gradient as a rod lying on a table)
            stone = M.terrazzo_chips('#2c2d31', ['#4d4f54', '#6c6e73', '#1b1c1f', '#8d8f94'], seed=seed,
                                     sizes=(0.004, 0.0018, 0.0008))
            copper = M.hairline('#b9733f', seed=seed, rough=0.24)
            joint = M.paint('#141416', rough=0.9)
            K.box((0.5, 0.5, 0.03), (0.0, 0.0, -0.03), stone, 0.0)
            a = math.radians(-14)
            for off, w in ((0.004, 0.010), (0.028, 0.003)):
                cx, cy = -off * math.sin(a), off * math.cos(a)
                K.box((0.5, w + 0.0006, 0.0119), (cx, cy, -0.012), joint, 0.0, rot=(0, 0, -14), name='cut')
                K.box((0.5, w, 0.012), (cx, cy, -0.0119), copper, 0.0001, rot=(0, 0, -14), name='copper')
        return macro(c, build=build)
    if key == 'find-1':  # modular shelving, solid ash: a board's face and its sanded edge
        return macro(c, lambda e: M.wood('#e2cfae', '#b39870', scale=0.2, seed=seed, rough=0.5, macro=True))
    if key == 'find-2':  # ribbed glass, vertical flutes: the sage card behind bent in every flute
        g = M.glass('#eef3ef', rough=0.06)

        def build(y_edge):
            K.no_shadow(K.box((0.4, 0.4, 0.004), (0.0, 0.0, -0.008), g, 0.0))
            x = -0.1
            while x < 0.1:
                K.no_shadow(K.cyl(0.0045, 0.4, (x, 0.0, -0.0045), g, 0, rot=(90, 0, 0), verts=24))
                x += 0.0088
            sheet_under(0.4, color='#9fb3a8', z=-0.014)
        return macro(c, build=build)
    if key == 'find-3':  # sand-tone vinyl tile, stone texture: two tiles at their joint

        def build(y_edge):
            for i, dx in enumerate((-0.15 - 0.0006, 0.15 + 0.0006)):
                K.box((0.3, 0.5, 0.004), (dx, 0.0, -0.004), M.stone('#d6c9a8', '#b8a88a', seed=seed + i, scale=0.12, veins=0.15, rough=0.5, pits=0.5), 0.0004, rot=(0, 0, 9))
            K.box((0.8, 0.8, 0.001), (0.0, 0.0, -0.005), M.paint('#5a5248'), 0.0)
        return macro(c, build=build)
    # ooparts-3: clay plaster panel, hand texture: the trowel's passes a few centimetres across, edge
    # to edge (the tenth review read the deeper passes under a lower light as wind-blown sand)
    return macro(c, lambda e: clay_plaster('#c39a72', seed))


def clay_plaster(color, seed):
    """A hand-trowelled clay plaster seen at a hand's distance (the finish card; the seventh review
    read the wall plaster's soft clouds, drawn this close, as "a blurred smear"): the trowel's passes
    as flat, overlapping layers a few centimetres long with a lip where each one stops (a stepped
    noise, stretched along the stroke), the higher passes burnished a little smoother; the clay's
    fine sand as a grain under all of it; the colour mottled where the clay dried unevenly."""
    t = M.Tree('clay plaster')
    strokes_at = t.coords(scale=(20.0, 30.0, 20.0), seed=seed)
    strokes = t.noise(strokes_at, 1.0, 2.0, 0.5, distortion=1.4)
    # soft terraces: flat where the trowel laid the clay, a short rise (the lip) between
    g = lambda v: (v, v, v, 1.0)  # noqa: E731
    steps = [(0.36, g(0.0)), (0.4, g(0.3)), (0.45, g(0.34)), (0.49, g(0.6)), (0.54, g(0.64)), (0.58, g(0.88)), (0.64, g(1.0))]
    layers = t.ramp(strokes, 'Fac', steps)
    # the lip of each pass: the steps' height, a fraction of a millimetre
    lip = t.bump(layers, 'Color', 0.55, 0.0007)
    at = t.coords(seed=seed + 11)
    sand = t.noise(at, 1400.0, 2.0, 0.6)
    grain = t.node('ShaderNodeBump')
    grain.inputs['Strength'].default_value = 0.7
    grain.inputs['Distance'].default_value = 0.0003
    t.link(sand, 'Fac', grain, 'Height')
    t.link(grain, 'Normal', lip, 'Normal')
    base = M.hex_rgba(color)
    mottle = t.noise(at, 22.0, 3.0, 0.55)
    tone = t.ramp(mottle, 'Fac', [(0.3, tuple(x * 0.76 for x in base[:3]) + (1,)), (0.7, tuple(min(1, x * 1.08) for x in base[:3]) + (1,))])
    # burnished passes catch a little more light
    lit = t.mix(0.0, (tone, 'Color'), tuple(min(1, x * 1.12) for x in base[:3]) + (1,))
    shade = t.math('MULTIPLY', (layers, 'Color'), None, vb=0.6)
    t.link(shade, 'Value', lit, 'Fac')
    t.link(lit, 'Color', t.bsdf, 'Base Color')
    rough = t.ramp(layers, 'Color', [(0.0, (0.86, 0.86, 0.86, 1.0)), (1.0, (0.62, 0.62, 0.62, 1.0))])
    t.link(rough, 'Color', t.bsdf, 'Roughness')
    t.set(spec=0.35)
    return t.mat


def main():
    j = K.job()
    K.reset()
    subj = j['subject']
    seed = j.get('seed', 0)
    if subj.startswith('finish/'):
        K.settings(j, exposure=0.0, world='#2a2826', world_strength=0.12)
        K.cam_from(j, finish(subj.split('/')[1], seed))
        K.render(j)
        return
    if subj.startswith('collection/'):
        # a dim room around the one window light: no sweep, no background, the surface fills the frame
        K.settings(j, exposure=0.0, world='#2a2826', world_strength=0.12)
        cam = collection(subj.split('/')[1], seed)
        K.cam_from(j, cam)
        K.render(j)
        return
    kind, n = subj.split('/')[1].rsplit('-', 1)
    K.settings(j, exposure=0.0, world='#2a2826', world_strength=0.12)
    K.cam_from(j, plate(kind, int(n), seed))
    K.render(j)


main()
