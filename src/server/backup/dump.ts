import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { migrationLevel } from '../content/transfer';
import type { Db, Tx } from '../db/client';

/**
 * A backup of the whole database (decision 043): JSON lines, one `{ t, r }` per row as PostgreSQL's
 * own `row_to_json` writes it, read in one repeatable-read snapshot, between a header and a trailer
 * that counts them. The same code on PGlite and PostgreSQL, through the app's own connection, so a
 * backup restores on either with no client tools to match the server's version.
 */
export const BACKUP_FORMAT = 'moru-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  database: 'postgres' | 'pglite';
  migration: Awaited<ReturnType<typeof migrationLevel>>;
  createdAt: string;
};
export type BackupTrailer = { end: true; rows: Record<string, number>; sequences: Record<string, number> };

/** A file or a target that cannot be restored: the message says what is wrong. */
export class BackupError extends Error {
  name = 'BackupError';
}

/**
 * Tables whose rows the migrations themselves write (0005 seeds `cache_versions`): a freshly migrated
 * database has them, and a restore replaces them with the backup's.
 */
const MIGRATION_ROWS = new Set(['cache_versions']);
/** Rows fetched per round trip: media variants carry their bytes, so a batch stays small. */
const FETCH_ROWS = 100;
/** Rows inserted per statement on restore. */
const INSERT_ROWS = 100;

