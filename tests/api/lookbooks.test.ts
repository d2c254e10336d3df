import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { publishedLookbook, publishedLookbookYears } from '@/server/content/lookbooks';
import { seedContent } from '@/server/content/seed';
import { studioTestApp } from '../support/admin';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

describe('lookbooks are records (issue 49)', () => {
  it('the seed writes the 2025 lookbook once; an editor makes 2027 from it, publishes, versions and removes it', async () => {
    await seedContent(t.db, t.clock.now());
    expect(await publishedLookbookYears(t.db)).toEqual([2025]);
    const seeded = await publishedLookbook(t.db, 'en', 2025);
    expect(seeded?.looks.length).toBeGreaterThanOrEqual(4);

    const list = await (await t.call('GET', '/api/admin/lookbooks', undefined, tokens.editor)).json();
    const full = await (
      await t.call('GET', `/api/admin/lookbooks/${list.items[0].id}`, undefined, tokens.editor)
    ).json();
    const body = {
      year: 2027,
      ko: { ...full.ko, title: '2027 룩북' },
      en: { ...full.en, title: 'Lookbook 2027' },
    };
    const created = await t.call('POST', '/api/admin/lookbooks', body, tokens.editor);
    expect(created.status).toBe(201);
    const record = await created.json();
    expect(await publishedLookbook(t.db, 'ko', 2027)).toBeNull();
    expect((await t.call('POST', '/api/admin/lookbooks', body, tokens.editor)).status).toBe(409);

    expect(
      (await t.call('PATCH', `/api/admin/lookbooks/${record.id}`, { published: true }, tokens.editor)).status,
    ).toBe(200);
    expect(await publishedLookbookYears(t.db)).toEqual([2027, 2025]);
    expect((await publishedLookbook(t.db, 'en', 2027))?.title).toBe('Lookbook 2027');

    const fewer = { ...body.ko, looks: body.ko.looks.slice(0, 4) };
    const refused = await t.call('PATCH', `/api/admin/lookbooks/${record.id}`, { ko: fewer }, tokens.editor);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).error.fields)).toContain('en.looks');
    const both = await t.call(
      'PATCH',
      `/api/admin/lookbooks/${record.id}`,
      { ko: fewer, en: { ...body.en, looks: body.en.looks.slice(0, 4) } },
      tokens.editor,
    );
    expect(both.status).toBe(200);
    const versions = await (
      await t.call('GET', `/api/admin/lookbooks/${record.id}/versions`, undefined, tokens.editor)
    ).json();
    expect(versions.items.map((v: { fields: string[] }) => v.fields.sort())).toEqual([['en', 'ko'], []]);

    expect(
      (await t.call('DELETE', `/api/admin/lookbooks/${record.id}`, undefined, tokens.editor)).status,
    ).toBe(200);
    expect(await publishedLookbookYears(t.db)).toEqual([2025]);
  });

  it('door and viewer are refused; anonymous is 401; an unknown id is 404', async () => {
    for (const role of ['door', 'viewer'] as const)
      expect((await t.call('GET', '/api/admin/lookbooks', undefined, tokens[role])).status).toBe(403);
    expect((await t.call('GET', '/api/admin/lookbooks')).status).toBe(401);
    expect(
      (
        await t.call(
          'GET',
          '/api/admin/lookbooks/00000000-0000-4000-8000-000000000000',
          undefined,
          tokens.editor,
        )
      ).status,
    ).toBe(404);
  });
});
