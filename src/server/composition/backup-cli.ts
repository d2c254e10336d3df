import 'server-only';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError, backupDatabase, restoreDatabase } from '../backup/dump';
import { isPgDumpFile, pgDump, pgRestore, pgToolProblem } from '../backup/pg-dump';
import type { DbHandle } from '../db/client';
import { openDb } from '../db/client';
import { serverEnv } from '../env';

export const BACKUP_USAGE = `npm run backup [-- <folder>] [--app-format]
  writes a consistent backup of the whole database to <folder> (default ./backups), readable by its
  owner only: PostgreSQL with pg_dump when it is installed and at least the server's version
  (moru-postgres-<UTC time>.pgdump), else, and on PGlite or with --app-format, the app's own dump
  (moru-<database>-<UTC time>.jsonl.gz), which restores on either database
npm run restore <file>
  loads a backup into this database, which must be new and empty (no server started on it)`;

/** `moru-postgres-20261202T094000Z.jsonl.gz`: sorts by time, says what it came from. */
export const backupFileName = (kind: DbHandle['kind'], now: Date, extension = 'jsonl.gz') =>
  `moru-${kind}-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.${extension}`;

/** One `npm run backup` / `npm run restore` command on `handle`: what it prints and its exit code. */
export async function runBackupCommand(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  argv: string[],
  now: Date,
  /** The PostgreSQL URL `handle` opened: pg_dump reads it on its own connection. */
  opts: { url?: string } = {},
): Promise<{ code: number; lines: string[]; file?: string }> {
  const appFormat = argv.includes('--app-format');
  const [command, target, ...rest] = argv.filter((a) => a !== '--app-format');
  if (rest.length || target?.startsWith('--') || (appFormat && command !== 'backup'))
    return { code: 2, lines: [BACKUP_USAGE] };
  try {
    if (command === 'backup') {
      const folder = target ?? 'backups';
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const notes: string[] = [];
      if (handle.kind === 'postgres' && opts.url && !appFormat) {
        const problem = await pgToolProblem('pg_dump', opts.url);
        if (!problem) {
          const file = join(folder, backupFileName(handle.kind, now, 'pgdump'));
          const partial = `${file}.partial`;
          // Created empty and owner-only first: pg_dump then writes into it.
          await (await open(partial, 'w', 0o600)).close();
          try {
            await pgDump(opts.url, partial);
            await rename(partial, file);
          } finally {
            await rm(partial, { force: true });
          }
          const { size } = await stat(file);
          return {
            code: 0,
            file,
            lines: [`Backed up the database with pg_dump to ${file} (${size} bytes).`],
          };
        }
        notes.push(`pg_dump not used: ${problem}; wrote the app's own dump instead.`);
      }
      const file = join(folder, backupFileName(handle.kind, now));
      // Written beside the target and renamed when whole, so a failed backup never looks like one.
      const partial = `${file}.partial`;
      const gzip = createGzip();
      const out = createWriteStream(partial, { mode: 0o600 });
      gzip.pipe(out);
      try {
        const trailer = await backupDatabase(handle.db, handle.kind, now, async (line) => {
          if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
        });
        gzip.end();
        await once(out, 'finish');
        await rename(partial, file);
        const rows = Object.values(trailer.rows).reduce((a, b) => a + b, 0);
        const tables = Object.keys(trailer.rows).length;
        const { size } = await stat(file);
        return {
          code: 0,
          file,
          lines: [`Backed up ${rows} rows of ${tables} tables to ${file} (${size} bytes).`, ...notes],
        };
      } catch (err) {
        gzip.destroy();
        out.destroy();
        await rm(partial, { force: true });
        throw err;
      }
    }
    if (command === 'restore') {
      if (!target) return { code: 2, lines: [BACKUP_USAGE] };
      const exists = await stat(target).catch(() => null);
      if (!exists?.isFile()) return { code: 1, lines: [`Refused: ${target} is not a file.`] };
      if (await isPgDumpFile(target))
        throw new BackupError(
          'the file is a pg_dump archive: it restores into PostgreSQL only (DATABASE_URL naming a new database).',
        );
      const input = createReadStream(target).pipe(createGunzip());
      const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
      let loaded: Record<string, number>;
      try {
        loaded = await restoreDatabase(handle.db, lines);
      } catch (err) {
        // A file that is not gzip (or cut short inside its compression) fails in the stream.
        if (err instanceof Error && 'code' in err && String(err.code).startsWith('Z_'))
          throw new BackupError('the file is not a whole backup (its compression is damaged or cut short).');
        throw err;
      } finally {
        lines.close();
        input.destroy();
      }
      const rows = Object.values(loaded).reduce((a, b) => a + b, 0);
      return {
        code: 0,
        lines: [`Restored ${rows} rows of ${Object.keys(loaded).length} tables from ${target}.`],
      };
    }
    return { code: 2, lines: [BACKUP_USAGE] };
  } catch (err) {
    if (err instanceof BackupError) return { code: 1, lines: [`Refused: ${err.message}`] };
    throw err;
  }
}

/**
 * `npm run restore` of a pg_dump archive into the PostgreSQL database at `url`, which must be blank:
 * nothing may open it first (a start or another command would create the site's tables).
 */
export async function restorePgDumpCommand(
  url: string,
  file: string,
): Promise<{ code: number; lines: string[] }> {
  try {
    await pgRestore(url, file);
    return {
      code: 0,
      lines: [`Restored ${file} with pg_restore. Start the release on it: it applies any newer migration.`],
    };
  } catch (err) {
    if (err instanceof BackupError) return { code: 1, lines: [`Refused: ${err.message}`] };
    throw err;
  }
}

/**
 * `scripts/backup.mjs` runs this (bundled like the API) on the server's settings and database.
 * NOTE: on the embedded default, PGlite is one process's: stop the server first.
 */
export async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command !== 'backup' && command !== 'restore') {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const env = serverEnv();
  // NOTE: before the database is opened: opening it applies the migrations, and pg_restore wants it blank.
  if (command === 'restore' && env.DATABASE_URL && argv[1] && (await isPgDumpFile(argv[1]))) {
    const { code, lines } = await restorePgDumpCommand(env.DATABASE_URL, argv[1]);
    (code === 0 ? console.log : console.error)(lines.join('\n'));
    return code;
  }
  const handle = await openDb({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DIR,
  });
  try {
    const { code, lines } = await runBackupCommand(handle, argv, new Date(), { url: env.DATABASE_URL });
    (code === 0 ? console.log : console.error)(lines.join('\n'));
    return code;
  } finally {
    await handle.close();
  }
}
