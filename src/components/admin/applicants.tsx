'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AdminEvent, AdminSession, Applicant } from '@/schemas/admin';
import {
  CANCEL_REASON_MAX_LENGTH,
  EXPORT_FORMATS,
  type ExportFormat,
  REVEAL_REASON_MAX_LENGTH,
  staffMay,
} from '@/schemas/admin-rules';
import { adminDownload, adminJson } from '../console-kit/api';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import { DataTable } from '../console-kit/data-table';
import { ReasonDialog } from '../console-kit/dialog';
import { showApiError } from '../console-kit/errors';
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
import styles from './applicants.module.css';
import { SlotTable } from './slot-table';

type ApplicantsAnswer = {
  items: Applicant[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  sessions: AdminEvent['sessions'];
  counts: { confirmed: number; waitlisted: number; cancelled: number; expired: number };
};
type Filters = { sessionId: string; status: string; memberType: string; attended: string; q: string };
type Field = 'tel' | 'email';
const NO_FILTERS: Filters = { sessionId: '', status: '', memberType: '', attended: '', q: '' };
/** Seats change as members apply: the list asks again this often while it is on screen. */
const POLL_MS = 15_000;

/** `/admin/events/{id}/applicants`: who applied, per slot, masked; reveal, cancel, CSV. */
export function Applicants({ id }: { id: string }) {
  const t = useTranslations('admin.applicants');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const allowed = staffMay(staff, 'applicants.read');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [draftQ, setDraftQ] = useState('');
  const [page, setPage] = useState(1);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [revealing, setRevealing] = useState<{ applicant: Applicant; field: Field } | null>(null);
  const [cancelling, setCancelling] = useState<Applicant | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const params = new URLSearchParams(
    Object.entries({ ...filters, page: String(page) }).filter(([, v]) => v !== ''),
  );
  const event = useAdminQuery<AdminEvent>(allowed ? `/events/${id}` : null);
  const { state, reload } = useAdminQuery<ApplicantsAnswer>(
    allowed ? `/events/${id}/applications?${params}` : null,
    POLL_MS,
  );

  const setFilter = (key: keyof Filters, value: string) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value }));
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter('q', draftQ.trim());
  };

  const download = async (format: ExportFormat) => {
    setExporting(format);
    setMessage(null);
    try {
      const query = new URLSearchParams(params);
      query.delete('page');
      query.set('format', format);
      await adminDownload(`/events/${id}/applications?${query}`, `applicants-${id}.${format}`);
      setMessage({ kind: 'ok', text: t(`exported.${format}`) });
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    } finally {
      setExporting(null);
    }
  };

  const title = event.state.status === 'ready' ? event.state.data.titleKo : tn('applicants');
  return (
    <AdminPage
      title={title}
      permission="applicants.read"
      lead={t('lead')}
      actions={
        <>
          <Link href={`/admin/events/${id}`} className={buttonStyles.secondaryButton}>
            {t('toEvent')}
          </Link>
          {staffMay(staff, 'applicants.export')
            ? EXPORT_FORMATS.map((format) => (
                <button
                  key={format}
                  type="button"
                  className={buttonStyles.primaryButton}
                  onClick={() => download(format)}
                  disabled={exporting !== null}
                  data-export={format}
                  {...(format === 'csv' ? { 'data-export-csv': '' } : {})}
                >
                  {exporting === format ? t('exporting') : t(`export.${format}`)}
                </button>
              ))
            : null}
        </>
      }
    >
      <div aria-live="polite">
        {message ? (
          <p
            className={message.kind === 'ok' ? messageStyles.okBox : messageStyles.errorBox}
            data-applicants-message={message.kind}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <QueryView state={state}>
        {(data) => (
          <>
            {data.sessions.length > 0 ? (
              <SeatsBySlot
                sessions={data.sessions}
                chosen={data.sessions.find((x) => x.id === filters.sessionId) ?? null}
              />
            ) : null}

            <search className={fieldStyles.filters}>
              <div className={fieldStyles.field}>
                <label htmlFor="f-session">{t('filter.session')}</label>
                <select
                  id="f-session"
                  value={filters.sessionId}
                  onChange={(e) => setFilter('sessionId', e.target.value)}
                >
                  <option value="">{t('filter.all')}</option>
                  {data.sessions.map((s) => (
                    <option key={s.id} value={s.id}>
                      {seoulDateTime(s.startsAt)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor="f-status">{t('filter.status')}</label>
                <select
                  id="f-status"
                  value={filters.status}
                  onChange={(e) => setFilter('status', e.target.value)}
                >
                  <option value="">{t('filter.all')}</option>
                  <option value="confirmed">{t('status.confirmed')}</option>
                  <option value="waitlisted">{t('status.waitlisted')}</option>
                  <option value="cancelled">{t('status.cancelled')}</option>
                  <option value="expired">{t('status.expired')}</option>
                </select>
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor="f-type">{t('filter.memberType')}</label>
                <select
                  id="f-type"
                  value={filters.memberType}
                  onChange={(e) => setFilter('memberType', e.target.value)}
                >
                  <option value="">{t('filter.all')}</option>
                  <option value="normal">{t('memberType.normal')}</option>
                  <option value="company">{t('memberType.company')}</option>
                </select>
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor="f-attended">{t('filter.attended')}</label>
                <select
                  id="f-attended"
                  value={filters.attended}
                  onChange={(e) => setFilter('attended', e.target.value)}
                >
                  <option value="">{t('filter.all')}</option>
                  <option value="true">{t('attendedYes')}</option>
                  <option value="false">{t('attendedNo')}</option>
                </select>
              </div>
              <form onSubmit={search} className={fieldStyles.searchForm}>
                <div className={fieldStyles.field}>
                  <label htmlFor="f-q">{t('filter.search')}</label>
                  <input
                    id="f-q"
                    type="search"
                    value={draftQ}
                    onChange={(e) => setDraftQ(e.target.value)}
                    placeholder={t('filter.searchPlaceholder')}
                  />
                </div>
                <button type="submit" className={buttonStyles.secondaryButton}>
                  {t('filter.apply')}
                </button>
              </form>
            </search>

            <p className={fieldStyles.hint} data-applicant-counts="">
              {t('counts', data.counts)}
            </p>
            {data.items.length === 0 ? (
              <p className={pageStyles.empty}>{t('none')}</p>
            ) : (
              <DataTable
                label={t('tableCaption', { total: data.total })}
                rows={data.items}
                rowKey={(a) => a.id}
                rowData={(a) => ({ 'data-applicant': a.id })}
                columns={[
                  {
                    key: 'name',
                    header: t('col.name'),
                    title: true,
                    cell: (a) => (
                      <>
                        {a.member.name}
                        <span className={tableStyles.sub}>
                          {t(`memberType.${a.member.memberType}`)}
                          {a.member.company ? ` · ${a.member.company}` : ''}
                        </span>
                      </>
                    ),
                  },
                  {
                    key: 'contact',
                    header: t('col.contact'),
                    cell: (a) =>
                      (['tel', 'email'] as const).map((field) => {
                        const shown = revealed[`${a.id}:${field}`];
                        return (
                          <span key={field} className={badgeStyles.contactLine}>
                            <span className="visually-hidden">{t(`field.${field}`)}</span>
                            <span data-contact={field} data-revealed={shown ? 'true' : 'false'}>
                              {shown ?? a.member[field]}
                            </span>
                            {shown ? (
                              <span className={badgeStyles.revealedTag}>{t('revealedTag')}</span>
                            ) : staffMay(staff, 'applicants.reveal') ? (
                              <button
                                type="button"
                                className={buttonStyles.smallButton}
                                onClick={() => setRevealing({ applicant: a, field })}
                                data-reveal={field}
                              >
                                {t(`reveal.${field}`)}
                                <span className="visually-hidden"> {a.member.name}</span>
                              </button>
                            ) : null}
                          </span>
                        );
                      }),
                  },
                  {
                    key: 'slot',
                    header: t('col.slot'),
                    nowrap: true,
                    cell: (a) => (
                      <>
                        {a.sessionStartsAt ? seoulDateTime(a.sessionStartsAt) : t('noSlot')}
                        <span className={tableStyles.sub}>
                          {t('appliedAt', { at: seoulDateTime(a.createdAt) })}
                        </span>
                      </>
                    ),
                  },
                  {
                    key: 'status',
                    header: t('col.status'),
                    cell: (a) => (
                      <>
                        <span className={badgeStyles.stateBadge} data-state={a.status}>
                          {t(`status.${a.status}`)}
                        </span>
                        {a.position !== null ? (
                          <span className={tableStyles.sub}>{t('position', { position: a.position })}</span>
                        ) : null}
                        {a.checkedInAt ? (
                          <span className={tableStyles.sub} data-checked-in="">
                            {t('checkedInAt', { at: seoulDateTime(a.checkedInAt) })}
                          </span>
                        ) : null}
                        {a.cancelReason ? (
                          <span className={tableStyles.sub}>
                            {t('cancelReason', { reason: a.cancelReason })}
                          </span>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    key: 'actions',
                    header: t('col.actions'),
                    actions: true,
                    cell: (a) =>
                      a.status === 'confirmed' && staffMay(staff, 'applicants.cancel') ? (
                        <button
                          type="button"
                          className={buttonStyles.smallDanger}
                          onClick={() => setCancelling(a)}
                          data-cancel-applicant=""
                        >
                          {t('cancel')}
                          <span className="visually-hidden"> {a.member.name}</span>
                        </button>
                      ) : null,
                  },
                ]}
              />
            )}
            <AdminPager page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>

      <ReasonDialog
        open={revealing !== null}
        title={
          revealing ? t(`revealTitle.${revealing.field}`, { name: revealing.applicant.member.name }) : ''
        }
        description={t('revealWhy')}
        label={t('reason')}
        submitLabel={t('revealSubmit')}
        maxLength={REVEAL_REASON_MAX_LENGTH}
        onClose={() => setRevealing(null)}
        onSubmit={async (reason) => {
          if (!revealing) return null;
          try {
            const r = await adminJson<{ field: Field; value: string }>(
              `/applications/${revealing.applicant.id}/reveal`,
              { method: 'POST', json: { field: revealing.field, reason } },
            );
            setRevealed((m) => ({ ...m, [`${revealing.applicant.id}:${r.field}`]: r.value }));
            setRevealing(null);
            return null;
          } catch (err) {
            return showApiError(err, null, [], t('networkError'));
          }
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={cancelling ? t('cancelTitle', { name: cancelling.member.name }) : ''}
        description={
          cancelling?.checkedInAt
            ? t('cancelCheckedInWhy', { at: seoulDateTime(cancelling.checkedInAt) })
            : t('cancelWhy')
        }
        label={t('reason')}
        submitLabel={cancelling?.checkedInAt ? t('cancelCheckedInSubmit') : t('cancelSubmit')}
        maxLength={CANCEL_REASON_MAX_LENGTH}
        danger
        onClose={() => setCancelling(null)}
        onSubmit={async (reason) => {
          if (!cancelling) return null;
          try {
            // A ticket used at the door is cancelled only by this explicit choice (the dialog says so).
            const json = cancelling.checkedInAt ? { reason, cancelCheckedIn: true } : { reason };
            await adminJson(`/applications/${cancelling.id}/cancel`, { method: 'POST', json });
            setCancelling(null);
            setMessage({ kind: 'ok', text: t('cancelled', { name: cancelling.member.name }) });
            await reload();
            return null;
          } catch (err) {
            return showApiError(err, null, [], t('networkError'));
          }
        }}
      />
    </AdminPage>
  );
}

/** Up to this many slots, the seats table is shown open; more are folded (a pop-up's 32 slots were 10,500 px on a phone). */
const SEATS_OPEN_UP_TO = 3;

/**
 * The slots' seats, folded into one line above the applicants when there are many (issue 51: the
 * applicants start near the top on a phone), with the chosen slot's figures in that line.
 */
function SeatsBySlot({ sessions, chosen }: { sessions: AdminSession[]; chosen: AdminSession | null }) {
  const t = useTranslations('admin.applicants');
  const [open, setOpen] = useState(sessions.length <= SEATS_OPEN_UP_TO);
  const left = sessions.reduce((n, x) => n + (x.cancelledAt ? 0 : x.seatsLeft), 0);
  return (
    <details
      className={`${pageStyles.panel} ${styles.seatsFold}`}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-seats=""
    >
      <summary>
        <span className={`${pageStyles.sectionTitle} ${styles.foldTitle}`}>{t('seats')}</span>{' '}
        <span className={`${tableStyles.sub} ${styles.foldSub}`} data-seats-summary="">
          {chosen
            ? t('seatsChosen', {
                when: seoulDateTime(chosen.startsAt),
                left: chosen.seatsLeft,
                checkedIn: chosen.checkedIn,
                waiting: chosen.waiting,
              })
            : t('seatsSummary', { slots: sessions.length, left })}
        </span>
      </summary>
      <p className={fieldStyles.hint}>{t('seatsLive')}</p>
      <SlotTable caption={t('seats')} sessions={sessions} label={(x) => seoulDateTime(x.startsAt)} />
    </details>
  );
}
