// An instance lost mid-rush (issue 55): applicants rush one slot through the deploy/ nginx in front of
// two app instances on one PostgreSQL, and one instance is SIGKILLed a moment after the first seat is
// confirmed. Each applicant behaves as the site's apply button does: an answer that says "try again"
// (503 with Retry-After, or the connection lost) is tried once more. Afterwards the data must say:
// exactly the slot's seats confirmed, every acknowledged (2xx) booking stored and confirmed, nobody
// booked twice, and every applicant holding an answer in the API's error shape or a booking; nginx's
// HTML error page never reaches a caller.
//   node scripts/rush-failover.mjs [--applicants 2000] [--seats 200] [--concurrency 200]
// Uses the browser tests' build (built when missing or stale), like scripts/crash-test.mjs.
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureTools, startNginx } from '../bench/throughput.mjs';
import { startPgInstance } from '../tests/support/pg-instance.mjs';
import { productionTestEnv } from '../tests/support/production-env.mjs';
import { startSmtpSink } from '../tests/support/smtp-sink.mjs';
import {
  accessToken,
  ensureCrashBuild,
  freePort,
  JWT_SECRET,
  killHard,
  openSql,
  SITE_URL,
  startServer,
  waitHealthy,
} from './crash-test.mjs';

const HOUR = 3_600_000;

/** One event with one slot of `seats`, and `applicants` members. */
async function seed(sql, { applicants, seats }) {
  await sql.migrate();
  const now = Date.now();
  const [event] = await sql.query(
    `insert into events (type, kind, title_ko, title_en, starts_at, ends_at, apply_opens_at, apply_closes_at, location)
     values ('application', 'docent', '장애 조치 테스트', 'Failover test', $1, $2, $3, $4, 'Seoul') returning id`,
    [now - 24 * HOUR, now + 7 * 24 * HOUR, now - HOUR, now + 6 * 24 * HOUR].map((t) =>
      new Date(t).toISOString(),
    ),
  );
  const starts = new Date(now + 48 * HOUR);
  const [slot] = await sql.query(
    'insert into event_sessions (event_id, starts_at, ends_at, capacity) values ($1, $2, $3, $4) returning id',
    [event.id, starts.toISOString(), new Date(starts.getTime() + 45 * 60_000).toISOString(), seats],
  );
  const members = await sql.query(
    `insert into users (email, name, tel, birth)
     select 'failover-' || n || '@example.com', '김모루', '01012345678', '19900101' from generate_series(1, $1::int) n
     returning id`,
    [applicants],
  );
  return { eventId: event.id, slotId: slot.id, members: members.map((m) => m.id) };
}

/** What one answer was: a booking, a refusal with its code, a "try again", or no usable answer. */
async function read(res) {
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: nginx's own page, which must never reach a caller
  }
  const code = body?.error?.code;
  return {
    status: res.status,
    id: res.ok ? body?.id : undefined,
    code,
    json: body !== null,
    retryAfter: Number(res.headers.get('retry-after') ?? 0),
    snippet: body === null ? text.slice(0, 80) : undefined,
  };
}

/** The rush: every applicant once, `concurrency` at a time; `onFirstAck` when the first seat is confirmed. */
async function rush({ base, fixture, tokens, concurrency, onFirstAck }) {
  const queue = [...fixture.members];
  const outcomes = [];
  let acked = false;
  const apply = (member) =>
    fetch(`${base}/api/events/${fixture.eventId}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(member)}` },
      body: JSON.stringify({ sessionId: fixture.slotId }),
    }).then(read, () => ({ status: 0, lost: true }));
  const worker = async () => {
    for (let member = queue.shift(); member; member = queue.shift()) {
      const attempts = [await apply(member)];
      const first = attempts[0];
      if (first.status >= 200 && first.status < 300 && !acked) {
        acked = true;
        onFirstAck();
      }
      // As the site's apply button: "try again" is tried once more, after the delay it names.
      if (first.lost || first.status === 503) {
        await new Promise((r) => setTimeout(r, Math.min(first.retryAfter || 1, 2) * 1000));
        attempts.push(await apply(member));
      }
      outcomes.push({ member, attempts });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, ms: Math.round(performance.now() - started) };
}

