// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Content-Security-Policy violation reports sent by browsers to `POST /api/csp-report` (both the
 * `report-uri` form, `application/csp-report`, and the Reporting API's `application/reports+json`).
 * One row per reported violation; every text is cut to a bounded length before it is stored.
 * Decision 011.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** `csp-report` (report-uri) or `csp-violation` (Reporting API). */
    format: text('format').notNull(),
    documentUrl: text('document_url').notNull(),
    effectiveDirective: text('effective_directive').notNull(),
    blockedUrl: text('blocked_url'),
    /** `enforce` or `report`. */
    disposition: text('disposition'),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    /** The first 40 characters of the blocked inline script or style, when the policy asks for them. */
    sample: text('sample'),
    statusCode: integer('status_code'),
    userAgent: text('user_agent'),
    /** The report as received (bounded by the API's body limit), for anything the columns miss. */
    raw: jsonb('raw').notNull(),
  },
  (t) => [index('csp_reports_received_idx').on(t.receivedAt)],
);
