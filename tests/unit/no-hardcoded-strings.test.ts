import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * User-visible text lives in messages/ or in the typed content modules, never in code
 * (STYLE.md "Messages are complete in both languages"). This scans the source for the two ways
 * text slips in: Hangul in code, and literal text in JSX or in user-facing attributes.
 */
const ROOT = 'src';
// Content modules hold copy by design; the site config names the brand; seeds hold demo data.
const EXEMPT = [
  /^src\/content\//,
  /^src\/config\/site\.ts$/,
  /\.test\.tsx?$/,
  /\/seed[^/]*\.ts$/,
  /\/demo-[^/]*\.ts$/,
  // The fact check reads Korean prose (decision 049): its patterns are Korean words, none is shown.
  /^src\/lib\/fact-check\.ts$/,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

const source = files(ROOT).filter((f) => !EXEMPT.some((re) => re.test(f)));

const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('no hard-coded user-visible strings', () => {
  it('has no Hangul in code outside content modules', () => {
    const offenders = source.filter((f) => /[\uAC00-\uD7A3]/.test(stripComments(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('has no literal words in JSX text or in alt/title/aria-label/placeholder attributes', () => {
    const offenders: string[] = [];
    for (const f of source.filter((f) => f.endsWith('.tsx'))) {
      const text = stripComments(readFileSync(f, 'utf8'));
      for (const m of text.matchAll(
        /(?:aria-label|alt|title|placeholder)="([^"]*[A-Za-z\uAC00-\uD7A3]{2,}[^"]*)"/g,
      ))
        offenders.push(`${f}: ${m[0]}`);
      // Text between a closing `>` of a JSX tag and the next `<`, on one line, with two or more letters.
      for (const m of text.matchAll(
        /<\/?[A-Za-z][\w.]*(?:\s[^<>]*?)?>([^<>{}\n`]*[A-Za-z\uAC00-\uD7A3]{2,}[^<>{}\n`]*)</g,
      )) {
        if (m[1].trim()) offenders.push(`${f}: ${m[1].trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
