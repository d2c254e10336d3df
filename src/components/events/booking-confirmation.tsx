'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { buildIcs } from '@/lib/ics';
import type { MyApplication } from '@/schemas/events';
import styles from './events.module.css';
import { Ticket } from './ticket';

/** The booked slot as a calendar file (the same entry the confirmation mail attaches), as a link's address. */
function calendarHref(application: MyApplication, description: string): string | undefined {
  const s = application.session;
  if (!s) return undefined;
  const ics = buildIcs({
    uid: `${application.id}@moru-design-trend`,
    start: new Date(s.startsAt),
    end: new Date(s.endsAt),
    stamp: new Date(),
    summary: application.event.title,
    description,
    location: application.event.location ?? undefined,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/**
 * What a member sees once a seat is theirs: the ticket (QR, number, date, time, place), the
 * exhibition visit it also signed them up for, a calendar entry, the cancel rule and the way to My Page. It takes the focus, so a screen reader hears it
 * and a phone scrolls to it.
 */
export function BookingConfirmation({
  application,
  alsoAttending = false,
  children,
}: {
  application: MyApplication;
  /** Further actions beside the calendar and My Page (the event page's "other times"). */
  children?: ReactNode;
  /** The slot also signed the member up to visit its exhibition (a docent tour, SPEC §6). */
  alsoAttending?: boolean;
}) {
  const t = useTranslations('events.detail.booked');
  const title = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const href = useMemo(
    () => calendarHref(application, t('icsDescription', { url: `${window.location.origin}/my/apply` })),
    [application, t],
  );
  useEffect(() => {
    // The heading takes the focus (a screen reader hears it); the whole ticket comes into view from
    // its top, where focusing alone left its number under the phone's booking bar (third review).
    title.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section
      ref={section}
      className={styles.confirmation}
      aria-labelledby="booked-title"
      data-testid="booking-confirmation"
    >
      <h2 id="booked-title" ref={title} tabIndex={-1} className={styles.panelTitle}>
        {t('title')}
      </h2>
      {/* the heading says it is confirmed; the line under it says only what else happened */}
      <p className={styles.success} role="status">
        {t('mailed')}
      </p>
      <div className={styles.nextTicketBody}>
        <Ticket application={application} />
      </div>
      {alsoAttending ? (
        <p className={styles.hint} data-testid="also-attending">
          {t('alsoAttending')} <Link href="/my/event">{t('myEvents')}</Link>
        </p>
      ) : null}
      <p className={styles.hint}>{t('cancelRule')}</p>
      <div className={styles.confirmationActions}>
        {href ? (
          <a href={href} download="moru-ticket.ics" className={styles.secondaryButton}>
            {t('addToCalendar')}
          </a>
        ) : null}
        <Link href="/my/apply" className={styles.secondaryButton}>
          {t('myPage')}
        </Link>
        {children}
      </div>
    </section>
  );
}
