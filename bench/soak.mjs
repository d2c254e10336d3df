// `npm run bench -- --soak` (or `node bench/soak.mjs`): the built app (the browser tests'
// build) on a fresh PGlite directory, driven at a steady rate by a realistic mix — page views,
// event lists and details, sign-ins, slot applications (each followed by its cancellation) and
// Contact inquiries — for SOAK_MINUTES (default 10) at SOAK_RPS requests a second (default 20).
// Reports throughput, p50/p99 per route for each tenth of the run, errors, and the server's
// resident memory at start and end; writes bench/results/soak.json. Memory bound: the end may
// exceed the start (after warm-up) by at most SOAK_MEMORY_GROWTH_MB (default 150).
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  accessToken,
  ensureCrashBuild,
  freePort,
  JWT_SECRET,
  killHard,
  openSql,
  seed,
  startServer,
  waitHealthy,
} from '../scripts/crash-test.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RPS = Number(process.env.SOAK_RPS ?? 20);
const GROWTH_MB = Number(process.env.SOAK_MEMORY_GROWTH_MB ?? 150);
const WINDOWS = 10;
const RESULTS = 'bench/results/soak.json';

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

function countBy(values) {
  const out = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Resident memory of the server process and its children, in MB (Linux /proc). */
function rssMb(pid) {
  let kb = 0;
  const visit = (p) => {
    try {
      kb += Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      for (const c of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean))
        visit(c);
    } catch {
      // gone
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

export async function main() {
  await ensureCrashBuild();
  const runDir = join('data', `soak-${Date.now()}`);
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(join(runDir, 'server.log'));
  const target = { kind: 'pglite', dir: join(runDir, 'db') };
  const sql = await openSql(target);
  const fixture = await seed(sql, 200);
  await sql.close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer({ port, env: { PGLITE_DIR: target.dir, JWT_SECRET, PORT: String(port) }, log });
  let ip = 0;
  const xff = () => ({ 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}` });
  const tokens = await Promise.all(fixture.members.map(accessToken));
  let member = 0;
  const json = (method, body, token) => ({
    method,
    headers: {
      'content-type': 'application/json',
      ...xff(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  /** [route name, weight, request] */
  const MIX = [
    ['page /', 4, () => fetch(`${base}/`)],
    ['page /en', 2, () => fetch(`${base}/en`)],
    ['page /faq', 2, () => fetch(`${base}/faq`)],
    ['page /event', 2, () => fetch(`${base}/event`)],
    ['GET /api/events', 5, () => fetch(`${base}/api/events`, { headers: xff() })],
    ['GET /api/events/{id}', 4, () => fetch(`${base}/api/events/${fixture.eventId}`, { headers: xff() })],
    [
      'POST /api/auth/login',
      1,
      () =>
        fetch(
          `${base}/api/auth/login`,
          json('POST', { email: 'demo@moru-surfaces.example', password: 'moru2025demo' }),
        ),
    ],
    [
      'POST apply + DELETE cancel',
      2,
      async () => {
        const i = member++ % tokens.length;
        const slot = fixture.slots[1 + (i % 2)];
        const res = await fetch(
          `${base}/api/events/${fixture.eventId}/applications`,
          json('POST', { sessionId: slot }, tokens[i]),
        );
        if (res.status !== 201) return res;
        const { id } = await res.json();
        return fetch(`${base}/api/users/my/applications/${id}`, json('DELETE', undefined, tokens[i]));
      },
    ],
    [
      'POST /api/contact',
      1,
      () =>
        fetch(
          `${base}/api/contact`,
          json('POST', {
            type: 'event',
            name: '홍길동',
            tel: '01098765432',
            email: 'visitor@example.com',
            title: `soak ${ip}`,
            message: '장시간 부하 테스트 문의입니다.',
            consent: true,
            elapsedMs: 8000,
          }),
        ),
    ],
  ];
  const wheel = MIX.flatMap((m) => Array(m[1]).fill(m));
  try {
    await waitHealthy(base, child);
    // Warm-up: every route once, so start memory is the app's working size, not its empty one.
    for (const [, , send] of MIX) await (await send()).arrayBuffer();
    const memStart = rssMb(child.pid);
    const durationMs = MINUTES * 60_000;
    const windowMs = durationMs / WINDOWS;
    const samples = []; // { window, route, ms, status }
    const memory = [];
    const started = Date.now();
    let inFlight = 0;
    let maxInFlight = 0;
    const pending = new Set();
    let n = 0;
    await new Promise((resolve) => {
      const timer = setInterval(() => {
        const elapsed = Date.now() - started;
        if (elapsed >= durationMs) {
          clearInterval(timer);
          resolve();
          return;
        }
        const window = Math.floor(elapsed / windowMs);
        if (memory.length <= window) memory.push(rssMb(child.pid));
        const [route, , send] = wheel[n++ % wheel.length];
        const t0 = performance.now();
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const p = send()
          .then(async (res) => {
            await res.arrayBuffer();
            samples.push({ window, route, ms: performance.now() - t0, status: res.status });
          })
          .catch((err) =>
            samples.push({ window, route, ms: performance.now() - t0, status: 0, error: String(err) }),
          )
          .finally(() => {
            inFlight--;
            pending.delete(p);
          });
        pending.add(p);
      }, 1000 / RPS);
    });
    await Promise.all(pending);
    const memEnd = rssMb(child.pid);
    const routes = MIX.map(([route]) => route);
    const perWindow = routes.map((route) => {
      const row = { route };
      for (let w = 0; w < WINDOWS; w++) {
        const ms = samples
          .filter((s) => s.route === route && s.window === w)
          .map((s) => s.ms)
          .sort((a, b) => a - b);
        row[`p99 ${w + 1}`] = Math.round(pct(ms, 99));
      }
      const all = samples
        .filter((s) => s.route === route)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      row.requests = all.length;
      row.p50 = Math.round(pct(all, 50));
      row.p99 = Math.round(pct(all, 99));
      row.errors = samples.filter((s) => s.route === route && (s.status === 0 || s.status >= 500)).length;
      return row;
    });
    const errors = samples.filter((s) => s.status === 0 || s.status >= 500);
    const result = {
      generatedAt: new Date().toISOString(),
      minutes: MINUTES,
      targetRps: RPS,
      requests: samples.length,
      throughputRps: Number((samples.length / (durationMs / 1000)).toFixed(1)),
      maxInFlight,
      errors: errors.length,
      errorSamples: errors.slice(0, 10),
      statuses: countBy(samples.map((s) => s.status)),
      memoryMb: {
        start: memStart,
        end: memEnd,
        perWindow: memory,
        boundMb: GROWTH_MB,
        withinBound: memEnd - memStart <= GROWTH_MB,
      },
      routes: perWindow,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `\nsoak: ${MINUTES} min at ${RPS} req/s target → ${result.requests} requests, ${result.throughputRps} req/s, ${result.errors} errors (5xx or no answer)`,
    );
    console.log(
      `memory (RSS): ${memStart} MB after warm-up → ${memEnd} MB at the end (bound +${GROWTH_MB} MB: ${result.memoryMb.withinBound ? 'within' : 'EXCEEDED'}); per tenth ${memory.join(' ')}`,
    );
    console.log('p99 ms per route, per tenth of the run:');
    console.table(perWindow);
    console.log(`written to ${RESULTS}`);
    return result.errors === 0 && result.memoryMb.withinBound ? 0 : 1;
  } finally {
    await killHard(child);
    log.end();
    rmSync(runDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
