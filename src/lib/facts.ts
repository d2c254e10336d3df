import type { HoursException } from '@/schemas/content-rules';

/**
 * Programme facts that prose refers to instead of retyping them (issue 50, decision 037). Studio text
 * (FAQ answers, notices) writes `{{name}}`; the page fills it from the records when it renders, so a
 * changed record changes every page that mentions it.
 */
export const FACT_NAMES = [
  'hours',
  'lastEntry',
  'hoursChanges',
  'docentTimes',
  'seminarLength',
  'tourLength',
  'screeningLength',
  'seminarTime',
  'venue',
  'themeYear',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

/**
 * What an event's summary and body may also name: its own place, its slot's length (decision 037)
 * and how long the programme itself runs where that is shorter (decision 070), filled per event
 * beside the programme's facts.
 */
export const EVENT_FACT_NAMES = [...FACT_NAMES, 'place', 'duration', 'length'] as const;
export type EventFactName = (typeof EVENT_FACT_NAMES)[number];
export type Facts = Partial<Record<EventFactName, string>>;

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A date in the spec's form (2026-12-06): the browser may break a line after its hyphens. */
const SPEC_DATE = /\d{4}-\d{2}-\d{2}/g;

/** A list of clock times (11:00, 14:00, 16:00): read as one run, so a line ends before or after it. */
const TIME_LIST = /\d{2}:\d{2}(?:, \d{2}:\d{2})+/g;

/**
 * Fills the fact tokens of sanitised HTML. A token with no fact (an edition with no seminar) is left
 * out, never shown to a visitor as braces. A date inside a fact keeps to one line (`.nobr` in
 * globals.css): the fourth review saw "2026-12-" end a line of the hours notice and "06" start the next;
 * so does a list of times (the eleventh saw the FAQ's "출발 시각: 11:00," end a line before "14:00").
 */
export function fillFacts(html: string, facts: Facts): string {
  return html.replace(TOKEN, (_, name: string) => {
    const value = (facts as Record<string, string | undefined>)[name];
    return value === undefined
      ? ''
      : escapeHtml(value)
          .replace(SPEC_DATE, '<span class="nobr">$&</span>')
          .replace(TIME_LIST, '<span class="nobr">$&</span>');
  });
}

/** Fills the fact tokens of plain text (an event's summary, a programme card's line: rendered as text, never as HTML). */
export function fillFactsText(text: string, facts: Facts): string {
  return text.replace(TOKEN, (_, name: string) => (facts as Record<string, string | undefined>)[name] ?? '');
}

/** The fact names a text refers to (the studio lists them; an unknown one is a typo). */
export const factTokens = (text: string): string[] => [...text.matchAll(TOKEN)].map((m) => m[1]);

/** The tokens of a text that name no fact (`{{venu}}`), as written, each once. */
export const unknownFactTokens = (text: string, names: readonly string[] = FACT_NAMES): string[] => [
  ...new Set([...text.matchAll(TOKEN)].filter((m) => !names.includes(m[1])).map((m) => m[0])),
];

/** `HH:mm` as minutes since midnight. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The hours of one Seoul day: the dated exception if there is one, else the edition's own. */
export function hoursOn(
  e: { opensAt: string; closesAt: string; hoursExceptions: readonly HoursException[] },
  day: string,
): { opensAt: string; closesAt: string } | null {
  const x = e.hoursExceptions.find((h) => h.date === day);
  if (!x) return { opensAt: e.opensAt, closesAt: e.closesAt };
  return x.opensAt && x.closesAt ? { opensAt: x.opensAt, closesAt: x.closesAt } : null;
}

/**
 * Whether a slot (Seoul day, `HH:mm` start, minutes long) lies inside that day's opening hours; a
 * docent tour (`tour`) also starts no later than a dated change's last tour.
 */
export function slotWithinHours(
  e: { opensAt: string; closesAt: string; hoursExceptions: readonly HoursException[] },
  day: string,
  startsAt: string,
  minutes: number,
  tour = false,
): boolean {
  const h = hoursOn(e, day);
  if (!h) return false;
  const start = minutesOf(startsAt);
  const lastTour = tour ? e.hoursExceptions.find((x) => x.date === day)?.lastTourAt : null;
  if (lastTour && start > minutesOf(lastTour)) return false;
  return start >= minutesOf(h.opensAt) && start + minutes <= minutesOf(h.closesAt);
}

/** Last entry is this long before closing. */
export const LAST_ENTRY_MINUTES = 30;

/** `HH:mm` `minutes` earlier (last entry: half an hour before closing). */
export function minutesBefore(hhmm: string, minutes: number): string {
  const m = minutesOf(hhmm) - minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The exceptions a visitor should see on `today`: from today to two weeks ahead, so a holiday is
 * announced around its date and gone once it has passed.
 */
export function exceptionsAround(exceptions: readonly HoursException[], today: string, days = 14) {
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return exceptions
    .filter((x) => x.date >= today && x.date <= end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The message (under `exhibitions.visit`) that says one dated change: other hours or closed, with its note or without. */
export const hoursChangeKey = (x: { opensAt: string | null; note: string }) =>
  `${x.opensAt ? 'hoursOn' : 'closedOn'}${x.note ? '' : 'Bare'}` as const;
