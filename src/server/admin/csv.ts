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

/**
 * Excel column widths (in characters) that fit each column's longest value: a Hangul or other wide
 * character counts two, a column is 8 to 60 wide (ids and e-mails were cut at a fixed 12, issue 51).
 */
export function columnWidths(rows: readonly (readonly (string | number | null | undefined)[])[]): number[] {
  const width = (value: string | number | null | undefined) => {
    let n = 0;
    for (const ch of String(value ?? ''))
      n += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1;
    return n;
  };
  const columns = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: columns }, (_, i) =>
    Math.min(60, Math.max(8, ...rows.map((r) => width(r[i]) + 2))),
  );
}
