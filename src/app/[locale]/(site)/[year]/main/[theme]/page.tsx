import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ThemeStoryView } from '@/components/themes/theme-story';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { designThemeForPage, themeStoryForPage, themeYearsForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale; year: string; theme: string }> };

/** A theme published after the build gets its page on first request, then kept like the rest (issue 49). */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await themeYearsForPage('ko')).flatMap((y) =>
    y.stories.map((s) => ({ year: String(y.year), theme: s.key })),
  );
}

const yearOf = (p: { year: string }) => (/^\d{4}$/.test(p.year) ? Number(p.year) : Number.NaN);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  const found = await themeStoryForPage(p.locale, yearOf(p), p.theme);
  if (!found) return {};
  const [t, design] = await Promise.all([
    getTranslations({ locale: p.locale, namespace: 'common' }),
    designThemeForPage(p.locale, found.story.year),
  ]);
  const values = { year: found.story.year, name: found.story.name, collection: design?.name ?? '' };
  return pageMetadata({
    locale: p.locale,
    path: `/${p.year}/main/${p.theme}`,
    title: t('nav.themeOfYear', values),
    description: t('pageDescription.themeOfYear', values),
  });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  const found = await themeStoryForPage(p.locale, yearOf(p), p.theme);
  if (!found) notFound();
  setRequestLocale(p.locale);
  return (
    <ThemeStoryView
      story={found.story}
      siblings={found.siblings}
      materials={found.materials}
      pictures={found.pictures}
    />
  );
}
