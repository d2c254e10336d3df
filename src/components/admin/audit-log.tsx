'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AdminEventRow, AuditEntry } from '@/schemas/admin';
import { AUDIT_ACTIONS, STAFF_ROLES, staffMay } from '@/schemas/admin-rules';
import { adminDownload, errorMessage } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { DataTable } from '../console-kit/data-table';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { AdminPager } from '../console-kit/pager';
import { QueryView } from '../console-kit/query-view';
import { seoulDateTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import tableStyles from '../console-kit/table.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { detailText, isAuditTarget } from './audit-detail';

type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** `/admin/audit` (owner): the append-only record of staff actions on personal data and events. */
export function AuditLog() {
  const t = useTranslations('admin.audit');
  const tn = useTranslations('admin.nav');
  // NOTE: a record kind this console does not know yet shows as stored rather than as nothing.
  const targetLabel = (type: string | null) =>
    type === null ? '' : isAuditTarget(type) ? t(`target.${type.replace('.', '_')}`) : type;
  const staff = useStaffProfile();
  const allowed = staffMay(staff, 'audit.read');
  const [action, setAction] = useState('');
  const [who, setWho] = useState('');
  const [whoFilter, setWhoFilter] = useState('');
  // A link from elsewhere in the console may name the event (`/admin/audit?event=…`).
  // NOTE: from the router, not window.location: on a client navigation the new page renders before
  // the address bar changes, so `location.search` was still the editor's and the filter was lost.
  const params = useSearchParams();
  const [event, setEvent] = useState(() => params.get('event') ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const filters = Object.entries({ action, staff: whoFilter, event, from, to }).filter(([, v]) => v !== '');
  const query = new URLSearchParams([...filters, ['page', String(page)]]);
  const { state } = useAdminQuery<Paged<AuditEntry>>(allowed ? `/audit?${query}` : null);
  const events = useAdminQuery<Paged<AdminEventRow>>(allowed ? '/events' : null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setWhoFilter(who.trim());
  };
  const set = (apply: (v: string) => void) => (v: string) => {
    setPage(1);
    apply(v);
  };
  const download = async () => {
    setExporting(true);
    setMessage(null);
    try {
      await adminDownload(`/audit?${new URLSearchParams([...filters, ['format', 'csv']])}`, 'audit.csv');
      setMessage({ kind: 'ok', text: t('exported') });
    } catch (err) {
      setMessage({ kind: 'error', text: errorMessage(err) ?? t('networkError') });
    } finally {
      setExporting(false);
    }
  };
  const eventOptions = events.state.status === 'ready' ? events.state.data.items : [];

  return (
    <AdminPage
      title={tn('audit')}
      permission="audit.read"
      lead={t('lead')}
      actions={
        <button
          type="button"
          className={buttonStyles.primaryButton}
          onClick={download}
          disabled={exporting}
          aria-describedby="audit-export-hint"
          data-audit-export=""
        >
          {exporting ? t('exporting') : t('export')}
        </button>
      }
    >
      <p id="audit-export-hint" className={fieldStyles.hint}>
        {t('exportHint')}
      </p>
      <div aria-live="polite">
        {message ? (
          <p className={message.kind === 'ok' ? messageStyles.okBox : messageStyles.errorBox}>
            {message.text}
          </p>
        ) : null}
      </div>
      <search className={fieldStyles.filters}>
        <div className={fieldStyles.field}>
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
        <div className={fieldStyles.field}>
          <label htmlFor="a-event">{t('filter.event')}</label>
          <select id="a-event" value={event} onChange={(e) => set(setEvent)(e.target.value)}>
            <option value="">{t('filter.eventAll')}</option>
            {event && !eventOptions.some((x) => x.id === event) ? (
              <option value={event}>{event}</option>
            ) : null}
            {eventOptions.map((x) => (
              <option key={x.id} value={x.id}>
                {x.titleKo}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="a-from">{t('filter.from')}</label>
          <input
            id="a-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => set(setFrom)(e.target.value)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="a-to">{t('filter.to')}</label>
          <input
            id="a-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => set(setTo)(e.target.value)}
          />
        </div>
        <form onSubmit={search} className={fieldStyles.searchForm}>
          <div className={fieldStyles.field}>
            <label htmlFor="a-staff">{t('filter.staff')}</label>
            <input id="a-staff" type="search" value={who} onChange={(e) => setWho(e.target.value)} />
          </div>
          <button type="submit" className={buttonStyles.secondaryButton}>
            {t('filter.apply')}
          </button>
        </form>
      </search>
      <QueryView state={state}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={pageStyles.empty}>{t('none')}</p>
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
                        <span className={tableStyles.sub}>
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
                    className: tableStyles.mono,
                    cell: (e) => (
                      <>
                        {targetLabel(e.targetType)}
                        {e.targetId ? <span className={tableStyles.sub}>{e.targetId}</span> : null}
                      </>
                    ),
                  },
                  {
                    key: 'detail',
                    header: t('col.detail'),
                    className: tableStyles.detailCell,
                    cell: (e) => <DetailText text={detailText(e.detail)} />,
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

/** A record's detail, each Seoul date (and its time) kept on one line in a narrow cell. */
function DetailText({ text }: { text: string }) {
  return text.split(/(\d{4}-\d{2}-\d{2}(?:\u00a0\d{2}:\d{2})?)/).map((part, i) =>
    i % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <span key={i} className={tableStyles.noWrap}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
