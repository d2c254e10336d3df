// `npm run bench`: builds the app into .next-bench, serves it on a free port, runs Lighthouse 12
// (mobile, median of 3 runs) on every public page in both languages and measures the first-load
// JavaScript of every page. Writes bench/results/latest.json and prints a table. Targets (issue 17):
// performance ≥ 99, accessibility 100, LCP ≤ 1.5 s, CLS ≤ 0.01, first-load JS within bench/first-load.mjs's budget,
// home transfer ≤ 1.5 MB. `BENCH_LHR_DIR=dir` keeps every run's whole Lighthouse report.
// Numbers are reported, not enforced. `BENCH_PAGES=/,/faq npm run bench -- --no-rush` measures a subset.
// Throughput (issue 17, bench/throughput.mjs): the app directly (src/runtime/server.mjs), `next start` on
// the same build, the deploy/ nginx in front of two instances on PostgreSQL, and that nginx serving
// the same bytes from a file, all in the same run; the rush goes through the nginx. `--no-load`
// skips the throughput rows, `--no-lighthouse` the Lighthouse and first-load rows.
// It also scores bench/reference, a one-paragraph Next.js page on the same stack, as the machine's floor
// (`--no-reference` skips it): the same code scores 15 points apart on different days here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_LOAD_JS_GZIP_KB, firstLoadBudgetKb, firstLoadScriptSrcs, scriptSize } from './first-load.mjs';
import { ensureTools, measure, startNginx } from './throughput.mjs';
import { addCompileHints } from '../scripts/compile-hints.mjs';
import { bundleApi, ensureBuild, run } from '../scripts/lib.mjs';
import { productionTestEnv } from '../tests/support/production-env.mjs';
import { startSmtpSink } from '../tests/support/smtp-sink.mjs';

// Robustness runs live in their own modules (issue 19) and replace the page bench when asked for.
for (const [flag, mod] of [
  ['--fuzz', './fuzz.mjs'],
  ['--soak', './soak.mjs'],
]) {
  if (process.argv.includes(flag)) process.exit(await (await import(mod)).main());
}

/**
 * Pages Lighthouse scores (mobile): every public page in both languages (issue 17), read from the
 * app's sitemap once the site is up; `BENCH_PAGES=/,/faq` scores a subset.
 */
const PAGES_FROM_ENV = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : null;
const SKIP_RUSH = process.argv.includes('--no-rush');
const SKIP_REFERENCE = process.argv.includes('--no-reference');
const SKIP_LOAD = process.argv.includes('--no-load');
const SKIP_LIGHTHOUSE = process.argv.includes('--no-lighthouse');
const REFERENCE_DIR = 'bench/reference';

// BENCH_DIST_DIR and `--no-build` measure an existing build as it is (e.g. while the tree does not build).
const DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
// The site is built for the origin it is served from, so its canonical and hreflang links point at
// the pages Lighthouse loads (SEO scores the canonical link against the page's own URL).
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3300);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const SKIP_BUILD = process.argv.includes('--no-build');
// `--warm-up`: before the measured rush, one unmeasured rush and waitlist on an event of their own,
// so the instances' JIT has compiled the apply path, as on a server that has taken applications
// before; the rows then say "warm instances". Without it the rush meets freshly started instances,
// which have only sent themselves a rush's requests that write nothing (decision 027).
const WARM_UP = process.argv.includes('--warm-up');
// The rush's event opens this long after it is written, and the rush is sent at that moment, as
// at a real 10:00 opening: each instance warms its apply path WARM_UP_LEAD_SECONDS (set to 10 here)
// before an opening it sees, and looks for openings every 5 s (decision 027).
// BENCH_OPENS_IN_SECONDS=0: the event is open already and the rush meets the instances as they are.
const WARM_UP_LEAD_SECONDS = 10;
const OPENS_IN_MS = Number(process.env.BENCH_OPENS_IN_SECONDS ?? WARM_UP_LEAD_SECONDS + 8) * 1000;
const RESULTS =
  process.env.BENCH_PAGES || process.argv.some((a) => a.startsWith('--no-') && a !== '--no-build')
    ? 'bench/results/subset.json'
    : 'bench/results/latest.json';
