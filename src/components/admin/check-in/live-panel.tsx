'use client';

import { useTranslations } from 'next-intl';
import buttonStyles from '../../console-kit/button.module.css';
import fieldStyles from '../../console-kit/field.module.css';
import pageStyles from '../../console-kit/page.module.css';
import { seoulTime } from '../../console-kit/seoul-time';
import type { TodaySession } from './door-types';
import styles from './live-panel.module.css';
import { useWalkIns } from './use-walk-ins';

/** Today's slots with confirmed, checked in, walk-ins and seats left; the chosen slot counts walk-ins. */
export function LivePanel({
  sessions,
  chosen,
  online,
  pending,
  onChanged,
  onQueued,
}: {
  sessions: TodaySession[];
  chosen: TodaySession | null;
  online: boolean;
  pending: Record<string, number>;
  onChanged: () => void;
  onQueued: () => void;
}) {
  const t = useTranslations('admin.checkIn');
  const { working, problem, walkIn, left } = useWalkIns({ chosen, pending, onChanged, onQueued });
  return (
    <section className={styles.doorPanel} aria-labelledby="door-live-title">
      <h2 id="door-live-title" className={pageStyles.sectionTitle}>
        {t('live.title')}
      </h2>
      <ul className={styles.doorSlots}>
        {sessions.map((s) => (
          <li
            key={s.id}
            className={styles.doorSlot}
            data-door-slot={s.id}
            data-chosen={s.id === chosen?.id || undefined}
          >
            <p className={styles.doorSlotName}>
              {seoulTime(s.startsAt)} {s.eventTitle}
            </p>
            <dl className={styles.doorFigures}>
              <div>
                <dt>{t('live.confirmed')}</dt>
                <dd data-confirmed="">{s.taken}</dd>
              </div>
              <div>
                <dt>{t('live.checkedIn')}</dt>
                <dd data-checked-in="">{s.checkedIn}</dd>
              </div>
              <div>
                <dt>{t('live.walkIns')}</dt>
                <dd data-walk-ins="">{s.walkIns + (pending[s.id] ?? 0)}</dd>
              </div>
              <div>
                <dt>{t('live.seatsLeft')}</dt>
                <dd data-seats-left="">{left(s)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className={styles.walkIns}>
        <p className={fieldStyles.hint}>{chosen ? t('live.walkInHint') : t('live.chooseSlot')}</p>
        <div className={styles.walkInButtons}>
          <button
            type="button"
            className={buttonStyles.primaryButton}
            disabled={!chosen || working}
            onClick={() => void walkIn(1)}
            data-add-walk-in=""
          >
            {t('live.addWalkIn')}
          </button>
          <button
            type="button"
            className={buttonStyles.secondaryButton}
            disabled={!chosen || !online || working || chosen.walkIns === 0}
            onClick={() => void walkIn(-1)}
          >
            {t('live.removeWalkIn')}
          </button>
        </div>
        {!online ? <p className={fieldStyles.hint}>{t('live.offline')}</p> : null}
        {problem ? (
          <p className={fieldStyles.fieldError} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
