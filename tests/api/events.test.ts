import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { applications, attendanceSignups, eventSessions, mailOutbox } from '@/server/db/schema';
import { confirmedCount } from '@/server/events/queries';
import { staffTokens } from '../support/admin';
import { createTestApp } from '../support/test-app';
import { DAY, HOUR, makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = new Date('2026-03-10T03:00:00.000Z'); // 12:00 in Seoul
beforeEach(() => t.clock.set(BASE));

const now = () => t.clock.now();
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
const body = async (res: Response) => (await res.json()) as any;
const apply = (eventId: string, token: string, payload: unknown) =>
  t.call('POST', `/api/events/${eventId}/applications`, payload, token);

describe('GET /api/events tabs (Asia/Seoul)', () => {
  it('keeps an event on its tab until its last day ends in Seoul, not in UTC', async () => {
    // Ends 2026-03-20 23:00 Seoul (14:00 UTC the same day).
    const { event } = await makeEvent(t.db, now(), {
      type: 'board',
      titleKo: '경계 이벤트',
      titleEn: 'Edge event',
      startsAt: new Date('2026-03-01T00:00:00+09:00'),
      endsAt: new Date('2026-03-20T23:00:00+09:00'),
      slots: [],
    });
    const ids = async (tab: string) =>
      (await body(await t.call('GET', `/api/events?tab=${tab}`))).items.map((e: { id: string }) => e.id);

    t.clock.set('2026-03-20T23:59:59+09:00');
    expect(await ids('on')).toContain(event.id);
    expect(await ids('off')).not.toContain(event.id);

    // Midnight in Seoul is still 2026-03-20 in UTC (15:00Z): the event is now ended.
    t.clock.set('2026-03-21T00:00:00+09:00');
    expect(new Date('2026-03-21T00:00:00+09:00').toISOString().slice(0, 10)).toBe('2026-03-20');
    expect(await ids('on')).not.toContain(event.id);
    expect(await ids('off')).toContain(event.id);
    const item = (await body(await t.call('GET', '/api/events?tab=off'))).items.find(
      (e: { id: string }) => e.id === event.id,
    );
    expect(item).toMatchObject({ status: 'ended', type: 'board', title: '경계 이벤트' });
  });

  it('paginates and answers in English when asked', async () => {
    const res = await t.call('GET', '/api/events?tab=on&page=1', undefined, undefined, {
      'accept-language': 'en',
    });
    expect(res.status).toBe(200);
    const page = await body(res);
    expect(page).toMatchObject({ page: 1, pageSize: 9 });
    expect(page.items.every((e: { title: string }) => !/[가-힣]/.test(e.title))).toBe(true);
    expect((await t.call('GET', '/api/events?tab=nope')).status).toBe(422);
    expect((await t.call('GET', '/api/events?page=0')).status).toBe(422);
  });
});

describe('PRIVATE events', () => {
  it('are hidden from visitors and from members outside the audience, shown to the audience', async () => {
    const { event } = await makeEvent(t.db, now(), {
      visibility: 'PRIVATE',
      audience: 'company',
      titleKo: '기업 전용',
      slots: [],
    });
    const normal = await member(t.db, now());
    const company = await member(t.db, now(), { memberType: 'company', company: '모루', rank: '대리' });

    expect((await t.call('GET', `/api/events/${event.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${event.id}`, undefined, normal.token)).status).toBe(404);
    const shown = await t.call('GET', `/api/events/${event.id}`, undefined, company.token);
    expect(shown.status).toBe(200);
    expect((await body(shown)).visibility).toBe('PRIVATE');

    const listIds = async (token?: string) =>
      (await body(await t.call('GET', '/api/events?tab=on', undefined, token))).items.map(
        (e: { id: string }) => e.id,
      );
    expect(await listIds()).not.toContain(event.id);
    expect(await listIds(normal.token)).not.toContain(event.id);
    expect(await listIds(company.token)).toContain(event.id);

    // Members outside the audience cannot apply either.
    expect((await apply(event.id, normal.token, {})).status).toBe(404);
  });

  it('with the audience "members" are shown to every signed-in member', async () => {
    const { event } = await makeEvent(t.db, now(), { visibility: 'PRIVATE', audience: 'members', slots: [] });
    const normal = await member(t.db, now());
    expect((await t.call('GET', `/api/events/${event.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${event.id}`, undefined, normal.token)).status).toBe(200);
  });
});

describe('applications', () => {
  it('confirms a seat, counts it, queues a Korean or English mail with an .ics ticket', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), {
      titleKo: '도슨트 투어',
      titleEn: 'Docent tour',
    });
    const a = await member(t.db, now());
    const res = await t.call(
      'POST',
      `/api/events/${event.id}/applications`,
      { sessionId: sessions[0].id },
      a.token,
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(201);
    const created = await body(res);
    expect(created).toMatchObject({ status: 'confirmed', sessionId: sessions[0].id, seatsLeft: 9 });

    const detail = await body(await t.call('GET', `/api/events/${event.id}`, undefined, a.token));
    expect(detail.sessions[0]).toMatchObject({ seatsLeft: 9, state: 'applied' });
    const ticketEnd =
      new Date(detail.sessions[0].endsAt).getTime() - new Date(detail.sessions[0].startsAt).getTime();
    expect(ticketEnd).toBe(45 * 60_000);

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, a.email as string));
    expect(mail.locale).toBe('en');
    expect(mail.subject).toContain('Docent tour');
    // The time reads as the ticket does: a start and how long the ticket is valid, not a 45-minute
    // tour (the third review read "14:00–14:45" beside "about 30 minutes").
    const start = new Date(detail.sessions[0].startsAt);
    const hhmm = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
    const end = new Date(start.getTime() + 45 * 60_000);
    expect(mail.text).toContain(`starting ${hhmm(start)} · ticket valid ${hhmm(start)}–${hhmm(end)}`);
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'ticket.ics' });
    expect(mail.attachments?.[0].content).toContain('BEGIN:VEVENT');
    expect(mail.attachments?.[0].content).toContain(`UID:${created.id}@`);
  });

  it('refuses a full slot with 409 SLOT_FULL and shows it full', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 24, capacity: 1 }] });
    const a = await member(t.db, now());
    const b = await member(t.db, now());
    expect((await apply(event.id, a.token, { sessionId: sessions[0].id })).status).toBe(201);
    const res = await apply(event.id, b.token, { sessionId: sessions[0].id });
    expect(res.status).toBe(409);
    expect((await body(res)).error).toMatchObject({
      code: 'SLOT_FULL',
      message: '선택한 시간은 마감되었습니다.',
    });
    const detail = await body(await t.call('GET', `/api/events/${event.id}`, undefined, b.token));
    expect(detail.sessions[0]).toMatchObject({ seatsLeft: 0, state: 'full' });
  });

  it('tells a member who holds the full slot and asks again that the booking is there, not that it is full', async () => {
    // The site sends a booking again when its first answer was lost with an instance (decision 048).
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 24, capacity: 1 }] });
    const a = await member(t.db, now());
    expect((await apply(event.id, a.token, { sessionId: sessions[0].id })).status).toBe(201);
    const again = await apply(event.id, a.token, { sessionId: sessions[0].id });
    expect(again.status).toBe(409);
    expect((await body(again)).error).toMatchObject({ code: 'ALREADY_APPLIED' });
    expect(await confirmedCount(t.db, sessions[0].id)).toBe(1);
  });

  it('tells each of many refused at once whether they hold the slot (the holders read together)', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 24, capacity: 2 }] });
    const holders = [await member(t.db, now()), await member(t.db, now())];
    for (const h of holders)
      expect((await apply(event.id, h.token, { sessionId: sessions[0].id })).status).toBe(201);
    const others = await Promise.all(Array.from({ length: 12 }, () => member(t.db, now())));
    const answers = await Promise.all(
      [...others, ...holders].map(
        async (m) => (await body(await apply(event.id, m.token, { sessionId: sessions[0].id }))).error.code,
      ),
    );
    expect(answers.slice(0, 12)).toEqual(Array(12).fill('SLOT_FULL'));
    expect(answers.slice(12)).toEqual(['ALREADY_APPLIED', 'ALREADY_APPLIED']);
  });

  it('allows one application per member and slot', async () => {
    const { event, sessions } = await makeEvent(t.db, now());
    const a = await member(t.db, now());
    expect((await apply(event.id, a.token, { sessionId: sessions[0].id })).status).toBe(201);
    const again = await apply(event.id, a.token, { sessionId: sessions[0].id });
    expect(again.status).toBe(409);
    expect((await body(again)).error.code).toBe('ALREADY_APPLIED');
    expect(await confirmedCount(t.db, sessions[0].id)).toBe(1);
  });

  it('refuses two overlapping slots for one member, across events', async () => {
    const one = await makeEvent(t.db, now(), { slots: [{ inHours: 30, capacity: 5 }] });
    const two = await makeEvent(t.db, now(), {
      slots: [
        { inHours: 30.5, capacity: 5 },
        { inHours: 31, capacity: 5 },
      ],
    });
    const a = await member(t.db, now());
    expect((await apply(one.event.id, a.token, { sessionId: one.sessions[0].id })).status).toBe(201);
    const res = await apply(two.event.id, a.token, { sessionId: two.sessions[0].id });
    expect(res.status).toBe(409);
    expect((await body(res)).error.code).toBe('SLOT_OVERLAP');
    // The refusal wrote nothing: no second seat, application or ticket mail.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, a.email as string));
    expect(mails).toHaveLength(1);
    expect(
      await t.db.select().from(applications).where(eq(applications.sessionId, two.sessions[0].id)),
    ).toEqual([]);
    const [slot] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, two.sessions[0].id));
    expect(slot.taken).toBe(0);
    const detail = await body(await t.call('GET', `/api/events/${two.event.id}`, undefined, a.token));
    expect(detail.sessions.map((s: { state: string }) => s.state)).toEqual(['overlap', 'available']);
    // A slot starting when the ticket (start + 45 min) has ended does not overlap.
    const three = await makeEvent(t.db, now(), { slots: [{ inHours: 30.75, capacity: 5 }] });
    expect((await apply(three.event.id, a.token, { sessionId: three.sessions[0].id })).status).toBe(201);
  });

  it('opens and closes applications at their set times', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), {
      applyOpensAt: new Date(BASE.getTime() + HOUR),
      applyClosesAt: new Date(BASE.getTime() + 2 * HOUR),
      slots: [{ inHours: 48, capacity: 5 }],
    });
    const a = await member(t.db, now());
    const early = await apply(event.id, a.token, { sessionId: sessions[0].id });
    expect(early.status).toBe(409);
    expect((await body(early)).error.code).toBe('APPLICATION_NOT_OPEN');

    t.clock.set(new Date(BASE.getTime() + 2 * HOUR));
    const b = await member(t.db, now());
    const late = await apply(event.id, b.token, { sessionId: sessions[0].id });
    expect(late.status).toBe(409);
    expect((await body(late)).error.code).toBe('APPLICATION_CLOSED');

    t.clock.set(new Date(BASE.getTime() + 90 * 60_000));
    const c = await member(t.db, now());
    expect((await apply(event.id, c.token, { sessionId: sessions[0].id })).status).toBe(201);
  });

  it('refuses a slot that has started, a slot of another event and a missing slot', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: -0.25, capacity: 5 }] });
    const other = await makeEvent(t.db, now());
    const a = await member(t.db, now());
    expect((await body(await apply(event.id, a.token, { sessionId: sessions[0].id }))).error.code).toBe(
      'SLOT_STARTED',
    );
    expect((await apply(event.id, a.token, { sessionId: other.sessions[0].id })).status).toBe(404);
    const missing = await apply(event.id, a.token, {});
    expect(missing.status).toBe(422);
    expect((await body(missing)).error.fields.sessionId).toBe('필수 입력 항목입니다.');
    expect((await apply(event.id, a.token, { sessionId: 'not-a-uuid' })).status).toBe(422);
  });

  it('needs a signed-in member and refuses board events', async () => {
    const { event, sessions } = await makeEvent(t.db, now());
    const unauth = await t.call('POST', `/api/events/${event.id}/applications`, {
      sessionId: sessions[0].id,
    });
    expect(unauth.status).toBe(401);
    const board = await makeEvent(t.db, now(), { type: 'board', slots: [] });
    const a = await member(t.db, now());
    expect((await body(await apply(board.event.id, a.token, {}))).error.code).toBe('NOT_APPLICABLE');
  });

  it('cancelling before the start frees the seat; after the start it is refused', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 2, capacity: 1 }] });
    const a = await member(t.db, now());
    const b = await member(t.db, now());
    const { id } = await body(await apply(event.id, a.token, { sessionId: sessions[0].id }));
    expect((await apply(event.id, b.token, { sessionId: sessions[0].id })).status).toBe(409);

    const cancelled = await t.call('DELETE', `/api/users/my/applications/${id}`, undefined, a.token);
    expect(cancelled.status).toBe(200);
    const [slot] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[0].id));
    expect(slot.taken).toBe(0);
    expect((await t.call('DELETE', `/api/users/my/applications/${id}`, undefined, a.token)).status).toBe(409);

    const { id: bId } = await body(await apply(event.id, b.token, { sessionId: sessions[0].id }));
    expect(bId).toBeTruthy();
    // The slot starts: too late to cancel.
    t.clock.set(new Date(BASE.getTime() + 2 * HOUR));
    const late = await t.call(
      'DELETE',
      `/api/users/my/applications/${bId}`,
      undefined,
      await signAccessToken(b.id, b.roles, now()),
    );
    expect(late.status).toBe(409);
    expect((await body(late)).error.code).toBe('SLOT_STARTED');
    // A member may apply again after cancelling.
    t.clock.set(BASE);
    const again = await makeEvent(t.db, now(), { slots: [{ inHours: 50, capacity: 3 }] });
    const first = await body(await apply(again.event.id, a.token, { sessionId: again.sessions[0].id }));
    await t.call('DELETE', `/api/users/my/applications/${first.id}`, undefined, a.token);
    expect((await apply(again.event.id, a.token, { sessionId: again.sessions[0].id })).status).toBe(201);
  });

  it('a docent tour signup also records the attendance signup; attendance alone is allowed', async () => {
    const exhibition = await makeEvent(t.db, now(), {
      type: 'board',
      kind: 'exhibition',
      attendance: true,
      slots: [],
    });
    const docent = await makeEvent(t.db, now(), { attendanceEventId: exhibition.event.id });
    const a = await member(t.db, now());
    const res = await body(await apply(docent.event.id, a.token, { sessionId: docent.sessions[0].id }));
    expect(res.attendanceRecorded).toBe(true);
    const rows = await t.db
      .select()
      .from(attendanceSignups)
      .where(and(eq(attendanceSignups.userId, a.id), eq(attendanceSignups.eventId, exhibition.event.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].source).toBe('docent');

    const b = await member(t.db, now());
    expect(
      (await t.call('POST', `/api/events/${exhibition.event.id}/attendance`, undefined, b.token)).status,
    ).toBe(201);
    expect(
      (await t.call('POST', `/api/events/${exhibition.event.id}/attendance`, undefined, b.token)).status,
    ).toBe(200);
    const detail = await body(await t.call('GET', `/api/events/${exhibition.event.id}`, undefined, b.token));
    expect(detail).toMatchObject({ attendance: true, attending: true });
    expect(
      (await t.call('POST', `/api/events/${docent.event.id}/attendance`, undefined, b.token)).status,
    ).toBe(409);

    const joined = await body(await t.call('GET', '/api/users/my/events', undefined, b.token));
    expect(joined.items).toHaveLength(1);
    expect(joined.items[0]).toMatchObject({ via: 'attendance', event: { id: exhibition.event.id } });

    // The console's list counts the exhibition's two visit signups (one through the tour), and the
    // tour its one application.
    const staff = await staffTokens(t.db, now());
    const list = await body(await t.call('GET', '/api/admin/events?type=board', undefined, staff.manager));
    expect(list.items.find((e: { id: string }) => e.id === exhibition.event.id)).toMatchObject({
      applications: 2,
    });
    const tours = await body(
      await t.call('GET', '/api/admin/events?type=application', undefined, staff.manager),
    );
    expect(tours.items.find((e: { id: string }) => e.id === docent.event.id)).toMatchObject({
      applications: 1,
    });
  });
});

