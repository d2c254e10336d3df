"""Material close-ups (materials/{kind}-{n}) and collection swatches (collection/{id}).

Samples of one material family on a paper sweep under a low raking light (issue 28), camera close
and low.
"""

import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import shapes as G  # noqa: E402

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
SWEEP = {
    'stone': ['#cfc9bf', '#8e8b86', '#d9d0c2', '#b9bfbd'],
    'terrazzo': ['#d8d0c4', '#3a3650', '#e2c9bd', '#c5d0cb'],
    'wood': ['#e4dccf', '#d9cdb8', '#b9a48a', '#cbbfae'],
    'fabric': ['#ece6dc', '#d5dcd6', '#ecd9cf', '#9a9cab'],
    'metal': ['#d7d9dc', '#2c2a28', '#bfc3c8', '#d3c8b8'],
    'glass': ['#f1efe9', '#e9d9c4', '#f0f0ea', '#d9d4e6'],
    'terracotta': ['#e6d9c6'],
}

DEFAULT_CAMERA = {'loc': (0.25, -1.45, 0.85), 'target': (0.0, 0.05, 0.04), 'lens': 50, 'dof': 8}


def sweep(color):
    m = M.paint(color, rough=0.95, name='sweep')
    K.plane((8, 8), (0, 0, 0), m)
    wall = K.plane((8, 4), (0, 1.4, 2), m, rot=(90, 0, 0))
    return wall


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


def compose(kind, tone, seed):
    rnd = random.Random(seed)
    a = mat_for(kind, tone, seed)
    b = mat_for(kind, tone, seed + 7)
    if kind in ('stone', 'terrazzo'):
        K.box((0.6, 0.6, 0.04), (0.02, 0.05, 0), a, 0.004, rot=(0, 0, rnd.uniform(-12, 12)))
        K.box((0.36, 0.36, 0.03), (-0.2, -0.18, 0.0), b, 0.003, rot=(0, 0, rnd.uniform(15, 35)))
        s = K.box((0.5, 0.03, 0.5), (0.28, 0.32, 0.0), b, 0.004, rot=(-14, 0, -20))
        s.location.z += 0.02
    elif kind == 'wood':
        for i in range(5):
            K.box((1.1, 0.14, 0.022), (0.05, -0.28 + i * 0.145, 0.0), mat_for(kind, tone, seed + i), 0.003, rot=(0, 0, -8 + i * 0.4))
        K.box((0.7, 0.12, 0.04), (0.05, -0.1, 0.025), mat_for(kind, tone, seed + 11), 0.004, rot=(0, 0, 22))
    elif kind == 'fabric':
        # issue 28: a bolt of the cloth on the sweep with a length unrolled from it, dropped over a
        # low block so it lies in real folds (the cloth solver, shapes.drape), and a folded pile
        # beside it; they were bevelled boxes
        bolt = K.cyl(0.07, 0.6, (0.0, 0.0, 0.0), b, 0.01, rot=(0, 90, 12))
        bolt.location = (-0.05, 0.3, 0.07)
        block = K.box((0.22, 0.2, 0.09), (0.12, -0.02, 0.0), M.paint(SWEEP[kind][0], rough=0.95), 0.01)
        floor = K.box((2.0, 2.0, 0.01), (0.0, 0.0, -0.01), None, 0.0)
        G.drape((0.55, 0.75), (0.05, -0.02, 0.16), a, [bolt, block, floor], rot=8, thick=0.003, stiff=15, bend=0.6,
                mass=0.25, frames=50, name='length')
        floor.hide_render = True
        for i in range(3):
            K.soft(K.box((0.28 - i * 0.01, 0.2, 0.03), (-0.34, -0.16, i * 0.031), mat_for(kind, tone, seed + i), 0.012,
                         rot=(0, 0, 14 + rnd.uniform(-4, 4))), 1)
    elif kind == 'metal':
        K.box((0.62, 0.44, 0.012), (0.05, 0.05, 0.0), a, 0.002, rot=(0, 0, -10))
        s = K.box((0.5, 0.012, 0.42), (0.15, 0.32, 0.0), b, 0.002, rot=(-12, 0, -18))
        K.cyl(0.06, 0.25, (-0.28, -0.18, 0), a, 0.004)
    elif kind == 'terracotta':
        # a floor of unglazed clay tiles in running bond, a wall panel of clay-coloured sand-finish
        # render leaning behind, and two loose tiles stacked in front, so the raking light shows
        # the tiles' matt, uneven faces and the render's grain
        K.box((0.8, 0.6, 0.03), (0.02, 0.02, 0.0), a, 0.002, rot=(0, 0, rnd.uniform(-10, -4)))
        wall = K.box((0.7, 0.035, 0.55), (0.12, 0.36, 0.0), M.sand_plaster(tone[2], seed=seed), 0.004, rot=(-10, 0, -16))
        wall.location.z += 0.03
        loose = M.tiles(tone[2], tone[2], name='clay-loose', size=0.5, seed=seed + 3, rough=0.9, vary=0.3, glaze=False)
        for i in range(2):
            K.box((0.24, 0.12, 0.02), (-0.3 + i * 0.03, -0.2, 0.03 + i * 0.021), loose, 0.004, rot=(0, 0, 18 + i * 9))
    elif kind == 'glass':
        behind = [M.plastic(c, rough=0.5) for c in ('#c44d2c', '#2f6f62', '#d9b26a')]
        for i, m in enumerate(behind):
            K.sphere(0.06, (-0.25 + i * 0.25, 0.32, 0.06), m)
        for i in range(3):
            g = M.glass(tone[i % len(tone)], rough=[0.0, 0.15, 0.02][i])
            K.box((0.34, 0.014, 0.42), (-0.22 + i * 0.22, 0.05 + i * 0.06, 0.0), g, 0.004, rot=(0, 0, -12 + i * 12))
        K.box((0.8, 0.5, 0.02), (0.0, -0.05, 0.0), M.glass(tone[0], rough=0.05), 0.004)


