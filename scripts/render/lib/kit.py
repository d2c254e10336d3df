"""Scene kit shared by every scene module: argument parsing, Cycles settings, lights, camera,
and a small library of bevelled furniture and props built from primitives.

A scene module is run as
  blender -b --factory-startup -t 1 -P scripts/render/scenes/<scene>.py -- '<job json>'
where the job is one entry of scripts/render/manifest.json (plus `out`, the PNG path).
"""

import json
import math
import os
import random
import sys

import bpy
from mathutils import Vector

import materials as M


def job():
    argv = sys.argv[sys.argv.index('--') + 1 :] if '--' in sys.argv else []
    j = json.loads(argv[0])
    random.seed(j.get('seed', 0))
    return j


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    sc.render.engine = 'CYCLES'
    return sc


# Exposure target (mean display luminance, 0..1, after Filmic) for the automatic exposure pass in
# render(); a scene sets K.KEY lower for a night or media-art picture, higher for a white gallery.
KEY = 0.47


def settings(j, exposure=0.0, look='Medium Contrast', world='#808080', world_strength=0.3):
    """Physically sound Cycles settings (issue 28): global illumination with 3 diffuse and 2 glossy
    bounces, so walls and ceilings are lit by the light they pass on and not only by the lamps; the
    indirect clamp only cuts fireflies (10, not the 1.5 that darkened bounce light); adaptive
    sampling stops each pixel once its noise is under the threshold; a 1.5 px Blackman-Harris pixel
    filter anti-aliases edges. Enough samples that the compositor denoiser (see denoise_nodes) only
    evens out a residue: it runs at a light strength and never smears a surface."""
    sc = bpy.context.scene
    w, h = j['resolution']
    sc.render.resolution_x = w
    sc.render.resolution_y = h
    sc.render.resolution_percentage = 100
    cy = sc.cycles
    cy.device = 'CPU'
    cy.samples = j.get('samples', 64)
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = j.get('noiseThreshold', 0.02)
    cy.adaptive_min_samples = max(16, cy.samples // 4)
    cy.max_bounces = 8
    cy.diffuse_bounces = j.get('bounces', 3)
    cy.glossy_bounces = 2
    cy.transmission_bounces = 6
    cy.transparent_max_bounces = 8
    cy.volume_bounces = 0
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.blur_glossy = 0.5
    cy.sample_clamp_direct = 0.0
    cy.sample_clamp_indirect = 10.0
    cy.light_sampling_threshold = 0.01
    cy.filter_type = 'BLACKMAN_HARRIS'
    cy.filter_width = 1.5
    cy.seed = j.get('seed', 0)
    cy.use_denoising = False
    try:
        cy.use_light_tree = True  # Blender >= 3.5
    except AttributeError:
        pass
    sc.view_settings.view_transform = 'Filmic'
    try:
        sc.view_settings.look = look
    except TypeError:
        pass
    sc.view_settings.exposure = exposure
    sc.render.image_settings.file_format = 'PNG'
    sc.render.image_settings.color_depth = '16'
    sc.render.dither_intensity = 1.0
    sc.render.threads_mode = 'FIXED'
    # the driver's `-t` (render.mjs: 1, or RENDER_THREADS): one core unless one render is urgent
    sc.render.threads = int(sys.argv[sys.argv.index('-t') + 1]) if '-t' in sys.argv else 1
    sc.render.film_transparent = False
    wd = bpy.data.worlds.new('world')
    wd.use_nodes = True
    bg = wd.node_tree.nodes['Background']
    bg.inputs['Color'].default_value = M.hex_rgba(world)
    bg.inputs['Strength'].default_value = world_strength
    sc.world = wd
    denoise_nodes(j.get('denoise', 0.35))
    return 'COMPOSITOR'


def denoise_nodes(strength=1.0):
    """Compositor denoiser (Debian's Blender has no OpenImageDenoise): demodulate the noisy
    lighting by the albedo (diffuse + glossy + transmission colour), filter it with a bilateral
    blur whose edges come from a guide of albedo, normal and depth, then re-apply the albedo and
    add the (noise-free) emission back."""
    sc = bpy.context.scene
    vl = bpy.context.view_layer
    for p in ('diffuse_color', 'glossy_color', 'transmission_color', 'emit', 'normal', 'z'):
        setattr(vl, f'use_pass_{p}', True)
    sc.use_nodes = True
    sc.render.use_compositing = True
    t = sc.node_tree
    for n in list(t.nodes):
        t.nodes.remove(n)
    rl = t.nodes.new('CompositorNodeRLayers')
    out = t.nodes.new('CompositorNodeComposite')
    out.use_alpha = False

    def mix(kind, a, b, fac=1.0):
        n = t.nodes.new('CompositorNodeMixRGB')
        n.blend_type = kind
        n.use_clamp = False
        n.inputs[0].default_value = fac
        for i, v in ((1, a), (2, b)):
            if isinstance(v, tuple):
                n.inputs[i].default_value = v
            else:
                t.links.new(v, n.inputs[i])
        return n.outputs[0]

    if strength <= 0:
        t.links.new(rl.outputs['Image'], out.inputs['Image'])
        return
    o = rl.outputs
    alb = mix('ADD', mix('ADD', o['DiffCol'], o['GlossCol']), o['TransCol'])
    alb_safe = mix('LIGHTEN', alb, (0.04, 0.04, 0.04, 1.0))
    light = mix('SUBTRACT', o['Image'], o['Emit'])
    irr = mix('DIVIDE', light, alb_safe)
    # guide: albedo + normal (+ normalised depth so parallel surfaces at different depths stay apart)
    zn = t.nodes.new('CompositorNodeNormalize')
    t.links.new(o['Depth'], zn.inputs[0])
    nrm = mix('MULTIPLY', o['Normal'], (0.6, 0.6, 0.6, 1.0))
    guide = mix('ADD', mix('ADD', alb, nrm), mix('MULTIPLY', zn.outputs[0], (1.5, 1.5, 1.5, 1.0)))
    bl = t.nodes.new('CompositorNodeBilateralblur')
    bl.iterations = max(1, round(3 * strength))
    bl.sigma_color = 0.12
    bl.sigma_space = 6 * strength
    t.links.new(irr, bl.inputs['Image'])
    t.links.new(guide, bl.inputs['Determinator'])
    res = mix('ADD', mix('MULTIPLY', bl.outputs[0], alb_safe), o['Emit'])
    t.links.new(res, out.inputs['Image'])


def render(j):
    pixel_angle()
    auto_expose(j)
    r = bpy.context.scene.render
    if j.get('border'):
        # a phone framing cut from the hero's own frame (render.mjs, mobRegion): the exposure is
        # metered on the whole frame above, so the two framings match, and only the strip is rendered
        r.use_border = True
        r.use_crop_to_border = True
        r.border_min_x, r.border_max_x = j['border']
        r.border_min_y, r.border_max_y = 0.0, 1.0
    r.filepath = j['out']
    bpy.ops.render.render(write_still=True)


def pixel_angle():
    """Write the angle one pixel of this render spans into the materials that fade a pattern finer
    than the pixels (`materials.fade_below_pixels`). The camera's angle is along the frame's longer
    side (sensor fit auto)."""
    sc = bpy.context.scene
    if sc.camera is None:
        return
    r = sc.render
    pixels = max(r.resolution_x, r.resolution_y) * r.resolution_percentage / 100
    angle = 2 * math.tan(sc.camera.data.angle / 2) / pixels
    for mat in bpy.data.materials:
        for n in mat.node_tree.nodes if mat.node_tree else ():
            if n.label == 'pixel_angle':
                n.outputs[0].default_value = angle


def auto_expose(j):
    """Meter the scene like a camera: a small, quick render, then shift Filmic's exposure so the
    mean display luminance lands on KEY (clamped to ±2.5 stops around the scene's own setting)."""
    if j.get('autoExposure') is False:
        return
    import os
    import tempfile

    import numpy as np

    sc = bpy.context.scene
    r = sc.render
    keep = (r.resolution_percentage, sc.cycles.samples, sc.cycles.use_adaptive_sampling, r.use_compositing)
    r.image_settings.color_depth = '8'  # 8-bit PNG loads as display values (16-bit would load linear)
    r.resolution_percentage = 20
    sc.cycles.samples = 6
    sc.cycles.use_adaptive_sampling = False
    r.use_compositing = False
    path = os.path.join(tempfile.gettempdir(), f'meter-{os.getpid()}.png')
    base = sc.view_settings.exposure
    for _ in range(2):
        r.filepath = path
        bpy.ops.render.render(write_still=True)
        img = bpy.data.images.load(path)
        px = np.empty(len(img.pixels), dtype=np.float32)
        img.pixels.foreach_get(px)
        bpy.data.images.remove(img)
        rgb = px.reshape(-1, 4)[:, :3]
        lum = rgb @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
        mean = float(np.clip(lum, 0, 0.97).mean())
        step = 2.0 * math.log2(max(KEY, 0.05) / max(mean, 0.01))
        if abs(step) < 0.15:
            break
        sc.view_settings.exposure = max(base - 2.5, min(base + 2.5, sc.view_settings.exposure + step))
    os.remove(path)
    r.resolution_percentage, sc.cycles.samples, sc.cycles.use_adaptive_sampling, r.use_compositing = keep
    r.image_settings.color_depth = '16'
    print(f'[meter] exposure {sc.view_settings.exposure:+.2f} (mean {mean:.2f}, key {KEY})')


# ── environment ────────────────────────────────────────────────────────────────

HDRI_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '.cache', 'hdri')


