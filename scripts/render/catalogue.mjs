// Writes scripts/render/manifest.json: every rendered image, its scene module, subject, seed,
// camera (null = the scene's own framing), samples and render resolution, plus the output sizes
// and names the pages use (same names scripts/generate-images.mjs wrote before).
//   node scripts/render/catalogue.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const images = [];
/** Output shapes: pair = web 1440×810 (+800w) and mob 720×900 cropped around mobFocus; single = w×h
 * (+w/2, or the entry's own `widths`). */
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
/** Issue 28: a hero renders at full size (2880×1620) and is encoded at 800, 1440 and 2880 px wide for
 * the desktop's `sizes`; a phone takes the 780×975 `-mob` source (twice a 390 px screen), the strip
 * around `mobFocus` of the same frame rendered on its own at that height (`mobRegion`, render.mjs). */
const HERO = { ...PAIR, web: [2880, 1620], webWidths: [800, 1440, 2880], mob: [780, 975], mobRegion: true };
const R_HERO = [2880, 1620];
/** A hero's samples: at 2880 px each output pixel of the 1440 px variant averages four render pixels. */
const HERO_SAMPLES = 32;
/** Cycles samples per image: the most a pixel takes (adaptive sampling stops it at the noise
 * threshold), with 3 diffuse bounces, then a light denoise; see README. */
const SAMPLES = 48;

// Priorities: what had never been rendered comes first (exhibition views and the EP.02 gallery,
// theme interiors, collection swatches, glass-3/4), then the re-renders at the current settings.
// 1 archive covers
// Issue 28: a year's cover is shown up to 1128 px wide on its year page, so it renders at twice that
// (2256 × 1269), is encoded at 800, 1440 and 2256 px, and its 780 × 975 phone framing is cut from the
// same render; the newest years first.
const COVER = { kind: 'pair', web: [2256, 1269], webWidths: [800, 1440, 2256], mob: [780, 975] };
/** Issue 52: a material board is flat matt samples under one window light, so it needs little of
 * the rooms' light transport: one diffuse bounce (the fill off the table) and 16 samples to a 0.03
 * noise threshold, about a quarter of a room's cost, so the 22 covers and the home hero fit in an
 * afternoon beside other work. At 2256–2880 px every smaller variant still averages several samples'
 * worth of render pixels. */
/** The Collection's macros (batch 120): one surface under one light, so one diffuse bounce; 32
 * samples to a 0.03 threshold keep the OpenCV pass light (1.2), which would smear the fine relief. */
const MACRO_RENDER = { samples: 32, noiseThreshold: 0.03, bounces: 1 };
const BOARD_RENDER = { samples: 16, noiseThreshold: 0.03, bounces: 1, denoise: 1.6 };
for (let y = 2001; y <= 2022; y++)
  add(3.5 - (y - 2001) / 1000, `archive/${y}`, 'boards', `board/${y}`, y, COVER, [2256, 1269], {
    genre: 'board',
    // the phone framing (45 % of the width) is cut around the large slab with its chip and tag, which
    // lies left of the middle, or right of it on the even years' mirrored boards (scenes/boards.py)
    mobFocus: y % 2 === 0 ? 0.61 : 0.39,
    ...BOARD_RENDER,
  });
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
  // Issue 28: a look shows at up to 62vw (893 px on a 1440 px screen), so it renders at 1800 × 2400
  // and is encoded at 600, 900 and 1800 px (it was 480 × 640 enlarged to 900)
  add(3.2, `lookbook/look-${i + 1}`, 'rooms', `lookbook/${l}`, 100 + i, single(1800, 2400), [1800, 2400], {
    genre: 'room',
    widths: [600, 900, 1800],
    samples: HERO_SAMPLES,
  });
}
// 3 event thumbnails
// Issue 28: an event's picture heads its page at up to 635 px wide (7 of 12 columns of 1128 px) and
// the sign-in page's aside at 480 px, so it renders at 1600 px; cards in the list take the 400 or
// 800 px variant (their `sizes`). 32 samples are clean after the light denoise.
for (const k of ['exhibition', 'docent', 'goods', 'drawing', 'tasting', 'media', 'seminar', 'survey'])
  add(0.3, `events/${k}`, 'rooms', `events/${k}`, 200 + k.length, single(1600, 900), [1600, 900], {
    genre: 'room',
    widths: [400, 800, 1600],
    samples: 32,
  });
