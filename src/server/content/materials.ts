import 'server-only';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { isUuid } from '@/schemas/field-rules';
import type { MaterialCard, MaterialCards } from '@/schemas/material-rules';
import {
  type MaterialBody,
  type MaterialPatch,
  type MaterialRecord,
  materialBody,
  materialPatch,
} from '@/schemas/materials';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { lookbooks, materials, themeYears } from '../db/schema';
import { type Actor, audit } from '../staff/audit';
import { recordRevision } from './revisions';
import { bumpContentVersion } from './version';
import { invalid } from './year-records';

type Row = typeof materials.$inferSelect;
const TARGET = 'material';
const ORDER = [desc(materials.year), asc(materials.theme), asc(materials.position), asc(materials.code)];

const cardOf = (r: Row, locale: Locale): MaterialCard => ({
  key: r.key,
  code: r.code,
  year: r.year,
  theme: r.theme,
  size: r.size,
  image: r.image,
  ...(locale === 'en' ? r.en : r.ko),
});

// ── Public reads ──────────────────────────────────────────────────────────────

/** The catalogue entries with these keys, in the reader's language (a key with no entry is left out). */
export async function materialCards(
  db: Db | Tx,
  locale: Locale,
  keys: readonly string[],
): Promise<MaterialCards> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return {};
  const rows = await db.select().from(materials).where(inArray(materials.key, wanted));
  return Object.fromEntries(rows.map((r) => [r.key, cardOf(r, locale)]));
}

/**
 * The Collection (`/archive/collectionDetail`): the newest year's catalogue, in the order the
 * studio gives it; null while the catalogue is empty.
 */
export async function collectionOf(
  db: Db | Tx,
  locale: Locale,
): Promise<{ year: number; items: MaterialCard[] } | null> {
  const [newest] = await db
    .select({ year: materials.year })
    .from(materials)
    .orderBy(desc(materials.year))
    .limit(1);
  if (!newest) return null;
  const rows = await db
    .select()
    .from(materials)
    .where(eq(materials.year, newest.year))
    .orderBy(...ORDER);
  return {
    year: newest.year,
    items: rows.map((r) => cardOf(r, locale)),
  };
}

// ── References ────────────────────────────────────────────────────────────────

type Named = { path: (string | number)[]; key: string };

/**
 * Refuses a record that names a material the catalogue does not hold: 422 on each such field
 * (`ko.looks.0.materials.1`, `material.unknown`), checked in the writer's transaction.
 */
export async function assertMaterialsKnown(tx: Db | Tx, named: readonly Named[]): Promise<void> {
  if (!named.length) return;
  const keys = [...new Set(named.map((n) => n.key))];
  const rows = await tx.select({ key: materials.key }).from(materials).where(inArray(materials.key, keys));
  const known = new Set(rows.map((r) => r.key));
  const unknown = named.filter((n) => !known.has(n.key));
  if (unknown.length)
    throw new ApiError(
      422,
      'VALIDATION_FAILED',
      undefined,
      Object.fromEntries(unknown.map((n) => [n.path.join('.'), 'material.unknown'])),
    );
}

type LookbookDoc = { looks: { materials: string[] }[] } | null;
type ThemeDoc = { stories: { key: string; materials: string[] }[] } | null;

/** Every material a lookbook's languages name, with where. */
export const lookbookMaterials = (docs: { ko: LookbookDoc; en: LookbookDoc }): Named[] =>
  (['ko', 'en'] as const).flatMap((lang) =>
    (docs[lang]?.looks ?? []).flatMap((look, i) =>
      look.materials.map((key, j) => ({ path: [lang, 'looks', i, 'materials', j], key })),
    ),
  );

/** Every material a theme year's stories name, with where. */
export const themeYearMaterials = (docs: { ko: ThemeDoc; en: ThemeDoc }): Named[] =>
  (['ko', 'en'] as const).flatMap((lang) =>
    (docs[lang]?.stories ?? []).flatMap((story, i) =>
      story.materials.map((key, j) => ({ path: [lang, 'stories', i, 'materials', j], key })),
    ),
  );

/** Where each material is named: `lookbook:2025`, `theme:2025/cosmos` (drafts and unpublished records included). */
async function usesOf(db: Db | Tx): Promise<Map<string, string[]>> {
  const out = new Map<string, Set<string>>();
  const add = (key: string, where: string) => {
    const set = out.get(key) ?? new Set<string>();
    set.add(where);
    out.set(key, set);
  };
  for (const r of await db.select().from(lookbooks))
    for (const n of lookbookMaterials({ ko: r.ko, en: r.en ?? null })) add(n.key, `lookbook:${r.year}`);
  for (const r of await db.select().from(themeYears))
    for (const n of themeYearMaterials({ ko: r.ko, en: r.en ?? null })) {
      const doc = n.path[0] === 'en' ? r.en : r.ko;
      const story = doc?.stories[Number(n.path[2])]?.key;
      add(n.key, `theme:${r.year}/${story}`);
    }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}

// ── The studio ────────────────────────────────────────────────────────────────

