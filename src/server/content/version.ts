import 'server-only';
import { and, eq, gt, lte } from 'drizzle-orm';
import { bumpCacheVersion } from '../api/answer-cache';
import type { Db, Tx } from '../db/client';
import { cacheVersions, contentChanges } from '../db/schema';
import { type ContentScope, readScope } from './page-scope';

/**
 * One counter for everything the studio publishes (editions, home, FAQ, notices, policies, media):
 * bumped in the transaction that changes public content, watched by every instance, which then
 * regenerates the prerendered pages the change touched (decisions 014, 055) and remakes the public
 * answers it keeps (`api/answer-cache.ts`: the live notices).
 */
export const CONTENT_VERSION = 'content';

/**
 * The changes kept for the publishing watch: far more than a watch polling every 3 s falls behind
 * (a content import is one bump); a watch further behind renders every page.
 */
export const CONTENT_CHANGES_KEPT = 500;

/**
 * Marks public content changed on every instance, and records which pages it changes (`scope`,
 * `page-scope.ts`) for the publishing watch. Call it inside the transaction that changes it.
 */
export async function bumpContentVersion(tx: Db | Tx, scope: ContentScope): Promise<void> {
  const version = await bumpCacheVersion(tx, CONTENT_VERSION);
  await tx.insert(contentChanges).values({ version, scope });
  // NOTE: the version row stays locked to the commit, so this prune never races another writer's.
  await tx.delete(contentChanges).where(lte(contentChanges.version, version - CONTENT_CHANGES_KEPT));
}

/** The current content version (0 before anything was published). */
export async function contentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, CONTENT_VERSION));
  return row?.version ?? 0;
}

/**
 * What the versions after `from` up to `to` changed, one entry a version: its scope, or null when
 * its row is gone (pruned, or written before the table existed) or names no pages this code knows.
 */
export async function contentChangesBetween(
  db: Db | Tx,
  from: number,
  to: number,
): Promise<(ContentScope | null)[]> {
  if (to <= from) return [];
  const rows = await db
    .select({ version: contentChanges.version, scope: contentChanges.scope })
    .from(contentChanges)
    .where(and(gt(contentChanges.version, from), lte(contentChanges.version, to)));
  const byVersion = new Map(rows.map((r) => [r.version, r.scope]));
  return Array.from({ length: to - from }, (_, i) => {
    const scope = byVersion.get(from + i + 1);
    return scope === undefined ? null : readScope(scope);
  });
}
