'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AdminSession } from '@/schemas/admin';
import fieldStyles from '../../console-kit/field.module.css';
import pageStyles from '../../console-kit/page.module.css';
import { seoulDateTime } from '../../console-kit/seoul-time';
import tableStyles from '../../console-kit/table.module.css';
import { SlotTable } from '../slot-table';
import styles from './seats-by-slot.module.css';

/** Up to this many slots, the seats table is shown open; more are folded (a pop-up's 32 slots were 10,500 px on a phone). */
const SEATS_OPEN_UP_TO = 3;

/**
 * The slots' seats, folded into one line above the applicants when there are many (issue 51: the
 * applicants start near the top on a phone), with the chosen slot's figures in that line.
 */
export function SeatsBySlot({ sessions, chosen }: { sessions: AdminSession[]; chosen: AdminSession | null }) {
  const t = useTranslations('admin.applicants');
  const [open, setOpen] = useState(sessions.length <= SEATS_OPEN_UP_TO);
  // The seats still to fill: slots not cancelled that have not started (past seats are not "left").
  const now = Date.now();
  const coming = sessions.filter((x) => !x.cancelledAt && Date.parse(x.startsAt) > now);
  const left = coming.reduce((n, x) => n + x.seatsLeft, 0);
  return (
    <details
      className={`${pageStyles.panel} ${styles.seatsFold}`}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-seats=""
    >
      <summary>
        <span className={`${pageStyles.sectionTitle} ${styles.foldTitle}`}>{t('seats')}</span>{' '}
        <span className={`${tableStyles.sub} ${styles.foldSub}`} data-seats-summary="">
          {chosen
            ? t('seatsChosen', {
                when: seoulDateTime(chosen.startsAt),
                left: chosen.seatsLeft,
                checkedIn: chosen.checkedIn,
                waiting: chosen.waiting,
              })
            : t('seatsSummary', { slots: coming.length, left })}
        </span>
        {/* what the line does, said on it: folded, the tenth review read the title as a box with
            nothing under it */}
        <span className={styles.foldAction} aria-hidden="true">
          {open ? t('seatsHide') : t('seatsShow')}
        </span>
      </summary>
      <p className={fieldStyles.hint}>{t('seatsLive')}</p>
      <SlotTable caption={t('seats')} sessions={sessions} label={(x) => seoulDateTime(x.startsAt)} />
    </details>
  );
}
