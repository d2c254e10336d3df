import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { runDueDrafts } from '@/server/content/drafts';
import { publishedLookbook } from '@/server/content/lookbooks';
import { collectionOf } from '@/server/content/materials';
import { seedContent } from '@/server/content/seed';
import { publishedThemeStory, publishedThemeYears } from '@/server/content/themes';
import { auditLog, lookbooks, materials, themeYears } from '@/server/db/schema';
import { studioTestApp } from '../support/admin';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

const actions = async (targetId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((r) => r.action);

/** What the three pages name, per language: the Collection's items, the lookbook's and every 2025 story's materials. */
async function named(locale: 'ko' | 'en') {
  const collection = await collectionOf(t.db, locale);
  const lookbook = await publishedLookbook(t.db, locale, 2025);
  const year = (await publishedThemeYears(t.db, locale)).find((y) => y.year === 2025);
  const stories = await Promise.all(
    (year?.stories ?? []).map((s) => publishedThemeStory(t.db, locale, 2025, s.key)),
  );
  return {
    collection: collection?.items.map((m) => [m.key, m.name]) ?? [],
    lookbook: (lookbook?.looks ?? []).flatMap((l) =>
      l.materials.map((key) => [key, lookbook?.materialCards[key]?.name]),
    ),
    stories: stories.flatMap((s) => (s?.story.materials ?? []).map((key) => [key, s?.materials[key]?.name])),
  };
}

describe('the materials catalogue (issue 50, decision 042)', () => {
  it('the lookbook, the Cosmos page and the Collection name only catalogue materials, each by its one name', async () => {
    await seedContent(t.db, t.clock.now());
    const rows = await t.db.select().from(materials);
    expect(rows.length).toBe(18);
    for (const locale of ['ko', 'en'] as const) {
      const catalogue = new Map(rows.map((r) => [r.key, r[locale].name]));
      const pages = await named(locale);
      expect(pages.collection.length).toBe(9);
      expect(pages.lookbook.length).toBeGreaterThan(0);
      expect(pages.stories.length).toBe(9);
      for (const [page, list] of Object.entries(pages))
        for (const [key, name] of list)
          expect([page, key, name]).toEqual([page, key, catalogue.get(key as string)]);
      // Every material the 2025 pages show is in the 2025 Collection, named the same.
      const collection = new Map(pages.collection as [string, string][]);
      for (const [key, name] of [...pages.lookbook, ...pages.stories])
        expect(collection.get(key as string)).toBe(name);
    }
    const cosmos = await publishedThemeStory(t.db, 'ko', 2025, 'cosmos');
    expect(cosmos?.story.materials.map((k) => cosmos.materials[k]?.name)).toEqual([
      '네뷸라 테라조',
      '스타라이트 펄',
      '더스크 글라스',
    ]);
  });

  it('an editor renames a material once and every page says the new name; door and viewer are refused', async () => {
    const list = await (await t.call('GET', '/api/admin/materials', undefined, tokens.editor)).json();
    const nebula = list.items.find((m: { key: string }) => m.key === 'nebula-terrazzo');
    expect(nebula.usedBy).toEqual(['lookbook:2025', 'theme:2025/cosmos']);
    for (const role of ['door', 'viewer'] as const)
      expect(
        (await t.call('PATCH', `/api/admin/materials/${nebula.id}`, { size: '1 m' }, tokens[role])).status,
      ).toBe(403);

    const renamed = await t.call(
      'PATCH',
      `/api/admin/materials/${nebula.id}`,
      { en: { ...nebula.en, name: 'Nebula Terrazzo Grande' } },
      tokens.editor,
    );
    expect(renamed.status).toBe(200);
    const pages = await named('en');
    for (const list of Object.values(pages))
      for (const [key, name] of list)
        if (key === 'nebula-terrazzo') expect(name).toBe('Nebula Terrazzo Grande');
    expect((await named('ko')).collection).toContainEqual(['nebula-terrazzo', '네뷸라 테라조']);
    expect(await actions(nebula.id)).toContain('content.update');

    // The key is what pages refer to: a patch cannot change it (alone, it is an empty patch).
    const rekeyed = await t.call(
      'PATCH',
      `/api/admin/materials/${nebula.id}`,
      { key: 'other' },
      tokens.editor,
    );
    expect(rekeyed.status).toBe(422);
    expect((await t.db.select().from(materials).where(eq(materials.id, nebula.id)))[0].key).toBe(
      'nebula-terrazzo',
    );
  });

  it('a material shown from the media library has its picture on the lookbook page, for the index’s swatch', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3b2f7a' } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set('file', new File([new Uint8Array(png)], 'nebula.png', { type: 'image/png' }));
    const uploaded = await t.app.request('/api/admin/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.editor}` },
      body,
    });
    expect(uploaded.status).toBe(201);
    const ref = `media:${(await uploaded.json()).id}`;
    const list = await (await t.call('GET', '/api/admin/materials', undefined, tokens.editor)).json();
    const nebula = list.items.find((m: { key: string }) => m.key === 'nebula-terrazzo');
    expect(
      (await t.call('PATCH', `/api/admin/materials/${nebula.id}`, { image: ref }, tokens.editor)).status,
    ).toBe(200);
    const lookbook = await publishedLookbook(t.db, 'ko', 2025);
    expect(lookbook?.materialCards['nebula-terrazzo']?.image).toBe(ref);
    expect(lookbook?.pictures[ref]?.srcSet.avif).toMatch(/\.avif/);
  });

  it('adds, refuses a taken key or code and a malformed one, and deletes only what no page names', async () => {
    const list = await (await t.call('GET', '/api/admin/materials', undefined, tokens.manager)).json();
    const nebula = list.items.find((m: { key: string }) => m.key === 'nebula-terrazzo');
    const body = {
      key: 'lunar-felt',
      code: 'MS-27L01',
      year: 2027,
      theme: 'lunar',
      size: '1000 × 3000 mm',
      image: '/images/themes/cosmos-finish-3.webp',
      ko: {
        name: '루나 펠트',
        family: '흡음 펠트',
        finish: '기모',
        desc: '소리를 머금는 두꺼운 펠트입니다.',
      },
      en: {
        name: 'Lunar Felt',
        family: 'Acoustic felt',
        finish: 'Brushed',
        desc: 'A thick felt that holds sound.',
      },
    };
    const created = await t.call('POST', '/api/admin/materials', body, tokens.manager);
    expect(created.status).toBe(201);
    const record = await created.json();
    expect(record).toMatchObject({ key: 'lunar-felt', usedBy: [], position: 0, ko: { alt: '' } });
    expect(await actions(record.id)).toEqual(['content.create']);

    const taken = await t.call('POST', '/api/admin/materials', { ...body, code: 'MS-27L02' }, tokens.manager);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({
      code: 'MATERIAL_TAKEN',
      fields: { key: expect.any(String) },
    });
    const codeTaken = await t.call(
      'POST',
      '/api/admin/materials',
      { ...body, key: 'lunar-two' },
      tokens.manager,
    );
    expect((await codeTaken.json()).error).toMatchObject({
      code: 'MATERIAL_TAKEN',
      fields: { code: expect.any(String) },
    });
    const patchTaken = await t.call(
      'PATCH',
      `/api/admin/materials/${record.id}`,
      { code: nebula.code },
      tokens.manager,
    );
    expect(patchTaken.status).toBe(409);

    const bad = await t.call(
      'POST',
      '/api/admin/materials',
      { ...body, key: 'Lunar Felt', code: 'ms 1', ko: { ...body.ko, name: ' ' } },
      tokens.editor,
    );
    expect(bad.status).toBe(422);
    const fields = (await bad.json()).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['code', 'key', 'ko.name']);
    expect(fields['ko.name']).toBe('소재 이름을 입력해 주세요.');

    const inUse = await t.call('DELETE', `/api/admin/materials/${nebula.id}`, undefined, tokens.editor);
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).error.code).toBe('MATERIAL_IN_USE');
    expect(
      (await t.call('DELETE', `/api/admin/materials/${record.id}`, undefined, tokens.editor)).status,
    ).toBe(200);
    expect(await actions(record.id)).toEqual(['content.create', 'content.delete']);
    expect((await t.call('GET', `/api/admin/materials/${record.id}`, undefined, tokens.editor)).status).toBe(
      404,
    );
  });

  it('a lookbook or theme year naming a material the catalogue lacks is refused on that field', async () => {
    const [book] = await t.db.select().from(lookbooks).where(eq(lookbooks.year, 2025));
    const looks = book.ko.looks.map((l, i) =>
      i === 0 ? { ...l, materials: ['volt-line', 'moon-dust'] } : l,
    );
    const en = book.en ?? book.ko;
    const enWith = en.looks.map((l, i) => (i === 0 ? { ...l, materials: ['volt-line', 'moon-dust'] } : l));
    const refused = await t.call(
      'PATCH',
      `/api/admin/lookbooks/${book.id}`,
      { ko: { ...book.ko, looks }, en: { ...en, looks: enWith } },
      tokens.editor,
    );
    expect(refused.status).toBe(422);
    const unknown = '소재 카탈로그에 없는 소재입니다. 카탈로그에서 골라 주세요.';
    expect((await refused.json()).error.fields).toEqual({
      'ko.looks.0.materials.1': unknown,
      'en.looks.0.materials.1': unknown,
    });

    // Keys are language-neutral: English naming other materials than Korean is refused.
    const enLooks = (book.en ?? book.ko).looks.map((l, i) =>
      i === 0 ? { ...l, materials: ['volt-line'] } : l,
    );
    const differ = await t.call(
      'PATCH',
      `/api/admin/lookbooks/${book.id}`,
      { en: { ...book.en, looks: enLooks } },
      tokens.editor,
    );
    expect((await differ.json()).error.fields).toEqual({
      'en.looks.0.materials':
        '영어 내용의 소재가 한국어 내용과 다릅니다. 소재는 두 언어가 같은 카탈로그 항목을 씁니다.',
    });

    const [year] = await t.db.select().from(themeYears).where(eq(themeYears.year, 2025));
    const stories = year.ko.stories.map((s) =>
      s.key === 'cosmos' ? { ...s, materials: ['다크 테라조', 'starlight-pearl', 'dusk-glass'] } : s,
    );
    const theme = await t.call(
      'PATCH',
      `/api/admin/themes/${year.id}`,
      { ko: { ...year.ko, stories } },
      tokens.editor,
    );
    expect(theme.status).toBe(422);
    const cosmosAt = year.ko.stories.findIndex((s) => s.key === 'cosmos');
    expect(Object.keys((await theme.json()).error.fields)).toEqual([`ko.stories.${cosmosAt}.materials.0`]);
  });

  it('records written before the catalogue, naming materials in prose, are given the keys once by the seed', async () => {
    const [book] = await t.db.select().from(lookbooks).where(eq(lookbooks.year, 2025));
    const prose = ['다크 테라조', 'Pearl-coated wallcovering'];
    await t.db
      .update(lookbooks)
      .set({ ko: { ...book.ko, looks: book.ko.looks.map((l) => ({ ...l, materials: prose })) } })
      .where(eq(lookbooks.id, book.id));
    const [year] = await t.db.select().from(themeYears).where(eq(themeYears.year, 2025));
    const old = year.ko.stories.map((s) =>
      s.key === 'cosmos'
        ? {
            ...s,
            materials: [{ name: '다크 테라조', finish: '무광 연마', desc: '…', image: '/images/x.webp' }],
          }
        : s,
    );
    await t.db
      .update(themeYears)
      .set({ ko: { ...year.ko, stories: old as unknown as typeof year.ko.stories } })
      .where(eq(themeYears.id, year.id));
    await seedContent(t.db, t.clock.now());
    const [after] = await t.db.select().from(lookbooks).where(eq(lookbooks.id, book.id));
    expect(after.ko.looks[0].materials).toEqual(['nebula-terrazzo', 'starlight-pearl']);
    const [afterYear] = await t.db.select().from(themeYears).where(eq(themeYears.id, year.id));
    expect(afterYear.ko.stories.find((s) => s.key === 'cosmos')?.materials).toEqual(['nebula-terrazzo']);
  });
});

