import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from '../../scripts/compile-hints.mjs';

/** A build directory shaped like `next build` output: a build manifest, one route's client manifest, chunks. */
function fakeBuild(dir: string) {
  mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'server', 'app', '[locale]', 'faq'), { recursive: true });
  writeFileSync(
    join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'] }),
  );
  const manifest = {
    entryJSFiles: {
      '[project]/src/app/[locale]/layout': ['static/chunks/shell.js'],
      '[project]/src/app/[locale]/faq/page': ['static/chunks/shell.js', 'static/chunks/faq.js'],
    },
    entryCSSFiles: { '[project]/src/app/[locale]/layout': [{ path: 'static/chunks/site.css' }] },
  };
  writeFileSync(
    join(dir, 'server', 'app', '[locale]', 'faq', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\nglobalThis.__RSC_MANIFEST["/[locale]/faq/page"] = ${JSON.stringify(manifest)};\n`,
  );
  for (const name of ['runtime', 'react-dom', 'shell', 'faq', 'form-resolvers']) {
    writeFileSync(
      join(dir, 'static', 'chunks', `${name}.js`),
      `(globalThis.TURBOPACK||[]).push(["${name}"]);`,
    );
  }
}

const read = (dir: string, name: string) => readFileSync(join(dir, 'static', 'chunks', name), 'utf8');

describe('compile hints', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'moru-hints-'));
    fakeBuild(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the framework files and every route entry chunk, not the chunks loaded later', () => {
    expect(firstLoadChunks(dir).sort()).toEqual(
      [
        'static/chunks/faq.js',
        'static/chunks/react-dom.js',
        'static/chunks/runtime.js',
        'static/chunks/shell.js',
      ].sort(),
    );
  });

  it('marks the first-load chunks once and leaves lazy chunks as they were', () => {
    expect(addCompileHints(dir)).toBe(4);
    expect(read(dir, 'shell.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["shell"]);`);
    expect(read(dir, 'react-dom.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read(dir, 'form-resolvers.js').startsWith('//')).toBe(false);

    expect(addCompileHints(dir)).toBe(0);
    expect(read(dir, 'faq.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});
