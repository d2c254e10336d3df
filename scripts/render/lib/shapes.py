"""Shapes the kit's boxes and cylinders cannot make, and the furniture built from them: a mesh from
vertices and faces, arc solids and curved walls, lathe-turned vessels, pleated curtains, walls with
openings, light shafts through them, and the lounge furniture of the 2023 SOFTWHERE scenes.

Kept apart from kit.py (already 600 lines of job handling, lights and box-and-cylinder furniture):
these build bmesh geometry point by point, and kit.py stays the part every scene module reads first.
"""

import math
import random

import bmesh
import bpy
import kit as K
import materials as M


def mesh(name, verts, faces, mat=None, smooth=True):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    o = bpy.data.objects.new(name, me)
    bpy.context.collection.objects.link(o)
    if mat is not None:
        me.materials.append(mat)
    for p in me.polygons:
        p.use_smooth = smooth
    try:
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(35)
    except AttributeError:
        pass
    return o


def arc_solid(cx, cy, r0, r1, a0, a1, zlo, zhi, mat, seg=72, name='arc'):
    """A solid between radii r0 < r1 from angle a0 to a1 (degrees, 0 = +x, counter-clockwise);
    zlo/zhi are numbers or functions of the fraction 0..1 along the arc (for a helical stair)."""
    f0 = zlo if callable(zlo) else (lambda f: zlo)
    f1 = zhi if callable(zhi) else (lambda f: zhi)
    v, faces = [], []
    for i in range(seg + 1):
        f = i / seg
        a = math.radians(a0 + (a1 - a0) * f)
        ca, sa = math.cos(a), math.sin(a)
        for r, z in ((r0, f0(f)), (r1, f0(f)), (r1, f1(f)), (r0, f1(f))):
            v.append((cx + r * ca, cy + r * sa, z))
    for i in range(seg):
        a, b = i * 4, (i + 1) * 4
        for k in range(4):
            faces.append((a + k, a + (k + 1) % 4, b + (k + 1) % 4, b + k))
    faces.append((0, 1, 2, 3))
    n = seg * 4
    faces.append((n + 3, n + 2, n + 1, n))
    return mesh(name, v, faces, mat)


def curved_wall(cx, cy, r, a0, a1, h, mat, t=0.15, seg=96):
    return arc_solid(cx, cy, r, r + t, a0, a1, 0.0, h, mat, seg, 'curved-wall')


def chaikin(pts, n=3):
    """Round a polyline's corners (Chaikin corner cutting), keeping its two ends."""
    for _ in range(n):
        out = [pts[0]]
        for a, b in zip(pts, pts[1:]):
            out += [(a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25), (a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75)]
        pts = out + [pts[-1]]
    return pts


def lathe(profile, loc, mat, seg=64, name='lathe', smooth=2):
    """A turned vessel from a (radius, z) profile running up the outside and back down the inside."""
    profile = chaikin(profile, smooth) if smooth else profile
    v, faces = [], []
    n = len(profile)
    for i in range(seg):
        a = math.tau * i / seg
        for r, z in profile:
            v.append((loc[0] + r * math.cos(a), loc[1] + r * math.sin(a), loc[2] + z))
    for i in range(seg):
        j = (i + 1) % seg
        for k in range(n - 1):
            faces.append((i * n + k, j * n + k, j * n + k + 1, i * n + k + 1))
    return mesh(name, v, faces, mat)


def bulb(x, y, z, mat, r=0.03, cap=None):
    """A lamp's bulb hanging with its globe's centre at z: the glass globe narrowing into its neck and
    a metal cap above it (a ball of light read as a prop, issue 52)."""
    lathe([(0.0, -r), (0.62 * r, -0.82 * r), (0.96 * r, -0.35 * r), (0.97 * r, 0.15 * r), (0.72 * r, 0.62 * r),
           (0.42 * r, 0.98 * r), (0.38 * r, 1.25 * r), (0.0, 1.25 * r)], (x, y, z), mat, name='bulb')
    K.cyl(0.36 * r, 0.5 * r, (x, y, z + 1.2 * r), cap or M.metal('#b9b4aa', rough=0.35, brushed=False), 0.0, verts=24)


