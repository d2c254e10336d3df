"""Material boards (issue 52, decision 046): a designer's flat-lay of one year's materials seen from
above through a long lens, as material brands present a palette. Used by the archive's year covers
(`board/{year}`) and the home hero (`board/2025`, the running edition, with its own phone framing
`board/2025-mob`).

Every board is the same kit laid out on that year's table: real samples with thickness (a large
slab, a square, a long offcut, a tile, a small chip resting on the slab, a fabric swatch), chamfered
or cut edges, paper tags with printed lines, a fan of colour chips on a swatch ring, a pencil and a
steel scale rule, under a soft window light from the upper left that gives each sample a soft
contact shadow. Nothing here is a primitive standing as a subject: the samples are cut slabs lying
flat, and the ring, pencil and rule are tools at their real size, which give the picture its scale.

A board: ground (the table), paper (the sheet under the samples), samples (up to six material specs
for the slots below, in order), chips (colours fanned on the ring), light ('day', 'warm', 'dusk').
"""

import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import bpy  # noqa: E402
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import shapes as G  # noqa: E402
from scene import subject  # noqa: E402

# Material shorthands: (kind, palette, kwargs) as materials.by_kind takes them.
PAINT = lambda c: ('paint', [c], {})  # noqa: E731
WOOD = lambda a, b, **kw: ('wood', [a, b], {'scale': 0.35, **kw})  # noqa: E731
STONE = lambda a, b, **kw: ('stone', [a, b], {'scale': 0.25, **kw})  # noqa: E731
TILE = lambda a, b, size=0.048, **kw: ('tiles', [a, b], {'size': size, **kw})  # noqa: E731
TZ = lambda *cols, **kw: ('terrazzo', list(cols), {'scale': 0.1, **kw})  # noqa: E731
METAL = lambda c, **kw: ('metal', [c], {'rough': 0.3, **kw})  # noqa: E731
# a granite: feldspar, quartz and mica grains a few millimetres across in a pale ground (salt and pepper)
GRANITE = lambda *cols: ('granite', list(cols), {})  # noqa: E731
# a 1 mm weave: finer than a few pixels of a 2256 px board, so `fabric` fades it to the cloth's tone
# and relief (at 2.5 mm it drew a checkerboard, like a transparent image's background)
CLOTH = lambda a, b: ('fabric', [a, b], {'weave': 0.001})  # noqa: E731
OAK = ('wood', ['#d9bf98', '#a9875e'], {'scale': 0.6, 'planks': (2.4, 0.2)})
WALNUT = ('wood', ['#6e4a32', '#3b2618'], {'scale': 0.6, 'planks': (2.4, 0.22)})
LINEN = ('fabric', ['#d9d3c7', '#cbc4b6'], {'weave': 0.003})
GREY = ('paint', ['#9c9a96'], {})

# Slots in table metres (x right, y away from the camera): centre, size (w, d), thickness, turn in
# degrees, and whether it rests on slot 0 (the large slab). Three arrangements, taken in turn by the
# years, so the 22 covers side by side are not one composition: 'grid' (the slab and the square side
# by side), 'row' (a row across the sheet, the offcut standing upright) and 'cascade' (a diagonal
# from the square to the fabric). Each keeps the slab and the square in the middle of the frame, so
# a phone crop around the middle keeps them. `props`: where the tags, the swatch ring, the pencil
# (x, y, heading) and the rule (x, y, heading) lie.
LAYOUTS = {
    'grid': dict(
        slots=[
            ((-0.105, 0.035), (0.30, 0.22), 0.02, -3, False),
            ((0.15, 0.075), (0.19, 0.19), 0.016, 5, False),
            ((0.125, -0.145), (0.24, 0.085), 0.019, -7, False),
            ((-0.31, -0.165), (0.105, 0.105), 0.01, 11, False),
            ((-0.05, -0.015), (0.11, 0.075), 0.008, 16, True),
            ((0.37, -0.02), (0.15, 0.12), 0.003, -9, False),
        ],
        tags=[(-0.2, 0.1, -8, 0), (0.17, 0.12, 9, 1), (-0.13, -0.2, 4, None)],
        ring=(0.3, 0.16), pencil=(-0.38, 0.08, 74), rule=(0.02, 0.205, 1.5),
    ),
    'row': dict(
        slots=[
            ((-0.02, 0.03), (0.28, 0.2), 0.02, 4, False),
            ((-0.285, 0.085), (0.16, 0.16), 0.016, -6, False),
            ((0.215, 0.085), (0.075, 0.25), 0.019, 3, False),
            ((0.3, -0.15), (0.1, 0.1), 0.01, -12, False),
            ((0.05, -0.02), (0.1, 0.07), 0.008, -14, True),
            ((-0.245, -0.15), (0.17, 0.115), 0.003, 7, False),
        ],
        tags=[(-0.1, 0.085, 3, 0), (-0.3, 0.125, -5, 1), (-0.06, -0.19, -3, None)],
        ring=(0.37, 0.16), pencil=(0.13, -0.225, 3), rule=(-0.425, -0.01, 89),
    ),
    'cascade': dict(
        slots=[
            ((0.055, 0.05), (0.3, 0.21), 0.02, -10, False),
            ((-0.245, 0.07), (0.165, 0.165), 0.016, 6, False),
            ((-0.02, -0.17), (0.26, 0.08), 0.019, 4, False),
            ((0.3, -0.155), (0.1, 0.1), 0.01, 20, False),
            ((0.13, 0.015), (0.1, 0.07), 0.008, -25, True),
            ((0.365, 0.115), (0.12, 0.15), 0.003, -4, False),
        ],
        tags=[(-0.03, 0.1, -9, 0), (-0.27, 0.115, 5, 1), (-0.22, -0.21, 6, None)],
        ring=(-0.39, -0.09), pencil=(0.2, 0.228, -4), rule=(-0.12, 0.215, -1.5),
    ),
}
SLOTS = LAYOUTS['grid']['slots']