# The Collection's six products as true macros (batch 120, the blind review of issue 52: the sample
# shots read as 3D test renders of props). Per product: the material, the camera's elevation above
# the surface (degrees), the raking light's azimuth (degrees from the camera's side, counter-
# clockwise seen from above: 90 = from the left, 180 = from behind) and elevation, the cut edge
# (None, or the slab's thickness and bevel in metres) and the exposure key.
MACROS = {
    # navy anodised aluminium, brushed along x; the light behind, so its streak crosses the brushing.
    # No cut edge: lit from behind, its front face read as a black band at the frame's foot (the
    # fourth review).
    'volt-line': dict(elev=52, light=(172, 36), edge=None, key=0.22, window=(0.8, 0.6), power=55),
    # navy resilient floor with an orange inlay, two tiles meeting
    'track-floor': dict(elev=58, light=(125, 14), edge=None, key=0.3),
    # dark violet terrazzo, honed: the light low from behind on the left. No cut edge: its face,
    # turned from the light, read as a black band at the frame's foot (the fourth review).
    'nebula-terrazzo': dict(elev=55, light=(115, 22), edge=None, key=0.28),
    # violet pearl wallcovering, the light behind it so the flakes glint
    'starlight-pearl': dict(elev=50, light=(165, 24), edge=None, key=0.34),
    # a honed travertine tile, the beds running across the frame, the light raking from the front left
    'desert-travertine': dict(elev=56, light=(72, 13), edge=(0.02, 0.0008), key=0.5),
    # weathering steel's folded edge, flaking along the fold, the light raking from the front left
    'rust-sheet': dict(elev=55, light=(75, 16), edge=(0.03, 0.004), key=0.34),
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
        # white and grey-violet marble, a little cream, a rare blue; the smallest chips half gold
        return M.terrazzo_chips('#1d1a33', ['#ece6f2', '#f4efe6', '#bdb3d4', '#e8e1f0', '#d9c7a1', '#7d86c9'], seed=seed, gold='#d9ad4c')
    if cid == 'starlight-pearl':
        # finer, fewer and flatter flakes: the first render's read as glitter (the third review)
        return M.pearl_flakes('#4d4190', '#c9c2ff', seed=seed, share=0.16, flake=0.0005, tilt=0.28)
    if cid == 'desert-travertine':
        return M.travertine_face('#e2d3b8', '#b89a70', seed=seed)
    return M.oxide(seed=seed, edge=(edge_y, 0.022))


def collection(cid, seed):
    """A Collection product as a true macro: its surface fills the frame at the scale a product
    photographer shoots a swatch (about 12 cm across, a 100 mm lens at a third of a metre), with at
    most one cut edge entering the frame to show the thickness, under one soft window light low
    enough to rake across the relief (the sample shots before this were chips and a block on a sweep,
    which a blind review read as props)."""
    c = MACROS[cid]
    e = math.radians(c['elev'])
    cam_y, cam_z = -MACRO_DIST * math.cos(e), MACRO_DIST * math.sin(e)
    half = math.atan(18 / MACRO_LENS)

    def ground_y(v):  # where the ray at image height v meets the surface (z = 0)
        a = e - math.atan(v * math.tan(half))
        return cam_y + cam_z / math.tan(a)

    size = 0.5
    if c['edge']:
        thick, bevel = c['edge']
        y_edge = ground_y(EDGE_V)
        # the section must reach below the frame's bottom, else what lies under it would show
        a = e + half
        below = cam_z - (y_edge - cam_y) * math.tan(a)
        depth = max(thick, -below + 0.01)
        slab = K.box((size, size, depth), (0, y_edge + size / 2, -depth), None, bevel, rot=(0, 0, 2.5))
        local_edge = -size / 2
    else:
        slab = K.box((size, size, 0.01), (0, 0.0, -0.01), None, 0.0)
        local_edge = None
    slab.data.materials.append(macro_material(cid, seed, local_edge))
    K.plane((3, 3), (0, 0, -0.3), M.paint('#1c1b1a', rough=0.95))
    az, el = (math.radians(x) for x in c['light'])
    d = 1.1
    # azimuth 0 is the camera's side (-y); 90 the left (-x)
    loc = (-d * math.cos(el) * math.sin(az), -d * math.cos(el) * math.cos(az), d * math.sin(el))
    w, h = c.get('window', (0.6, 0.4))
    K.area(loc, (0, 0.01, 0), w, c.get('power', 160), '#fff4e8', size_y=h, name='window')
    K.KEY = c['key']
    return {'loc': (0.0, cam_y, cam_z), 'target': (0.0, 0.0, 0.0), 'lens': MACRO_LENS, 'dof': 32}


SHOT_CAMERA = {'loc': (0.05, -0.9, 0.46), 'target': (0.03, 0.02, 0.02), 'lens': 60, 'dof': 8}


def sample_shot(a, seed, block=None, chips=True):
    """Two sample chips of material `a` fanned on the sweep and a cut block (`block`, default `a`)
    beside them, under the raking light (see `rake_lights`); chips=False leaves only the lights."""
    rnd = random.Random(seed)
    if chips:
        for i, (dx, dy, rz) in enumerate(((0.06, 0.12, 7), (-0.08, -0.05, -11))):
            K.box((0.3, 0.3, 0.012), (dx, dy, i * 0.0125), a, 0.0015, rot=(0, 0, rz + rnd.uniform(-2, 2)))
        K.box((0.15, 0.08, 0.05), (0.2, -0.13, 0.0), block or a, 0.002, rot=(0, 0, -24))
    rake_lights()


def rake_lights():
    # the raking light: low, from the left, long and narrow
    K.area((-0.8, 0.0, 0.1), (0.1, 0.05, 0.0), 0.8, 90, '#fff1e0', size_y=0.12, name='rake')
    # a strip softbox above and behind, mirrored by the glossy chips; a faint fill from the camera
    K.area((0.1, 0.7, 0.75), (0.05, 0.05, 0.0), 1.2, 25, '#f4f6ff', size_y=0.05, name='strip')
    K.area((0.3, -0.9, 0.4), (0.05, 0.0, 0.0), 1.0, 8, '#ffffff', name='fill')


def emboss(color, seed=0, scale=700.0, depth=0.25):
    """A resilient (rubber or vinyl) floor with a micro-emboss: matt, with a fine raised stipple."""
    t = M.Tree('emboss')
    t.set(color=color, rough=0.62, spec=0.35)
    n = t.node('ShaderNodeTexVoronoi')
    n.inputs['Scale'].default_value = scale
    t.link(t.coords(seed=seed), 'Vector', n, 'Vector')
    t.bump(n, 'Distance', depth, 0.0006)
    return t.mat


def layered_chip(x, y, z, rot, layers, size=0.3, name='laminate'):
    """A chip built of coloured layers (bottom first), so its core shows along every cut edge."""
    zz = z
    for mat, h in layers:
        K.box((size, size, h), (x, y, zz), mat, 0.0008, rot=(0, 0, rot))
        zz += h


def finish(key, seed):
    """Issue 28: each theme page's material card shows its finish: the same sample shot as the
    collection swatches, in the material and form its name gives (src/content/themes/*.ts)."""
    theme, n = key.rsplit('-', 1)
    n = int(n)
    rnd = random.Random(seed)
    if (theme, n) == ('boost', 1):  # brushed aluminium panel, hairline matte
        sample_shot(M.metal('#c9ced6', rough=0.3, grain=0.05, seed=seed), seed)
    elif (theme, n) == ('boost', 2):  # high-density resilient floor, micro-emboss
        sample_shot(emboss('#24324f', seed), seed)
        K.box((0.3, 0.025, 0.0126), (-0.08, -0.05, 0.0125), M.plastic('#ff5a1f', rough=0.5), 0.001, rot=(0, 0, -11))
    elif (theme, n) == ('boost', 3):  # colour-core laminate, soft touch: the lime core at every edge
        grey = M.plastic('#8e949b', rough=0.55)
        lime = M.plastic('#e8ff3a', rough=0.5)
        layered_chip(0.06, 0.12, 0.0, 7, [(grey, 0.006), (lime, 0.006), (grey, 0.006)])
        layered_chip(-0.08, -0.05, 0.018, -11, [(grey, 0.006), (lime, 0.006), (grey, 0.006)])
        sample_shot(grey, seed, chips=False)
    elif (theme, n) == ('cosmos', 1):  # dark terrazzo, matte honed
        sample_shot(M.terrazzo('#1b1a33', ['#e8e1f0', '#d9c7a1', '#8c9bff', '#5a4f8a'], seed=seed, scale=0.3, polish=0.1), seed)
    elif (theme, n) == ('cosmos', 2):  # pearl-coated wallcovering, soft pearl
        t = M.Tree('pearl')
        lw = t.node('ShaderNodeLayerWeight')
        r = t.ramp(lw, 'Facing', [(0.0, '#5b4f9a'), (1.0, '#eae6f5')])
        t.link(r, 'Color', t.bsdf, 'Base Color')
        t.set(metal=0.45, rough=0.35, coat=0.8, sheen=1.0)
        sample_shot(t.mat, seed)
    elif (theme, n) == ('cosmos', 3):  # smoke glass, translucent: a gold sphere seen through it
        K.sphere(0.045, (0.04, 0.3, 0.045), M.metal('#d9c7a1', rough=0.25, brushed=False))
        K.cyl(0.03, 0.12, (-0.1, 0.31, 0.0), M.ceramic('#eae6f5'))
        smoke = M.glass('#a49cc0', rough=0.03)
        # two panes standing in the slots of an oak stand, one behind the other, so where they
        # overlap the tint doubles and what stands behind them shows through both
        K.box((0.42, 0.11, 0.022), (0.0, 0.145, 0.0), M.wood('#c99a70', '#8a5f3c', scale=0.2, seed=seed), 0.004)
        K.box((0.18, 0.008, 0.16), (-0.06, 0.17, 0.008), smoke, 0.0015)
        K.box((0.18, 0.008, 0.16), (0.07, 0.12, 0.008), smoke, 0.0015)
        # the flat chip half over a pale card, so its tint shows over something light
        K.box((0.22, 0.16, 0.002), (0.06, -0.16, 0.0), M.paint('#f1eee8'), 0.0005, rot=(0, 0, -4))
        K.box((0.26, 0.2, 0.008), (-0.04, -0.12, 0.002), smoke, 0.0015, rot=(0, 0, 10))
        sample_shot(smoke, seed, chips=False)
        K.KEY = 0.4
    elif (theme, n) == ('ooparts', 1):  # travertine-pattern tile, unfilled honed
        sample_shot(M.stone('#e7dccb', '#b38a5a', seed=seed, pits=1.6, veins=0.25, strata=True, scale=0.3, rough=0.6), seed)
    elif (theme, n) == ('ooparts', 2):  # oxidised steel sheet, rust effect
        sample_shot(M.rust('#6a625a', ['#8a4b2a', '#5e3019', '#c4855a', '#c44d2c'], seed=seed, amount=0.5, scale=0.3), seed)
    elif (theme, n) == ('ooparts', 3):  # clay plaster panel, hand texture
        sample_shot(M.sand_plaster('#c39a72', seed=seed, grain=1.4), seed)
    elif (theme, n) == ('evoke', 1):  # velvet-touch paint, ultra matte
        sample_shot(M.paint('#d8a48f', rough=0.98, grain=0.03, seed=seed), seed, block=M.paint('#e9d8c4', rough=0.98))
    elif (theme, n) == ('evoke', 2):  # round-edge solid wood, oiled: soft radiused edges
        oak = M.wood('#c99a70', '#8a5f3c', scale=0.25, seed=seed, rough=0.32)
        K.box((0.34, 0.16, 0.04), (0.02, 0.1, 0.0), oak, 0.018, rot=(0, 0, 6))
        K.box((0.3, 0.14, 0.04), (-0.06, -0.08, 0.0), M.wood('#c99a70', '#8a5f3c', scale=0.25, seed=seed + 3, rough=0.32), 0.018, rot=(0, 0, -9))
        K.cyl(0.05, 0.09, (0.22, -0.12, 0.0), oak, 0.02)
        sample_shot(oak, seed, chips=False)
    elif (theme, n) == ('evoke', 3):  # linen-blend fabric, natural slub: folded swatches
        linen = M.weave('#e9d8c4', '#d9c4aa', pitch=0.0018, seed=seed)
        for i in range(3):
            K.box((0.3 - i * 0.02, 0.22 - i * 0.01, 0.02), (0.02, 0.04, i * 0.021), linen, 0.009, rot=(0, 0, rnd.uniform(-5, 5)))
        K.box((0.5, 0.4, 0.003), (0.05, 0.1, 0.0), M.weave('#d8a48f', '#c98f7a', pitch=0.0018, seed=seed + 1), 0.001, rot=(0, 0, 9))
        sample_shot(linen, seed, chips=False)
    elif (theme, n) == ('ore', 1):  # split-face stone panel: strips standing proud by different depths
        greys = [M.stone(c, '#4a4846', seed=seed + k, scale=0.2, veins=0.1, rough=0.8, pits=0.6) for k, c in enumerate(('#6e6a64', '#7c7872', '#5f5b56'))]
        K.box((0.42, 0.32, 0.01), (0.0, 0.04, 0.0), M.paint('#3a3836'), 0.002, rot=(0, 0, 5))
        y = -0.1
        while y < 0.18:
            h = rnd.uniform(0.025, 0.045)
            x = -0.2
            while x < 0.2:
                w = min(rnd.uniform(0.06, 0.16), 0.2 - x)
                K.box((w - 0.003, h - 0.003, rnd.uniform(0.012, 0.035)), (x + w / 2, y + h / 2, 0.01), rnd.choice(greys), 0.002)
                x += w
            y += h
        sample_shot(greys[0], seed, chips=False)
    elif (theme, n) == ('ore', 2):  # graphite ceramic slab, satin
        sample_shot(M.stone('#2d2f33', '#4a4c50', seed=seed, scale=0.4, veins=0.2, rough=0.3), seed)
    elif (theme, n) == ('ore', 3):  # copper inlay, brushed: a copper line set into dark stone
        sample_shot(M.stone('#3a3b3e', '#2a2b2e', seed=seed, scale=0.4, veins=0.15, rough=0.45), seed)
        copper = M.metal('#b06a3c', rough=0.26, grain=0.05, seed=seed)
        K.box((0.3, 0.012, 0.0126), (-0.08, -0.05, 0.0125), copper, 0.0008, rot=(0, 0, -11))
        K.box((0.3, 0.012, 0.0126), (0.06, 0.12, 0.0), copper, 0.0008, rot=(0, 0, 7))
    elif (theme, n) == ('find', 1):  # modular shelving, solid ash: a corner joint of two boards
        ash = M.wood('#e2cfae', '#b39870', scale=0.3, seed=seed, rough=0.5)
        K.box((0.4, 0.2, 0.022), (0.0, 0.08, 0.0), ash, 0.002, rot=(0, 0, 6))
        K.box((0.022, 0.2, 0.24), (0.17, 0.06, 0.022), M.wood('#e2cfae', '#b39870', scale=0.3, seed=seed + 2, rough=0.5), 0.002, rot=(0, 0, 6))
        K.box((0.3, 0.12, 0.022), (-0.1, -0.14, 0.0), M.wood('#e2cfae', '#b39870', scale=0.3, seed=seed + 4, rough=0.5), 0.002, rot=(0, 0, -14))
        sample_shot(ash, seed, chips=False)
    elif (theme, n) == ('find', 2):  # ribbed glass, vertical flutes: a sage panel seen through them
        K.box((0.5, 0.02, 0.3), (0.0, 0.3, 0.0), M.paint('#9fb3a8'), 0.002)
        K.sphere(0.04, (0.08, 0.22, 0.04), M.ceramic('#f3f1ea'))
        g = M.glass('#eef3ef', rough=0.06)
        x = -0.16
        while x < 0.18:
            K.no_shadow(K.cyl(0.009, 0.2, (x, 0.1, 0.0), g, 0, verts=16))
            x += 0.0176
        K.box((0.36, 0.03, 0.015), (0.01, 0.1, 0.0), M.metal('#2a2c2e', rough=0.35), 0.002)
        sample_shot(g, seed, chips=False)
    else:  # find-3: sand-tone vinyl tile, stone texture
        sample_shot(M.stone('#d6c9a8', '#b8a88a', seed=seed, scale=0.25, veins=0.15, rough=0.5, pits=0.4), seed)


def key_for(hex_color):
    """Exposure target from the sweep's tone: a dark sample on a dark sweep stays dark."""
    r, g, b, _ = M.hex_rgba(hex_color)
    lum = (0.2126 * r + 0.7152 * g + 0.0722 * b) ** (1 / 2.2)
    return max(0.28, min(0.6, 0.22 + 0.42 * lum))


def main():
    j = K.job()
    K.reset()
    subj = j['subject']
    seed = j.get('seed', 0)
    if subj.startswith('finish/'):
        K.settings(j, exposure=0.0, world='#9a9a9a', world_strength=0.25)
        sweep('#d9d4cb')
        K.KEY = 0.42
        finish(subj.split('/')[1], seed)
        K.cam_from(j, SHOT_CAMERA)
        K.render(j)
        return
    if subj.startswith('collection/'):
        # a dim room around the one window light: no sweep, no background, the surface fills the frame
        K.settings(j, exposure=0.0, world='#2a2826', world_strength=0.12)
        cam = collection(subj.split('/')[1], seed)
        K.cam_from(j, cam)
        K.render(j)
        return
    else:
        kind, n = subj.split('/')[1].rsplit('-', 1)
        n = int(n)
        K.settings(j, exposure=0.0, world='#9a9a9a', world_strength=0.25)
        sweep(SWEEP[kind][n - 1])
        K.KEY = key_for(SWEEP[kind][n - 1])
        compose(kind, TONES[kind][n - 1], seed)
        K.cam_from(j, DEFAULT_CAMERA)
    plate_lights()
    K.render(j)


def plate_lights():
    """Issue 28: the plates' light shows the finish. A low raking light from the left, long and
    narrow, draws grain, pores, weave and brushing; a strip softbox above and behind lays a long
    reflection across the glossy and metal ones; a faint fill from the camera keeps the shadows
    open. The plates were lit by an even three-light studio that showed only colour."""
    K.area((-1.7, 0.05, 0.22), (0.1, 0.05, 0.02), 1.6, 320, '#fff1e0', size_y=0.25, name='rake')
    K.area((0.2, 1.3, 1.4), (0.05, 0.05, 0.0), 2.2, 70, '#f4f6ff', size_y=0.1, name='strip')
    K.area((0.45, -2.0, 0.9), (0.05, 0.0, 0.0), 1.6, 30, '#ffffff', name='fill')


main()
