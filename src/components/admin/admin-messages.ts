import type { Metadata } from 'next';
import type { AbstractIntlMessages } from 'next-intl';
import { getTranslations } from 'next-intl/server';

/** The console's client messages: its own domains (console, content studio) and `common` (validation texts). */
export function adminMessages(messages: Record<string, unknown>): AbstractIntlMessages {
  return {
    common: messages.common,
    admin: messages.admin,
    studio: messages.studio,
    schedules: messages.schedules,
  } as AbstractIntlMessages;
}

/** A console page's <title>, from `admin.nav.<key>`. */
export async function adminPageMetadata(key: string): Promise<Metadata> {
  const t = await getTranslations({ locale: 'ko', namespace: 'admin.nav' });
  return { title: t(key) };
}