def hdri(name, strength=1.0, rotation=0.0, camera_sky=None, camera_strength=1.0):
    """Light the scene from a real HDR capture (issue 28): a Poly Haven environment that
    scripts/render/hdri.mjs fetches from the npm registry (see the render README for each one's
    source and licence). It lights the scene and shows in its reflections; rotated `rotation`
    degrees about z. The capture is 512 px around, too soft to be seen directly in a large
    picture, so with `camera_sky` [(elevation 0–1, colour), ...] the camera sees a smooth gradient
    of those colours instead, at `camera_strength` (reflections and light still come from the
    capture)."""
    path = os.path.join(HDRI_DIR, f'{name}.exr')
    if not os.path.exists(path):
        raise SystemExit(f'missing {path}: run node scripts/render/hdri.mjs')
    wd = bpy.context.scene.world
    nt = wd.node_tree
    nt.nodes.clear()
    out = nt.nodes.new('ShaderNodeOutputWorld')
    tc = nt.nodes.new('ShaderNodeTexCoord')
    mp = nt.nodes.new('ShaderNodeMapping')
    mp.inputs['Rotation'].default_value = (0, 0, math.radians(rotation))
    env = nt.nodes.new('ShaderNodeTexEnvironment')
    env.image = bpy.data.images.load(path)
    env.interpolation = 'Cubic'
    bg = nt.nodes.new('ShaderNodeBackground')
    bg.inputs['Strength'].default_value = strength
    nt.links.new(tc.outputs['Generated'], mp.inputs['Vector'])
    nt.links.new(mp.outputs['Vector'], env.inputs['Vector'])
    nt.links.new(env.outputs['Color'], bg.inputs['Color'])
    if not camera_sky:
        nt.links.new(bg.outputs['Background'], out.inputs['Surface'])
        return
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(tc.outputs['Generated'], sep.inputs['Vector'])
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    els = ramp.color_ramp.elements
    while len(els) < len(camera_sky):
        els.new(0.5)
    for el, (pos, col) in zip(els, camera_sky):
        el.position = pos
        el.color = M.hex_rgba(col)
    nt.links.new(sep.outputs['Z'], ramp.inputs['Fac'])
    seen = nt.nodes.new('ShaderNodeBackground')
    seen.inputs['Strength'].default_value = camera_strength
    nt.links.new(ramp.outputs['Color'], seen.inputs['Color'])
    lp = nt.nodes.new('ShaderNodeLightPath')
    mix = nt.nodes.new('ShaderNodeMixShader')
    nt.links.new(lp.outputs['Is Camera Ray'], mix.inputs['Fac'])
    nt.links.new(bg.outputs['Background'], mix.inputs[1])
    nt.links.new(seen.outputs['Background'], mix.inputs[2])
    nt.links.new(mix.outputs['Shader'], out.inputs['Surface'])


