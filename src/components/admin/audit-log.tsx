'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AuditEntry } from '@/schemas/admin';
import { AUDIT_ACTIONS, STAFF_ROLES, staffMay } from '@/schemas/admin-rules';
import styles from './admin.module.css';
import { AdminPage } from './admin-page';
import { AdminPager } from './admin-pager';
import { detailText } from './audit-detail';
import { DataTable } from './data-table';
import { QueryView } from './query-view';
import { seoulDateTime } from './seoul-time';
import { useStaffProfile } from './staff-context';
import { useAdminQuery } from './use-admin-query';

type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

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
    staffMay(staff, 'audit.read') ? `/audit?${query}` : null,
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
              <DataTable
                label={tn('audit')}
                rows={data.items}
                rowKey={(e) => String(e.id)}
                rowData={(e) => ({ 'data-audit-action': e.action })}
                columns={[
                  { key: 'at', header: t('col.at'), nowrap: true, cell: (e) => seoulDateTime(e.at) },
                  {
                    key: 'staff',
                    header: t('col.staff'),
                    cell: (e) => (
                      <>
                        {e.staffEmail}
                        <span className={styles.sub}>
                          {(STAFF_ROLES as readonly string[]).includes(e.role) ? t(`role.${e.role}`) : e.role}{' '}
                          · {e.ip}
                        </span>
                      </>
                    ),
                  },
                  {
                    key: 'action',
                    header: t('col.action'),
                    title: true,
                    cell: (e) =>
                      (AUDIT_ACTIONS as readonly string[]).includes(e.action)
                        ? t(`action.${e.action.replace('.', '_')}`)
                        : e.action,
                  },
                  {
                    key: 'target',
                    header: t('col.target'),
                    className: styles.mono,
                    cell: (e) => (
                      <>
                        {e.targetType ?? ''}
                        {e.targetId ? <span className={styles.sub}>{e.targetId}</span> : null}
                      </>
                    ),
                  },
                  {
                    key: 'detail',
                    header: t('col.detail'),
                    className: styles.detailCell,
                    cell: (e) => detailText(e.detail),
                  },
                ]}
              />
              <AdminPager page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
