'use client';

import { useTranslations } from 'next-intl';
import type { Edition } from '@/schemas/content-studio';
import buttonStyles from '../console-kit/button.module.css';
import styles from './studio.module.css';

/** The editions, newest first: each one's dates, place, state and whether its English is complete. */
export function EditionList({ items, onEdit }: { items: Edition[]; onEdit: (edition: Edition) => void }) {
  const t = useTranslations('studio.editions');
  return (
    <ol className={styles.rows}>
      {items.map((e) => (
        <li key={e.id} className={styles.row} data-edition-row={e.slug}>
          <div className={styles.rowMain}>
            <p className={styles.rowTitle}>{e.titleKo}</p>
            <p className={styles.rowSub}>
              {e.startsOn} – {e.endsOn} · {e.venueKo} · {t('eventCount', { count: e.eventCount })}
            </p>
            <p className={styles.rowBadges}>
              <span className={styles.badge} data-state={e.status}>
                {t(`status.${e.status}`)}
              </span>
              <span className={styles.badge} data-state={e.published ? 'published' : 'draft'}>
                {e.published ? t('published') : t('draft')}
              </span>
              {!e.titleEn.trim() || e.floors.some((f) => !f.titleEn.trim() || !f.descEn.trim()) ? (
                <span className={styles.badge} data-complete="no">
                  {t('englishMissing')}
                </span>
              ) : null}
            </p>
          </div>
          <div className={styles.rowActions}>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              aria-label={t('editOf', { title: e.titleKo })}
              onClick={() => onEdit(e)}
            >
              {t('edit')}
            </button>
            {e.published ? (
              <a
                className={buttonStyles.secondaryButton}
                href={`/archive/${e.startsOn.slice(0, 4)}/${e.slug}`}
              >
                {t('view')}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
