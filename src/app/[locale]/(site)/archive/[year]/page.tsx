import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { YearDetail } from '@/components/archive/year-detail';
import { archiveYears, getArchiveYear } from '@/content/archive';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; year: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return archiveYears().map((y) => ({ year: String(y) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  const found = getArchiveYear(p.locale, Number(p.year));
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
  const found = getArchiveYear(p.locale, Number(p.year));
  if (!found) notFound();
  setRequestLocale(p.locale);
  return <YearDetail {...found} />;
}