/** Issue 17's targets (the Lighthouse rows are medians of RUNS runs). */
const TARGETS = {
  performance: 99,
  accessibility: 100,
  largestContentfulPaintMs: 1500,
  cumulativeLayoutShift: 0.01,
  firstLoadJsGzipKb: FIRST_LOAD_JS_GZIP_KB,
  homeTransferMb: 1.5,
};
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Waits until the server process `pid` is quiet (under 10% of a core over a second, up to 3 min):
 * at start it renders every content page once (decision 014's warm round), and a row measured
 * meanwhile measures that too (the read path's p99 was its stalls). Linux /proc; elsewhere at once.
 */
async function waitSettled(pid, timeoutMs = 180_000) {
  const ticks = () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  const started = Date.now();
  let before = ticks();
  while (before !== null && Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = ticks();
    if (now === null || now - before < 10) return;
    before = now;
  }
}

/** Public pages in both languages, read from the app's own sitemap (built from `publicRoutes`), and the Korean-only ones. */
async function publicPages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = new Set();
  for (const block of xml.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
    const alternates = [...block.matchAll(/hreflang="(ko|en)"\s+href="([^"]+)"/g)];
    for (const [, , href] of alternates) paths.add(new URL(href).pathname);
  }
  return [...paths, ...KOREAN_ONLY_PAGES];
}

/** Event, sign and My Page screens: Korean only, outside the sitemap, measured for first-load JS too. */
const KOREAN_ONLY_PAGES = [
  '/event',
  '/sign/in',
  '/sign/up',
  '/sign/password',
  '/my',
  '/my/edit',
  '/my/apply',
];

const scriptCache = new Map();

/** Gzip size of the `/_next` scripts a page's HTML loads (bench/first-load.mjs says which). */
async function firstLoadJs(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const srcs = firstLoadScriptSrcs(html);
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    if (!scriptCache.has(src)) {
      scriptCache.set(src, scriptSize(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())));
    }
    const size = scriptCache.get(src);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { path, scripts: srcs.length, rawBytes: raw, gzipBytes: gzip };
}

/** Lighthouse runs per page; the median run (by performance score) is reported, as Lighthouse advises. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_LHR_DIR keeps every run's full Lighthouse report there (for reading the LCP breakdown). */
const LHR_DIR = process.env.BENCH_LHR_DIR;

function summarise(path, lhr) {
  const { categories, audits } = lhr;
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const metric = (key) => audits[key]?.numericValue ?? null;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      transferBytes: metric('total-byte-weight'),
    },
  };
}

/**
 * A phone always has a Korean font; a bare Debian host has none, and Chromium then paints the
 * fallback stage in boxes whose widths have nothing to do with the site font's (a layout shift no
 * visitor sees). Installs Noto Sans CJK (the face `Moru Sans Fallback` is tuned to) when absent.
 */
function ensureKoreanFont() {
  const listed = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).stdout ?? '';
  if (listed.trim()) return;
  console.log('[bench] installing fonts-noto-cjk (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env,
  });
}

/** `label` prefixes the kept reports' names (the reference page's `/` is not the site's). */
async function runLighthouse(base, pages, label = '') {
  ensureKoreanFont();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const path of pages) {
      const runs = [];
      // NOTE: Lighthouse 12 now and then loses the trace of a run (NO_NAVSTART); such a run has no
      // metrics and is measured again rather than counted.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        // Lighthouse's default config is the mobile preset (Moto G-class emulation, slow 4G throttling).
        const run = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const row = summarise(path, run.lhr);
        if (LHR_DIR) {
          mkdirSync(LHR_DIR, { recursive: true });
          const name = `${label}${path.replace(/\W+/g, '_') || '_'}-${runs.length}.json`;
          writeFileSync(resolvePath(LHR_DIR, name), JSON.stringify(run.lhr));
        }
        if (row.metrics.largestContentfulPaintMs !== null && row.metrics.cumulativeLayoutShift !== null)
          runs.push(row);
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) results.push({ ...median, runs: runs.map((r) => r.performance) });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Whether one Lighthouse row meets every target that applies to its page. */
function withinTargets(r) {
  const home = r.path === '/' || r.path === '/en';
  return (
    r.performance >= TARGETS.performance &&
    r.accessibility >= TARGETS.accessibility &&
    (r.metrics.largestContentfulPaintMs ?? Infinity) <= TARGETS.largestContentfulPaintMs &&
    (r.metrics.cumulativeLayoutShift ?? 1) <= TARGETS.cumulativeLayoutShift &&
    (!home || (r.metrics.transferBytes ?? Infinity) <= TARGETS.homeTransferMb * 1024 * 1024)
  );
}

