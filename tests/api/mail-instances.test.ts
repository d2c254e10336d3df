import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { createMailWorker, smtpTransport } from '@/server/mail/worker';
import { productionTestEnv } from '../support/production-env.mjs';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { createTestDb, testDbKind } from '../support/test-db';

/**
 * The outbox on several instances. On PostgreSQL: two separate processes (tests/support/
 * mail-instance.ts), each with its own pool and worker, deliver 500 queued mails to one local SMTP
 * sink; one is stopped or killed mid-run and the other finishes the queue. On PGlite (one process
 * by nature) two workers share the database in-process.
 */
const MAILS = 500;
let db: Awaited<ReturnType<typeof createTestDb>>;
let sink: SmtpSink;
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDb();
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await sink.close();
  await db.close();
});

async function queue(n: number, tag: string) {
  sink.messages.length = 0;
  const rows = Array.from({ length: n }, (_, i) => ({
    to: `${tag}-${i}@example.com`,
    subject: `${tag} ${i}`,
    text: `mail ${i}`,
    locale: 'ko' as const,
  }));
  for (const r of rows) await enqueueMail(db.db, r);
}

/** Message-IDs the sink received, and how often each. */
function received() {
  const counts = new Map<string, number>();
  for (const m of sink.messages) {
    const id = m.raw.match(/^Message-ID: (<[^>]+>)/im)?.[1] ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 90_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pendingCount = async () => {
  const [{ n }] = await db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`);
  return Number(n);
};

function instance(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/mail-instance.ts'],
    {
      env: {
        ...process.env,
        // NOTE: a process on DATABASE_URL reads its settings as a production start does (issue 56).
        ...productionTestEnv({ smtpUrl: `${sink.url}?pool=true`, siteUrl: 'http://127.0.0.1:3000' }),
        DATABASE_URL: db.url,
        MAIL_LEASE_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance exited early (${code})`)));
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
  });
}

const onPostgres = () =>
  describe('mail outbox on two instances (PostgreSQL, two processes)', () => {
    for (const how of ['SIGTERM', 'SIGKILL'] as const) {
      it(`${MAILS} mails, one instance ${how === 'SIGTERM' ? 'stopped' : 'killed'} mid-run: the other finishes, each mail delivered once`, async () => {
        await queue(MAILS, how.toLowerCase());
        const [a, b] = await Promise.all([instance(), instance()]);
        await waitFor(() => sink.messages.length >= MAILS / 5);
        a.removeAllListeners('exit');
        const exited = once(a, 'exit');
        a.kill(how);
        const [code, signal] = await exited;
        if (how === 'SIGTERM') expect(code).toBe(0);
        else expect(signal).toBe('SIGKILL');
        const atKill = sink.messages.length;
        expect(atKill).toBeLessThan(MAILS);

        await waitFor(async () => (await pendingCount()) === 0);
        await new Promise((r) => setTimeout(r, 300));
        const counts = received();
        expect(counts.size).toBe(MAILS);
        const dupes = [...counts.values()].filter((n) => n > 1).length;
        if (how === 'SIGTERM') {
          // A graceful stop finishes the message in flight and hands the rest of its batch back.
          expect(sink.messages).toHaveLength(MAILS);
        } else {
          // NOTE: a process killed between the SMTP server's "250 OK" and the row's update resends
          // that one message after its lease, under the same Message-ID (SMTP gives no more than
          // at-least-once); the worker sends one message at a time, so at most one.
          expect(dupes).toBeLessThanOrEqual(1);
        }
        console.info(
          `[mail instances] ${how} after ${atKill} of ${MAILS}: ${sink.messages.length} received, ${counts.size} distinct, ${dupes} resent`,
        );
        b.kill('SIGTERM');
        expect((await once(b, 'exit'))[0]).toBe(0);
      }, 120_000);
    }
  });

const onPglite = () =>
  describe('mail outbox with two workers in one process (PGlite)', () => {
    it('200 mails through two workers on one database: each delivered exactly once', async () => {
      await queue(200, 'pglite');
      const transport = await smtpTransport(sink.url);
      const workers = await Promise.all([
        createMailWorker(db.db, { transport, pollMs: 50 }),
        createMailWorker(db.db, { transport, pollMs: 50 }),
      ]);
      await waitFor(async () => (await pendingCount()) === 0);
      await Promise.all(workers.map((w) => w.stop()));
      const counts = received();
      expect(counts.size).toBe(200);
      expect(sink.messages).toHaveLength(200);
    }, 120_000);
  });

if (testDbKind === 'postgres') onPostgres();
else onPglite();
