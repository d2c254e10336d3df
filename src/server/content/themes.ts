import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import {
  type DesignTheme,
  palettesOf,
  type SeminarEvent,
  type ThemePalettes,
  type ThemeStory,
} from '@/schemas/content';
import type { StoredImage } from '@/schemas/content-rules';
import type { MaterialCards } from '@/schemas/material-rules';
import type { Db, Tx } from '../db/client';
import { events, type ThemeYearDoc, themeYears } from '../db/schema';
import { materialCards } from './materials';
import { resolveImages } from './media';

type Row = typeof themeYears.$inferSelect;

/** A published theme year as the menus, the archive and the sitemap list it. */
export type ThemeYearSummary = {
  year: number;
  name: string;
  /** The themes with a story page of their own (`/{year}/main/{key}`); none for 2023's single page. */
  stories: { key: string; name: string }[];
};

/** The record in the reader's language: English where it was written, Korean otherwise. */
const docOf = (row: Row, locale: Locale): ThemeYearDoc => (locale === 'en' && row.en) || row.ko;

async function publishedRows(db: Db | Tx): Promise<Row[]> {
  return db.select().from(themeYears).where(eq(themeYears.published, true)).orderBy(desc(themeYears.year));
}

async function publishedRow(db: Db | Tx, year: number): Promise<Row | undefined> {
  if (!Number.isInteger(year)) return undefined;
  const [row] = await db
    .select()
    .from(themeYears)
    .where(and(eq(themeYears.year, year), eq(themeYears.published, true)));
  return row;
}

/** Every published theme year, newest first. */
export async function publishedThemeYears(db: Db | Tx, locale: Locale): Promise<ThemeYearSummary[]> {
  return (await publishedRows(db)).map((row) => {
    const doc = docOf(row, locale);
    return {
      year: row.year,
      name: doc.design.name,
      stories: doc.stories.map((s) => ({ key: s.key, name: s.name })),
    };
  });
}

/** The library pictures a page shows, by reference; built-in renders need no resolving. */
export type Pictures = Record<string, StoredImage>;

export async function picturesOf(db: Db | Tx, refs: readonly string[]): Promise<Pictures> {
  const wanted = [...new Set(refs.filter((r) => r.startsWith('media:')))];
  if (!wanted.length) return {};
  const found = await resolveImages(db, wanted);
  const out: Pictures = {};
  for (const ref of wanted) {
    const r = found.get(ref);
    if (r?.srcSet && r.width && r.height)
      out[ref] = {
        src: r.src,
        srcSet: r.srcSet,
        width: r.width,
        height: r.height,
        focalX: r.focalX,
        focalY: r.focalY,
      };
  }
  return out;
}

/**
 * The published, public event a design theme's seminar names (`seminar.event`, its seed key), or
 * undefined when there is none (then the page states no date rather than one typed beside it).
 */
async function seminarEvent(db: Db | Tx, key: string | undefined): Promise<SeminarEvent | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ id: events.id, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(and(eq(events.seedKey, key), eq(events.published, true), eq(events.visibility, 'PUBLIC')));
  return row && { id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** A published year's collection page (`/archive/{year}/designtheme`) with its pictures, or null. */
export async function publishedDesignTheme(
  db: Db | Tx,
  locale: Locale,
  year: number,
): Promise<
  (DesignTheme & { pictures: Pictures; seminarEvent?: SeminarEvent; palettes: ThemePalettes }) | null
> {
  const row = await publishedRow(db, year);
  if (!row) return null;
  const { design, stories } = docOf(row, locale);
  return {
    ...design,
    palettes: palettesOf(stories),
    pictures: await picturesOf(
      db,
      design.themes.map((x) => x.hero),
    ),
    seminarEvent: await seminarEvent(db, design.seminar?.event),
  };
}

/** A published theme's story page (`/{year}/main/{key}`) with its siblings, or null. */
export async function publishedThemeStory(
  db: Db | Tx,
  locale: Locale,
  year: number,
  key: string,
): Promise<{
  story: ThemeStory;
  siblings: { key: string; name: string }[];
  materials: MaterialCards;
  pictures: Pictures;
} | null> {
  const row = await publishedRow(db, year);
  if (!row) return null;
  const { stories } = docOf(row, locale);
  const story = stories.find((s) => s.key === key);
  if (!story) return null;
  const materials = await materialCards(db, locale, story.materials);
  const refs = [
    story.hero,
    ...Object.values(materials).map((m) => m.image),
    ...story.images.map((i) => i.src),
  ];
  return {
    story,
    siblings: stories.filter((s) => s.key !== key).map((s) => ({ key: s.key, name: s.name })),
    materials,
    pictures: await picturesOf(db, refs),
  };
}
