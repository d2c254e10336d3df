// Waitlist phase of the rush (issue 16): 2,000 members ask for 10 slots of 20 seats at once with
// `waitlist: true` (200 get a seat, the rest join a line), then 100 seat holders cancel at once and
// each cancellation promotes the first in line in its own transaction.
//
//   node bench/rush-waitlist.mjs             # BENCH_URL, DATABASE_URL and JWT_SECRET from the environment
//   import { runRushWaitlist } from './bench/rush-waitlist.mjs'
//
// Same contract as bench/rush.mjs (whose seed, tokens and cleanup it uses). Exit code 1 when a slot
// is overbooked or left with a free seat while someone waits, a position is missing or repeated,
// or any answer was a 5xx.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { backendPids, cpuBreakdown, cpuSnapshot } from './cpu.mjs';
import { closeAgents, request } from './http.mjs';
import { cleanup, pct, seed, signTokens, writeRequestLog } from './rush.mjs';

const DEFAULTS = { members: 2000, slots: 10, seats: 20, cancellations: 100, concurrency: 200 };

/** Runs `calls` with at most `concurrency` in flight; per-call status, error code and latency. */
async function fire(calls, concurrency) {
  const results = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const i = next++;
      const started = performance.now();
      try {
        const res = await calls[i]();
        const body = await res.json().catch(() => ({}));
        results[i] = { status: res.status, code: body?.error?.code ?? body?.status ?? null, id: body?.id, at: started, ms: performance.now() - started };
      } catch (err) {
        results[i] = { status: 0, code: String(err?.cause?.code ?? err?.message ?? err), at: started, ms: performance.now() - started };
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** p50 and p99 by answer, and by when the request was sent (as the rush bench reports them). */
function latencySplit(results) {
  const spread = (rs) => {
    const l = rs.map((r) => r.ms).sort((a, b) => a - b);
    return { requests: rs.length, p50Ms: Math.round(pct(l, 50)), p99Ms: Math.round(pct(l, 99)) };
  };
  const key = (r) => `${r.status} ${r.code ?? ''}`.trim();
  const split = {};
  for (const k of new Set(results.map(key))) split[k] = spread(results.filter((r) => key(r) === k));
  const firstSent = Math.min(...results.map((r) => r.at));
  split['first 0.5 s'] = spread(results.filter((r) => r.at - firstSent < 500));
  split['after 0.5 s'] = spread(results.filter((r) => r.at - firstSent >= 500));
  return split;
}

function summary(results, seconds) {
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const byStatus = {};
  for (const r of results) byStatus[`${r.status} ${r.code ?? ''}`.trim()] = (byStatus[`${r.status} ${r.code ?? ''}`.trim()] ?? 0) + 1;
  return {
    requests: results.length,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(results.length / seconds),
    p50Ms: Math.round(pct(latencies, 50)),
    p99Ms: Math.round(pct(latencies, 99)),
    byStatus,
    errors: results.filter((r) => r.status >= 500 || r.status === 0).length,
  };
}

export async function runRushWaitlist(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const baseUrl = (o.baseUrl ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const databaseUrl = o.databaseUrl ?? process.env.DATABASE_URL;
  const jwtSecret = o.jwtSecret ?? process.env.JWT_SECRET;
  if (!databaseUrl || !jwtSecret) throw new Error('waitlist bench needs DATABASE_URL and JWT_SECRET (the same as the server under test)');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const runId = `wl${Date.now().toString(36)}`;
  const { eventId, slotIds, memberIds } = await seed(client, o, runId);
  try {
    const tokens = await signTokens(memberIds, jwtSecret);
    const post = (i) => () =>
      request(`${baseUrl}/api/events/${eventId}/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
        body: JSON.stringify({ sessionId: slotIds[i % slotIds.length], waitlist: true }),
      });
    const cpuBefore = cpuSnapshot();
    const join = await fire(tokens.map((_, i) => post(i)), o.concurrency);
    const cpu = cpuBreakdown(cpuBefore, cpuSnapshot(), join.seconds, availableParallelism(), {
      app: o.instancePids ? new Set(o.instancePids) : undefined,
      postgres: await backendPids(client),
    });

    const holders = join.results.flatMap((r, i) => (r.code === 'confirmed' ? [{ i, id: r.id }] : [])).slice(0, o.cancellations);
    const cancel = await fire(
      holders.map(({ i, id }) => () =>
        request(`${baseUrl}/api/users/my/applications/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens[i]}` } }),
      ),
      o.concurrency,
    );

    const { rows } = await client.query(
      `select s.id, s.capacity, s.taken,
              (select count(*)::int from applications a where a.session_id = s.id and a.status = 'confirmed') as confirmed,
              (select count(*)::int from applications a where a.session_id = s.id and a.status = 'confirmed' and a.promoted_at is not null) as promoted,
              (select count(*)::int from applications a where a.session_id = s.id and a.status = 'waitlisted') as waiting,
              (select count(distinct a.queue_seq)::int from applications a where a.session_id = s.id and a.status = 'waitlisted') as distinct_places
         from event_sessions s where s.event_id = $1`,
      [eventId],
    );
    const db = {
      confirmed: rows.reduce((n, r) => n + r.confirmed, 0),
      promoted: rows.reduce((n, r) => n + r.promoted, 0),
      waiting: rows.reduce((n, r) => n + r.waiting, 0),
      overbookedSlots: rows.filter((r) => r.taken > r.capacity || r.confirmed > r.capacity).length,
      idleSeatsWithWaiters: rows.filter((r) => r.confirmed < r.capacity && r.waiting > 0).length,
      countersOff: rows.filter((r) => r.taken !== r.confirmed).length,
      positionsBroken: rows.filter((r) => r.distinct_places !== r.waiting).length,
    };
    const joinSummary = summary(join.results, join.seconds);
    const cancelSummary = summary(cancel.results, cancel.seconds);
    const ok =
      joinSummary.errors === 0 &&
      cancelSummary.errors === 0 &&
      db.overbookedSlots === 0 &&
      db.idleSeatsWithWaiters === 0 &&
      db.countersOff === 0 &&
      db.positionsBroken === 0 &&
      db.promoted === holders.length;
    console.log('\n━━ waitlist: %d members on %d seats, then %d cancellations ━━', o.members, o.slots * o.seats, holders.length);
    console.table([
      { phase: 'join', ...joinSummary, byStatus: JSON.stringify(joinSummary.byStatus) },
      { phase: 'cancel + promote', ...cancelSummary, byStatus: JSON.stringify(cancelSummary.byStatus) },
    ]);
    console.table(latencySplit(join.results));
    if (o.dump !== null) writeRequestLog('joins', join.results);
    console.table([db]);
    console.log('CPU during the joins (%d cores × %s s):', availableParallelism(), joinSummary.seconds);
    console.table(cpu);
    console.log(ok ? `✓ ${db.promoted} promoted, never overbooked, no idle seat while someone waits` : '✗ waitlist invariants broken (see above)');
    return { join: joinSummary, cancel: cancelSummary, cpu, db, ok };
  } finally {
    closeAgents();
    await cleanup(client, eventId, runId);
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runRushWaitlist()
    .then((r) => process.exit(r.ok ? 0 : 1))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
