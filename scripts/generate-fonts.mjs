// Cuts the site's own font files out of Pretendard Variable (SIL OFL 1.1, from the `pretendard`
// npm package), weights 400–900, in two tiers (docs/decisions/013-font-slices.md):
//
// - **The cut**: one Latin file (ASCII, punctuation and every other non-Hangul character the site's
//   copy shows) and one Hangul file (the syllables, jamo and CJK symbols the copy shows). Their
//   @font-face rules are in src/styles/fonts.css (part of the global stylesheet), with the same
//   unicode-ranges as before the slices (Latin: none; Hangul: the Hangul blocks), so that stylesheet
//   does not grow; every page loads both files (Korean pages show Latin digits, English pages the
//   language switch's 한국어).
// - **The slices**: every other character Pretendard has (the rest of the 11,172 Hangul syllables,
//   Latin Extended, Greek, Cyrillic, punctuation, symbols), for text staff or members type (event
//   titles, FAQ answers, names): ~100 files of ~150 characters, grouped by how often the characters
//   occur (Pretendard's own dynamic-subset slicing) where Pretendard has one, by Unicode block
//   otherwise. Each slice's unicode-range names exactly its characters, none of the cut's and none
//   of another slice's, so a browser fetches a slice only for a page that shows one of its
//   characters, and never for a character the cut has. Their rules are in
//   public/fonts/moru-sans-slices.<hash>.css (~11 KB gzip), which the font loader
//   (src/components/shell/font-loader.ts) adds after the global stylesheet: for a character
//   outside the cut the browser checks its slice first (the later rule), and the cut's files, which
//   lack it, never send it elsewhere.
//
// The cut's characters come from every text the site renders: messages/** and src/content/** and
// the brand config. src/styles/fonts.test.ts fails when a text gains a character the cut lacks:
// run `npm run fonts` and commit the result.
//
// Writes public/fonts/moru-sans-{latin,hangul,NN}.<hash>.woff2 and moru-sans-slices.<hash>.css,
// src/styles/fonts.css and src/styles/fonts.json (the cut's characters, the file names, the slices).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

// subset-font's own dependencies, resolved from it (not direct dependencies of the project):
// fontverter to inflate the WOFF2 once, harfbuzzjs to read which characters Pretendard has.
const fromSubsetFont = createRequire(createRequire(import.meta.url).resolve('subset-font'));
const fontverter = fromSubsetFont('fontverter');
const { Blob, Face } = await import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRETENDARD = join(root, 'node_modules/pretendard/dist/web/variable');
const SOURCE = join(PRETENDARD, 'woff2/PretendardVariable.woff2');
/** Pretendard's own slicing by character frequency (the ranges of its 92 dynamic-subset files). */
const PRETENDARD_SLICES = join(PRETENDARD, 'pretendardvariable-dynamic-subset.css');
const OUT_DIR = join(root, 'public/fonts');
const FAMILY = 'Moru Sans';
/** The weights the stylesheets use (400 body … 900 display); the variable axis is cut to this range. */
const WEIGHT = { min: 400, max: 900 };

/** Where the site's visible text lives (see the no-hard-coded-strings test). */
export const TEXT_SOURCES = ['messages', 'src/content', 'src/config/site.ts'];

/** Printable ASCII, the no-break space and the typographic marks copy may gain without a re-run. */
const ALWAYS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  '\u00a0',
  ...'·–—‘’“”…«»‹›×÷±°©®™€₩←→↑↓•※「」『』〈〉《》',
];

/**
 * Characters no slice carries: private use (Pretendard's alternates, not text anyone types) and
 * invisible format characters (zero-width spaces and joiners, bidi marks, the BOM, variation
 * selectors), which pasted text often holds and which would otherwise fetch a file for nothing.
 */
const NEVER_SLICED = (cp) =>
  cp < 0x20 ||
  (cp >= 0x7f && cp < 0xa0) ||
  cp === 0xad ||
  cp === 0x34f ||
  (cp >= 0x200b && cp <= 0x200f) ||
  (cp >= 0x2028 && cp <= 0x202e) ||
  (cp >= 0x2060 && cp <= 0x206f) ||
  (cp >= 0xe000 && cp <= 0xf8ff) ||
  (cp >= 0xfe00 && cp <= 0xfe0f) ||
  cp === 0xfeff ||
  cp >= 0xf0000;

/**
 * Characters Pretendard's slicing leaves out (Latin Extended, Greek, Cyrillic, most symbols) are
 * sliced by Unicode block: a slice never spans two of these spans, so a Vietnamese name fetches the
 * Vietnamese letters, not Cyrillic. Each span is cut into slices of at most SLICE_MAX characters.
 */
