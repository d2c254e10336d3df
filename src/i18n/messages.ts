import type { Locale } from './routing';

/**
 * Messages are split by domain (`messages/<locale>/<domain>.json`) so each domain owns its file.
 * Add a domain here and in both locale folders; `messages.test.ts` fails on a missing key.
 */
export const MESSAGE_DOMAINS = [
  'common',
  'home',
  'archive',
  'themes',
  'exhibitions',
  'faq',
  'policies',
  'members',
  'events',
  'contact',
  'admin',
  'studio',
  'schedules',
] as const;

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    MESSAGE_DOMAINS.map(
      async (domain) => [domain, (await import(`../../messages/${locale}/${domain}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(parts);
}
