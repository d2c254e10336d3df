import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API basics', () => {
  it('reports health with the database up', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers an unknown route with the JSON error shape', async () => {
    const res = await t.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toBe('요청한 항목을 찾을 수 없습니다.');
  });

  it('answers in English when asked', async () => {
    const res = await t.call('GET', '/api/nothing-here', undefined, undefined, {
      'accept-language': 'en-GB',
    });
    expect((await res.json()).error.message).toBe('The requested item was not found.');
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toBe('3.1.0');
  });

  it('sets security headers and never caches API answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body over the size limit with 413 JSON', async () => {
    const res = await t.call('POST', '/api/health', 'x'.repeat(70 * 1024), undefined, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
