import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, eq, max } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { PublicFaqItem } from '@/lib/faq-item';
import type {
  FaqCategoryPatchValue,
  FaqCategoryValue,
  FaqEntry,
  FaqListResponse,
  FaqPatchValue,
  FaqValue,
} from '@/schemas/content-studio';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { faqCategories, faqEntries } from '../db/schema';
import { type Actor, audit } from '../staff/audit';
import { recordRevision } from './revisions';
import { sanitizeBody } from './rich-text';
import { bumpContentVersion } from './version';

export type { PublicFaqItem };

type Row = typeof faqEntries.$inferSelect;

const toEntry = (r: Row): FaqEntry => ({
  id: r.id,
  slug: r.slug,
  category: r.category,
  questionKo: r.questionKo,
  questionEn: r.questionEn,
  answerKo: r.answerKo,
  answerEn: r.answerEn,
  position: r.position,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The published FAQ in one language, in category then position order. An entry without English
 * falls back to Korean on the English page rather than disappearing (the studio shows it as
 * incomplete).
 */
export async function publishedFaq(db: Db, locale: Locale): Promise<PublicFaqItem[]> {
  const rows = await db
    .select({ e: faqEntries, c: faqCategories })
    .from(faqEntries)
    .innerJoin(faqCategories, eq(faqCategories.key, faqEntries.category))
    .where(eq(faqEntries.published, true))
    .orderBy(asc(faqCategories.position), asc(faqEntries.position), asc(faqEntries.createdAt));
  return rows.map(({ e, c }) => publicFaqItem(e, c, locale));
}

type CategoryRow = typeof faqCategories.$inferSelect;
type FaqText = Pick<Row, 'slug' | 'questionKo' | 'questionEn' | 'answerKo' | 'answerEn'>;

/** One question as the public FAQ shows it in `locale` (English falls back to Korean). */
export function publicFaqItem(e: FaqText, c: CategoryRow, locale: Locale): PublicFaqItem {
  const en = locale === 'en';
  return {
    id: e.slug,
    category: c.key,
    title: (en && c.nameEn) || c.nameKo,
    color: c.color,
    question: (en && e.questionEn) || e.questionKo,
    answer: (en && e.answerEn) || e.answerKo,
  };
}

/** Every question with its category, drafts included, in the public page's order (the preview's read). */
export function faqWithCategories(db: Db): Promise<{ e: Row; c: CategoryRow }[]> {
  return db
    .select({ e: faqEntries, c: faqCategories })
    .from(faqEntries)
    .innerJoin(faqCategories, eq(faqCategories.key, faqEntries.category))
    .orderBy(asc(faqCategories.position), asc(faqEntries.position), asc(faqEntries.createdAt));
}

/** Everything the studio edits: categories and every entry, drafts included. */
export async function listFaq(db: Db): Promise<FaqListResponse> {
  const [categories, items] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.position)),
    db.select().from(faqEntries).orderBy(asc(faqEntries.category), asc(faqEntries.position)),
  ]);
  return { categories, items: items.map(toEntry) };
}

async function requireCategory(tx: Db | Tx, key: string): Promise<void> {
  const [c] = await tx
    .select({ key: faqCategories.key })
    .from(faqCategories)
    .where(eq(faqCategories.key, key));
  if (!c) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { category: 'invalidOption' });
}

async function nextPosition(tx: Db | Tx, category: string): Promise<number> {
  const [row] = await tx
    .select({ top: max(faqEntries.position) })
    .from(faqEntries)
    .where(eq(faqEntries.category, category));
  return (row?.top ?? -1) + 1;
}

/** A public anchor for a new question (`/faq#q-…`): short, stable, never reused. */
const newSlug = () => `q-${randomBytes(4).toString('hex')}`;

/** A question in both languages, as its route validated it (`faqBody`). */
export async function createFaq(
  db: Db,
  { body: data, actor, now }: { body: Omit<FaqValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    await requireCategory(tx, data.category);
    const [row] = await tx
      .insert(faqEntries)
      .values({
        slug: newSlug(),
        category: data.category,
        questionKo: data.questionKo,
        questionEn: data.questionEn,
        answerKo: sanitizeBody(data.answerKo),
        answerEn: sanitizeBody(data.answerEn),
        position: data.position ?? (await nextPosition(tx, data.category)),
        published: data.published,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, actor, 'content.create', { type: 'faq', id: row.id }, { published: row.published }, now);
    if (row.published) {
      await audit(tx, actor, 'content.publish', { type: 'faq', id: row.id }, {}, now);
      await recordRevision(tx, { kind: 'faq', recordId: row.id, after: toEntry(row), actor, now });
      await bumpContentVersion(tx, { kind: 'faq' });
    }
    return toEntry(row);
  });
}

