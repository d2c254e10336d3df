import { defineRouting } from 'next-intl/routing';

export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 31536000;

export const routing = defineRouting({
  locales,
  defaultLocale: 'ko',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
});

/** Sections that exist only in Korean (spec §2; DESIGN.md "Routes"). */
export const KOREAN_ONLY_PREFIXES = ['/event', '/sign', '/my'] as const;

export function isKoreanOnlyPath(pathname: string): boolean {
  return KOREAN_ONLY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
