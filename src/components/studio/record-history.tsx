'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ContentDraft, HistoryKind, Revision } from '@/schemas/content-history';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { fromSeoulInput, seoulDateTime, toSeoulInput } from '../console-kit/seoul-time';
import tableStyles from '../console-kit/table.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './record-history.module.css';
import kit from './studio.module.css';
import type { StudioNotice } from './studio-message';

/** A stored value as an editor reads it: rich text without its tags, lists and objects as JSON. */
function readable(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string')
    return v
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return JSON.stringify(v);
}

/**
 * A studio record's history and what waits to go live (issue 49): its drafts (restored or
 * scheduled; publish now, schedule, discard) and every published version, two of which can be
 * compared side by side and any restored as a new draft.
 */
export function RecordHistory({
  kind,
  recordId,
  onChanged,
  onMessage,
}: {
  kind: HistoryKind;
  recordId: string;
  /** After a draft went live: the editor reloads the record. */
  onChanged?: () => void;
  onMessage: (m: StudioNotice | null) => void;
}) {
  const t = useTranslations('studio.history');
  const versions = useAdminQuery<{ items: Revision[] }>(`/${kind}/${recordId}/versions`);
  const drafts = useAdminQuery<{ items: ContentDraft[] }>(`/drafts?kind=${kind}&recordId=${recordId}`);
  const [picked, setPicked] = useState<number[]>([]);
  const [when, setWhen] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    onMessage(null);
    try {
      await work();
      onMessage({ kind: 'ok', text: ok });
      await Promise.all([versions.reload(), drafts.reload()]);
      onChanged?.();
    } catch (err) {
      onMessage({ kind: 'error', text: showApiError(err, null, [], t('networkError')) ?? t('networkError') });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (revision: number) =>
    setPicked((p) =>
      p.includes(revision)
        ? p.filter((r) => r !== revision)
        : [...p, revision].slice(-2).sort((a, b) => a - b),
    );

  return (
    <section className={pageStyles.panel} aria-label={t('title')}>
      <details className={styles.history} data-record-history={kind}>
        <summary>{t('title')}</summary>
        <QueryView state={drafts.state}>
          {({ items }) =>
            items.length ? (
              <section aria-labelledby={`drafts-${recordId}`}>
                <h3 id={`drafts-${recordId}`} className={kit.historyTitle}>
                  {t('draftsTitle')}
                </h3>
                <ul className={kit.rows}>
                  {items.map((d) => (
                    <li key={d.id} className={kit.row} data-draft={d.status}>
                      <div className={kit.rowMain}>
                        <p className={kit.rowTitle}>
                          {t(`origin.${d.origin}`, { revision: d.fromRevision ?? 0 })}
                        </p>
                        <p className={kit.rowSub}>
                          {d.publishAt ? t('scheduledFor', { at: seoulDateTime(d.publishAt) }) : t('waiting')}
                          {' · '}
                          {d.staffEmail}
                          {d.status === 'failed' ? ` · ${t('failed', { code: d.error ?? '' })}` : ''}
                        </p>
                      </div>
                      <div className={kit.rowActions}>
                        <label className={styles.inlineField}>
                          <span>{t('publishAt')}</span>
                          <input
                            type="datetime-local"
                            value={when[d.id] ?? toSeoulInput(d.publishAt)}
                            onChange={(e) => setWhen({ ...when, [d.id]: e.target.value })}
                          />
                        </label>
                        <button
                          type="button"
                          className={buttonStyles.secondaryButton}
                          disabled={busy}
                          onClick={() =>
                            void act(
                              () =>
                                adminJson(`/drafts/${d.id}`, {
                                  method: 'PATCH',
                                  json: {
                                    publishAt: fromSeoulInput(when[d.id] ?? toSeoulInput(d.publishAt)),
                                  },
                                }),
                              t('scheduledNow'),
                            )
                          }
                        >
                          {t('schedule')}
                        </button>
                        <button
                          type="button"
                          className={buttonStyles.primaryButton}
                          disabled={busy}
                          onClick={() =>
                            void act(
                              () => adminJson(`/drafts/${d.id}/publish`, { method: 'POST' }),
                              t('publishedNow'),
                            )
                          }
                        >
                          {t('publishNow')}
                        </button>
                        <button
                          type="button"
                          className={buttonStyles.smallDanger}
                          disabled={busy}
                          onClick={() =>
                            void act(
                              () => adminJson(`/drafts/${d.id}`, { method: 'DELETE' }),
                              t('discardedNow'),
                            )
                          }
                        >
                          {t('discard')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        </QueryView>
        <QueryView state={versions.state}>
          {({ items }) => (
            <section aria-labelledby={`versions-${recordId}`}>
              <h3 id={`versions-${recordId}`} className={kit.historyTitle}>
                {t('versionsTitle')}
              </h3>
              {items.length === 0 ? <p className={pageStyles.empty}>{t('noVersions')}</p> : null}
              {items.length ? (
                <div className={tableStyles.tableWrap}>
                  {/* NOTE: no visually hidden text inside a scrolled table: absolutely positioned, it
                    widens the page on a phone instead of scrolling with the table. */}
                  <table className={tableStyles.table} aria-labelledby={`versions-${recordId}`}>
                    <thead>
                      <tr>
                        <th scope="col">{t('compare')}</th>
                        <th scope="col">{t('version')}</th>
                        <th scope="col">{t('publishedAt')}</th>
                        <th scope="col">{t('by')}</th>
                        <th scope="col">{t('changed')}</th>
                        <th scope="col">{t('restoreColumn')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((v) => (
                        <tr key={v.revision} data-revision={v.revision}>
                          <td>
                            <input
                              type="checkbox"
                              checked={picked.includes(v.revision)}
                              onChange={() => toggle(v.revision)}
                              aria-label={t('compareOf', { revision: v.revision })}
                            />
                          </td>
                          <th scope="row">{t('versionNumber', { revision: v.revision })}</th>
                          <td>{seoulDateTime(v.createdAt)}</td>
                          <td>{v.staffEmail ?? t('before')}</td>
                          <td>
                            {v.fields.length
                              ? v.fields.map((f) => t(`fields.${f}`)).join(', ')
                              : t('firstVersion')}
                          </td>
                          <td>
                            <button
                              type="button"
                              className={buttonStyles.secondaryButton}
                              disabled={busy}
                              aria-label={t('restoreOf', { revision: v.revision })}
                              onClick={() =>
                                void act(
                                  () =>
                                    adminJson(`/${kind}/${recordId}/versions/${v.revision}/restore`, {
                                      method: 'POST',
                                    }),
                                  t('restoredNow', { revision: v.revision }),
                                )
                              }
                            >
                              {t('restore')}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {picked.length === 2 ? (
                <Comparison
                  a={items.find((v) => v.revision === picked[0])}
                  b={items.find((v) => v.revision === picked[1])}
                />
              ) : items.length > 1 ? (
                <p className={kit.muted}>{t('pickTwo')}</p>
              ) : null}
            </section>
          )}
        </QueryView>
      </details>
    </section>
  );
}

/** Two versions side by side, field by field, the differing rows marked. */
function Comparison({ a, b }: { a?: Revision; b?: Revision }) {
  const t = useTranslations('studio.history');
  if (!a || !b) return null;
  const keys = [...new Set([...Object.keys(a.snapshot), ...Object.keys(b.snapshot)])];
  return (
    <div className={tableStyles.tableWrap} data-comparison="">
      <table className={tableStyles.table}>
        <caption>{t('comparing', { a: a.revision, b: b.revision })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('versionNumber', { revision: a.revision })}</th>
            <th scope="col">{t('versionNumber', { revision: b.revision })}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => {
            const before = readable(a.snapshot[k]);
            const after = readable(b.snapshot[k]);
            const differs = before !== after;
            return (
              <tr
                key={k}
                data-differs={differs ? 'yes' : 'no'}
                className={differs ? styles.differs : undefined}
              >
                <th scope="row">
                  {t(`fields.${k}`)}
                  {differs ? <span className={kit.badge}>{t('differs')}</span> : null}
                </th>
                <td>{before}</td>
                <td>{after}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