describe('survey validation', () => {
  const questions = SURVEY_QUESTIONS;

  it('checks required, choices and text limits, then accepts one response per member', async () => {
    const { event, questions: qs } = await makeEvent(t.db, now(), {
      type: 'survey',
      kind: 'survey',
      slots: [],
      questions,
    });
    const [q1, q2, q3] = qs.map((q) => q.id);
    const a = await member(t.db, now());

    const missing = await body(await apply(event.id, a.token, { answers: {} }));
    expect(missing.error.code).toBe('VALIDATION_FAILED');
    expect(missing.error.fields[`answers.${q1}`]).toBe('필수 입력 항목입니다.');

    const wrong = await body(
      await apply(event.id, a.token, { answers: { [q1]: 'excellent', [q2]: ['1F', '4F'] } }),
    );
    expect(Object.keys(wrong.error.fields).sort()).toEqual([`answers.${q1}`, `answers.${q2}`].sort());

    const tooLong = await body(
      await apply(event.id, a.token, { answers: { [q1]: 'good', [q3]: 'x'.repeat(11) } }),
    );
    expect(tooLong.error.fields[`answers.${q3}`]).toBe('10자 이내로 입력해 주세요.');
    expect(tooLong.error.fieldCodes[`answers.${q3}`]).toBe('tooLong');

    const unknown = await apply(event.id, a.token, { answers: { [q1]: 'good', nope: 'x' } });
    expect(unknown.status).toBe(422);

    const ok = await apply(event.id, a.token, {
      answers: { [q1]: 'good', [q2]: ['1F', '2F'], [q3]: '좋았어요' },
    });
    expect(ok.status).toBe(201);
    expect((await body(ok)).sessionId).toBeNull();
    expect((await body(await apply(event.id, a.token, { answers: { [q1]: 'bad' } }))).error.code).toBe(
      'ALREADY_APPLIED',
    );
    const detail = await body(await t.call('GET', `/api/events/${event.id}`, undefined, a.token));
    expect(detail.responded).toBe(true);
    expect(detail.questions.map((q: { label: string }) => q.label)).toEqual(['만족도', '층', '의견']);
  });

  it('validates the survey of an application event with the slot', async () => {
    const { event, sessions, questions: qs } = await makeEvent(t.db, now(), { questions });
    const a = await member(t.db, now());
    const res = await apply(event.id, a.token, { sessionId: sessions[0].id, answers: {} });
    expect(res.status).toBe(422);
    const [slot] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[0].id));
    expect(slot.taken).toBe(0);
    expect(
      (await apply(event.id, a.token, { sessionId: sessions[0].id, answers: { [qs[0].id]: 'bad' } })).status,
    ).toBe(201);
  });
});

