import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { isLocale, routing } from '@/i18n/routing';
import { exhibitionMenuForPage } from '@/server/composition/pages';

/**
 * The 404 of a path a page claims but has nothing for (`/archive/2026/popupep6`): the same view, exits
 * and title as global-not-found's. Next sends it as a document the browser builds itself, where the
 * layout's font loader never runs: the view's `data-site-font` switches the site font on in CSS
 * (globals.css), with no script on every page's first load for it.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'common' });
  const menu = await exhibitionMenuForPage(locale);
  return (
    <>
      <title>{t('meta.titleTemplate', { title: t('notFound.title') })}</title>
      <NotFoundView exhibitionPath={menu.promotedPath} siteFont />
    </>
  );
}
