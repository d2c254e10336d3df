import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EP5 } from '@/server/content/seed-ep5';
import { DEMO_THUMBNAILS, demoProgramme } from '@/server/events/seed';
import { archiveModules } from './archive';
import { exhibitionModules } from './exhibitions';
import { floorModules } from './home';
import { lookbookModules } from './lookbook';
import { MATERIALS } from './materials';
import manifest from './media/manifest.json';
import { themeModules } from './themes';

/** The rendered imagery (scripts/render): one cover per archive year, one file per gallery photo, and
 * every image that content or the event seed points at present at every size the media manifest lists. */
const pub = (p: string) => join(process.cwd(), 'public', p);
const digest = (p: string) =>
  createHash('sha1')
    .update(readFileSync(pub(p)))
    .digest('hex');
const media = manifest as unknown as Record<
  string,
  { width: number; height: number; srcset: [string, number][] }
>;

function paths(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') {
    if (v.startsWith('/images/')) out.add(v);
  } else if (Array.isArray(v)) for (const x of v) paths(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) paths(x, out);
  return out;
}

const locales = ['ko', 'en'] as const;
const content = locales.map((l) => [
  archiveModules[l],
  themeModules[l],
  floorModules[l],
  exhibitionModules[l],
  lookbookModules[l],
  MATERIALS,
]);

describe('rendered imagery', () => {
  it('gives every archive year its own cover (distinct files), web and mobile', () => {
    const covers = new Map<number, string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as { year?: number; imgSrc?: string; imgSrcMobile?: string };
        if (typeof o.year === 'number' && o.imgSrc && o.imgSrcMobile) {
          covers.set(o.year, o.imgSrc);
          expect(existsSync(pub(o.imgSrcMobile)), o.imgSrcMobile).toBe(true);
        }
        Object.values(v).forEach(walk);
      }
    };
    for (const l of locales) walk(archiveModules[l]);
    expect(covers.size).toBeGreaterThanOrEqual(22);
    const hashes = [...covers.values()].map(digest);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('gives every EP.02 gallery photo its own file', () => {
    for (const l of locales) {
      const gallery = exhibitionModules[l].exhibitions.popupep2.gallery ?? [];
      expect(gallery).toHaveLength(21);
      const hashes = gallery.map((g) => digest(g.src));
      expect(new Set(hashes).size).toBe(21);
    }
  });

  it('has every image that content and the event seed reference at each size in the media manifest', () => {
    const refs = new Set<string>();
    for (const mods of content) paths(mods, refs);
    for (const src of Object.values(DEMO_THUMBNAILS)) refs.add(src);
    // the running edition's floor cards and its events' own pictures
    for (const f of EP5.floors) refs.add(f.image);
    for (const e of demoProgramme(new Date())) if (e.thumbnail) refs.add(e.thumbnail);
    expect(refs.size).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const ref of refs) {
      if (!existsSync(pub(ref))) missing.push(ref);
      const entry = media[ref];
      if (!entry) continue;
      for (const [src] of entry.srcset) {
        if (!existsSync(pub(src))) missing.push(src);
        if (
          src.endsWith('.webp') &&
          !ref.includes('-film') &&
          !existsSync(pub(src.replace(/\.webp$/, '.avif')))
        )
          missing.push(src.replace(/\.webp$/, '.avif'));
      }
    }
    expect(missing).toEqual([]);
  });

  it('points each programme kind at its own rendered event picture', () => {
    for (const [kind, src] of Object.entries(DEMO_THUMBNAILS))
      if (kind !== 'notice') expect(src).toBe(`/images/events/${kind}.webp`);
  });
  // Issue 28: heroes render at 2880 px for large screens; a phone takes the phone framing, at most
  // 780 px wide (twice a 390 px screen), or, where a page shows the web picture on a phone, a variant
  // no wider than 1440 px.
  const heroes = Object.keys(media).filter((k) => /\/hero-web\.webp$|-hero-web\.webp$/.test(k));

  it('has every hero at a width of at least 2560 px', () => {
    expect(heroes.length).toBeGreaterThanOrEqual(11);
    const small = heroes.filter((h) => Math.max(...media[h].srcset.map(([, w]) => w)) < 2560);
    expect(small).toEqual([]);
  });

  it('keeps 800 and 1440 px variants beside every full-size hero and a phone framing no wider than 780 px', () => {
    for (const h of heroes) {
      const widths = media[h].srcset.map(([, w]) => w);
      expect(widths, h).toEqual(expect.arrayContaining([800, 1440]));
      const mob = media[h.replace(/-web\.webp$/, '-mob.webp')];
      expect(mob, h).toBeDefined();
      expect(Math.max(...(mob?.srcset.map(([, w]) => w) ?? [0])), h).toBeLessThanOrEqual(780);
    }
  });

  // A year page shows its cover up to 1128 px wide, so every cover needs a 2256 px variant and a
  // phone framing twice a 390 px screen (issue 28; all 22 rendered by 2026-11-27).
  it('has every year cover at 2256 px with an 800 and 1440 px variant and a 780 px phone framing', () => {
    const covers = Object.keys(media).filter((k) => /^\/images\/archive\/\d{4}-web\.webp$/.test(k));
    expect(covers).toHaveLength(22);
    for (const c of covers) {
      expect(
        media[c].srcset.map(([, w]) => w),
        c,
      ).toEqual([800, 1440, 2256]);
      expect(media[c.replace(/-web\.webp$/, '-mob.webp')]?.width, c).toBe(780);
    }
  });

  // Issue 28: a phone crop must not cut the subject out. Every picture with a phone version either
  // has its own phone framing (a scene rendered for the phone) or names where its subject stands
  // across the frame, which the phone crop is cut around; the phone file is in the media manifest.
  it('gives every phone crop a focal point or its own framing', () => {
    const renders = JSON.parse(readFileSync(join(process.cwd(), 'scripts/render/manifest.json'), 'utf8')) as {
      images: { output: string; kind: string; mobFocus?: number; mobSubject?: string }[];
    };
    const pairs = renders.images.filter((e) => e.kind === 'pair');
    expect(pairs.length).toBeGreaterThan(50);
    const unframed = pairs
      .filter((e) => !e.mobSubject && !(typeof e.mobFocus === 'number' && e.mobFocus >= 0 && e.mobFocus <= 1))
      .map((e) => e.output);
    expect(unframed).toEqual([]);
    const missing = pairs.filter((e) => !media[`/images/${e.output}-mob.webp`]).map((e) => e.output);
    expect(missing).toEqual([]);
  });

  it('builds no human figure in any render scene (issue 28: no mannequins)', () => {
    const dir = join(process.cwd(), 'scripts/render');
    const files = ['lib', 'scenes'].flatMap((d) =>
      readdirSync(join(dir, d))
        .filter((f) => f.endsWith('.py'))
        .map((f) => join(dir, d, f)),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const f of files)
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/\bperson\(|people_group|def figure/);
  });
});