def screw(x, y, z, head, recess, r=0.0042, turn=0.0):
    """A low pan-head screw driven home at (x, y, z): its head turned as a shallow dome with a
    rounded rim, a cross recess pressed into it (two dark slots, `turn` degrees round)."""
    lathe([(0.0, 0.19 * r), (0.55 * r, 0.17 * r), (0.9 * r, 0.11 * r), (r, 0.04 * r), (r, 0.0), (0.0, 0.0)], (x, y, z), head,
          seg=32, name='screw')
    for a in (turn, turn + 90):
        K.box((1.05 * r, 0.2 * r, 0.06 * r), (x, y, z + 0.15 * r), recess, 0.0, rot=(0, 0, a), name='recess')


def curtain(x0, x1, y, h, mat, z=0.02, folds=None, depth=0.06, pleat=None, seed=0, name='curtain'):
    """A pleated curtain hanging along x at depth y, from z up to z + h, pleated one of two ways:
    - a wavy sheet with thickness (sheer voile): `folds` waves (about one per 14 cm if not given),
      `depth` from front to back;
    - with `pleat` (a pleat's width, m): a row of flattened tubes, alternately forward and back and
      each flattened a little differently (`seed`), under a metal track (heavy linen)."""
    if pleat is not None:
        rnd = random.Random(seed)
        n = max(2, int((x1 - x0) / pleat))
        for i in range(n):
            c = K.cyl(pleat * 0.62, h, (x0 + (i + 0.5) * pleat, y + (0.025 if i % 2 else -0.025), z), mat, 0, verts=20)
            c.scale = (1, 0.42 + rnd.uniform(-0.05, 0.08), 1)
        K.box((x1 - x0 + 0.1, 0.04, 0.03), ((x0 + x1) / 2, y, z + h), M.metal('#d9d6d0', rough=0.3), 0.003)
        return None
    w = x1 - x0
    folds = folds or max(3, round(w / 0.14))
    nx = folds * 8
    v, faces = [], []
    for i in range(nx + 1):
        x = x0 + w * i / nx
        dy = depth * 0.5 * math.sin(math.tau * folds * i / nx)
        v.append((x, y + dy, z))
        v.append((x, y + dy, z + h))
    for i in range(nx):
        a = i * 2
        faces.append((a, a + 2, a + 3, a + 1))
    o = mesh(name, v, faces, mat)
    s = o.modifiers.new('solid', 'SOLIDIFY')
    s.thickness = 0.004
    return o


def vessel(x, y, z, r, h, mat=None, neck=None, r_top=None, drink=None, fill=0.6, wall=0.0022):
    """A turned vessel of radius r and height h standing on z, one of two kinds:
    - with `neck` (the mouth's radius as a fraction of r): a solid pot in `mat`, a body of 0.7 h
      narrowing to 0.85 r, then a shoulder and neck;
    - else a glass shell (tumbler, carafe body or neck) from r up to `r_top`, hollowed by a boolean,
      in `mat` or clear glass; `drink` = (colour, clear) fills it to `fill` of its height (a clear
      drink's colour is in the glass, M.tinted_glass)."""
    if neck is not None:
        K.cyl(r, h * 0.7, (x, y, z), mat, 0.01, r2=r * 0.85)
        K.cyl(r * 0.85, h * 0.3, (x, y, z + h * 0.7), mat, 0.005, r2=r * neck)
        return None
    r_top = r if r_top is None else r_top
    base = wall * 2.5
    lh = (h - base) * fill
    if mat is None:
        mat = M.tinted_glass(drink[0] if drink and drink[1] else '#ffffff', -h / 2 + base + lh)
    g = K.cyl(r, h, (x, y, z), mat, 0.0, verts=64, r2=r_top)
    inner = K.cyl(r - wall, h, (x, y, z + base), None, 0.0, verts=64, r2=r_top - wall)
    b = g.modifiers.new('hollow', 'BOOLEAN')
    b.operation = 'DIFFERENCE'
    b.object = inner
    inner.hide_render = True
    inner.display_type = 'WIRE'
    g.visible_shadow = False  # no caustics: a shadowing shell would leave its drink and the counter black
    if drink is not None:
        rb = r - wall - 0.0004
        if drink[1]:  # clear drink: its colour is in the glass; the liquid only refracts
            dm = M.Tree('drink').set(color='#ffffff', trans=1.0, rough=0.03, ior=1.34, spec=0.5).mat
        else:
            dm = M.plastic(drink[0], rough=0.3)
        d = K.cyl(rb, lh, (x, y, z + base + 0.0002), dm, 0.0, verts=64, r2=rb + (r_top - r) * lh / h)
        d.visible_shadow = not drink[1]
    return g