// The 2025 seminar's own picture (its event in src/server/events/seed.ts, which the 2025 theme page
// reads its day from): the same streaming studio from its right corner, the slide in 2025's colours
add(0.3, 'events/seminar-2025', 'rooms', 'events/seminar-2025', 208, single(1600, 900), [1600, 900], {
  genre: 'room',
  widths: [400, 800, 1600],
  samples: 32,
});
// EP.05's renders (scenes/ep05.py, ep05_extra.py): 16 samples to a 0.04 noise threshold, two diffuse
// bounces and a firmer OpenCV pass (see the floor cards below).
const EP05_RENDER = { samples: 16, noiseThreshold: 0.04, bounces: 2, denoise: 2 };
// The storefront seen from the street: three times the samples to a finer threshold and the light
// OpenCV pass, so the rooms behind its glass are rooms (at EP05_RENDER the firmer pass smeared what
// the glass transmits into a frosted haze, and the hours picture's open leaf into 'a black slab').
const STREET_RENDER = { samples: 48, noiseThreshold: 0.02, bounces: 2 };
// The exhibition's own card (its event in src/server/events/seed.ts): the storefront (scenes/
// ep05_extra.py) as a shop is photographed, square on from the far pavement at eye height, level,
// through a normal lens: the ground floor's glazing, the show's door, fascia, blade sign and A-board
// across the frame, 2F's banner above and the frame's top at its sill. From a corner across the
// street with the whole building in view it read as a massing study, "a four-storey building with a
// flat sky" whose floors did not add up to the office on 5F (the fifteenth review).
add(0.3, 'events/ep05-exhibition', 'ep05_extra', 'events/ep05-street', 251, single(1600, 900), [1600, 900], {
  genre: 'room',
  widths: [400, 800, 1600],
  camera: { loc: [0.5, -11.0, 1.6], target: [0.5, 0.0, 1.6], lens: 35, shift: [0.0, 0.08] },
  ...STREET_RENDER,
});
// EP.05's other event pictures (scenes/ep05_extra.py): the online seminar's broadcast set, the
// company members' briefing and the survey at the show's exit, each the thumbnail of its one event,
// at the kinds' shape
for (const [output, subject, seed] of [
  ['events/ep05-seminar', 'events/ep05-seminar', 252],
  ['events/b2b-briefing', 'events/b2b-briefing', 253],
  ['events/ep05-survey', 'events/ep05-survey', 254],
])
  add(0.3, output, 'ep05_extra', subject, seed, single(1600, 900), [1600, 900], {
    genre: 'room',
    widths: [400, 800, 1600],
    // the survey wall was rendered at 32 samples before the others took EP05_RENDER
    ...(output === 'events/ep05-survey' ? { samples: 32 } : EP05_RENDER),
  });