BOARDS = {
    # Floors for a New Millennium: maple, cool grey tile, matte white
    2001: dict(ground=OAK, paper='#f3f1ec', light='day', chips=['#f2f0ec', '#a9adb0', '#e2c49a', '#8e9295', '#f7f6f2'],
               samples=[WOOD('#e8cda3', '#b88d5c'), TILE('#a9adb0', '#d8d8d4', size=0.09), WOOD('#ecd3ac', '#c49a68'),
                        PAINT('#f4f3ef'), TILE('#8e9295', '#c9c9c4', size=0.035), CLOTH('#e9e6df', '#d9d5cc')]),
    # Rhythm of the City: modular tile, colour blocking, metal accents, partitions
    2002: dict(ground=GREY, paper='#eceae6', light='day', chips=['#2c4a8c', '#e23b2e', '#f2c230', '#f4f1ea', '#7c7f84'],
               samples=[TILE('#e9e6df', '#7c7f84', size=0.075), PAINT('#2c4a8c'), METAL('#c9ced6', along='X'),
                        PAINT('#e23b2e'), PAINT('#f2c230'), ('glass', ['#e8eef0'], {'rough': 0.25})]),
    # Back to Nature: linen, terracotta, bamboo
    2003: dict(ground=OAK, paper='#ece3d2', light='warm', chips=['#b9643f', '#e3d8c4', '#c8b46a', '#8a7a3a', '#e6d9c3'],
               samples=[CLOTH('#e3d8c4', '#d3c6ae'), TILE('#b9643f', '#d8c8b0', size=0.1, vary=0.2), WOOD('#d6c27a', '#9a8a4a', along='X'),
                        TILE('#c0703f', '#d8c8b0', size=0.1), ('plaster', ['#e6d9c3'], {}), CLOTH('#d9ccb2', '#c8b99c')]),
    # Reading the Grain: oak, walnut, wide plank
    2004: dict(ground=LINEN, paper='#efe9df', light='warm', chips=['#caa070', '#6a4630', '#b8885a', '#d7cdbf', '#8a5f38'],
               samples=[WOOD('#caa070', '#8a5f38'), WOOD('#6a4630', '#2e1c10'), WOOD('#b8885a', '#6b4a2e'),
                        STONE('#cfcac2', '#8d857a'), WOOD('#dcb98a', '#a07448'), CLOTH('#d7cdbf', '#c6bba9')]),
    # White Minimal: high white, no mouldings, hidden storage
    # metered brighter than the others (`key`): white on white at the others' key came out grey, which
    # the fifteenth review read as "too grey and underexposed to tell apart" (2005 and 2006)
    2005: dict(ground=('paint', ['#e4e3df'], {}), paper='#f7f7f4', light='day', key=0.7, chips=['#fbfbf9', '#f6f6f3', '#eeeeea', '#dcdcd6', '#c9c9c2'],
               samples=[PAINT('#f8f8f5'), STONE('#f2f1ec', '#c9c6bf', veins=0.3, fine=True), PAINT('#eeeeea'),
                        ('glass', ['#f4f8f8'], {'rough': 0.2}), PAINT('#fbfbf9'), CLOTH('#f1f0ea', '#e4e2da')]),
    # Surfaces that Hold Light: high gloss, pearl, reflection
    2006: dict(ground=('paint', ['#b9b3c6'], {}), paper='#ece8f1', light='day', key=0.62, chips=['#c9c3d8', '#e9e4f0', '#b8a9d9', '#f1ecf7', '#d9dce2'],
               samples=[('plastic', ['#f4f1f8'], {'rough': 0.04}), ('pearl', ['#e9e2f4', '#b8a9d9'], {}), METAL('#d9dce2', rough=0.1, brushed=False),
                        ('plastic', ['#c9c3d8'], {'rough': 0.05}), ('pearl', ['#f1ecf7', '#c9bde6'], {}), CLOTH('#d9d2e6', '#c9c0da')]),
    # Eco Modern: low emission, recycled, air
    2007: dict(ground=OAK, paper='#e9e5d8', light='day', chips=['#cfd5c0', '#7c8a5a', '#b0643b', '#3d4a34', '#e6e2d6'],
               samples=[TZ('#e6e2d6', '#7c8a5a', '#b0643b', '#3d4a34', '#cfd5c0'), ('plaster', ['#cfd5c0'], {}), WOOD('#d8bd92', '#a6845a'),
                        STONE('#d9d3c4', '#a39b8a', pits=0.8, veins=0.0), CLOTH('#8a9a6a', '#7a8a5a'), CLOTH('#ddd6c4', '#cbc3ae')]),
    # Black and Gold: deep black, brushed gold, marble
    2008: dict(ground=('paint', ['#2a2927'], {}), paper='#1d1d1f', light='warm', chips=['#1d1d1f', '#d4a84a', '#eeeae4', '#6b6660', '#141414'],
               samples=[STONE('#eeeae4', '#6b6660', veins=0.9, rough=0.15, fine=True), STONE('#1d1d1f', '#d8d3ca', veins=0.9, rough=0.2, fine=True),
                        METAL('#d4a84a', rough=0.25), PAINT('#1a1a1b'), METAL('#c99a3e', rough=0.3), CLOTH('#2a2826', '#1e1c1b')]),
    # A Garden for Recovery: sage green, cotton, rounded
    2009: dict(ground=OAK, paper='#eef0e8', light='day', chips=['#b7c4ad', '#8fa487', '#f1ece2', '#7d9276', '#d7d2c6'],
               samples=[('plaster', ['#b7c4ad'], {}), CLOTH('#f1ece2', '#e4dccd'), WOOD('#e3cfae', '#b89b72'),
                        STONE('#d7d2c6', '#9a9488'), CLOTH('#8fa487', '#7d9276'), CLOTH('#e9e3d6', '#dcd4c3')]),
    # Digital Pattern: pixel, geometry, digital print
    2010: dict(ground=('paint', ['#2a2d38'], {}), paper='#e9e9ee', light='day', chips=['#29b6c9', '#e83e8c', '#f2c230', '#8c9bff', '#1a1c24'],
               samples=[TILE('#29b6c9', '#15161c', size=0.022, second='#e83e8c'), TILE('#2a2d38', '#15161c', size=0.03, second='#3a3f52'),
                        METAL('#c9ced6', rough=0.15), TILE('#f2c230', '#1a1c24', size=0.02, second='#8c9bff'), PAINT('#e83e8c'),
                        ('glass', ['#c9d3ff'], {'rough': 0.3})]),
    # Vintage Revival: ageing, herringbone, pattern tile
    2011: dict(ground=WALNUT, paper='#e9e2d0', light='warm', chips=['#2f5e5a', '#c9a34a', '#9a6a3e', '#e9e2d0', '#5a3a22'],
               samples=[('cement', ['#e9e2d0', '#2f5e5a', '#c9a34a', '#2f5e5a'], {}), WOOD('#9a6a3e', '#5a3a22'), WOOD('#7a4e2c', '#3d2718'),
                        TILE('#2f5e5a', '#e9e2d0', size=0.1), METAL('#a88450', rough=0.4), CLOTH('#b9a27a', '#a58e66')]),
    # Nordic Light: white oak, light grey, wool
    2012: dict(ground=('paint', ['#d9dcdb'], {}), paper='#f1f2f0', light='day', chips=['#e9ebea', '#eadcc4', '#b9bcbd', '#c9b08a', '#f4f4f2'],
               samples=[WOOD('#eadcc4', '#c9b08a'), CLOTH('#b9bcbd', '#a9acad'), STONE('#d5d7d5', '#a3a7a6'),
                        PAINT('#e9ebea'), WOOD('#e6d5b8', '#c2a67c'), CLOTH('#cfd1cf', '#bfc2c0')]),
    # Industrial Loft: exposed concrete, steel, brick
    2013: dict(ground=WALNUT, paper='#d9d6d0', light='day', chips=['#9a4a32', '#3a3f48', '#a3a19c', '#c9c2b6', '#6f6e6a'],
               samples=[('concrete', ['#a3a19c'], {}), TILE('#9a4a32', '#c9c2b6', size=0.045, ratio=3.0, offset=0.5, vary=0.25, rough=0.85),
                        METAL('#3a3f48', rough=0.5), STONE('#8e8d8a', '#6f6e6a', veins=0.0, rough=0.7), METAL('#5a5e66', rough=0.45),
                        CLOTH('#6f6e6a', '#5f5e5a')]),
    # The Warmth of Hands: handmade tile, rattan, lime plaster
    2014: dict(ground=OAK, paper='#ece2d0', light='warm', chips=['#3f7a6a', '#d4b07a', '#ece2d0', '#c89a68', '#e0d8c8'],
               samples=[('plaster', ['#ece2d0'], {}), TILE('#3f7a6a', '#e0d8c8', size=0.065, vary=0.3, rough=0.15),
                        WOOD('#c89a68', '#8a6038'), TILE('#4a8a78', '#e0d8c8', size=0.1, vary=0.3, rough=0.15),
                        ('rattan', ['#d4b07a', '#a07c48'], {}), CLOTH('#e4d6c0', '#d6c6ac')]),
    # Terrazzo Returns
    2015: dict(ground=('paint', ['#cfc7bb'], {}), paper='#f0ebe3', light='day', chips=['#c44d2c', '#2f6f62', '#d9b26a', '#1f2230', '#f0ebe3'],
               samples=[TZ('#f0ebe3', '#c44d2c', '#2f6f62', '#d9b26a', '#1f2230'), TZ('#2a2740', '#e8e1f0', '#c9a34a', '#8c9bff', '#5a4f8a'),
                        TZ('#f0d9cf', '#8a4b2a', '#4c6a63', '#f7f2ea', '#e0b8a8'), TZ('#e6dfd3', '#c44d2c', '#2f6f62', '#d9b26a', '#1f2230', scale=0.2),
                        TZ('#dfe6e3', '#2f6f62', '#b0643b', '#f4f1ea', '#1d1a16'), CLOTH('#d9b26a', '#c9a25a')]),
    # Pastel Mood: millennial pink, mint, butter
    2016: dict(ground=('paint', ['#e8d9d3'], {}), paper='#f7ece8', light='day', chips=['#efc9c2', '#b7e0d0', '#f6e3a1', '#f3dcd6', '#d9c9e6'],
               samples=[PAINT('#efc9c2'), PAINT('#b7e0d0'), ('plastic', ['#f6e3a1'], {'rough': 0.5}),
                        TILE('#f3dcd6', '#f7efe9', size=0.05), TZ('#f3dcd6', '#b7e0d0', '#f6e3a1', '#efc9c2', '#ffffff'), CLOTH('#efc9c2', '#e2b9b1')]),
    # Cross-sections of Nature: onyx, end grain, strata
    2017: dict(ground=('paint', ['#3a423c'], {}), paper='#d8d2c6', light='warm', chips=['#e8c48a', '#b3773a', '#5a5048', '#2f3a33', '#b9a68a'],
               samples=[('onyx', ['#e8c48a', '#b3773a'], {}), ('endgrain', ['#c49a68', '#6b4a2e'], {}), STONE('#b9a68a', '#6e5a44', strata=True),
                        STONE('#5a5048', '#8a7a68', strata=True), ('endgrain', ['#a57a4c', '#5a3a22'], {}), CLOTH('#6e6458', '#5e5448')]),
    # Small Home, Big Life: multi-use furniture, storage walls, light tones
    2018: dict(ground=('paint', ['#dedad2'], {}), paper='#f2f0ea', light='day', chips=['#e6d6bc', '#cfd6d2', '#f2f0ea', '#c8b08a', '#ece8e0'],
               samples=[WOOD('#e6d6bc', '#c8b08a'), PAINT('#f2f0ea'), WOOD('#e0ceb0', '#bea27a'),
                        CLOTH('#cfd6d2', '#bfc8c4'), PAINT('#ece8e0'), CLOTH('#e2ddd2', '#d4cec1')]),
    # Earth Tones: terracotta, sand, olive
    2019: dict(ground=OAK, paper='#e9dcc6', light='warm', chips=['#b5583a', '#d8c3a0', '#6b6f3a', '#c9a27a', '#a84a2e'],
               samples=[TILE('#b5583a', '#d8c3a0', size=0.1, vary=0.15), ('travertine', ['#d9c3a0', '#b89a70'], {}), ('plaster', ['#c9a27a'], {}),
                        TILE('#a84a2e', '#d8c3a0', size=0.1, vary=0.15), CLOTH('#6b6f3a', '#5a5f30'), CLOTH('#b9a07a', '#a8906a')]),
    # The World Moves Home: home office, antimicrobial, acoustic
    2020: dict(ground=OAK, paper='#eeeeea', light='day', chips=['#8a8f86', '#e2cba6', '#2b2a28', '#b9bec6', '#f2eee6'],
               samples=[CLOTH('#8a8f86', '#7a7f76'), ('plastic', ['#f2eee6'], {'rough': 0.35}), WOOD('#e2cba6', '#b08c5e'),
                        METAL('#b9bec6', rough=0.3), PAINT('#2b2a28'), CLOTH('#6f746b', '#60655c')]),
    # Surfaces that Restore: wellness, biophilic, soft light
    2021: dict(ground=OAK, paper='#eef0ea', light='day', chips=['#dfe3d8', '#8fa487', '#c9a77c', '#e2ddd2', '#6b8060'],
               samples=[STONE('#e2ddd2', '#b9b2a6', veins=0.2), ('plaster', ['#dfe3d8'], {}), WOOD('#c9a77c', '#8f6a45'),
                        ('glass', ['#d6eadf'], {'rough': 0.25}), CLOTH('#8fa487', '#7d9276'), CLOTH('#e6e6dc', '#d8d8cc')]),
    # Circular Materials: recycled, demountable, made to last
    2022: dict(ground=('paint', ['#a9ada6'], {}), paper='#e9e5dc', light='day', chips=['#4c6a63', '#b0643b', '#8a8f86', '#e9e5dc', '#2b2a28'],
               samples=[TZ('#d8d2c6', '#b0643b', '#2f6f62', '#1f2230', '#8a8f86', density=0.9), WOOD('#b8885a', '#6b4a2e'),
                        METAL('#9aa1ab', rough=0.35), GRANITE('#b9bab3', '#2b2a28', '#e9e5dc', '#8a8f86', '#cdbfb2'), TZ('#c9cec6', '#4c6a63', '#8a8f86', '#e9e5dc', '#2b2a28'),
                        CLOTH('#6e7f78', '#5e6f68')]),
    # 2025 SY(E)NERGY, the running edition (home hero): Boost's brushed Midnight Track aluminium with
    # its Ignite Orange line and Volt Lime, Cosmos's dark terrazzo and violet pearl, Ooparts's
    # travertine cut across its beds and weathering steel
    # Its loose tag names the show (EP.05, 2026) and the three themes' years it brings back, not "2025"
    # (the third review read "PALETTE 2025" on the 2026 show); its travertine is cut across the
    # bedding (fleuri: pores, no stripes) in a pale cream, where the vein cut's bands read as birch.
    2025: dict(ground=WALNUT, paper='#2a2b33', light='dusk', chips=['#0f1a2e', '#ff5a1f', '#e8ff3a', '#5b4f9a', '#d9c7a1', '#c0955c'],
               label=('EP.05 PALETTE', 'THEMES 2023 - 2025'),
               samples=[('trav', ['#e4dccb', '#b8a88c'], {'fleuri': True}), ('alu', ['#26325a'], {}), ('corten', [], {}),
                        TZ('#25222a', '#8a5a40', '#3b2f7a', '#b9a88a', '#cfc8bc', density=0.5), ('pearl', ['#5b4f9a', '#c9c2ff'], {}),
                        CLOTH('#e9e2d6', '#cfc4b1')]),
}

