import 'server-only';
import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { PublicFaqItem } from '@/lib/faq-item';
import { archivePictures } from '@/schemas/archive';
import type { ArchiveEntry, DesignTheme, Lookbook, ThemeStory } from '@/schemas/content';
import {
  type HistoryKind,
  HOME_RECORD_ID,
  PREVIEW_KINDS,
  type PreviewKind,
} from '@/schemas/content-history-rules';
import {
  editionPatch,
  FAQ_CATEGORY_KEY_PATTERN,
  faqPatch,
  type PublicEdition,
} from '@/schemas/content-studio';
import { isUuid } from '@/schemas/field-rules';
import type { MaterialCards } from '@/schemas/material-rules';
import { ApiError } from '../api/errors';
import { safeEqual } from '../auth/crypto';
import { serverSecret } from '../auth/tokens';
import type { Db } from '../db/client';
import { archiveEntries, contentDrafts, editions, faqCategories, lookbooks, themeYears } from '../db/schema';
import { requireRecord } from './drafts';
import { publicEdition, publishedEditions } from './editions';
import { faqWithCategories, publicFaqItem } from './faq';
import { lookbookPage } from './lookbooks';
import { materialCards } from './materials';
import { policyVersionExists } from './policies';
import { sanitizeBody } from './rich-text';
import { type Pictures, picturesOf } from './themes';

/**
 * Preview links (issue 49): a signed, expiring address that shows one studio record as its public
 * page will, drafts included, to someone without a console account, and nothing else. The token is
 * `<kind>~<id>~<expiry in epoch seconds>~<HMAC-SHA-256 of those, base64url>` (no dot: a last
 * segment after a dot reads as a file name to the server's router), signed with a key derived from
 * the server's secret; it is checked without a database read.
 */
export const PREVIEW_TTL_MS = 24 * 3_600_000;
const KINDS = PREVIEW_KINDS;

const sign = (body: string) => createHmac('sha256', serverSecret('preview')).update(body).digest('base64url');

/** A token for one record, valid for 24 hours from `now`. */
export function previewToken(kind: PreviewKind, id: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const body = `${kind}~${id}~${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${body}~${sign(body)}`, expiresAt };
}

/** The record a genuine, unexpired token names, or null. */
export function readPreviewToken(
  token: string,
  now: Date,
): { kind: PreviewKind; id: string; expiresAt: Date } | null {
  const parts = token.split('~');
  if (parts.length !== 4) return null;
  const [kind, id, exp, signature] = parts;
  if (!(KINDS as readonly string[]).includes(kind) || !/^\d{1,12}$/.test(exp)) return null;
  if (!previewIdFits(kind as PreviewKind, id)) return null;
  if (!safeEqual(signature, sign(`${kind}~${id}~${exp}`))) return null;
  if (Number(exp) * 1000 <= now.getTime()) return null;
  return { kind: kind as PreviewKind, id, expiresAt: new Date(Number(exp) * 1000) };
}

/** Whether `id` can name a record of `kind`: the home's `home`, a FAQ question's UUID or category key, else a UUID. */
function previewIdFits(kind: PreviewKind, id: string): boolean {
  if (kind === 'home') return id === HOME_RECORD_ID;
  if (kind === 'faq') return isUuid(id) || FAQ_CATEGORY_KEY_PATTERN.test(id);
  return isUuid(id);
}

/**
 * Whether the record a preview link would name exists (404 otherwise): a policy version by its id,
 * a FAQ category by its key, the other kinds as their history knows them.
 */
export async function requirePreviewable(db: Db, kind: PreviewKind, id: string): Promise<void> {
  if (kind === 'policies') {
    if (!(await policyVersionExists(db, id))) throw new ApiError(404, 'NOT_FOUND');
    return;
  }
  if (kind === 'faq' && !isUuid(id)) {
    const [c] = await db
      .select({ key: faqCategories.key })
      .from(faqCategories)
      .where(eq(faqCategories.key, id));
    if (!c) throw new ApiError(404, 'NOT_FOUND');
    return;
  }
  await requireRecord(db, kind, id);
}

/** What a theme year's preview shows: its collection page and story pages as they stand, drafts included. */
export async function themeYearPreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{
  design: DesignTheme;
  stories: ThemeStory[];
  materials: MaterialCards;
  pictures: Pictures;
} | null> {
  const [row] = await db.select().from(themeYears).where(eq(themeYears.id, id));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  const materials = await materialCards(
    db,
    locale,
    doc.stories.flatMap((s) => s.materials),
  );
  const refs = [
    ...doc.design.themes.map((x) => x.hero),
    ...Object.values(materials).map((m) => m.image),
    ...doc.stories.flatMap((s) => [s.hero, ...s.images.map((i) => i.src)]),
  ];
  return { ...doc, materials, pictures: await picturesOf(db, refs) };
}

