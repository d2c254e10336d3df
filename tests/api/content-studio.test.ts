import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { seoulDate } from '@/schemas/events';
import { editionPath, publishedEditions } from '@/server/content/editions';
import { publishedFaq } from '@/server/content/faq';
import { contentVersion } from '@/server/content/version';
import { auditLog, editions, events } from '@/server/db/schema';
import { seedEvents } from '@/server/events/seed';
import { staffTokens, studioTestApp } from '../support/admin';
import { editionInput, faqInput } from '../support/content';
import type { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
  await seedEvents(t.db, t.clock.now());
});
afterAll(() => t.close());

const auditActions = async (targetId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((r) => r.action);

describe('FAQ in the studio', () => {
  it('an editor drafts a bilingual entry: stored sanitised, not public until published, then on both languages', async () => {
    const v0 = await contentVersion(t.db);
    const draft = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ answerKo: '<p onclick="x()">안내견만 <script>alert(1)</script>입장합니다.</p>' }),
      tokens.editor,
    );
    expect(draft.status).toBe(201);
    const entry = await draft.json();
    expect(entry).toMatchObject({ published: false, category: 'exhibition' });
    expect(entry.answerKo).toBe('<p>안내견만 입장합니다.</p>');
    expect(await contentVersion(t.db)).toBe(v0);
    expect((await publishedFaq(t.db, 'ko')).map((i) => i.id)).not.toContain(entry.slug);

    const published = await t.call('PATCH', `/api/admin/faq/${entry.id}`, { published: true }, tokens.editor);
    expect(published.status).toBe(200);
    expect(await contentVersion(t.db)).toBe(v0 + 1);
    const ko = (await publishedFaq(t.db, 'ko')).find((i) => i.id === entry.slug);
    const en = (await publishedFaq(t.db, 'en')).find((i) => i.id === entry.slug);
    expect(ko).toMatchObject({ question: '반려동물과 함께 입장할 수 있나요?', title: '전시 관람' });
    expect(en, JSON.stringify(en)).toMatchObject({
      question: 'May I bring my pet?',
      answer: '<p>Only assistance dogs may enter.</p>',
    });

    // A patch changes what it names and nothing else.
    const renamed = await t.call(
      'PATCH',
      `/api/admin/faq/${entry.id}`,
      { questionKo: '반려동물도 되나요?' },
      tokens.editor,
    );
    expect(await renamed.json()).toMatchObject({
      questionKo: '반려동물도 되나요?',
      questionEn: 'May I bring my pet?',
      answerEn: '<p>Only assistance dogs may enter.</p>',
      published: true,
    });
    expect(await auditActions(entry.id)).toEqual(['content.create', 'content.publish', 'content.update']);
  });

  it('unpublish and delete are audited and move the content version', async () => {
    const created = await (
      await t.call('POST', '/api/admin/faq', faqInput({ published: true }), tokens.manager)
    ).json();
    const v1 = await contentVersion(t.db);
    expect(
      (await t.call('PATCH', `/api/admin/faq/${created.id}`, { published: false }, tokens.manager)).status,
    ).toBe(200);
    expect(await contentVersion(t.db)).toBe(v1 + 1);
    expect((await t.call('DELETE', `/api/admin/faq/${created.id}`, undefined, tokens.manager)).status).toBe(
      200,
    );
    expect(await auditActions(created.id)).toEqual([
      'content.create',
      'content.publish',
      'content.unpublish',
      'content.delete',
    ]);
    expect((await t.call('DELETE', `/api/admin/faq/${created.id}`, undefined, tokens.manager)).status).toBe(
      404,
    );
  });

  it('refuses an unknown category and an empty question with per-field messages in Korean', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ category: 'nope', questionKo: '  ' }),
      tokens.editor,
    );
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.questionKo).toBeTruthy();
    const res2 = await t.call('POST', '/api/admin/faq', faqInput({ category: 'nope' }), tokens.editor);
    expect(res2.status).toBe(422);
    expect((await res2.json()).error.fields.category).toBe('목록에 있는 값 중에서 선택해 주세요.');
  });
});