LIGHTS = {
    # key: a large soft window light from the upper left; fill: the camera-side bounce
    'day': dict(key=260, color='#fff4e8', fill=40, world='#e6ebf0', ws=0.35, exposure_key=0.5, sun=6.5, sun_elevation=34),
    'warm': dict(key=240, color='#ffe6c8', fill=35, world='#ecdcc8', ws=0.3, exposure_key=0.48, sun=6.0, sun_elevation=28),
    'dusk': dict(key=300, color='#ffc896', fill=12, world='#8a94b8', ws=0.25, exposure_key=0.36, sun=3.5, sun_elevation=18),
}


def mat(spec, seed):
    kind, cols, kw = spec
    if kind == 'pearl':
        t = M.Tree('pearl')
        lw = t.node('ShaderNodeLayerWeight')
        r = t.ramp(lw, 'Facing', [(0.0, cols[0]), (1.0, cols[1])])
        t.link(r, 'Color', t.bsdf, 'Base Color')
        t.set(metal=0.5, rough=0.2, coat=1.0)
        return t.mat
    if kind == 'onyx':
        m = M.stone(cols[0], cols[1], seed=seed, strata=True, scale=0.3, rough=0.1, veins=0.9)
        m.node_tree.nodes['Principled BSDF'].inputs['Subsurface'].default_value = 0.3
        return m
    if kind == 'endgrain':
        # growth rings round the pith of the log the block was cut from: a centre a little off the
        # block (a block is rarely cut through the pith), rings 2-4 mm apart, wavy, with fine
        # radial checks; the seed's own offset (thousands of metres) drew parallel stripes
        t = M.Tree('endgrain')
        mp = t.coords(seed=0)
        a = (seed % 7) / 7 * math.tau
        mp.inputs['Location'].default_value = (0.16 * math.cos(a), 0.16 * math.sin(a), 0.0)
        w = t.node('ShaderNodeTexWave')
        w.wave_type = 'RINGS'
        w.rings_direction = 'Z'
        w.inputs['Scale'].default_value = 55
        w.inputs['Distortion'].default_value = 1.6
        w.inputs['Detail'].default_value = 3
        w.inputs['Detail Scale'].default_value = 1.5
        t.link(mp, 'Vector', w, 'Vector')
        r = t.ramp(w, 'Fac', [(0.0, cols[1]), (0.35, cols[0]), (1.0, cols[0])])
        n = t.noise(mp, 300, detail=2)
        mix = t.node('ShaderNodeMixRGB')
        mix.blend_type = 'MULTIPLY'
        mix.inputs['Fac'].default_value = 0.12
        t.link(r, 'Color', mix, 'Color1')
        t.link(n, 'Fac', mix, 'Color2')
        t.link(mix, 'Color', t.bsdf, 'Base Color')
        t.set(rough=0.7)
        return t.mat
    if kind == 'glass':
        # a frosted glass sample: light passes, the paper under it shows soft, its cut edge is paler
        t = M.Tree('frosted')
        t.set(color=cols[0], trans=0.9, rough=max(0.35, kw.get('rough', 0.35)), ior=1.5, spec=0.5)
        return t.mat
    if kind == 'cement':
        return M.cement_tile(*cols, size=0.1, seed=seed)
    if kind == 'granite':
        # a local granite, thermal-finished: its grains 1.5-7 mm, matt (2022's "local stone": a
        # grey stone without veins read as a blank wall in the sixth review)
        return M.terrazzo_chips(cols[0], cols[1:], seed=seed, sizes=(0.0045, 0.0024, 0.0011), density=(0.62, 0.66, 0.7),
                                rough=0.62, scratches=0.0)
    if kind == 'concrete':
        return M.concrete(cols[0], seed=seed, panel=(0.6, 0.3), ties=False)
    if kind in ('trav', 'travertine'):
        # a vein-cut tile lies flat: its beds (which vary up a block) turned to run across the face
        if kw.get('fleuri'):
            # cut across the beds (fleuri): soft honey clouds, no stripes, and open voids of every
            # size from pinholes to a centimetre, rounder than a vein cut's, with shadowed walls
            # (the fifth review read even grey dashes on a white board, not travertine)
            return M.travertine_face(cols[0], cols[1], pore='#6e5a44', seed=M._fine_seed(seed), keep=3.0,
                                     beds=(0.7, 1.0, 0.7), porosity=[(0.0, 0.15), (0.45, 0.7), (0.6, 0.1), (1.0, 0.3)],
                                     voids_at=((0.03, 1.6, 0.9, 0.004), (0.011, 1.3, 0.45, 0.001)))
        else:
            m = M.travertine(cols[0], cols[1], scale=0.3, seed=seed)
        mp = next(n for n in m.node_tree.nodes if n.type == 'MAPPING')
        mp.inputs['Rotation'].default_value = (math.radians(90), 0.0, math.radians(4))
        return m
    if kind == 'tinted':
        # clear glass with a faint tint (a section's window or tinted pane, seen close)
        return M.glass(cols[0], rough=kw.get('rough', 0.02))
    if kind == 'alu':
        # brushed: its hairlines and the streak drawn across them, as the Collection's panel (the
        # fifth review read the smooth grain as glossy navy plastic)
        return M.hairline(cols[0], seed=seed, rough=0.26, aniso=0.75, along='X')
    if kind == 'corten':
        return M.corten(seed=seed, scale=0.3)
    return M.by_kind(kind, cols, seed=seed, **kw)


def chamfer(o, width):
    """A cut sample's edge: one flat chamfer, not a rounded bevel."""
    b = o.modifiers.get('bevel')
    if b:
        b.width = width
        b.segments = 1
    return o


# The layout of the year being built: boards of neighbouring years are mirrored and turned a
# little against each other, so the 22 covers side by side do not repeat one composition.
LAYOUT = {'mirror': False, 'turn': 0.0}


def place(x, y, rz):
    """A point and a heading of the layout on this year's board."""
    if LAYOUT['mirror']:
        x, rz = -x, 180 - rz
    a = math.radians(LAYOUT['turn'])
    return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a), rz + LAYOUT['turn']


# The running edition's board (the home hero, `LAYOUT['hero']`): its metals are cut as sample plates
# are, a few millimetres thick (the sixth review read the 19 mm weathering steel as a soft orange
# block and the 16 mm aluminium as a plastic box), and its steel carries the flaking and bloom of a
# real patina. The other boards keep their slots' thicknesses.
HERO_PLATES = {'alu': 0.004, 'corten': 0.005}


def thickness(spec, slot):
    if LAYOUT.get('hero') and spec[0] in HERO_PLATES:
        return HERO_PLATES[spec[0]]
    return slot[2]


def weathered_plate(seed):
    """Weathering steel as a sample plate shows it close: a deep rust brown in broad mottles, dark
    scale where the patina flaked (hard-edged patches a few millimetres across, a little proud), and a
    paler powdery bloom between; matte. M.corten is tuned for a wall seen from across a room."""
    t = M.Tree('weathered plate')
    mp = t.coords(seed=seed % 13)
    mottle = t.noise(mp, 16, 6, 0.55)
    col = t.ramp(mottle, 'Fac', [(0.35, '#32180c'), (0.55, '#552812'), (0.75, '#7a3b1c')])
    flake = t.noise(mp, 45, 2, 0.5, 0.4)
    scale = t.ramp(flake, 'Fac', [(0.56, (0, 0, 0, 1)), (0.58, (0.7, 0.7, 0.7, 1))])
    bloom_n = t.noise(mp, 650, 2)
    bloom = t.ramp(bloom_n, 'Fac', [(0.55, (0, 0, 0, 1)), (0.66, (0.32, 0.32, 0.32, 1))])
    c1 = t.mix((scale, 'Color'), (col, 'Color'), '#24130b', 'MIX')
    c2 = t.mix((bloom, 'Color'), (c1, 'Color'), '#9c5a2c', 'MIX')
    # the oxide's own grain: orange specks on brown a millimetre or less across, which is what tells
    # rust from an orange paint (the ninth review read the plate as "an orange blur")
    speck = t.noise(mp, 600, 3, 0.7)
    grain = t.ramp(speck, 'Fac', [(0.38, '#2e160b'), (0.47, '#5a2a14'), (0.56, '#7e3c1c'), (0.64, '#b5652c')])
    c3 = t.mix(0.55, (c2, 'Color'), (grain, 'Color'), 'MIX')
    t.link(c3, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.88, spec=0.25)
    relief = t.mix(0.35, (flake, 'Fac'), (speck, 'Fac'), 'MIX')
    t.bump(relief, 'Color', 0.6, 0.0006)
    return t.mat


def sample(spec, slot, seed, z0):
    (x, y), (w, d), _, rz, _ = slot
    t = thickness(spec, slot)
    x, y, rz = place(x, y, rz)
    kind = spec[0]
    m = weathered_plate(seed) if LAYOUT.get('hero') and kind == 'corten' else mat(spec, seed)
    soft = kind == 'fabric'
    o = K.box((w, d, t), (x, y, z0), m, 0.0012 if soft else min(0.0025, t * 0.2), rot=(0, 0, rz), name='sample')
    if not soft:
        chamfer(o, min(0.0025, t * 0.2))
    if LAYOUT.get('hero') and kind == 'alu':
        # the chamfer cut through the anodising after it was dyed, so it shows the bare metal: a
        # bright line round the navy face, as a machined sample has; and the same plate undyed, in
        # its natural brushed finish, under it (the ninth review read the navy plate alone as "a
        # navy blue swatch", not aluminium)
        o.data.materials.append(M.metal('#d9dce0', rough=0.16, brushed=False))
        o.modifiers['bevel'].material = 1
        o.modifiers['bevel'].width = 0.0022
        a = math.radians(rz)
        dx, dy = 0.035, 0.03
        raw = K.box((w, d, t * 0.6), (x + dx * math.cos(a) - dy * math.sin(a), y + dx * math.sin(a) + dy * math.cos(a), z0),
                    M.metal('#cfd2d6', rough=0.3, grain=0.05), 0.0014, rot=(0, 0, rz - 4), name='sample')
        chamfer(raw, 0.0014)
    if kind == 'glass':
        # without caustics the paper under a glass sample lies in its shadow and reads black
        # through it: the pane casts no shadow, so the sheet shows through as it does on a table
        K.no_shadow(o)
    return o


