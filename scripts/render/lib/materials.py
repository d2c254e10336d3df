"""Shared procedural PBR materials (Blender 3.4 node trees; no image textures but `picture`, a screen
showing one of the site's own renders).

Every factory returns a bpy material; colours are hex strings, `seed` shifts the procedural
pattern so two objects of the same material never look cloned. Scales are in metres of world
space (object coordinates are used, so apply the factory to objects without stretched scale,
or pass `space='generated'`).
"""

import math
import os

import bpy


def hex_rgba(h, a=1.0):
    h = h.lstrip('#')
    if len(h) == 3:
        h = ''.join(ch * 2 for ch in h)
    c = [int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    # sRGB -> linear
    lin = [x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return (*lin, a)


class Tree:
    """Tiny helper around a material node tree."""

    def __init__(self, name):
        self.mat = bpy.data.materials.new(name)
        self.mat.use_nodes = True
        self.nt = self.mat.node_tree
        self.nt.nodes.clear()
        self.out = self.node('ShaderNodeOutputMaterial')
        self.bsdf = self.node('ShaderNodeBsdfPrincipled')
        self.link(self.bsdf, 'BSDF', self.out, 'Surface')

    def node(self, kind, **props):
        n = self.nt.nodes.new(kind)
        for k, v in props.items():
            if k in n.inputs.keys() and not hasattr(n, k):
                n.inputs[k].default_value = v
            else:
                setattr(n, k, v)
        return n

    def inp(self, node, name, value):
        node.inputs[name].default_value = value
        return node

    def link(self, a, out, b, inp):
        self.nt.links.new(a.outputs[out], b.inputs[inp])

    def coords(self, space='object', scale=(1, 1, 1), seed=0):
        tc = self.node('ShaderNodeTexCoord')
        mp = self.node('ShaderNodeMapping')
        mp.inputs['Scale'].default_value = scale
        mp.inputs['Location'].default_value = (seed * 3.17, seed * 1.91, seed * 2.53)
        self.link(tc, {'object': 'Object', 'generated': 'Generated', 'uv': 'UV'}[space], mp, 'Vector')
        return mp

    def noise(self, vector, scale, detail=None, roughness=None, distortion=None, out='Vector'):
        """A noise texture fed from `vector`'s `out` socket; inputs not given keep the node's defaults."""
        n = self.node('ShaderNodeTexNoise')
        for k, v in (('Scale', scale), ('Detail', detail), ('Roughness', roughness), ('Distortion', distortion)):
            if v is not None:
                n.inputs[k].default_value = v
        self.link(vector, out, n, 'Vector')
        return n

    def ramp(self, src, out, stops, interp='LINEAR'):
        r = self.node('ShaderNodeValToRGB')
        r.color_ramp.interpolation = interp
        els = r.color_ramp.elements
        while len(els) > len(stops):
            els.remove(els[-1])
        while len(els) < len(stops):
            els.new(0.5)
        for el, (pos, col) in zip(els, stops):
            el.position = pos
            el.color = hex_rgba(col) if isinstance(col, str) else col
        self.link(src, out, r, 'Fac')
        return r

    def bump(self, src, out, strength=0.2, distance=0.01):
        b = self.node('ShaderNodeBump')
        b.inputs['Strength'].default_value = strength
        b.inputs['Distance'].default_value = distance
        self.link(src, out, b, 'Height')
        self.link(b, 'Normal', self.bsdf, 'Normal')
        return b

    def math(self, op, a=None, b=None, va=0.0, vb=0.0, clamp=False):
        m = self.node('ShaderNodeMath')
        m.operation = op
        m.use_clamp = clamp
        m.inputs[0].default_value = va
        m.inputs[1].default_value = vb
        if a:
            self.link(a[0], a[1], m, 0)
        if b:
            self.link(b[0], b[1], m, 1)
        return m

    def mix(self, fac, c1, c2, blend='MIX'):
        m = self.node('ShaderNodeMixRGB')
        m.blend_type = blend
        for src, slot in ((fac, 'Fac'), (c1, 'Color1'), (c2, 'Color2')):
            if isinstance(src, tuple) and len(src) == 2 and not isinstance(src[0], float):
                self.link(src[0], src[1], m, slot)
            elif isinstance(src, str):
                m.inputs[slot].default_value = hex_rgba(src)
            elif isinstance(src, (int, float)):
                m.inputs[slot].default_value = src
            else:
                m.inputs[slot].default_value = src
        return m

    def set(self, **vals):
        names = {
            'color': 'Base Color',
            'rough': 'Roughness',
            'metal': 'Metallic',
            'spec': 'Specular',
            'trans': 'Transmission',
            'ior': 'IOR',
            'sheen': 'Sheen',
            'coat': 'Clearcoat',
            'coat_rough': 'Clearcoat Roughness',
            'aniso': 'Anisotropic',
            'emit': 'Emission',
            'emit_strength': 'Emission Strength',
            'sss': 'Subsurface',
        }
        for k, v in vals.items():
            key = names[k]
            if isinstance(v, str):
                v = hex_rgba(v)
            self.bsdf.inputs[key].default_value = v
        return self


def paint(color, rough=0.85, name='paint', grain=0.02, seed=0):
    """Matte wall paint / plaster with a faint roller texture."""
    t = Tree(name)
    mp = t.coords(scale=(6, 6, 6), seed=seed)
    n = t.noise(mp, 4, 8)
    c = t.mix((n, 'Fac'), color, color, 'MIX')
    dark = hex_rgba(color)
    c.inputs['Color1'].default_value = tuple(x * (1 - grain * 4) for x in dark[:3]) + (1,)
    t.link(c, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, spec=0.3)
    t.bump(n, 'Fac', 0.05, 0.01)
    return t.mat


def plaster(color, name='plaster', seed=0, scale=1.0):
    """Clay / lime plaster: broad, faint trowel clouds, the strokes' arcs in relief and in sheen.

    Issue 28: value clouds of ±20 % at 30 cm with ten octaves made pale walls look dirty; a
    trowelled wall varies by a few per cent over a metre, and its character is in the strokes: low
    arcs that catch a raking light and burnish a little shinier than the ground between them.
    `scale` > 1 draws the strokes smaller, for a close-up (a hand-span on a wall is a few cm there)."""
    t = Tree(name)
    mp = t.coords(scale=(scale, scale, scale), seed=seed)
    n = t.noise(mp, 1.1, 3, 0.45)
    base = hex_rgba(color)
    r = t.ramp(n, 'Fac', [(0.3, tuple(x * 0.93 for x in base[:3]) + (1,)), (0.7, tuple(min(1, x * 1.04) for x in base[:3]) + (1,))])
    t.link(r, 'Color', t.bsdf, 'Base Color')
    # strokes: a strongly distorted noise makes overlapping sweeps a hand-span across; a fine noise
    # under it is the sand in the lime
    strokes = t.noise(mp, 5.0, 2, distortion=2.5)
    fine = t.noise(mp, 60, 4)
    sheen = t.ramp(strokes, 'Fac', [(0.35, (0.95, 0.95, 0.95, 1)), (0.65, (0.8, 0.8, 0.8, 1))])
    t.link(sheen, 'Color', t.bsdf, 'Roughness')
    t.set(spec=0.3)
    b = t.bump(strokes, 'Fac', 0.08, 0.02)
    b2 = t.node('ShaderNodeBump')
    b2.inputs['Strength'].default_value = 0.05
    b2.inputs['Distance'].default_value = 0.002
    t.link(fine, 'Fac', b2, 'Height')
    t.link(b2, 'Normal', b, 'Normal')
    return t.mat


def terrazzo(base, chips, name='terrazzo', scale=1.0, seed=0, polish=0.25, density=0.55):
    """Cement/resin ground with real aggregate: angular Voronoi-cell chips at two sizes (cells
    shrunk by their distance to the cell edge), coloured from `chips`, over a sanded binder."""
    t = Tree(name)
    mp = t.coords(seed=seed)
    dn = t.noise(mp, 30 / scale, 1)
    warp = t.node('ShaderNodeMixRGB')
    warp.blend_type = 'LINEAR_LIGHT'
    warp.inputs['Fac'].default_value = 0.015 * scale
    t.link(mp, 'Vector', warp, 'Color1')
    t.link(dn, 'Color', warp, 'Color2')
    col = hex_rgba(base)
    sn = t.noise(mp, 500 / scale)
    color_out = t.mix((sn, 'Fac'), tuple(x * 0.88 for x in col[:3]) + (1,), tuple(min(1, x * 1.06) for x in col[:3]) + (1,))
    mask_sum = None
    stops = [(j / len(chips), c) for j, c in enumerate(chips)]
    for sc, gap, keep in ((7 / scale, 0.14, density * 0.55), (22 / scale, 0.2, density)):
        f1 = t.node('ShaderNodeTexVoronoi')
        f1.inputs['Scale'].default_value = sc
        t.link(warp, 'Color', f1, 'Vector')
        de = t.node('ShaderNodeTexVoronoi')
        de.feature = 'DISTANCE_TO_EDGE'
        de.inputs['Scale'].default_value = sc
        t.link(warp, 'Color', de, 'Vector')
        sep = t.node('ShaderNodeSeparateColor')
        t.link(f1, 'Color', sep, 'Color')
        # per-cell gap so chips vary in size; cells whose random blue > keep stay binder
        g = t.math('MULTIPLY_ADD', (sep, 'Green'), None, vb=gap)
        g.inputs[1].default_value = gap
        g.inputs[2].default_value = gap * 0.6
        inside = t.math('GREATER_THAN', (de, 'Distance'), (g, 'Value'))
        kept = t.math('LESS_THAN', (sep, 'Blue'), None, vb=keep)
        m = t.math('MULTIPLY', (inside, 'Value'), (kept, 'Value'))
        r = t.ramp(sep, 'Red', stops, 'CONSTANT')
        # subtle shading inside each chip
        shade = t.mix((de, 'Distance'), (r, 'Color'), (r, 'Color'), 'MULTIPLY')
        mix = t.node('ShaderNodeMixRGB')
        t.link(m, 'Value', mix, 'Fac')
        t.link(color_out, 'Color', mix, 'Color1')
        t.link(shade, 'Color', mix, 'Color2')
        color_out = mix
        mask_sum = m if mask_sum is None else t.math('MAXIMUM', (mask_sum, 'Value'), (m, 'Value'))
    t.link(color_out, 'Color', t.bsdf, 'Base Color')
    t.set(rough=polish, spec=0.5, coat=0.2, coat_rough=0.15)
    t.bump(mask_sum, 'Value', 0.05, 0.002)
    return t.mat


def wood(light, dark, name='wood', scale=1.0, seed=0, rough=0.45, along='X', planks=None, macro=False):
    """Oak-like wood. The grain is a log's annual rings cut by the board face: each board gets its
    own pith position below the face and a slight tilt, so the fine ring lines run along the board,
    crowd at its edges and open into arches (flat sawn) or stay straight (rift sawn); the rings are
    wavy, the latewood darker, with ring-porous flecks along the grain and long faint streaks.

    `scale` sets the ring width (about 4 + 11 × scale mm). planks=(length, width) lays a floor of
    boards in rows with randomly staggered end joints, thin dark seams and a slightly different
    tone per plank (a board seen alone takes one tone from `seed`).

    `macro` draws the face as a close-up sees it (a section picture a few centimetres to a hand-span
    across): each ring a wide pale earlywood that darkens into a thin latewood line, soft on both
    sides (a hard edge read as the steps of lapped boards); the earlywood's pores as fine dark dashes along the grain; hairline grain inside the ring;
    and almost no relief. Drawn as for a whole board (soft bands with a raised latewood), a macro read
    as ribbed corduroy.
    """
    t = Tree(name)

    def op(kind, a, b=0.0, c=None):
        m = t.node('ShaderNodeMath')
        m.operation = kind
        for i, x in enumerate((a, b) if c is None else (a, b, c)):
            if isinstance(x, tuple):
                t.link(x[0], x[1], m, i)
            else:
                m.inputs[i].default_value = x
        return (m, 'Value')

    def vec(x, y, z):
        cv = t.node('ShaderNodeCombineXYZ')
        for i, v in enumerate((x, y, z)):
            if isinstance(v, tuple):
                t.link(v[0], v[1], cv, i)
            else:
                cv.inputs[i].default_value = v
        return cv

    def noise(v, detail=2.0):
        return (t.noise(v, 1.0, detail), 'Fac')

    def rand3(v):
        wn = t.node('ShaderNodeTexWhiteNoise')
        t.link(v, 'Vector', wn, 'Vector')
        sp = t.node('ShaderNodeSeparateColor')
        t.link(wn, 'Color', sp, 'Color')
        return (sp, 'Red'), (sp, 'Green'), (sp, 'Blue')

    def lerp(a, b, f):
        ca, cb = hex_rgba(a), hex_rgba(b)
        return tuple(x + (y - x) * f for x, y in zip(ca[:3], cb[:3])) + (1.0,)

    # board axes: u along the grain, v across the face, w into the board
    mp = t.coords()  # unshifted: the ring geometry needs the real depth of the face
    xyz = t.node('ShaderNodeSeparateXYZ')
    t.link(mp, 'Vector', xyz, 'Vector')
    X, Y, Z = (xyz, 'X'), (xyz, 'Y'), (xyz, 'Z')
    if along == 'X':
        u, v, w = X, Y, Z
    elif along == 'Y':
        u, v, w = Y, X, Z
    else:  # vertical boards: faces towards ±x or ±y both see the grain run up
        u, v, w = Z, op('ADD', X, Y), op('SUBTRACT', X, Y)

    if planks:
        length, width = planks
        row = op('FLOOR', op('DIVIDE', v, width))
        stagger, _, _ = rand3(vec(row, seed * 0.37 + 0.5, 0.0))
        us = op('ADD', u, op('MULTIPLY', stagger, length))
        col = op('FLOOR', op('DIVIDE', us, length))
        r1, r2, r3 = rand3(vec(col, row, seed * 0.71 + 1.3))
        fu = op('SUBTRACT', us, op('MULTIPLY', col, length))  # 0..length inside the plank
        fv = op('SUBTRACT', v, op('MULTIPLY', row, width))  # 0..width
        edge = op('MINIMUM', op('MINIMUM', fv, op('SUBTRACT', width, fv)), op('MINIMUM', fu, op('SUBTRACT', length, fu)))
        seam = op('MAXIMUM', op('SUBTRACT', 1.0, op('DIVIDE', edge, 0.0022)), 0.0)
        bevel = op('MAXIMUM', op('SUBTRACT', 1.0, op('DIVIDE', edge, 0.008)), 0.0)
        across = op('SUBTRACT', fv, width / 2)
    else:
        r1, r2, r3 = rand3(vec(seed * 1.618 + 0.2, 0.7, 0.3))
        fu, across, seam, bevel = u, v, None, None

    # rings in ring units: distance to a pith that sits off the board face, with a gentle tilt along u
    k = 1.0 / (0.004 + 0.011 * scale)
    pith_v = op('MULTIPLY', op('SUBTRACT', r1, 0.5), 14.0)
    pith_w = op('MULTIPLY_ADD', r2, 12.0, 2.0)
    tilt = op('MULTIPLY', op('SUBTRACT', r3, 0.5), 0.07 * k)
    dv = op('SUBTRACT', op('MULTIPLY', across, k), pith_v)
    dw = op('ADD', op('ADD', op('MULTIPLY', w, k), pith_w), op('MULTIPLY', fu, tilt))
    r = op('SQRT', op('ADD', op('MULTIPLY', dv, dv), op('MULTIPLY', dw, dw)))
    uu = op('ADD', fu, op('MULTIPLY', r1, 37.0))  # shift the noise per board
    wobble = noise(vec(op('MULTIPLY', uu, 1.3), op('MULTIPLY', across, 7.0), op('MULTIPLY', r2, 9.0)), 3.0)
    r = op('MULTIPLY_ADD', wobble, 1.5, op('ADD', r, -0.75))
    years = noise(vec(op('MULTIPLY', r, 0.25), op('MULTIPLY', r1, 5.0), 0.5), 1.0)  # uneven ring widths
    r = op('MULTIPLY_ADD', years, 3.0, r)
    phase = op('FRACT', r)
    late = lerp(light, dark, 0.9)
    if macro:
        # pale earlywood darkening slowly into a thin latewood line, then the next year's earlywood
        # (soft on both sides: a line with one hard edge reads as the step of lapped boards)
        ring = t.ramp(phase[0], phase[1], [(0.0, lerp(light, dark, 0.08)), (0.55, lerp(light, dark, 0.14)), (0.8, lerp(light, dark, 0.42)),
                                           (0.88, lerp(light, dark, 0.5)), (0.97, lerp(light, dark, 0.16)), (1.0, lerp(light, dark, 0.08))])
    else:
        ring = t.ramp(phase[0], phase[1], [(0.0, light), (0.3, light), (0.75, late), (1.0, lerp(light, dark, 0.6))])
    # runs of darker years: a figure a few rings wide, which also survives the compositor's smoothing
    runs_n = noise(vec(op('MULTIPLY', r, 0.18), op('MULTIPLY', r2, 7.0), op('MULTIPLY', uu, 0.3)), 1.0)
    runs = op('MINIMUM', op('MAXIMUM', op('MULTIPLY', op('SUBTRACT', runs_n, 0.48), 4.0), 0.0), 0.3 if macro else 0.55)
    ring = t.mix(runs, (ring, 'Color'), lerp(light, dark, 0.75))

    # long faint streaks and per-board tone
    streak_n = noise(vec(op('MULTIPLY', uu, 0.7), op('MULTIPLY', r, 0.12), op('MULTIPLY', r3, 5.0)), 2.0)
    streak = t.ramp(streak_n[0], streak_n[1], [(0.3, (0.9, 0.88, 0.86, 1)), (0.7, (1.0, 1.0, 1.0, 1))])
    tone = t.ramp(r3[0], r3[1], [(0.0, (0.76, 0.72, 0.67, 1)), (0.3, (0.87, 0.85, 0.81, 1)), (0.6, (0.94, 0.93, 0.91, 1)), (1.0, (1.0, 0.98, 0.95, 1))])
    col = t.mix(1.0, (ring, 'Color'), (streak, 'Color'), 'MULTIPLY')
    # grain inside a ring: a few streaks per ring, or for a macro hairlines a fraction of a millimetre apart
    fine_n = noise(vec(op('MULTIPLY', uu, 14.0 if macro else 4.0), op('MULTIPLY', r, 14.0 if macro else 3.0), op('MULTIPLY', r2, 3.0)), 2.0)
    fine = t.ramp(fine_n[0], fine_n[1], [(0.35, (0.88, 0.87, 0.86, 1)), (0.65, (1.0, 1.0, 1.0, 1))])
    col = t.mix(1.0, (col, 'Color'), (fine, 'Color'), 'MULTIPLY')
    col = t.mix(1.0 if planks else 0.5, (col, 'Color'), (tone, 'Color'), 'MULTIPLY')

    # pores: short dark flecks following the rings, mostly in the earlywood
    if macro:
        # open pores about 0.4 mm across and 1-4 mm long (in metres across the face, not in rings: a
        # board cut near the pith's tangent has wide rings, and pores sized by them came out as blots),
        # thickest where the year begins and thinning out towards the latewood
        pn = noise(vec(op('MULTIPLY', uu, 330.0), op('MULTIPLY', across, 2600.0), op('MULTIPLY', r3, 7.0)), 0.0)
        early = op('MAXIMUM', op('SUBTRACT', 1.0, op('DIVIDE', phase, 0.45)), 0.0)
        pore = op('MINIMUM', op('MAXIMUM', op('MULTIPLY', op('SUBTRACT', pn, op('SUBTRACT', 0.7, op('MULTIPLY', early, 0.12))), 10.0), 0.0), 1.0)
        pf = op('MULTIPLY', pore, 0.65)
    else:
        pn = noise(vec(op('MULTIPLY', uu, 10.0 / max(scale, 0.1)), op('MULTIPLY', r, 5.0), op('MULTIPLY', r3, 7.0)), 1.0)
        pore = op('MINIMUM', op('MAXIMUM', op('MULTIPLY', op('SUBTRACT', pn, 0.6), 8.0), 0.0), 1.0)
        pf = op('MULTIPLY', pore, 0.5)
    col = t.mix(pf, (col, 'Color'), lerp(light, dark, 0.85))
    height = op('SUBTRACT', op('MULTIPLY', op('GREATER_THAN', phase, 0.6), 0.02 if macro else 0.15), pf)
    rough_v = op('MULTIPLY_ADD', pf, 0.3, rough)
    if planks:
        col = t.mix(seam, (col, 'Color'), lerp(dark, '#000000', 0.55))
        col = t.mix(op('MULTIPLY', bevel, 0.5), (col, 'Color'), lerp(light, dark, 0.7))
        height = op('SUBTRACT', height, op('MULTIPLY', op('ADD', seam, op('MULTIPLY', bevel, 0.3)), 1.5))
        rough_v = op('MULTIPLY_ADD', seam, 0.3, op('MULTIPLY_ADD', r3, 0.08, rough_v))
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.link(rough_v[0], rough_v[1], t.bsdf, 'Roughness')
    # oiled, low sheen: a strong specular layer would swamp the grain in the compositor denoiser
    t.set(spec=0.28, coat=0.04, coat_rough=0.3)
    t.bump(height[0], height[1], 0.15, 0.0004 if macro else 0.002)
    return t.mat


def stone(base, vein, name='stone', scale=1.0, seed=0, rough=0.55, pits=0.0, veins=0.5, strata=False, fine=False, cleft=0.0):
    """Marble/limestone/travertine: cloudy base, warped veins (or strata bands), optional pits.
    `fine` (a polished marble seen close, issue 28: 2008's wall showed 20 cm wide smears for veins)
    draws the veins as sharp lines a few millimetres wide with a finer network of hairline veins
    branching between them."""
    t = Tree(name)
    mp = t.coords(scale=(1 / scale, 1 / scale, (3 if strata else 1) / scale), seed=seed)
    n = t.noise(mp, 2.5, 12, 0.6)
    w = t.node('ShaderNodeTexWave')
    w.wave_type = 'BANDS'
    w.bands_direction = 'Z' if strata else 'DIAGONAL'
    w.inputs['Scale'].default_value = 0.1 if not strata else 0.6
    w.inputs['Distortion'].default_value = 5 if not strata else 2
    w.inputs['Detail'].default_value = 10
    t.link(mp, 'Vector', w, 'Vector')
    vr = t.ramp(w, 'Fac', [(0.0, (1, 1, 1, 1)), (0.012 + 0.01 * veins, (0, 0, 0, 1)), (0.988 - 0.01 * veins, (0, 0, 0, 1)), (1.0, (1, 1, 1, 1))])
    if fine and not strata:
        edge = 0.0025 + 0.002 * veins
        vr = t.ramp(w, 'Fac', [(0.0, (1, 1, 1, 1)), (edge, (0, 0, 0, 1)), (1 - edge, (0, 0, 0, 1)), (1.0, (1, 1, 1, 1))])
        # the hairline network: the edges of Voronoi cells in noise-warped space, so the fine veins
        # branch and meet as marble's do (a band wave drew them as evenly spaced parallel lines),
        # fading in and out along their length
        warp = t.noise(mp, 1.2, 6)
        off = vmath(t, 'SUBTRACT', (warp, 'Color'), (0.5, 0.5, 0.5))
        off = vmath(t, 'MULTIPLY', (off, 'Vector'), (0.7, 0.7, 0.7))
        warped = vmath(t, 'ADD', (off, 'Vector'))
        t.link(mp, 'Vector', warped, 1)
        cells = t.node('ShaderNodeTexVoronoi')
        cells.feature = 'DISTANCE_TO_EDGE'
        cells.inputs['Scale'].default_value = 1.6
        t.link(warped, 'Vector', cells, 'Vector')
        line = t.ramp(cells, 'Distance', [(0.0, (0.65, 0.65, 0.65, 1)), (0.006, (0, 0, 0, 1))])
        fade = t.noise(warped, 2.2, 2)
        along = t.ramp(fade, 'Fac', [(0.42, (0, 0, 0, 1)), (0.6, (1, 1, 1, 1))])
        hair = t.mix(1.0, (line, 'Color'), (along, 'Color'), 'MULTIPLY')
        vr = t.mix(1.0, (vr, 'Color'), (hair, 'Color'), 'LIGHTEN')
    b = hex_rgba(base)
    cloud = t.ramp(n, 'Fac', [(0.25, tuple(x * 0.82 for x in b[:3]) + (1,)), (0.75, tuple(min(1, x * 1.1) for x in b[:3]) + (1,))])
    col = t.mix((vr, 'Color'), (cloud, 'Color'), vein)
    # `veins` is how strongly the vein colour shows (0 = none): the band mask times that amount
    amount = t.math('MULTIPLY', (vr, 'Color'), None, vb=veins)
    t.link(amount, 'Value', col, 'Fac')
    height = t.math('MULTIPLY', (n, 'Fac'), None, vb=0.2)
    if pits > 0:
        v = t.node('ShaderNodeTexVoronoi')
        v.inputs['Scale'].default_value = 45 / scale
        t.link(mp, 'Vector', v, 'Vector')
        sep = t.node('ShaderNodeSeparateColor')
        t.link(v, 'Color', sep, 'Color')
        rad = t.math('MULTIPLY', (sep, 'Red'), None, vb=0.35 * pits)
        pit = t.math('LESS_THAN', (v, 'Distance'), (rad, 'Value'))
        col2 = t.mix((pit, 'Value'), (col, 'Color'), tuple(x * 0.55 for x in b[:3]) + (1,))
        col = col2
        height = t.math('SUBTRACT', (height, 'Value'), (pit, 'Value'))
    if cleft > 0:
        # a split face: the stone broken along its grain, in bumps and ridges of a centimetre or so
        # that a raking light picks out (issue 28: the Ore wall's strips were smooth putty)
        cn = t.noise(mp, 16, 10, 0.68, 0.4)
        under = height
        height = t.math('MULTIPLY_ADD', (cn, 'Fac'), None, vb=cleft * 4)
        t.link(under, 'Value', height, 2)
        shade = t.ramp(cn, 'Fac', [(0.3, (0.86, 0.86, 0.86, 1)), (0.7, (1.06, 1.06, 1.06, 1))])
        col = t.mix(1.0, (col, 'Color'), (shade, 'Color'), 'MULTIPLY')
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, spec=0.45)
    t.bump(height, 'Value', 0.25 + 0.5 * min(1.0, cleft), 0.003 + 0.006 * cleft)
    return t.mat


def travertine(base, honey, pore='#8c6c48', name='travertine', scale=1.0, seed=0, rough=0.5):
    """Travertine cut across its beds (vein cut), as a block shows it: layers of uneven thickness up
    the block, cream to honey, each a little different from the next; the long flat voids the
    spring's gas left laid along the layers, open and shadowed, thick in some layers and absent in
    others; a fine crystalline grain. Issue 28: stone(strata=True) drew evenly spaced hairlines,
    which read as a stack of paper."""
    t = Tree(name)
    mp = t.coords(scale=(1 / scale, 1 / scale, 1 / scale), seed=seed)
    beds = t.node('ShaderNodeMapping')
    beds.inputs['Scale'].default_value = (0.02, 0.02, 1.0)  # stretched along the beds: varies only upwards
    t.link(mp, 'Vector', beds, 'Vector')
    layer = t.noise(beds, 7, 5, 0.55, 0.25)
    b = hex_rgba(base)
    col = t.ramp(layer, 'Fac', [(0.32, blend(honey, base, 0.9)), (0.4, blend(honey, base, 0.25)), (0.5, tuple(min(1, x * 1.05) for x in b[:3]) + (1,)),
                                (0.56, blend(honey, base, 0.55)), (0.62, blend(honey, base, 0.1)), (0.7, blend(honey, base, 0.75))])
    # the voids: Voronoi cells squashed flat along the beds, the nearest few hollowed
    flat = t.node('ShaderNodeMapping')
    flat.inputs['Scale'].default_value = (3.5, 3.5, 45.0)
    t.link(mp, 'Vector', flat, 'Vector')
    cells = t.node('ShaderNodeTexVoronoi')
    cells.inputs['Randomness'].default_value = 1.0
    t.link(flat, 'Vector', cells, 'Vector')
    sep = t.node('ShaderNodeSeparateColor')
    t.link(cells, 'Color', sep, 'Color')
    porous = t.ramp(layer, 'Fac', [(0.35, (0.05, 0.05, 0.05, 1)), (0.45, (0.42, 0.42, 0.42, 1)), (0.55, (0.1, 0.1, 0.1, 1)),
                                   (0.66, (0.5, 0.5, 0.5, 1)), (0.72, (0.0, 0.0, 0.0, 1))])
    size = t.math('MULTIPLY', (sep, 'Red'), (porous, 'Color'))
    void = t.math('LESS_THAN', (cells, 'Distance'), (size, 'Value'))
    shade = t.mix((void, 'Value'), (col, 'Color'), pore)
    grain = t.noise(mp, 260 / scale, 3)
    speck = t.ramp(grain, 'Fac', [(0.35, (0.93, 0.93, 0.93, 1)), (0.65, (1.04, 1.04, 1.04, 1))])
    final = t.mix(1.0, (shade, 'Color'), (speck, 'Color'), 'MULTIPLY')
    t.link(final, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, spec=0.4)
    height = t.math('SUBTRACT', (t.math('MULTIPLY', (grain, 'Fac'), vb=0.15), 'Value'), (void, 'Value'))
    t.bump(height, 'Value', 0.6, 0.004)
    return t.mat


def corten(seed=0, name='weathering steel', scale=1.0):
    """Weathering steel after a few seasons: an even, deep rust brown mottled a shade lighter and
    darker, granular to the touch, with faint darker runs where water ran down (issue 28: the
    rust material's blotches of near-black and orange read as camouflage on a small offcut)."""
    t = Tree(name)
    mp = t.coords(scale=(1 / scale, 1 / scale, 1 / scale), seed=seed)
    mottle = t.noise(mp, 9, 8, 0.6)
    col = t.ramp(mottle, 'Fac', [(0.3, '#45210f'), (0.5, '#643018'), (0.7, '#8a4522')])
    runs_map = t.node('ShaderNodeMapping')
    runs_map.inputs['Scale'].default_value = (40.0, 40.0, 1.5)
    t.link(mp, 'Vector', runs_map, 'Vector')
    runs = t.noise(runs_map, 3, 4)
    streak = t.ramp(runs, 'Fac', [(0.55, (1, 1, 1, 1)), (0.75, (0.78, 0.74, 0.72, 1))])
    grain = t.noise(mp, 400 / scale, 2)
    speck = t.ramp(grain, 'Fac', [(0.3, (0.85, 0.85, 0.85, 1)), (0.7, (1.1, 1.05, 1.0, 1))])
    c1 = t.mix(1.0, (col, 'Color'), (streak, 'Color'), 'MULTIPLY')
    c2 = t.mix(1.0, (c1, 'Color'), (speck, 'Color'), 'MULTIPLY')
    t.link(c2, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.82, spec=0.3)
    t.bump(grain, 'Fac', 0.35, 0.001)
    return t.mat


def planar(t, mp):
    """2D textures (brick) read x and y only, so on a wall they smear into vertical stripes: on
    vertical faces feed them (x + y, z) instead, so tiles show both rows and columns."""
    geo = t.node('ShaderNodeNewGeometry')
    sn = t.node('ShaderNodeSeparateXYZ')
    t.link(geo, 'True Normal', sn, 'Vector')
    absz = t.math('ABSOLUTE', (sn, 'Z'))
    wall = t.math('LESS_THAN', (absz, 'Value'), vb=0.5)
    sv = t.node('ShaderNodeSeparateXYZ')
    t.link(mp, 'Vector', sv, 'Vector')
    xy = t.math('ADD', (sv, 'X'), (sv, 'Y'))
    cv = t.node('ShaderNodeCombineXYZ')
    t.link(xy, 'Value', cv, 'X')
    t.link(sv, 'Z', cv, 'Y')
    m = t.node('ShaderNodeMixRGB')
    m.blend_type = 'MIX'
    m.use_clamp = False
    t.link(wall, 'Value', m, 'Fac')
    t.link(mp, 'Vector', m, 'Color1')
    t.link(cv, 'Vector', m, 'Color2')
    return m


def cement_tile(ground, petal, disc, border, name='cement tile', size=0.15, seed=0, rough=0.45):
    """Encaustic cement tiles, the patterned floor and stair tiles of old Korean and European houses
    (issue 28: the EP.02 stairs were random two-colour squares): in each tile a quarter circle from
    every corner, so four tiles meet in a round petal figure, a disc in the middle and a thin band
    round the edge, in flat matt colours with the pigment's cloudiness, the joints slightly sunk."""
    t = Tree(name)
    mp = t.coords(seed=seed)
    uv = vmath(t, 'SCALE', (planar(t, mp), 'Color'))
    uv.inputs['Scale'].default_value = 1.0 / size
    f = vmath(t, 'FRACTION', (uv, 'Vector'))
    c = vmath(t, 'SUBTRACT', (f, 'Vector'), (0.5, 0.5, 0.0))
    ac = vmath(t, 'ABSOLUTE', (c, 'Vector'))
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(ac, 'Vector', sep, 'Vector')
    flat = t.node('ShaderNodeCombineXYZ')  # |c| in the tile's plane (z dropped)
    t.link(sep, 'X', flat, 'X')
    t.link(sep, 'Y', flat, 'Y')
    dc = vmath(t, 'LENGTH', (flat, 'Vector'))
    corner = vmath(t, 'SUBTRACT', (flat, 'Vector'), (0.5, 0.5, 0.0))
    dk = vmath(t, 'LENGTH', (corner, 'Vector'))
    edge = t.math('MAXIMUM', (sep, 'X'), (sep, 'Y'))
    petal_m = t.math('LESS_THAN', (dk, 'Value'), vb=0.44)
    ring_m = t.math('LESS_THAN', (dk, 'Value'), vb=0.36)  # the petal's inner ground, so it reads as a drawn figure
    petal_only = t.math('SUBTRACT', (petal_m, 'Value'), (ring_m, 'Value'))
    disc_m = t.math('LESS_THAN', (dc, 'Value'), vb=0.15)
    band_m = t.math('GREATER_THAN', (edge, 'Value'), vb=0.455)
    col = t.mix((petal_only, 'Value'), ground, petal)
    col = t.mix((disc_m, 'Value'), (col, 'Color'), disc)
    col = t.mix((band_m, 'Value'), (col, 'Color'), border)
    cloud = t.noise(mp, 9.0, 8)
    shade = t.ramp(cloud, 'Fac', [(0.3, (0.88, 0.88, 0.88, 1)), (0.7, (1.04, 1.04, 1.04, 1))])
    col = t.mix(1.0, (col, 'Color'), (shade, 'Color'), 'MULTIPLY')
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, spec=0.35)
    joint = t.math('GREATER_THAN', (edge, 'Value'), vb=0.493)
    t.bump(joint, 'Value', 0.35, -0.002)
    return t.mat


