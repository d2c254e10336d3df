import { auditDetailText } from '@/schemas/audit-rules';

/**
 * The audit detail as the console shows it: the server's CSV text (one function for both), with
 * each Seoul time kept on one line with its date (a no-break space), so a narrow cell never splits
 * `2026-12-08` from `12:00`.
 */
export const detailText = (detail: Record<string, unknown>): string =>
  auditDetailText(detail).replace(/(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/g, '$1\u00a0$2');
