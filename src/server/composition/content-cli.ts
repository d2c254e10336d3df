import 'server-only';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { ContentTransferError, exportContent, importContent } from '../content/transfer';
import type { Db } from '../db/client';
import { openDb } from '../db/client';
import { serverEnv } from '../env';

export const CONTENT_USAGE = `npm run content -- <command>
  export <file>   every studio record (editions, themes, archive, lookbooks, home, FAQ, notices,
                  policies, mail wording, history, media with its variants) as JSON lines
  import <file>   loads an export into this database; running it again changes nothing.
                  Never accounts, members, applications, staff, drafts or the audit log.`;

/** One `npm run content` command on `db`: what it prints and its exit code. */
export async function runContentCommand(
  db: Db,
  argv: string[],
  now: Date,
): Promise<{ code: number; lines: string[] }> {
  const [command, file, ...rest] = argv;
  if (!file || rest.length) return { code: 2, lines: [CONTENT_USAGE] };
  try {
    if (command === 'export') {
      // Written beside the target and renamed, so a failed export never leaves half a file.
      const partial = `${file}.partial`;
      const out = createWriteStream(partial);
      let records = 0;
      for await (const line of exportContent(db, now)) {
        if (!out.write(`${line}\n`)) await once(out, 'drain');
        records++;
      }
      out.end();
      await once(out, 'finish');
      await rename(partial, file);
      const lines = [`Exported ${records - 1} records to ${file}.`];
      // NOTE: the seeds run when a server starts, not here: an embedded default never started is empty.
      if (records === 1)
        lines.push(
          'This database has no studio records: start its server once (the embedded default writes its programme then), or set SEED_PROGRAMME=true on the target instead.',
        );
      return { code: 0, lines };
    }
    if (command === 'import') {
      const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
      const counts = await importContent(db, lines, now);
      return {
        code: 0,
        lines: [
          `Imported ${file}:`,
          ...Object.entries(counts).map(
            ([table, c]) =>
              `  ${table.padEnd(18)} ${c.inserted} new, ${c.updated} updated, ${c.unchanged} unchanged`,
          ),
        ],
      };
    }
    return { code: 2, lines: [CONTENT_USAGE] };
  } catch (err) {
    if (err instanceof ContentTransferError) return { code: 1, lines: [`Refused: ${err.message}`] };
    throw err;
  }
}

/**
 * `scripts/content.mjs` runs this (bundled like the API) on the server's settings and database.
 * NOTE: on the embedded default, PGlite is one process's: stop the server first.
 */
export async function main(argv: string[]): Promise<number> {
  const env = serverEnv();
  const handle = await openDb({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DIR,
  });
  try {
    const { code, lines } = await runContentCommand(handle.db, argv, new Date());
    (code === 0 ? console.log : console.error)(lines.join('\n'));
    return code;
  } finally {
    await handle.close();
  }
}
