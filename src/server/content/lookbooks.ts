import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Lookbook } from '@/schemas/content';
import {
  type LookbookBody,
  type LookbookListItem,
  type LookbookPatch,
  lookbookBody,
  lookbookPatch,
  lookbookRecordSchema,
} from '@/schemas/lookbooks';
import type { MaterialCards } from '@/schemas/material-rules';
import type { Db, Tx } from '../db/client';
import { lookbooks } from '../db/schema';
import { assertMaterialsKnown, lookbookMaterials, materialCards } from './materials';
import { type Pictures, picturesOf } from './themes';
import { yearRecordService } from './year-records';

/** A lookbook's public address. */
export const lookbookPath = (year: number) => `/archive/${year}/lookbook`;

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
): Promise<(Lookbook & { pictures: Pictures; materialCards: MaterialCards }) | null> {
  if (!Number.isInteger(year)) return null;
  const [row] = await db
    .select()
    .from(lookbooks)
    .where(and(eq(lookbooks.year, year), eq(lookbooks.published, true)));
  if (!row) return null;
  return lookbookPage(db, locale, (locale === 'en' && row.en) || row.ko);
}

/**
 * A lookbook's page as it reads: its looks, the catalogue's cards of the materials they name, and
 * the library pictures of both (the material index shows each material's sample; a picture chosen
 * from the library for a material is resolved here, or its swatch would be missing).
 */
export async function lookbookPage(
  db: Db | Tx,
  locale: Locale,
  doc: Lookbook,
): Promise<Lookbook & { pictures: Pictures; materialCards: MaterialCards }> {
  const cards = await materialCards(
    db,
    locale,
    doc.looks.flatMap((l) => l.materials),
  );
  const refs = [...doc.looks.map((l) => l.img), ...Object.values(cards).map((m) => m.image)];
  return { ...doc, materialCards: cards, pictures: await picturesOf(db, refs) };
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

/**
 * The studio's lookbooks: one a year (409 LOOKBOOK_YEAR_TAKEN for a second), the merged record
 * validated as a whole on update; a published one leaves its page, the menu and the sitemap at once
 * when deleted.
 */
export const {
  get: getLookbookRecord,
  create: createLookbook,
  update: updateLookbook,
  remove: deleteLookbook,
} = yearRecordService<Lookbook, LookbookBody, LookbookPatch>({
  table: lookbooks,
  kind: 'lookbooks',
  type: 'lookbook',
  taken: 'LOOKBOOK_YEAR_TAKEN',
  body: lookbookBody,
  patch: lookbookPatch,
  record: lookbookRecordSchema,
  check: (tx, record) => assertMaterialsKnown(tx, lookbookMaterials(record)),
});
