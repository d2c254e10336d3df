'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NextTicket } from '@/components/events/next-ticket';
import { Link, useRouter } from '@/i18n/navigation';
import { apiJson } from '@/lib/client/api';
import type { MyApplication, Paged } from '@/schemas/events';
import { ExportButton } from './export-button';
import styles from './members.module.css';
import { useSession, useSessionActions } from './session-provider';

const LINKS = [
  { key: 'apply', href: '/my/apply' },
  { key: 'event', href: '/my/event' },
  { key: 'counsel', href: '/my/counsel' },
  { key: 'edit', href: '/my/edit' },
] as const;

/** `/my`: greeting, the next ticket with its QR, then the ways into the member's pages and sign-out. */
export function MyOverview() {
  const t = useTranslations('members.my');
  const tc = useTranslations('common.sideMenu');
  const { user, logout } = useSession();
  const router = useRouter();
  const { detail } = useSessionActions();
  // The member's coming tickets; undefined while asked for: the page shows at once, ticket and
  // sections together (nothing moves).
  const [tickets, setTickets] = useState<MyApplication[]>();
  const memberId = user?.sub;

  useEffect(() => {
    if (!memberId) return;
    apiJson<Paged<MyApplication>>('/users/my/applications?upcoming=true&page=1')
      .then((r) => setTickets(r.items.filter((a) => a.ticketCode)))
      .catch(() => setTickets([]));
  }, [memberId]);

  if (!user || tickets === undefined) return <div aria-busy="true" />;
  const next = tickets[0] ?? null;
  // the others, said under the next one (the thirteenth review: the same day's 15:00 workshop was
  // hidden behind "신청 내역")
  const more = Math.max(0, tickets.length - 1);
  // From 992 px: the greeting with the sign-out at its right, the next ticket beside the ways in, and
  // the data export under them, a quiet row (the fifth review: one column with a dead right third at
  // 1440; the tenth: the sign-out pill floated under the export card; the thirteenth: the export beside
  // the ticket weighed as much as the ticket).
  return (
    <div className={styles.overview}>
      <div className={styles.overviewHead}>
        <p className={styles.greeting} data-testid="my-greeting">
          {t('greeting', { name: user.name })}
        </p>
        {detail?.memberType ? <p className={styles.hint}>{t(`memberType.${detail.memberType}`)}</p> : null}
      </div>
      <div className={styles.overviewTicket}>
        <NextTicket application={next} />
        {more > 0 ? (
          <p className={styles.moreTickets} data-testid="more-tickets">
            <Link href="/my/apply">{t('moreTickets', { count: more })}</Link>
          </p>
        ) : null}
      </div>
      <ul className={`${styles.menu} ${styles.overviewMenu}`}>
        {LINKS.map((l) => (
          <li key={l.key}>
            <Link href={l.href}>
              <strong>{t(`links.${l.key}`)}</strong>
              {/* a general member has no company details to change (the fourteenth review) */}
              <span className={styles.hint}>
                {t(
                  `linkDesc.${l.key === 'edit' && detail?.memberType === 'company' ? 'editCompany' : l.key}`,
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.overviewAccount}>
        <ExportButton />
      </div>
      <div className={styles.overviewSignOut}>
        <button
          type="button"
          className={styles.signOut}
          data-my-sign-out=""
          onClick={async () => {
            router.push('/');
            await logout();
          }}
        >
          {tc('logout')}
        </button>
      </div>
    </div>
  );
}
