'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AdminEventRow } from '@/schemas/admin';
import { can } from '@/schemas/admin-rules';
import styles from './admin.module.css';
import { AdminPage } from './admin-page';
import { AdminPager } from './admin-pager';
import { QueryView } from './query-view';
import { seoulDate } from './seoul-time';
import { useStaffProfile } from './staff-context';
import { TableWrap } from './table-wrap';
import { useAdminQuery } from './use-admin-query';

type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** `/admin/events`: every event, newest first, with search. */
export function EventList() {
  const t = useTranslations('admin.events');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const path = `/events?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(page) })}`;
  const { state } = useAdminQuery<Paged<AdminEventRow>>(can(staff.role, 'events.read') ? path : null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setQuery(q.trim());
  };

  return (
    <AdminPage
      title={tn('events')}
      permission="events.read"
      actions={
        can(staff.role, 'events.write') ? (
          <Link href="/admin/events/new" className={styles.primaryButton} data-new-event="">
            {t('new')}
          </Link>
        ) : null
      }
    >
      <search className={styles.filters}>
        <form onSubmit={search} className={styles.searchForm}>
          <label htmlFor="event-search" className="visually-hidden">
            {t('search')}
          </label>
          <input
            id="event-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('searchPlaceholder')}
          />
          <button type="submit" className={styles.secondaryButton}>
            {t('searchButton')}
          </button>
        </form>
      </search>
      <QueryView state={state}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.empty}>{query ? t('noMatch') : t('none')}</p>
          ) : (
            <>
              <TableWrap label={tn('events')}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{tn('events')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('col.title')}</th>
                      <th scope="col">{t('col.type')}</th>
                      <th scope="col">{t('col.period')}</th>
                      <th scope="col">{t('col.state')}</th>
                      <th scope="col" className={styles.num}>
                        {t('col.applications')}
                      </th>
                      <th scope="col">{t('col.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((e) => (
                      <tr key={e.id} data-event-row={e.id}>
                        <th scope="row">
                          <Link href={`/admin/events/${e.id}`} className={styles.rowLink}>
                            {e.titleKo}
                          </Link>
                          {e.missingEnglish.length > 0 ? (
                            <span className={styles.warnBadge}>{t('englishMissing')}</span>
                          ) : null}
                        </th>
                        <td>
                          {t(`type.${e.type}`)}
                          <span className={styles.sub}>{t(`kind.${e.kind}`)}</span>
                        </td>
                        <td className={styles.nowrap}>
                          {seoulDate(e.startsAt)}
                          <span className={styles.sub}>~ {seoulDate(e.endsAt)}</span>
                        </td>
                        <td>
                          <span
                            className={styles.stateBadge}
                            data-state={e.published ? 'published' : 'draft'}
                          >
                            {e.published ? t('published') : t('draft')}
                          </span>
                          {e.visibility === 'PRIVATE' ? (
                            <span className={styles.sub}>{t('private')}</span>
                          ) : null}
                        </td>
                        <td className={styles.num}>{e.applications}</td>
                        <td>
                          {e.type !== 'board' && can(staff.role, 'applicants.read') ? (
                            <Link href={`/admin/events/${e.id}/applicants`} className={styles.smallLink}>
                              {t('applicants')}
                            </Link>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <AdminPager page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
