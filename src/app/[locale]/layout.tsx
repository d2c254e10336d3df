import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { fontLoaderScript } from '@/components/shell/font-loader';
import { SiteShell } from '@/components/shell/site-shell';
import { shellMessages } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { faviconHref } from '@/lib/favicon';
import { pageMetadata } from '@/lib/metadata';
import { exhibitionMenuForPage } from '@/server/composition/pages';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// NOTE: a path with a dot skips the proxy (`/package.json`) and would reach here as a locale; the
// server sends such a path, when no file answers it, to the branded 404 first
// (src/runtime/request-routing.mjs). `dynamicParams = false` here would have done it too, but it turns
// off on-demand pages in every segment below (an edition or a policy version published after the
// build would 404 until the next build: decision 014).

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return {
    ...(await pageMetadata({ locale, path: '/', labelKey: 'home' })),
    // Spec §9: no-cache meta headers.
    other: { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache', Expires: '0' },
    icons: { icon: faviconHref },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <html lang={locale} data-locale={locale} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script built from our own constants. */}
        <script dangerouslySetInnerHTML={{ __html: fontLoaderScript }} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={shellMessages(messages)}>
          <SiteShell locale={locale} menu={await exhibitionMenuForPage(locale)}>
            {children}
          </SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
