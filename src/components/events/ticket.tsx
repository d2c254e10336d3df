'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/dates';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import type { MyApplication } from '@/schemas/events';
import styles from './events.module.css';

/**
 * An entry ticket: the event, its time and place, the QR code the door scans and its number. The
 * QR library loads with the first ticket shown, not with the page; its square is reserved meanwhile.
 */
export function Ticket({ application }: { application: MyApplication }) {
  const t = useTranslations('events.my.apply');
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    if (!application.ticketCode) return;
    const code = application.ticketCode;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(code, { width: 240, margin: 1, errorCorrectionLevel: 'M' }))
      .then(setQr, () => setQr(undefined));
  }, [application.ticketCode]);

  const s = application.session;
  return (
    <>
      <p className={styles.rowTitle}>{application.event.title}</p>
      {s ? (
        // when it starts, then how long the ticket is valid, a line each (the twelfth review: "13:00
        // 시작 · / 티켓 유효 시간" left the dot hanging at a line's end)
        <p className={styles.ticketTime}>
          {t('ticketTime', {
            date: formatDate(seoulDate(s.startsAt), 'ko', { weekday: true }),
            start: seoulTime(s.startsAt),
            end: seoulTime(s.endsAt),
          })}
        </p>
      ) : null}
      {application.event.location ? <p className={styles.rowMeta}>{application.event.location}</p> : null}
      {application.ticketCode ? (
        <div className={styles.qrBox}>
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
        </div>
      ) : null}
      {application.ticketNumber ? (
        <p className={styles.ticketCode}>
          <span>{t('ticketCodeLabel')}</span>
          <code data-testid="ticket-number">{application.ticketNumber}</code>
        </p>
      ) : null}
      <p className={styles.hint}>{t('ticketHint')}</p>
    </>
  );
}