# ── camera and lights ──────────────────────────────────────────────────────────


def look_at(obj, target):
    d = Vector(target) - obj.location
    obj.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()


def camera(loc, target, lens=35, dof=None, shift=(0, 0)):
    cd = bpy.data.cameras.new('cam')
    cd.lens = lens
    cd.shift_x, cd.shift_y = shift
    cd.clip_start = 0.01
    cam = bpy.data.objects.new('cam', cd)
    bpy.context.collection.objects.link(cam)
    cam.location = loc
    look_at(cam, target)
    if dof:
        cd.dof.use_dof = True
        cd.dof.focus_distance = (Vector(target) - Vector(loc)).length
        cd.dof.aperture_fstop = dof
    bpy.context.scene.camera = cam
    return cam


def cam_from(j, default):
    c = dict(default)
    c.update(j.get('camera') or {})
    return camera(c['loc'], c['target'], c.get('lens', 35), c.get('dof'), tuple(c.get('shift', (0, 0))))


def area(loc, target, size=2.0, energy=300, color='#ffffff', size_y=None, name='area'):
    ld = bpy.data.lights.new(name, 'AREA')
    ld.energy = energy
    ld.color = M.hex_rgba(color)[:3]
    if size_y:
        ld.shape = 'RECTANGLE'
        ld.size = size
        ld.size_y = size_y
    else:
        ld.size = size
    o = bpy.data.objects.new(name, ld)
    bpy.context.collection.objects.link(o)
    o.location = loc
    look_at(o, target)
    return o


def sun(direction=(0.4, -0.6, 1.0), energy=3.0, color='#fff4e6', angle=2.0):
    ld = bpy.data.lights.new('sun', 'SUN')
    ld.energy = energy
    ld.color = M.hex_rgba(color)[:3]
    ld.angle = math.radians(angle)
    o = bpy.data.objects.new('sun', ld)
    bpy.context.collection.objects.link(o)
    o.location = (0, 0, 10)
    look_at(o, (-direction[0], -direction[1], 10 - direction[2]))
    return o


def point(loc, energy=50, color='#ffe8cc', radius=0.05):
    ld = bpy.data.lights.new('pt', 'POINT')
    ld.energy = energy
    ld.color = M.hex_rgba(color)[:3]
    ld.shadow_soft_size = radius
    o = bpy.data.objects.new('pt', ld)
    bpy.context.collection.objects.link(o)
    o.location = loc
    return o


def spot(loc, target, energy=500, color='#ffffff', angle=35, blend=0.4, radius=0.05):
    ld = bpy.data.lights.new('spot', 'SPOT')
    ld.energy = energy
    ld.color = M.hex_rgba(color)[:3]
    ld.spot_size = math.radians(angle)
    ld.spot_blend = blend
    ld.shadow_soft_size = radius
    o = bpy.data.objects.new('spot', ld)
    bpy.context.collection.objects.link(o)
    o.location = loc
    look_at(o, target)
    return o


def fill(cam_obj, target, size=3.0, power=55.0, color='#fff8f0', back=1.2, up=0.7):
    """Photographer's fill: a large soft panel just behind and above the camera aimed at the subject,
    so what the camera sees is lit directly (clean at low sample counts) rather than by bounces."""
    c = Vector(cam_obj.location)
    t = Vector(target)
    d = (t - c)
    d.z = 0
    d = d.normalized() if d.length > 1e-6 else Vector((0, 1, 0))
    loc = c - d * back + Vector((0, 0, up))
    dist = (t - loc).length
    return area(tuple(loc), tuple(target), size, power * dist * dist, color, name='fill')


def studio(key=600, fill=150, rim=250, warm='#fff3e6', cool='#e6f0ff', target=(0, 0, 0.1)):
    """Soft studio: large key softbox, fill card, rim light."""
    area((-2.2, -2.0, 3.0), target, 2.5, key, warm, name='key')
    area((2.6, -1.5, 1.4), target, 3.0, fill, cool, name='fill')
    area((0.5, 2.5, 2.5), target, 1.5, rim, '#ffffff', name='rim')


# ── geometry ───────────────────────────────────────────────────────────────────


def _finish(o, mat, bevel, segments=3, smooth=True):
    if mat is not None:
        o.data.materials.append(mat)
    if bevel:
        m = o.modifiers.new('bevel', 'BEVEL')
        m.width = bevel
        m.segments = segments
        m.limit_method = 'ANGLE'
        m.harden_normals = False
    if smooth:
        for p in o.data.polygons:
            p.use_smooth = True
        try:
            o.data.use_auto_smooth = True
            o.data.auto_smooth_angle = math.radians(40)
        except AttributeError:
            pass
    return o


def box(size, loc, mat=None, bevel=0.005, rot=(0, 0, 0), name='box'):
    """Axis box of `size` (x, y, z) whose base centre sits at `loc` (z = bottom)."""
    bpy.ops.mesh.primitive_cube_add(size=1, location=(loc[0], loc[1], loc[2] + size[2] / 2))
    o = bpy.context.active_object
    o.name = name
    o.scale = size
    o.rotation_euler = [math.radians(a) for a in rot]
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    return _finish(o, mat, bevel)


def cyl(r, h, loc, mat=None, bevel=0.003, rot=(0, 0, 0), verts=48, r2=None, name='cyl'):
    if r2 is None:
        bpy.ops.mesh.primitive_cylinder_add(radius=r, depth=h, vertices=verts, location=(loc[0], loc[1], loc[2] + h / 2))
    else:
        bpy.ops.mesh.primitive_cone_add(radius1=r, radius2=r2, depth=h, vertices=verts, location=(loc[0], loc[1], loc[2] + h / 2))
    o = bpy.context.active_object
    o.name = name
    o.rotation_euler = [math.radians(a) for a in rot]
    return _finish(o, mat, bevel)


def sphere(r, loc, mat=None, name='sphere', scale=(1, 1, 1)):
    bpy.ops.mesh.primitive_uv_sphere_add(radius=r, location=loc, segments=48, ring_count=24)
    o = bpy.context.active_object
    o.name = name
    o.scale = scale
    return _finish(o, mat, 0)