/** What the data says about every applicant's answers. */
async function verify(sql, fixture, outcomes, seats) {
  const problems = [];
  const rows = await sql.query(
    'select id, user_id, status from applications where session_id = $1 order by created_at',
    [fixture.slotId],
  );
  const byMember = new Map();
  for (const r of rows) byMember.set(r.user_id, [...(byMember.get(r.user_id) ?? []), r]);
  const confirmed = rows.filter((r) => r.status === 'confirmed').length;
  if (confirmed !== seats) problems.push(`${confirmed} confirmed for ${seats} seats`);
  for (const [member, held] of byMember)
    if (held.length > 1) problems.push(`${member} booked ${held.length} times`);
  const [slot] = await sql.query('select taken from event_sessions where id = $1', [fixture.slotId]);
  if (slot.taken !== confirmed) problems.push(`taken ${slot.taken}, confirmed ${confirmed}`);

  let acknowledged = 0;
  let retried = 0;
  for (const { member, attempts } of outcomes) {
    const held = byMember.get(member) ?? [];
    for (const a of attempts) {
      if (!a.lost && !a.json)
        problems.push(`${member}: a ${a.status} answer that is not JSON (${a.snippet})`);
      if (a.status >= 200 && a.status < 300) {
        acknowledged++;
        if (held.length !== 1 || held[0].id !== a.id || held[0].status !== 'confirmed')
          problems.push(`acknowledged booking ${a.id} of ${member} stored as ${JSON.stringify(held)}`);
      } else if (a.status >= 400 && !a.code) problems.push(`${member}: ${a.status} without an error code`);
    }
    if (attempts.length > 1) retried++;
    const last = attempts.at(-1);
    // A member holding a seat is told so: a booking, or ALREADY_APPLIED after a cut first attempt.
    if (
      held.some((h) => h.status === 'confirmed') &&
      !(last.status === 201 || last.code === 'ALREADY_APPLIED')
    )
      problems.push(`${member} holds a seat but was last told ${last.status} ${last.code ?? ''}`);
    // An answer the applicant can act on: a booking, or a refusal that says why (SLOT_FULL,
    // ALREADY_APPLIED after a cut first attempt that was stored), or a clear "try again".
    if (last.lost) problems.push(`${member}: no answer after a retry`);
    if (last.status >= 500 && last.status !== 503) problems.push(`${member}: ${last.status} ${last.code}`);
  }
  return { problems, confirmed, acknowledged, retried };
}

/**
 * Seeds a PostgreSQL of its own, starts two instances behind nginx, rushes, kills one instance
 * `killAfterMs` after the first confirmed seat, and checks the data. Resolves with the figures.
 */
export async function rushFailover({
  applicants = 400,
  seats = 40,
  concurrency = 100,
  killAfterMs = 100,
  quiet = false,
} = {}) {
  const say = quiet ? () => {} : (m) => console.log(`[rush-failover] ${m}`);
  const { nginx } = ensureTools();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const runDir = resolve('data', `rush-failover-${Date.now()}`);
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'server.log'));
  const pgServer = await startPgInstance();
  const smtpSink = await startSmtpSink();
  const instances = [];
  let proxy;
  try {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query('create database moru');
    await admin.end();
    const target = { kind: 'postgres', url: pgServer.urlFor('moru') };
    let sql = await openSql(target);
    const fixture = await seed(sql, { applicants, seats });
    await sql.close();
    const tokens = new Map(await Promise.all(fixture.members.map(async (m) => [m, await accessToken(m)])));

    const env = {
      ...productionTestEnv({ smtpUrl: smtpSink.url, siteUrl: SITE_URL, appUrl: 'http://127.0.0.1' }),
      JWT_SECRET,
      DATABASE_URL: target.url,
      DEMO_IDENTITY_ENABLED: 'false',
    };
    // One at a time, as deploy/README.md says: the first runs the migrations' check alone.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = startServer({ port, env: { ...env, PORT: String(port) }, log });
      await waitHealthy(`http://127.0.0.1:${port}`, child);
      instances.push({ port, child });
    }
    const port = await freePort();
    proxy = await startNginx({
      nginx,
      port,
      rawPort: await freePort(),
      upstreams: instances.map((i) => i.port),
      rawRoot: runDir,
    });
    const base = `http://127.0.0.1:${port}`;
    say(
      `${applicants} applicants for ${seats} seats through nginx to instances ${instances.map((i) => i.port)}`,
    );

    let killedAt;
    const { outcomes, ms } = await rush({
      base,
      fixture,
      tokens,
      concurrency,
      onFirstAck: () => {
        setTimeout(() => {
          killedAt = Date.now();
          void killHard(instances[0].child);
        }, killAfterMs);
      },
    });
    if (!killedAt) throw new Error('the rush ended before the instance was killed: give it more applicants');

    sql = await openSql(target);
    const result = await verify(sql, fixture, outcomes, seats);
    await sql.close();
    const statuses = {};
    for (const { attempts } of outcomes)
      for (const a of attempts) {
        const key = a.lost ? 'lost' : `${a.status}${a.code ? ` ${a.code}` : ''}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    const summary = { applicants, seats, ms, ...result, statuses };
    say(
      `${ms} ms: ${result.confirmed} confirmed, ${result.acknowledged} acknowledged, ${result.retried} retried, ${result.problems.length} problems; answers ${JSON.stringify(statuses)}`,
    );
    return summary;
  } finally {
    proxy?.stop();
    for (const i of instances) await killHard(i.child);
    log.end();
    await pgServer.destroy();
    await smtpSink.close();
    if (!process.env.CRASH_KEEP) rmSync(runDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  await ensureCrashBuild();
  const r = await rushFailover({
    applicants: arg('applicants', 2000),
    seats: arg('seats', 200),
    concurrency: arg('concurrency', 200),
  });
  for (const p of r.problems) console.error(`✗ ${p}`);
  process.exit(r.problems.length ? 1 : 0);
}
