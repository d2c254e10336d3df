'use client';

import { useTranslations } from 'next-intl';
import fieldStyles from '../../console-kit/field.module.css';
import pageStyles from '../../console-kit/page.module.css';
import { seoulTime } from '../../console-kit/seoul-time';
import type { TodaySession } from './door-types';

/** Today's slots to check in at (or any), once they are known. */
export function SlotPicker({
  sessions,
  failed,
  sessionId,
  onChoose,
}: {
  sessions: TodaySession[] | null;
  failed: boolean;
  sessionId: string;
  onChoose: (id: string) => void;
}) {
  const t = useTranslations('admin.checkIn');
  if (sessions === null)
    return (
      <p className={pageStyles.loading} role="status">
        {failed ? t('networkError') : t('loadingSessions')}
      </p>
    );
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="checkin-session">{t('session')}</label>
      <select id="checkin-session" value={sessionId} onChange={(e) => onChoose(e.target.value)}>
        <option value="">{t('anySession')}</option>
        {sessions.map((s) => (
          <option key={s.id} value={s.id}>
            {t('sessionOption', {
              time: seoulTime(s.startsAt),
              title: s.eventTitle,
              checkedIn: s.checkedIn,
              taken: s.taken,
            })}
          </option>
        ))}
      </select>
      <p className={fieldStyles.hint}>{sessions.length === 0 ? t('noSessions') : t('sessionHint')}</p>
    </div>
  );
}
