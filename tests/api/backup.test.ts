import { execFile } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT } from '@/server/backup/dump';
import { pgToolProblem } from '@/server/backup/pg-dump';
import { restorePgDumpCommand, runBackupCommand } from '@/server/composition/backup-cli';
import { seedContent } from '@/server/content/seed';
import type { Db, DbHandle } from '@/server/db/client';
import { openDb } from '@/server/db/client';
import { faqEntries } from '@/server/db/schema';
import { seedDemoMembers } from '@/server/members/seed';
import { staffTokens } from '../support/admin';
import { signUp } from '../support/member-flow';
import { createTestApp } from '../support/test-app';
import { createTestDb, testDbKind } from '../support/test-db';
import { makeEvent, member } from './events-fixtures';

// `npm run backup` / `npm run restore` (issue 56, decision 043): the whole database to one file and
// back into an empty database, row for row, on the database under test (PGlite, or PostgreSQL with
// TEST_DATABASE_URL); refusals that say what is wrong.

let t: Awaited<ReturnType<typeof createTestApp>>;
let dir: string;
const targets: DbHandle[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'moru-backup-'));
  // Members, applications and content history, as a live database has them.
  await seedContent(t.db, t.clock.now());
  await seedDemoMembers({ db: t.db, kind: t.kind, close: t.close });
  const tokens = await staffTokens(t.db, t.clock.now());
  for (let i = 0; i < 3; i++) expect((await signUp(t)).res.status).toBe(201);
  const { sessions } = await makeEvent(t.db, t.clock.now(), { slots: [{ inHours: 24, capacity: 5 }] });
  for (let i = 0; i < 3; i++) {
    const m = await member(t.db, t.clock.now());
    const res = await t.call(
      'POST',
      `/api/events/${sessions[0].eventId}/applications`,
      { sessionId: sessions[0].id },
      m.token,
    );
    expect(res.status).toBe(201);
  }
  const [faq] = await t.db.select().from(faqEntries).where(eq(faqEntries.published, true)).limit(1);
  for (const answerKo of ['<p>첫 수정</p>', '<p>두 번째 수정</p>'])
    expect((await t.call('PATCH', `/api/admin/faq/${faq.id}`, { answerKo }, tokens.editor)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  for (const h of targets) await h.close();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function emptyDb(): Promise<DbHandle> {
  const h = await createTestDb();
  targets.push(h);
  return h;
}

const list = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

/** Every public table's rows (as PostgreSQL writes them, sorted) and every sequence's value. */
async function contents(db: Db): Promise<Record<string, string[] | number | null>> {
  const tables = list<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  const out: Record<string, string[] | number | null> = {};
  for (const { name } of tables)
    out[name] = list<{ r: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as r from "${name}" t order by 1`)),
    ).map((x) => x.r);
  for (const s of list<{ name: string; value: string | null }>(
    await db.execute(
      sql`select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'`,
    ),
  ))
    out[`sequence ${s.name}`] = s.value === null ? null : Number(s.value);
  return out;
}

const backup = async () => {
  const run = await runBackupCommand(t, ['backup', dir], t.clock.now());
  expect(run.code).toBe(0);
  t.clock.advance(1_000); // the next backup's file name differs
  return run.file as string;
};