def tiles(tile, grout, name='tiles', size=0.1, seed=0, rough=0.2, vary=0.12, offset=0.0, ratio=1.0, second=None, glaze=True):
    """Glazed tiles in a grid (or running bond with offset=0.5) with recessed grout lines;
    `glaze=False` for fired clay: no coat, a dry specular."""
    t = Tree(name)
    mp = t.coords(seed=seed)
    b = t.node('ShaderNodeTexBrick')
    b.offset = offset
    b.offset_frequency = 2
    b.squash = 1.0
    b.inputs['Scale'].default_value = 1.0
    b.inputs['Mortar Size'].default_value = size * 0.04
    b.inputs['Mortar Smooth'].default_value = 0.2
    b.inputs['Brick Width'].default_value = size * ratio
    b.inputs['Row Height'].default_value = size
    b.inputs['Bias'].default_value = 0
    tc = hex_rgba(tile)
    b.inputs['Color1'].default_value = tc
    b.inputs['Color2'].default_value = hex_rgba(second) if second else tuple(x * (1 - vary) for x in tc[:3]) + (1,)
    b.inputs['Mortar'].default_value = hex_rgba(grout)
    t.link(planar(t, mp), 'Color', b, 'Vector')
    if glaze:
        t.link(b, 'Color', t.bsdf, 'Base Color')
    else:
        # fired clay: the kiln's clouding across each tile (darker and lighter patches)
        cloud = t.noise(mp, 14, 6)
        shade = t.ramp(cloud, 'Fac', [(0.3, '#c9b6a8'), (0.5, '#f2e8e0'), (0.7, '#ffffff')])
        mottled = t.mix(1.0, (b, 'Color'), (shade, 'Color'), blend='MULTIPLY')
        t.link(mottled, 'Color', t.bsdf, 'Base Color')
    rr = t.math('MULTIPLY_ADD', (b, 'Fac'), None, vb=0.7)
    rr.inputs[1].default_value = 0.7
    rr.inputs[2].default_value = rough
    t.link(rr, 'Value', t.bsdf, 'Roughness')
    if glaze:
        t.set(spec=0.5, coat=0.4, coat_rough=0.08)
    else:
        t.set(spec=0.3)
    inv = t.math('SUBTRACT', None, (b, 'Fac'), va=1.0)
    if glaze:
        t.bump(inv, 'Value', 0.5, 0.003)
        return t.mat
    # unglazed: pores and a sanded face in the relief, so raking light catches them
    pores = t.node('ShaderNodeTexVoronoi')
    pores.inputs['Scale'].default_value = 260
    t.link(mp, 'Vector', pores, 'Vector')
    face = t.noise(mp, 90, 8)
    grain = t.math('MULTIPLY_ADD', (pores, 'Distance'), None, vb=0.25)
    t.link(face, 'Fac', grain, 2)
    height = t.math('MULTIPLY_ADD', (grain, 'Value'), None, vb=0.12)
    t.link(inv, 'Value', height, 2)
    t.bump(height, 'Value', 0.6, 0.003)
    return t.mat


