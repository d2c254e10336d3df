'use client';

import { useTranslations } from 'next-intl';
import type { FactWarningList, FactWarningOut, FactWarningRecord } from '@/schemas/fact-warnings';
import buttonStyles from '../console-kit/button.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './studio.module.css';

/** What a save answered beside the record, if anything (`warnings`, decision 049). */
export const warningsOf = (answer: unknown): FactWarningOut[] =>
  answer && typeof answer === 'object' && Array.isArray((answer as { warnings?: unknown }).warnings)
    ? (answer as { warnings: FactWarningOut[] }).warnings
    : [];

function WarningLines({ warnings }: { warnings: readonly FactWarningOut[] }) {
  const t = useTranslations('studio.facts');
  return (
    <ul className={styles.rows}>
      {warnings.map((w) => (
        <li key={`${w.field}:${w.kind}:${w.found}`} data-fact-warning={w.kind}>
          <p className={styles.rowTitle}>{t('found', { kind: t(`kind.${w.kind}`), found: w.found })}</p>
          <p className={styles.rowSub}>
            {t('where', { field: w.field, language: t(`language.${w.locale}`) })}
            {w.expected
              ? ` · ${w.kind === 'duration' ? t('expectedMinutes', { expected: w.expected }) : t('expected', { expected: w.expected })}`
              : ''}
            {w.factName ? ` · ${t('useToken', { token: `{{${w.factName}}}` })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * After a save: the sentences of the saved record that state a fact a record contradicts. The save
 * is kept either way; nothing shows when there are none.
 */
export function FactWarnings({ warnings }: { warnings: readonly FactWarningOut[] | null }) {
  const t = useTranslations('studio.facts');
  if (!warnings?.length) return null;
  return (
    <section className={messageStyles.warnBox} role="status" data-fact-warnings="">
      <h2 className={pageStyles.sectionTitle}>{t('title')}</h2>
      <p>{t('savedAnyway')}</p>
      <WarningLines warnings={warnings} />
    </section>
  );
}

const HREF: Record<FactWarningRecord, (id: string) => string> = {
  faq: () => '/admin/content/faq',
  notice: () => '/admin/content/notices',
  edition: () => '/admin/content/editions',
  event: (id) => `/admin/events/${id}`,
};

/** The studio home's list: every published record whose prose a record contradicts. */
export function FactWarningsList() {
  const t = useTranslations('studio.facts');
  const { state } = useAdminQuery<FactWarningList>('/content/fact-warnings', 60_000);
  return (
    <section className={pageStyles.panel} aria-labelledby="studio-fact-warnings" data-fact-warning-list="">
      <h2 id="studio-fact-warnings" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <QueryView state={state}>
        {({ items }) =>
          items.length === 0 ? (
            <p className={pageStyles.empty}>{t('none')}</p>
          ) : (
            <ol className={styles.rows}>
              {items.map((item) => (
                <li key={`${item.record}:${item.id}`} className={styles.row}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {t(`record.${item.record}`)} · {item.title}
                    </p>
                    <WarningLines warnings={item.warnings} />
                  </div>
                  <div className={styles.rowActions}>
                    <a className={buttonStyles.secondaryButton} href={HREF[item.record](item.id)}>
                      {t('open')}
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
