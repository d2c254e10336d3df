// Marks the JavaScript every page runs while it starts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`), so Chrome compiles those functions on its background
// streaming thread instead of one by one on the main thread the first time each is called.
// Decision 007 has the measurements. Run after `next build` (lib.mjs and `npm run build` do);
// running it again changes nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function* clientReferenceManifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* clientReferenceManifests(path);
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield path;
  }
}

/**
 * The chunks a page loads before it is interactive: the framework's root files and, for every
 * route, the entry chunks of its layouts and page. Chunks loaded later (`import()` of the form
 * validation or the QR code) are left alone: most of their functions never run.
 */
export function firstLoadChunks(distDir) {
  const chunks = new Set();
  const buildManifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  for (const file of buildManifest.rootMainFiles ?? []) chunks.add(file);
  const appDir = join(distDir, 'server', 'app');
  if (existsSync(appDir)) {
    for (const file of clientReferenceManifests(appDir)) {
      // NOTE: the manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`.
      const context = {};
      runInNewContext(readFileSync(file, 'utf8'), context);
      for (const route of Object.values(context.__RSC_MANIFEST ?? {})) {
        for (const files of Object.values(route.entryJSFiles ?? {})) for (const f of files) chunks.add(f);
      }
    }
  }
  return [...chunks].filter((file) => file.endsWith('.js'));
}

/** Prepends the compile hint to every first-load chunk of the build in `distDir`; returns how many it changed. */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const file of firstLoadChunks(distDir)) {
    const path = join(distDir, file);
    if (!existsSync(path)) continue;
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const changed = addCompileHints(distDir);
  console.log(`[compile-hints] ${changed} first-load chunk(s) in ${distDir} marked`);
}