const BLOCK_STARTS = [
  0x0080, // Latin-1 Supplement, Latin Extended-A
  0x0180, // Latin Extended-B
  0x0250, // IPA, spacing modifiers
  0x0300, // combining diacritics (decomposed text)
  0x0370, // Greek
  0x0400, // Cyrillic
  0x0530, // phonetic extensions and the odd character between
  0x1e00, // Latin Extended Additional (Vietnamese)
  0x1f00, // Greek Extended
  0x2000, // general punctuation, super- and subscripts, currency
  0x2100, // letterlike, number forms, arrows, maths, shapes, dingbats
  0x2c00, // CJK symbols, kana, halfwidth and fullwidth forms
  0x10000, // enclosed alphanumerics, arrows
];
const SLICE_MAX = 160;
/** A frequency slice left with fewer characters than this once the cut is taken out joins the next one. */
const SLICE_MIN = 40;

const isHangul = (c) => {
  const cp = c.codePointAt(0);
  return (
    (cp >= 0xac00 && cp <= 0xd7a3) || // syllables
    (cp >= 0x1100 && cp <= 0x11ff) || // jamo
    (cp >= 0x3130 && cp <= 0x318f) || // compatibility jamo
    (cp >= 0x3000 && cp <= 0x303f) // CJK symbols and punctuation
  );
};

/** The Hangul blocks: the cut's Hangul file and the fallback faces. */
const HANGUL_RANGE = 'U+1100-11FF, U+3000-303F, U+3130-318F, U+AC00-D7A3';

/**
 * Until the site font is in, a page paints in the system's Korean font. Noto Sans CJK KR (Android,
 * Linux) sets Hangul 1 em wide where Pretendard sets it 0.935 em, so a paragraph would wrap on
 * more lines and everything below would jump when the site font arrives. This fallback face shrinks
 * Noto's Hangul to Pretendard's advance (measured in Chromium: mean advance over the site's
 * syllables, 85.9 vs 91.9 at 100 px; the Latin of the two differs by 0.2 %, so Latin is left as is).
 * Where Noto is not installed (iOS, Windows) the face is skipped and the stack goes on.
 */
const FALLBACK = {
  family: `${FAMILY} Fallback`,
  sizeAdjust: '93.5%',
  faces: [
    {
      weight: '100 599',
      local: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Noto Sans KR', 'NotoSansKR-Regular'],
    },
    {
      weight: '600 900',
      local: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold', 'Noto Sans KR Bold', 'NotoSansKR-Bold'],
    },
  ],
};

function collect(path, chars) {
  const full = join(root, path);
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full)) collect(join(path, entry), chars);
    return;
  }
  if (!/\.(json|ts|tsx)$/.test(path) || /\.test\.tsx?$/.test(path) || path.endsWith('manifest.json')) return;
  for (const c of readFileSync(full, 'utf8')) if (c.codePointAt(0) >= 0x20) chars.add(c);
}

