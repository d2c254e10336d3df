/** A path into a studio record's JSON (a language's theme year or lookbook): keys and indexes. */
export type DocPath = (string | number)[];

/** The value at `path` inside `doc`. */
export function at(doc: unknown, path: DocPath): unknown {
  return path.reduce<unknown>(
    (v, k) => (v == null ? undefined : (v as Record<string | number, unknown>)[k]),
    doc,
  );
}

/** A copy of `doc` with `value` at `path` (arrays stay arrays). */
export function put<T>(doc: T, path: DocPath, value: unknown): T {
  if (!path.length) return value as T;
  const [head, ...rest] = path;
  const base = (Array.isArray(doc) ? [...doc] : { ...(doc as object) }) as Record<string | number, unknown>;
  base[head] = put(base[head], rest, value);
  return base as T;
}
