import type { Locale } from '@/i18n/routing';

/** `/archive` in `en` → `/en/archive`; `/` in `en` → `/en`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'ko') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
