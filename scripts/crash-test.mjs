// kill -9 under write load (issue 19): starts the built app as a child process on PGlite or
// PostgreSQL, sends Contact inquiries and slot applications from many clients, SIGKILLs the app at
// a random moment, restarts it on the same data, and after the last kill checks that every
// acknowledged (2xx) write is stored exactly once, nothing refused is stored at all, nothing is
// half-stored (an inquiry without its notification mail), seats taken equal confirmed applications,
// and the app starts cleanly on the data it left.
//   node scripts/crash-test.mjs [--db pglite|postgres|both] [--kills 5] [--clients 12]
// Uses the browser tests' build (E2E_DIST_DIR, default .next-e2e; built when missing or stale).
// PostgreSQL is a server of its own on a free port (tests/support/pg-instance.mjs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { startPgInstance } from '../tests/support/pg-instance.mjs';
import { productionTestEnv, TEST_JWT_SECRET } from '../tests/support/production-env.mjs';
import { startSmtpSink } from '../tests/support/smtp-sink.mjs';
import { e2eBuild, ensureBuild } from './lib.mjs';

// NOTE: the browser tests' build (the same site URL), so both share one build.
const { distDir: DIST_DIR, buildEnv: BUILD_ENV } = e2eBuild();
export const JWT_SECRET = TEST_JWT_SECRET;
/** The site URL the shared build is made for (NEXT_PUBLIC_SITE_URL). */
export const SITE_URL = BUILD_ENV.NEXT_PUBLIC_SITE_URL;
const HOUR = 3_600_000;

/** The one place that knows how the built app is started; it must leave the app in one process group. */
export function startServer({ port, env, log }) {
  const child = spawn(process.execPath, ['src/runtime/server.mjs'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(port),
      ...env,
    },
  });
  child.stderr.pipe(log, { end: false });
  return child;
}

/** SIGKILL to the whole group: the npx wrapper and the server under it die at the same instant. */
export function killHard(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  return new Promise((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', r)));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(base, child, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/** SQL against the app's data while the app is down (PGlite allows one process) or up (PostgreSQL). */
export async function openSql(target) {
  if (target.kind === 'postgres') {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text, params = []) => (await client.query(text, params)).rows,
      migrate: async () => {
        const { drizzle } = await import('drizzle-orm/node-postgres');
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(drizzle(client), { migrationsFolder: 'drizzle' });
      },
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(target.dir, { recursive: true });
  const db = new PGlite(target.dir);
  return {
    query: async (text, params = []) => (await db.query(text, params)).rows,
    migrate: async () => {
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(db), { migrationsFolder: 'drizzle' });
    },
    close: () => db.close(),
  };
}

/** Members and one event with three slots (one small, so some applications meet SLOT_FULL). */
export async function seed(sql, members) {
  await sql.migrate();
  const now = Date.now();
  const [event] = await sql.query(
    `insert into events (type, kind, title_ko, title_en, starts_at, ends_at, apply_opens_at, apply_closes_at, location)
     values ('application', 'docent', '크래시 테스트', 'Crash test', $1, $2, $3, $4, 'Seoul') returning id`,
    [
      new Date(now - 24 * HOUR),
      new Date(now + 7 * 24 * HOUR),
      new Date(now - 24 * HOUR),
      new Date(now + 6 * 24 * HOUR),
    ].map((d) => d.toISOString()),
  );
  const slots = [];
  for (const [i, capacity] of [5, 1000, 1000].entries()) {
    const starts = new Date(now + (24 + 24 * i) * HOUR);
    const [s] = await sql.query(
      'insert into event_sessions (event_id, starts_at, ends_at, capacity) values ($1, $2, $3, $4) returning id',
      [event.id, starts.toISOString(), new Date(starts.getTime() + 45 * 60_000).toISOString(), capacity],
    );
    slots.push(s.id);
  }
  const ids = [];
  for (let i = 0; i < members; i++) {
    const id = randomUUID();
    await sql.query(
      `insert into users (id, email, name, tel, birth) values ($1, $2, '김모루', '01012345678', '19900101')`,
      [id, `crash-${i}-${id.slice(0, 6)}@example.com`],
    );
    ids.push(id);
  }
  return { eventId: event.id, slots, members: ids };
}

export const accessToken = (sub) =>
  new SignJWT({ roles: ['member'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('moru-design-trend')
    .setAudience('moru-web')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(JWT_SECRET));

/**
 * Clients writing until the app dies. Every request is recorded with what came back:
 * `ok` (2xx, acknowledged), `refused` (an HTTP error answer) or `unknown` (the connection died).
 */
async function load({ base, fixture, tokens, pairs, clients, round, log }) {
  const records = [];
  let stop = false;
  let seq = 0;
  let acked;
  const firstAck = new Promise((r) => {
    acked = r;
    setTimeout(r, 60_000).unref();
  });
  const client = async (c) => {
    while (!stop) {
      const n = seq++;
      const ip = `10.${round}.${c}.${n % 250}`;
      let rec;
      if (n % 2 === 0 || pairs.length === 0) {
        const title = `crash-${round}-${c}-${n}`;
        rec = { kind: 'contact', title };
        rec.req = fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({
            type: 'event',
            name: '홍길동',
            tel: '01098765432',
            email: 'visitor@example.com',
            title,
            message: '크래시 테스트 문의입니다.',
            consent: true,
            elapsedMs: 8000,
          }),
        });
      } else {
        const { member, slot } = pairs.pop();
        rec = { kind: 'application', member, slot };
        rec.req = fetch(`${base}/api/events/${fixture.eventId}/applications`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': ip,
            authorization: `Bearer ${tokens.get(member)}`,
          },
          body: JSON.stringify({ sessionId: slot }),
        });
      }
      try {
        const res = await rec.req;
        const body = await res.json().catch(() => null);
        rec.status = res.status;
        rec.outcome = res.ok ? 'ok' : 'refused';
        if (res.ok) acked();
        rec.id = body?.id;
        if (res.status >= 500 && res.status !== 503)
          log.write(`[crash-test] ${res.status} ${JSON.stringify(body)}\n`);
      } catch {
        rec.outcome = 'unknown';
      }
      delete rec.req;
      records.push(rec);
      if (rec.outcome === 'unknown') return;
    }
  };
  const running = Array.from({ length: clients }, (_, c) => client(c));
  return {
    records,
    firstAck,
    stop: async () => {
      stop = true;
      await Promise.all(running);
    },
  };
}