/** The throughput rows with each one's share of raw nginx and of `next start` on the same page. */
function printThroughput(rows) {
  if (!rows.length) return;
  const raw = rows.find((r) => r.label.startsWith('raw nginx'))?.requestsPerSecond;
  const nextPage = rows.find(
    (r) => r.label.startsWith('next start') && r.url === '/archive',
  )?.requestsPerSecond;
  console.log(
    `\nThroughput (${rows[0].tool}, 50 connections; targets: pages behind nginx ≥ 50% of raw nginx;`,
  );
  console.log(
    'GET /api/events?tab=on ≥ 1,500 req/s, p99 ≤ 50 ms and ≥ 3× next start serving a prerendered page)',
  );
  console.table(
    rows.map((r) => ({
      measure: r.label,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'of raw nginx': raw ? `${Math.round((100 * r.requestsPerSecond) / raw)}%` : 'n/a',
      '× next start page': nextPage ? Number((r.requestsPerSecond / nextPage).toFixed(1)) : 'n/a',
      'non-2xx': r.non2xx,
      errors: r.errors ?? 0,
    })),
  );
}

/** Issue 29's targets for the server's speed (figures beside the same run's references). */
const SPEED_TARGETS = {
  rush: { seconds: 3, p99Ms: 1000 },
  waitlistJoin: { seconds: 4, p99Ms: 1500 },
  readPath: { p99Ms: 50, requestsPerSecond: 7383 },
  appPage: { ofRawNginx: 0.2, p99Ms: 100 },
  nginxPage: { ofRawNginx: 0.7, p99Ms: 50 },
};

const cpuOf = (cpu, role) => cpu?.find((r) => r.role === role)?.cpuSeconds ?? null;
const APP_ROLE = 'app instances (src/runtime/server.mjs)';

/**
 * Issue 29's table, one row per measure, from what this run measured: the rush and its waitlist
 * phase (with the app instances' and PostgreSQL's CPU per request, the figure a busy host moves
 * least), the event list and the prerendered page served by the app alone, the same page behind
 * the deploy/ nginx, and this run's references (raw nginx serving the page's bytes, `next start`).
 */
