import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { isUuid } from '@/schemas/field-rules';
import {
  type ThemeYear,
  type ThemeYearDocBody,
  type ThemeYearListItem,
  type ThemeYearPatchValue,
  type ThemeYearValue,
  themeYearRecord,
} from '@/schemas/theme-years';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { themeYears } from '../db/schema';
import type { Actor } from '../staff/audit';
import { afterYearRecordDelete, afterYearRecordWrite, invalid } from './year-records';

type Row = typeof themeYears.$inferSelect;
const TARGET = 'theme_year';

const toThemeYear = (r: Row): ThemeYear => ({
  id: r.id,
  year: r.year,
  ko: r.ko,
  en: r.en ?? null,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * What a story page repeats from its collection is taken from it, never typed twice: the year, the
 * collection's label (`2027 TIDE`) and the theme's name (issue 49's one source for every fact).
 */
function derived<D extends ThemeYearDocBody | null>(doc: D, year: number): D {
  if (!doc) return doc;
  const names = new Map(doc.design.themes.map((x) => [x.key, x.name]));
  return {
    ...doc,
    design: { ...doc.design, year },
    stories: doc.stories.map((s) => ({
      ...s,
      year,
      collection: `${year} ${doc.design.name}`,
      name: names.get(s.key) ?? s.name,
    })),
  };
}

/** Every theme year for the studio, newest first, drafts included. */
export async function listThemeYears(db: Db): Promise<ThemeYearListItem[]> {
  const rows = await db.select().from(themeYears).orderBy(desc(themeYears.year));
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    nameKo: r.ko.design.name,
    nameEn: r.en?.design.name ?? '',
    themes: r.ko.design.themes.map((x) => x.name),
    published: r.published,
    english: r.en !== null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One theme year, or null. */
export async function getThemeYear(db: Db, id: string): Promise<ThemeYear | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(themeYears).where(eq(themeYears.id, id));
  return row ? toThemeYear(row) : null;
}

async function assertYearFree(db: Db | Tx, year: number, id?: string): Promise<void> {
  const [taken] = await db.select({ id: themeYears.id }).from(themeYears).where(eq(themeYears.year, year));
  if (taken && taken.id !== id) throw new ApiError(409, 'THEME_YEAR_TAKEN', undefined, { year: 'taken' });
}

/** A new year (409 THEME_YEAR_TAKEN for a year that has one); publishing it moves the content version. */
export async function createThemeYear(
  db: Db,
  { body: given, actor, now }: { body: Omit<ThemeYearValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<ThemeYear> {
  const data = { ...given, ko: derived(given.ko, given.year), en: derived(given.en ?? null, given.year) };
  return db.transaction(async (tx) => {
    await assertYearFree(tx, data.year);
    const [row] = await tx
      .insert(themeYears)
      .values({ ...data, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'THEME_YEAR_TAKEN', undefined, { year: 'taken' });
    await afterYearRecordWrite(tx, { kind: 'themes', type: TARGET, before: null, row, actor, now });
    return toThemeYear(row);
  });
}

/**
 * Edits, publishes or unpublishes a year. The merged record is validated as a whole (a new year
 * must match the pages' own year). A change the public can see moves the content version and, when
 * the year is published after it, is kept as a version.
 */
export async function updateThemeYear(
  db: Db,
  {
    id,
    patch: data,
    actor,
    now,
  }: { id: string; patch: Omit<ThemeYearPatchValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<ThemeYear> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(themeYears).where(eq(themeYears.id, id)).for('update');
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    const year = data.year ?? before.year;
    const merged = themeYearRecord.safeParse({
      year,
      ko: derived(data.ko ?? before.ko, year),
      en: derived(data.en === undefined ? (before.en ?? null) : data.en, year),
    });
    if (!merged.success) invalid(merged.error.issues);
    if (merged.data.year !== before.year) await assertYearFree(tx, merged.data.year, id);
    const [row] = await tx
      .update(themeYears)
      .set({ ...merged.data, published: data.published ?? before.published, updatedAt: now })
      .where(eq(themeYears.id, id))
      .returning();
    await afterYearRecordWrite(tx, { kind: 'themes', type: TARGET, before, row, actor, now });
    return toThemeYear(row);
  });
}

/** Deletes a year; a published one leaves every page, menu and the sitemap at once. */
export async function deleteThemeYear(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(themeYears).where(eq(themeYears.id, id)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await afterYearRecordDelete(tx, { type: TARGET, row, actor, now });
  });
}