// The opening-hours notice's own picture (its `thumbnail` in src/server/events/seed.ts): the show's
// door from the pavement, close, the leaf swung open and its brass pull, in the storefront of the
// exhibition's card (scenes/ep05_extra.py `events/ep05-street`) from a framing of its own.
// No hours are written in it: they live on the edition, and the notice points there (the fifth
// review read the stone plate it showed before as a blank grey card).
add(0.3, 'events/ep05-hours', 'ep05_extra', 'events/ep05-street', 251, single(1600, 900), [1600, 900], {
  genre: 'room',
  widths: [400, 800, 1600],
  ...STREET_RENDER,
});
// 4 the notice's material plate (src/schemas/event-rules.ts KIND_PICTURES): a true macro of pale
// grey marble (scenes/materials.py `plate`). The other 24 plates stood for the archive years'
// sections, which have their own pictures now (issue 52, below).
add(4, 'materials/stone-1', 'materials', 'materials/stone-1', 11, PAIR, PAIR.web, {
  genre: 'macro',
  mobFocus: 0.5,
  ...MACRO_RENDER,
});
// Issue 52: the archive years' section pictures, one macro each of that year's own board samples
// (scenes/boards.py `section`; which samples and how they lie: src/content/archive/sections.json,
// which the pages read too). The newest years first, as the archive lists them.
const SECTIONS = JSON.parse(readFileSync(join(here, '../../src/content/archive/sections.json'), 'utf8'));
for (const year of Object.keys(SECTIONS)
  .filter((k) => /^\d{4}$/.test(k))
  .sort()
  .reverse())
  for (let n = 1; n <= SECTIONS[year].length; n++)
    add(
      3.2 - (2025 - Number(year)) / 1000,
      `archive/sections/${year}-${n}`,
      'boards',
      `section/${year}-${n}`,
      Number(year) * 10 + n,
      PAIR,
      PAIR.web,
      { genre: 'macro', mobFocus: 0.5, ...MACRO_RENDER },
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
    // Issue 28: at the size they are encoded at (the lightbox shows them at up to 1200 px)
    [1200, 800],
    { genre: 'room' },
  );
}
for (const ep of ['popupep1', 'popupep2', 'popupep3', 'popupep4']) {
  // issue 28: heroes first, the EP.04 hero (it had mannequins) before all
  add(
    ep === 'popupep4' ? 0.1 : 0.5,
    `exhibitions/${ep}-hero`,
    'rooms',
    `exhibitions/${ep}-hero`,
    400,
    HERO,
    R_HERO,
    {
      genre: 'room',
      // EP.03's phone framing takes the landing's doorway and the flight climbing to it, left of the
      // middle; EP.04's keeps the whole SY(E)NERGY sign and most of the portal (at 0.55 it cut the
      // sign to "NERGY", the fifth review)
      mobFocus: { popupep4: 0.47, popupep3: 0.4 }[ep] ?? 0.5,
      samples: HERO_SAMPLES,
    },
  );
  // Three pictures of its floors; EP.02's gallery is its record instead (its three were the same
  // rooms as gallery 04, 08 and 16, which the fifth review read as one picture shown twice).
  for (const i of ep === 'popupep2' ? [] : [1, 2, 3])
    add(
      1,
      `exhibitions/${ep}-${i}`,
      'rooms',
      `exhibitions/${ep}-${i}`,
      400 + i,
      single(1200, 800),
      [1200, 800],
      { genre: 'room' },
    );
}
// 6 home hero (separate mobile composition) and collection swatches
add(
  2.5,
  'home/hero',
  'boards',
  // the running edition's board at an angle, its pearl a wallcovering sheet (scenes/boards.py, hero)
  'hero/web',
  501,
  // 2880 wide like every hero: the home page shows it at 58vw, but the running edition's page
  // shows it full width (1440 px at 1440, so 2880 on a 2× screen)
  {
    ...HERO,
    mobRegion: false,
    mobSubject: 'hero/phone',
    mobResolution: [780, 975],
  },
  R_HERO,
  { genre: 'board', ...BOARD_RENDER },
);
for (const c of [
  'volt-line',
  'track-floor',
  'nebula-terrazzo',
  'starlight-pearl',
  'desert-travertine',
  'rust-sheet',
])
  add(1.8, `collection/${c}`, 'materials', `collection/${c}`, 600, single(800, 800), [800, 800], {
    genre: 'macro',
    ...MACRO_RENDER,
  });
