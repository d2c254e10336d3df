import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { applications, auditLog, eventSessions, events, mailOutbox } from '@/server/db/schema';
import { json, staffTokens } from '../support/admin';
import { createTestApp } from '../support/test-app';
import { DAY, HOUR, makeEvent, member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  // 2026-11-25 10:00 in Seoul: the six weeks (2026-12-01 … 2027-01-10) lie ahead.
  t.clock.set('2026-11-25T01:00:00.000Z');
  tokens = await staffTokens(t.db, t.clock.now());
});
afterAll(() => t.close());

const SIX_WEEKS = {
  from: '2026-12-01',
  to: '2027-01-10',
  weekdays: [2, 3, 4, 5, 6, 7],
  times: ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
  durationMinutes: 45,
  capacity: 20,
  closedDates: ['2026-12-25'],
};
const bulk = (eventId: string, body: Record<string, unknown>, role: StaffRole = 'manager') =>
  t.call('POST', `/api/admin/events/${eventId}/sessions/bulk`, body, tokens[role]);
const slotCount = async (eventId: string) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(eventSessions)
        .where(eq(eventSessions.eventId, eventId))
    )[0].n,
  );
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const empty = () => makeEvent(t.db, t.clock.now(), { slots: [], endsAt: new Date('2027-02-01T00:00:00Z') });

