import 'server-only';
import { eq } from 'drizzle-orm';
import { bumpCacheVersion } from '../api/answer-cache';
import type { Db, Tx } from '../db/client';
import { cacheVersions } from '../db/schema';

/**
 * One counter for everything the studio publishes (editions, home, FAQ, notices, policies, media):
 * bumped in the transaction that changes public content, watched by every instance, which then
 * regenerates its prerendered pages (decision 014) and remakes the public answers it keeps
 * (`api/answer-cache.ts`: the live notices).
 */
export const CONTENT_VERSION = 'content';

/** Marks public content changed on every instance. Call it inside the transaction that changes it. */
export function bumpContentVersion(tx: Db | Tx): Promise<void> {
  return bumpCacheVersion(tx, CONTENT_VERSION);
}

/** The current content version (0 before anything was published). */
export async function contentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, CONTENT_VERSION));
  return row?.version ?? 0;
}
