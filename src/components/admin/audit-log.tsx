'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AuditEntry } from '@/schemas/admin';
import { AUDIT_ACTIONS, can } from '@/schemas/admin-rules';
import styles from './admin.module.css';
import { AdminPage } from './admin-page';
import { AdminPager } from './admin-pager';
import { QueryView } from './query-view';
import { seoulDateTime } from './seoul-time';
import { useStaffProfile } from './staff-context';
import { TableWrap } from './table-wrap';
import { useAdminQuery } from './use-admin-query';

type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** A record's detail (reason, field, changes) as short `key: value` text. */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');
}

/** `/admin/audit` (owner): the append-only record of staff actions on personal data and events. */
export function AuditLog() {
  const t = useTranslations('admin.audit');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const [action, setAction] = useState('');
  const [who, setWho] = useState('');
  const [whoFilter, setWhoFilter] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams(
    Object.entries({ action, staff: whoFilter, page: String(page) }).filter(([, v]) => v !== ''),
  );
  const { state } = useAdminQuery<Paged<AuditEntry>>(
    can(staff.role, 'audit.read') ? `/audit?${query}` : null,
  );

  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setWhoFilter(who.trim());
  };

  return (
    <AdminPage title={tn('audit')} permission="audit.read" lead={t('lead')}>
      <search className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="a-action">{t('filter.action')}</label>
          <select
            id="a-action"
            value={action}
            onChange={(e) => {
              setPage(1);
              setAction(e.target.value);
            }}
          >
            <option value="">{t('filter.all')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`action.${a.replace('.', '_')}`)}
              </option>
            ))}
          </select>
        </div>
        <form onSubmit={search} className={styles.searchForm}>
          <div className={styles.field}>
            <label htmlFor="a-staff">{t('filter.staff')}</label>
            <input id="a-staff" type="search" value={who} onChange={(e) => setWho(e.target.value)} />
          </div>
          <button type="submit" className={styles.secondaryButton}>
            {t('filter.apply')}
          </button>
        </form>
      </search>
      <QueryView state={state}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.empty}>{t('none')}</p>
          ) : (
            <>
              <TableWrap label={tn('audit')}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{tn('audit')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('col.at')}</th>
                      <th scope="col">{t('col.staff')}</th>
                      <th scope="col">{t('col.action')}</th>
                      <th scope="col">{t('col.target')}</th>
                      <th scope="col">{t('col.detail')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((e) => (
                      <tr key={e.id} data-audit-action={e.action}>
                        <td className={styles.nowrap}>{seoulDateTime(e.at)}</td>
                        <td>
                          {e.staffEmail}
                          <span className={styles.sub}>
                            {(['owner', 'manager', 'door', 'viewer'] as const).includes(e.role as never)
                              ? t(`role.${e.role}`)
                              : e.role}{' '}
                            · {e.ip}
                          </span>
                        </td>
                        <th scope="row">
                          {(AUDIT_ACTIONS as readonly string[]).includes(e.action)
                            ? t(`action.${e.action.replace('.', '_')}`)
                            : e.action}
                        </th>
                        <td className={styles.mono}>
                          {e.targetType ?? ''}
                          {e.targetId ? <span className={styles.sub}>{e.targetId}</span> : null}
                        </td>
                        <td className={styles.detailCell}>{detailText(e.detail)}</td>
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
