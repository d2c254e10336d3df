"""EP.05's own event pictures besides its floors and floor programmes (those are scenes/ep05.py): the
pop-up seen from the street, the online seminar's broadcast set, the company members' material
briefing and the visitor survey at the show's exit.

A blind design review read the per-kind event pictures (scenes/rooms.py `events/*`) as one picture
standing for several events of different years, and as the 2023 EP.02 gallery photographs; each of
these is built for its one event (src/server/events/seed.ts gives it as the event's `thumbnail`).
Same conventions as rooms.py: each subject builds its scene and returns its default camera; no human
figures; no primitive standing as the subject.
"""

import math
import os
import random
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))
import kit as K  # noqa: E402
import materials as M  # noqa: E402
import shapes as G  # noqa: E402
from scene import cam, mood, subject  # noqa: E402
from scene import run as run_scene  # noqa: E402

# the offices' window centres across the façade (4F and 5F)
OFFICE_X = (-3.9, -1.3, 1.3, 3.9)
# EP.05's floor colours (src/server/content/seed-ep5.ts): 1F terracotta, 2F teal, 3F blue
EP5 = {'1F': '#b0643b', '2F': '#2f6f62', '3F': '#4b55b8'}


def lettering(body, loc, size, mat, rot=(90, 0, 0), extrude=0.006, align='CENTER'):
    """Raised, centred lettering (a sign's name): the kit's, with this module's defaults."""
    return K.lettering(body, loc, size, mat, rot, align, extrude)


def stamp(tpl, loc, rot=(0, 0, 0), scale=None):
    """A linked copy of a template object (shares its mesh: hundreds cost little)."""
    o = tpl.copy()
    bpy.context.collection.objects.link(o)
    o.hide_render = False
    o.location = loc
    o.rotation_euler = rot
    if scale is not None:
        o.scale = scale
    return o


def street_tree(x, y, seed, h=6.5, crown=2.2):
    """A young street tree in its pit: a grey trunk forking into limbs at about 2.6 m, twigs, and a
    crown of small leaves (linked copies of a few blades) around the limbs' ends; a cast-iron grate."""
    rnd = random.Random(seed)
    bark = M.stone('#6f6a62', '#4d4943', scale=0.3, veins=0.3, rough=0.9, seed=seed)
    K.box((1.2, 1.2, 0.02), (x, y, 0.0), M.metal('#2b2b2c', rough=0.6, brushed=False), 0.004)  # the grate
    fork = (x + 0.05, y, 2.6)
    K.tube([(x, y, 0.0), (x + 0.02, y, 1.3), fork], 0.11, bark, name='trunk', taper=0.7)
    leaf_mat = M.leaf('#5f7d3a', seed=seed)
    tpl = []
    for k in range(3):
        o = K.leaf_blade(0.1 + 0.02 * k, 0.06 + 0.01 * k, leaf_mat, fold=0.2, curl=0.3)
        o.hide_render = True
        o.location = (0, 0, -30)
        tpl.append(o)
    tips = []
    for b in range(5):
        a = b / 5 * math.tau + rnd.uniform(-0.3, 0.3)
        reach = rnd.uniform(0.9, 1.5)
        top = rnd.uniform(h - 1.6, h - 0.5)
        mid = (fork[0] + math.cos(a) * reach * 0.45, fork[1] + math.sin(a) * reach * 0.45, (fork[2] + top) / 2)
        end = (fork[0] + math.cos(a) * reach, fork[1] + math.sin(a) * reach, top)
        K.tube([fork, mid, end], 0.06, bark, name='limb', taper=0.3)
        tips.append(end)
        for t in range(3):
            b2 = a + rnd.uniform(-0.9, 0.9)
            twig = (end[0] + math.cos(b2) * 0.5, end[1] + math.sin(b2) * 0.5, end[2] + rnd.uniform(-0.2, 0.5))
            K.tube([mid, end, twig], 0.02, bark, name='twig', taper=0.3)
            tips.append(twig)
    # leaves: a loose cloud around each tip, denser near the crown's outside
    cx, cy, cz = fork[0], fork[1], h - 1.3
    for tx, ty, tz in tips:
        for _ in range(70):
            d = rnd.uniform(0.0, 0.75) ** 0.7
            u, v = rnd.uniform(0, math.tau), rnd.uniform(-1, 1)
            px = tx + d * math.cos(u) * math.sqrt(1 - v * v)
            py = ty + d * math.sin(u) * math.sqrt(1 - v * v)
            pz = tz + d * v * 0.7
            if math.dist((px, py, pz), (cx, cy, cz)) > crown:
                continue
            yaw = math.atan2(py - cy, px - cx) + rnd.uniform(-1.0, 1.0)
            stamp(rnd.choice(tpl), (px, py, pz), (rnd.uniform(-0.6, 0.4), rnd.uniform(-0.4, 0.4), yaw - math.pi / 2))


def bollard(x, y, steel):
    """A slim steel bollard with a domed cap ring, set in the pavement."""
    K.cyl(0.07, 0.86, (x, y, 0.0), steel, 0.006, verts=32)
    K.cyl(0.072, 0.03, (x, y, 0.74), M.metal('#1f1f20', rough=0.5, brushed=False), 0.004, verts=32)  # a dark band


def office_windows(z0, centres, seed, frame, glass, blind):
    """A storey of offices: punched windows with a grey frame, glass, and roller blinds down to
    different heights over a lit white ceiling."""
    rnd = random.Random(seed)
    for cx in centres:
        ww, wh = 1.7, 2.0
        K.box((ww, 0.24, wh), (cx, 0.07, z0 + 0.9), M.paint('#1f2024', rough=0.9), 0.0)  # the reveal's dark room
        K.box((ww + 0.1, 0.08, 0.06), (cx, -0.03, z0 + 0.86), frame, 0.003)
        K.box((ww + 0.1, 0.08, 0.06), (cx, -0.03, z0 + 0.9 + wh), frame, 0.003)
        for sx in (-1, 1):
            K.box((0.06, 0.08, wh), (cx + sx * (ww / 2 + 0.02), -0.03, z0 + 0.9), frame, 0.003)
        K.box((0.05, 0.06, wh), (cx, -0.03, z0 + 0.9), frame, 0.003)
        drop = rnd.choice((0.35, 0.6, 0.9, 1.4))
        K.box((ww - 0.04, 0.01, drop), (cx, 0.03, z0 + 0.9 + wh - drop), blind, 0.0)
        K.box((ww - 0.04, 0.01, 0.08), (cx, 0.12, z0 + 0.9 + wh - 0.05), M.emission('#f4f6f8', 4, 'office'), 0.0)
        K.no_shadow(K.box((ww, 0.01, wh), (cx, -0.01, z0 + 0.9), glass, 0.0))


