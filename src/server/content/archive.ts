import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import {
  type ArchiveBody,
  type ArchiveListItem,
  type ArchivePatch,
  archiveBody,
  archiveKindOf,
  archivePatch,
  archivePictures,
  archiveRecordSchema,
} from '@/schemas/archive';
import type { ArchiveDoc, ArchiveEntry, DetailEntry, SummaryEntry } from '@/schemas/content';
import type { Db, Tx } from '../db/client';
import { archiveEntries } from '../db/schema';
import { type Pictures, picturesOf } from './themes';
import { yearRecordService } from './year-records';

/** An archive year's public address. */
export const archiveYearPath = (year: number) => `/archive/${year}`;

/** An entry with something to show (a summary or a detail year), which has its own page. */
export type PublishedEntry = SummaryEntry | DetailEntry;
export const hasPage = (e: ArchiveEntry): e is PublishedEntry => e.detail !== null;

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

/**
 * The studio's archive years: one record a year (409 ARCHIVE_YEAR_TAKEN for a second), the merged
 * record validated as a whole on update; a published one leaves the archive, its page and the
 * sitemap at once when deleted.
 */
export const {
  get: getArchiveRecord,
  create: createArchiveEntry,
  update: updateArchiveEntry,
  remove: deleteArchiveEntry,
} = yearRecordService<ArchiveDoc, ArchiveBody, ArchivePatch>({
  table: archiveEntries,
  kind: 'archive',
  type: 'archive',
  taken: 'ARCHIVE_YEAR_TAKEN',
  body: archiveBody,
  patch: archivePatch,
  record: archiveRecordSchema,
});
