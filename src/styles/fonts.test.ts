import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import fonts from './fonts.json';

/** Where the site's visible text lives (scripts/generate-fonts.mjs reads the same places). */
const TEXT_SOURCES = ['messages', 'src/content', 'src/config/site.ts'];

function charactersIn(path: string, into: Set<string>) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) charactersIn(join(path, entry), into);
    return;
  }
  if (!/\.(json|ts|tsx)$/.test(path) || /\.test\.tsx?$/.test(path) || path.endsWith('manifest.json')) return;
  for (const c of readFileSync(path, 'utf8')) if ((c.codePointAt(0) ?? 0) >= 0x20) into.add(c);
}

/** The code points of a CSS unicode-range (`U+AC00`, `U+AC00-D7A3`, comma-separated). */
function codePoints(range: string): number[] {
  const out: number[] = [];
  for (const part of range.split(',')) {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    for (let cp = Number.parseInt(lo, 16); cp <= Number.parseInt(hi, 16); cp++) out.push(cp);
  }
  return out;
}

/** Code points back to a unicode-range, runs joined (`U+AC00-D7A3`). */
function toRange(cps: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < cps.length; ) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === cps[j] + 1) j++;
    const h = (n: number) => n.toString(16).toUpperCase();
    parts.push(i === j ? `U+${h(cps[i])}` : `U+${h(cps[i])}-${h(cps[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

type Face = { url: string; range: number[] };

/** The site font's @font-face rules (not the local fallback's) in a stylesheet. */
function facesIn(sheet: string): Face[] {
  const css = readFileSync(sheet, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1])
    .filter((body) => /font-family:\s*'Moru Sans';/.test(body))
    .map((body) => ({
      url: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
      // No unicode-range: every character.
      range: codePoints(/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? 'U+0-10FFFF'),
    }));
}

const cutFaces = facesIn('src/styles/fonts.css');
const sliceFaces = facesIn(join('public', fonts.slices.stylesheet));
const cp = (c: string) => c.codePointAt(0) ?? 0;
const hex = (n: number) => `U+${n.toString(16).toUpperCase()}`;
/** What each file has: the cut's characters, a slice's unicode-range (checked against the files below). */
const files = [
  { url: fonts.files.latin, chars: [...fonts.latin].map(cp) },
  { url: fonts.files.hangul, chars: [...fonts.hangul].map(cp) },
  ...sliceFaces.map((f) => ({ url: f.url, chars: f.range })),
];

describe('the site font', () => {
  it('has a glyph for every character the site writes in the first cut (else: npm run fonts)', () => {
    const used = new Set<string>();
    for (const source of TEXT_SOURCES) charactersIn(source, used);
    const covered = new Set([...fonts.latin, ...fonts.hangul]);
    const missing = [...used].filter((c) => !covered.has(c));
    expect(missing.join('')).toBe('');
  });

  it('declares the cut in the global stylesheet with its old ranges, so that stylesheet does not grow', () => {
    // Latin: no unicode-range; Hangul: the Hangul blocks. Both files load on every page (Korean pages
    // show digits, English pages the language switch's 한국어); a character outside the cut falls in
    // one of these ranges too, but its slice is the later rule, so the browser checks it first.
    expect(cutFaces.map((f) => f.url)).toEqual([fonts.files.latin, fonts.files.hangul]);
    expect(cutFaces[0].range).toHaveLength(0x110000);
    expect(toRange(cutFaces[1].range)).toBe('U+1100-11FF, U+3000-303F, U+3130-318F, U+AC00-D7A3');
    expect(sliceFaces.map((f) => f.url)).toEqual(fonts.slices.faces.map((f) => f.file));
  });

  it("never names a character in two slices' unicode-ranges, nor a character of the cut in one", () => {
    // So a page whose text is all copy fetches no slice, and a typed character exactly one.
    const owner = new Map<number, string>();
    for (const c of [...fonts.latin, ...fonts.hangul]) owner.set(cp(c), 'the cut');
    const overlaps: string[] = [];
    for (const face of sliceFaces) {
      for (const c of face.range) {
        const other = owner.get(c);
        if (other) overlaps.push(`${hex(c)}: ${other} and ${face.url}`);
        else owner.set(c, face.url);
      }
    }
    expect(overlaps.slice(0, 10)).toEqual([]);
  });

  it('covers every Hangul syllable (U+AC00–U+D7A3), the Hangul letters and Basic Latin in some file', () => {
    const covered = new Set(files.flatMap((f) => f.chars));
    const wanted = [
      ...Array.from({ length: 0xd7a3 - 0xac00 + 1 }, (_, i) => 0xac00 + i),
      ...Array.from({ length: 0x3163 - 0x3131 + 1 }, (_, i) => 0x3131 + i), // ㄱ … ㅣ
      ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
    ];
    expect(wanted.filter((c) => !covered.has(c)).map(hex)).toEqual([]);
    expect(sliceFaces.some((f) => f.range.includes(cp('빨')))).toBe(true);
  });

  it('has in each file a glyph for every character it is meant for (a slice: its unicode-range)', async () => {
    // subset-font's own dependencies: fontverter inflates WOFF2, harfbuzzjs reads the cmap.
    const fromSubsetFont = createRequire(createRequire(import.meta.url).resolve('subset-font'));
    const fontverter = fromSubsetFont('fontverter');
    const { Blob, Face } = await import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href);
    const lacking: string[] = [];
    for (const file of files) {
      const ttf = await fontverter.convert(readFileSync(join('public', file.url)), 'truetype');
      const cmap = new Set<number>(new Face(new Blob(ttf)).collectUnicodes());
      const missing = file.chars.filter((c) => !cmap.has(c));
      if (missing.length) lacking.push(`${file.url}: ${missing.slice(0, 5).map(hex).join(' ')}`);
    }
    expect(lacking).toEqual([]);
  });

  it('serves the files the stylesheets name, and no others', () => {
    for (const face of [...cutFaces, ...sliceFaces]) {
      expect(existsSync(join('public', face.url)), face.url).toBe(true);
    }
    expect(readdirSync('public/fonts').sort()).toEqual(
      [fonts.slices.stylesheet, ...files.map((f) => f.url)].map((u) => u.replace('/fonts/', '')).sort(),
    );
  });

  it('keeps the Hangul file to Hangul, so a page without Hangul loads only the Latin one', () => {
    expect(fonts.latin).not.toMatch(/[\uac00-\ud7a3]/);
    expect(fonts.hangul).toMatch(/^[\u1100-\u11ff\u3000-\u303f\u3130-\u318f\uac00-\ud7a3]+$/);
  });
});
