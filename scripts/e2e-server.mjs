// The app as browser tests see it: its own build (.next-e2e), a fresh PGlite database and the
// local stand-ins it talks to (see `sidecars` below), on E2E_PORT.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { e2eBuild, ensureBuild } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3100';
// E2E_DIST_DIR lets two runs (or two people) build side by side without clobbering each other.
const { distDir, buildEnv } = e2eBuild();
const dataDir = `data/e2e-${port}`;
const env = {
  NEXT_DIST_DIR: distDir,
  PGLITE_DIR: `${dataDir}/db`,
  APP_URL: `http://127.0.0.1:${port}`,
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: 'production',
  // The warm-up before an opening (decision 027) is for a rush; here it would only take CPU from the
  // tests whenever one creates an event. tests/e2e/server.spec.ts checks it on a server of its own.
  WARM_UP_REQUESTS: '0',
};

/** Local stand-ins started before the app: [name, module] that export `start(env) => Promise<extraEnv>`. */
const sidecars = [
  // Real SMTP for the app; received mail readable at http://127.0.0.1:(E2E_PORT+1000)/messages?to=
  ['smtp sink', '../tests/support/smtp-sink.mjs'],
];

const buildCode = await ensureBuild(distDir, buildEnv);
if (buildCode !== 0) process.exit(buildCode);
rmSync(dataDir, { recursive: true, force: true });
// Pages Next rendered again after a publish (decision 014) were made from another run's database.
rmSync(`${distDir}/server/route-cache`, { recursive: true, force: true });
for (const [name, mod] of sidecars) {
  const extra = await (await import(mod)).start(env);
  console.log(`[e2e] ${name} ready`);
  Object.assign(env, extra);
}
// The server's output goes to the terminal and to server.log, which tests/e2e/global-teardown.ts
// reads: a page that throws while rendering fails the run even when the response looked right.
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(`${dataDir}/server.log`);
// The production entry (src/runtime/server.mjs): the browser tests take the same API path as `npm start`.
// NOTE: listening on 127.0.0.1 only makes next-intl's rewrite of Korean paths loop; the default host is used.
const server = spawn(process.execPath, ['src/runtime/server.mjs'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, ...env, PORT: port },
});
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
server.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