def storefront_bay(x0, x1, z0, z1, frame, glass, bars=3, depth=0.12):
    """A steel-framed glazed opening: head, sill, jambs, `bars` mullions and panes."""
    K.box((x1 - x0, depth, 0.08), ((x0 + x1) / 2, -0.02, z0), frame, 0.003)
    K.box((x1 - x0, depth, 0.08), ((x0 + x1) / 2, -0.02, z1 - 0.08), frame, 0.003)
    for k in range(bars + 1):
        x = x0 + (x1 - x0) * k / bars
        K.box((0.07, depth, z1 - z0), (min(max(x, x0 + 0.035), x1 - 0.035), -0.02, z0), frame, 0.003)
    for k in range(bars):
        a, b = x0 + (x1 - x0) * k / bars, x0 + (x1 - x0) * (k + 1) / bars
        # the panes cast their shadow: the sun does not reach the rooms behind (they are lit by their
        # own lights, as a showroom is; a sunlit back wall through the glass read as a white panel)
        K.box((b - a - 0.06, 0.012, z1 - z0 - 0.14), ((a + b) / 2, 0.0, z0 + 0.07), glass, 0.0)


def showroom_floor(z0, h, wall, x0, x1, seed, what):
    """The room behind a glazed storey: its floor, back wall in the floor's colour, a lit ceiling
    (seen through the glass), and what that floor shows."""
    D = 6.0
    K.box((x1 - x0, D, 0.05), ((x0 + x1) / 2, D / 2, z0 - 0.05), M.stone('#c9c5bd', '#a8a39a', scale=1.5, veins=0.05, rough=0.4, seed=seed), 0.0)
    K.box((x1 - x0, 0.1, h), ((x0 + x1) / 2, D, z0), M.plaster(wall, seed=seed), 0.0)
    for sx in (x0, x1):
        K.box((0.1, D, h), (sx, D / 2, z0), M.plaster('#ece8e0', seed=seed + 1), 0.0)
    K.box((x1 - x0, D, 0.05), ((x0 + x1) / 2, D / 2, z0 + h), M.paint('#f1efea'), 0.0)
    for k in range(4):
        K.box((0.05, D - 1.0, 0.02), (x0 + 1.0 + k * (x1 - x0 - 2.0) / 3, D / 2, z0 + h - 0.03), M.emission('#fff3e2', 8, 'line'), 0.0)
    lamp = K.area(((x0 + x1) / 2, D / 2, z0 + h - 0.2), ((x0 + x1) / 2, D / 2, z0), 5.0, 110, '#fff1de', size_y=3.0)
    lamp.visible_camera = lamp.visible_transmission = False
    rnd = random.Random(seed)
    if what == 'welcome':
        # the welcome wall as the lobby's own pictures show it (scenes/ep05.py `welcome_wall`): three
        # bands of panels on a charcoal lime wash, 2023's soft pastels, 2024's stone greys and sage,
        # 2025's travertine, navy aluminium, weathering steel, violet pearl and Ignite Orange (the
        # eighth review saw a pastel mosaic here against the navy, orange and violet wall inside)
        # (seen from the street the newest band stands by the door, at the wall's left end)
        K.box((5.9, 0.012, 2.6), (x0 + 3.1, D - 0.05, z0 + 0.3), M.plaster('#3a3836', seed=seed + 3), 0.0)
        bands = (['#e4dccb', '#26325a', '#8a4a2a', '#5b4f9a', '#ff5a1f', '#d9c7a1'],
                 ['#d9c7a8', '#a9aaa6', '#b7c9b5', '#d9bf98', '#b4b1ab', '#e4e1da'],
                 ['#e9e2d6', '#e8cfc4', '#eef0f2', '#b9ada0', '#cfd8d0', '#d8c9e6'])
        bx = x0 + 0.45
        for colors in bands:
            mats = [M.paint(c, rough=0.55, seed=seed + k) for k, c in enumerate(colors)]
            for col in range(3):
                for row in range(4):
                    K.box((0.5, 0.025, 0.5), (bx + 0.25 + col * 0.535, D - 0.07, z0 + 0.42 + row * 0.535), mats[(col * 4 + row + col) % 6],
                          0.002)
            bx += 3 * 0.5 + 2 * 0.035 + 0.22
        K.box((3.4, 0.06, 2.1), (x1 - 2.3, D - 0.08, z0 + 0.6),
              M.projection(['#b0643b', '#2f6f62', '#4b55b8', '#e9d8c0'], kind='wood', strength=2.5, seed=seed), 0.0)
        K.bench((x0 + x1) / 2 + 0.6, 3.0, 0, M.wood('#c7a27a', '#6b4a2e', scale=0.3, seed=seed), M.paint('#2b2a28'), length=1.8)
    elif what == 'table':
        K.table((x0 + x1) / 2, 3.2, 0, M.wood('#d6b48a', '#8a5f38', scale=0.35, seed=seed), M.paint('#2b2a28'), w=4.5, d=1.1)
        for k in range(14):
            K.box((rnd.uniform(0.15, 0.3), rnd.uniform(0.12, 0.22), 0.02), ((x0 + x1) / 2 - 2.0 + k * 0.3, 3.2 + rnd.uniform(-0.3, 0.3), z0 + 0.74),
                  rnd.choice([M.paint(EP5['2F']), M.paint('#e9e2d0'), M.paint('#b0643b'), M.paint('#d9b26a')]), 0.003, rot=(0, 0, rnd.uniform(-20, 20)))
    else:
        for x in (x0 + 1.5, (x0 + x1) / 2, x1 - 1.5):
            G.shade_pendant(x, 3.0, z0 + 2.1, M.metal('#d9d4cc', rough=0.3, brushed=False), energy=60, ceiling=z0 + h)
        K.table((x0 + x1) / 2, 3.0, 0, M.wood('#e2cfae', '#b39870', scale=0.35, seed=seed), M.paint('#f2f0eb'), w=4.0, d=1.0)


