// Cuts the site's own font files out of Pretendard Variable (SIL OFL 1.1, from the `pretendard`
// npm package): one Latin file (ASCII, punctuation and every other non-Hangul character the site
// shows) and one Hangul file (the syllables, jamo and CJK symbols the site shows), weights 400–900.
// A page then downloads one or two files instead of a dozen unicode-range slices; English pages
// need only the Latin one. Characters outside the cut (a name a member types, say) fall back to
// the system's Korean font through the font stack in tokens.css.
//
// The characters come from every text the site renders: messages/** and src/content/** and the
// brand config. src/styles/fonts.test.ts fails when a text gains a character the files lack:
// run `npm run fonts` and commit the result.
//
// Writes public/fonts/moru-sans-{latin,hangul}.<hash>.woff2, src/styles/fonts.css and
// src/styles/fonts.json (the covered characters, the file names).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(root, 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2');
const OUT_DIR = join(root, 'public/fonts');
const FAMILY = 'Moru Sans';
/** The weights the stylesheets use (400 body … 900 display); the variable axis is cut to this range. */
const WEIGHT = { min: 400, max: 900 };

/** Where the site's visible text lives (see the no-hard-coded-strings test). */
export const TEXT_SOURCES = ['messages', 'src/content', 'src/config/site.ts'];

/** Printable ASCII and the typographic marks copy may gain without a re-run. */
const ALWAYS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'·–—‘’“”…«»‹›×÷±°©®™€₩←→↑↓•※「」『』〈〉《》',
];

const isHangul = (c) => {
  const cp = c.codePointAt(0);
  return (
    (cp >= 0xac00 && cp <= 0xd7a3) || // syllables
    (cp >= 0x1100 && cp <= 0x11ff) || // jamo
    (cp >= 0x3130 && cp <= 0x318f) || // compatibility jamo
    (cp >= 0x3000 && cp <= 0x303f) // CJK symbols and punctuation
  );
};

/** The unicode-range of each file: Hangul blocks for the Hangul file, everything else for Latin. */
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

/** Every character the site's texts use, split into the two files. */
export function siteCharacters() {
  const chars = new Set(ALWAYS);
  for (const source of TEXT_SOURCES) collect(source, chars);
  const sorted = [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
  return { latin: sorted.filter((c) => !isHangul(c)), hangul: sorted.filter(isHangul) };
}

async function main() {
  const source = readFileSync(SOURCE);
  const { latin, hangul } = siteCharacters();
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const files = {};
  for (const [name, chars] of Object.entries({ latin, hangul })) {
    const font = await subsetFont(source, chars.join(''), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHT },
    });
    const hash = createHash('sha256').update(font).digest('hex').slice(0, 10);
    const file = `moru-sans-${name}.${hash}.woff2`;
    writeFileSync(join(OUT_DIR, file), font);
    files[name] = `/fonts/${file}`;
    console.log(`${file}: ${chars.length} characters, ${(font.length / 1024).toFixed(1)} KB`);
  }

  const face = (url, range) =>
    [
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
    "/* Generated by scripts/generate-fonts.mjs (npm run fonts): Pretendard Variable, SIL OFL 1.1, cut to the site's characters. */",
    face(files.latin, null),
    face(files.hangul, HANGUL_RANGE),
    ...fallback,
    '',
  ].join('\n\n');
  writeFileSync(join(root, 'src/styles/fonts.css'), css);
  writeFileSync(
    join(root, 'src/styles/fonts.json'),
    `${JSON.stringify({ family: FAMILY, files, latin: latin.join(''), hangul: hangul.join('') }, null, 2)}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
