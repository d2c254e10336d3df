import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/dates';
import { type Facts, hoursChangeKey, LAST_ENTRY_MINUTES, minutesBefore } from '@/lib/facts';
import { promotedEdition } from '@/schemas/content-studio';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import enExhibitions from '../../../messages/en/exhibitions.json';
import koExhibitions from '../../../messages/ko/exhibitions.json';
import type { Db } from '../db/client';
import { eventSessions, events, themeYears } from '../db/schema';
import { formatMessage } from '../messages';
import { publishedEditions } from './editions';

/**
 * The programme's facts, read from their records, for the prose that refers to them (`{{name}}`,
 * decision 037): the promoted edition's hours, dated changes and venue, the docent tour's start
 * times and the seminar's length from its schedule, the tour's and the screening's own lengths from
 * their events (decision 070), and the latest published design theme year.
 */
const sayIn = (locale: Locale, key: string, values: Record<string, string>) =>
  formatMessage(locale, locale === 'en' ? enExhibitions : koExhibitions, key, values);

/** A length in minutes as the facts say it (`45분`, `45 minutes`). */
export const minutesFact = (locale: Locale, minutes: number) =>
  sayIn(locale, 'visit.minutes', { minutes: String(minutes) });

/**
 * The tour start times a visitor can count on (issue 50): every time of the days with tours from
 * `today` on, and a time not offered on all of them says on which days it is not (`except`), so
 * "19:00" is never promised for the day the edition closes early. Null without tours.
 */
export function tourTimes(
  starts: readonly Date[],
  today: string,
  except: (time: string, days: string[]) => string,
): string | null {
  const coming = starts.filter((s) => seoulDate(s) >= today);
  const from = coming.length ? coming : starts;
  const byDay = new Map<string, Set<string>>();
  for (const s of from) byDay.set(seoulDate(s), (byDay.get(seoulDate(s)) ?? new Set()).add(seoulTime(s)));
  const times = [...new Set(from.map((s) => seoulTime(s)))].sort();
  if (!times.length) return null;
  const days = [...byDay.keys()].sort();
  return times
    .map((time) => {
      const missing = days.filter((d) => !byDay.get(d)?.has(time));
      return missing.length ? except(time, missing) : time;
    })
    .join(', ');
}

export async function programmeFacts(db: Db, locale: Locale, now: Date): Promise<Facts> {
  return (await promotedFacts(db, locale, now)).facts;
}

/** The facts with the edition they were read from (null when no edition is promoted). */
export async function promotedFacts(
  db: Db,
  locale: Locale,
  now: Date,
): Promise<{ slug: string | null; facts: Facts }> {
  const say = (key: string, values: Record<string, string>) => sayIn(locale, key, values);
  const facts: Facts = {};
  const [latestTheme] = await db
    .select({ year: max(themeYears.year) })
    .from(themeYears)
    .where(eq(themeYears.published, true));
  if (latestTheme?.year) facts.themeYear = String(latestTheme.year);
  const edition = promotedEdition(await publishedEditions(db, locale, now), now);
  if (!edition) return { slug: null, facts };
  facts.hours = say('visit.hoursDaily', { opensAt: edition.opensAt, closesAt: edition.closesAt });
  facts.lastEntry = minutesBefore(edition.closesAt, LAST_ENTRY_MINUTES);
  facts.venue = edition.venue;
  facts.hoursChanges = edition.hoursExceptions.length
    ? edition.hoursExceptions
        .map(
          (x) =>
            say(`visit.${hoursChangeKey(x)}`, {
              date: formatDate(x.date, locale),
              note: x.note,
              opensAt: x.opensAt ?? '',
              closesAt: x.closesAt ?? '',
              // the message binds its words with no-break spaces for the page's own line (visit-plan);
              // a fact is plain text, set into prose that breaks where it likes
            }) +
            (x.lastTourAt ? say('visit.lastTourOn', { time: x.lastTourAt }).replace(/\u00a0/g, ' ') : ''),
        )
        .join(' · ')
    : say('visit.noChanges', {});
  // the docent tour's and the media art's own lengths (decision 070): each kind's first published
  // event of the edition that records one
  const lengths = await db
    .select({ kind: events.kind, minutes: events.activityMinutes })
    .from(events)
    .where(
      and(
        eq(events.editionId, edition.id),
        inArray(events.kind, ['docent', 'media']),
        eq(events.published, true),
        isNotNull(events.activityMinutes),
      ),
    )
    .orderBy(asc(events.startsAt));
  const lengthOf = (kind: 'docent' | 'media') => lengths.find((l) => l.kind === kind)?.minutes;
  const tour = lengthOf('docent');
  if (tour) facts.tourLength = minutesFact(locale, tour);
  const screening = lengthOf('media');
  if (screening) facts.screeningLength = minutesFact(locale, screening);
  const slots = await db
    .select({ kind: events.kind, startsAt: eventSessions.startsAt, endsAt: eventSessions.endsAt })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(events.editionId, edition.id), isNull(eventSessions.cancelledAt)))
    .orderBy(asc(eventSessions.startsAt));
  const docentTimes = tourTimes(
    slots.filter((s) => s.kind === 'docent').map((s) => s.startsAt),
    seoulDate(now),
    (time, days) =>
      days.length <= 3
        ? say('visit.timeExcept', { time, dates: days.map((d) => formatDate(d, locale)).join(', ') })
        : say('visit.timeSomeDays', { time }),
  );
  if (docentTimes) facts.docentTimes = docentTimes;
  const seminar = slots.find((s) => s.kind === 'seminar');
  if (seminar) {
    facts.seminarLength = minutesFact(
      locale,
      Math.round((seminar.endsAt.getTime() - seminar.startsAt.getTime()) / 60_000),
    );
    facts.seminarTime = `${formatDate(seoulDate(seminar.startsAt), locale, { weekday: true })} ${seoulTime(seminar.startsAt)}`;
  }
  return { slug: edition.slug, facts };
}
