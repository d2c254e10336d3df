import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

describe('the site font', () => {
  it('has a glyph for every character the site writes (else: npm run fonts)', () => {
    const used = new Set<string>();
    for (const source of TEXT_SOURCES) charactersIn(source, used);
    const covered = new Set([...fonts.latin, ...fonts.hangul]);
    const missing = [...used].filter((c) => !covered.has(c));
    expect(missing.join('')).toBe('');
  });

  it('serves the files the stylesheet names', () => {
    const css = readFileSync('src/styles/fonts.css', 'utf8');
    for (const url of Object.values(fonts.files)) {
      expect(css).toContain(`url('${url}')`);
      expect(existsSync(join('public', url))).toBe(true);
    }
    expect(readdirSync('public/fonts').sort()).toEqual(
      Object.values(fonts.files)
        .map((u) => u.replace('/fonts/', ''))
        .sort(),
    );
  });

  it('keeps the Hangul file to Hangul, so English pages load only the Latin one', () => {
    expect(fonts.latin).not.toMatch(/[\uac00-\ud7a3]/);
    expect(fonts.hangul).toMatch(/^[\u1100-\u11ff\u3000-\u303f\u3130-\u318f\uac00-\ud7a3]+$/);
  });
});
