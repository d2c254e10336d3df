'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { MyApplication } from '@/schemas/events';
import styles from './events.module.css';
import { Ticket } from './ticket';

/**
 * My Page's first block: the member's next confirmed slot with its QR ticket, ready to show at the
 * door; or, when there is none, the way to the programme.
 */
export function NextTicket({ application }: { application: MyApplication | null }) {
  const t = useTranslations('members.my.nextTicket');
  return (
    <section className={styles.nextTicket} aria-labelledby="next-ticket-title" data-testid="next-ticket">
      <h2 id="next-ticket-title" className={styles.nextTicketTitle}>
        {t('title')}
      </h2>
      {application ? (
        <div className={styles.nextTicketBody}>
          <Ticket application={application} />
          <Link href="/my/apply" className={styles.inlineLink}>
            {t('all')}
          </Link>
        </div>
      ) : (
        <div className={styles.nextTicketBody}>
          <p>{t('none')}</p>
          <Link href="/event" className={styles.inlineLink}>
            {t('browse')}
          </Link>
        </div>
      )}
    </section>
  );
}
