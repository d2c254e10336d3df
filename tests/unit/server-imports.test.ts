import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API is composed bottom-up (issues 17 and 30): `composition/` (app, domains, process entry) →
 * domain routers → the kernel in `api/` (router, errors, validation). A domain that imported the
 * composition would close a loop through every router again, so this walks the imports of
 * `src/server/**` (static ones and dynamic `import('…')` alike) and fails on any cycle, on any module
 * outside `composition/` importing one inside it, and on any module but the process entry
 * (`composition/instance.ts`) importing the app.
 *
 * The staff platform (`staff/`: staff identity, permissions, audit, route kit; decision 035) is the
 * floor the console (`admin/`) and the studio (`content/`) both stand on: it imports neither, and
 * neither imports the other, except the studio modules that are a shared lower floor of both
 * (`STUDIO_SHARED_WITH_CONSOLE`).
 *
 * What a process runs when it opens its database (seeds, background jobs) is wired at the top
 * (`composition/startup.ts`, run by `composition/server-db.ts`), not in the database module.
 */
const COMPOSITION = 'src/server/composition/';
const APP = `${COMPOSITION}app.ts`;
const MAY_IMPORT_APP = new Set([`${COMPOSITION}instance.ts`]);
const STAFF = 'src/server/staff/';
const CONSOLE = 'src/server/admin/';
const STUDIO = 'src/server/content/';
/**
 * The rich-text sanitizer: the event editor's body and the studio's pages are cleaned by the same rules.
 * The prose fact check (decision 049): the event editor's texts and the studio's are read against the same records.
 * The content version (decision 055): an event of an edition is on its pages (decision 074), so the
 * console's write of one marks the pages changed as the studio's writes do.
 */
const STUDIO_SHARED_WITH_CONSOLE = new Set([
  `${STUDIO}rich-text.ts`,
  `${STUDIO}fact-warnings.ts`,
  `${STUDIO}version.ts`,
]);
/** Start-up (seeds, background jobs) is wired in the composition; the database module only opens the database (issue 54). */
const DB_MODULE = 'src/server/db/index.ts';
const STARTUP = `${COMPOSITION}startup.ts`;

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

/** Module specifiers in `text`: static imports and re-exports (type-only included: they loop the types too) and `import('…')`. */
function specifiers(text: string): string[] {
  return [
    ...[...text.matchAll(/^(?:import|export)\s+[\s\S]*?\s+from\s+'([^']+)'/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1]),
    ...[...text.matchAll(/(?<![\w.])import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]),
  ];
}

/** Local modules a file imports, statically or with `import()`. */
function localImports(file: string): string[] {
  return specifiers(readFileSync(file, 'utf8'))
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

/** `from → to` for every import of a module under `to` by a module under `from`, but those in `allowed`. */
function arrows(from: string, to: string, allowed: Set<string> = new Set()): string[] {
  return serverModules.flatMap((f) =>
    f.startsWith(from)
      ? (graph.get(f) ?? []).filter((d) => d.startsWith(to) && !allowed.has(d)).map((d) => `${f} → ${d}`)
      : [],
  );
}

describe('server import graph', () => {
  it('reads the server modules and their imports', () => {
    expect(serverModules).toContain(APP);
    expect(graph.get(APP)).toContain(`${COMPOSITION}domains.ts`);
  });

  it('has no import cycle (a lazy import() counts as an import)', () => {
    expect(cycles().map((c) => c.join(' → '))).toEqual([]);
  });

  it('sees dynamic import() as well as static imports', () => {
    const text =
      "const { x } = await import('./a');\nimport { y } from './b';\nconst t: typeof import('./c') = 1;";
    expect(specifiers(text)).toEqual(['./b', './a', './c']);
    expect(graph.get(STARTUP)).toContain('src/server/members/seed.ts');
  });

  it('the database module opens the database and starts nothing: it imports only the database layer and the settings', () => {
    const beyond = (graph.get(DB_MODULE) ?? []).filter(
      (d) => !d.startsWith('src/server/db/') && d !== 'src/server/env.ts',
    );
    expect(beyond).toEqual([]);
  });

  it('the studio imports nothing from the console', () => {
    expect(arrows(STUDIO, CONSOLE)).toEqual([]);
  });

  it('the console imports nothing from the studio but its shared lower floor', () => {
    expect(arrows(CONSOLE, STUDIO, STUDIO_SHARED_WITH_CONSOLE)).toEqual([]);
  });

  it('the staff platform imports neither the console nor the studio', () => {
    expect([...arrows(STAFF, CONSOLE), ...arrows(STAFF, STUDIO)]).toEqual([]);
  });

  it('would see a studio module importing the console, statically or with import() (the check is not blind)', () => {
    const studio = `${STUDIO}faq.ts`;
    const before = graph.get(studio) ?? [];
    graph.set(studio, [...before, `${CONSOLE}events.ts`]);
    try {
      expect(arrows(STUDIO, CONSOLE)).toEqual([`${studio} → ${CONSOLE}events.ts`]);
    } finally {
      graph.set(studio, before);
    }
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

  it("Next's code reaches the server only through the composition's entries: pages.ts for reads, instance.ts for the API", () => {
    const ENTRIES = new Set([`${COMPOSITION}pages.ts`, `${COMPOSITION}instance.ts`]);
    const outside = ['src/app', 'src/components', 'src/i18n', 'src/lib', 'src/content'].flatMap((dir) =>
      files(dir).map((f) => relative('.', f)),
    );
    const reaching = (importsOf: (f: string) => string[]) =>
      outside.flatMap((f) =>
        importsOf(f)
          .filter((d) => d.startsWith('src/server/') && !ENTRIES.has(d))
          .map((d) => `${f} → ${d}`),
      );
    expect(outside.length).toBeGreaterThan(50);
    expect(reaching(localImports)).toEqual([]);
    // Not blind: a page importing a domain's page reads directly is seen.
    const page = outside.find((f) => localImports(f).includes(`${COMPOSITION}pages.ts`)) as string;
    expect(
      reaching((f) => (f === page ? [...localImports(f), `${STUDIO}page-reads.ts`] : localImports(f))),
    ).toEqual([`${page} → ${STUDIO}page-reads.ts`]);
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
