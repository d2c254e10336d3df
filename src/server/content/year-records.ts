import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditTargetType } from '@/schemas/audit-rules';
import type { HistoryKind } from '@/schemas/content-history';
import { isUuid } from '@/schemas/field-rules';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import type { Db, Tx } from '../db/client';
import type { archiveEntries, lookbooks, themeYears } from '../db/schema';
import { type Actor, audit } from '../staff/audit';
import type { ContentScope } from './page-scope';
import { recordRevision } from './revisions';
import { bumpContentVersion } from './version';

/**
 * What the studio's yearly records (design theme years, lookbooks, archive years: one row per year,
 * its pages per language as JSON) share: their id check, their validation answer, the bookkeeping
 * of a write (audit, versions, the content version) and their CRUD (`yearRecordService`), so each
 * kind's module keeps only its own rules (schemas, what a page derives, its public reads).
 */
export type YearRow = {
  id: string;
  year: number;
  ko: unknown;
  en: unknown;
  published: boolean;
  updatedAt: Date;
};

/** What a version keeps of a yearly record: its year and both languages. */
export const yearSnapshot = (r: YearRow) => ({ year: r.year, ko: r.ko, en: r.en ?? null });

/** A refused body or merged record, with a message per field. */
export function invalid(issues: Parameters<typeof issuesToFields>[0]): never {
  throw new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(issues));
}

/**
 * After a yearly record was created (`before` null) or changed, in its transaction: the audit rows
 * (created, changed fields, published or unpublished), a version when it is published after the
 * write, and the content version when the public can see the change.
 */