# What a sample's tag says: its family, as a material library prints it (the catalogue's own names
# are the site's; a tag in a photograph is read as a tag, not as copy).
FAMILY = {'wood': 'TIMBER', 'endgrain': 'END GRAIN', 'stone': 'STONE', 'trav': 'TRAVERTINE', 'travertine': 'TRAVERTINE',
          'onyx': 'ONYX', 'tiles': 'CERAMIC TILE', 'cement': 'CEMENT TILE', 'terrazzo': 'TERRAZZO', 'metal': 'METAL',
          'alu': 'ALUMINIUM', 'corten': 'WEATHERING STEEL', 'fabric': 'TEXTILE', 'paint': 'LACQUER', 'plastic': 'SOLID SURFACE',
          'pearl': 'PEARL LACQUER', 'plaster': 'LIME PLASTER', 'glass': 'GLASS', 'concrete': 'CONCRETE', 'rattan': 'RATTAN'}


# Every tag prints in a real regular and bold face (DejaVu Sans, Debian's fonts-dejavu-core), not
# Blender's own font thickened by an outline offset, whose M closed into a bow tie ("ALUMINIUM" on the
# home hero, the sixth review; "TIMBER" on the archive's covers, the seventh).
FACES = {False: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', True: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'}


def text(body, size, x, y, z, rz, ink, bold=False):
    """Printed text lying flat in DejaVu Sans (Blender's own font if it is missing), left-aligned at (x, y)."""
    cu = bpy.data.curves.new('print', 'FONT')
    cu.body = body
    cu.size = size
    cu.align_x = 'LEFT'
    cu.align_y = 'CENTER'
    face = FACES[bold]
    if os.path.exists(face):
        cu.font = bpy.data.fonts.load(face, check_existing=True)
        cu.size = size * 1.25  # DejaVu's letters sit smaller in their em than Blender's font
    elif bold:
        cu.offset = 0.00012  # a heavier stroke for the name line
    o = bpy.data.objects.new('print', cu)
    o.location = (x, y, z)
    o.rotation_euler = (0.0, 0.0, math.radians(rz))
    cu.materials.append(ink)
    bpy.context.collection.objects.link(o)
    return o


# The running edition's samples are Collection products and their tags print the product's code, as
# the Collection page names it (src/content/materials/index.ts; media-rules.test.ts holds the two the
# same): the eleventh review read "TRAVERTINE MR-2501" on the home hero against the Collection's
# MS-25P01. The archive years' samples keep a library reference of their own (MR-yynn).
PRODUCT_CODES = {2025: {'trav': 'MS-25P01', 'alu': 'MS-25B01', 'corten': 'MS-25P02', 'terrazzo': 'MS-25C01', 'pearl': 'MS-25C02'}}


def sample_code(year, spec, on):
    return PRODUCT_CODES.get(year, {}).get(spec[0]) or f'MR-{year % 100:02d}{on + 1:02d}'


def tag(x, y, z, rz, paper, ink, lines=('', ''), w=0.072, d=0.04):
    """A paper tag: a card printed with the sample's family and code, and a rule under them."""
    x, y, rz = place(x, y, rz)
    if LAYOUT['mirror']:
        rz += 180
    K.box((w, d, 0.0005), (x, y, z), paper, 0.0, rot=(0, 0, rz), name='tag')
    a = math.radians(rz)

    def at(ox, oy):
        return x + ox * math.cos(a) - oy * math.sin(a), y + ox * math.sin(a) + oy * math.cos(a)

    left = -w / 2 + 0.007
    text(lines[0], 0.0062, *at(left, 0.009), z + 0.00055, rz, ink, bold=True)
    text(lines[1], 0.0048, *at(left, 0.0), z + 0.00055, rz, ink)
    lx, ly = at(0.0, -0.009)
    K.box((w - 0.014, 0.0006, 0.0001), (lx, ly, z + 0.0005), ink, 0.0, rot=(0, 0, rz), name='print')


def pencil(x, y, rz, z=0.0, length=0.17, r=0.0042):
    """A hexagonal pencil lying on the table: painted body, bare wood cone, graphite tip."""
    x, y, rz = place(x, y, rz)
    a = math.radians(rz)
    ux, uy = math.cos(a), math.sin(a)
    body = M.paint('#2f3a2f', rough=0.45)
    K.cyl(r, length, (x, y, z + r - length / 2), body, 0.0006, rot=(0, 90, rz), verts=6, name='pencil')
    cone = 0.018
    cx, cy = x + ux * (length / 2 + cone / 2), y + uy * (length / 2 + cone / 2)
    K.cyl(r * 0.98, cone, (cx, cy, z + r - cone / 2), M.wood('#e2c29a', '#c49a68', scale=0.05), 0.0, rot=(0, 90, rz), verts=24, r2=r * 0.28, name='pencil wood')
    tx, ty = x + ux * (length / 2 + cone + 0.0025), y + uy * (length / 2 + cone + 0.0025)
    K.cyl(r * 0.3, 0.005, (tx, ty, z + r - 0.0025), M.plastic('#2a2a2a', rough=0.35), 0.0, rot=(0, 90, rz), verts=12, r2=0.0004, name='graphite')


def rule(x, y, rz, length=0.3, ink=None, rough=0.28):
    """A steel scale rule with ticks every 5 mm (longer every 10 mm); on the home hero a boxwood one,
    3 mm thick: the steel caught the window's sun, and its highlight, filtered, smeared the rule and
    its ticks into a blur (the sixth review)."""
    x, y, rz = place(x, y, rz)
    hero = LAYOUT.get('hero')
    top = 0.003 if hero else 0.0012
    body = M.wood('#d9bd8f', '#b99466', scale=0.04) if hero else M.metal('#c4c7cb', rough=rough, along='X')
    K.box((length, 0.028 if hero else 0.026, top), (x, y, 0.0), body, 0.0004, rot=(0, 0, rz), name='rule')
    a = math.radians(rz)
    n = int(length * 1000) // 5 - 2
    for i in range(n):
        u = -length / 2 + 0.006 + i * 0.005
        tl = 0.009 if i % 2 == 0 else 0.005
        ox, oy = u, 0.013 - tl / 2
        K.box((0.0006 if hero else 0.0005, tl, 0.0001 if hero else 0.00005),
              (x + ox * math.cos(a) - oy * math.sin(a), y + ox * math.sin(a) + oy * math.cos(a), top), ink, 0.0,
              rot=(0, 0, rz), name='tick')


def swatch_ring(x, y, colors, seed):
    """A fan of colour chips on a steel ring, as a designer leaves it open on the table."""
    x, y, spread = place(x, y, 0.0)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.014, minor_radius=0.0016, location=(x, y, 0.0016 + 0.001 * len(colors)))
    ring = bpy.context.active_object
    ring.name = 'ring'
    ring.data.materials.append(M.metal('#b9bcc0', rough=0.2, brushed=False))
    for p in ring.data.polygons:
        p.use_smooth = True
    for i, c in enumerate(colors):
        ang = spread - 48 + i * 17
        a = math.radians(ang)
        L = 0.11
        cx, cy = x + math.cos(a) * (L / 2 - 0.006), y + math.sin(a) * (L / 2 - 0.006)
        chip = M.Tree('chip').set(color=c, rough=0.55).mat
        K.box((L, 0.034, 0.0006), (cx, cy, 0.0002 + i * 0.0007), chip, 0.0003, rot=(0, 0, ang), name='chip')


def layout_of(year):
    """The year's arrangement: the running edition keeps 'grid' (its phone framing is set on it)."""
    if year == 2025:
        return LAYOUTS['grid']
    return LAYOUTS[('grid', 'row', 'cascade')[year % 3]]


def window(L, turn):
    """Low sun through a paned window to the upper left, out of frame: a bright patch with a soft
    edge and the shadows of a mullion and a transom across the board, the rest in the room's shade."""
    e = math.radians(L['sun_elevation'])
    h = math.radians(148 + turn)  # where the sun comes from (0 = +x), seen from above
    sun = bpy.data.lights.new('sun', 'SUN')
    sun.energy = L['sun']
    sun.angle = math.radians(1.2)
    sun.color = M.hex_rgba(L['color'])[:3]
    o = bpy.data.objects.new('sun', sun)
    bpy.context.collection.objects.link(o)
    # pointing from (cos h, sin h) down at the elevation
    o.rotation_euler = (0.0, math.pi / 2 - e, h)
    # the wall with its window: facing the board, 1.3 m away, the opening's centre on the sun's line
    D = 1.3
    ux, uy = math.cos(h), math.sin(h)
    cx, cy, cz = ux * D, uy * D, D * math.tan(e)
    wall = M.paint('#e9e6e0', rough=0.9)
    rz = math.degrees(h) + 90
    ow, oh, off = 0.8, 1.1, 0.28  # the opening, shifted sideways so one edge of the patch crosses the board
    px, py = -uy, ux  # along the wall
    def part(u, z, w, hh):
        K.box((w, 0.08, hh), (cx + px * u, cy + py * u, z), wall, 0.0, rot=(0, 0, rz), name='wall')
    part(off - ow / 2 - 1.0, cz - 1.5, 2.0, 3.0)
    part(off + ow / 2 + 1.0, cz - 1.5, 2.0, 3.0)
    part(off, cz + oh / 2, ow, 1.0)
    part(off, cz - oh / 2 - 1.0, ow, 1.0)
    frame = M.paint('#d9d4cc', rough=0.7)
    K.box((0.035, 0.05, oh), (cx + px * (off + 0.09), cy + py * (off + 0.09), cz - oh / 2), frame, 0.0, rot=(0, 0, rz), name='mullion')
    K.box((ow, 0.05, 0.035), (cx + px * off, cy + py * off, cz + 0.12), frame, 0.0, rot=(0, 0, rz), name='transom')


# How a cover looks at its board (the fifth review read the 22 covers as one template reskinned: the
# same distance and angle on every year). Four views, taken in turn by the years so neighbours in the
# archive's grid never share one: 'above', the whole board from above, tilted so the cut edges show;
# 'oblique', the front of the board from a seated eye, the far samples falling out of focus;
# 'corner', from the front right corner, higher; 'raking', low across the board from the front left,
# along the window light. The running edition's
# board keeps 'above' (the home hero and its phone framing are set on it).
BOARD_VIEWS = {
    'above': {'loc': (0.0, -0.37, 2.15), 'target': (0.0, 0.0, 0.0), 'lens': 85},
    'oblique': {'loc': (0.04, -1.02, 0.92), 'target': (0.0, 0.03, 0.0), 'lens': 85, 'dof': 5.6},
    'corner': {'loc': (0.62, -0.78, 1.15), 'target': (-0.02, 0.02, 0.0), 'lens': 85, 'dof': 6.3},
    'raking': {'loc': (-0.78, -0.8, 0.74), 'target': (0.03, 0.01, 0.0), 'lens': 85, 'dof': 4.5},
    # the running edition's phone framing (`board/2025-mob`): far enough back that the travertine's
    # and the aluminium's tags stand whole inside its edges (the fifth review found them cut at 390)
    'phone': {'loc': (-0.02, -0.27, 1.45), 'target': (-0.02, -0.02, 0.0), 'lens': 85},
}


