'use client';

import { useTranslations } from 'next-intl';

/**
 * Turns a field message key from the shared zod schemas (`name.invalid`, `tooLong|2000`) into text
 * from `common.validation`, the same catalogue the API answers with.
 */
export function useFieldMessage() {
  const t = useTranslations('common.validation');
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    const [k, max] = key.split('|');
    return t.has(k) ? t(k, max ? { max } : {}) : t('invalidType');
  };
}

/** Text for an API error code from a domain's `errors` group, with a fallback. */
export function useErrorMessage(namespace: 'events.errors' | 'contact.errors') {
  const t = useTranslations(namespace);
  return (code: string | undefined): string => (code && t.has(code) ? t(code) : t('unknown'));
}
