// `npm test`: every suite, in order of speed. Fails on the first failing stage.
//   0. Biome (format, lint, imports)
//   1. TypeScript (strict)              2. unit + API tests on PGlite and on PostgreSQL (one pool)
//   3. resilience: kill -9 and outage tests (both databases), beside stage 2 once the build is done
//   4. browser tests in Debian Chromium (Playwright + axe)
// PostgreSQL comes from TEST_DATABASE_URL, or the local server at 127.0.0.1:5432 (database `test`).
// Outside CI a missing PostgreSQL skips the PostgreSQL project with a warning; in CI (CI=true) it fails.
// The Next build that stages 3 and 4 share runs beside stage 2 (decision 015).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { run } from './lib.mjs';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);
const results = [];
/** The resilience tests' process while they run beside the unit and API stage (see below). */
let resilienceChild = null;

async function stage(name, fn) {
  if (!want(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name, ok: code === 0, seconds });
  if (code !== 0) finish(1);
}

function finish(code) {
  if (build && !build.exited) process.kill(-build.child.pid, 'SIGTERM');
  if (resilienceChild) process.kill(-resilienceChild.pid, 'SIGTERM');
  console.log('\n━━ summary ━━');
  for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
  const passed = results.filter((r) => r.ok).length;
  console.log(`stages: ${passed} passed, ${results.length - passed} failed`);
  process.exit(code);
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (err) {
    if (process.env.CI) {
      console.error(`PostgreSQL is required in CI and ${url} did not answer: ${err.message}`);
      finish(1);
    }
    console.warn(`⚠ PostgreSQL at ${url} did not answer (${err.message}); skipping the PostgreSQL API run.`);
    return null;
  }
}

/**
 * The browser and resilience tests' build (`node scripts/lib.mjs build-e2e`), started before the
 * Vitest stages: the Vitest stages spend much of their time waiting (on databases, timers and child
 * processes), and the build takes the CPU they leave. NOTE: detached, it is a session of its own, and
 * with Linux's autogroup scheduling (the default) its `nice` counts only inside that session: it gets
 * an equal share beside the Vitest stage. Lowering its group too (`/proc/<pid>/autogroup`) was tried
 * and measured slower (decision 024): the starved build ended after the stage and the resilience
 * stage waited for it. Its output goes
 * to data/e2e-build.log, shown when a stage that needs the build waits for it (whole, if it failed).
 */
const BUILD_LOG = 'data/e2e-build.log';
let build = null;
function startBuild() {
  mkdirSync('data', { recursive: true });
  const out = openSync(BUILD_LOG, 'w');
  const nice =
    process.platform === 'linux' ? ['nice', ['-n', '10', process.execPath]] : [process.execPath, []];
  // MORU_TYPES_CHECKED: the typecheck stage has passed on this tree (next.config.ts). It is not part
  // of the build's recorded settings, so the build stays fresh for a run without it.
  const env = want('typecheck') ? { ...process.env, MORU_TYPES_CHECKED: '1' } : process.env;
  const child = spawn(nice[0], [...nice[1], 'scripts/lib.mjs', 'build-e2e'], {
    stdio: ['ignore', out, out],
    detached: true,
    env,
  });
  const started = Date.now();
  build = { child, exited: false };
  // Its own process group (so `finish` can stop it with its workers): Ctrl-C must reach it here.
  process.on('SIGINT', () => finish(130));
  build.done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      build.exited = true;
      resolve({ code: code ?? (signal ? 1 : 0), seconds: ((Date.now() - started) / 1000).toFixed(0) });
    });
  });
}

/** Waits for the early build; a failed build fails the stage that needed it, with the build's log. */
async function builtFor(name) {
  if (!build) return 0;
  if (!build.exited)
    console.log(`[build] waiting for the build started before the Vitest stages (${BUILD_LOG})…`);
  const { code, seconds } = await build.done;
  if (!build.reported) {
    build.reported = true;
    results.push({ name: 'build (beside the stages above)', ok: code === 0, seconds });
    const log = readFileSync(BUILD_LOG, 'utf8');
    // The whole log when it failed; otherwise only its own lines (built, or up to date), not Next's.
    const lines = code === 0 ? log.split('\n').filter((l) => l.startsWith('[build]')) : [log];
    console.log(lines.join('\n'));
  }
  if (code !== 0) console.error(`[build] failed (exit ${code}); ${name} needs it`);
  return code;
}