function serverSpeed(result) {
  const rows = result.throughput ?? [];
  const row = (label) => rows.find((r) => r.label === label);
  const raw = row('raw nginx: the /archive bytes as a file');
  const share = (r) =>
    r && raw?.requestsPerSecond ? Number((r.requestsPerSecond / raw.requestsPerSecond).toFixed(3)) : null;
  const rush = result.rush?.rush;
  const join = result.rush?.waitlist?.join;
  const perRequestMs = (cpu, role, n) => {
    const s = cpuOf(cpu, role);
    return s === null || !n ? null : Number(((1000 * s) / n).toFixed(2));
  };
  const appPage = row('app direct (PGlite): /archive (prerendered)');
  const nginxPage = row('nginx → 2 instances: /archive (prerendered)');
  const list = row('app direct (PGlite): GET /api/events?tab=on');
  const t = SPEED_TARGETS;
  const warm = result.rush?.warmInstances
    ? ', warm instances'
    : result.rush?.opensInSeconds
      ? `, applications opening ${result.rush.opensInSeconds} s after the seed`
      : ', already open';
  return [
    rush && {
      measure: `rush: 2,000 applications, 10 slots × 20 seats (nginx → 2 instances → PostgreSQL${warm})`,
      seconds: rush.seconds,
      p99Ms: rush.p99Ms,
      confirmed: rush.confirmedInDb,
      appCpuMsPerRequest: perRequestMs(result.rush.cpu, APP_ROLE, rush.requests),
      postgresCpuMsPerRequest: perRequestMs(result.rush.cpu, 'PostgreSQL', rush.requests),
      target: `≤ ${t.rush.seconds} s, p99 ≤ ${t.rush.p99Ms} ms, exactly ${rush.expected}`,
      met:
        rush.seconds <= t.rush.seconds && rush.p99Ms <= t.rush.p99Ms && rush.confirmedInDb === rush.expected,
    },
    join && {
      measure: `waitlist: 2,000 joins on 200 seats${result.rush?.warmInstances ? ', warm instances' : ', after the rush'}`,
      seconds: join.seconds,
      p99Ms: join.p99Ms,
      appCpuMsPerRequest: perRequestMs(result.rush.waitlist.cpu, APP_ROLE, join.requests),
      postgresCpuMsPerRequest: perRequestMs(result.rush.waitlist.cpu, 'PostgreSQL', join.requests),
      target: `≤ ${t.waitlistJoin.seconds} s, p99 ≤ ${t.waitlistJoin.p99Ms} ms`,
      met: join.seconds <= t.waitlistJoin.seconds && join.p99Ms <= t.waitlistJoin.p99Ms && join.errors === 0,
    },
    list && {
      measure: 'read path: GET /api/events?tab=on, app directly, 50 connections',
      requestsPerSecond: list.requestsPerSecond,
      p99Ms: list.p99Ms,
      target: `p99 ≤ ${t.readPath.p99Ms} ms at ≥ ${t.readPath.requestsPerSecond} req/s (a quiet host)`,
      met: list.p99Ms <= t.readPath.p99Ms && list.requestsPerSecond >= t.readPath.requestsPerSecond,
    },
    appPage && {
      measure: 'prerendered /archive, app alone',
      requestsPerSecond: appPage.requestsPerSecond,
      p99Ms: appPage.p99Ms,
      ofRawNginx: share(appPage),
      target: `≥ ${t.appPage.ofRawNginx * 100}% of raw nginx, p99 ≤ ${t.appPage.p99Ms} ms`,
      met: (share(appPage) ?? 0) >= t.appPage.ofRawNginx && appPage.p99Ms <= t.appPage.p99Ms,
    },
    nginxPage && {
      measure: 'prerendered /archive behind the deploy/ nginx',
      requestsPerSecond: nginxPage.requestsPerSecond,
      p99Ms: nginxPage.p99Ms,
      ofRawNginx: share(nginxPage),
      target: `≥ ${t.nginxPage.ofRawNginx * 100}% of raw nginx, p99 ≤ ${t.nginxPage.p99Ms} ms`,
      met: (share(nginxPage) ?? 0) >= t.nginxPage.ofRawNginx && nginxPage.p99Ms <= t.nginxPage.p99Ms,
    },
    raw && {
      measure: 'reference: raw nginx, the /archive bytes as a file',
      requestsPerSecond: raw.requestsPerSecond,
      p99Ms: raw.p99Ms,
      ofRawNginx: 1,
      target: 'reference',
      met: null,
    },
    ...rows
      .filter((r) => r.label.startsWith('next start'))
      .map((r) => ({
        measure: `reference: ${r.label}`,
        requestsPerSecond: r.requestsPerSecond,
        p99Ms: r.p99Ms,
        ofRawNginx: share(r),
        target: 'reference',
        met: null,
      })),
  ].filter(Boolean);
}

function printServerSpeed(rows) {
  if (!rows?.length) return;
  console.log(
    '\nServer speed (issue 29; absolute figures move with the host: compare with the reference rows)',
  );
  console.table(
    rows.map(({ target, ...r }) => ({ ...r, target, met: r.met === null ? 'n/a' : r.met ? 'yes' : 'NO' })),
  );
}

