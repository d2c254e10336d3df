import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without declarations
import { bundleApi } from '../../scripts/lib.mjs';

/**
 * The production entry (`src/runtime/server.mjs`, behind `npm start`) refuses to start on a
 * configuration that cannot run, naming the variable, instead of serving 503s. Only the API bundle
 * is built (well under a second): the check runs before Next or the database is touched.
 */
// NOTE: inside the project (git-ignored `.next-*`): the bundle finds its packages in node_modules.
const distDir = `.next-config-${randomBytes(4).toString('hex')}`;
beforeAll(async () => {
  await bundleApi(distDir);
}, 60_000);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) => {
  const clean: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !k.startsWith('PORTONE_') &&
        !k.startsWith('SOLAPI_') &&
        k !== 'IDENTITY_PROVIDER' &&
        k !== 'MESSAGING_PROVIDER',
    ),
  );
  return spawnSync(process.execPath, ['src/runtime/server.mjs'], {
    env: {
      ...clean,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      PORT: '0',
      PGLITE_DIR: join(distDir, 'db'),
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
};

// NOTE: each case starts a Node process that loads the API bundle: seconds on a busy machine, so
// a timeout of its own rather than the unit tests' 5 s.
describe('src/runtime/server.mjs start-up configuration check', () => {
  it('stops (exit 1) on IDENTITY_PROVIDER=portone without PORTONE_API_SECRET, naming it', () => {
    const run = start({
      IDENTITY_PROVIDER: 'portone',
      PORTONE_STORE_ID: 'store-test',
      PORTONE_CHANNEL_KEY: 'channel-key-test',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORTONE_API_SECRET: required when IDENTITY_PROVIDER=portone');
    // Stopped by the check itself: not logged and carried on (the API's 503 path), not by Next.
    expect(run.stderr).toContain('ConfigError');
    expect(run.stderr).not.toContain('retried per request');
    expect(run.stdout).not.toContain('ready on');
  }, 40_000);

  it('stops (exit 1) on an unknown IDENTITY_PROVIDER, naming it', () => {
    const run = start({ IDENTITY_PROVIDER: 'nice' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/ConfigError[\s\S]*IDENTITY_PROVIDER: .*"demo"\|"portone"/);
    expect(run.stderr).not.toContain('retried per request');
  }, 40_000);

  it('stops (exit 1) on a SEED_PROGRAMME that is neither true nor false, naming it (issue 56)', () => {
    const run = start({ SEED_PROGRAMME: 'yes' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/ConfigError[\s\S]*SEED_PROGRAMME: .*"true"\|"false"/);
    expect(run.stdout).not.toContain('ready on');
  }, 40_000);

  it('stops (exit 1) on MESSAGING_PROVIDER=solapi without its keys, naming each', () => {
    const run = start({
      MESSAGING_PROVIDER: 'solapi',
      SOLAPI_API_KEY: 'NCSKEY',
      SOLAPI_SENDER: '0215880000',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ConfigError');
    expect(run.stderr).toContain('SOLAPI_API_SECRET: required when MESSAGING_PROVIDER=solapi');
    expect(run.stderr).toContain('SOLAPI_TEMPLATE_CONFIRMED: required when MESSAGING_PROVIDER=solapi');
    expect(run.stderr).not.toContain('SOLAPI_API_KEY:');
    expect(run.stdout).not.toContain('ready on');
  }, 40_000);

  it('stops (exit 1) on a production start (DATABASE_URL) without a setting it needs, naming each (issue 56)', () => {
    const secret = 'a-production-secret-of-more-than-32-characters';
    const run = start({
      // Nothing listens on port 1: a start that got past the check would fail otherwise.
      DATABASE_URL: 'postgres://app@127.0.0.1:1/moru',
      JWT_SECRET: secret,
      HASH_PEPPER: '',
      APP_URL: 'https://trend.moru-surfaces.example',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      ALLOW_LOCAL_URLS: 'false',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Moru <no-reply@moru-surfaces.example>',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ConfigError');
    expect(run.stderr).toContain('HASH_PEPPER: required in production (DATABASE_URL is set)');
    expect(run.stderr).toContain('NEXT_PUBLIC_SITE_URL: points at this machine');
    expect(run.stderr).not.toMatch(/ {2}(APP_URL|JWT_SECRET|SMTP_URL|MAIL_FROM): /);
    expect(run.stderr).not.toContain(secret);
    expect(run.stdout).not.toContain('ready on');
  }, 40_000);
});