await stage('lint', () => run('npx', ['biome', 'check', '.']));
// The route types (`.next/types`) first, so tsc checks pages against their routes as `next build` would.
await stage(
  'typecheck',
  async () => (await run('npx', ['next', 'typegen'])) || run('npx', ['tsc', '--noEmit']),
);
// NOTE: after the typecheck, which would otherwise read the route types the build is writing (tsconfig.json).
if (want('resilience') || want('browser (Chromium)')) startBuild();
/**
 * Crash and outage tests (tests/resilience): their own app processes and PostgreSQL server, one
 * file at a time. They start as soon as the build is done and run beside the unit and API files,
 * which wait on databases, timers and child processes far more than they use the cores (1.1 files
 * at once on two workers, 2026-12-07: bench/results/2026-12-07-issue53-unit-api-concurrency.txt);
 * after them, they were a 47 s stage of their own. Their output goes to data/resilience.log, shown
 * whole when the stage is reported.
 */
const RESILIENCE_LOG = 'data/resilience.log';
const resilience = want('resilience')
  ? (async () => {
      const code = await builtFor('resilience');
      if (code !== 0) return { code, seconds: '0' };
      const started = Date.now();
      const out = openSync(RESILIENCE_LOG, 'w');
      // its own process group, so `finish` stops it with its servers when another stage fails first
      const child = spawn('npx', ['vitest', 'run', '--project', 'resilience'], {
        stdio: ['ignore', out, out],
        detached: true,
      });
      resilienceChild = child;
      const exit = await new Promise((resolve) =>
        child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
      );
      resilienceChild = null;
      return { code: exit, seconds: ((Date.now() - started) / 1000).toFixed(0) };
    })()
  : null;
// Unit tests and the API suite on both databases in one Vitest pool (issue 29): while one file waits
// on PostgreSQL or a timer, a file of another project takes the core.
if (want('unit+api (PGlite, PostgreSQL)')) {
  const url = await postgresUrl();
  await stage('unit+api (PGlite, PostgreSQL)', () =>
    run(
      'npx',
      [
        'vitest',
        'run',
        ...['unit', 'api', 'api-alone', ...(url ? ['api-pg', 'api-pg-alone'] : [])].flatMap((p) => [
          '--project',
          p,
        ]),
      ],
      {
        env: { TEST_DATABASE_URL: '', MORU_TEST_PG_URL: url ?? '' },
      },
    ),
  );
}
await stage('resilience', async () => {
  const { code, seconds } = await resilience;
  if (existsSync(RESILIENCE_LOG)) console.log(readFileSync(RESILIENCE_LOG, 'utf8'));
  console.log(`[resilience] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s of its own`);
  return code;
});
/**
 * The browser tests' server seeds the demo programme relative to the Seoul day it starts on, and the
 * tests read dates and today's tickets from the day they run on: a run that crosses Seoul's midnight
 * sees yesterday's programme (stop 80's CI, started at 23:4x KST, failed four tests that way). Too
 * close to midnight for a whole run (the stage takes 10–19 minutes here), the stage starts just after it.
 */
async function clearOfSeoulMidnight(marginMinutes = 25) {
  const DAY = 86_400_000;
  const seoulMs = (Date.now() + 9 * 3_600_000) % DAY;
  const untilMidnight = DAY - seoulMs;
  if (untilMidnight > marginMinutes * 60_000) return;
  const wait = untilMidnight + 5_000;
  console.log(
    `[browser] ${Math.ceil(untilMidnight / 60_000)} min to midnight in Seoul: the demo programme is seeded for the day the run starts, so it starts after midnight (waiting ${Math.round(wait / 1000)} s)`,
  );
  await new Promise((resolve) => setTimeout(resolve, wait));
}
await stage('browser (Chromium)', async () => {
  const built = await builtFor('browser');
  if (built) return built;
  await clearOfSeoulMidnight();
  return run('npx', ['playwright', 'test']);
});
finish(0);