def metal(color, name='metal', rough=0.32, brushed=True, seed=0, along='X', grain=0.008):
    """Brushed metal: anisotropic highlight and a streaked roughness/bump (`grain`: the bump's
    strength; a close-up of a hairline finish wants 0.04 or more, which also adds coarser streaks
    so the brushing shows in the highlight at the size a picture is shown). The anisotropy follows
    the UV map's u, the direction the brushing runs on a box."""
    t = Tree(name)
    sc = {'X': (0.01, 1.0, 1.0), 'Y': (1.0, 0.01, 1.0), 'Z': (1.0, 1.0, 0.01)}[along]
    mp = t.coords(scale=sc, seed=seed)
    n = t.noise(mp, 900 if brushed else 40, 4)
    src, out = n, 'Fac'
    if brushed and grain > 0.02:
        coarse = t.noise(mp, 140, 2)
        both = t.math('MULTIPLY_ADD', a=(coarse, 'Fac'), vb=0.6, b=None)
        both.inputs[2].default_value = 0.0
        t.link(n, 'Fac', both, 2)
        src, out = both, 'Value'
    rr = t.ramp(src, out, [(0.3, (rough * 0.7,) * 3 + (1,)), (0.7, (rough * 1.3,) * 3 + (1,))])
    t.link(rr, 'Color', t.bsdf, 'Roughness')
    t.set(color=color, metal=1.0, aniso=0.6 if brushed else 0.0)
    if brushed:
        tangent = t.node('ShaderNodeTangent', direction_type='UV_MAP')
        t.link(tangent, 'Tangent', t.bsdf, 'Tangent')
    t.bump(src, out, grain, 0.0005)
    return t.mat