describe('slots in bulk from a pattern', () => {
  it("previews the issue's six weeks as 245 slots without writing, then writes them all at once", async () => {
    const { event } = await empty();
    const preview = await json(await bulk(event.id, { ...SIX_WEEKS, dryRun: true }));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ created: 245, skipped: [], dryRun: true });
    expect(preview.body.sessions[0]).toEqual({
      id: null,
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: '2026-12-01T02:45:00.000Z',
      capacity: 20,
    });
    expect(await slotCount(event.id)).toBe(0);

    const saved = await json(await bulk(event.id, SIX_WEEKS));
    expect(saved.status).toBe(201);
    expect(saved.body.created).toBe(245);
    expect(saved.body.sessions.every((s: { id: string | null }) => typeof s.id === 'string')).toBe(true);
    expect(await slotCount(event.id)).toBe(245);
    const rows = await t.db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id));
    // Closed on Christmas and never on a Monday (Seoul calendar days).
    const seoulDays = rows.map((r) => new Date(r.startsAt.getTime() + 9 * HOUR));
    expect(seoulDays.some((d) => d.toISOString().startsWith('2026-12-25'))).toBe(false);
    expect(seoulDays.some((d) => d.getUTCDay() === 1)).toBe(false);
    expect(rows.every((r) => r.capacity === 20 && r.taken === 0)).toBe(true);

    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'session.bulk_create'));
    expect(row).toMatchObject({ targetId: event.id, detail: { created: 245, skipped: 0 } });

    const admin = await json(await t.call('GET', `/api/admin/events/${event.id}`, undefined, tokens.viewer));
    expect(admin.body.sessions).toHaveLength(245);
  });

  it('skips and reports the starts the event already has, and adds the rest', async () => {
    const { event } = await empty();
    const first = await json(await bulk(event.id, { ...SIX_WEEKS, to: '2026-12-06', times: ['11:00'] }));
    expect(first.body.created).toBe(6);
    const again = await json(
      await bulk(event.id, { ...SIX_WEEKS, to: '2026-12-06', times: ['11:00', '14:00'], dryRun: true }),
    );
    expect(again.body.created).toBe(6);
    expect(again.body.skipped).toHaveLength(6);
    expect(again.body.skipped[0]).toEqual({
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: '2026-12-01T02:45:00.000Z',
    });
    const saved = await json(
      await bulk(event.id, { ...SIX_WEEKS, to: '2026-12-06', times: ['11:00', '14:00'] }),
    );
    expect(saved.body).toMatchObject({ created: 6, dryRun: false });
    expect(await slotCount(event.id)).toBe(12);
    const none = await json(await bulk(event.id, { ...SIX_WEEKS, to: '2026-12-06', times: ['14:00'] }));
    expect(none.body).toMatchObject({ created: 0, sessions: [] });
  });

  it('counts at the boundaries: both ends included, closed dates, one day, a Seoul calendar without daylight saving', async () => {
    const { event } = await empty();
    const count = async (over: Record<string, unknown>) =>
      (await json(await bulk(event.id, { ...SIX_WEEKS, ...over, dryRun: true }))).body.created;
    expect(await count({ to: '2026-12-01', times: ['11:00'] })).toBe(1);
    expect(await count({ from: '2026-12-07', to: '2026-12-07', weekdays: [1], times: ['11:00'] })).toBe(1);
    expect(await count({ closedDates: [] })).toBe(252);
    expect(await count({ closedDates: ['2026-12-25', '2026-12-26', '2027-01-11'] })).toBe(238);
    // Across the dates Europe and the US change their clocks (March, November), Seoul stays UTC+9.
    const spring = await json(
      await bulk(event.id, {
        ...SIX_WEEKS,
        from: '2027-03-01',
        to: '2027-04-04',
        weekdays: [7],
        times: ['09:00'],
        closedDates: [],
        dryRun: true,
      }),
    );
    expect(spring.body.created).toBe(5);
    expect(spring.body.sessions.map((s: { startsAt: string }) => s.startsAt.slice(11))).toEqual(
      Array(5).fill('00:00:00.000Z'),
    );
  });

  it('refuses a pattern that is wrong, empty, too big or in the past with field messages, writing nothing', async () => {
    const { event } = await empty();
    const bad = await json(
      await bulk(event.id, {
        ...SIX_WEEKS,
        times: ['25:00'],
        weekdays: [8],
        capacity: 0,
        from: '2026-02-30',
      }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['capacity', 'from', 'times.0', 'weekdays.0']);
    expect(bad.body.error.fields['times.0']).toBe('시각을 HH:mm 형식(예: 11:00)으로 입력해 주세요.');
    const backwards = await json(await bulk(event.id, { ...SIX_WEEKS, to: '2026-11-30' }));
    expect(backwards.body.error.fields.to).toBe('종료 일시는 시작 일시보다 뒤여야 합니다.');
    const emptyPattern = await json(await bulk(event.id, { ...SIX_WEEKS, to: '2026-12-01', weekdays: [1] }));
    expect(emptyPattern.body.error.fields.weekdays).toMatch(/만들어지는 회차가 없습니다/);
    const huge = await json(
      await bulk(event.id, { ...SIX_WEEKS, to: '2027-11-30', times: ['10:00', '11:00', '12:00', '13:00'] }),
    );
    expect(huge.body.error.fields.times).toBe(
      '한 번에 1000개까지 만들 수 있습니다. 기간이나 시각을 줄여 주세요.',
    );
    const past = await json(await bulk(event.id, { ...SIX_WEEKS, from: '2026-11-24', to: '2026-11-26' }));
    expect(past.status).toBe(422);
    expect(past.body.error.fields.from).toMatch(/지난 시각/);
    const notJson = await t.call(
      'POST',
      `/api/admin/events/${event.id}/sessions/bulk`,
      '{"from":',
      tokens.manager,
    );
    expect(notJson.status).toBe(400);
    expect(await slotCount(event.id)).toBe(0);

    const [board] = await t.db
      .insert(events)
      .values({
        type: 'board',
        titleKo: '공지',
        titleEn: 'Notice',
        startsAt: t.clock.now(),
        endsAt: new Date('2027-02-01T00:00:00Z'),
      })
      .returning();
    expect((await json(await bulk(board.id, SIX_WEEKS))).body.error.code).toBe('NOT_APPLICABLE');
  });

  it('writes all or nothing: a failure on the last slot leaves none of the others', async () => {
    const { event } = await empty();
    await t.db.execute(sql`create or replace function refuse_last_slot() returns trigger language plpgsql as $$
      begin
        if new.starts_at = '2027-01-10T08:00:00Z'::timestamptz then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_last_slot before insert on event_sessions for each row execute function refuse_last_slot()`,
    );
    try {
      const res = await bulk(event.id, SIX_WEEKS);
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect((await res.json()).error.code).toBeTruthy();
    } finally {
      await t.db.execute(sql`drop trigger refuse_last_slot on event_sessions`);
      await t.db.execute(sql`drop function refuse_last_slot()`);
    }
    expect(await slotCount(event.id)).toBe(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.bulk_create'), eq(auditLog.targetId, event.id)));
    expect(audits).toHaveLength(0);
  });
});

