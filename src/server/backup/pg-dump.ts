import 'server-only';
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './dump';

/**
 * PostgreSQL's own tools for a backup of PostgreSQL (decision 043): `pg_dump --format=custom` when it
 * is on the PATH and at least the server's major version (an older one refuses the server), restored
 * with `pg_restore` into a blank database in one transaction.
 */
const run = promisify(execFile);

/** The first bytes of a custom-format dump. */
const PG_DUMP_MAGIC = 'PGDMP';

/** Connection arguments with the password in the environment, never on a command line `ps` shows. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function toolMajor(tool: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0].v) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * Whether `tool` (pg_dump, pg_restore) can serve the server at `url`: undefined when it can, else
 * why not, for the command to print beside what it did instead.
 */
export async function pgToolProblem(
  tool: 'pg_dump' | 'pg_restore',
  url: string,
): Promise<string | undefined> {
  const mine = await toolMajor(tool);
  if (mine === undefined) return `${tool} is not installed (or not on the PATH)`;
  const server = await serverMajor(url);
  if (mine < server) return `${tool} is version ${mine}, older than the server's ${server}`;
  return undefined;
}

/** Writes a custom-format dump of the database at `url` to `file` (one snapshot, as pg_dump takes it). */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    {
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** Whether `file` is a pg_dump custom-format archive (rather than the app's own dump). */
export async function isPgDumpFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    const head = Buffer.alloc(PG_DUMP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.toString('latin1') === PG_DUMP_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * Restores a pg_dump archive into the blank database at `url`: refused (BackupError) when it holds a
 * table of the site already (a started server or an earlier restore made them), or when pg_restore
 * cannot serve it. One transaction: pg_restore stops at the first error and nothing stays.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: string[];
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1 limit 6`,
    );
    tables = rows.map((r) => r.name);
  } finally {
    await client.end();
  }
  if (tables.length)
    throw new BackupError(
      `the database is not blank: it has tables (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). ` +
        'Restore a pg_dump backup into a new database made with createdb, before any server or command runs on it.',
    );
  const problem = await pgToolProblem('pg_restore', url);
  if (problem) throw new BackupError(`the file is a pg_dump archive and ${problem}.`);
  const { dbname, env } = connection(url);
  try {
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '').trim();
    throw new BackupError(
      `pg_restore stopped, nothing was restored: ${stderr.split('\n')[0] || 'no reason given'}`,
    );
  }
}
