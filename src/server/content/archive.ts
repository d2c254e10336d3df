import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import {
  type ArchiveListItem,
  type ArchivePatchValue,
  type ArchiveRecord,
  type ArchiveValue,
  archiveKindOf,
  archivePictures,
  archiveRecordSchema,
} from '@/schemas/archive';
import type { ArchiveEntry, DetailEntry, SummaryEntry } from '@/schemas/content';
import { isUuid } from '@/schemas/field-rules';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { archiveEntries } from '../db/schema';
import type { Actor } from '../staff/audit';
import { type Pictures, picturesOf } from './themes';
import { afterYearRecordDelete, afterYearRecordWrite, invalid } from './year-records';

type Row = typeof archiveEntries.$inferSelect;
const TARGET = 'archive';

/** An archive year's public address. */
export const archiveYearPath = (year: number) => `/archive/${year}`;

/** An entry with something to show (a summary or a detail year), which has its own page. */
export type PublishedEntry = SummaryEntry | DetailEntry;
export const hasPage = (e: ArchiveEntry): e is PublishedEntry => e.detail !== null;

const toRecord = (r: Row): ArchiveRecord => ({
  id: r.id,
  year: r.year,
  ko: r.ko,
  en: r.en ?? null,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

// ── Public reads ──────────────────────────────────────────────────────────────

/**
 * The published archive in the reader's language, oldest year first: the spec's entries, each `id`
 * its place in the list, with the library pictures they name.
 */
export async function publishedArchive(
  db: Db | Tx,
  locale: Locale,
): Promise<{ entries: ArchiveEntry[]; pictures: Pictures }> {
  const rows = await db
    .select()
    .from(archiveEntries)
    .where(eq(archiveEntries.published, true))
    .orderBy(asc(archiveEntries.year));
  const entries = rows.map(
    (r, i) => ({ id: i + 1, year: r.year, ...((locale === 'en' && r.en) || r.ko) }) as ArchiveEntry,
  );
  return { entries, pictures: await picturesOf(db, entries.flatMap(archivePictures)) };
}

/** The published years that have a page of their own, oldest first. */
export async function publishedArchiveYears(db: Db | Tx): Promise<number[]> {
  const { entries } = await publishedArchive(db, 'ko');
  return entries.filter(hasPage).map((e) => e.year);
}

/** A published year's page: its entry, the years before and after it that have pages, its pictures. */
export async function publishedArchiveYear(db: Db | Tx, locale: Locale, year: number) {
  if (!Number.isInteger(year)) return null;
  const { entries, pictures } = await publishedArchive(db, locale);
  const pages = entries.filter(hasPage);
  const i = pages.findIndex((e) => e.year === year);
  const entry = pages[i];
  if (!entry) return null;
  return { entry, prev: pages[i - 1] ?? null, next: pages[i + 1] ?? null, pictures };
}

// ── The studio ────────────────────────────────────────────────────────────────

export async function listArchive(db: Db): Promise<ArchiveListItem[]> {
  const rows = await db.select().from(archiveEntries).orderBy(asc(archiveEntries.year));
  return rows.reverse().map((r) => ({
    id: r.id,
    year: r.year,
    kind: archiveKindOf(r.ko),
    titleKo: r.ko.title,
    published: r.published,
    english: r.en !== null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getArchiveRecord(db: Db, id: string): Promise<ArchiveRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(archiveEntries).where(eq(archiveEntries.id, id));
  return row ? toRecord(row) : null;
}

const yearTaken = () => new ApiError(409, 'ARCHIVE_YEAR_TAKEN', undefined, { year: 'taken' });

async function assertYearFree(db: Db | Tx, year: number, id?: string): Promise<void> {
  const [taken] = await db
    .select({ id: archiveEntries.id })
    .from(archiveEntries)
    .where(eq(archiveEntries.year, year));
  if (taken && taken.id !== id) throw yearTaken();
}

/** A year's entry (409 ARCHIVE_YEAR_TAKEN for a year that has one). */
export async function createArchiveEntry(
  db: Db,
  { body: data, actor, now }: { body: Omit<ArchiveValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<ArchiveRecord> {
  return db.transaction(async (tx) => {
    await assertYearFree(tx, data.year);
    const [row] = await tx
      .insert(archiveEntries)
      .values({ ...data, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw yearTaken();
    await afterYearRecordWrite(tx, { kind: 'archive', type: TARGET, before: null, row, actor, now });
    return toRecord(row);
  });
}

/** Edits, publishes or unpublishes an entry; the merged record is validated as a whole. */
export async function updateArchiveEntry(
  db: Db,
  {
    id,
    patch: data,
    actor,
    now,
  }: { id: string; patch: Omit<ArchivePatchValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<ArchiveRecord> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(archiveEntries).where(eq(archiveEntries.id, id)).for('update');
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    const merged = archiveRecordSchema.safeParse({
      year: data.year ?? before.year,
      ko: data.ko ?? before.ko,
      en: data.en === undefined ? (before.en ?? null) : data.en,
    });
    if (!merged.success) invalid(merged.error.issues);
    if (merged.data.year !== before.year) await assertYearFree(tx, merged.data.year, id);
    const [row] = await tx
      .update(archiveEntries)
      .set({ ...merged.data, published: data.published ?? before.published, updatedAt: now })
      .where(eq(archiveEntries.id, id))
      .returning();
    await afterYearRecordWrite(tx, { kind: 'archive', type: TARGET, before, row, actor, now });
    return toRecord(row);
  });
}

/** Deletes an entry; a published one leaves the archive, its page and the sitemap at once. */
export async function deleteArchiveEntry(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(archiveEntries).where(eq(archiveEntries.id, id)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await afterYearRecordDelete(tx, { type: TARGET, row, actor, now });
  });
}
