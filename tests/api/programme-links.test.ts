import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { editionForPage } from '@/server/content/page-reads';
import { seedContent } from '@/server/content/seed';
import { contentVersion } from '@/server/content/version';
import { editions, events } from '@/server/db/schema';
import { seedEvents } from '@/server/events/seed';
import { staffTokens } from '../support/admin';
import { createTestApp } from '../support/test-app';

/**
 * An event belongs to the edition it is a programme of, as the console sets it; the edition's page
 * leads from each programme's card to its event while the edition is on (the twelfth review: "none
 * of the cards links to its own booking page"), and a change to an edition's events renders its
 * pages again.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
// a day of EP.05's run (2026-12-01 to 12-22), 10:00 in Seoul
const DURING_EP5 = new Date('2026-12-07T01:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  t.clock.set(DURING_EP5);
  tokens = await staffTokens(t.db, t.clock.now());
  await seedContent(t.db, t.clock.now());
  await seedEvents(t.db, t.clock.now());
});
afterAll(() => t.close());

const seeded = async (key: string) => (await t.db.select().from(events).where(eq(events.seedKey, key)))[0];
const edition = async (slug: string) =>
  (await t.db.select().from(editions).where(eq(editions.slug, slug)))[0];
const ep5 = async () => {
  const page = await editionForPage(t.db, 'ko', '2026', 'popupep5', t.clock.now());
  return new Map(page?.programmes.map((p) => [p.key, p.event]));
};

describe('programme cards and their events', () => {
  it('lead from each of EP.05’s programmes to the event that runs it; a post offers details, not booking', async () => {
    const links = await ep5();
    expect(links.get('docent')).toEqual({
      path: `/event/${(await seeded('popup-ep5-docent')).id}`,
      apply: true,
    });
    expect(links.get('goods')).toEqual({
      path: `/event/${(await seeded('popup-ep5-goods')).id}`,
      apply: true,
    });
    expect(links.get('seminar')).toEqual({
      path: `/event/${(await seeded('seminar-online')).id}`,
      apply: true,
    });
    expect(links.get('tasting')).toEqual({
      path: `/event/${(await seeded('popup-ep5-tasting')).id}`,
      apply: false,
    });
    expect(links.get('mediaart')).toEqual({
      path: `/event/${(await seeded('popup-ep5-media')).id}`,
      apply: false,
    });
  });

  it('leave an ended edition’s programmes without a way in', async () => {
    const ep4 = await editionForPage(t.db, 'ko', '2025', 'popupep4', t.clock.now());
    expect(ep4?.status).toBe('ended');
    expect(ep4?.programmes.length).toBeGreaterThan(0);
    for (const p of ep4?.programmes ?? []) expect(p.event).toBeUndefined();
  });

  it('follow the edition the console gives an event, and render the pages again when it changes', async () => {
    const options = await t.call('GET', '/api/admin/event-editions', undefined, tokens.manager);
    expect(options.status).toBe(200);
    const { items } = await options.json();
    const ep5Row = await edition('popupep5');
    expect(items[0]).toEqual({ id: ep5Row.id, episode: 5, titleKo: ep5Row.titleKo, published: true });
    const drawing = await seeded('popup-ep5-drawing');
    const read = await (
      await t.call('GET', `/api/admin/events/${drawing.id}`, undefined, tokens.manager)
    ).json();
    expect(read.editionId).toBe(ep5Row.id);

    const before = await contentVersion(t.db);
    const off = await t.call('PATCH', `/api/admin/events/${drawing.id}`, { editionId: null }, tokens.manager);
    expect(off.status).toBe(200);
    expect((await off.json()).editionId).toBeNull();
    expect(await contentVersion(t.db)).toBeGreaterThan(before);
    expect((await ep5()).get('drawing')).toBeUndefined();

    const back = await t.call(
      'PATCH',
      `/api/admin/events/${drawing.id}`,
      { editionId: ep5Row.id },
      tokens.manager,
    );
    expect(back.status).toBe(200);
    expect((await ep5()).get('drawing')).toEqual({ path: `/event/${drawing.id}`, apply: true });
  });

  it('list the running show first and notices last among the running events', async () => {
    // the thirteenth review: the seminar stood above the exhibition, a notice among the events
    const { items } = (await (await t.call('GET', '/api/events?tab=on')).json()) as {
      items: { kind: string; title: string }[];
    };
    expect(items[0].kind).toBe('exhibition');
    expect(items[0].title.replace(/\s/g, ' ')).toBe('EP.05 세 해의 표면');
    const kinds = items.map((e) => e.kind);
    expect(kinds.indexOf('notice')).toBeGreaterThan(kinds.lastIndexOf('docent'));
    expect(kinds.slice(kinds.indexOf('notice')).every((k) => k === 'notice')).toBe(true);
  });

  it('refuse an edition that does not exist, naming the field', async () => {
    const drawing = await seeded('popup-ep5-drawing');
    const res = await t.call(
      'PATCH',
      `/api/admin/events/${drawing.id}`,
      { editionId: '00000000-0000-4000-8000-000000000000' },
      tokens.manager,
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual(['editionId']);
    const malformed = await t.call(
      'PATCH',
      `/api/admin/events/${drawing.id}`,
      { editionId: 'ep5' },
      tokens.manager,
    );
    expect(malformed.status).toBe(422);
  });
});