/** What the data says about every request that was made. */
async function verify(sql, fixture, records) {
  const problems = [];
  const inquiries = await sql.query(`select id, title from contact_inquiries where title like 'crash-%'`);
  const mails = await sql.query(`select subject from mail_outbox where subject like '%crash-%'`);
  const byTitle = new Map();
  for (const r of inquiries) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r.id]);
  const mailCount = new Map();
  for (const m of mails) {
    const title = m.subject.slice(m.subject.lastIndexOf(' · ') + 3);
    mailCount.set(title, (mailCount.get(title) ?? 0) + 1);
  }
  for (const [title] of byTitle)
    if (mailCount.get(title) !== 1)
      problems.push(`inquiry ${title} has ${mailCount.get(title) ?? 0} notification mails`);
  for (const [title, n] of mailCount)
    if (!byTitle.has(title)) problems.push(`mail for ${title} without its inquiry (${n})`);

  const apps = await sql.query(
    `select id, user_id, session_id, status from applications where event_id = $1`,
    [fixture.eventId],
  );
  const pairKey = (m, s) => `${m}/${s}`;
  const appsByPair = new Map();
  for (const a of apps)
    appsByPair.set(pairKey(a.user_id, a.session_id), [
      ...(appsByPair.get(pairKey(a.user_id, a.session_id)) ?? []),
      a,
    ]);

  let acknowledged = 0;
  let lost = 0;
  for (const r of records) {
    if (r.kind === 'contact') {
      const stored = byTitle.get(r.title) ?? [];
      if (r.outcome === 'ok') {
        acknowledged++;
        // NOTE: a kill between the status line and the body leaves the id unread: the key decides.
        if (stored.length !== 1 || (r.id && stored[0] !== r.id)) {
          lost++;
          problems.push(`acknowledged inquiry ${r.title} stored ${stored.length} times`);
        }
      } else if (r.outcome === 'refused' && stored.length)
        problems.push(`refused inquiry ${r.title} (${r.status}) was stored`);
      else if (stored.length > 1) problems.push(`inquiry ${r.title} stored ${stored.length} times`);
    } else {
      const stored = appsByPair.get(pairKey(r.member, r.slot)) ?? [];
      if (r.outcome === 'ok') {
        acknowledged++;
        if (stored.length !== 1 || (r.id && stored[0].id !== r.id) || stored[0].status !== 'confirmed') {
          lost++;
          problems.push(`acknowledged application ${r.id} stored as ${JSON.stringify(stored)}`);
        }
      } else if (r.outcome === 'refused' && stored.length)
        problems.push(`refused application (${r.status}) was stored`);
      else if (stored.length > 1)
        problems.push(`application ${r.member}/${r.slot} stored ${stored.length} times`);
    }
  }
  const seats = await sql.query(
    `select s.id, s.taken, s.capacity,
       (select count(*)::int from applications a where a.session_id = s.id and a.status = 'confirmed') as confirmed
     from event_sessions s where s.event_id = $1`,
    [fixture.eventId],
  );
  for (const s of seats)
    if (s.taken !== s.confirmed || s.taken > s.capacity)
      problems.push(`slot ${s.id}: taken ${s.taken}, confirmed ${s.confirmed}, capacity ${s.capacity}`);
  return { acknowledged, lost, problems, seats };
}

