import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { adminMessages } from '@/components/admin/admin-messages';
import { fontLoaderScript } from '@/components/shell/font-loader';
import { loadMessages } from '@/i18n/messages';
import { faviconHref } from '@/lib/favicon';

export async function generateMetadata(): Promise<Metadata> {
  const messages = await loadMessages('ko');
  const admin = messages.admin as { meta: { title: string; description: string } };
  return {
    title: { default: admin.meta.title, template: `%s | ${admin.meta.title}` },
    description: admin.meta.description,
    robots: { index: false, follow: false, nocache: true },
    icons: { icon: faviconHref },
    referrer: 'same-origin',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#111111' };

/** The operations console is its own document: Korean, no public shell, never indexed. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  setRequestLocale('ko');
  const messages = await loadMessages('ko');
  return (
    <html lang="ko" data-admin="" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script built from our own constants. */}
        <script dangerouslySetInnerHTML={{ __html: fontLoaderScript }} />
      </head>
      <body>
        <NextIntlClientProvider locale="ko" timeZone="Asia/Seoul" messages={adminMessages(messages)}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