describe('FAQ categories', () => {
  it('an editor adds, recolours and removes a category; one that holds questions stays', async () => {
    const created = await t.call(
      'POST',
      '/api/admin/faq/categories',
      { key: 'seminar', nameKo: '세미나', nameEn: 'Seminars', color: '#225577', position: 9 },
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const entry = await (
      await t.call(
        'POST',
        '/api/admin/faq',
        faqInput({ category: 'seminar', published: true }),
        tokens.editor,
      )
    ).json();
    const v = await contentVersion(t.db);
    const recoloured = await t.call(
      'PATCH',
      '/api/admin/faq/categories/seminar',
      { color: '#993311', nameEn: 'Online seminars' },
      tokens.editor,
    );
    expect(await recoloured.json()).toMatchObject({
      color: '#993311',
      nameKo: '세미나',
      nameEn: 'Online seminars',
    });
    expect(await contentVersion(t.db)).toBe(v + 1);
    const en = (await publishedFaq(t.db, 'en')).find((i) => i.id === entry.slug);
    expect(en).toMatchObject({ title: 'Online seminars', color: '#993311' });

    const inUse = await t.call('DELETE', '/api/admin/faq/categories/seminar', undefined, tokens.editor);
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).error.code).toBe('FAQ_CATEGORY_IN_USE');
    await t.call('DELETE', `/api/admin/faq/${entry.id}`, undefined, tokens.editor);
    expect(
      (await t.call('DELETE', '/api/admin/faq/categories/seminar', undefined, tokens.editor)).status,
    ).toBe(200);
    const dup = await t.call(
      'POST',
      '/api/admin/faq/categories',
      { key: 'member', nameKo: '회원', color: '#000000' },
      tokens.editor,
    );
    expect(dup.status).toBe(409);
  });
});

describe('editions', () => {
  it('the seed tells one story: EP.01–EP.05, EP.05 running today, each edition’s events on its dates and at its venue', async () => {
    const now = t.clock.now();
    const list = await publishedEditions(t.db, 'ko', now);
    expect(list.map((e) => e.episode)).toEqual([5, 4, 3, 2, 1]);
    expect(list[0]).toMatchObject({ slug: 'popupep5', status: 'running' });
    expect(list.slice(1).every((e) => e.status === 'ended')).toBe(true);
    // The spec's two content dates open EP.03 and EP.02.
    expect(list.find((e) => e.episode === 3)?.startsOn).toBe('2024-02-28');
    expect(list.find((e) => e.episode === 2)?.startsOn).toBe('2023-10-10');

    for (const e of list) {
      const [row] = await t.db.select().from(editions).where(eq(editions.slug, e.slug));
      const exhibitions = await t.db
        .select()
        .from(events)
        .where(and(eq(events.editionId, row.id), eq(events.kind, 'exhibition')));
      expect(exhibitions.length, e.slug).toBe(1);
      expect(seoulDate(exhibitions[0].startsAt), e.slug).toBe(e.startsOn);
      expect(seoulDate(exhibitions[0].endsAt), e.slug).toBe(e.endsOn);
      expect(exhibitions[0].location, e.slug).toBe(`${e.venue} (${e.address})`);
    }
  });

  it('says once where each programme runs: a programme is on the floor that lists it', async () => {
    const [ep4] = (await publishedEditions(t.db, 'ko', t.clock.now())).filter((e) => e.episode === 4);
    const where = Object.fromEntries(ep4.programmes.map((p) => [p.key, p.floors]));
    expect(where).toMatchObject({ goods: ['2F'], drawing: ['2F'], tasting: ['3F'], mediaart: ['3F'] });
    // The floor no longer lives in the programme's own words.
    for (const p of ep4.programmes) expect(p.detail).not.toMatch(/^\S*\s?\d층/);
  });

  it('moving an edition’s dates moves its exhibition event with it, in one transaction, and is audited', async () => {
    const [row] = await t.db.select().from(editions).where(eq(editions.slug, 'popupep2'));
    const res = await t.call(
      'PATCH',
      `/api/admin/editions/${row.id}`,
      { startsOn: '2023-10-11', endsOn: '2023-10-23', venueKo: '성수 스튜디오 결 2관' },
      tokens.editor,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ startsOn: '2023-10-11', endsOn: '2023-10-23', status: 'ended' });
    const [ev] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.editionId, row.id), eq(events.kind, 'exhibition')));
    expect(seoulDate(ev.startsAt)).toBe('2023-10-11');
    expect(seoulDate(ev.endsAt)).toBe('2023-10-23');
    expect(ev.location).toContain('성수 스튜디오 결 2관');
    expect(await auditActions(row.id)).toContain('content.update');

    const bad = await t.call(
      'PATCH',
      `/api/admin/editions/${row.id}`,
      { startsOn: '2023-10-30' },
      tokens.editor,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.endsOn).toBeTruthy();
  });

  it('a new edition is a draft until published; a used episode or slug is a 409', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/editions',
      editionInput({ episode: 8, slug: 'popupep8' }),
      tokens.editor,
    );
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ published: false, status: 'upcoming' });
    expect((await publishedEditions(t.db, 'ko', t.clock.now())).map((e) => e.slug)).not.toContain('popupep8');
    expect(editionPath(created)).toBe('/archive/2027/popupep8');

    const dup = await t.call(
      'POST',
      '/api/admin/editions',
      editionInput({ episode: 8, slug: 'popupep8' }),
      tokens.editor,
    );
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.code).toBe('EDITION_TAKEN');

    const floorsWrong = await t.call(
      'POST',
      '/api/admin/editions',
      editionInput({ episode: 7, slug: 'popupep7', floors: editionInput().floors.slice(0, 2) }),
      tokens.editor,
    );
    expect(floorsWrong.status).toBe(422);
  });
});

