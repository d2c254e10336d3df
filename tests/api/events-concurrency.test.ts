import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { applications, eventSessions, users } from '@/server/db/schema';
import { confirmedCount } from '@/server/events/queries';
import { createTestInstances } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { makeEvent } from './events-fixtures';

/**
 * The rush: 500 members apply for a 50-seat slot in the same instant. On PostgreSQL the requests
 * go through TWO app instances, each with its own connection pool, against one database.
 */
const MEMBERS = 500;
const SEATS = 50;

let t: Awaited<ReturnType<typeof createTestInstances>>;

beforeAll(async () => {
  t = await createTestInstances();
});
afterAll(() => t.close());

describe(`rush on ${testDbKind}`, () => {
  it(`${MEMBERS} simultaneous applications for ${SEATS} seats: exactly ${SEATS} confirmed, the rest a clear "full"`, async () => {
    const now = t.clock.now();
    const { event, sessions } = await makeEvent(t.db, now, { slots: [{ inHours: 24, capacity: SEATS }] });
    const rows = Array.from({ length: MEMBERS }, (_, i) => ({
      id: randomUUID(),
      email: `rush-${i}-${randomUUID().slice(0, 6)}@example.com`,
      name: '김모루',
      tel: '01012345678',
      birth: '19900101',
    }));
    for (let i = 0; i < rows.length; i += 100) await t.db.insert(users).values(rows.slice(i, i + 100));
    const tokens = await Promise.all(rows.map((r) => signAccessToken(r.id, ['member'], now)));

    const started = Date.now();
    const responses = await Promise.all(
      tokens.map((token, i) =>
        t.apps[i % t.apps.length].request(`/api/events/${event.id}/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ sessionId: sessions[0].id }),
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(
      responses.map((r) => r.json() as Promise<{ error?: { code: string; message: string } }>),
    );

    const confirmed = statuses.filter((s) => s === 201).length;
    const refused = bodies.filter(
      (b, i) => statuses[i] === 409 && b.error?.code === 'SLOT_FULL' && b.error.message,
    );
    console.info(
      `[rush ${testDbKind}] ${MEMBERS} requests via ${t.apps.length} app(s) in ${elapsed} ms: ${confirmed} confirmed, ${refused.length} full`,
    );

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(confirmed).toBe(SEATS);
    expect(refused).toHaveLength(MEMBERS - SEATS);

    const [slot] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[0].id));
    expect(slot.taken).toBe(SEATS);
    expect(await confirmedCount(t.db, sessions[0].id)).toBe(SEATS);
    const holders = await t.db
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.sessionId, sessions[0].id));
    expect(new Set(holders.map((h) => h.userId)).size).toBe(SEATS);

    // Everyone who got a seat keeps it: cancelling one frees exactly one seat for the next member.
    const winner = rows[statuses.indexOf(201)];
    const [app] = await t.db.select().from(applications).where(eq(applications.userId, winner.id));
    const cancel = await t.apps[0].request(`/api/users/my/applications/${app.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens[statuses.indexOf(201)]}` },
    });
    expect(cancel.status).toBe(200);
    const retry = await Promise.all(
      tokens
        .filter((_, i) => statuses[i] === 409)
        .slice(0, 20)
        .map((token, i) =>
          t.apps[i % t.apps.length].request(`/api/events/${event.id}/applications`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ sessionId: sessions[0].id }),
          }),
        ),
    );
    expect(retry.filter((r) => r.status === 201)).toHaveLength(1);
    const [after] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[0].id));
    expect(after.taken).toBe(SEATS);
    expect(await confirmedCount(t.db, sessions[0].id)).toBe(SEATS);
    // NOTE: generous: PGlite runs the 500 transactions one at a time, and CI machines are shared.
  }, 180_000);

  it('one member firing the same application 20 times at once gets exactly one seat', async () => {
    const now = t.clock.now();
    const { event, sessions } = await makeEvent(t.db, now, {
      slots: [
        { inHours: 30, capacity: 5 },
        { inHours: 30.25, capacity: 5 },
      ],
    });
    const id = randomUUID();
    await t.db.insert(users).values({ id, email: `solo-${id.slice(0, 6)}@example.com` });
    const token = await signAccessToken(id, ['member'], now);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.apps[i % t.apps.length].request(`/api/events/${event.id}/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          // Half ask for an overlapping second slot.
          body: JSON.stringify({ sessionId: sessions[i % 2].id }),
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const taken = await t.db
      .select({ taken: eventSessions.taken })
      .from(eventSessions)
      .where(eq(eventSessions.eventId, event.id));
    expect(taken.reduce((n, s) => n + s.taken, 0)).toBe(1);
  });
});
