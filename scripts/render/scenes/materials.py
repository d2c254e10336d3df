"""Material close-ups (materials/{kind}-{n}) and collection swatches (collection/{id}).

Samples of one material family under soft studio light on a paper sweep, camera close and low.
"""

import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import kit as K  # noqa: E402
import materials as M  # noqa: E402

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
COLLECTION = {
    'volt-line': ('metal', ['#2b3450'], '#0f1a2e'),
    'track-floor': ('tiles', ['#1b2a48', '#ff5a1f'], '#c9ced6'),
    'nebula-terrazzo': ('terrazzo', ['#2a2740', '#e8e1f0', '#d9c7a1', '#c9a34a', '#8c9bff'], '#15142a'),
    'starlight-pearl': ('pearl', ['#5b4f9a', '#c9c2ff'], '#221d44'),
    'desert-travertine': ('travertine', ['#e2d3b8', '#b89a70'], '#c4b29a'),
    'rust-sheet': ('rust', ['#6a625a', '#8a4b2a', '#5e3019', '#c4855a'], '#2b2a28'),
}

DEFAULT_CAMERA = {'loc': (0.25, -1.45, 0.85), 'target': (0.0, 0.05, 0.04), 'lens': 50, 'dof': 8}


def sweep(color):
    m = M.paint(color, rough=0.95, name='sweep')
    K.plane((8, 8), (0, 0, 0), m)
    wall = K.plane((8, 4), (0, 1.4, 2), m, rot=(90, 0, 0))
    return wall


def mat_for(kind, tone, seed):
    if kind == 'stone':
        return M.stone(tone[0], tone[1], seed=seed, scale=0.35, veins=0.7, rough=0.35)
    if kind == 'terrazzo':
        return M.terrazzo(tone[0], tone[1:], seed=seed, scale=0.35)
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
        for i in range(4):
            K.box((0.5 - i * 0.02, 0.36 - i * 0.01, 0.035), (0.05, 0.02, i * 0.036), mat_for(kind, tone, seed + i % 2), 0.017, rot=(0, 0, rnd.uniform(-4, 4)))
        r = K.cyl(0.06, 0.55, (-0.32, -0.12, 0.06), b, 0.01, rot=(0, 90, 20))
        r.location.z = 0.06
        K.box((0.9, 0.7, 0.004), (0.1, 0.15, 0.0), b, 0.002, rot=(0, 0, 8))
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


def collection(cid, seed):
    kind, tone, _ = COLLECTION[cid]
    if kind == 'metal':
        a = M.metal(tone[0], rough=0.26)
    elif kind == 'tiles':
        a = M.tiles(tone[0], '#0e1526', size=0.15, seed=seed, rough=0.55, second='#22355a')
    elif kind == 'terrazzo':
        a = M.terrazzo(tone[0], tone[1:], seed=seed, scale=0.3)
    elif kind == 'pearl':
        t = M.Tree('pearl')
        lw = t.node('ShaderNodeLayerWeight')
        r = t.ramp(lw, 'Facing', [(0.0, tone[0]), (1.0, tone[1])])
        t.link(r, 'Color', t.bsdf, 'Base Color')
        t.set(metal=0.6, rough=0.3, coat=1.0, sheen=1.0)
        a = t.mat
    elif kind == 'travertine':
        a = M.stone(tone[0], tone[1], seed=seed, pits=1.2, veins=0.25, strata=True, scale=0.3, rough=0.6)
    else:
        a = M.rust(tone[0], tone[1:], seed=seed, amount=0.7, scale=0.3)
    # a large sample leaning on the sweep, a smaller one flat in front
    s = K.box((0.9, 0.02, 0.9), (0.0, 0.32, 0.0), a, 0.003, rot=(-10, 0, 0))
    s.location.z += 0.05
    K.box((0.5, 0.5, 0.02), (-0.1, -0.15, 0.0), a, 0.003, rot=(0, 0, 14))
    if cid == 'track-floor':
        K.box((0.5, 0.05, 0.022), (-0.1, -0.15, 0.0), M.plastic('#ff5a1f', rough=0.5), 0.002, rot=(0, 0, 14))


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
    if subj.startswith('collection/'):
        cid = subj.split('/')[1]
        K.settings(j, exposure=0.0, world='#9a9a9a', world_strength=0.25)
        sweep(COLLECTION[cid][2])
        K.KEY = key_for(COLLECTION[cid][2])
        collection(cid, seed)
        K.cam_from(j, {'loc': (0.0, -1.25, 0.7), 'target': (0.0, 0.12, 0.18), 'lens': 50, 'dof': 8})
    else:
        kind, n = subj.split('/')[1].rsplit('-', 1)
        n = int(n)
        K.settings(j, exposure=0.0, world='#9a9a9a', world_strength=0.25)
        sweep(SWEEP[kind][n - 1])
        K.KEY = key_for(SWEEP[kind][n - 1])
        compose(kind, TONES[kind][n - 1], seed)
        K.cam_from(j, DEFAULT_CAMERA)
    K.studio(key=420, fill=110, rim=220)
    K.render(j)


main()
