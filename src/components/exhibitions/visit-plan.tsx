import { useLocale, useTranslations } from 'next-intl';
import { ShellLink } from '@/components/shell/shell-link';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatDateRange } from '@/lib/dates';
import { hoursChangeKey, LAST_ENTRY_MINUTES, minutesBefore } from '@/lib/facts';
import { shortPhrase } from '@/lib/place-lines';
import type { PublicEdition } from '@/schemas/content-rules';
import { Address } from '../layout/address';
import styles from './visit-plan.module.css';

export type VisitCommon = { rules: { key: string; title: string; desc: string }[]; notes: string[] };

/**
 * Where a visitor plans the visit: dates, hours, venue, admission, the exhibition rules and the
 * attendance notes. Once the edition has ended it is the record of the visit instead: when and where
 * it ran, and no call to apply.
 */
export function VisitPlan({ exhibition: x, common }: { exhibition: PublicEdition; common: VisitCommon }) {
  const t = useTranslations('exhibitions');
  const locale = useLocale() as Locale;
  const ended = x.status === 'ended';
  return (
    <section className={styles.plan} aria-labelledby="visit-title" data-header-theme="light" id="visit">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="visit-title">{ended ? t('visit.endedTitle') : t('visit.title')}</h2>
          {ended ? <p className={styles.endedNote}>{t('visit.endedNote')}</p> : null}
          <dl className={styles.facts}>
            <dt>{t('visit.dates')}</dt>
            <dd>{formatDateRange(x.startsOn, x.endsOn, locale)}</dd>
            <dt>{t('visit.hours')}</dt>
            <dd data-fact="hours">
              {t('visit.hoursDaily', { opensAt: x.opensAt, closesAt: x.closesAt })}
              {ended ? null : (
                <>
                  {' · '}
                  {t('visit.lastEntry', { time: minutesBefore(x.closesAt, LAST_ENTRY_MINUTES) })}
                  {/* a booked slot is admitted at the door for its whole ticket, as the door lets it
                      in (the tenth review: a 19:00 tour's ticket runs to 19:45, past last entry) */}
                  <span className={styles.address}>{t('visit.lastEntryTickets')}</span>
                </>
              )}
              {x.hours ? <span className={styles.address}>{x.hours}</span> : null}
              {!ended && x.hoursExceptions.length ? (
                <ul className={styles.hoursChanges} data-fact="hours-changes">
                  {x.hoursExceptions.map((h) => (
                    <li key={h.date}>
                      {t(`visit.${hoursChangeKey(h)}`, {
                        date: formatDate(h.date, locale),
                        opensAt: h.opensAt ?? '',
                        closesAt: h.closesAt ?? '',
                        note: shortPhrase(h.note),
                      })}
                      {h.lastTourAt ? (
                        <span className={styles.lastTour} data-fact="last-tour">
                          {t('visit.lastTourLine', { time: h.lastTourAt })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </dd>
            <dt>{t('visit.venue')}</dt>
            <dd>
              {x.venue}
              {x.address ? (
                <span className={styles.address}>
                  <Address text={x.address} />
                </span>
              ) : null}
            </dd>
            {/* an ended show's admission was a rule of its time (the eighth review read it as today's) */}
            <dt>{t(ended ? 'visit.admissionThen' : 'visit.admission')}</dt>
            <dd>{x.admission}</dd>
          </dl>
          {ended ? null : (
            <>
              <ul className={styles.notes}>
                {common.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
              <p className={styles.actions}>
                <ShellLink href="/event" className={styles.apply}>
                  {t('visit.apply')}
                </ShellLink>
                {/* a question before booking, or from abroad where booking needs a Korean phone (the
                    tenth review: the English call led only to a Korean flow) */}
                <Link href="/contact" className={styles.ask}>
                  {t('visit.ask')}
                </Link>
              </p>
            </>
          )}
        </div>
        {ended ? null : (
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
        )}
      </div>
    </section>
  );
}
