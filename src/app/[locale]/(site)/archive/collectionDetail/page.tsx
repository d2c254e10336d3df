import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CollectionView } from '@/components/archive/collection-view';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { collectionForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/archive/collectionDetail', labelKey: 'collection' });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const collection = await collectionForPage(locale);
  if (!collection) notFound();
  return <CollectionView collection={collection} />;
}
