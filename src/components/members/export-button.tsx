'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiClientError, type ApiErrorBody, apiFetch } from '@/lib/client/api';
import { apiErrorMessage } from './api-errors';
import styles from './members.module.css';

/**
 * My Page's "내 정보 다운로드": fetches `/users/my/export` with the in-memory bearer token (a plain
 * link could not carry it) and saves the answer under the name the API gives.
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
      const res = await apiFetch('/users/my/export');
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
        throw new ApiClientError(
          res.status,
          body?.error ? body : { error: { code: 'INTERNAL', message: String(res.status) } },
        );
      }
      const blob = await res.blob();
      const name =
        (res.headers.get('content-disposition') ?? '').match(/filename="?([^";]+)"?/i)?.[1] ??
        'moru-my-data.json';
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      setState('done');
    } catch (err) {
      setState('idle');
      setError(apiErrorMessage(err) ?? tf('networkError'));
    }
  };

  return (
    <div className={styles.field}>
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
    </div>
  );
}
