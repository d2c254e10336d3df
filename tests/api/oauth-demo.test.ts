import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (path: string, data: Record<string, string>) =>
  t.app.request(path, {
    method: 'POST',
    body: new URLSearchParams(data),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('embedded default: the labelled local stand-in for Kakao and Naver', () => {
  it('offers both providers as demo stand-ins when no keys are set', async () => {
    expect(await (await t.call('GET', '/api/auth/social/providers')).json()).toEqual({
      providers: [
        { provider: 'kakao', demo: true },
        { provider: 'naver', demo: true },
      ],
    });
  });

  for (const provider of ['kakao', 'naver'] as const) {
    it(`${provider}: consent page → callback → one-time code → sign-up ticket; denial returns an error`, async () => {
      const start = await t.call('GET', `/api/auth/social/${provider}`);
      const page = new URL(start.headers.get('location') as string);
      expect(page.pathname).toBe(`/api/auth/social/${provider}/demo`);
      const html = await (await t.call('GET', `${page.pathname}${page.search}`)).text();
      expect(html).toContain('데모');
      const state = page.searchParams.get('state') as string;
      const allowed = await form(`/api/auth/social/${provider}/demo`, {
        state,
        email: `${provider}@example.com`,
        name: '데모',
        outcome: 'allow',
      });
      const cb = allowed.headers.get('location') as string;
      const back = await t.call('GET', cb);
      const hash = new URLSearchParams((back.headers.get('location') as string).split('#')[1]);
      const ex = await (await t.call('POST', '/api/auth/social/exchange', { code: hash.get('code') })).json();
      expect(ex).toMatchObject({ status: 'signUp', profile: { provider, email: `${provider}@example.com` } });

      const again = new URL(
        (await t.call('GET', `/api/auth/social/${provider}`)).headers.get('location') as string,
      );
      const denied = await form(`/api/auth/social/${provider}/demo`, {
        state: again.searchParams.get('state') as string,
        outcome: 'deny',
      });
      const deniedBack = await t.call('GET', denied.headers.get('location') as string);
      expect(deniedBack.headers.get('location')).toBe('/sign/in#error=denied');
    });
  }

  it('a forged demo code is refused', async () => {
    const page = new URL((await t.call('GET', '/api/auth/social/kakao')).headers.get('location') as string);
    const res = await t.call(
      'GET',
      `/api/auth/social/kakao/callback?code=eyJ4IjoxfQ.forged&state=${page.searchParams.get('state')}`,
    );
    expect(res.headers.get('location')).toBe('/sign/in#error=provider');
  });
});
