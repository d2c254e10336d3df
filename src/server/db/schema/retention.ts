// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventSessions, events } from './events';

/** Per question, per option value: how many chose it. */
export type ChoiceTally = Record<string, Record<string, number>>;

/**
 * What remains of an event's applications once the retention job purged them (decision 021): counts
 * only, no member. One row per slot (`sessionId`) and one per event without a slot (survey responses,
 * exhibition signups); a purge run writes its own rows, so a reader sums them.
 */
export const applicationTallies = pgTable(
  'application_tallies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'cascade' }),
    confirmed: integer('confirmed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    waitlisted: integer('waitlisted').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    checkedIn: integer('checked_in').notNull().default(0),
    noShow: integer('no_show').notNull().default(0),
    /** Exhibition signups (on the event's row without a slot). */
    attendance: integer('attendance').notNull().default(0),
    /** Survey choices (single and multiple); free-text answers are not kept. */
    choices: jsonb('choices').$type<ChoiceTally>().notNull().default({}),
    purgedAt: timestamp('purged_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('application_tallies_event_idx').on(t.eventId)],
);