def glass_leaf(x, frame, glass, free, w=0.95, h=2.5, y=0.02, z=0.02):
    """A storefront door leaf centred on x: a clear pane in a steel frame of 70 mm stiles, a 70 mm
    top rail and a 200 mm kick rail, its bronze pull near the free edge (`free`: -1 left, 1 right);
    returns its parts (to swing it open with kit.group_rotate)."""
    stile, kick = 0.07, 0.2
    parts = [K.box((stile, 0.05, h), (x + sx * (w - stile) / 2, y, z), frame, 0.003) for sx in (-1, 1)]
    parts.append(K.box((w - 2 * stile, 0.05, stile), (x, y, z + h - stile), frame, 0.003))
    parts.append(K.box((w - 2 * stile, 0.05, kick), (x, y, z), frame, 0.003))
    parts.append(K.box((w - 2 * stile + 0.01, 0.012, h - stile - kick + 0.01), (x, y, z + kick - 0.005), glass, 0.0))
    parts.append(K.box((0.03, 0.05, 1.0), (x + free * 0.4, y - 0.08, 0.78), M.metal('#b08a5a', rough=0.3), 0.01))
    return parts


@subject('events/ep05-street')
def _storefront(seed):
    """EP.05 from the street, at street scale (the hours notice's picture frames its door, close): the
    lower three floors of 모루빌딩, a five-storey red
    brick building on 연무장길 in Seongsu. The ground floor's steel-framed glazing with the show's
    double door in the middle and the welcome wall and media wall seen inside; the brand's name in
    raised letters on the black fascia and a terracotta blade sign; the 2F and 3F showroom windows
    with a banner in each floor's colour behind the glass; offices above (their blinds at 4F at the
    top of the frame). Granite pavers, a kerb, steel bollards, a street tree in its grate and two
    planters at the door; a clear late-morning sky from a real capture (kit.hdri, Poly Haven's
    Potsdamer Platz) and its sun raking across the bricks."""
    mood(key=0.46, fill=0)
    K.hdri('city', strength=0.9, rotation=110,
           camera_sky=[(0.0, '#dfe6ea'), (0.5, '#b9cde0'), (1.0, '#7fa3c9')], camera_strength=1.0)
    rnd = random.Random(seed)
    # the street: asphalt, a granite kerb, the pavement's grey pavers
    K.box((80, 30, 0.1), (0, -19.5, -0.22), M.stone('#4a4b4e', '#3c3d40', scale=6, veins=0.0, rough=0.85, pits=0.3, seed=seed), 0)
    K.box((80, 0.3, 0.25), (0, -4.5, -0.24), M.stone('#bdb9b1', '#9d9990', scale=2, veins=0.05, rough=0.6, seed=seed + 1), 0.01)
    K.box((80, 4.5, 0.1), (0, -2.3, -0.1), M.tiles('#a8a6a1', '#86847f', size=0.3, ratio=2.0, offset=0.5, rough=0.75, glaze=False, seed=seed), 0.0)
    # the building: 11 m wide, a 4.2 m ground floor and 3.4 m storeys above, red brick in running bond
    W = 11.0
    brick = M.tiles('#8c4a36', '#cbbfae', size=0.062, ratio=3.4, offset=0.5, rough=0.85, glaze=False, seed=seed + 2)
    frame = M.metal('#232325', rough=0.4, brushed=False)
    # shop glass with a low-iron, anti-reflective look: the rooms behind it read, as on a street photograph
    # taken in the shade of the glass (plain glass mirrored the bright sky as white panels)
    glass = M.glass('#eef3f1', rough=0.0, ior=1.2)
    GF, ST = 4.2, 3.4
    storeys = [GF + ST * k for k in range(5)]  # each storey's floor level above the ground floor
    top = GF + 4 * ST + 0.9
    # the brick face in three parts, so the wide ground-floor opening, the 2F/3F showroom windows and
    # the offices' punched windows each keep their own piers (shapes.wall_y cuts one column per x span)
    for sx in (-1, 1):
        K.box((0.6, 0.24, 3.6), (sx * (W / 2 - 0.3), 0.12, 0.0), brick, 0.0)
    since = set(bpy.data.objects)
    G.wall_y(0.12, -W / 2, W / 2, storeys[2] - 3.6, brick, [(-4.3, 4.3, z + 0.8 - 3.6, z + 3.0 - 3.6) for z in storeys[:2]], t=0.24)
    K.lift(since, 3.6)
    since = set(bpy.data.objects)
    G.wall_y(0.12, -W / 2, W / 2, top - storeys[2], brick,
             [(c - 0.85, c + 0.85, z + 0.9 - storeys[2], z + 2.9 - storeys[2]) for z in storeys[2:] for c in OFFICE_X], t=0.24)
    K.lift(since, storeys[2])
    # precast bands at each floor
    for z in storeys:
        K.box((W + 0.1, 0.34, 0.22), (0, 0.08, z - 0.08), M.concrete('#d6d1c7', seed=seed + 3, ties=False), 0.008)
    K.box((W + 0.2, 0.4, 0.3), (0, 0.08, top), M.concrete('#d6d1c7', seed=seed + 3, ties=False), 0.008)  # coping
    # ground floor: glazing, the double door in the middle bay, the fascia with the name
    storefront_bay(-4.9, -1.0, 0.0, 3.6, frame, glass, bars=2)
    storefront_bay(1.0, 4.9, 0.0, 3.6, frame, glass, bars=2)
    storefront_bay(-1.0, 1.0, 2.55, 3.6, frame, glass, bars=1)  # the transom over the door
    for sx in (-1, 1):  # the door leaves, one open inwards
        K.box((0.07, 0.12, 2.55), (sx * 0.965, -0.02, 0.0), frame, 0.003)
    # each leaf a glass door in a slim steel frame (stiles, a top rail, a kick rail): the leaves were
    # steel slabs with the glass laid over them, and the open one read as 'a black slab' (the eighth
    # review, on the hours picture)
    glass_leaf(-0.5, frame, glass, free=1)
    K.group_rotate(glass_leaf(0.5, frame, glass, free=-1), -70, (0.97, 0.02))  # swung 70° in about its hinge
    fascia_z = 3.62
    K.box((9.9, 0.16, 0.55), (0, -0.1, fascia_z), frame, 0.006)
    # the brand's name as the site gives it (src/config/site.ts `brandFull.en`): "MORU SURFACE" on the
    # fascia read as a second name (the sixteenth review)
    lettering('MORU SURFACES', (0, -0.19, fascia_z + 0.13), 0.3, M.metal('#d8c6a4', rough=0.28), extrude=0.012)
    # the blade sign on a bracket at the right pier, in the 1F colour, with the edition
    K.box((0.05, 0.9, 0.05), (5.1, -0.45, 4.55), frame, 0.004)
    K.box((0.08, 0.7, 0.9), (5.1, -0.55, 3.7), M.paint(EP5['1F'], rough=0.6), 0.01)
    for side in (-1, 1):
        lettering('EP.05', (5.1 + side * 0.045, -0.55, 4.02), 0.17, M.paint('#f6efe4', rough=0.6), rot=(90, 0, 90 * side), extrude=0.003)
        lettering('SEONGSU', (5.1 + side * 0.045, -0.55, 3.86), 0.075, M.paint('#f6efe4', rough=0.6), rot=(90, 0, 90 * side), extrude=0.002)
    # inside: 1F the welcome wall and media wall; 2F the material table; 3F the lounge
    showroom_floor(0.0, GF - 0.35, '#e9dfd2', -5.2, 5.2, seed, 'welcome')
    showroom_floor(storeys[0], ST - 0.3, '#d7e2dc', -5.2, 5.2, seed + 1, 'table')
    showroom_floor(storeys[1], ST - 0.3, '#dcdff1', -5.2, 5.2, seed + 2, 'lounge')
    # 2F and 3F: three bays each, a fabric banner in the floor's colour hung behind the left one
    for z, c in ((storeys[0], EP5['2F']), (storeys[1], EP5['3F'])):
        storefront_bay(-4.3, 4.3, z + 0.8, z + 3.0, frame, glass, bars=3)
        K.box((1.6, 0.02, 1.9), (-2.9, 0.35, z + 0.95), M.fabric(c, weave=0.003, sheen=0.4), 0.0)
    # 4F and 5F: offices
    for k, z in enumerate(storeys[2:]):
        office_windows(z, OFFICE_X, seed + 10 + k, M.paint('#55575b', rough=0.5), glass, M.fabric('#e8e4da', weave=0.002))
    # neighbours: a pale concrete building to the left, a grey tiled one to the right
    K.box((12, 10, 19), (-W / 2 - 6.05, 5.2, 0), M.concrete('#c6c2ba', seed=seed + 5), 0)
    K.box((12, 10, 14), (W / 2 + 6.05, 5.4, 0), M.tiles('#9a9a96', '#7f7f7b', size=0.2, ratio=2.0, rough=0.6, glaze=False, seed=seed + 6), 0)
    window_glass = M.plastic('#2c333c', rough=0.04, coat=0.5)  # dark glass that mirrors the sky
    for sx in (-1, 1):
        for k in range(5 if sx < 0 else 4):
            for c in range(3):
                x = sx * (W / 2 + 1.6 + c * 3.2)
                z = 1.1 + k * 3.4
                face = 0.2 + (0.2 if sx > 0 else 0.0)
                K.box((2.1, 0.08, 2.1), (x, face - 0.04, z - 0.05), M.paint('#5a5c60', rough=0.5), 0.003)
                K.box((1.95, 0.06, 1.95), (x, face - 0.06, z + 0.025), window_glass, 0.0)
                K.box((0.05, 0.1, 1.95), (x, face - 0.08, z + 0.025), M.paint('#5a5c60', rough=0.5), 0.002)
    # across the street, behind the camera: the buildings the glass reflects (a daytime shop window
    # mirrors the street, not an empty sky)
    x = -40.0
    while x < 40.0:
        bw = rnd.uniform(6, 12)
        K.box((bw - 0.2, 8, rnd.uniform(9, 16)), (x + bw / 2, -29, 0),
              rnd.choice([M.concrete('#a8a39a', seed=seed + 11, ties=False), brick, M.paint('#6f7275', rough=0.7)]), 0)
        x += bw
    # the street furniture: bollards at the kerb, a tree in its grate, two planters at the door
    steel = M.metal('#8d9096', rough=0.3, brushed=True, along='Z')
    for x in (-3.0, -1.2, 1.2, 3.0, 6.8):
        bollard(x, -4.0, steel)
    street_tree(-7.3, -3.6, seed + 8)
    for x in (-2.0, 2.0):
        K.box((0.9, 0.6, 0.6), (x, -0.55, 0.0), M.concrete('#bdb8ae', seed=seed + 7, ties=False), 0.02)
        K.plant(x, -0.55, M.concrete('#bdb8ae', seed=seed + 8, ties=False), h=1.8, seed=seed + int(x * 10) + 20, z=0.2)
    # an A-board on the pavement beside the door, its face in the 1F colour
    for s in (-1, 1):
        K.box((0.6, 0.03, 1.0), (-1.35 + 0.0, -1.3 + s * 0.16, 0.0), M.paint(EP5['1F'] if s < 0 else '#f6efe4', rough=0.6), 0.006, rot=(s * 10, 0, 0))
    K.sun((0.8, -0.45, 0.5), 3.5, '#fff1dc', angle=1.2)
    # the hours notice's picture: the door from the pavement, close (across the street the whole
    # building read as a massing study, the fifteenth review, and the exhibition's card moved inside)
    return cam((2.4, -3.6, 1.4), (-0.3, 0.0, 1.05), 28)


