import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { EventDetailView } from '@/components/events/event-detail';
import { koreanOnlyParams, localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { idParam } from '@/schemas/events';
import { eventDetailForPage, eventExistsForPage } from '@/server/composition/pages';

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One read per request: the metadata (the event's name as the document title) and the page share it. */
const visitorDetail = cache((id: string, locale: Locale) =>
  idParam.safeParse({ id }).success ? eventDetailForPage(id, locale) : Promise.resolve(null),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await localeParams(params);
  const event = locale === 'ko' ? await visitorDetail(id, locale) : null;
  return pageMetadata({
    locale,
    path: `/event/${id}`,
    labelKey: 'event',
    ...(event ? { title: event.title, description: event.summary } : {}),
  });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, id } = await koreanOnlyParams(params);
  if (!idParam.safeParse({ id }).success) notFound();
  setRequestLocale(locale);
  // The first HTML carries what a visitor sees, headed by the event's name; a signed-in member's
  // browser asks for theirs (a PRIVATE event shows the section's name until it arrives).
  const [initial, search] = await Promise.all([visitorDetail(id, locale), searchParams]);
  // An address that names no published event is a 404, not a page saying so with 200 (the twelfth
  // review); a PRIVATE event (null for visitors) is left to the member's browser.
  if (initial === null && (await eventExistsForPage(id)) === false) notFound();
  // Back from signing in with a slot chosen before (`?session=`): the form chooses it again.
  const session = idParam.safeParse({ id: search.session });
  return (
    <EventDetailView id={id} initial={initial} preselect={session.success ? session.data.id : undefined} />
  );
}
