import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { runDueDrafts } from '@/server/content/drafts';
import { PREVIEW_TTL_MS, readPreviewToken, themeYearPreview } from '@/server/content/preview';
import { seedContent } from '@/server/content/seed';
import { publishedDesignTheme, publishedThemeStory, publishedThemeYears } from '@/server/content/themes';
import { themeYears } from '@/server/db/schema';
import { studioTestApp } from '../support/admin';
import { libraryPicture } from '../support/content';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

describe('design theme years are records (issue 49)', () => {
  it('the seed writes 2025, 2024 and 2023 once, in both languages, published', async () => {
    await seedContent(t.db, t.clock.now());
    const rows = await t.db.select().from(themeYears);
    expect(rows.map((r) => r.year).sort()).toEqual([2023, 2024, 2025]);
    const years = await publishedThemeYears(t.db, 'ko');
    expect(years.map((y) => [y.year, y.name, y.stories.map((s) => s.key)])).toEqual([
      [2025, 'SY(E)NERGY', ['boost', 'cosmos', 'ooparts']],
      [2024, 'ME:nimal', ['evoke', 'ore', 'find']],
      [2023, 'SOFTWHERE', []],
    ]);
    const en = await publishedThemeStory(t.db, 'en', 2025, 'cosmos');
    expect(en?.story).toMatchObject({ key: 'cosmos', year: 2025, name: 'Cosmos' });
    expect(en?.siblings.map((s) => s.key)).toEqual(['boost', 'ooparts']);
    expect((await publishedDesignTheme(t.db, 'en', 2023))?.themes2023?.map((x) => x.key)).toEqual([
      'scenesory',
      'monologue',
      'whitenight',
    ]);
  });

  it('an unpublished year is no page and in no list; a theme of another year is no page', async () => {
    await t.db.update(themeYears).set({ published: false }).where(eq(themeYears.year, 2024));
    expect((await publishedThemeYears(t.db, 'ko')).map((y) => y.year)).toEqual([2025, 2023]);
    expect(await publishedDesignTheme(t.db, 'ko', 2024)).toBeNull();
    expect(await publishedThemeStory(t.db, 'ko', 2024, 'ore')).toBeNull();
    expect(await publishedThemeStory(t.db, 'ko', 2025, 'ore')).toBeNull();
    expect(await publishedDesignTheme(t.db, 'ko', Number.NaN)).toBeNull();
    await t.db.update(themeYears).set({ published: true }).where(eq(themeYears.year, 2024));
  });
});

type Doc = { design: { year: number; name: string }; stories: { year: number; key: string; name: string }[] };

/** The 2025 record moved to `year` with new names: what an editor makes of "start the next year". */
async function nextYear(year: number) {
  const list = await (await t.call('GET', '/api/admin/themes', undefined, tokens.editor)).json();
  const latest = list.items.find((y: { year: number }) => y.year === 2025);
  const full = await (await t.call('GET', `/api/admin/themes/${latest.id}`, undefined, tokens.editor)).json();
  const move = (doc: Doc, name: string) => ({
    ...doc,
    design: { ...doc.design, year, name },
    stories: doc.stories.map((s) => ({ ...s, year })),
  });
  return { year, ko: move(full.ko, 'TIDE'), en: move(full.en, 'TIDE') };
}

