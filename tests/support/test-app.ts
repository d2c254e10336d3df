import { setSigningKeyForTests } from '@/server/auth/tokens';
import { type AppDeps, createApp } from '@/server/composition/app';
import { createTestDb } from './test-db';

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
