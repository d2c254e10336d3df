import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 49: what the studio edits is read from the database; the typed modules under src/content
 * are only the embedded default's seed. These modules have moved: nothing but the seed may import
 * them. (The exhibition galleries follow; then this list is every module but the
 * media manifest.)
 */
const SEED_ONLY = ['themes', 'faq', 'home', 'archive', 'lookbook', 'materials'];
const SEED_FILES = new Set(['src/server/content/seed.ts']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('studio content is read from the database', () => {
  it('no page, component or server module but the seed imports a moved content module', () => {
    const offenders = ['src/app', 'src/components', 'src/server', 'src/lib', 'src/config']
      .flatMap(files)
      .filter((f) => !SEED_FILES.has(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) => {
        const source = readFileSync(f, 'utf8');
        return SEED_ONLY.filter((m) => new RegExp(`from '@/content/${m}(/[^']*)?'`).test(source)).map(
          (m) => `${f} imports @/content/${m}`,
        );
      });
    expect(offenders).toEqual([]);
  });
});
