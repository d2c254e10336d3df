import type { ReactNode } from 'react';
import styles from './table.module.css';
import { TableWrap } from './table-wrap';

/** One column of a `DataTable`. */
export type DataColumn<T> = {
  key: string;
  /** The column header; below 768 px, the label beside the value on each card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's key field: the row header (`<th scope="row">`), and the card's title on a phone. */
  title?: boolean;
  /** A count: right-aligned tabular figures that never wrap. */
  numeric?: boolean;
  /** A date, time or code that must not wrap. */
  nowrap?: boolean;
  /** Buttons and links: on a phone, full-width 44 px buttons at the foot of the card, no label. */
  actions?: boolean;
  /** Extra class for the cell (`styles.mono`, `styles.detailCell`). */
  className?: string;
  /** `data-*` attributes for the cell's value, without its phone label (test hooks such as `data-taken`). */
  data?: (row: T) => Record<`data-${string}`, string>;
};

/**
 * The console's one data table (docs/ADMIN.md, "Tables on a phone"): a table from 768 px, and
 * below that a list of cards, one per row, with the key field as the card's title, the other cells
 * as labelled pairs and the actions as full-width buttons. The markup stays one `<table>` whose
 * elements carry their roles explicitly, so a screen reader still reads a table when CSS turns it
 * into cards (a `display` change drops table semantics in some browsers).
 */
export function DataTable<T>({
  label,
  rows,
  rowKey,
  rowData,
  rowMuted,
  columns,
  compact = false,
}: {
  /** Names the table (its caption) and its scroll region. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** `data-*` attributes for the row (test hooks such as `data-event-row`). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** A row that is history (a slot that has ended): read in muted colours; say why in its title cell. */
  rowMuted?: (row: T) => boolean;
  columns: readonly DataColumn<T>[];
  /**
   * A list staff scan on a phone (the events): each card as short as it reads, a cell's second line
   * beside its first and the one action beside the one figure, not under it.
   */
  compact?: boolean;
}) {
  const cellClass = (c: DataColumn<T>) =>
    [
      c.numeric ? styles.num : '',
      c.nowrap || c.numeric ? styles.nowrap : '',
      c.actions ? styles.actionsCell : '',
      c.className ?? '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const data = (c: DataColumn<T>, row: T) => c.data?.(row);
  const compactData = compact ? { 'data-compact': '' } : {};
  const rowAttributes = (row: T) => ({
    ...rowData?.(row),
    ...(rowMuted?.(row) ? { className: styles.mutedRow } : {}),
  });
  return (
    <TableWrap label={label}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when CSS shows the table as cards (see above). */}
      <table className={`${styles.table} ${styles.dataTable}`} role="table" {...compactData}>
        <caption className="visually-hidden">{label}</caption>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above. */}
        <thead role="rowgroup">
          {/* biome-ignore lint/a11y/noRedundantRoles: as above. */}
          <tr role="row">
            {columns.map((c) => (
              // biome-ignore lint/a11y/noRedundantRoles: as above.
              <th key={c.key} scope="col" role="columnheader" className={c.numeric ? styles.num : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above. */}
        <tbody role="rowgroup">
          {rows.map((row) => (
            // biome-ignore lint/a11y/noRedundantRoles: as above.
            <tr key={rowKey(row)} role="row" {...rowAttributes(row)}>
              {columns.map((c) =>
                c.title ? (
                  // biome-ignore lint/a11y/noRedundantRoles: as above.
                  <th key={c.key} scope="row" role="rowheader" className={styles.cardTitle} {...data(c, row)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/a11y/noRedundantRoles: as above.
                  <td key={c.key} role="cell" className={cellClass(c)}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {c.header}
                    </span>
                    <span className={styles.cellValue} {...data(c, row)}>
                      {c.cell(row)}
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
