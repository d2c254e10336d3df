import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CollectionView } from '@/components/archive/collection-view';
import { getCollection } from '@/content/lookbook';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/archive/collectionDetail', labelKey: 'collection' });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  return <CollectionView collection={getCollection(locale)} />;
}
