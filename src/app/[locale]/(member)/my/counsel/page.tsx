import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyCounsels } from '@/components/events/my-counsels';
import { PageHeader } from '@/components/layout/page-header';
import { koreanOnlyParams, localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/my/counsel' });
}

export default async function Page({ params }: Props) {
  const { locale } = await koreanOnlyParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('common.nav');
  return (
    <>
      <PageHeader title={t('myCounsel')} crumbs={[{ href: '/my', label: t('my') }]} />
      <MyCounsels />
    </>
  );
}
