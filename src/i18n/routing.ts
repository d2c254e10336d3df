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
  // NOTE: the language switch writes the cookie (language-switch.tsx). With localeDetection off the
  // middleware never reads it, and a Set-Cookie on every page would keep every shared cache from
  // storing any page (decision 008).
  localeCookie: false,
});

/** Sections that exist only in Korean (spec §2; DESIGN.md "Routes"). */
export const KOREAN_ONLY_PREFIXES = ['/event', '/sign', '/my'] as const;

export function isKoreanOnlyPath(pathname: string): boolean {
  return KOREAN_ONLY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