function printTables(result) {
  printThroughput(result.throughput ?? []);
  if (!result.lighthouse.length) return;
  console.log('\nLighthouse (mobile)');
  const reference = result.reference?.lighthouse ? [{ ...result.reference.lighthouse, reference: true }] : [];
  console.table(
    [...result.lighthouse, ...reference].map((r) => ({
      page: r.reference ? `reference ${r.path}` : r.path,
      performance: r.performance,
      runs: r.runs.join(' '),
      accessibility: r.accessibility,
      'best practices': r.bestPractices,
      seo: r.seo,
      'LCP ms': Math.round(r.metrics.largestContentfulPaintMs ?? 0),
      'TBT ms': Math.round(r.metrics.totalBlockingTimeMs ?? 0),
      CLS: Number((r.metrics.cumulativeLayoutShift ?? 0).toFixed(3)),
      'transfer KB': Math.round((r.metrics.transferBytes ?? 0) / 1024),
      'within target': r.reference ? 'n/a' : withinTargets(r) ? 'yes' : 'NO',
    })),
  );
  const budget = TARGETS.firstLoadJsGzipKb;
  console.log(`First-load JS (gzip; target ≤ ${budget.content} KB, pages with forms ≤ ${budget.forms} KB)`);
  const referenceLoad = result.reference?.firstLoadJs ? [{ ...result.reference.firstLoadJs, reference: true }] : [];
  console.table(
    [...result.firstLoadJs, ...referenceLoad].map((r) => ({
      page: r.reference ? `reference ${r.path}` : r.path,
      scripts: r.scripts,
      'raw KB': kb(r.rawBytes),
      'gzip KB': kb(r.gzipBytes),
      'within target': r.reference ? 'n/a' : r.gzipBytes <= firstLoadBudgetKb(r.path) * 1024 ? 'yes' : 'NO',
    })),
  );
}

/**
 * The deployment as deploy/README.md describes it: two app instances on PostgreSQL (a dedicated
 * database `moru_bench` on BENCH_PG_URL, default the local server) behind the deploy/ nginx. Measures
 * the prerendered page and the event list through it and the same page's bytes as a file from the
 * same nginx, then runs the rush (bench/rush.mjs, issue 5) through it. Without PostgreSQL the rush is
 * skipped with a note; without nginx the rush goes to one instance directly.
 */
