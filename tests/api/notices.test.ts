import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import type { AdminNotice, NoticeBody, PublicNotices } from '@/schemas/notices';
import { EP5_SHORT_DAY } from '@/server/content/seed-ep5';
import { demoNotice, seedDemoNotices } from '@/server/content/seed-notices';
import { bumpContentVersion, CONTENT_VERSION, contentVersion } from '@/server/content/version';
import { auditLog, cacheVersions, notices } from '@/server/db/schema';
import { staffTokens } from '../support/admin';
import { createTestApp } from '../support/test-app';
import { member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
let memberToken: string;

// 10:00 in Seoul.
const BASE = new Date('2026-12-20T01:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(BASE.getTime() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  t.clock.set(BASE);
  tokens = await staffTokens(t.db, BASE);
  memberToken = (await member(t.db, BASE)).token;
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE));

const notice = (over: Partial<NoticeBody> = {}): NoticeBody => ({
  titleKo: '운영 시간 안내',
  titleEn: 'Opening hours',
  bodyKo: '<p>오전 11시에 엽니다.</p>',
  bodyEn: '<p>We open at 11 a.m.</p>',
  placement: 'home',
  startsAt: at(-HOUR),
  endsAt: at(DAY),
  published: true,
  ...over,
});

async function create(over: Partial<NoticeBody> = {}, role: StaffRole = 'editor'): Promise<AdminNotice> {
  const res = await t.call('POST', '/api/admin/notices', notice(over), tokens[role]);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

const publicList = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.call('GET', `/api/notices${query}`, undefined, undefined, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as PublicNotices).items;
};
const publicIds = async (query: string) => (await publicList(query)).map((n) => n.id);

const auditRows = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'notice'), eq(auditLog.targetId, id)));

