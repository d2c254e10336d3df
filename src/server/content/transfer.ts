import 'server-only';
import { readFile } from 'node:fs/promises';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import {
  archiveEntries,
  contentRevisions,
  contentSettings,
  editions,
  faqCategories,
  faqEntries,
  lookbooks,
  mailTemplates,
  materials,
  mediaAssets,
  mediaVariants,
  notices,
  policyVersions,
  themeYears,
} from '../db/schema';
import { type Actor, audit } from '../staff/audit';
import { bumpContentVersion } from './version';

/**
 * Content carried from staging to production (issue 56, decision 040): every studio record as JSON
 * lines, a header first, then one `{ table, row }` per record, bytes in base64. Never accounts,
 * members, applications, staff, drafts or the audit log.
 */
export const CONTENT_FORMAT = 'moru-content';
export const CONTENT_FORMAT_VERSION = 1;

export type ContentHeader = {
  format: typeof CONTENT_FORMAT;
  version: number;
  /** The exporting database's last migration: its tag and its journal time (`when`). */
  migration: { tag: string | null; when: number };
  exportedAt: string;
};

type Spec = {
  name: string;
  table: PgTable;
  /** The columns an imported row is matched on first (the primary key). */
  key: string[];
  /** Other unique keys: a row with another id but the same natural key is the same record. */
  natural?: string[][];
};

/** In import order: a referenced table before the one referring to it. */
const SPECS: Spec[] = [
  { name: 'editions', table: editions, key: ['id'], natural: [['seedKey'], ['slug'], ['episode']] },
  // The catalogue before the theme years and lookbooks that name its entries (decision 042).
  { name: 'materials', table: materials, key: ['id'], natural: [['key'], ['code']] },
  { name: 'theme_years', table: themeYears, key: ['id'], natural: [['seedKey'], ['year']] },
  { name: 'archive_entries', table: archiveEntries, key: ['id'], natural: [['seedKey'], ['year']] },
  { name: 'lookbooks', table: lookbooks, key: ['id'], natural: [['seedKey'], ['year']] },
  { name: 'content_settings', table: contentSettings, key: ['key'] },
  { name: 'faq_categories', table: faqCategories, key: ['key'] },
  { name: 'faq_entries', table: faqEntries, key: ['id'], natural: [['seedKey'], ['slug']] },
  { name: 'notices', table: notices, key: ['id'], natural: [['seedKey']] },
  { name: 'policy_versions', table: policyVersions, key: ['id'], natural: [['kind', 'version']] },
  { name: 'mail_templates', table: mailTemplates, key: ['key'] },
  { name: 'media_assets', table: mediaAssets, key: ['id'] },
  { name: 'media_variants', table: mediaVariants, key: ['assetId', 'format', 'width'] },
  {
    name: 'content_revisions',
    table: contentRevisions,
    key: ['id'],
    natural: [['kind', 'recordId', 'revision']],
  },
];
export const CONTENT_TABLES = SPECS.map((s) => s.name);

/** Who an import is recorded as in the audit log when the command line runs it. */
export const CONTENT_CLI_ACTOR: Actor = {
  id: null,
  email: 'cli:npm run content',
  role: 'system',
  ip: 'local',
};

export class ContentTransferError extends Error {}

type Row = Record<string, unknown>;
type Columns = Record<string, PgColumn>;

const columnsOf = (spec: Spec) => getTableColumns(spec.table) as unknown as Columns;

/** A row as JSON: timestamps as ISO strings, bytes as base64, in column order. */
function encodeRow(columns: Columns, row: Row): Row {
  const out: Row = {};
  for (const name of Object.keys(columns)) {
    const v = row[name];
    out[name] = v instanceof Date ? v.toISOString() : Buffer.isBuffer(v) ? v.toString('base64') : v;
  }
  return out;
}

/** The reverse of `encodeRow`, checked against the table's columns. */
function decodeRow(spec: Spec, columns: Columns, row: Row): Row {
  const out: Row = {};
  for (const [name, col] of Object.entries(columns)) {
    if (!(name in row)) continue;
    const v = row[name];
    if (v === null || v === undefined) out[name] = v;
    else if (col.getSQLType() === 'bytea') out[name] = Buffer.from(String(v), 'base64');
    else if (col.columnType === 'PgTimestamp') out[name] = new Date(String(v));
    else out[name] = v;
  }
  for (const name of Object.keys(row)) {
    if (!(name in columns)) throw new ContentTransferError(`${spec.name}: unknown column ${name}`);
  }
  return out;
}

