import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/composition/app';
import { freshIp, PASSWORD, signUp, verifyIdentity } from '../support/member-flow';
import { createTestApp } from '../support/test-app';

// Two app instances on one database share sign-in (issue 56): every fact a sign-in rests on (the
// refresh families, their revocation, the throttle's counts, the verified identities) is a row,
// never one instance's memory, so a load balancer may send a member's next request to either.
// NOTE: in one process the two instances also share the signing key, as two hosts do through
// JWT_SECRET, which a production start cannot run without (src/server/env.ts).

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
