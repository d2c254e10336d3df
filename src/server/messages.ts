import 'server-only';
import { createTranslator } from 'use-intl/core';

/**
 * A sentence from a message catalogue (`messages/<locale>/<domain>.json`) with its values, for
 * server code that writes mail, CSV headers and API errors. Formatting goes through use-intl, like
 * the pages: inside Next's bundle the catalogues arrive precompiled (next.config.ts,
 * `experimental.messages.precompile`) and use-intl formats the compiled form; in the API bundle and
 * in tests they are the JSON strings, which use-intl parses. Reading a catalogue's strings directly
 * would work in one of those and not the other.
 */
export type Catalog = Record<string, unknown>;

/** True when `key` (a dotted path) names a message in `catalog`. */
export function hasMessage(catalog: Catalog, key: string): boolean {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
    node = (node as Catalog)[part];
  }
  return typeof node === 'string' || Array.isArray(node);
}

/** The message at `key` with `values` filled in; `key` itself when the catalogue lacks it. */
export function formatMessage(
  locale: string,
  catalog: Catalog,
  key: string,
  values: Record<string, string | number> = {},
): string {
  if (!hasMessage(catalog, key)) return key;
  // biome-ignore lint/suspicious/noExplicitAny: the catalogues are typed as plain JSON here.
  const t = createTranslator({ locale, messages: catalog as any, onError: () => {} });
  // biome-ignore lint/suspicious/noExplicitAny: keys are dotted paths checked above.
  return t(key as any, values);
}
