import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ExhibitionView } from '@/components/exhibitions/exhibition-view';
import { LookbookView } from '@/components/exhibitions/lookbook-view';
import { getExhibitionCommon } from '@/content/exhibitions';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import {
  editionForPage,
  editionsForPage,
  lookbookForPage,
  lookbookYearsForPage,
} from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale; year: string; slug: string }> };

/** An edition published after the build gets its page on first request, then kept like the rest. */
export const dynamicParams = true;

export async function generateStaticParams() {
  const editions = await editionsForPage('ko');
  return [
    ...editions.map((e) => ({ year: e.startsOn.slice(0, 4), slug: e.slug })),
    ...(await lookbookYearsForPage()).map((year) => ({ year: String(year), slug: LOOKBOOK_SLUG })),
  ];
}

/** A year's lookbook lives beside its exhibitions: `/archive/{year}/lookbook` (issue 49). */
const LOOKBOOK_SLUG = 'lookbook';
const isLookbook = (p: { year: string; slug: string }) => p.slug === LOOKBOOK_SLUG && /^\d{4}$/.test(p.year);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  if (isLookbook(p)) {
    const lookbook = await lookbookForPage(p.locale, Number(p.year));
    if (!lookbook) return {};
    return pageMetadata({
      locale: p.locale,
      path: `/archive/${p.year}/${p.slug}`,
      labelKey: 'lookbook',
      title: lookbook.title,
      description: lookbook.intro,
    });
  }
  const edition = await editionForPage(p.locale, p.year, p.slug);
  if (!edition) return {};
  return pageMetadata({
    locale: p.locale,
    path: edition.path,
    labelKey: 'exhibition',
    title: edition.title,
    description: edition.subtitle || edition.title,
  });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  setRequestLocale(p.locale);
  if (isLookbook(p)) {
    const lookbook = await lookbookForPage(p.locale, Number(p.year));
    if (!lookbook) notFound();
    return <LookbookView lookbook={lookbook} path={`/archive/${p.year}/${p.slug}`} />;
  }
  const edition = await editionForPage(p.locale, p.year, p.slug);
  if (!edition) notFound();
  const others = (await editionsForPage(p.locale)).filter((e) => e.slug !== edition.slug);
  return <ExhibitionView edition={edition} others={others} common={getExhibitionCommon(p.locale)} />;
}
