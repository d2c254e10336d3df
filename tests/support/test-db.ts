import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDb } from '@/server/db/client';

/** PostgreSQL under test when TEST_DATABASE_URL is set (the `api-pg` run), in-memory PGlite otherwise. */
export const testDbKind: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (dropped on close)
 * or a new in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDb({});
  const name = `moru_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
