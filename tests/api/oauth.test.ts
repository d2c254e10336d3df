import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, PASSWORD, verifiedEmail, verifyIdentity } from '../support/member-flow';
import { startOAuthServer } from '../support/oauth-server';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
beforeAll(async () => {
  oauth = await startOAuthServer();
  // NOTE: before the app reads its environment for the first time.
  Object.assign(process.env, oauth.env, { APP_URL: 'http://localhost:3000' });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await oauth.close();
});

/** Walks the browser's redirects: app → provider → app callback → web app URL with a hash. */
async function walk(provider: 'kakao' | 'naver', next?: string) {
  const start = await t.call(
    'GET',
    `/api/auth/social/${provider}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  );
  expect(start.status).toBe(302);
  const authUrl = new URL(start.headers.get('location') as string);
  const atProvider = await fetch(authUrl, { redirect: 'manual' });
  const cb = new URL(atProvider.headers.get('location') as string);
  const back = await t.call('GET', `${cb.pathname}${cb.search}`);
  expect(back.status).toBe(302);
  const location = back.headers.get('location') as string;
  return { authUrl, location, hash: new URLSearchParams(location.split('#')[1] ?? '') };
}

describe('Kakao and Naver sign-in against a local OAuth server', () => {
  it('lists both providers (keys configured, no demo stand-in)', async () => {
    expect(await (await t.call('GET', '/api/auth/social/providers')).json()).toEqual({
      providers: [
        { provider: 'kakao', demo: false },
        { provider: 'naver', demo: false },
      ],
    });
  });

  it('Kakao uses state + PKCE S256; an unlinked account goes on to sign-up prefilled, passes identity, then signs in directly', async () => {
    const first = await walk('kakao', '/my/edit');
    expect(first.authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.authUrl.searchParams.get('state')).toBeTruthy();
    expect(first.location.startsWith('/sign/in#')).toBe(true);
    expect(first.hash.get('next')).toBe('/my/edit');
    expect(oauth.state.tokenRequests.at(-1)?.code_verifier).toBeTruthy();
    const ex = await (
      await t.call('POST', '/api/auth/social/exchange', { code: first.hash.get('code') })
    ).json();
    expect(ex).toMatchObject({
      status: 'signUp',
      profile: { provider: 'kakao', email: 'kakao.user@example.com', name: '카카오' },
    });
    // The one-time code is single use.
    expect((await t.call('POST', '/api/auth/social/exchange', { code: first.hash.get('code') })).status).toBe(
      401,
    );

    const person = newPerson();
    const identity = await (await verifyIdentity(t, person)).res.json();
    const email = 'kakao.user@example.com';
    const emailToken = await verifiedEmail(t, email);
    const signUp = await t.call('POST', '/api/auth/sign-up', {
      memberType: 'normal',
      terms: true,
      privacy: true,
      identityToken: identity.identityToken,
      emailToken,
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      socialToken: ex.socialToken,
    });
    expect(signUp.status).toBe(201);
    const me = await (
      await t.call('GET', '/api/users/my', undefined, (await signUp.json()).accessToken)
    ).json();
    expect(me.social).toEqual(['kakao']);

    const second = await walk('kakao');
    const signedIn = await (
      await t.call('POST', '/api/auth/social/exchange', { code: second.hash.get('code') })
    ).json();
    expect(signedIn.status).toBe('signedIn');
    expect((await t.call('GET', '/api/users/my', undefined, signedIn.accessToken)).status).toBe(200);
  });

  it('Naver (no PKCE, state sent to the token endpoint, errors as HTTP 200) works end to end', async () => {
    const { authUrl, hash } = await walk('naver');
    expect(authUrl.searchParams.get('code_challenge')).toBeNull();
    expect(oauth.state.tokenRequests.at(-1)).toMatchObject({ client_secret: 'naver-test-secret' });
    expect(oauth.state.tokenRequests.at(-1)?.state).toBeTruthy();
    const ex = await (await t.call('POST', '/api/auth/social/exchange', { code: hash.get('code') })).json();
    expect(ex).toMatchObject({
      status: 'signUp',
      profile: { provider: 'naver', email: 'naver.user@example.com' },
    });
  });

  it('denied consent returns to sign-in with an error, no code', async () => {
    oauth.state.deny = true;
    try {
      const { hash } = await walk('kakao');
      expect(hash.get('error')).toBe('denied');
      expect(hash.get('code')).toBeNull();
    } finally {
      oauth.state.deny = false;
    }
  });

  it('a state mismatch (forged, replayed or from the other provider) is refused', async () => {
    const start = await t.call('GET', '/api/auth/social/kakao');
    const authUrl = new URL(start.headers.get('location') as string);
    const cb = new URL((await fetch(authUrl, { redirect: 'manual' })).headers.get('location') as string);
    const code = cb.searchParams.get('code');
    const forged = await t.call('GET', `/api/auth/social/kakao/callback?code=${code}&state=forged-state`);
    expect(forged.headers.get('location')).toBe('/sign/in#error=state');
    const wrongProvider = await t.call('GET', `/api/auth/social/naver/callback${cb.search}`);
    expect(wrongProvider.headers.get('location')).toBe('/sign/in#error=state');
    // That state is now used: the genuine callback is refused too.
    expect((await t.call('GET', `/api/auth/social/kakao/callback${cb.search}`)).headers.get('location')).toBe(
      '/sign/in#error=state',
    );
    const none = await t.call('GET', '/api/auth/social/kakao/callback?code=abc');
    expect(none.headers.get('location')).toBe('/sign/in#error=state');
  });

  it('an expired one-time code is refused', async () => {
    const { hash } = await walk('naver');
    t.clock.advance(61_000);
    const res = await t.call('POST', '/api/auth/social/exchange', { code: hash.get('code') });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('SOCIAL_CODE_INVALID');
  });

  it('a provider error (bad code at the token endpoint) returns with an error', async () => {
    const start = await t.call('GET', '/api/auth/social/kakao');
    const state = new URL(start.headers.get('location') as string).searchParams.get('state');
    const res = await t.call('GET', `/api/auth/social/kakao/callback?code=bogus&state=${state}`);
    expect(res.headers.get('location')).toBe('/sign/in#error=provider');
  });

  it('an unsafe next is dropped', async () => {
    const { hash } = await walk('kakao', '//evil.example/x');
    expect(hash.get('next')).toBeNull();
  });
});
