import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, sharedLifetimeMs } from './page-cache.mjs';

/**
 * The prerendered answers server.mjs sends from memory (decision 016), on a real HTTP
 * server with Next replaced by a stand-in that answers as Next does: what is sent again is exactly
 * what the stand-in sent (status, headers as spelled, body), and only what Next marked prerendered
 * and fresh, without a cookie.
 */
let clock = 1_000_000;
const cache = createPageCache({ now: () => clock });
let calls = 0;
/** What the stand-in answers next, by path. */
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base: string;

const nextLike =
  (overrides: Record<string, string> = {}, body = '<html><script>1</script></html>') =>
  (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Vary', 'rsc, next-router-state-tree, Accept-Encoding');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('x-nextjs-prerender', '1');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Content-Type', req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    for (const [k, v] of Object.entries(overrides)) res.setHeader(k, v);
    res.writeHead(200);
    // Two writes, as a streamed answer arrives.
    res.write(body.slice(0, 5));
    res.end(`${body.slice(5)}${req.headers.rsc ? ' rsc' : ''} #${calls}`);
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    calls++;
    answer(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  cache.clear();
  calls = 0;
  answer = nextLike();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers });
  const h = Object.fromEntries(
    [...res.headers].filter(
      ([k]) => !['date', 'keep-alive', 'connection', 'transfer-encoding', 'content-length'].includes(k),
    ),
  );
  return { status: res.status, headers: h, body: await res.text() };
};

describe('prerendered answers from memory', () => {
  it('sends the kept answer again, the same status, headers and bytes, without asking Next', async () => {
    const first = await get('/archive');
    const second = await get('/archive');
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    expect(first.body).toBe('<html><script>1</script></html> #1');
  });

  it('keeps the RSC payload and each compression apart from the HTML', async () => {
    await get('/archive');
    const rsc = await get('/archive?_rsc=1', { rsc: '1' });
    const rscAgain = await get('/archive?_rsc=1', { rsc: '1' });
    expect(rsc.headers['content-type']).toBe('text/x-component');
    expect(rscAgain).toEqual(rsc);
    await get('/archive', { 'accept-encoding': 'gzip' });
    expect(calls).toBe(3);
    expect((await get('/archive')).body).toBe('<html><script>1</script></html> #1');
  });

  it('never keeps an answer with a cookie, a stale or dynamic one, or an error', async () => {
    for (const a of [
      nextLike({ 'Set-Cookie': 'NEXT_LOCALE=en' }),
      nextLike({ 'x-nextjs-cache': 'STALE' }),
      nextLike({ 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
    ]) {
      answer = a;
      calls = 0;
      await get('/faq');
      await get('/faq');
      expect(calls).toBe(2);
    }
    answer = (_req, res) => {
      res.setHeader('x-nextjs-prerender', '1');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.writeHead(404);
      res.end('not found');
    };
    calls = 0;
    await get('/missing');
    expect((await get('/missing')).status).toBe(404);
    expect(calls).toBe(2);
  });

  it('leaves conditional, partial, draft-mode, warm-round and HEAD requests to Next', async () => {
    await get('/archive');
    const bypassing: Record<string, string>[] = [
      { 'if-none-match': '"x"' },
      { range: 'bytes=0-10' },
      { cookie: 'a=1; __prerender_bypass=1' },
      { 'x-moru-warm': '1' },
    ];
    for (const headers of bypassing) await get('/archive', headers);
    await fetch(`${base}/archive`, { method: 'HEAD' });
    expect(calls).toBe(6);
  });

  it('drops everything on clear(), and an answer being made while it ran is not kept', async () => {
    await get('/archive');
    cache.clear();
    expect(cache.size).toBe(0);
    await get('/archive');
    expect(calls).toBe(2);
    // The stand-in's answer is under way when the publish clears the cache: it is old, not kept.
    answer = (req, res) => {
      cache.clear();
      nextLike()(req, res);
    };
    await get('/en/faq');
    answer = nextLike();
    expect((await get('/en/faq')).body).toMatch(/#4$/);
    expect(calls).toBe(4);
  });

  it('forget(paths) drops those pages in every variant and keeps the others (decision 055)', async () => {
    await get('/faq');
    await get('/faq?_rsc=1', { rsc: '1' });
    await get('/en/faq');
    await get('/archive');
    expect(calls).toBe(4);
    cache.forget(['/faq', '/en/faq']);
    expect(cache.size).toBe(1);
    expect((await get('/archive')).body).toMatch(/#4$/);
    expect((await get('/faq')).body).toMatch(/#5$/);
    expect((await get('/faq?_rsc=1', { rsc: '1' })).body).toMatch(/rsc #6$/);
    expect((await get('/en/faq')).body).toMatch(/#7$/);
    expect(calls).toBe(7);
    // An answer under way when a publish forgets its page is old: not kept.
    answer = (req, res) => {
      cache.forget(['/contact']);
      nextLike()(req, res);
    };
    await get('/contact');
    answer = nextLike();
    expect((await get('/contact')).body).toMatch(/#9$/);
  });

  it('keeps an answer no longer than its shared lifetime', async () => {
    answer = nextLike({ 'Cache-Control': 's-maxage=60, stale-while-revalidate=31535940' });
    await get('/notice');
    clock += 59_000;
    await get('/notice');
    expect(calls).toBe(1);
    clock += 2_000;
    await get('/notice');
    expect(calls).toBe(2);
  });

  it('reads the shared lifetime from Cache-Control', () => {
    expect(sharedLifetimeMs('s-maxage=31536000')).toBe(31_536_000_000);
    expect(sharedLifetimeMs('public, max-age=5')).toBe(5000);
    expect(sharedLifetimeMs('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0);
    expect(sharedLifetimeMs('')).toBe(0);
  });
});