describe('npm run backup and npm run restore', () => {
  it('writes one dated, owner-only file and restores it into a new database row for row, sequences included', async () => {
    const file = await backup();
    expect(file).toMatch(new RegExp(`moru-${t.kind}-\\d{8}T\\d{6}Z\\.jsonl\\.gz$`));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const want = await contents(t.db);
    for (const table of ['users', 'applications', 'content_revisions', 'faq_entries', 'staff', 'audit_log'])
      expect((want[table] as string[]).length, table).toBeGreaterThan(0);

    const target = await emptyDb();
    const run = await runBackupCommand(target, ['restore', file], t.clock.now());
    expect(run.lines.join('\n')).toMatch(/^Restored \d+ rows of \d+ tables/);
    expect(run.code).toBe(0);
    expect(await contents(target.db)).toEqual(want);
    // The restored database carries on: a new row takes the next id, not one the backup holds.
    const [{ id }] = list<{ id: string }>(
      await target.db.execute(
        sql`insert into audit_log (at, staff_email, role, action, ip) values (now(), 'cli', 'owner', 'backup.check', '-') returning id`,
      ),
    );
    const before = (want.audit_log as string[]).map((r) => String(JSON.parse(r).id));
    expect(before).not.toContain(String(id));
  });

  it('refuses a database that is not empty, naming its tables, and changes nothing', async () => {
    const file = await backup();
    const before = await contents(t.db);
    const run = await runBackupCommand(t, ['restore', file], t.clock.now());
    expect(run.code).toBe(1);
    expect(run.lines[0]).toMatch(/^Refused: the database is not empty: .*users \(\d+\)/);
    expect(run.lines[0]).toContain('applications (');
    expect(await contents(t.db)).toEqual(before);
  });

  it('refuses a file cut short, a damaged line, another file, and a backup of another migration; nothing is written', async () => {
    const file = await backup();
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const variant = async (name: string, body: string[] | Buffer) => {
      const path = join(dir, name);
      await writeFile(path, Array.isArray(body) ? gzipSync(`${body.join('\n')}\n`) : body);
      return path;
    };
    const header = JSON.parse(lines[0]);
    expect(header).toMatchObject({ format: BACKUP_FORMAT, version: 1, database: t.kind });
    const cases: [string, string[] | Buffer, RegExp][] = [
      ['cut.jsonl.gz', lines.slice(0, -1), /incomplete/],
      [
        'row-missing.jsonl.gz',
        [...lines.slice(0, 5), ...lines.slice(6)],
        /rows of .* the backup counted .* damaged/,
      ],
      [
        'garbled.jsonl.gz',
        [lines[0], '{"t":"users","r":', ...lines.slice(1)],
        /line 2 is not a backup record/,
      ],
      [
        'other-table.jsonl.gz',
        [lines[0], '{"t":"nope","r":{}}', ...lines.slice(1)],
        /table this database does not have \(nope\)/,
      ],
      ['not-gzip.jsonl.gz', Buffer.from('hello\n'), /not a whole backup/],
      ['half-gzip.jsonl.gz', (await readFile(file)).subarray(0, 200), /not a whole backup|incomplete/],
      [
        'content.jsonl.gz',
        ['{"format":"moru-content","version":1}'],
        /not a backup made by `npm run backup`/,
      ],
      [
        'newer.jsonl.gz',
        [
          JSON.stringify({ ...header, migration: { tag: '9999_future', when: header.migration.when + 1 } }),
          ...lines.slice(1),
        ],
        /made at migration 9999_future, this database is at .*restore it with the release that made it/,
      ],
      [
        'version.jsonl.gz',
        [JSON.stringify({ ...header, version: 2 }), ...lines.slice(1)],
        /format version 2/,
      ],
    ];
    const target = await emptyDb();
    const empty = await contents(target.db);
    for (const [name, body, message] of cases) {
      const run = await runBackupCommand(target, ['restore', await variant(name, body)], t.clock.now());
      expect(run.code, name).toBe(1);
      expect(run.lines[0], name).toMatch(/^Refused: /);
      expect(run.lines[0], name).toMatch(message);
      expect(await contents(target.db), name).toEqual(empty);
    }
    expect(
      (await runBackupCommand(target, ['restore', join(dir, 'missing.gz')], t.clock.now())).lines[0],
    ).toMatch(/^Refused: .*missing\.gz is not a file/);
    expect((await runBackupCommand(target, ['restore'], t.clock.now())).code).toBe(2);
    expect((await runBackupCommand(target, ['backup', dir, 'extra'], t.clock.now())).code).toBe(2);
  });

  it('under write load: every write acknowledged before the backup began is restored, and the file is one instant', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const m = await member(t.db, t.clock.now(), { email: `load${i}-${Date.now()}@example.com` });
        acknowledged.push(m.id);
      }
    })();
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 10));
    const before = [...acknowledged];
    const file = await backup();
    while (acknowledged.length < before.length + 5) await new Promise((r) => setTimeout(r, 10));
    writing = false;
    await writer;

    const target = await emptyDb();
    expect((await runBackupCommand(target, ['restore', file], t.clock.now())).code).toBe(0);
    const restored = new Set(
      list<{ id: string }>(await target.db.execute(sql`select id from users`)).map((r) => String(r.id)),
    );
    for (const id of before) expect(restored.has(id)).toBe(true);
    // One instant: the file's users are the source's users as of some moment between two writes,
    // a prefix of the writer's acknowledged order.
    const inFile = acknowledged.filter((id) => restored.has(id));
    expect(inFile).toEqual(acknowledged.slice(0, inFile.length));
    // And the trailer counted what the file holds (restore checked it); the lines say the same.
    const counted = await new Promise<number>((resolve) => {
      let n = 0;
      const rl = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
      rl.on('line', (l) => {
        if (l.startsWith('{"t":"users"')) n++;
      });
      rl.on('close', () => resolve(n));
    });
    expect(counted).toBe(restored.size);
  });
});

