import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { EventDetail, EventSummary, EventTab, Paged } from '@/schemas/events';
import type { Db } from '../db/client';
import { logError } from '../log';
import { type CachedAnswer, publicAnswer } from './cache';
import { eventDetail, listEvents, publishedEventExists } from './queries';

/**
 * What a visitor (no member) sees: the event list of one tab and page, and one event's detail.
 * Shared by the API routes and the server-rendered pages; kept serialised by cache.ts. A missing
 * or PRIVATE event is the body `null`.
 */
export function publicEventList(
  db: Db,
  opts: { tab: EventTab; page: number; locale: Locale; now: Date },
): Promise<CachedAnswer> {
  return publicAnswer(db, `list:${opts.tab}:${opts.page}:${opts.locale}`, opts.now, async () => {
    const value = await listEvents(db, { ...opts, viewer: null });
    return {
      value,
      dates: value.items.flatMap((e) => [e.startsAt, e.endsAt, e.applyOpensAt, e.applyClosesAt]),
    };
  });
}

export function publicEventDetail(
  db: Db,
  opts: { eventId: string; locale: Locale; now: Date },
): Promise<CachedAnswer> {
  return publicAnswer(db, `detail:${opts.eventId}:${opts.locale}`, opts.now, async () => {
    const value = await eventDetail(db, { ...opts, viewer: null });
    const dates = value
      ? [
          value.startsAt,
          value.endsAt,
          value.applyOpensAt,
          value.applyClosesAt,
          ...value.sessions.map((s) => s.startsAt),
        ]
      : [];
    return { value, dates };
  });
}

/** For the server-rendered `/event` page: the visitor's list, or undefined when the database is away (the browser asks again). */
export async function eventListForPage(
  db: Db,
  opts: {
    tab: EventTab;
    page: number;
    locale: Locale;
  },
): Promise<Paged<EventSummary> | undefined> {
  try {
    return JSON.parse((await publicEventList(db, { ...opts, now: new Date() })).body);
  } catch (err) {
    logError('[events] list for the page', err);
    return undefined;
  }
}

/** For the server-rendered `/event/[id]` page: the visitor's detail, null when there is none for visitors, undefined on a failure. */
export async function eventDetailForPage(
  db: Db,
  id: string,
  locale: Locale,
): Promise<EventDetail | null | undefined> {
  try {
    return JSON.parse((await publicEventDetail(db, { eventId: id, locale, now: new Date() })).body);
  } catch (err) {
    logError('[events] detail for the page', err);
    return undefined;
  }
}

/**
 * For the `/event/[id]` page when a visitor's detail is null: whether an event with this id exists
 * at all (a PRIVATE one is for members, whose browser asks for it), so an address that names no
 * event answers 404 rather than a page saying so with 200 (the twelfth review); undefined on a failure.
 */
export async function eventExistsForPage(db: Db, id: string): Promise<boolean | undefined> {
  try {
    return await publishedEventExists(db, id);
  } catch (err) {
    logError('[events] existence for the page', err);
    return undefined;
  }
}