async function deployment(tools, rows) {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`rush skipped: PostgreSQL at ${adminUrl} did not answer (${err.message})`);
    return { skipped: `PostgreSQL unavailable: ${err.message}` };
  }
  // BENCH_PG_DB names the bench's own database (several benches on one server must not share one).
  const dbName = process.env.BENCH_PG_DB ?? 'moru_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName))
    throw new Error(`BENCH_PG_DB must be a plain identifier: ${dbName}`);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const jwtSecret = `bench-${Date.now()}-secret-with-enough-length-0123456789`;
  // A start on PostgreSQL is a production start (issue 56): it needs a mail transport (a local sink,
  // which receives the bookings' confirmations as production's SMTP server would) and, on this
  // machine, ALLOW_LOCAL_URLS.
  const smtpSink = await startSmtpSink();
  const env = {
    NEXT_DIST_DIR: DIST_DIR,
    ...productionTestEnv({ smtpUrl: smtpSink.url, siteUrl: SITE_URL }),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    DB_POOL_MAX: '20',
    // The demo programme, so the event list has the site's real size; behind nginx, one hop.
    SEED_DEMO: 'true',
    TRUSTED_PROXY_HOPS: '1',
    WARM_UP_LEAD_SECONDS: String(WARM_UP_LEAD_SECONDS),
  };
  // BENCH_CPU_PROF=dir: each instance writes a V8 CPU profile there when the bench stops it (Node
  // refuses --cpu-prof in NODE_OPTIONS, so it goes on the command line).
  // BENCH_NODE_ARGS="--flag …": more Node or V8 flags for the two instances, for an A/B of a runtime
  // setting (with BENCH_INSTANCE_STDOUT=dir, what V8's --trace-* flags print is kept there).
  const nodeArgs = [
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolvePath(process.env.BENCH_CPU_PROF)}`] : []),
    ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  const stops = [() => void smtpSink.close()];
  try {
    // One after the other: the first runs the migrations and the seed alone.
    const instances = [];
    for (let i = 0; i < 2; i++) {
      const instance = await serve({ env, nodeArgs });
      stops.push(instance.stop);
      await waitFor(`${instance.base}/api/health`);
      instances.push(instance);
    }
    for (const instance of instances) await waitSettled(instance.pid);
    let base = instances[0].base;
    let via = 'one instance directly (nginx unavailable)';
    if (tools?.nginx) {
      const [port, rawPort] = [await freePort(), await freePort()];
      const rawRoot = `data/bench-raw-${port}`;
      // The same bytes the app sends for the prerendered page, as a file nginx serves itself.
      mkdirSync(`${rawRoot}/archive`, { recursive: true });
      writeFileSync(
        `${rawRoot}/archive/index.html`,
        await (await fetch(`${instances[0].base}/archive`)).text(),
      );
      const nginx = await startNginx({
        nginx: tools.nginx,
        port,
        rawPort,
        upstreams: instances.map((i) => new URL(i.base).port),
        rawRoot: resolvePath(rawRoot),
      });
      stops.push(() => {
        nginx.stop();
        rmSync(rawRoot, { recursive: true, force: true });
      });
      base = `http://127.0.0.1:${port}`;
      via = 'nginx (deploy/nginx.conf) → 2 instances on PostgreSQL';
      rows.push(
        await measure(
          'raw nginx: the /archive bytes as a file',
          `http://127.0.0.1:${rawPort}/archive`,
          tools,
        ),
      );
      rows.push(await measure('nginx → 2 instances: /archive (prerendered)', `${base}/archive`, tools));
      rows.push(
        await measure('nginx → 2 instances: GET /api/events?tab=on', `${base}/api/events?tab=on`, tools),
      );
    }
    if (SKIP_RUSH) return { skipped: '--no-rush' };
    const { runRush } = await import('./rush.mjs');
    // Only these instances and this database's backends count as the app and PostgreSQL (a shared host).
    const instancePids = instances.map((i) => i.pid);
    const { runRushWaitlist } = await import('./rush-waitlist.mjs');
    if (WARM_UP) {
      console.log('\n━━ warm-up (not measured): one rush and one waitlist on an event of their own ━━');
      await runRush({ baseUrl: base, databaseUrl, jwtSecret, instancePids, dump: null });
      await runRushWaitlist({ baseUrl: base, databaseUrl, jwtSecret, instancePids, dump: null });
    }
    const rush = await runRush({ baseUrl: base, databaseUrl, jwtSecret, instancePids, opensInMs: OPENS_IN_MS });
    return {
      via,
      warmInstances: WARM_UP,
      opensInSeconds: OPENS_IN_MS / 1000,
      ...rush,
      waitlist: await runRushWaitlist({ baseUrl: base, databaseUrl, jwtSecret, instancePids }),
    };
  } finally {
    for (const stop of stops.reverse()) stop();
  }
}

/**
 * Starts the site's production entry (src/runtime/server.mjs) on `port` or a free one, or `next start`
 * for `dir` (the reference app) or for the site when `next` is set; resolves with its base URL and a
 * stop function.
 */
