"""EP.05 (2025 SY(E)NERGY, the running edition): one venue, three floors, seen by eight cameras.

A blind review (2026-12-03) read EP.05's floor cards as material close-ups that did not show their
captions, and its event pictures as the 2023 EP.02 gallery (the same scenes). So the edition has one
building here, modelled once per floor and seen from several places, every picture of it at true
scale: 2.9 m ceilings, 2.1 m doors, skirting, sockets and switches, windows on the street side
with the sky and the building across the street in them (lit from a real capture, `kit.hdri`, with
the sun through the openings), tape and scuffs on the floors; no fog, no figures, and no primitive
standing as a subject.

- 1F 빛으로 여는 입구: the lobby's welcome wall of three years' theme materials (2023 SOFTWHERE,
  2024 ME:nimal, 2025 SY(E)NERGY, each band under its year), the docent tour's stand, route sign and
  orange floor tape to the stair; behind a black curtain, the media-art room (a travertine's beds
  projected on the wall, a dark terrazzo on the floor, the two projectors on the ceiling).
- 2F 손으로 고르는 테마 소재: one big table of the theme materials (the samples of the running
  edition's board, scenes/boards.py `board/2025`), its middle a workshop where key rings and
  coasters are made from offcuts, with the tools.
- 3F 그리고 맛보는 라운지: the drawing room's tables (sheets, pencils, the themes' colour chips) on a
  wool rug and, past a linen screen, the tasting bar: a standing counter at true proportions (1.05 m,
  fluted oak front, travertine top, brass foot rail, a linear pendant) with a drink in each theme's
  colour and its card, and the back bar's bottles.

The floor cards (2026-12-03, a blind art director: "SketchUp or game-engine renders: flat light, a
blurry plant, a toy-like bar") are photographed, not surveyed: a level camera at eye height (1.5 m,
24–28 mm, verticals straight, `shift` for the framing) with something near, something in the middle
and the windows far; a low afternoon sun through the windows as the key (long raking patches on the
floor), the window lights and the camera-side fill turned down so the rooms keep their shadows,
warm 3000 K downlights; tinted glazing in the openings and a brick block across the street whose
shade lies on the road; floors with uneven sheen (`roughen`), and a visitor's traces (catalogues,
a jacket on a chair, a taped cable, sample boxes).

Subjects: `ep05/1f`, `ep05/2f`, `ep05/3f` (the floor cards), `ep05/docent`, `ep05/media`,
`ep05/goods`, `ep05/drawing`, `ep05/tasting` (the events), `ep05/reception` (the 1F ticket desk: the
sign-in page's picture), `ep05/welcome` (what a new member finds on it: the sign-up page's).
"""

import math
import os
import random
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, '..', 'lib'))
sys.path.append(here)  # after lib: scenes/materials.py must not shadow lib/materials.py
import bpy  # noqa: E402
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import shapes as G  # noqa: E402
from scene import cam, mood, subject  # noqa: E402
from scene import run as run_scene  # noqa: E402

import boards as B  # noqa: E402  (the board kit: samples, tags, swatch ring, pencil, rule)

# The building: every floor is the same plan, 9 × 6.5 m, 2.9 m to the ceiling; the street (and the
# windows) on the left (-x), the back wall at +y, the camera side (-y) open.
W, D, H = 9.0, 6.5, 2.9
WINDOWS = ((-2.3, -0.5), (0.5, 2.3))
SILL, HEAD = 0.55, 2.45
# the running edition's colours (BOARDS[2025]): Boost's navy, orange and lime, Cosmos's violet,
# Ooparts's sand and honey
NAVY, ORANGE, LIME, VIOLET, SAND, HONEY = '#0f1a2e', '#ff5a1f', '#e8ff3a', '#5b4f9a', '#d9c7a1', '#c0955c'
SAMPLES_2025 = B.BOARDS[2025]['samples']
CHIPS_2025 = B.BOARDS[2025]['chips']


# ── the building ───────────────────────────────────────────────────────────────
def street(seed, level=0):
    """What the windows look onto: across the street a four-storey red brick block (Seongsu's brick,
    as the venue's own facade in scenes/ep05_extra.py), its windows framed and glazed so they mirror
    the sky, a shopfront at its foot, the pavement and the road; under the capture's sky. None of it
    casts a shadow: the sun comes in over it."""
    x, dz = -W / 2 - 11.0, -3.2 * level - 1.0
    made = []
    brick = M.tiles('#8c4a36', '#cbbfae', size=0.062, ratio=3.4, offset=0.5, rough=0.85, glaze=False, seed=seed + 2)
    made.append(K.box((0.4, 40.0, 13.5), (x, 0.0, dz), brick, 0.0, name='facade'))
    frame = M.paint('#2e2f31', rough=0.5)
    glass = M.plastic('#27303a', rough=0.04, coat=0.6)
    shop = M.plastic('#15181b', rough=0.35)
    for row in range(4):
        z = dz + (0.6 if row == 0 else 3.6 + (row - 1) * 3.2)
        h = 2.8 if row == 0 else 1.8
        for k in range(-8, 9):
            y = k * 2.4 + (0.6 if row == 0 else 0.0)
            w = 2.0 if row == 0 else 1.3
            made.append(K.box((0.06, w + 0.1, h + 0.1), (x + 0.2, y, z - 0.05), frame, 0.0, name='facade frame'))
            made.append(K.box((0.05, w, h), (x + 0.24, y, z), glass if row else shop, 0.0, name='facade window'))
            if row:
                made.append(K.box((0.1, w + 0.2, 0.08), (x + 0.27, y, z - 0.12), M.stone('#c9c2b6', '#a9a297', scale=1.0, seed=seed), 0.002, name='facade sill'))
    made.append(K.box((0.3, 40.0, 0.5), (x + 0.05, 0.0, dz + 3.1), M.paint('#3a3b3d', rough=0.6), 0.0, name='fascia'))
    made.append(K.box((2.6, 40.0, 0.14), (x + 1.5, 0.0, dz - 0.14), M.stone('#6f6b66', '#5b5853', scale=1.5, seed=seed + 1), 0.0, name='pavement'))
    made.append(K.box((8.0, 40.0, 0.1), (-W / 2 - 5.6, 0.0, dz - 0.24), M.stone('#3a3937', '#2e2d2c', scale=3.0, seed=seed + 3), 0.0, name='road'))
    made.append(K.box((2.2, 40.0, 0.14), (-W / 2 - 0.9, 0.0, dz - 0.14), M.stone('#6f6b66', '#5b5853', scale=1.5, seed=seed + 4), 0.0, name='pavement'))
    for o in made:
        o.visible_shadow = False
    # ... but the street at its foot lies in the block's shade, as it would with the sun behind it:
    # an unseen sheet just above the road casts that shade (the sun's way in to the windows is higher)
    shade = K.box((12.0, 40.0, 0.01), (-W / 2 - 6.2, 0.0, dz + 0.6), M.paint('#000000'), 0.0, name='street shade')
    for attr in ('visible_camera', 'visible_diffuse', 'visible_glossy', 'visible_transmission', 'visible_volume_scatter'):
        setattr(shade, attr, False)
    # the block's face lies in its own shade with the sun behind it, and had read through the tinted
    # panes as black windows beside a sunlit floor (the seventh review): the daylight it gets from the
    # open sky and the sunlit street, as a broad unseen source facing it from this side of the road
    bounce = K.area((-W / 2 - 1.2, 0.0, dz + 6.0), (x, 0.0, dz + 6.0), 24.0, 2600, '#f3efe8', size_y=14.0, name='street bounce')
    bounce.visible_camera = False
    bounce.visible_glossy = False


def sky(strength=0.9):
    K.hdri('city', strength=strength, rotation=40,
           camera_sky=[(0.0, '#eef0ee'), (0.25, '#d4dfeb'), (1.0, '#9fb8d8')], camera_strength=1.6)


def plate(x, y, z, facing, switch=False):
    """A socket (two pins' holes) or a light switch (a rocker), on a wall facing `facing`
    ('-y' for the back wall, '+x' for the left, '-x' for the right)."""
    white = M.plastic('#f1efea', rough=0.35)
    dark = M.plastic('#3a3a3a', rough=0.5)
    if facing in ('-y', '+y'):
        s = -1 if facing == '-y' else 1
        K.box((0.086, 0.01, 0.086), (x, y + s * 0.005, z - 0.043), white, 0.002, name='plate')
        if switch:
            K.box((0.04, 0.006, 0.06), (x, y + s * 0.012, z - 0.03), white, 0.002, name='rocker')
        else:
            for dx in (-0.0095, 0.0095):
                K.cyl(0.0024, 0.004, (x + dx, y + s * 0.0105, z), dark, 0.0, rot=(90, 0, 0), verts=12, name='pin hole')
    else:
        s = 1 if facing == '+x' else -1
        K.box((0.01, 0.086, 0.086), (x + s * 0.005, y, z - 0.043), white, 0.002, name='plate')
        if switch:
            K.box((0.006, 0.04, 0.06), (x + s * 0.012, y, z - 0.03), white, 0.002, name='rocker')
        else:
            for dy in (-0.0095, 0.0095):
                K.cyl(0.0024, 0.004, (x + s * 0.0105, y + dy, z), dark, 0.0, rot=(0, 90, 0), verts=12, name='pin hole')


def downlight(x, y, energy=120, color='#ffd9ab', angle=70):
    """A recessed downlight: a trim ring in the ceiling, its lit lens, and the spot it throws."""
    K.cyl(0.055, 0.006, (x, y, H - 0.006), M.plastic('#e9e7e2', rough=0.4), 0.001, name='trim')
    K.cyl(0.035, 0.004, (x, y, H - 0.009), M.emission(color, 12, 'downlight'), 0.0, name='lens')
    K.spot((x, y, H - 0.03), (x, y, 0), energy, color, angle, 0.6, 0.04)


