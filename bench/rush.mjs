// Rush scenario (issue 5): 2,000 members apply in the same moment for 10 slots of 20 seats, through
// a running server on PostgreSQL, then the read path (event list and detail) under load.
//
//   node bench/rush.mjs                      # BENCH_URL, DATABASE_URL and JWT_SECRET from the environment
//   import { runRush } from './bench/rush.mjs'; await runRush({ baseUrl, databaseUrl, jwtSecret })
//
// The server under test must use the same DATABASE_URL and JWT_SECRET (the bench writes its own
// event and members straight into the database and signs their access tokens). Everything it
// creates is deleted afterwards. Exit code 1 when the confirmed count is not exactly the seat count
// or any answer was a 5xx.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { backendPids, cpuBreakdown, cpuSnapshot } from './cpu.mjs';
import { closeAgents, request } from './http.mjs';

const DEFAULTS = {
  members: 2000,
  slots: 10,
  seats: 20,
  /** Requests in flight at once during the rush. */
  concurrency: 200,
  /** Seconds of load on each read endpoint. */
  readSeconds: 10,
  readConnections: 50,
  /**
   * Milliseconds from the seed to the moment applications open, when the rush is sent, as at a
   * real 10:00 opening (the instances warm up before each opening they see, decision 027); 0: the
   * event is already open and the rush is sent at once.
   */
  opensInMs: 0,
};

export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

export async function seed(client, o, runId) {
  const now = Date.now();
  const opensAt = o.opensInMs ? new Date(now + o.opensInMs) : new Date(now - 3600e3);
  const {
    rows: [event],
  } = await client.query(
    `insert into events (type, kind, title_ko, title_en, starts_at, ends_at, apply_opens_at, apply_closes_at, seed_key)
     values ('application', 'docent', $1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      `벤치 도슨트 투어 ${runId}`,
      `Bench docent tour ${runId}`,
      new Date(now - 3600e3),
      new Date(now + 7 * 86400e3),
      opensAt,
      new Date(now + 6 * 86400e3),
      `bench-${runId}`,
    ],
  );
  const slotIds = [];
  for (let i = 0; i < o.slots; i++) {
    const start = new Date(now + 86400e3 + i * 3600e3);
    const { rows } = await client.query(
      'insert into event_sessions (event_id, starts_at, ends_at, capacity) values ($1, $2, $3, $4) returning id',
      [event.id, start, new Date(start.getTime() + 45 * 60e3), o.seats],
    );
    slotIds.push(rows[0].id);
  }
  // Written straight to the tables: tell the instances' cached event answers, as the app's writers do.
  await client.query("update cache_versions set version = version + 1 where name = 'events'");
  const ids = Array.from({ length: o.members }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const values = chunk.map((_, j) => `($${j * 2 + 1}, $${j * 2 + 2})`).join(',');
    await client.query(
      `insert into users (id, email) values ${values}`,
      chunk.flatMap((id, j) => [id, `bench-${runId}-${i + j}@example.com`]),
    );
  }
  return { eventId: event.id, slotIds, memberIds: ids, opensAt };
}

export async function cleanup(client, eventId, runId) {
  await client.query('delete from events where id = $1', [eventId]);
  await client.query('delete from mail_outbox where "to" like $1', [`bench-${runId}-%`]);
  await client.query('delete from users where email like $1', [`bench-${runId}-%`]);
}

/**
 * With BENCH_REQUESTS_DIR set, writes every request of a phase to `<dir>/<phase>-requests.json`:
 * when it was sent (epoch ms), how long it took, its status and error code, to line up with what
 * a sampler saw on the host at that moment (decision 016, "Where the joins' time goes").
 */
export function writeRequestLog(phase, results, dir = process.env.BENCH_REQUESTS_DIR) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const rows = results.map((r) => ({ ...r, at: Math.round(performance.timeOrigin + r.at), ms: Math.round(r.ms) }));
  writeFileSync(`${dir}/${phase}-requests.json`, JSON.stringify(rows));
}

export async function signTokens(ids, secret) {
  const key = new TextEncoder().encode(secret);
  const iss = process.env.JWT_ISSUER ?? 'moru-design-trend';
  const aud = process.env.JWT_AUDIENCE ?? 'moru-web';
  const iat = Math.floor(Date.now() / 1000);
  return Promise.all(
    ids.map((id) =>
      new SignJWT({ roles: ['member'] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 900)
        .sign(key),
    ),
  );
}

/** Fires every application with at most `concurrency` in flight; returns per-request results. */
async function rushApplications(baseUrl, eventId, slotIds, tokens, concurrency) {
  const results = new Array(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      const started = performance.now();
      try {
        const res = await request(`${baseUrl}/api/events/${eventId}/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
          body: JSON.stringify({ sessionId: slotIds[i % slotIds.length] }),
        });
        const body = await res.json().catch(() => ({}));
        results[i] = { status: res.status, code: body?.error?.code ?? null, ms: performance.now() - started, at: started };
      } catch (err) {
        results[i] = { status: 0, code: String(err?.cause?.code ?? err?.message ?? err), ms: performance.now() - started, at: started };
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

function readLoad(url, o) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: o.readConnections, duration: o.readSeconds }, (err, r) => {
      if (err) reject(err);
      else
        resolve({
          url: url.replace(/^https?:\/\/[^/]+/, ''),
          requestsPerSecond: Math.round(r.requests.average),
          p50Ms: r.latency.p50,
          p99Ms: r.latency.p99,
          total: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
        });
    });
  });
}

