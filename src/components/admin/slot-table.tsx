'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdminSession } from '@/schemas/admin';
import styles from './admin.module.css';
import { TableWrap } from './table-wrap';

/** Slots with capacity, seats taken and left, check-ins and the waitlist; `actions` adds a last column. */
export function SlotTable<S extends AdminSession>({
  caption,
  sessions,
  label,
  actions,
}: {
  caption: string;
  sessions: S[];
  label: (s: S) => ReactNode;
  actions?: (s: S) => ReactNode;
}) {
  const t = useTranslations('admin.slots');
  return (
    <TableWrap label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('slot')}</th>
            <th scope="col" className={styles.num}>
              {t('capacity')}
            </th>
            <th scope="col" className={styles.num}>
              {t('taken')}
            </th>
            <th scope="col" className={styles.num}>
              {t('left')}
            </th>
            <th scope="col" className={styles.num}>
              {t('checkedIn')}
            </th>
            <th scope="col" className={styles.num}>
              {t('waiting')}
            </th>
            {actions ? <th scope="col">{t('actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} data-slot={s.id}>
              <th scope="row">{label(s)}</th>
              <td className={styles.num}>{s.capacity}</td>
              <td className={styles.num} data-taken="">
                {s.taken}
              </td>
              <td className={styles.num} data-left="">
                {s.seatsLeft === 0 ? <span className={styles.full}>{t('full')}</span> : s.seatsLeft}
              </td>
              <td className={styles.num}>{s.checkedIn}</td>
              <td className={styles.num} data-waiting="">
                {s.waiting}
              </td>
              {actions ? <td>{actions(s)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
