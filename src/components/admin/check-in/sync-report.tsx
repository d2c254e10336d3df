'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import buttonStyles from '../../console-kit/button.module.css';
import fieldStyles from '../../console-kit/field.module.css';
import pageStyles from '../../console-kit/page.module.css';
import { seoulDateTime } from '../../console-kit/seoul-time';
import listStyles from './door-list.module.css';
import type { SyncReport } from './door-types';
import styles from './sync-report.module.css';

/** After a sync: how many queued scans went, and each one the server did not admit (with why). */
export function SyncReportView({ report, onClose }: { report: SyncReport; onClose: () => void }) {
  const t = useTranslations('admin.checkIn');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={styles.syncReport}
      data-sync-report=""
      data-problems={report.problems.length}
      aria-labelledby="sync-report-title"
    >
      <h2 id="sync-report-title" className={pageStyles.sectionTitle} tabIndex={-1} ref={heading}>
        {t('sync.title', { count: report.sent })}
      </h2>
      {report.walkIns > 0 ? (
        <p data-sync-walk-ins={report.walkIns}>
          {t('sync.walkIns', { count: report.walkIns, over: report.overCapacity })}
        </p>
      ) : null}
      {report.problems.length === 0 ? (
        <p>{t('sync.allAdmitted')}</p>
      ) : (
        <>
          <p>{t('sync.problems', { count: report.problems.length })}</p>
          <ul className={listStyles.searchResults}>
            {report.problems.map((p) => (
              <li key={p.scanId} className={listStyles.searchResult} data-sync-problem={p.result}>
                <p>
                  <strong>{p.name ?? t('sync.noName')}</strong> · {t(`result.${p.result}`)}
                </p>
                {p.result === 'already_used' && p.usedAt ? (
                  <p className={fieldStyles.hint}>
                    {p.usedBy
                      ? t('sync.usedBy', { at: seoulDateTime(p.usedAt), by: p.usedBy })
                      : t('usedAt', { at: seoulDateTime(p.usedAt) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
        {t('sync.close')}
      </button>
    </section>
  );
}
