// Small helpers shared by the scripts in this folder.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCspManifest } from '../src/runtime/csp-hashes.mjs';
import { apiBundlePath } from '../src/runtime/server.mjs';
import { addCompileHints } from './compile-hints.mjs';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// The production server's own code: loaded as it is at start, never built (decision 023).
const NOT_BUILT = new Set([join('src', 'runtime')]);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    if (NOT_BUILT.has(p)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const BUILD_ENV = 'build-env.json';

/** The environment a build in `distDir` was made with (what ensureBuild passed, or `npm run build` recorded). */
function builtWith(distDir) {
  try {
    return readFileSync(join(distDir, BUILD_ENV), 'utf8');
  } catch {
    return JSON.stringify({});
  }
}

/**
 * True when `distDir` holds a build newer than every source the build reads, made with `env`
 * (NEXT_PUBLIC_* values are compiled in: a build for another site URL is not this one).
 */
export function buildIsFresh(distDir, env = {}) {
  const id = join(distDir, 'BUILD_ID');
  if (!existsSync(id)) return false;
  if (builtWith(distDir) !== JSON.stringify(env)) return false;
  const built = statSync(id).mtimeMs;
  const inputs = ['src', 'messages', 'public', 'drizzle'].filter(existsSync).map(newestMtime);
  const files = ['next.config.ts', 'package.json', 'tsconfig.json']
    .filter(existsSync)
    .map((f) => statSync(f).mtimeMs);
  return Math.max(...inputs, ...files) < built;
}

/**
 * Bundles the Hono app's process entry (`src/server/composition/instance.ts`) into one ES module that plain
 * Node loads: our TypeScript and `@/` paths compiled in, every package left to node_modules (PGlite
 * and argon2 load their own files), `server-only` as the empty module React's server bundles get.
 * Fast (well under a second), so every ensureBuild redoes it.
 */
export async function bundleApi(distDir) {
  await bundleServerEntry('src/server/composition/instance.ts', apiBundlePath(distDir));
}

/**
 * Bundles one server entry (`src/server/...ts`) as bundleApi does, to `outfile`, which must lie inside
 * the project: the bundle finds its packages in node_modules from its own folder.
 */
export async function bundleServerEntry(entry, outfile) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    plugins: [
      {
        name: 'server-only',
        setup(b) {
          b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
          b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
        },
      },
    ],
  });
}

/**
 * Builds into `distDir` unless a fresh build is already there, then marks its first-load chunks
 * (compile-hints.mjs), writes the pages' CSP hash manifest (src/runtime/csp-hashes.mjs) and bundles the API
 * beside it (bundleApi).
 */
export async function ensureBuild(distDir, env = {}) {
  if (buildIsFresh(distDir, env)) {
    console.log(`[build] ${distDir} is up to date`);
  } else {
    console.log(`[build] building into ${distDir}…`);
    const code = await run('npx', ['next', 'build'], {
      env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    if (code !== 0) return code;
    writeFileSync(join(distDir, BUILD_ENV), JSON.stringify(env));
  }
  addCompileHints(distDir);
  // The per-page script hashes of the Content-Security-Policy (decision 011).
  writeCspManifest(distDir, { ...process.env, ...env });
  await bundleApi(distDir);
  return 0;
}

/**
 * The one build the browser tests (scripts/e2e-server.mjs) and the resilience tests
 * (scripts/crash-test.mjs) share: E2E_DIST_DIR (default .next-e2e), made for the site URL on E2E_PORT.
 */
export function e2eBuild(env = process.env) {
  return {
    distDir: env.E2E_DIST_DIR ?? '.next-e2e',
    buildEnv: { NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${env.E2E_PORT ?? '3100'}` },
  };
}

// `node scripts/lib.mjs bundle-api` (part of `npm run build`): the API bundle for NEXT_DIST_DIR, and
// the site URL the build was made with, so that `npm start` given the same NEXT_PUBLIC_SITE_URL
// serves this build instead of building again (ensureBuild compares the two).
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'bundle-api') {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  writeFileSync(
    join(distDir, BUILD_ENV),
    JSON.stringify({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL }),
  );
  await bundleApi(distDir);
  console.log(`[bundle-api] ${apiBundlePath(distDir)} written`);
}

// `node scripts/lib.mjs build-e2e`: ensureBuild of e2eBuild() (scripts/test.mjs starts it early).
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'build-e2e') {
  const { distDir, buildEnv } = e2eBuild();
  process.exit(await ensureBuild(distDir, buildEnv));
}
