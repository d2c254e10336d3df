import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The public pages write days and spans of days through one formatter (src/lib/dates.ts, issue 50):
 * no page prints a stored `YYYY-MM-DD` as it is, swaps its dashes for dots, or joins two days with a
 * tilde of its own. (The console keeps ISO days: its editors type them.)
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') && !p.endsWith('.test.tsx') ? [p] : [];
  });
}

const PUBLIC = ['home', 'exhibitions', 'archive', 'themes', 'events'].flatMap((d) =>
  files(`src/components/${d}`),
);

const DRIFT: [string, RegExp][] = [
  ['a stored day printed as it is', />\{[\w.]*\.(startsOn|endsOn)\}</],
  ['dashes swapped for dots', /replaceAll\('-', '\.'\)/],
  ['two days joined by hand', /seoulDate\([^)]*\)\)?\}?\s*~\s*\{?\$?\{?seoulDate/],
];

describe('date formats on the public pages', () => {
  it('go through src/lib/dates', () => {
    const offenders = PUBLIC.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return DRIFT.filter(([, re]) => re.test(text)).map(([what]) => `${f}: ${what}`);
    });
    expect(offenders).toEqual([]);
  });

  it('would catch the forms the review found', () => {
    expect(DRIFT[0][1].test('<time dateTime={x.startsOn}>{x.startsOn}</time>')).toBe(true);
    const tilde = ['`$', '{seoulDate(event.startsAt)} ~ $', '{seoulDate(event.endsAt)}`'].join('');
    expect(DRIFT[2][1].test(tilde)).toBe(true);
  });
});
