'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Dashboard as DashboardData } from '@/schemas/admin';
import { staffMay } from '@/schemas/admin-rules';
import { slotState } from '@/schemas/schedule-rules';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { seoulTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { ApplicationsChart } from './applications-chart';
import styles from './dashboard.module.css';
import { SlotTable } from './slot-table';

/** The 14 days' messages by what carried them, in the message card's breakdown. */
const SENT_BY = [
  ['alimtalk', 'sentAlimtalk'],
  ['sms', 'sentSms'],
  ['lms', 'sentLms'],
  ['log', 'sentLog'],
] as const;

/**
 * One of today's slots in the dashboard's table: the programme and its time, and once it has started
 * a badge saying so ("진행 중", then "지난 회차" on a muted row: the thirteenth review found every one
 * of the day's slots still looking open at 22:00).
 */
function TodaySlotLabel({ slot, now }: { slot: DashboardData['today'][number]; now: number }) {
  const t = useTranslations('admin.dashboard');
  const state = slotState(slot, now);
  return (
    <span className={badgeStyles.badgeLine} data-slot-state={state}>
      <span>
        {slot.eventTitle} · {seoulTime(slot.startsAt)}
      </span>
      {state === 'upcoming' ? null : (
        <span className={badgeStyles.stateBadge} data-state={state}>
          {t(state === 'running' ? 'slotRunning' : 'slotEnded')}
        </span>
      )}
    </span>
  );
}

/** `/admin`: today's slots, applications per day, open inquiries and undelivered mail. */
export function Dashboard() {
  const t = useTranslations('admin.dashboard');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const { state } = useAdminQuery<DashboardData>(
    staffMay(staff, 'dashboard.read') ? '/dashboard' : null,
    30_000,
  );
  return (
    <AdminPage title={tn('dashboard')} permission="dashboard.read" lead={t('lead', { name: staff.name })}>
      <QueryView state={state}>
        {(d) => {
          const seats = d.today.reduce((n, s) => n + s.capacity, 0);
          const taken = d.today.reduce((n, s) => n + s.taken, 0);
          const checkedIn = d.today.reduce((n, s) => n + s.checkedIn, 0);
          // read at each render: the dashboard reloads every 30 s, so a slot turns past within that
          const now = Date.now();
          return (
            <>
              <ul className={styles.stats}>
                <li className={styles.stat}>
                  <span className={styles.statLabel}>{t('todaySlots')}</span>
                  <span className={styles.statValue}>{d.today.length}</span>
                  <span className={styles.statNote}>{t('seatsTaken', { taken, seats })}</span>
                </li>
                <li className={styles.stat}>
                  <span className={styles.statLabel}>{t('checkedIn')}</span>
                  <span className={styles.statValue}>{checkedIn}</span>
                  <span className={styles.statNote}>{t('ofTaken', { taken })}</span>
                </li>
                <li className={styles.stat}>
                  <span className={styles.statLabel}>{t('openInquiries')}</span>
                  <span className={styles.statValue}>{d.openInquiries}</span>
                  {staffMay(staff, 'inquiries.read') ? (
                    <Link href="/admin/inquiries?state=new" className={buttonStyles.statLink}>
                      {t('toInbox')}
                    </Link>
                  ) : null}
                </li>
                <li className={styles.stat} data-alert={d.outboxFailures > 0 ? 'true' : undefined}>
                  <span className={styles.statLabel}>{t('outboxFailures')}</span>
                  <span className={styles.statValue}>{d.outboxFailures}</span>
                  <span className={styles.statNote}>
                    {d.outboxFailures > 0
                      ? t('outboxFailing')
                      : t('outboxPending', { count: d.outboxPending })}
                  </span>
                </li>
                <li
                  className={`${styles.stat} ${styles.statWide}`}
                  data-alert={d.messages.failing > 0 ? 'true' : undefined}
                >
                  <span className={styles.statLabel}>{t('messageFailures')}</span>
                  <span className={styles.statValue}>{d.messages.failing}</span>
                  <span className={styles.statNote}>
                    {d.messages.failing > 0
                      ? t('messageFailing')
                      : t('outboxPending', { count: d.messages.pending })}
                  </span>
                  <div className={styles.sent}>
                    <p className={styles.sentTitle}>{t('messagesSentTitle')}</p>
                    <dl className={styles.sentList}>
                      {SENT_BY.map(([key, label]) => (
                        <div key={key} className={styles.sentRow}>
                          <dt>{t(label)}</dt>
                          <dd data-sent={key}>{t('sentCount', { count: d.messages.sent[key] })}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </li>
              </ul>

              <section className={pageStyles.panel} aria-labelledby="today-title">
                <h2 id="today-title" className={pageStyles.sectionTitle}>
                  {t('today')}
                </h2>
                {d.today.length === 0 ? (
                  <p className={pageStyles.empty}>{t('noSlotsToday')}</p>
                ) : (
                  <SlotTable
                    caption={t('today')}
                    sessions={d.today}
                    label={(s) => <TodaySlotLabel slot={s} now={now} />}
                    muted={(s) => slotState(s, now) === 'ended'}
                  />
                )}
              </section>

              <section className={pageStyles.panel} aria-labelledby="chart-title">
                <h2 id="chart-title" className={pageStyles.sectionTitle}>
                  {t('perDay')}
                </h2>
                <ApplicationsChart days={d.applicationsPerDay} />
              </section>
            </>
          );
        }}
      </QueryView>
    </AdminPage>
  );
}
