// Vitest globalSetup of the `api` project: the migrated database every API test file starts from,
// made once per run instead of once per file (issue 29).
//   PGlite:     a fresh in-memory cluster costs an initdb (most of a PGlite start) plus the
//               migrations; the migrated cluster is dumped to a tarball here, and each file's
//               in-memory database loads it (`openDb({ loadDataDir })`).
//   PostgreSQL: a migrated template database; each file's database is `CREATE DATABASE … TEMPLATE`.
// tests/support/test-db.ts reads what this provides; without it (a file run outside this config),
// it migrates a fresh database as before. Either way openDb still runs the migrator, which finds
// every migration applied.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite cluster's tarball (PGlite runs). */
    pgliteSnapshot?: string;
    /** Name of the migrated template database (PostgreSQL runs). */
    pgTemplate?: string;
  }
}

const MIGRATIONS_FOLDER = join(process.cwd(), 'drizzle');

export default async function setup(project: TestProject) {
  // The project's own database (vitest.config.ts: `api` on PGlite, `api-pg` on PostgreSQL).
  const base = project.config.env?.TEST_DATABASE_URL;
  if (!base) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = join(tmpdir(), `moru-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return () => rmSync(file, { force: true });
  }

  const name = `moru_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // One connection, closed before any file copies the database (a template must have no sessions).
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
  project.provide('pgTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
