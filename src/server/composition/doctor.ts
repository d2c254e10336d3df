import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, isProductionStart, PRODUCTION_SECRETS, parseServerEnv } from '../env';
import { solapiAuthorization } from '../messaging/solapi';

/**
 * `npm run doctor` (decision 039): a preflight of a configuration before going live. Each check
 * passes, fails or is skipped (not configured); the exit code is 1 when a required one failed.
 * It reads the database and calls the providers but changes nothing (no migration is applied).
 */
export type CheckResult = { name: string; state: 'passed' | 'failed' | 'skipped'; detail: string };
type EnvSource = Record<string, string | undefined>;

const TIMEOUT_MS = 5000;
const passed = (name: string, detail: string): CheckResult => ({ name, state: 'passed', detail });
const failed = (name: string, detail: string): CheckResult => ({ name, state: 'failed', detail });
const skipped = (name: string, detail: string): CheckResult => ({ name, state: 'skipped', detail });
const reason = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e?.code ? `${e.code}${e.message ? `: ${e.message}` : ''}` : String(e?.message ?? err);
};

export async function runDoctor(source: EnvSource = process.env): Promise<{ code: number; lines: string[] }> {
  const production = isProductionStart(source);
  const value = (key: string) => source[key]?.trim() || undefined;
  const results: CheckResult[] = [settings(source)];
  for (const key of [...PRODUCTION_SECRETS, 'TICKET_SECRET', 'METRICS_TOKEN'])
    results.push(
      secret(key, value(key), production && (PRODUCTION_SECRETS as readonly string[]).includes(key)),
    );
  results.push(await database(value('DATABASE_URL'), value('PGLITE_DIR') ?? './data/db'));
  results.push(await mail(value('SMTP_URL'), production));
  results.push(await identity(source));
  results.push(await messaging(source));
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = [
    `Go-live checklist (${production ? 'production: DATABASE_URL is set' : 'embedded default'})`,
    ...results.map((r) => `  [${r.state}] ${r.name.padEnd(width)}  ${r.detail}`),
  ];
  const count = (s: CheckResult['state']) => results.filter((r) => r.state === s).length;
  lines.push(`${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
  return { code: count('failed') ? 1 : 0, lines };
}

/** The start's own validation (src/server/env.ts): every variable at fault named. */
function settings(source: EnvSource): CheckResult {
  try {
    parseServerEnv(source);
    return passed('settings', 'the server would start with them');
  } catch (err) {
    if (err instanceof ConfigError) return failed('settings', `refused: ${err.variables.join(', ')}`);
    throw err;
  }
}

function secret(key: string, given: string | undefined, required: boolean): CheckResult {
  const name = `secret ${key}`;
  if (given) return given.length >= 32 ? passed(name, 'set') : failed(name, 'shorter than 32 characters');
  if (required) return failed(name, 'missing (required in production)');
  return skipped(name, 'not configured');
}

/** Connects and compares the migrations applied with the files in drizzle/ (none is applied here). */
async function database(url: string | undefined, pgliteDir: string): Promise<CheckResult> {
  const name = 'database and migrations';
  const journal = JSON.parse(readFileSync(join(process.cwd(), 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const query = 'select max(created_at)::text as last, count(*)::int as n from drizzle.__drizzle_migrations';
  let last: number;
  try {
    if (url) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
      try {
        await client.connect();
        last = Number((await client.query(query)).rows[0]?.last ?? 0);
      } finally {
        await client.end().catch(() => {});
      }
    } else {
      const { existsSync } = await import('node:fs');
      if (!existsSync(join(pgliteDir, 'PG_VERSION')))
        return failed(name, `no PGlite database in ${pgliteDir} (a first start creates it)`);
      const { PGlite } = await import('@electric-sql/pglite');
      const pg = new PGlite(pgliteDir);
      try {
        last = Number((await pg.query<{ last: string | null }>(query)).rows[0]?.last ?? 0);
      } finally {
        await pg.close();
      }
    }
  } catch (err) {
    if (/__drizzle_migrations|schema "drizzle"/.test(reason(err))) last = 0;
    else return failed(name, `cannot read the database: ${reason(err)}`);
  }
  const pending = journal.entries.filter((e) => e.when > last).map((e) => e.tag);
  const applied = journal.entries.length - pending.length;
  return pending.length
    ? failed(
        name,
        `${applied}/${journal.entries.length} applied; pending (a start applies them): ${pending.join(', ')}`,
      )
    : passed(name, `${url ? 'PostgreSQL' : 'PGlite'} answers; ${applied}/${journal.entries.length} applied`);
}

/** A real SMTP handshake (connect, EHLO, and AUTH when the URL has credentials): nodemailer's verify. */
async function mail(url: string | undefined, production: boolean): Promise<CheckResult> {
  const name = 'mail transport (SMTP)';
  if (!url)
    return production
      ? failed(name, 'SMTP_URL missing')
      : skipped(name, 'not configured (mail printed to the log)');
  let where = 'SMTP_URL';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)}`;
  } catch {
    return failed(name, 'SMTP_URL is not a URL');
  }
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as never);
  try {
    await transport.verify();
    return passed(name, `handshake with ${where}`);
  } catch (err) {
    return failed(name, `handshake with ${where} failed: ${reason(err)}`);
  } finally {
    transport.close();
  }
}

const call = async (url: string, authorization: string) =>
  fetch(url, {
    headers: { authorization, accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });

/** PortOne: reads a verification that does not exist (404 means the secret was accepted). */
async function identity(source: EnvSource): Promise<CheckResult> {
  const name = 'identity provider (PortOne)';
  if (source.IDENTITY_PROVIDER !== 'portone') return skipped(name, 'not configured (demo verification)');
  const base = (source.PORTONE_API_BASE || 'https://api.portone.io').replace(/\/+$/, '');
  const url = `${base}/identity-verifications/doctor-check?storeId=${encodeURIComponent(source.PORTONE_STORE_ID ?? '')}`;
  try {
    const res = await call(url, `PortOne ${source.PORTONE_API_SECRET ?? ''}`);
    await res.body?.cancel();
    if (res.status === 401 || res.status === 403) return failed(name, `credentials refused (${res.status})`);
    if (res.status >= 500) return failed(name, `PortOne answered ${res.status}`);
    return passed(name, `credentials accepted (${res.status})`);
  } catch (err) {
    return failed(name, `unreachable: ${reason(err)}`);
  }
}

/** Solapi: reads the account's balance. */
async function messaging(source: EnvSource): Promise<CheckResult> {
  const name = 'messaging provider (Solapi)';
  if (source.MESSAGING_PROVIDER !== 'solapi')
    return skipped(name, 'not configured (messages printed to the log)');
  const base = (source.SOLAPI_API_BASE || 'https://api.solapi.com').replace(/\/+$/, '');
  try {
    const res = await call(
      `${base}/cash/v1/balance`,
      solapiAuthorization(source.SOLAPI_API_KEY ?? '', source.SOLAPI_API_SECRET ?? ''),
    );
    await res.body?.cancel();
    if (res.ok) return passed(name, 'credentials accepted');
    return failed(name, `Solapi answered ${res.status}`);
  } catch (err) {
    return failed(name, `unreachable: ${reason(err)}`);
  }
}

/** The script's entry (scripts/doctor.mjs): prints the checklist; the exit code. */
export async function main(): Promise<number> {
  const { code, lines } = await runDoctor(process.env);
  for (const line of lines) console.log(line);
  return code;
}
