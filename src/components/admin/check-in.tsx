'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { CheckInResponse } from '@/schemas/admin';
import { can } from '@/schemas/admin-rules';
import styles from './admin.module.css';
import { adminJson } from './admin-api';
import { showApiError } from './admin-errors';
import { AdminPage } from './admin-page';
import { QrScanner } from './qr-scanner';
import { QueryView } from './query-view';
import { seoulDateTime, seoulTime } from './seoul-time';
import { useStaffProfile } from './staff-context';
import { useAdminQuery } from './use-admin-query';

type TodaySession = {
  id: string;
  eventId: string;
  eventTitle: string;
  startsAt: string;
  capacity: number;
  taken: number;
  seatsLeft: number;
  checkedIn: number;
};
type Outcome =
  | { code: string; answer: CheckInResponse; at: number }
  | { code: string; error: string; at: number };

/** `/admin/check-in` (phone first): pick today's slot, scan the ticket or type its code, see the answer. */
export function CheckIn() {
  const t = useTranslations('admin.checkIn');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const allowed = can(staff.role, 'checkin');
  const { state, reload } = useAdminQuery<{ items: TodaySession[] }>(
    allowed ? '/check-ins/sessions' : null,
    30_000,
  );
  const [sessionId, setSessionId] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const lastScan = useRef<{ code: string; at: number } | null>(null);

  const check = useCallback(
    async (raw: string) => {
      const value = raw.trim();
      if (!value) return;
      setBusy(true);
      try {
        const answer = await adminJson<CheckInResponse>('/check-ins', {
          method: 'POST',
          json: sessionId ? { code: value, sessionId } : { code: value },
        });
        setOutcome({ code: value, answer, at: Date.now() });
        if (answer.result === 'valid') void reload();
      } catch (err) {
        setOutcome({
          code: value,
          error: showApiError(err, null, [], t('networkError')) ?? '',
          at: Date.now(),
        });
      } finally {
        setBusy(false);
        setCode('');
        input.current?.focus();
      }
    },
    [sessionId, reload, t],
  );

  const onScan = useCallback(
    (scanned: string) => {
      // The camera sees the same code many times a second: answer it once.
      const last = lastScan.current;
      if (last && last.code === scanned && Date.now() - last.at < 4000) return;
      lastScan.current = { code: scanned, at: Date.now() };
      void check(scanned);
    },
    [check],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check(code);
  };

  return (
    <AdminPage title={tn('checkIn')} permission="checkin" lead={t('lead')}>
      <div className={styles.checkInLayout}>
        <div className={styles.checkInControls}>
          <QueryView state={state}>
            {(data) => (
              <div className={styles.field}>
                <label htmlFor="checkin-session">{t('session')}</label>
                <select id="checkin-session" value={sessionId} onChange={(e) => setSessionId(e.target.value)}>
                  <option value="">{t('anySession')}</option>
                  {data.items.map((s) => (
                    <option key={s.id} value={s.id}>
                      {t('sessionOption', {
                        time: seoulTime(s.startsAt),
                        title: s.eventTitle,
                        checkedIn: s.checkedIn,
                        taken: s.taken,
                      })}
                    </option>
                  ))}
                </select>
                <p className={styles.hint}>{data.items.length === 0 ? t('noSessions') : t('sessionHint')}</p>
              </div>
            )}
          </QueryView>

          <form onSubmit={submit} className={styles.codeForm} noValidate>
            <div className={styles.field}>
              <label htmlFor="checkin-code">{t('code')}</label>
              <input
                ref={input}
                id="checkin-code"
                type="text"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                aria-describedby="checkin-code-hint"
                className={styles.codeInput}
              />
              <p id="checkin-code-hint" className={styles.hint}>
                {t('codeHint')}
              </p>
            </div>
            <button
              type="submit"
              className={styles.primaryButton}
              disabled={busy || !code.trim()}
              data-check-in=""
            >
              {busy ? t('checking') : t('submit')}
            </button>
          </form>

          <QrScanner onCode={onScan} />
        </div>

        <div aria-live="assertive" aria-atomic="true" className={styles.resultRegion}>
          {outcome ? <CheckInResult outcome={outcome} /> : <p className={styles.resultIdle}>{t('idle')}</p>}
        </div>
      </div>
    </AdminPage>
  );
}

function CheckInResult({ outcome }: { outcome: Outcome }) {
  const t = useTranslations('admin.checkIn');
  if ('error' in outcome)
    return (
      <div className={styles.result} data-result="error" key={outcome.at}>
        <p className={styles.resultTitle}>
          <span aria-hidden="true" className={styles.resultIcon}>
            !
          </span>
          {t('result.error')}
        </p>
        <p>{outcome.error}</p>
      </div>
    );
  const { answer } = outcome;
  const tone = answer.result === 'valid' ? 'ok' : answer.result === 'already_used' ? 'warn' : 'bad';
  return (
    <div className={styles.result} data-result={answer.result} data-tone={tone} key={outcome.at}>
      <p className={styles.resultTitle}>
        <span aria-hidden="true" className={styles.resultIcon}>
          {tone === 'ok' ? '✓' : tone === 'warn' ? '!' : '✕'}
        </span>
        {t(`result.${answer.result}`)}
      </p>
      <p className={styles.resultDetail}>{t(`detail.${answer.result}`)}</p>
      {answer.result === 'already_used' && answer.usedAt ? (
        <p className={styles.resultWhen} data-used-at="">
          {t('usedAt', { at: seoulDateTime(answer.usedAt) })}
        </p>
      ) : null}
      {answer.ticket ? (
        <dl className={styles.resultTicket}>
          <dt>{t('ticket.name')}</dt>
          <dd>{answer.ticket.name}</dd>
          <dt>{t('ticket.event')}</dt>
          <dd>{answer.ticket.eventTitle}</dd>
          <dt>{t('ticket.slot')}</dt>
          <dd>{seoulDateTime(answer.ticket.startsAt)}</dd>
        </dl>
      ) : null}
    </div>
  );
}
