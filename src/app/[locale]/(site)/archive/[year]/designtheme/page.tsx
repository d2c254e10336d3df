import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DesignThemeView } from '@/components/themes/design-theme-view';
import { SoftwhereView } from '@/components/themes/softwhere-view';
import { exhibitionsOfTheme } from '@/components/themes/theme-exhibitions';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { designThemeForPage, editionsForPage, themeYearsForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale; year: string }> };

/** A year published after the build gets its page on first request, then kept like the rest (issue 49). */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await themeYearsForPage('ko')).map((y) => ({ year: String(y.year) }));
}

const yearOf = (p: { year: string }) => (/^\d{4}$/.test(p.year) ? Number(p.year) : Number.NaN);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  const theme = await designThemeForPage(p.locale, yearOf(p));
  if (!theme) return {};
  const t = await getTranslations({ locale: p.locale, namespace: 'common' });
  const values = { year: theme.year, name: theme.name, themes: theme.themes.map((x) => x.name).join(', ') };
  return pageMetadata({
    locale: p.locale,
    path: `/archive/${p.year}/designtheme`,
    title: t('nav.designThemeYear', values),
    description: t('pageDescription.designThemeYear', values),
  });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  const theme = await designThemeForPage(p.locale, yearOf(p));
  if (!theme) notFound();
  setRequestLocale(p.locale);
  const exhibitions = exhibitionsOfTheme(await editionsForPage(p.locale), theme.year);
  return theme.themes2023 ? (
    <SoftwhereView theme={theme} exhibitions={exhibitions} />
  ) : (
    <DesignThemeView theme={theme} exhibitions={exhibitions} />
  );
}