def plane(size, loc, mat=None, rot=(0, 0, 0), name='plane'):
    bpy.ops.mesh.primitive_plane_add(size=1, location=loc)
    o = bpy.context.active_object
    o.name = name
    o.scale = (size[0], size[1], 1)
    o.rotation_euler = [math.radians(a) for a in rot]
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    return _finish(o, mat, 0, smooth=False)


def group_rotate(objs, angle_deg, pivot):
    """Rotate a set of objects about a vertical axis through pivot."""
    a = math.radians(angle_deg)
    for o in objs:
        x, y = o.location.x - pivot[0], o.location.y - pivot[1]
        o.location.x = pivot[0] + x * math.cos(a) - y * math.sin(a)
        o.location.y = pivot[1] + x * math.sin(a) + y * math.cos(a)
        o.rotation_euler.z += a
    return objs


def moved(build, dx=0.0, dy=0.0, dz=0.0, turn=0.0):
    """Runs `build` (which lays things out about the origin, on z = 0) and moves what it made: turned
    `turn` degrees about the origin, then shifted, e.g. a board's samples onto a table top."""
    since = set(bpy.data.objects)
    build()
    made = [o for o in set(bpy.data.objects) - since if o.parent is None]
    if turn:
        group_rotate(made, turn, (0, 0))
    for o in made:
        o.location.x += dx
        o.location.y += dy
        o.location.z += dz
    return made


# A sign's face where small lettering must read at a distance: DejaVu Sans Bold (Debian's
# fonts-dejavu-core), whose 1 has its flag and foot (the eleventh review read the docent totem's
# "1F LOBBY" in Blender's own font as "IF LOBBY").
SIGN_FACE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'


def lettering(body, loc, size, mat, rot=(90, 0, 0), align='LEFT', extrude=0.0008, sign=False):
    """Printed or cut lettering in Blender's own Latin font (in SIGN_FACE with `sign`), standing up
    facing -y by default (a sign's name; the site's words are the page's)."""
    bpy.ops.object.text_add(location=loc)
    o = bpy.context.active_object
    o.name = 'lettering'
    o.data.body = body
    o.data.size = size
    if sign and os.path.exists(SIGN_FACE):
        o.data.font = bpy.data.fonts.load(SIGN_FACE, check_existing=True)
        o.data.size = size * 1.1  # DejaVu's capitals sit a little smaller in their em
    o.data.extrude = extrude
    o.data.align_x = align
    o.rotation_euler = [math.radians(r) for r in rot]
    o.data.materials.append(mat)
    return o


def room(w=6, d=5, h=3, wall=None, floor=None, left=True, right=True, back=True, ceiling=True, wall2=None, skirting=None):
    """Floor centred on the origin; the back wall at +y, side walls at ±x. The camera looks from -y."""
    objs = [box((w + 0.4, d + 0.4, 0.1), (0, 0, -0.1), floor, 0, name='floor')]
    t = 0.12
    if back:
        objs.append(box((w + 0.4, t, h), (0, d / 2 + t / 2, 0), wall, 0, name='back'))
    if left:
        objs.append(box((t, d + 0.4, h), (-w / 2 - t / 2, 0, 0), wall2 or wall, 0, name='left'))
    if right:
        objs.append(box((t, d + 0.4, h), (w / 2 + t / 2, 0, 0), wall2 or wall, 0, name='right'))
    if ceiling:
        objs.append(box((w + 0.4, d + 0.4, 0.1), (0, 0, h), wall, 0, name='ceiling'))
    if skirting:
        if back:
            box((w, 0.015, 0.08), (0, d / 2 - 0.008, 0), skirting, 0.002)
        if left:
            box((0.015, d, 0.08), (-w / 2 + 0.008, 0, 0), skirting, 0.002)
    return objs


def window(x, y, z, w, h, wall='back', strength=6.0, color='#fff8ee', light=400, frame='#e9e6df', opening=False):
    """A glowing window opening with a matching area light shining into the room. Issue 28: with a
    frame (`frame`, a colour, or None for a bare opening) it reads as a window, not a white panel:
    a painted frame around the opening, a mullion and a transom dividing the glass, and a sill.
    The area light lights the room without being seen: the camera sees the glowing pane (its square
    could show past a narrow reveal as a dark notch). `opening=True` leaves the pane out, for a real
    hole in a wall (`shapes.wall_x`) that sunlight comes through, with a view behind it."""
    emit = M.emission(color, strength * 2.5, 'window')  # reads as a bright opening after auto exposure
    if wall == 'back':
        if not opening:
            plane((w, h), (x, y - 0.07, z + h / 2), emit, rot=(90, 0, 0))
        lamp = area((x, y - 0.2, z + h / 2), (x, y - 3, z - 0.5), max(w, h), light, color, size_y=None)
    elif wall == 'left':
        if not opening:
            plane((h, w), (x + 0.07, y, z + h / 2), emit, rot=(0, 90, 0))
        lamp = area((x + 0.2, y, z + h / 2), (x + 3, y, z - 0.6), max(w, h), light, color)
    elif wall == 'right':
        if not opening:
            plane((h, w), (x - 0.07, y, z + h / 2), emit, rot=(0, 90, 0))
        lamp = area((x - 0.2, y, z + h / 2), (x - 3, y, z - 0.6), max(w, h), light, color)
    lamp.visible_camera = False
    if frame:
        _window_frame(x, y, z, w, h, wall, M.paint(frame, rough=0.45))


def _window_frame(x, y, z, w, h, wall, mat, bar=0.06, depth=0.06):
    """The frame, glazing bars and sill of a `window`, built facing -y and turned onto its wall."""
    objs = [
        box((w + 2 * bar, depth, bar), (0, 0, -bar), mat, 0.004),
        box((w + 2 * bar, depth, bar), (0, 0, h), mat, 0.004),
        box((bar, depth, h), (-w / 2 - bar / 2, 0, 0), mat, 0.004),
        box((bar, depth, h), (w / 2 + bar / 2, 0, 0), mat, 0.004),
        box((bar * 0.6, depth * 0.8, h), (0, 0, 0), mat, 0.003),  # mullion
        box((w, depth * 0.8, bar * 0.6), (0, 0, h * 0.68), mat, 0.003),  # transom
        box((w + 0.3, 0.22, 0.035), (0, -0.1, -bar - 0.035), mat, 0.006),  # sill
    ]
    if wall == 'back':
        turn, at = 0, (x, y - 0.1)
    elif wall == 'left':  # the room is towards +x
        turn, at = 90, (x + 0.1, y)
    else:
        turn, at = -90, (x - 0.1, y)
    for o in objs:
        o.location.z += z
    group_rotate(objs, turn, (0, 0))
    for o in objs:
        o.location.x += at[0]
        o.location.y += at[1]
    return objs