describe('ownership', () => {
  it('member A can never see or cancel member B’s application', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 70, capacity: 5 }] });
    const a = await member(t.db, now());
    const b = await member(t.db, now());
    const { id } = await body(await apply(event.id, a.token, { sessionId: sessions[0].id }));

    const aList = await body(await t.call('GET', '/api/users/my/applications', undefined, a.token));
    expect(aList.items.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(aList.items[0]).toMatchObject({
      status: 'confirmed',
      cancellable: true,
      ticketCode: expect.stringMatching(new RegExp(`^MT1\\.${id}\\.[A-Za-z0-9_-]{22}$`)),
    });
    const bList = await body(await t.call('GET', '/api/users/my/applications', undefined, b.token));
    expect(bList.items).toEqual([]);
    expect(bList.total).toBe(0);

    const steal = await t.call('DELETE', `/api/users/my/applications/${id}`, undefined, b.token);
    expect(steal.status).toBe(404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row.status).toBe('confirmed');
    expect((await t.call('GET', '/api/users/my/applications')).status).toBe(401);
    expect((await t.call('GET', '/api/users/my/events')).status).toBe(401);
  });

  it('paginates the history', async () => {
    const a = await member(t.db, now());
    for (let i = 0; i < 12; i++) {
      const { event, sessions } = await makeEvent(t.db, now(), {
        slots: [{ inHours: 100 + i * 2, capacity: 2 }],
      });
      t.clock.set(new Date(BASE.getTime() + i * 1000));
      expect((await apply(event.id, a.token, { sessionId: sessions[0].id })).status).toBe(201);
    }
    const p1 = await body(await t.call('GET', '/api/users/my/applications?page=1', undefined, a.token));
    const p2 = await body(await t.call('GET', '/api/users/my/applications?page=2', undefined, a.token));
    expect(p1).toMatchObject({ total: 12, totalPages: 2, pageSize: 10 });
    expect(p1.items).toHaveLength(10);
    expect(p2.items).toHaveLength(2);
    const events = await body(await t.call('GET', '/api/users/my/events?page=2', undefined, a.token));
    expect(events.items).toHaveLength(2);
    expect(DAY).toBeGreaterThan(0);
  });
});

