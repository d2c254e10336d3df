import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUpRequests } from '@/server/events/warm-up';
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
