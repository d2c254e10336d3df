import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientConfig, ApiClientError, createApiClient, singleFlight } from './api-client';

type Seen = { url: string; auth: string | null; lang: string | null; type: string | null };

/** A client against a scripted server: each call answers the next status (and body) in `answers`. */
function setup(answers: [number, unknown?][], overrides: Partial<ApiClientConfig> = {}) {
  const seen: Seen[] = [];
  let token = 'old';
  const ended = vi.fn();
  const refresh = vi.fn(async () => {
    token = 'new';
    return true;
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const h = new Headers(init.headers);
    seen.push({
      url,
      auth: h.get('authorization'),
      lang: h.get('accept-language'),
      type: h.get('content-type'),
    });
    const [status, body] = answers.shift() ?? [200, {}];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body ?? {}), { status });
  });
  const client = createApiClient({
    url: (p) => `/api${p}`,
    isAuthCall: (u) => u.startsWith('/api/auth/'),
    locale: () => 'en',
    token: () => token,
    needsRefresh: () => false,
    refresh,
    hadSession: () => true,
    endSession: ended,
    ...overrides,
  });
  return { client, seen, refresh, ended };
}

afterEach(() => vi.unstubAllGlobals());

describe('the browser API client', () => {
  it('tries a write that cannot be stored twice once more after a 503, and shows a second 503', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const unavailable = { error: { code: 'SERVICE_UNAVAILABLE', message: 'm' } };
      const { client, seen } = setup([
        [503, unavailable],
        [201, { id: 'a1' }],
      ]);
      const booked = client.json('/events/e/applications', {
        method: 'POST',
        json: {},
        retryWhenUnavailable: true,
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(await booked).toEqual({ id: 'a1' });
      expect(seen).toHaveLength(2);

      const twice = setup([
        [503, unavailable],
        [503, unavailable],
      ]);
      const failed = twice.client
        .json('/events/e/applications', { method: 'POST', json: {}, retryWhenUnavailable: true })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await failed).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(twice.seen).toHaveLength(2);

      // Any other write is sent once: a second inquiry could be stored twice.
      const once = setup([
        [503, unavailable],
        [201, {}],
      ]);
      await expect(once.client.json('/contact', { method: 'POST', json: {} })).rejects.toMatchObject({
        status: 503,
      });
      expect(once.seen).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the bearer token, the UI language and JSON for a string body', async () => {
    const { client, seen } = setup([[200, { ok: true }]]);
    expect(await client.json('/x', { method: 'POST', json: { a: 1 } })).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/x', auth: 'Bearer old', lang: 'en', type: 'application/json' }]);
  });

  it('on a 401 refreshes once and sends again with the new token', async () => {
    const { client, seen, refresh, ended } = setup([
      [401, { error: { code: 'UNAUTHORIZED', message: 'm' } }],
      [200, {}],
    ]);
    const res = await client.fetch('/x');
    expect(res.status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old', 'Bearer new']);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session when the answer is still 401 after the refresh', async () => {
    const unauthorized: [number, unknown] = [401, { error: { code: 'UNAUTHORIZED', message: 'm' } }];
    const { client, ended } = setup([unauthorized, unauthorized]);
    await expect(client.json('/x')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('never refreshes or retries a sign-in call, nor for a visitor without a session', async () => {
    const auth = setup([[401, { error: { code: 'INVALID_CREDENTIALS', message: 'm' } }]]);
    expect((await auth.client.fetch('/auth/login', { method: 'POST', body: '{}' })).status).toBe(401);
    expect(auth.refresh).not.toHaveBeenCalled();
    const visitor = setup([[401, { error: { code: 'UNAUTHORIZED', message: 'm' } }]], {
      hadSession: () => false,
    });
    expect((await visitor.client.fetch('/users/my')).status).toBe(401);
    expect(visitor.refresh).not.toHaveBeenCalled();
    expect(visitor.ended).not.toHaveBeenCalled();
  });

  it('rejects with the API’s error, or a generic one when the answer is not JSON', async () => {
    const { client } = setup([
      [409, { error: { code: 'ALREADY_APPLIED', message: '이미 신청하셨습니다.' } }],
      [502, '<html>Bad gateway</html>'],
    ]);
    const first = (await client.json('/x').catch((e) => e)) as ApiClientError;
    expect(first).toBeInstanceOf(ApiClientError);
    expect([first.status, first.code, first.message]).toEqual([
      409,
      'ALREADY_APPLIED',
      '이미 신청하셨습니다.',
    ]);
    const second = (await client.json('/x').catch((e) => e)) as ApiClientError;
    expect([second.status, second.code]).toEqual([502, 'INTERNAL']);
  });

  it('refreshes before sending when the token is about to expire', async () => {
    const { client, refresh, seen } = setup([[200, {}]], { needsRefresh: () => true });
    await client.fetch('/x');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen[0].auth).toBe('Bearer new');
  });
});

describe('singleFlight', () => {
  it('shares one running refresh between callers and runs again afterwards', async () => {
    let calls = 0;
    let release: (ok: boolean) => void = () => {};
    const refresh = singleFlight(() => {
      calls++;
      return new Promise<boolean>((resolve) => {
        release = resolve;
      });
    });
    const both = Promise.all([refresh(), refresh()]);
    release(true);
    expect(await both).toEqual([true, true]);
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    const again = refresh();
    release(false);
    expect(await again).toBe(false);
    expect(calls).toBe(2);
  });

  it('answers false when the refresh throws (the network is down)', async () => {
    const refresh = singleFlight(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await refresh()).toBe(false);
  });
});