def no_shadow(obj):
    """Glass that should not black out what is behind it from the light (no caustics here)."""
    obj.visible_shadow = False
    return obj


# ── furniture ──────────────────────────────────────────────────────────────────


def bed(x, y, rot, frame, linen, blanket, pillow=None, width=1.6, length=2.05):
    """A made bed (issue 28: was stacked boxes): a frame on block feet with a headboard, a soft
    mattress, a duvet over three quarters of it falling over the sides (`blanket=None` leaves it off,
    for a scene that drapes one with `shapes.drape` over the object named 'mattress'), and two
    pillows leaning on the headboard."""
    objs = [box((width + 0.08, length + 0.05, 0.26), (x, y, 0.06), frame, 0.01)]
    for sx in (-1, 1):
        for sy in (-1, 1):
            objs.append(box((0.06, 0.06, 0.06), (x + sx * (width / 2 - 0.05), y + sy * (length / 2 - 0.05), 0), frame, 0.004))
    objs.append(box((width + 0.08, 0.08, 1.0), (x, y + length / 2, 0), frame, 0.015))
    objs.append(soft(box((width, length - 0.05, 0.22), (x, y - 0.02, 0.3), linen, 0.05, name='mattress')))
    if blanket is not None:
        objs.append(soft(box((width + 0.12, length * 0.74 + 0.04, 0.27), (x, y - length / 2 + length * 0.37 - 0.04, 0.29), blanket, 0.07)))
    for px in (-width / 4, width / 4):
        p = soft(box((width * 0.42, 0.4, 0.15), (x + px, y + length / 2 - 0.3, 0.5), pillow or linen, 0.07))
        p.rotation_euler.x = math.radians(-12)
        objs.append(p)
    return group_rotate(objs, rot, (x, y))


def soft(o, level=2):
    """Round a bevelled box into an upholstered form (a subdivision surface over its bevel)."""
    m = o.modifiers.new('soft', 'SUBSURF')
    m.levels = m.render_levels = level
    return o


def sofa(x, y, rot, cover, legs=None, width=2.2, depth=0.9):
    """An upholstered sofa (issue 28: was bevelled boxes): a plinth on four tapered legs, rounded
    arms, seat cushions and back cushions leaning back, each a soft form, not a block."""
    objs = [box((width, depth, 0.2), (x, y, 0.12), cover, 0.03)]
    back = soft(box((width - 0.1, 0.2, 0.42), (x, y + depth / 2 - 0.12, 0.3), cover, 0.07))
    back.rotation_euler.x = math.radians(-8)
    objs.append(back)
    for sx in (-1, 1):
        objs.append(soft(box((0.2, depth, 0.3), (x + sx * (width / 2 - 0.1), y, 0.3), cover, 0.06)))
    n = max(2, int(width / 0.8))
    cw = (width - 0.4) / n
    for i in range(n):
        cx = x - width / 2 + 0.2 + cw * (i + 0.5)
        objs.append(soft(box((cw - 0.01, depth - 0.28, 0.16), (cx, y - 0.1, 0.31), cover, 0.05)))
        lean = soft(box((cw - 0.03, 0.16, 0.36), (cx, y + depth / 2 - 0.3, 0.45), cover, 0.06))
        lean.rotation_euler.x = math.radians(-14)
        objs.append(lean)
    for sx in (-1, 1):
        for sy in (-1, 1):
            at = (x + sx * (width / 2 - 0.08), y + sy * (depth / 2 - 0.08), 0)
            objs.append(cyl(0.018, 0.12, at, legs or cover, 0.003, r2=0.022))
    return group_rotate(objs, rot, (x, y))


def table(x, y, rot, top, legs, w=1.6, d=0.8, h=0.74, thick=0.04, round_top=False):
    objs = []
    if round_top:
        objs.append(cyl(w / 2, thick, (x, y, h - thick), top, 0.006))
        objs.append(cyl(0.05, h - thick, (x, y, 0), legs))
        objs.append(cyl(0.25, 0.03, (x, y, 0), legs))
    else:
        objs.append(box((w, d, thick), (x, y, h - thick), top, 0.006))
        # each leg is built lying along x and stood up by its rotation (kept, not applied), so a
        # wood's grain, which runs along the object's x, runs down the leg and not round it
        leg = h - thick
        for sx in (-1, 1):
            for sy in (-1, 1):
                objs.append(box((leg, 0.04, 0.04), (x + sx * (w / 2 - 0.08), y + sy * (d / 2 - 0.08), leg / 2 - 0.02), legs, 0.004,
                                rot=(0, 90, 0)))
    return group_rotate(objs, rot, (x, y))


def chair(x, y, rot, seat, legs):
    """Issue 28: every chair is the design side chair now (it was two boards on four sticks)."""
    return side_chair(x, y, rot, seat, legs)


def side_chair(x, y, rot, shell, legs, h=0.45):
    """A design side chair (issue 28: `chair` is two boards on four sticks): a soft-edged seat, a back
    rail curved around the sitter on two posts that continue the rear legs, and slim legs tapering to
    the floor with a slight splay. Faces -y at rot 0, like `chair`."""
    objs = [box((0.45, 0.43, 0.028), (x, y, h - 0.028), shell, 0.012)]
    for sx in (-1, 1):
        for sy in (-1, 1):
            leg = cyl(0.011, h - 0.028, (x + sx * 0.19, y + sy * 0.17, 0), legs, 0.002, verts=24, r2=0.016)
            leg.rotation_euler = (math.radians(4 * sy), math.radians(-4 * sx), 0)  # feet splay out
            objs.append(leg)
        post = cyl(0.011, 0.36, (x + sx * 0.2, y + 0.185, h - 0.01), legs, 0.002, verts=24, r2=0.01)
        post.rotation_euler = (math.radians(-8), 0, 0)
        objs.append(post)
    # the rail: an arc in plan around the sitter (shapes.arc_solid; imported here, shapes imports the
    # kit), set back as far as the leaning posts are at its height
    import shapes

    rail = shapes.arc_solid(x, y + 0.224 - 0.42, 0.42, 0.44, 59, 121, h + 0.2, h + 0.34, shell, seg=24, name='rail')
    objs.append(_finish(rail, None, 0.007))
    return group_rotate(objs, rot, (x, y))


