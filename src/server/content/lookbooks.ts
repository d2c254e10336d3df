import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Lookbook } from '@/schemas/content';
import { isUuid } from '@/schemas/field-rules';
import {
  type LookbookListItem,
  type LookbookPatchValue,
  type LookbookRecord,
  type LookbookValue,
  lookbookRecordSchema,
} from '@/schemas/lookbooks';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { lookbooks } from '../db/schema';
import type { Actor } from '../staff/audit';
import { type Pictures, picturesOf } from './themes';
import { afterYearRecordDelete, afterYearRecordWrite, invalid } from './year-records';

type Row = typeof lookbooks.$inferSelect;
const TARGET = 'lookbook';

/** A lookbook's public address. */
export const lookbookPath = (year: number) => `/archive/${year}/lookbook`;

const toRecord = (r: Row): LookbookRecord => ({
  id: r.id,
  year: r.year,
  ko: r.ko,
  en: r.en ?? null,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

// ── Public reads ──────────────────────────────────────────────────────────────

/** The published lookbooks' years, newest first. */
export async function publishedLookbookYears(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .select({ year: lookbooks.year })
    .from(lookbooks)
    .where(eq(lookbooks.published, true))
    .orderBy(desc(lookbooks.year));
  return rows.map((r) => r.year);
}

/** A published year's lookbook in the reader's language with its library pictures, or null. */
export async function publishedLookbook(
  db: Db | Tx,
  locale: Locale,
  year: number,
): Promise<(Lookbook & { pictures: Pictures }) | null> {
  if (!Number.isInteger(year)) return null;
  const [row] = await db
    .select()
    .from(lookbooks)
    .where(and(eq(lookbooks.year, year), eq(lookbooks.published, true)));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  return {
    ...doc,
    pictures: await picturesOf(
      db,
      doc.looks.map((l) => l.img),
    ),
  };
}

// ── The studio ────────────────────────────────────────────────────────────────

export async function listLookbooks(db: Db): Promise<LookbookListItem[]> {
  const rows = await db.select().from(lookbooks).orderBy(desc(lookbooks.year));
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    titleKo: r.ko.title,
    looks: r.ko.looks.length,
    published: r.published,
    english: r.en !== null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getLookbookRecord(db: Db, id: string): Promise<LookbookRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(lookbooks).where(eq(lookbooks.id, id));
  return row ? toRecord(row) : null;
}

async function assertYearFree(db: Db | Tx, year: number, id?: string): Promise<void> {
  const [taken] = await db.select({ id: lookbooks.id }).from(lookbooks).where(eq(lookbooks.year, year));
  if (taken && taken.id !== id) throw new ApiError(409, 'LOOKBOOK_YEAR_TAKEN', undefined, { year: 'taken' });
}

/** A year's lookbook (409 LOOKBOOK_YEAR_TAKEN for a year that has one). */
export async function createLookbook(
  db: Db,
  { body: data, actor, now }: { body: Omit<LookbookValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<LookbookRecord> {
  return db.transaction(async (tx) => {
    await assertYearFree(tx, data.year);
    const [row] = await tx
      .insert(lookbooks)
      .values({ ...data, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'LOOKBOOK_YEAR_TAKEN', undefined, { year: 'taken' });
    await afterYearRecordWrite(tx, { kind: 'lookbooks', type: TARGET, before: null, row, actor, now });
    return toRecord(row);
  });
}

/** Edits, publishes or unpublishes a lookbook; the merged record is validated as a whole. */
export async function updateLookbook(
  db: Db,
  {
    id,
    patch: data,
    actor,
    now,
  }: { id: string; patch: Omit<LookbookPatchValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<LookbookRecord> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(lookbooks).where(eq(lookbooks.id, id)).for('update');
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    const merged = lookbookRecordSchema.safeParse({
      year: data.year ?? before.year,
      ko: data.ko ?? before.ko,
      en: data.en === undefined ? (before.en ?? null) : data.en,
    });
    if (!merged.success) invalid(merged.error.issues);
    if (merged.data.year !== before.year) await assertYearFree(tx, merged.data.year, id);
    const [row] = await tx
      .update(lookbooks)
      .set({ ...merged.data, published: data.published ?? before.published, updatedAt: now })
      .where(eq(lookbooks.id, id))
      .returning();
    await afterYearRecordWrite(tx, { kind: 'lookbooks', type: TARGET, before, row, actor, now });
    return toRecord(row);
  });
}

/** Deletes a lookbook; a published one leaves its page, the menu and the sitemap at once. */
export async function deleteLookbook(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(lookbooks).where(eq(lookbooks.id, id)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await afterYearRecordDelete(tx, { type: TARGET, row, actor, now });
  });
}
