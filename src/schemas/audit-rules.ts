/**
 * How the audit log reads (zod-free: the console's page and the server's export both use it).
 */
import { seoulDate, seoulTime } from './event-rules';

/** An instant as the API writes it (`2026-12-08T03:00:00.000Z`, or with an offset); a plain date is not one. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const readable = (v: unknown) =>
  typeof v === 'string' && INSTANT.test(v) ? `${seoulDate(v)} ${seoulTime(v)}` : v;

/**
 * A record's detail (reason, field, changes) as short `key: value` text, every instant in it, nested
 * ones too, shown in Seoul time (`YYYY-MM-DD HH:mm`) as the rest of the console does.
 */
export function auditDetailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([k, v]) => {
      const shown = readable(v);
      return `${k}: ${typeof shown === 'string' ? shown : JSON.stringify(shown, (_key, x) => readable(x))}`;
    })
    .join(' · ');
}

/** The audit log's CSV export holds at most this many rows (the newest); narrow the filters for more. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
