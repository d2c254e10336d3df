/**
 * The events domain's plain values and Seoul-time helpers, without zod, for client components;
 * `events.ts` re-exports them with its schemas.
 */
export const EVENT_TYPES = ['board', 'survey', 'application'] as const;
export const EVENT_TABS = ['on', 'off'] as const;
export const EVENT_KINDS = [
  'exhibition',
  'docent',
  'goods',
  'drawing',
  'tasting',
  'media',
  'seminar',
  'survey',
  'notice',
] as const;
/**
 * The picture an event shows until staff choose one from the media library (its `thumbnail`):
 * a rendered scene of its kind (scripts/render, events/*).
 */
export const KIND_PICTURES: Record<(typeof EVENT_KINDS)[number], string> = {
  exhibition: '/images/events/exhibition.webp',
  docent: '/images/events/docent.webp',
  goods: '/images/events/goods.webp',
  drawing: '/images/events/drawing.webp',
  tasting: '/images/events/tasting.webp',
  media: '/images/events/media.webp',
  seminar: '/images/events/seminar.webp',
  survey: '/images/events/survey.webp',
  notice: '/images/materials/stone-1-web.webp',
};
/** Kinds held online: no room, no seats, no door ticket; the wording on their pages says so. */
export const ONLINE_KINDS: readonly (typeof EVENT_KINDS)[number][] = ['seminar', 'survey'];
export const isOnlineKind = (kind: (typeof EVENT_KINDS)[number]) => ONLINE_KINDS.includes(kind);
export const EVENTS_PAGE_SIZE = 9;
export const MY_LIST_PAGE_SIZE = 10;
/** SPEC §9: a ticket ends at its start plus 45 minutes. */
export const TICKET_MINUTES = 45;

/**
 * The short ticket number a member reads and the door can type (`3FA9-0C1B`): the last eight hex
 * digits of the application's id (random in a v4 UUID), never the signed code the QR carries.
 * Unique enough within one slot, where the door searches by it.
 */
export function ticketNumber(applicationId: string): string {
  const tail = applicationId.replace(/-/g, '').slice(-8).toUpperCase();
  return `${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/** The id tail a typed ticket number names (`3fa9 0c1b`, `3FA9-0C1B`…), or null when it is not one. */
export function ticketNumberTail(q: string): string | null {
  const hex = q.replace(/[\s-]/g, '');
  return /^[0-9a-f]{8}$/i.test(hex) ? hex.toLowerCase() : null;
}
export const SURVEY_TEXT_MAX_LENGTH = 500;
/** Asia/Seoul keeps UTC+9 all year (no daylight saving). */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export type EventType = (typeof EVENT_TYPES)[number];
export type EventKind = (typeof EVENT_KINDS)[number];
export type EventTab = (typeof EVENT_TABS)[number];

/** The instant a Seoul calendar day starts, for the day that holds `at`. */
export function seoulDayStart(at: Date): Date {
  const day = 24 * 60 * 60 * 1000;
  return new Date(Math.floor((at.getTime() + SEOUL_OFFSET_MS) / day) * day - SEOUL_OFFSET_MS);
}

/** The Seoul calendar day that holds `at`: the instant it starts and the one the next day starts. */
export function seoulDay(at: Date): { start: Date; end: Date } {
  const start = seoulDayStart(at);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** `YYYY-MM-DD` of an instant in Asia/Seoul (SPEC §9 date format). */
export function seoulDate(at: Date | string): string {
  return new Date(new Date(at).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** `HH:mm` of an instant in Asia/Seoul. */
export function seoulTime(at: Date | string): string {
  return new Date(new Date(at).getTime() + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * A slot's remaining seats: the one figure the public event page, My Page and the console show
 * (decision 036). `taken` counts confirmed applications and the walk-ins that took a seat.
 */
export function seatsLeft(slot: { capacity: number; taken: number }): number {
  return Math.max(0, slot.capacity - slot.taken);
}

/** The walk-ins of a slot that took a seat (the rest came in over capacity). */
export function walkInSeats(slot: { walkIns: number; overCapacity: number }): number {
  return slot.walkIns - slot.overCapacity;
}
