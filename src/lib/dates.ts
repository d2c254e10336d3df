import type { Locale } from '@/i18n/routing';

/**
 * One way to write a day and a span of days on the site, per language (issue 50: the home said
 * "2026.11.26", an edition page "2026-11-26 – 2026-12-17", an event "12.03 (목)~12.09 (수)", and the
 * English pages wrote Korean dates).
 *
 * - ko: the spec's `YYYY-MM-DD` (§9): `2026-11-26`, a span `2026-11-26 – 2026-12-17` (each side a
 *   whole day, so neither can be read as another format), with the weekday where the page shows
 *   days: `2026-12-03 (목)`.
 * - en: `26 Nov 2026`, a span `26 Nov – 17 Dec 2026` (`3 – 9 Dec 2026` in one month), with the
 *   weekday first: `Thu 3 Dec 2026`.
 *
 * Days are calendar days (`YYYY-MM-DD`, as the records store them, Seoul's); an instant is read as
 * its Seoul day by the caller (`seoulDate`). The separator is an en dash with spaces, in both.
 */
export const RANGE_SEPARATOR = ' – ';

type Day = { y: number; m: number; d: number; weekday: number };

function parse(day: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

const pad = (n: number) => String(n).padStart(2, '0');
// NOTE: the names come from Intl (no Korean in code); en-US, whose short September is "Sep".
const weekdayName = (locale: Locale, day: Day) =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.y, day.m - 1, day.d)),
  );
const monthName = (m: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, m - 1, 1)),
  );

export type DateOptions = { weekday?: boolean };

function ko(day: Day, o: DateOptions) {
  const date = `${day.y}-${pad(day.m)}-${pad(day.d)}`;
  return o.weekday ? `${date} (${weekdayName('ko', day)})` : date;
}

function en(day: Day, parts: { month: boolean; year: boolean }, o: DateOptions) {
  const date = [String(day.d), parts.month ? monthName(day.m) : '', parts.year ? String(day.y) : '']
    .filter(Boolean)
    .join(' ');
  return o.weekday ? `${weekdayName('en', day)} ${date}` : date;
}

/** A calendar day (`YYYY-MM-DD`) as the site writes it in `locale`. */
export function formatDate(day: string, locale: Locale, o: DateOptions = {}): string {
  const p = parse(day);
  return locale === 'ko' ? ko(p, o) : en(p, { month: true, year: true }, o);
}

/** A span of calendar days, first to last (one day when they are the same). */
export function formatDateRange(from: string, to: string, locale: Locale, o: DateOptions = {}): string {
  const a = parse(from);
  const b = parse(to);
  if (from.slice(0, 10) === to.slice(0, 10)) return formatDate(from, locale, o);
  const sameYear = a.y === b.y;
  if (locale === 'ko') return `${ko(a, o)}${RANGE_SEPARATOR}${ko(b, o)}`;
  // A weekday names a whole date, so a span with weekdays keeps each side's month.
  const sameMonth = sameYear && a.m === b.m && !o.weekday;
  return `${en(a, { month: !sameMonth, year: !sameYear }, o)}${RANGE_SEPARATOR}${en(b, { month: true, year: true }, o)}`;
}
