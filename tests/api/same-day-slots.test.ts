import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { applications, eventSessions } from '@/server/db/schema';
import { confirmedCount } from '@/server/events/queries';
import enCommon from '../../messages/en/common.json';
import koCommon from '../../messages/ko/common.json';
import { createTestApp } from '../support/test-app';
import { makeEvent, member } from './events-fixtures';

// Decision 064: a member holds at most one slot of an event per Seoul calendar day.

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
type Member = Awaited<ReturnType<typeof member>>;

/** Hours from BASE to a Seoul wall-clock time, e.g. `seoul('2026-03-11 14:00')`. */
const seoul = (at: string) => (Date.parse(`${at.replace(' ', 'T')}:00+09:00`) - BASE.getTime()) / 3_600_000;

const apply = (
  eventId: string,
  sessionId: string,
  m: Member,
  extra: Record<string, unknown> = {},
  lang = 'ko',
) =>
  t.call('POST', `/api/events/${eventId}/applications`, { sessionId, ...extra }, m.token, {
    'accept-language': lang,
  });
const myApps = async (m: Member) =>
  (await body(await t.call('GET', '/api/users/my/applications', undefined, m.token))).items;
const statesSeenBy = async (eventId: string, m: Member) =>
  (await body(await t.call('GET', `/api/events/${eventId}`, undefined, m.token))).sessions.map(
    (s: { state: string }) => s.state,
  );
const statusOf = async (id: string) =>
  (await t.db.select({ s: applications.status }).from(applications).where(eq(applications.id, id)))[0].s;

/** A docent tour with 14:00 and 16:00 on one day and 14:00 the next (Seoul). */
const tour = (capacity = 5) =>
  makeEvent(t.db, now(), {
    slots: [
      { inHours: seoul('2026-03-11 14:00'), capacity },
      { inHours: seoul('2026-03-11 16:00'), capacity },
      { inHours: seoul('2026-03-12 14:00'), capacity },
    ],
  });

