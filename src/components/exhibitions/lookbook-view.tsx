import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { Picture } from '@/components/media/picture';
import { Link } from '@/i18n/navigation';
import type { Lookbook } from '@/schemas/content';
import styles from './lookbook-view.module.css';

/** The 2025 lookbook: six looks, each naming its theme and materials, linking to the collection detail. */
export function LookbookView({ lookbook }: { lookbook: Lookbook }) {
  const t = useTranslations('exhibitions.lookbook');
  const nav = useTranslations('common.nav');
  return (
    <>
      <PageHeader title={lookbook.title} crumbs={[{ label: nav('exhibitionGroup') }]} lead={lookbook.intro} />
      <section className={`container ${styles.looks}`} aria-label={t('label')} data-header-theme="light">
        {lookbook.looks.map((l, i) => (
          <article key={l.id} className={styles.look} id={l.id} aria-labelledby={`${l.id}-title`}>
            <Picture
              src={l.img}
              alt={l.alt}
              priority={i === 0}
              eager={i < 2}
              sizes="(max-width: 767px) 100vw, 540px"
              className={styles.image}
            />
            <div className={styles.text}>
              <p className={styles.theme}>
                {String(i + 1).padStart(2, '0')} · {l.theme}
              </p>
              <h2 id={`${l.id}-title`}>{l.title}</h2>
              <p>{l.desc}</p>
              <p className={styles.materialsLabel}>{t('materials')}</p>
              <ul className={styles.materials}>
                {l.materials.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </section>
      <div className={`container ${styles.cta}`} data-header-theme="light">
        <Link href="/archive/collectionDetail">{t('toCollection')}</Link>
      </div>
    </>
  );
}
