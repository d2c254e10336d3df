import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@/server/db/client';
import {
  PORTONE_TEST_CHANNEL,
  PORTONE_TEST_SECRET,
  PORTONE_TEST_STORE,
  startPortOneServer,
} from '../support/portone-server';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

const exec = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'moru-doctor-'));
let smtp: SmtpSink;
let portone: Awaited<ReturnType<typeof startPortOneServer>>;

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** `npm run doctor` as an operator runs it, with only the given settings. */
async function doctor(env: Record<string, string>) {
  try {
    const { stdout } = await exec(process.execPath, ['scripts/doctor.mjs'], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '.next-doctor-test',
        ...env,
      },
      timeout: 120_000,
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

const line = (out: string, name: string) => out.split('\n').find((l) => l.includes(name)) ?? '';

beforeAll(async () => {
  // a database a first start made: migrated
  await (await openDb({ dataDir: join(dir, 'db') })).close();
  smtp = await startSmtpSink();
  portone = await startPortOneServer();
}, 180_000);
afterAll(async () => {
  await smtp?.close();
  await portone?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync('.next-doctor-test', { recursive: true, force: true });
});

const working = () => ({
  PGLITE_DIR: join(dir, 'db'),
  SMTP_URL: smtp.url,
  JWT_SECRET: 'doctor-test-jwt-secret-0123456789abcdef',
  HASH_PEPPER: 'doctor-test-hash-pepper-0123456789abcdef',
  METRICS_TOKEN: 'doctor-test-metrics-token-0123456789abcdef',
  IDENTITY_PROVIDER: 'portone',
  PORTONE_STORE_ID: PORTONE_TEST_STORE,
  PORTONE_CHANNEL_KEY: PORTONE_TEST_CHANNEL,
  PORTONE_API_SECRET: PORTONE_TEST_SECRET,
  PORTONE_API_BASE: portone.origin,
});

describe('npm run doctor', () => {
  it('a working setting: every check passes or is skipped, exit 0', async () => {
    const { code, out } = await doctor(working());
    expect(out).toContain('Go-live checklist');
    expect(line(out, 'settings')).toContain('[passed]');
    expect(line(out, 'database and migrations')).toMatch(/\[passed\].*PGlite answers; (\d+)\/\1 applied/);
    expect(line(out, 'mail transport')).toMatch(
      new RegExp(`\\[passed\\] mail transport \\(SMTP\\)\\s+handshake with 127\\.0\\.0\\.1:${smtp.port}$`),
    );
    expect(line(out, 'identity provider')).toContain('[passed]');
    expect(line(out, 'messaging provider')).toContain('[skipped]');
    expect(line(out, 'secret JWT_SECRET')).toContain('[passed]');
    expect(out).toContain(' 0 failed');
    expect(code).toBe(0);
    // the PortOne check was an authenticated call
    expect(portone.state.requests.at(-1)?.authorization).toBe(`PortOne ${PORTONE_TEST_SECRET}`);
  }, 180_000);

  it('a wrong SMTP port and a revoked PortOne secret: those lines fail, exit 1', async () => {
    const port = await closedPort();
    const { code, out } = await doctor({
      ...working(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PORTONE_API_SECRET: 'a-revoked-portone-secret-0123456789',
    });
    expect(code).toBe(1);
    expect(line(out, 'mail transport')).toMatch(
      new RegExp(
        `\\[failed\\] mail transport \\(SMTP\\)\\s+handshake with 127\\.0\\.0\\.1:${port} failed: .*ECONNREFUSED`,
      ),
    );
    expect(line(out, 'identity provider')).toContain('[failed]');
    expect(line(out, 'identity provider')).toContain('credentials refused (401)');
    expect(line(out, 'settings')).toContain('[passed]');
    expect(line(out, 'database and migrations')).toContain('[passed]');
  }, 180_000);

  it('a short secret and a missing database are named', async () => {
    const { code, out } = await doctor({
      ...working(),
      PGLITE_DIR: join(dir, 'nothing-here'),
      JWT_SECRET: 'short',
    });
    expect(code).toBe(1);
    expect(line(out, 'settings')).toContain('[failed] settings');
    expect(line(out, 'settings')).toContain('JWT_SECRET');
    expect(line(out, 'secret JWT_SECRET')).toContain('shorter than 32 characters');
    expect(line(out, 'database and migrations')).toContain('no PGlite database');
    // values are never printed, only the variables' names
    expect(out).not.toContain('doctor-test-hash-pepper');
  }, 180_000);
});
