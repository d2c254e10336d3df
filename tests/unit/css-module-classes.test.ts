import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every class a component reads from a CSS module (`styles.card`, `styles['card']`) is defined in
 * that module. A CSS module answers `undefined` for a class it lacks, so a renamed or moved class
 * (the console kit's CSS split by component, issue 54) would leave an element silently unstyled;
 * neither the compiler nor the build notices.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });
}

const IMPORT = /import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g;

/** The class names a stylesheet defines (`.name` anywhere in a selector, `:global(...)` included). */
function classesOf(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Only selector text: the part before each `{` (values such as `0.5rem` or URLs never reach it).
  const selectors = withoutComments.match(/[^{}]+(?=\{)/g) ?? [];
  const names = new Set<string>();
  for (const s of selectors) for (const m of s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(m[1]);
  return names;
}

/** The classes `source` reads from its module imports, with the stylesheet each should be in. */
function usedClasses(source: string, file: string): { css: string; name: string }[] {
  const found: { css: string; name: string }[] = [];
  for (const [, local, path] of source.matchAll(IMPORT)) {
    const css = path.startsWith('@/') ? resolve('src', path.slice(2)) : resolve(dirname(file), path);
    const reads = new RegExp(`\\b${local}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g');
    const body = source.replace(IMPORT, '');
    for (const m of body.matchAll(reads)) found.push({ css, name: m[1] ?? m[2] });
  }
  return found;
}

describe('CSS module classes', () => {
  it('every class a component reads is defined in the module it imports', () => {
    const cache = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const file of sources('src')) {
      for (const { css, name } of usedClasses(readFileSync(file, 'utf8'), file)) {
        if (!cache.has(css)) cache.set(css, classesOf(readFileSync(css, 'utf8')));
        if (!cache.get(css)?.has(name))
          missing.push(`${file}: .${name} (${css.replace(`${resolve('.')}/`, '')})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('would catch a class read from a module that lacks it', () => {
    const css = '.card { color: red; }\n@media (max-width: 767px) { .card .title { margin: 0.5rem; } }';
    expect([...classesOf(css)].sort()).toEqual(['card', 'title']);
    const used = usedClasses(
      "import styles from './x.module.css';\nconst a = styles.card + styles['badge'];",
      'src/a.tsx',
    );
    expect(used.map((u) => u.name)).toEqual(['card', 'badge']);
    // The import's own path (`choice.module.css` read as `choice.module`) is not a class read.
    const named = "import choice from './choice.module.css';\nconst c = choice.option;";
    expect(usedClasses(named, 'src/b.tsx').map((u) => u.name)).toEqual(['option']);
    expect(classesOf(css).has('badge')).toBe(false);
  });
});
