'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AdminEventRow, ScopeEvent, StaffRow } from '@/schemas/admin';
import { scopableRole } from '@/schemas/admin-rules';
import { ApiClientError, adminJson, errorMessage } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { AdminDialog } from '../console-kit/dialog';
import dialogStyles from '../console-kit/dialog.module.css';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import s from './staff-scope.module.css';

type Paged<T> = { items: T[]; page: number; totalPages: number; total: number };

/** How many scoped events the staff table names before "and N more". */
const SHOWN = 3;

/** The staff table's scope cell: every event, or the events by title. */
export function ScopeSummary({ row }: { row: StaffRow }) {
  const t = useTranslations('admin.staff.scope');
  if (!row.events) return <>{scopableRole(row.role) ? t('every') : t('everyAlways')}</>;
  const more = row.events.length - SHOWN;
  return (
    <ul className={s.scopeList} data-scope-events={row.events.map((e) => e.id).join(' ')}>
      {row.events.slice(0, SHOWN).map((e) => (
        <li key={e.id}>{e.titleKo}</li>
      ))}
      {more > 0 ? <li className={s.more}>{t('andMore', { count: more })}</li> : null}
    </ul>
  );
}

/**
 * Chooses the events a staff account is limited to (decision 035): every event, or the ones ticked.
 * Native radio buttons and check boxes in labelled groups, a search field for long event lists, and
 * the chosen events listed first (so what is chosen stays in view whatever the search shows).
 */
export function ScopeDialog({
  row,
  open,
  onClose,
  onSaved,
}: {
  row: StaffRow;
  open: boolean;
  onClose: () => void;
  onSaved: (row: StaffRow) => void;
}) {
  const t = useTranslations('admin.staff.scope');
  const ta = useTranslations('admin');
  const id = useId();
  const [limited, setLimited] = useState(row.events !== null);
  const [chosen, setChosen] = useState<ScopeEvent[]>(row.events ?? []);
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setLimited(row.events !== null);
    setChosen(row.events ?? []);
    setQuery('');
    setTyped('');
    setPage(1);
    setError(null);
  }, [open, row.events]);

  const params = new URLSearchParams({ page: String(page) });
  if (query) params.set('q', query);
  const { state } = useAdminQuery<Paged<AdminEventRow>>(open && limited ? `/events?${params}` : null);

  const isChosen = (eventId: string) => chosen.some((e) => e.id === eventId);
  const toggle = (event: ScopeEvent, on: boolean) =>
    setChosen((now) => (on ? [...now, event] : now.filter((e) => e.id !== event.id)));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery(typed.trim());
    setPage(1);
  };

  const save = async () => {
    if (limited && chosen.length === 0) {
      setError(t('noneChosen'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await adminJson<StaffRow>(`/staff/${row.id}`, {
        method: 'PATCH',
        json: { eventIds: limited ? chosen.map((e) => e.id) : [] },
      });
      onSaved(saved);
    } catch (err) {
      const field = err instanceof ApiClientError ? err.body.error.fields?.eventIds : undefined;
      setError(field ?? errorMessage(err) ?? t('networkError'));
    } finally {
      setBusy(false);
    }
  };

  const others =
    state.status === 'ready' ? state.data.items.filter((e) => !isChosen(e.id)) : ([] as AdminEventRow[]);

  return (
    <AdminDialog open={open} title={t('title', { name: row.name })} onClose={onClose}>
      <div className={dialogStyles.dialogBody} data-scope-dialog="">
        <p className={fieldStyles.hint}>{t('hint')}</p>
        <fieldset className={s.fieldset}>
          <legend>{t('kind')}</legend>
          <label className={s.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={!limited}
              onChange={() => setLimited(false)}
              data-scope-every=""
            />
            {t('every')}
          </label>
          <label className={s.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={limited}
              onChange={() => setLimited(true)}
              data-scope-limited=""
            />
            {t('limited')}
          </label>
        </fieldset>
        {limited ? (
          <>
            <fieldset className={s.fieldset} aria-describedby={`${id}-count`}>
              <legend>{t('chosen')}</legend>
              <p id={`${id}-count`} className={fieldStyles.hint} aria-live="polite">
                {chosen.length ? t('chosenCount', { count: chosen.length }) : t('noneYet')}
              </p>
              {chosen.length ? (
                <div className={s.choices}>
                  {chosen.map((e) => (
                    <label key={e.id} className={s.choice}>
                      <input
                        type="checkbox"
                        checked
                        onChange={() => toggle(e, false)}
                        data-scope-event={e.id}
                      />
                      {e.titleKo}
                    </label>
                  ))}
                </div>
              ) : null}
            </fieldset>
            <search>
              <form onSubmit={search} className={s.searchRow}>
                <div className={fieldStyles.field}>
                  <label htmlFor={`${id}-q`}>{t('search')}</label>
                  <input
                    id={`${id}-q`}
                    type="search"
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                    data-scope-search=""
                  />
                </div>
                <button type="submit" className={buttonStyles.secondaryButton}>
                  {t('find')}
                </button>
              </form>
            </search>
            <fieldset className={s.fieldset}>
              <legend>{query ? t('found', { query }) : t('events')}</legend>
              {state.status === 'loading' ? (
                <p className={fieldStyles.hint} role="status">
                  {ta('common.loading')}
                </p>
              ) : state.status === 'error' ? (
                <p className={messageStyles.errorBox}>{state.message ?? t('networkError')}</p>
              ) : others.length ? (
                <div className={s.choices}>
                  {others.map((e) => (
                    <label key={e.id} className={s.choice}>
                      <input
                        type="checkbox"
                        checked={false}
                        onChange={() => toggle({ id: e.id, titleKo: e.titleKo, titleEn: e.titleEn }, true)}
                        data-scope-event={e.id}
                      />
                      {e.titleKo}
                    </label>
                  ))}
                </div>
              ) : (
                <p className={fieldStyles.hint}>{t('noMore')}</p>
              )}
              {state.status === 'ready' && state.data.totalPages > 1 ? (
                <div className={pageStyles.buttonRow}>
                  <button
                    type="button"
                    className={buttonStyles.secondaryButton}
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('prev')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondaryButton}
                    disabled={page >= state.data.totalPages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('next')}
                  </button>
                </div>
              ) : null}
            </fieldset>
          </>
        ) : null}
        {error ? (
          <p className={messageStyles.errorBox} role="alert">
            {error}
          </p>
        ) : null}
        <div className={dialogStyles.dialogActions}>
          <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
            {ta('common.close')}
          </button>
          <button
            type="button"
            className={buttonStyles.primaryButton}
            disabled={busy}
            onClick={save}
            data-scope-save=""
          >
            {busy ? ta('common.working') : t('save')}
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}
