import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnWidths, neutralise } from './csv';

/** The media type of an Office Open XML workbook (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | null | undefined;

/**
 * One sheet (`sheetName`) as an Excel workbook, streamed as it is zipped: a bold, frozen header
 * row with a filter, columns as wide as their longest value (`columnWidths`), and every other cell as text, neutralised exactly as the CSV's (`neutralise`),
 * so nothing a member typed can run as a formula when the file is opened.
 */
export function xlsxStream(sheetName: string, rows: readonly (readonly Cell[])[], now: Date): ReadableStream {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.created = now;
  book.modified = now;
  const [header = [], ...body] = rows;
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnWidths(rows).map((width) => ({ width }));
  if (header.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  const text = (value: Cell) => neutralise(value === null || value === undefined ? '' : String(value));
  const head = sheet.addRow(header.map(text));
  head.font = { bold: true };
  head.commit();
  for (const row of body) sheet.addRow(row.map(text)).commit();
  sheet.commit();
  book
    .commit()
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream;
}
