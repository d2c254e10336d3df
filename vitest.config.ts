import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // NOTE: `server-only` throws outside a React server bundle; tests are server code.
  'server-only': fileURLToPath(new URL('./tests/support/server-only.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
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
      {
        resolve: { alias },
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        // Outages and crashes (issue 19): each file brings its own PostgreSQL server or app
        // processes, so the project runs once, in the default run, not in the PostgreSQL API run.
        resolve: { alias },
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
