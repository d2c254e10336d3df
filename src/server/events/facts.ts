import 'server-only';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type Facts, fillFactsText } from '@/lib/facts';
import { minutesFact, programmeFacts } from '../content/facts';
import type { Db } from '../db/client';
import { eventSessions, type events } from '../db/schema';

type EventRow = typeof events.$inferSelect;
const TOKEN = '{{';

/**
 * The facts an event's summary and body name (decision 037): the programme's (hours, venue, tour
 * times…) and the event's own place, slot length and actual length (`{{place}}`, `{{duration}}`,
 * `{{length}}`, decision 070). Read only for
 * events whose text holds a token, so the list and the page cost nothing more otherwise.
 */
export async function eventFacts(
  db: Db,
  rows: readonly EventRow[],
  locale: Locale,
  now: Date,
): Promise<Map<string, Facts>> {
  const wanted = rows.filter((e) =>
    [e.summaryKo, e.summaryEn, e.bodyKo, e.bodyEn].some((text) => text.includes(TOKEN)),
  );
  const out = new Map<string, Facts>();
  if (!wanted.length) return out;
  const [programme, slots] = await Promise.all([
    programmeFacts(db, locale, now),
    db
      .select({
        eventId: eventSessions.eventId,
        startsAt: eventSessions.startsAt,
        endsAt: eventSessions.endsAt,
      })
      .from(eventSessions)
      .where(
        and(
          inArray(
            eventSessions.eventId,
            wanted.map((e) => e.id),
          ),
          isNull(eventSessions.cancelledAt),
        ),
      )
      .orderBy(asc(eventSessions.startsAt)),
  ]);
  for (const e of wanted) {
    const slot = slots.find((s) => s.eventId === e.id);
    const place = (locale === 'en' && e.locationEn) || e.location;
    out.set(e.id, {
      ...programme,
      ...(place ? { place } : {}),
      ...(e.activityMinutes ? { length: minutesFact(locale, e.activityMinutes) } : {}),
      ...(slot
        ? {
            duration: minutesFact(
              locale,
              Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000),
            ),
          }
        : {}),
    });
  }
  return out;
}

/** An event's summary with its facts filled (plain text). */
export const filledSummary = (summary: string, facts: Facts | undefined) =>
  facts ? fillFactsText(summary, facts) : summary;
