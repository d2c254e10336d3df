import 'server-only';
import { serverEnv } from '../env';
import { type DbHandle, openDb } from './client';

export type { Db, DbHandle, Tx } from './client';

const globalForDb = globalThis as unknown as { __moruDb?: Promise<DbHandle> };

/**
 * `next build` prerenders the content pages, which read the database (decision 014). The build's
 * workers never start background jobs, and on the embedded default they never open the data
 * directory a running server may hold: each opens an in-memory database with the demo content (the
 * server regenerates every content page from its own database when it starts).
 */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The process-wide database, opened and migrated once: PostgreSQL when DATABASE_URL is set, PGlite
 * in ./data/db otherwise. It only opens the database: the seeds and background jobs that run when a
 * process starts are the composition's (`composition/server-db.ts`, which every process entry reads
 * the database through).
 */
export function getDb(): Promise<DbHandle> {
  globalForDb.__moruDb ??= (async () => {
    const env = serverEnv();
    const building = isBuildPhase();
    return openDb({
      url: env.DATABASE_URL,
      keepOpen: building ? undefined : (env.DB_POOL_MIN ?? env.DB_POOL_MAX),
      dataDir: env.DATABASE_URL || building ? undefined : env.PGLITE_DIR,
    });
  })().catch((err) => {
    // NOTE: a database that was down at start-up is tried again on the next request, not never.
    globalForDb.__moruDb = undefined;
    throw err;
  });
  return globalForDb.__moruDb;
}

/** Closes the process-wide database if it was opened (server shutdown, after in-flight requests). */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.__moruDb;
  if (!pending) return;
  globalForDb.__moruDb = undefined;
  await (await pending).close();
}
