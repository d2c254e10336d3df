import 'server-only';
import { desc } from 'drizzle-orm';
import {
  type ThemeYearBody,
  type ThemeYearDocBody,
  type ThemeYearListItem,
  type ThemeYearPatch,
  themeYearBody,
  themeYearPatch,
  themeYearRecord,
} from '@/schemas/theme-years';
import type { Db } from '../db/client';
import { themeYears } from '../db/schema';
import { yearRecordService } from './year-records';

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

/**
 * The studio's theme years: one record a year (409 THEME_YEAR_TAKEN for a second), what the story
 * pages repeat derived from the collection before it is stored, the merged record validated as a
 * whole on update (a new year must match the pages' own year); a published one leaves every page,
 * menu and the sitemap at once when deleted.
 */
export const {
  get: getThemeYear,
  create: createThemeYear,
  update: updateThemeYear,
  remove: deleteThemeYear,
} = yearRecordService<ThemeYearDocBody, ThemeYearBody, ThemeYearPatch>({
  table: themeYears,
  kind: 'themes',
  type: 'theme_year',
  taken: 'THEME_YEAR_TAKEN',
  body: themeYearBody,
  patch: themeYearPatch,
  record: themeYearRecord,
  derive: derived,
});
