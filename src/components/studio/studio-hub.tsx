'use client';

import { useTranslations } from 'next-intl';
import { AdminPage } from '../console-kit/page';
import { FactWarningsList } from './fact-warnings';
import { ScheduledChanges } from './scheduled-changes';
import styles from './studio-hub.module.css';
import { STUDIO_GROUPS, STUDIO_SECTIONS } from './studio-sections';

/** /admin/content: what the marketing team edits, one card per section, in the sections' groups. */
export function StudioHub() {
  const t = useTranslations('studio');
  return (
    <AdminPage title={t('hub.title')} permission="content.write" lead={t('hub.lead')}>
      {STUDIO_GROUPS.map((group) => (
        <section key={group} className={styles.group} aria-labelledby={`studio-group-${group}`}>
          <h2 id={`studio-group-${group}`} className={styles.groupTitle}>
            {t(`hub.groups.${group}`)}
          </h2>
          {/* every group on the same columns, so the cards of one group stand under another's (the
              thirteenth review: rows of 5, 4 and 2 cards of three widths) */}
          <ul className={styles.cardGrid}>
            {STUDIO_SECTIONS.filter((s) => s.group === group).map((s) => (
              <li key={s.key} className={styles.card}>
                <a href={s.href} className={styles.cardLink}>
                  <span className={styles.cardTitle}>{t(`sections.${s.key}.title`)}</span>
                  <span className={styles.cardBody}>{t(`sections.${s.key}.desc`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <FactWarningsList />
      <ScheduledChanges />
    </AdminPage>
  );
}