/** Runs the rush and the read load; resolves the report (and prints it). */
export async function runRush(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const baseUrl = (o.baseUrl ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const databaseUrl = o.databaseUrl ?? process.env.DATABASE_URL;
  const jwtSecret = o.jwtSecret ?? process.env.JWT_SECRET;
  if (!databaseUrl || !jwtSecret) throw new Error('rush bench needs DATABASE_URL and JWT_SECRET (the same as the server under test)');
  const health = await fetch(`${baseUrl}/api/health`).then((r) => r.json());
  if (health.db !== 'up') throw new Error(`server at ${baseUrl} is not healthy: ${JSON.stringify(health)}`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const runId = randomUUID().slice(0, 8);
  const { eventId, slotIds, memberIds, opensAt } = await seed(client, o, runId);
  try {
    const tokens = await signTokens(memberIds, jwtSecret);
    const wait = opensAt.getTime() - Date.now();
    if (wait > 0) {
      console.log(`[bench] applications open in ${(wait / 1000).toFixed(1)} s; the rush is sent then`);
      // A few milliseconds after the opening, so no request is early by the clocks' rounding.
      await new Promise((r) => setTimeout(r, wait + 20));
    }
    const cpuBefore = cpuSnapshot();
    const { results, seconds } = await rushApplications(baseUrl, eventId, slotIds, tokens, o.concurrency);
    const cpu = cpuBreakdown(cpuBefore, cpuSnapshot(), seconds, availableParallelism(), {
      app: o.instancePids ? new Set(o.instancePids) : undefined,
      postgres: await backendPids(client),
    });
    if (o.dump !== null) writeRequestLog('rush', results);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const byStatus = {};
    const statusKey = (r) => `${r.status}${r.code ? ` ${r.code}` : ''}`;
    for (const r of results) byStatus[statusKey(r)] = (byStatus[statusKey(r)] ?? 0) + 1;
    const {
      rows: [db],
    } = await client.query(
      `select (select coalesce(sum(taken), 0)::int from event_sessions where event_id = $1) as taken,
              (select count(*)::int from applications where event_id = $1 and status = 'confirmed') as confirmed,
              (select count(*)::int from event_sessions where event_id = $1 and taken > capacity) as overbooked`,
      [eventId],
    );
    // Which answers make the tail: each status's own p50 and p99, and the first wave (the requests
    // sent in the first half second, when the instances meet the burst cold) apart from the rest.
    const spread = (some) => {
      const ms = some.map((r) => r.ms).sort((a, b) => a - b);
      return { requests: ms.length, p50Ms: Math.round(pct(ms, 50)), p99Ms: Math.round(pct(ms, 99)) };
    };
    const latencyByStatus = {};
    for (const key of Object.keys(byStatus)) latencyByStatus[key] = spread(results.filter((r) => statusKey(r) === key));
    const firstSent = Math.min(...results.map((r) => r.at));
    latencyByStatus['first 0.5 s'] = spread(results.filter((r) => r.at - firstSent < 500));
    latencyByStatus['after 0.5 s'] = spread(results.filter((r) => r.at - firstSent >= 500));
    const confirmed201 = results.filter((r) => r.status === 201).length;
    const serverErrors = results.filter((r) => r.status >= 500 || r.status === 0).length;
    const expected = o.slots * o.seats;
    const rush = {
      requests: results.length,
      seconds: Number(seconds.toFixed(2)),
      requestsPerSecond: Math.round(results.length / seconds),
      p50Ms: Math.round(pct(latencies, 50)),
      p99Ms: Math.round(pct(latencies, 99)),
      confirmed201,
      confirmedInDb: db.confirmed,
      seatsTakenInDb: db.taken,
      overbookedSlots: db.overbooked,
      expected,
      byStatus,
      latencyByStatus,
      errors: serverErrors,
    };
    const reads = [await readLoad(`${baseUrl}/api/events?tab=on`, o), await readLoad(`${baseUrl}/api/events/${eventId}`, o)];
    const report = { rush, cpu, reads, ok: confirmed201 === expected && db.confirmed === expected && db.taken === expected && serverErrors === 0 };
    console.log('\n━━ rush: %d members, %d slots × %d seats ━━', o.members, o.slots, o.seats);
    const { latencyByStatus: byStatusLatency, ...row } = rush;
    console.table([{ ...row, byStatus: JSON.stringify(rush.byStatus) }]);
    console.table(byStatusLatency);
    console.log('CPU during the rush (%d cores × %s s):', availableParallelism(), rush.seconds);
    console.table(cpu);
    console.log('━━ read path under load ━━');
    console.table(reads);
    console.log(report.ok ? `✓ exactly ${expected} confirmed, no 5xx` : `✗ expected ${expected} confirmed and no 5xx`);
    return report;
  } finally {
    closeAgents();
    await cleanup(client, eventId, runId);
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runRush()
    .then((r) => process.exit(r.ok ? 0 : 1))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
