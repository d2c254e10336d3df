'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ApiClientError, apiJson } from '@/lib/client/api';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import type { MyApplication } from '@/schemas/events';
import styles from './events.module.css';
import { MemberListFrame } from './member-list-frame';
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
                        {t('slot')} {seoulDate(a.session.startsAt)} {seoulTime(a.session.startsAt)}~
                        {seoulTime(a.session.endsAt)}
                      </span>
                    ) : (
                      <span>{t('survey')}</span>
                    )}
                    <span>
                      {t('appliedAt')} {seoulDate(a.createdAt)}
                    </span>
                    {a.position !== null ? (
                      <span data-testid="position">{t('position', { position: a.position })}</span>
                    ) : null}
                    {a.promoted ? <span>{t('promoted')}</span> : null}
                  </p>
                  {a.overlapBlocked ? <p className={styles.hint}>{t('overlapBlocked')}</p> : null}
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
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    dialog.current?.showModal();
    if (application.ticketCode) {
      // The QR library loads with the first ticket opened, not with the list.
      const code = application.ticketCode;
      import('qrcode')
        .then((QRCode) => QRCode.toDataURL(code, { width: 240, margin: 1, errorCorrectionLevel: 'M' }))
        .then(setQr, () => setQr(undefined));
    }
  }, [application.ticketCode]);

  const s = application.session;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      onClose={onClose}
      aria-labelledby="ticket-title"
      data-testid="ticket"
    >
      <h3 id="ticket-title">{t('ticketTitle')}</h3>
      <p className={styles.rowTitle}>{application.event.title}</p>
      {s ? (
        <p>
          {t('ticketTime', {
            date: seoulDate(s.startsAt),
            start: seoulTime(s.startsAt),
            end: seoulTime(s.endsAt),
          })}
        </p>
      ) : null}
      {application.event.location ? <p className={styles.rowMeta}>{application.event.location}</p> : null}
      {qr ? (
        // biome-ignore lint/performance/noImgElement: a generated data: URL, nothing to optimise
        <img
          src={qr}
          width={240}
          height={240}
          alt={t('qrAlt', { title: application.event.title })}
          className={styles.qr}
        />
      ) : null}
      {application.ticketCode ? (
        <p className={styles.ticketCode}>
          <span>{t('ticketCodeLabel')}</span>
          <code>{application.ticketCode}</code>
        </p>
      ) : null}
      <p className={styles.hint}>{t('ticketHint')}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primaryButton} onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