/** Edits, reorders, publishes or unpublishes a question (`faqPatch`, validated by its caller). */
export async function updateFaq(
  db: Db,
  {
    id,
    patch: data,
    actor,
    now,
  }: { id: string; patch: Omit<FaqPatchValue, 'publishAt'>; actor: Actor; now: Date },
): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    if (data.category !== undefined) await requireCategory(tx, data.category);
    const [row] = await tx
      .update(faqEntries)
      .set({
        ...(data.category !== undefined ? { category: data.category } : {}),
        ...(data.questionKo !== undefined ? { questionKo: data.questionKo } : {}),
        ...(data.questionEn !== undefined ? { questionEn: data.questionEn } : {}),
        ...(data.answerKo !== undefined ? { answerKo: sanitizeBody(data.answerKo) } : {}),
        ...(data.answerEn !== undefined ? { answerEn: sanitizeBody(data.answerEn) } : {}),
        ...(data.position !== undefined ? { position: data.position } : {}),
        ...(data.published !== undefined ? { published: data.published } : {}),
        updatedAt: now,
      })
      .where(eq(faqEntries.id, id))
      .returning();
    const target = { type: 'faq' as const, id };
    const changedPublication = before.published !== row.published;
    if (changedPublication) {
      await audit(tx, actor, row.published ? 'content.publish' : 'content.unpublish', target, {}, now);
    } else {
      await audit(tx, actor, 'content.update', target, { fields: Object.keys(data) }, now);
    }
    if (row.published)
      await recordRevision(tx, {
        kind: 'faq',
        recordId: id,
        after: toEntry(row),
        before: before.published ? toEntry(before) : null,
        beforeAt: before.updatedAt,
        actor,
        now,
      });
    // A draft's edits are nobody's business but the studio's; anything public moves the version.
    if (before.published || row.published) await bumpContentVersion(tx, { kind: 'faq' });
    return toEntry(row);
  });
}

export async function deleteFaq(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await audit(tx, actor, 'content.delete', { type: 'faq', id }, { questionKo: row.questionKo }, now);
    if (row.published) await bumpContentVersion(tx, { kind: 'faq' });
  });
}

type Category = typeof faqCategories.$inferSelect;

/** A new category (409 when its key is taken). */
export async function createFaqCategory(
  db: Db,
  { body: data, actor, now }: { body: FaqCategoryValue; actor: Actor; now: Date },
): Promise<Category> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqCategories).values(data).onConflictDoNothing().returning();
    if (!row) throw new ApiError(409, 'FAQ_CATEGORY_TAKEN', undefined, { key: 'taken' });
    await audit(tx, actor, 'content.create', { type: 'faq_category', id: row.key }, {}, now);
    return row;
  });
}

/** Renames, recolours or moves a category; every published question in it shows the change. */
export async function updateFaqCategory(
  db: Db,
  { key, patch: data, actor, now }: { key: string; patch: FaqCategoryPatchValue; actor: Actor; now: Date },
): Promise<Category> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(faqCategories).set(data).where(eq(faqCategories.key, key)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await audit(
      tx,
      actor,
      'content.update',
      { type: 'faq_category', id: key },
      { fields: Object.keys(data) },
      now,
    );
    await bumpContentVersion(tx, { kind: 'faq' });
    return row;
  });
}

/** Deletes an empty category; one that still holds questions is refused (409). */
export async function deleteFaqCategory(
  db: Db,
  { key, actor, now }: { key: string; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(eq(faqEntries.category, key))
      .limit(1);
    if (used) throw new ApiError(409, 'FAQ_CATEGORY_IN_USE');
    const [row] = await tx.delete(faqCategories).where(eq(faqCategories.key, key)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    await audit(tx, actor, 'content.delete', { type: 'faq_category', id: key }, {}, now);
  });
}
