import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '@/server/composition/app';
import { type DbHandle, openDb } from '@/server/db/client';
import { events } from '@/server/db/schema';
import { bumpEventsVersion } from '@/server/events/cache';
import { createTestApp, testClock, testDbUrl } from '../support/test-app';
import { testDbKind } from '../support/test-db';
import { DAY, HOUR, makeEvent, member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = new Date('2026-03-10T03:00:00.000Z');
beforeEach(() => t.clock.set(BASE));
const now = () => t.clock.now();

const get = (path: string, headers: Record<string, string> = {}, token?: string) =>
  t.call('GET', path, undefined, token, headers);

describe('event read path: ETag, 304 and shared caching', () => {
  it('gives visitors a public answer with an ETag, and 304 when they hold it', async () => {
    await makeEvent(t.db, now(), { titleKo: '캐시 이벤트' });
    const first = await get('/api/events?tab=on');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await first.json()).items.map((e: { title: string }) => e.title)).toContain('캐시 이벤트');

    const again = await get('/api/events?tab=on', { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A list of tags and the weak form match too (RFC 9110); another tag does not.
    expect((await get('/api/events?tab=on', { 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    expect((await get('/api/events?tab=on', { 'if-none-match': '"stale"' })).status).toBe(200);
    // Another language is another answer.
    const en = await get('/api/events?tab=on', { 'accept-language': 'en', 'if-none-match': etag as string });
    expect(en.status).toBe(200);
    expect(en.headers.get('etag')).not.toBe(etag);
  });

  it('gives the detail a new ETag when a seat is taken and again when it is given back', async () => {
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 48, capacity: 5 }] });
    const { token } = await member(t.db, now());
    const path = `/api/events/${event.id}`;
    const before = await get(path);
    const etag = before.headers.get('etag') as string;
    expect((await before.json()).sessions[0].seatsLeft).toBe(5);
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);

    const applied = await t.call('POST', `${path}/applications`, { sessionId: sessions[0].id }, token);
    expect(applied.status).toBe(201);
    const after = await get(path, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const afterTag = after.headers.get('etag') as string;
    expect(afterTag).not.toBe(etag);
    expect((await after.json()).sessions[0].seatsLeft).toBe(4);

    const { id } = await applied.json();
    expect((await t.call('DELETE', `/api/users/my/applications/${id}`, undefined, token)).status).toBe(200);
    const cancelled = await get(path, { 'if-none-match': afterTag });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).sessions[0].seatsLeft).toBe(5);
  });

  it('gives the list a new ETag when an event changes in a transaction that bumps the version', async () => {
    const { event } = await makeEvent(t.db, now(), { titleKo: '바뀌기 전' });
    const first = await get('/api/events?tab=on');
    const etag = first.headers.get('etag') as string;
    await t.db.transaction(async (tx) => {
      await tx.update(events).set({ titleKo: '바뀐 뒤' }).where(eq(events.id, event.id));
      await bumpEventsVersion(tx);
    });
    const changed = await get('/api/events?tab=on', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const titles = (await changed.json()).items.map((e: { title: string }) => e.title);
    expect(titles).toContain('바뀐 뒤');
    expect(titles).not.toContain('바뀌기 전');
  });

  it('answers anew when the clock crosses a date the answer shows, with no write at all', async () => {
    const { event } = await makeEvent(t.db, now(), {
      applyOpensAt: new Date(BASE.getTime() + HOUR),
      applyClosesAt: new Date(BASE.getTime() + 2 * DAY),
    });
    const path = `/api/events/${event.id}`;
    expect((await (await get(path)).json()).applyState).toBe('notOpen');
    t.clock.set(new Date(BASE.getTime() + HOUR));
    expect((await (await get(path)).json()).applyState).toBe('open');
  });

  it('keeps a member’s answer private, still with an ETag and 304', async () => {
    const { event } = await makeEvent(t.db, now());
    const { token } = await member(t.db, now());
    const res = await get(`/api/events/${event.id}`, {}, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const etag = res.headers.get('etag') as string;
    expect((await get(`/api/events/${event.id}`, { 'if-none-match': etag }, token)).status).toBe(304);
  });

  it('answers 404 for an unknown event, before and after it is cached', async () => {
    const path = '/api/events/00000000-0000-4000-8000-000000000000';
    expect((await get(path)).status).toBe(404);
    const res = await get(path);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('two app instances on one database', () => {
  let other: DbHandle | undefined;
  afterAll(async () => {
    await other?.close();
  });

  it('the second sees a seat the first sold, at once', async () => {
    // PostgreSQL: a second connection pool, as another instance has. PGlite is one process's own
    // database, so its second app shares the handle (and the in-memory version).
    if (testDbKind === 'postgres') other = await openDb({ url: await testDbUrl(t.db) });
    const appB = createApp({ db: other?.db ?? t.db, now: testClock(BASE).now });
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 48, capacity: 3 }] });
    const path = `/api/events/${event.id}`;
    const read = async () => (await (await appB.request(path)).json()).sessions[0].seatsLeft;
    expect(await read()).toBe(3);
    const { token } = await member(t.db, now());
    expect((await t.call('POST', `${path}/applications`, { sessionId: sessions[0].id }, token)).status).toBe(
      201,
    );
    expect(await read()).toBe(2);
  });
});