def rust(metal_color, rust_colors, name='rust', seed=0, amount=0.55, scale=1.0):
    """Oxidised steel: bare metal showing through blotchy orange-brown rust with runs."""
    t = Tree(name)
    mp = t.coords(scale=(1 / scale, 1 / scale, 0.35 / scale), seed=seed)
    n = t.noise(mp, 4, 14, 0.7)
    m = t.ramp(n, 'Fac', [(0.5 - amount * 0.25, (0, 0, 0, 1)), (0.52 - amount * 0.25, (1, 1, 1, 1))])
    fine = t.noise(mp, 60, 8)
    stops = [(i / max(1, len(rust_colors) - 1), c) for i, c in enumerate(rust_colors)]
    rc = t.ramp(fine, 'Fac', stops)
    col = t.mix((m, 'Color'), metal_color, (rc, 'Color'))
    t.link(m, 'Color', col, 'Fac')
    t.link(col, 'Color', t.bsdf, 'Base Color')
    inv = t.math('SUBTRACT', None, (m, 'Color'), va=1.0)
    t.link(inv, 'Value', t.bsdf, 'Metallic')
    rough = t.math('MULTIPLY_ADD', (m, 'Color'), None, vb=0.55)
    rough.inputs[1].default_value = 0.55
    rough.inputs[2].default_value = 0.35
    t.link(rough, 'Value', t.bsdf, 'Roughness')
    h = t.math('ADD', (m, 'Color'), (fine, 'Fac'))
    t.bump(h, 'Value', 0.3, 0.002)
    return t.mat


def fabric(color, color2=None, name='fabric', weave=0.004, seed=0, sheen=0.6, rough=0.9, check=None):
    """Plain-weave textile: warp and weft bands at `weave` metres, with slubs and sheen.
    `check=(ground, band)` weaves a gingham: stripes of `color` `band` metres wide on a `ground`
    both ways, full colour where they cross, half where one runs alone."""
    t = Tree(name)
    mp = t.coords(seed=seed)
    waves = []
    for d in ('X', 'Y'):
        w = t.node('ShaderNodeTexWave')
        w.wave_type = 'BANDS'
        w.bands_direction = d
        w.wave_profile = 'SIN'
        w.inputs['Scale'].default_value = 1 / weave
        w.inputs['Distortion'].default_value = 0.4
        w.inputs['Detail'].default_value = 1
        t.link(mp, 'Vector', w, 'Vector')
        waves.append(w)
    # checker of which thread is on top
    chk = t.node('ShaderNodeTexChecker')
    chk.inputs['Scale'].default_value = 0.5 / weave
    t.link(mp, 'Vector', chk, 'Vector')
    h = t.mix((chk, 'Fac'), (waves[0], 'Fac'), (waves[1], 'Fac'))
    slub = t.noise(mp, 3 / weave * 0.02, 6)
    c2 = color2 or color
    base = t.mix((chk, 'Fac'), color, c2)
    if check:
        ground, band = check
        sep = t.node('ShaderNodeSeparateXYZ')
        t.link(mp, 'Vector', sep, 'Vector')
        on = [t.math('LESS_THAN', (t.math('FRACT', (t.math('DIVIDE', (sep, axis), vb=2 * band), 'Value')), 'Value'), vb=0.5)
              for axis in ('X', 'Y')]
        both = t.math('MULTIPLY', (t.math('ADD', (on[0], 'Value'), (on[1], 'Value')), 'Value'), vb=0.5)
        base = t.ramp(both, 'Value', [(0.0, ground), (0.5, blend(color, ground)), (1.0, color)], interp='CONSTANT')
    cc = hex_rgba(color)
    shade = t.mix((slub, 'Fac'), tuple(x * 0.8 for x in cc[:3]) + (1,), (1, 1, 1, 1), 'MULTIPLY')
    # the threads' tone and relief fade out where the weave is too fine for the pixels that see it
    fade = fade_below_pixels(t, weave)
    final = t.mix(0.5, (base, 'Color'), (h, 'Color'), 'MULTIPLY')
    t.link(t.math('MULTIPLY', (fade, 'Value'), vb=0.35), 'Value', final, 'Fac')
    final2 = t.mix(0.5, (final, 'Color'), (shade, 'Color'), 'MULTIPLY')
    final2.inputs['Fac'].default_value = 0.4
    t.link(final2, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, sheen=sheen, spec=0.2)
    b = t.bump(h, 'Color', 0.35, 0.0015)
    t.link(t.math('MULTIPLY', (fade, 'Value'), vb=0.35), 'Value', b, 'Strength')
    return t.mat


def fade_below_pixels(t, period):
    """1 where a pattern of `period` metres spans at least 4 pixels of the render, falling to 0 at 2.

    A weave finer than that beats against the pixel grid, and what the samples leave of it the
    denoiser draws as rings (the bedding and sofas seen across a room). The pixel's size is the
    camera's distance times the angle one pixel spans, which `kit.render` writes into every node
    labelled 'pixel_angle' once the camera and the resolution are set; left at 0 (a material built
    outside a render), nothing fades."""
    cam = t.node('ShaderNodeCameraData')
    pa = t.node('ShaderNodeValue')
    pa.label = 'pixel_angle'
    pa.outputs[0].default_value = 0.0
    pixel = t.math('MULTIPLY', (cam, 'View Distance'), (pa, 'Value'))
    per_period = t.math('DIVIDE', (pixel, 'Value'), vb=period)
    return t.math('SUBTRACT', None, (t.math('MULTIPLY', (per_period, 'Value'), vb=4.0), 'Value'), va=2.0, clamp=True)


def blend(a, b, k=0.6):
    """A colour `k` of the way from hex colour `b` to `a` (linear), as an RGBA tuple."""
    ca, cb = hex_rgba(a), hex_rgba(b)
    return tuple(x * k + y * (1 - k) for x, y in zip(ca[:3], cb[:3])) + (1,)


def rattan(light, dark, name='rattan', seed=0, weaver=0.009, stakes=44, rough=0.42):
    """Cane woven round a drum (2014's rattan; issue 28: the fabric weave read as a checker): flat
    horizontal weavers `weaver` metres high passing over one upright stake and under the next
    (`stakes` round the circumference, so the object's z axis must be the drum's), each row stepping
    on by one stake; every strand its own honey tone with fibre streaks and a glossy skin, rounded in
    the relief, darker where it dips under a stake and in the gaps between rows."""
    t = Tree(name)
    mp = t.coords(seed=0)
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(mp, 'Vector', sep, 'Vector')
    zr = t.math('DIVIDE', a=(sep, 'Z'), vb=weaver)
    row = t.math('FLOOR', a=(zr, 'Value'))
    across = t.math('FRACT', a=(zr, 'Value'))
    angle = t.math('ARCTAN2', a=(sep, 'Y'), b=(sep, 'X'))
    sr = t.math('MULTIPLY', a=(angle, 'Value'), vb=stakes / (2 * math.pi))
    stake = t.math('FLOOR', a=(sr, 'Value'))
    along = t.math('FRACT', a=(sr, 'Value'))
    # over (1) or under (0) this stake: the parity of stake + row (offset so both stay positive)
    parity = t.math('ADD', a=(stake, 'Value'), b=(row, 'Value'))
    parity = t.math('ADD', a=(parity, 'Value'), vb=2000.0)
    over = t.math('MODULO', a=(parity, 'Value'), vb=2.0)

    def sine01(src):
        x = t.math('MULTIPLY', a=(src, 'Value'), vb=math.pi)
        return t.math('SINE', a=(x, 'Value'))

    round_ = t.math('POWER', a=(sine01(across), 'Value'), vb=0.5)
    bulge = sine01(along)
    dip = t.math('SUBTRACT', va=1.0, b=(bulge, 'Value'))
    lift = t.math('SUBTRACT', a=(over, 'Value'), b=(dip, 'Value'))
    lift = t.math('ABSOLUTE', a=(lift, 'Value'))
    lift = t.math('MULTIPLY_ADD', a=(lift, 'Value'), vb=0.45)
    lift.inputs[2].default_value = 0.55
    height = t.math('MULTIPLY', a=(round_, 'Value'), b=(lift, 'Value'))
    # one tone per strand (row and a run of stakes), fibre streaks along it
    cell = t.node('ShaderNodeCombineXYZ')
    t.link(row, 'Value', cell, 'X')
    # a strand runs about 11 stakes; its joints step along from row to row, never one vertical line
    shifted = t.math('MULTIPLY_ADD', a=(row, 'Value'), vb=5.0)
    t.link(stake, 'Value', shifted, 2)
    run = t.math('DIVIDE', a=(shifted, 'Value'), vb=11.0)
    run = t.math('FLOOR', a=(run, 'Value'))
    t.link(run, 'Value', cell, 'Y')
    cell.inputs['Z'].default_value = seed * 0.37
    wn = t.node('ShaderNodeTexWhiteNoise')
    wn.noise_dimensions = '3D'
    t.link(cell, 'Vector', wn, 'Vector')
    tone = t.ramp(wn, 'Value', [(0.0, dark), (1.0, light)])
    fmap = t.coords(scale=(6, 6, 90), seed=seed)
    fibre = t.noise(fmap, 8.0, 4.0)
    streak = t.mix((fibre, 'Fac'), (0.78, 0.74, 0.68, 1), (1.08, 1.05, 1.0, 1))
    col = t.mix(1.0, (tone, 'Color'), (streak, 'Color'), 'MULTIPLY')
    shade = t.math('MULTIPLY_ADD', a=(height, 'Value'), vb=0.75)
    shade.inputs[2].default_value = 0.25
    shaded = t.mix(1.0, (col, 'Color'), (0, 0, 0, 1), 'MULTIPLY')
    t.link(shade, 'Value', shaded, 'Color2')
    t.link(shaded, 'Color', t.bsdf, 'Base Color')
    t.set(rough=rough, spec=0.4, coat=0.25, coat_rough=0.35)
    t.bump(height, 'Value', 0.6, 0.0025)
    return t.mat


def glass(tint='#ffffff', name='glass', rough=0.0, ior=1.5):
    t = Tree(name)
    t.set(color=tint, trans=1.0, rough=rough, ior=ior, spec=0.5)
    return t.mat


def smoke_glass(tint, shadow, rough=0.02):
    """Tinted glass whose shadow is tinted too: a shadow ray passes through it coloured by `shadow`
    (Cycles renders no refracted caustics here, and glass left out of the shadows shows no pane at
    all on the paper under it). The violet light a smoke-glass sample throws on a white sheet is
    how a photographer shows its tint."""
    t = Tree('smoke glass')
    t.set(color=tint, trans=1.0, rough=rough, ior=1.5, spec=0.5)
    path = t.node('ShaderNodeLightPath')
    through = t.node('ShaderNodeBsdfTransparent')
    through.inputs['Color'].default_value = hex_rgba(shadow)
    mix = t.node('ShaderNodeMixShader')
    t.link(path, 'Is Shadow Ray', mix, 'Fac')
    t.link(t.bsdf, 'BSDF', mix, 1)
    t.link(through, 'BSDF', mix, 2)
    t.link(mix, 'Shader', t.out, 'Surface')
    return t.mat


def pearl(color, metal=0.35, rough=0.35, coat=0.6, name='pearl'):
    """Pearlescent lacquer: part metallic, clear-coated (Cosmos walls, Starlight Pearl panels)."""
    return Tree(name).set(color=color, metal=metal, rough=rough, coat=coat).mat


def plastic(color, name='plastic', rough=0.4, coat=0.0):
    t = Tree(name)
    t.set(color=color, rough=rough, coat=coat)
    return t.mat