# ── the online seminar's broadcast set ─────────────────────────────────────────
def softbox(x, y, h, aim, size=(0.9, 0.6), energy=260, color='#fff1e0'):
    """A rectangular softbox on a stand turned to `aim`: a black tapered body, a glowing white face,
    and the area light just in front of it."""
    black = M.plastic('#1a1a1c', rough=0.5)
    for a in (0, 120, 240):
        r = math.radians(a)
        K.tube([(x, y, 0.55), (x + 0.45 * math.cos(r), y + 0.45 * math.sin(r), 0.0)], 0.01, black, taper=0.8)
    K.tube([(x, y, 0.0), (x, y, h)], 0.014, black, taper=1.0)
    yaw = math.degrees(math.atan2(aim[1] - y, aim[0] - x))
    turn = yaw + 90  # a box's face looks along -y at rot 0
    fx, fy = math.cos(math.radians(yaw)), math.sin(math.radians(yaw))
    K.box((size[0], 0.35, size[1]), (x - fx * 0.1, y - fy * 0.1, h - size[1] / 2), black, 0.02, rot=(0, 0, turn - 180))
    face = M.Tree('softbox').set(color='#f6f3ee', rough=0.9, emit=color, emit_strength=4.0).mat
    K.box((size[0] - 0.04, 0.01, size[1] - 0.04), (x + fx * 0.08, y + fy * 0.08, h - size[1] / 2 + 0.02), face, 0.0, rot=(0, 0, turn - 180))
    lamp = K.area((x + fx * 0.2, y + fy * 0.2, h), (aim[0], aim[1], aim[2]), max(size), energy, color)
    lamp.visible_camera = False