/** Every character the site's texts use, split into the two files of the cut. */
export function siteCharacters() {
  const chars = new Set(ALWAYS);
  for (const source of TEXT_SOURCES) collect(source, chars);
  const sorted = [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
  return { latin: sorted.filter((c) => !isHangul(c)), hangul: sorted.filter(isHangul) };
}

/** Code points as a CSS unicode-range: runs of consecutive code points become `U+lo-hi`. */
export function toUnicodeRange(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const hex = (cp) => cp.toString(16).toUpperCase();
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The code points of a CSS unicode-range (the forms this script and Pretendard's CSS write). */
export function fromUnicodeRange(range) {
  const out = [];
  for (const part of range.split(',')) {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    for (let cp = Number.parseInt(lo, 16); cp <= Number.parseInt(hi, 16); cp++) out.push(cp);
  }
  return out;
}

/** The characters Pretendard Variable maps (its cmap). */
function fontCodePoints(ttf) {
  const face = new Face(new Blob(ttf));
  return new Set(face.collectUnicodes());
}

/**
 * The slices: Pretendard's frequency slices, then the characters they leave out by block, each
 * without the cut's characters and the ones never sliced. Returns arrays of code points.
 */
function planSlices(available, cut) {
  const wanted = (cp) => available.has(cp) && !cut.has(cp) && !NEVER_SLICED(cp);
  const taken = new Set();
  const slices = [];
  let carry = [];
  const css = readFileSync(PRETENDARD_SLICES, 'utf8');
  // Pretendard's slices run from rare characters to common ones (Basic Latin last); keep that order.
  for (const [, range] of css.matchAll(/unicode-range:([^;]+);/g)) {
    const cps = fromUnicodeRange(range).filter((cp) => wanted(cp) && !taken.has(cp));
    for (const cp of cps) taken.add(cp);
    carry.push(...cps);
    if (carry.length >= SLICE_MIN) {
      slices.push(carry);
      carry = [];
    }
  }
  if (carry.length) slices.push(carry);

  const rest = [...available].filter((cp) => wanted(cp) && !taken.has(cp)).sort((a, b) => a - b);
  const blockOf = (cp) => BLOCK_STARTS.findLastIndex((start) => cp >= start);
  for (let i = 0; i < rest.length; ) {
    const block = blockOf(rest[i]);
    let j = i;
    while (j < rest.length && blockOf(rest[j]) === block) j++;
    const span = rest.slice(i, j);
    const count = Math.ceil(span.length / SLICE_MAX);
    const size = Math.ceil(span.length / count);
    for (let k = 0; k < span.length; k += size) slices.push(span.slice(k, k + size));
    i = j;
  }
  return slices;
}

const hashOf = (data) => createHash('sha256').update(data).digest('hex').slice(0, 10);

function face(url, range) {
  return [
    '@font-face {',
    `  font-family: '${FAMILY}';`,
    `  src: url('${url}') format('woff2');`,
    `  font-weight: ${WEIGHT.min} ${WEIGHT.max};`,
    '  font-style: normal;',
    '  font-display: swap;',
    range ? `  unicode-range: ${range};` : null,
    '}',
  ]
    .filter(Boolean)
    .join('\n');
}

async function main() {
  // Decompressed once: subset-font would otherwise inflate the 2 MB WOFF2 for every file.
  const source = await fontverter.convert(readFileSync(SOURCE), 'truetype');
  const available = fontCodePoints(source);
  const { latin, hangul } = siteCharacters();
  const missing = [...latin, ...hangul].filter((c) => !available.has(c.codePointAt(0)));
  if (missing.length) console.warn(`Pretendard has no glyph for: ${missing.join(' ')} (system font)`);
  const cut = {
    latin: latin.filter((c) => available.has(c.codePointAt(0))),
    hangul: hangul.filter((c) => available.has(c.codePointAt(0))),
  };
  const cutCodePoints = new Set([...cut.latin, ...cut.hangul].map((c) => c.codePointAt(0)));
  const planned = planSlices(available, cutCodePoints);

  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const cutFont = (chars) =>
    subsetFont(source, chars, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT } });

  const files = {};
  for (const [name, chars] of Object.entries(cut)) {
    const font = await cutFont(chars.join(''));
    const file = `moru-sans-${name}.${hashOf(font)}.woff2`;
    writeFileSync(join(OUT_DIR, file), font);
    files[name] = `/fonts/${file}`;
    console.log(`${file}: ${chars.length} characters, ${(font.length / 1024).toFixed(1)} KB`);
  }

  const slices = [];
  let sliceBytes = 0;
  for (const [i, cps] of planned.entries()) {
    const font = await cutFont(String.fromCodePoint(...cps));
    const file = `moru-sans-${String(i).padStart(2, '0')}.${hashOf(font)}.woff2`;
    writeFileSync(join(OUT_DIR, file), font);
    slices.push({ file: `/fonts/${file}`, range: toUnicodeRange(cps) });
    sliceBytes += font.length;
  }
  console.log(
    `${slices.length} slices: ${planned.reduce((n, s) => n + s.length, 0)} characters, ${(sliceBytes / 1024).toFixed(0)} KB`,
  );

  const licence = 'Pretendard Variable, SIL OFL 1.1';
  const slicesCss = [
    `/* Generated by scripts/generate-fonts.mjs (npm run fonts): ${licence}. The characters outside the cut in src/styles/fonts.css, loaded by the font loader. */`,
    ...slices.map((s) => face(s.file, s.range)),
    '',
  ].join('\n\n');
  const stylesheet = `/fonts/moru-sans-slices.${hashOf(slicesCss)}.css`;
  writeFileSync(join(root, 'public', stylesheet), slicesCss);
  console.log(`${stylesheet}: ${(slicesCss.length / 1024).toFixed(1)} KB`);

  const fallback = FALLBACK.faces.map((f) =>
    [
      '@font-face {',
      `  font-family: '${FALLBACK.family}';`,
      `  src: ${f.local.map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${f.weight};`,
      `  size-adjust: ${FALLBACK.sizeAdjust};`,
      `  unicode-range: ${HANGUL_RANGE};`,
      '}',
    ].join('\n'),
  );
  const css = [
    `/* Generated by scripts/generate-fonts.mjs (npm run fonts): ${licence}, cut to the site's characters (the copy). Every other character: the slices in public/fonts, added by src/components/shell/font-loader.ts. */`,
    face(files.latin, null),
    face(files.hangul, HANGUL_RANGE),
    ...fallback,
    '',
  ].join('\n\n');
  writeFileSync(join(root, 'src/styles/fonts.css'), css);
  const manifest = {
    family: FAMILY,
    files,
    latin: cut.latin.join(''),
    hangul: cut.hangul.join(''),
    slices: { stylesheet, faces: slices },
  };
  writeFileSync(join(root, 'src/styles/fonts.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