def carafe(x, y, z, glass, water=0.11):
    """A water carafe turned in one piece: a round body, a shoulder drawing in to a long neck with a
    rolled lip, and the water inside up to `water` metres. (Stacked glass shells, each with its own
    base, read as a glass floating above the carafe: the eighth review.)"""
    outside = [(0.0, 0.0), (0.058, 0.0), (0.062, 0.006), (0.062, 0.12), (0.056, 0.15), (0.035, 0.175),
               (0.024, 0.2), (0.024, 0.255), (0.027, 0.262)]
    inside = [(0.0245, 0.262), (0.0215, 0.255), (0.0215, 0.2), (0.0325, 0.175), (0.0535, 0.15),
              (0.0595, 0.12), (0.0595, 0.01), (0.0, 0.008)]
    shell = lathe(outside + inside, (x, y, z), glass, name='carafe')
    shell.visible_shadow = False  # no caustics: a shadowing shell would leave the water and the counter black
    liquid = M.Tree('water').set(color='#eef6f4', trans=1.0, rough=0.02, ior=1.33, spec=0.5).mat
    w = K.cyl(0.0593, water, (x, y, z + 0.0085), liquid, 0.0, verts=64)
    w.visible_shadow = False
    return shell


def _wall(along, at, a0, a1, h, mat, openings, t, name):
    """A wall running along `along` ('x' or 'y') at `at` from a0 to a1 with rectangular openings
    (a, b, za, zb); openings that share a column (the same a, b: windows on two storeys) are cut
    from the same pier of wall, one above the other."""
    def piece(a, b, z0, z1):
        if b - a <= 0 or z1 - z0 <= 0:
            return
        size, loc = ((b - a, t, z1 - z0), ((a + b) / 2, at, z0)) if along == 'x' else ((t, b - a, z1 - z0), (at, (a + b) / 2, z0))
        K.box(size, loc, mat, 0, name=name)

    columns = {}
    for a, b, za, zb in openings:
        columns.setdefault((a, b), []).append((za, zb))
    pos = a0
    for (a, b), holes in sorted(columns.items()):
        piece(pos, a, 0, h)
        z = 0
        for za, zb in sorted(holes):
            piece(a, b, z, za)
            z = zb
        piece(a, b, z, h)
        pos = b
    piece(pos, a1, 0, h)


def wall_x(x, y0, y1, h, mat, openings=(), t=0.15, name='wall'):
    """A wall along y at x (from y0 to y1, height h) with rectangular openings (ya, yb, za, zb)."""
    _wall('y', x, y0, y1, h, mat, openings, t, name)


def wall_y(y, x0, x1, h, mat, openings=(), t=0.15, name='wall'):
    """A wall along x at y with rectangular openings (xa, xb, za, zb)."""
    _wall('x', y, x0, x1, h, mat, openings, t, name)


def sunlit_left_wall(w, d, h, mat, opening, light=300, color='#fff1de', view='#fff1de', glow=12, frame=None):
    """The left wall of a `kit.room(w, d, h, ..., left=False)` with a window the sun comes through
    (issue 28: a `kit.window` pane on a solid wall blocked it): the wall with its hole (`opening`:
    ya, yb, za, zb), a glowing view outside that casts no shadow, and the window's light and frame
    (`kit.window(opening=True)`) fitted to the hole. The scene adds its `kit.sun`."""
    x = -w / 2
    ya, yb, za, zb = opening
    wall_x(x - 0.075, -d / 2 - 0.2, d / 2 + 0.2, h, mat, [opening])
    mid_y, mid_z = (ya + yb) / 2, (za + zb) / 2
    side = max(yb - ya, zb - za) + 1.0
    backdrop((x - 0.9, mid_y, mid_z), (side, side), M.emission(view, glow, 'view'), rot=(0, 90, 0))
    K.window(x, mid_y, za, yb - ya, zb - za, wall='left', light=light, color=color, frame=frame, opening=True)


