import { faviconHref } from '@/lib/favicon';
import './globals.css';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { fontLoaderScript } from '@/components/shell/font-loader';
import { SiteShell } from '@/components/shell/site-shell';
import { shellMessages } from '@/i18n/client-messages';
import { isLocale, routing } from '@/i18n/routing';
import { exhibitionMenuForPage } from '@/server/composition/pages';

/**
 * The 404 of every path no route claims (`/x`, `/en/x`; issue 18, defect 5), rendered on the
 * server as a whole document: the page's language (the proxy names it for the request), the site
 * font loader, the shell and the branded view are in its first HTML.
 *
 * NOTE: global-not-found (experimental.globalNotFound in next.config.ts) rather than a
 * `[locale]/[...rest]` page calling notFound(): in Next 16.4 a notFound() thrown while a page renders
 * answers with an empty `<html id="__next_error__">` document that only the browser fills in. And
 * not app/not-found.tsx: that one is part of every page's tree, so reading the request's language
 * there would make every prerendered page dynamic.
 *
 * NOTE: rendered per request, always (`connection()`): a 404 must never be kept by Next's cache,
 * whose HTML would carry an earlier request's script nonce while the server's CSP header names a
 * new one (decision 011), nor sent with a long shared lifetime. It answers `no-store`.
 */
export default async function GlobalNotFound() {
  await connection();
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'common' });
  const menu = await exhibitionMenuForPage(locale);
  return (
    <html lang={locale} data-locale={locale} suppressHydrationWarning>
      <head>
        <title>{t('meta.titleTemplate', { title: t('notFound.title') })}</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href={faviconHref} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script built from our own constants. */}
        <script dangerouslySetInnerHTML={{ __html: fontLoaderScript }} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={shellMessages(messages)}>
          <SiteShell locale={locale} menu={menu}>
            <NotFoundView exhibitionPath={menu.promotedPath} />
          </SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
