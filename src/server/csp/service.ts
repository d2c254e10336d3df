import 'server-only';
import { lt } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError } from '../api/errors';
import { validationError } from '../api/validation';
import type { Db } from '../db/client';
import { cspReports } from '../db/schema';
import { startPeriodicJob } from '../jobs/periodic';
import type { BackgroundJob } from '../jobs/registry';
import { hit, type RateRule } from '../rate-limit';
import { type cspReportBody, cspViolationBody } from './schema';

/**
 * Per address. One page load with a broken policy reports each blocked script once, and the
 * Reporting API batches them; a flood from one address stops here.
 */
export const CSP_REPORT_RATE_RULE: RateRule = { limit: 30, windowSeconds: 60 };

const MAX_TEXT = 2048;
const MAX_ROWS = 50;

/** A string PostgreSQL can store (no U+0000, no lone surrogate), cut to `max` characters. */
export function storable(value: string, max = MAX_TEXT): string {
  return value.replaceAll('\u0000', '').toWellFormed().slice(0, max);
}

/** The same for every string (keys and values) in a JSON value, for the `raw` column. */
function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [storable(k, 200), storableJson(v)] as const),
    );
  return value;
}

const opt = (value: string | null | undefined, max = MAX_TEXT) =>
  value === undefined || value === null ? null : storable(value, max);

type Row = typeof cspReports.$inferInsert;

/** The rows a validated body stands for: one per violation; other report types are ignored. */
export function reportRows(body: z.output<typeof cspReportBody>, userAgent: string | undefined): Row[] {
  const ua = opt(userAgent, 512);
  if (!Array.isArray(body)) {
    const r = body['csp-report'];
    const directive = r['effective-directive'] ?? r['violated-directive'] ?? '';
    return [
      {
        format: 'csp-report',
        documentUrl: storable(r['document-uri']),
        effectiveDirective: storable(directive.split(' ')[0], 200),
        blockedUrl: opt(r['blocked-uri']),
        disposition: opt(r.disposition, 20),
        sourceFile: opt(r['source-file']),
        lineNumber: r['line-number'] ?? null,
        columnNumber: r['column-number'] ?? null,
        sample: opt(r['script-sample'], 200),
        statusCode: r['status-code'] ?? null,
        userAgent: ua,
        raw: storableJson(body),
      },
    ];
  }
  const rows: Row[] = [];
  for (const [i, report] of body.entries()) {
    if (report.type !== 'csp-violation') continue;
    const parsed = cspViolationBody.safeParse(report.body ?? undefined);
    if (!parsed.success)
      throw validationError(
        parsed.error.issues.map((issue) => ({ ...issue, path: [i, 'body', ...issue.path] })),
        body,
      );
    const v = parsed.data;
    rows.push({
      format: 'csp-violation',
      documentUrl: storable(v.documentURL),
      effectiveDirective: storable(v.effectiveDirective, 200),
      blockedUrl: opt(v.blockedURL),
      disposition: opt(v.disposition, 20),
      sourceFile: opt(v.sourceFile),
      lineNumber: v.lineNumber ?? null,
      columnNumber: v.columnNumber ?? null,
      sample: opt(v.sample, 200),
      statusCode: v.statusCode ?? null,
      userAgent: opt(report.user_agent, 512) ?? ua,
      raw: storableJson(report),
    });
  }
  return rows.slice(0, MAX_ROWS);
}

/** Counts the request against the address's limit, then stores the violations it carries. */
export async function storeCspReports(
  db: Db,
  input: { body: z.output<typeof cspReportBody>; ip: string; userAgent?: string; now: Date },
): Promise<number> {
  const rows = reportRows(input.body, input.userAgent);
  if (rows.length === 0) return 0;
  await db.insert(cspReports).values(rows.map((r) => ({ ...r, receivedAt: input.now })));
  return rows.length;
}

/** Checks the address's limit (before the body is even read: junk floods count too). */
export async function countCspReport(db: Db, ip: string, now: Date): Promise<void> {
  await hit(db, `csp-report:ip:${ip}`, CSP_REPORT_RATE_RULE, now);
}

export const unsupportedMediaType = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');

/** How long a violation report is kept: long enough to see a release's trend, no longer. */
export const CSP_REPORT_RETENTION_DAYS = 90;

/** Deletes the reports received more than the retention period before `now`; returns how many. */
export async function purgeOldCspReports(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CSP_REPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(cspReports)
    .where(lt(cspReports.receivedAt, cutoff))
    .returning({ id: cspReports.id });
  return gone.length;
}

/** Runs the purge hourly, once across all instances (a `job_leases` claim; it is idempotent anyway). */
export function startCspReportPurge(db: Db, now: () => Date = () => new Date()): BackgroundJob {
  return startPeriodicJob(db, {
    name: 'csp-report-purge',
    everyMs: 60 * 60 * 1000,
    now,
    run: async (conn, at) => {
      const n = await purgeOldCspReports(conn, at);
      if (n) console.info(`[csp] purged ${n} violation reports over ${CSP_REPORT_RETENTION_DAYS} days old`);
    },
  });
}
