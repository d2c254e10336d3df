'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import type { AdminEvent } from '@/schemas/admin';
import buttonStyles from '../../console-kit/button.module.css';
import fieldStyles from '../../console-kit/field.module.css';
import { seoulDateTime } from '../../console-kit/seoul-time';

export type Filters = { sessionId: string; status: string; memberType: string; attended: string; q: string };
export const NO_FILTERS: Filters = { sessionId: '', status: '', memberType: '', attended: '', q: '' };

/** The applicants' filters: slot, status, member type, attendance, and a search applied on submit. */
export function ApplicantFilters({
  sessions,
  filters,
  onFilter,
  draftQ,
  setDraftQ,
}: {
  sessions: AdminEvent['sessions'];
  filters: Filters;
  onFilter: (key: keyof Filters, value: string) => void;
  /** The search as typed, applied on submit (kept by the screen while the list reloads). */
  draftQ: string;
  setDraftQ: (q: string) => void;
}) {
  const t = useTranslations('admin.applicants');
  const search = (e: FormEvent) => {
    e.preventDefault();
    onFilter('q', draftQ.trim());
  };
  return (
    <search className={fieldStyles.filters}>
      <div className={fieldStyles.field}>
        <label htmlFor="f-session">{t('filter.session')}</label>
        <select
          id="f-session"
          value={filters.sessionId}
          onChange={(e) => onFilter('sessionId', e.target.value)}
        >
          <option value="">{t('filter.all')}</option>
          {sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {seoulDateTime(s.startsAt)}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="f-status">{t('filter.status')}</label>
        <select id="f-status" value={filters.status} onChange={(e) => onFilter('status', e.target.value)}>
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
          onChange={(e) => onFilter('memberType', e.target.value)}
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
          onChange={(e) => onFilter('attended', e.target.value)}
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
  );
}
