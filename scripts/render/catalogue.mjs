// Writes scripts/render/manifest.json: every rendered image, its scene module, subject, seed,
// camera (null = the scene's own framing), samples and render resolution, plus the output sizes
// and names the pages use (same names scripts/generate-images.mjs wrote before).
//   node scripts/render/catalogue.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const images = [];
/** Output shapes: pair = web 1440×810 (+800w) and mob 720×900 cropped around mobFocus; single = w×h (+w/2). */
const PAIR = { kind: 'pair', web: [1440, 810], mob: [720, 900] };
const add = (priority, output, scene, subject, seed, shape, resolution, extra = {}) =>
  images.push({
    output,
    scene,
    subject,
    seed,
    camera: null,
    samples: SAMPLES,
    resolution,
    priority,
    ...shape,
    ...extra,
  });
const single = (w, h) => ({ kind: 'single', size: [w, h] });
const R_PAIR = [720, 405];
/** Cycles samples per image (adaptive, then the compositor's albedo-guided denoiser); see README. */
const SAMPLES = 12;

// Priorities: what had never been rendered comes first (exhibition views and the EP.02 gallery,
// theme interiors, collection swatches, glass-3/4), then the re-renders at the current settings.
// 1 archive covers
for (let y = 2001; y <= 2022; y++)
  add(3.5, `archive/${y}`, 'archive', `archive/${y}`, y, PAIR, R_PAIR, { mobFocus: 0.45 });
// 2 lookbook rooms
const LOOKS = [
  'boost-studio',
  'boost-kitchen',
  'cosmos-bedroom',
  'cosmos-lounge',
  'ooparts-living',
  'ooparts-bath',
];
for (const [i, l] of LOOKS.entries()) {
  add(3.2, `lookbook/look-${i + 1}`, 'rooms', `lookbook/${l}`, 100 + i, single(900, 1200), [480, 640]);
}
// 3 event thumbnails
for (const k of ['exhibition', 'docent', 'goods', 'drawing', 'tasting', 'media', 'seminar', 'survey'])
  add(3.8, `events/${k}`, 'rooms', `events/${k}`, 200 + k.length, single(800, 450), [720, 405]);
// 4 material close-ups
for (const m of ['terrazzo', 'wood', 'stone', 'metal', 'fabric', 'glass'])
  for (const n of [1, 2, 3, 4])
    add(
      m === 'glass' && n > 2 ? 1.9 : 4,
      `materials/${m}-${n}`,
      'materials',
      `materials/${m}-${n}`,
      n * 11,
      PAIR,
      R_PAIR,
      {
        mobFocus: 0.5,
      },
    );
// 5 EP.02 gallery and the exhibition views
for (let i = 1; i <= 22; i++) {
  const id = String(i).padStart(2, '0');
  add(
    1.1,
    `exhibitions/popupep2/gallery-${id}`,
    'rooms',
    `gallery/${id}`,
    300 + i,
    single(1200, 800),
    [660, 440],
  );
}
for (const ep of ['popupep1', 'popupep2', 'popupep3', 'popupep4']) {
  add(1, `exhibitions/${ep}-hero`, 'rooms', `exhibitions/${ep}-hero`, 400, PAIR, R_PAIR, { mobFocus: 0.5 });
  for (const i of [1, 2, 3])
    add(
      1,
      `exhibitions/${ep}-${i}`,
      'rooms',
      `exhibitions/${ep}-${i}`,
      400 + i,
      single(1200, 800),
      [660, 440],
    );
}
// 6 home hero (separate mobile composition) and collection swatches
add(
  3,
  'home/hero',
  'rooms',
  'home/hero',
  501,
  { ...PAIR, mobSubject: 'home/hero-mob', mobResolution: [480, 600] },
  R_PAIR,
);
for (const c of [
  'volt-line',
  'track-floor',
  'nebula-terrazzo',
  'starlight-pearl',
  'desert-travertine',
  'rust-sheet',
])
  add(1.8, `collection/${c}`, 'materials', `collection/${c}`, 600, single(800, 800), [560, 560]);
// 7 themes: 2025 / 2024 stories (scenes/themes.py), then the 2023 SOFTWHERE scenes (scenes/softwhere.py)
for (const t of ['boost', 'cosmos', 'ooparts', 'evoke', 'find', 'ore']) {
  add(1.5, `themes/${t}-hero`, 'themes', `themes/${t}-hero`, 700, PAIR, R_PAIR, { mobFocus: 0.5 });
  for (const i of [1, 2, 3])
    add(1.6, `themes/${t}-${i}`, 'themes', `themes/${t}-${i}`, 700 + i, single(1200, 900), [720, 540]);
}
for (const [t, n] of [
  ['scenesory', 7],
  ['monologue', 6],
  ['whitenight', 7],
]) {
  // the poster render (no lettering: the typography is SVG in the page) also makes the film: a slow pan across it
  add(
    4.5,
    `themes/2023/${t}-poster`,
    'softwhere',
    `themes/2023/${t}-poster`,
    800,
    { ...PAIR, mob: [720, 1000] },
    R_PAIR,
    {
      mobFocus: 0.5,
      film: `themes/2023/${t}-film`,
    },
  );
  for (let i = 1; i <= n; i++)
    add(
      5,
      `themes/2023/${t}-${i}`,
      'softwhere',
      `themes/2023/${t}-${i}`,
      800 + i,
      single(900, 1125),
      [540, 675],
    );
}

// 8 the floors of each exhibition (home and exhibition pages, 4:3): a closer look (longer lens, same
// camera position and aim) at that floor's view, so a page never shows one picture twice
const FLOOR_VIEWS = {
  earlier: ['gallery/02', 'gallery/08', 'gallery/16'],
  persona: ['exhibitions/popupep4-1', 'exhibitions/popupep4-2', 'exhibitions/popupep4-3'],
  ep1: ['exhibitions/popupep1-1', 'exhibitions/popupep1-2', 'exhibitions/popupep1-3'],
  ep3: ['exhibitions/popupep3-1', 'exhibitions/popupep3-2', 'exhibitions/popupep3-3'],
};
for (const [version, views] of Object.entries(FLOOR_VIEWS))
  for (const [i, view] of views.entries())
    add(2, `floors/${version}-${i + 1}f`, 'rooms', view, 900 + i, single(800, 600), [720, 540], {
      camera: { lens: 42 },
    });

// Issue 18's run shared the machine with builds (load 6–8): 12 samples for the exhibition views and
// the gallery, 8 for the rest (the compositor denoiser keeps 8 clean in these directly lit scenes)
for (const i of images) if (i.priority >= 1.5) i.samples = 8;
// the posters double as the film frames (a slow pan, so noise would crawl): more samples
for (const i of images) if (i.film) i.samples = SAMPLES;
images.sort((a, b) => a.priority - b.priority);
const manifest = {
  about:
    'Every image rendered by scripts/render (Blender Cycles, CPU). output: path under public/images without extension; scene: scripts/render/scenes/<scene>.py; subject: what that module builds; seed: the random seed of props and of the sampler; camera: null for the scene default, else {loc,target,lens}; samples: Cycles samples (then OpenCV NLM denoise); resolution: the render size in pixels; kind pair/single: the encoded sizes (see README).',
  images,
};
writeFileSync(join(here, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`[catalogue] ${images.length} images`);
