import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, poolStats } from '../db/client';

/**
 * The process's Prometheus metrics (decision 039), kept on `globalThis` so every bundle's copy of
 * this module (Next's, the API's) counts into one registry. Request counts and latencies, the seat
 * transaction's time; outbox depth and age, job lag and pool use are read when scraped.
 */
function build() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'moru_http_requests_total',
    help: 'API requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'moru_http_request_duration_seconds',
    help: 'API request time in the app, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const seatTransaction = new Histogram({
    name: 'moru_seat_transaction_duration_seconds',
    help: 'Time of the transaction that takes seats or waitlist places for a batch of applications',
    labelNames: ['outcome'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const outboxDepth = new Gauge({
    name: 'moru_outbox_pending',
    help: 'Messages waiting in an outbox (pending or being sent)',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'moru_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message waiting in an outbox (0 when empty)',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const jobLag = new Gauge({
    name: 'moru_job_lag_seconds',
    help: 'How long a periodic job has been due without running (0 when not due)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'moru_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const dbUp = new Gauge({
    name: 'moru_db_up',
    help: '1 when the database answered the scrape, 0 otherwise',
    registers: [registry],
  });
  return { registry, requests, latency, seatTransaction, outboxDepth, outboxAge, jobLag, pool, dbUp };
}

const KEY = Symbol.for('moru.metrics');
const store = globalThis as unknown as Record<symbol, ReturnType<typeof build> | undefined>;
const metrics = () => {
  store[KEY] ??= build();
  return store[KEY];
};

/** One API request answered: `route` is the route's pattern (never the path: ids would explode it). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const m = metrics();
  const labels = { method, route, status: String(status) };
  m.requests.inc(labels);
  m.latency.observe(labels, seconds);
}

/** Times the seat transaction (`events/service.ts`): `committed` or `failed`. */
export async function timeSeatTransaction<T>(run: () => Promise<T>): Promise<T> {
  const end = metrics().seatTransaction.startTimer();
  try {
    const out = await run();
    end({ outcome: 'committed' });
    return out;
  } catch (err) {
    end({ outcome: 'failed' });
    throw err;
  }
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/** Reads the gauges the database holds; `moru_db_up` says whether it could. */
async function readDatabase(db: Db | undefined): Promise<void> {
  const m = metrics();
  const stats = db ? poolStats(db) : undefined;
  m.pool.reset();
  if (stats) for (const [state, n] of Object.entries(stats)) m.pool.set({ state }, n);
  if (!db) {
    m.dbUp.set(0);
    return;
  }
  try {
    const outboxes = rowsOf(
      await db.execute(sql`
        select 'mail' as outbox, count(*)::int as depth,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
          from mail_outbox where status in ('pending', 'sending')
        union all
        select 'messaging', count(*)::int,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float8
          from message_outbox where status in ('pending', 'sending')`),
    );
    const jobs = rowsOf(
      await db.execute(
        sql`select name, greatest(extract(epoch from now() - next_run_at), 0)::float8 as lag from job_leases`,
      ),
    );
    m.outboxDepth.reset();
    m.outboxAge.reset();
    for (const r of outboxes) {
      m.outboxDepth.set({ outbox: String(r.outbox) }, Number(r.depth));
      m.outboxAge.set({ outbox: String(r.outbox) }, Number(r.age));
    }
    m.jobLag.reset();
    for (const r of jobs) m.jobLag.set({ job: String(r.name) }, Number(r.lag));
    m.dbUp.set(1);
  } catch {
    m.dbUp.set(0);
  }
}

/** The Prometheus text of every metric, the database's read now. */
export async function renderMetrics(db: Db | undefined): Promise<{ body: string; contentType: string }> {
  await readDatabase(db);
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | null | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const wanted = Buffer.from(token);
  // NOTE: compared against itself when the lengths differ, so the time does not tell the length.
  return given.length === wanted.length ? timingSafeEqual(given, wanted) : !timingSafeEqual(wanted, wanted);
}
