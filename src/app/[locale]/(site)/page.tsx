import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeView } from '@/components/home/home-view';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import {
  archiveSinceForPage,
  designThemeForPage,
  homeForPage,
  themeYearsForPage,
} from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const { share } = await homeForPage(locale);
  return pageMetadata({ locale, path: '/', labelKey: 'home', share });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const home = await homeForPage(locale);
  // The promoted edition's design theme, or the latest one published.
  const theme =
    (home.edition && (await designThemeForPage(locale, home.edition.themeYear))) ||
    (await designThemeForPage(locale, (await themeYearsForPage(locale))[0]?.year ?? Number.NaN));
  return <HomeView home={home} theme={theme ?? null} archiveSince={await archiveSinceForPage()} />;
}
