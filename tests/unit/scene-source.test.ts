import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalised, sourceHash, subjectCode } from '../../scripts/render/scene-source.mjs';

/** What a picture is rendered from (scripts/render/scene-source.mjs): the render cache's key and the record's. */
type Entry = {
  output: string;
  scene: string;
  subject: string;
  seed?: number;
  priority?: number;
  mobFocus?: number;
};
const catalogue = (
  JSON.parse(readFileSync(join(process.cwd(), 'scripts/render/manifest.json'), 'utf8')) as { images: Entry[] }
).images;
const entry = (output: string) => catalogue.find((e) => e.output === output) as Entry;

describe('the scene code a picture is rendered from', () => {
  it('drops what does not change a picture: comments, docstrings and blank lines, not a colour', () => {
    const code = `def f(seed):\n    """A docstring\n    over two lines."""\n    # a comment\n\n    wall = M.paint('#24203f')  # why\n`;
    expect(normalised(code)).toBe("def f(seed):\n    wall = M.paint('#24203f')");
  });

  it('follows calls into the kit and shapes for the media rules, and every name into materials and data for the hash', () => {
    const calls = subjectCode('boards', 'section/2001-1');
    const deep = subjectCode('boards', 'section/2001-1', { deep: true });
    // the year's samples are data (BOARDS) and their surfaces the materials module's
    expect(calls).not.toContain('BOARDS = {');
    expect(deep).toContain('BOARDS = {');
    expect(deep).toContain('def wood(');
    // a room reaches shapes' helpers by `G.` and the scene library's camera unqualified
    const lounge = subjectCode('themes', 'themes/cosmos-hero', { deep: true });
    expect(lounge).toContain('def sofa(');
    expect(lounge).toContain('def lounge_chair(');
    expect(lounge).toContain('def cam(');
    // a comment that names a helper is not a use of it: the boards lay whole samples, and only the
    // sections' close-ups paint with the roller's stipple (a comment on the boards says "the slab's tags")
    expect(subjectCode('boards', 'board/2005', { deep: true })).not.toContain('def orange_peel(');
    expect(subjectCode('boards', 'section/2005-2', { deep: true })).toContain('def orange_peel(');
  });

  it('hashes the entry’s settings and code, not what only the encoding reads', () => {
    const e = entry('themes/cosmos-hero');
    expect(sourceHash(e)).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceHash({ ...e, priority: 9, mobFocus: 0.2 })).toBe(sourceHash(e));
    expect(sourceHash({ ...e, seed: (e.seed ?? 0) + 1 })).not.toBe(sourceHash(e));
    // two subjects of one module hash apart
    expect(sourceHash(entry('themes/cosmos-3'))).not.toBe(sourceHash(e));
  });

  it('names the subject it cannot find instead of hashing nothing', () => {
    expect(() => subjectCode('themes', 'themes/no-such-picture')).toThrow(
      'no builder for themes:themes/no-such-picture',
    );
  });
});