describe('the scripts, as the operator runs them (PGlite data directories)', () => {
  it('npm run backup writes a file from one data directory and npm run restore loads it into an empty one', async () => {
    const run = (dataDir: string, ...args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir };
      delete env.DATABASE_URL;
      return promisify(execFile)('node', ['scripts/backup.mjs', ...args], { env, timeout: 120_000 }).then(
        (r) => ({ code: 0, ...r }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
    };
    const live = await openDb({ dataDir: join(dir, 'live') });
    await seedContent(live.db, t.clock.now());
    await seedDemoMembers(live);
    const want = await contents(live.db);
    await live.close();

    const made = await run(join(dir, 'live'), 'backup', join(dir, 'files'));
    expect(made.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to .*moru-pglite-\d{8}T\d{6}Z\.jsonl\.gz/);
    const file = made.stdout.match(/to (\S+\.jsonl\.gz)/)?.[1] as string;
    const restored = await run(join(dir, 'fresh'), 'restore', file);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows/);
    // Into the live directory again: refused, exit 1, naming what is wrong.
    const refused = await run(join(dir, 'live'), 'restore', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refused: the database is not empty: .*users/);
    const usage = await run(join(dir, 'live'), 'nonsense');
    expect(usage.code).toBe(2);

    const fresh = await openDb({ dataDir: join(dir, 'fresh') });
    try {
      expect(await contents(fresh.db)).toEqual(want);
    } finally {
      await fresh.close();
    }
  }, 300_000);
});

/** The database the test app runs on (PostgreSQL only), for pg_dump's own connection. */
async function urlOf(db: Db): Promise<string> {
  const [{ name }] = list<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A blank database (createdb, no migrations), dropped after the file. */
async function blankDatabase(): Promise<string> {
  const name = `moru_test_blank_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  blanks.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}
const blanks: string[] = [];
afterAll(async () => {
  if (!blanks.length) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of blanks) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

if (testDbKind === 'postgres')
  describe('PostgreSQL: pg_dump when it can serve the server, the app’s own dump otherwise', () => {
    it('backs up with pg_dump (or says why not), and restores into a blank database row for row', async () => {
      const url = await urlOf(t.db);
      const problem = await pgToolProblem('pg_dump', url);
      const run = await runBackupCommand(t, ['backup', dir], t.clock.now(), { url });
      expect(run.code).toBe(0);
      const want = await contents(t.db);
      t.clock.advance(1_000);
      if (problem) {
        // No usable pg_dump on this host: the app's own dump, and the line that says why.
        expect(run.file).toMatch(/\.jsonl\.gz$/);
        expect(run.lines[1]).toBe(`pg_dump not used: ${problem}; wrote the app's own dump instead.`);
        return;
      }
      expect(run.file).toMatch(/moru-postgres-\d{8}T\d{6}Z\.pgdump$/);
      expect(run.lines[0]).toMatch(/^Backed up the database with pg_dump to /);
      expect(statSync(run.file as string).mode & 0o777).toBe(0o600);
      const file = run.file as string;

      // Into the source (not blank): refused, naming its tables, before pg_restore runs.
      const refused = await restorePgDumpCommand(url, file);
      expect(refused.code).toBe(1);
      expect(refused.lines[0]).toMatch(
        /^Refused: the database is not blank: it has tables \((drizzle|public)\./,
      );

      const target = await blankDatabase();
      const restored = await restorePgDumpCommand(target, file);
      expect(restored.lines[0]).toMatch(/^Restored .* with pg_restore/);
      expect(restored.code).toBe(0);
      const opened = await openDb({ url: target });
      try {
        expect(await contents(opened.db)).toEqual(want);
      } finally {
        await opened.close();
      }

      // --app-format writes the app's own dump on PostgreSQL too; a pg_dump archive never loads into PGlite.
      const own = await runBackupCommand(t, ['backup', dir, '--app-format'], t.clock.now(), { url });
      expect(own.file).toMatch(/\.jsonl\.gz$/);
      t.clock.advance(1_000);
      const lite = await openDb({});
      try {
        const onLite = await runBackupCommand(lite, ['restore', file], t.clock.now());
        expect(onLite.code).toBe(1);
        expect(onLite.lines[0]).toMatch(/pg_dump archive: it restores into PostgreSQL only/);
      } finally {
        await lite.close();
      }

      // A damaged archive: pg_restore stops and the blank database stays blank.
      const damaged = join(dir, 'damaged.pgdump');
      await writeFile(damaged, (await readFile(file)).subarray(0, 400));
      const again = await blankDatabase();
      const broken = await restorePgDumpCommand(again, damaged);
      expect(broken.code).toBe(1);
      expect(broken.lines[0]).toMatch(/^Refused: pg_restore stopped, nothing was restored: /);
      const check = new pg.Client({ connectionString: again });
      await check.connect();
      const { rows } = await check.query(
        "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle') and c.relkind = 'r'",
      );
      await check.end();
      expect(rows[0].n).toBe(0);
    });
  });
