import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { YearDetail } from '@/components/archive/year-detail';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { archiveYearForPage, archiveYearsForPage, themeYearsForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale; year: string }> };

/** A year published after the build gets its page on first request, then kept like the rest (issue 49). */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await archiveYearsForPage()).map((y) => ({ year: String(y) }));
}

const yearOf = (p: { year: string }) => (/^\d{4}$/.test(p.year) ? Number(p.year) : Number.NaN);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  const found = await archiveYearForPage(p.locale, yearOf(p));
  if (!found) return {};
  const t = await getTranslations({ locale: p.locale, namespace: 'archive' });
  return pageMetadata({
    locale: p.locale,
    path: `/archive/${p.year}`,
    labelKey: 'archive',
    title: t('yearTitle', { year: found.entry.year, title: found.entry.title }),
    description: found.entry.desc,
  });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  const [found, themes] = await Promise.all([
    archiveYearForPage(p.locale, yearOf(p)),
    themeYearsForPage(p.locale),
  ]);
  if (!found) notFound();
  setRequestLocale(p.locale);
  const later = themes.filter((t) => t.year > found.entry.year).sort((a, b) => a.year - b.year)[0];
  const nextTheme = !found.next && later ? { year: later.year, name: later.name } : null;
  return <YearDetail {...found} nextTheme={nextTheme} />;
}