def leaf(color, seed=0, name='leaf', glow_through=0.25):
    """A waxy leaf (issue 28: leaves were squashed spheres). Needs the UVs `kit.leaf` gives: u across
    the blade (midrib at 0.5), v from stalk to tip. A paler midrib and side veins running out from it
    (colour and a little relief), the blade yellower towards its edge, and light through it when lit
    from behind (translucency mixed in)."""
    t = Tree(name)
    t.set(rough=0.36, spec=0.45, coat=0.15, coat_rough=0.3)
    uv = t.node('ShaderNodeTexCoord')
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(uv, 'UV', sep, 'Vector')
    across = t.math('SUBTRACT', a=(sep, 'X'), vb=0.5)
    across = t.math('ABSOLUTE', a=(across, 'Value'))
    midrib = t.math('LESS_THAN', a=(across, 'Value'), vb=0.018)
    # side veins: lines leaving the midrib at about 50° towards the tip
    phase = t.math('MULTIPLY', a=(across, 'Value'), vb=0.9)
    slope = t.math('SUBTRACT', a=(sep, 'Y'), b=(phase, 'Value'))
    wave = t.math('MULTIPLY', a=(slope, 'Value'), vb=11.0 + seed % 3)
    wave = t.math('FRACT', a=(wave, 'Value'))
    wave = t.math('SUBTRACT', a=(wave, 'Value'), vb=0.5)
    wave = t.math('ABSOLUTE', a=(wave, 'Value'))
    vein = t.math('LESS_THAN', a=(wave, 'Value'), vb=0.035)
    veins = t.math('MAXIMUM', a=(midrib, 'Value'), b=(vein, 'Value'))
    noise = t.noise(uv, 9.0, 4.0, out='UV')
    body = t.mix((noise, 'Fac'), _shade(color, 0.85), _shade(color, 1.12))
    edge = t.math('MULTIPLY', a=(across, 'Value'), vb=1.6)
    rim = t.mix((edge, 'Value'), (body, 'Color'), _warm(color))
    mixv = t.math('MULTIPLY', a=(veins, 'Value'), vb=0.55)
    col = t.mix((mixv, 'Value'), (rim, 'Color'), _shade(color, 1.45))
    t.link(col, 'Color', t.bsdf, 'Base Color')
    relief = t.math('MULTIPLY', a=(veins, 'Value'), vb=-1.0)
    t.bump(relief, 'Value', strength=0.12, distance=0.002)
    tr = t.node('ShaderNodeBsdfTranslucent')
    t.link(col, 'Color', tr, 'Color')
    mx = t.node('ShaderNodeMixShader')
    mx.inputs['Fac'].default_value = glow_through
    t.link(t.bsdf, 'BSDF', mx, 1)
    t.link(tr, 'BSDF', mx, 2)
    t.link(mx, 'Shader', t.out, 'Surface')
    return t.mat


def _shade(color, k):
    r, g, b, a = hex_rgba(color)
    return (min(r * k, 1.0), min(g * k, 1.0), min(b * k, 1.0), a)


def _warm(color):
    r, g, b, a = hex_rgba(color)
    return (min(r * 1.35 + 0.01, 1.0), min(g * 1.15, 1.0), b * 0.8, a)


def pages(color='#eee7d8', name='pages'):
    """The edge of a book's page block: paper with fine lines, one per few sheets (object space,
    the lines run along y and z, stacked along x: a book stands with its pages across x)."""
    t = Tree(name)
    t.set(rough=0.85, spec=0.3)
    wave = t.node('ShaderNodeTexWave', wave_type='BANDS', bands_direction='X')
    wave.inputs['Scale'].default_value = 90.0
    wave.inputs['Distortion'].default_value = 1.5
    wave.inputs['Detail'].default_value = 2.0
    t.link(t.node('ShaderNodeTexCoord'), 'Object', wave, 'Vector')
    r = t.ramp(wave, 'Fac', [(0.0, _shade(color, 0.86)), (0.5, color), (1.0, _shade(color, 1.04))])
    t.link(r, 'Color', t.bsdf, 'Base Color')
    return t.mat


def emission(color, strength=5.0, name='emit'):
    t = Tree(name)
    e = t.node('ShaderNodeEmission')
    e.inputs['Color'].default_value = hex_rgba(color)
    e.inputs['Strength'].default_value = strength
    t.link(e, 'Emission', t.out, 'Surface')
    return t.mat


def picture(rel, strength=1.3, name='picture'):
    """One of the site's own pictures (`public/images/<rel>`) as light, for a screen showing it: the
    seminar's slide shows the edition's photograph, not coloured squares (the tenth review: "a
    screen with four colour squares"). Mapped on a plane's UVs, upright on `kit.plane(..., rot=(90, 0, 0))`."""
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
    t = Tree(name)
    t.nt.nodes.remove(t.bsdf)
    tex = t.node('ShaderNodeTexImage')
    tex.image = bpy.data.images.load(os.path.join(root, 'public', 'images', rel))
    e = t.node('ShaderNodeEmission')
    e.inputs['Strength'].default_value = strength
    t.link(tex, 'Color', e, 'Color')
    t.link(e, 'Emission', t.out, 'Surface')
    return t.mat


def as_light(mat, strength=2.5, name='projected'):
    """A material's colour as light (issue 28): the media rooms project a real surface magnified,
    the wood's rings and pores, the stone's veins, the weave, instead of a stretched wave texture.
    The material's Principled BSDF is replaced by an emission of whatever fed its base colour."""
    m = mat.copy()
    m.name = name
    nt = m.node_tree
    bsdf = next(n for n in nt.nodes if n.type == 'BSDF_PRINCIPLED')
    out = next(n for n in nt.nodes if n.type == 'OUTPUT_MATERIAL')
    e = nt.nodes.new('ShaderNodeEmission')
    e.inputs['Strength'].default_value = strength
    base = bsdf.inputs['Base Color']
    if base.links:
        nt.links.new(base.links[0].from_socket, e.inputs['Color'])
    else:
        e.inputs['Color'].default_value = base.default_value
    if out.inputs['Displacement'].links:
        nt.links.remove(out.inputs['Displacement'].links[0])
    nt.links.new(e.outputs['Emission'], out.inputs['Surface'])
    return m


def projection(colors, name='projection', kind='wood', strength=3.0, scale=1.0, seed=0):
    """Media-art projection: an emissive surface showing a magnified grain (wood/stone/cloth/stars)."""
    t = Tree(name)
    if kind == 'stars':
        # issue 28: one star in every cell of a fine grid over a violet cloud read as blotches. Now a
        # night sky: a near-black ground with a few faint nebula wisps in the theme's colours, and
        # stars in three sizes, each cell keeping its star or not by its random colour, so they scatter
        mp = t.coords(seed=seed)
        n = t.noise(mp, 0.9 / scale, 8, 0.6)
        dark, mid, light = colors[0], colors[1], colors[-1]
        neb = t.ramp(n, 'Fac', [(0.0, dark), (0.56, dark), (0.7, mid), (0.9, light)])
        col = (neb, 'Color')
        for cells, radius, keep, bright in ((22.0, 0.09, 0.5, 0.55), (9.0, 0.07, 0.45, 1.0), (2.5, 0.05, 0.3, 1.6)):
            v = t.node('ShaderNodeTexVoronoi')
            v.inputs['Scale'].default_value = cells / scale
            t.link(mp, 'Vector', v, 'Vector')
            dot = t.ramp(v, 'Distance', [(0.0, (bright, bright, bright, 1)), (radius, (0, 0, 0, 1))])
            sep = t.node('ShaderNodeSeparateColor')
            t.link(v, 'Color', sep, 'Color')
            kept = t.node('ShaderNodeMath')
            kept.operation = 'LESS_THAN'
            kept.inputs[1].default_value = keep
            t.link(sep, 'Red', kept, 0)
            added = t.mix(1.0, col, (dot, 'Color'), 'ADD')
            col = (t.mix((kept, 'Value'), col, (added, 'Color')), 'Color')
        col = col[0]
    else:
        stretch = {'wood': (0.15, 1, 1), 'stone': (1, 1, 1), 'cloth': (1, 1, 1)}[kind]
        mp = t.coords(scale=tuple(x / scale for x in stretch), seed=seed)
        if kind == 'cloth':
            # issue 28: a checker times a wave read as a chessboard. Now silk moving in light: broad
            # soft folds (bands bent by a slow noise), their sheen rising and falling across them,
            # with the weave magnified as ribs running across the folds
            n = t.node('ShaderNodeTexWave')
            n.wave_type = 'BANDS'
            n.bands_direction = 'X'
            n.wave_profile = 'SIN'
            n.inputs['Scale'].default_value = 0.35
            n.inputs['Distortion'].default_value = 7.0
            n.inputs['Detail'].default_value = 1.5
            n.inputs['Detail Scale'].default_value = 0.6
            t.link(mp, 'Vector', n, 'Vector')
            rib = t.node('ShaderNodeTexWave')
            rib.wave_type = 'BANDS'
            rib.bands_direction = 'Y'
            rib.inputs['Scale'].default_value = 28
            t.link(mp, 'Vector', rib, 'Vector')
            soft = t.mix(0.45, (n, 'Fac'), (0.42, 0.42, 0.42, 1.0))  # folds, not stripes: half the contrast
            f = t.mix(0.3, (soft, 'Color'), (rib, 'Fac'), 'MULTIPLY')
            src = (f, 'Color')
        else:
            w = t.node('ShaderNodeTexWave')
            w.wave_type = 'RINGS' if kind == 'wood' else 'BANDS'
            w.bands_direction = 'DIAGONAL'
            w.inputs['Scale'].default_value = 1.4
            w.inputs['Distortion'].default_value = 8
            w.inputs['Detail'].default_value = 6
            t.link(mp, 'Vector', w, 'Vector')
            src = (w, 'Fac')
        r = t.node('ShaderNodeValToRGB')
        els = r.color_ramp.elements
        while len(els) < len(colors):
            els.new(0.5)
        for i, (el, c) in enumerate(zip(els, colors)):
            el.position = i / max(1, len(colors) - 1)
            el.color = hex_rgba(c)
        t.link(src[0], src[1], r, 'Fac')
        col = r
    e = t.node('ShaderNodeEmission')
    e.inputs['Strength'].default_value = strength
    t.link(col, 'Color', e, 'Color')
    t.link(e, 'Emission', t.out, 'Surface')
    return t.mat


# ── SOFTWHERE finishes (scenes/softwhere.py) and drink glass (scenes/rooms.py) ──
def sand_plaster(color, seed=0, grain=1.0, name='sand-plaster'):
    """Sand-finish plaster: millimetre grains (Voronoi cells) over soft trowel clouds; the grain is
    in the relief so it shows under raking light."""
    t = Tree(name)
    mp = t.coords(seed=seed)
    cloud = t.noise(mp, 2.5, 8)
    sand = t.node('ShaderNodeTexVoronoi')
    sand.inputs['Scale'].default_value = 420 / grain
    sand.inputs['Randomness'].default_value = 1.0
    t.link(mp, 'Vector', sand, 'Vector')
    fine = t.noise(mp, 900 / grain, 2)
    b = hex_rgba(color)
    col = t.ramp(cloud, 'Fac', [(0.3, tuple(x * 0.86 for x in b[:3]) + (1,)), (0.7, tuple(min(1, x * 1.08) for x in b[:3]) + (1,))])
    speck = t.mix((sand, 'Distance'), (col, 'Color'), tuple(x * 0.78 for x in b[:3]) + (1,))
    speck.inputs['Fac'].default_value = 0.25
    t.link(sand, 'Distance', speck, 'Fac')
    t.link(speck, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.95, spec=0.2)
    h = t.math('ADD', (sand, 'Distance'), (fine, 'Fac'))
    h2 = t.math('ADD', (h, 'Value'), (cloud, 'Fac'))
    t.bump(h2, 'Value', 0.6, 0.0012 * grain)
    return t.mat


def vmath(t, op, src, value=None):
    """A vector-math node on `src` (node, output), with `value` as its second operand."""
    n = t.node('ShaderNodeVectorMath')
    n.operation = op
    if value is not None:
        n.inputs[1].default_value = value
    t.link(src[0], src[1], n, 0)
    return n


def concrete(color, seed=0, panel=(1.2, 0.6), ties=True, name='concrete'):
    """Architectural concrete: cloudy cement, fine pores, formwork panel joints and tie holes."""
    t = Tree(name)
    mp = t.coords(seed=seed)
    uv = planar(t, mp)
    cloud = t.noise(mp, 1.6, 10, 0.62)
    pores = t.node('ShaderNodeTexVoronoi')
    pores.inputs['Scale'].default_value = 160
    t.link(mp, 'Vector', pores, 'Vector')
    pore = t.math('LESS_THAN', (pores, 'Distance'), vb=0.08)
    b = hex_rgba(color)
    col = t.ramp(cloud, 'Fac', [(0.3, tuple(x * 0.8 for x in b[:3]) + (1,)), (0.72, tuple(min(1, x * 1.12) for x in b[:3]) + (1,))])
    out = t.mix((pore, 'Value'), (col, 'Color'), tuple(x * 0.55 for x in b[:3]) + (1,))
    height = t.math('SUBTRACT', (cloud, 'Fac'), (pore, 'Value'))
    if panel:
        br = t.node('ShaderNodeTexBrick')
        br.offset = 0.0
        br.inputs['Scale'].default_value = 1.0
        br.inputs['Mortar Size'].default_value = 0.004
        br.inputs['Brick Width'].default_value = panel[0]
        br.inputs['Row Height'].default_value = panel[1]
        br.inputs['Color1'].default_value = (1, 1, 1, 1)
        br.inputs['Color2'].default_value = (0.93, 0.93, 0.93, 1)
        br.inputs['Mortar'].default_value = (0.55, 0.55, 0.55, 1)
        t.link(uv, 'Color', br, 'Vector')
        out = t.mix(1.0, (out, 'Color'), (br, 'Color'), 'MULTIPLY')
        height = t.math('SUBTRACT', (height, 'Value'), (br, 'Fac'))
        if ties:
            # tie holes: a dot at the quarter points of each panel
            half = (panel[0] / 2, panel[1], 1)
            cell = vmath(t, 'ADD', (vmath(t, 'DIVIDE', (uv, 'Color'), half), 'Vector'), (0.5, 0.5, 0))
            centred = vmath(t, 'SUBTRACT', (vmath(t, 'FRACTION', (cell, 'Vector')), 'Vector'), (0.5, 0.5, 0))
            flat = (panel[0] / 2, panel[1], 0)
            ln = vmath(t, 'LENGTH', (vmath(t, 'MULTIPLY', (centred, 'Vector'), flat), 'Vector'))
            hole = t.math('LESS_THAN', (ln, 'Value'), vb=0.014)
            out = t.mix((hole, 'Value'), (out, 'Color'), tuple(x * 0.35 for x in b[:3]) + (1,))
            height = t.math('SUBTRACT', (height, 'Value'), (hole, 'Value'))
    t.link(out, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.82, spec=0.3)
    t.bump(height, 'Value', 0.2, 0.004)
    return t.mat