const toRecord = (r: Row, usedBy: string[]): MaterialRecord => ({
  id: r.id,
  key: r.key,
  code: r.code,
  year: r.year,
  theme: r.theme,
  size: r.size,
  image: r.image,
  position: r.position,
  ko: r.ko,
  en: r.en,
  usedBy,
  updatedAt: r.updatedAt.toISOString(),
});

/** The whole catalogue, newest year first, each entry with the pages that name it. */
export async function listMaterials(db: Db): Promise<MaterialRecord[]> {
  const [rows, uses] = await Promise.all([
    db
      .select()
      .from(materials)
      .orderBy(...ORDER),
    usesOf(db),
  ]);
  return rows.map((r) => toRecord(r, uses.get(r.key) ?? []));
}

export async function getMaterial(db: Db, id: string): Promise<MaterialRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  return row ? toRecord(row, (await usesOf(db)).get(row.key) ?? []) : null;
}

/** 409 MATERIAL_TAKEN when another entry has the key or the code. */
async function assertFree(tx: Db | Tx, v: { key?: string; code?: string }, id?: string): Promise<void> {
  const clauses = [
    v.key ? eq(materials.key, v.key) : undefined,
    v.code ? eq(materials.code, v.code) : undefined,
  ].filter((c) => c !== undefined);
  if (!clauses.length) return;
  const [taken] = await tx
    .select({ key: materials.key, code: materials.code })
    .from(materials)
    .where(id ? and(or(...clauses), ne(materials.id, id)) : or(...clauses))
    .limit(1);
  if (taken)
    throw new ApiError(
      409,
      'MATERIAL_TAKEN',
      undefined,
      taken.key === v.key ? { key: 'taken' } : { code: 'taken' },
    );
}

/** What the history keeps of an entry (`HISTORY_FIELDS.materials`): every fact but its key. */
const snapshot = (r: Row) => ({
  code: r.code,
  year: r.year,
  theme: r.theme,
  size: r.size,
  image: r.image,
  position: r.position,
  ko: r.ko,
  en: r.en,
});

/** A new catalogue entry (its first version); the pages name it once a lookbook or theme refers to its key. */
export async function createMaterial(
  db: Db,
  { body, actor, now }: { body: MaterialBody; actor: Actor; now: Date },
): Promise<MaterialRecord> {
  const parsed = materialBody.safeParse(body);
  if (!parsed.success) invalid(parsed.error.issues);
  const data = parsed.data;
  return db.transaction(async (tx) => {
    await assertFree(tx, data);
    const [row] = await tx
      .insert(materials)
      .values({ ...data, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'MATERIAL_TAKEN', undefined, { key: 'taken' });
    await audit(
      tx,
      actor,
      'content.create',
      { type: TARGET, id: row.id },
      { key: row.key, code: row.code },
      now,
    );
    await recordRevision(tx, { kind: 'materials', recordId: row.id, after: snapshot(row), actor, now });
    await bumpContentVersion(tx, { kind: 'all', reason: 'materials' });
    return toRecord(row, []);
  });
}

/**
 * Renames, recodes or re-pictures an entry: every page that names it shows the change, and the
 * history keeps it as a version (the state before it too, for an entry older than the history).
 * A change kept for later (`publishAt`) is made by the history's scheduler through this function.
 */
export async function updateMaterial(
  db: Db,
  { id, patch, actor, now }: { id: string; patch: Omit<MaterialPatch, 'publishAt'>; actor: Actor; now: Date },
): Promise<MaterialRecord> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  const parsed = materialPatch.safeParse(patch);
  if (!parsed.success) invalid(parsed.error.issues);
  const { publishAt: _p, ...data } = parsed.data;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(materials).where(eq(materials.id, id)).for('update');
    if (!before) throw new ApiError(404, 'NOT_FOUND');
    if (data.code && data.code !== before.code) await assertFree(tx, { code: data.code }, id);
    const [row] = await tx
      .update(materials)
      .set({ ...data, updatedAt: now })
      .where(eq(materials.id, id))
      .returning();
    const fields = (Object.keys(data) as (keyof typeof data)[]).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(row[k]),
    );
    if (fields.length) {
      await audit(tx, actor, 'content.update', { type: TARGET, id }, { key: row.key, fields }, now);
      await recordRevision(tx, {
        kind: 'materials',
        recordId: id,
        after: snapshot(row),
        before: snapshot(before),
        beforeAt: before.updatedAt,
        actor,
        now,
      });
      await bumpContentVersion(tx, { kind: 'all', reason: 'materials' });
    }
    return toRecord(row, (await usesOf(tx)).get(row.key) ?? []);
  });
}

/** Deletes an entry no page names; one still named is refused (409 MATERIAL_IN_USE, with where). */
export async function deleteMaterial(
  db: Db,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, 'NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(materials).where(eq(materials.id, id)).for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const usedBy = (await usesOf(tx)).get(row.key) ?? [];
    // NOTE: the studio lists where (`usedBy` of the entry); the answer names the field to fix.
    if (usedBy.length) throw new ApiError(409, 'MATERIAL_IN_USE', undefined, { key: 'material.inUse' });
    await tx.delete(materials).where(eq(materials.id, id));
    await audit(tx, actor, 'content.delete', { type: TARGET, id }, { key: row.key, code: row.code }, now);
    await bumpContentVersion(tx, { kind: 'all', reason: 'materials' });
  });
}