/** An application event with the given slots, and members booked into the first one. */
async function bookedSlot(capacity = 2) {
  const { event, sessions } = await makeEvent(t.db, t.clock.now(), {
    slots: [
      { inHours: 2 * 24, capacity },
      { inHours: 3 * 24, capacity: 10 },
    ],
  });
  const slot = sessions[0];
  const ko = await member(t.db, t.clock.now());
  const en = await member(t.db, t.clock.now());
  const waiter = await member(t.db, t.clock.now());
  const apply = (m: { token: string }, headers: Record<string, string> = {}, waitlist = false) =>
    t.call(
      'POST',
      `/api/events/${event.id}/applications`,
      { sessionId: slot.id, waitlist },
      m.token,
      headers,
    );
  expect((await apply(ko)).status).toBe(201);
  expect((await apply(en, { 'accept-language': 'en' })).status).toBe(201);
  const waiting = await json(await apply(waiter, {}, true));
  expect(waiting.body.status).toBe('waitlisted');
  return { event, slot, other: sessions[1], ko, en, waiter };
}

const appOf = async (userId: string, sessionId: string) =>
  (
    await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.sessionId, sessionId)))
  )[0];

describe('moving a slot that has applicants', () => {
  it('keeps every seat, tells each member once (their language, same UID, higher SEQUENCE), shows the new time', async () => {
    const { slot, ko, en, waiter } = await bookedSlot();
    const newStart = new Date(slot.startsAt.getTime() + DAY + 2 * HOUR);
    await t.db.delete(mailOutbox);
    const res = await json(
      await t.call(
        'POST',
        `/api/admin/sessions/${slot.id}/move`,
        { startsAt: newStart.toISOString(), reason: '전시장 설비 점검' },
        tokens.manager,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, confirmed: 2, waiting: 1, conflicts: [] });

    const [moved] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(moved).toMatchObject({ capacity: 2, taken: 2, revision: 1 });
    expect(moved.startsAt.toISOString()).toBe(newStart.toISOString());
    expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(45 * 60_000);

    const koMail = await mailsTo(ko.email as string);
    expect(koMail).toHaveLength(1);
    expect(koMail[0].subject).toContain('시간이 변경되었습니다');
    expect(koMail[0].text).toContain('전시장 설비 점검');
    const koApp = await appOf(ko.id, slot.id);
    const ics = koMail[0].attachments?.[0].content as string;
    expect(ics).toContain(`UID:${koApp.id}@moru-design-trend`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    const enMail = await mailsTo(en.email as string);
    expect(enMail).toHaveLength(1);
    expect(enMail[0]).toMatchObject({ locale: 'en' });
    expect(enMail[0].subject).toContain('has a new time');
    const waitMail = await mailsTo(waiter.email as string);
    expect(waitMail).toHaveLength(1);
    expect(waitMail[0].attachments).toBeNull();
    expect((await appOf(waiter.id, slot.id)).status).toBe('waitlisted');

    const mine = await json(await t.call('GET', '/api/users/my/applications', undefined, ko.token));
    const item = mine.body.items.find((i: { session: { id: string } }) => i.session?.id === slot.id);
    expect(item).toMatchObject({ status: 'confirmed', session: { startsAt: newStart.toISOString() } });
    // Issue 51: My Page marks the booking as changed, with the time it had and the reason.
    expect(item.session.change).toEqual({
      from: slot.startsAt.toISOString(),
      at: expect.any(String),
      reason: '전시장 설비 점검',
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.move'), eq(auditLog.targetId, slot.id)));
    expect(audit.detail).toMatchObject({ reason: '전시장 설비 점검', confirmed: 2, told: 3 });

    // A second move raises the sequence again, for the same calendar entry.
    await t.db.delete(mailOutbox);
    const again = await t.call(
      'POST',
      `/api/admin/sessions/${slot.id}/move`,
      { startsAt: new Date(newStart.getTime() + HOUR).toISOString(), reason: '재조정' },
      tokens.owner,
    );
    expect(again.status).toBe(200);
    const second = await mailsTo(ko.email as string);
    expect(second).toHaveLength(1);
    expect(second[0].attachments?.[0].content).toContain('SEQUENCE:2\r\n');
    expect(second[0].attachments?.[0].content).toContain(`UID:${koApp.id}@moru-design-trend`);
    const after = await json(await t.call('GET', '/api/users/my/applications', undefined, ko.token));
    const moved2 = after.body.items.find((i: { session: { id: string } }) => i.session?.id === slot.id);
    expect(moved2.session.change).toMatchObject({ from: newStart.toISOString(), reason: '재조정' });
  });

  it('marks a booking made after the move as unchanged: that member booked the new time', async () => {
    const { slot } = await bookedSlot();
    const newStart = new Date(slot.startsAt.getTime() + 2 * HOUR);
    const moved = await t.call(
      'POST',
      `/api/admin/sessions/${slot.id}/move`,
      { startsAt: newStart.toISOString(), reason: '설비 점검' },
      tokens.manager,
    );
    expect(moved.status, await moved.text()).toBe(200);
    const more = await t.call(
      'POST',
      `/api/admin/events/${slot.eventId}/sessions/capacity`,
      { sessionIds: [slot.id], capacity: 4 },
      tokens.manager,
    );
    expect(more.status, await more.text()).toBe(200);
    t.clock.advance(1000);
    const late = await member(t.db, t.clock.now());
    const booked = await t.call(
      'POST',
      `/api/events/${slot.eventId}/applications`,
      { sessionId: slot.id },
      late.token,
    );
    expect(booked.status).toBe(201);
    const mine = await json(await t.call('GET', '/api/users/my/applications', undefined, late.token));
    expect(mine.body.items[0].session.change).toBeNull();
  });

  it('lists members the new time would double-book before saving, and moves only once staff accept', async () => {
    const { slot, other, ko, en } = await bookedSlot();
    // The Korean member also holds the event's other slot; moving onto it would overlap.
    expect(
      (await t.call('POST', `/api/events/${other.eventId}/applications`, { sessionId: other.id }, ko.token))
        .status,
    ).toBe(201);
    await t.db.delete(mailOutbox);
    const body = {
      startsAt: new Date(other.startsAt.getTime() + 15 * 60_000).toISOString(),
      reason: '강사 일정',
    };
    const preview = await json(
      await t.call('POST', `/api/admin/sessions/${slot.id}/move`, { ...body, dryRun: true }, tokens.manager),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.conflicts).toHaveLength(1);
    expect(preview.body.conflicts[0]).toMatchObject({
      applicationId: (await appOf(ko.id, slot.id)).id,
      otherStartsAt: other.startsAt.toISOString(),
      sameDay: false,
    });
    expect(preview.body.conflicts[0].email).toContain('*');
    const refused = await json(
      await t.call('POST', `/api/admin/sessions/${slot.id}/move`, body, tokens.manager),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('MOVE_CONFLICTS');
    const [unchanged] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(unchanged.startsAt.toISOString()).toBe(slot.startsAt.toISOString());
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);

    const accepted = await t.call(
      'POST',
      `/api/admin/sessions/${slot.id}/move`,
      { ...body, acceptConflicts: true },
      tokens.manager,
    );
    expect(accepted.status).toBe(200);
    expect((await appOf(ko.id, slot.id)).status).toBe('confirmed');
    expect(await mailsTo(en.email as string)).toHaveLength(1);
  });

  it('lists a member the new time would give two slots of the event on one Seoul day (decision 064)', async () => {
    const { slot, other, ko } = await bookedSlot();
    expect(
      (await t.call('POST', `/api/events/${other.eventId}/applications`, { sessionId: other.id }, ko.token))
        .status,
    ).toBe(201);
    // Three hours after the member's other slot: no overlap, but the same day in Seoul.
    const startsAt = new Date(other.startsAt.getTime() + 3 * HOUR).toISOString();
    const preview = await json(
      await t.call(
        'POST',
        `/api/admin/sessions/${slot.id}/move`,
        { startsAt, reason: '강사 일정', dryRun: true },
        tokens.manager,
      ),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.conflicts).toEqual([
      expect.objectContaining({
        applicationId: (await appOf(ko.id, slot.id)).id,
        otherStartsAt: other.startsAt.toISOString(),
        sameDay: true,
      }),
    ]);
    const refused = await json(
      await t.call(
        'POST',
        `/api/admin/sessions/${slot.id}/move`,
        { startsAt, reason: '강사 일정' },
        tokens.manager,
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('MOVE_CONFLICTS');
  });

  it('refuses a past time, the same time, a started slot, another slot of the event at that time', async () => {
    const { slot, other } = await bookedSlot();
    const move = async (startsAt: Date, id = slot.id) =>
      json(
        await t.call(
          'POST',
          `/api/admin/sessions/${id}/move`,
          { startsAt: startsAt.toISOString(), reason: '사유' },
          tokens.manager,
        ),
      );
    const past = await json(
      await t.call(
        'POST',
        `/api/admin/sessions/${slot.id}/move`,
        { startsAt: new Date(t.clock.now().getTime() - HOUR).toISOString(), reason: '사유' },
        tokens.manager,
      ),
    );
    expect(past.status).toBe(422);
    expect(past.body.error.fields.startsAt).toMatch(/지난 시각/);
    const same = await move(slot.startsAt);
    expect(same.status).toBe(422);
    const twin = await move(other.startsAt);
    expect(twin.status).toBe(409);
    expect(twin.body.error.code).toBe('SESSION_DUPLICATE');
    const noReason = await json(
      await t.call(
        'POST',
        `/api/admin/sessions/${slot.id}/move`,
        { startsAt: other.startsAt },
        tokens.manager,
      ),
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.fields.reason).toBe('사유를 입력해 주세요.');
    const { sessions } = await makeEvent(t.db, t.clock.now(), { slots: [{ inHours: -1, capacity: 5 }] });
    expect((await move(new Date(t.clock.now().getTime() + DAY), sessions[0].id)).body.error.code).toBe(
      'SLOT_STARTED',
    );
  });
});

describe('cancelling a slot', () => {
  it('cancels every application with the reason, releases the waitlist and tells each member once', async () => {
    const { event, slot, ko, en, waiter } = await bookedSlot();
    await t.db.delete(mailOutbox);
    const res = await json(
      await t.call('POST', `/api/admin/sessions/${slot.id}/cancel`, { reason: '태풍 예보' }, tokens.manager),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cancelled: 2, released: 1 });
    for (const m of [ko, en, waiter])
      expect(await appOf(m.id, slot.id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'staff',
        cancelReason: '태풍 예보',
      });
    const [row] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(row).toMatchObject({ taken: 0, cancelReason: '태풍 예보', revision: 1 });
    expect(row.cancelledAt).not.toBeNull();

    const koMail = await mailsTo(ko.email as string);
    expect(koMail).toHaveLength(1);
    const ics = koMail[0].attachments?.[0].content as string;
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain(`UID:${(await appOf(ko.id, slot.id)).id}@moru-design-trend`);
    expect((await mailsTo(en.email as string))[0].subject).toContain('session cancelled');
    const waitMail = await mailsTo(waiter.email as string);
    expect(waitMail).toHaveLength(1);
    expect(waitMail[0].text).toContain('대기가 해제되었습니다');
    expect(await t.db.select().from(mailOutbox)).toHaveLength(3);

    // Never offered again: not on the public page, not bookable, not cancellable twice.
    const detail = await json(await t.call('GET', `/api/events/${event.id}`));
    expect(JSON.stringify(detail.body)).not.toContain(slot.id);
    const other = await member(t.db, t.clock.now());
    const apply = await t.call(
      'POST',
      `/api/events/${event.id}/applications`,
      { sessionId: slot.id },
      other.token,
    );
    expect(apply.status).toBe(404);
    const twice = await json(
      await t.call('POST', `/api/admin/sessions/${slot.id}/cancel`, { reason: '다시' }, tokens.manager),
    );
    expect(twice.body.error.code).toBe('SESSION_CANCELLED');
    const admin = await json(await t.call('GET', `/api/admin/events/${event.id}`, undefined, tokens.manager));
    expect(admin.body.sessions.find((s: { id: string }) => s.id === slot.id).cancelledAt).not.toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.cancel'), eq(auditLog.targetId, slot.id)));
    expect(audit.detail).toMatchObject({ reason: '태풍 예보', cancelled: 2, released: 1 });
  });
});

describe('capacity of many slots', () => {
  it('is never set below the seats taken, all or none, and fills seats from the waitlist', async () => {
    const { event, slot, other, waiter } = await bookedSlot();
    const set = async (capacity: number, ids = [slot.id, other.id]) =>
      json(
        await t.call(
          'POST',
          `/api/admin/events/${event.id}/sessions/capacity`,
          { sessionIds: ids, capacity },
          tokens.manager,
        ),
      );
    const low = await set(1);
    expect(low.status).toBe(409);
    expect(low.body.error).toMatchObject({
      code: 'CAPACITY_BELOW_TAKEN',
      fields: { capacity: '이미 2석이 신청되어 그보다 적게 줄일 수 없습니다.' },
    });
    const rows = await t.db
      .select()
      .from(eventSessions)
      .where(inArray(eventSessions.id, [slot.id, other.id]));
    expect(rows.map((r) => r.capacity).sort()).toEqual([10, 2]);
    const raised = await set(3);
    expect(raised.body).toEqual({ updated: 2, promoted: 1 });
    expect((await appOf(waiter.id, slot.id)).status).toBe('confirmed');
    const [s] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(s).toMatchObject({ capacity: 3, taken: 3 });
    const { sessions } = await makeEvent(t.db, t.clock.now(), { slots: [{ inHours: 30, capacity: 5 }] });
    expect((await set(5, [slot.id, sessions[0].id])).status).toBe(404);
  });
});

describe('copying an event', () => {
  it('copies as a draft with every date shifted, with or without its slots', async () => {
    const { event, sessions } = await makeEvent(t.db, t.clock.now(), {
      slots: [
        { inHours: 24, capacity: 7 },
        { inHours: 48, capacity: 9 },
      ],
    });
    const startsAt = new Date(event.startsAt.getTime() + 14 * DAY).toISOString();
    const copy = await json(
      await t.call(
        'POST',
        `/api/admin/events/${event.id}/copy`,
        { startsAt, withSessions: true },
        tokens.manager,
      ),
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ published: false, titleKo: event.titleKo, startsAt });
    expect(copy.body.endsAt).toBe(new Date(event.endsAt.getTime() + 14 * DAY).toISOString());
    expect(
      copy.body.sessions.map((s: { startsAt: string; capacity: number; taken: number }) => [
        s.startsAt,
        s.capacity,
        s.taken,
      ]),
    ).toEqual(sessions.map((s) => [new Date(s.startsAt.getTime() + 14 * DAY).toISOString(), s.capacity, 0]));
    const bare = await json(
      await t.call('POST', `/api/admin/events/${event.id}/copy`, { startsAt }, tokens.owner),
    );
    expect(bare.body.sessions).toEqual([]);
    expect(
      (await t.call('POST', `/api/admin/events/${event.id}/copy`, { startsAt }, tokens.viewer)).status,
    ).toBe(403);
  });
});

describe('messages to the confirmed applicants', () => {
  it('reach exactly the confirmed applicants of a slot or an event (once each), audited and rate limited', async () => {
    const { event, slot, other, ko, en, waiter } = await bookedSlot();
    const gone = await member(t.db, t.clock.now());
    const goneApp = await json(
      await t.call('POST', `/api/events/${event.id}/applications`, { sessionId: other.id }, gone.token),
    );
    await t.call('DELETE', `/api/users/my/applications/${goneApp.body.id}`, undefined, gone.token);
    // The Korean member also holds the other slot: one message for the event, not two.
    await t.call('POST', `/api/events/${event.id}/applications`, { sessionId: other.id }, ko.token);
    await t.db.delete(mailOutbox);
    // Before sending, the dialog asks how many it would reach: the same count the send reports.
    const counted = async (path: string, token = tokens.manager) =>
      json(await t.call('GET', `/api/admin${path}/messages/recipients`, undefined, token));
    expect(await counted(`/sessions/${slot.id}`)).toEqual({ status: 200, body: { recipients: 2 } });
    expect(await counted(`/events/${event.id}`)).toEqual({ status: 200, body: { recipients: 2 } });
    expect((await counted(`/sessions/${slot.id}`, tokens.viewer)).status).toBe(403);
    expect((await counted('/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    const body = {
      subjectKo: '우천 시 입장 안내',
      bodyKo: '우산은 입구에 보관해 주세요.',
      subjectEn: 'If it rains',
      bodyEn: '',
    };
    const toSlot = await json(
      await t.call('POST', `/api/admin/sessions/${slot.id}/messages`, body, tokens.manager),
    );
    expect(toSlot).toEqual({ status: 201, body: { recipients: 2 } });
    const sent = await t.db.select().from(mailOutbox);
    expect(sent.map((m) => m.to).sort()).toEqual([ko.email, en.email].sort());
    const enMail = sent.find((m) => m.to === en.email);
    expect(enMail?.subject).toBe('[Moru Design Trend] If it rains');
    // English body left empty: the Korean text stands in.
    expect(enMail?.text).toContain('우산은 입구에 보관해 주세요.');
    expect(sent.find((m) => m.to === ko.email)?.subject).toBe('[모루 디자인 트렌드] 우천 시 입장 안내');

    await t.db.delete(mailOutbox);
    const toEvent = await json(
      await t.call('POST', `/api/admin/events/${event.id}/messages`, body, tokens.manager),
    );
    expect(toEvent.body.recipients).toBe(2);
    const eventMails = await t.db.select().from(mailOutbox);
    expect(eventMails.map((m) => m.to).sort()).toEqual([ko.email, en.email].sort());
    expect(eventMails.map((m) => m.to)).not.toContain(waiter.email);
    expect(eventMails.map((m) => m.to)).not.toContain(gone.email);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'message.send'));
    expect(audits.map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ eventId: event.id, recipients: 2, subject: '우천 시 입장 안내' }),
    );
    const missing = await json(
      await t.call('POST', `/api/admin/sessions/${slot.id}/messages`, { subjectKo: '' }, tokens.manager),
    );
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['bodyKo', 'subjectKo']);

    // Ten per staff member per hour: the owner's tenth goes out, the eleventh is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await t.call('POST', `/api/admin/sessions/${slot.id}/messages`, body, tokens.owner)).status,
      );
    expect(statuses).toEqual(Array(9).fill(201));
    expect((await t.call('POST', `/api/admin/sessions/${slot.id}/messages`, body, tokens.owner)).status).toBe(
      201,
    );
    expect((await t.call('POST', `/api/admin/sessions/${slot.id}/messages`, body, tokens.owner)).status).toBe(
      429,
    );
  });
});

