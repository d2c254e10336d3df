import 'server-only';
import type { ExportFormat } from '@/schemas/admin';

/**
 * A spreadsheet-safe CSV (RFC 4180, CRLF) that Excel opens as UTF-8 Korean thanks to the BOM.
 * A cell that starts with `=`, `+`, `-`, `@`, tab or CR would run as a formula in a spreadsheet
 * (OWASP "CSV injection"): it is prefixed with a single quote so it reads as text.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function cell(value: string | number | null | undefined): string {
  const text = neutralise(value === null || value === undefined ? '' : String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The text a spreadsheet cell holds: a value that starts with `=`, `+`, `-`, `@`, tab or CR gets a
 * leading single quote. Shared by the CSV and the Excel export, so both neutralise alike.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `applicants-<title>-<YYYYMMDD>.<ext>` (Seoul day), with characters a file system refuses replaced. */
export function exportFilename(title: string, now: Date, ext: ExportFormat): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);
  const day = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `applicants-${safe}-${day}.${ext}`;
}
