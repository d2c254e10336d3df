import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotDays } from '@/components/events/slot-dates';
import type { StaffRole } from '@/schemas/admin';
import { type EventDetail, ticketNumber } from '@/schemas/events';
import { eventSessions, events } from '@/server/db/schema';
import { seedEvents } from '@/server/events/seed';
import { consoleTestApp } from '../support/admin';
import type { createTestApp } from '../support/test-app';
import { makeEvent, member } from './events-fixtures';

/**
 * Issue 50, "seats counted right": two members book, join a waitlist and cancel, and every number
 * the public page, each member's own page and the console show is capacity minus confirmed seats.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await consoleTestApp());
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
const json = async (res: Response) => (await res.json()) as any;
type Member = Awaited<ReturnType<typeof member>>;

describe('seats counted right, whoever is looking', () => {
  it('public page, My Page and the console agree through booking, waitlist and cancelling', async () => {
    const now = t.clock.now();
    const { event, sessions } = await makeEvent(t.db, now, {
      slots: [
        { inHours: 3, capacity: 15 },
        { inHours: 5, capacity: 15 },
        { inHours: 7, capacity: 1 },
      ],
    });
    const [morning, afternoon, single] = sessions;
    const a = await member(t.db, now);
    const b = await member(t.db, now);
    // C holds the morning tour: A, who waits for the single seat, may hold no other slot of the
    // event that day (decision 064).
    const c = await member(t.db, now);

    const detail = async (m?: Member): Promise<EventDetail> =>
      json(await t.call('GET', `/api/events/${event.id}`, undefined, m?.token));
    const seats = (d: EventDetail) => Object.fromEntries(d.sessions.map((s) => [s.id, s.seatsLeft]));
    const dayTotal = (d: EventDetail) => slotDays(d.sessions, t.clock.now())[0].seatsLeft;
    const myApps = async (m: Member) =>
      (await json(await t.call('GET', '/api/users/my/applications', undefined, m.token))).items as {
        id: string;
        status: string;
        position: number | null;
        session: { id: string } | null;
        ticketCode: string | null;
        ticketNumber: string | null;
      }[];
    const console = async () =>
      json(await t.call('GET', `/api/admin/events/${event.id}/applications`, undefined, tokens.manager));
    const apply = async (m: Member, sessionId: string, waitlist = false) => {
      const res = await t.call(
        'POST',
        `/api/events/${event.id}/applications`,
        { sessionId, ...(waitlist ? { waitlist } : {}) },
        m.token,
      );
      expect(res.status).toBe(201);
      return json(res);
    };
    /** Every viewer sees the same seats per slot and per day; the console's slots say the same. */
    const expectSeats = async (left: Record<string, number>, day: number) => {
      const views = [await detail(), await detail(a), await detail(b), await detail(c)];
      for (const v of views) {
        expect(seats(v)).toEqual(left);
        expect(dayTotal(v)).toBe(day);
      }
      const staff = await console();
      for (const s of staff.sessions) {
        expect(s.seatsLeft).toBe(left[s.id]);
        expect(s.capacity - s.taken).toBe(left[s.id]);
      }
      return staff;
    };

    await expectSeats({ [morning.id]: 15, [afternoon.id]: 15, [single.id]: 1 }, 31);

    // C books the morning tour: one seat leaves that slot and that day, for C as for anyone.
    const cMorning = await apply(c, morning.id);
    expect(cMorning).toMatchObject({ status: 'confirmed', seatsLeft: 14 });
    expect((await detail(c)).sessions.find((s) => s.id === morning.id)?.state).toBe('applied');
    await expectSeats({ [morning.id]: 14, [afternoon.id]: 15, [single.id]: 1 }, 30);

    // B takes the single seat; A joins its waitlist.
    const bSingle = await apply(b, single.id);
    expect(bSingle.status).toBe('confirmed');
    const aWait = await apply(a, single.id, true);
    expect(aWait).toMatchObject({ status: 'waitlisted', position: 1 });
    let staff = await expectSeats({ [morning.id]: 14, [afternoon.id]: 15, [single.id]: 0 }, 29);
    expect(staff.counts).toEqual({ confirmed: 2, waitlisted: 1, cancelled: 0, expired: 0 });
    expect(staff.sessions.find((s: { id: string }) => s.id === single.id).waiting).toBe(1);
    expect((await detail()).sessions.find((s) => s.id === single.id)).toMatchObject({
      state: 'full',
      waiting: 1,
    });
    expect((await myApps(a)).find((x) => x.id === aWait.id)).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });

    // B cancels: the freed seat goes to A, first in line; the slot stays full, nobody waits.
    expect(
      (await t.call('DELETE', `/api/users/my/applications/${bSingle.id}`, undefined, b.token)).status,
    ).toBe(200);
    staff = await expectSeats({ [morning.id]: 14, [afternoon.id]: 15, [single.id]: 0 }, 29);
    expect(staff.counts).toEqual({ confirmed: 2, waitlisted: 0, cancelled: 1, expired: 0 });
    expect((await myApps(a)).find((x) => x.id === aWait.id)).toMatchObject({
      status: 'confirmed',
      position: null,
    });
    expect((await myApps(b))[0]).toMatchObject({ status: 'cancelled', ticketNumber: null });

    // C cancels the morning tour: its seat is back for everyone.
    expect(
      (await t.call('DELETE', `/api/users/my/applications/${cMorning.id}`, undefined, c.token)).status,
    ).toBe(200);
    staff = await expectSeats({ [morning.id]: 15, [afternoon.id]: 15, [single.id]: 0 }, 30);
    expect(staff.counts).toEqual({ confirmed: 1, waitlisted: 0, cancelled: 2, expired: 0 });
    // The console's counts of one slot add up with its seats taken.
    const ofSingle = await json(
      await t.call(
        'GET',
        `/api/admin/events/${event.id}/applications?sessionId=${single.id}`,
        undefined,
        tokens.manager,
      ),
    );
    expect(ofSingle.counts.confirmed).toBe(
      ofSingle.sessions.find((s: { id: string }) => s.id === single.id).taken,
    );
  });

  it('My Page shows a short ticket number, never the signed code, and the door finds the ticket by it', async () => {
    const now = t.clock.now();
    const { event, sessions } = await makeEvent(t.db, now, { slots: [{ inHours: 2, capacity: 5 }] });
    const m = await member(t.db, now);
    const created = await json(
      await t.call('POST', `/api/events/${event.id}/applications`, { sessionId: sessions[0].id }, m.token),
    );
    const [mine] = (await json(await t.call('GET', '/api/users/my/applications', undefined, m.token))).items;
    expect(mine.ticketNumber).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(mine.ticketNumber).toBe(ticketNumber(created.id));
    expect(mine.ticketCode).toMatch(/^MT1\./);
    expect(mine.ticketCode).not.toContain(mine.ticketNumber);

    // The page after booking reads the one application, with its ticket; nobody else's.
    const one = await t.call('GET', `/api/users/my/applications/${created.id}`, undefined, m.token);
    expect(one.status).toBe(200);
    expect(await json(one)).toEqual(mine);
    const other = await member(t.db, now);
    expect(
      (await t.call('GET', `/api/users/my/applications/${created.id}`, undefined, other.token)).status,
    ).toBe(404);

    for (const q of [mine.ticketNumber, mine.ticketNumber.toLowerCase().replace('-', '')]) {
      const found = await json(
        await t.call(
          'GET',
          `/api/admin/check-ins/search?sessionId=${sessions[0].id}&q=${encodeURIComponent(q)}`,
          undefined,
          tokens.door,
        ),
      );
      expect(found.items.map((i: { applicationId: string }) => i.applicationId)).toEqual([created.id]);
    }
  });

  it('the demo programme seeds no seat without a confirmed application', async () => {
    await seedEvents(t.db, t.clock.now());
    const slots = await t.db
      .select({ taken: eventSessions.taken })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(isNotNull(events.seedKey));
    expect(slots.length).toBeGreaterThan(0);
    // Nobody applied yet: a seat taken here would be a full slot whose applicant list is empty.
    expect(slots.every((s) => s.taken === 0)).toBe(true);
  });
});
