// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_KINDS, EVENT_TYPES } from '../../../schemas/event-rules';
import { editions } from './content';
import { users } from './members';

export const eventType = pgEnum('event_type', EVENT_TYPES);
export const eventVisibility = pgEnum('event_visibility', ['PUBLIC', 'PRIVATE']);
/** Who sees a PRIVATE event: every signed-in member, or one member type. */
export const eventAudience = pgEnum('event_audience', ['members', 'normal', 'company']);
export const eventKind = pgEnum('event_kind', EVENT_KINDS);
export const questionKind = pgEnum('question_kind', ['single', 'multiple', 'text']);
/**
 * `waitlisted`: waiting for a seat in a full slot (promoted to `confirmed` when one frees);
 * `expired`: still waiting when the slot started (told "not this time").
 */
export const applicationStatus = pgEnum('application_status', [
  'confirmed',
  'cancelled',
  'waitlisted',
  'expired',
]);
export const attendanceSource = pgEnum('attendance_source', ['direct', 'docent']);

/** Events of every type (SPEC §3): bilingual copy, period, application window and kind flags. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key for seeded rows, so the seed is idempotent. */
    seedKey: text('seed_key'),
    type: eventType('type').notNull(),
    kind: eventKind('kind').notNull().default('notice'),
    visibility: eventVisibility('visibility').notNull().default('PUBLIC'),
    audience: eventAudience('audience').notNull().default('members'),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    summaryKo: text('summary_ko').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyKo: text('body_ko').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    thumbnail: text('thumbnail'),
    /** The place in Korean and English (staff fill both; the English one falls back to Korean). */
    location: text('location'),
    locationEn: text('location_en'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    applyOpensAt: timestamp('apply_opens_at', { withTimezone: true }),
    applyClosesAt: timestamp('apply_closes_at', { withTimezone: true }),
    /** Members may sign up for attendance without applying for a slot (exhibition). */
    attendance: boolean('attendance').notNull().default(false),
    /** A signup here also records attendance at this event (docent tour → exhibition). */
    attendanceEventId: uuid('attendance_event_id'),
    /** The edition (year's programme) the event belongs to: its dates and venue come from there. */
    editionId: uuid('edition_id').references(() => editions.id, { onDelete: 'set null' }),
    /**
     * How long the programme itself runs where that is shorter than its slot (a docent tour of about
     * 30 minutes on a 45-minute ticket, a 10-minute screening): the `{{tourLength}}` and `{{length}}`
     * facts and the event page's length read it (decision 070). Null: as long as its slot.
     */
    activityMinutes: integer('activity_minutes'),
    /** Unpublished events are drafts: only the console sees them. */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_seed_key_uq').on(t.seedKey),
    index('events_visibility_ends_idx').on(t.visibility, t.endsAt),
    index('events_ends_idx').on(t.endsAt),
    check('events_period_ck', sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      'events_activity_minutes_ck',
      sql`${t.activityMinutes} IS NULL OR ${t.activityMinutes} BETWEEN 1 AND 600`,
    ),
  ],
);

/**
 * Time slots of an application event. `taken` is the seat counter (applications and the walk-ins
 * that took a seat, decision 036): it only moves by a conditional
 * update inside the application transaction, and the check constraint refuses overbooking outright.
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Ticket end: start + 45 minutes (SPEC §9). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    /** Visitors admitted at the door without an application (SPEC: attendance without application). */
    walkIns: integer('walk_ins').notNull().default(0),
    /**
     * Walk-ins admitted when no seat was left (a staff member confirmed each; audited). The others
     * took a seat of `taken` (decision 036): capacity is one number, `capacity - taken`.
     */
    overCapacity: integer('over_capacity').notNull().default(0),
    /**
     * Raised by every change members are told about (a move, a cancellation): the SEQUENCE of the
     * calendar entries sent for this slot, so a calendar app replaces the entry it holds.
     */
    revision: integer('revision').notNull().default(0),
    /**
     * The slot's last move (migration 0021): the start it had before, when it moved and why, so
     * My Page marks the booking as changed and says why (issue 51).
     */
    movedFrom: timestamp('moved_from', { withTimezone: true }),
    movedAt: timestamp('moved_at', { withTimezone: true }),
    moveReason: text('move_reason'),
    /** Cancelled by staff: kept for its applications' history, never offered again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('event_sessions_event_idx').on(t.eventId, t.startsAt),
    check('event_sessions_seats_ck', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
    check('event_sessions_walk_ins_ck', sql`${t.walkIns} >= 0`),
    check(
      'event_sessions_over_capacity_ck',
      sql`${t.overCapacity} >= 0 and ${t.overCapacity} <= ${t.walkIns}`,
    ),
    check('event_sessions_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type QuestionOption = { value: string; ko: string; en: string };

/** Survey questions of an event, in `position` order. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: questionKind('kind').notNull(),
    required: boolean('required').notNull().default(false),
    labelKo: text('label_ko').notNull(),
    labelEn: text('label_en').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    /** Text answers only. */
    maxLength: integer('max_length'),
  },
  (t) => [uniqueIndex('event_questions_position_uq').on(t.eventId, t.position)],
);

export type ApplicationAnswers = Record<string, string | string[]>;

/**
 * A member's application: a seat in a slot (application events) or a survey response (no slot).
 * One active application per member and slot, one active response per member and survey.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('confirmed'),
    answers: jsonb('answers').$type<ApplicationAnswers>().notNull().default({}),
    locale: text('locale').notNull().default('ko'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `member` or `staff`; a staff cancellation carries the reason mailed to the member. */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** Waiting order: a sequence taken under the slot's row lock, so it follows the order of joining. */
    queueSeq: bigserial('queue_seq', { mode: 'number' }).notNull(),
    /** When a waitlisted application got its seat. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set once at the door (the ticket is single use); the member sees attendance on /my/event. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by'),
    /** Set by the no-show job: confirmed, slot over, never checked in. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
  },
  (t) => [
    // One seat or waitlist place per member and slot (an `expired` place is in a slot that started).
    // NOTE: written without the new enum values: a migration may not use values it adds.
    uniqueIndex('applications_active_slot_uq')
      .on(t.userId, t.sessionId)
      .where(sql`${t.status} <> 'cancelled' and ${t.sessionId} is not null`),
    uniqueIndex('applications_active_survey_uq')
      .on(t.userId, t.eventId)
      .where(sql`${t.status} = 'confirmed' and ${t.sessionId} is null`),
    index('applications_user_created_idx').on(t.userId, t.createdAt),
    index('applications_session_idx').on(t.sessionId),
    index('applications_session_status_idx').on(t.sessionId, t.status, t.queueSeq),
  ],
);

/** Attendance signups (exhibition visits), with or without an application. */
export const attendanceSignups = pgTable(
  'attendance_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: attendanceSource('source').notNull().default('direct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_event_user_uq').on(t.eventId, t.userId),
    index('attendance_user_idx').on(t.userId),
  ],
);

/**
 * Scans a door device queued while offline and sent later (`POST /api/admin/check-ins/sync`). The
 * key (device, scan) makes a resend answer what the first send answered, without a second use.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    deviceId: text('device_id').notNull(),
    scanId: text('scan_id').notNull(),
    applicationId: uuid('application_id'),
    sessionId: uuid('session_id').notNull(),
    staffId: uuid('staff_id'),
    result: text('result').notNull(),
    /** When the device admitted it (its own clock, kept within the day of the sync). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.scanId] }),
    index('door_scans_application_idx').on(t.applicationId),
  ],
);
