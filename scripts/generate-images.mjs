// Renders the site's imagery from SVG sources: building-material textures (stone, terrazzo, wood,
// fabric, metal, glass) composed into plates, scenes and posters, then written as AVIF + WebP in
// responsive sizes under public/images/, with a size manifest for <img width/height>.
// Deterministic: every image is seeded from its own name, so a re-run writes identical files.
//
//   node scripts/generate-images.mjs            # everything
//   node scripts/generate-images.mjs archive,og # only names containing "archive" or "og"
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public');
const manifestPath = join(root, 'src/content/media/manifest.json');
const only = process.argv[2]?.startsWith('--') ? undefined : process.argv[2]?.split(',');

sharp.concurrency(1);

// ── deterministic randomness ───────────────────────────────────────────────────
function hash(str) {
  let h = 2166136261;
  for (const c of str) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
function rng(seedStr) {
  let a = hash(seedStr);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  next.seed = () => Math.floor(next() * 1000);
  return next;
}
const f1 = (n) => Math.round(n * 10) / 10;

// ── palettes ───────────────────────────────────────────────────────────────────
const MATERIAL_TONES = {
  stone: [
    ['#d9d4cb', '#b9b2a6', '#8d857a'],
    ['#3a3a3c', '#56565a', '#c9c4bb'],
    ['#e8e1d5', '#cdbfa8', '#9b8768'],
    ['#c9ccc8', '#a3aaa6', '#6f7874'],
  ],
  terrazzo: [
    ['#ece6dc', '#c44d2c', '#2f6f62', '#1f2230', '#d9b26a'],
    ['#2a2740', '#e8e1f0', '#c9a34a', '#8c9bff', '#5a4f8a'],
    ['#f0d9cf', '#8a4b2a', '#e0b8a8', '#4c6a63', '#f7f2ea'],
    ['#dfe6e3', '#2f6f62', '#b0643b', '#f4f1ea', '#1d1a16'],
  ],
  wood: [
    ['#d6b48a', '#a67c4e', '#7a5533'],
    ['#e6d2b2', '#c8a97e', '#a3825a'],
    ['#5a3a26', '#3d2718', '#7b5437'],
    ['#c7a27a', '#8f6a45', '#6b4a2e'],
  ],
  fabric: [
    ['#e9e2d6', '#cfc4b1', '#b0a48e'],
    ['#c9d3cf', '#9fb3a8', '#6f8a80'],
    ['#d8a48f', '#b98570', '#f1e8e1'],
    ['#3b3f52', '#2a2d3c', '#5a6078'],
  ],
  metal: [
    ['#c9ced6', '#8e96a3', '#f4f6f8'],
    ['#b38a5a', '#7a5a35', '#e2c79b'],
    ['#2b2f36', '#4a505a', '#9aa1ab'],
    ['#8a4b2a', '#5e3019', '#c4855a'],
  ],
  glass: [
    ['#dfe9ee', '#a9c4cf', '#ffffff'],
    ['#1f2a5a', '#5b6b9a', '#c9d3ff'],
    ['#e6efe8', '#9fb3a8', '#ffffff'],
    ['#2e2a3a', '#8c9bff', '#eae6f5'],
  ],
};
const MATERIALS = Object.keys(MATERIAL_TONES);

// Same colours as src/content/themes/build.ts (STORY_FACTS / FACTS_2023).
const THEMES = {
  boost: {
    palette: ['#0f1a2e', '#ff5a1f', '#e8ff3a', '#c9ced6', '#f4f1ea'],
    wall: 'metal',
    floor: 'stone',
    dark: true,
  },
  cosmos: {
    palette: ['#0b0d1f', '#3b2f7a', '#8c9bff', '#d9c7a1', '#eae6f5'],
    wall: 'glass',
    floor: 'terrazzo',
    dark: true,
  },
  ooparts: {
    palette: ['#e7dccb', '#b38a5a', '#5f6b4e', '#2b2a28', '#c44d2c'],
    wall: 'stone',
    floor: 'stone',
    dark: false,
  },
  evoke: {
    palette: ['#f1e8e1', '#d8a48f', '#7b4b3a', '#2e2a27', '#e9d8c4'],
    wall: 'fabric',
    floor: 'wood',
    dark: false,
  },
  ore: {
    palette: ['#2d2f33', '#6e6a64', '#a88d6d', '#c8c3bb', '#8a4b2a'],
    wall: 'stone',
    floor: 'stone',
    dark: true,
  },
  find: {
    palette: ['#eef0ec', '#9fb3a8', '#4c6a63', '#1f2a28', '#d6c9a8'],
    wall: 'fabric',
    floor: 'wood',
    dark: false,
  },
};
const THEMES_2023 = {
  scenesory: {
    palette: ['#f3ddd2', '#d2482c', '#e9a184', '#3a2a26', '#c98b5e'],
    wall: 'fabric',
    floor: 'terrazzo',
    title: 'SCENESORY',
    bold: '#d2482c',
  },
  monologue: {
    palette: ['#d8d6d2', '#1e1e1e', '#8a8a88', '#4f4f4f', '#b5b2ac'],
    wall: 'stone',
    floor: 'stone',
    title: 'MONOLOGUE',
    bold: '#1e1e1e',
  },
  whitenight: {
    palette: ['#eef2fa', '#1f2a5a', '#a9b7e0', '#3c4770', '#ffffff'],
    wall: 'glass',
    floor: 'stone',
    title: 'WHITE NIGHT',
    bold: '#1f2a5a',
  },
};

// ── material textures (SVG fragments drawing a w × h area at the origin) ───────
let uid = 0;
const id = (p) => `${p}${++uid}`;

function noiseOverlay(r, w, h, color, freq, alpha, octaves = 3) {
  const f = id('n');
  return `<filter id="${f}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${r.seed()}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${alpha * 2.2} 0 0 0 ${-alpha * 0.9}"/></filter><rect width="${w}" height="${h}" fill="${color}" filter="url(#${f})"/>`.replace(
    '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0',
    rgbMatrix(color),
  );
}
function rgbMatrix(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3));
  return `0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}`;
}