describe('the catalogue’s history and scheduled changes (issue 50)', () => {
  const later = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const entry = async (key: string) => {
    const list = await (await t.call('GET', '/api/admin/materials', undefined, tokens.editor)).json();
    return list.items.find((m: { key: string }) => m.key === key);
  };

  it('keeps each edit as a version (the seeded state first) and restores one as a draft that renames it again', async () => {
    const dusk = await entry('dusk-glass');
    const edited = await t.call(
      'PATCH',
      `/api/admin/materials/${dusk.id}`,
      { ko: { ...dusk.ko, name: '더스크 글라스 II' } },
      tokens.editor,
    );
    expect(edited.status).toBe(200);
    const versions = await (
      await t.call('GET', `/api/admin/materials/${dusk.id}/versions`, undefined, tokens.editor)
    ).json();
    expect(versions.items.map((v: { revision: number; fields: string[] }) => [v.revision, v.fields])).toEqual(
      [
        [2, ['ko']],
        [1, []],
      ],
    );
    expect((await named('ko')).collection).toContainEqual(['dusk-glass', '더스크 글라스 II']);

    const restored = await t.call(
      'POST',
      `/api/admin/materials/${dusk.id}/versions/1/restore`,
      undefined,
      tokens.editor,
    );
    expect(restored.status).toBe(201);
    const draft = await restored.json();
    expect(draft).toMatchObject({ kind: 'materials', recordId: dusk.id, origin: 'restore', fromRevision: 1 });
    const published = await t.call('POST', `/api/admin/drafts/${draft.id}/publish`, undefined, tokens.editor);
    expect(published.status).toBe(200);
    expect((await named('ko')).collection).toContainEqual(['dusk-glass', '더스크 글라스']);
    expect(
      (await t.call('POST', `/api/admin/materials/${dusk.id}/versions/1/restore`, undefined, tokens.viewer))
        .status,
    ).toBe(403);
  });

  it('a later publishAt keeps the change (202); the pages keep the old name until the scheduler makes it', async () => {
    const pearl = await entry('starlight-pearl');
    const res = await t.call(
      'PATCH',
      `/api/admin/materials/${pearl.id}`,
      { en: { ...pearl.en, name: 'Starlight Pearl 2027' }, publishAt: later(60_000) },
      tokens.editor,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ kind: 'materials', recordId: pearl.id, status: 'pending' });
    expect((await named('en')).collection).toContainEqual(['starlight-pearl', 'Starlight Pearl']);

    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    t.clock.advance(61_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    const pages = await named('en');
    for (const list of Object.values(pages))
      for (const [key, name] of list)
        if (key === 'starlight-pearl') expect(name).toBe('Starlight Pearl 2027');
    // A malformed change is refused when it is kept, not when it runs.
    const bad = await t.call(
      'PATCH',
      `/api/admin/materials/${pearl.id}`,
      { code: 'lower case', publishAt: later(60_000) },
      tokens.editor,
    );
    expect(bad.status).toBe(422);
  });
});
