'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AdminEventRow } from '@/schemas/admin';
import { staffMay, staffMayOutsideEvents } from '@/schemas/admin-rules';
import { EVENT_TYPES } from '@/schemas/event-rules';
import { EVENT_STATES } from '@/schemas/schedule-rules';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import { DataTable } from '../console-kit/data-table';
import { editionLabel } from '../console-kit/edition-label';
import fieldStyles from '../console-kit/field.module.css';
import { FilterSelect, usePagedFilters } from '../console-kit/filters';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { AdminPager } from '../console-kit/pager';
import { QueryView } from '../console-kit/query-view';
import { seoulDate } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import tableStyles from '../console-kit/table.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import s from './schedules.module.css';

type EventFilter = 'edition' | 'type' | 'state' | 'published';
type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** `/admin/events`: every event, newest first, with search. */
export function EventList() {
  const t = useTranslations('admin.events');
  const tf = useTranslations('schedules.list');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const { filters, setFilter, page, setPage } = usePagedFilters<Record<EventFilter, string>>({
    edition: '',
    type: '',
    state: '',
    published: '',
  });
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const path = `/events?${new URLSearchParams({ ...(query ? { q: query } : {}), ...chosen, page: String(page) })}`;
  const { state } = useAdminQuery<Paged<AdminEventRow>>(staffMay(staff, 'events.read') ? path : null);
  // Editions are content (the studio's permission); roles without it filter by the rest.
  const editions = useAdminQuery<{
    items: { id: string; episode: number; titleKo: string; published: boolean }[];
  }>(staffMay(staff, 'content.write') ? '/editions' : null).state;
  const editionItems = editions.status === 'ready' ? editions.data.items : [];

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
        staffMayOutsideEvents(staff, 'events.write') ? (
          <Link href="/admin/events/new" className={buttonStyles.primaryButton} data-new-event="">
            {t('new')}
          </Link>
        ) : null
      }
    >
      <search className={fieldStyles.filters}>
        <form onSubmit={search} className={fieldStyles.searchForm}>
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
          <button type="submit" className={buttonStyles.secondaryButton}>
            {t('searchButton')}
          </button>
        </form>
        {editionItems.length ? (
          <FilterSelect
            id="event-filter-edition"
            label={tf('edition')}
            value={filters.edition}
            onChange={(v) => setFilter('edition', v)}
            allLabel={tf('all')}
            options={editionItems.map((ed) => ({
              value: ed.id,
              label: editionLabel(t, ed),
            }))}
          />
        ) : null}
        <FilterSelect
          id="event-filter-type"
          label={tf('type')}
          value={filters.type}
          onChange={(v) => setFilter('type', v)}
          allLabel={tf('all')}
          options={EVENT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        />
        <FilterSelect
          id="event-filter-state"
          label={tf('state')}
          value={filters.state}
          onChange={(v) => setFilter('state', v)}
          allLabel={tf('all')}
          options={EVENT_STATES.map((v) => ({ value: v, label: tf(`states.${v}`) }))}
        />
        <FilterSelect
          id="event-filter-published"
          label={tf('published')}
          value={filters.published}
          onChange={(v) => setFilter('published', v)}
          allLabel={tf('all')}
          options={[
            { value: 'true', label: t('published') },
            { value: 'false', label: t('draft') },
          ]}
        />
      </search>
      <QueryView state={state}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={pageStyles.empty}>
              {query || Object.keys(chosen).length ? t('noMatch') : t('none')}
            </p>
          ) : (
            <>
              <DataTable
                label={tn('events')}
                rows={data.items}
                rowKey={(e) => e.id}
                rowData={(e) => ({ 'data-event-row': e.id })}
                compact
                columns={[
                  {
                    key: 'title',
                    header: t('col.title'),
                    title: true,
                    cell: (e) => (
                      <>
                        <Link href={`/admin/events/${e.id}`} className={buttonStyles.rowLink}>
                          {e.titleKo}
                        </Link>
                        {e.missingEnglish.length > 0 ? (
                          <span className={badgeStyles.warnBadge}>{t('englishMissing')}</span>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    key: 'type',
                    header: t('col.type'),
                    cell: (e) => (
                      <>
                        {t(`type.${e.type}`)}
                        <span className={tableStyles.sub}>{t(`kind.${e.kind}`)}</span>
                      </>
                    ),
                  },
                  {
                    key: 'period',
                    header: t('col.period'),
                    nowrap: true,
                    cell: (e) => (
                      <>
                        {seoulDate(e.startsAt)}
                        {/* a one-day event its one day ("2026-12-19 ~ 2026-12-19" read as a typo) */}
                        {seoulDate(e.endsAt) !== seoulDate(e.startsAt) ? (
                          <span className={tableStyles.sub}>~ {seoulDate(e.endsAt)}</span>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    key: 'state',
                    header: t('col.state'),
                    cell: (e) => (
                      <>
                        <span
                          className={badgeStyles.stateBadge}
                          data-state={e.published ? 'published' : 'draft'}
                        >
                          {e.published
                            ? e.state === 'ended'
                              ? tf('publishedEnded')
                              : t('published')
                            : t('draft')}
                        </span>
                        <span className={s.stateBadge} data-state={e.state} data-event-state={e.state}>
                          {tf(`states.${e.state}`)}
                        </span>
                        {e.visibility === 'PRIVATE' ? (
                          <span className={tableStyles.sub}>{t('private')}</span>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    key: 'applications',
                    header: t('col.applications'),
                    numeric: true,
                    cell: (e) => e.applications,
                  },
                  {
                    key: 'actions',
                    header: t('col.actions'),
                    actions: true,
                    cell: (e) =>
                      e.type !== 'board' && staffMay(staff, 'applicants.read') ? (
                        <Link href={`/admin/events/${e.id}/applicants`} className={buttonStyles.smallLink}>
                          {t('applicants')}
                        </Link>
                      ) : null,
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