describe('one slot of an event per member and Seoul day', () => {
  it('refuses a second slot of the event that day with 409 SAME_DAY_SLOT, in the caller’s language', async () => {
    const { event, sessions } = await tour();
    const m = await member(t.db, now());
    expect((await apply(event.id, sessions[0].id, m)).status).toBe(201);

    const ko = await apply(event.id, sessions[1].id, m);
    expect(ko.status).toBe(409);
    expect((await body(ko)).error).toMatchObject({
      code: 'SAME_DAY_SLOT',
      message: koCommon.apiError.SAME_DAY_SLOT,
    });
    const en = await apply(event.id, sessions[1].id, m, {}, 'en');
    expect(en.status).toBe(409);
    expect((await body(en)).error).toMatchObject({
      code: 'SAME_DAY_SLOT',
      message: enCommon.apiError.SAME_DAY_SLOT,
    });
    expect(koCommon.apiError.SAME_DAY_SLOT).not.toBe(enCommon.apiError.SAME_DAY_SLOT);

    // The refusal took no seat and wrote no application.
    expect(await confirmedCount(t.db, sessions[1].id)).toBe(0);
    const [slot] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[1].id));
    expect(slot.taken).toBe(0);
    // The picker says why before the member tries; another member still sees it free.
    expect(await statesSeenBy(event.id, m)).toEqual(['applied', 'sameDay', 'available']);
    expect(await statesSeenBy(event.id, await member(t.db, now()))).toEqual([
      'available',
      'available',
      'available',
    ]);
  });

  it('holds when both slots are asked for at once: one seat, one SAME_DAY_SLOT', async () => {
    const { event, sessions } = await tour();
    const m = await member(t.db, now());
    const answers = await Promise.all([
      apply(event.id, sessions[0].id, m),
      apply(event.id, sessions[1].id, m),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect((await body(refused)).error.code).toBe('SAME_DAY_SLOT');
    const held = await t.db.select().from(applications).where(eq(applications.userId, m.id));
    expect(held.filter((a) => a.status === 'confirmed')).toHaveLength(1);
  });

  it('accepts the event’s slot on another day, and another event’s slot the same day', async () => {
    const { event, sessions } = await tour();
    const other = await makeEvent(t.db, now(), {
      slots: [{ inHours: seoul('2026-03-11 15:00'), capacity: 5 }],
    });
    const m = await member(t.db, now());
    expect((await apply(event.id, sessions[0].id, m)).status).toBe(201);
    expect((await apply(event.id, sessions[2].id, m)).status).toBe(201);
    expect((await apply(other.event.id, other.sessions[0].id, m)).status).toBe(201);
    expect(await statesSeenBy(event.id, m)).toEqual(['applied', 'sameDay', 'applied']);
  });

  it('keeps SLOT_OVERLAP for a time overlap, the same event’s or another’s', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), {
      slots: [
        { inHours: seoul('2026-03-11 14:00'), capacity: 5 },
        { inHours: seoul('2026-03-11 14:30'), capacity: 5 },
      ],
    });
    const other = await makeEvent(t.db, now(), {
      slots: [{ inHours: seoul('2026-03-11 14:15'), capacity: 5 }],
    });
    const m = await member(t.db, now());
    expect((await apply(event.id, sessions[0].id, m)).status).toBe(201);
    for (const [eventId, sessionId] of [
      [event.id, sessions[1].id],
      [other.event.id, other.sessions[0].id],
    ]) {
      const res = await apply(eventId, sessionId, m);
      expect(res.status).toBe(409);
      expect((await body(res)).error.code).toBe('SLOT_OVERLAP');
    }
    expect(await statesSeenBy(event.id, m)).toEqual(['applied', 'overlap']);
  });

  it('draws the day in Seoul, not in UTC', async () => {
    // 23:30 and 00:30 in Seoul fall on one UTC date (14:30Z, 15:30Z) but two Seoul days;
    // 08:00 and 10:00 in Seoul fall on one Seoul day but two UTC dates (23:00Z, 01:00Z).
    const { event, sessions } = await makeEvent(t.db, now(), {
      slots: [
        { inHours: seoul('2026-03-11 23:30'), capacity: 5 },
        { inHours: seoul('2026-03-12 00:30'), capacity: 5 },
        { inHours: seoul('2026-03-13 08:00'), capacity: 5 },
        { inHours: seoul('2026-03-13 10:00'), capacity: 5 },
      ],
    });
    const m = await member(t.db, now());
    expect((await apply(event.id, sessions[0].id, m)).status).toBe(201);
    expect((await apply(event.id, sessions[1].id, m)).status).toBe(201);
    expect((await apply(event.id, sessions[2].id, m)).status).toBe(201);
    const res = await apply(event.id, sessions[3].id, m);
    expect((await body(res)).error.code).toBe('SAME_DAY_SLOT');
    expect(await statesSeenBy(event.id, m)).toEqual(['applied', 'applied', 'applied', 'sameDay']);
  });

  it('still counts the day’s slot once it has ended', async () => {
    const { event, sessions } = await tour();
    const m = await member(t.db, now());
    expect((await apply(event.id, sessions[0].id, m)).status).toBe(201);
    // 15:00 that day: the 14:00 tour is over, the 16:00 one is still on sale.
    t.clock.set('2026-03-11T15:00:00+09:00');
    const later = { ...m, token: await signAccessToken(m.id, m.roles, now()) };
    expect(await statesSeenBy(event.id, later)).toEqual(['started', 'sameDay', 'available']);
    expect((await body(await apply(event.id, sessions[1].id, later))).error.code).toBe('SAME_DAY_SLOT');
  });

  it('lets a member wait for a full slot of that day, and a freed seat skips them while they hold the other', async () => {
    const { event, sessions } = await tour(1);
    const [at14, at16] = sessions;
    const holder = await member(t.db, now());
    const m = await member(t.db, now());
    const next = await member(t.db, now());
    const held = await body(await apply(event.id, at16.id, holder));
    expect((await apply(event.id, at14.id, m)).status).toBe(201);

    // The line is open to them, as it is to a member holding an overlapping slot.
    const waiting = await body(await apply(event.id, at16.id, m, { waitlist: true }));
    expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });
    const behind = await body(await apply(event.id, at16.id, next, { waitlist: true }));
    expect(behind).toMatchObject({ status: 'waitlisted', position: 2 });
    expect((await myApps(m)).find((a: { id: string }) => a.id === waiting.id)).toMatchObject({
      overlapBlocked: false,
      sameDayBlocked: true,
    });
    expect((await myApps(next))[0]).toMatchObject({ overlapBlocked: false, sameDayBlocked: false });

    // The 16:00 seat comes free: it goes to the member behind, the first keeps their place.
    expect(
      (await t.call('DELETE', `/api/users/my/applications/${held.id}`, undefined, holder.token)).status,
    ).toBe(200);
    expect(await statusOf(waiting.id)).toBe('waitlisted');
    expect(await statusOf(behind.id)).toBe('confirmed');
    expect(await confirmedCount(t.db, at16.id)).toBe(1);
  });

  it('documents SAME_DAY_SLOT beside SLOT_OVERLAP on the apply operation', async () => {
    const doc = await body(await t.call('GET', '/api/openapi.json'));
    const conflict = doc.paths['/api/events/{id}/applications'].post.responses['409'].description;
    expect(conflict).toContain('`SLOT_OVERLAP`');
    expect(conflict).toContain('`SAME_DAY_SLOT`');
  });
});