def stool(x, y, seat, legs, h=0.65):
    cyl(0.18, 0.05, (x, y, h), seat, 0.01)
    cyl(0.025, h, (x, y, 0), legs)
    cyl(0.16, 0.015, (x, y, 0), legs)


def counter(x, y, rot, fronts, top, length=2.4, depth=0.62, sink=True, hob=False, steel=None, handle=None):
    """Kitchen run: base cabinets with door gaps, worktop, optional sink bowl + tap and hob."""
    objs = [box((length, depth - 0.02, 0.1), (x, y + 0.01, 0), M.plastic('#1a1a1a', rough=0.8), 0.0)]
    n = max(2, round(length / 0.6))
    dw = length / n
    for i in range(n):
        objs.append(box((dw - 0.006, depth - 0.04, 0.76), (x - length / 2 + dw * (i + 0.5), y, 0.1), fronts, 0.004))
    objs.append(box((length + 0.02, depth + 0.02, 0.04), (x, y, 0.86), top, 0.004))
    st = steel or M.metal('#c9ccd1', rough=0.22)
    if sink:
        sx = x + length * 0.18
        objs.append(box((0.5, 0.38, 0.005), (sx, y + 0.02, 0.898), M.plastic('#2a2c30', rough=0.3), 0.0))
        objs.append(box((0.46, 0.34, 0.006), (sx, y + 0.02, 0.9), st, 0.01))
        objs.append(cyl(0.016, 0.32, (sx, y + depth / 2 - 0.08, 0.9), st))
        objs.append(cyl(0.014, 0.22, (sx, y + depth / 2 - 0.08, 1.2), st, rot=(90, 0, 0)))
        objs[-1].location = (sx, y + depth / 2 - 0.19, 1.2)
    if hob:
        hx = x - length * 0.22
        objs.append(box((0.58, 0.5, 0.006), (hx, y, 0.9), M.glass('#0c0c0e', rough=0.05), 0.002))
        for dx, dy, r in ((-0.14, -0.1, 0.09), (0.14, -0.1, 0.07), (-0.14, 0.12, 0.07), (0.14, 0.12, 0.09)):
            objs.append(cyl(r, 0.001, (hx + dx, y + dy, 0.907), M.plastic('#3a3a3e', rough=0.2), 0))
    return group_rotate(objs, rot, (x, y))


def basin(x, y, stone_mat, water=None, r=0.22):
    """Stone block basin on a slab with a wall tap."""
    block = box((0.7, 0.45, 0.16), (x, y, 0.74), stone_mat, 0.02)
    box((0.9, 0.5, 0.05), (x, y + 0.02, 0.7), stone_mat, 0.01)
    bowl = cyl(r, 0.1, (x, y - 0.02, 0.81), M.plastic('#d9d2c6', rough=0.4), 0.01)
    bowl.scale = (1.2, 0.8, 1)
    st = M.metal('#b58a55', rough=0.25, brushed=False)
    cyl(0.012, 0.18, (x, y + 0.2, 0.98), st, rot=(90, 0, 0)).location = (x, y + 0.14, 1.0)
    return [block, bowl]


def bathtub(x, y, rot, shell, length=1.7, width=0.8):
    objs = [box((length, width, 0.56), (x, y, 0), shell, 0.05)]
    objs.append(box((length - 0.16, width - 0.16, 0.02), (x, y, 0.5), M.glass('#cfe3e6', rough=0.02), 0.04))
    return group_rotate(objs, rot, (x, y))


def lift(since, z):
    """Raise every object made since the snapshot `since` (a set of bpy.data.objects) by `z`: for a
    piece of furniture built at floor level that stands on an upper floor."""
    if z:
        for o in set(bpy.data.objects) - since:
            o.location.z += z


def shelf(x, y, rot, board, w=1.6, h=2.0, rows=4, items=None, depth=0.32, fill='blocks', z=0.0):
    """Open shelving standing on the floor at height `z`; `items` (materials) fill it as upright
    blocks (jars, cards, folded cloth) or, with fill='books', as runs of hardbacks."""
    since = set(bpy.data.objects)
    objs = []
    for i in range(rows + 1):
        objs.append(box((w, depth, 0.025), (x, y, i * (h / rows)), board, 0.003))
    for sx in (-1, 1):
        # the sides are built lying along x and stood up by their rotation, as the table's legs are,
        # so a wood's grain runs up the side instead of showing its end rings on the face
        side = h + 0.025
        objs.append(box((side, depth, 0.025), (x + sx * w / 2, y, side / 2 - 0.0125), board, 0.003, rot=(0, 90, 0)))
    if items and fill == 'books':
        # issue 28: runs of real books (boards, spine and page block) with gaps, not coloured boxes
        rnd = random.Random(round(x * 1000 + y * 100))
        for i in range(rows):
            cx = x - w / 2 + 0.04
            while cx < x + w / 2 - 0.1:
                end = min(cx + rnd.uniform(0.12, 0.4), x + w / 2 - 0.03)
                cx, run = books(cx, end, y, i * (h / rows) + 0.0125, min(0.32, h / rows - 0.06), items, rnd, depth=depth * 0.8)
                objs.extend(run)
                cx += rnd.uniform(0.06, 0.3)
    elif items:
        for i in range(rows):
            cx = x - w / 2 + 0.06
            while cx < x + w / 2 - 0.12:
                bw = random.uniform(0.03, 0.16)
                bh = random.uniform(0.14, h / rows - 0.08)
                if random.random() < 0.2:
                    cx += bw
                    continue
                objs.append(box((bw, depth * 0.8, bh), (cx + bw / 2, y, i * (h / rows) + 0.025), random.choice(items), 0.003))
                cx += bw + 0.01
    lift(since, z)
    return group_rotate(objs, rot, (x, y))


