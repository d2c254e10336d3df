// `npm test`: every suite, in order of speed. Fails on the first failing stage.
//   0. Biome (format, lint, imports)
//   1. TypeScript (strict)              2. unit + API tests on PGlite
//   3. API tests on PostgreSQL          4. resilience: kill -9 and outage tests (both databases)
//   5. browser tests in Debian Chromium (Playwright + axe)
// PostgreSQL comes from TEST_DATABASE_URL, or the local server at 127.0.0.1:5432 (database `test`).
// Outside CI a missing PostgreSQL skips stage 3 with a warning; in CI (CI=true) it fails.
import pg from 'pg';
import { run } from './lib.mjs';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);
const results = [];

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

await stage('lint', () => run('npx', ['biome', 'check', '.']));
await stage('typecheck', () => run('npx', ['tsc', '--noEmit']));
await stage('unit+api (PGlite)', () =>
  run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'api'], { env: { TEST_DATABASE_URL: '' } }),
);
if (want('api (PostgreSQL)')) {
  const url = await postgresUrl();
  if (url)
    await stage('api (PostgreSQL)', () =>
      run('npx', ['vitest', 'run', '--project', 'api'], { env: { TEST_DATABASE_URL: url } }),
    );
}
// Crash and outage tests (tests/resilience): their own app processes and PostgreSQL server, so a
// stage of their own rather than a share of the API stages' CPU.
await stage('resilience', () => run('npx', ['vitest', 'run', '--project', 'resilience']));
await stage('browser (Chromium)', () => run('npx', ['playwright', 'test']));
finish(0);
