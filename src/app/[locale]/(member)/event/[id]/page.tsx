import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventDetailView } from '@/components/events/event-detail';
import { PageHeader } from '@/components/layout/page-header';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { idParam } from '@/schemas/events';
import { eventDetailForPage } from '@/server/events/public-reads';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await localeParams(params);
  return pageMetadata({ locale, path: `/event/${id}`, labelKey: 'event', koreanOnly: true });
}

export default async function Page({ params }: Props) {
  const { locale, id } = await localeParams(params);
  if (locale !== 'ko' || !idParam.safeParse({ id }).success) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('events.list');
  // The first HTML carries what a visitor sees; a signed-in member's browser asks for theirs.
  const initial = await eventDetailForPage(id, locale);
  return (
    <>
      <PageHeader title={t('title')} sectionHref="/event" />
      <EventDetailView id={id} initial={initial} />
    </>
  );
}
