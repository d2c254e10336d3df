// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per cached answer family (`events`: the public event list and detail). Bumped in the
 * same transaction as any change the answers show, so every app instance sees a new version the
 * moment the change commits (src/server/events/cache.ts, decision 008).
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What each `content` version changed (decision 055): the scope its publish named
 * (`src/server/content/page-scope.ts`), written with the bump in the same transaction. The
 * publishing watch reads the rows between the version it last rendered and the current one, and
 * renders again only the pages they name; a missing row means every page. Pruned by the writer.
 */
export const contentChanges = pgTable('content_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  scope: jsonb('scope').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
