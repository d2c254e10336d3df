import { setSigningKeyForTests } from '@/server/auth/tokens';
import { type ApiApp, type AppDeps, createApp } from '@/server/composition/app';
import { type Db, openDb } from '@/server/db/client';
import { createTestDb, testDbKind } from './test-db';

export type TestClock = { now: () => Date; set: (d: Date | string) => void; advance: (ms: number) => void };

export function testClock(start = new Date()): TestClock {
  let t = new Date(start);
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d);
    },
    advance: (ms) => {
      t = new Date(t.getTime() + ms);
    },
  };
}

/** The real API app on a fresh database, called in-process with `app.request()`. */
export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  setSigningKeyForTests('test-signing-key-that-is-long-enough-0123456789');
  const handle = await createTestDb();
  const clock = testClock();
  const deps: AppDeps = { db: handle.db, now: clock.now, ...overrides };
  const app = createApp(deps);
  /** JSON request helper: `call('POST', '/api/x', body, token)`. */
  const call = (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, db: handle.db, kind: handle.kind, deps, clock, call, close: handle.close };
}

/** The database a test app runs on (PostgreSQL only), so a second pool can open it. */
export async function testDbUrl(db: Db): Promise<string> {
  const res = await db.execute<{ name: string }>('select current_database() as name');
  const name = (res as unknown as { rows: { name: string }[] }).rows[0].name;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The test app and its instances: on PostgreSQL a second app instance on its own pool against the
 * same database, as a second server process would have (on PGlite the one app: one process holds
 * it). `close` ends both.
 */
export async function createTestInstances() {
  const t = await createTestApp();
  const apps: ApiApp[] = [t.app];
  const second = testDbKind === 'postgres' ? await openDb({ url: await testDbUrl(t.db) }) : undefined;
  if (second) apps.push(createApp({ db: second.db, now: t.clock.now }));
  const close = async () => {
    await second?.close();
    await t.close();
  };
  return { ...t, apps, close };
}
