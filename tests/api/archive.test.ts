import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import type { ArchiveRecord } from '@/schemas/archive';
import { publishedArchive, publishedArchiveYear, publishedArchiveYears } from '@/server/content/archive';
import { runDueDrafts } from '@/server/content/drafts';
import { contentPagePaths } from '@/server/content/pages';
import { archivePreview, readPreviewToken } from '@/server/content/preview';
import { seedContent } from '@/server/content/seed';
import { publishedThemeYears } from '@/server/content/themes';
import { studioTestApp } from '../support/admin';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

const section = (n: number, lang: 'ko' | 'en') => ({
  Img: `/images/materials/stone-${n}-web.webp`,
  ImgMobile: `/images/materials/stone-${n}-mob.webp`,
  Title: lang === 'ko' ? `석재 ${n}` : `Stone ${n}`,
  SubTitle: lang === 'ko' ? '결이 보이는 돌' : 'Stone with its grain',
  Text: lang === 'ko' ? '돌의 결을 그대로 드러낸 마감입니다.' : 'A finish that shows the stone as it is.',
  TextMobile: lang === 'ko' ? '돌의 결을 드러낸 마감.' : 'The stone as it is.',
});
const detail2026 = (lang: 'ko' | 'en', sections = 2) => ({
  title: lang === 'ko' ? '머무는 재료' : 'Materials that stay',
  desc: lang === 'ko' ? '오래 쓰는 재료의 해' : 'A year of materials that last',
  subDesc: lang === 'ko' ? '석재 · 목재' : 'Stone · Wood',
  isSummary: 'false' as const,
  imgSrc: '/images/archive/2022-web.webp',
  imgSrcMobile: '/images/archive/2022-mob.webp',
  detail: {
    title: lang === 'ko' ? '2026 디자인 트렌드' : '2026 Design Trend',
    mainTitle: lang === 'ko' ? '머무는 재료' : 'Materials that stay',
    subTitle: lang === 'ko' ? '손에 닿는 시간' : 'Time you can touch',
    data1: section(1, lang),
    ...(sections > 1 ? { data2: section(2, lang) } : {}),
  },
});