def skyline(rnd, span, tops, city, lit, far, far_span, far_heights, lights=5, drop=3.5, far_y=36.0):
    """A city seen from a high floor, 30 m out, behind a window (with a `backdrop` sky beyond it): a
    row of blocks across `span` (x) whose roofs stand at `tops` (z, below or above the eye line),
    each with a few lit windows, and a farther, taller row in the haze (`far`) for depth."""
    x = span[0]
    while x < span[1]:
        bw = rnd.uniform(1.4, 3.6)
        top = rnd.uniform(*tops)
        K.box((bw - 0.2, 2.0, top + 20), (x + bw / 2, 30.0 + rnd.uniform(0, 4), -20), city, 0)
        for _ in range(rnd.randint(1, lights)):
            K.box((0.35, 0.05, 0.22), (x + rnd.uniform(0.3, bw - 0.5), 28.95, top - rnd.uniform(0.6, drop)), lit, 0)
        x += bw
    x = far_span[0]
    while x < far_span[1]:
        bw = rnd.uniform(2.0, 5.0)
        K.box((bw - 0.3, 2.0, rnd.uniform(*far_heights)), (x + bw / 2, far_y, -20), far, 0)
        x += bw


def backdrop(loc, size, mat, rot=(90, 0, 0)):
    """An emissive view outside an opening that casts no shadow, so sunlight still comes in."""
    p = K.plane(size, loc, mat, rot=rot, name='view')
    p.visible_shadow = False
    return p


def shaft(top, bottom, mat, closed=False):
    """A light shaft between two quads (4 corners each): the visible beam of a sun patch; `closed`
    caps both ends, for a volume (`materials.dust`) that the sun lights from inside."""
    faces = [(0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)] + ([(0, 1, 2, 3), (4, 5, 6, 7)] if closed else [])
    # a volume keeps its shadow visibility: without it Cycles lets the sun through unscattered and the
    # dust shows only as extinction, a dark band
    return mesh('shaft', list(top) + list(bottom), faces, mat, smooth=False)


def sun_through(opening, direction, floor_z=0.0):
    """Where a sun ray through each corner of an opening (4 points) lands on the floor z."""
    dx, dy, dz = direction
    return [(x - dx * (z - floor_z) / dz, y - dy * (z - floor_z) / dz, floor_z + 0.002) for x, y, z in opening]


def drape(size, loc, mat, over, rot=0.0, cuts=None, frames=45, thick=0.012, mass=0.3, stiff=15.0, bend=0.5,
          tilt=(0.0, 0.0), name='cloth'):
    """A cloth (a duvet, a throw, a tablecloth) dropped flat from `loc` (its centre) onto the objects
    `over` and left to settle: Blender's cloth solver run for `frames` frames, then frozen into a
    mesh with a thickness, so it falls over edges in real folds (issue 28: duvets and throws were
    rigid slabs). `size` is the cloth's (x, y) before it falls, `rot` its turn about z (degrees),
    `tilt` its (x, y) lean in degrees so one side lands first; `stiff` and `bend` its tension and
    bending stiffness (a linen throw ~15 / 0.5, a duvet ~40 / 5)."""
    nx, ny = cuts or (max(8, int(size[0] / 0.025)), max(8, int(size[1] / 0.025)))
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=nx, y_subdivisions=ny, size=1, location=loc)
    o = bpy.context.active_object
    o.name = name
    o.scale = (size[0], size[1], 1)
    o.rotation_euler = (math.radians(tilt[0]), math.radians(tilt[1]), math.radians(rot))
    bpy.ops.object.transform_apply(location=False, rotation=True, scale=True)
    for c in over:
        c.modifiers.new('collision', 'COLLISION')
        c.collision.thickness_outer = 0.004
        c.collision.cloth_friction = 8.0
    m = o.modifiers.new('cloth', 'CLOTH')
    cs = m.settings
    cs.quality = 8
    cs.mass = mass
    cs.tension_stiffness = cs.compression_stiffness = stiff
    cs.shear_stiffness = stiff * 0.5
    cs.bending_stiffness = bend
    cs.air_damping = 2.0
    m.collision_settings.distance_min = 0.004
    m.collision_settings.collision_quality = 4
    m.point_cache.frame_start = 1
    m.point_cache.frame_end = frames
    scene = bpy.context.scene
    start = scene.frame_current
    for f in range(1, frames + 1):
        scene.frame_set(f)
    settled = bpy.data.meshes.new_from_object(o.evaluated_get(bpy.context.evaluated_depsgraph_get()))
    o.modifiers.clear()
    o.data = settled
    for c in over:
        for cm in [cm for cm in c.modifiers if cm.type == 'COLLISION']:
            c.modifiers.remove(cm)
    scene.frame_set(start)
    sol = o.modifiers.new('thickness', 'SOLIDIFY')
    sol.thickness = thick
    sol.offset = 1.0
    K.soft(o, 1)
    return K._finish(o, mat, 0)


