'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { formatDate, formatDateRange } from '@/lib/dates';
import { seoulDate } from '@/schemas/event-rules';
import type { MyEvent } from '@/schemas/events';
import styles from './events.module.css';
import { MemberListFrame } from './member-list-frame';
import { useMemberList } from './use-member-list';

/** `/my/event`: the events the member joined (application, survey or attendance). */
export function MyEvents() {
  const t = useTranslations('events');
  const [page, setPage] = useState(1);
  const { state } = useMemberList<MyEvent>('/users/my/events', page);
  return (
    <div className={`container ${styles.myList}`}>
      <MemberListFrame
        state={state}
        returnTo="/my/event"
        empty={t('my.event.empty')}
        emptyBody={t('my.event.emptyBody')}
        emptyAction={
          <Link href="/event" className={styles.primaryButton}>
            {t('my.apply.browse')}
          </Link>
        }
        onPage={setPage}
      >
        {(items) => (
          <ul className={styles.rows}>
            {items.map((m) => (
              <li key={m.event.id} className={styles.row} data-testid="joined-event">
                <div>
                  <p className={styles.rowTitle}>
                    <Link href={`/event/${m.event.id}`}>{m.event.title}</Link>
                  </p>
                  <p className={styles.rowMeta}>
                    <span>
                      {formatDateRange(seoulDate(m.event.startsAt), seoulDate(m.event.endsAt), 'ko')}
                    </span>
                    <span>
                      {/* the day they signed up (or answered), not the day it happens: "참여일" beside a tour
                          still to come read as attended (the eleventh review) */}
                      {t(`my.event.joinedAt.${m.via}`)} {formatDate(seoulDate(m.joinedAt), 'ko')}
                    </span>
                    {m.attendedAt ? (
                      <span data-attended-at="">
                        {t('my.event.attendedAt')} {formatDate(seoulDate(m.attendedAt), 'ko')}
                      </span>
                    ) : null}
                  </p>
                </div>
                <div className={styles.rowActions}>
                  <span className={styles.typeBadge}>{t(`my.event.via.${m.via}`)}</span>
                  {m.attendedAt ? (
                    <span className={styles.statusBadge} data-status="confirmed" data-attended="">
                      {t('my.event.attended')}
                    </span>
                  ) : null}
                  <span className={styles.statusBadge} data-status={m.event.status}>
                    {t(`status.${m.event.status}`)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </MemberListFrame>
    </div>
  );
}
