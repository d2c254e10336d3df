import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from './api-request.mjs';

/**
 * What the API receives through server.mjs's listener for a request with a body: the same method,
 * headers and bytes whether the body was read into memory first (announced and small) or handed
 * over as the socket's stream (chunked, or larger than the limit); the body limit still answers
 * 413; a client that leaves mid-body costs nothing.
 */
const MAX_BUFFERED = 64;
let seen = 0;
const app = new Hono();
app.use(
  '/limited',
  bodyLimit({ maxSize: 8, onError: (c) => c.json({ error: { code: 'PAYLOAD_TOO_LARGE' } }, 413) }),
);
app.all('*', async (c) => {
  seen++;
  return c.json({
    method: c.req.method,
    type: c.req.header('content-type') ?? null,
    body: await c.req.text(),
  });
});

let server: Server;
let port: number;
beforeAll(async () => {
  const listener = getRequestListener(
    (req, env) =>
      req.method === 'GET'
        ? app.fetch(req)
        : apiRequest(req, (env as HttpBindings).incoming, MAX_BUFFERED).then(
            (r) => app.fetch(r),
            () => new Response(null, { status: 400 }),
          ),
    { overrideGlobalObjects: false },
  );
  server = createServer(listener);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Sends `chunks` as the body (with Content-Length unless `chunked`); resolves status and JSON. */
function send(method: string, path: string, chunks: string[], opts: { chunked?: boolean } = {}) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const body = chunks.join('');
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          'content-type': 'application/json',
          ...(opts.chunked
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('the API request for a body (server.mjs)', () => {
  it('hands over a small announced body whole: method, type and bytes, Korean included', async () => {
    const body = JSON.stringify({ sessionId: 'a', note: '모루' });
    expect(await send('POST', '/api/x', [body])).toEqual({
      status: 200,
      json: { method: 'POST', type: 'application/json', body },
    });
  });

  it('hands over a chunked body, and one larger than the limit, as the stream it was, intact', async () => {
    const parts = ['{"a":', '"', 'x'.repeat(30), '"}'];
    expect((await send('PATCH', '/api/x', parts, { chunked: true })).json.body).toBe(parts.join(''));
    const large = JSON.stringify({ text: '가'.repeat(100) });
    expect((await send('POST', '/api/x', [large])).json.body).toBe(large);
  });

  it('passes a DELETE without a body, and keeps the body limit answering 413', async () => {
    expect(await send('DELETE', '/api/x', [])).toEqual({
      status: 200,
      json: { method: 'DELETE', type: 'application/json', body: '' },
    });
    const tooLarge = await send('POST', '/limited', ['{"a":"0123456789"}']);
    expect(tooLarge).toEqual({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('costs nothing when the client leaves mid-body: the app is not called and the server goes on', async () => {
    const before = seen;
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/api/x',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 40 },
      });
      req.on('error', () => resolve());
      req.write('{"half":');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toBe(before);
    expect((await send('POST', '/api/x', ['{}'])).status).toBe(200);
  });
});
