import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ThemeStoryView } from '@/components/themes/theme-story';
import { THEME_PAGES } from '@/config/routes';
import { getThemeStory } from '@/content/themes';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; theme: string }> };

const YEAR = 2024;
export const dynamicParams = false;

export function generateStaticParams() {
  return THEME_PAGES[YEAR].map((theme) => ({ theme }));
}

const isKnown = (p: { theme: string }) => (THEME_PAGES[YEAR] as readonly string[]).includes(p.theme);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  if (!isKnown(p)) return {};
  return pageMetadata({ locale: p.locale, path: `/${YEAR}/main/${p.theme}`, labelKey: `theme.${p.theme}` });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  const story = isKnown(p) ? getThemeStory(p.locale, p.theme) : null;
  if (!story) notFound();
  setRequestLocale(p.locale);
  const siblings = THEME_PAGES[YEAR]
    .filter((k) => k !== story.key)
    .map((k) => ({ key: k, name: getThemeStory(p.locale, k)?.name ?? k }));
  return <ThemeStoryView story={story} siblings={siblings} />;
}