def shell(seed, wall, floor, back_door=None, right_door=None, skirting='#3b3a38', scuffs=True, level=0,
          sun=(-1.0, -0.38, 0.6), sun_energy=36.0, window_light=60, front=False):
    """One floor of the building: the floor, the back and right walls (with a door opening each if
    given: (a, b) along the wall, 2.1 m high), the street wall with its two windows, the ceiling,
    skirting, sockets and a switch, the windows' frames and light, and the street outside."""
    rnd = random.Random(seed)
    K.box((W + 0.4, D + 0.4, 0.1), (0, 0, -0.1), floor, 0, name='floor')
    G.wall_y(D / 2 + 0.075, -W / 2 - 0.2, W / 2 + 0.2, H, wall, [(*back_door, 0.0, 2.1)] if back_door else [])
    G.wall_x(W / 2 + 0.075, -D / 2 - 0.2, D / 2 + 0.2, H, wall, [(*right_door, 0.0, 2.1)] if right_door else [])
    G.wall_x(-W / 2 - 0.075, -D / 2 - 0.2, D / 2 + 0.2, H, wall, [(a, b, SILL, HEAD) for a, b in WINDOWS])
    if front:
        # the camera side closed too, for the views that look across the room to the windows
        G.wall_y(-D / 2 - 0.075, -W / 2 - 0.2, W / 2 + 0.2, H, wall, [])
        K.box((W, 0.012, 0.08), (0, -D / 2 + 0.006, 0), M.paint(skirting, rough=0.5), 0.002, name='skirting')
        plate(-1.0, -D / 2, 0.3, '+y')
    K.box((W + 0.4, D + 0.4, 0.12), (0, 0, H), M.paint('#eeece7', rough=0.9, seed=seed), 0, name='ceiling')
    skirt = M.paint(skirting, rough=0.5)
    # skirting, with a gap at each door
    for a, b in ((-W / 2, back_door[0]), (back_door[1], W / 2)) if back_door else ((-W / 2, W / 2),):
        K.box((b - a, 0.012, 0.08), ((a + b) / 2, D / 2 - 0.006, 0), skirt, 0.002, name='skirting')
    for a, b in ((-D / 2, right_door[0]), (right_door[1], D / 2)) if right_door else ((-D / 2, D / 2),):
        K.box((0.012, b - a, 0.08), (W / 2 - 0.006, (a + b) / 2, 0), skirt, 0.002, name='skirting')
    K.box((0.012, D, 0.08), (-W / 2 + 0.006, 0, 0), skirt, 0.002, name='skirting')
    # sockets low on the walls, a switch by the door
    plate(-W / 2, -1.6, 0.3, '+x')
    plate(-W / 2, 2.8, 0.3, '+x')
    plate(-2.6, D / 2, 0.3, '-y')
    plate(1.9, D / 2, 0.3, '-y')
    plate(W / 2, -1.2, 0.3, '-x')
    if back_door:
        plate(back_door[0] - 0.25, D / 2, 1.2, '-y', switch=True)
    # the windows: openings in the street wall, their frames and the light they let in
    # a late-afternoon sun low over the street, so each window lays a long raking patch across the
    # floor; the window lights only stand in for the sky's soft light, the sun is the picture's key
    # low-e glazing: a pale grey-green tint that holds the bright street about a stop down, as a
    # photographer's exposure blend would (it casts no shadow, so the sun and sky light come in whole;
    # a darker one had turned the street black beside the sunlit floor)
    glass = M.glass('#c3cbc8', rough=0.0)
    for a, b in WINDOWS:
        K.window(-W / 2, (a + b) / 2, SILL, b - a, HEAD - SILL, wall='left', light=window_light, color='#e9eef6', frame='#3b3c3e', opening=True)
        K.no_shadow(K.box((0.008, b - a, HEAD - SILL), (-W / 2 - 0.02, (a + b) / 2, SILL), glass, 0.0, name='pane'))
    street(seed, level)
    sky()
    K.sun(sun, sun_energy, '#ffe2bd', 0.6)
    if scuffs:
        # wear: grey scuffs along the skirting and where chairs and trolleys go
        mark = M.paint('#6f6b66', rough=0.9)
        for _ in range(9):
            x = rnd.uniform(-W / 2 + 0.5, W / 2 - 0.5)
            K.box((rnd.uniform(0.05, 0.22), 0.002, rnd.uniform(0.005, 0.014)), (x, D / 2 - 0.0125, rnd.uniform(0.09, 0.2)), mark, 0.0, name='scuff')


def roughen(mat, lo, hi, scale=0.8, seed=0):
    """A floor's or a wall's sheen varies: polished where feet and cloths pass, duller elsewhere.
    Drives the material's roughness from a broad noise between `lo` and `hi` (if nothing drives it)."""
    nt = mat.node_tree
    bsdf = next(n for n in nt.nodes if n.type == 'BSDF_PRINCIPLED')
    if bsdf.inputs['Roughness'].is_linked:
        return mat
    tc = nt.nodes.new('ShaderNodeTexCoord')
    mp = nt.nodes.new('ShaderNodeMapping')
    mp.inputs['Location'].default_value = (seed * 3.1, seed * 1.7, 0.0)
    nz = nt.nodes.new('ShaderNodeTexNoise')
    nz.inputs['Scale'].default_value = scale
    nz.inputs['Detail'].default_value = 6.0
    nz.inputs['Roughness'].default_value = 0.6
    mr = nt.nodes.new('ShaderNodeMapRange')
    mr.inputs['From Min'].default_value = 0.35
    mr.inputs['From Max'].default_value = 0.65
    mr.inputs['To Min'].default_value = lo
    mr.inputs['To Max'].default_value = hi
    nt.links.new(tc.outputs['Object'], mp.inputs['Vector'])
    nt.links.new(mp.outputs['Vector'], nz.inputs['Vector'])
    nt.links.new(nz.outputs['Fac'], mr.inputs['Value'])
    nt.links.new(mr.outputs['Result'], bsdf.inputs['Roughness'])
    return mat


def catalogues(x, y, z, turn, seed, n=3):
    """A few of the show's catalogues (A4, 8 mm, a navy or sand cover with an orange band) lying
    askew in a loose stack."""
    rnd = random.Random(seed)
    for i in range(n):
        r = turn + rnd.uniform(-9, 9)
        cover = M.paint((NAVY, '#efeae0', NAVY, SAND)[(i + seed) % 4], rough=0.55)
        K.box((0.21, 0.297, 0.007), (x + rnd.uniform(-0.02, 0.02), y + rnd.uniform(-0.02, 0.02), z + i * 0.0072), cover, 0.0015,
              rot=(0, 0, r), name='catalogue')
    K.box((0.211, 0.04, 0.0004), (x, y + 0.06, z + n * 0.0072), M.paint(ORANGE, rough=0.5), 0.0, rot=(0, 0, r), name='catalogue band')


def cable(points, seed, r=0.0035):
    """A black power cable along the floor, held down by strips of gaffer tape across it."""
    black = M.plastic('#161616', rough=0.45)
    tape = M.fabric('#1d1d1f', weave=0.001, sheen=0.2)
    K.tube([(x, y, r) for x, y in points], r, black, name='cable', taper=1.0)
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        L = math.hypot(x1 - x0, y1 - y0)
        a = math.degrees(math.atan2(y1 - y0, x1 - x0))
        for k in range(max(1, int(L / 0.9))):
            t = (k + 0.5) / max(1, int(L / 0.9))
            K.box((0.05, 0.11, 0.0012), (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 0.0), tape, 0.0, rot=(0, 0, a), name='gaffer')


def door_frame(x, y, w, facing, mat):
    """The painted frame of a 2.1 m door opening at (x, y), w wide (in a back wall: facing -y; in the
    right wall: facing -x)."""
    parts = [((0.06, 0.17, 2.16), (-w / 2 - 0.03, 0, 0)), ((0.06, 0.17, 2.16), (w / 2 + 0.03, 0, 0)), ((w + 0.12, 0.17, 0.06), (0, 0, 2.1))]
    for size, (dx, dy, dz) in parts:
        if facing == '-y':
            K.box(size, (x + dx, y, dz), mat, 0.004, name='door frame')
        else:
            K.box((size[1], size[0], size[2]), (x, y + dx, dz), mat, 0.004, name='door frame')






# ── 1F: the lobby ──────────────────────────────────────────────────────────────
# each year's band of the welcome wall: its panels' finishes, left to right and top to bottom
def year_bands(seed):
    soft = [M.fabric('#e9e2d6', '#ddd4c4', weave=0.002, sheen=0.4), M.plaster('#e8cfc4', seed=seed), M.paint('#eef0f2', rough=0.6),
            M.fabric('#b9ada0', '#a99d90', weave=0.002), M.plaster('#cfd8d0', seed=seed + 1), M.fabric('#d8c9e6', '#c9b9d9', weave=0.002)]
    minimal = [M.plaster('#d9c7a8', seed=seed + 2), M.stone('#a9aaa6', '#6f706c', scale=0.4, seed=seed + 3, cleft=0.6),
               M.paint('#b7c9b5', rough=0.7), M.wood('#d9bf98', '#a9875e', scale=0.3, seed=seed + 4, along='Z'),
               M.concrete('#b4b1ab', seed=seed + 5, panel=(0.6, 0.6), ties=False), M.stone('#e4e1da', '#a9a49b', scale=0.3, seed=seed + 6)]
    synergy = [M.travertine(SAND, HONEY, scale=0.35, seed=seed + 7), B.mat(SAMPLES_2025[1], seed + 8), M.corten(seed=seed + 9, scale=0.4),
               B.mat(SAMPLES_2025[3], seed + 10), B.mat(SAMPLES_2025[4], seed + 11), M.plastic(ORANGE, rough=0.45)]
    return [('2023  SOFTWHERE', soft), ('2024  ME:nimal', minimal), ('2025  SY(E)NERGY', synergy)]


