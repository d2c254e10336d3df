import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/composition/app';
import { freshIp, PASSWORD, signUp, verifyIdentity } from '../support/member-flow';
import { productionTestEnv } from '../support/production-env.mjs';
import { createTestApp } from '../support/test-app';
import { createTestDb, testDbKind } from '../support/test-db';

// Two app instances on one database share sign-in (issue 56): every fact a sign-in rests on (the
// refresh families, their revocation, the throttle's counts, the verified identities) is a row,
// never one instance's memory, so a load balancer may send a member's next request to either.
// NOTE: in one process the two instances also share the signing key, as two hosts do through
// JWT_SECRET, which a production start cannot run without (src/server/env.ts); the processes below,
// on PostgreSQL, each read their own.

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Instance B: its own app (its own middleware, caches and prepared statements), the same database. */
let callB: typeof t.call;
beforeAll(async () => {
  t = await createTestApp();
  const b = createApp({ db: t.db, now: t.clock.now });
  callB = (method, path, body, token, headers = {}) =>
    b.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
});
afterAll(() => t.close());

const callA = (...args: Parameters<typeof t.call>) => t.call(...args);
const WRONG = 'Spring2026pass';

async function signIn(call: typeof t.call, email: string, ip = freshIp()) {
  const res = await call('POST', '/api/auth/login', { email, password: PASSWORD }, undefined, ip);
  expect(res.status).toBe(200);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

describe('two instances on one database', () => {
  it('a sign-in on A is a sign-in on B: its access token reads the member, its refresh token rotates there', async () => {
    const { email } = await signUp(t);
    const first = await signIn(callA, email);
    const me = await callB('GET', '/api/users/my', undefined, first.accessToken);
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);
    // Rotated on B, the new pair works on A; the spent token replayed on A (past the grace) ends the family.
    const rotated = await callB('POST', '/api/auth/refresh-tokens', { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { accessToken: string; refreshToken: string };
    expect((await callA('GET', '/api/users/my', undefined, second.accessToken)).status).toBe(200);
    t.clock.advance(11_000);
    const replay = await callA('POST', '/api/auth/refresh-tokens', { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.code).toBe('REFRESH_REUSED');
    expect(
      (await callB('POST', '/api/auth/refresh-tokens', { refreshToken: second.refreshToken })).status,
    ).toBe(401);
  });

  it('signing out on B ends the sign-in on both: neither renews it', async () => {
    const { email } = await signUp(t);
    const session = await signIn(callA, email);
    const out = await callB('POST', '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(out.status).toBe(200);
    for (const call of [callA, callB])
      expect(
        (await call('POST', '/api/auth/refresh-tokens', { refreshToken: session.refreshToken })).status,
      ).toBe(401);
    // Another device's sign-in is its own family and carries on.
    const other = await signIn(callB, email);
    expect(
      (await callA('POST', '/api/auth/refresh-tokens', { refreshToken: other.refreshToken })).status,
    ).toBe(200);
  });

  it('the sign-in throttle counts failures on both: five on A and five on B make the account wait on either', async () => {
    t.clock.advance(16 * 60 * 1000);
    const { email } = await signUp(t);
    // One failure from each new address: only the per-account count can add up.
    for (let i = 0; i < 10; i++) {
      const call = i % 2 === 0 ? callA : callB;
      expect(
        (await call('POST', '/api/auth/login', { email, password: WRONG }, undefined, freshIp())).status,
      ).toBe(401);
    }
    // The tenth failure counted across both makes the next attempt wait; counted per instance, five
    // each would not.
    for (const call of [callA, callB]) {
      const waiting = await call(
        'POST',
        '/api/auth/login',
        { email, password: PASSWORD },
        undefined,
        freshIp(),
      );
      expect(waiting.status).toBe(429);
      expect((await waiting.json()).error.code).toBe('SIGN_IN_WAIT');
    }
    t.clock.advance(2_000);
    await signIn(callB, email);
  });

  it('an identity verified through A is the same person through B: one account per person holds', async () => {
    const { person, res } = await signUp(t);
    expect(res.status).toBe(201);
    // The whole verification (request, provider result) through B.
    const { res: again } = await verifyIdentity({ ...t, call: callB }, person);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('ALREADY_REGISTERED');
  });
});

/**
 * Two instances as two processes on one PostgreSQL, each in a working directory of its own as on
 * two hosts (issue 56): each reads its own environment and
 * keeps nothing of a sign-in in memory, so with the same JWT_SECRET and HASH_PEPPER a member signed
 * in on one is signed in on the other, and signed out on both. A third process with a key of its
 * own refuses their tokens: why a production start refuses to run without the shared secrets.
 */
const DEMO = { email: 'demo@moru-surfaces.example', password: 'moru2025demo' };

const onPostgres = () =>
  describe('sign-in across two processes (PostgreSQL)', () => {
    let db: Awaited<ReturnType<typeof createTestDb>>;
    const children: ChildProcess[] = [];
    let a: string;
    let b: string;
    let stranger: string;

    const checkouts: string[] = [];
    /**
     * A working directory of its own, as a second host's checkout would be: the project's files
     * linked in, but not `data/`, where a start without the shared secrets would write its own.
     */
    function checkout(): string {
      const dir = mkdtempSync(join(tmpdir(), 'moru-checkout-'));
      for (const entry of readdirSync(resolve('.')))
        if (entry !== 'data' && !entry.startsWith('.next')) symlinkSync(resolve(entry), join(dir, entry));
      checkouts.push(dir);
      return dir;
    }

    async function instance(env: Record<string, string> = {}): Promise<string> {
      const child = spawn(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', 'tests/support/api-instance.ts'],
        {
          env: {
            ...process.env,
            ...productionTestEnv({ smtpUrl: 'smtp://127.0.0.1:1', siteUrl: 'http://127.0.0.1:3000' }),
            DATABASE_URL: db.url,
            // The demo members, to sign in as; no second factor to enrol for this test's staff.
            SEED_DEMO: 'true',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
          cwd: checkout(),
        },
      );
      children.push(child);
      let out = '';
      child.stdout?.setEncoding('utf8');
      const port = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: string) => {
          out += chunk;
          const m = /listening (\d+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`instance exited ${code}: ${out}`)));
      });
      return `http://127.0.0.1:${port}`;
    }

    beforeAll(async () => {
      db = await createTestDb();
      // One after the other, as deploy/ starts them: the first seeds, the second finds it done.
      a = await instance();
      b = await instance();
      stranger = await instance({ JWT_SECRET: 'another-instance-own-secret-0123456789-abcdef' });
    }, 180_000);
    afterAll(async () => {
      for (const child of children) {
        if (child.exitCode !== null) continue;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await db?.close();
      for (const dir of checkouts) rmSync(dir, { recursive: true, force: true });
    });

    let ip = 0;
    const call = (base: string, method: string, path: string, body?: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('a sign-in on A reads the member on B and renews there; sign-out on B ends it on A; a process with its own key refuses it', async () => {
      const signedIn = await call(a, 'POST', '/api/auth/login', DEMO);
      expect(signedIn.status).toBe(200);
      const session = (await signedIn.json()) as { accessToken: string; refreshToken: string };
      const me = await call(b, 'GET', '/api/users/my', undefined, session.accessToken);
      expect(me.status).toBe(200);
      expect((await me.json()).email).toBe(DEMO.email);
      // The same secret is the whole point: a process with its own refuses the others' sign-ins.
      expect((await call(stranger, 'GET', '/api/users/my', undefined, session.accessToken)).status).toBe(401);

      const renewed = await call(b, 'POST', '/api/auth/refresh-tokens', {
        refreshToken: session.refreshToken,
      });
      expect(renewed.status).toBe(200);
      const next = (await renewed.json()) as { accessToken: string; refreshToken: string };
      expect((await call(a, 'GET', '/api/users/my', undefined, next.accessToken)).status).toBe(200);
      expect((await call(b, 'POST', '/api/auth/logout', { refreshToken: next.refreshToken })).status).toBe(
        200,
      );
      for (const base of [a, b])
        expect(
          (await call(base, 'POST', '/api/auth/refresh-tokens', { refreshToken: next.refreshToken })).status,
        ).toBe(401);
    }, 60_000);

    it('the sign-in throttle counts failures made on both processes', async () => {
      const wrong = { email: DEMO.email.replace('demo@', 'b2b@'), password: 'Spring2026pass' };
      for (let i = 0; i < 10; i++)
        expect((await call(i % 2 ? b : a, 'POST', '/api/auth/login', wrong)).status).toBe(401);
      for (const base of [a, b]) {
        const waiting = await call(base, 'POST', '/api/auth/login', { ...wrong, password: DEMO.password });
        expect(waiting.status).toBe(429);
        expect((await waiting.json()).error.code).toBe('SIGN_IN_WAIT');
      }
    }, 60_000);
  });

if (testDbKind === 'postgres') onPostgres();
