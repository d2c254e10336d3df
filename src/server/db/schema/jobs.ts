// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic background job: the instance that holds the lease runs it; a lease that is
 * not renewed (the instance died) expires and another instance takes the job over.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
