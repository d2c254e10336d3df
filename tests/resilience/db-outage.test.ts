import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSigningKeyForTests } from '@/server/auth/tokens';
import { type AppDeps, createApp } from '@/server/composition/app';
import { type DbHandle, openDb } from '@/server/db/client';
import { makeEvent, member } from '../api/events-fixtures';
import { type PgInstance, startPgInstance } from '../support/pg-instance.mjs';

/**
 * PostgreSQL stopped under the running app (its own server, started here on a free port): every
 * API call that needs the database answers 503 with the JSON error shape within the configured
 * connect timeout, never a 500 and never a hang; /api/health says the database is down; once
 * PostgreSQL is back the same app recovers without a restart.
 */
const CONNECT_TIMEOUT_MS = 2000;
process.env.DB_CONNECT_TIMEOUT_MS = String(CONNECT_TIMEOUT_MS);

let server: PgInstance;
let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let token: string;
let eventId: string;
let slotIds: string[];

beforeAll(async () => {
  server = await startPgInstance();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database moru');
  await admin.end();
  handle = await openDb({ url: server.urlFor('moru') });
  setSigningKeyForTests('test-signing-key-that-is-long-enough-0123456789');
  const deps: AppDeps = { db: handle.db, now: () => new Date() };
  app = createApp(deps);
  token = (await member(handle.db, new Date())).token;
  const e = await makeEvent(handle.db, new Date(), {
    slots: [
      { inHours: 24, capacity: 50 },
      { inHours: 48, capacity: 50 },
    ],
  });
  eventId = e.event.id;
  slotIds = e.sessions.map((s) => s.id);
});
afterAll(async () => {
  await handle?.close().catch(() => {});
  await server?.destroy();
});

let ip = 0;
const contact = (title: string) => ({
  type: 'event',
  name: '홍길동',
  tel: '01098765432',
  email: 'visitor@example.com',
  title,
  message: '단체 관람이 가능한가요?',
  consent: true,
  elapsedMs: 8000,
});

/** Calls that need the database, as a visitor and a member make them. */
const calls = (slot: string) =>
  [
    ['GET', '/api/events', undefined, undefined],
    ['GET', `/api/events/${eventId}`, undefined, undefined],
    ['GET', '/api/users/my', undefined, token],
    ['GET', '/api/users/my/applications', undefined, token],
    ['POST', '/api/contact', contact(`장애 중 ${ip}`), undefined],
    ['POST', `/api/events/${eventId}/applications`, { sessionId: slot }, token],
    ['POST', '/api/auth/login', { email: 'nobody@example.com', password: 'whatever123' }, undefined],
  ] as const;

async function send(method: string, path: string, body: unknown, auth: string | undefined) {
  const started = performance.now();
  const res = await app.request(path, {
    method,
    headers: {
      'x-forwarded-for': `10.99.0.${++ip % 250}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { res, ms: performance.now() - started };
}

describe('PostgreSQL outage under a running app', () => {
  it('answers 503 in the JSON error shape while PostgreSQL is down, then recovers without a restart', async () => {
    for (const [method, path, body, auth] of calls(slotIds[0])) {
      const { res } = await send(method, path, body, auth);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }

    await server.stop('fast');
    const stoppedAt = performance.now();
    let firstUnavailableMs: number | undefined;
    let slowest = 0;
    // Twice over: the first round meets the pool's dead connections, the second new refused ones;
    // then all at once, more than the pool holds.
    for (let round = 0; round < 2; round++) {
      for (const [method, path, body, auth] of calls(slotIds[1])) {
        const { res, ms } = await send(method, path, body, auth);
        slowest = Math.max(slowest, ms);
        firstUnavailableMs ??= performance.now() - stoppedAt;
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(res.headers.get('retry-after')).toBeTruthy();
        const { error } = await res.json();
        expect(error.code).toBe('SERVICE_UNAVAILABLE');
        expect(error.message).toMatch(/[\uAC00-\uD7A3]/);
      }
    }
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => calls(slotIds[1])[i % 7]).map(([m, p, b, a]) => send(m, p, b, a)),
    );
    for (const { res, ms } of burst) {
      expect(res.status).toBe(503);
      slowest = Math.max(slowest, ms);
    }
    // Bounded: no call waited much past the connect timeout (a hang would wait for ever).
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS * 3);
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    // The API's error shape beside the health fields (decision 039).
    expect(await health.json()).toMatchObject({
      status: 'degraded',
      db: 'down',
      error: { code: 'SERVICE_UNAVAILABLE' },
    });

    await server.start();
    const startedAt = performance.now();
    let recoveredMs: number | undefined;
    while (recoveredMs === undefined && performance.now() - startedAt < 30_000) {
      const { res } = await send('GET', '/api/events', undefined, undefined);
      if (res.status === 200) recoveredMs = performance.now() - startedAt;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(recoveredMs).toBeDefined();
    expect((await app.request('/api/health')).status).toBe(200);
    for (const [method, path, body, auth] of calls(slotIds[1])) {
      const { res } = await send(method, path, body, auth);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.status, `${method} ${path}`).not.toBe(503);
    }
    const mine = await (await send('GET', '/api/users/my/applications', undefined, token)).res.json();
    expect(mine.items.map((a: { session: { id: string } }) => a.session.id).sort()).toEqual(
      [...slotIds].sort(),
    );
    console.info(
      `[db-outage] first 503 ${Math.round(firstUnavailableMs ?? 0)} ms after PostgreSQL stopped; slowest 503 ${Math.round(slowest)} ms (connect timeout ${CONNECT_TIMEOUT_MS} ms); recovered ${Math.round(recoveredMs ?? 0)} ms after it was back`,
    );
  });
});
