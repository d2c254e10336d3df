'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import type { CheckInSearchResponse } from '@/schemas/admin';
import { DOOR_SEARCH_LIMIT } from '@/schemas/admin-rules';
import { adminJson } from '../../console-kit/api';
import buttonStyles from '../../console-kit/button.module.css';
import { showApiError } from '../../console-kit/errors';
import fieldStyles from '../../console-kit/field.module.css';
import pageStyles from '../../console-kit/page.module.css';
import { seoulDateTime } from '../../console-kit/seoul-time';
import { type DoorTicket, type DoorTicketList, searchOffline } from '../door-queue';
import formStyles from './code-form.module.css';
import listStyles from './door-list.module.css';

/** A visitor without their QR code: today's applicants of the slot by name or the phone's last four digits. */
export function DoorSearch({
  sessionId,
  online,
  list,
  busy,
  onAdmit,
}: {
  sessionId: string;
  online: boolean;
  /** The slot's kept ticket list: what the search reads while offline. */
  list: DoorTicketList | null;
  busy: boolean;
  onAdmit: (applicationId: string, name: string) => void;
}) {
  const t = useTranslations('admin.checkIn.search');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<CheckInSearchResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another slot clears the results.
  useEffect(() => {
    setFound(null);
    setProblem(null);
  }, [sessionId]);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!online) {
      setFound(list ? offlineResults(searchOffline(list, q)) : null);
      if (!list) setProblem(t('noList'));
      return;
    }
    setWorking(true);
    try {
      setFound(
        await adminJson<CheckInSearchResponse>(
          `/check-ins/search?sessionId=${sessionId}&q=${encodeURIComponent(q.trim())}`,
        ),
      );
    } catch (err) {
      setFound(null);
      setProblem(showApiError(err, null, [], t('failed')));
    } finally {
      setWorking(false);
    }
  };

  const ready = Boolean(sessionId) && (online || Boolean(list));
  return (
    <section className={listStyles.doorSearch} aria-labelledby="door-search-title">
      <h2 id="door-search-title" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <form onSubmit={search} className={formStyles.codeForm} noValidate>
        <div className={fieldStyles.field}>
          <label htmlFor="door-search">{t('label')}</label>
          <input
            id="door-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="door-search-hint"
            disabled={!ready}
          />
          <p id="door-search-hint" className={fieldStyles.hint}>
            {!sessionId ? t('needSession') : !online ? t('offline') : t('hint')}
          </p>
        </div>
        <button
          type="submit"
          className={buttonStyles.secondaryButton}
          disabled={!ready || working || !q.trim()}
        >
          {working ? t('searching') : t('submit')}
        </button>
      </form>
      {problem ? (
        <p className={fieldStyles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      {found ? (
        <div aria-live="polite">
          {found.items.length === 0 ? (
            <p className={fieldStyles.hint}>{t('none')}</p>
          ) : (
            <ul className={listStyles.searchResults}>
              {found.items.map((item) => (
                <li key={item.applicationId} className={listStyles.searchResult} data-search-result="">
                  <p>
                    <strong>{item.name}</strong> <span>{item.tel}</span>
                  </p>
                  <p className={fieldStyles.hint}>
                    {item.status === 'cancelled'
                      ? t('cancelled')
                      : item.checkedInAt
                        ? t('checkedIn', { at: seoulDateTime(item.checkedInAt) })
                        : t('waiting')}
                  </p>
                  <button
                    type="button"
                    className={buttonStyles.primaryButton}
                    disabled={busy || item.status !== 'confirmed' || Boolean(item.checkedInAt)}
                    onClick={() => {
                      onAdmit(item.applicationId, item.name);
                      setFound({
                        ...found,
                        items: found.items.map((i) =>
                          i.applicationId === item.applicationId
                            ? { ...i, checkedInAt: i.checkedInAt ?? new Date().toISOString() }
                            : i,
                        ),
                      });
                    }}
                  >
                    {t('admit', { name: item.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {found.more ? <p className={fieldStyles.hint}>{t('more')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

/** The offline search's matches as the online search answers them (masked; at most the search's page). */
function offlineResults(matches: DoorTicket[]): CheckInSearchResponse {
  return {
    items: matches.slice(0, DOOR_SEARCH_LIMIT).map((k) => ({
      applicationId: k.applicationId,
      name: k.name,
      tel: k.tel,
      status: k.status,
      checkedInAt: k.checkedInAt,
    })),
    more: matches.length > DOOR_SEARCH_LIMIT,
  };
}
