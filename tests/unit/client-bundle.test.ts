import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every page's first load stays within its budget of gzipped JavaScript (issues 2, 3, 17 and 53;
 * bench/first-load.mjs, checked by routes.spec.ts on the built pages). zod is the
 * largest library the forms use, so client components reach it only through a dynamic import
 * (src/lib/client/lazy-resolver.ts). This walks the static imports from every 'use client' module,
 * skipping type-only imports, and fails on a path that reaches a schema library.
 */
const HEAVY = [/^zod(\/|$)/, /^@hookform\/resolvers(\/|$)/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)
        ? [p]
        : [];
  });
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join('src', spec.slice(2)) : join(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** Value imports and re-exports of a module (statements that are `import type`/`export type` are skipped). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm)) {
    if (m[2]) continue;
    // `import { type A, type B } from` is type-only too.
    const names = m[3].match(/^\{([\s\S]*)\}$/)?.[1];
    if (names?.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    specs.push(m[4]);
  }
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) specs.push(m[1]);
  return specs;
}

/** The chain of modules from `entry` to a heavy library, or null. */
function pathToHeavy(entry: string, heavy: readonly RegExp[] = HEAVY): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const spec of valueImports(file)) {
      if (heavy.some((re) => re.test(spec))) return [...chain, spec];
      if (!spec.startsWith('@/') && !spec.startsWith('.')) continue;
      const next = resolveLocal(file, spec);
      if (!next) continue;
      const found = walk(next, [...chain, relative('.', next)]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, [relative('.', entry)]);
}

const clientModules = files('src').filter((f) => /^['"]use client['"]/.test(readFileSync(f, 'utf8')));

describe('client first-load budget', () => {
  it('finds the client modules', () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it('no client module imports zod or a zod resolver statically', () => {
    const offenders = clientModules.map((f) => pathToHeavy(f)).filter((chain) => chain !== null);
    expect(offenders.map((chain) => chain.join(' → '))).toEqual([]);
  });

  it('the form resolvers module is the one that does (so the walk can see it)', () => {
    expect(pathToHeavy('src/lib/client/form-resolvers.ts')).not.toBeNull();
  });

  // react-hook-form was 13 KB gzip of every form page's first load; the public forms use
  // src/lib/client/form.ts. The console (staff only, outside the public budget: its components,
  // the content studio's, its routes) keeps it.
  const FORM_LIBRARY = [/^react-hook-form$/];
  const CONSOLE = [
    join('src', 'components', 'admin'),
    join('src', 'components', 'studio'),
    join('src', 'app', 'admin'),
  ];
  it('no public client module imports react-hook-form', () => {
    const offenders = clientModules
      .filter((f) => !CONSOLE.some((dir) => f.startsWith(dir)))
      .map((f) => pathToHeavy(f, FORM_LIBRARY))
      .filter((chain) => chain !== null);
    expect(offenders.map((chain) => chain.join(' → '))).toEqual([]);
  });

  it('the console does (so the walk can see it)', () => {
    expect(pathToHeavy('src/components/admin/sign-in-form.tsx', FORM_LIBRARY)).not.toBeNull();
  });

  // Issue 53: what the shell needs only later loads when it is needed. The side menu (with the share
  // helpers) loads on intent on the menu button, the notice popups' view when a notice is to show.
  const LATER = [/(^|\/)side-menu$/, /(^|\/)share$/, /(^|\/)notice-popup-view$/];
  const LAYOUT = join('src', 'app', '[locale]', 'layout.tsx');
  it('the layout reaches the side menu and the notice popups only through import()', () => {
    expect(pathToHeavy(LAYOUT, LATER)).toBeNull();
    expect(bundledImports('src/components/shell/header.tsx')).toContain('./side-menu');
    expect(bundledImports('src/components/shell/notice-popups.tsx')).toContain('./notice-popup-view');
  });

  it('would see a static import of the side menu from the shell (the walk is not blind)', () => {
    expect(pathToHeavy(LAYOUT, [/(^|\/)header$/])).not.toBeNull();
    expect(pathToHeavy('src/components/shell/notice-popup-view.tsx', [/(^|\/)popup$/])).not.toBeNull();
  });
});

/**
 * Server code is fenced (issue 54): every module under `src/server/` starts with
 * `import 'server-only'` (so Next refuses to bundle it for the browser) or says in one line why it
 * cannot (`// Not server-only: …`), and no client module reaches a server-only module or anything
 * under `src/server/`, by a static import or an `import()` (a dynamic import is bundled too, as a
 * chunk of its own). Type-only imports are erased and allowed.
 */
const SERVER_ONLY = /^import 'server-only';$/m;
const WHY_NOT = /^\/\/ Not server-only: \S.*$/m;

function isServerOnly(file: string): boolean {
  return file.startsWith(join('src', 'server')) || SERVER_ONLY.test(readFileSync(file, 'utf8'));
}

/** Value imports and `import('…')` of a module. */
function bundledImports(file: string): string[] {
  const dynamic = [...readFileSync(file, 'utf8').matchAll(/(?<![\w.])import\(\s*'([^']+)'\s*\)/g)].map(
    (m) => m[1],
  );
  return [...valueImports(file), ...dynamic];
}

/** The chain of modules from `entry` to a server-only module (or the `server-only` marker itself), or null. */
function pathToServer(entry: string, extra: ReadonlyMap<string, string[]> = new Map()): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    if (isServerOnly(file)) return chain;
    for (const spec of [...bundledImports(file), ...(extra.get(file) ?? [])]) {
      if (spec === 'server-only') return [...chain, spec];
      if (!spec.startsWith('@/') && !spec.startsWith('.')) continue;
      const next = resolveLocal(file, spec);
      if (!next) continue;
      const found = walk(next, [...chain, relative('.', next)]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, [relative('.', entry)]);
}

describe('server code fenced from the browser', () => {
  const serverModules = files(join('src', 'server'));

  it('every module under src/server imports server-only, or says in one line why not', () => {
    const unfenced = serverModules.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return !SERVER_ONLY.test(text) && !WHY_NOT.test(text);
    });
    expect(unfenced).toEqual([]);
  });

  it('says why not only where server-only is absent (a reason beside the import would be stale)', () => {
    const both = serverModules.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return SERVER_ONLY.test(text) && WHY_NOT.test(text);
    });
    expect(both).toEqual([]);
  });

  it('no client module reaches a server module, statically or with import()', () => {
    const offenders = clientModules.map((f) => pathToServer(f)).filter((chain) => chain !== null);
    expect(offenders.map((chain) => chain.join(' → '))).toEqual([]);
  });

  it('would see a client module reaching server code through a shared module (the walk is not blind)', () => {
    const entry = clientModules.find((f) => bundledImports(f).some((s) => s.startsWith('@/lib/')));
    expect(entry).toBeDefined();
    const shared = bundledImports(entry as string).find((s) => s.startsWith('@/lib/')) as string;
    const sharedFile = resolveLocal(entry as string, shared) as string;
    // The shared module gains a lazy import of the server's database.
    const chain = pathToServer(entry as string, new Map([[sharedFile, ['@/server/db']]]));
    expect(chain?.slice(-2)).toEqual([relative('.', sharedFile), join('src', 'server', 'db', 'index.ts')]);
    // …and a module outside src/server that only carries the marker.
    expect(pathToServer(entry as string, new Map([[sharedFile, ['server-only']]]))?.at(-1)).toBe(
      'server-only',
    );
  });
});