/** One database: seed, then `kills` rounds of load and SIGKILL, then a clean start and the checks. */
export async function crashTest({
  database = 'pglite',
  kills = 3,
  clients = 12,
  members = 40,
  loadMs = [300, 2000],
  quiet = false,
} = {}) {
  const say = quiet ? () => {} : (m) => console.log(`[crash-test ${database}] ${m}`);
  const runDir = join('data', `crash-${database}-${Date.now()}`);
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'server.log'));
  let pgServer;
  let smtpSink;
  let target;
  const env = { JWT_SECRET, APP_URL: 'http://127.0.0.1', DEMO_IDENTITY_ENABLED: 'false' };
  if (database === 'postgres') {
    pgServer = await startPgInstance();
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query('create database moru');
    await admin.end();
    target = { kind: 'postgres', url: pgServer.urlFor('moru') };
    // A start on PostgreSQL is a production start: secrets, mail and URLs it refuses to start without.
    smtpSink = await startSmtpSink();
    Object.assign(env, productionTestEnv({ smtpUrl: smtpSink.url, siteUrl: SITE_URL, appUrl: env.APP_URL }));
    env.DATABASE_URL = target.url;
  } else {
    target = { kind: 'pglite', dir: join(runDir, 'db') };
    env.PGLITE_DIR = target.dir;
  }
  const records = [];
  const rounds = [];
  try {
    let sql = await openSql(target);
    const fixture = await seed(sql, members);
    await sql.close();
    const pairs = fixture.members.flatMap((member) => fixture.slots.map((slot) => ({ member, slot })));
    pairs.sort(() => Math.random() - 0.5);
    const tokens = new Map(await Promise.all(fixture.members.map(async (m) => [m, await accessToken(m)])));

    for (let round = 1; round <= kills + 1; round++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = startServer({ port, env: { ...env, PORT: String(port) }, log });
      const startMs = await waitHealthy(base, child);
      if (round > kills) {
        // The clean start after the last kill: the data opens, migrations run again, pages answer.
        const events = await fetch(`${base}/api/events`);
        const home = await fetch(`${base}/`);
        rounds.push({ round, startMs, events: events.status, home: home.status });
        say(`clean start in ${startMs} ms: /api/events ${events.status}, / ${home.status}`);
        if (!events.ok || !home.ok) throw new Error('the app did not serve cleanly after the last kill');
        await killHard(child);
        break;
      }
      const running = await load({ base, fixture, tokens, pairs, clients, round, log });
      // NOTE: the random moment is counted from the first acknowledged write, so every kill
      // lands in writes and not in the first requests' warm-up.
      await running.firstAck;
      const after = loadMs[0] + Math.random() * (loadMs[1] - loadMs[0]);
      await new Promise((r) => setTimeout(r, after));
      await killHard(child);
      await running.stop();
      records.push(...running.records);
      const ok = running.records.filter((r) => r.outcome === 'ok').length;
      rounds.push({ round, startMs, killAfterMs: Math.round(after), sent: running.records.length, ok });
      say(
        `round ${round}: started in ${startMs} ms, killed after ${Math.round(after)} ms, ${running.records.length} requests, ${ok} acknowledged`,
      );
    }
    sql = await openSql(target);
    const result = await verify(sql, fixture, records);
    await sql.close();
    const summary = {
      database,
      kills,
      requests: records.length,
      acknowledged: result.acknowledged,
      lost: result.lost,
      refused: records.filter((r) => r.outcome === 'refused').length,
      unknown: records.filter((r) => r.outcome === 'unknown').length,
      problems: result.problems,
      seats: result.seats,
      rounds,
    };
    say(
      `${summary.acknowledged} acknowledged writes checked, ${summary.lost} lost, ${summary.problems.length} problems, ${summary.unknown} cut off by the kill`,
    );
    return summary;
  } finally {
    log.end();
    await pgServer?.destroy();
    await smtpSink?.close();
    if (!process.env.CRASH_KEEP) rmSync(runDir, { recursive: true, force: true });
  }
}

/** Builds the app into the browser tests' build directory unless it is up to date. */
export async function ensureCrashBuild() {
  const code = await ensureBuild(DIST_DIR, BUILD_ENV);
  if (code !== 0) throw new Error(`build failed (exit ${code})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const which = arg('db', 'both');
  await ensureCrashBuild();
  const results = [];
  for (const database of which === 'both' ? ['pglite', 'postgres'] : [which]) {
    results.push(
      await crashTest({ database, kills: Number(arg('kills', 5)), clients: Number(arg('clients', 12)) }),
    );
  }
  console.table(
    results.map((r) => ({
      database: r.database,
      'kill points': r.kills,
      requests: r.requests,
      'acknowledged checked': r.acknowledged,
      lost: r.lost,
      'cut off': r.unknown,
      problems: r.problems.length,
    })),
  );
  for (const r of results) for (const p of r.problems) console.error(`✗ ${r.database}: ${p}`);
  process.exit(results.every((r) => r.lost === 0 && r.problems.length === 0) ? 0 : 1);
}
