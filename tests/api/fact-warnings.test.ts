import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { seoulTime } from '@/schemas/event-rules';
import type { FactWarningList } from '@/schemas/fact-warnings';
import { seedContent } from '@/server/content/seed';
import { seedDemoNotices } from '@/server/content/seed-notices';
import { editions, eventSessions, events } from '@/server/db/schema';
import { seedEvents } from '@/server/events/seed';
import { staffTokens } from '../support/admin';
import { faqInput } from '../support/content';
import { createTestApp } from '../support/test-app';

/**
 * Decision 049: a save of published prose answers the facts a record contradicts, never refused for
 * them, and the studio lists every published record's warnings; the demo seed has none.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  await seedContent(t.db, t.clock.now());
  await seedEvents(t.db, t.clock.now());
  await seedDemoNotices({ db: t.db, kind: t.kind, close: t.close }, t.clock.now());
  tokens = await staffTokens(t.db, t.clock.now());
});
afterAll(() => t.close());

const list = async (token = tokens.editor) => {
  const res = await t.call('GET', '/api/admin/content/fact-warnings', undefined, token);
  expect(res.status).toBe(200);
  return ((await res.json()) as FactWarningList).items;
};

const docentTimes = async () => {
  const rows = await t.db
    .select({ startsAt: eventSessions.startsAt })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(events.seedKey, 'popup-ep5-docent'), isNull(eventSessions.cancelledAt)));
  return [...new Set(rows.map((r) => seoulTime(r.startsAt)))].sort().join(', ');
};

describe('fact warnings', () => {
  it('the demo seed states no time, date, floor or length a record contradicts', async () => {
    expect(await list()).toEqual([]);
  });

  it('a FAQ answer with a tour time no slot has is saved and warned, naming the docent times and their token', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({
        published: true,
        questionKo: '도슨트 투어는 언제 출발하나요?',
        answerKo: '<p>투어는 10:00에 출발합니다.</p>',
        answerEn: '<p>Tours leave at {{docentTimes}}.</p>',
      }),
      tokens.editor,
    );
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved.published).toBe(true);
    expect(saved.warnings).toEqual([
      {
        field: 'answerKo',
        locale: 'ko',
        kind: 'time',
        found: '10:00',
        expected: await docentTimes(),
        factName: 'docentTimes',
      },
    ]);
    expect(await list()).toEqual([
      { record: 'faq', id: saved.id, title: '도슨트 투어는 언제 출발하나요?', warnings: saved.warnings },
    ]);

    // Written with the token, the same answer is clean and leaves the list.
    const fixed = await t.call(
      'PATCH',
      `/api/admin/faq/${saved.id}`,
      { answerKo: '<p>출발 시각: {{docentTimes}}</p>' },
      tokens.editor,
    );
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).warnings).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('a draft is never warned: only published prose is read', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ answerKo: '<p>투어는 10:00에 출발합니다.</p>' }),
      tokens.manager,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).warnings).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('a notice naming a floor the running edition does not have is warned, with the floors it has', async () => {
    const now = t.clock.now().getTime();
    const res = await t.call(
      'POST',
      '/api/admin/notices',
      {
        titleKo: '물품 보관 안내',
        titleEn: 'Lockers',
        bodyKo: '<p>물품 보관함은 지하 1층에 있습니다.</p>',
        bodyEn: '<p>The lockers are on the 5th floor.</p>',
        placement: 'everywhere',
        startsAt: new Date(now - HOUR).toISOString(),
        endsAt: new Date(now + 24 * HOUR).toISOString(),
        published: true,
      },
      tokens.owner,
    );
    expect(res.status).toBe(201);
    const saved = await res.json();
    const [ep5] = await t.db.select().from(editions).where(eq(editions.slug, 'popupep5'));
    const floors = ep5.floors.map((f) => f.key).join(', ');
    expect(saved.warnings).toEqual([
      { field: 'bodyKo', locale: 'ko', kind: 'floor', found: '지하 1층', expected: floors },
      { field: 'bodyEn', locale: 'en', kind: 'floor', found: '5th floor', expected: floors },
    ]);
    expect((await list()).map((i) => [i.record, i.id])).toEqual([['notice', saved.id]]);
    const off = await t.call('PATCH', `/api/admin/notices/${saved.id}`, { published: false }, tokens.owner);
    expect(off.status).toBe(200);
    expect((await off.json()).warnings).toEqual([]);
    expect(await list()).toEqual([]);

    // A notice whose window has closed is answered its warnings but shown nowhere, so not listed.
    const ended = await t.call(
      'POST',
      '/api/admin/notices',
      {
        titleKo: '지난 안내',
        titleEn: 'Past notice',
        bodyKo: '<p>물품 보관함은 지하 1층에 있었습니다.</p>',
        bodyEn: '',
        placement: 'home',
        startsAt: new Date(now - 48 * HOUR).toISOString(),
        endsAt: new Date(now - 24 * HOUR).toISOString(),
        published: true,
      },
      tokens.owner,
    );
    expect(ended.status).toBe(201);
    expect((await ended.json()).warnings).toMatchObject([{ field: 'bodyKo', found: '지하 1층' }]);
    expect(await list()).toEqual([]);
  });

  it('an edition’s floor text and an event’s length are read against their own records', async () => {
    const [ep5] = await t.db.select().from(editions).where(eq(editions.slug, 'popupep5'));
    const floors = ep5.floors.map((f, i) =>
      i === 1 ? { ...f, descKo: `${f.descKo} 도슨트 투어는 2층 계단 앞에서 출발합니다.` } : f,
    );
    const res = await t.call('PATCH', `/api/admin/editions/${ep5.id}`, { floors }, tokens.editor);
    expect(res.status).toBe(200);
    expect((await res.json()).warnings).toMatchObject([
      { field: 'floors.1.descKo', locale: 'ko', kind: 'floor', found: '2층', expected: '1F' },
    ]);
    const back = await t.call(
      'PATCH',
      `/api/admin/editions/${ep5.id}`,
      { floors: ep5.floors },
      tokens.editor,
    );
    expect((await back.json()).warnings).toEqual([]);

    const [seminar] = await t.db.select().from(events).where(eq(events.seedKey, 'seminar-online'));
    const patched = await t.call(
      'PATCH',
      `/api/admin/events/${seminar.id}`,
      { bodyKo: '발표와 질의응답까지 약 90분 동안 진행합니다.' },
      tokens.owner,
    );
    expect(patched.status).toBe(200);
    expect((await patched.json()).warnings).toMatchObject([
      { field: 'bodyKo', kind: 'duration', found: '90분', expected: '45', factName: 'seminarLength' },
    ]);
    const restored = await t.call(
      'PATCH',
      `/api/admin/events/${seminar.id}`,
      { bodyKo: seminar.bodyKo },
      tokens.owner,
    );
    expect((await restored.json()).warnings).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('lists for editors, managers and owners; refuses door staff and viewers; asks for a sign-in', async () => {
    for (const role of ['editor', 'manager', 'owner'] as const) expect(await list(tokens[role])).toEqual([]);
    for (const role of ['door', 'viewer'] as const) {
      const res = await t.call('GET', '/api/admin/content/fact-warnings', undefined, tokens[role]);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
    const anonymous = await t.call('GET', '/api/admin/content/fact-warnings');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBeTruthy();
  });
});
