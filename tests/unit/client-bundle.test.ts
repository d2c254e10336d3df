import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every page's first load stays within 160 KB of gzipped JavaScript (issues 2, 3 and 17). zod is the
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
});
