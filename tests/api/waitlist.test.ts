import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { applications, eventSessions, mailOutbox } from '@/server/db/schema';
import { closeWaitlists, fillFreeSeats } from '@/server/events/jobs';
import { confirmedCount } from '@/server/events/queries';
import { cancelAndPromote } from '@/server/events/waitlist';
import { withdrawMember } from '@/server/members/service';
import { createTestApp } from '../support/test-app';
import { HOUR, makeEvent, member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = new Date('2026-03-10T03:00:00.000Z');
beforeEach(() => t.clock.set(BASE));
const now = () => t.clock.now();
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
const body = async (res: Response) => (await res.json()) as any;
type Member = Awaited<ReturnType<typeof member>>;

const join = (eventId: string, sessionId: string, m: Member, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/events/${eventId}/applications`, { sessionId, waitlist: true }, m.token, headers);
const myApps = async (m: Member) =>
  (await body(await t.call('GET', '/api/users/my/applications', undefined, m.token))).items;
const statusOf = async (id: string) =>
  (await t.db.select({ s: applications.status }).from(applications).where(eq(applications.id, id)))[0].s;
const mailsTo = (m: Member) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, m.email as string));

/** A 1-seat slot taken by `holder`, with `n` members waiting in order. */
async function fullSlot(n: number, capacity = 1) {
  const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 24, capacity }] });
  const slot = sessions[0];
  const holders: { m: Member; id: string }[] = [];
  for (let i = 0; i < capacity; i++) {
    const m = await member(t.db, now());
    const res = await t.call('POST', `/api/events/${event.id}/applications`, { sessionId: slot.id }, m.token);
    expect(res.status).toBe(201);
    holders.push({ m, id: (await body(res)).id });
  }
  const waiters: { m: Member; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await member(t.db, now());
    const res = await join(event.id, slot.id, m, i === 0 ? { 'accept-language': 'en' } : {});
    expect(res.status).toBe(201);
    const created = await body(res);
    expect(created).toMatchObject({ status: 'waitlisted', position: i + 1, seatsLeft: 0 });
    waiters.push({ m, id: created.id });
  }
  return { event, slot, holders, waiters };
}

describe('joining a waitlist', () => {
  it('a full slot answers 409 SLOT_FULL without waitlist, a place in line with it', async () => {
    const { event, slot, waiters } = await fullSlot(3);
    const other = await member(t.db, now());
    const refused = await t.call(
      'POST',
      `/api/events/${event.id}/applications`,
      { sessionId: slot.id },
      other.token,
    );
    expect(refused.status).toBe(409);
    expect((await body(refused)).error.code).toBe('SLOT_FULL');

    // One entry per member and slot.
    const again = await join(event.id, slot.id, waiters[1].m);
    expect(again.status).toBe(409);
    expect((await body(again)).error).toMatchObject({
      code: 'ALREADY_WAITLISTED',
      message: expect.any(String),
    });

    // The detail shows the waiting count, and "waiting" to those in line.
    const seen = await body(await t.call('GET', `/api/events/${event.id}`, undefined, other.token));
    expect(seen.sessions[0]).toMatchObject({ seatsLeft: 0, waiting: 3, state: 'full' });
    const mine = await body(await t.call('GET', `/api/events/${event.id}`, undefined, waiters[2].m.token));
    expect(mine.sessions[0]).toMatchObject({ waiting: 3, state: 'waiting' });

    const [entry] = await myApps(waiters[2].m);
    expect(entry).toMatchObject({
      status: 'waitlisted',
      position: 3,
      cancellable: true,
      ticketCode: null,
      overlapBlocked: false,
    });
    // Waiting takes no seat and sends no ticket.
    expect(await confirmedCount(t.db, slot.id)).toBe(1);
    expect(await mailsTo(waiters[0].m)).toHaveLength(0);
  });

  it('with a free seat, waitlist: true simply confirms', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 24, capacity: 2 }] });
    const m = await member(t.db, now());
    const res = await join(event.id, sessions[0].id, m);
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({ status: 'confirmed', position: null, seatsLeft: 1 });
  });

  it('a seat freed where this instance has not yet seen it goes to the next join, with its ticket', async () => {
    // The instance saw the slot fill; the seat then comes free without the version moving (a bump
    // lost to a crash between commit and bump), so the instance still takes the slot for full.
    const { event, slot, holders } = await fullSlot(0);
    const seen = await t.call(
      'POST',
      `/api/events/${event.id}/applications`,
      { sessionId: slot.id },
      (await member(t.db, now())).token,
    );
    expect((await body(seen)).error.code).toBe('SLOT_FULL');
    await t.db.update(applications).set({ status: 'cancelled' }).where(eq(applications.id, holders[0].id));
    await t.db.update(eventSessions).set({ taken: 0 }).where(eq(eventSessions.id, slot.id));

    const m = await member(t.db, now());
    const res = await join(event.id, slot.id, m);
    expect(res.status).toBe(201);
    const created = await body(res);
    expect(created).toMatchObject({ status: 'confirmed', position: null, seatsLeft: 0 });
    expect(await statusOf(created.id)).toBe('confirmed');
    expect(await mailsTo(m)).toHaveLength(1);
    const [row] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(row.taken).toBe(1);
  });

  it('a member may leave the waitlist; those behind move up with no gap', async () => {
    const { slot, waiters } = await fullSlot(3);
    const res = await t.call(
      'DELETE',
      `/api/users/my/applications/${waiters[0].id}`,
      undefined,
      waiters[0].m.token,
    );
    expect(res.status).toBe(200);
    expect(await statusOf(waiters[0].id)).toBe('cancelled');
    expect((await myApps(waiters[1].m))[0].position).toBe(1);
    expect((await myApps(waiters[2].m))[0].position).toBe(2);
    const [s] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(s.taken).toBe(1);
    // Leaving twice is a clear 409, and someone else's entry is not found.
    const twice = await t.call(
      'DELETE',
      `/api/users/my/applications/${waiters[0].id}`,
      undefined,
      waiters[0].m.token,
    );
    expect((await body(twice)).error.code).toBe('ALREADY_CANCELLED');
    expect(
      (await t.call('DELETE', `/api/users/my/applications/${waiters[1].id}`, undefined, waiters[2].m.token))
        .status,
    ).toBe(404);
  });
});

describe('promotion', () => {
  it('a cancellation confirms the first waiter in the same transaction, with a mail and .ics in their language', async () => {
    const { slot, holders, waiters } = await fullSlot(2);
    const res = await t.call(
      'DELETE',
      `/api/users/my/applications/${holders[0].id}`,
      undefined,
      holders[0].m.token,
    );
    expect(res.status).toBe(200);
    // By the time the cancellation answered, the seat was already the first waiter's.
    expect(await statusOf(waiters[0].id)).toBe('confirmed');
    expect(await statusOf(waiters[1].id)).toBe('waitlisted');
    const [s] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    expect(s.taken).toBe(1);
    expect(await confirmedCount(t.db, slot.id)).toBe(1);

    const [mail] = await mailsTo(waiters[0].m);
    expect(mail.locale).toBe('en');
    expect(mail.subject).toContain('A seat freed up');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'ticket.ics' });
    expect(mail.attachments?.[0].content).toContain(`UID:${waiters[0].id}@`);

    const [entry] = await myApps(waiters[0].m);
    expect(entry).toMatchObject({ status: 'confirmed', promoted: true, position: null });
    expect(entry.ticketCode).toContain(waiters[0].id);
    expect((await myApps(waiters[1].m))[0].position).toBe(1);
  });

  it('the same transaction: a rolled-back cancellation promotes nobody', async () => {
    const { holders, waiters } = await fullSlot(1);
    await expect(
      t.db.transaction(async (tx) => {
        const r = await cancelAndPromote(tx, {
          applicationId: holders[0].id,
          now: now(),
          by: 'staff',
          reason: 'x',
        });
        expect(r.promoted.map((p) => p.applicationId)).toEqual([waiters[0].id]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await statusOf(holders[0].id)).toBe('confirmed');
    expect(await statusOf(waiters[0].id)).toBe('waitlisted');
    expect(await mailsTo(waiters[0].m)).toHaveLength(0);
  });

  it('staff cancellation records who and why, and promotes too', async () => {
    const { holders, waiters } = await fullSlot(1);
    const r = await t.db.transaction((tx) =>
      cancelAndPromote(tx, { applicationId: holders[0].id, now: now(), by: 'staff', reason: '중복 신청' }),
    );
    expect(r).toMatchObject({ left: 'seat', promoted: [{ applicationId: waiters[0].id }] });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, holders[0].id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', cancelReason: '중복 신청' });
  });

  it('two concurrent cancellations with three waiters promote exactly the first two, in order', async () => {
    const { slot, holders, waiters } = await fullSlot(3, 2);
    const res = await Promise.all(
      holders.map((h) => t.call('DELETE', `/api/users/my/applications/${h.id}`, undefined, h.m.token)),
    );
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(waiters.map((w) => statusOf(w.id)))).toEqual([
      'confirmed',
      'confirmed',
      'waitlisted',
    ]);
    expect(await confirmedCount(t.db, slot.id)).toBe(2);
    expect((await myApps(waiters[2].m))[0].position).toBe(1);
  });

  it('skips a waiter confirmed in an overlapping slot, who keeps their place and is told why', async () => {
    const { event, slot, holders, waiters } = await fullSlot(2);
    // The first waiter takes an overlapping slot elsewhere.
    const other = await makeEvent(t.db, now(), { slots: [{ inHours: 24.25, capacity: 5 }] });
    const taken = await t.call(
      'POST',
      `/api/events/${other.event.id}/applications`,
      { sessionId: other.sessions[0].id },
      waiters[0].m.token,
    );
    expect(taken.status).toBe(201);
    expect((await myApps(waiters[0].m)).find((a: { id: string }) => a.id === waiters[0].id)).toMatchObject({
      position: 1,
      overlapBlocked: true,
    });

    await t.call('DELETE', `/api/users/my/applications/${holders[0].id}`, undefined, holders[0].m.token);
    expect(await statusOf(waiters[0].id)).toBe('waitlisted');
    expect(await statusOf(waiters[1].id)).toBe('confirmed');
    expect(await confirmedCount(t.db, slot.id)).toBe(1);

    // Once the overlap is gone, the next free seat is theirs.
    const otherApp = (await myApps(waiters[0].m)).find(
      (a: { event: { id: string } }) => a.event.id === other.event.id,
    );
    await t.call('DELETE', `/api/users/my/applications/${otherApp.id}`, undefined, waiters[0].m.token);
    await t.call('DELETE', `/api/users/my/applications/${waiters[1].id}`, undefined, waiters[1].m.token);
    expect(await statusOf(waiters[0].id)).toBe('confirmed');
    expect(event.id).toBeTruthy();
  });

  it('a member who closes their account gives their seat to the first waiter and leaves every line', async () => {
    const { slot, holders, waiters } = await fullSlot(2);
    await withdrawMember(t.db, holders[0].m.id, 'low_usage', undefined, now());
    expect(await statusOf(holders[0].id)).toBe('cancelled');
    expect(await statusOf(waiters[0].id)).toBe('confirmed');
    await withdrawMember(t.db, waiters[1].m.id, 'low_usage', undefined, now());
    expect(await statusOf(waiters[1].id)).toBe('cancelled');
    expect(await confirmedCount(t.db, slot.id)).toBe(1);
  });

  it('a seat freed outside a cancellation (capacity raised) is filled by the sweeper', async () => {
    const { slot, waiters } = await fullSlot(2);
    await t.db.update(eventSessions).set({ capacity: 2 }).where(eq(eventSessions.id, slot.id));
    expect(await fillFreeSeats(t.db, now())).toBe(1);
    expect(await fillFreeSeats(t.db, now())).toBe(0);
    expect(await Promise.all(waiters.map((w) => statusOf(w.id)))).toEqual(['confirmed', 'waitlisted']);
  });
});

describe('closing the waitlist', () => {
  it('closes when the slot starts: those waiting get a "not this time" mail, once', async () => {
    const { event, slot, waiters } = await fullSlot(2);
    expect(await closeWaitlists(t.db, now())).toBe(0);
    t.clock.set(new Date(BASE.getTime() + 24 * HOUR));
    const late = await member(t.db, now());
    const refused = await join(event.id, slot.id, late);
    expect((await body(refused)).error.code).toBe('SLOT_STARTED');

    // (Earlier tests' slots started too; theirs close in the same run.)
    expect(await closeWaitlists(t.db, now())).toBeGreaterThanOrEqual(2);
    expect(await closeWaitlists(t.db, now())).toBe(0);
    expect(await Promise.all(waiters.map((w) => statusOf(w.id)))).toEqual(['expired', 'expired']);
    const [en] = await mailsTo(waiters[0].m);
    expect(en.subject).toContain('Your waitlist place');
    const [ko] = await mailsTo(waiters[1].m);
    expect(ko.text).toContain('이번에는 자리가 나지 않았습니다');
    const token = await signAccessToken(waiters[1].m.id, ['member'], now());
    const [entry] = await myApps({ ...waiters[1].m, token });
    expect(entry).toMatchObject({ status: 'expired', cancellable: false, position: null });
    const expired = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.sessionId, slot.id), eq(applications.status, 'expired')));
    expect(expired).toHaveLength(2);
  });
});