def welcome_wall(seed):
    """Three bands of 0.5 m panels, one per year, hung 1 cm off the back wall so each sits on its
    shadow, grazed from a ceiling track; each band's year and theme cut in aluminium above it."""
    alu = M.metal('#c9ced6', rough=0.3, seed=seed)
    p, gap, band_gap = 0.5, 0.035, 0.22
    x = -4.05
    # the feature wall they hang on: a charcoal lime wash from the corner to past the edition's name
    K.box((7.2, 0.012, H - 0.08), (-0.8, D / 2 - 0.006, 0.08), M.plaster('#3a3836', seed=seed + 3), 0.0, name='feature wall')
    rnd = random.Random(seed)
    for label, mats in year_bands(seed):
        K.lettering(label, (x, D / 2 - 0.016, 2.56), 0.075, alu, extrude=0.002, sign=True)
        for col in range(3):
            for row in range(4):
                m = mats[(col * 4 + row + col) % len(mats)]
                K.box((p, 0.025, p), (x + p / 2 + col * (p + gap), D / 2 - 0.022, 0.42 + row * (p + gap)), m, 0.002, name='panel')
        x += 3 * p + 2 * gap + band_gap
    # the edition's name beside it
    K.lettering('EP.05', (x + 0.15, D / 2 - 0.026, 2.05), 0.3, alu, extrude=0.012, sign=True)
    K.lettering('THREE YEARS OF SURFACES', (x + 0.16, D / 2 - 0.014, 1.88), 0.055, alu, sign=True)
    # the track and its spots, grazing the panels from above
    track = M.paint('#2b2a28', rough=0.5)
    K.box((5.8, 0.04, 0.035), (-1.2, D / 2 - 1.0, H - 0.035), track, 0.003, name='track')
    for k in range(6):
        sx = -3.7 + k * 1.0
        K.cyl(0.035, 0.12, (sx, D / 2 - 1.0, H - 0.2), track, 0.003, rot=(-35, 0, 0), name='track spot')
        K.spot((sx, D / 2 - 0.92, H - 0.22), (sx + rnd.uniform(-0.1, 0.1), D / 2, 1.2), 190, '#fff1dc', 55, 0.6, 0.03)


def stair_hall(seed, x0, x1):
    """Behind the back wall's door: the stair up to 2F, lit, with a handrail."""
    y0 = D / 2 + 0.15
    plaster = M.paint('#e9e6e0', rough=0.85, seed=seed)
    K.box((x1 - x0 + 0.4, 3.2, 0.1), ((x0 + x1) / 2, y0 + 1.6, -0.1), M.stone('#b9b4ac', '#8f8a82', scale=1.5, seed=seed), 0, name='hall floor')
    K.box((0.12, 3.2, H), (x0 - 0.06, y0 + 1.6, 0), plaster, 0, name='hall wall')
    K.box((0.12, 3.2, H), (x1 + 0.06, y0 + 1.6, 0), plaster, 0, name='hall wall')
    K.box((x1 - x0 + 0.3, 0.12, H), ((x0 + x1) / 2, y0 + 3.2, 0), plaster, 0, name='hall wall')
    K.box((x1 - x0 + 0.4, 3.4, 0.1), ((x0 + x1) / 2, y0 + 1.6, H), plaster, 0, name='hall ceiling')
    tread = M.stone('#cfcac2', '#9a958c', scale=0.6, seed=seed + 1)
    for i in range(9):
        K.box((x1 - x0 - 0.1, 0.29, 0.175), ((x0 + x1) / 2, y0 + 0.9 + i * 0.28, i * 0.175), tread, 0.004, name='step')
    rail = M.metal('#b8bcc2', rough=0.3, seed=seed)
    K.tube([(x1 - 0.06, y0 + 0.85, 0.9), (x1 - 0.06, y0 + 3.1, 0.9 + 8 * 0.175)], 0.02, rail, name='handrail', taper=1.0)
    K.area(((x0 + x1) / 2, y0 + 1.6, H - 0.1), ((x0 + x1) / 2, y0 + 1.6, 0), 0.8, 30, '#fff2e0')


def docent_stand(x, y, turn, seed):
    """The docent tour's meeting point: a weathering-steel stand with a tablet and the tour's
    leaflets, the route sign on its navy totem, and a queue belt between two posts."""
    corten = M.corten(seed=seed, scale=0.3)
    navy = M.paint(NAVY, rough=0.55)
    white = M.paint('#f4f1ea', rough=0.6)
    objs = []
    objs.append(K.box((0.5, 0.4, 0.012), (x, y, 0), corten, 0.002, name='stand foot'))
    objs.append(K.box((0.26, 0.012, 1.05), (x, y + 0.1, 0.012), corten, 0.002, name='stand plate'))
    objs.append(K.box((0.56, 0.4, 0.02), (x, y, 1.04), corten, 0.003, rot=(-16, 0, 0), name='stand top'))
    objs.append(K.box((0.25, 0.18, 0.008), (x - 0.1, y - 0.01, 1.075), M.plastic('#15171c', rough=0.15), 0.003, rot=(-16, 0, 6), name='tablet'))
    for i in range(3):
        objs.append(K.box((0.1, 0.21, 0.002), (x + 0.16, y + 0.02, 1.07 + i * 0.003), M.paint(('#f4f1ea', SAND, '#f4f1ea')[i], rough=0.8),
                          0.0, rot=(-16, 0, -4 + i * 3), name='leaflet'))
    # the totem: the route of the tour and its times
    tx, ty = x + 0.75, y + 0.2
    objs.append(K.box((0.6, 0.35, 0.015), (tx, ty, 0), navy, 0.002, name='totem foot'))
    objs.append(K.box((0.56, 0.05, 1.7), (tx, ty, 0.015), navy, 0.004, name='totem'))
    face = ty - 0.026
    for body, z, size, mat in (('DOCENT TOUR', 1.5, 0.062, white), ('1F  >  2F  >  3F', 1.35, 0.05, M.paint(ORANGE, rough=0.5)),
                               ('11:00   14:00', 1.16, 0.042, white), ('16:00   19:00', 1.08, 0.042, white),
                               ('30 MIN  ·  1F LOBBY', 0.9, 0.034, white)):
        objs.append(K.lettering(body, (tx - 0.23, face, z), size, mat, sign=True))
    objs.append(K.box((0.46, 0.002, 0.006), (tx, face, 1.44), white, 0.0, name='rule'))
    # the queue belt
    steel = M.metal('#b8bcc2', rough=0.25, brushed=False)
    for px in (x - 0.55, x - 1.75):
        objs.append(K.cyl(0.16, 0.02, (px, y - 0.1, 0), steel, 0.004, name='post foot'))
        objs.append(K.cyl(0.025, 0.95, (px, y - 0.1, 0.02), steel, 0.002, name='post'))
    objs.append(K.box((1.18, 0.006, 0.05), (x - 1.15, y - 0.1, 0.86), M.fabric(NAVY, weave=0.002), 0.0, name='belt'))
    return K.group_rotate(objs, turn, (x, y))


