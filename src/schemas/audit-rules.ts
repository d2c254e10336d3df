/**
 * How the audit log reads (zod-free: the console's page and the server's export both use it).
 */
import { seoulDate, seoulTime } from './event-rules';

/** An instant as the API writes it (`2026-12-08T03:00:00.000Z`, or with an offset); a plain date is not one. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const readable = (v: unknown) =>
  typeof v === 'string' && INSTANT.test(v) ? `${seoulDate(v)} ${seoulTime(v)}` : v;

/**
 * A nested value as JSON with a space after each comma and colon (`{"event": "…", "from": "…"}`),
 * so a narrow cell or a spreadsheet column breaks between entries, never inside an id or a number.
 * Instants in it read in Seoul time; what JSON leaves out (undefined, functions) is left out.
 */
function nested(value: unknown): string | undefined {
  const v = readable(value);
  if (Array.isArray(v)) return `[${v.map((x) => nested(x) ?? 'null').join(', ')}]`;
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
    const entries = Object.entries(v).flatMap(([k, x]) => {
      const shown = nested(x);
      return shown === undefined ? [] : [`${JSON.stringify(k)}: ${shown}`];
    });
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(v);
}

/**
 * A record's detail (reason, field, changes) as short `key: value` text, every instant in it, nested
 * ones too, shown in Seoul time (`YYYY-MM-DD HH:mm`) as the rest of the console does. The console
 * and the CSV export both show this text.
 */
export function auditDetailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([k, v]) => {
      const shown = readable(v);
      return `${k}: ${typeof shown === 'string' ? shown : nested(shown)}`;
    })
    .join(' · ');
}

/**
 * What an audit record can be about (`target_type`): each has a label in both languages
 * (`admin.audit.target.*`), so the console reads "스태프 계정", not `staff`. The history's kinds
 * (plural: `editions`, `notices`…) name the record a scheduled change or a restore was for.
 */
export const AUDIT_TARGET_TYPES = [
  'application',
  'archive',
  'audit',
  'content_import',
  'edition',
  'editions',
  'event',
  'faq',
  'faq_category',
  'home',
  'inquiry',
  'lookbook',
  'lookbooks',
  'mail',
  'material',
  'materials',
  'media',
  'notice',
  'notices',
  'policies',
  'policy.privacy',
  'policy.terms',
  'session',
  'staff',
  'theme_year',
  'themes',
  'user',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The audit log's CSV export holds at most this many rows (the newest); narrow the filters for more. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
