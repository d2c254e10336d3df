import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/paths';
import type { PolicyKind, PublicPolicyEntry, PublicPolicyVersion } from '@/schemas/policies';
import { PolicyBody } from './policy-body';
import styles from './policy-document.module.css';

/**
 * A policy page: title, effective date, the text (table of contents, sections, tables) of one
 * version, and the change history linking every version that has been in force (PIPA keeps it
 * public). An earlier version says so and links to the one in force.
 */
export function PolicyDocument({
  kind,
  locale,
  title,
  version,
  versions,
  upcoming,
  other,
}: {
  kind: PolicyKind;
  locale: Locale;
  title: string;
  version: PublicPolicyVersion;
  versions: PublicPolicyEntry[];
  /** The next version, announced from `POLICY_NOTICE_DAYS` days before it takes effect. */
  upcoming?: PublicPolicyVersion;
  other: { href: string; label: string };
}) {
  const t = useTranslations('policies');
  const base = `/policies/${kind}`;
  const hrefOf = (v: PublicPolicyEntry) => localizedPath(v.inForce ? base : `${base}/v/${v.version}`, locale);
  return (
    <>
      <PageHeader title={title} />
      <div className={`container ${styles.doc}`} data-header-theme="light">
        <p className={styles.effective} data-policy-effective="">
          {t('effective')} <time dateTime={version.effectiveOn}>{version.effectiveOn}</time>{' '}
          <span className={styles.versionTag}>{t('version', { version: version.version })}</span>
        </p>
        {version.inForce ? null : (
          <p className={styles.earlier} data-policy-earlier="">
            {t('earlierNotice', { date: version.effectiveOn, version: version.version })}{' '}
            <a href={localizedPath(base, locale)}>{t('viewCurrent')}</a>
          </p>
        )}
        {upcoming ? (
          <section className={styles.upcoming} aria-labelledby="policy-upcoming" data-policy-upcoming="">
            <h2 id="policy-upcoming">{t('upcomingTitle')}</h2>
            <p>
              {t('upcomingNotice', { date: upcoming.effectiveOn, version: upcoming.version })}
              {upcoming.note ? ` ${upcoming.note}` : ''}
            </p>
            <details>
              <summary>{t('upcomingRead')}</summary>
              <PolicyBody html={upcoming.body} labels={{ toc: t('toc'), table: t('table') }} />
            </details>
          </section>
        ) : null}
        <PolicyBody html={version.body} labels={{ toc: t('toc'), table: t('table') }} />
        <section aria-labelledby="policy-history" className={styles.history} data-policy-history="">
          <h2 id="policy-history">{t('history')}</h2>
          <p className={styles.historyLead}>{t('historyLead')}</p>
          <ol>
            {versions.map((v) => (
              <li key={v.version}>
                <a
                  href={hrefOf(v)}
                  aria-current={v.version === version.version ? 'page' : undefined}
                  data-policy-version={v.version}
                >
                  <span className={styles.historyVersion}>{t('version', { version: v.version })}</span>
                  <span>
                    {t('effective')} <time dateTime={v.effectiveOn}>{v.effectiveOn}</time>
                  </span>
                  {v.inForce ? <span className={styles.inForce}>{t('inForce')}</span> : null}
                </a>
                {v.note ? <p className={styles.historyNote}>{v.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
        <p className={styles.other}>
          <a href={other.href}>{other.label}</a>
        </p>
      </div>
    </>
  );
}
