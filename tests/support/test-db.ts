import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDb } from '@/server/db/client';

/** PostgreSQL under test when TEST_DATABASE_URL is set (the `api-pg` run), in-memory PGlite otherwise. */
export const testDbKind: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The migrated PGlite cluster (db-template.ts), read once per test file's process. */
let snapshot: Blob | undefined;
function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (dropped on close)
 * or a new in-memory PGlite. Both start from the run's migrated template (db-template.ts) when
 * the `api` project's globalSetup made one.
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDb({ loadDataDir: pgliteSnapshot() });
  const name = `moru_test_${randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