def monitor(x, y, z, w, h, rot, picture, stand=None):
    """A monitor: a thin black body with a glowing picture on its face, facing -y at rot 0."""
    black = M.plastic('#151517', rough=0.35)
    objs = [K.box((w, 0.04, h), (x, y, z), black, 0.006)]
    objs.append(K.box((w - 0.03, 0.004, h - 0.03), (x, y - 0.022, z + 0.015), picture, 0.0))
    if stand:
        objs.append(K.box((0.04, 0.04, z - stand), (x, y + 0.03, stand), black, 0.004))
    return K.group_rotate(objs, rot, (x, y))


def samples_flat(x, y, z, seed, mats, rot=0):
    """The three years' samples laid on the talk table: chamfered tiles and offcuts, each its own size."""
    rnd = random.Random(seed)
    sizes = [(0.2, 0.2, 0.02), (0.3, 0.1, 0.018), (0.15, 0.15, 0.012), (0.12, 0.24, 0.025), (0.1, 0.1, 0.01)]
    objs = []
    for k, m in enumerate(mats):
        sx, sy, sz = sizes[k % len(sizes)]
        a = math.radians(rot)
        dx, dy = -0.36 + k * 0.17 + rnd.uniform(-0.02, 0.02), rnd.uniform(-0.08, 0.08)
        objs.append(K.box((sx, sy, sz), (x + dx * math.cos(a) - dy * math.sin(a), y + dx * math.sin(a) + dy * math.cos(a), z), m, 0.002,
                          rot=(0, 0, rot + rnd.uniform(-18, 18))))
    return objs


@subject('events/ep05-seminar')
def _seminar_set(seed):
    """The set EP.05's online seminar is streamed from, seen from behind its camera: a round oak talk
    table with two upholstered lounge chairs turned to each other, the three years' material samples
    laid out between them (terrazzo, oak, travertine, a woven swatch, a teal tile), a wall of sample
    boards in the edition's colours behind; the broadcast camera on its tripod in the near left with
    its own small screen, a preview monitor on a rolling stand at the right showing the frame, a
    large softbox as key light from the left, a warm rim from behind, the studio's dark curtains
    around. Not the 2023 seminar's studio (events/seminar): a talk set, not a desk before a screen."""
    mood(key=0.36, fill=6, color='#fff2e4')
    K.room(8, 6, 3.4, M.paint('#2a2b2e', rough=0.9), M.concrete('#77736d', seed=seed, ties=False))
    K.box((5.4, 0.06, 2.6), (0.0, 2.2, 0.0), M.plaster('#d9d1c5', seed=seed), 0.01)  # the set's back wall
    # the sample boards on the back wall: a grid of the three years' finishes on boards of the floor colours
    finishes = [M.terrazzo('#ece6dc', ['#b0643b', '#2f6f62', '#1f2230'], scale=0.4, seed=seed),
                M.wood('#d6b48a', '#8a5f38', scale=0.3, seed=seed), M.travertine('#e6d8c0', '#cfa873', seed=seed),
                M.weave('#9fb3a8', '#6f8a80', pitch=0.004, seed=seed), M.tiles(EP5['2F'], '#e9e2d0', size=0.05, seed=seed),
                M.plaster('#d8a48f', seed=seed), M.metal('#c9ccd1', rough=0.3), M.stone('#3d3e42', '#2a2b2e', scale=0.5, veins=0.2, seed=seed)]
    for c, board in enumerate((EP5['1F'], EP5['2F'], EP5['3F'])):
        bx = -1.6 + c * 1.6
        K.box((1.3, 0.03, 1.5), (bx, 2.15, 0.75), M.paint(board, rough=0.7), 0.004)
        for r in range(2):
            for k in range(2):
                K.box((0.45, 0.025, 0.45), (bx - 0.27 + k * 0.54, 2.125, 0.95 + r * 0.62), finishes[(c * 3 + r * 2 + k) % len(finishes)], 0.003)
    G.curtain(-3.9, 3.9, 2.8, 3.3, M.fabric('#2c2c31', weave=0.002, sheen=0.3), depth=0.1, folds=34)
    # the talk table, two lounge chairs and the samples on the table
    oak = M.wood('#c99f72', '#7d5636', scale=0.35, seed=seed)
    K.table(0.0, 0.9, 0, oak, M.paint('#2b2a28', rough=0.5), w=0.95, h=0.52, round_top=True)
    cover = M.fabric('#b9ab96', '#a89a85', weave=0.0015, sheen=0.5)
    G.lounge_chair(-0.95, 1.05, -60, cover, M.paint('#2b2a28', rough=0.5))
    G.lounge_chair(0.95, 1.05, 60, cover, M.paint('#2b2a28', rough=0.5))
    samples_flat(0.0, 0.88, 0.52, seed, finishes[:5], rot=8)
    for x in (-0.62, 0.62):  # two table microphones on small bases
        K.box((0.08, 0.06, 0.015), (x * 0.5, 0.62, 0.52), M.plastic('#1c1c1e', rough=0.4), 0.004)
        K.tube([(x * 0.5, 0.62, 0.535), (x * 0.5 - x * 0.08, 0.7, 0.7)], 0.004, M.plastic('#1c1c1e', rough=0.4), taper=1.0)
    # the camera on its tripod, near left, with its small screen showing the set
    black = M.plastic('#18181a', rough=0.45)
    head = (-0.75, -1.75, 1.3)
    for a in (30, 150, 270):
        r = math.radians(a)
        K.tube([head, (head[0] + 0.5 * math.cos(r), head[1] + 0.5 * math.sin(r), 0.0)], 0.013, black, taper=0.8)
    K.box((0.18, 0.34, 0.16), (head[0], head[1] + 0.04, head[2]), black, 0.012, rot=(0, 0, -14))
    K.cyl(0.055, 0.16, (0, 0, 0), black, 0.004, rot=(90, 0, -14)).location = (head[0] + 0.06, head[1] + 0.28, head[2] + 0.08)
    shot = M.projection(['#d9d1c5', '#b0643b', '#2f6f62', '#4b55b8'], kind='wood', strength=1.6, seed=seed + 2)
    monitor(head[0] + 0.02, head[1] - 0.16, head[2] + 0.15, 0.2, 0.13, -14, shot)
    K.box((0.018, 0.018, 0.018), (head[0] + 0.07, head[1] + 0.2, head[2] + 0.17), M.emission('#ff3b30', 6, 'tally'), 0.0)  # the red tally
    # the preview monitor on its rolling stand at the right, turned to the table
    K.box((0.6, 0.5, 0.05), (1.75, -0.35, 0.08), black, 0.01)
    for sx in (-1, 1):
        for sy in (-1, 1):
            K.cyl(0.035, 0.05, (1.75 + sx * 0.25, -0.35 + sy * 0.2, 0.0), black, 0.006)
    monitor(1.75, -0.35, 1.05, 0.9, 0.52, 30, M.projection(['#d9d1c5', '#c99f72', '#b0643b', '#2f6f62'], kind='wood', strength=1.5, seed=seed + 5), stand=0.13)
    # light: the key softbox from the left front, a warm rim from the right rear, a little ambient
    softbox(-1.75, 0.45, 1.9, (0.0, 1.0, 0.9), size=(0.8, 0.6), energy=320)
    K.spot((2.4, 2.2, 2.6), (0.0, 1.0, 0.8), 420, '#ffd8a8', 45, 0.6, 0.05)
    K.spot((0.0, 0.4, 3.3), (0.0, 2.2, 1.3), 260, '#fff0dc', 70, 0.8, 0.1)  # the wall wash
    K.area((0, -1.0, 3.3), (0, 0.5, 0), 2.0, 40, '#fff2e4')
    return cam((0.1, -3.1, 1.6), (0.05, 1.2, 0.95), 24, dof=3.2)