describe('notices: console API', () => {
  it('lets owner, manager and editor write; door and viewer get 403, members 403, anonymous 401', async () => {
    for (const role of ['owner', 'manager', 'editor'] as const) {
      const created = await create({ titleKo: `역할 ${role}`, published: false }, role);
      expect(created).toMatchObject({ state: 'draft', published: false });
      expect((await t.call('GET', '/api/admin/notices', undefined, tokens[role])).status).toBe(200);
      const patched = await t.call(
        'PATCH',
        `/api/admin/notices/${created.id}`,
        { titleEn: 'Role' },
        tokens[role],
      );
      expect(patched.status).toBe(200);
      expect(
        (await t.call('DELETE', `/api/admin/notices/${created.id}`, undefined, tokens[role])).status,
      ).toBe(200);
    }
    const victim = await create({ published: false });
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/notices', undefined],
      ['POST', '/api/admin/notices', notice()],
      ['PATCH', `/api/admin/notices/${victim.id}`, { titleKo: '바꿈' }],
      ['DELETE', `/api/admin/notices/${victim.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['door', 'viewer'] as const) {
        const res = await t.call(method, path, body, tokens[role]);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect((await res.json()).error.code).toBe('FORBIDDEN');
      }
      const asMember = await t.call(method, path, body, memberToken);
      expect(asMember.status).toBe(403);
      const anon = await t.call(method, path, body);
      expect(anon.status).toBe(401);
      expect((await anon.json()).error.code).toBe('UNAUTHORIZED');
    }
    const [row] = await t.db.select().from(notices).where(eq(notices.id, victim.id));
    expect(row.titleKo).toBe('운영 시간 안내');
  });

  it('answers validation errors with a message per field, in the caller’s language', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/notices',
      {
        titleKo: '  ',
        titleEn: 'x'.repeat(121),
        placement: 'sidebar',
        startsAt: '2026-12-20 10:00',
        endsAt: at(DAY),
        published: 'yes',
      },
      tokens.editor,
    );
    expect(res.status).toBe(422);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(
      ['placement', 'published', 'startsAt', 'titleEn', 'titleKo'].sort(),
    );
    expect(error.fields.titleKo).toBe('제목을 입력해 주세요.');
    expect(error.fields.titleEn).toBe('120자 이내로 입력해 주세요.');
    expect(error.fields.startsAt).toBe('날짜와 시간을 확인해 주세요.');

    const backwards = await t.call(
      'POST',
      '/api/admin/notices',
      notice({ startsAt: at(DAY), endsAt: at(DAY) }),
      tokens.editor,
      { 'accept-language': 'en' },
    );
    expect(backwards.status).toBe(422);
    expect((await backwards.json()).error.fields).toEqual({ endsAt: 'The end must come after the start.' });

    // A patch is checked as the record it makes: a start after the stored end is refused.
    const created = await create({ published: false });
    const late = await t.call(
      'PATCH',
      `/api/admin/notices/${created.id}`,
      { startsAt: at(2 * DAY) },
      tokens.editor,
    );
    expect(late.status).toBe(422);
    expect((await late.json()).error.fields).toEqual({ endsAt: '종료 일시는 시작 일시보다 뒤여야 합니다.' });
    const unknown = await t.call(
      'PATCH',
      `/api/admin/notices/${created.id}`,
      { colour: 'red' },
      tokens.editor,
    );
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error.fields).toHaveProperty('colour');
    const missing = await t.call(
      'PATCH',
      '/api/admin/notices/00000000-0000-4000-8000-000000000000',
      { titleKo: '없음' },
      tokens.editor,
    );
    expect(missing.status).toBe(404);
  });

  it('sanitises the bodies and reports the missing translations and the state', async () => {
    const created = await create({
      bodyKo:
        '<p onclick="x()">안내</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">링크</a>',
      titleEn: '',
      bodyEn: '',
      startsAt: at(HOUR),
      endsAt: at(2 * HOUR),
    });
    expect(created.bodyKo).toBe('<p>안내</p><a rel="noopener noreferrer" target="_blank">링크</a>');
    expect(created.missing).toEqual({ ko: [], en: ['title', 'body'] });
    expect(created.state).toBe('scheduled');
    const stateNow = async () => {
      // Staff tokens last 15 minutes: sign one at the moved clock.
      const editor = (await staffTokens(t.db, t.clock.now())).editor;
      const { items } = await (await t.call('GET', '/api/admin/notices', undefined, editor)).json();
      return items.find((n: AdminNotice) => n.id === created.id).state;
    };
    t.clock.advance(90 * 60_000);
    expect(await stateNow()).toBe('live');
    t.clock.advance(HOUR);
    expect(await stateNow()).toBe('ended');
  });
});

describe('notices: the public answer', () => {
  beforeEach(async () => {
    await t.db.delete(notices);
    await bumpContentVersion(t.db, { kind: 'notices' });
  });

  it('shows a published notice only inside its window, by the app’s clock', async () => {
    const n = await create({ startsAt: at(HOUR), endsAt: at(3 * HOUR) });
    expect(await publicIds('?placement=home')).toEqual([]);
    t.clock.set(at(HOUR - 1));
    expect(await publicIds('?placement=home')).toEqual([]);
    t.clock.set(at(HOUR));
    expect(await publicIds('?placement=home')).toEqual([n.id]);
    t.clock.set(at(3 * HOUR - 1));
    expect(await publicIds('?placement=home')).toEqual([n.id]);
    t.clock.set(at(3 * HOUR));
    expect(await publicIds('?placement=home')).toEqual([]);
  });

  it('filters by placement: everywhere shows on every page, home and events only on theirs', async () => {
    const home = await create({ placement: 'home', titleKo: '홈' });
    const events = await create({ placement: 'events', titleKo: '이벤트' });
    const everywhere = await create({ placement: 'everywhere', titleKo: '전체', startsAt: at(-2 * HOUR) });
    expect((await publicIds('?placement=home')).sort()).toEqual([home.id, everywhere.id].sort());
    expect((await publicIds('?placement=events')).sort()).toEqual([events.id, everywhere.id].sort());
    expect(await publicIds('?placement=everywhere')).toEqual([everywhere.id]);
    expect(await publicIds('')).toEqual([everywhere.id]);
    const bad = await t.call('GET', '/api/notices?placement=sidebar');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toHaveProperty('placement');
  });

  it('never shows a draft, and shows it once published; unpublishing and deleting take it away', async () => {
    const draft = await create({ published: false });
    expect(await publicIds('?placement=home')).toEqual([]);
    const published = await t.call(
      'PATCH',
      `/api/admin/notices/${draft.id}`,
      { published: true },
      tokens.editor,
    );
    expect((await published.json()).state).toBe('live');
    expect(await publicIds('?placement=home')).toEqual([draft.id]);
    await t.call('PATCH', `/api/admin/notices/${draft.id}`, { published: false }, tokens.editor);
    expect(await publicIds('?placement=home')).toEqual([]);
    await t.call('PATCH', `/api/admin/notices/${draft.id}`, { published: true }, tokens.editor);
    expect(await publicIds('?placement=home')).toEqual([draft.id]);
    await t.call('DELETE', `/api/admin/notices/${draft.id}`, undefined, tokens.editor);
    expect(await publicIds('?placement=home')).toEqual([]);
  });

  it('answers in the caller’s language (?locale=, else Accept-Language), English falling back to Korean', async () => {
    const both = await create();
    const koOnly = await create({ titleKo: '한국어만', titleEn: '', bodyEn: '', startsAt: at(-2 * HOUR) });
    const ko = await publicList('?placement=home');
    expect(ko.map((n) => n.title)).toEqual(['운영 시간 안내', '한국어만']);
    expect(ko[0]).toMatchObject({ id: both.id, body: '<p>오전 11시에 엽니다.</p>', placement: 'home' });
    const en = await publicList('?placement=home', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.map((n) => n.title)).toEqual(['Opening hours', '한국어만']);
    expect(en[1]).toMatchObject({ id: koOnly.id, body: '<p>오전 11시에 엽니다.</p>' });
    expect((await publicList('?placement=home&locale=en')).map((n) => n.title)).toEqual(
      en.map((n) => n.title),
    );
    expect(
      (await publicList('?placement=home&locale=ko', { 'accept-language': 'en' })).map((n) => n.title),
    ).toEqual(ko.map((n) => n.title));
  });

  it('is cached with an ETag (304), a short public Cache-Control, and remade when a window opens', async () => {
    const first = await t.call('GET', '/api/notices?placement=home');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    const again = await t.call('GET', '/api/notices?placement=home', undefined, undefined, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Scheduled for 30 seconds from now: the kept answer ends when its window opens, without a write.
    const soon = await create({ startsAt: at(30_000), endsAt: at(DAY) });
    const before = await t.call('GET', '/api/notices?placement=home', undefined, undefined, {
      'if-none-match': etag,
    });
    expect(before.status).toBe(304);
    t.clock.set(at(30_000));
    const opened = await t.call('GET', '/api/notices?placement=home', undefined, undefined, {
      'if-none-match': etag,
    });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as PublicNotices).items.map((n) => n.id)).toEqual([soon.id]);
    expect(opened.headers.get('etag')).not.toBe(etag);
  });

  it('an edit of a published notice shows at once (the content version moves)', async () => {
    const n = await create();
    expect((await publicList('?placement=home'))[0].title).toBe('운영 시간 안내');
    await t.call('PATCH', `/api/admin/notices/${n.id}`, { titleKo: '바뀐 안내' }, tokens.editor);
    expect((await publicList('?placement=home'))[0].title).toBe('바뀐 안내');
  });
});

describe('notices: audit log and content version', () => {
  const version = async () =>
    (await t.db.select().from(cacheVersions).where(eq(cacheVersions.name, CONTENT_VERSION)))[0]?.version ?? 0;

  it('writes create, update, publish, unpublish and delete to the audit log with the staff member', async () => {
    const n = await create({ published: false });
    await t.call('PATCH', `/api/admin/notices/${n.id}`, { titleEn: 'Hours' }, tokens.editor);
    await t.call('PATCH', `/api/admin/notices/${n.id}`, { published: true }, tokens.manager);
    await t.call('PATCH', `/api/admin/notices/${n.id}`, { published: false }, tokens.owner);
    await t.call('DELETE', `/api/admin/notices/${n.id}`, undefined, tokens.editor);
    const rows = await auditRows(n.id);
    const actions = rows.map((r) => [r.action, r.role]);
    expect(actions).toEqual([
      ['content.create', 'editor'],
      ['content.update', 'editor'],
      ['content.publish', 'manager'],
      ['content.unpublish', 'owner'],
      ['content.delete', 'editor'],
    ]);
    expect(rows[0].detail).toMatchObject({ title: '운영 시간 안내' });
    expect(rows[1].detail).toMatchObject({ fields: ['titleEn'] });
    // The studio sends the whole form: an unchanged save writes nothing and moves nothing.
    const again = await create({ published: false });
    const form = { ...notice({ published: false }), startsAt: new Date(again.startsAt).toISOString() };
    expect((await t.call('PATCH', `/api/admin/notices/${again.id}`, form, tokens.editor)).status).toBe(200);
    expect((await auditRows(again.id)).map((r) => r.action)).toEqual(['content.create']);
    expect(rows.every((r) => r.staffEmail.endsWith('@moru-surfaces.example'))).toBe(true);
    // Created published: create and publish, both.
    const live = await create();
    expect((await auditRows(live.id)).map((r) => r.action)).toEqual(['content.create', 'content.publish']);
  });

  it('moves the content version on publish, on an edit of a published notice, on unpublish and delete; not for a draft', async () => {
    const v0 = await version();
    const draft = await create({ published: false });
    await t.call('PATCH', `/api/admin/notices/${draft.id}`, { titleKo: '초안 수정' }, tokens.editor);
    expect(await version()).toBe(v0);
    await t.call('PATCH', `/api/admin/notices/${draft.id}`, { published: true }, tokens.editor);
    expect(await version()).toBe(v0 + 1);
    expect(await contentVersion(t.db)).toBe(v0 + 1);
    await t.call('PATCH', `/api/admin/notices/${draft.id}`, { bodyKo: '<p>수정</p>' }, tokens.editor);
    expect(await version()).toBe(v0 + 2);
    await t.call('PATCH', `/api/admin/notices/${draft.id}`, { published: false }, tokens.editor);
    expect(await version()).toBe(v0 + 3);
    await t.call('DELETE', `/api/admin/notices/${draft.id}`, undefined, tokens.editor);
    expect(await version()).toBe(v0 + 3);
    const live = await create();
    expect(await version()).toBe(v0 + 4);
    await t.call('DELETE', `/api/admin/notices/${live.id}`, undefined, tokens.editor);
    expect(await version()).toBe(v0 + 5);
  });
});

describe('notices: the demo seed', () => {
  it('seeds one published home notice, live from yesterday to the end of the dated change of hours, once', async () => {
    await t.db.delete(notices);
    await bumpContentVersion(t.db, { kind: 'notices' });
    await seedDemoNotices({ db: t.db, kind: t.kind, close: t.close }, BASE);
    await seedDemoNotices({ db: t.db, kind: t.kind, close: t.close }, BASE);
    const rows = await t.db.select().from(notices);
    expect(rows).toHaveLength(1);
    const demo = demoNotice(BASE);
    expect(rows[0]).toMatchObject({ seedKey: 'popup-ep5-hours-change', placement: 'home', published: true });
    // Yesterday, today and the days up to and including the short day (EP5_SHORT_DAY): announced around its date.
    expect(new Date(demo.endsAt).getTime() - new Date(demo.startsAt).getTime()).toBe(
      (EP5_SHORT_DAY + 2) * DAY,
    );
    expect(await publicIds('?placement=home')).toEqual([rows[0].id]);
    t.clock.set(at(EP5_SHORT_DAY * DAY));
    expect(await publicIds('?placement=home')).toEqual([rows[0].id]);
    t.clock.set(at((EP5_SHORT_DAY + 1) * DAY));
    expect(await publicIds('?placement=home')).toEqual([]);
  });
});
