import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { Picture } from '@/components/media/picture';
import { Link } from '@/i18n/navigation';
import type { Collection } from '@/schemas/content';
import styles from './collection-view.module.css';

/** The collection detail: each material with its code, theme, finish, size and a swatch image. */
export function CollectionView({ collection }: { collection: Collection }) {
  const t = useTranslations('archive.collection');
  const nav = useTranslations('common.nav');
  return (
    <>
      <PageHeader
        title={collection.title}
        crumbs={[{ label: nav('exhibitionGroup') }]}
        lead={collection.intro}
      />
      <section className={`container ${styles.wrap}`} aria-label={t('label')} data-header-theme="light">
        <ul className={styles.grid}>
          {collection.items.map((item, i) => (
            <li key={item.id} id={item.id} className={styles.item}>
              <Picture
                src={item.img}
                alt={item.alt}
                priority={i === 0}
                eager={i < 3}
                sizes="(max-width: 767px) 100vw, 360px"
                className={styles.image}
              />
              <p className={styles.code}>{item.code}</p>
              <h2 className={styles.name}>{item.name}</h2>
              <p>{item.desc}</p>
              <dl className={styles.specs}>
                <dt>{t('theme')}</dt>
                <dd>{item.theme}</dd>
                <dt>{t('finish')}</dt>
                <dd>{item.finish}</dd>
                <dt>{t('size')}</dt>
                <dd>{item.size}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <div className={styles.ctas}>
          <Link href={{ pathname: '/contact', query: { type: 'material' } }}>{t('contact')}</Link>
          <Link href="/archive/2025/lookbook">{t('toLookbook')}</Link>
        </div>
      </section>
    </>
  );
}
