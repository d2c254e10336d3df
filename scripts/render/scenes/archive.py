"""Archive covers (archive/{year}): one still life per year, built from that year's materials and
colours (src/content/archive: title, subDesc keywords). Wall + floor + a composition of objects.

Object: (shape, dims, (x, y), rotZ, material) with material = (kind, [colours], {kwargs}).
Shapes: box (w, d, h), lean (w, t, h: slab leaning on the wall), cyl (r, h), cone (r1, r2, h),
sphere (r), arch (w, h, t), plant (h), cloth (w, d, h: soft folded textile).
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import kit as K  # noqa: E402
import materials as M  # noqa: E402

P = lambda c, r=0.5: ('plastic', [c], {'rough': r})  # noqa: E731
PAINT = lambda c: ('paint', [c], {})  # noqa: E731

YEARS = {
    # Floors for a New Millennium: maple, cool grey tile, matte white
    2001: {
        'wall': PAINT('#f2f0ec'),
        'floor': ('wood', ['#e2c49a', '#b48a5a'], {'planks': (1.2, 0.14), 'scale': 0.5}),
        'light': 'day',
        'objects': [
            ('box', (0.6, 0.6, 0.06), (-0.45, 0.05), 8, ('tiles', ['#a9adb0', '#8e9295'], {'size': 0.15})),
            ('box', (0.4, 0.4, 0.4), (0.45, 0.25), -12, PAINT('#f7f6f2')),
            ('lean', (0.5, 0.03, 1.1), (0.0, 1.0), 0, ('wood', ['#ecd3ac', '#c49a68'], {'scale': 0.4, 'along': 'Z'})),
        ],
    },
    # Rhythm of the City: modular tile, colour blocking, metal accents, partitions
    2002: {
        'wall': PAINT('#2c4a8c'),
        'floor': ('tiles', ['#e9e6df', '#7c7f84'], {'size': 0.3, 'second': '#d8d4cc'}),
        'light': 'hard',
        'objects': [
            ('box', (0.35, 0.35, 0.35), (-0.7, 0.1), 0, P('#e23b2e')),
            ('box', (0.35, 0.35, 0.7), (-0.3, 0.3), 0, P('#f2c230')),
            ('box', (0.35, 0.35, 0.18), (0.1, -0.1), 0, P('#f4f1ea')),
            ('cyl', (0.025, 1.4), (0.55, 0.35), 0, ('metal', ['#c9ced6'], {})),
            ('cyl', (0.025, 1.1), (0.7, 0.2), 0, ('metal', ['#c9ced6'], {})),
            ('lean', (0.7, 0.02, 1.3), (0.75, 0.85), 0, ('glass', ['#e8eef0'], {'rough': 0.08})),
        ],
    },
    # Back to Nature: linen, terracotta, bamboo
    2003: {
        'wall': ('plaster', ['#e6d9c3'], {}),
        'floor': ('tiles', ['#b9643f', '#d8c8b0'], {'size': 0.25, 'vary': 0.2}),
        'light': 'warm',
        'objects': [
            ('cloth', (0.9, 0.6, 0.12), (-0.3, 0.1), 10, ('fabric', ['#e3d8c4', '#d3c6ae'], {'weave': 0.004})),
            ('cone', (0.2, 0.12, 0.5), (0.5, 0.2), 0, P('#b9643f', 0.8)),
            *[('cyl', (0.02, 1.6 - i * 0.12), (0.85 + i * 0.06, 0.7 - i * 0.05), 0, ('wood', ['#c8b46a', '#8a7a3a'], {'along': 'Z', 'scale': 0.3})) for i in range(5)],
        ],
    },
    # Reading the Grain: oak, walnut, wide plank
    2004: {
        'wall': PAINT('#d7cdbf'),
        'floor': ('wood', ['#c89b68', '#8a5f38'], {'planks': (2.0, 0.25), 'scale': 0.6}),
        'light': 'warm',
        'objects': [
            ('lean', (0.3, 0.04, 1.6), (-0.6, 1.0), 0, ('wood', ['#caa070', '#8a5f38'], {'along': 'Z', 'scale': 0.4})),
            ('lean', (0.3, 0.04, 1.5), (-0.25, 1.0), 0, ('wood', ['#6a4630', '#2e1c10'], {'along': 'Z', 'scale': 0.4})),
            ('lean', (0.3, 0.04, 1.4), (0.1, 1.0), 0, ('wood', ['#b8885a', '#6b4a2e'], {'along': 'Z', 'scale': 0.4})),
            ('box', (0.45, 0.45, 0.3), (0.6, 0.1), 15, ('stone', ['#cfcac2', '#8d857a'], {'scale': 0.5})),
        ],
    },
    # White Minimal: high white, no mouldings, hidden storage
    2005: {
        'wall': PAINT('#f6f6f3'),
        'floor': PAINT('#eeeeea'),
        'light': 'soft',
        'objects': [
            ('box', (0.6, 0.6, 0.6), (-0.5, 0.3), 0, PAINT('#fbfbf9')),
            ('box', (0.6, 0.6, 0.3), (0.15, 0.3), 0, PAINT('#fbfbf9')),
            # the glass sphere rests on the low block (it was built inside it)
            ('sphere', (0.15,), (0.15, 0.3), 0, ('glass', ['#ffffff'], {}), 0.3),
            ('lean', (0.02, 0.9, 1.6), (0.9, 0.5), 0, ('glass', ['#f4f8f8'], {'rough': 0.08})),
        ],
    },
    # Surfaces that Hold Light: high gloss, pearl, reflection
    2006: {
        'wall': PAINT('#c9c3d8'),
        'floor': P('#e9e4f0', 0.05),
        'light': 'soft',
        'objects': [
            ('sphere', (0.32,), (-0.35, 0.2), 0, ('pearl', ['#f1ecf7', '#b8a9d9'], {})),
            ('cyl', (0.22, 0.7), (0.45, 0.35), 0, ('metal', ['#d9dce2'], {'rough': 0.08, 'brushed': False})),
            ('box', (0.5, 0.5, 0.12), (0.3, -0.25), 20, P('#f4f1f8', 0.03)),
        ],
    },
    # Eco Modern: low emission, recycled, air
    2007: {
        'wall': ('plaster', ['#cfd5c0'], {}),
        'floor': ('wood', ['#d8bd92', '#a6845a'], {'planks': (1.0, 0.12), 'scale': 0.5}),
        'light': 'day',
        'objects': [
            ('plant', (1.3,), (-0.6, 0.4), 0, P('#d6d0c4', 0.7)),
            ('box', (0.5, 0.4, 0.45), (0.3, 0.3), -8, ('terrazzo', ['#e6e2d6', '#7c8a5a', '#b0643b', '#3d4a34'], {'scale': 0.5})),
            # a folded olive cushion on the block (it was built inside it, a grey line on its face)
            ('cloth', (0.42, 0.34, 0.08), (0.3, 0.3), -2, ('fabric', ['#8a9a6a', '#7a8a5a'], {}), 0.45),
        ],
    },
    # Black and Gold: deep black, brushed gold, marble
    2008: {
        'wall': ('stone', ['#1d1d1f', '#d8d3ca'], {'scale': 0.6, 'veins': 0.9, 'rough': 0.2, 'fine': True}),
        'floor': ('stone', ['#141414', '#8d857a'], {'scale': 1.2, 'rough': 0.15}),
        'light': 'dramatic',
        'objects': [
            ('box', (0.5, 0.5, 0.75), (-0.35, 0.2), 10, ('stone', ['#eeeae4', '#6b6660'], {'scale': 0.35, 'veins': 0.9, 'rough': 0.15, 'fine': True})),
            ('cyl', (0.16, 0.5), (0.35, 0.1), 0, ('metal', ['#d4a84a'], {'rough': 0.25})),
            # the gold sphere rests on the marble block (it was built inside it)
            ('sphere', (0.12,), (-0.35, 0.2), 0, ('metal', ['#d4a84a'], {'rough': 0.15, 'brushed': False}), 0.75),
        ],
    },
    # A Garden for Recovery: sage green, cotton, rounded
    2009: {
        'wall': ('plaster', ['#b7c4ad'], {}),
        'floor': ('wood', ['#e3cfae', '#b89b72'], {'planks': (1.2, 0.18), 'scale': 0.5}),
        'light': 'day',
        'objects': [
            ('sphere', (0.28,), (-0.45, 0.2), 0, ('fabric', ['#f1ece2', '#e4dccd'], {})),
            ('cyl', (0.3, 0.35), (0.35, 0.3), 0, ('fabric', ['#8fa487', '#7d9276'], {})),
            ('plant', (1.0,), (0.9, 0.6), 0, P('#e8e2d6', 0.6)),
            ('sphere', (0.1,), (0.0, -0.2), 0, ('stone', ['#d7d2c6', '#9a9488'], {'scale': 0.3})),
        ],
    },
    # Digital Pattern: pixel, geometry, digital print
    2010: {
        'wall': PAINT('#1a1c24'),
        'floor': ('tiles', ['#2a2d38', '#15161c'], {'size': 0.12, 'second': '#3a3f52'}),
        'light': 'neon',
        'objects': [
            *[('box', (0.12, 0.12, h), (-0.9 + (i % 8) * 0.13, 0.1 + (i // 8) * 0.13), 0, P(c, 0.3))
              for i, (h, c) in enumerate(zip(
                  [0.1, 0.3, 0.2, 0.5, 0.15, 0.4, 0.25, 0.35, 0.2, 0.6, 0.1, 0.45, 0.3, 0.2, 0.55, 0.15,
                   0.4, 0.25, 0.35, 0.1, 0.5, 0.3, 0.2, 0.45],
                  ['#29b6c9', '#e83e8c', '#f2c230', '#8c9bff', '#ffffff', '#29b6c9', '#e83e8c', '#3a3f52'] * 3))],
            ('box', (0.5, 0.5, 0.5), (0.75, 0.3), 45, ('metal', ['#c9ced6'], {'rough': 0.15})),
        ],
    },
    # Vintage Revival: ageing, herringbone, pattern tile
    2011: {
        'wall': ('tiles', ['#2f5e5a', '#e9e2d0'], {'size': 0.2, 'second': '#c9a34a', 'rough': 0.3}),
        'floor': ('herringbone', ['#9a6a3e', '#5a3a22'], {'plank': (0.45, 0.09), 'scale': 0.4}),
        'light': 'warm',
        'objects': [
            ('box', (0.6, 0.45, 0.5), (-0.4, 0.3), 5, ('wood', ['#7a4e2c', '#3d2718'], {'scale': 0.3})),
            # the brass vase stands on the cabinet (z = its height), not inside it
            ('cone', (0.12, 0.18, 0.35), (-0.4, 0.3), 0, ('metal', ['#a88450'], {'rough': 0.35, 'brushed': False}), 0.5),
            ('cyl', (0.2, 0.08), (0.45, 0.0), 0, ('metal', ['#a88450'], {'rough': 0.4})),
        ],
    },
    # Nordic Light: white oak, light grey, wool
    2012: {
        'wall': PAINT('#e9ebea'),
        'floor': ('wood', ['#eadcc4', '#c9b08a'], {'planks': (1.8, 0.2), 'scale': 0.6}),
        'light': 'window',
        'objects': [
            ('box', (0.8, 0.4, 0.42), (-0.3, 0.4), 0, ('wood', ['#eadcc4', '#c9b08a'], {'scale': 0.3})),
            ('cloth', (0.7, 0.5, 0.16), (-0.3, 0.3), 0, ('fabric', ['#b9bcbd', '#a9acad'], {'weave': 0.006})),
            ('cyl', (0.12, 0.3), (0.5, 0.2), 0, P('#f4f4f2', 0.4)),
        ],
    },
    # Industrial Loft: exposed concrete, steel, brick
    2013: {
        'wall': ('tiles', ['#9a4a32', '#c9c2b6'], {'size': 0.075, 'ratio': 3.0, 'offset': 0.5, 'vary': 0.25, 'rough': 0.85}),
        'floor': ('stone', ['#8e8d8a', '#6f6e6a'], {'scale': 2.0, 'veins': 0.0, 'rough': 0.7}),
        'light': 'hard',
        'objects': [
            ('box', (0.5, 0.5, 0.5), (-0.5, 0.2), 0, ('stone', ['#a3a19c', '#7a7874'], {'scale': 0.5, 'veins': 0.0, 'pits': 0.6, 'rough': 0.8})),
            ('box', (1.2, 0.12, 0.12), (0.35, 0.0), 20, ('metal', ['#3a3f48'], {'rough': 0.5})),
            ('box', (0.04, 0.04, 1.3), (0.7, 0.5), 0, ('metal', ['#3a3f48'], {'rough': 0.5})),
        ],
    },
    # The Warmth of Hands: handmade tile, rattan, lime plaster
    2014: {
        'wall': ('plaster', ['#ece2d0'], {}),
        'floor': ('tiles', ['#3f7a6a', '#e0d8c8'], {'size': 0.13, 'vary': 0.3, 'rough': 0.15}),
        'light': 'warm',
        'objects': [
            # a rattan drum table with an oak top (a woven top read as radial wedges)
            ('cyl', (0.3, 0.45), (-0.35, 0.3), 0, ('rattan', ['#d4b07a', '#a07c48'], {})),
            ('cyl', (0.315, 0.03), (-0.35, 0.3), 0, ('wood', ['#c89a68', '#8a6038'], {'scale': 0.3}), 0.45),
            ('cone', (0.14, 0.08, 0.42), (0.4, 0.15), 0, ('plaster', ['#e4d6c0'], {})),
            ('box', (0.45, 0.3, 0.08), (0.2, -0.2), 15, ('wood', ['#b8885a', '#6b4a2e'], {'scale': 0.3})),
        ],
    },
    # Terrazzo Returns
    2015: {
        'wall': ('terrazzo', ['#f0ebe3', '#c44d2c', '#2f6f62', '#d9b26a', '#1f2230'], {'scale': 1.4}),
        'floor': ('terrazzo', ['#e6dfd3', '#c44d2c', '#2f6f62', '#d9b26a', '#1f2230'], {'scale': 1.0}),
        'light': 'day',
        'objects': [
            ('box', (0.6, 0.6, 0.55), (-0.4, 0.25), 12, ('terrazzo', ['#2a2740', '#e8e1f0', '#c9a34a', '#8c9bff'], {'scale': 0.5})),
            ('cyl', (0.25, 0.3), (0.45, 0.1), 0, ('terrazzo', ['#f0d9cf', '#8a4b2a', '#4c6a63', '#f7f2ea'], {'scale': 0.5})),
        ],
    },
    # Pastel Mood: millennial pink, mint, butter
    2016: {
        'wall': PAINT('#efc9c2'),
        'floor': PAINT('#f3dcd6'),
        'light': 'soft',
        'objects': [
            ('arch', (0.9, 1.2, 0.15), (-0.4, 0.7), 0, PAINT('#b7e0d0')),
            ('cyl', (0.22, 0.45), (0.45, 0.2), 0, P('#f6e3a1', 0.5)),
            ('sphere', (0.16,), (0.1, -0.1), 0, P('#b7e0d0', 0.5)),
        ],
    },
    # Cross-sections of Nature: onyx, end grain, strata
    2017: {
        'wall': PAINT('#2f3a33'),
        'floor': ('stone', ['#5a5048', '#8a7a68'], {'strata': True, 'scale': 1.0}),
        'light': 'dramatic',
        'objects': [
            ('lean', (0.7, 0.03, 1.1), (-0.45, 0.95), 0, ('onyx', ['#e8c48a', '#b3773a'], {})),
            ('cyl', (0.3, 0.12), (0.35, 0.1), 0, ('endgrain', ['#c49a68', '#6b4a2e'], {})),
            ('cyl', (0.22, 0.1), (0.4, 0.1), 0, ('endgrain', ['#a57a4c', '#5a3a22'], {})),
            ('box', (0.5, 0.35, 0.35), (0.45, 0.55), -15, ('stone', ['#b9a68a', '#6e5a44'], {'strata': True, 'scale': 0.4})),
        ],
    },
    # Small Home, Big Life: multi-use furniture, storage walls, light tones
    2018: {
        'wall': ('wood', ['#e6d6bc', '#c8b08a'], {'along': 'Z', 'scale': 0.6}),
        'floor': PAINT('#ece8e0'),
        'light': 'day',
        'objects': [
            ('box', (0.45, 0.45, 0.45), (-0.6, 0.3), 0, ('wood', ['#e6d6bc', '#c8b08a'], {'scale': 0.3})),
            ('box', (0.45, 0.45, 0.45), (-0.6, 0.3), 0, None, 0.46),
            ('box', (0.9, 0.45, 0.22), (0.1, 0.3), 0, ('wood', ['#e6d6bc', '#c8b08a'], {'scale': 0.3})),
            ('cloth', (0.5, 0.4, 0.12), (0.1, 0.3), 0, ('fabric', ['#cfd6d2', '#bfc8c4'], {})),
            ('box', (0.3, 0.3, 0.9), (0.75, 0.4), 0, PAINT('#f2f0ea')),
        ],
    },
    # Earth Tones: terracotta, sand, olive
    2019: {
        'wall': ('plaster', ['#c9a27a'], {}),
        'floor': ('tiles', ['#b5583a', '#d8c3a0'], {'size': 0.3, 'vary': 0.15}),
        'light': 'warm',
        'objects': [
            ('cone', (0.24, 0.12, 0.62), (-0.45, 0.25), 0, P('#a84a2e', 0.85)),
            ('box', (0.55, 0.55, 0.35), (0.35, 0.35), 12, ('stone', ['#d9c3a0', '#b89a70'], {'pits': 0.8, 'veins': 0.1, 'strata': True, 'scale': 0.4})),
            ('cloth', (0.7, 0.5, 0.1), (0.2, -0.15), -10, ('fabric', ['#6b6f3a', '#5a5f30'], {'weave': 0.005})),
            ('sphere', (0.12,), (0.35, 0.35), 0, P('#6b6f3a', 0.7)),
        ],
    },
    # The World Moves Home: home office, antimicrobial, acoustic
    2020: {
        'wall': ('fabric', ['#8a8f86', '#7a7f76'], {'weave': 0.01}),
        'floor': ('wood', ['#d2b48c', '#9c7a52'], {'planks': (1.4, 0.18), 'scale': 0.5}),
        'light': 'window',
        'objects': [
            ('box', (1.2, 0.6, 0.04), (0.0, 0.5), 0, ('wood', ['#e2cba6', '#b08c5e'], {'scale': 0.3})),
            ('box', (0.05, 0.55, 0.7), (-0.55, 0.5), 0, P('#2b2a28', 0.5)),
            ('box', (0.05, 0.55, 0.7), (0.55, 0.5), 0, P('#2b2a28', 0.5)),
            ('box', (0.34, 0.24, 0.015), (-0.1, 0.45), -10, ('metal', ['#b9bec6'], {'rough': 0.3}), 0.74),
            ('cyl', (0.05, 0.1), (0.3, 0.4), 0, P('#f2eee6', 0.3), 0.74),
        ],
    },
    # Surfaces that Restore: wellness, biophilic, soft light
    2021: {
        'wall': ('plaster', ['#dfe3d8'], {}),
        'floor': ('stone', ['#e2ddd2', '#b9b2a6'], {'scale': 1.0, 'veins': 0.2}),
        'light': 'window',
        'objects': [
            ('plant', (1.5,), (-0.5, 0.5), 0, ('stone', ['#cfc8bb', '#8d857a'], {'scale': 0.3})),
            ('plant', (0.9,), (0.1, 0.7), 0, P('#e8e2d6', 0.6)),
            ('lean', (0.6, 0.02, 1.2), (0.65, 0.9), 0, ('glass', ['#d6eadf'], {'rough': 0.06})),
            ('box', (0.6, 0.35, 0.3), (0.3, 0.1), 10, ('wood', ['#c9a77c', '#8f6a45'], {'scale': 0.3})),
        ],
    },
    # Circular Materials: recycled, demountable, made to last
    2022: {
        'wall': ('terrazzo', ['#c9cec6', '#4c6a63', '#8a8f86', '#e9e5dc', '#2b2a28'], {'scale': 0.6, 'density': 0.8}),
        'floor': ('stone', ['#b9bdb6', '#8a8f86'], {'scale': 1.5, 'veins': 0.0}),
        'light': 'day',
        'objects': [
            ('box', (0.4, 0.4, 0.2), (-0.5, 0.2), 0, ('terrazzo', ['#d8d2c6', '#b0643b', '#2f6f62', '#1f2230'], {'scale': 0.4, 'density': 0.9})),
            ('box', (0.4, 0.4, 0.2), (-0.5, 0.2), 0, None, 0.21),
            ('box', (0.4, 0.4, 0.2), (-0.45, 0.22), 8, ('wood', ['#b8885a', '#6b4a2e'], {'scale': 0.3}), 0.42),
            ('box', (0.5, 0.3, 0.25), (0.35, 0.25), -10, ('fabric', ['#6e7f78', '#5e6f68'], {})),
            ('cyl', (0.025, 0.9), (0.75, 0.5), 0, ('metal', ['#9aa1ab'], {'rough': 0.35})),
        ],
    },
}

LIGHTS = {
    'day': dict(key=700, fill=200, color='#fff6ea', world='#dde4ea', ws=0.35),
    'warm': dict(key=550, fill=150, color='#ffe2bf', world='#e8d6c0', ws=0.25),
    'soft': dict(key=500, fill=300, color='#ffffff', world='#f0f0f0', ws=0.45),
    'hard': dict(key=1100, fill=80, color='#fff2e0', world='#9aa3b0', ws=0.2),
    'dramatic': dict(key=600, fill=20, color='#ffe6c4', world='#202020', ws=0.05),
    'neon': dict(key=300, fill=250, color='#8c9bff', world='#101018', ws=0.05),
    'window': dict(key=900, fill=120, color='#fff8ee', world='#dfe6ec', ws=0.3),
}


def mat(spec, seed):
    kind, cols, kw = spec
    if kind == 'pearl':
        t = M.Tree('pearl')
        lw = t.node('ShaderNodeLayerWeight')
        r = t.ramp(lw, 'Facing', [(0.0, cols[0]), (1.0, cols[1])])
        t.link(r, 'Color', t.bsdf, 'Base Color')
        t.set(metal=0.5, rough=0.18, coat=1.0)
        return t.mat
    if kind == 'onyx':
        m = M.stone(cols[0], cols[1], seed=seed, strata=True, scale=0.5, rough=0.1, veins=0.9)
        m.node_tree.nodes['Principled BSDF'].inputs['Subsurface'].default_value = 0.3
        return m
    if kind == 'endgrain':
        t = M.Tree('endgrain')
        mp = t.coords(seed=seed)
        w = t.node('ShaderNodeTexWave')
        w.wave_type = 'RINGS'
        w.rings_direction = 'SPHERICAL'
        w.inputs['Scale'].default_value = 14
        w.inputs['Distortion'].default_value = 2
        t.link(mp, 'Vector', w, 'Vector')
        r = t.ramp(w, 'Fac', [(0.0, cols[1]), (0.5, cols[0]), (1.0, cols[0])])
        t.link(r, 'Color', t.bsdf, 'Base Color')
        t.set(rough=0.6)
        return t.mat
    return M.by_kind(kind, cols, seed=seed, **kw)


def herringbone(spec, seed, xs=(-2.6, 2.6), ys=(-2.0, 1.3)):
    """A floor of separate wooden blocks laid in herringbone (2011; a shader's planks cannot turn):
    the pattern's lattice is (w, w) and (l, -l) for blocks l × w, each cell a block along x and one
    along y, turned 45° so the zigzag runs towards the wall; five grain seeds shared at random, a
    dark joint between blocks. Only blocks whose centre lies in xs × ys are built."""
    kind, cols, kw = spec
    length, width = kw.get('plank', (0.45, 0.09))
    woods = [M.wood(cols[0], cols[1], seed=seed + k, scale=kw.get('scale', 0.4)) for k in range(5)]
    joint = M.paint(cols[1], seed=seed)
    K.box((8, 6, 0.1), (0, 0, -0.112), joint, 0)
    c = s = math.sqrt(0.5)
    pick = (seed * 7919) % 101
    gap = 0.003
    for n in range(-90, 90):
        for m in range(-12, 12):
            ox, oy = n * width + m * length, n * width - m * length
            for px, py, rz in (
                (ox + length / 2, oy + width / 2, 45),
                (ox + length + width / 2, oy + width - length / 2, 135),
            ):
                x, y = c * px - s * py, s * px + c * py
                if not (xs[0] <= x <= xs[1] and ys[0] <= y <= ys[1]):
                    continue
                pick = (pick * 31 + 17) % 101
                K.box((length - gap, width - gap, 0.012), (x, y, -0.012), woods[pick % 5], 0.0015, rot=(0, 0, rz))


def build(year, seed):
    y = YEARS[year]
    L = LIGHTS[y['light']]
    wall = mat(y['wall'], seed)
    if y['floor'][0] == 'herringbone':
        herringbone(y['floor'], seed + 1)
    else:
        K.box((8, 6, 0.1), (0, 0, -0.1), mat(y['floor'], seed + 1), 0)
    K.box((8, 0.1, 4), (0, 1.25, 0), wall, 0)
    last = None
    for i, o in enumerate(y['objects']):
        shape, dims, (x, yy), rz, spec = o[:5]
        z = o[5] if len(o) > 5 else 0.0
        m = mat(spec, seed + 10 + i) if spec else last
        last = m
        if shape == 'box':
            K.box(dims, (x, yy, z), m, 0.008, rot=(0, 0, rz))
        elif shape == 'lean':
            ob = K.box(dims, (x, yy, 0), m, 0.005, rot=(-8, 0, rz))
        elif shape == 'cyl':
            K.cyl(dims[0], dims[1], (x, yy, z), m, 0.005)
        elif shape == 'cone':
            K.cyl(dims[0], dims[2], (x, yy, z), m, 0.005, r2=dims[1])
        elif shape == 'sphere':
            K.sphere(dims[0], (x, yy, z + dims[0]), m)
        elif shape == 'arch':
            K.arch(x, yy, dims[0], dims[1], dims[2], m)
        elif shape == 'plant':
            K.plant(x, yy, m, h=dims[0], seed=seed + i)
        elif shape == 'cloth':
            K.box(dims, (x, yy, z), m, min(dims[2] * 0.45, 0.05), rot=(0, 0, rz))
    K.area((-2.5, -1.8, 3.2), (0, 0.3, 0.3), 2.2, L['key'], L['color'], name='key')
    K.area((2.8, -2.2, 1.6), (0, 0.3, 0.4), 3.0, L['fill'], '#eef2f8', name='fill')
    if y['light'] == 'neon':
        K.area((1.5, 0.5, 1.2), (0, 0.3, 0.2), 1.0, 200, '#e83e8c', name='neon2')
    return L


def main():
    j = K.job()
    K.reset()
    year = int(j['subject'].split('/')[1])
    y = YEARS[year]
    L = LIGHTS[y['light']]
    K.settings(j, world=L['world'], world_strength=L['ws'])
    # exposure target: the dark, low-key years (black and gold, neon, cross-sections) stay dark
    K.KEY = {'dramatic': 0.3, 'neon': 0.3, 'hard': 0.42}.get(y['light'], 0.48)
    build(year, j.get('seed', year))
    K.cam_from(j, {'loc': (0.0, -3.4, 1.25), 'target': (0.05, 0.35, 0.45), 'lens': 42})
    K.render(j)


main()
