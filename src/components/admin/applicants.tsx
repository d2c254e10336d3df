'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AdminEvent, Applicant } from '@/schemas/admin';
import { EXPORT_FORMATS, staffMay } from '@/schemas/admin-rules';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import { usePagedFilters } from '../console-kit/filters';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { AdminPager } from '../console-kit/pager';
import { QueryView } from '../console-kit/query-view';
import { useStaffProfile } from '../console-kit/staff-context';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { CancelDialog, RevealDialog } from './applicants/applicant-dialogs';
import { ApplicantFilters, type Filters, NO_FILTERS } from './applicants/applicant-filters';
import { ApplicantTable, type ContactField } from './applicants/applicant-table';
import { SeatsBySlot } from './applicants/seats-by-slot';
import { useApplicantsExport } from './applicants/use-applicants-export';

type ApplicantsAnswer = {
  items: Applicant[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  sessions: AdminEvent['sessions'];
  counts: { confirmed: number; waitlisted: number; cancelled: number; expired: number };
};
/** Seats change as members apply: the list asks again this often while it is on screen. */
const POLL_MS = 15_000;

/** `/admin/events/{id}/applicants`: who applied, per slot, masked; reveal, cancel, CSV. */
export function Applicants({ id }: { id: string }) {
  const t = useTranslations('admin.applicants');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const allowed = staffMay(staff, 'applicants.read');
  const { filters, setFilter, page, setPage } = usePagedFilters<Filters>(NO_FILTERS);
  const [draftQ, setDraftQ] = useState('');
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [revealing, setRevealing] = useState<{ applicant: Applicant; field: ContactField } | null>(null);
  const [cancelling, setCancelling] = useState<Applicant | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const params = new URLSearchParams(
    Object.entries({ ...filters, page: String(page) }).filter(([, v]) => v !== ''),
  );
  const event = useAdminQuery<AdminEvent>(allowed ? `/events/${id}` : null);
  const { state, reload } = useAdminQuery<ApplicantsAnswer>(
    allowed ? `/events/${id}/applications?${params}` : null,
    POLL_MS,
  );

  const { exporting, download } = useApplicantsExport({ id, params, setMessage });

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

            <ApplicantFilters
              sessions={data.sessions}
              filters={filters}
              onFilter={setFilter}
              draftQ={draftQ}
              setDraftQ={setDraftQ}
            />

            <p className={fieldStyles.hint} data-applicant-counts="">
              {t('counts', data.counts)}
            </p>
            {data.items.length === 0 ? (
              <p className={pageStyles.empty}>{t('none')}</p>
            ) : (
              <ApplicantTable
                items={data.items}
                total={data.total}
                revealed={revealed}
                onReveal={(applicant, field) => setRevealing({ applicant, field })}
                onCancel={setCancelling}
              />
            )}
            <AdminPager page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>

      <RevealDialog
        revealing={revealing}
        onClose={() => setRevealing(null)}
        onRevealed={(key, value) => setRevealed((m) => ({ ...m, [key]: value }))}
      />
      <CancelDialog
        cancelling={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={async (name) => {
          setMessage({ kind: 'ok', text: t('cancelled', { name }) });
          await reload();
        }}
      />
    </AdminPage>
  );
}
