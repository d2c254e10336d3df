// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every app instance (DESIGN.md "Scale"). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});
