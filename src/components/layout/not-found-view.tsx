import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './status-view.module.css';

/**
 * The branded 404. `exhibitionPath`: the running (or next) edition's page, where a visitor who
 * followed an old link to the show most likely wanted to go (the fifth review).
 */
export function NotFoundView({
  exhibitionPath,
  siteFont = false,
}: {
  exhibitionPath?: string;
  /** Switch the site font on from CSS (`data-site-font`): a document no font loader ran in. */
  siteFont?: boolean;
}) {
  const t = useTranslations('common.notFound');
  return (
    <section
      className={`container ${styles.view}`}
      aria-labelledby="status-title"
      data-site-font={siteFont ? '' : undefined}
    >
      {/* its three figures in the three floors' colours, as the floor guide sets 1F, 2F and 3F: the
          site's own type, not a generic error page (the eleventh review: "no brand moment") */}
      <p className={styles.code} aria-hidden="true">
        <span data-floor="1F">4</span>
        <span data-floor="2F">0</span>
        <span data-floor="3F">4</span>
      </p>
      <h1 id="status-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.body}>{t('body')}</p>
      <p className={styles.actions}>
        <Link href="/" className={styles.primary}>
          {t('home')}
        </Link>
        {exhibitionPath ? (
          <Link href={exhibitionPath} className={styles.secondary}>
            {t('exhibition')}
          </Link>
        ) : null}
        <Link href="/archive" className={styles.secondary}>
          {t('archive')}
        </Link>
      </p>
    </section>
  );
}