// 7 themes: 2025 / 2024 stories (scenes/themes.py), then the 2023 SOFTWHERE scenes (scenes/softwhere.py)
// The phone framing is cut around `mobFocus` (0–1 across the render): where the subject stands.
const STORY_SIZE = { first: [2256, 1692], other: [1200, 900] };
// Ooparts keeps its subject, the rust panel over the bench (at 0.4, the chair and plant alone, the
// eleventh review: "the crop removes its subject"; at 0.58, before the panel was hung, the sixth saw
// wall and bench alone); Boost's stair hall keeps the flight and its rail
const HERO_FOCUS = { boost: 0.62, evoke: 0.54, ooparts: 0.68, ore: 0.6, find: 0.42 };
// Story pictures lit mostly by lamps take more samples: the Cosmos partition behind smoke glass (the
// eleventh review: "an armchair dissolving in render noise") and the Boost workspace (the tenth:
// "grainy"), whose 32 had left the walls mottled at the size it spans the page; Boost's corridor and
// kitchen corner, and the workspace again (the twelfth: "blotchy denoiser noise").
const STORY_SAMPLES = { 'cosmos-3': 64, 'boost-1': 80, 'boost-2': 128, 'boost-3': 128 };
for (const t of ['boost', 'cosmos', 'ooparts', 'evoke', 'find', 'ore']) {
  add(1.5, `themes/${t}-hero`, 'themes', `themes/${t}-hero`, 700, HERO, R_HERO, {
    genre: 'room',
    mobFocus: HERO_FOCUS[t] ?? 0.5,
    // every hero at the heroes' samples and threshold: Boost's stair hall had two thirds of them to
    // a 0.03 threshold, and its aluminium wall came out mottled (the eighth review: 'blotchy')
    samples: HERO_SAMPLES,
  });
  // Issue 28: the first story picture spans the page (up to 1128 px), so it renders at twice that
  // (2256 × 1692, encoded at 800, 1440 and 2256 px); the others show at up to 560 px and render at
  // the 1200 × 900 they are encoded at (they were 720 × 540 enlarged).
  for (const i of [1, 2, 3])
    add(
      1.6,
      `themes/${t}-${i}`,
      'themes',
      `themes/${t}-${i}`,
      700 + i,
      single(...STORY_SIZE[i === 1 ? 'first' : 'other']),
      STORY_SIZE[i === 1 ? 'first' : 'other'],
      {
        ...(i === 1
          ? { genre: 'room', widths: [800, 1440, 2256], samples: HERO_SAMPLES }
          : { genre: 'room' }),
        ...(STORY_SAMPLES[`${t}-${i}`] ? { samples: STORY_SAMPLES[`${t}-${i}`] } : {}),
      },
    );
}
// Issue 28: each theme's three material cards show their finish (scenes/materials.py `finish`): a
// card is up to 360 px wide on a desktop and full width on a phone, so 800 × 600, encoded at 400 and 800.
// The 2025 themes' first two materials are Collection products and show their product macros
// (src/content/materials/index.ts `productShot`): their finish renders were shown nowhere and were
// dropped (2026-12-03).
for (const t of ['boost', 'cosmos', 'ooparts', 'evoke', 'ore', 'find'])
  for (const i of ['boost', 'cosmos', 'ooparts'].includes(t) ? [3] : [1, 2, 3])
    add(
      1.7,
      `themes/${t}-finish-${i}`,
      'materials',
      `finish/${t}-${i}`,
      720 + i,
      single(800, 600),
      [800, 600],
      // a true macro (scenes/materials.py `finish`, issue 52), rendered as the Collection's
      { genre: 'macro', widths: [400, 800], ...MACRO_RENDER },
    );
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
    // Issue 28: a poster spans the page (up to 1128 px), so it renders at twice that, and its phone
    // framing is 780 px wide, twice a 390 px screen
    { ...PAIR, web: [2256, 1269], webWidths: [800, 1440, 2256], mob: [780, 1083] },
    [2256, 1269],
    {
      genre: 'room',
      mobFocus: 0.5,
      film: `themes/2023/${t}-film`,
      samples: HERO_SAMPLES,
      // Monologue's sunbeam is a volume of lit dust: at 32 samples its edges fizz at full size, so
      // it takes more, and adaptive sampling spends them where the beam is
      ...(t === 'monologue' ? { samples: 96, noiseThreshold: 0.01 } : {}),
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
      // Issue 28: rendered at the size they are encoded at, not enlarged from 540 px.
      [900, 1125],
      { genre: 'room' },
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
      genre: 'room',
      camera: { lens: 42 },
    });

