import { SEOUL_OFFSET_MS, seoulDate } from './event-rules';

/**
 * Slot patterns for the console's bulk schedule (issue 27), without zod so the console's preview
 * and the server expand a pattern the same way. Weekdays are ISO: 1 = Monday … 7 = Sunday; dates
 * are Seoul calendar days (`YYYY-MM-DD`), times Seoul wall-clock `HH:mm`. Seoul keeps UTC+9 all
 * year, so a wall-clock time is always the same instant offset: no daylight-saving gap or repeat.
 */
export const BULK_MAX_SLOTS = 1000;
export const BULK_MAX_DAYS = 366;
export const BULK_MAX_TIMES = 48;
export const BULK_MAX_CLOSED_DATES = 366;
export const DURATION_MINUTES_MAX = 24 * 60;
export const MOVE_REASON_MAX_LENGTH = 300;
export const MESSAGE_SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_BODY_MAX_LENGTH = 2000;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Events list filter: where an event stands in Seoul time (upcoming, running, ended). */
export const EVENT_STATES = ['upcoming', 'running', 'ended'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export type SlotPattern = {
  from: string;
  to: string;
  weekdays: number[];
  times: string[];
  durationMinutes: number;
  closedDates: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a valid `YYYY-MM-DD` at 00:00 UTC, or null for an impossible date (02-30). */
export function dayValue(date: string): number | null {
  if (!DATE_RE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : ms;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD`. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  const a = dayValue(from);
  const b = dayValue(to);
  return a === null || b === null || b < a ? 0 : (b - a) / DAY_MS + 1;
}

/** The instant of a Seoul wall-clock time on a Seoul calendar day. */
export function seoulInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - SEOUL_OFFSET_MS);
}

/**
 * Every slot a pattern makes, in start order: each day of the range on one of the weekdays and not
 * closed, at each time (duplicate times once).
 */
export function expandPattern(p: SlotPattern): { startsAt: Date; endsAt: Date }[] {
  const start = dayValue(p.from);
  const end = dayValue(p.to);
  if (start === null || end === null) return [];
  const closed = new Set(p.closedDates);
  const weekdays = new Set(p.weekdays);
  const times = [...new Set(p.times)].sort();
  const out: { startsAt: Date; endsAt: Date }[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const date = new Date(ms).toISOString().slice(0, 10);
    if (!weekdays.has(isoWeekday(date)) || closed.has(date)) continue;
    for (const time of times) {
      const startsAt = seoulInstant(date, time);
      out.push({ startsAt, endsAt: new Date(startsAt.getTime() + p.durationMinutes * 60_000) });
    }
  }
  return out;
}

/** Where an event stands at `now`: its period decides, in Seoul time as everywhere. */
export function eventState(e: { startsAt: string | Date; endsAt: string | Date }, now: Date): EventState {
  if (new Date(e.endsAt) < now) return 'ended';
  return new Date(e.startsAt) > now ? 'upcoming' : 'running';
}

/**
 * Where a slot stands at `now`: to come until it starts, under way from its start to its end, then
 * over. The console reads a started slot as history (the schedule's "지난 회차": not selected, moved
 * or cancelled), and the dashboard marks today's (the thirteenth review: at 22:00 every one of the
 * day's slots still looked open).
 */
export function slotState(
  slot: { startsAt: string | Date; endsAt: string | Date },
  now: Date | number,
): EventState {
  const at = typeof now === 'number' ? now : now.getTime();
  if (new Date(slot.startsAt).getTime() > at) return 'upcoming';
  return new Date(slot.endsAt).getTime() > at ? 'running' : 'ended';
}

/**
 * The period a new slot pattern starts with: the event's own days in Seoul, from today at the
 * earliest (issue 51: the pattern's dates were empty, to be typed again from the event).
 */
export function defaultPatternPeriod(
  event: { startsAt: string | Date; endsAt: string | Date },
  now: Date,
): { from: string; to: string } {
  const today = seoulDate(now);
  const start = seoulDate(event.startsAt);
  const end = seoulDate(event.endsAt);
  // NOTE: `YYYY-MM-DD` strings sort as the days do; the later of two is the second once sorted.
  const from = [today, start].sort()[1];
  return { from, to: [from, end].sort()[1] };
}
