import './zod-csp';
import { z } from 'zod';
import { EVENT_KINDS, EVENT_TABS, EVENT_TYPES, SURVEY_TEXT_MAX_LENGTH } from './event-rules';
import { hasVisibleText } from './field-rules';

export * from './event-rules';

/**
 * The events domain (SPEC §3, DESIGN.md "Events"): one file shared by the API (validation and
 * OpenAPI), the pages' forms and the tests. Field messages are keys under `common.validation`.
 */
const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

export const eventListQuery = z.object({
  tab: z.enum(EVENT_TABS).default('on'),
  page: pageParam,
});

export const pageQuery = z.object({ page: pageParam });

/** `upcoming=true`: only confirmed slots not yet over, soonest first (My Page's next ticket). */
export const myApplicationsQuery = pageQuery.extend({ upcoming: z.stringbool().optional() });

export const idParam = z.object({ id: z.guid() });

// ── Survey ────────────────────────────────────────────────────────────────────

export const questionOption = z.object({ value: z.string(), label: z.string() });

export const question = z.object({
  id: z.guid(),
  kind: z.enum(['single', 'multiple', 'text']),
  required: z.boolean(),
  label: z.string(),
  options: z.array(questionOption),
  maxLength: z.number().int().nullable(),
});
export type Question = z.infer<typeof question>;

export const answerValue = z.union([
  z.string().max(SURVEY_TEXT_MAX_LENGTH * 4),
  z.array(z.string().max(200)).max(50),
]);
export type Answers = Record<string, string | string[]>;

/**
 * The answers schema for one survey: required questions, choices from the listed options,
 * text within its limit. The API and the survey form both validate with it.
 */
export function answersSchema(questions: readonly Question[]) {
  return z.record(z.string(), answerValue).superRefine((answers, ctx) => {
    const known = new Set(questions.map((q) => q.id));
    for (const key of Object.keys(answers)) {
      if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'invalidType' });
    }
    for (const q of questions) {
      const raw = answers[q.id];
      const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      // NOTE: an answer of only invisible characters (zero-width spaces) is no answer.
      const filled = values.map((v) => v.trim()).filter(hasVisibleText);
      if (filled.length === 0) {
        const invisible = values.some((v) => v.trim() !== '');
        if (q.required)
          ctx.addIssue({ code: 'custom', path: [q.id], message: invisible ? 'noVisibleText' : 'required' });
        continue;
      }
      if (q.kind === 'text') {
        const max = q.maxLength ?? SURVEY_TEXT_MAX_LENGTH;
        if (Array.isArray(raw)) ctx.addIssue({ code: 'custom', path: [q.id], message: 'invalidType' });
        else if (raw.trim().length > max)
          ctx.addIssue({ code: 'custom', path: [q.id], message: `tooLong|${max}` });
        continue;
      }
      const allowed = new Set(q.options.map((o) => o.value));
      if (q.kind === 'single' && (Array.isArray(raw) ? raw.length !== 1 : false)) {
        ctx.addIssue({ code: 'custom', path: [q.id], message: 'invalidType' });
      } else if (filled.some((v) => !allowed.has(v)) || new Set(filled).size !== filled.length) {
        ctx.addIssue({ code: 'custom', path: [q.id], message: 'invalidType' });
      }
    }
  });
}

// ── Requests ──────────────────────────────────────────────────────────────────

export const applyBody = z.object({
  /** The slot (application events); absent for a survey response. */
  sessionId: z.guid().optional(),
  answers: z.record(z.string().max(64), answerValue).default({}),
  /** When the slot is full, join its waitlist instead of being refused with SLOT_FULL. */
  waitlist: z.boolean().optional(),
});
export type ApplyBody = z.infer<typeof applyBody>;

// ── Responses ─────────────────────────────────────────────────────────────────

export const eventStatus = z.enum(['upcoming', 'ongoing', 'ended']);
export const applyState = z.enum(['none', 'notOpen', 'open', 'closed']);
/**
 * `full`: no seat, the waitlist is open; `waiting`: the viewer is on this slot's waitlist;
 * `overlap`: the viewer holds a slot at an overlapping time; `sameDay`: the viewer holds another slot
 * of this event that Seoul day (decision 064: one a day).
 */
export const slotState = z.enum([
  'available',
  'full',
  'started',
  'applied',
  'waiting',
  'overlap',
  'sameDay',
  'closed',
]);
export type SlotState = z.infer<typeof slotState>;

/**
 * The event's picture as a page renders it (`StoredPicture`): its variants per format, the size of
 * the widest, and the focal point for a phone's crop. Resolved on the server from `thumbnail` (a
 * library image or a built-in rendered picture), so the pages need neither the library nor the
 * build's image manifest.
 */