# ── the company members' material briefing ─────────────────────────────────────
def sample_board(x, y, z, w, h, ground, chips, seed, turn=0.0, lying=False):
    """A sample board: a card of `ground` with chips of each finish fixed on it in a row, a printed
    label strip below. Standing (face -y) or lying flat (face +z)."""
    rnd = random.Random(seed)
    objs = []
    label = M.paint('#f7f5f0', rough=0.8)
    ink = M.paint('#2b2a28', rough=0.7)
    n = len(chips)
    cw = (w - 0.04 * (n + 1)) / n
    if lying:
        objs.append(K.box((w, h, 0.006), (x, y, z), ground, 0.002))
        for k, m in enumerate(chips):
            objs.append(K.box((cw, cw, 0.008 + 0.006 * rnd.random()), (x - w / 2 + 0.04 + cw / 2 + k * (cw + 0.04), y + h * 0.12, z + 0.006), m, 0.0015))
        objs.append(K.box((w * 0.7, 0.035, 0.001), (x - w * 0.1, y - h / 2 + 0.05, z + 0.006), label, 0.0))
        objs.append(K.box((w * 0.4, 0.006, 0.0012), (x - w * 0.22, y - h / 2 + 0.05, z + 0.0065), ink, 0.0))
    else:
        objs.append(K.box((w, 0.006, h), (x, y, z), ground, 0.002))
        for k, m in enumerate(chips):
            objs.append(K.box((cw, 0.01 + 0.006 * rnd.random(), cw), (x - w / 2 + 0.04 + cw / 2 + k * (cw + 0.04), y - 0.007, z + h * 0.35), m, 0.0015))
        objs.append(K.box((w * 0.7, 0.001, 0.035), (x - w * 0.1, y - 0.0035, z + 0.04), label, 0.0))
        objs.append(K.box((w * 0.4, 0.0012, 0.006), (x - w * 0.22, y - 0.0045, z + 0.054), ink, 0.0))
    return K.group_rotate(objs, turn, (x, y))


