import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeView } from '@/components/home/home-view';
import { getFloors } from '@/content/home';
import { getDesignTheme } from '@/content/themes';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/', labelKey: 'home' });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const theme = getDesignTheme(locale, 2025);
  if (!theme) throw new Error('2025 design theme missing');
  return <HomeView floors={getFloors(locale)} theme={theme} />;
}
