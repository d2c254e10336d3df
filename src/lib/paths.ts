import type { Locale } from '@/i18n/routing';

/** `/archive` in `en` → `/en/archive`; `/` in `en` → `/en`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'ko') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Removes the `/en` prefix: `/en/faq` → `/faq`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  if (pathname.startsWith('/en/')) return pathname.slice(3);
  if (pathname === '/ko') return '/';
  if (pathname.startsWith('/ko/')) return pathname.slice(3);
  return pathname;
}

/** The path of the same page in the other language (spec §4 "Language switch"). */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizedPath(stripLocale(pathname), target);
}