def board_view(year, phone=False):
    if phone:
        return BOARD_VIEWS['phone']
    if year == 2025:
        return BOARD_VIEWS['above']
    return BOARD_VIEWS[('above', 'oblique', 'corner', 'raking')[year % 4]]


def build(year, seed, phone=False):
    b = BOARDS[year]
    LAYOUT['view'] = board_view(year, phone)
    L = LIGHTS[b['light']]
    lay = layout_of(year)
    LAYOUT['mirror'] = year % 2 == 0 and year != 2025
    LAYOUT['hero'] = year == 2025
    LAYOUT['turn'] = ((year * 37) % 9 - 4) * 1.2
    slots = lay['slots']
    # the table, and a sheet of paper under the samples
    K.box((3.0, 2.0, 0.04), (0, 0, -0.04), mat(b['ground'], seed), 0.0, name='table')
    K.box((0.74, 0.5, 0.0004), (-0.02, -0.01, 0.0), M.paint(b['paper'], rough=0.9), 0.0, rot=(0, 0, 1.5), name='sheet')
    z = 0.0004
    for i, (spec, slot) in enumerate(zip(b['samples'], slots)):
        sample(spec, slot, seed + 10 + i, z + (slots[0][2] if slot[4] else 0.0))
    paper = M.paint('#f5f2ea', rough=0.9)
    ink = M.paint('#3c3a36', rough=0.6)
    # tags on the slab and on the square, a loose one on the sheet
    for n, (x, y, rz, on) in enumerate(lay['tags']):
        # the slab's and the square's tags name them; the loose one, the board's own sheet
        spec = b['samples'][on] if on is not None else None
        lines = (FAMILY.get(spec[0], spec[0].upper()), sample_code(year, spec, on)) if spec else b.get('label', (f'PALETTE {year}', 'MATERIAL LIBRARY'))
        tag(x, y, z + (thickness(b['samples'][on], slots[on]) if on is not None else 0.0), rz, paper, ink, lines)
    swatch_ring(*lay['ring'], b['chips'], seed)
    pencil(*lay['pencil'])
    # the running edition's rule lies in the sun: satin, as a used rule is, or the window's
    # reflection smeared along its brushing reads as a blur (the fifth review)
    rule(*lay['rule'], ink=ink, rough=0.5 if year == 2025 else 0.28)
    # light: low sun through a window to the upper left, and the room's soft light from the same
    # side (a large area, half the key it was before the sun), so the shade is not black
    window(L, LAYOUT['turn'])
    K.area((-1.5, 1.1, 1.9), (0.0, 0.0, 0.0), 1.6, L['key'] * 0.35, L['color'], name='window')
    K.area((0.9, -1.6, 1.6), (0.0, 0.0, 0.0), 2.0, L['fill'], '#eef2f8', name='fill')
    return L


# ── The archive years' section pictures (issue 52): macros of the year's own samples ─────────────
# src/content/archive/sections.json says, per year and section, which of BOARDS[year]'s samples (or
# which finish the board does not carry) the section shows and how it lies in the frame; the page
# reads the same file for the pictures' paths. A section is the board's sample photographed close:
# the surface fills the frame (about 18 cm of it through an 85 mm lens at 0.42 m), one window light
# low enough to rake across it, a cut edge, a joint or a second sample meeting it where the form
# says so. No prop stands in the frame.
SECTIONS_JSON = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'src', 'content', 'archive',
                             'sections.json')
SECTION_LENS = 85
SECTION_DIST = 0.42
# (azimuth from the camera's side, counter-clockwise seen from above: 90 = from the left; elevation)
SECTION_LIGHTS = [(68, 16), (112, 20), (84, 13), (134, 22), (58, 18), (98, 15)]


def section_spec(year, n):
    with open(SECTIONS_JSON) as f:
        entry = json.load(f)[str(year)][n - 1]
    specs = [tuple(entry['spec'])] if entry.get('spec') else []
    specs += [BOARDS[year]['samples'][i] for i in entry.get('samples', [])]
    return entry, specs


def close_up(spec, seed):
    """A board sample's material as a macro sees it. The board's own materials are tuned for a
    sample a few hundred pixels wide: this close their chips read as pixels, their paint and cloth as
    flat colour. Each family keeps its colours and takes the relief a photograph this close shows."""
    kind, cols, kw = spec
    # a pattern's own offset is the seed × 3 m: tens of kilometres for a section's seed, where a
    # float has no precision left for millimetres, and the stone's grain and the plaster's sand came
    # out as a flat colour (the "plain" sections of batch 126). The patterns drawn for close-ups
    # below (chips, hairline, weave, travertine, pearl) already keep near the origin.
    near = seed % 13
    if kind == 'terrazzo':
        # ground chips, larger where the board's are (`scale`)
        k = kw.get('scale', 0.1) / 0.1
        return M.terrazzo_chips(cols[0], cols[1:], seed=seed, sizes=(0.02 * k, 0.008 * k, 0.0032 * k))
    if kind == 'metal':
        return M.hairline(cols[0], seed=seed, rough=kw.get('rough', 0.3) * 0.9, along=kw.get('along', 'X'))
    if kind == 'fabric' and kw.get('yarn'):
        return cloth_close(cols[0], cols[-1], kw.get('pitch', 0.0026), seed)
    if kind in ('fabric', 'weave'):
        # plain weave, the threads rounded with slubs, at 1.2 mm (cloth) or the strands' own pitch
        # (cane, rattan); near the origin, as a large seed offset loses the threads' precision
        return M.weave(cols[0], cols[-1], pitch=kw.get('pitch', 0.0012), seed=M._fine_seed(seed))
    if kind == 'plaster':
        # the trowel's strokes a few centimetres across at this distance (a hand-span on a wall)
        return M.plaster(cols[0], seed=near, scale=4.0)
    if kind in ('trav', 'travertine'):
        # a honed, unfilled travertine face: the beds across the frame, voids along them
        return M.travertine_face(cols[0], cols[1], seed=seed)
    if kind == 'paint':
        return orange_peel(cols[0], seed)
    if kind == 'pearl':
        return M.pearl_flakes(cols[1], cols[0], seed=seed, share=0.16, flake=0.0005, tilt=0.28)
    if kind == 'wood':
        # the board's rings are drawn for a sample seen whole: this close they read as corduroy
        return M.wood(cols[0], cols[1], seed=seed, **{k: v for k, v in kw.items() if k != 'planks'}, macro=True)
    if kind == 'onyx':
        # banded honey stone, polished: the bands as fine veins across the face (no subsurface,
        # which at a macro's samples came out as coloured noise)
        return M.stone(cols[0], cols[1], seed=near, scale=0.2, veins=0.9, rough=0.12, fine=True)
    if kind == 'stone' and kw.get('strata'):
        # strata run up a block's side; a slab cut along them shows the beds across its face
        return M.travertine_face(cols[0], cols[1], pore=cols[1], seed=seed, rough=0.7)
    if kind == 'stone' and kw.get('veins', 0.5) > 0:
        return mat((kind, cols, {**kw, 'fine': True}), near)
    if kind in ('stone', 'tiles'):
        return mat(spec, near)
    return mat(spec, seed)


def cloth_close(warp, weft, pitch, seed):
    """A woven cloth as a macro shows it (2022's recycled-yarn textile; the ninth review read the
    plain weave of M.weave this close as "moire and rainbow aliasing"): round threads that rise and
    dip as they pass over and under each other, dark gaps where neither is on top, threads that
    wander a little off the straight, each its own shade of the yarn (a recycled yarn is spun from
    mixed fibres) and drawn along its length by its fibres, and a fuzz of fibre ends over it all."""
    t = M.Tree('cloth close')
    mp = t.coords(seed=M._fine_seed(seed))
    w = M._warped(t, mp, 1 / (pitch * 11), pitch * 0.22)
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(w, 'Vector', sep, 'Vector')
    u = t.math('DIVIDE', (sep, 'X'), vb=pitch)
    v = t.math('DIVIDE', (sep, 'Y'), vb=pitch)
    fu = t.math('FLOOR', (u, 'Value'))
    fv = t.math('FLOOR', (v, 'Value'))

    def profile(across, along, index, phase):
        # a thread's height: round across its width, rising and dipping along it every other crossing
        r = t.math('SINE', (t.math('MULTIPLY', (t.math('FRACT', (across, 'Value')), 'Value'), vb=math.pi), 'Value'))
        r = t.math('POWER', (t.math('MAXIMUM', (r, 'Value'), vb=0.0), 'Value'), vb=0.6)
        wave = t.math('MULTIPLY_ADD', (t.math('ADD', (along, 'Value'), (index, 'Value')), 'Value'), None, vb=math.pi)
        wave.inputs[2].default_value = phase
        rise = t.math('MULTIPLY_ADD', (t.math('COSINE', (wave, 'Value')), 'Value'), None, vb=0.5)
        rise.inputs[2].default_value = 0.5
        return t.math('MULTIPLY', (r, 'Value'), (t.math('ADD', (rise, 'Value'), vb=0.35), 'Value'))

    hw = profile(u, v, fu, -math.pi / 2)  # the warp, running along y: over where i + j is even
    hf = profile(v, u, fv, math.pi / 2)  # the weft, along x, over where the warp is under
    top = t.math('GREATER_THAN', (hw, 'Value'), (hf, 'Value'))  # 1 = warp on top
    h = t.math('MAXIMUM', (hw, 'Value'), (hf, 'Value'))

    def shade(index, offset):
        n = t.node('ShaderNodeTexWhiteNoise')
        n.noise_dimensions = '1D'
        t.link(t.math('ADD', (index, 'Value'), vb=offset), 'Value', n, 'W')
        return n

    su, sv = shade(fu, 0.37), shade(fv, 91.3)
    tone = t.mix((top, 'Value'), (sv, 'Value'), (su, 'Value'))
    # fibres: fine streaks along each thread
    fib_w = t.noise(M._stretched(t, mp, (1.0, 0.04, 1.0)), 6 / pitch, 2, 0.6)
    fib_f = t.noise(M._stretched(t, mp, (0.04, 1.0, 1.0)), 6 / pitch, 2, 0.6)
    fibre = t.mix((top, 'Value'), (fib_f, 'Fac'), (fib_w, 'Fac'))
    yarn = t.mix((top, 'Value'), weft, warp)
    lit = t.ramp(tone, 'Color', [(0.0, (0.7, 0.7, 0.7, 1)), (1.0, (1.04, 1.04, 1.04, 1))])
    c = t.mix(1.0, (yarn, 'Color'), (lit, 'Color'), 'MULTIPLY')
    deep = t.ramp(h, 'Value', [(0.0, (0.18, 0.18, 0.18, 1)), (0.45, (0.85, 0.85, 0.85, 1)), (1.0, (1, 1, 1, 1))])
    c = t.mix(1.0, (c, 'Color'), (deep, 'Color'), 'MULTIPLY')
    c = t.mix(0.4, (c, 'Color'), (fibre, 'Color'), 'OVERLAY')
    fuzz = t.noise(mp, 14 / pitch, 3, 0.7)
    c = t.mix(0.15, (c, 'Color'), (fuzz, 'Color'), 'OVERLAY')
    t.link(c, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.9, sheen=0.8, spec=0.2)
    relief = t.math('MULTIPLY_ADD', (fibre, 'Color'), None, vb=0.12)
    t.link(h, 'Value', relief, 2)
    t.bump(relief, 'Value', 1.0, pitch * 0.35)
    return t.mat


