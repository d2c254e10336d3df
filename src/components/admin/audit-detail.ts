import { AUDIT_TARGET_TYPES, type AuditTargetType, auditDetailText } from '@/schemas/audit-rules';

/**
 * The audit detail as the console shows it: the server's CSV text (one function for both), with
 * each Seoul time kept on the line of its date (a no-break space), so a narrow cell never splits them.
 */
export const detailText = (detail: Record<string, unknown>): string =>
  auditDetailText(detail).replace(/(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/g, '$1\u00a0$2');

/** Whether the console has a label for what a record is about (`admin.audit.target.*`). */
export const isAuditTarget = (type: string): type is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(type);