def route_tape(points, width=0.05):
    """Orange floor tape from one point to the next, with an arrow head at the end."""
    tape = M.plastic(ORANGE, rough=0.6)
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        L = math.hypot(x1 - x0, y1 - y0)
        K.box((L + width, width, 0.001), ((x0 + x1) / 2, (y0 + y1) / 2, 0.0), tape, 0.0, rot=(0, 0, math.degrees(math.atan2(y1 - y0, x1 - x0))), name='tape')
    (x0, y0), (x1, y1) = points[-2], points[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    ux, uy, nx, ny = math.cos(a), math.sin(a), -math.sin(a), math.cos(a)
    tip = (x1 + ux * 0.22, y1 + uy * 0.22, 0.0012)
    G.mesh('arrow', [tip, (x1 + nx * 0.12, y1 + ny * 0.12, 0.0012), (x1 - nx * 0.12, y1 - ny * 0.12, 0.0012)], [(0, 1, 2)], tape, smooth=False)


def qr_screen(cx, cz, size, seed):
    """A ticket reader's screen as it waits: a square code (a 21-module grid, the three finder squares
    in its corners, the rest random), built as one flat mesh in the x-z plane just in front of y = 0
    facing -y; the caller moves and tilts it."""
    rnd = random.Random(seed)
    n, m = 21, size / 21
    cells = set()
    for i in range(n):
        for j in range(n):
            finder = [(fi, fj) for fi, fj in ((0, 0), (0, n - 7), (n - 7, 0)) if fi <= i < fi + 7 and fj <= j < fj + 7]
            if finder:
                fi, fj = finder[0]
                a, b = i - fi, j - fj
                if a in (0, 6) or b in (0, 6) or (2 <= a <= 4 and 2 <= b <= 4):
                    cells.add((i, j))
            elif rnd.random() < 0.48:
                cells.add((i, j))
    verts, faces = [], []
    for i, j in sorted(cells):
        x, z = cx - size / 2 + j * m, cz + size / 2 - (i + 1) * m
        k = len(verts)
        verts += [(x, -0.0004, z), (x + m, -0.0004, z), (x + m, -0.0004, z + m), (x, -0.0004, z + m)]
        faces.append((k, k + 1, k + 2, k + 3))
    return G.mesh('code', verts, faces, M.paint('#1b1c1f', rough=0.6), smooth=False)


def directory(cx):
    """On the front wall, behind the ticket desk: the floors' directory, a navy board with each
    floor's colour and programmes."""
    wy = -D / 2 + 0.004
    K.box((1.3, 0.018, 1.0), (cx, wy + 0.009, 1.35), M.paint(NAVY, rough=0.55), 0.004, name='directory')
    white = M.paint('#f4f1ea', rough=0.6)
    K.lettering('FLOOR GUIDE', (cx + 0.56, wy + 0.02, 2.16), 0.05, white, rot=(90, 0, 180))
    for k, (floor, colour, words) in enumerate((('3F', '#4b55b8', 'DRAWING  \u00b7  TASTING'), ('2F', '#2f6f62', 'MATERIALS  \u00b7  GOODS'),
                                               ('1F', '#b0643b', 'WELCOME  \u00b7  MEDIA ART'))):
        z = 1.9 - k * 0.2
        K.box((0.12, 0.004, 0.12), (cx + 0.5, wy + 0.02, z), M.paint(colour, rough=0.5), 0.001, name='floor colour')
        K.lettering(floor, (cx + 0.41, wy + 0.021, z + 0.03), 0.06, white, rot=(90, 0, 180))
        K.lettering(words, (cx + 0.27, wy + 0.021, z + 0.035), 0.045, white, rot=(90, 0, 180))


def reception_desk(seed, x0=-3.9, x1=-2.1, y=-2.2, wall=False):
    """The ticket desk by the way in, where a member's QR ticket is read: a 1.05 m counter in a sand
    microcement on a recessed black plinth, a 40 mm travertine top overhanging the visitors' side
    (+y), the desk's name in navy letters on its front; on top a tablet on a stand turned to the
    visitor showing the reader's code, the show's catalogues and a tray of the tour's stickers; the
    staff's stool on its far side, by the front wall (`wall`: built, with the floors' directory on it)."""
    cx, L = (x0 + x1) / 2, x1 - x0
    K.box((L - 0.1, 0.5, 0.1), (cx, y - 0.04, 0.0), M.paint('#1c1b1a', rough=0.6), 0.0, name='plinth')
    K.box((L, 0.58, 0.91), (cx, y - 0.03, 0.1), roughen(M.plaster('#d2bf98', seed=seed + 40), 0.55, 0.8, scale=1.5, seed=seed), 0.004,
          name='desk front')
    trav = roughen(M.travertine(SAND, HONEY, scale=0.3, seed=seed + 41), 0.25, 0.45, scale=2.0, seed=seed)
    K.box((L + 0.06, 0.72, 0.04), (cx, y + 0.02, 1.01), trav, 0.003, name='desk top')
    front = y + 0.265
    K.lettering('TICKETS  \u00b7  MEMBERS', (cx, front + 0.003, 0.66), 0.085, M.paint(NAVY, rough=0.55), rot=(90, 0, 180), align='CENTER',
                extrude=0.003)
    K.lettering('EP.05', (cx, front + 0.003, 0.5), 0.06, M.paint(ORANGE, rough=0.5), rot=(90, 0, 180), align='CENTER', extrude=0.002)
    top = 1.05
    # the reader: a tablet in a dark stand, turned and tilted to the visitor, its screen lit
    tx, ty = cx + 0.25, y + 0.12
    stand = M.metal('#3a3b3e', rough=0.35, brushed=False, seed=seed)
    objs = [K.box((0.14, 0.14, 0.01), (tx, ty, top), stand, 0.003, name='reader foot'),
            K.box((0.03, 0.02, 0.16), (tx, ty - 0.03, top + 0.01), stand, 0.003, rot=(-12, 0, 0), name='reader arm'),
            K.box((0.26, 0.012, 0.18), (tx, ty, top + 0.12), M.plastic('#15171c', rough=0.2), 0.004, rot=(-20, 0, 180), name='tablet'),
            K.box((0.235, 0.002, 0.155), (tx, ty + 0.007, top + 0.132), M.emission('#eef1ec', 2.2, 'reader screen'), 0.0,
                  rot=(-20, 0, 180), name='screen')]
    code = qr_screen(0.0, 0.0, 0.09, seed)
    code.rotation_euler = (math.radians(-20), 0, math.radians(180))
    code.location = (tx, ty + 0.0085, top + 0.2)
    objs.append(code)
    K.group_rotate(objs, 12, (tx, ty))
    catalogues(cx - 0.55, y + 0.05, top, 8, seed + 5)
    catalogues(cx - 0.15, y - 0.02, top, -6, seed + 6, n=2)
    # a walnut tray of the tour's round stickers, in the show's colours
    K.box((0.22, 0.15, 0.016), (cx + 0.62, y + 0.08, top), M.wood('#6e4a32', '#3b2618', scale=0.2, seed=seed + 7), 0.004, name='tray')
    rnd = random.Random(seed + 8)
    for k in range(14):
        K.cyl(0.018, 0.0012, (cx + 0.54 + rnd.uniform(0, 0.16), y + 0.03 + rnd.uniform(0, 0.1), top + 0.016 + k * 0.0012),
              M.paint((ORANGE, NAVY, LIME, '#f4f1ea')[k % 4], rough=0.5), 0.0, verts=24, name='sticker')
    # the staff's stool behind it
    K.stool(cx - 0.3, y - 0.62, M.paint('#2b2a28', rough=0.5), M.metal('#b8bcc2', rough=0.3, seed=seed), h=0.75)
    if wall:
        directory(cx)


def floor_1f(seed, front=False):
    """The lobby, the stair hall behind it, the ticket desk by the way in and the media-art room
    beside it (through the right wall); `front` closes the camera side, for the view across the lobby
    to the way in."""
    wall = M.plaster('#eeebe5', seed=seed)
    # a honed pale terrazzo, its aggregate a few centimetres across and close in tone to the binder
    # (a dark fine-grained one read as speckle), its sheen uneven where the traffic goes
    floor = roughen(M.terrazzo('#a29c92', ['#8f877c', '#d8d2c7', '#6d655c', '#a58a70', '#c9c0b2'], scale=0.55, seed=seed, polish=0.3,
                               density=0.5), 0.18, 0.5, scale=0.7, seed=seed)
    shell(seed, wall, floor, back_door=(3.0, 4.0), right_door=(-2.2, -0.9), front=front)
    door_frame(3.5, D / 2 + 0.075, 1.0, '-y', M.paint('#3b3c3e', rough=0.45))
    door_frame(W / 2 + 0.075, -1.55, 1.3, '-x', M.paint('#3b3c3e', rough=0.45))
    stair_hall(seed, 3.0, 4.0)
    K.lettering('2F  3F', (3.5, D / 2 - 0.005, 2.3), 0.09, M.paint('#3b3a38', rough=0.6), align='CENTER')
    route_tape([(1.5, -1.0), (3.0, -1.0), (3.0, 1.7), (3.5, 2.5)])
    welcome_wall(seed)
    docent_stand(1.5, -0.4, 0, seed)
    # the tablet's charger: a cable from the stand to the back wall's socket, taped down
    cable([(1.52, -0.33), (1.9, 0.4), (1.9, 3.1), (1.9, D / 2 - 0.03)], seed)
    # a travertine bench to wait on, the show's catalogues left on it
    trav = M.travertine(SAND, HONEY, scale=0.3, seed=seed + 20)
    K.box((1.6, 0.42, 0.4), (-2.4, 0.4, 0), trav, 0.004, name='bench')
    catalogues(-2.85, 0.42, 0.4, 74, seed)
    catalogues(-1.95, 0.38, 0.4, 98, seed + 1, n=1)
    # the media room's door: a black curtain half drawn across it
    K.moved(lambda: G.curtain(-0.4, 0.4, 0, 2.1, M.fabric('#141416', weave=0.003, sheen=0.2), depth=0.05, folds=6),
          W / 2 - 0.08, -1.8, turn=90)
    K.lettering('MEDIA ART', (W / 2 - 0.004, -1.55, 2.25), 0.07, M.paint('#3b3a38', rough=0.6), rot=(90, 0, -90), align='CENTER')
    for dx, dy in ((-2.5, -1.5), (0.0, -1.5), (2.5, -1.5), (-2.5, 1.0), (0.0, 1.0), (2.5, 1.0)):
        downlight(dx, dy, 50)
    reception_desk(seed, wall=front)
    media_room(seed)


def media_room(seed):
    """The media-art room next door (x from W/2 to W/2 + 6): dark walls; on its back wall a
    travertine's beds magnified and projected, on the floor a dark terrazzo's aggregate projected in a
    trapezoid; the two projectors on a ceiling bar, their lenses lit; low benches; an exit sign."""
    x0, x1 = W / 2 + 0.15, W / 2 + 6.15
    cx = (x0 + x1) / 2
    dark = M.paint('#1a1a1c', rough=0.8)
    K.box((x1 - x0, D + 0.4, 0.1), (cx, 0, -0.1), M.plastic('#121214', rough=0.22, coat=0.5), 0, name='media floor')
    K.box((x1 - x0 + 0.3, 0.15, H), (cx, D / 2 + 0.075, 0), dark, 0, name='media wall')
    K.box((0.15, D + 0.4, H), (x1 + 0.075, 0, 0), dark, 0, name='media wall')
    K.box((x1 - x0 + 0.3, 0.15, H), (cx, -D / 2 - 0.075, 0), dark, 0, name='media wall')
    K.box((x1 - x0 + 0.3, D + 0.4, 0.12), (cx, 0, H), dark, 0, name='media ceiling')
    # the projections: the wall's image stands 5 cm proud of it (a screen), the floor's lies on it
    # the travertine's beds a few times their size, its honey deepened so they read as light
    wall_img = M.as_light(M.travertine('#e2b57e', '#6a3a1c', pore='#2a160a', scale=1.2, seed=seed + 30), 0.6)
    K.box((5.4, 0.04, 2.3), (cx, D / 2 - 0.03, 0.35), wall_img, 0.0, name='projection')
    floor_img = M.as_light(M.terrazzo('#25222a', ['#8a5a40', VIOLET, '#b9a88a', '#cfc8bc'], scale=3.0, seed=seed + 31, polish=0.0), 0.9)
    G.mesh('floor projection', [(cx - 1.4, 0.2, 0.002), (cx + 1.4, 0.2, 0.002), (cx + 2.1, 2.6, 0.002), (cx - 2.1, 2.6, 0.002)],
           [(0, 1, 2, 3)], floor_img, smooth=False)
    # the projectors on their bar
    body = M.plastic('#e9e7e2', rough=0.4)
    bar = M.paint('#2b2a28', rough=0.5)
    K.box((0.05, 0.05, 0.4), (cx, -0.6, H - 0.4), bar, 0.002, name='drop rod')
    K.box((0.05, 0.05, 0.36), (cx, 1.0, H - 0.36), bar, 0.002, name='drop rod')
    K.box((0.5, 0.38, 0.16), (cx, -0.6, H - 0.56), body, 0.012, name='projector')
    K.cyl(0.05, 0.05, (cx, -0.4, H - 0.48), M.emission('#fff4e6', 6, 'lens'), 0.0, rot=(-90, 0, 0), name='lens')
    K.box((0.4, 0.34, 0.15), (cx, 1.0, H - 0.5), body, 0.012, rot=(-60, 0, 0), name='projector')
    K.cyl(0.045, 0.04, (cx, 1.12, H - 0.5), M.emission('#fff4e6', 6, 'lens'), 0.0, rot=(-150, 0, 0), name='lens')
    K.spot((cx, -0.35, H - 0.48), (cx, D / 2, 1.5), 60, '#fff0dc', 50, 0.2, 0.03)
    # benches, their silhouettes against the light; a speaker either side; the exit sign
    for bx, by, r in ((cx - 1.0, -0.4, 6), (cx + 1.1, 0.3, -8)):
        K.bench(bx, by, r, M.plastic('#0d0d0e', rough=0.7), length=1.5)
    for sx in (x0 + 0.3, x1 - 0.3):
        K.box((0.22, 0.2, 0.36), (sx, D / 2 - 0.3, 2.1), M.plastic('#0f0f10', rough=0.6), 0.01, name='speaker')
    K.box((0.34, 0.06, 0.16), (x1 - 0.9, -D / 2 + 0.03, 2.25), M.emission('#2fbf6a', 3, 'exit'), 0.004, name='exit sign')


@subject('ep05/1f')
def _1f(seed):
    mood(key=0.42, fill=5)
    floor_1f(seed)
    # eye height, level (verticals straight), square on to the welcome wall: the three years' bands
    # and the edition's name across the picture, the docent stand and the bench before it, the sun
    # from the windows at the left edge (the sixth review: the three floor cards had looked at the
    # same window wall from the same corner); half a metre to the left of the room's middle, so the
    # docent's stand at the right is out of the frame, not a sliver of orange at its edge (the
    # fifteenth review read it as a cropping mistake on the home page)
    return cam((-0.85, -3.0, 1.5), (-0.85, 3.25, 1.5), 24, shift=(0.0, -0.06))


@subject('ep05/hero')
def _hero(seed):
    mood(key=0.42, fill=5)
    floor_1f(seed)
    # the running exhibition's own page opens in its lobby (the sixth review: it opened on the
    # home's flat-lay): eye height, level, from the lobby's right-hand corner across the docent stand
    # to the welcome wall's three years and the two windows laying the afternoon sun on the terrazzo;
    # from a step further back, so the tour's totem stands whole at the right (the seventh review read
    # its cut "DOCENT TO…" sign as a framing mistake)
    return cam((3.0, -4.2, 1.5), (-2.6, 3.25, 1.4), 22, shift=(0.0, -0.07))


def tour_stop(seed, top_z=0.76):
    """The docent tour's second stop, at the 2F table's window end: the orange route up from the
    stair, the tour's trolley (the whisper receivers standing in their charging case, their navy
    lanyards hanging over its rail, the docent's walnut tray of the running edition's samples to pass
    round, a tablet), and a folded card on the table naming the stop."""
    rnd = random.Random(seed + 70)
    route_tape([(3.5, 2.7), (3.0, 1.75), (2.4, -0.75), (-1.95, -0.75), (-2.35, -1.05)])
    steel = M.metal('#b8bcc2', rough=0.3, seed=seed)
    grey = M.plastic('#2b2d31', rough=0.45)
    navy = M.paint(NAVY, rough=0.55)
    white = M.paint('#f4f1ea', rough=0.6)
    objs = []
    cx, cy, w, d = -2.75, -1.15, 0.72, 0.46
    # the trolley: two steel shelves on four posts and castors, a push handle at its street end
    for z in (0.2, 0.8):
        objs.append(K.box((w, d, 0.018), (cx, cy, z), steel, 0.003, name='trolley shelf'))
        for sx in (-1, 1):
            objs.append(K.box((w, 0.008, 0.03), (cx, cy + sx * (d / 2 - 0.004), z + 0.018), steel, 0.001, name='trolley lip'))
    for px in (cx - w / 2 + 0.02, cx + w / 2 - 0.02):
        for py in (cy - d / 2 + 0.02, cy + d / 2 - 0.02):
            objs.append(K.cyl(0.012, 0.78, (px, py, 0.06), steel, 0.002, name='trolley post'))
            objs.append(K.cyl(0.03, 0.022, (px, py, 0.03), M.plastic('#1b1b1d', rough=0.5), 0.004, rot=(90, 0, 0), name='castor'))
    hx = cx - w / 2 - 0.06
    objs.append(K.tube([(cx - w / 2, cy - 0.17, 0.82), (hx, cy - 0.17, 0.9), (hx, cy + 0.17, 0.9), (cx - w / 2, cy + 0.17, 0.82)], 0.011, steel,
                       name='handle', taper=1.0))
    # the charging case: two rows of six receivers, each with its green charge light
    kx, ky, kz = cx + 0.12, cy + 0.02, 0.818
    objs.append(K.box((0.4, 0.2, 0.07), (kx, ky, kz), grey, 0.006, name='charging case'))
    for r in range(2):
        for c in range(6):
            x, y = kx - 0.15 + c * 0.06, ky - 0.045 + r * 0.09
            objs.append(K.box((0.044, 0.018, 0.085), (x, y, kz + 0.05), M.plastic('#3a3d42', rough=0.35), 0.004,
                              rot=(rnd.uniform(-3, 3), 0, rnd.uniform(-3, 3)), name='receiver'))
            objs.append(K.box((0.006, 0.002, 0.006), (x + 0.012, y - 0.0095, kz + 0.12), M.emission('#7dff9a', 4, 'charge'), 0.0, name='charge light'))
    # the lanyards, hung in a bunch over the trolley's front lip
    for k in range(7):
        x = cx - 0.2 + k * 0.045 + rnd.uniform(-0.01, 0.01)
        drop = rnd.uniform(0.16, 0.26)
        y0 = cy - d / 2
        objs.append(K.tube([(x, y0 + 0.05, 0.84), (x + 0.005, y0 - 0.008, 0.84), (x + 0.01, y0 - 0.02, 0.84 - drop * 0.6),
                            (x + 0.03, y0 - 0.025, 0.84 - drop), (x + 0.05, y0 - 0.02, 0.84 - drop * 0.6), (x + 0.055, y0 - 0.008, 0.84),
                            (x + 0.06, y0 + 0.05, 0.84)], 0.004, M.fabric(NAVY, weave=0.0015), name='lanyard', taper=1.0))
    # the docent's tray: walnut, with a lip, the edition's samples in it to hand round
    tx, ty, tz = cx - 0.17, cy + 0.05, 0.818
    walnut = M.wood('#6e4a32', '#3e2818', scale=0.25, seed=seed + 71)
    objs.append(K.box((0.3, 0.22, 0.008), (tx, ty, tz), walnut, 0.002, name='tray'))
    for sx, sy, lw, ld in ((0, -0.105, 0.3, 0.01), (0, 0.105, 0.3, 0.01), (-0.145, 0, 0.01, 0.22), (0.145, 0, 0.01, 0.22)):
        objs.append(K.box((lw, ld, 0.022), (tx + sx, ty + sy, tz), walnut, 0.002, name='tray lip'))
    for i, spec in enumerate(SAMPLES_2025[:6]):
        o = K.box((0.075, 0.075, 0.012), (tx - 0.09 + (i % 3) * 0.09, ty - 0.045 + (i // 3) * 0.09, tz + 0.008), B.mat(spec, seed + 72 + i), 0.002,
                  rot=(0, 0, rnd.uniform(-6, 6)), name='sample')
        B.chamfer(o, 0.0015)
        objs.append(o)
    objs.append(K.box((0.25, 0.18, 0.008), (cx + 0.05, cy + 0.05, 0.218), M.plastic('#15171c', rough=0.15), 0.004, rot=(0, 0, 8), name='tablet'))
    objs.append(K.box((0.1, 0.21, 0.01), (cx - 0.2, cy - 0.05, 0.218), white, 0.0, rot=(0, 0, -5), name='leaflets'))
    K.group_rotate(objs, 18, (cx, cy))
    # the stop's card, folded into a tent at the table's window end
    sx, sy = -1.62, 0.05
    for side in (-1, 1):
        K.box((0.004, 0.24, 0.16), (sx + side * 0.03, sy, top_z), navy, 0.0, rot=(0, -side * 11, 0), name='stop card')
    for body, z, size, mat in (('DOCENT TOUR', top_z + 0.115, 0.02, white), ('STOP 2  ·  2F', top_z + 0.075, 0.026, M.paint(ORANGE, rough=0.5)),
                               ('THEME MATERIALS', top_z + 0.04, 0.014, white)):
        K.lettering(body, (sx - 0.034 + (z - top_z) * 0.194, sy, z), size, mat, rot=(90 - 11, 0, -90), align='CENTER', sign=True)


@subject('ep05/docent')
def _docent(seed):
    mood(key=0.45, fill=15)
    floor_2f(seed)
    tour_stop(seed)
    # the tour's own picture (the fourteenth review: the docent card was the lobby a third time): on
    # 2F, from beside the windows, the trolley of receivers and the docent's tray of samples near,
    # the stop's card on the table's end, the orange route back along the floor to the stair
    return cam((-4.15, -2.2, 1.5), (-1.0, 0.26, 1.3), 28, shift=(0.0, -0.1))


@subject('ep05/media')
def _media(seed):
    mood(key=0.26, fill=0)
    floor_1f(seed)
    cx = W / 2 + 3.15
    return cam((cx - 0.9, -2.7, 1.45), (cx + 0.2, D / 2, 1.55), 18)


@subject('ep05/reception')
def _reception(seed):
    """The sign-in and sign-up pages' picture (what membership is for: a ticket the desk reads): the
    ticket desk from the lobby, the reader's code turned to the visitor, the street window's
    afternoon sun beside it."""
    mood(key=0.42, fill=5)
    floor_1f(seed, front=True)
    return cam((-1.1, 0.5, 1.5), (-3.05, -2.6, 1.25), 30, shift=(0.0, -0.03))


def welcome_kit(seed, cx=-3.0, y=-2.2, top=1.05):
    """What a new member finds on the ticket desk (the sign-up page's picture): a phone laid on the
    travertine with its QR ticket lit, a navy member card with an orange band, a fan of the show's
    postcards in its colours and a pen."""
    rnd = random.Random(seed + 90)
    # turned to be read from the visitor's side of the desk, where the camera stands
    px, py, turn = cx - 0.04, y + 0.25, 194
    objs = [K.box((0.075, 0.155, 0.008), (px, py, top), M.plastic('#17181b', rough=0.18, coat=0.6), 0.006, name='phone'),
            K.box((0.068, 0.146, 0.0006), (px, py, top + 0.008), M.emission('#f2f4f0', 1.6, 'phone screen'), 0.0, name='phone screen')]
    code = qr_screen(0.0, 0.0, 0.05, seed + 91)
    code.rotation_euler = (math.radians(-90), 0, 0)
    code.location = (px, py + 0.01, top + 0.0092)
    objs.append(code)
    objs.append(K.lettering('EP.05  TICKET', (px, py - 0.045, top + 0.0092), 0.007, M.paint('#1b1c1f', rough=0.6), rot=(0, 0, 0),
                            align='CENTER', sign=True))
    K.group_rotate(objs, turn, (px, py))
    # the member card
    kx, ky = cx + 0.13, y + 0.3
    card = [K.box((0.0856, 0.054, 0.0008), (kx, ky, top), M.paint(NAVY, rough=0.4), 0.001, name='member card'),
            K.box((0.0856, 0.008, 0.0002), (kx, ky - 0.016, top + 0.0008), M.paint(ORANGE, rough=0.5), 0.0, name='card band'),
            K.lettering('MORU  MEMBERS', (kx - 0.036, ky + 0.008, top + 0.0009), 0.0065, M.paint('#f4f1ea', rough=0.6), rot=(0, 0, 0), sign=True)]
    K.group_rotate(card, 171, (kx, ky))
    # the postcards, fanned, each in one of the edition's colours
    for k, c in enumerate((ORANGE, NAVY, SAND, VIOLET)):
        K.box((0.148, 0.1, 0.0005), (cx - 0.3 + k * 0.012, y + 0.24 + k * 0.006, top + k * 0.0006), M.paint(c, rough=0.6), 0.0,
              rot=(0, 0, -20 + k * 9 + rnd.uniform(-2, 2)), name='postcard')
    K.cyl(0.0045, 0.14, (cx - 0.16, y + 0.34, top + 0.0045 - 0.07), M.plastic('#2b2a28', rough=0.3), 0.001, rot=(0, 90, 24), name='pen')


@subject('ep05/welcome')
def _welcome(seed):
    """The sign-up page's picture, its own (the fourteenth review: sign-up reused sign-in's): on the
    ticket desk, what joining gives a visitor, a ticket the desk reads from the phone, the member
    card and the show's postcards, the lobby soft behind."""
    mood(key=0.42, fill=10)
    floor_1f(seed, front=True)
    welcome_kit(seed)
    return cam((-3.03, -1.3, 1.45), (-3.08, -2.05, 1.05), 45, dof=3.2)


# ── 2F: the material table ─────────────────────────────────────────────────────
def keyring(x, y, z, m, turn, seed):
    """A key ring cut from an offcut: a 35 × 55 mm tag with rounded corners and a drilled hole, a
    steel split ring through it and a short chain."""
    tag_ = K.box((0.035, 0.055, 0.006), (x, y, z), m, 0.004, rot=(0, 0, turn), name='key ring')
    a = math.radians(turn)
    hx, hy = x - math.sin(a) * 0.018, y + math.cos(a) * 0.018
    hole = K.cyl(0.0035, 0.02, (hx, hy, z - 0.005), None, 0.0, verts=24, name='drill')
    b = tag_.modifiers.new('hole', 'BOOLEAN')
    b.operation = 'DIFFERENCE'
    b.object = hole
    hole.hide_render = True
    steel = M.metal('#c4c7cb', rough=0.2, brushed=False, seed=seed)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.013, minor_radius=0.0011,
                                     location=(hx - math.sin(a) * 0.011, hy + math.cos(a) * 0.011, z + 0.0022))
    ring = bpy.context.active_object
    ring.name = 'split ring'
    ring.data.materials.append(steel)
    for k in range(3):
        bpy.ops.mesh.primitive_torus_add(major_radius=0.0045, minor_radius=0.0008,
                                         location=(hx - math.sin(a) * (0.027 + k * 0.007), hy + math.cos(a) * (0.027 + k * 0.007), z + 0.001),
                                         rotation=(0, math.radians(90 if k % 2 else 0), a))
        link = bpy.context.active_object
        link.name = 'chain'
        link.data.materials.append(steel)


def coaster(x, y, z, m, turn, stack=1):
    """A 100 mm coaster: an 8 mm slice of the material on a cork back, stacked `stack` high."""
    cork = M.paint('#b08a5a', rough=0.95)
    for i in range(stack):
        zz = z + i * 0.0105
        K.box((0.1, 0.1, 0.0025), (x, y, zz), cork, 0.001, rot=(0, 0, turn + i * 4), name='cork')
        K.box((0.1, 0.1, 0.008), (x, y, zz + 0.0025), m, 0.003, rot=(0, 0, turn + i * 4), name='coaster')


def workshop(seed, z):
    """The table's middle (about its origin, top at z): a cutting mat, offcuts in a tray, key rings
    and coasters in the making and made, and the tools: a rule, a pencil, a sanding block, pliers,
    an awl, a tin of split rings."""
    rnd = random.Random(seed)
    mats = [B.mat(s, seed + i) for i, s in enumerate(SAMPLES_2025[:5])]
    K.box((0.6, 0.45, 0.003), (0.0, -0.05, z), M.plastic('#3f6f5a', rough=0.7), 0.0005, rot=(0, 0, 3), name='cutting mat')
    # the mat's printed grid, both ways, a heavier line every 10 cm (the thirteenth review: lines one
    # way only read as a striped board, not a cutting mat)
    ink = M.paint('#a9c9b5', rough=0.7)
    a = math.radians(3)
    for k in range(-5, 6):
        K.box((0.0012 if k % 2 == 0 else 0.0007, 0.43, 0.0002), (k * 0.05 * math.cos(a), -0.05 + k * 0.05 * math.sin(a), z + 0.003),
              ink, 0.0, rot=(0, 0, 3), name='grid')
    for k in range(-4, 5):
        K.box((0.58, 0.0012 if k % 2 == 0 else 0.0007, 0.0002), (-k * 0.05 * math.sin(a), -0.05 + k * 0.05 * math.cos(a), z + 0.003),
              ink, 0.0, rot=(0, 0, 3), name='grid')
    # an oak tray of offcuts
    oak = M.wood('#d9bf98', '#a9875e', scale=0.3, seed=seed)
    K.box((0.34, 0.22, 0.01), (-0.52, 0.22, z), oak, 0.002, name='tray')
    for sx, sy, w, d in ((0, -0.105, 0.34, 0.012), (0, 0.105, 0.34, 0.012), (-0.164, 0, 0.012, 0.22), (0.164, 0, 0.012, 0.22)):
        K.box((w, d, 0.045), (-0.52 + sx, 0.22 + sy, z), oak, 0.002, name='tray side')
    for i in range(11):
        w, d = rnd.uniform(0.03, 0.09), rnd.uniform(0.03, 0.07)
        K.box((w, d, rnd.choice((0.008, 0.01, 0.012))), (-0.52 + rnd.uniform(-0.11, 0.11), 0.22 + rnd.uniform(-0.06, 0.06), z + 0.01 + (i % 3) * 0.009),
              mats[i % 5], 0.0015, rot=(rnd.uniform(-6, 6), rnd.uniform(-6, 6), rnd.uniform(0, 90)), name='offcut')
    # key rings: three made, one still marked out on its offcut
    for i, (kx, ky, turn) in enumerate(((0.08, 0.02, 14), (0.15, -0.06, -22), (0.05, -0.12, 40))):
        keyring(kx, ky, z + 0.003, mats[(i * 2) % 5], turn, seed + i)
    K.box((0.09, 0.07, 0.01), (-0.12, -0.08, z + 0.003), mats[2], 0.0015, rot=(0, 0, -8), name='offcut')
    K.box((0.035, 0.055, 0.0003), (-0.12, -0.08, z + 0.013), M.paint('#f4f1ea', rough=0.7), 0.0, rot=(0, 0, -8), name='marking')
    # coasters: a stack made, two lying
    coaster(0.42, 0.12, z, mats[0], 8, stack=3)
    coaster(0.36, -0.08, z, mats[3], -12)
    coaster(0.52, -0.12, z, mats[2], 25)
    # tools
    K.moved(lambda: B.rule(0.0, 0.0, 0.0, length=0.3, ink=M.paint('#3c3a36', rough=0.6)), -0.08, 0.12, z + 0.003, turn=-4)
    K.moved(lambda: B.pencil(0.0, 0.0, 0.0), 0.24, 0.14, z + 0.003, turn=62)
    K.box((0.11, 0.065, 0.025), (-0.3, -0.17, z), M.wood('#c7a27a', '#6b4a2e', scale=0.2, seed=seed + 5), 0.004, rot=(0, 0, 20), name='sanding block')
    K.box((0.11, 0.065, 0.002), (-0.3, -0.17, z + 0.025), M.paint('#8a7f72', rough=1.0), 0.0, rot=(0, 0, 20), name='sandpaper')
    grip = M.plastic('#c44d2c', rough=0.5)
    jaw = M.metal('#6f7378', rough=0.35, brushed=False)
    for s in (-1, 1):
        K.tube([(-0.22, -0.28 + s * 0.012, z + 0.006), (-0.16, -0.28 + s * 0.004, z + 0.006)], 0.006, grip, name='pliers grip', taper=0.8)
        K.tube([(-0.16, -0.28 + s * 0.004, z + 0.006), (-0.115, -0.28 - s * 0.002, z + 0.006)], 0.004, jaw, name='pliers jaw', taper=0.5)
    K.cyl(0.011, 0.08, (0.3, 0.02, z + 0.011), M.wood('#b8885a', '#6b4a2e', scale=0.1, seed=seed + 6), 0.003, rot=(0, 90, 150), name='awl handle')
    K.tube([(0.265, 0.04, z + 0.011), (0.2, 0.078, z + 0.004)], 0.0016, jaw, name='awl', taper=0.2)
    tin = M.metal('#b9bcc0', rough=0.25, brushed=False)
    K.cyl(0.04, 0.025, (0.55, 0.2, z), tin, 0.002, name='tin')
    for k in range(6):
        bpy.ops.mesh.primitive_torus_add(major_radius=0.012, minor_radius=0.0011,
                                         location=(0.55 + rnd.uniform(-0.018, 0.018), 0.2 + rnd.uniform(-0.018, 0.018), z + 0.02 + k * 0.001))
        o = bpy.context.active_object
        o.name = 'split ring'
        o.rotation_euler = (rnd.uniform(-0.3, 0.3), rnd.uniform(-0.3, 0.3), 0)
        o.data.materials.append(tin)


def samples_2025(seed, turn):
    """The running edition's six samples as its board lays them out (scenes/boards.py), with their
    tags and the colour ring, on z = 0 about the origin."""
    lay = B.LAYOUTS['grid']
    for i, (spec, slot) in enumerate(zip(SAMPLES_2025, lay['slots'])):
        B.sample(spec, slot, seed + i, lay['slots'][0][2] if slot[4] else 0.0)
    paper = M.paint('#f5f2ea', rough=0.9)
    ink = M.paint('#3c3a36', rough=0.6)
    for n, (x, y, rz, on) in enumerate(lay['tags'][:2]):
        B.tag(x, y, lay['slots'][on][2], rz, paper, ink, (B.FAMILY.get(SAMPLES_2025[on][0], 'SAMPLE'), B.sample_code(2025, SAMPLES_2025[on], on)))
    B.swatch_ring(*lay['ring'], CHIPS_2025, seed)


def samples_past(seed):
    """The 2023 and 2024 themes' pieces at the table's other end: linen, pale plaster, a split-face
    stone, oak, a pale green lacquer, concrete (cut samples, flat, with their thickness)."""
    rnd = random.Random(seed)
    specs = [('fabric', ['#e9e2d6', '#ddd4c4'], {'weave': 0.001}), ('plaster', ['#e8cfc4'], {}), ('stone', ['#a9aaa6', '#6f706c'], {'scale': 0.2, 'cleft': 0.6}),
             ('wood', ['#d9bf98', '#a9875e'], {'scale': 0.3}), ('paint', ['#b7c9b5'], {}), ('concrete', ['#b4b1ab'], {})]
    for i, spec in enumerate(specs):
        w, d = (0.24, 0.16, 0.14, 0.28, 0.12, 0.2)[i], (0.18, 0.16, 0.14, 0.09, 0.12, 0.14)[i]
        t = 0.003 if spec[0] == 'fabric' else rnd.choice((0.012, 0.016, 0.02))
        o = K.box((w, d, t), ((i % 3) * 0.27 - 0.27, (i // 3) * 0.22 - 0.11, 0.0), B.mat(spec, seed + i), 0.002, rot=(0, 0, rnd.uniform(-12, 12)), name='sample')
        B.chamfer(o, 0.002)


def floor_2f(seed):
    wall = M.plaster('#eeebe5', seed=seed + 1)
    # a power-floated concrete floor, sealed: cloudy, its saw cuts 3 m apart, its sheen worn unevenly
    floor = roughen(M.concrete('#a9a49b', seed=seed, panel=(3.0, 3.0), ties=False), 0.22, 0.55, scale=0.6, seed=seed)
    shell(seed + 1, wall, floor, back_door=(3.0, 4.0), level=1, front=True)
    door_frame(3.5, D / 2 + 0.075, 1.0, '-y', M.paint('#3b3c3e', rough=0.45))
    stair_hall(seed, 3.0, 4.0)
    K.lettering('2F  THEME MATERIALS', (W / 2 - 0.004, 0.4, 2.2), 0.13, M.paint('#3b3a38', rough=0.6), rot=(90, 0, -90), align='CENTER')
    # the table: 3.6 × 1.4 m of bleached oak on a brushed aluminium frame
    top_z = 0.76
    K.table(0.0, 0.5, 0, M.wood('#e2cfae', '#b89b72', scale=0.5, seed=seed + 2, planks=(3.6, 0.2)), M.metal('#c9ced6', rough=0.3, seed=seed),
            w=3.6, d=1.4, h=top_z, thick=0.04)
    K.moved(lambda: workshop(seed, 0.0), 0.0, 0.3, top_z)
    K.moved(lambda: samples_2025(seed + 40, 0), -1.2, 0.6, top_z, turn=-4)
    K.moved(lambda: samples_past(seed + 50), 1.25, 0.75, top_z, turn=3)
    K.box((0.74, 0.5, 0.0004), (1.25, 0.75, top_z), M.paint('#f3f1ec', rough=0.9), 0.0, rot=(0, 0, 3), name='sheet')
    K.box((0.74, 0.5, 0.0004), (-1.2, 0.6, top_z), M.paint('#2a2b33', rough=0.9), 0.0, rot=(0, 0, -4), name='sheet')
    chairs = {}
    for x, y, r in ((-1.1, 1.55, 180), (0.0, 1.55, 175), (1.1, 1.55, 185), (-0.6, -0.5, 5), (0.85, -0.55, -14)):
        chairs[x] = K.side_chair(x, y, r, M.wood('#d6b48a', '#8a5f38', scale=0.3, seed=seed + 7), M.metal('#c9ced6', rough=0.3, seed=seed + 8))
    # a visitor's linen jacket left on a chair, catalogues and a tote at the table's end
    G.drape((0.55, 0.75), (0.85, -0.6, 0.47), M.fabric('#8a6f52', '#7d634a', weave=0.003, sheen=0.5), chairs[0.85], rot=-14,
            thick=0.008, stiff=12, bend=0.4, tilt=(8, 0))
    catalogues(1.5, 0.05, top_z, 24, seed)
    # large-format samples delivered for the table, leaning on the pier between the windows, and the
    # kraft boxes they came in
    for k, m in enumerate((M.travertine(SAND, HONEY, scale=0.3, seed=seed + 30), B.mat(SAMPLES_2025[1], seed + 31),
                           M.concrete('#8e8a84', seed=seed + 32, panel=None))):
        K.box((0.02, 0.6, 1.2), (-W / 2 + 0.12 + k * 0.035, 0.0 + k * 0.04, 0.0), m, 0.003, rot=(0, -8 + k * 1.5, 0), name='slab')
    kraft = M.paint('#b08a5c', rough=0.9, seed=seed)
    tape = M.plastic('#c9a878', rough=0.3)
    for bx, by, bz, r, size in ((-0.7, -1.75, 0.0, 8, (0.62, 0.42, 0.3)), (-0.68, -1.73, 0.3, -4, (0.5, 0.36, 0.24)), (-1.5, -2.0, 0.0, 25, (0.62, 0.42, 0.3))):
        K.box(size, (bx, by, bz), kraft, 0.006, rot=(0, 0, r), name='box')
        K.box((size[0] + 0.002, 0.05, 0.0015), (bx, by, bz + size[2]), tape, 0.0, rot=(0, 0, r), name='box tape')
    # shelving of offcut boxes along the back wall
    K.shelf(-1.6, D / 2 - 0.2, 0, M.wood('#d9bf98', '#a9875e', scale=0.4, seed=seed + 9), w=2.4, h=1.8, rows=4, depth=0.32,
            items=[M.travertine(SAND, HONEY, scale=0.2, seed=seed + 10), M.corten(seed=seed + 11, scale=0.2), M.metal('#26325a', rough=0.24),
                   M.paint('#f4f1ea', rough=0.9), M.fabric('#e9e2d6', weave=0.002)])
    for x in (-1.0, 0.0, 1.0):
        G.shade_pendant(x, 0.5, 1.75, M.metal('#c9ced6', rough=0.3, brushed=False, seed=seed), energy=25, ceiling=H)
    for dx, dy in ((-3.0, -1.5), (3.0, -1.5), (-3.0, 2.0), (3.0, 1.5)):
        downlight(dx, dy, 70)


@subject('ep05/2f')
def _2f(seed):
    mood(key=0.4, fill=5)
    floor_2f(seed)
    # standing at the table's near corner, looking down across the workshop and the samples to the
    # shelving of offcut boxes on the back wall: the making floor, not its windows
    # (level, the lens shifted down: the shelving's uprights stay upright)
    return cam((2.0, -1.55, 1.6), (-1.5, 2.9, 1.6), 26, shift=(0.0, -0.2))


@subject('ep05/goods')
def _goods(seed):
    mood(key=0.47, fill=15)
    floor_2f(seed)
    # onto the kit: the key rings, the marked offcut and the coasters at the table's front
    return cam((0.2, -0.35, 1.22), (0.18, 0.3, 0.77), 40, dof=4.0)


# ── 3F: drawing room and tasting counter ───────────────────────────────────────
def drawing_top(seed, z):
    """A drawing table's top (about its origin, at z): sheets with a room being sketched and coloured
    in the themes' colours, coloured pencils, a pencil cup, the colour ring and loose chips."""
    rnd = random.Random(seed)
    paper = M.paint('#fbfaf6', rough=0.9)
    ink = M.paint('#3c3a36', rough=0.6)
    for k, (sx, sy, r) in enumerate(((-0.3, 0.0, 4), (0.3, 0.05, -7))):
        K.box((0.42, 0.3, 0.0012), (sx, sy, z), paper, 0.0, rot=(0, 0, r), name='sheet')
        a = math.radians(r)

        def on(u, v, sx=sx, sy=sy, a=a):
            return sx + u * math.cos(a) - v * math.sin(a), sy + u * math.sin(a) + v * math.cos(a)

        # a room in plan: its walls in pencil, a window, and areas coloured in
        for (u, v, w, d) in ((0, 0.1, 0.3, 0.004), (0, -0.1, 0.3, 0.004), (-0.15, 0, 0.004, 0.2), (0.15, 0, 0.004, 0.2)):
            K.box((w, d, 0.0002), (*on(u, v), z + 0.0012), ink, 0.0, rot=(0, 0, r), name='line')
        for (u, v, w, d, c) in ((-0.07, 0.03, 0.12, 0.1, (ORANGE, VIOLET)[k]), (0.07, -0.05, 0.1, 0.07, HONEY), (0.08, 0.06, 0.06, 0.05, (LIME, SAND)[k])):
            K.box((w, d, 0.0002), (*on(u, v), z + 0.0013), M.paint(c, rough=0.9), 0.0, rot=(0, 0, r), name='colour')
    cols = [NAVY, ORANGE, LIME, VIOLET, SAND, HONEY]
    for i, c in enumerate(cols):
        px = -0.05 + i * 0.03 + rnd.uniform(-0.01, 0.01)

        def body(c=c):
            K.cyl(0.0037, 0.16, (0, 0, 0.0032 - 0.08), M.plastic(c, rough=0.35), 0.0004, rot=(0, 90, 0), verts=6, name='pencil')
            K.cyl(0.0036, 0.02, (0.09, 0, 0.0032 - 0.01), M.wood('#e2c49a', '#c49a6a', scale=0.05), 0.0, rot=(0, 90, 0), r2=0.0012, verts=24, name='pencil wood')

        K.moved(body, px, -0.22 + rnd.uniform(-0.02, 0.02), z, turn=80 + rnd.uniform(-15, 15))
    K.cyl(0.04, 0.1, (0.62, 0.12, z), M.ceramic('#2a2b33', rough=0.35), 0.003, verts=48, name='cup')
    for k, c in enumerate(cols[1:5]):
        a = math.radians(k * 90 + 20)
        K.cyl(0.0037, 0.17, (0.62 + 0.015 * math.cos(a), 0.12 + 0.015 * math.sin(a), z + 0.005), M.plastic(c, rough=0.35), 0.0004,
              rot=(6 * math.sin(a), -6 * math.cos(a), 0), verts=6, name='pencil')
    K.moved(lambda: B.swatch_ring(0.0, 0.0, CHIPS_2025, seed), -0.62, 0.1, z)
    for i, c in enumerate(cols[:4]):
        K.box((0.05, 0.034, 0.0006), (0.6 + i * 0.006, -0.14 + i * 0.012, z + i * 0.0007), M.paint(c, rough=0.55), 0.0003, rot=(0, 0, -20 + i * 12), name='chip')


def floor_3f(seed):
    wall = M.plaster('#ebe4d8', seed=seed + 2)
    # oiled oak boards, fine-grained (a wide ring scale drew cartoon arches), their sheen uneven
    floor = roughen(M.wood('#b8966c', '#7a5533', scale=0.25, seed=seed, planks=(1.8, 0.15)), 0.3, 0.6, scale=0.6, seed=seed)
    shell(seed + 2, wall, floor, back_door=(-4.2, -3.2), level=2, front=True)
    # a flat-woven wool rug under the drawing tables
    K.rug(-2.2, 0.95, 3.2, 2.9, M.fabric('#cfc6b6', '#bdb2a0', weave=0.004, sheen=0.2))
    door_frame(-3.7, D / 2 + 0.075, 1.0, '-y', M.paint('#3b3c3e', rough=0.45))
    stair_hall(seed, -4.2, -3.2)
    # the drawing room: two tables, chairs, a pinboard of sketches
    oak = M.wood('#e2cfae', '#b89b72', scale=0.5, seed=seed + 3)
    legs = M.paint('#2b2a28', rough=0.5)
    for tx, ty in ((-2.2, 0.2), (-2.2, 1.7)):
        K.table(tx, ty, 0, oak, legs, w=1.8, d=0.8, h=0.74, thick=0.035)
        K.moved(lambda tx=tx, ty=ty: drawing_top(seed + int(ty * 10), 0.0), tx, ty, 0.74)
        for cx in (-0.45, 0.45):
            K.side_chair(tx + cx, ty - 0.62, 185 + cx * 10, M.fabric('#d9d3c7', weave=0.002), legs)
    K.box((2.4, 0.025, 1.0), (-1.9, D / 2 - 0.013, 1.1), M.paint('#b08a5a', rough=0.95), 0.002, name='pinboard')
    rnd = random.Random(seed)
    for i in range(8):
        px, pz = -3.1 + (i % 4) * 0.55 + rnd.uniform(-0.04, 0.04), 1.2 + (i // 4) * 0.45 + rnd.uniform(-0.03, 0.03)
        K.box((0.3, 0.003, 0.21), (px + 0.15, D / 2 - 0.027, pz), M.paint('#fbfaf6', rough=0.9), 0.0, rot=(0, rnd.uniform(-4, 4), 0), name='sketch')
        for k, c in enumerate(rnd.sample([ORANGE, VIOLET, SAND, HONEY, LIME, NAVY], 2)):
            K.box((0.09, 0.002, 0.07), (px + 0.08 + k * 0.12, D / 2 - 0.03, pz + 0.05 + k * 0.03), M.paint(c, rough=0.9), 0.0, name='sketch colour')
    # the linen screen between the two rooms: two panels folded at an angle behind the counter's end
    linen = M.fabric('#e4dccd', '#d8cfbd', weave=0.002, sheen=0.4)
    alu = M.metal('#c9ced6', rough=0.3, seed=seed)
    for sy, r in ((2.35, 20), (3.0, -20)):
        K.moved(lambda: (K.box((0.03, 0.62, 1.6), (0.0, 0.0, 0.08), linen, 0.008, name='screen'),
                       [K.box((0.04, 0.03, 1.7), (0.0, ey, 0.0), alu, 0.003, name='screen post') for ey in (-0.32, 0.32)]),
              0.15, sy, turn=r)
    tasting_counter(seed)
    for dx, dy in ((-3.0, -1.5), (-1.2, -1.5), (1.5, -1.5), (3.2, -1.5), (-2.2, 1.0)):
        downlight(dx, dy, 45)


def tasting_counter(seed, x0=0.9, x1=3.9, y=1.9):
    """A standing tasting bar at true proportions: 1.05 m high, 0.6 m deep, a 40 mm travertine top
    overhanging the guests' side by 15 cm, a fluted oak front on a recessed black plinth, a brass
    foot rail on brackets; the drinks in each theme's colour with their cards, a carafe, a tray of
    clean glasses and a stack of napkins on top; a linear pendant over it; behind it the back bar's
    walnut shelves of bottles."""
    cx, L = (x0 + x1) / 2, x1 - x0
    front = y - 0.3
    oak = M.wood('#c9a57a', '#8a6440', scale=0.25, seed=seed + 5, along='Z')
    black = M.paint('#1c1b1a', rough=0.6)
    K.box((L - 0.1, 0.52, 0.1), (cx, y + 0.05, 0.0), black, 0.0, name='plinth')
    K.box((L, 0.56, 0.91), (cx, y + 0.02, 0.1), M.paint('#2a2826', rough=0.7), 0.002, name='carcass')
    n = int(L / 0.045)
    for k in range(n):
        K.box((0.038, 0.025, 0.91), (x0 + (k + 0.5) * L / n, front - 0.0, 0.1), oak, 0.006, name='flute')
    trav = roughen(M.travertine(SAND, HONEY, scale=0.3, seed=seed + 4), 0.25, 0.45, scale=2.0, seed=seed)
    K.box((L + 0.1, 0.75, 0.04), (cx, y - 0.05, 1.01), trav, 0.003, name='counter top')
    brass = M.metal('#b8935a', rough=0.22, brushed=False, seed=seed)
    rail_y = front - 0.2
    K.tube([(x0 + 0.1, rail_y, 0.2), (x1 - 0.1, rail_y, 0.2)], 0.019, brass, name='foot rail', taper=1.0)
    for bx in (x0 + 0.25, cx, x1 - 0.25):
        K.box((0.025, 0.2, 0.03), (bx, front - 0.1, 0.185), brass, 0.004, name='rail bracket')
    top = 1.05
    # each theme's colour, a little lighter as a drink in glass, two of each, and its card
    drinks = ((ORANGE, 'BOOST'), ('#8c7fd6', 'COSMOS'), ('#d9a04a', 'OOPARTS'))
    paper = M.paint('#f5f2ea', rough=0.9)
    ink = M.paint('#3c3a36', rough=0.6)
    for i, (c, name) in enumerate(drinks):
        for k in range(2):
            G.vessel(x0 + 0.55 + i * 0.7 + k * 0.15, y - 0.1 + k * 0.07, top, 0.034, 0.12, drink=(c, True), fill=0.72)
        K.moved(lambda name=name: B.tag(0.0, 0.0, 0.0, 0.0, paper, ink, (name, 'SY(E)NERGY 2025'), w=0.09, d=0.05),
              x0 + 0.62 + i * 0.7, y - 0.27, top, turn=-3 + i * 3)
    # a carafe of water, a walnut tray of clean glasses upside down, napkins
    G.vessel(x1 - 0.45, y - 0.02, top, 0.055, 0.24, drink=('#ffffff', True), fill=0.6, r_top=0.045)
    walnut = M.wood('#6e4a32', '#3b2618', scale=0.2, seed=seed + 6)
    K.box((0.42, 0.28, 0.018), (x0 + 0.22, y + 0.02, top), walnut, 0.004, name='tray')
    for k in range(6):
        G.vessel(x0 + 0.1 + (k % 3) * 0.11, y - 0.05 + (k // 3) * 0.12, top + 0.018, 0.032, 0.1)
    for k in range(8):
        K.box((0.12, 0.12, 0.003), (x1 - 0.2, y + 0.1, top + k * 0.003), M.paint('#f2efe8', rough=0.95), 0.001, rot=(0, 0, k * 2.5),
              name='napkin')
    # a linear pendant over the bar: a slim dark profile on two wires, its diffuser lit beneath
    lz = 2.05
    K.box((L - 0.6, 0.06, 0.045), (cx, y - 0.05, lz), M.paint('#1f1f20', rough=0.45), 0.004, name='linear pendant')
    K.box((L - 0.64, 0.04, 0.002), (cx, y - 0.05, lz - 0.001), M.emission('#ffd7a3', 3, 'diffuser'), 0.0, name='diffuser')
    for wx in (x0 + 0.5, x1 - 0.5):
        K.cyl(0.0012, H - lz - 0.045, (wx, y - 0.05, lz + 0.045), M.plastic('#222222'), 0.0, verts=8, name='wire')
    ld = K.area((cx, y - 0.05, lz - 0.01), (cx, y - 0.05, 0.0), L - 0.64, 30, '#ffcf96', size_y=0.04, name='bar light')
    ld.visible_camera = False
    # the back bar: walnut shelves with the drinks' bottles and glasses
    bz = 0.0
    K.shelf(cx, D / 2 - 0.16, 0, walnut, w=2.6, h=1.9, rows=3, depth=0.26)
    rnd = random.Random(seed)
    tints = ('#e8a25a', '#c9d6c2', '#6b4a2e', '#e9e3d6', '#b7c3d9', '#5a3a22')
    for row in range(1, 4):
        zz = bz + row * 1.9 / 3 + 0.0125
        if row == 3:
            continue
        bx = cx - 1.2
        while bx < cx + 1.15:
            if rnd.random() < 0.75:
                G.vessel(bx, D / 2 - 0.16, zz, 0.035, rnd.choice((0.26, 0.3, 0.22)), M.glass(rnd.choice(tints), rough=0.05), neck=0.32)
                bx += 0.085
            else:
                bx += 0.16
    for k in range(9):
        G.vessel(cx - 1.15 + k * 0.09, D / 2 - 0.16, 0.0125, 0.032, 0.1)


@subject('ep05/3f')
def _3f(seed):
    mood(key=0.4, fill=5)
    floor_3f(seed)
    # from beside the bar's far end, level at eye height: the counter running into the picture on
    # the right, the drawing tables in the sun from the windows beyond
    return cam((4.2, 0.3, 1.5), (-3.0, 2.2, 1.5), 26, shift=(0.0, -0.08))


@subject('ep05/drawing')
def _drawing(seed):
    mood(key=0.47, fill=15)
    floor_3f(seed)
    return cam((-1.05, -0.75, 1.4), (-2.2, 0.3, 0.74), 28, dof=4.0)


@subject('ep05/tasting')
def _tasting(seed):
    mood(key=0.45, fill=15)
    floor_3f(seed)
    return cam((1.3, 1.02, 1.45), (2.2, 1.85, 1.08), 30, dof=4.0)


run_scene()
