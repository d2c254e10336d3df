import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ExhibitionView } from '@/components/exhibitions/exhibition-view';
import { LookbookView } from '@/components/exhibitions/lookbook-view';
import { EXHIBITIONS, LOOKBOOK } from '@/config/routes';
import { getExhibition, getExhibitionCommon } from '@/content/exhibitions';
import { getFloors } from '@/content/home';
import { getLookbook } from '@/content/lookbook';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; year: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...EXHIBITIONS, LOOKBOOK].map((e) => ({ year: String(e.year), slug: e.slug }));
}

const isKnown = (p: { year: string; slug: string }) =>
  [...EXHIBITIONS, LOOKBOOK].some((e) => String(e.year) === p.year && e.slug === p.slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await localeParams(params);
  if (!isKnown(p)) return {};
  return pageMetadata({
    locale: p.locale,
    path: `/archive/${p.year}/${p.slug}`,
    labelKey: p.slug === LOOKBOOK.slug ? 'lookbook' : `exhibition.${p.slug}`,
  });
}

export default async function Page({ params }: Props) {
  const p = await localeParams(params);
  if (!isKnown(p)) notFound();
  setRequestLocale(p.locale);
  if (p.slug === LOOKBOOK.slug) return <LookbookView lookbook={getLookbook(p.locale)} />;
  const exhibition = getExhibition(p.locale, p.slug);
  if (!exhibition) notFound();
  return (
    <ExhibitionView
      exhibition={exhibition}
      floors={getFloors(p.locale, exhibition.floorVersion)}
      common={getExhibitionCommon(p.locale)}
    />
  );
}
