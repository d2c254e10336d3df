import { useTranslations } from 'next-intl';
import { FloorList } from '@/components/home/floor-list';
import { Picture, pictureData } from '@/components/media/picture';
import { EXHIBITIONS } from '@/config/routes';
import { Link } from '@/i18n/navigation';
import type { Exhibition, FloorItem } from '@/schemas/content';
import styles from './exhibition-view.module.css';
import { Gallery } from './gallery';
import { type VisitCommon, VisitPlan } from './visit-plan';

/** One pop-up exhibition episode: hero, floors, programmes, visit plan with the rules, photos and (EP.02) the gallery. */
export function ExhibitionView({
  exhibition: x,
  floors,
  common,
}: {
  exhibition: Exhibition;
  floors: FloorItem[];
  common: VisitCommon;
}) {
  const t = useTranslations('exhibitions');
  const nav = useTranslations('common.nav');
  const others = EXHIBITIONS.filter((e) => e.slug !== x.slug);
  return (
    <article data-exhibition={x.slug}>
      <section className={styles.hero} data-header-theme="dark" aria-labelledby="exhibition-title">
        <Picture
          src={x.hero}
          mobileSrc={x.heroMobile}
          alt={x.heroAlt}
          priority
          className={styles.heroImage}
        />
        <div className={`container ${styles.heroText}`}>
          <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
            <Link href="/archive/2025/popupep4">{nav('exhibitionGroup')}</Link>
          </nav>
          <p className={styles.episode}>
            {t('episode', { n: String(x.episode).padStart(2, '0'), year: x.year })}
          </p>
          <h1 id="exhibition-title" className={styles.title}>
            {x.title}
          </h1>
          <p className={styles.subtitle}>{x.subtitle}</p>
          <p className={styles.dates}>
            <time dateTime={x.startDate}>{x.startDate}</time> – <time dateTime={x.endDate}>{x.endDate}</time>
          </p>
        </div>
      </section>

      <section className={`container ${styles.intro}`} aria-label={t('introLabel')} data-header-theme="light">
        <p>{x.intro}</p>
      </section>

      <section aria-labelledby="floors-title" data-header-theme="light">
        <div className="container">
          <div className={styles.head}>
            <h2 id="floors-title">{t('floorsTitle')}</h2>
            <p>{t('floorsLead')}</p>
          </div>
        </div>
        <FloorList floors={floors} floorLabel={(key) => t('floorLabel', { floor: key })} />
      </section>

      <section
        className={`container ${styles.programmes}`}
        aria-labelledby="programmes-title"
        data-header-theme="light"
      >
        <div className={styles.head}>
          <h2 id="programmes-title">{t('programmesTitle')}</h2>
          <p>{t('programmesLead')}</p>
        </div>
        <ul className={styles.programmeList}>
          {x.programmes.map((p) => (
            <li
              key={p.key}
              data-programme={p.key}
              className={p.key === 'docent' ? styles.featured : undefined}
            >
              <h3>{p.title}</h3>
              <p>{p.desc}</p>
              <p className={styles.detail}>{p.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <VisitPlan exhibition={x} common={common} />

      <section
        className={`container ${styles.photos}`}
        aria-labelledby="photos-title"
        data-header-theme="light"
      >
        <h2 id="photos-title">{t('photosTitle')}</h2>
        <div className={styles.photoGrid}>
          {x.photos.map((p) => (
            <figure key={p.src}>
              <Picture src={p.src} alt={p.alt} sizes="(max-width: 767px) 100vw, 360px" />
              <figcaption>{p.caption}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      {x.gallery ? (
        <section
          className={`container ${styles.gallery}`}
          aria-labelledby="gallery-title"
          data-header-theme="light"
          data-gallery
        >
          <h2 id="gallery-title">{t('gallery.title')}</h2>
          <p className={styles.galleryLead}>{t('gallery.lead', { count: x.gallery.length })}</p>
          <Gallery
            items={x.gallery.map((g) => ({ ...pictureData(g.src), alt: g.alt, caption: g.caption }))}
            labels={{
              open: t('gallery.open', { caption: '{caption}' }),
              close: t('gallery.close'),
              prev: t('gallery.prev'),
              next: t('gallery.next'),
              counter: t('gallery.counter', { current: '{current}', total: '{total}' }),
              dialog: t('gallery.dialog'),
            }}
          />
        </section>
      ) : null}

      <nav className={`container ${styles.others}`} aria-label={t('othersLabel')} data-header-theme="light">
        <h2>{t('othersLabel')}</h2>
        <ul>
          {others.map((e) => (
            <li key={e.slug}>
              <Link href={`/archive/${e.year}/${e.slug}`}>{nav(`exhibition.${e.slug}`)}</Link>
            </li>
          ))}
          <li>
            <Link href="/archive/2025/lookbook">{nav('lookbook')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
