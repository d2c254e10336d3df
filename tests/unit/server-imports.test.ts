import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API is composed bottom-up (issues 17 and 30): `composition/` (app, domains, process entry) →
 * domain routers → the kernel in `api/` (router, errors, validation). A domain that imported the
 * composition would close a loop through every router again, so this walks the static imports of
 * `src/server/**` and fails on any cycle, on any module outside `composition/` importing one inside
 * it, and on any module but the process entry (`composition/instance.ts`) importing the app.
 */
const COMPOSITION = 'src/server/composition/';
const APP = `${COMPOSITION}app.ts`;
const MAY_IMPORT_APP = new Set([`${COMPOSITION}instance.ts`]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join('src', spec.slice(2)) : join(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** Local modules a file imports or re-exports statically (type-only statements included: they loop the types too). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^(?:import|export)\s+[\s\S]*?\s+from\s+'([^']+)'/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1]),
  ];
  return specs
    .filter((s) => s.startsWith('@/') || s.startsWith('.'))
    .map((s) => resolveLocal(file, s))
    .filter((f): f is string => f !== null)
    .map((f) => relative('.', f));
}

const serverModules = files('src/server').map((f) => relative('.', f));
const graph = new Map(
  serverModules.map((f) => [f, localImports(f).filter((d) => d.startsWith('src/server/'))]),
);

/** Every cycle found by a depth-first walk, each as the chain of modules that closes it. */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, chain: string[]) => {
    state.set(file, 'open');
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') found.push([...chain.slice(chain.indexOf(dep)), dep]);
      else if (!state.has(dep)) walk(dep, [...chain, dep]);
    }
    state.set(file, 'done');
  };
  for (const file of serverModules) if (!state.has(file)) walk(file, [file]);
  return found;
}

describe('server import graph', () => {
  it('reads the server modules and their imports', () => {
    expect(serverModules).toContain(APP);
    expect(graph.get(APP)).toContain(`${COMPOSITION}domains.ts`);
  });

  it('has no import cycle', () => {
    expect(cycles().map((c) => c.join(' → '))).toEqual([]);
  });

  it('only the process entry imports the API app', () => {
    const importers = serverModules.filter((f) => graph.get(f)?.includes(APP) && !MAY_IMPORT_APP.has(f));
    expect(importers).toEqual([]);
  });

  it('nothing below the composition imports it: domains and the kernel stay unaware of the app', () => {
    const upward = serverModules.flatMap((f) =>
      f.startsWith(COMPOSITION)
        ? []
        : (graph.get(f) ?? []).filter((d) => d.startsWith(COMPOSITION)).map((d) => `${f} → ${d}`),
    );
    expect(upward).toEqual([]);
  });

  it('would see an import from a domain into the composition (the check is not blind)', () => {
    const domain = 'src/server/events/routes.ts';
    const before = graph.get(domain) ?? [];
    graph.set(domain, [...before, `${COMPOSITION}domains.ts`]);
    try {
      const upward = serverModules.filter(
        (f) => !f.startsWith(COMPOSITION) && graph.get(f)?.some((d) => d.startsWith(COMPOSITION)),
      );
      expect(upward).toEqual([domain]);
    } finally {
      graph.set(domain, before);
    }
  });

  it('would see a cycle (the walk is not blind)', () => {
    graph.set('src/server/api/router.ts', [...(graph.get('src/server/api/router.ts') ?? []), APP]);
    try {
      expect(cycles().length).toBeGreaterThan(0);
    } finally {
      graph.set('src/server/api/router.ts', localImports('src/server/api/router.ts'));
    }
  });
});