def weave(warp, weft, pitch=0.003, seed=0, name='weave'):
    """Plain weave seen close: each cell of `pitch` shows the warp (vertical) or the weft thread on
    top, rounded across its width, with slubs along it; a wall's face reads (x + y, z)."""
    t = Tree(name)
    uv = planar(t, t.coords(seed=seed))
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(uv, 'Color', sep, 'Vector')
    u = t.math('DIVIDE', (sep, 'X'), vb=pitch)
    v = t.math('DIVIDE', (sep, 'Y'), vb=pitch)
    parity = t.math('MODULO', (t.math('ADD', (t.math('FLOOR', (u, 'Value')), 'Value'), (t.math('FLOOR', (v, 'Value')), 'Value')), 'Value'), vb=2.0)
    top = t.math('LESS_THAN', (t.math('ABSOLUTE', (parity, 'Value')), 'Value'), vb=0.5)  # 1 = warp on top
    ru = t.math('SINE', (t.math('MULTIPLY', (t.math('FRACT', (u, 'Value')), 'Value'), vb=math.pi), 'Value'))
    rv = t.math('SINE', (t.math('MULTIPLY', (t.math('FRACT', (v, 'Value')), 'Value'), vb=math.pi), 'Value'))
    h = t.mix((top, 'Value'), (rv, 'Value'), (ru, 'Value'))
    slub = t.noise(t.coords(scale=(1, 1, 0.15), seed=seed), 0.08 / pitch, 4)
    col = t.mix((top, 'Value'), weft, warp)
    shade = t.mix((h, 'Color'), (0.25, 0.25, 0.25, 1), (1, 1, 1, 1))
    c2 = t.mix(1.0, (col, 'Color'), (shade, 'Color'), 'MULTIPLY')
    c3 = t.mix(0.35, (c2, 'Color'), (slub, 'Color'), 'OVERLAY')
    t.link(c3, 'Color', t.bsdf, 'Base Color')
    t.set(rough=0.85, sheen=0.7, spec=0.25)
    t.bump(h, 'Color', 0.8, pitch * 0.25)
    return t.mat


def ceramic(color, rough=0.18, name='ceramic'):
    return Tree(name).set(color=color, rough=rough, coat=0.6, coat_rough=0.1, spec=0.5).mat


def satin(color='#c9ccd0'):
    return metal(color, rough=0.38, along='Z')


def sky(bottom, top, strength=3.0, name='sky'):
    """Emissive sky for a window view: a vertical gradient over the plane's height."""
    t = Tree(name)
    tc = t.node('ShaderNodeTexCoord')
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(tc, 'Generated', sep, 'Vector')
    r = t.ramp(sep, 'Y', [(0.0, bottom), (1.0, top)])
    e = t.node('ShaderNodeEmission')
    e.inputs['Strength'].default_value = strength
    t.link(r, 'Color', e, 'Color')
    t.link(e, 'Emission', t.out, 'Surface')
    return t.mat


def haze(color='#fff1dc', strength=0.5, name='shaft'):
    """A light shaft: transparent with a faint glow (no volume: clean at low samples)."""
    t = Tree(name)
    nt = t.nt
    nt.nodes.remove(t.bsdf)
    tr = t.node('ShaderNodeBsdfTransparent')
    e = t.node('ShaderNodeEmission')
    e.inputs['Color'].default_value = hex_rgba(color)
    e.inputs['Strength'].default_value = strength
    add = t.node('ShaderNodeAddShader')
    t.link(tr, 'BSDF', add, 0)
    t.link(e, 'Emission', add, 1)
    t.link(add, 'Shader', t.out, 'Surface')
    t.mat.blend_method = 'BLEND'
    return t.mat


def dust(density=0.5, color='#ffffff', anisotropy=0.45, name='dust'):
    """Air with fine dust in it, for a closed volume around a sunbeam (issue 28: the `haze` sheet
    reads as a white slab at full size): the sun scatters off it only where it shines, so the beam
    has the shadows of what stands in it and soft edges, brighter looking towards the sun."""
    t = Tree(name)
    t.nt.nodes.remove(t.bsdf)
    v = t.node('ShaderNodeVolumeScatter')
    v.inputs['Color'].default_value = hex_rgba(color)
    v.inputs['Density'].default_value = density
    v.inputs['Anisotropy'].default_value = anisotropy
    t.link(v, 'Volume', t.out, 'Volume')
    return t.mat


def tinted_glass(color, level):
    """Clear glass whose transmission takes the drink's colour below the fill line (object z < level).
    The compositor denoiser keeps colour only where it is in the albedo passes: a drink seen through
    clear glass would be smoothed into the empty part of the glass as grey haze."""
    t = Tree('glass')
    tc = t.node('ShaderNodeTexCoord')
    sz = t.node('ShaderNodeSeparateXYZ')
    t.link(tc, 'Object', sz, 'Vector')
    above = t.math('GREATER_THAN', (sz, 'Z'), vb=level)
    # light crosses the tinted wall twice on the way in and twice out: a paler tint gives the drink's colour
    c = t.mix((above, 'Value'), tuple(v ** 0.4 for v in hex_rgba(color)[:3]) + (1.0,), '#ffffff')
    t.link(c, 'Color', t.bsdf, 'Base Color')
    t.set(trans=1.0, rough=0.0, ior=1.5, spec=0.5)
    return t.mat


def by_kind(kind, palette, seed=0, **kw):
    """A material of family `kind` coloured from a palette (used by archive still lifes and rooms)."""
    p = list(palette) + list(palette)
    if kind == 'terrazzo':
        return terrazzo(p[0], p[1:5], seed=seed, **kw)
    if kind == 'wood':
        return wood(p[0], p[1], seed=seed, **kw)
    if kind == 'stone':
        return stone(p[0], p[1], seed=seed, **kw)
    if kind == 'travertine':
        return stone(p[0], p[1], seed=seed, pits=1.0, veins=0.2, strata=True, **kw)
    if kind == 'metal':
        return metal(p[0], seed=seed, **kw)
    if kind == 'rust':
        return rust(p[0], p[1:4], seed=seed, **kw)
    if kind == 'fabric':
        return fabric(p[0], p[1], seed=seed, **kw)
    if kind == 'rattan':
        return rattan(p[0], p[1], seed=seed, **kw)
    if kind == 'tiles':
        return tiles(p[0], p[1], seed=seed, **kw)
    if kind == 'glass':
        return glass(p[0], **kw)
    if kind == 'plaster':
        return plaster(p[0], seed=seed)
    if kind == 'paint':
        return paint(p[0], seed=seed)
    if kind == 'plastic':
        return plastic(p[0], **kw)
    raise ValueError(kind)


# ── Collection macros (batch 120): a swatch photographed close, the frame 8–15 cm of surface ──────
# Each is built for a camera a third of a metre away under one low window light, so its features are
# sized in millimetres; anything finer than a few pixels fades (`fade_below_pixels`) or is left out.


def _fine_seed(seed):
    """A seed for `Tree.coords` that keeps its offset under a metre. `coords` moves the pattern by
    seed × 3 m, and a noise of 3000 per metre that far out is read at coordinates in the millions,
    where a float's step is a large part of a cell: the hairline came out in blocks with straight
    ends (batch 120's first render). The macros' patterns are millimetres, so they need this."""
    return (seed % 29) * 0.011


def _step(t, src, lo, hi, smooth=True):
    """0 below `lo`, 1 above `hi` (a smoothstep between), from the float `src` (node, output)."""
    n = t.node('ShaderNodeMapRange')
    n.interpolation_type = 'SMOOTHSTEP' if smooth else 'LINEAR'
    n.clamp = True
    n.inputs['From Min'].default_value = lo
    n.inputs['From Max'].default_value = hi
    n.inputs['To Min'].default_value = 0.0
    n.inputs['To Max'].default_value = 1.0
    t.link(src[0], src[1], n, 'Value')
    return n


def _madd(t, a, k, b):
    """a × k + b, a and b (node, output) sockets."""
    n = t.math('MULTIPLY_ADD', a, None, vb=k)
    t.link(b[0], b[1], n, 2)
    return n


def _object_xyz(t):
    """The shading point in the object's own coordinates (no seed offset): for stripes, joints and
    edges placed on the piece."""
    tc = t.node('ShaderNodeTexCoord')
    sep = t.node('ShaderNodeSeparateXYZ')
    t.link(tc, 'Object', sep, 'Vector')
    return sep


def _stretched(t, mp, scale):
    """`mp` (a Mapping) scaled per axis, for features drawn out along one direction."""
    m = t.node('ShaderNodeMapping')
    m.inputs['Scale'].default_value = scale
    t.link(mp, 'Vector', m, 'Vector')
    return m


def _warped(t, mp, scale, amount):
    """`mp` pushed about by a noise of `scale` (1/m) by up to `amount` metres: edges that wander."""
    n = t.noise(mp, scale, 3)
    off = vmath(t, 'SUBTRACT', (n, 'Color'), (0.5, 0.5, 0.5))
    off = vmath(t, 'MULTIPLY', (off, 'Vector'), (amount * 2,) * 3)
    w = vmath(t, 'ADD', (off, 'Vector'))
    t.link(mp, 'Vector', w, 1)
    return w


def _tangent(t, axis='X'):
    """A constant tangent along the object's `axis`, in world space (for anisotropy on any mesh,
    whatever its UV map)."""
    vt = t.node('ShaderNodeVectorTransform')
    vt.vector_type = 'VECTOR'
    vt.convert_from = 'OBJECT'
    vt.convert_to = 'WORLD'
    vt.inputs['Vector'].default_value = {'X': (1, 0, 0), 'Y': (0, 1, 0), 'Z': (0, 0, 1)}[axis]
    return vt


def hairline(color, name='hairline', seed=0, rough=0.22, aniso=0.9, along='X'):
    """A hairline (brushed) aluminium face seen close, as a swatch photograph shows it: the brushing
    is lines of every width from a hair to a few millimetres running one way (`along`), in the
    relief, the tone and the roughness, and the highlight is anisotropic, a streak drawn across the
    brushing. The tangent runs along the brushing; Blender 3.4's Principled BSDF draws its highlight
    out along the tangent, so the anisotropy is rotated a quarter turn (Anisotropic Rotation 0.25):
    with the rotation at 0 the streak ran along the brushing, which no brushed metal does.
    Lines finer than the pixels fade, so the brushing never beats against the pixel grid."""
    t = Tree(name)
    sc = {'X': (0.004, 1.0, 1.0), 'Y': (1.0, 0.004, 1.0)}[along]
    mp = t.coords(scale=sc, seed=_fine_seed(seed))
    hair = t.noise(mp, 3000, 2, 0.5)
    fine = t.noise(mp, 900, 3, 0.55)
    broad = t.noise(mp, 160, 3, 0.5)
    fade = fade_below_pixels(t, 1 / 3000)
    h1 = t.math('MULTIPLY', (hair, 'Fac'), (fade, 'Value'))
    h = t.math('MULTIPLY_ADD', (fine, 'Fac'), None, vb=0.8)  # hair + 0.8 fine + 0.6 broad
    t.link(h1, 'Value', h, 2)
    h = _madd(t, (broad, 'Fac'), 0.6, (h, 'Value'))
    # the odd deeper score: a thin band where a stretched noise crosses its middle
    score_n = t.noise(mp, 420, 2)
    score = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (score_n, 'Fac'), vb=0.5), 'Value')), 'Value'), 0.0, 0.012), 'Result'), va=1.0)
    c = hex_rgba(color)
    tone = t.ramp(broad, 'Fac', [(0.3, tuple(x * 0.9 for x in c[:3]) + (1,)), (0.7, tuple(min(1, x * 1.1) for x in c[:3]) + (1,))])
    lines = t.ramp(fine, 'Fac', [(0.3, (0.93, 0.93, 0.93, 1)), (0.7, (1.05, 1.05, 1.05, 1))])
    col = t.mix(1.0, (tone, 'Color'), (lines, 'Color'), 'MULTIPLY')
    col = t.mix((score, 'Value'), (col, 'Color'), tuple(x * 0.7 for x in c[:3]) + (1,))
    t.link(col, 'Color', t.bsdf, 'Base Color')
    rr = t.ramp(fine, 'Fac', [(0.25, (rough * 0.8,) * 3 + (1,)), (0.75, (rough * 1.2,) * 3 + (1,))])
    t.link(rr, 'Color', t.bsdf, 'Roughness')
    t.set(metal=1.0, aniso=aniso)
    t.bsdf.inputs['Anisotropic Rotation'].default_value = 0.25
    t.link(_tangent(t, along), 'Vector', t.bsdf, 'Tangent')
    hh = t.math('SUBTRACT', (h, 'Value'), (score, 'Value'))
    t.bump(hh, 'Value', 0.12, 0.00012)
    return t.mat


