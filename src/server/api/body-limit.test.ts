import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { globalBodyLimit, MAX_BODY_BYTES } from './body-limit';
import type { ApiError } from './errors';

/** The app-wide limit alone in front of two routes, errors answered with their status. */
function app() {
  const a = new Hono();
  a.onError((err, c) => c.json({ code: (err as ApiError).code }, (err as ApiError).status as 413));
  a.use('*', globalBodyLimit());
  a.get('/list', (c) => c.json({ ok: true }));
  a.post('/form', async (c) => c.json({ length: (await c.req.text()).length }));
  return a;
}

/** A request whose reads of `body` and `signal` are counted (what turns a light request into a full one). */
function watched(request: Request) {
  const reads: string[] = [];
  const proxy = new Proxy(request, {
    get(target, key) {
      if (key === 'body' || key === 'signal') reads.push(key);
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { proxy, reads };
}

describe('globalBodyLimit', () => {
  it('lets a GET or HEAD through without asking for its body', async () => {
    for (const method of ['GET', 'HEAD']) {
      const { proxy, reads } = watched(new Request('http://x/list', { method }));
      const res = await app().fetch(proxy);
      expect(res.status).toBe(200);
      expect(reads).toEqual([]);
    }
  });

  it('refuses a body over the limit from its Content-Length, and passes one under it', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const refused = await app().request('/form', {
      method: 'POST',
      body: big,
      headers: { 'content-length': String(big.length) },
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
    const passed = await app().request('/form', { method: 'POST', body: 'hello' });
    expect(await passed.json()).toEqual({ length: 5 });
  });
});
