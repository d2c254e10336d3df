'use client';

import { useTranslations } from 'next-intl';
import { seoulTime } from '../../console-kit/seoul-time';
import type { DoorTicketList } from '../door-queue';
import styles from './door-status.module.css';

/** The door's line at the top: online or not, scans waiting to be sent, and the chosen slot's kept list. */
export function DoorStatus({
  online,
  queued,
  sessionId,
  list,
}: {
  online: boolean;
  queued: number;
  sessionId: string;
  list: DoorTicketList | null;
}) {
  const t = useTranslations('admin.checkIn');
  return (
    <div className={styles.doorStatus} data-online={online ? 'true' : 'false'} role="status">
      <span>{online ? t('offline.online') : t('offline.offline')}</span>
      <span data-queued={queued}>{t('offline.queued', { count: queued })}</span>
      {sessionId ? (
        <span data-ticket-list={list ? list.tickets.length : 'none'}>
          {list
            ? t('offline.listReady', { count: list.tickets.length, at: seoulTime(list.fetchedAt) })
            : t('offline.listMissing')}
        </span>
      ) : null}
    </div>
  );
}
