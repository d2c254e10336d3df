import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './status-view.module.css';

export function NotFoundView() {
  const t = useTranslations('common.notFound');
  return (
    <section className={`container ${styles.view}`} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="status-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.body}>{t('body')}</p>
      <p className={styles.actions}>
        <Link href="/" className={styles.primary}>
          {t('home')}
        </Link>
        <Link href="/archive" className={styles.secondary}>
          {t('archive')}
        </Link>
      </p>
    </section>
  );
}