/** The database's last applied migration (drizzle's journal), matched to its tag in `drizzle/`. */
export async function migrationLevel(db: Db | Tx): Promise<ContentHeader['migration']> {
  const rows = await db.execute(sql`select max(created_at) as "when" from drizzle.__drizzle_migrations`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: Row[] }).rows) as Row[];
  const when = Number(list[0]?.when ?? 0);
  let tag: string | null = null;
  try {
    const journal = JSON.parse(await readFile(`${process.cwd()}/drizzle/meta/_journal.json`, 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    tag = journal.entries.find((e) => e.when === when)?.tag ?? null;
  } catch {
    // A bundle run away from the repository: the time alone identifies the level.
  }
  return { tag, when };
}

/** Every studio record, one JSON line each after the header; variants' bytes an asset at a time. */
export async function* exportContent(db: Db, now = new Date()): AsyncGenerator<string> {
  const header: ContentHeader = {
    format: CONTENT_FORMAT,
    version: CONTENT_FORMAT_VERSION,
    migration: await migrationLevel(db),
    exportedAt: now.toISOString(),
  };
  yield JSON.stringify(header);
  for (const spec of SPECS) {
    const columns = columnsOf(spec);
    if (spec.table === mediaVariants) {
      const assets = await db.select({ id: mediaAssets.id }).from(mediaAssets).orderBy(mediaAssets.id);
      for (const { id } of assets) {
        const rows = await db.select().from(mediaVariants).where(eq(mediaVariants.assetId, id));
        for (const row of rows) yield JSON.stringify({ table: spec.name, row: encodeRow(columns, row) });
      }
      continue;
    }
    const order = spec.key.map((k) => columns[k] as PgColumn);
    const rows = (await db
      .select()
      .from(spec.table)
      .orderBy(...order)) as Row[];
    for (const row of rows) yield JSON.stringify({ table: spec.name, row: encodeRow(columns, row) });
  }
}

export type ImportCounts = Record<string, { inserted: number; updated: number; unchanged: number }>;

const matching = (columns: Columns, names: string[], row: Row): SQL | undefined => {
  if (names.some((n) => row[n] === null || row[n] === undefined)) return undefined;
  return and(...names.map((n) => eq(columns[n] as PgColumn, row[n])));
};

/**
 * Loads an export into `db` in one transaction, idempotently: a record with the same id, or another
 * id and the same natural key (a seed key, a year, a slug…), is updated in place and keeps the target's
 * id (content revisions follow it); an identical one is left alone. Nothing is deleted. An import
 * that changed anything writes one `content.update` row (target `content_import`) to the audit log.
 */
export async function importContent(
  db: Db,
  lines: AsyncIterable<string> | Iterable<string>,
  now = new Date(),
  actor: Actor = CONTENT_CLI_ACTOR,
): Promise<ImportCounts> {
  const iterator = (async function* () {
    for await (const line of lines) if (line.trim()) yield line;
  })();
  const first = await iterator.next();
  if (first.done) throw new ContentTransferError('the file is empty');
  let header: ContentHeader;
  try {
    header = JSON.parse(first.value);
  } catch {
    throw new ContentTransferError('the first line is not a content export header');
  }
  if (header.format !== CONTENT_FORMAT) throw new ContentTransferError('not a content export');
  if (header.version !== CONTENT_FORMAT_VERSION) {
    throw new ContentTransferError(`format version ${header.version} is not ${CONTENT_FORMAT_VERSION}`);
  }
  const level = await migrationLevel(db);
  if (header.migration.when > level.when) {
    throw new ContentTransferError(
      `the export was made at migration ${header.migration.tag ?? header.migration.when}, newer than this database's ${level.tag ?? level.when}: update this server first`,
    );
  }
  const specs = new Map(SPECS.map((s) => [s.name, s]));
  const counts: ImportCounts = Object.fromEntries(
    SPECS.map((s) => [s.name, { inserted: 0, updated: 0, unchanged: 0 }]),
  );
  /** Exported id → the target's id, where a record matched on its natural key. */
  const remap = new Map<string, string>();
  await db.transaction(async (tx) => {
    for await (const line of iterator) {
      let parsed: { table?: string; row?: Row };
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new ContentTransferError('a line is not JSON');
      }
      const spec = specs.get(parsed.table ?? '');
      if (!spec || !parsed.row) throw new ContentTransferError(`unknown table ${parsed.table}`);
      const columns = columnsOf(spec);
      const row = decodeRow(spec, columns, parsed.row);
      if (spec.table === contentRevisions) {
        const id = remap.get(String(row.recordId));
        if (id) row.recordId = id;
      }
      if (spec.table === mediaVariants) {
        const id = remap.get(String(row.assetId));
        if (id) row.assetId = id;
      }
      let existing = (await tx
        .select()
        .from(spec.table)
        .where(matching(columns, spec.key, row))
        .limit(1)) as Row[];
      for (const names of spec.natural ?? []) {
        if (existing.length) break;
        const where = matching(columns, names, row);
        if (!where) continue;
        existing = (await tx.select().from(spec.table).where(where).limit(1)) as Row[];
        if (existing[0]) {
          remap.set(String(row.id), String(existing[0].id));
          row.id = existing[0].id;
        }
      }
      const [old] = existing;
      if (!old) {
        await tx.insert(spec.table).values(row);
        counts[spec.name].inserted++;
        continue;
      }
      if (
        JSON.stringify(encodeRow(columns, old)) === JSON.stringify(encodeRow(columns, { ...old, ...row }))
      ) {
        counts[spec.name].unchanged++;
        continue;
      }
      const set = Object.fromEntries(Object.entries(row).filter(([k]) => !spec.key.includes(k)));
      await tx
        .update(spec.table)
        .set(set)
        .where(matching(columns, spec.key, { ...old, ...row }) as SQL);
      counts[spec.name].updated++;
    }
    if (Object.values(counts).some((c) => c.inserted || c.updated)) {
      await bumpContentVersion(tx, { kind: 'all', reason: 'import' });
      const changed = Object.entries(counts).filter(([, c]) => c.inserted || c.updated);
      await audit(
        tx,
        actor,
        'content.update',
        { type: 'content_import' },
        {
          exportedAt: header.exportedAt,
          migration: header.migration.tag,
          tables: Object.fromEntries(changed),
        },
        now,
      );
    }
  });
  return counts;
}