# ── furniture built from them ──────────────────────────────────────────────────
def cushion(x, y, z, w, h, mat, d=0.16, rot=(0, 0, 0), n=28):
    """A plump cushion standing on z, tilted by rot (degrees): two faces sewn together at the edge,
    filled so they bulge most in the middle and meet in a seam, the sides drawn in between the
    corners as a stuffed cover pulls them (issue 28: a bevelled box read as a block of foam)."""

    def puff(t):  # the filling's depth across the cushion: flat over the middle, steep at the seam
        return max(0.0, 1.0 - abs(t) ** 2.4) ** 0.42

    verts, faces = [], []
    for side in (1, -1):
        base = len(verts)
        for i in range(n + 1):
            u = -1 + 2 * i / n
            for j in range(n + 1):
                v = -1 + 2 * j / n
                px = u * w / 2 * (1 - 0.07 * (1 - v * v))
                pz = v * h / 2 * (1 - 0.07 * (1 - u * u))
                py = side * d / 2 * puff(u) * puff(v)
                verts.append((px, py, pz))
        for i in range(n):
            for j in range(n):
                a = base + i * (n + 1) + j
                b = a + n + 1
                faces.append((a, b, b + 1, a + 1) if side > 0 else (a, a + 1, b + 1, b))
    o = mesh('cushion', verts, faces, mat)
    bm = bmesh.new()
    bm.from_mesh(o.data)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)  # the seam: both faces share its edge
    bm.to_mesh(o.data)
    bm.free()
    o.location = (x, y, z + h / 2)
    o.rotation_euler = [math.radians(a) for a in rot]
    return o


def lounge_chair(x, y, rot, cover, frame, seat_h=0.4, w=0.78):
    """A low lounge chair: deep upholstered seat, reclined back, slim arms, four slim legs."""
    objs = [K.box((w, 0.78, 0.16), (x, y, seat_h - 0.16), cover, 0.05)]
    back = K.box((w, 0.16, 0.62), (x, y + 0.36, seat_h - 0.06), cover, 0.06)
    back.rotation_euler.x = math.radians(-14)
    objs.append(back)
    for sx in (-1, 1):
        objs.append(K.box((0.06, 0.7, 0.03), (x + sx * (w / 2 + 0.02), y + 0.02, seat_h + 0.2), frame, 0.01))
        objs.append(K.box((0.03, 0.03, 0.22), (x + sx * (w / 2 + 0.02), y - 0.3, seat_h - 0.02), frame, 0.005))
        for sy in (-1, 1):
            objs.append(K.cyl(0.015, seat_h - 0.16, (x + sx * (w / 2 - 0.06), y + sy * 0.3, 0), frame))
    return K.group_rotate(objs, rot, (x, y))