describe('GET /api/users/my/applications?upcoming=true (My Page’s next ticket)', () => {
  it('lists only confirmed slots not yet over, soonest first', async () => {
    const a = await member(t.db, now());
    const later = await makeEvent(t.db, now(), { slots: [{ inHours: 80, capacity: 3 }] });
    const sooner = await makeEvent(t.db, now(), { slots: [{ inHours: 30, capacity: 3 }] });
    const cancelled = await makeEvent(t.db, now(), { slots: [{ inHours: 10, capacity: 3 }] });
    const over = await makeEvent(t.db, now(), { slots: [{ inHours: 5, capacity: 3 }] });
    const laterId = (await body(await apply(later.event.id, a.token, { sessionId: later.sessions[0].id })))
      .id;
    const soonerId = (await body(await apply(sooner.event.id, a.token, { sessionId: sooner.sessions[0].id })))
      .id;
    const gone = (
      await body(await apply(cancelled.event.id, a.token, { sessionId: cancelled.sessions[0].id }))
    ).id;
    await t.call('DELETE', `/api/users/my/applications/${gone}`, undefined, a.token);
    expect((await apply(over.event.id, a.token, { sessionId: over.sessions[0].id })).status).toBe(201);
    // Six hours on, the first slot (start + 45 minutes) is over.
    t.clock.set(new Date(BASE.getTime() + 6 * HOUR));
    const token = await signAccessToken(a.id, a.roles, now());

    const next = await body(
      await t.call('GET', '/api/users/my/applications?upcoming=true', undefined, token),
    );
    expect(next.items.map((x: { id: string }) => x.id)).toEqual([soonerId, laterId]);
    expect(next.total).toBe(2);
    expect(next.items[0].ticketCode).toEqual(expect.any(String));
    // Without the flag, the whole history; a malformed flag is a validation error, not a 500.
    const all = await body(await t.call('GET', '/api/users/my/applications', undefined, token));
    expect(all.total).toBe(4);
    expect((await t.call('GET', '/api/users/my/applications?upcoming=maybe', undefined, token)).status).toBe(
      422,
    );
  });
});
