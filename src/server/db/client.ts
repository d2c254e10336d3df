import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { errorMessage } from '../log';
import { trackCommits } from './after-commit';
import * as schema from './schema';

export { schema };
// NOTE: both drivers share pg-core, so query functions accept either through this base type.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = { db: Db; kind: 'postgres' | 'pglite'; close: () => Promise<void> };

// NOTE: a registered symbol, so every bundle's copy of this module (Next's, the API's) reads it.
const KIND = Symbol.for('moru.db.kind');

/** Which database a `db` runs on (cached answers trust an in-memory version on PGlite only). */
export function dbKind(db: Db | Tx): DbHandle['kind'] | undefined {
  return (db as unknown as Record<symbol, DbHandle['kind'] | undefined>)[KIND];
}

// NOTE: registered symbols too: the pool's counts for /metrics, and the migrations running now.
const POOL = Symbol.for('moru.db.pool');
const MIGRATING = Symbol.for('moru.db.migrating');
const flags = globalThis as unknown as Record<symbol, number | undefined>;

/** The PostgreSQL pool's connections (total, idle, and requests waiting); undefined on PGlite. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = (db as unknown as Record<symbol, import('pg').Pool | undefined>)[POOL];
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
}

/** Whether this process is applying migrations now (readiness answers 503 meanwhile). */
export const migrationsRunning = (): boolean => (flags[MIGRATING] ?? 0) > 0;

async function migrating<T>(run: () => Promise<T>): Promise<T> {
  flags[MIGRATING] = (flags[MIGRATING] ?? 0) + 1;
  try {
    return await run();
  } finally {
    flags[MIGRATING] = (flags[MIGRATING] ?? 1) - 1;
  }
}

const MIGRATIONS_FOLDER = `${process.cwd()}/drizzle`;

/**
 * Opens PostgreSQL when a URL is given, PGlite otherwise (a directory, or memory when `dataDir` is
 * undefined), and applies the migrations in `drizzle/`. `loadDataDir` starts an in-memory PGlite
 * from a `dumpDataDir()` tarball instead of an empty cluster (the tests' migrated snapshot,
 * tests/support/db-template.ts): no initdb, and the migrations find themselves applied.
 */
export async function openDb(opts: {
  url?: string;
  /** PostgreSQL: connections opened after the migrations and kept open (the pool's `min`). */
  keepOpen?: number;
  dataDir?: string;
  loadDataDir?: Blob;
  migrationsSchema?: string;
}): Promise<DbHandle> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // NOTE: bounded waits, so a database that is down or unreachable turns into a quick 503
    // (src/server/db/unavailable.ts) instead of requests that hang; keepAlive notices dead peers.
    const pool = new Pool({
      connectionString: opts.url,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      // NOTE: an idle connection above `min` closes after 10 s; a rush after a quiet minute would
      // wait for a dozen connections to open (fork, authentication) together.
      min: opts.keepOpen ?? 0,
      connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 5000),
      statement_timeout: Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 15000),
      keepAlive: true,
    });
    // NOTE: an idle client whose server connection drops (restart, failover) emits 'error' on the
    // pool; unhandled it would crash the process. The pool replaces the client on next use.
    pool.on('error', (err) => console.error('[db] idle PostgreSQL client lost:', errorMessage(err)));
    const db = drizzle(pool, { schema });
    await migrating(() => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    if (opts.keepOpen) {
      const clients = await Promise.all(Array.from({ length: opts.keepOpen }, () => pool.connect()));
      for (const client of clients) client.release();
    }
    trackCommits(db);
    Object.defineProperty(db, KIND, { value: 'postgres' });
    Object.defineProperty(db, POOL, { value: pool });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(opts.dataDir, { recursive: true });
  }
  const client = opts.loadDataDir
    ? new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir })
    : new PGlite(opts.dataDir);
  const db = drizzle(client, { schema });
  await migrating(() => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  trackCommits(db);
  Object.defineProperty(db, KIND, { value: 'pglite' });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
