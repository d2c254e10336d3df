import 'server-only';
import type { Locale } from '@/i18n/routing';
import enCommon from '../../../messages/en/common.json';
import koCommon from '../../../messages/ko/common.json';
import { type Catalog, formatMessage, hasMessage } from '../messages';

const catalogs: Record<Locale, Catalog> = { ko: koCommon, en: enCommon };

/** The API answers in the caller's language: `?lang=`, then Accept-Language, Korean by default. */
export function requestLocale(req: Request): Locale {
  const url = new URL(req.url);
  // NOTE: a `?lang=` that names no language of ours is not a choice: Accept-Language decides.
  const asked = url.searchParams.getAll('lang').find((v) => /^(ko|en)$/i.test(v.trim()));
  const lang = asked ?? req.headers.get('accept-language') ?? '';
  return /^en\b/i.test(lang.trim()) ? 'en' : 'ko';
}

/** True when `key` names a sentence under `common.validation` (in Korean; a test keeps en in step). */
export function isValidationKey(key: string): boolean {
  return hasMessage(catalogs.ko, `validation.${key}`);
}

/**
 * A field message key with its values, as domain code and schemas write it: `tooLong|300` (a bare
 * number is `max`, the form the shared schemas and forms use) or `tooShort|min=3`.
 */
export function encodeFieldKey(key: string, values: Record<string, number | string>): string {
  const entries = Object.entries(values);
  if (entries.length === 1 && entries[0][0] === 'max') return `${key}|${entries[0][1]}`;
  return [key, ...entries.map(([k, v]) => `${k}=${v}`)].join('|');
}

export function decodeFieldKey(encoded: string): { key: string; values: Record<string, string> } {
  const [key, ...parts] = encoded.split('|');
  const values: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 0) values.max = part;
    else values[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return { key, values };
}

/** Translates a validation key (`email.invalid`); an unknown key reads as the generic "check this value". */
export function translateValidation(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const catalog = catalogs[locale];
  const path = hasMessage(catalog, `validation.${key}`) ? `validation.${key}` : 'validation.invalidType';
  return formatMessage(locale, catalog, path, values);
}

/** The sentence for an error code; a code missing from the catalogue falls back to `fallbackCode`'s. */
export function translateApiError(
  locale: Locale,
  code: string,
  fallbackCode = 'BAD_REQUEST',
  values?: Record<string, number>,
): string {
  if (values) return formatApiError(locale, code, fallbackCode, values);
  // NOTE: the catalogs never change while the process runs, and the codes are the server's own: a
  // rush's thousands of refusals format their message once.
  const key = `${locale} ${code} ${fallbackCode}`;
  let message = apiErrorMessages.get(key);
  if (message === undefined) {
    if (apiErrorMessages.size >= 1000) apiErrorMessages.clear();
    message = formatApiError(locale, code, fallbackCode);
    apiErrorMessages.set(key, message);
  }
  return message;
}

const apiErrorMessages = new Map<string, string>();

function formatApiError(
  locale: Locale,
  code: string,
  fallbackCode: string,
  values?: Record<string, number>,
): string {
  const catalog = catalogs[locale];
  if (hasMessage(catalog, `apiError.${code}`))
    return formatMessage(locale, catalog, `apiError.${code}`, values);
  if (hasMessage(catalog, `apiError.${fallbackCode}`))
    return formatMessage(locale, catalog, `apiError.${fallbackCode}`);
  return code;
}
