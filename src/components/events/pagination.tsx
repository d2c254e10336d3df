'use client';

import { useTranslations } from 'next-intl';
import styles from './events.module.css';

/** Page links for a paginated list; `onPage` is called with the chosen page. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('events.pagination');
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('prev')}>
        ‹
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onPage(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('page', { page: p })}
          className={p === page ? styles.pageCurrent : undefined}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('next')}
      >
        ›
      </button>
    </nav>
  );
}
