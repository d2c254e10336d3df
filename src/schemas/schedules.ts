import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH, SESSION_CAPACITY_MAX } from './admin-rules';
import { EVENT_TYPES, TICKET_MINUTES } from './event-rules';
import { oneLine, requiredLine, requiredText } from './fields';
import {
  BULK_MAX_CLOSED_DATES,
  BULK_MAX_DAYS,
  BULK_MAX_SLOTS,
  BULK_MAX_TIMES,
  DATE_RE,
  DURATION_MINUTES_MAX,
  daysInRange,
  dayValue,
  EVENT_STATES,
  expandPattern,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MOVE_REASON_MAX_LENGTH,
  TIME_RE,
} from './schedule-rules';

export * from './schedule-rules';

/**
 * Schedules in the console (issue 27): slots in bulk from a pattern, copying an event, capacity of
 * many slots, moving and cancelling a slot with applicants, and staff messages to the confirmed.
 * One file for the API (validation and OpenAPI), the console's forms and the tests.
 */

const isoDate = z.iso.datetime({ offset: true, error: 'date.invalid' });
const day = z
  .string({ error: 'date.invalid' })
  .regex(DATE_RE, 'date.invalid')
  .refine((v) => dayValue(v) !== null, 'date.invalid');
const capacity = z
  .number({ error: 'capacity.invalid' })
  .int('capacity.invalid')
  .min(1, 'capacity.invalid')
  .max(SESSION_CAPACITY_MAX, 'capacity.invalid');

export const bulkSessionsBody = z
  .object({
    from: day,
    to: day,
    weekdays: z
      .array(
        z
          .number({ error: 'invalidOption' })
          .int('invalidOption')
          .min(1, 'invalidOption')
          .max(7, 'invalidOption'),
      )
      .min(1, 'tooFew|min=1')
      .max(7, 'tooMany|7'),
    times: z
      .array(z.string({ error: 'schedule.time' }).regex(TIME_RE, 'schedule.time'))
      .min(1, 'tooFew|min=1')
      .max(BULK_MAX_TIMES, `tooMany|${BULK_MAX_TIMES}`),
    durationMinutes: z
      .number({ error: 'invalidType' })
      .int('invalidType')
      .min(5, 'tooSmall|min=5')
      .max(DURATION_MINUTES_MAX, `tooLarge|${DURATION_MINUTES_MAX}`)
      .default(TICKET_MINUTES),
    capacity,
    closedDates: z.array(day).max(BULK_MAX_CLOSED_DATES, `tooMany|${BULK_MAX_CLOSED_DATES}`).default([]),
    /** true: answer what would be created and skipped, write nothing. */
    dryRun: z.boolean({ error: 'invalidType' }).default(false),
  })
  .superRefine((v, ctx) => {
    const days = daysInRange(v.from, v.to);
    if (dayValue(v.from) === null || dayValue(v.to) === null) return;
    if (days === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'period.invalid' });
    else if (days > BULK_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `schedule.range|${BULK_MAX_DAYS}` });
    else {
      const n = expandPattern(v).length;
      if (n === 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'schedule.empty' });
      if (n > BULK_MAX_SLOTS)
        ctx.addIssue({ code: 'custom', path: ['times'], message: `schedule.tooMany|${BULK_MAX_SLOTS}` });
    }
  });
export type BulkSessionsBody = z.input<typeof bulkSessionsBody>;

const plannedSlot = z.object({ startsAt: z.string(), endsAt: z.string() });
export const bulkSessionsResponse = z.object({
  /** How many slots were (or, on a dry run, would be) created. */
  created: z.number().int(),
  /** Starts that already had a slot in this event: left as they are. */
  skipped: z.array(plannedSlot),
  /** The slots created (dry run: the slots that would be). */
  sessions: z.array(plannedSlot.extend({ id: z.guid().nullable(), capacity: z.number().int() })),
  dryRun: z.boolean(),
});
export type BulkSessionsResponse = z.infer<typeof bulkSessionsResponse>;

export const copyEventBody = z.object({
  /** The copy's new start; every date of the event (and its slots) shifts by the same amount. */
  startsAt: isoDate,
  withSessions: z.boolean({ error: 'invalidType' }).default(false),
});
export type CopyEventBody = z.input<typeof copyEventBody>;

export const sessionCapacityBody = z.object({
  sessionIds: z
    .array(z.guid({ error: 'invalidId' }))
    .min(1, 'tooFew|min=1')
    .max(BULK_MAX_SLOTS, `tooMany|${BULK_MAX_SLOTS}`),
  capacity,
});
export const sessionCapacityResponse = z.object({
  updated: z.number().int(),
  /** Members promoted from waitlists into the seats added. */
  promoted: z.number().int(),
});

/** A member whose new time would conflict with another of their confirmed slots (masked). */
export const moveConflict = z.object({
  applicationId: z.guid(),
  name: z.string(),
  email: z.string(),
  /** Their other confirmed slot that the new time overlaps, or that is of this event on the new day. */
  otherEventTitle: z.string(),
  otherStartsAt: z.string(),
  /** The other slot does not overlap: it is of this event on the same Seoul day (decision 064). */
  sameDay: z.boolean(),
});
export type MoveConflict = z.infer<typeof moveConflict>;

export const moveSessionBody = z.object({
  startsAt: isoDate,
  reason: requiredText('staffReason', MOVE_REASON_MAX_LENGTH),
  /** true: answer who would be told and who would overlap, change nothing. */
  dryRun: z.boolean({ error: 'invalidType' }).default(false),
  /** Staff saw the overlaps listed and move anyway: those members stay booked in both. */
  acceptConflicts: z.boolean({ error: 'invalidType' }).default(false),
});
export type MoveSessionBody = z.input<typeof moveSessionBody>;

export const moveSessionResponse = z.object({
  dryRun: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Confirmed members who keep their seat and are told (dry run: would be told). */
  confirmed: z.number().int(),
  waiting: z.number().int(),
  conflicts: z.array(moveConflict),
});

export const cancelSessionBody = z.object({
  reason: requiredText('staffReason', CANCEL_REASON_MAX_LENGTH),
});
export const cancelSessionResponse = z.object({
  /** Confirmed seats cancelled and members on the waitlist released, each told once. */
  cancelled: z.number().int(),
  released: z.number().int(),
});

export const staffMessageBody = z.object({
  /** One line: it becomes the mail's `Subject:`. */
  subjectKo: requiredLine('title', MESSAGE_SUBJECT_MAX_LENGTH),
  bodyKo: requiredText('message', MESSAGE_BODY_MAX_LENGTH),
  /** English for members who applied in English; empty falls back to the Korean text. */
  subjectEn: oneLine(
    z.string({ error: 'invalidType' }).trim().max(MESSAGE_SUBJECT_MAX_LENGTH, 'tooLong'),
  ).default(''),
  bodyEn: z.string({ error: 'invalidType' }).trim().max(MESSAGE_BODY_MAX_LENGTH, 'tooLong').default(''),
});
export type StaffMessageBody = z.input<typeof staffMessageBody>;
export const staffMessageResponse = z.object({ recipients: z.number().int() });

const boolQuery = z.enum(['true', 'false'], { error: 'invalidType' }).transform((v) => v === 'true');

/** The console's events list filters. */
export const eventListFilters = z.object({
  edition: z.guid({ error: 'invalidId' }).optional(),
  type: z.enum(EVENT_TYPES, { error: 'invalidOption' }).optional(),
  state: z.enum(EVENT_STATES, { error: 'invalidOption' }).optional(),
  published: boolQuery.optional(),
});
