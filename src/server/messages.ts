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

type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * One translator per catalogue and locale: a translator keeps its parsed messages and Intl
 * formatters, so an error message or mail line is parsed once, not on every request. Catalogues
 * are the static imports of `messages/`, so a WeakMap keyed by them holds each for the process.
 */
const translators = new WeakMap<Catalog, Map<string, Translate>>();

function translator(locale: string, catalog: Catalog): Translate {
  let byLocale = translators.get(catalog);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(catalog, byLocale);
  }
  let translate = byLocale.get(locale);
  if (!translate) {
    // biome-ignore lint/suspicious/noExplicitAny: the catalogues are typed as plain JSON here.
    const t = createTranslator({ locale, messages: catalog as any, onError: () => {} });
    // biome-ignore lint/suspicious/noExplicitAny: keys are dotted paths checked by the caller.
    translate = (key, values) => t(key as any, values);
    byLocale.set(locale, translate);
  }
  return translate;
}

/** The message at `key` with `values` filled in; `key` itself when the catalogue lacks it. */
export function formatMessage(
  locale: string,
  catalog: Catalog,
  key: string,
  values: Record<string, string | number> = {},
): string {
  if (!hasMessage(catalog, key)) return key;
  return translator(locale, catalog)(key, values);
}
