import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventList } from '@/components/events/event-list';
import { PageHeader } from '@/components/layout/page-header';
import { koreanOnlyParams, localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { eventListQuery } from '@/schemas/events';
import { eventListForPage } from '@/server/composition/pages';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/event' });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await koreanOnlyParams(params);
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = eventListQuery.safeParse({ tab: raw.tab, page: raw.page });
  const { tab, page } = parsed.success ? parsed.data : { tab: 'on' as const, page: 1 };
  const t = await getTranslations('events.list');
  // The first HTML carries the visitor's list; a signed-in member's browser asks for theirs.
  const initial = await eventListForPage({ tab, page, locale });
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <EventList key={`${tab}-${page}`} tab={tab} page={page} initial={initial} />
    </>
  );
}