TRAVERTINE_POROSITY = [(0.3, 0.35), (0.4, 1.0), (0.48, 0.25), (0.58, 0.9), (0.66, 0.15), (0.72, 1.0)]
TRAVERTINE_VOIDS = ((0.014, 3.0, 0.62, 0.0025), (0.004, 2.0, 0.42, 0.0008))


def travertine_face(base, honey, pore='#5e4530', name='travertine face', seed=0, rough=0.62, scale=1.0,
                    porosity=TRAVERTINE_POROSITY, voids_at=TRAVERTINE_VOIDS, keep=1.2, beds=(0.05, 1.0, 0.05)):
    """The face of a vein-cut travertine tile seen close, honed and unfilled: bands along the bedding
    (object x) in cream and honey, some thick and some a hairline, wavering as beds do; open voids
    lying along the beds, from long flat holes a centimetre across to pinholes under a millimetre,
    thick in some beds and absent in others, with shadowed walls and dark floors; a fine crystalline
    grain; a honed (satin, not glossy) face. `travertine` draws beds up a block's side (z)."""
    t = Tree(name)
    mp = t.coords(scale=(1 / scale,) * 3, seed=_fine_seed(seed))
    w = _warped(t, mp, 9, 0.006)
    beds = _stretched(t, w, beds)
    layer = t.noise(beds, 38, 6, 0.6)
    col = t.ramp(layer, 'Fac', [(0.3, blend(honey, base, 0.85)), (0.38, blend(honey, base, 0.3)), (0.47, tuple(min(1, x * 1.04) for x in hex_rgba(base)[:3]) + (1,)),
                                (0.55, blend(honey, base, 0.5)), (0.6, blend(honey, base, 0.08)), (0.68, blend(honey, base, 0.7))])
    # laminae: hairline beds where a finer noise of the beds crosses its middle
    lam = t.noise(beds, 140, 3, 0.5)
    lam_line = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (lam, 'Fac'), vb=0.5), 'Value')), 'Value'), 0.004, 0.02), 'Result'), va=1.0)
    col = t.mix((lam_line, 'Value'), (col, 'Color'), blend(honey, pore, 0.7))
    t.link(t.math('MULTIPLY', (lam_line, 'Value'), vb=0.35), 'Value', col, 'Fac')
    # how porous each bed is
    porous = t.ramp(layer, 'Fac', [(at, (v, v, v, 1)) for at, v in porosity])
    voids = None
    depth = None
    for cell, squash, big, jitter in voids_at:
        # cells `cell` long along the beds, squashed across them, their edges wandering
        v_in = _stretched(t, _warped(t, mp, 1 / (cell * 0.6), jitter), (1 / cell, squash / cell, 1 / cell))
        vc = t.node('ShaderNodeTexVoronoi')
        vc.inputs['Randomness'].default_value = 1.0
        t.link(v_in, 'Vector', vc, 'Vector')
        sep = t.node('ShaderNodeSeparateColor')
        t.link(vc, 'Color', sep, 'Color')
        # a void's radius: random per cell, scaled by its bed's porosity (the pinholes less so)
        size = t.math('POWER', (sep, 'Red'), None, vb=keep)
        r = t.math('MULTIPLY', (size, 'Value'), (porous, 'Color') if cell > 0.01 else None, vb=0.6)
        r = t.math('MAXIMUM', (t.math('MULTIPLY', (r, 'Value'), None, vb=big), 'Value'), None, vb=1e-4)  # never 0: d / 0 is 0, a void
        # 1 inside, falling to 0 at the rim; its depth profile (deep in the middle)
        inside = t.math('SUBTRACT', None, (_step(t, (t.math('DIVIDE', (vc, 'Distance'), (r, 'Value')), 'Value'), 0.8, 1.0), 'Result'), va=1.0)
        bowl = t.math('SUBTRACT', None, (t.math('DIVIDE', (vc, 'Distance'), (r, 'Value'), clamp=True), 'Value'), va=1.0)
        voids = inside if voids is None else t.math('MAXIMUM', (voids, 'Value'), (inside, 'Value'))
        depth = bowl if depth is None else t.math('MAXIMUM', (depth, 'Value'), (bowl, 'Value'))
    floor = t.ramp(depth, 'Value', [(0.0, blend(pore, honey, 0.45)), (0.5, pore), (1.0, tuple(x * 0.5 for x in hex_rgba(pore)[:3]) + (1,))])
    col = t.mix((voids, 'Value'), (col, 'Color'), (floor, 'Color'))
    grain = t.noise(mp, 1500 / scale, 2)
    speck = t.ramp(grain, 'Fac', [(0.3, (0.96, 0.96, 0.96, 1)), (0.7, (1.03, 1.03, 1.03, 1))])
    col = t.mix(1.0, (col, 'Color'), (speck, 'Color'), 'MULTIPLY')
    t.link(col, 'Color', t.bsdf, 'Base Color')
    rr = t.math('MULTIPLY_ADD', (voids, 'Value'), None, vb=0.3)
    rr.inputs[2].default_value = rough
    t.link(rr, 'Value', t.bsdf, 'Roughness')
    t.set(spec=0.35)
    height = t.math('SUBTRACT', (t.math('MULTIPLY', (grain, 'Fac'), vb=0.04), 'Value'), (t.math('ADD', (voids, 'Value'), (depth, 'Value')), 'Value'))
    t.bump(height, 'Value', 0.9, 0.0012)
    return t.mat


def oxide(name='weathering steel', seed=0, scale=1.0, edge=None, flaking=0.5):
    """Weathering steel's oxide seen close: an orange-brown ground mottled a shade either way, a
    darker purple-brown bloom in soft patches with tide lines at their rims, scattered pits (dark,
    sunken, a millimetre or less), and near a folded edge (`edge` = (y, width) in object
    coordinates, the line the flaking gathers along) the oxide cracked into scales, some lifted
    with a pale rim, some fallen off to the darker layer under them. No aggregate: the oxide's grain
    is in the relief, not in specks of colour."""
    t = Tree(name)
    mp = t.coords(scale=(1 / scale,) * 3, seed=_fine_seed(seed))
    mottle = t.noise(mp, 45, 6, 0.55)
    col = t.ramp(mottle, 'Fac', [(0.3, '#64301a'), (0.5, '#7a3a1b'), (0.7, '#8e4720')])
    # the oxide's grain in colour: specks a fraction of a millimetre across, orange on dark brown,
    # as a photograph this close shows them (the ninth review read the smooth mottle alone as "a
    # blurred orange smear")
    speck = t.noise(mp, 700 / scale, 4, 0.7)
    grain = t.ramp(speck, 'Fac', [(0.38, '#2e160b'), (0.47, '#5a2a14'), (0.56, '#8a4420'), (0.64, '#c0743a')])
    col = t.mix(0.6, (col, 'Color'), (grain, 'Color'), 'MIX')
    # run-off: faint streaks down the sheet where rain carried the oxide, a few millimetres wide
    runs = t.noise(_stretched(t, mp, (1.0, 0.06, 1.0)), 260 / scale, 3, 0.6)
    streak = _step(t, (runs, 'Fac'), 0.56, 0.66)
    col = t.mix((streak, 'Result'), (col, 'Color'), '#4a2212')
    t.link(t.math('MULTIPLY', (streak, 'Result'), vb=0.45), 'Value', col, 'Fac')
    # bloom: patches of a darker, purpler brown with ragged rims, a darker tide line along them
    bl = t.noise(_warped(t, mp, 40, 0.004), 16, 8, 0.62, 0.8)
    bloom = _step(t, (bl, 'Fac'), 0.52, 0.58)
    col = t.mix((bloom, 'Result'), (col, 'Color'), '#3e1f17')
    t.link(t.math('MULTIPLY', (bloom, 'Result'), vb=0.3), 'Value', col, 'Fac')
    tide = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (bl, 'Fac'), vb=0.5), 'Value')), 'Value'), 0.0, 0.012), 'Result'), va=1.0)
    col = t.mix((tide, 'Value'), (col, 'Color'), '#3c1d12')
    t.link(t.math('MULTIPLY', (tide, 'Value'), vb=0.15), 'Value', col, 'Fac')
    # pits: a few cells of a fine Voronoi, sunk and dark
    pv = t.node('ShaderNodeTexVoronoi')
    pv.inputs['Scale'].default_value = 170 / scale
    t.link(_warped(t, mp, 500, 0.0004), 'Vector', pv, 'Vector')
    ps = t.node('ShaderNodeSeparateColor')
    t.link(pv, 'Color', ps, 'Color')
    pr = t.math('MULTIPLY', (t.math('GREATER_THAN', (ps, 'Blue'), vb=0.6), 'Value'), (ps, 'Red'))
    pr = t.math('MAXIMUM', (t.math('MULTIPLY', (pr, 'Value'), vb=0.13), 'Value'), vb=1e-4)
    pit = t.math('SUBTRACT', None, (_step(t, (t.math('DIVIDE', (pv, 'Distance'), (pr, 'Value')), 'Value'), 0.7, 1.0), 'Result'), va=1.0)
    col = t.mix((pit, 'Value'), (col, 'Color'), '#3a1d10')
    t.link(t.math('MULTIPLY', (pit, 'Value'), vb=0.6), 'Value', col, 'Fac')
    # flaking: scales (warped Voronoi cells) in patches, gathered along the edge
    fv_in = _warped(t, mp, 400, 0.0006)
    fv = t.node('ShaderNodeTexVoronoi')
    fv.inputs['Scale'].default_value = 240 / scale
    t.link(fv_in, 'Vector', fv, 'Vector')
    fe = t.node('ShaderNodeTexVoronoi')
    fe.feature = 'DISTANCE_TO_EDGE'
    fe.inputs['Scale'].default_value = 240 / scale
    t.link(fv_in, 'Vector', fe, 'Vector')
    fs = t.node('ShaderNodeSeparateColor')
    t.link(fv, 'Color', fs, 'Color')
    patch = t.noise(mp, 28, 3)
    zone = _step(t, (patch, 'Fac'), 0.62 - 0.25 * flaking, 0.7 - 0.25 * flaking)
    if edge:
        xyz = _object_xyz(t)
        near = t.math('SUBTRACT', None, (_step(t, (t.math('SUBTRACT', (xyz, 'Y'), vb=edge[0]), 'Value'), 0.0, edge[1]), 'Result'), va=1.0)
        zone = t.math('MAXIMUM', (t.math('MULTIPLY', (zone, 'Result'), vb=0.15), 'Value'), (t.math('MULTIPLY', (near, 'Value'), (_step(t, (patch, 'Fac'), 0.3, 0.45), 'Result')), 'Value'))
        zone_out = (zone, 'Value')
    elif flaking > 0:
        zone_out = (zone, 'Result')
    else:
        # no flaking at all: the patches a flat sheet still gathered at `flaking` 0 read as "random
        # cracked chips in the corners" (the seventh review, the Collection's Rust Sheet)
        zone_out = (t.math('MULTIPLY', (zone, 'Result'), vb=0.0), 'Value')
    crack = t.math('SUBTRACT', None, (_step(t, (fe, 'Distance'), 0.015, 0.05), 'Result'), va=1.0)
    crack = t.math('MULTIPLY', (crack, 'Value'), zone_out)
    gone = t.math('MULTIPLY', (t.math('LESS_THAN', (fs, 'Red'), vb=0.45), 'Value'), zone_out)
    lifted = t.math('MULTIPLY', (t.math('GREATER_THAN', (fs, 'Red'), vb=0.7), 'Value'), zone_out)
    rim = t.math('MULTIPLY', (lifted, 'Value'), (t.math('SUBTRACT', None, (_step(t, (fe, 'Distance'), 0.05, 0.14), 'Result'), va=1.0), 'Value'))
    under = t.ramp(mottle, 'Fac', [(0.3, '#3a2218'), (0.7, '#56311f')])
    col = t.mix((gone, 'Value'), (col, 'Color'), (under, 'Color'))
    col = t.mix((rim, 'Value'), (col, 'Color'), '#c98048')
    col = t.mix((crack, 'Value'), (col, 'Color'), '#241008')
    t.link(col, 'Color', t.bsdf, 'Base Color')
    rough = t.math('MULTIPLY_ADD', (gone, 'Value'), None, vb=-0.3)
    rough.inputs[2].default_value = 0.86
    t.link(rough, 'Value', t.bsdf, 'Roughness')
    t.link(t.math('MULTIPLY', (gone, 'Value'), vb=0.35), 'Value', t.bsdf, 'Metallic')
    t.set(spec=0.3)
    # relief: the oxide's grain (faded below the pixel), the mottle's swell, pits, scales
    gr = t.noise(mp, 900 / scale, 4)
    fade = fade_below_pixels(t, scale / 900)
    h = t.math('MULTIPLY', (t.math('MULTIPLY', (gr, 'Fac'), (fade, 'Value')), 'Value'), vb=0.6)
    h = _madd(t, (speck, 'Fac'), 0.5, (h, 'Value'))
    h = _madd(t, (mottle, 'Fac'), 0.5, (h, 'Value'))
    h = _madd(t, (pit, 'Value'), -1.2, (h, 'Value'))
    h = _madd(t, (gone, 'Value'), -0.8, (h, 'Value'))
    h = _madd(t, (lifted, 'Value'), 0.6, (h, 'Value'))
    h = _madd(t, (crack, 'Value'), -0.6, (h, 'Value'))
    t.bump(h, 'Value', 0.7, 0.0006)
    return t.mat


