'use client';

import { useTranslations } from 'next-intl';
import { AdminPage } from '../console-kit/page';
import { FactWarningsList } from './fact-warnings';
import { ScheduledChanges } from './scheduled-changes';
import styles from './studio-hub.module.css';
import { STUDIO_SECTIONS } from './studio-sections';

/** /admin/content: what the marketing team edits, one card per section. */
export function StudioHub() {
  const t = useTranslations('studio');
  return (
    <AdminPage title={t('hub.title')} permission="content.write" lead={t('hub.lead')}>
      <ul className={styles.cardGrid}>
        {STUDIO_SECTIONS.map((s) => (
          <li key={s.key} className={styles.card}>
            <a href={s.href} className={styles.cardLink}>
              <span className={styles.cardTitle}>{t(`sections.${s.key}.title`)}</span>
              <span className={styles.cardBody}>{t(`sections.${s.key}.desc`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <FactWarningsList />
      <ScheduledChanges />
    </AdminPage>
  );
}