const texture = {
  stone(r, w, h, p) {
    const s = Math.max(w, h);
    let veins = '';
    const blur = id('b');
    for (let i = 0; i < r.int(3, 6); i++) {
      const y0 = r.range(-0.2, 1.2) * h;
      const y1 = r.range(-0.2, 1.2) * h;
      veins += `<path d="M${-20} ${f1(y0)} C ${f1(w * 0.3)} ${f1(y0 + r.range(-0.4, 0.4) * h)}, ${f1(w * 0.7)} ${f1(y1 + r.range(-0.4, 0.4) * h)}, ${w + 20} ${f1(y1)}" stroke="${p[2]}" stroke-width="${f1(r.range(1.5, 5) * (s / 1000))}" fill="none" opacity="${f1(r.range(0.25, 0.6))}"/>`;
    }
    return `<rect width="${w}" height="${h}" fill="${p[0]}"/>${noiseOverlay(r, w, h, p[1], f1((2.2 / s) * 1000) / 1000, 0.95)}<filter id="${blur}"><feGaussianBlur stdDeviation="${f1(s / 900)}"/></filter><g filter="url(#${blur})">${veins}</g>`;
  },
  terrazzo(r, w, h, p) {
    const s = Math.max(w, h);
    let chips = '';
    const n = Math.round((w * h) / ((s * s) / 260));
    for (let i = 0; i < n; i++) {
      const cx = r() * w;
      const cy = r() * h;
      const rad = r.range(0.004, 0.02) * s;
      const k = r.int(5, 7);
      const pts = Array.from({ length: k }, (_, j) => {
        const a = (j / k) * Math.PI * 2 + r.range(-0.3, 0.3);
        const rr = rad * r.range(0.6, 1.1);
        return `${f1(cx + Math.cos(a) * rr)},${f1(cy + Math.sin(a) * rr)}`;
      }).join(' ');
      chips += `<polygon points="${pts}" fill="${p[1 + (i % (p.length - 1))]}" opacity="${f1(r.range(0.75, 1))}"/>`;
    }
    return `<rect width="${w}" height="${h}" fill="${p[0]}"/>${noiseOverlay(r, w, h, p[p.length - 1], f1((3 / s) * 1000) / 1000, 0.25, 2)}${chips}`;
  },
  wood(r, w, h, p) {
    const boards = r.int(4, 6);
    const bh = h / boards;
    let g = `<rect width="${w}" height="${h}" fill="${p[0]}"/>`;
    for (let b = 0; b < boards; b++) {
      const y = b * bh;
      const tint = r.range(-0.08, 0.08);
      g += `<rect y="${f1(y)}" width="${w}" height="${f1(bh)}" fill="${tint > 0 ? '#ffffff' : '#000000'}" opacity="${f1(Math.abs(tint) * 10) / 10}"/>`;
      const lines = r.int(7, 12);
      for (let i = 0; i < lines; i++) {
        const ly = y + r.range(0.05, 0.95) * bh;
        const amp = r.range(1, 6) * (bh / 100);
        const per = r.range(0.15, 0.5) * w;
        let d = `M0 ${f1(ly)}`;
        for (let x = per / 2; x <= w + per; x += per / 2)
          d += ` Q ${f1(x - per / 4)} ${f1(ly + (Math.round(x / (per / 2)) % 2 ? amp : -amp))} ${f1(x)} ${f1(ly)}`;
        g += `<path d="${d}" stroke="${p[1 + (i % 2)]}" stroke-width="${f1(r.range(0.6, 2.4) * (h / 600))}" fill="none" opacity="${f1(r.range(0.25, 0.6))}"/>`;
      }
      const seam = r.range(0.2, 0.8) * w;
      g += `<line x1="${f1(seam)}" y1="${f1(y)}" x2="${f1(seam)}" y2="${f1(y + bh)}" stroke="${p[2]}" stroke-width="1.5" opacity=".5"/><line x1="0" y1="${f1(y)}" x2="${w}" y2="${f1(y)}" stroke="${p[2]}" stroke-width="1.5" opacity=".55"/>`;
    }
    return g;
  },
  fabric(r, w, h, p) {
    const pat = id('w');
    const c = Math.max(10, Math.round(Math.max(w, h) / 64));
    const shade = id('s');
    const soften = id('f');
    // NOTE: the weave is softened a little: a crisp checker costs more bytes than it adds to the picture.
    return `<defs><pattern id="${pat}" width="${c * 2}" height="${c * 2}" patternUnits="userSpaceOnUse"><rect width="${c * 2}" height="${c * 2}" fill="${p[0]}"/><rect width="${c}" height="${c}" fill="${p[1]}" opacity=".3"/><rect x="${c}" y="${c}" width="${c}" height="${c}" fill="${p[1]}" opacity=".3"/><rect y="${c * 0.45}" width="${c * 2}" height="${c * 0.1}" fill="${p[2]}" opacity=".25"/></pattern><filter id="${soften}"><feGaussianBlur stdDeviation="${f1(c / 6)}"/></filter><linearGradient id="${shade}" x1="0" x2="1" y1="0" y2="0.3">${Array.from({ length: 6 }, (_, i) => `<stop offset="${f1(i / 5)}" stop-color="#000" stop-opacity="${f1(r.range(0, 0.18) * 100) / 100}"/>`).join('')}</linearGradient></defs><rect width="${w}" height="${h}" fill="${p[0]}"/><rect width="${w}" height="${h}" fill="url(#${pat})" filter="url(#${soften})"/><rect width="${w}" height="${h}" fill="url(#${shade})"/>`;
  },
  metal(r, w, h, p) {
    const g = id('g');
    const brush = id('f');
    return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p[1]}"/><stop offset="${f1(r.range(0.35, 0.55))}" stop-color="${p[0]}"/><stop offset="${f1(r.range(0.6, 0.75))}" stop-color="${p[2]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient><filter id="${brush}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.0015 ${f1((80 / h) * 100) / 100}" numOctaves="2" seed="${r.seed()}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.9 0 0 0 -0.35"/></filter></defs><rect width="${w}" height="${h}" fill="url(#${g})"/><rect width="${w}" height="${h}" filter="url(#${brush})"/>`;
  },
  glass(r, w, h, p) {
    const blur = id('b');
    let panes = '';
    for (let i = 0; i < r.int(4, 7); i++) {
      panes += `<rect x="${f1(r() * w * 0.8)}" y="${f1(r() * h * 0.7)}" width="${f1(r.range(0.15, 0.45) * w)}" height="${f1(r.range(0.25, 0.7) * h)}" fill="${p[1 + (i % 2)]}" opacity="${f1(r.range(0.25, 0.6))}"/>`;
    }
    const fw = Math.max(8, Math.round(w / 90));
    return `<defs><filter id="${blur}"><feGaussianBlur stdDeviation="${f1(Math.max(w, h) / 60)}"/></filter></defs><rect width="${w}" height="${h}" fill="${p[0]}"/><g filter="url(#${blur})">${panes}</g>${Array.from({ length: Math.ceil(w / fw) }, (_, i) => `<rect x="${i * fw}" width="${fw / 2}" height="${h}" fill="#fff" opacity=".07"/>`).join('')}<polygon points="${f1(w * 0.55)},0 ${f1(w * 0.75)},0 ${f1(w * 0.35)},${h} ${f1(w * 0.15)},${h}" fill="#fff" opacity=".12"/>`;
  },
};

function tone(material, n) {
  return MATERIAL_TONES[material][(n - 1) % 4];
}

// ── compositions ───────────────────────────────────────────────────────────────
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const inBox = (x, y, w, h, body) =>
  `<svg x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" overflow="hidden">${body}</svg>`;

function plateSvg(name, material, n, w, h) {
  const r = rng(name);
  return svg(w, h, texture[material](r, w, h, tone(material, n)) + vignette(w, h, 0.18));
}

function vignette(w, h, strength) {
  const v = id('v');
  return `<defs><radialGradient id="${v}" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#${v})"/>`;
}

/** An interior scene: textured wall and floor, a few objects, a beam of light. */
function sceneSvg(name, { palette, wall, floor, dark }, w, h, opts = {}) {
  const r = rng(name);
  const horizon = h * r.range(0.6, 0.72);
  const wallP = [palette[0], palette[1], palette[3] ?? palette[2]];
  const floorP =
    floor === 'terrazzo'
      ? [palette[0], palette[1], palette[2], palette[3] ?? palette[1], palette[4] ?? palette[2]]
      : [palette[dark ? 0 : 4] ?? palette[0], palette[2], palette[3] ?? palette[1]];
  let body = texture[wall](r, w, Math.ceil(horizon) + 2, wallP);
  body += inBox(0, horizon, w, h - horizon, texture[floor](r, w, Math.ceil(h - horizon), floorP));
  body += `<rect y="${f1(horizon - h * 0.012)}" width="${w}" height="${f1(h * 0.012)}" fill="${palette[3] ?? palette[1]}" opacity=".6"/>`;
  const s = Math.min(w, h);
  const props = opts.props ?? r.int(2, 3);
  const used = new Set();
  for (let i = 0; i < props; i++) {
    let kind = r.pick(['arch', 'plinth', 'sphere', 'panel', 'bench']);
    while (used.has(kind)) kind = r.pick(['arch', 'plinth', 'sphere', 'panel', 'bench']);
    used.add(kind);
    const cx = r.range(0.15, 0.85) * w;
    const c1 = palette[1 + (i % (palette.length - 1))];
    const c2 = palette[(2 + i) % palette.length];
    if (kind === 'arch') {
      const aw = s * r.range(0.28, 0.42);
      const ah = horizon * r.range(0.6, 0.8);
      const x = cx - aw / 2;
      const y = horizon - ah;
      const lg = id('l');
      body += `<defs><linearGradient id="${lg}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c2}"/><stop offset="1" stop-color="${palette[0]}"/></linearGradient></defs><path d="M${f1(x)} ${f1(horizon)} V${f1(y + aw / 2)} A${f1(aw / 2)} ${f1(aw / 2)} 0 0 1 ${f1(x + aw)} ${f1(y + aw / 2)} V${f1(horizon)} Z" fill="url(#${lg})" opacity=".92"/>`;
    } else if (kind === 'plinth') {
      const pw = s * r.range(0.16, 0.26);
      const ph = s * r.range(0.18, 0.32);
      const by = horizon + (h - horizon) * 0.45;
      const mat = r.pick(MATERIALS);
      body += inBox(
        cx - pw / 2,
        by - ph,
        pw,
        ph,
        texture[mat](r, Math.round(pw), Math.round(ph), [c1, c2, palette[3] ?? c1]),
      );
      body += `<rect x="${f1(cx - pw / 2)}" y="${f1(by - ph)}" width="${f1(pw)}" height="${f1(ph)}" fill="#000" opacity=".12"/><ellipse cx="${f1(cx)}" cy="${f1(by + 4)}" rx="${f1(pw * 0.7)}" ry="${f1(pw * 0.1)}" fill="#000" opacity=".18"/>`;
    } else if (kind === 'sphere') {
      const rad = s * r.range(0.07, 0.13);
      const cy = horizon + (h - horizon) * 0.35 - rad;
      const rg = id('r');
      body += `<defs><radialGradient id="${rg}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset=".25" stop-color="${c1}"/><stop offset="1" stop-color="${palette[3] ?? '#000'}"/></radialGradient></defs><ellipse cx="${f1(cx)}" cy="${f1(cy + rad * 1.05)}" rx="${f1(rad * 1.1)}" ry="${f1(rad * 0.18)}" fill="#000" opacity=".2"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rad)}" fill="url(#${rg})"/>`;
    } else if (kind === 'panel') {
      const pw = w * r.range(0.08, 0.16);
      const ph = horizon * r.range(0.55, 0.85);
      const mat = r.pick(MATERIALS);
      body += inBox(
        cx - pw / 2,
        horizon - ph,
        pw,
        ph,
        texture[mat](r, Math.round(pw), Math.round(ph), tone(mat, r.int(1, 4))),
      );
    } else {
      const bw = w * r.range(0.22, 0.34);
      const bh = s * 0.07;
      const by = horizon + (h - horizon) * 0.3;
      body += `<rect x="${f1(cx - bw / 2)}" y="${f1(by - bh)}" width="${f1(bw)}" height="${f1(bh)}" fill="${c1}" rx="${f1(bh * 0.3)}"/><rect x="${f1(cx - bw / 2 + bw * 0.06)}" y="${f1(by)}" width="${f1(bw * 0.04)}" height="${f1(bh * 0.9)}" fill="${palette[3] ?? c1}"/><rect x="${f1(cx + bw / 2 - bw * 0.1)}" y="${f1(by)}" width="${f1(bw * 0.04)}" height="${f1(bh * 0.9)}" fill="${palette[3] ?? c1}"/>`;
    }
  }
  const beam = id('b');
  const bx = r.range(0.1, 0.6) * w;
  body += `<defs><filter id="${beam}"><feGaussianBlur stdDeviation="${f1(s / 40)}"/></filter></defs><polygon filter="url(#${beam})" points="${f1(bx)},0 ${f1(bx + w * 0.12)},0 ${f1(bx + w * 0.32)},${h} ${f1(bx + w * 0.1)},${h}" fill="#fff" opacity="${dark ? 0.1 : 0.22}"/>`;
  if (dark) body += `<rect width="${w}" height="${h}" fill="#000" opacity=".28"/>`;
  if (opts.accentLine)
    body += `<rect x="0" y="${f1(horizon + (h - horizon) * 0.55)}" width="${w}" height="${f1(h * 0.018)}" fill="${palette[1]}" opacity=".9"/>`;
  body += vignette(w, h, dark ? 0.45 : 0.2);
  return svg(w, h, body);
}

/** An archive year card: a material plate crossed by a geometric figure in the year's accent. */
function archiveSvg(year, w, h) {
  const r = rng(`archive-${year}`);
  const material = MATERIALS[(year * 7) % MATERIALS.length];
  const p = tone(material, (year % 4) + 1);
  const accent = ['#b0643b', '#2f6f62', '#3a4a9a', '#c9a34a', '#8a4b2a', '#5b6b9a'][year % 6];
  let body = texture[material](r, w, h, p);
  const s = Math.min(w, h);
  const shape = year % 3;
  if (shape === 0)
    body += `<circle cx="${f1(w * r.range(0.55, 0.75))}" cy="${f1(h * 0.48)}" r="${f1(s * 0.3)}" fill="${accent}" opacity=".82"/>`;
  else if (shape === 1)
    body += `<path d="M${f1(w * 0.56)} ${h} V${f1(h * 0.42)} A${f1(s * 0.2)} ${f1(s * 0.2)} 0 0 1 ${f1(w * 0.56 + s * 0.4)} ${f1(h * 0.42)} V${h} Z" fill="${accent}" opacity=".85"/>`;
  else
    body += `<rect x="${f1(w * 0.52)}" y="${f1(h * 0.18)}" width="${f1(s * 0.38)}" height="${f1(s * 0.62)}" fill="${accent}" opacity=".8"/><rect x="${f1(w * 0.52 + s * 0.1)}" y="${f1(h * 0.18 + s * 0.1)}" width="${f1(s * 0.38)}" height="${f1(s * 0.62)}" fill="none" stroke="${p[0]}" stroke-width="${f1(s * 0.012)}"/>`;
  return svg(w, h, body + vignette(w, h, 0.22));
}

/** A 2023 poster: scene, big condensed title and a frame. */
function posterSvg(key, w, h) {
  const t = THEMES_2023[key];
  const scene = sceneSvg(
    `poster-${key}`,
    { palette: t.palette, wall: t.wall, floor: t.floor, dark: false },
    w,
    h,
    { props: 2 },
  );
  const inner = scene.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const size = Math.round(Math.min(w / (t.title.length * 0.62), h * 0.16));
  const portrait = h > w;
  const text = `<text x="${f1(w * 0.06)}" y="${f1(portrait ? h * 0.16 : h * 0.22)}" font-family="DejaVu Sans, Noto Sans CJK KR, sans-serif" font-weight="700" font-size="${size}" letter-spacing="${f1(size * 0.02)}" fill="${t.bold}">${t.title}</text><text x="${f1(w * 0.06)}" y="${f1((portrait ? h * 0.16 : h * 0.22) + size * 0.6)}" font-family="DejaVu Sans, sans-serif" font-size="${f1(size * 0.22)}" letter-spacing="${f1(size * 0.05)}" fill="${t.bold}">SOFTWHERE · 2023</text>`;
  return svg(
    w,
    h,
    `${inner}<rect x="${f1(w * 0.03)}" y="${f1(h * 0.03)}" width="${f1(w * 0.94)}" height="${f1(h * 0.94)}" fill="none" stroke="${t.bold}" stroke-width="${f1(Math.min(w, h) * 0.006)}" opacity=".8"/>${text}`,
  );
}

/** A 2023 title graphic, served as SVG: letters on a baseline with a material swatch. */
function titleSvg(key) {
  const t = THEMES_2023[key];
  const w = 960;
  const h = 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><rect x="0" y="150" width="${w}" height="6" fill="${t.palette[2]}"/><rect x="0" y="40" width="14" height="110" fill="${t.bold}"/><text x="36" y="138" font-family="Pretendard, 'Helvetica Neue', Arial, sans-serif" font-weight="800" font-size="112" letter-spacing="-2" fill="${t.bold}" textLength="${w - 60}" lengthAdjust="spacingAndGlyphs">${t.title}</text></svg>\n`;
}

// ── catalogue ──────────────────────────────────────────────────────────────────
/** pair: web 1440×810 (+800w) and mobile 720×900. single: one aspect in two widths. */
const WEB = [1440, 810];
const MOB = [720, 900];
const jobs = [];
const pair = (name, draw, mob = MOB) => jobs.push({ name, kind: 'pair', draw, mob });
const single = (name, w, h, draw) => jobs.push({ name, kind: 'single', w, h, draw });

for (const m of MATERIALS)
  for (const n of [1, 2, 3, 4]) pair(`materials/${m}-${n}`, (w, h) => plateSvg(`${m}-${n}-${w}`, m, n, w, h));
for (let y = 2001; y <= 2022; y++) pair(`archive/${y}`, (w, h) => archiveSvg(y, w, h));
for (const [key, t] of Object.entries(THEMES)) {
  pair(`themes/${key}-hero`, (w, h) =>
    sceneSvg(`${key}-hero-${w}`, t, w, h, { props: 3, accentLine: key === 'boost' }),
  );
  for (const i of [1, 2, 3])
    single(`themes/${key}-${i}`, 1200, 900, (w, h) => sceneSvg(`${key}-${i}`, t, w, h));
}
for (const [key, t] of Object.entries(THEMES_2023)) {
  pair(`themes/2023/${key}-poster`, (w, h) => posterSvg(key, w, h), [720, 1000]);
  const count = key === 'monologue' ? 6 : 7;
  for (let i = 1; i <= count; i++)
    single(`themes/2023/${key}-${i}`, 900, 1125, (w, h) =>
      sceneSvg(`${key}-${i}`, { ...t, dark: key === 'monologue' && i % 2 === 0 }, w, h),
    );
  jobs.push({ name: `themes/2023/${key}-title`, kind: 'svg', draw: () => titleSvg(key) });
  jobs.push({ name: `themes/2023/${key}-film`, kind: 'film', key });
}
const EXHIBITION_LOOK = {
  popupep4: {
    palette: ['#1b2236', '#ff5a1f', '#8c9bff', '#e7dccb', '#f4f1ea'],
    wall: 'metal',
    floor: 'terrazzo',
    dark: true,
  },
  popupep3: {
    palette: ['#f1e8e1', '#d8a48f', '#6e6a64', '#4c6a63', '#e9d8c4'],
    wall: 'fabric',
    floor: 'stone',
    dark: false,
  },
  popupep2: {
    palette: ['#ece6dc', '#b0643b', '#2f6f62', '#1f2230', '#d9b26a'],
    wall: 'stone',
    floor: 'terrazzo',
    dark: false,
  },
  popupep1: {
    palette: ['#f3ddd2', '#d2482c', '#a9b7e0', '#3a2a26', '#c98b5e'],
    wall: 'fabric',
    floor: 'wood',
    dark: false,
  },
};
for (const [slug, look] of Object.entries(EXHIBITION_LOOK)) {
  pair(`exhibitions/${slug}-hero`, (w, h) => sceneSvg(`${slug}-hero-${w}`, look, w, h, { props: 3 }));
  for (const i of [1, 2, 3])
    single(`exhibitions/${slug}-${i}`, 1200, 800, (w, h) =>
      sceneSvg(`${slug}-${i}`, { ...look, dark: i === 3 }, w, h),
    );
}
for (let i = 1; i <= 22; i++) {
  const look = EXHIBITION_LOOK.popupep2;
  const floorIdx = i <= 6 ? 0 : i <= 14 ? 1 : 2;
  const wall = ['stone', 'fabric', 'glass'][floorIdx];
  single(`exhibitions/popupep2/gallery-${String(i).padStart(2, '0')}`, 1200, 800, (w, h) =>
    sceneSvg(
      `ep2-gallery-${i}`,
      { ...look, wall, floor: ['terrazzo', 'wood', 'stone'][floorIdx], dark: floorIdx === 2 },
      w,
      h,
    ),
  );
}
const LOOKS = ['boost', 'boost', 'cosmos', 'cosmos', 'ooparts', 'ooparts'];
LOOKS.forEach((key, i) => {
  single(`lookbook/look-${i + 1}`, 900, 1200, (w, h) =>
    sceneSvg(`look-${i}`, THEMES[key], w, h, { props: 3, accentLine: key === 'boost' }),
  );
});
const COLLECTION = [
  ['volt-line', 'metal', THEMES.boost.palette],
  ['track-floor', 'stone', THEMES.boost.palette],
  ['nebula-terrazzo', 'terrazzo', ['#2a2740', '#e8e1f0', '#d9c7a1', '#8c9bff', '#5a4f8a']],
  ['starlight-pearl', 'glass', ['#3b2f7a', '#8c9bff', '#eae6f5']],
  ['desert-travertine', 'stone', ['#e7dccb', '#cdbfa8', '#b38a5a']],
  ['rust-sheet', 'metal', ['#8a4b2a', '#5e3019', '#c44d2c']],
];
for (const [cid, m, p] of COLLECTION)
  single(`collection/${cid}`, 800, 800, (w, h) =>
    svg(
      w,
      h,
      texture[m](
        rng(cid),
        w,
        h,
        m === 'metal' && cid === 'volt-line' ? ['#2b3450', '#0f1a2e', '#8e96a3'] : p,
      ) + vignette(w, h, 0.15),
    ),
  );
pair('home/hero', (w, h) =>
  sceneSvg(
    `home-hero-${w}`,
    {
      palette: ['#15161c', '#b0643b', '#9aa7ff', '#2f6f62', '#e9e2d6'],
      wall: 'stone',
      floor: 'terrazzo',
      dark: true,
    },
    w,
    h,
    { props: 3 },
  ),
);

// ── encoding ───────────────────────────────────────────────────────────────────
const manifest = {};
const QUALITY = { webp: 50, avif: 40 };

async function writeRaster(svgText, file, w, h, sizes) {
  const png = await sharp(Buffer.from(svgText), { density: 72 }).resize(w, h).png().toBuffer();
  const entries = [];
  for (const width of sizes) {
    const suffix = width === w ? '' : `-${width}`;
    const base = `${file}${suffix}`;
    mkdirSync(dirname(join(out, base)), { recursive: true });
    const img = sharp(png).resize(width, Math.round((h * width) / w));
    await img
      .clone()
      .webp({ quality: QUALITY.webp, effort: 5 })
      .toFile(join(out, `${base}.webp`));
    await img
      .clone()
      .avif({ quality: QUALITY.avif, effort: 3 })
      .toFile(join(out, `${base}.avif`));
    entries.push([`/${base}.webp`, width]);
  }
  manifest[`/${file}.webp`] = { width: w, height: h, srcset: entries.sort((a, b) => a[1] - b[1]) };
}

async function film(key) {
  const t = THEMES_2023[key];
  const w = 640;
  const h = 360;
  const frames = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const body = `<defs><linearGradient id="g" x1="${f1(0.5 + Math.cos(a) * 0.5)}" y1="0" x2="${f1(0.5 - Math.cos(a) * 0.5)}" y2="1"><stop offset="0" stop-color="${t.palette[0]}"/><stop offset="1" stop-color="${t.palette[2]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${f1(320 + Math.cos(a) * 150)}" cy="${f1(180 + Math.sin(a) * 70)}" r="60" fill="${t.bold}" opacity=".85"/><rect x="${f1(80 + i * 22)}" y="250" width="120" height="10" fill="${t.palette[3]}"/><text x="40" y="70" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="40" fill="${t.bold}">${t.title}</text>`;
    frames.push(
      await sharp(Buffer.from(svg(w, h, body)))
        .png()
        .toBuffer(),
    );
  }
  const file = join(out, `images/themes/2023/${key}-film.webp`);
  mkdirSync(dirname(file), { recursive: true });
  await sharp(frames, { join: { animated: true } })
    .webp({ quality: 55, loop: 0, delay: Array(16).fill(180), effort: 4 })
    .toFile(file);
  manifest[`/images/themes/2023/${key}-film.webp`] = {
    width: w,
    height: h,
    srcset: [[`/images/themes/2023/${key}-film.webp`, w]],
  };
}

async function og() {
  const src = readFileSync(join(root, 'src/config/site.ts'), 'utf8');
  const programme = /programme:\s*\{\s*ko:\s*'([^']+)',\s*en:\s*'([^']+)'/.exec(src);
  const brand = /brand:\s*'([^']+)'/.exec(src)?.[1] ?? '';
  const [ko, en] = [programme?.[1] ?? '', programme?.[2] ?? ''];
  const scene = sceneSvg(
    'og-share',
    {
      palette: ['#15161c', '#b0643b', '#9aa7ff', '#2f6f62', '#e9e2d6'],
      wall: 'stone',
      floor: 'terrazzo',
      dark: true,
    },
    1200,
    630,
    { props: 2 },
  )
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const share = svg(
    1200,
    630,
    `${scene}<rect x="64" y="380" width="8" height="170" fill="#b0643b"/><text x="96" y="450" font-family="Noto Sans CJK KR, sans-serif" font-weight="700" font-size="64" fill="#f4f1ea">${ko}</text><text x="96" y="520" font-family="DejaVu Sans, sans-serif" font-size="40" letter-spacing="4" fill="#e9e2d6">${en.toUpperCase()}</text>`,
  );
  mkdirSync(join(out, 'og'), { recursive: true });
  await sharp(Buffer.from(share))
    .png({ compressionLevel: 9, palette: true, quality: 85 })
    .toFile(join(out, 'og/share.png'));
  const logo = svg(
    400,
    50,
    `<rect width="400" height="50" fill="#15161c"/><rect x="14" y="13" width="24" height="24" fill="#b0643b"/><text x="50" y="33" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="20" letter-spacing="3" fill="#f4f1ea">${brand}</text><text x="${50 + brand.length * 17}" y="33" font-family="DejaVu Sans, sans-serif" font-size="15" letter-spacing="1.5" fill="#c9c4bb">${en.replace(/^\S+\s/, '').toUpperCase()}</text>`,
  );
  await sharp(Buffer.from(logo))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, 'og/share-logo.png'));
}

// Issue 18: raster pictures are rendered by scripts/render (Blender). Never overwrite what its
// manifest lists unless asked (--include-rendered, e.g. to restore a stand-in).
const rendered = new Set(
  JSON.parse(readFileSync(join(root, 'scripts/render/manifest.json'), 'utf8')).images.flatMap((i) =>
    i.film ? [i.output, i.film] : [i.output],
  ),
);
const includeRendered = process.argv.includes('--include-rendered');
let prev = {};
try {
  prev = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch {}
const started = Date.now();
let done = 0;
for (const job of jobs) {
  if (only && !only.some((o) => job.name.includes(o))) continue;
  if (rendered.has(job.name) && !includeRendered) continue;
  const file = `images/${job.name}`;
  if (job.kind === 'pair') {
    await writeRaster(job.draw(...WEB), `${file}-web`, WEB[0], WEB[1], [800, WEB[0]]);
    await writeRaster(job.draw(...job.mob), `${file}-mob`, job.mob[0], job.mob[1], [job.mob[0]]);
  } else if (job.kind === 'single') {
    await writeRaster(job.draw(job.w, job.h), file, job.w, job.h, [Math.round(job.w / 2), job.w]);
  } else if (job.kind === 'svg') {
    mkdirSync(dirname(join(out, `${file}.svg`)), { recursive: true });
    const text = job.draw();
    writeFileSync(join(out, `${file}.svg`), text);
    const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(text) ?? [];
    manifest[`/${file}.svg`] = { width: Number(w), height: Number(h), srcset: [[`/${file}.svg`, Number(w)]] };
  } else if (job.kind === 'film') {
    await film(job.key);
  }
  done++;
  if (done % 20 === 0) console.log(`[images] ${done} done, ${Math.round((Date.now() - started) / 1000)} s`);
}
if (!only || only.includes('og')) await og();

const merged = { ...prev, ...manifest };
const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
mkdirSync(dirname(manifestPath), { recursive: true });
writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(
  `[images] ${done} images in ${Math.round((Date.now() - started) / 1000)} s; manifest ${Object.keys(sorted).length} entries`,
);