/** What an archive year's preview shows: its page as it stands, drafts included (a "coming" year has none). */
export async function archivePreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{ year: number; entry: ArchiveEntry; pictures: Pictures } | null> {
  const [row] = await db.select().from(archiveEntries).where(eq(archiveEntries.id, id));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  const entry = { id: 0, year: row.year, ...doc } as ArchiveEntry;
  return { year: row.year, entry, pictures: await picturesOf(db, archivePictures(doc)) };
}

/** What a lookbook's preview shows: its page as it stands, drafts included. */
export async function lookbookPreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{
  year: number;
  lookbook: Lookbook & { pictures: Pictures; materialCards: MaterialCards };
} | null> {
  const [row] = await db.select().from(lookbooks).where(eq(lookbooks.id, id));
  if (!row) return null;
  const doc = (locale === 'en' && row.en) || row.ko;
  return {
    year: row.year,
    lookbook: await lookbookPage(db, locale, doc),
  };
}

/**
 * The changes kept for a record that have not gone live (PATCH bodies, or the home's PUT bodies),
 * in the order they will be applied: scheduled ones by their time, then those waiting for an
 * editor. Leaving the site (`unpublish`) is no change to its page.
 */
export async function waitingChanges(
  db: Db,
  kind: HistoryKind,
  id: string,
): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ patch: contentDrafts.patch })
    .from(contentDrafts)
    .where(
      and(
        eq(contentDrafts.kind, kind),
        eq(contentDrafts.recordId, id),
        inArray(contentDrafts.status, ['pending', 'applying']),
        ne(contentDrafts.origin, 'unpublish'),
      ),
    )
    .orderBy(sql`${contentDrafts.publishAt} asc nulls last`, asc(contentDrafts.createdAt));
  return rows.map((r) => r.patch);
}

/**
 * What an edition's preview shows: its exhibition page as it will stand once its waiting changes
 * go live (`waitingChanges`, laid over the record in order), so the reviewer sees the draft, not
 * the page the public has now. Its library pictures are resolved by the page read, as the public
 * page's are; `others` are the published editions the page links.
 */
export async function editionPreview(
  db: Db,
  id: string,
  locale: Locale,
  now: Date,
): Promise<{ edition: PublicEdition; others: PublicEdition[] } | null> {
  const [row] = await db.select().from(editions).where(eq(editions.id, id));
  if (!row) return null;
  let draft = row;
  for (const patch of await waitingChanges(db, 'editions', id)) {
    const parsed = editionPatch.safeParse(patch);
    // NOTE: a kept change that no longer parses would be refused when applied: it is left out.
    if (!parsed.success) continue;
    const { publishAt: _p, unpublishAt: _u, published: _f, ...fields } = parsed.data;
    draft = { ...draft, ...fields };
  }
  const others = (await publishedEditions(db, locale, now)).filter((e) => e.id !== id);
  return { edition: publicEdition(draft, locale, now), others };
}

/**
 * What a FAQ preview shows: the public FAQ with the draft applied. `id` names a question (its
 * waiting changes laid over it in order) or a category (every question in it, drafts included, each
 * with its waiting changes); the drafted questions are shown as they will be once published, the
 * rest as the public has them. `focus` is the question's anchor or the category. Null for no such
 * question or category.
 */
export async function faqPreview(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{ items: PublicFaqItem[]; focus: { slug?: string; label: string } } | null> {
  const [rows, cats] = await Promise.all([faqWithCategories(db), db.select().from(faqCategories)]);
  const categories = new Map(cats.map((c) => [c.key, c]));
  const question = isUuid(id) ? id.toLowerCase() : null;
  const drafted = (r: (typeof rows)[number]) => (question ? r.e.id === question : r.c.key === id);
  if (question ? !rows.some(drafted) : !categories.has(id)) return null;
  const shown: typeof rows = [];
  for (const r of rows) {
    if (!drafted(r)) {
      if (r.e.published) shown.push(r);
      continue;
    }
    let e = r.e;
    for (const patch of await waitingChanges(db, 'faq', r.e.id)) {
      const parsed = faqPatch.safeParse(patch);
      // NOTE: a kept change that no longer parses (or names a deleted category) would be refused when applied.
      if (!parsed.success) continue;
      const { publishAt: _p, published: _f, ...fields } = parsed.data;
      if (fields.category !== undefined && !categories.has(fields.category)) continue;
      e = { ...e, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
    }
    const c = categories.get(e.category) ?? r.c;
    shown.push({
      e: { ...e, answerKo: sanitizeBody(e.answerKo), answerEn: sanitizeBody(e.answerEn) },
      c,
    });
  }
  shown.sort(
    (a, b) =>
      a.c.position - b.c.position ||
      a.e.position - b.e.position ||
      a.e.createdAt.getTime() - b.e.createdAt.getTime(),
  );
  const items = shown.map((r) => publicFaqItem(r.e, r.c, locale));
  if (!question) {
    const c = categories.get(id);
    return { items, focus: { label: (c && locale === 'en' && c.nameEn) || c?.nameKo || id } };
  }
  const mine = shown.find((r) => r.e.id === question);
  return {
    items,
    focus: { slug: mine?.e.slug, label: mine ? publicFaqItem(mine.e, mine.c, locale).question : '' },
  };
}