describe('the trend archive is records (issue 49)', () => {
  it('the seed writes 2001–2025 once, in year order, the spec’s ids their place, the theme years linking to their theme', async () => {
    await seedContent(t.db, t.clock.now());
    const { entries } = await publishedArchive(t.db, 'en');
    expect(entries.map((e) => e.year)).toEqual(Array.from({ length: 25 }, (_, i) => 2001 + i));
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // Issue 50: every published design theme year has its entry, in both languages (2025 was missing).
    const themeYears = (await publishedThemeYears(t.db, 'en')).map((y) => y.year).sort();
    expect(themeYears).toEqual([2023, 2024, 2025]);
    expect(entries.filter((e) => e.detail === null).map((e) => e.year)).toEqual(themeYears);
    expect((await publishedArchive(t.db, 'ko')).entries.map((e) => e.year)).toContain(2025);
    expect(entries.filter((e) => e.isSummary === 'true').map((e) => e.year)).toEqual([2001, 2002, 2003]);
    expect(await publishedArchiveYears(t.db)).toHaveLength(22);
    const y2019 = await publishedArchiveYear(t.db, 'ko', 2019);
    expect(y2019?.prev?.year).toBe(2018);
    expect(y2019?.next?.year).toBe(2020);
    expect(await publishedArchiveYear(t.db, 'ko', 2023)).toBeNull();
  });

  it('an editor adds 2026 as a draft (no page), publishes it (page, archive, sitemap paths), versions and restores it, removes it', async () => {
    const created = await t.call(
      'POST',
      '/api/admin/archive',
      { year: 2026, ko: detail2026('ko'), en: detail2026('en') },
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const record: ArchiveRecord = await created.json();
    expect(record.published).toBe(false);
    expect(await publishedArchiveYear(t.db, 'en', 2026)).toBeNull();

    // A draft can be shown to a reviewer through a signed link: its page as it stands.
    const link = await t.call('POST', `/api/admin/archive/${record.id}/preview`, undefined, tokens.editor);
    expect(link.status).toBe(201);
    const token = decodeURIComponent((await link.json()).url.replace('/preview/', ''));
    expect(readPreviewToken(token, t.clock.now())).toMatchObject({ kind: 'archive', id: record.id });
    expect((await archivePreview(t.db, record.id, 'en'))?.entry.title).toBe('Materials that stay');
    for (const role of ['door', 'viewer'] as const)
      expect(
        (await t.call('POST', `/api/admin/archive/${record.id}/preview`, undefined, tokens[role])).status,
      ).toBe(403);
    expect(
      (
        await t.call(
          'POST',
          // Mail wording has no public page to preview.
          '/api/admin/mail/00000000-0000-4000-8000-000000000000/preview',
          undefined,
          tokens.editor,
        )
      ).status,
    ).toBe(422);
    expect(await contentPagePaths(t.db)).not.toContain('/archive/2026');
    const again = await t.call(
      'POST',
      '/api/admin/archive',
      { year: 2026, ko: detail2026('ko') },
      tokens.editor,
    );
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'ARCHIVE_YEAR_TAKEN',
      fields: { year: expect.any(String) },
    });

    const published = await t.call(
      'PATCH',
      `/api/admin/archive/${record.id}`,
      { published: true },
      tokens.editor,
    );
    expect(published.status).toBe(200);
    const page = await publishedArchiveYear(t.db, 'en', 2026);
    expect(page?.entry.title).toBe('Materials that stay');
    expect(page?.prev?.year).toBe(2022);
    expect((await publishedArchive(t.db, 'ko')).entries.at(-1)).toMatchObject({ id: 26, year: 2026 });
    expect(await contentPagePaths(t.db)).toEqual(
      expect.arrayContaining(['/archive/2026', '/en/archive/2026']),
    );

    const renamed = await t.call(
      'PATCH',
      `/api/admin/archive/${record.id}`,
      { ko: { ...detail2026('ko'), title: '오래 머무는 재료' } },
      tokens.editor,
    );
    expect(renamed.status).toBe(200);
    expect((await publishedArchiveYear(t.db, 'ko', 2026))?.entry.title).toBe('오래 머무는 재료');
    const versions = await (
      await t.call('GET', `/api/admin/archive/${record.id}/versions`, undefined, tokens.editor)
    ).json();
    expect(versions.items).toHaveLength(2);
    const restored = await t.call(
      'POST',
      `/api/admin/archive/${record.id}/versions/1/restore`,
      undefined,
      tokens.editor,
    );
    expect(restored.status).toBe(201);
    // The restore is a draft: the page still shows what is live until it is published.
    expect((await publishedArchiveYear(t.db, 'ko', 2026))?.entry.title).toBe('오래 머무는 재료');
    const draft = await restored.json();
    expect(
      (await t.call('POST', `/api/admin/drafts/${draft.id}/publish`, undefined, tokens.editor)).status,
    ).toBe(200);
    expect((await publishedArchiveYear(t.db, 'ko', 2026))?.entry.title).toBe('머무는 재료');

    expect((await t.call('DELETE', `/api/admin/archive/${record.id}`, undefined, tokens.editor)).status).toBe(
      200,
    );
    expect(await publishedArchiveYear(t.db, 'ko', 2026)).toBeNull();
    expect((await t.call('GET', `/api/admin/archive/${record.id}`, undefined, tokens.editor)).status).toBe(
      404,
    );
  });

  it('a year created for a later hour appears only when its time comes, once', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const scheduled = await t.call(
      'POST',
      '/api/admin/archive',
      { year: 2027, ko: detail2026('ko'), en: detail2026('en'), published: true, publishAt: at },
      tokens.editor,
    );
    expect(scheduled.status).toBe(201);
    expect(await publishedArchiveYear(t.db, 'ko', 2027)).toBeNull();
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    t.clock.advance(61_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    expect((await publishedArchiveYear(t.db, 'en', 2027))?.entry.year).toBe(2027);
  });

  it('refuses an English entry of another shape, a summary with two items, and a year out of range, field by field', async () => {
    const [entry] = (await (await t.call('GET', '/api/admin/archive', undefined, tokens.editor)).json())
      .items;
    const shapes = await t.call(
      'POST',
      '/api/admin/archive',
      { year: 2030, ko: detail2026('ko', 2), en: detail2026('en', 1) },
      tokens.editor,
    );
    expect(shapes.status).toBe(422);
    expect(Object.keys((await shapes.json()).error.fields)).toEqual(['en']);

    const en = detail2026('en');
    const emptyEn = await t.call(
      'POST',
      '/api/admin/archive',
      {
        year: 2030,
        ko: detail2026('ko'),
        en: { ...en, detail: { ...en.detail, data1: { ...en.detail.data1, SubTitle: '' } } },
      },
      tokens.editor,
    );
    expect(emptyEn.status).toBe(422);
    expect((await emptyEn.json()).error.fields).toEqual({ 'en.detail.data1.SubTitle': expect.any(String) });

    const full = await (await t.call('GET', '/api/admin/archive', undefined, tokens.editor)).json();
    const summaryId = full.items.find((i: { year: number }) => i.year === 2001).id;
    const summary: ArchiveRecord = await (
      await t.call('GET', `/api/admin/archive/${summaryId}`, undefined, tokens.editor)
    ).json();
    if (summary.ko.isSummary !== 'true') throw new Error('2001 is a summary year');
    const { data3: _gone, ...two } = summary.ko.detail;
    const short = await t.call(
      'PATCH',
      `/api/admin/archive/${summaryId}`,
      { ko: { ...summary.ko, detail: two } },
      tokens.editor,
    );
    expect(short.status).toBe(422);
    expect(Object.keys((await short.json()).error.fields)).toContain('ko.detail.data3');

    const early = await t.call('PATCH', `/api/admin/archive/${entry.id}`, { year: 1999 }, tokens.editor);
    expect(early.status).toBe(422);
    expect(Object.keys((await early.json()).error.fields)).toEqual(['year']);
  });

  it('door and viewer are refused; anonymous is 401; an unknown id is 404', async () => {
    for (const role of ['door', 'viewer'] as const) {
      expect((await t.call('GET', '/api/admin/archive', undefined, tokens[role])).status).toBe(403);
      expect(
        (await t.call('POST', '/api/admin/archive', { year: 2031, ko: detail2026('ko') }, tokens[role]))
          .status,
      ).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/archive')).status).toBe(401);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      expect(
        (
          await t.call(
            method,
            '/api/admin/archive/00000000-0000-4000-8000-000000000000',
            method === 'PATCH' ? { published: true } : undefined,
            tokens.editor,
          )
        ).status,
      ).toBe(404);
  });
});
