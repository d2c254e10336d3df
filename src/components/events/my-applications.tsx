'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ApiClientError, apiJson } from '@/lib/client/api';
import { formatDate } from '@/lib/dates';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import type { MyApplication } from '@/schemas/events';
import styles from './events.module.css';
import { MemberListFrame } from './member-list-frame';
import { Ticket } from './ticket';
import { useErrorMessage } from './use-field-message';
import { useMemberList } from './use-member-list';

/** `/my/apply`: application history with status, cancel, and a QR ticket for each confirmed slot. */
export function MyApplications() {
  const t = useTranslations('events.my.apply');
  const errorText = useErrorMessage('events.errors');
  const [page, setPage] = useState(1);
  const { state, reload } = useMemberList<MyApplication>('/users/my/applications', page);
  const [ticket, setTicket] = useState<MyApplication | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const cancel = async (a: MyApplication) => {
    const waiting = a.status === 'waitlisted';
    if (!window.confirm(t(waiting ? 'leaveConfirm' : 'cancelConfirm'))) return;
    try {
      await apiJson(`/users/my/applications/${a.id}`, { method: 'DELETE' });
      setMessage({ ok: true, text: t(waiting ? 'left' : 'cancelled') });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err instanceof ApiClientError ? err.code : undefined) });
    }
    await reload();
  };

  return (
    <div className={`container ${styles.myList}`}>
      {message ? (
        <p className={message.ok ? styles.success : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <MemberListFrame
        state={state}
        returnTo="/my/apply"
        empty={t('empty')}
        emptyBody={t('emptyBody')}
        emptyAction={
          <Link href="/event" className={styles.primaryButton}>
            {t('browse')}
          </Link>
        }
        onPage={setPage}
      >
        {(items) => (
          <ul className={styles.rows}>
            {items.map((a) => (
              <li key={a.id} className={styles.row} data-testid="application" data-status={a.status}>
                <div>
                  <p className={styles.rowTitle}>
                    <Link href={`/event/${a.event.id}`}>{a.event.title}</Link>
                  </p>
                  <p className={styles.rowMeta}>
                    {a.session ? (
                      <span>
                        {t('slot')} {formatDate(seoulDate(a.session.startsAt), 'ko', { weekday: true })}{' '}
                        {/* the site's one time-range dash (the eleventh review saw `~` here beside `–` on the ticket) */}
                        {seoulTime(a.session.startsAt)}–{seoulTime(a.session.endsAt)}
                      </span>
                    ) : (
                      <span>{t('survey')}</span>
                    )}
                    <span>
                      {t('appliedAt')} {formatDate(seoulDate(a.createdAt), 'ko')}
                    </span>
                    {a.position !== null ? (
                      <span data-testid="position">{t('position', { position: a.position })}</span>
                    ) : null}
                    {a.promoted ? <span>{t('promoted')}</span> : null}
                  </p>
                  {a.session?.change && a.status !== 'cancelled' ? (
                    <p className={styles.hint} data-testid="slot-changed">
                      <span className={styles.statusBadge} data-status="changed">
                        {t('changed')}
                      </span>{' '}
                      {t('changedDetail', {
                        from: `${formatDate(seoulDate(a.session.change.from), 'ko', { weekday: true })} ${seoulTime(a.session.change.from)}`,
                        reason: a.session.change.reason,
                      })}
                    </p>
                  ) : null}
                  {a.overlapBlocked ? <p className={styles.hint}>{t('overlapBlocked')}</p> : null}
                  {a.sameDayBlocked ? <p className={styles.hint}>{t('sameDayBlocked')}</p> : null}
                </div>
                <div className={styles.rowActions}>
                  <span className={styles.statusBadge} data-status={a.status}>
                    {t(`status.${a.status}`)}
                  </span>
                  {a.attendance ? (
                    <span className={styles.statusBadge} data-status={a.attendance}>
                      {t(a.attendance)}
                    </span>
                  ) : null}
                  {a.ticketCode ? (
                    <button type="button" className={styles.secondaryButton} onClick={() => setTicket(a)}>
                      {t('ticket')}
                    </button>
                  ) : null}
                  {a.cancellable ? (
                    <button type="button" className={styles.textButton} onClick={() => cancel(a)}>
                      {t(a.status === 'waitlisted' ? 'leave' : 'cancel')}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </MemberListFrame>
      {ticket ? <TicketDialog application={ticket} onClose={() => setTicket(null)} /> : null}
    </div>
  );
}

function TicketDialog({ application, onClose }: { application: MyApplication; onClose: () => void }) {
  const t = useTranslations('events.my.apply');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      onClose={onClose}
      aria-labelledby="ticket-title"
      data-testid="ticket"
    >
      <h3 id="ticket-title">{t('ticketTitle')}</h3>
      <Ticket application={application} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primaryButton} onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