describe('the other theme years an edition lays out', () => {
  it('are kept as written, listed by the seeded EP.05, and a year outside 2001–2100 is a field error', async () => {
    const ep5 = (await publishedEditions(t.db, 'ko', t.clock.now())).find((e) => e.slug === 'popupep5');
    expect(ep5?.otherThemeYears).toEqual([2023, 2024]);
    const created = await t.call(
      'POST',
      '/api/admin/editions',
      editionInput({ episode: 41, slug: 'popupep41', otherThemeYears: [2024] }),
      tokens.editor,
    );
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const patched = await t.call(
      'PATCH',
      `/api/admin/editions/${id}`,
      { otherThemeYears: [2023, 2024] },
      tokens.editor,
    );
    expect(patched.status).toBe(200);
    expect((await patched.json()).otherThemeYears).toEqual([2023, 2024]);
    const bad = await t.call(
      'PATCH',
      `/api/admin/editions/${id}`,
      { otherThemeYears: [2024, 20] },
      tokens.editor,
    );
    expect(bad.status).toBe(422);
    const { error } = await bad.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).some((k) => k.startsWith('otherThemeYears'))).toBe(true);
    // what the server acknowledged stays: the last good list
    expect(
      (await (await t.call('GET', `/api/admin/editions/${id}`, undefined, tokens.editor)).json())
        .otherThemeYears,
    ).toEqual([2023, 2024]);
  });
});

describe('edition status at the Seoul calendar boundaries (test clock)', () => {
  it('is upcoming until 00:00 Seoul on its first day, running through its last day, ended from 00:00 after', async () => {
    const created = await (
      await t.call(
        'POST',
        '/api/admin/editions',
        editionInput({ episode: 31, slug: 'popupep31', startsOn: '2027-02-01', endsOn: '2027-02-14' }),
        tokens.editor,
      )
    ).json();
    const statusAt = async (instant: string) => {
      t.clock.set(instant);
      // A staff token is checked against the same clock: sign one for that instant.
      const { editor } = await staffTokens(t.db, t.clock.now());
      const res = await t.call('GET', `/api/admin/editions/${created.id}`, undefined, editor);
      return (await res.json()).status;
    };
    try {
      expect(await statusAt('2027-01-31T23:59:59+09:00')).toBe('upcoming');
      // 15:00 UTC on the 31st is already 1 February in Seoul.
      expect(await statusAt('2027-01-31T15:00:00Z')).toBe('running');
      expect(await statusAt('2027-02-14T23:59:59+09:00')).toBe('running');
      expect(await statusAt('2027-02-15T00:00:00+09:00')).toBe('ended');
    } finally {
      t.clock.set(new Date());
    }
  });
});

describe('home settings', () => {
  it('publishing them is audited and moves the content version', async () => {
    const v = await contentVersion(t.db);
    const res = await t.call(
      'PUT',
      '/api/admin/home',
      {
        version: 'earlier',
        headlineKo: '표면이 기억하는\n공간',
        headlineEn: 'Spaces\nsurfaces remember',
        shareTitleKo: '모루 디자인 트렌드',
      },
      tokens.editor,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 'earlier', headlineKo: '표면이 기억하는\n공간' });
    expect(await contentVersion(t.db)).toBe(v + 1);
    expect(await auditActions('home')).toContain('content.publish');
  });
});