type Row = Record<string, unknown>;
const rowsOf = <T = Row>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The public schema's tables, each after every table it references (parents first). */
async function tablesInOrder(db: Db | Tx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((r) => r.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select ch.relname as child, pa.relname as parent from pg_constraint f
      join pg_class ch on ch.oid = f.conrelid join pg_class pa on pa.oid = f.confrelid
      join pg_namespace n on n.oid = f.connamespace
      where f.contype = 'f' and n.nspname = 'public' and f.conrelid <> f.confrelid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The columns a restore writes: every one but generated columns, in table order. */
async function writableColumns(db: Db | Tx, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((r) => r.name);
}

/** Each public sequence's last value (unset ones left out: a restore leaves them unset too). */
async function sequenceValues(db: Db | Tx): Promise<Record<string, number>> {
  const rows = rowsOf<{ name: string; value: string | number | null }>(
    await db.execute(sql`
      select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'`),
  );
  return Object.fromEntries(rows.filter((r) => r.value !== null).map((r) => [r.name, Number(r.value)]));
}

/**
 * Writes the backup of `db` through `write`, one line at a time (awaited, so a slow disk holds the
 * reading back). Every row is read in one read-only, repeatable-read transaction: a consistent
 * snapshot while the instances keep writing, as pg_dump takes it. Returns the trailer's counts.
 */
export async function backupDatabase(
  db: Db,
  kind: BackupHeader['database'],
  now: Date,
  write: (line: string) => Promise<void>,
): Promise<BackupTrailer> {
  return db.transaction(
    async (tx) => {
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        database: kind,
        migration: await migrationLevel(tx),
        createdAt: now.toISOString(),
      };
      await write(JSON.stringify(header));
      const rows: Record<string, number> = {};
      for (const table of await tablesInOrder(tx)) {
        rows[table] = 0;
        await tx.execute(sql`declare moru_backup no scroll cursor for
          select row_to_json(t)::text as r from ${ident(table)} t`);
        for (;;) {
          const batch = rowsOf<{ r: string }>(
            await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from moru_backup`)),
          );
          for (const { r } of batch) await write(`{"t":${JSON.stringify(table)},"r":${r}}`);
          rows[table] += batch.length;
          if (batch.length < FETCH_ROWS) break;
        }
        await tx.execute(sql`close moru_backup`);
      }
      const trailer: BackupTrailer = { end: true, rows, sequences: await sequenceValues(tx) };
      await write(JSON.stringify(trailer));
      return trailer;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function parseLine(line: string, n: number): Row {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Row;
  } catch {
    // named below
  }
  throw new BackupError(`line ${n} is not a backup record: the file is damaged or not a backup.`);
}

/**
 * Loads a backup (`lines`, header first) into `db`, which must be empty: migrated to the same
 * migration as the backup and holding no row beyond the migrations' own. One transaction: a file
 * that turns out incomplete or damaged halfway leaves the target as it was. Returns rows per table.
 */
export async function restoreDatabase(db: Db, lines: AsyncIterable<string>): Promise<Record<string, number>> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? undefined : parseLine(first.value, 1);
  if (header?.format !== BACKUP_FORMAT)
    throw new BackupError('the file is not a backup made by `npm run backup`.');
  if (header.version !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `the backup is format version ${header.version}; this server reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  const made = header.migration as BackupHeader['migration'];
  const here = await migrationLevel(db);
  if (made?.when !== here.when)
    throw new BackupError(
      `the backup was made at migration ${made?.tag ?? made?.when}, this database is at ${here.tag ?? here.when}: ` +
        'restore it with the release that made it, then start the new release to migrate.',
    );
  const tables = await tablesInOrder(db);
  const occupied: string[] = [];
  for (const table of tables) {
    if (MIGRATION_ROWS.has(table)) continue;
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${ident(table)}`),
    );
    if (Number(row.n) > 0) occupied.push(`${table} (${row.n})`);
  }
  if (occupied.length)
    throw new BackupError(
      `the database is not empty: ${occupied.join(', ')}. Restore into a new, empty database ` +
        '(createdb, then point DATABASE_URL at it, or an empty PGLITE_DIR) and start no server on it first.',
    );

  return db.transaction(async (tx) => {
    for (const table of MIGRATION_ROWS)
      if (tables.includes(table)) await tx.execute(sql`delete from ${ident(table)}`);
    const columns = new Map<string, SQL>();
    const loaded: Record<string, number> = {};
    let pending: { table: string; rows: string[] } = { table: '', rows: [] };
    const flush = async () => {
      if (!pending.rows.length) return;
      const { table, rows } = pending;
      let list = columns.get(table);
      if (!list) {
        const names = await writableColumns(tx, table);
        list = sql.raw(names.map((c) => `"${c.replaceAll('"', '""')}"`).join(', '));
        columns.set(table, list);
      }
      await tx.execute(sql`insert into ${ident(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${ident(table)}, ${`[${rows.join(',')}]`}::json)`);
      loaded[table] = (loaded[table] ?? 0) + rows.length;
      pending = { table, rows: [] };
    };
    let trailer: BackupTrailer | undefined;
    let n = 1;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      n++;
      if (!next.value.trim()) continue;
      if (trailer) throw new BackupError(`line ${n} follows the backup's last line: the file is damaged.`);
      const record = parseLine(next.value, n);
      if (record.end === true) {
        trailer = record as unknown as BackupTrailer;
        continue;
      }
      const table = record.t;
      if (typeof table !== 'string' || !tables.includes(table) || !record.r || typeof record.r !== 'object')
        throw new BackupError(`line ${n} names a table this database does not have (${String(table)}).`);
      if (pending.table !== table) await flush();
      pending.table = table;
      pending.rows.push(JSON.stringify(record.r));
      if (pending.rows.length >= INSERT_ROWS) await flush();
    }
    await flush();
    if (!trailer)
      throw new BackupError(
        'the file ends before the backup does (no closing line): it is incomplete. Nothing was restored.',
      );
    for (const [table, count] of Object.entries(trailer.rows))
      if ((loaded[table] ?? 0) !== count)
        throw new BackupError(
          `the file holds ${loaded[table] ?? 0} rows of ${table}, the backup counted ${count}: it is damaged. Nothing was restored.`,
        );
    for (const [name, value] of Object.entries(trailer.sequences))
      await tx.execute(
        sql`select setval(${`public."${name.replaceAll('"', '""')}"`}::regclass, ${value}, true)`,
      );
    // Every table of the backup, the empty ones too.
    return Object.fromEntries(Object.keys(trailer.rows).map((table) => [table, loaded[table] ?? 0]));
  });
}
