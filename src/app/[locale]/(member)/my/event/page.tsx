import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyEvents } from '@/components/events/my-events';
import { PageHeader } from '@/components/layout/page-header';
import { koreanOnlyParams, localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/my/event' });
}

export default async function Page({ params }: Props) {
  const { locale } = await koreanOnlyParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('common.nav');
  return (
    <>
      <PageHeader title={t('myEvent')} crumbs={[{ href: '/my', label: t('my') }]} />
      <MyEvents />
    </>
  );
}
