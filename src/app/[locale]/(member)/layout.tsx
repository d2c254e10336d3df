import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formMessages } from '@/i18n/client-messages';

/** Event, sign and my pages are client-side apps: their forms read the members, events and contact texts. */
export default async function MemberAreaLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={formMessages(messages, ['members', 'events', 'contact'])}>
      {children}
    </NextIntlClientProvider>
  );
}