def bench(x, y, rot, seat, legs=None, length=1.6, depth=0.42, h=0.44):
    """A gallery bench: a thick slab on two block legs (where a visitor would sit, no visitor)."""
    legs = legs or seat
    objs = [box((length, depth, 0.06), (x, y, h - 0.06), seat, 0.008)]
    for sx in (-1, 1):
        objs.append(box((0.08, depth - 0.06, h - 0.06), (x + sx * (length / 2 - 0.16), y, 0), legs, 0.004))
    return group_rotate(objs, rot, (x, y))


def plinth(x, y, sample, body=None, size=0.45, h=0.92, rot=0):
    """A display plinth with a material sample standing on its top, leant back and turned a little."""
    body = body or M.paint('#f2f0eb')
    objs = [box((size, size, h), (x, y, 0), body, 0.005)]
    objs.append(box((size * 0.72, 0.03, size * 0.9), (x, y + 0.04, h), sample, 0.003, rot=(-8, 0, 12)))  # standing, leant back
    return group_rotate(objs, rot, (x, y))


def lectern(x, y, rot, mat, top=None):
    """A guestbook stand: a slim post and a tilted writing board with an open book on it."""
    objs = [box((0.36, 0.3, 0.03), (x, y, 0), mat, 0.004), box((0.06, 0.06, 0.98), (x, y, 0.03), mat, 0.004)]
    board = box((0.5, 0.36, 0.025), (x, y, 1.0), mat, 0.004, rot=(-18, 0, 0))
    book = box((0.42, 0.28, 0.02), (x, y - 0.01, 1.03), top or M.paint('#fbfaf6', rough=0.9), 0.002, rot=(-18, 0, 0))
    objs += [board, book]
    return group_rotate(objs, rot, (x, y))


def leaf_blade(length, width, mat, fold=0.25, curl=0.35, name='leaf'):
    """One leaf blade as a mesh whose stalk end is at the origin and which points along +y: pointed
    at the tip, widest below the middle, folded along its midrib and bending down towards the tip
    (UVs: u across, v along, for `materials.leaf`). Place it with `orient`."""
    nu, nv = 8, 18
    verts, uvs = [], []
    for i in range(nv + 1):
        t = i / nv
        half = width / 2 * math.sin(math.pi * t**0.8) ** 0.85
        for j in range(nu + 1):
            u = j / nu
            x = (u * 2 - 1) * half
            z = -fold * abs(x) - curl * length * t * t + 0.003 * math.sin(t * 23 + u * 3) * abs(u * 2 - 1)
            verts.append((x, t * length, z))
            uvs.append((u, t))
    faces = [
        (i * (nu + 1) + j, i * (nu + 1) + j + 1, (i + 1) * (nu + 1) + j + 1, (i + 1) * (nu + 1) + j)
        for i in range(nv)
        for j in range(nu)
    ]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    layer = me.uv_layers.new(name='UVMap')
    for poly in me.polygons:
        for li in poly.loop_indices:
            layer.data[li].uv = uvs[me.loops[li].vertex_index]
    me.update()
    o = bpy.data.objects.new(name, me)
    bpy.context.collection.objects.link(o)
    for poly in me.polygons:
        poly.use_smooth = True
    sub = o.modifiers.new('smooth', 'SUBSURF')
    sub.levels = sub.render_levels = 1
    o.data.materials.append(mat)
    return o


def orient(o, base, yaw, pitch, roll=0.0):
    """Put a `leaf_blade` with its stalk end at `base`, pointing at compass angle `yaw` (radians from +x)
    and raised `pitch` radians above the horizontal."""
    o.location = base
    o.rotation_euler = (pitch, roll, yaw - math.pi / 2)
    return o


def tube(points, r, mat, name='stem', taper=0.6):
    """A smooth round stalk through `points` (a Bézier curve with a bevel), thinning to `taper` of
    its radius at the end."""
    cu = bpy.data.curves.new(name, 'CURVE')
    cu.dimensions = '3D'
    cu.bevel_depth = r
    cu.bevel_resolution = 3
    cu.use_fill_caps = True
    sp = cu.splines.new('BEZIER')
    sp.bezier_points.add(len(points) - 1)
    for k, (bp, co) in enumerate(zip(sp.bezier_points, points)):
        bp.co = co
        bp.handle_left_type = bp.handle_right_type = 'AUTO'
        bp.radius = 1 - (1 - taper) * k / max(len(points) - 1, 1)
    o = bpy.data.objects.new(name, cu)
    bpy.context.collection.objects.link(o)
    o.data.materials.append(mat)
    return o


