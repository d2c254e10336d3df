import { isOnlineKind, seoulDate, seoulTime } from '@/schemas/event-rules';
import type { EventDetail, EventSession, EventSummary } from '@/schemas/events';

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
 * `applied`, `waiting`, `overlap` and `sameDay` are what one member sees of a slot a visitor sees as
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
 * The dates an event is shown over (ISO instants; pages show their Seoul days): its slots' first
 * and last day where it has slots, so the card and the detail's "when" say the same days, else its
 * own dates (issue 50).
 */
export function shownDates(e: Pick<EventSummary, 'startsAt' | 'endsAt' | 'slotSpan'>): {
  from: string;
  to: string;
} {
  return e.slotSpan ?? { from: e.startsAt, to: e.endsAt };
}

/** The kinds whose length is their slot's: a workshop or a talk runs the whole slot. */
const SLOT_LENGTH_KINDS = ['goods', 'drawing', 'seminar'] as const;
type SlotLengthKind = (typeof SLOT_LENGTH_KINDS)[number];
const isSlotLength = (kind: EventDetail['kind']): kind is SlotLengthKind =>
  (SLOT_LENGTH_KINDS as readonly string[]).includes(kind);

/**
 * What the detail says under "how long" (a key under `events.detail.duration`): what the programme
 * itself takes where its record says so (a docent tour of about 30 minutes on a 45-minute ticket, a
 * 10-minute screening: decision 070); else a workshop's, a seminar's or a tour's slot length, read off
 * its first slot (issue 50: "약 40분" was printed over a 45-minute slot); an open exhibition's or
 * tasting's own wording; nothing for a notice, or for what has neither a length nor a slot.
 */
export function durationOf(e: Pick<EventDetail, 'kind' | 'sessions' | 'activityMinutes'>): {
  key: 'exhibition' | 'tasting' | 'about' | 'perScreening' | 'slot' | 'seminarSlot';
  minutes?: number;
} | null {
  if (e.kind === 'notice') return null;
  if (e.activityMinutes)
    return { key: e.kind === 'media' ? 'perScreening' : 'about', minutes: e.activityMinutes };
  if (e.kind === 'exhibition' || e.kind === 'tasting') return { key: e.kind };
  const minutes = slotMinutes(e.sessions);
  if (!minutes || !(isSlotLength(e.kind) || e.kind === 'docent')) return null;
  return { key: e.kind === 'seminar' ? 'seminarSlot' : 'slot', minutes };
}

/**
 * Who an event is for, as a key under `events.detail.facts.audienceBy`: an exhibition's, or a board
 * programme that counts visits, says priority entry for those who sign up; an online talk without
 * sign-up is for members to watch (the tenth review: the 2025 seminar's page said "전시 관람객 누구나"
 * where its theme page said every member could watch it); else the event's type.
 */
export function audienceKey(
  e: Pick<EventDetail, 'type' | 'kind' | 'attendance'>,
): 'board' | 'boardAttendance' | 'boardOnline' | 'application' | 'survey' {
  if (e.type !== 'board') return e.type;
  if (isOnlineKind(e.kind)) return 'boardOnline';
  return e.attendance || e.kind === 'exhibition' ? 'boardAttendance' : 'board';
}

/**
 * The day and hours of an event held within one day without slots (an online seminar's afternoon):
 * its page gives the hours its theme page gives (the tenth review: "14:00–16:00" there, a bare date
 * here); null for one with slots or over several days.
 */
export function oneDayHours(
  e: Pick<EventDetail, 'startsAt' | 'endsAt' | 'sessions'>,
): { day: string; from: string; to: string } | null {
  if (e.sessions.length > 0) return null;
  const day = seoulDate(e.startsAt);
  if (day !== seoulDate(e.endsAt)) return null;
  return { day, from: seoulTime(e.startsAt), to: seoulTime(e.endsAt) };
}

/** A slot's length in minutes, read off the first slot (every slot of an event is as long); 0 without slots. */
export function slotMinutes(
  sessions: readonly Pick<EventDetail['sessions'][number], 'startsAt' | 'endsAt'>[],
): number {
  const first = sessions[0];
  return first ? Math.round((Date.parse(first.endsAt) - Date.parse(first.startsAt)) / 60_000) : 0;
}

/**
 * The days the picker offers as chips: those not wholly gone by, so a programme sold over its whole
 * run (issue 50: the seed's tours cover every day of the edition) opens on today, not on a row of
 * past days, and today itself once its last slot has started, marked as gone by (the thirteenth
 * review, at 22:00: "today is missing with no explanation, the calendar starts tomorrow"); every day
 * when all are gone by (an ended event still shows what ran). `today` is a Seoul `YYYY-MM-DD`.
 */
export function pickerDays(days: SlotDay[], today = seoulDate(new Date())): SlotDay[] {
  const ahead = days.filter((d) => !d.past);
  if (!ahead.length) return days;
  return days.filter((d) => !d.past || d.date === today);
}

/**
 * The day shown first: the one holding `chosenId`, else the one holding the member's own booking or
 * place in line (the tenth review came back to a booked tour and found the picker on another day
 * than the bar's booking), else the first with a free seat, a waitlist, or any.
 */
export function initialDay(days: SlotDay[], chosenId?: string): string | undefined {
  const holding = chosenId ? days.find((d) => d.sessions.some((s) => s.id === chosenId)) : undefined;
  const own = (state: EventSession['state']) => days.find((d) => d.sessions.some((s) => s.state === state));
  return (
    holding ??
    own('applied') ??
    own('waiting') ??
    days.find((d) => d.seatsLeft > 0 && d.sessions.some((s) => s.state === 'available')) ??
    days.find((d) => d.waitlist) ??
    days[0]
  )?.date;
}

/** `MM.DD` and the weekday index (0 = Sunday) of a `YYYY-MM-DD` date. */
export function dayParts(date: string): { monthDay: string; weekday: number } {
  const [y, m, d] = date.split('-').map(Number);
  return {
    monthDay: date.slice(5, 10),
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
  e: Pick<EventSummary, 'status' | 'applyState' | 'applyClosesAt' | 'attendance'>,
  now: Date,
): CardStatus {
  if (e.status === 'ended') return 'ended';
  // an exhibition's post takes visit sign-ups until it ends: its card said "진행 중" where its page
  // offered "관람만 신청하기" (the twelfth review)
  if (e.applyState === 'none' && e.attendance) return 'open';
  if (e.applyState === 'open') {
    const closes = e.applyClosesAt ? new Date(e.applyClosesAt).getTime() - now.getTime() : Infinity;
    return closes <= CLOSING_SOON_MS ? 'closingSoon' : 'open';
  }
  if (e.applyState === 'notOpen') return 'soon';
  if (e.applyState === 'closed') return 'applyClosed';
  return e.status;
}

/**
 * The message (under `events`) naming a card's status: where the event is in time in the same words
 * as its page (`status.*`), what can be done now from `cardStatus.*`; one label per state (issue 50:
 * the card said "진행중" where other pages said "진행 중").
 */
export const statusLabel = (s: CardStatus, type?: EventSummary['type']) =>
  s === 'upcoming' || s === 'ongoing' || s === 'ended'
    ? (`status.${s}` as const)
    : type === 'survey' && s !== 'closingSoon'
      ? // a survey is taken part in, not applied for (the tenth review read "신청 가능" on one)
        (`cardStatus.survey.${s}` as const)
      : (`cardStatus.${s}` as const);
