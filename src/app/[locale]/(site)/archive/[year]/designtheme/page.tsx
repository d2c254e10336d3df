import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DesignThemeView } from '@/components/themes/design-theme-view';
import { SoftwhereView } from '@/components/themes/softwhere-view';
import { DESIGN_THEME_YEARS } from '@/config/routes';
import { getDesignTheme } from '@/content/themes';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; year: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return DESIGN_THEME_YEARS.map((y) => ({ year: String(y) }));
}

const isKnown = (p: { year: string }) => DESIGN_THEME_YEARS.some((y) => String(y) === p.year);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  if (!isKnown(p)) return {};
  return pageMetadata({
    locale: p.locale,
    path: `/archive/${p.year}/designtheme`,
    labelKey: `designTheme${p.year}`,
  });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  const theme = isKnown(p) ? getDesignTheme(p.locale, Number(p.year)) : null;
  if (!theme) notFound();
  setRequestLocale(p.locale);
  return theme.themes2023 ? <SoftwhereView theme={theme} /> : <DesignThemeView theme={theme} />;
}
