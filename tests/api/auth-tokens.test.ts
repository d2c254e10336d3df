import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/server/env';
import { freshIp, PASSWORD, signUp } from '../support/member-flow';
import { insertMember } from '../support/members';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.call('POST', '/api/auth/refresh-tokens', { refreshToken });

describe('access token', () => {
  it('carries sub, roles, aud, exp, iat, iss and lasts about 15 minutes', async () => {
    const { res } = await signUp(t);
    const claims = decodeJwt((await res.json()).accessToken);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'roles', 'sub']);
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
    expect(claims.roles).toEqual(['member']);
  });

  it('GET /users/my answers 401 for a missing, expired, tampered or wrong-algorithm token', async () => {
    const { res } = await signUp(t);
    const { accessToken } = await res.json();
    expect((await t.call('GET', '/api/users/my')).status).toBe(401);
    const [h, p, s] = accessToken.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, roles: ['admin'] })).toString('base64url')}.${s}`;
    expect((await t.call('GET', '/api/users/my', undefined, tampered)).status).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await t.call('GET', '/api/users/my', undefined, none)).status).toBe(401);
    const env = serverEnv();
    const hs512 = await new SignJWT({ roles: ['member'] })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(payload.sub)
      .setIssuer(env.JWT_ISSUER)
      .setAudience(env.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('test-signing-key-that-is-long-enough-0123456789'));
    expect((await t.call('GET', '/api/users/my', undefined, hs512)).status).toBe(401);
    expect((await t.call('GET', '/api/users/my', undefined, 'garbage')).status).toBe(401);
    t.clock.advance(16 * 60 * 1000);
    const expired = await t.call('GET', '/api/users/my', undefined, accessToken);
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('a member reads and changes only their own data (the id comes from the token)', async () => {
    const a = await signUp(t, { memberType: 'company' });
    const b = await signUp(t, { memberType: 'company' });
    const aToken = (await a.res.json()).accessToken;
    const bToken = (await b.res.json()).accessToken;
    const patched = await t.call('PATCH', '/api/users/my', { company: '에이컴퍼니', id: 'ignored' }, aToken);
    expect(patched.status).toBe(200);
    const bMe = await (await t.call('GET', '/api/users/my', undefined, bToken)).json();
    expect(bMe.company).toBe('모루건설');
    expect(bMe.email).toBe(b.email);
    expect((await t.call('GET', `/api/users/${(await patched.json()).id}`, undefined, bToken)).status).toBe(
      404,
    );
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh token works once and yields a new pair', async () => {
    const { res } = await signUp(t);
    const first = await res.json();
    const r1 = await refresh(first.refreshToken);
    expect(r1.status).toBe(200);
    const second = await r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await t.call('GET', '/api/users/my', undefined, second.accessToken)).status).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it('a replay after the grace period revokes the whole family', async () => {
    const { res } = await signUp(t);
    const first = await res.json();
    const second = await (await refresh(first.refreshToken)).json();
    t.clock.advance(30_000);
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.code).toBe('REFRESH_REUSED');
    const afterTheft = await refresh(second.refreshToken);
    expect(afterTheft.status).toBe(401);
  });

  it('tolerates parallel tabs: the same token used twice within a few seconds gives both a pair', async () => {
    const { res } = await signUp(t);
    const { refreshToken } = await res.json();
    const [x, y] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const [xb, yb] = [await x.json(), await y.json()];
    expect((await refresh(xb.refreshToken)).status).toBe(200);
    expect((await refresh(yb.refreshToken)).status).toBe(200);
  });

  it('expires absolutely, however often it is rotated', async () => {
    const { res } = await signUp(t);
    let token = (await res.json()).refreshToken;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(5 * 86_400_000);
      const r = await refresh(token);
      if (i < 2) {
        expect(r.status).toBe(200);
        token = (await r.json()).refreshToken;
      } else expect(r.status).toBe(401);
    }
  });

  it('logout revokes the family; an unknown or missing token is 401', async () => {
    const { res } = await signUp(t);
    const { refreshToken } = await res.json();
    expect((await t.call('POST', '/api/auth/logout', { refreshToken })).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh-tokens', {})).status).toBe(401);
  });

  it('browser transport: the refresh token lives only in an HttpOnly SameSite=Lax cookie', async () => {
    const { email } = await signUp(t);
    const login = await t.call('POST', '/api/auth/login', { email, password: PASSWORD }, undefined, {
      ...freshIp(),
      'x-refresh-transport': 'cookie',
    });
    const body = await login.json();
    expect(body.refreshToken).toBeUndefined();
    // The sign-in also remembers the device (decision 038): the refresh token is its own cookie.
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('moru_rt=')) ?? '';
    expect(cookie).toMatch(/moru_rt=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    const pair = cookie.split(';')[0];
    // Without the custom header the cookie is ignored (no cross-site use).
    expect((await t.call('POST', '/api/auth/refresh-tokens', {}, undefined, { cookie: pair })).status).toBe(
      401,
    );
    const verify = await t.call('POST', '/api/auth/verify', {}, undefined, {
      cookie: pair,
      'x-refresh-transport': 'cookie',
    });
    expect(verify.status).toBe(200);
    const v = await verify.json();
    expect(v.user.email).toBe(email);
    expect(v.accessToken).toMatch(/^ey/);
    expect(v.refreshToken).toBeUndefined();
    expect(verify.headers.get('set-cookie')).toMatch(/moru_rt=/);
  });

  it('tokens of a member inserted directly (other domains) work with requireMember', async () => {
    t.clock.set(new Date());
    const m = await insertMember(t.db);
    expect((await t.call('GET', '/api/users/my', undefined, m.token)).status).toBe(200);
  });
});
