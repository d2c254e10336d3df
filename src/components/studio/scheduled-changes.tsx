'use client';

import { useTranslations } from 'next-intl';
import type { ContentDraft } from '@/schemas/content-history';
import buttonStyles from '../console-kit/button.module.css';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { seoulDateTime } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './scheduled-changes.module.css';
import kit from './studio.module.css';
import { STUDIO_SECTIONS } from './studio-sections';

const hrefOf = (kind: ContentDraft['kind']) =>
  STUDIO_SECTIONS.find((s) => s.key === kind)?.href ?? '/admin/content';

/**
 * The studio's schedule (issue 49): every change set to go live, in date order, then the drafts
 * waiting for an editor (restored versions), each with where it is edited.
 */
export function ScheduledChanges() {
  const t = useTranslations('studio.history');
  const ts = useTranslations('studio');
  const { state } = useAdminQuery<{ items: ContentDraft[] }>('/drafts', 30_000);
  return (
    <section className={`${pageStyles.panel} ${styles.schedule}`} aria-labelledby="studio-schedule">
      <h2 id="studio-schedule" className={pageStyles.sectionTitle}>
        {t('scheduleTitle')}
      </h2>
      <QueryView state={state}>
        {({ items }) =>
          items.length === 0 ? (
            <p className={pageStyles.empty}>{t('nothingScheduled')}</p>
          ) : (
            <ol className={kit.rows} data-schedule="">
              {items.map((d) => (
                <li key={d.id} className={kit.row} data-draft={d.status}>
                  <div className={kit.rowMain}>
                    <p className={kit.rowTitle}>
                      {d.publishAt ? seoulDateTime(d.publishAt) : t('waitingShort')}
                      {' · '}
                      {ts(`sections.${d.kind}.title`)}
                    </p>
                    <p className={kit.rowSub}>
                      {d.label ? `${d.label} · ` : ''}
                      {t(`origin.${d.origin}`, { revision: d.fromRevision ?? 0 })} · {d.staffEmail}
                      {d.status === 'failed' ? ` · ${t('failed', { code: d.error ?? '' })}` : ''}
                    </p>
                  </div>
                  <div className={kit.rowActions}>
                    <a className={buttonStyles.secondaryButton} href={hrefOf(d.kind)}>
                      {t('open', { section: ts(`sections.${d.kind}.title`) })}
                    </a>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}
