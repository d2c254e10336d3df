'use client';

import { useTranslations } from 'next-intl';
import buttonStyles from './button.module.css';
import fieldStyles from './field.module.css';
import styles from './pager.module.css';

/** Previous / next through a paged list, with where the reader is. */
export function AdminPager({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('admin.pager');
  if (totalPages <= 1) return <p className={fieldStyles.hint}>{t('total', { total })}</p>;
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      <button
        type="button"
        className={buttonStyles.secondaryButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('prev')}
      </button>
      <span aria-current="page">{t('position', { page, totalPages, total })}</span>
      <button
        type="button"
        className={buttonStyles.secondaryButton}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