@subject('events/b2b-briefing')
def _briefing(seed):
    """The briefing room for company members: a long oak table for ten set with sample boards at each
    place (each board a row of one finish's variants), a water glass and a notepad; grey side chairs
    pushed in; a display at the end wall showing a specification slide; a ledge along the right wall
    with larger sample boards standing on it; the sample kits to be handed out stacked in their
    boxes on a low cabinet at the left; daylight from a window wall on the left through sheer
    curtains and a linear pendant over the table."""
    mood(key=0.48, fill=25)
    w, d, h = 6.0, 8.0, 3.0
    K.room(w, d, h, M.plaster('#e8e4dc', seed=seed), M.wood('#b79a7a', '#7d6146', seed=seed, planks=(1.2, 0.16), scale=0.6), left=False)
    G.sunlit_left_wall(w, d, h, M.plaster('#e8e4dc', seed=seed), (-2.6, 2.4, 0.5, 2.7), light=650, color='#f4f6fa', view='#eef2f6', glow=8,
                       frame='#3a3b3e')
    # the display on the end wall with a specification slide: a finish's picture, a table of lines
    K.box((2.0, 0.06, 1.15), (0.4, d / 2 - 0.05, 1.0), M.plastic('#111113', rough=0.3), 0.01)
    slide = [((1.92, 1.07), (0.4, 1.575), '#f2efe9', 0)]
    slide.append(((0.82, 0.82), (-0.0, 1.575), '#c9b79b', 1))
    for k in range(6):
        slide.append(((0.78, 0.03), (0.88, 1.85 - k * 0.11), '#6c6862' if k else '#2a2826', 1))
    for k, (size, (x, z), c, layer) in enumerate(slide):
        K.plane(size, (x, d / 2 - 0.085 - 0.002 * k, z), M.emission(c, 1.3, 'slide'), rot=(90, 0, 0))
    K.plane((0.78, 0.78), (0.0, d / 2 - 0.1, 1.575), M.as_light(M.travertine('#e6d8c0', '#cfa873', seed=seed), 1.2), rot=(90, 0, 0))
    # the table and its ten places
    oak = M.wood('#cfae86', '#8a6442', scale=0.35, seed=seed + 1)
    L = 4.2
    K.table(0.4, 0.3, 90, oak, M.paint('#3a3b3e', rough=0.5), w=L, d=1.3)
    chips_by_place = [
        [M.terrazzo('#ece6dc', ['#b0643b', '#2f6f62', '#1f2230'], scale=0.2, seed=seed + k),
         M.terrazzo('#d9d4cb', ['#2f6f62', '#1f2230'], scale=0.2, seed=seed + k + 1),
         M.terrazzo('#3a3b3e', ['#e9e2d0', '#b0643b'], scale=0.2, seed=seed + k + 2)] if k % 3 == 0 else
        [M.wood('#e2cfae', '#b39870', scale=0.15, seed=seed + k), M.wood('#c99f72', '#7d5636', scale=0.15, seed=seed + k),
         M.wood('#6b4a2e', '#3d2718', scale=0.15, seed=seed + k)] if k % 3 == 1 else
        [M.stone('#e8e1d5', '#9b8768', scale=0.2, veins=0.4, fine=True, seed=seed + k), M.travertine('#e6d8c0', '#cfa873', seed=seed + k),
         M.stone('#3d3e42', '#2a2b2e', scale=0.2, veins=0.3, seed=seed + k)]
        for k in range(10)
    ]
    chair = M.fabric('#8e8f8c', '#7d7e7b', weave=0.0015, sheen=0.3)
    legs = M.paint('#3a3b3e', rough=0.5)
    rnd = random.Random(seed)
    places = [(side, -1.5 + i * 0.85) for side in (-1, 1) for i in range(5)]
    for k, (side, y) in enumerate(places):
        x = 0.4 + side * 0.38
        yaw = -90 if side < 0 else 90  # the board's near edge to the sitter
        sample_board(x, y, 0.74, 0.34, 0.24, M.paint('#f1ede6', rough=0.8), chips_by_place[k], seed + k, turn=yaw + rnd.uniform(-6, 6), lying=True)
        K.box((0.15, 0.21, 0.008), (x - side * 0.02, y + 0.3, 0.74), M.paint('#fbfaf6', rough=0.9), 0.001, rot=(0, 0, rnd.uniform(-8, 8)))
        G.vessel(x + side * 0.08, y - 0.3, 0.74, 0.035, 0.1, M.glass('#f4f8f8'), drink=('#dfe8ea', 0.6))
        K.side_chair(0.4 + side * 0.95, y, -yaw + rnd.uniform(-10, 10), chair, legs)
    # the linear pendant over the table
    K.box((0.06, 3.4, 0.05), (0.4, 0.3, 2.2), M.paint('#2b2a28', rough=0.5), 0.006)
    K.box((0.05, 3.36, 0.005), (0.4, 0.3, 2.198), M.emission('#fff1de', 6, 'line'), 0.0)
    for yy in (-1.3, 1.9):
        K.cyl(0.002, h - 2.25, (0.4, yy, 2.25), M.plastic('#111111'), 0.0, verts=8)
    K.area((0.4, 0.3, 2.15), (0.4, 0.3, 0.0), 1.5, 180, '#fff1de', size_y=3.3).visible_camera = False
    # the ledge along the right wall with large sample boards standing on it
    K.box((0.16, 5.0, 0.04), (w / 2 - 0.08, 0.3, 1.1), oak, 0.004)
    grounds = [M.paint(c, rough=0.8) for c in ('#f1ede6', '#3a3b3e', '#e6ddd0', EP5['2F'], '#f1ede6')]
    for k, g in enumerate(grounds):
        yy = -1.7 + k * 1.0
        sample_board(w / 2 - 0.12, yy, 1.14, 0.8, 0.6, g, chips_by_place[(k + 1) % 10] + [chips_by_place[k % 10][0]], seed + 30 + k, turn=-90)
    # the sample kits in their boxes on a low cabinet at the left, near the window
    K.box((0.5, 1.6, 0.7), (-w / 2 + 0.35, -2.6, 0.0), M.paint('#e4ded4', rough=0.6), 0.006)
    kraft = M.paint('#c8a77e', rough=0.85)
    for k in range(5):
        K.box((0.34, 0.26, 0.09), (-w / 2 + 0.35 + rnd.uniform(-0.02, 0.02), -3.1 + (k % 3) * 0.35, 0.7 + (k // 3) * 0.09), kraft, 0.004,
              rot=(0, 0, rnd.uniform(-4, 4)))
    K.plant(-w / 2 + 0.5, 3.4, M.plaster('#8a7a66', seed=seed), h=1.3, seed=seed)
    return cam((0.55, -3.7, 1.5), (0.25, 2.4, 0.95), 26)


# ── the visitor survey at the show's exit ──────────────────────────────────────
def qr_code(x, y, z, size, seed, ink, rot=0.0):
    """A QR code printed on a card facing -y: three finder squares and a random field of modules,
    built as one mesh (hundreds of boxes would be slow)."""
    rnd = random.Random(seed)
    n = 25
    m = size / n
    cells = set()
    for fx, fz in ((0, 0), (n - 7, 0), (0, n - 7)):
        for i in range(7):
            for j in range(7):
                if i in (0, 6) or j in (0, 6) or (2 <= i <= 4 and 2 <= j <= 4):
                    cells.add((fx + i, fz + j))
    for i in range(n):
        for j in range(n):
            near = (i < 8 and j < 8) or (i >= n - 8 and j < 8) or (i < 8 and j >= n - 8)
            if not near and rnd.random() < 0.48:
                cells.add((i, j))
    verts, faces = [], []
    a = math.radians(rot)
    for i, j in cells:
        u0, v0 = -size / 2 + i * m, size / 2 - (j + 1) * m
        b = len(verts)
        for du, dv in ((0, 0), (m, 0), (m, m), (0, m)):
            u, v = u0 + du, v0 + dv
            # the card's plane, turned `rot` about z, then tilted back with the stand's face
            verts.append((x + u * math.cos(a), y + u * math.sin(a), z + v))
        faces.append((b, b + 1, b + 2, b + 3))
    return G.mesh('qr', verts, faces, ink, smooth=False)


@subject('events/ep05-survey')
def _survey(seed):
    """The end of the show, where the post-visit survey is asked: by the glass exit door (daylight on
    the street beyond), a steel stand holds a card with the survey's QR code; beside it a wall rack
    of postcards in the three floors' colours to take home; and a long board where visitors have
    answered the survey's floor question with round dot stickers under the 1F, 2F and 3F columns
    (each headed by a band in its colour), a ledge with sticker sheets below. Its own composition:
    not the EP.02 guestbook wall of pinned notes (gallery/20, events/survey)."""
    mood(key=0.47, fill=20)
    w, d, h = 5.6, 5.0, 3.2
    wall = M.plaster('#ece6dc', seed=seed)
    K.room(w, d, h, wall, M.concrete('#a9a49b', seed=seed, ties=False), right=False)
    rnd = random.Random(seed)
    # the right wall with the glass exit door to the street: a real opening with daylight beyond
    dy0, dy1 = 0.3, 2.1
    G.wall_x(w / 2 + 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, wall, [(dy0, dy1, 0.0, 2.5)])
    G.backdrop((w / 2 + 1.5, (dy0 + dy1) / 2, 1.3), (3.6, 3.6), M.sky('#eee8dc', '#cddbe8', strength=5.0), rot=(0, 90, 0))
    K.window(w / 2, (dy0 + dy1) / 2, 0.0, dy1 - dy0, 2.5, wall='right', light=600, color='#f2f5fa', frame=None, opening=True)
    frame = M.metal('#2b2b2d', rough=0.4, brushed=False)
    for yy in (dy0, (dy0 + dy1) / 2, dy1):
        K.box((0.1, 0.06, 2.5), (w / 2, yy, 0.0), frame, 0.003)
    K.box((0.1, dy1 - dy0 + 0.06, 0.06), (w / 2, (dy0 + dy1) / 2, 2.47), frame, 0.003)
    for yy in ((dy0 * 3 + dy1) / 4, (dy0 + dy1 * 3) / 4):
        K.no_shadow(K.box((0.012, (dy1 - dy0) / 2 - 0.06, 2.4), (w / 2, yy, 0.04), M.glass('#eef3f3'), 0.0))
        K.box((0.04, 0.03, 0.9), (w / 2 - 0.06, yy + (0.3 if yy < (dy0 + dy1) / 2 else -0.3), 0.7), M.metal('#b08a5a', rough=0.3), 0.008)
    K.sun((0.75, 0.1, 0.5), 6.0, '#fff1dc', angle=1.5)
    # the dot-vote board on the back wall: three columns headed by the floors' colours
    bx, bw = -1.0, 3.0
    K.box((bw, 0.03, 1.75), (bx, d / 2 - 0.03, 0.8), M.paint('#f7f4ee', rough=0.85), 0.004)
    dots = (EP5['1F'], EP5['2F'], EP5['3F'], '#d9b26a', '#f2ede4')
    disc_tpl = {}
    for c in dots:
        o = K.cyl(0.017, 0.002, (0, 0, -30), M.paint(c, rough=0.55), 0.0, rot=(90, 0, 0), verts=24)
        o.hide_render = True
        disc_tpl[c] = o
    counts = (52, 66, 44)
    for col, (floor, n) in enumerate(zip(('1F', '2F', '3F'), counts)):
        cx = bx - bw / 3 + col * bw / 3
        K.box((bw / 3 - 0.12, 0.004, 0.2), (cx, d / 2 - 0.047, 2.25), M.paint(EP5[floor], rough=0.7), 0.0)
        lettering(floor, (cx, d / 2 - 0.052, 2.29), 0.12, M.paint('#f7f4ee', rough=0.7), extrude=0.0015)
        # the dots fill the column from its top, loosely, like stickers pressed on by many hands
        for k in range(n):
            row, i = divmod(k, 11)
            px = cx - 0.4 + i * 0.08 + rnd.uniform(-0.022, 0.022)
            pz = 2.1 - row * 0.07 + rnd.uniform(-0.02, 0.02)
            stamp(disc_tpl[rnd.choice(dots)], (px, d / 2 - 0.049, pz), (math.radians(90), 0, 0))
        if col < 2:
            K.box((0.004, 0.004, 1.55), (cx + bw / 6, d / 2 - 0.047, 0.9), M.paint('#cfc8bc'), 0.0)
    K.box((bw, 0.18, 0.03), (bx, d / 2 - 0.12, 0.9), M.wood('#c7a27a', '#6b4a2e', scale=0.3, seed=seed), 0.004)  # the ledge
    for k in range(5):  # sticker sheets and a cup of pens on the ledge
        K.box((0.1, 0.14, 0.002), (bx - 1.2 + k * 0.5, d / 2 - 0.12, 0.93), M.paint('#fbfaf6', rough=0.7), 0.0, rot=(0, 0, rnd.uniform(-12, 12)))
    # the postcard rack on the back wall near the door: four rows of clear pockets, cards in the floors' colours
    rack = M.metal('#d8d6d2', rough=0.35, brushed=False)
    rx = 1.5
    K.box((1.1, 0.02, 1.5), (rx, d / 2 - 0.01, 0.55), M.wood('#c7a27a', '#6b4a2e', scale=0.3, seed=seed + 2), 0.004)
    for r in range(4):
        z = 0.65 + r * 0.34
        K.box((1.0, 0.07, 0.015), (rx, d / 2 - 0.055, z), rack, 0.003)
        K.box((1.0, 0.004, 0.1), (rx, d / 2 - 0.09, z), M.glass('#f4f8f8', rough=0.05), 0.0)
        for k in range(4):
            c = (EP5['1F'], EP5['2F'], EP5['3F'], '#f2ede4', '#d9b26a')[(k + r) % 5]
            for t in range(3):
                K.box((0.15, 0.003, 0.2), (rx - 0.36 + k * 0.24, d / 2 - 0.06 + t * 0.008, z + 0.015), M.paint(c, rough=0.7), 0.0,
                      rot=(-8 - t * 3, 0, 0))
    # the QR stand before the door: a weighted base, a post and a tilted card holder
    sx, sy = 1.25, 0.25
    K.cyl(0.18, 0.015, (sx, sy, 0.0), frame, 0.004)
    K.tube([(sx, sy, 0.0), (sx, sy, 1.05)], 0.014, frame, taper=1.0)
    # the holder, its card, the band in the 1F colour and the code, built upright about the holder's
    # foot and then leant back 20° and turned to a visitor walking to the door
    parts = [K.box((0.32, 0.012, 0.42), (0, 0, 0), frame, 0.003),
             K.box((0.29, 0.004, 0.39), (0, -0.008, 0.015), M.paint('#fbfaf6', rough=0.7), 0.0),
             K.box((0.29, 0.005, 0.06), (0, -0.0085, 0.33), M.paint(EP5['1F'], rough=0.7), 0.0),
             qr_code(0.0, -0.0112, 0.17, 0.2, seed, M.paint('#1d1c1a', rough=0.6))]
    pivot = bpy.data.objects.new('holder', None)
    bpy.context.collection.objects.link(pivot)
    for o in parts:
        o.parent = pivot
    pivot.location = (sx, sy, 1.02)
    pivot.rotation_euler = (math.radians(-20), 0, math.radians(-12))
    # a bench along the left wall, a ceiling track with spots on the board, the rack and the stand
    K.bench(-w / 2 + 0.45, 0.2, 90, M.wood('#c7a27a', '#6b4a2e', scale=0.3, seed=seed + 1), M.paint('#2b2a28'), length=1.4)
    K.box((4.0, 0.05, 0.04), (0.2, 1.2, h - 0.08), M.paint('#2b2a28', rough=0.5), 0.003)
    for x, t in ((-1.8, (-1.8, d / 2, 1.6)), (-0.4, (-0.4, d / 2, 1.6)), (1.4, (1.5, d / 2, 1.1)), (1.8, (sx, sy, 1.2))):
        K.spot((x, 1.2, h - 0.15), t, 320, '#fff1dc', 45, 0.6, 0.04)
    K.area((0.0, 0.0, h - 0.05), (0, 0, 0), 2.4, 140, '#fff4e6')
    return cam((-1.0, -2.6, 1.5), (0.7, 1.7, 1.15), 24)


run_scene(fill=30.0)
