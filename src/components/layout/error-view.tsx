'use client';

import { useTranslations } from 'next-intl';
import styles from './status-view.module.css';

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('common.error');
  return (
    <section className={`container ${styles.view}`} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.body}>{t('body')}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry}>
          {t('retry')}
        </button>
      </p>
    </section>
  );
}
