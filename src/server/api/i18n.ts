import 'server-only';
import type { Locale } from '@/i18n/routing';
import enCommon from '../../../messages/en/common.json';
import koCommon from '../../../messages/ko/common.json';

type Tree = { [k: string]: string | Tree };
const catalogs: Record<Locale, Tree> = { ko: koCommon as Tree, en: enCommon as Tree };

/** The API answers in the caller's language: `?lang=`, then Accept-Language, Korean by default. */
export function requestLocale(req: Request): Locale {
  const url = new URL(req.url);
  const lang = url.searchParams.get('lang') ?? req.headers.get('accept-language') ?? '';
  return /^en\b/i.test(lang.trim()) ? 'en' : 'ko';
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a validation key (`email.invalid`) or an API error code; unknown text passes through. */
export function translateValidation(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = lookup(catalogs[locale], `validation.${key}`) ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

export function translateApiError(locale: Locale, code: string, fallback?: string): string {
  return lookup(catalogs[locale], `apiError.${code}`) ?? fallback ?? code;
}
