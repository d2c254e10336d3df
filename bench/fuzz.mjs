// `npm run bench -- --fuzz` (or `node bench/fuzz.mjs`): the OpenAPI fuzz suite
// (tests/api/openapi-fuzz.test.ts) at bench size, in-process on a fresh PGlite database, or on
// PostgreSQL with FUZZ_DATABASE_URL. FUZZ_REQUESTS (default 100000) and FUZZ_SEED tune it.
// Writes bench/results/fuzz.json; the run fails on any 5xx or error without the JSON shape.
import { mkdirSync, readFileSync } from 'node:fs';
import { run } from '../scripts/lib.mjs';

const REPORT = 'bench/results/fuzz.json';

export async function main() {
  const requests = process.env.FUZZ_REQUESTS ?? '100000';
  mkdirSync('bench/results', { recursive: true });
  const code = await run('npx', ['vitest', 'run', '--project', 'api', 'tests/api/openapi-fuzz.test.ts'], {
    env: {
      FUZZ_REQUESTS: requests,
      FUZZ_REPORT: REPORT,
      TEST_DATABASE_URL: process.env.FUZZ_DATABASE_URL ?? '',
    },
  });
  try {
    const r = JSON.parse(readFileSync(REPORT, 'utf8'));
    const fivexx = r.failures.filter((f) => f.why === '5xx').length;
    console.log(
      `\nfuzz: ${r.sent} requests, ${r.routes} routes, ${(r.ms / 1000).toFixed(0)} s, ${Math.round(r.sent / (r.ms / 1000))} req/s, seed ${r.seed}`,
    );
    console.log(
      `5xx: ${fivexx}; other failures: ${r.failures.length - fivexx}; by status ${JSON.stringify(r.byStatus)}`,
    );
    console.log(`written to ${REPORT}`);
  } catch {
    console.error(`fuzz: no report at ${REPORT} (the run did not finish)`);
  }
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
