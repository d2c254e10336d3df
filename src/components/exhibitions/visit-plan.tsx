import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Exhibition } from '@/schemas/content';
import styles from './visit-plan.module.css';

export type VisitCommon = { rules: { key: string; title: string; desc: string }[]; notes: string[] };

/** Where a visitor plans the visit: dates, hours, venue, admission, the exhibition rules and the attendance notes. */
export function VisitPlan({ exhibition: x, common }: { exhibition: Exhibition; common: VisitCommon }) {
  const t = useTranslations('exhibitions');
  return (
    <section className={styles.plan} aria-labelledby="visit-title" data-header-theme="light" id="visit">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="visit-title">{t('visit.title')}</h2>
          <dl className={styles.facts}>
            <dt>{t('visit.dates')}</dt>
            <dd>
              <time dateTime={x.startDate}>{x.startDate}</time> –{' '}
              <time dateTime={x.endDate}>{x.endDate}</time>
            </dd>
            <dt>{t('visit.hours')}</dt>
            <dd>{x.hours}</dd>
            <dt>{t('visit.venue')}</dt>
            <dd>{x.venue}</dd>
            <dt>{t('visit.admission')}</dt>
            <dd>{x.admission}</dd>
          </dl>
          <ul className={styles.notes}>
            {common.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <Link href="/event" className={styles.apply}>
            {t('visit.apply')}
          </Link>
        </div>
        <div>
          <h3 className={styles.rulesTitle}>{t('visit.rules')}</h3>
          <ul className={styles.rules} data-visit-rules>
            {common.rules.map((r) => (
              <li key={r.key} data-rule={r.key}>
                <span className={styles.icon} aria-hidden="true" data-icon={r.key} />
                <span>
                  <strong>{r.title}</strong>
                  <span className={styles.ruleDesc}>{r.desc}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
