import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EN_NOT_FOUND_PATH,
  FETCH_FORBIDDEN_METHODS,
  isApi,
  NOT_FOUND_PATH,
  routeRequests,
} from './request-routing.mjs';

/**
 * The production server's request routing (server.mjs), on a real HTTP server with the API
 * and Next replaced by stand-ins: TRACE answered 500 on every path, with a stack trace in the log
 * for pages, because neither Hono's adapter nor Next's proxy can make a Request for it; PUT or
 * PROPFIND on a page rendered the page.
 */
const seen: { to: string; method: string; url: string }[] = [];
let refused: { url: string; lang: string | null }[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  const route = routeRequests({
    api: (req, res) => {
      seen.push({ to: 'api', method: req.method ?? '', url: req.url ?? '' });
      res.end('api');
    },
    refuseApiMethod: async (url, headers) => {
      refused.push({ url, lang: headers.get('accept-language') });
      return Response.json(
        { error: { code: 'METHOD_NOT_ALLOWED' } },
        { status: 405, headers: { Allow: 'GET, HEAD' } },
      );
    },
    isPublicFile: (path) => path === '/images/real.webp',
    page: (req, res) => {
      seen.push({ to: 'page', method: req.method ?? '', url: req.url ?? '' });
      // As Next does: a 404 with its own lifetime, once by writeHead's headers, once by setHeader.
      if (req.url === '/gone-with-head') {
        res.writeHead(404, { 'Cache-Control': 's-maxage=31536000' });
        return res.end('gone');
      }
      if (req.url?.endsWith('/_/not-found') || req.url === '/gone') {
        res.statusCode = 404;
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        return res.end('not found');
      }
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.end('page');
    },
  });
  server = createServer(route);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('request routing (request-routing.mjs)', () => {
  it('sends /api/* to the API and pages to Next for their methods', async () => {
    seen.length = 0;
    expect((await send('GET', '/api/health')).body).toBe('api');
    expect((await send('DELETE', '/api/users/my/applications/x')).body).toBe('api');
    expect((await send('PROPFIND', '/api/events')).body).toBe('api');
    expect((await send('GET', '/faq')).body).toBe('page');
    expect((await send('HEAD', '/en')).status).toBe(200);
    expect(seen.map((s) => `${s.to} ${s.method} ${s.url}`)).toEqual([
      'api GET /api/health',
      'api DELETE /api/users/my/applications/x',
      'api PROPFIND /api/events',
      'page GET /faq',
      'page HEAD /en',
    ]);
    expect(isApi('/api')).toBe(true);
    expect(isApi('/api?x=1')).toBe(true);
    expect(isApi('/apis')).toBe(false);
  });

  it('TRACE on the API is answered by the API without a Request (never a 500)', async () => {
    expect(FETCH_FORBIDDEN_METHODS).toEqual(new Set(['CONNECT', 'TRACE', 'TRACK']));
    seen.length = 0;
    refused = [];
    const trace = await send('TRACE', '/api/health?lang=en', { 'accept-language': 'en' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(trace.body)).toEqual({ error: { code: 'METHOD_NOT_ALLOWED' } });
    expect(refused).toEqual([{ url: `http://127.0.0.1:${port}/api/health?lang=en`, lang: 'en' }]);
    // Node's HTTP parser refuses TRACK itself (400) before any handler runs.
    expect((await send('TRACK', '/api/health')).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('a form the browser posted itself (before its script took over): 303 back to the page, the body unread', async () => {
    seen.length = 0;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const signIn = await send('POST', '/sign/in?next=%2Fmy', form, 'email=a%40b.c&password=secret');
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe('/sign/in?next=%2Fmy');
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect(signIn.body).toBe('');
    const multipart = await send(
      'POST',
      '/en/contact',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '--x--',
    );
    expect([multipart.status, multipart.headers.location]).toEqual([303, '/en/contact']);
    // never to another site: a path a browser would read as a host is refused as before
    for (const path of ['//evil.example/x', '/\\evil.example', '/a//b', '/x.php']) {
      const res = await send('POST', path, form, 'a=1');
      expect(res.status, path).toBe(405);
      expect(res.headers.location, path).toBeUndefined();
    }
    expect(seen).toEqual([]);
  });

  it('any other method on a page path: 405 with Allow: GET, HEAD and no body, never Next', async () => {
    seen.length = 0;
    for (const method of ['TRACE', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      for (const path of ['/', '/faq', '/event', '/en/archive', '/no-such-page', '/package.json']) {
        const res = await send(method, path, {}, method === 'POST' ? '{"a":1}' : undefined);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toBe('');
      }
    }
    expect(seen).toEqual([]);
  });

  it('a file-like path no file answers goes to the branded 404, never to [locale] as a locale', async () => {
    seen.length = 0;
    await send('GET', '/package.json');
    await send('GET', '/foo.md?x=1');
    await send('GET', '/images/real.webp');
    await send('GET', '/robots.txt');
    await send('GET', '/_next/static/chunks/a.js');
    await send('GET', '/faq');
    expect(seen.map((s) => s.url)).toEqual([
      '/event/_/not-found',
      '/event/_/not-found',
      '/images/real.webp',
      '/robots.txt',
      '/_next/static/chunks/a.js',
      '/faq',
    ]);
  });

  it('a file-like path under /en goes to the English 404; a path with dot segments to the 404 too', async () => {
    seen.length = 0;
    for (const path of ['/en/x.php', '/en/file.txt', '/en/faq.json', '/en/a/b.js?x=1', '/x.php', '/en.php'])
      await send('GET', path);
    for (const path of [
      '/_next/static/../../package.json',
      '/_next/static/%2e%2e/%2e%2e/package.json',
      '/en/./faq',
    ])
      await send('GET', path);
    await send('GET', '/en/faq');
    expect(seen.map((s) => s.url)).toEqual([
      EN_NOT_FOUND_PATH,
      EN_NOT_FOUND_PATH,
      EN_NOT_FOUND_PATH,
      EN_NOT_FOUND_PATH,
      NOT_FOUND_PATH,
      NOT_FOUND_PATH,
      NOT_FOUND_PATH,
      NOT_FOUND_PATH,
      EN_NOT_FOUND_PATH,
      '/en/faq',
    ]);
  });

  it('a page error answer leaves with Cache-Control: no-store, whatever the page set; a page keeps its own', async () => {
    for (const path of ['/gone', '/gone-with-head', '/en/x.php', '/_next/static/../../package.json']) {
      const res = await send('GET', path);
      expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({
        path,
        status: 404,
        cache: 'no-store',
      });
    }
    expect((await send('GET', '/faq')).headers['cache-control']).toBe('s-maxage=31536000');
  });

  it('the one POST Next takes is the server’s own revalidation call (the route checks its token)', async () => {
    seen.length = 0;
    expect((await send('POST', '/admin/revalidate')).body).toBe('page');
    expect((await send('PUT', '/admin/revalidate')).status).toBe(405);
    expect((await send('POST', '/admin/revalidate/x')).status).toBe(405);
    expect(seen).toEqual([{ to: 'page', method: 'POST', url: '/admin/revalidate' }]);
  });
});
