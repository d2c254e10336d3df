import 'server-only';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type Facts, hoursChangeKey, LAST_ENTRY_MINUTES, minutesBefore } from '@/lib/facts';
import { promotedEdition } from '@/schemas/content-studio';
import { seoulTime } from '@/schemas/event-rules';
import enExhibitions from '../../../messages/en/exhibitions.json';
import koExhibitions from '../../../messages/ko/exhibitions.json';
import type { Db } from '../db/client';
import { eventSessions, events, themeYears } from '../db/schema';
import { formatMessage } from '../messages';
import { publishedEditions } from './editions';

/**
 * The programme's facts, read from their records, for the prose that refers to them (`{{name}}`,
 * decision 037): the promoted edition's hours, dated changes and venue, the docent tour's start
 * times and the seminar's length from its schedule, and the latest published design theme year.
 */
const sayIn = (locale: Locale, key: string, values: Record<string, string>) =>
  formatMessage(locale, locale === 'en' ? enExhibitions : koExhibitions, key, values);

/** A length in minutes as the facts say it (`45분`, `45 minutes`). */
export const minutesFact = (locale: Locale, minutes: number) =>
  sayIn(locale, 'visit.minutes', { minutes: String(minutes) });

export async function programmeFacts(db: Db, locale: Locale, now: Date): Promise<Facts> {
  const say = (key: string, values: Record<string, string>) => sayIn(locale, key, values);
  const facts: Facts = {};
  const [latestTheme] = await db
    .select({ year: max(themeYears.year) })
    .from(themeYears)
    .where(eq(themeYears.published, true));
  if (latestTheme?.year) facts.themeYear = String(latestTheme.year);
  const edition = promotedEdition(await publishedEditions(db, locale, now), now);
  if (!edition) return facts;
  facts.hours = say('visit.hoursDaily', { opensAt: edition.opensAt, closesAt: edition.closesAt });
  facts.lastEntry = minutesBefore(edition.closesAt, LAST_ENTRY_MINUTES);
  facts.venue = edition.venue;
  facts.hoursChanges = edition.hoursExceptions.length
    ? edition.hoursExceptions
        .map(
          (x) =>
            say(`visit.${hoursChangeKey(x)}`, {
              date: x.date,
              note: x.note,
              opensAt: x.opensAt ?? '',
              closesAt: x.closesAt ?? '',
            }) + (x.lastTourAt ? say('visit.lastTourOn', { time: x.lastTourAt }) : ''),
        )
        .join(' · ')
    : say('visit.noChanges', {});
  const slots = await db
    .select({ kind: events.kind, startsAt: eventSessions.startsAt, endsAt: eventSessions.endsAt })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(events.editionId, edition.id), isNull(eventSessions.cancelledAt)))
    .orderBy(asc(eventSessions.startsAt));
  const docent = [
    ...new Set(slots.filter((s) => s.kind === 'docent').map((s) => seoulTime(s.startsAt))),
  ].sort();
  if (docent.length) facts.docentTimes = docent.join(', ');
  const seminar = slots.find((s) => s.kind === 'seminar');
  if (seminar)
    facts.seminarLength = minutesFact(
      locale,
      Math.round((seminar.endsAt.getTime() - seminar.startsAt.getTime()) / 60_000),
    );
  return facts;
}