describe('the events list', () => {
  it('filters by edition, type, state and published, and names each event state', async () => {
    const now = t.clock.now();
    const { event: ended } = await makeEvent(t.db, now, {
      titleKo: '지난 이벤트 필터',
      startsAt: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() - DAY),
      slots: [],
    });
    const { event: upcoming } = await makeEvent(t.db, now, {
      titleKo: '예정 이벤트 필터',
      type: 'board',
      startsAt: new Date(now.getTime() + DAY),
      endsAt: new Date(now.getTime() + 2 * DAY),
      published: false,
      slots: [],
    });
    const list = async (q: string) =>
      (
        await json(
          await t.call(
            'GET',
            `/api/admin/events?q=${encodeURIComponent('이벤트 필터')}&${q}`,
            undefined,
            tokens.viewer,
          ),
        )
      ).body;
    expect((await list('state=ended')).items.map((e: { id: string }) => e.id)).toEqual([ended.id]);
    expect((await list('state=upcoming')).items.map((e: { id: string }) => e.id)).toEqual([upcoming.id]);
    expect((await list('type=board')).items.map((e: { id: string }) => e.id)).toEqual([upcoming.id]);
    expect((await list('published=false')).items.map((e: { id: string }) => e.id)).toEqual([upcoming.id]);
    expect((await list('')).items.find((e: { id: string }) => e.id === ended.id)).toMatchObject({
      state: 'ended',
      published: true,
    });
    expect((await list(`edition=${ended.id}`)).items).toEqual([]);
    const bad = await json(
      await t.call('GET', '/api/admin/events?state=soon&published=maybe', undefined, tokens.viewer),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['published', 'state']);
  });
});
