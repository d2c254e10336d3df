import 'server-only';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `INSERT INTO table (…) SELECT … FROM source`: a row written only when `source`, an earlier CTE of
 * the same statement, returned one (one row per row of it). Used to write what depends on a
 * conditional update in the same round trip (the seat, then its application and its mail:
 * `claimSeatQuery` in events/queries.ts). Each value is encoded by its column and cast to the column's
 * type, since a parameter in a select list would otherwise be read as text.
 */
export function insertFrom<T extends PgTable>(
  table: T,
  values: T['$inferInsert'],
  source: string,
  opts: { onConflictDoNothing?: boolean } = {},
): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(values as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const names = given.map(([key]) => sql.identifier(columnOf(columns, key).name));
  const cells = given.map(([key, value]) => {
    const column = columnOf(columns, key);
    return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(cells, sql`, `)} from ${sql.identifier(source)}${
    opts.onConflictDoNothing ? sql` on conflict do nothing` : sql``
  }`;
}

function columnOf(columns: ReturnType<typeof getTableColumns>, key: string) {
  const column = columns[key];
  if (!column) throw new Error(`insertFrom: no column ${key}`);
  return column;
}