def terrazzo_chips(base, chips, name='terrazzo chips', seed=0, sizes=(0.022, 0.009, 0.0035), density=(0.32, 0.36, 0.42),
                   gold=None, rough=0.42, scratches=1.0):
    """Terrazzo ground flat and honed, seen close: angular marble chips (Voronoi cells shrunk from
    their edges, the edges wandering a little) at several sizes (`sizes`, the cells in metres), each
    chip its own tone with faint veining; the smallest chips `gold` (metallic flecks) where given;
    the binder `base` with a fine sand in it; and the polishing's tiny scratches, short arcs in every
    direction that show in the sheen. Chips and binder are ground to one plane: no relief but the
    scratches (which also keeps the bump from evaluating every chip three times)."""
    t = Tree(name)
    mp = t.coords(seed=_fine_seed(seed))
    b = hex_rgba(base)
    sand = t.noise(mp, 2200, 2)
    col = t.ramp(sand, 'Fac', [(0.3, tuple(x * 0.85 for x in b[:3]) + (1,)), (0.7, tuple(min(1, x * 1.12) for x in b[:3]) + (1,))])
    stops = [(j / len(chips), c) for j, c in enumerate(chips)]
    mask_sum = None
    metal = None
    # one wander for every size (the chips' edges), one veining noise inside them
    w = _warped(t, mp, 160, 0.0005)
    vein = t.noise(w, 180, 2, 0.6, 1.5)
    shade = t.ramp(vein, 'Fac', [(0.35, (0.82, 0.82, 0.82, 1)), (0.6, (1.0, 1.0, 1.0, 1)), (0.75, (0.92, 0.92, 0.92, 1))])
    order = sorted(range(len(sizes)), key=lambda i: sizes[i])  # the smallest first, so larger chips lie over them
    for k in order:
        s, keep = sizes[k], density[k]
        f1 = t.node('ShaderNodeTexVoronoi')
        f1.inputs['Scale'].default_value = 1 / s
        t.link(w, 'Vector', f1, 'Vector')
        de = t.node('ShaderNodeTexVoronoi')
        de.feature = 'DISTANCE_TO_EDGE'
        de.inputs['Scale'].default_value = 1 / s
        t.link(w, 'Vector', de, 'Vector')
        sep = t.node('ShaderNodeSeparateColor')
        t.link(f1, 'Color', sep, 'Color')
        g = t.math('MULTIPLY_ADD', (sep, 'Green'), None, vb=0.16)
        g.inputs[2].default_value = 0.06
        inside = _step(t, (t.math('SUBTRACT', (de, 'Distance'), (g, 'Value')), 'Value'), 0.0, 0.015)
        kept = t.math('LESS_THAN', (sep, 'Blue'), None, vb=keep)
        m = t.math('MULTIPLY', (inside, 'Result'), (kept, 'Value'))
        r = t.ramp(sep, 'Red', stops, 'CONSTANT')
        chip = t.mix(1.0, (r, 'Color'), (shade, 'Color'), 'MULTIPLY')
        if gold and k == order[0]:
            is_gold = t.math('GREATER_THAN', (sep, 'Green'), vb=0.5)
            chip = t.mix((is_gold, 'Value'), (chip, 'Color'), gold)
            metal = t.math('MULTIPLY', (t.math('MULTIPLY', (is_gold, 'Value'), (m, 'Value')), 'Value'), vb=0.35)
        col = t.mix((m, 'Value'), (col, 'Color'), (chip, 'Color'))
        mask_sum = m if mask_sum is None else t.math('MAXIMUM', (mask_sum, 'Value'), (m, 'Value'))
    t.link(col, 'Color', t.bsdf, 'Base Color')
    if metal is not None:
        t.link(metal, 'Value', t.bsdf, 'Metallic')
    # polishing scratches: thin lines where three noises, drawn out in three directions, cross
    # their middles; only where a fourth noise lets them, so they come in short runs
    sc = None
    for k, ang in enumerate((0.3, 1.9)):
        rot = t.node('ShaderNodeMapping')
        rot.inputs['Rotation'].default_value = (0, 0, ang)
        t.link(mp, 'Vector', rot, 'Vector')
        st = _stretched(t, rot, (60.0, 1800.0, 60.0))
        n = t.noise(st, 1.0, 2, 0.5, 0.3)
        line = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (n, 'Fac'), vb=0.5), 'Value')), 'Value'), 0.0, 0.01), 'Result'), va=1.0)
        runs = _step(t, (t.noise(rot, 40 + 17 * k, 2), 'Fac'), 0.58, 0.68)
        line = t.math('MULTIPLY', (line, 'Value'), (runs, 'Result'))
        sc = line if sc is None else t.math('MAXIMUM', (sc, 'Value'), (line, 'Value'))
    sc = t.math('MULTIPLY', (t.math('MULTIPLY', (sc, 'Value'), (fade_below_pixels(t, 0.0004), 'Value')), 'Value'), vb=scratches)
    rr = t.math('MULTIPLY_ADD', (mask_sum, 'Value'), None, vb=-0.08)
    rr.inputs[2].default_value = rough
    rr = _madd(t, (sc, 'Value'), 0.25, (rr, 'Value'))
    t.link(rr, 'Value', t.bsdf, 'Roughness')
    t.set(spec=0.5)
    h = t.math('MULTIPLY', (sc, 'Value'), vb=-1.0)
    t.bump(h, 'Value', 0.25, 0.0002)
    return t.mat


def pearl_flakes(ground, edge_color, flakes=('#e6dcff', '#ffd6ee', '#cfe4ff', '#f4ecd8'), name='pearl wallcovering', seed=0,
                 flake=0.0007, tilt=0.5, share=0.45):
    """A pearl-coated wallcovering seen close: a violet ground that pales towards grazing angles,
    under a coat of mica flakes (`flake` metres across, `share` of the surface), each tilted its
    own way (`tilt`) so that under one light some flash and their neighbours stay dark, and each a
    pale interference tint, so the glints shift as you move; the paper's soft emboss under it all.
    Flakes smaller than the pixels fade into the ground's sheen."""
    t = Tree(name)
    mp = t.coords(seed=_fine_seed(seed))
    lw = t.node('ShaderNodeLayerWeight')
    lw.inputs['Blend'].default_value = 0.4
    base = t.ramp(lw, 'Facing', [(0.0, ground), (0.55, blend(edge_color, ground, 0.35)), (1.0, edge_color)])
    # the paper's emboss: a soft, fibrous undulation a few millimetres across
    fib = t.noise(_stretched(t, mp, (1.0, 2.2, 1.0)), 320, 6, 0.55)
    cloud = t.noise(mp, 60, 3)
    paper = t.ramp(cloud, 'Fac', [(0.3, (0.9, 0.9, 0.9, 1)), (0.7, (1.05, 1.05, 1.05, 1))])
    base = t.mix(1.0, (base, 'Color'), (paper, 'Color'), 'MULTIPLY')
    bump = t.node('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.35
    bump.inputs['Distance'].default_value = 0.0004
    t.link(fib, 'Fac', bump, 'Height')
    # the flakes: Voronoi cells shrunk from their edges, a random tilt and tint each
    fv = t.node('ShaderNodeTexVoronoi')
    fv.inputs['Scale'].default_value = 1 / flake
    t.link(mp, 'Vector', fv, 'Vector')
    fe = t.node('ShaderNodeTexVoronoi')
    fe.feature = 'DISTANCE_TO_EDGE'
    fe.inputs['Scale'].default_value = 1 / flake
    t.link(mp, 'Vector', fe, 'Vector')
    sep = t.node('ShaderNodeSeparateColor')
    t.link(fv, 'Color', sep, 'Color')
    fade = fade_below_pixels(t, flake)
    on = t.math('MULTIPLY', (t.math('LESS_THAN', (sep, 'Blue'), vb=share), 'Value'), (_step(t, (fe, 'Distance'), 0.06, 0.1), 'Result'))
    on = t.math('MULTIPLY', (on, 'Value'), (fade, 'Value'))
    tint = t.ramp(sep, 'Red', [(j / len(flakes), c) for j, c in enumerate(flakes)], 'CONSTANT')
    off = vmath(t, 'MULTIPLY', (vmath(t, 'SUBTRACT', (fv, 'Color'), (0.5, 0.5, 0.5)), 'Vector'), (tilt * 2, tilt * 2, 0.0))
    geo = t.node('ShaderNodeNewGeometry')
    tilted = vmath(t, 'ADD', (geo, 'Normal'))
    t.link(off, 'Vector', tilted, 1)
    tilted = vmath(t, 'NORMALIZE', (tilted, 'Vector'))
    n = t.mix((on, 'Value'), (bump, 'Normal'), (tilted, 'Vector'))
    t.link(n, 'Color', t.bsdf, 'Normal')
    col = t.mix((on, 'Value'), (base, 'Color'), (tint, 'Color'))
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.link(_madd(t, (on, 'Value'), 0.7, (t.math('ADD', None, None, va=0.25), 'Value')), 'Value', t.bsdf, 'Metallic')
    t.link(_madd(t, (on, 'Value'), -0.3, (t.math('ADD', None, None, va=0.45), 'Value')), 'Value', t.bsdf, 'Roughness')
    t.set(spec=0.5, sheen=0.6, coat=0.3, coat_rough=0.25)
    return t.mat


def resilient(color, stripe=None, name='resilient floor', seed=0, stipple=0.0011, stripe_y=None, stripe_w=0.01, joint_x=None, rough=0.62):
    """A high-density rubber or vinyl floor seen close: matt, its face a micro-emboss of low domes
    (`stipple` metres apart, faded where finer than the pixels) over a faint calendered waviness, the
    colour a little cloudy; optionally an inlaid strip of `stripe` `stripe_w` wide along x at
    `stripe_y` and a tight joint between two tiles along y at `joint_x` (object coordinates)."""
    t = Tree(name)
    mp = t.coords(seed=_fine_seed(seed))
    xyz = _object_xyz(t)
    c = hex_rgba(color)
    cloud = t.noise(mp, 35, 5)
    col = t.ramp(cloud, 'Fac', [(0.3, tuple(x * 0.92 for x in c[:3]) + (1,)), (0.7, tuple(min(1, x * 1.07) for x in c[:3]) + (1,))])
    dv = t.node('ShaderNodeTexVoronoi')
    dv.inputs['Scale'].default_value = 1 / stipple
    dv.inputs['Randomness'].default_value = 0.85
    t.link(_warped(t, mp, 400, stipple * 0.15), 'Vector', dv, 'Vector')
    dome = t.math('SUBTRACT', None, (_step(t, (dv, 'Distance'), 0.0, 0.5), 'Result'), va=1.0)
    fade = fade_below_pixels(t, stipple)
    h = t.math('MULTIPLY', (dome, 'Value'), (fade, 'Value'))
    h = _madd(t, (t.noise(mp, 90, 3), 'Fac'), 0.6, (h, 'Value'))
    rr = _madd(t, (t.math('MULTIPLY', (dome, 'Value'), (fade, 'Value')), 'Value'), -0.12, (t.math('ADD', None, None, va=rough + 0.06), 'Value'))
    if stripe:
        band = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (xyz, 'Y'), vb=stripe_y), 'Value')), 'Value'),
                                                 stripe_w / 2 - 0.0002, stripe_w / 2 + 0.0002), 'Result'), va=1.0)
        sc = hex_rgba(stripe)
        scol = t.ramp(cloud, 'Fac', [(0.3, tuple(x * 0.93 for x in sc[:3]) + (1,)), (0.7, tuple(min(1, x * 1.05) for x in sc[:3]) + (1,))])
        col = t.mix((band, 'Value'), (col, 'Color'), (scol, 'Color'))
        # the inlay's seams: a hair's groove either side
        seam = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (t.math('ABSOLUTE', (t.math('SUBTRACT', (xyz, 'Y'), vb=stripe_y), 'Value')), 'Value'), vb=stripe_w / 2), 'Value')), 'Value'),
                                                 0.0001, 0.0003), 'Result'), va=1.0)
        h = _madd(t, (seam, 'Value'), -0.8, (h, 'Value'))
    if joint_x is not None:
        joint = t.math('SUBTRACT', None, (_step(t, (t.math('ABSOLUTE', (t.math('SUBTRACT', (xyz, 'X'), vb=joint_x), 'Value')), 'Value'), 0.0002, 0.0005), 'Result'), va=1.0)
        col = t.mix((joint, 'Value'), (col, 'Color'), tuple(x * 0.35 for x in c[:3]) + (1,))
        h = _madd(t, (joint, 'Value'), -2.0, (h, 'Value'))
    t.link(col, 'Color', t.bsdf, 'Base Color')
    t.link(rr, 'Value', t.bsdf, 'Roughness')
    t.set(spec=0.35, sheen=0.2)
    t.bump(h, 'Value', 0.5, 0.00025)
    return t.mat