def plant(x, y, pot, h=1.1, leaf='#4f6b3a', seed=0, stems=None, z=0.0):
    """A potted rubber plant (issue 28: was squashed spheres on a stick): a few woody stems rising
    from the soil at a slight lean, broad waxy leaves along their upper two thirds at the golden
    angle on short stalks, the upper ones more upright and smaller, the lower ones spreading and
    bending down. `h` is the height over the floor, pot included; a small `h` gives a sprig."""
    since = set(bpy.data.objects)
    rnd = random.Random(seed)
    pot_h = min(0.4, h * 0.34)
    r_top = pot_h * 0.48
    cyl(r_top, pot_h, (x, y, 0), pot, 0.02, r2=r_top * 0.8, verts=64)
    cyl(r_top * 0.84, 0.012, (x, y, pot_h - 0.02), M.stone('#3a2e24', '#241c16', scale=4.0, rough=0.95, seed=seed), 0.002)
    leaf_mat = M.leaf(leaf, seed=seed)
    stem_mat = M.wood('#6e5a3e', '#4a3a26', scale=0.05, seed=seed, rough=0.7)
    n_stems = stems or (3 if h < 0.8 else 4)
    golden = math.pi * (3 - math.sqrt(5))
    top = h - pot_h
    for s in range(n_stems):
        a0 = rnd.uniform(0, math.tau)
        lean = rnd.uniform(0.04, 0.12) * top if n_stems > 1 else 0.02 * top
        height = top * rnd.uniform(0.78, 1.0) if s else top
        bx, by = x + math.cos(a0) * r_top * 0.25, y + math.sin(a0) * r_top * 0.25
        pts = [
            (bx, by, pot_h - 0.01),
            (bx + math.cos(a0) * lean * 0.35, by + math.sin(a0) * lean * 0.35, pot_h + height * 0.5),
            (bx + math.cos(a0) * lean, by + math.sin(a0) * lean, pot_h + height),
        ]
        tube(pts, max(0.004, 0.012 * h), stem_mat, taper=0.45)
        n_leaves = max(5, round(height / 0.06))
        yaw = rnd.uniform(0, math.tau)
        for k in range(n_leaves):
            f = (k + 1) / n_leaves  # 0 → low on the stem, 1 → its tip
            along = 0.3 + 0.7 * f
            # a point on the (quadratic) stem
            q = along
            px = (1 - q) ** 2 * pts[0][0] + 2 * (1 - q) * q * pts[1][0] + q * q * pts[2][0]
            py = (1 - q) ** 2 * pts[0][1] + 2 * (1 - q) * q * pts[1][1] + q * q * pts[2][1]
            pz = (1 - q) ** 2 * pts[0][2] + 2 * (1 - q) * q * pts[1][2] + q * q * pts[2][2]
            yaw += golden + rnd.uniform(-0.25, 0.25)
            size = (0.13 + 0.14 * math.sin(math.pi * (0.25 + 0.6 * (1 - f)))) * min(1.0, h / 1.0 + 0.3)
            length = size * rnd.uniform(0.9, 1.1)
            pitch = math.radians(12 + 50 * f + rnd.uniform(-8, 8))
            stalk = 0.03 * min(1.0, h)
            ex, ey = px + math.cos(yaw) * stalk, py + math.sin(yaw) * stalk
            ez = pz + stalk * math.sin(pitch) * 0.8
            tube([(px, py, pz), (ex, ey, ez)], max(0.0025, 0.004 * min(1.0, h)), stem_mat, name='stalk', taper=0.8)
            blade = leaf_blade(length, length * rnd.uniform(0.5, 0.58), leaf_mat, fold=0.3, curl=0.45 * (1 - f) + 0.12)
            orient(blade, (ex, ey, ez), yaw, pitch, rnd.uniform(-0.25, 0.25))
    lift(since, z)


# ── books ──────────────────────────────────────────────────────────────────────

def book(x, y, z, thick, depth, height, cover, pages_mat=None):
    """A hardback standing on its tail at (x, y, z), its spine towards -y: two cover boards and a spine
    a little larger than the page block between them, so the block's paper shows along the top and
    fore-edge (issue 28: books were single boxes)."""
    board = 0.0022
    block = pages_mat or M.pages()
    spine = cyl(thick / 2, height, (x, y - depth / 2 + 0.002, z), cover, 0.0008, verts=24)
    spine.scale = (1, 0.28, 1)
    return [
        box((thick - 2 * board, depth - 0.006, height - 0.008), (x, y + 0.003, z + 0.004), block, 0.001),
        box((board, depth, height), (x - thick / 2 + board / 2, y, z), cover, 0.0008),
        box((board, depth, height), (x + thick / 2 - board / 2, y, z), cover, 0.0008),
        spine,
    ]


def books(x0, x1, y, z, max_h, covers, rnd, depth=0.22, gap=0.0):
    """A run of books standing between x0 and x1 on a shelf at height z: random thickness and height,
    covers from `covers`. Returns where the run ended and its objects."""
    page_mat = M.pages()
    cx = x0
    objs = []
    while cx < x1 - 0.025:
        thick = rnd.uniform(0.018, 0.045)
        if cx + thick > x1:
            break
        height = rnd.uniform(0.6, 1.0) * max_h
        objs += book(cx + thick / 2, y, z, thick, depth * rnd.uniform(0.85, 1.0), height, rnd.choice(covers), pages_mat=page_mat)
        cx += thick + gap + rnd.uniform(0.0, 0.002)
    return cx, objs


def rug(x, y, w, d, mat, rot=0):
    return box((w, d, 0.012), (x, y, 0), mat, 0.004, rot=(0, 0, rot))


def arch(x, y, w, h, depth, mat, rot=0):
    """Wall portal: a slab with a round-topped opening (boolean)."""
    slab = box((w, depth, h), (x, y, 0), mat, 0)
    ow = w * 0.55
    cut = box((ow, depth * 3, h * 0.55), (x, y, -0.01), None, 0)
    top = cyl(ow / 2, depth * 3, (x, y, 0), None, 0, rot=(90, 0, 0), verts=64)
    top.location = (x, y, h * 0.55 - 0.01)
    for c in (cut, top):
        b = slab.modifiers.new('cut', 'BOOLEAN')
        b.operation = 'DIFFERENCE'
        b.object = c
        c.hide_render = True
        c.display_type = 'WIRE'
    group_rotate([slab, cut, top], rot, (x, y))
    return slab


def panel_grid(x, y, z, cols, rows, cell, gap, mats, wall='back', depth=0.02):
    """A sample wall: a grid of material swatches hung on the back wall (or left wall)."""
    objs = []
    k = 0
    for r in range(rows):
        for c in range(cols):
            m = mats[k % len(mats)]
            k += 1
            px = x + c * (cell[0] + gap)
            pz = z + r * (cell[1] + gap)
            if wall == 'back':
                objs.append(box((cell[0], depth, cell[1]), (px, y, pz), m, 0.003))
            else:
                objs.append(box((depth, cell[0], cell[1]), (x, y + c * (cell[0] + gap), pz), m, 0.003))
    return objs


def notes(x, y, z, w, h, colors, n=60, wall='back', seed=0):
    """Guestbook wall: paper notes pinned in loose rows."""
    rnd = random.Random(seed)
    mats = [M.paint(c, rough=0.9, name='note') for c in colors]
    for i in range(n):
        px = x + rnd.uniform(0, w)
        pz = z + rnd.uniform(0, h)
        s = rnd.uniform(0.08, 0.14)
        o = box((s, 0.004, s * rnd.uniform(0.9, 1.3)), (px, y, pz), rnd.choice(mats), 0.0)
        o.rotation_euler.y = math.radians(rnd.uniform(-8, 8))
