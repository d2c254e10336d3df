import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // NOTE: `server-only` throws outside a React server bundle; tests are server code.
  'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)),
};

// The API suite on PostgreSQL (issue 29): a project of its own when MORU_TEST_PG_URL names a server, so
// `npm test` runs it in the same pool as the unit and PGlite files rather than as a second run.
const pgUrl = process.env.MORU_TEST_PG_URL;

/**
 * API files that configure a provider through the environment (PortOne, Solapi, the OAuth servers)
 * before the app reads it, which it does once per process: each runs in a process of its own. So
 * does the mail outage file, which times deliveries against a hanging SMTP server: after other files
 * in the same worker it once found no delivery in flight (CI, PostgreSQL, 2026-11-27).
 */
const OWN_PROCESS = [
  'tests/api/identity-portone.test.ts',
  'tests/api/mail-outage.test.ts',
  'tests/api/messaging.test.ts',
  'tests/api/oauth.test.ts',
];

/**
 * The API suite against one database, as two projects: `name` runs its files one after another in
 * each worker with the modules kept (`isolate: false`): importing the app took 113 of the suite's
 * 205 s when every file imported it afresh (issue 29). Each file still gets a database of its own,
 * copied from the migrated one. `name`-alone runs OWN_PROCESS, each file in a fresh process.
 */
const api = (name: string, databaseUrl: string) =>
  [
    { name, include: ['tests/api/**/*.test.ts'], exclude: OWN_PROCESS, isolate: false },
    { name: `${name}-alone`, include: OWN_PROCESS },
  ].map((project) => ({
    resolve: { alias },
    test: {
      ...project,
      env: { TEST_DATABASE_URL: databaseUrl },
      // One migrated database per run (PGlite snapshot or PostgreSQL template) that every
      // file's fresh database is copied from (tests/support/db-template.ts).
      globalSetup: ['tests/support/db-template.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }));

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // NOTE: Vitest's default is one worker fewer than the cores: one file at a time on this 2-core
    // machine. The API files spend much of their time waiting (on PostgreSQL, timers, child
    // processes), so a worker per core keeps both busy (issue 29).
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          // NOTE: inlined so a test can swap use-intl's formatter the way Next's bundle does
          // (src/server/messages.precompiled.test.ts); externalised modules can't be mocked from within.
          server: { deps: { inline: ['use-intl'] } },
        },
      },
      // TEST_DATABASE_URL is the one the file runs against: '' is PGlite (a developer's own
      // TEST_DATABASE_URL, if set, keeps a plain `npx vitest run --project api` on PostgreSQL).
      ...api('api', process.env.TEST_DATABASE_URL ?? ''),
      ...(pgUrl ? api('api-pg', pgUrl) : []),
      {
        // Outages and crashes (issue 19): each file brings its own PostgreSQL server or app
        // processes, so the project runs once, in the default run, not in the PostgreSQL API run.
        resolve: { alias },
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          // NOTE: one file at a time: each one kills processes and times outages of its own.
          maxWorkers: 1,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