def shade_pendant(x, y, z, metal, energy=30, light='#ffe6c4', ceiling=2.95):
    """A pendant with a spun aluminium dome on a cord up to the ceiling, a warm bulb inside (issue
    28: `kit.pendant` is a glowing ball on a cord)."""
    K.cyl(0.003, ceiling - z, (x, y, z + 0.16), M.plastic('#111111'), 0.0, verts=12)
    lathe([(0.012, 0.16), (0.05, 0.15), (0.13, 0.06), (0.15, 0.0), (0.145, 0.0), (0.125, 0.055),
           (0.045, 0.14), (0.0, 0.145)], (x, y, z), metal, seg=64, name='shade')
    bulb(x, y, z + 0.04, M.emission(light, 20, 'bulb'), r=0.03)
    K.point((x, y, z + 0.03), energy, light, 0.03)


def pendant(x, y, z, color='#ffe2b8', r=0.05, strength=12, cord=None, ceiling=3.2):
    """A bare bulb on a cord from the ceiling, its globe's centre at z: the globe turned with its neck
    into a metal cap (`bulb`), and the cord from the cap up (issue 52: `kit.pendant` hung a glowing
    ball, which reads as a prop)."""
    K.cyl(0.004, ceiling - z - 1.7 * r, (x, y, z + 1.7 * r), cord or M.plastic('#111111'), 0.0, verts=12)
    bulb(x, y, z, M.emission(color, strength, 'bulb'), r=r)


def floor_lamp(x, y, metal, shade, h=1.55, light='#ffd9b0', energy=60):
    """Slim floor lamp: disc base, stem, drum shade with a warm bulb in it."""
    K.cyl(0.16, 0.02, (x, y, 0), metal)
    K.cyl(0.012, h - 0.3, (x, y, 0.02), metal)
    lathe([(0.17, 0.0), (0.15, 0.28), (0.145, 0.28), (0.165, 0.0)], (x, y, h - 0.3), shade)
    K.point((x, y, h - 0.16), energy, light, 0.05)


def side_table(x, y, top, leg, r=0.24, h=0.5):
    K.cyl(r, 0.03, (x, y, h - 0.03), top, 0.005)
    K.cyl(0.03, h - 0.03, (x, y, 0), leg)
    K.cyl(0.16, 0.015, (x, y, 0), leg)


def books(x, y, z, mats, n=3, rot=0):
    zz = z
    for i in range(n):
        K.box((0.24 - i * 0.02, 0.17 - i * 0.01, 0.03), (x, y, zz), mats[i % len(mats)], 0.003, rot=(0, 0, rot + i * 7))
        zz += 0.03


