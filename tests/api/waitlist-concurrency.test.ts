import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { applications, eventSessions, mailOutbox, users } from '@/server/db/schema';
import { confirmedCount } from '@/server/events/queries';
import { createTestInstances } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { makeEvent } from './events-fixtures';

/**
 * The waitlist under a rush: 200 members join the waitlist of a full 20-seat slot while 50
 * cancellations land at the same time. On PostgreSQL the requests go through TWO app instances,
 * each with its own pool, against one database; on PGlite through one (its transactions run one
 * at a time, which still checks every rule but not the races).
 */
const SEATS = 20;
const JOINERS = 200;
const LEAVERS = 30; // joiners who cancel whatever they hold right after joining

let t: Awaited<ReturnType<typeof createTestInstances>>;

beforeAll(async () => {
  t = await createTestInstances();
});
afterAll(() => t.close());

async function members(n: number) {
  const now = t.clock.now();
  const rows = Array.from({ length: n }, () => {
    const id = randomUUID();
    return {
      id,
      email: `wl-${id.slice(0, 12)}@example.com`,
      name: '김모루',
      tel: '01012345678',
      birth: '19900101',
    };
  });
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(users).values(rows.slice(i, i + 100));
  return Promise.all(rows.map(async (r) => ({ ...r, token: await signAccessToken(r.id, ['member'], now) })));
}

const req = (i: number, method: string, path: string, token: string, body?: unknown) =>
  t.apps[i % t.apps.length].request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

describe(`waitlist rush on ${testDbKind}`, () => {
  it(`${JOINERS} joins + 50 cancellations on a ${SEATS}-seat slot: never overbooked, no seat idle while someone waits, positions contiguous`, async () => {
    const now = t.clock.now();
    const { event, sessions } = await makeEvent(t.db, now, { slots: [{ inHours: 24, capacity: SEATS }] });
    const slot = sessions[0];
    const path = `/api/events/${event.id}/applications`;
    const holders = await members(SEATS);
    for (const [i, h] of holders.entries()) {
      expect((await req(i, 'POST', path, h.token, { sessionId: slot.id })).status).toBe(201);
    }
    const joiners = await members(JOINERS);

    const started = Date.now();
    // The seat holders cancel while the joins are still arriving, once some members are in line.
    let answered = 0;
    let lineFormed: () => void = () => {};
    const formed = new Promise<void>((resolve) => {
      lineFormed = resolve;
    });
    const holderCancels = holders.map(async (h, i) => {
      await formed;
      const [app] = await t.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.userId, h.id));
      return req(i + 1, 'DELETE', `/api/users/my/applications/${app.id}`, h.token);
    });
    const joins = joiners.map(async (m, i) => {
      const res = await req(i, 'POST', path, m.token, { sessionId: slot.id, waitlist: true });
      const created = (await res.json()) as { id: string; status: string };
      if (++answered === 40) lineFormed();
      if (i % Math.floor(JOINERS / LEAVERS) === 0 && i / Math.floor(JOINERS / LEAVERS) < LEAVERS) {
        // Cancels what it holds by then: a waitlist place, or a seat it was promoted to meanwhile.
        const cancel = await req(i + 1, 'DELETE', `/api/users/my/applications/${created.id}`, m.token);
        return { res, created, cancel };
      }
      return { res, created, cancel: null };
    });
    const [cancelled, joined] = await Promise.all([Promise.all(holderCancels), Promise.all(joins)]);
    const elapsed = Date.now() - started;

    const cancels = [...cancelled, ...joined.flatMap((j) => (j.cancel ? [j.cancel] : []))];
    expect(cancels).toHaveLength(50);
    expect(cancels.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(joined.map((j) => j.res.status).filter((s) => s !== 201)).toEqual([]);

    // Never above capacity; the counter and the rows agree.
    const [after] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slot.id));
    const confirmed = await confirmedCount(t.db, slot.id);
    expect(after.taken).toBe(confirmed);
    // 170 members still want a seat: every one of the 20 seats is taken.
    expect(confirmed).toBe(SEATS);

    const rows = await t.db
      .select({
        status: applications.status,
        seq: applications.queueSeq,
        promotedAt: applications.promotedAt,
      })
      .from(applications)
      .where(eq(applications.sessionId, slot.id));
    const waiting = rows.filter((r) => r.status === 'waitlisted');
    expect(waiting).toHaveLength(JOINERS - LEAVERS - SEATS);
    // First come, first served: everyone promoted joined before everyone still waiting.
    const promotedSeqs = rows.filter((r) => r.status === 'confirmed' && r.promotedAt).map((r) => r.seq);
    expect(Math.max(...promotedSeqs)).toBeLessThan(Math.min(...waiting.map((r) => r.seq)));

    // Positions members see are 1..n with no gap and no repeat.
    const waitingIds = await t.db
      .select({ userId: applications.userId })
      .from(applications)
      .where(and(eq(applications.sessionId, slot.id), eq(applications.status, 'waitlisted')));
    const tokens = new Map<string, string>(joiners.map((m) => [m.id, m.token]));
    const positions = await Promise.all(
      waitingIds.map(async ({ userId }, i) => {
        const res = await req(i, 'GET', '/api/users/my/applications', tokens.get(userId) as string);
        const page = (await res.json()) as { items: { status: string; position: number | null }[] };
        return page.items.find((a) => a.status === 'waitlisted')?.position;
      }),
    );
    expect([...positions].sort((a, b) => (a as number) - (b as number))).toEqual(
      Array.from({ length: waiting.length }, (_, i) => i + 1),
    );

    // One promotion mail per promotion.
    const promotedUsers = await t.db
      .select({ email: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(and(eq(applications.sessionId, slot.id), sql`${applications.promotedAt} is not null`));
    const mails = await t.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          promotedUsers.map((u) => u.email as string),
        ),
      );
    expect(mails.length).toBe(promotedUsers.length);
    console.info(
      `[waitlist rush ${testDbKind}] ${JOINERS} joins + ${cancels.length} cancellations via ${t.apps.length} app(s) in ${elapsed} ms: ${promotedUsers.length} promoted, ${waiting.length} waiting`,
    );
  }, 240_000);
});
