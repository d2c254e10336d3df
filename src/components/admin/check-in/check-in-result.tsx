'use client';

import { useTranslations } from 'next-intl';
import { seoulDateTime } from '../../console-kit/seoul-time';
import styles from './check-in-result.module.css';
import type { Outcome } from './door-types';

/** The last check-in's answer, large: valid, already used (and when), or why not. */
export function CheckInResult({ outcome }: { outcome: Outcome }) {
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
  const offline = 'offline' in outcome;
  const result = offline ? outcome.offline.result : outcome.answer.result;
  const tone = result === 'valid' ? 'ok' : result === 'already_used' ? 'warn' : 'bad';
  const name = offline ? outcome.offline.ticket?.name : outcome.answer.ticket?.name;
  return (
    <div
      className={styles.result}
      data-result={result}
      data-tone={tone}
      data-offline={offline || undefined}
      key={outcome.at}
    >
      <p className={styles.resultTitle}>
        <span aria-hidden="true" className={styles.resultIcon}>
          {tone === 'ok' ? '✓' : tone === 'warn' ? '!' : '✕'}
        </span>
        {t(`result.${result}`)}
      </p>
      <p className={styles.resultDetail}>{offline ? t(`offline.detail.${result}`) : t(`detail.${result}`)}</p>
      {!offline && result === 'already_used' && outcome.answer.usedAt ? (
        <p className={styles.resultWhen} data-used-at="">
          {t('usedAt', { at: seoulDateTime(outcome.answer.usedAt) })}
        </p>
      ) : null}
      {name ? (
        <dl className={styles.resultTicket}>
          <dt>{t('ticket.name')}</dt>
          <dd>{name}</dd>
          {!offline && outcome.answer.ticket ? (
            <>
              <dt>{t('ticket.event')}</dt>
              <dd>{outcome.answer.ticket.eventTitle}</dd>
              <dt>{t('ticket.slot')}</dt>
              <dd>{seoulDateTime(outcome.answer.ticket.startsAt)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
