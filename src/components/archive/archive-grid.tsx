import { useTranslations } from 'next-intl';
import { Picture } from '@/components/media/picture';
import { Link } from '@/i18n/navigation';
import type { ArchiveEntry } from '@/schemas/content';
import styles from './archive-grid.module.css';

/** One card per year, newest first; announced years without content are "coming" cards, not links. */
export function ArchiveGrid({ entries }: { entries: ArchiveEntry[] }) {
  const t = useTranslations('archive');
  const newestFirst = [...entries].sort((a, b) => b.year - a.year || b.id - a.id);
  return (
    <section className={`container ${styles.wrap}`} aria-label={t('gridLabel')} data-header-theme="light">
      <ul className={styles.grid}>
        {newestFirst.map((e, i) =>
          e.detail === null ? (
            <li key={e.id} className={styles.coming} data-archive-id={e.id} data-coming="true">
              <div className={styles.comingArt} aria-hidden="true">
                <span>{e.year}</span>
              </div>
              <p className={styles.year}>{e.year}</p>
              <p className={styles.title}>{t('coming')}</p>
              <p className={styles.desc}>{t('comingDesc')}</p>
            </li>
          ) : (
            <li key={e.id} data-archive-id={e.id}>
              <Link href={`/archive/${e.year}`} className={styles.link}>
                <Picture
                  src={e.imgSrc}
                  mobileSrc={e.imgSrcMobile}
                  alt=""
                  sizes="(max-width: 767px) 100vw, (max-width: 1160px) 50vw, 360px"
                  priority={i === 0}
                  eager={i < 3}
                  className={styles.image}
                />
                <span className={styles.year}>{e.year}</span>
                <span className={styles.title}>{e.title}</span>
                <span className={styles.desc}>{e.desc}</span>
                <span className={styles.sub}>
                  {e.isSummary === 'true' ? <span className={styles.badge}>{t('summaryBadge')}</span> : null}
                  {e.subDesc}
                </span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
