import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EnglishNoteFor } from '@/components/events/english-note-server';
import { formMessages } from '@/i18n/client-messages';

/**
 * Event, sign and my pages (Korean only) are client-side apps: their forms read the members, events
 * and contact texts. An English visitor finds a note in English above each of them.
 */
export default async function MemberAreaLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={formMessages(messages, ['members', 'events', 'contact'])}>
      <EnglishNoteFor />
      {children}
    </NextIntlClientProvider>
  );
}