def bar_stool(x, y, wood, pad, frame, h=0.66, turn=0.0):
    """A counter stool: a square oak seat with a wool pad, four black steel legs splayed a little
    from under its corners to the floor, and a footrest joining them a third of the way up."""
    from mathutils import Vector

    a = math.radians(turn)

    def at(dx, dy, z):
        return Vector((x + dx * math.cos(a) - dy * math.sin(a), y + dx * math.sin(a) + dy * math.cos(a), z))

    K.box((0.36, 0.36, 0.03), (x, y, h - 0.03), wood, 0.006, rot=(0, 0, turn), name='stool seat')
    K.box((0.33, 0.33, 0.025), (x, y, h), pad, 0.01, rot=(0, 0, turn), name='stool pad')
    feet = [at(sx * 0.2, sy * 0.2, 0.0) for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    tops = [at(sx * 0.14, sy * 0.14, h - 0.03) for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    for foot, top in zip(feet, tops):
        d = top - foot
        leg = K.cyl(0.011, d.length, (0, 0, 0), frame, 0.0, verts=16, name='stool leg')
        leg.location = foot + d * 0.5  # a cylinder's origin is its middle
        leg.rotation_euler = d.to_track_quat('Z', 'Y').to_euler()
    # the footrest: a bar between each pair of legs at 0.24 m
    k = 0.24 / (h - 0.03)
    ring = [f.lerp(t, k) for f, t in zip(feet, tops)]
    for p, q in zip(ring, ring[1:] + ring[:1]):
        d = q - p
        bar = K.cyl(0.008, d.length, (0, 0, 0), frame, 0.0, verts=12, name='stool footrest')
        bar.location = p + d * 0.5
        bar.rotation_euler = d.to_track_quat('Z', 'Y').to_euler()


def flight(x0, y0, width, n, side, tread, rise=0.175, going=0.28, waist=0.3, nosing=None):
    """A straight flight of `n` risers climbing to -x from x0, its centre line at y0, built as one
    solid as a cast or boxed-in stair is: its side a sawtooth of risers and goings over a soffit that
    runs parallel to the pitch, `waist` under the steps' inner corners, down to the floor (the eighth
    review: sixteen boxes standing on the floor read as 'odd stair geometry'). A tread is laid on
    each step; `nosing`, a material, draws a strip along each step's front edge, its top and its face.
    Returns the x where the last going ends and the height of the top step."""
    land_x1 = x0 - n * going
    top = n * rise
    profile = [(x0, 0.0)]
    for i in range(n):
        profile += [(x0 - i * going, (i + 1) * rise - 0.012), (x0 - (i + 1) * going, (i + 1) * rise - 0.012)]
    profile += [(land_x1, top - waist - rise), (x0 - waist / rise * going, 0.0)]
    k = len(profile)
    ya, yb = y0 - width / 2, y0 + width / 2
    verts = [(x, ya, z) for x, z in profile] + [(x, yb, z) for x, z in profile]
    faces = [tuple(range(k)), tuple(range(2 * k - 1, k - 1, -1))]
    faces += [(a, (a + 1) % k, (a + 1) % k + k, a + k) for a in range(k)]
    mesh('flight', verts, faces, side, smooth=False)
    for i in range(n):
        z = (i + 1) * rise
        xa = x0 - (i + 1) * going
        K.box((going + 0.01, width, 0.012), (xa + going / 2 - 0.005, y0, z - 0.012), tread, 0.002, name='tread')
        if nosing is not None:
            K.box((0.035, width, 0.006), (xa + going - 0.0175, y0, z), nosing, 0.001, name='nosing')
            K.box((0.004, width, 0.03), (xa + going + 0.002, y0, z - 0.03), nosing, 0.0005, name='nosing')
    return land_x1, top


def pouch(x, y, z, w, d, h, turn, cloth, tape, pull, seed, n=32):
    """A sewn zip pouch lying on a table (the fifteenth review read rounded boxes as "toy-brick
    pouches"): a pillow of cloth whose top swells to `h` in the middle and falls flat to its seam all
    round, with a little slack rippling across it; the zip's dark tape along its back third with the
    teeth in a brass line down the middle, following the swell, and the pull lying at one end."""
    rnd = random.Random(seed)
    phase, amp = rnd.uniform(0, 6.28), rnd.uniform(0.0006, 0.0012)

    def top(u, v):
        # u, v from -0.5 to 0.5 across the pouch; square-ish in the middle, a soft roll to the seam
        a = max(0.0, 1 - abs(2 * u) ** 4)
        b = max(0.0, 1 - abs(2 * v) ** 3)
        swell = h * (a * b) ** 0.5
        return swell + amp * math.sin(u * 31 + v * 7 + phase) * (a * b)

    def grid(u0, u1, v0, v1, nu, nv, lift):
        verts = [(x + (u0 + (u1 - u0) * i / nu) * w, y + (v0 + (v1 - v0) * j / nv) * d,
                  z + top(u0 + (u1 - u0) * i / nu, v0 + (v1 - v0) * j / nv) + lift)
                 for j in range(nv + 1) for i in range(nu + 1)]
        faces = [(j * (nu + 1) + i, j * (nu + 1) + i + 1, (j + 1) * (nu + 1) + i + 1, (j + 1) * (nu + 1) + i)
                 for j in range(nv) for i in range(nu)]
        return verts, faces

    objs = [mesh('pouch', *grid(-0.5, 0.5, -0.5, 0.5, n, n, 0.0), cloth)]
    objs.append(mesh('zip tape', *grid(-0.44, 0.44, 0.1, 0.2, n, 2, 0.0009), tape))
    objs.append(mesh('zip teeth', *grid(-0.44, 0.44, 0.143, 0.157, n, 1, 0.0016), pull))
    # the pull at the zip's right-hand end, lying along it
    px, py = x + 0.4 * w, y + 0.15 * d
    objs.append(K.box((0.022, 0.009, 0.0018), (px - 0.006, py, z + top(0.4, 0.15) + 0.0014), pull, 0.0008, name='zip pull'))
    return K.group_rotate(objs, turn, (x, y))
