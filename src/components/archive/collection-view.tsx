import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { Link } from '@/i18n/navigation';
import type { MaterialCard } from '@/schemas/material-rules';
import styles from './collection-view.module.css';

export type CollectionPage = {
  year: number;
  items: MaterialCard[];
  pictures: StoredPictures;
  /** Each theme's name by key, from the year's theme record (the key where it has none). */
  themeNames: Record<string, string>;
  /** Whether the year has a published lookbook to link to. */
  lookbook: boolean;
};

/**
 * The Collection: the newest year's materials catalogue (decision 042), each with its code, theme,
 * kind, finish, size and picture, named as the lookbook and the theme pages name it.
 */
export function CollectionView({ collection }: { collection: CollectionPage }) {
  const t = useTranslations('archive.collection');
  const { year } = collection;
  return (
    <>
      <PageHeader title={t('title', { year })} path="/archive/collectionDetail" lead={t('intro', { year })} />
      <section className={`container ${styles.wrap}`} aria-label={t('label')} data-header-theme="light">
        <ul className={styles.grid}>
          {collection.items.map((item, i) => (
            <li key={item.key} id={item.key} className={styles.item} data-material={item.key}>
              <ContentPicture
                src={item.image}
                pictures={collection.pictures}
                alt={item.alt}
                priority={i === 0}
                eager={i < 3}
                sizes="(max-width: 991px) 50vw, 360px"
                className={styles.image}
              />
              <p className={styles.code}>{item.code}</p>
              <h2 className={styles.name}>{item.name}</h2>
              <p>{item.desc}</p>
              <dl className={styles.specs}>
                <dt>{t('theme')}</dt>
                <dd>{collection.themeNames[item.theme] ?? item.theme}</dd>
                <dt>{t('family')}</dt>
                <dd>{item.family}</dd>
                <dt>{t('finish')}</dt>
                <dd>{item.finish}</dd>
                {item.size ? (
                  <>
                    <dt>{t('size')}</dt>
                    <dd>{item.size}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
        <div className={styles.ctas}>
          <Link href={{ pathname: '/contact', query: { type: 'material' } }}>{t('contact')}</Link>
          {collection.lookbook ? <Link href={`/archive/${year}/lookbook`}>{t('toLookbook')}</Link> : null}
        </div>
      </section>
    </>
  );
}
