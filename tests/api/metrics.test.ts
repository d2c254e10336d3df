import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/composition/app';
import { answerWithoutApp } from '@/server/composition/instance';
import { metricsAnswer } from '@/server/composition/metrics';
import { openDb } from '@/server/db/client';
import { createTestApp } from '../support/test-app';
import { createTestDb } from '../support/test-db';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const scrape = (t: Awaited<ReturnType<typeof createTestApp>>, authorization?: string, token = TOKEN) =>
  metricsAnswer(
    new Request('http://x/metrics', { headers: authorization ? { authorization } : {} }),
    t.db,
    token,
  );

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('is a 404 in the JSON error shape when METRICS_TOKEN is unset', async () => {
    const res = await metricsAnswer(
      new Request('http://x/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
      t.db,
      undefined,
    );
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('refuses no token and a wrong one with 401', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(t, auth);
      expect(res.status, String(auth)).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect((await res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('with the token: Prometheus text that counts a request by route pattern and status', async () => {
    const count = async () => {
      const text = await (await scrape(t, `Bearer ${TOKEN}`)).text();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('moru_http_requests_total{') &&
            l.includes('route="/api/events/:id"') &&
            l.includes('status="404"'),
        );
      return { text, n: line ? Number(line.split(' ').pop()) : 0 };
    };
    const before = await count();
    const res = await t.call('GET', '/api/events/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    const after = await count();
    expect(after.n).toBe(before.n + 1);
    expect(after.text).toContain(
      'moru_http_requests_total{method="GET",route="/api/events/:id",status="404"}',
    );
    expect(after.text).toMatch(/moru_http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
    expect(after.text).toContain('moru_outbox_pending{outbox="mail"} 0');
    expect(after.text).toContain('moru_outbox_pending{outbox="messaging"} 0');
    expect(after.text).toContain('moru_db_up 1');
    // an unknown path is one label, never the path itself
    await t.call('GET', '/api/nothing-here-42');
    expect((await count()).text).not.toContain('nothing-here-42');
  });

  it('reports an outbox row waiting and its age', async () => {
    await t.db.execute(
      "insert into mail_outbox (\"to\", subject, text, created_at) values ('a@example.com', 's', 't', now() - interval '90 seconds')",
    );
    const text = await (await scrape(t, `Bearer ${TOKEN}`)).text();
    expect(text).toContain('moru_outbox_pending{outbox="mail"} 1');
    const age = Number(
      text
        .split('\n')
        .find((l) => l.startsWith('moru_outbox_oldest_pending_age_seconds{outbox="mail"}'))
        ?.split(' ')
        .pop(),
    );
    expect(age).toBeGreaterThanOrEqual(89);
  });
});

describe('health: liveness and readiness', () => {
  it('live and ready answer 200 with the database up; /api/health is unchanged', async () => {
    expect(await (await t.call('GET', '/api/health/live')).json()).toEqual({ status: 'live' });
    const ready = await t.call('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(await (await t.call('GET', '/api/health')).json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('readiness is 503 while the database is down (a closed handle); liveness stays 200', async () => {
    const handle = await createTestDb();
    const app = createApp({ db: handle.db, now: () => new Date() });
    expect((await app.request('/api/health/ready')).status).toBe(200);
    await handle.close();
    // the answer above is reused for up to a second
    await new Promise((r) => setTimeout(r, 1050));
    const ready = await app.request('/api/health/ready', { headers: { 'accept-language': 'en' } });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await ready.json()).error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.request('/api/health/live')).status).toBe(200);
    expect((await app.request('/api/health')).status).toBe(503);
  });

  it('before the app is made (migrating, or the database down at start) the server answers both itself', async () => {
    const live = answerWithoutApp(new Request('http://x/api/health/live'));
    expect(live?.status).toBe(200);
    expect(await live?.json()).toEqual({ status: 'live' });
    const ready = answerWithoutApp(new Request('http://x/api/health/ready')) as Response;
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await ready.json()).error.code).toBe('SERVICE_UNAVAILABLE');
    // anything else waits for the app
    expect(answerWithoutApp(new Request('http://x/api/health'))).toBeUndefined();
    expect(answerWithoutApp(new Request('http://x/api/health/live', { method: 'POST' }))).toBeUndefined();
  });

  it('readiness is 503 while migrations run in the process', async () => {
    const opening = openDb({});
    // the migrations start once the driver is loaded; ask until they are running
    let seen = false;
    for (let i = 0; i < 200 && !seen; i++) {
      const res = await t.call('GET', '/api/health/ready');
      if (res.status === 503) seen = true;
      else await new Promise((r) => setTimeout(r, 5));
    }
    const handle = await opening;
    await handle.close();
    expect(seen).toBe(true);
    expect((await t.call('GET', '/api/health/ready')).status).toBe(200);
  });
});
