import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsupportedMethod } from '@/server/composition/app';
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

  it('a method the path has no route for: 405 with Allow (404 where no route has the path), never a 500', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/events', 'GET, HEAD'],
      ['PROPFIND', '/api/events', 'GET, HEAD'],
      ['OPTIONS', '/api/openapi.json', 'GET, HEAD'],
      ['GET', '/api/auth/login', 'POST'],
      ['PATCH', '/api/users/my/applications/00000000-0000-4000-8000-000000000000', 'GET, HEAD, DELETE'],
      ['POST', '/api/users/my', 'GET, HEAD, PATCH'],
    ] as const) {
      const res = await t.call(method, path, undefined, undefined, { 'accept-language': 'en' });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect((await res.json()).error).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: 'This request is not allowed.',
      });
    }
    const nowhere = await t.call('PUT', '/api/nothing-here');
    expect(nowhere.status).toBe(404);
    expect(nowhere.headers.get('allow')).toBeNull();
    // HEAD still answers where GET does.
    expect((await t.call('HEAD', '/api/health')).status).toBe(200);
  });

  it('TRACE, TRACK and CONNECT (no Request can carry them) get the same answers from unsupportedMethod', async () => {
    expect(() => new Request('http://x/api/health', { method: 'TRACE' })).toThrow(TypeError);
    const known = unsupportedMethod(t.app, 'http://x/api/events?lang=en', new Headers());
    expect(known.status).toBe(405);
    expect(known.headers.get('allow')).toBe('GET, HEAD');
    expect(known.headers.get('cache-control')).toBe('no-store');
    expect((await known.json()).error).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'This request is not allowed.',
    });
    const ko = unsupportedMethod(t.app, 'http://x/api/nothing-here', new Headers());
    expect(ko.status).toBe(404);
    expect((await ko.json()).error.message).toBe('요청한 항목을 찾을 수 없습니다.');
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
