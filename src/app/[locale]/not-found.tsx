import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { FONTS_READY_KEY } from '@/components/shell/font-loader';
import { SiteFontNow } from '@/components/shell/site-font-now';
import { isLocale, routing } from '@/i18n/routing';
import { exhibitionMenuForPage } from '@/server/composition/pages';
import fonts from '@/styles/fonts.json';

/**
 * The 404 of a path a page claims but has nothing for (`/archive/2026/popupep6`): the same view, exits
 * and title as global-not-found's, and the site font, which the layout's loader cannot give a
 * document the browser builds itself (see SiteFontNow).
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'common' });
  const menu = await exhibitionMenuForPage(locale);
  return (
    <>
      <title>{t('meta.titleTemplate', { title: t('notFound.title') })}</title>
      <SiteFontNow family={fonts.family} storageKey={FONTS_READY_KEY} slices={fonts.slices.stylesheet} />
      <NotFoundView exhibitionPath={menu.promotedPath} />
    </>
  );
}
