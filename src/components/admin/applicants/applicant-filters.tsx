'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import type { AdminEvent } from '@/schemas/admin';
import buttonStyles from '../../console-kit/button.module.css';
import fieldStyles from '../../console-kit/field.module.css';
import { FilterSelect } from '../../console-kit/filters';
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
      <FilterSelect
        id="f-session"
        label={t('filter.session')}
        value={filters.sessionId}
        onChange={(v) => onFilter('sessionId', v)}
        allLabel={t('filter.all')}
        options={sessions.map((s) => ({ value: s.id, label: seoulDateTime(s.startsAt) }))}
      />
      <FilterSelect
        id="f-status"
        label={t('filter.status')}
        value={filters.status}
        onChange={(v) => onFilter('status', v)}
        allLabel={t('filter.all')}
        options={[
          { value: 'confirmed', label: t('status.confirmed') },
          { value: 'waitlisted', label: t('status.waitlisted') },
          { value: 'cancelled', label: t('status.cancelled') },
          { value: 'expired', label: t('status.expired') },
        ]}
      />
      <FilterSelect
        id="f-type"
        label={t('filter.memberType')}
        value={filters.memberType}
        onChange={(v) => onFilter('memberType', v)}
        allLabel={t('filter.all')}
        options={[
          { value: 'normal', label: t('memberType.normal') },
          { value: 'company', label: t('memberType.company') },
        ]}
      />
      <FilterSelect
        id="f-attended"
        label={t('filter.attended')}
        value={filters.attended}
        onChange={(v) => onFilter('attended', v)}
        allLabel={t('filter.all')}
        options={[
          { value: 'true', label: t('attendedYes') },
          { value: 'false', label: t('attendedNo') },
        ]}
      />
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