async function serve({ dir = null, env, port: fixedPort = null, next = false, nodeArgs = [] }) {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const [cmd, args] =
    dir || next
      ? ['npx', ['next', 'start', ...(dir ? [dir] : []), '-p', String(port)]]
      : [process.execPath, [...nodeArgs, 'src/runtime/server.mjs']];
  const server = spawn(cmd, args, {
    stdio: [
      'ignore',
      process.env.BENCH_INSTANCE_STDOUT ? openSync(`${process.env.BENCH_INSTANCE_STDOUT}/stdout-${port}.txt`, 'w') : 'ignore',
      'inherit',
    ],
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { base, stop, pid: server.pid };
}

/**
 * Builds and scores the reference page (bench/reference) with the same Lighthouse settings and the
 * same compile hints as the site. Its score is what this machine gives the stack itself.
 */
async function runReference() {
  // NOTE: the reference app takes seconds to build; it is always rebuilt so it matches the installed Next.
  const code = await run('npx', ['next', 'build', REFERENCE_DIR], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  if (code !== 0) return { skipped: `reference build failed (exit ${code})` };
  addCompileHints(`${REFERENCE_DIR}/.next`);
  const { base, stop } = await serve({ dir: REFERENCE_DIR, env: {} });
  try {
    await waitFor(base);
    // The same first-load measure as the site's rows: what the framework alone ships (issue 53).
    const firstLoad = await firstLoadJs(base, '/');
    const [row] = await runLighthouse(base, ['/'], 'reference');
    return { lighthouse: row, firstLoadJs: firstLoad };
  } finally {
    stop();
  }
}

async function main() {
  if (!SKIP_BUILD) {
    const code = await ensureBuild(DIST_DIR, { NEXT_PUBLIC_SITE_URL: SITE_URL });
    if (code !== 0) process.exit(code);
  } else {
    await bundleApi(DIST_DIR);
  }
  const dataDir = `data/bench-${Date.now()}`;
  const site = await serve({
    port: SITE_PORT,
    env: { NEXT_DIST_DIR: DIST_DIR, PGLITE_DIR: `${dataDir}/db`, NEXT_PUBLIC_SITE_URL: SITE_URL },
  });
  const { base } = site;
  const stop = () => {
    site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${base}/api/health`);
    const result = {
      generatedAt: new Date().toISOString(),
      node: process.version,
      distDir: DIST_DIR,
      targets: TARGETS,
      lighthouse: [],
      firstLoadJs: [],
      throughput: [],
    };
    // Written after each phase, so a later phase that fails keeps what the earlier ones measured.
    const save = () => {
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    };
    if (!SKIP_LIGHTHOUSE) {
      const pages = await publicPages(base);
      for (const path of pages) result.firstLoadJs.push(await firstLoadJs(base, path));
      const lighthousePages = PAGES_FROM_ENV ?? pages.filter((p) => !KOREAN_ONLY_PAGES.includes(p));
      result.lighthouse = await runLighthouse(base, lighthousePages);
      result.reference = SKIP_REFERENCE ? { skipped: '--no-reference' } : await runReference();
      save();
    }
    const tools = SKIP_LOAD && SKIP_RUSH ? null : ensureTools();
    if (!SKIP_LOAD) {
      await waitSettled(site.pid);
      const rows = result.throughput;
      rows.push(await measure('app direct (PGlite): /archive (prerendered)', `${base}/archive`, tools));
      rows.push(
        await measure('app direct (PGlite): GET /api/events?tab=on', `${base}/api/events?tab=on`, tools),
      );
      rows.push(await measure('app direct (PGlite): GET /api/health', `${base}/api/health`, tools));
      // The same build under `next start` (every request through Next's router), as before issue 17.
      const plain = await serve({
        next: true,
        env: {
          NEXT_DIST_DIR: DIST_DIR,
          PGLITE_DIR: `${dataDir}/next-start-db`,
          NEXT_PUBLIC_SITE_URL: SITE_URL,
        },
      });
      try {
        await waitFor(`${plain.base}/api/health`);
        await fetch(`${plain.base}/archive`).catch(() => {});
        rows.push(
          await measure('next start (PGlite): /archive (prerendered)', `${plain.base}/archive`, tools),
        );
        rows.push(
          await measure(
            'next start (PGlite): GET /api/events?tab=on',
            `${plain.base}/api/events?tab=on`,
            tools,
          ),
        );
      } finally {
        plain.stop();
      }
      save();
    }
    try {
      result.rush =
        SKIP_LOAD && SKIP_RUSH
          ? { skipped: '--no-load --no-rush' }
          : await deployment(tools, result.throughput);
    } catch (error) {
      console.error(`[bench] the deployment phase failed: ${error.message}`);
      result.rush = { error: String(error.message) };
      process.exitCode = 1;
    }
    result.serverSpeed = serverSpeed(result);
    save();
    printTables(result);
    printServerSpeed(result.serverSpeed);
    console.log(`\nwritten to ${RESULTS}`);
  } finally {
    stop();
  }
}

await main();
