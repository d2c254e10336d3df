import { seoulDate, seoulTime } from '@/schemas/event-rules';
import type { EventSession, EventSummary } from '@/schemas/events';

/** One day of an event's slots, for the date chips: the seats still open that day and whether a waitlist is. */
export type SlotDay = {
  /** `YYYY-MM-DD` in Asia/Seoul. */
  date: string;
  sessions: EventSession[];
  /**
   * Seats left over the day's slots still on sale: capacity minus confirmed seats, the same number
   * for every viewer (a member's own booked or overlapping slot still counts its free seats).
   */
  seatsLeft: number;
  /** No bookable seat, but a full slot takes waitlist entries. */
  waitlist: boolean;
  /** Nothing on this day can be chosen (started, closed, overlapping…). */
  closed: boolean;
  /** Every slot of the day has started: a day gone by, not a sold-out one. */
  past: boolean;
};

/** A slot the member can pick: a free seat, or a full slot whose waitlist is open. */
export const selectable = (s: EventSession) => s.state === 'available' || s.state === 'full';

/**
 * A slot whose free seats count in its day's total, whoever is looking: not started, and on sale.
 * `applied`, `waiting` and `overlap` are what one member sees of a slot a visitor sees as
 * available or full. Only `applied` may hide a started slot (the server names it first); the
 * clock is read for it alone, so a visitor's server-rendered numbers never depend on it.
 */
export const onSale = (s: EventSession, now: Date) =>
  s.state !== 'started' && s.state !== 'closed' && (s.state !== 'applied' || new Date(s.startsAt) > now);

/** Slots grouped by their Seoul date, in start order. */
export function slotDays(sessions: EventSession[], now = new Date()): SlotDay[] {
  const byDate = new Map<string, EventSession[]>();
  for (const s of [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const date = seoulDate(s.startsAt);
    byDate.set(date, [...(byDate.get(date) ?? []), s]);
  }
  return [...byDate].map(([date, list]) => {
    const seatsLeft = list
      .filter((s) => onSale(s, now))
      .reduce((sum, s) => sum + Math.max(0, s.seatsLeft), 0);
    const waitlist = seatsLeft === 0 && list.some((s) => s.state === 'full');
    return {
      date,
      sessions: list,
      seatsLeft,
      waitlist,
      closed: !list.some(selectable),
      past: list.every((s) => s.state === 'started'),
    };
  });
}

/**
 * What the event's facts say about when it can be booked, from its slots (never from the event's
 * own dates, which run longer): the days with a seat left, or why there are none.
 */
export type BookableDates =
  | { kind: 'dates'; runs: { from: string; to: string }[] }
  | { kind: 'soldOut' }
  | { kind: 'past' }
  | { kind: 'none' };

const nextDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** The bookable days as runs of consecutive dates (`YYYY-MM-DD`), or sold out, past, or none on sale. */
export function bookableDates(sessions: EventSession[], now = new Date()): BookableDates {
  const days = slotDays(sessions, now);
  const open = days.filter((d) => d.seatsLeft > 0).map((d) => d.date);
  if (open.length) {
    const runs: { from: string; to: string }[] = [];
    for (const date of open) {
      const last = runs.at(-1);
      if (last && nextDate(last.to) === date) last.to = date;
      else runs.push({ from: date, to: date });
    }
    return { kind: 'dates', runs };
  }
  if (days.some((d) => d.sessions.some((s) => onSale(s, now)))) return { kind: 'soldOut' };
  if (days.length && days.every((d) => d.past)) return { kind: 'past' };
  return { kind: 'none' };
}

/** The day shown first: the one holding `chosenId`, else the first with a free seat, a waitlist, or any. */
export function initialDay(days: SlotDay[], chosenId?: string): string | undefined {
  const holding = chosenId ? days.find((d) => d.sessions.some((s) => s.id === chosenId)) : undefined;
  return (
    holding ??
    days.find((d) => d.seatsLeft > 0 && d.sessions.some((s) => s.state === 'available')) ??
    days.find((d) => d.waitlist) ??
    days[0]
  )?.date;
}

/** `MM.DD` and the weekday index (0 = Sunday) of a `YYYY-MM-DD` date. */
export function dayParts(date: string): { monthDay: string; weekday: number } {
  const [y, m, d] = date.split('-').map(Number);
  return {
    monthDay: `${date.slice(5, 7)}.${date.slice(8, 10)}`,
    weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
  };
}

export function slotLabel(s: EventSession) {
  return { date: seoulDate(s.startsAt), start: seoulTime(s.startsAt), end: seoulTime(s.endsAt) };
}

/** The one status a card shows: what a visitor can do now, else where the event is in time. */
export type CardStatus = 'open' | 'closingSoon' | 'soon' | 'applyClosed' | 'upcoming' | 'ongoing' | 'ended';

const CLOSING_SOON_MS = 3 * 24 * 60 * 60 * 1000;

export function cardStatus(
  e: Pick<EventSummary, 'status' | 'applyState' | 'applyClosesAt'>,
  now: Date,
): CardStatus {
  if (e.status === 'ended') return 'ended';
  if (e.applyState === 'open') {
    const closes = e.applyClosesAt ? new Date(e.applyClosesAt).getTime() - now.getTime() : Infinity;
    return closes <= CLOSING_SOON_MS ? 'closingSoon' : 'open';
  }
  if (e.applyState === 'notOpen') return 'soon';
  if (e.applyState === 'closed') return 'applyClosed';
  return e.status;
}
