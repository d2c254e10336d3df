// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per cached answer family (`events`: the public event list and detail). Bumped in the
 * same transaction as any change the answers show, so every app instance sees a new version the
 * moment the change commits (src/server/events/cache.ts, decision 008).
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
