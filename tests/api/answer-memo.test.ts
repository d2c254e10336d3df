import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearKeptAnswers, keepAnswer, sendKeptAnswer } from '@/server/api/answer-memo';
import { createTestApp } from '../support/test-app';
import { HOUR, makeEvent, member } from './events-fixtures';

// The production server's wiring (src/runtime/server.mjs): a kept visitor's answer goes out
// without the app, everything else through Hono's Node adapter, whose answers are kept after.
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let base: string;
let appAnswers = 0;

beforeAll(async () => {
  t = await createTestApp();
  const listener = getRequestListener(
    async (req) => {
      appAnswers++;
      const res = await t.app.fetch(req);
      keepAnswer(req, res);
      return res;
    },
    { overrideGlobalObjects: false },
  );
  server = createServer((req, res) => sendKeptAnswer(req, res) || listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const BASE = new Date('2026-03-10T03:00:00.000Z');
beforeEach(() => {
  t.clock.set(BASE);
  clearKeptAnswers();
});

/** A visit as the client sees it, and whether the app made the answer. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const before = appAnswers;
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.text();
  const seen = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers: seen, body, byApp: appAnswers > before };
}

/**
 * An answer the app kept and would send unchanged: sent without it on the embedded database; on
 * PostgreSQL the version is a query the app makes, so the app answers every time.
 */
const byAppWhenKept = () => t.kind !== 'pglite';

describe('visitors answers sent again without the app (decision 029)', () => {
  it('sends the same status, headers and bytes the app sent, and 304 to a visitor holding the tag', async () => {
    await makeEvent(t.db, t.clock.now(), { titleKo: '다시 보내는 답' });
    const first = await visit('/api/events?tab=on');
    expect(first.status).toBe(200);
    expect(first.byApp).toBe(true);
    const again = await visit('/api/events?tab=on');
    expect(again).toEqual({ ...first, byApp: byAppWhenKept() });
    expect(JSON.parse(again.body).items.map((e: { title: string }) => e.title)).toContain('다시 보내는 답');

    const held = await visit('/api/events?tab=on', { 'if-none-match': first.headers.etag });
    expect(held.byApp).toBe(byAppWhenKept());
    expect(held.status).toBe(304);
    expect(held.body).toBe('');
    // The answer's headers (ETag, caching, Vary, the security headers) without its body's.
    const answerHeaders = ({ 'content-type': _t, 'content-length': _l, ...rest }: Record<string, string>) =>
      rest;
    expect(answerHeaders(held.headers)).toEqual(answerHeaders(first.headers));
    expect(held.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('asks the app again once a seat is taken, and sends its new answer after', async () => {
    const { event, sessions } = await makeEvent(t.db, t.clock.now(), {
      slots: [{ inHours: 48, capacity: 3 }],
    });
    const path = `/api/events/${event.id}`;
    const first = await visit(path);
    expect(JSON.parse(first.body).sessions[0].seatsLeft).toBe(3);
    expect((await visit(path)).byApp).toBe(byAppWhenKept());

    const { token } = await member(t.db, t.clock.now());
    const applied = await t.call('POST', `${path}/applications`, { sessionId: sessions[0].id }, token);
    expect(applied.status).toBe(201);

    const after = await visit(path);
    expect(after.byApp).toBe(true);
    expect(JSON.parse(after.body).sessions[0].seatsLeft).toBe(2);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const kept = await visit(path);
    expect(kept.byApp).toBe(byAppWhenKept());
    expect(JSON.parse(kept.body).sessions[0].seatsLeft).toBe(2);
  });

  it('asks the app again when the clock passes a time the answer depends on', async () => {
    // The application window opens in an hour: the detail then reads differently without any write.
    const { event } = await makeEvent(t.db, t.clock.now(), {
      applyOpensAt: new Date(t.clock.now().getTime() + HOUR),
      slots: [{ inHours: 48, capacity: 3 }],
    });
    const path = `/api/events/${event.id}`;
    await visit(path);
    expect((await visit(path)).byApp).toBe(byAppWhenKept());
    t.clock.advance(HOUR + 1);
    expect((await visit(path)).byApp).toBe(true);
  });

  it('leaves members, other languages and other methods to the app', async () => {
    await makeEvent(t.db, t.clock.now(), { titleKo: '언어별 답', titleEn: 'An answer per language' });
    const ko = await visit('/api/events?tab=on');
    expect((await visit('/api/events?tab=on')).byApp).toBe(byAppWhenKept());

    const { token } = await member(t.db, t.clock.now());
    const signedIn = await visit('/api/events?tab=on', { authorization: `Bearer ${token}` });
    expect(signedIn.byApp).toBe(true);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const en = await visit('/api/events?tab=on', { 'accept-language': 'en' });
    expect(en.byApp).toBe(true);
    expect(JSON.parse(en.body).items.map((e: { title: string }) => e.title)).toContain(
      'An answer per language',
    );
    const enAgain = await visit('/api/events?tab=on', { 'accept-language': 'en' });
    expect(enAgain.byApp).toBe(byAppWhenKept());
    expect(enAgain.body).toBe(en.body);
    expect((await visit('/api/events?tab=on')).body).toBe(ko.body);

    const before = appAnswers;
    const head = await fetch(`${base}/api/events?tab=on`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(appAnswers).toBe(before + 1);
  });
});