export async function afterYearRecordWrite(
  tx: Db | Tx,
  input: {
    kind: HistoryKind;
    type: AuditTargetType;
    before: YearRow | null;
    row: YearRow;
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  const { kind, before, row, actor, now } = input;
  const target = { type: input.type, id: row.id };
  const detail = { year: row.year };
  if (!before) await audit(tx, actor, 'content.create', target, detail, now);
  else {
    const was = yearSnapshot(before);
    const is = yearSnapshot(row);
    const fields = (['year', 'ko', 'en'] as const).filter(
      (k) => JSON.stringify(was[k]) !== JSON.stringify(is[k]),
    );
    if (fields.length) await audit(tx, actor, 'content.update', target, { ...detail, fields }, now);
  }
  if ((before?.published ?? false) !== row.published)
    await audit(tx, actor, row.published ? 'content.publish' : 'content.unpublish', target, detail, now);
  if (row.published)
    await recordRevision(tx, {
      kind,
      recordId: row.id,
      after: yearSnapshot(row),
      before: before?.published ? yearSnapshot(before) : null,
      beforeAt: before?.updatedAt,
      actor,
      now,
    });
  if (before?.published || row.published) await bumpContentVersion(tx, yearRecordScope(kind, before, row));
}

/**
 * The pages a write of a yearly record changes (decision 055): a published archive year's or
 * lookbook's content, still published under the same year, shows on its own pages only; a theme
 * year's shows on the home, the archive, the Collection and the menus, and a publication, an
 * unpublication or a year moved changes the menus and the sitemap: every page.
 */
export function yearRecordScope(
  kind: HistoryKind,
  before: Pick<YearRow, 'year' | 'published'> | null,
  row: Pick<YearRow, 'year' | 'published'>,
): ContentScope {
  const stays = before?.published === true && row.published && before.year === row.year;
  if (stays && kind === 'archive') return { kind: 'archive', year: row.year };
  if (stays && kind === 'lookbooks') return { kind: 'lookbook', year: row.year };
  return { kind: 'all', reason: kind === 'themes' ? 'themeYears' : 'publication' };
}

/** After a yearly record was deleted, in its transaction: the audit row and, if it was public, the content version. */
export async function afterYearRecordDelete(
  tx: Db | Tx,
  input: { type: AuditTargetType; row: YearRow; actor: Actor; now: Date },
): Promise<void> {
  await audit(
    tx,
    input.actor,
    'content.delete',
    { type: input.type, id: input.row.id },
    { year: input.row.year },
    input.now,
  );
  if (input.row.published) await bumpContentVersion(tx, { kind: 'all', reason: 'publication' });
}

/** The tables of the yearly records: the same columns, each with its own JSON document. */
type YearTable = typeof themeYears | typeof lookbooks | typeof archiveEntries;

/** A yearly record as the studio's API answers it. */
export type YearRecordOf<D> = {
  id: string;
  year: number;
  ko: D;
  en: D | null;
  published: boolean;
  updatedAt: string;
};

type YearFields = { year: number; ko: unknown; en?: unknown };
type Schema<T> = Pick<z.ZodType<T>, 'safeParse'>;

/**
 * One kind's create, read, update and delete, from its table, its schemas and its names:
 * - `body` validates a create, `patch` an update, `record` the record an update leaves (checked as
 *   a whole, so a patch of one language cannot break the other);
 * - `derive` fills in what a year's pages repeat of the record (the theme years' year and names)
 *   before it is stored;
 * - a year has one record: `taken` is the 409 code of a second one;
 * - `type` names the record in the audit log, `kind` in the history;
 * - `Body` and `Patch` are the API's request types, which the schemas check.
 */
export function yearRecordService<D, Body = unknown, Patch = unknown>(spec: {
  table: YearTable;
  kind: HistoryKind;
  type: AuditTargetType;
  taken: string;
  body: Schema<YearFields & { published: boolean; publishAt?: unknown }>;
  patch: Schema<Partial<YearFields> & { published?: boolean; publishAt?: unknown }>;
  record: Schema<YearFields & { en: unknown }>;
  derive?: (doc: D, year: number) => D;
  /** The kind's own rule on the record about to be stored, in its transaction (materials it names exist). */
  check?: (tx: Db | Tx, record: { year: number; ko: D; en: D | null }) => Promise<void>;
}) {
  // NOTE: the three tables have the same columns; drizzle's types cannot say so of a union, so the
  // queries are written against one of them and their rows read as the kind's document type.
  const table = spec.table as typeof themeYears;
  type Row = Omit<typeof themeYears.$inferSelect, 'ko' | 'en'> & { ko: D; en: D | null };
  const derive = (doc: D | null, year: number) => (doc && spec.derive ? spec.derive(doc, year) : doc);
  const taken = () => new ApiError(409, spec.taken, undefined, { year: 'taken' });
  const toRecord = (r: Row): YearRecordOf<D> => ({
    id: r.id,
    year: r.year,
    ko: r.ko,
    en: r.en ?? null,
    published: r.published,
    updatedAt: r.updatedAt.toISOString(),
  });
  const assertYearFree = async (db: Db | Tx, year: number, id?: string) => {
    const [hit] = await db.select({ id: table.id }).from(table).where(eq(table.year, year));
    if (hit && hit.id !== id) throw taken();
  };
  const after = (tx: Db | Tx, before: Row | null, row: Row, actor: Actor, now: Date) =>
    afterYearRecordWrite(tx, { kind: spec.kind, type: spec.type, before, row, actor, now });

  return {
    /** One record, or null (an id that is no UUID included). */
    async get(db: Db, id: string): Promise<YearRecordOf<D> | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? toRecord(row as unknown as Row) : null;
    },

    /** A year's record (409 `taken` for a year that has one); publishing it moves the content version. */
    async create(
      db: Db,
      { body: input, actor, now }: { body: Body; actor: Actor; now: Date },
    ): Promise<YearRecordOf<D>> {
      const parsed = spec.body.safeParse(input);
      if (!parsed.success) invalid(parsed.error.issues);
      const { publishAt: _p, ...given } = parsed.data;
      const data = {
        ...given,
        ko: derive(given.ko as D, given.year),
        en: derive((given.en ?? null) as D | null, given.year),
      };
      return db.transaction(async (tx) => {
        await assertYearFree(tx, data.year);
        await spec.check?.(tx, data as { year: number; ko: D; en: D | null });
        const [inserted] = await tx
          .insert(table)
          .values({ ...(data as typeof themeYears.$inferInsert), createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw taken();
        const row = inserted as unknown as Row;
        await after(tx, null, row, actor, now);
        return toRecord(row);
      });
    },

    /**
     * Edits, publishes or unpublishes a record. The merged record is validated as a whole; a change
     * the public can see moves the content version and, when published after it, is kept as a version.
     */
    async update(
      db: Db,
      { id, patch: input, actor, now }: { id: string; patch: Patch; actor: Actor; now: Date },
    ): Promise<YearRecordOf<D>> {
      if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
      const parsed = spec.patch.safeParse(input);
      if (!parsed.success) invalid(parsed.error.issues);
      const { publishAt: _p, ...data } = parsed.data;
      return db.transaction(async (tx) => {
        const [found] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!found) throw new ApiError(404, 'NOT_FOUND');
        const before = found as unknown as Row;
        const year = data.year ?? before.year;
        const merged = spec.record.safeParse({
          year,
          ko: derive((data.ko ?? before.ko) as D, year),
          en: derive((data.en === undefined ? (before.en ?? null) : data.en) as D | null, year),
        });
        if (!merged.success) invalid(merged.error.issues);
        if (merged.data.year !== before.year) await assertYearFree(tx, merged.data.year, id);
        await spec.check?.(tx, merged.data as { year: number; ko: D; en: D | null });
        const [updated] = await tx
          .update(table)
          .set({
            ...(merged.data as Partial<typeof themeYears.$inferInsert>),
            published: data.published ?? before.published,
            updatedAt: now,
          })
          .where(eq(table.id, id))
          .returning();
        const row = updated as unknown as Row;
        await after(tx, before, row, actor, now);
        return toRecord(row);
      });
    },

    /** Deletes a record; a published one leaves its pages, the menus and the sitemap at once. */
    async remove(db: Db, { id, actor, now }: { id: string; actor: Actor; now: Date }): Promise<void> {
      if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
        if (!row) throw new ApiError(404, 'NOT_FOUND');
        await afterYearRecordDelete(tx, { type: spec.type, row, actor, now });
      });
    },
  };
}