// 9 EP.05, the running edition (scenes/ep05.py): one venue of three floors seen by eight cameras, so
// its floor cards and its events' pictures show the same building (the review of 2026-12-03: its floor
// cards were material plates and its events' pictures the 2023 EP.02 gallery's scenes). The floor
// cards take the other editions' floor shape (800 × 600, rendered at that size); the events' pictures
// the event shape (1600 × 900). In the order they were asked for. 16 samples to a 0.04 noise threshold,
// two diffuse bounces and a firmer OpenCV pass (`EP05_RENDER`): with ten renders sharing the machine's
// two cores, 32 samples took a quarter of an hour of one core per event picture. The 1F card was
// rendered at 32 samples to 0.03 before that, and keeps them.
for (const [i, f] of ['1f', '2f', '3f'].entries())
  add(0.2 + i / 1000, `floors/ep05-${f}`, 'ep05', `ep05/${f}`, 950 + i, single(800, 600), [800, 600], {
    genre: 'room',
    ...EP05_RENDER,
    // 32 samples to 0.03 and the default denoise: at 16 samples the firmer pass smeared the 2F and
    // 3F surfaces (the fourth review read them as "blurry"); rendered so on 2026-12-03
    samples: 32,
    noiseThreshold: 0.03,
    denoise: undefined,
  });
// Its page's own hero (the sixth review: the running exhibition opened on the home's flat-lay, one
// picture in two places): the 1F lobby at the heroes' size, 32 samples to 0.025, its phone framing
// on the welcome wall; 40 samples and a firmer denoise since the eleventh review read its walls as
// grainy at 1:1
add(0.15, 'exhibitions/popupep5-hero', 'ep05', 'ep05/hero', 970, HERO, R_HERO, {
  genre: 'room',
  mobFocus: 0.65,
  samples: 40,
  noiseThreshold: 0.025,
  denoise: 1.5,
});
// The sign-in page's picture: the 1F ticket desk (what membership is for)
add(0.22, 'members/reception', 'ep05', 'ep05/reception', 990, single(1600, 900), [1600, 900], {
  genre: 'room',
  widths: [400, 800, 1600],
  samples: 32,
  noiseThreshold: 0.03,
  bounces: 3,
});
// The sign-up page's: what a new member finds on that desk (a ticket on the phone, the member card)
add(0.221, 'members/welcome', 'ep05', 'ep05/welcome', 991, single(1600, 900), [1600, 900], {
  genre: 'room',
  widths: [400, 800, 1600],
  samples: 32,
  noiseThreshold: 0.03,
  bounces: 3,
});
// EP.03's docent tour (the 2024 edition's own event picture)
add(0.31, 'events/ep03-docent', 'rooms', 'events/ep03-docent', 207, single(1600, 900), [1600, 900], {
  genre: 'room',
  widths: [400, 800, 1600],
  samples: 32,
});
for (const [i, k] of ['docent', 'media', 'goods', 'drawing', 'tasting'].entries())
  add(0.21 + i / 1000, `events/ep05-${k}`, 'ep05', `ep05/${k}`, 960 + i, single(1600, 900), [1600, 900], {
    genre: 'room',
    widths: [400, 800, 1600],
    ...EP05_RENDER,
  });

images.sort((a, b) => a.priority - b.priority);
const manifest = {
  about:
    'Every image rendered by scripts/render (Blender Cycles, CPU). output: path under public/images without extension; scene: scripts/render/scenes/<scene>.py; subject: what that module builds; seed: the random seed of props and of the sampler; camera: null for the scene default, else {loc,target,lens}; samples: Cycles samples (then OpenCV NLM denoise); resolution: the render size in pixels; kind pair/single: the encoded sizes (see README).',
  images,
};
const text = `${JSON.stringify(manifest, null, 1)}\n`;
// `--check`: fail when manifest.json is not what this list writes (the media rules test runs it, so a
// picture added to the manifest by hand is added here too)
if (process.argv.includes('--check')) {
  if (readFileSync(join(here, 'manifest.json'), 'utf8') !== text) {
    console.error('[catalogue] manifest.json differs from what catalogue.mjs writes: run it and compare');
    process.exit(1);
  }
  console.log(`[catalogue] manifest.json is up to date (${images.length} images)`);
} else {
  writeFileSync(join(here, 'manifest.json'), text);
  console.log(`[catalogue] ${images.length} images`);
}