export const eventPicture = z.object({
  src: z.string(),
  srcSet: z.object({ avif: z.string(), webp: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  focalX: z.number(),
  focalY: z.number(),
});
export type EventPicture = z.infer<typeof eventPicture>;

export const eventSummary = z.object({
  id: z.guid(),
  type: z.enum(EVENT_TYPES),
  kind: z.enum(EVENT_KINDS),
  visibility: z.enum(['PUBLIC', 'PRIVATE']),
  title: z.string(),
  summary: z.string(),
  /** The widest WebP of the event's picture; null when staff chose none. */
  thumbnail: z.string().nullable(),
  /** `thumbnail` with its variants; null when staff chose none. */
  picture: eventPicture.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  applyOpensAt: z.string().nullable(),
  applyClosesAt: z.string().nullable(),
  /**
   * The first slot's start and the last slot's start (cancelled slots aside); null for an event
   * without slots. Where it is set, these are the event's dates on every page (the card, the
   * detail's "when"): its own `startsAt`–`endsAt` only frame its status and tab (issue 50).
   */
  slotSpan: z.object({ from: z.string(), to: z.string() }).nullable(),
  status: eventStatus,
  applyState,
  /** It takes visit sign-ups (관람 신청, `POST /events/{id}/attendance`) until it ends: an exhibition's post. */
  attendance: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const session = z.object({
  id: z.guid(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  /** Members on the waitlist. */
  waiting: z.number().int(),
  state: slotState,
});
export type EventSession = z.infer<typeof session>;

export const eventDetail = eventSummary.extend({
  /** As in the list, but never null: without one chosen, the rendered picture of the event's kind. */
  picture: eventPicture,
  body: z.string(),
  location: z.string().nullable(),
  /** How long the programme itself runs where that is shorter than its slot (a tour on a longer ticket); null: its slot's length. */
  activityMinutes: z.number().int().nullable(),
  attending: z.boolean(),
  /** A signup here also counts as attendance at the exhibition. */
  countsAsAttendance: z.boolean(),
  sessions: z.array(session),
  questions: z.array(question),
  /** The signed-in member's confirmed survey response, if any. */
  responded: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

export const APPLICATION_STATUSES = ['confirmed', 'cancelled', 'waitlisted', 'expired'] as const;

export const myApplication = z.object({
  id: z.guid(),
  status: z.enum(APPLICATION_STATUSES),
  /** Place in line (waitlisted only), 1 = next to get a seat. */
  position: z.number().int().nullable(),
  /** Waitlisted but confirmed in an overlapping slot: a free seat skips this member. */
  overlapBlocked: z.boolean(),
  /** Waitlisted but confirmed in another slot of the event that Seoul day: a free seat skips this member. */
  sameDayBlocked: z.boolean(),
  /** Confirmed from the waitlist. */
  promoted: z.boolean(),
  /** After the slot: checked in at the door, or marked no-show. */
  attendance: z.enum(['attended', 'noShow']).nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancellable: z.boolean(),
  event: z.object({
    id: z.guid(),
    title: z.string(),
    type: z.enum(EVENT_TYPES),
    kind: z.enum(EVENT_KINDS),
    location: z.string().nullable(),
  }),
  session: z
    .object({
      id: z.guid(),
      startsAt: z.string(),
      endsAt: z.string(),
      /**
       * The slot's last move, when it moved after this booking was made (issue 51): the start it had,
       * when it moved and the reason the members were told. `null` when the booking saw no move.
       */
      change: z.object({ from: z.string(), at: z.string(), reason: z.string() }).nullable(),
    })
    .nullable(),
  /** What the ticket's QR code encodes (confirmed slot applications only); never shown as text. */
  ticketCode: z.string().nullable(),
  /** The short number shown on the ticket and searchable at the door (`ticketNumber`), with the code. */
  ticketNumber: z.string().nullable(),
});
export type MyApplication = z.infer<typeof myApplication>;

export const myEvent = z.object({
  event: eventSummary,
  via: z.enum(['application', 'survey', 'attendance']),
  joinedAt: z.string(),
  /** When the member's ticket was checked in at the door (attended), if it was. */
  attendedAt: z.string().nullable(),
});
export type MyEvent = z.infer<typeof myEvent>;

export const applicationCreated = z.object({
  id: z.guid(),
  status: z.enum(['confirmed', 'waitlisted']),
  sessionId: z.guid().nullable(),
  seatsLeft: z.number().int().nullable(),
  /** Place in line when waitlisted. */
  position: z.number().int().nullable(),
  attendanceRecorded: z.boolean(),
});
export type ApplicationCreated = z.infer<typeof applicationCreated>;
