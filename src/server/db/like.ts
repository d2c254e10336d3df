import 'server-only';
import { type Column, ilike, type SQL } from 'drizzle-orm';

/**
 * `text` as a literal inside a LIKE/ILIKE pattern: `%`, `_` and the escape character `\` (the
 * default ESCAPE of PostgreSQL's LIKE) lose their meaning, so `%` finds a percent sign, not every row.
 */
export const escapeLike = (text: string): string => text.replace(/[%_\\]/g, '\\$&');

/** A case-insensitive "contains `text`" for a search box; the one way search is written in src/server. */
export const ilikeContains = (column: Column | SQL, text: string): SQL =>
  ilike(column, `%${escapeLike(text)}%`);
