import { useTranslations } from 'next-intl';
import { Picture } from '@/components/media/picture';
import { Link } from '@/i18n/navigation';
import type { DesignTheme, FloorItem } from '@/schemas/content';
import { FloorList } from './floor-list';
import styles from './home-view.module.css';

/**
 * The home: a dark hero (the header is in black mode over it) with the headline on its own solid panel,
 * never over the picture (beside it from 992 px, under it below), the three floors, the year's themes
 * and the archive.
 */
export function HomeView({ floors, theme }: { floors: FloorItem[]; theme: DesignTheme }) {
  const t = useTranslations('home');
  const brand = useTranslations('common.brand');
  return (
    <>
      <section className={styles.hero} data-header-theme="dark" aria-labelledby="home-title">
        <Picture
          src="/images/home/hero-web.webp"
          mobileSrc="/images/home/hero-mob.webp"
          alt=""
          priority
          sizes="(max-width: 991px) 100vw, 58vw"
          className={styles.heroImage}
        />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{brand('programme')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.ctas}>
            <Link href="/archive/2025/popupep4" className={styles.primary}>
              {t('hero.ctaExhibition')}
            </Link>
            <Link href="/archive/2025/designtheme" className={styles.secondary}>
              {t('hero.ctaTheme')}
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.floors} aria-labelledby="floors-title" data-header-theme="light">
        <div className="container">
          <div className={styles.sectionHead}>
            <h2 id="floors-title">{t('floors.title')}</h2>
            <p>{t('floors.lead')}</p>
          </div>
        </div>
        <FloorList floors={floors} floorLabel={(key) => t('floors.floorLabel', { floor: key })} />
      </section>

      <section className={styles.themes} aria-labelledby="themes-title" data-header-theme="light">
        <div className="container">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{theme.year}</p>
            <h2 id="themes-title">{t('themes.title', { name: theme.name })}</h2>
            <p>{theme.intro}</p>
          </div>
          <ul className={styles.cards}>
            {theme.themes.map((x) => (
              <li key={x.key}>
                <Link href={`/${theme.year}/main/${x.key}`} className={styles.card}>
                  <Picture
                    src={x.hero}
                    alt={x.alt}
                    sizes="(max-width: 767px) 100vw, 360px"
                    className={styles.cardImage}
                  />
                  <span className={styles.cardName}>{x.name}</span>
                  <span className={styles.cardTagline}>{x.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.archive} aria-labelledby="archive-title" data-header-theme="dark">
        <div className="container">
          <h2 id="archive-title">{t('archive.title')}</h2>
          <p>{t('archive.lead')}</p>
          <Link href="/archive" className={styles.primary}>
            {t('archive.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
