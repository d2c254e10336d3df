import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './preview-bar.module.css';

/**
 * The top of a preview link's page: says it is a preview that may not be published, until when the
 * link works (Seoul time), and links the record's pages within the preview.
 */
export function PreviewBar({
  expiresAt,
  title,
  pages,
}: {
  expiresAt: string;
  /** What is previewed: "{year} 디자인 테마 미리 보기". */
  title: string;
  pages: { href: string; label: string; current: boolean }[];
}) {
  const t = useTranslations('themes.preview');
  const until = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(expiresAt));
  return (
    <aside
      className={styles.bar}
      aria-labelledby="preview-title"
      data-preview-bar=""
      data-header-theme="light"
    >
      <div className="container">
        <p id="preview-title" className={styles.title}>
          {title}
        </p>
        <p className={styles.note}>{t('note', { until })}</p>
        <nav aria-label={t('pages')}>
          <ul className={styles.pages}>
            {pages.map((p) => (
              <li key={p.href}>
                <Link href={p.href} aria-current={p.current ? 'page' : undefined} className={styles.page}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}

/** A preview link that was altered or has expired: says so, shows nothing of the record. */
export function PreviewExpired() {
  const t = useTranslations('themes.preview');
  return (
    <section className={`container ${styles.expired}`} data-preview-expired="" data-header-theme="light">
      <h1>{t('expiredTitle')}</h1>
      <p>{t('expiredBody')}</p>
    </section>
  );
}
