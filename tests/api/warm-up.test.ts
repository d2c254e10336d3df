import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextOpening, warmUpRequests, watchOpenings } from '@/server/events/warm-up';
import { createTestApp } from '../support/test-app';
import { makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

/**
 * The requests a new instance sends itself before the first rush (decision 027,
 * `src/runtime/server.mjs`): they go as deep into the apply path as a request can without writing,
 * and write nothing, whatever the database holds.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Rows in every table of the schema, by table. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows?: { tablename: string }[] } | { tablename: string }[];
  const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.tablename);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows?: { n: number }[] } | { n: number }[];
    counts[name] = (Array.isArray(result) ? result : (result.rows ?? []))[0].n;
  }
  return counts;
}

async function send(requests: Awaited<ReturnType<typeof warmUpRequests>>, rounds: number) {
  const answers: { method: string; auth: boolean; status: number; code?: string }[] = [];
  for (let i = 0; i < rounds; i++)
    for (const r of requests) {
      const res = await t.app.request(r.path, { method: r.method, headers: r.headers, body: r.body });
      const body = (await res.json()) as { error?: { code: string } };
      answers.push({
        method: r.method,
        auth: 'authorization' in r.headers,
        status: res.status,
        code: body.error?.code,
      });
    }
  return answers;
}

describe('warm-up requests', () => {
  it('on a new install (no members, no events) answer 401, 404 and the empty lists, and write nothing', async () => {
    const before = await rowCounts();
    const answers = await send(await warmUpRequests(t.db, t.clock.now()), 2);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 401]));
    expect(answers.filter((a) => a.method === 'POST').every((a) => a.code === 'UNAUTHORIZED')).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it("reach past the member check of active members, to the event's checks, and write nothing", async () => {
    const now = t.clock.now();
    const members = [await member(t.db, now), await member(t.db, now), await member(t.db, now)];
    // An open event with seats, one that asks questions, and a full one: none can be applied to.
    const open = await makeEvent(t.db, now, { slots: [{ inHours: 24, capacity: 5 }] });
    await makeEvent(t.db, now, { questions: SURVEY_QUESTIONS });
    await makeEvent(t.db, now, { slots: [{ inHours: 2, capacity: 1 }] });
    const before = await rowCounts();

    const requests = await warmUpRequests(t.db, now);
    // The members' own tokens, and the open event's detail on the read path.
    expect(
      requests.filter((r) => r.method === 'POST' && r.headers.authorization).length,
    ).toBeGreaterThanOrEqual(members.length * 4);
    expect(requests.some((r) => r.method === 'GET' && r.path === `/api/events/${open.event.id}`)).toBe(true);

    const answers = await send(requests, 3);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const applications = answers.filter((a) => a.method === 'POST' && a.auth);
    // A member's application is judged (404: no such event), not refused at the door (401).
    expect(
      applications.filter((a) => a.status === 404 && a.code === 'NOT_FOUND').length,
    ).toBeGreaterThanOrEqual(members.length * 4 * 3);
    expect(applications.filter((a) => a.status === 401).length).toBe(3);
    expect(answers.filter((a) => a.method === 'GET').every((a) => a.status === 200)).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('warm-up before an opening', () => {
  const waitFor = async (check: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end && !check(); )
      await new Promise((r) => setTimeout(r, 50));
  };

  it('warms once, a lead before the window opens; an opening seen late at once; none after stop', async () => {
    const start = new Date();
    // Opens in 4 s; with a 3 s lead the instance warms about 1 s from now, well before it opens.
    const soon = await makeEvent(t.db, start, { applyOpensAt: new Date(start.getTime() + 4000) });
    expect((await nextOpening(t.db, start))?.getTime()).toBe(soon.event.applyOpensAt?.getTime());
    const calls: number[] = [];
    const watcher = watchOpenings(
      t.db,
      async () => {
        calls.push(Date.now());
      },
      { leadMs: 3000, pollMs: 100 },
    );
    try {
      await waitFor(() => calls.length > 0, 10_000);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toBeLessThan(start.getTime() + 4000);
      expect(calls[0]).toBeGreaterThanOrEqual(start.getTime() + 1000 - 50);

      // Planned less than a lead ahead: warmed as soon as seen, once.
      const late = await makeEvent(t.db, new Date(), { applyOpensAt: new Date(Date.now() + 2000) });
      await waitFor(() => calls.length > 1, 10_000);
      expect(calls).toHaveLength(2);
      expect(calls[1]).toBeLessThan((late.event.applyOpensAt as Date).getTime());
      await new Promise((r) => setTimeout(r, 500));
      expect(calls).toHaveLength(2);
    } finally {
      await watcher.stop();
    }

    // A watcher stopped before the lead never warms.
    await makeEvent(t.db, new Date(), { applyOpensAt: new Date(Date.now() + 60_000) });
    const stopped: number[] = [];
    const second = watchOpenings(t.db, async () => void stopped.push(Date.now()), {
      leadMs: 59_500,
      pollMs: 100,
    });
    await second.stop();
    await new Promise((r) => setTimeout(r, 1000));
    expect(stopped).toEqual([]);
  });
});