describe('design theme years in the studio API', () => {
  it('an editor creates next year as a draft, publishes it, and it is listed, paged and versioned', async () => {
    const body = await nextYear(2027);
    const created = await t.call('POST', '/api/admin/themes', body, tokens.editor);
    expect(created.status).toBe(201);
    const year = await created.json();
    expect(year).toMatchObject({ year: 2027, published: false });
    expect((await publishedThemeYears(t.db, 'ko')).map((y) => y.year)).not.toContain(2027);
    expect(await publishedThemeStory(t.db, 'ko', 2027, 'boost')).toBeNull();

    const taken = await t.call('POST', '/api/admin/themes', body, tokens.editor);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.code).toBe('THEME_YEAR_TAKEN');

    const published = await t.call(
      'PATCH',
      `/api/admin/themes/${year.id}`,
      { published: true },
      tokens.editor,
    );
    expect(published.status).toBe(200);
    const years = await publishedThemeYears(t.db, 'en');
    expect(years[0]).toMatchObject({ year: 2027, name: 'TIDE' });
    expect((await publishedThemeStory(t.db, 'en', 2027, 'cosmos'))?.story.year).toBe(2027);

    // A story page's name and collection label are its theme's and collection's, never typed twice.
    const renamed = structuredClone(body.ko) as typeof body.ko & { design: { themes: { name: string }[] } };
    renamed.design.name = 'TIDE & STONE';
    renamed.design.themes[1].name = 'Nebula';
    expect(
      (await t.call('PATCH', `/api/admin/themes/${year.id}`, { ko: renamed }, tokens.editor)).status,
    ).toBe(200);
    const versions = await (
      await t.call('GET', `/api/admin/themes/${year.id}/versions`, undefined, tokens.editor)
    ).json();
    expect(versions.items.map((v: { revision: number; fields: string[] }) => [v.revision, v.fields])).toEqual(
      [
        [2, ['ko']],
        [1, []],
      ],
    );
    expect((await publishedDesignTheme(t.db, 'ko', 2027))?.name).toBe('TIDE & STONE');
    const renamedStory = await publishedThemeStory(t.db, 'ko', 2027, 'cosmos');
    expect(renamedStory?.story).toMatchObject({
      name: 'Nebula',
      collection: '2027 TIDE & STONE',
      year: 2027,
    });

    // Restored and scheduled: the name goes back at its time, once.
    const draft = await (
      await t.call('POST', `/api/admin/themes/${year.id}/versions/1/restore`, undefined, tokens.editor)
    ).json();
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect(
      (await t.call('PATCH', `/api/admin/drafts/${draft.id}`, { publishAt: at }, tokens.editor)).status,
    ).toBe(200);
    t.clock.advance(61_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    expect((await publishedDesignTheme(t.db, 'ko', 2027))?.name).toBe('TIDE');

    expect((await t.call('DELETE', `/api/admin/themes/${year.id}`, undefined, tokens.editor)).status).toBe(
      200,
    );
    expect((await publishedThemeYears(t.db, 'ko')).map((y) => y.year)).not.toContain(2027);
    expect((await t.call('GET', `/api/admin/themes/${year.id}`, undefined, tokens.editor)).status).toBe(404);
  });

  it('refuses pages of another year, a story without its theme, and an empty patch, with field messages', async () => {
    const body = await nextYear(2028);
    const wrongYear = { ...body, ko: { ...body.ko, design: { ...body.ko.design, year: 2026 } } };
    const res = await t.call('POST', '/api/admin/themes', wrongYear, tokens.editor, {
      'accept-language': 'ko',
    });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields['ko.design.year']).toBe('페이지의 연도가 기록의 연도와 다릅니다.');
    const stray = {
      ...body,
      ko: { ...body.ko, stories: [...body.ko.stories, { ...body.ko.stories[0], key: 'stray' }] },
    };
    const strayRes = await t.call('POST', '/api/admin/themes', stray, tokens.editor);
    expect(strayRes.status).toBe(422);
    expect(Object.keys((await strayRes.json()).error.fields)).toContain('ko.stories.3.key');
    const [row] = await t.db.select().from(themeYears).where(eq(themeYears.year, 2025));
    expect((await t.call('PATCH', `/api/admin/themes/${row.id}`, {}, tokens.editor)).status).toBe(422);
    // A year already taken by another record.
    expect((await t.call('PATCH', `/api/admin/themes/${row.id}`, { year: 2024 }, tokens.editor)).status).toBe(
      409,
    );
  });

  it('door and viewer are refused; anonymous is 401; an unknown id is 404', async () => {
    for (const role of ['door', 'viewer'] as const) {
      expect((await t.call('GET', '/api/admin/themes', undefined, tokens[role])).status).toBe(403);
      expect((await t.call('POST', '/api/admin/themes', await nextYear(2029), tokens[role])).status).toBe(
        403,
      );
    }
    expect((await t.call('GET', '/api/admin/themes')).status).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/admin/themes/${missing}`, undefined, tokens.manager)).status).toBe(404);
    expect(
      (await t.call('PATCH', `/api/admin/themes/${missing}`, { published: true }, tokens.owner)).status,
    ).toBe(404);
  });
});

describe('a theme year with pictures from the media library', () => {
  it('stores media references and the pages get their variants and focal points', async () => {
    const asset = await libraryPicture(t.db, {
      originalName: 'drift.jpg',
      width: 2000,
      height: 1200,
      focalX: 0.2,
      variantWidth: 960,
    });
    const ref = `media:${asset.id}`;
    const body = await nextYear(2030);
    for (const doc of [body.ko, body.en] as unknown as {
      design: { themes: { hero: string; heroMobile: string }[] };
      stories: { hero: string; heroMobile: string; images: { src: string }[] }[];
    }[]) {
      doc.design.themes[0].hero = ref;
      doc.design.themes[0].heroMobile = ref;
      doc.stories[0].hero = ref;
      doc.stories[0].heroMobile = ref;
      doc.stories[0].images[1].src = ref;
    }
    const res = await t.call('POST', '/api/admin/themes', { ...body, published: true }, tokens.editor);
    expect(res.status).toBe(201);
    const design = await publishedDesignTheme(t.db, 'ko', 2030);
    expect(design?.themes[0].hero).toBe(ref);
    expect(design?.pictures[ref]).toMatchObject({ width: 960, height: 576, focalX: 0.2 });
    const story = await publishedThemeStory(t.db, 'en', 2030, body.ko.stories[0].key);
    expect(story?.pictures[ref]?.srcSet.webp).toContain('960w');
    const bad = structuredClone(body);
    (bad.ko as unknown as { design: { themes: { hero: string }[] } }).design.themes[0].hero =
      '../../etc/passwd';
    const refused = await t.call('POST', '/api/admin/themes', bad, tokens.editor);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).error.fields)).toContain('ko.design.themes.0.hero');
  });
});

describe('preview links', () => {
  it('an editor makes a 24-hour link to a draft year; a forged, altered or expired one shows nothing', async () => {
    const created = await (
      await t.call('POST', '/api/admin/themes', await nextYear(2032), tokens.editor)
    ).json();
    const res = await t.call('POST', `/api/admin/themes/${created.id}/preview`, undefined, tokens.editor);
    expect(res.status).toBe(201);
    const { url, expiresAt } = await res.json();
    expect(url).toMatch(/^\/preview\/themes~[0-9a-f-]{36}~\d+~[\w-]+$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(PREVIEW_TTL_MS);
    const token = url.slice('/preview/'.length);
    expect(readPreviewToken(token, t.clock.now())).toMatchObject({ kind: 'themes', id: created.id });
    const preview = await themeYearPreview(t.db, created.id, 'en');
    expect(preview?.design).toMatchObject({ year: 2032, name: 'TIDE' });
    // Not public: the draft has no page of its own.
    expect(await publishedDesignTheme(t.db, 'en', 2032)).toBeNull();

    const [kind, id, exp, sig] = token.split('~');
    expect(readPreviewToken(`${kind}~${id}~${Number(exp) + 3600}~${sig}`, t.clock.now())).toBeNull();
    expect(readPreviewToken(`${kind}~${id}~${exp}~${sig.slice(1)}x`, t.clock.now())).toBeNull();
    expect(readPreviewToken('themes~x~1~y', t.clock.now())).toBeNull();
    expect(readPreviewToken(token, new Date(t.clock.now().getTime() + PREVIEW_TTL_MS))).toBeNull();

    for (const role of ['door', 'viewer'] as const)
      expect(
        (await t.call('POST', `/api/admin/themes/${created.id}/preview`, undefined, tokens[role])).status,
      ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          '/api/admin/themes/00000000-0000-4000-8000-000000000000/preview',
          undefined,
          tokens.editor,
        )
      ).status,
    ).toBe(404);
  });
});