def orange_peel(color, seed):
    """A rolled paint face seen close, as a raking light shows it: the roller's stipple (orange peel,
    cells a millimetre or two across) in the relief, the roller's laps as long faint bands of sheen
    and relief across the frame, the film burnished a little shinier on the stipple's crowns, and a
    faint mottle in the tone. (Batch 126 drew the stipple at a quarter of this relief: a macro of
    paint read as a flat colour field.)"""
    t = M.Tree('paint close')
    # near the origin: at a large seed's offset a noise this fine loses its precision and goes flat
    mp = t.coords(seed=M._fine_seed(seed))
    mottle = t.noise(mp, 18, 3)
    base = M.hex_rgba(color)
    r = t.ramp(mottle, 'Fac', [(0.3, tuple(x * 0.96 for x in base[:3]) + (1,)), (0.7, tuple(min(1, x * 1.02) for x in base[:3]) + (1,))])
    t.link(r, 'Color', t.bsdf, 'Base Color')
    # the stipple: a fine noise with little detail, so its cells are rounded, not grainy
    peel = t.noise(mp, 650, 1.5, 0.45)
    # the laps: bands about 2 cm apart along the roller's travel (x), a few millimetres of soft edge
    laps = t.noise(M._stretched(t, mp, (0.08, 1.0, 1.0)), 45, 2, 0.5)
    sheen = t.ramp(peel, 'Fac', [(0.35, (0.62, 0.62, 0.62, 1)), (0.7, (0.46, 0.46, 0.46, 1))])
    rough = t.mix((laps, 'Fac'), (sheen, 'Color'), (0.56, 0.56, 0.56, 1), 'MIX')
    t.link(rough, 'Color', t.bsdf, 'Roughness')
    t.set(spec=0.45)
    height = t.mix(0.25, (peel, 'Fac'), (laps, 'Fac'), 'MIX')
    t.bump(height, 'Color', 0.7, 0.0005)
    return t.mat


def slab(spec, seed, size, loc, thick, rz=0.0, bevel=0.0008, name='slab'):
    """One piece of a sample: its top face at loc's z, its body `thick` below it. Seen this close a
    brushed metal sample is drawn as hairline brushing with its anisotropic highlight."""
    m = close_up(spec, seed)
    o = K.box((size[0], size[1], thick), (loc[0], loc[1], loc[2] - thick), m, bevel, rot=(0, 0, rz), name=name)
    if spec[0] in ('glass', 'tinted'):
        K.no_shadow(o)
    return o


def glaze(color, seed, vary=0.05):
    """One glazed tile's face: its colour a few per cent off its neighbours' (a kiln never fires two
    alike), a gloss coat with the slight waviness of a glaze that flowed as it fired."""
    rnd = random.Random(seed)
    k = 1 + rnd.uniform(-vary, vary)
    c = tuple(min(1.0, x * k) for x in M.hex_rgba(color)[:3]) + (1,)
    t = M.Tree('glaze')
    t.bsdf.inputs['Base Color'].default_value = c
    t.set(rough=0.16, spec=0.5, coat=0.6, coat_rough=0.04)
    mp = t.coords(seed=rnd.randint(0, 9))
    wave = t.noise(mp, 55, 2, 0.4)
    t.bump(wave, 'Fac', 0.12, 0.002)
    return t.mat


def unglazed(color, seed, vary=0.04):
    """An unglazed porcelain floor mosaic's face: the body's own colour through and through, matte,
    with the dark and pale specks of a fired body and a fine sanded grain; a few per cent off its
    neighbours, as a floor laid from mixed boxes is."""
    rnd = random.Random(seed)
    k = 1 + rnd.uniform(-vary, vary)
    # a fired body is never as bright as a glaze of its colour: a sixth of the way to its grey
    rgb = M.hex_rgba(color)[:3]
    grey = sum(rgb) / 3
    base = tuple(min(1.0, (x * 5 + grey) / 6 * k * 0.94) for x in rgb) + (1,)
    t = M.Tree('unglazed')
    mp = t.coords(seed=M._fine_seed(seed))
    speck = t.noise(mp, 900, 2, 0.5)
    c = t.ramp(speck, 'Fac', [(0.0, tuple(x * 0.55 for x in base[:3]) + (1,)), (0.22, base), (0.78, base),
                              (1.0, tuple(min(1.0, x * 1.25 + 0.08) for x in base[:3]) + (1,))], 'CONSTANT')
    t.link(c, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.62, spec=0.35)
    grain = t.noise(mp, 2400, 2, 0.6)
    t.bump(grain, 'Fac', 0.25, 0.0002)
    return t.mat


def tessera(color, seed, vary=0.09):
    """A glass mosaic tessera's face: the colour cast through the glass with a little depth (a touch
    of transmission over a darker core), glossy, but cast, so its face rolls and dimples and the
    window it mirrors breaks into slivers; each piece a shade off the next."""
    rnd = random.Random(seed)
    k = 1 + rnd.uniform(-vary, vary)
    base = tuple(min(1.0, x * k) for x in M.hex_rgba(color)[:3]) + (1,)
    t = M.Tree('tessera')
    mp = t.coords(seed=rnd.randint(0, 9) * 0.013)
    cloud = t.noise(mp, 160, 3, 0.5)
    c = t.ramp(cloud, 'Fac', [(0.3, tuple(x * 0.86 for x in base[:3]) + (1,)), (0.7, base)])
    t.link(c, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.06, spec=0.5)
    wave = t.noise(mp, 90, 3, 0.55)
    t.bump(wave, 'Fac', 0.5, 0.0012)
    return t.mat


def printed(spec, seed, size, loc, thick, rz=0.0):
    """A digitally printed porcelain tile (2010's "digital print"): the print, a stone's veins, on its
    face alone, in a glaze a few tenths of a millimetre thick; under it the plain pressed body, which
    the tile's rectified edge and its chamfer show as a pale band (the fifteenth review read a macro
    of the print alone as "a blurry grey plane with a blue line")."""
    body = M.stone('#d9d1c3', '#cbbfad', scale=0.04, veins=0.0, rough=0.85, pits=0.5, seed=seed % 13)
    x, y, z = loc
    parts = [K.box((size[0], size[1], thick - 0.0005), (x, y, z - thick), body, 0.0014, rot=(0, 0, rz), name='tile body')]
    parts.append(K.box((size[0] - 0.0024, size[1] - 0.0024, 0.0005), (x, y, z - 0.0005), close_up(spec, seed), 0.0002,
                       rot=(0, 0, rz), name='print'))
    return parts


