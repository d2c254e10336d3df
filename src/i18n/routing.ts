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
  // storing any page (decision 008). The Korean-only pages read it for their English note
  // (components/events/english-note-server.tsx, decision 025); no page changes language by it.
  localeCookie: false,
});

/** Sections that exist only in Korean (spec §2): one list, in `config/routes.ts`. */
export { isKoreanOnlyPath, KOREAN_ONLY_PREFIXES } from '@/config/routes';

/**
 * The flag the English site's Event links and the `/en/event…` redirect add: the Korean-only event
 * pages then open with a short note in English (events and sign-up run in Korean) and a way back.
 */
export const FROM_ENGLISH_PARAM = 'from';
export const FROM_ENGLISH_VALUE = 'en';
export const FROM_ENGLISH_QUERY = `${FROM_ENGLISH_PARAM}=${FROM_ENGLISH_VALUE}`;

export const isEventPath = (pathname: string) => pathname === '/event' || pathname.startsWith('/event/');

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
