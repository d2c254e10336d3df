'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiDownload } from '@/lib/client/api';
import { apiErrorMessage } from './api-errors';
import styles from './members.module.css';

/**
 * My Page's "내 정보 다운로드": fetches `/users/my/export` with the in-memory bearer token (a plain
 * link could not carry it) and saves the answer under the name the API gives (`apiDownload`).
 */
export function ExportButton() {
  const t = useTranslations('members.export');
  const tf = useTranslations('members.form');
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    setState('pending');
    try {
      await apiDownload('/users/my/export', 'moru-my-data.json');
      setState('done');
    } catch (err) {
      setState('idle');
      setError(apiErrorMessage(err) ?? tf('networkError'));
    }
  };

  // A titled card of its own, its copy in a member's words (the ninth review read an unlabelled
  // paragraph about "JSON" beside the sign-out button as developer copy).
  return (
    <section className={styles.exportCard} aria-labelledby="my-export-title">
      <h2 id="my-export-title" className={styles.exportTitle}>
        {t('heading')}
      </h2>
      <p className={styles.hint} id="my-export-lead">
        {t('lead')}
      </p>
      <button
        type="button"
        className={styles.secondary}
        onClick={download}
        disabled={state === 'pending'}
        aria-describedby="my-export-lead"
        data-testid="my-export"
      >
        {t('button')}
      </button>
      <p className={styles.hint} role="status">
        {state === 'pending' ? t('preparing') : state === 'done' ? t('done') : ''}
      </p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