def mosaic(spec, seed, pattern, size):
    """Small glazed tiles, each its own piece with a cushioned edge, a little proud of a sanded grout
    bed (the first 2010 sections were a flat texture of squares, "untextured tile grids"). `steps`:
    the two colours in stepped diagonal bands, the graphic a cafe floor draws; `pixels`: a picture at
    the scale of a wall, here the curved edge of a large disc, its colours dithered across the edge
    so that close to it is squares, and from across a lobby a smooth gradient.

    The fifteenth review still read both as "toy-like glossy beveled cubes": tiles standing 2 mm
    proud of the bed, every one carrying the same white window. So the bed comes up to a millimetre
    under the faces, as a grouted floor's does; `steps` is a floor's unglazed porcelain (matte, a
    speckle fired through it, `unglazed`), `pixels` a wall's glass tesserae (`tessera`: a wavy cast
    face that breaks the window into slivers, each piece its own shade); and the frame is wider, so
    the pattern is a graphic, not a grid of squares."""
    _, (tile, grout), kw = spec
    second = kw.get('second', tile)
    rnd = random.Random(seed)
    gap = size * 0.09
    palette = {}

    def material(color):
        key = (color, rnd.randint(0, 3))
        if key not in palette:
            make = unglazed if pattern == 'steps' else tessera
            palette[key] = make(color if isinstance(color, str) else tile, seed + len(palette))
            if not isinstance(color, str):
                palette[key].node_tree.nodes['Principled BSDF'].inputs['Base Color'].default_value = color
        return palette[key]

    steps = [M.blend(tile, second, 1 - k / 3) for k in range(4)]
    parts = []
    count = int(0.28 / size)
    for i in range(-count, count + 1):
        for j in range(-count, count + 1):
            if pattern == 'steps':
                # bands four tiles wide climbing the diagonal in steps (at ((i + 2j) // 3) the bands
                # were a tile or two wide and read as noise, not a floor's graphic)
                color = second if ((i + j) // 4) % 2 else tile
            else:
                # the disc's edge: distance from a centre well outside the frame, dithered
                d = math.hypot(i - 34, j + 30) - 45 + rnd.uniform(-1.6, 1.6)
                band = max(0, min(3, int((d + 2) // 1.4)))
                color = steps[band] if 0 < band < 3 else (tile if band == 0 else second)
            h = 0.0045 + rnd.uniform(-0.00025, 0.00025)
            o = K.box((size - gap, size - gap, h), (i * size, j * size, -h + rnd.uniform(-0.0002, 0.0002)),
                      material(color), size * 0.035, rot=(rnd.uniform(-0.5, 0.5), rnd.uniform(-0.5, 0.5), rnd.uniform(-0.8, 0.8)),
                      name='tile')
            parts.append(o)
    # the grout's face a millimetre under the tiles'
    bed = K.box((1.2, 1.2, 0.0045), (0, 0, -0.0055), M.plaster(grout, seed=seed % 13, scale=30.0), 0.0, name='grout')
    return parts + [bed]


PANEL = (0.6, 0.9)  # the light panel's width and height, metres


def light_panel(glass, wall, frame, seed):
    """An edge-lit glass panel standing off a wall (2010's "light panel", once a purple plane with a
    pink strip): frosted glass glowing through, its light-guide dots, etched on a 3 mm grid, larger
    and brighter towards the lit edge at the top of the frame; the brushed channel along its bottom
    edge; the wall below it in the board's paper white, lit by the panel's own spill (it was the
    board's magenta paint, and the fifteenth review saw "an abstract magenta gradient")."""
    tint = glass[1][0]
    t = M.Tree('light guide')
    # metres from the panel's bottom left corner (its generated coordinates times its size)
    mp = t.coords(space='generated', scale=(PANEL[0], PANEL[1], 0.008))
    v = t.node('ShaderNodeTexVoronoi')
    v.voronoi_dimensions = '2D'  # in 3D the face's height in the grid shrank every dot to nothing
    v.inputs['Scale'].default_value = 333
    v.inputs['Randomness'].default_value = 0.0
    t.link(mp, 'Vector', v, 'Vector')
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(mp, 'Vector', sep, 'Vector')
    # the dots' radius from 0.4 mm at the panel's bottom edge to 0.9 mm 10 cm up
    radius = t.math('MULTIPLY_ADD', (sep, 'Y'), None)
    radius.inputs[1].default_value = 0.005
    radius.inputs[2].default_value = 0.0004
    dot = t.math('LESS_THAN', (v, 'Distance'), None, vb=0.0)
    t.link(t.math('MULTIPLY', (radius, 'Value'), vb=333.0), 'Value', dot, 1)
    across = t.math('MULTIPLY_ADD', (sep, 'Y'), None)
    across.inputs[1].default_value = 4.0
    across.inputs[2].default_value = 0.2
    glow = t.ramp(across, 'Value', [(0.0, (0.6, 0.6, 0.66, 1)), (1.0, (1.0, 1.0, 1.0, 1))])
    tinted = t.mix(1.0, (glow, 'Color'), M.hex_rgba(tint), 'MULTIPLY')
    t.link(tinted, 'Color', t.bsdf, 'Emission')
    strength = t.math('MULTIPLY_ADD', (dot, 'Value'), None)
    strength.inputs[1].default_value = 6.0
    strength.inputs[2].default_value = 2.6
    t.link(strength, 'Value', t.bsdf, 'Emission Strength')
    t.set(color=tint, rough=0.32, spec=0.5, coat=0.5, coat_rough=0.05)
    # the panel's lower right corner in the frame's lower right third, 35 mm off the wall, so the
    # panel fills most of the frame and the wall to its right and below takes its spill, the shadow
    # gap under its edges showing it stands free (laid across the frame's top half over the wall it
    # read as a flat band, the fifteenth review)
    x0, y0 = -PANEL[0] + 0.06, -0.045
    parts = [K.box((PANEL[0], PANEL[1], 0.008), (x0 + PANEL[0] / 2, y0 + PANEL[1] / 2, -0.008), t.mat, 0.0006, name='panel')]
    channel = M.hairline(frame[1][0], seed=seed, rough=0.25, along='X')
    parts.append(K.box((PANEL[0] + 0.006, 0.012, 0.014), (x0 + PANEL[0] / 2, y0 - 0.005, -0.018), channel, 0.0008, name='channel'))
    parts.append(K.box((0.006, PANEL[1], 0.012), (x0 + PANEL[0] + 0.003, y0 + PANEL[1] / 2, -0.016), channel, 0.0008, name='edge'))
    parts.append(K.box((1.6, 1.6, 0.002), (0, 0.0, -0.045), close_up(wall, seed), 0.0, name='wall'))
    return parts


def sun_shadow(L, rnd):
    """The sun from the upper left and, out of frame on its way, a window's mullion and transom
    (painted bars a few centimetres wide, 20 cm above the sample): their shadows cross the frame as
    a cross, the rest of it in the sun's patch; metered for the white in the sun."""
    e, h = math.radians(32), math.radians(150 + rnd.uniform(-8, 8))
    toward = (math.cos(e) * math.cos(h), math.cos(e) * math.sin(h), math.sin(e))  # the sun, seen from the sample
    K.sun(toward, L['sun'], L['color'], angle=0.6)
    # where the ray from the frame's middle towards the sun passes 20 cm up
    cx, cy, cz = (c * 0.2 / toward[2] for c in toward)
    K.KEY = 0.62
    frame = M.paint('#e9e6e0', rough=0.8)
    rz = math.degrees(h)
    # the mullion: across the sun's path, a little off the middle; the transom: along it
    K.box((0.022, 1.2, 0.03), (cx + 0.03 * math.cos(h), cy + 0.03 * math.sin(h), cz), frame, 0.0, rot=(0, 0, rz), name='mullion')
    K.box((1.2, 0.022, 0.03), (cx - 0.02 * math.sin(h), cy + 0.02 * math.cos(h), cz), frame, 0.0, rot=(0, 0, rz), name='transom')


def section(year, n, seed):
    entry, specs = section_spec(year, n)
    form = entry['form']
    rnd = random.Random(seed)
    a, b = specs[0], (specs[1] if len(specs) > 1 else None)
    turn = entry.get('turn', 0) + rnd.uniform(-7, 7)
    elev = math.radians(rnd.uniform(50, 60))
    big = (0.8, 0.8)
    paper = BOARDS[year]['paper']
    t = 0.018
    along = lambda spec, axis: (spec[0], spec[1], {**spec[2], 'along': axis}) if spec[0] == 'wood' else spec  # noqa: E731
    sheet = lambda: K.box((2.0, 2.0, 0.001), (0, 0, -t - 0.002), M.paint(paper, rough=0.9), 0.0, name='sheet')  # noqa: E731
    if form == 'flat':
        slab(a, seed, big, (0, 0, 0), t, turn)
    elif form in ('edge', 'round'):
        # the sample's cut edge crosses the lower third of the frame, the sheet it lies on below it
        slab(a, seed, big, (0, -0.03 + 0.4, 0), t, turn * 0.4, bevel=0.012 if form == 'round' else 0.0012)
        sheet()
    elif form == 'seam':
        # two boards or tiles of the sample side by side, the joint crossing the frame
        gap = 0.0009
        parts = [slab(a, seed + i * 13, big, (sx * (0.4 + gap / 2), 0, 0), t, 0) for i, sx in enumerate((-1, 1))]
        parts[1].location.y += rnd.uniform(-0.15, 0.15)  # the end joints stagger
        if entry.get('fixings'):
            # panels fixed to be taken off again: a pan-head screw each side of the joint every 7 cm
            # (2022's "metal that can be repaired"; the sixth review read a brushed face alone as a
            # motion-blurred smear)
            head = M.metal('#b4b8bd', rough=0.28, brushed=False)
            dark = M.paint('#2a2b2e', rough=0.7)
            # each head on a flat washer, the washer in the dark ring of its seat: the ninth review read
            # bare heads on the brushed face as "floating"
            washer = M.metal('#9ea3a9', rough=0.38, brushed=False)
            seat = M.paint('#1c1d1f', rough=0.8)
            before = set(bpy.data.objects)
            for sx in (-1, 1):
                for k in range(-3, 4):
                    x, y = sx * 0.022, k * 0.07 + 0.02
                    G.lathe([(0.0, 0.00006), (0.0068, 0.00006), (0.0068, 0.0), (0.0, 0.0)], (x, y, 0.0), seat, seg=40,
                            name='seat', smooth=0)
                    G.lathe([(0.0, 0.0006), (0.0057, 0.0006), (0.0061, 0.0003), (0.0057, 0.0), (0.0, 0.0)], (x, y, 0.0),
                            washer, seg=40, name='washer', smooth=1)
                    G.screw(x, y, 0.0006, head, dark, turn=20 * sx + 7 * k)
            parts += [o for o in bpy.data.objects if o not in before]
        sheet()
        K.group_rotate(parts, turn + 8, (0, 0))
    elif form == 'printed':
        # two printed tiles side by side, their rectified front edges across the lower third and a
        # 2 mm joint between them; each tile its own stretch of the print (it never repeats)
        gap = 0.002
        parts = []
        for i, sx in enumerate((-1, 1)):
            parts += printed(a, seed + i * 17, big, (sx * (0.4 + gap / 2), 0.37, 0), 0.009)
        sheet()
        K.group_rotate(parts, turn * 0.5 + 6, (0, 0.0))
    elif form == 'meet':
        # two samples meeting along a line, the second 3 mm lower, so the step between them shows
        parts = [slab(a, seed, big, (-0.4 + 0.02, 0, 0), t, 0), slab(b, seed + 7, big, (0.4 + 0.021, 0, -0.003), t, 0)]
        K.group_rotate(parts, turn + 25, (0, 0))
    elif form == 'herringbone':
        # blocks 21 × 4.2 cm in the herringbone's zigzag, a hairline between them, over a dark bed: a
        # staircase of blocks along x (H) and along y (V) climbing the diagonal, repeated every (L, -L)
        L, W, gap = 0.21, 0.042, 0.0008
        parts = []
        for m in range(-3, 4):
            for k in range(-9, 10):
                x, y = k * W + m * L, k * W - m * L
                if abs(x) > 0.5 or abs(y) > 0.5:
                    continue
                parts.append(slab(along(a, 'X'), seed + len(parts), (L - gap, W - gap), (x + L / 2, y + W / 2, 0), t, 0))
                parts.append(slab(along(a, 'Y'), seed + len(parts), (W - gap, L - gap), (x - W / 2, y + L / 2, 0), t, 0))
        K.box((2, 2, 0.001), (0, 0, -t - 0.002), M.paint('#3a2a1e', rough=0.9), 0.0, name='bed')
        K.group_rotate(parts, 45 + turn * 0.3, (0, 0))
    elif form == 'joint':
        # two boards meeting at a right angle, their grain crossing: the end of one against the side of the other
        w = 0.12
        parts = [
            slab(along(a, 'X'), seed, (0.8, w), (-0.4 + w / 2, 0.0, 0), t, 0),
            slab(along(a, 'Y'), seed + 5, (w, 0.8), (w / 2 + 0.0009, 0.4 - w / 2, 0), t, 0),
        ]
        sheet()
        K.group_rotate(parts, turn - 10, (0, 0))
    elif form == 'slats':
        # an acoustic panel: slats 27 mm wide with 13 mm gaps over a dark felt backing
        parts = [slab(b, seed + 3, (1.2, 1.2), (0, 0, -t), 0.006, 0)]
        parts += [slab(along(a, 'Y'), seed + i, (0.027, 1.0), (i * 0.04, 0, 0), t, 0, bevel=0.0015) for i in range(-10, 11)]
        K.group_rotate(parts, turn, (0, 0))
    elif form == 'mosaic':
        K.group_rotate(mosaic(a, seed, entry['pattern'], entry['tile']), turn, (0, 0))
    elif form == 'lightpanel':
        K.group_rotate(light_panel(a, ('paint', [paper], {}), b, seed), turn * 0.3, (0, 0))
    elif form == 'over':
        # a pane lying over what shows through it (the second sample, or the sheet), its cut edge in frame
        under = b or ('paint', [paper], {})
        slab(under, seed + 3, (1.2, 1.2), (0, 0, -0.0102), 0.006, turn * 0.5)
        slab(a, seed, big, (0.05, -0.025 + 0.4, 0), 0.01, turn, bevel=0.0006)
    else:
        raise ValueError(form)
    az, el = (math.radians(x) for x in SECTION_LIGHTS[(year + n) % len(SECTION_LIGHTS)])
    power, size = 190, (0.7, 0.45)
    if form in ('edge', 'round', 'over'):
        # a cut edge facing the camera is lit from the camera's side, or it reads as a black band
        az = math.radians(70)
    if form == 'lightpanel':
        # the panel is the light: the room's window dimmed to a little daylight on the channel
        power = 3
    if entry.get('sun'):
        # the sun is the key (`sun_shadow`); the window only lifts the shade
        power = 40
    if form == 'mosaic' and entry['pattern'] == 'steps':
        # an unglazed floor shows its faces and joints in a light low across it
        az, el = math.radians(120), math.radians(12)
    elif a[0] in ('plastic', 'pearl', 'tinted') or form == 'mosaic':
        # a gloss shows in the window's reflection across it
        az, el = math.radians(150), math.radians(30)
    if a[0] == 'metal':
        # brushed metal shows itself in the window's reflection: the light behind, its streak
        # drawn across the brushing (as the Collection's Volt Line)
        az, el, power, size = math.radians(172), math.radians(36), 55, (0.8, 0.6)
    d = 1.2
    loc = (-d * math.cos(el) * math.sin(az), -d * math.cos(el) * math.cos(az), d * math.sin(el))
    L = LIGHTS[BOARDS[year]['light']]
    K.area(loc, (0, 0.01, 0), size[0], power, L['color'], size_y=size[1], name='window')
    K.area((0.4, -1.2, 1.1), (0, 0, 0), 1.4, 14, '#eef2f8', name='fill')
    if entry.get('sun'):
        # the low sun through a paned window, the shadows of its mullion and transom crossing the
        # sample: a white surface shows itself by the light on it (2005's "high white", whose frosted
        # pane over white stone the eleventh review read as "a grey field with a mesh strip")
        sun_shadow(L, rnd)
    view = entry.get('view')
    if view:
        # a section that names its view is shot as a product photographer shoots a sample: low across
        # it at a wide aperture, the near edge and the sheet under it sharp and the rest falling soft
        # (the tenth review read 2022's sections, square on and sharp to the corners, as "procedural
        # material tests")
        elev = math.radians(view['elev'])
        # `dist`: a pattern shown as a graphic, a few of its repeats in the frame
        dist = view.get('dist', SECTION_DIST)
        cam_y, cam_z = -dist * math.cos(elev), dist * math.sin(elev)
        focus = view.get('focus', 0.0)
        return {'loc': (0.0, cam_y, cam_z), 'target': (0.0, focus, 0.0), 'lens': SECTION_LENS, 'dof': view['dof']}
    cam_y, cam_z = -SECTION_DIST * math.cos(elev), SECTION_DIST * math.sin(elev)
    return {'loc': (0.0, cam_y, cam_z), 'target': (0.0, 0.0, 0.0), 'lens': SECTION_LENS, 'dof': 16}


# ── The home hero (issue 52): the running edition's board photographed for a front page ─────────
"""The home hero (issue 52): the running edition's material board (scenes/boards.py, `board/2025`)
photographed as a designer would shoot it for a brand's front page, not scanned from above.

The thirteenth blind review called the top-down board "a flat purple card, a sponge travertine and a
navy lacquer labelled ALUMINIUM", while the archive's boards seen at an angle through a long lens
with a shallow depth of field (2015, 2022) were among its best five. So the board is the same (the
same samples, tags and codes as the EP.05 2F table shows), seen from its front right corner at a
seated designer's eye, focused on the travertine and the aluminium, the far samples falling soft;
the low window light now rakes across the faces, so the aluminium's brushing draws its streak and
the cut edges catch the light. Two samples are shown as the products are:
- the Starlight Pearl (MS-25C02) is a wallcovering, so its sample is a cut sheet of coated paper
  with a fine emboss and mica in the coat, lying on the travertine, not an 8 mm violet block;
- the travertine (MS-25P01) is cut across its beds with fewer, smaller voids, some filled, as a
  honed tile is sold; the dense open voids read as a sponge.

Its own subjects (`hero/web`, `hero/phone`), which build the board and then change it, so the
archive's 22 boards, whose code it reuses, keep their pictures.
"""

# From the board's front right corner, a little above a seated eye; 85 mm at f/5.6 keeps about
# 10 cm sharp around the travertine's tag and the aluminium, so the ring and the pencil soften.
HERO_VIEWS = {
    'web': {'loc': (0.3, -1.02, 1.02), 'target': (0.02, 0.04, 0.0), 'lens': 85, 'dof': 5.6},
    # the phone's portrait frame: closer, on the travertine with its sheet of pearl and the
    # aluminium beside it, both tags whole
    'phone': {'loc': (0.16, -0.78, 0.86), 'target': (0.0, 0.04, 0.0), 'lens': 85, 'dof': 5.6},
}


def pearl_coat(seed):
    """A pearl-coated wallcovering seen close: the violet ground with mica platelets in the coat,
    each a fraction of a millimetre and turned its own way (so some catch the light and some do not),
    over a fine linen emboss; a satin sheen, paler where the coat faces the light."""
    t = M.Tree('pearl wallcovering')
    mp = t.coords(seed=seed % 17)
    lw = t.node('ShaderNodeLayerWeight')
    lw.inputs['Blend'].default_value = 0.35
    face = t.ramp(lw, 'Facing', [(0.0, '#4a3f86'), (0.75, '#6a5cae'), (1.0, '#a99fe2')])
    mica = t.node('ShaderNodeTexVoronoi')
    mica.inputs['Scale'].default_value = 2600
    t.link(mp, 'Vector', mica, 'Vector')
    sep = t.node('ShaderNodeSeparateColor')
    t.link(mica, 'Color', sep, 'Color')
    glint = t.ramp(sep, 'Red', [(0.86, (0, 0, 0, 1)), (0.95, (1, 1, 1, 1))])
    col = t.mix((glint, 'Color'), (face, 'Color'), '#d9d2ff')
    t.link(t.math('MULTIPLY', (glint, 'Color'), vb=0.55), 'Value', col, 'Fac')
    t.link(col, 'Color', t.bsdf, 'Base Color')
    rough = t.ramp(glint, 'Color', [(0.0, (0.34, 0.34, 0.34, 1)), (1.0, (0.12, 0.12, 0.12, 1))])
    t.link(rough, 'Color', t.bsdf, 'Roughness')
    t.set(metal=0.45, coat=0.4)
    # a linen emboss, 0.6 mm a thread, pressed into the paper before it was coated
    warp = t.noise(t.coords(scale=(1.0, 0.05, 1.0), seed=seed % 11), 1600, 2)
    weft = t.noise(t.coords(scale=(0.05, 1.0, 1.0), seed=seed % 7), 1600, 2)
    t.bump(t.mix(0.5, (warp, 'Fac'), (weft, 'Fac'), 'MIX'), 'Color', 0.25, 0.00015)
    return t.mat


def honed_travertine(seed):
    """MS-25P01 as a honed tile is sold: cut across the beds, cream clouds, pores from pinholes to
    half a centimetre, fewer and flatter than the board's open cut, a few filled in a paler cream."""
    m = M.travertine_face('#e6dccb', '#b9a88b', pore='#7a6650', seed=M._fine_seed(seed), keep=3.6,
                          beds=(0.7, 1.0, 0.7), porosity=[(0.0, 0.12), (0.45, 0.6), (0.6, 0.08), (1.0, 0.25)],
                          voids_at=((0.03, 2.2, 0.55, 0.004), (0.011, 1.8, 0.32, 0.001)))
    mp = next(n for n in m.node_tree.nodes if n.type == 'MAPPING')
    mp.inputs['Rotation'].default_value = (math.radians(90), 0.0, math.radians(4))
    return m


def hero_swap(seed):
    """The board's pearl block becomes a cut sheet of the wallcovering on the travertine, and the
    travertine's open voids a honed tile's."""
    for o in list(bpy.data.objects):
        names = [s.material.name for s in o.material_slots if s.material]
        if any(n.startswith('travertine face') for n in names):
            o.material_slots[0].material = honed_travertine(seed + 10)
        if any(n.startswith('pearl') and not n.startswith('pearl wallcovering') for n in names):
            w, d, _ = o.dimensions
            top = o.location.z - o.dimensions.z / 2
            x, y, rz = o.location.x, o.location.y, math.degrees(o.rotation_euler.z)
            bpy.data.objects.remove(o, do_unlink=True)
            # a sheet cut with a knife, 0.5 mm of paper and coat
            K.box((w * 1.05, d * 1.05, 0.0005), (x - 0.004, y + 0.002, top), pearl_coat(seed + 14), 0.0, rot=(0, 0, rz - 6),
                  name='sample')


def hero_board(seed, view):
    L = LIGHTS[BOARDS[2025]['light']]
    build(2025, seed, view == 'phone')
    hero_swap(seed)
    return L, HERO_VIEWS[view]


@subject('hero/web')
def hero_web(seed):
    return hero_board(seed, 'web')


@subject('hero/phone')
def hero_phone(seed):
    return hero_board(seed, 'phone')


def main():
    j = K.job()
    K.reset()
    if j['subject'].startswith('hero/'):
        L = LIGHTS[BOARDS[2025]['light']]
        K.settings(j, world=L['world'], world_strength=L['ws'])
        K.KEY = L['exposure_key']
        _, view = {'hero/web': hero_web, 'hero/phone': hero_phone}[j['subject']](j.get('seed', 501))
        K.cam_from(j, view)
        K.render(j)
        return
    if j['subject'].startswith('section/'):
        year, n = (int(x) for x in j['subject'].split('/')[1].split('-'))
        L = LIGHTS[BOARDS[year]['light']]
        K.settings(j, world=L['world'], world_strength=0.12)
        K.KEY = L['exposure_key'] * 0.9
        K.cam_from(j, section(year, n, j.get('seed', year * 10 + n)))
        K.render(j)
        return
    name = j['subject'].split('/')[1]
    mob = name.endswith('-mob')
    year = int(name.split('-')[0])
    L = LIGHTS[BOARDS[year]['light']]
    K.settings(j, world=L['world'], world_strength=L['ws'])
    K.KEY = BOARDS[year].get('key', L['exposure_key'])
    build(year, j.get('seed', year), mob)
    # the year's view of its board, or the phone's (`board_view`, set by build)
    K.cam_from(j, LAYOUT['view'])
    K.render(j)


# scenes/ep05.py imports this module for its kit (samples, tags, ring, pencil, rule): only a render
# job run on this file builds a board
if __name__ == '__main__':
    main()
