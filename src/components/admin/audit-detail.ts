import { auditDetailText } from '@/schemas/audit-rules';

/**
 * The audit detail as the console shows it: the server's CSV text (one function for both), made to
 * wrap where a reader would. Each Seoul time keeps to the line of its date (a no-break space), and a
 * nested record (`{"event":"…","from":"…"}`) gets a space after each comma and colon, so a narrow
 * cell breaks between its entries rather than inside an id or a number.
 */
export const detailText = (detail: Record<string, unknown>): string =>
  auditDetailText(detail)
    .replace(/(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/g, '$1\u00a0$2')
    .replace(/,(?=")/g, ', ')
    .replace(/":(?=\S)/g, '": ');
