import { useLocale, useTranslations } from 'next-intl';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { Picture } from '@/components/media/picture';
import { StoredPicture } from '@/components/media/stored-picture';
import { ShellLink } from '@/components/shell/shell-link';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDateRange } from '@/lib/dates';
import type { DesignTheme } from '@/schemas/content';
import type { HomeContent } from '@/schemas/content-rules';
import { floorItems } from './floor-items';
import { FloorList } from './floor-list';
import styles from './home-view.module.css';

/**
 * The home: a dark hero (the header is in black mode over it) with the headline on its own solid panel,
 * never over the picture (beside it from 992 px, under it below), the promoted edition's dates, place
 * and three floors (one record: decision 014), its design theme and the archive. The studio chooses
 * the headline and which of the two home versions lays out the floors.
 */
export function HomeView({
  home,
  theme,
  archiveSince,
}: {
  home: HomeContent;
  theme: (DesignTheme & { pictures?: StoredPictures }) | null;
  /** The archive's first year with a page (its band is left out while it has none). */
  archiveSince: number | undefined;
}) {
  const t = useTranslations('home');
  const locale = useLocale() as Locale;
  const brand = useTranslations('common.brand');
  const edition = home.edition;
  const bookable = Boolean(edition) && edition?.status !== 'ended';
  // the running edition's year: when it is later than the newest theme's, that theme is still to come
  const editionYear = edition ? Number(edition.startsOn.slice(0, 4)) : 0;
  // Booking runs in Korean only (DESIGN.md): the English hero leads with the exhibition's page and its
  // visit plan, and offers the booking after it (the tenth review: its first call led to a flow an
  // English visitor could not finish). While an edition runs, the hero is about it alone; last year's
  // theme has its own band below (the review: "what's on now" mixed with last year's theme).
  const bookingFirst = locale === 'ko';
  return (
    <>
      <section className={styles.hero} data-header-theme="dark" aria-labelledby="home-title">
        {home.hero ? (
          <StoredPicture
            image={home.hero.image}
            alt={home.hero.alt}
            priority
            sizes="(max-width: 991px) 100vw, 58vw"
            className={styles.heroImage}
          />
        ) : (
          <Picture
            src="/images/home/hero-web.webp"
            mobileSrc="/images/home/hero-mob.webp"
            alt=""
            priority
            sizes="(max-width: 991px) 100vw, 58vw"
            className={styles.heroImage}
          />
        )}
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{brand('programme')}</p>
          <h1 id="home-title" className={styles.title}>
            {home.headline}
          </h1>
          <p className={styles.lead}>{home.lead}</p>
          {edition ? (
            <p className={styles.edition} data-edition={edition.slug} data-edition-status={edition.status}>
              <span className={styles.editionStatus}>{t(`hero.status.${edition.status}`)}</span>
              <span>{t('hero.edition', { episode: pad(edition.episode), venue: edition.venue })}</span>
              <span>{formatDateRange(edition.startsOn, edition.endsOn, locale)}</span>
            </p>
          ) : null}
          <div className={styles.ctas}>
            {bookable && bookingFirst ? (
              <ShellLink href="/event" className={styles.primary}>
                {t('hero.ctaApply')}
              </ShellLink>
            ) : null}
            {edition ? (
              <Link
                href={edition.path}
                className={bookable && bookingFirst ? styles.secondary : styles.primary}
              >
                {t('hero.ctaExhibition', { episode: pad(edition.episode) })}
              </Link>
            ) : null}
            {bookable && !bookingFirst ? (
              <ShellLink href="/event" className={styles.secondary}>
                {t('hero.ctaApply')}
              </ShellLink>
            ) : null}
            {theme && !bookable ? (
              <Link href={`/archive/${theme.year}/designtheme`} className={styles.secondary}>
                {t('hero.ctaTheme', { year: theme.year })}
              </Link>
            ) : null}
          </div>
        </div>
      </section>

      {edition ? (
        <section className={styles.floors} aria-labelledby="floors-title" data-header-theme="light">
          <div className="container">
            <div className={styles.sectionHead}>
              <h2 id="floors-title">{t('floors.title')}</h2>
              <p>{t('floors.lead', { episode: pad(edition.episode) })}</p>
            </div>
          </div>
          <FloorList
            floors={floorItems(edition)}
            layout={home.version === 'earlier' ? 'stacked' : 'columns'}
            floorLabel={(key) => t('floors.floorLabel', { floor: key.replace('F', '') })}
          />
        </section>
      ) : null}

      {theme ? (
        <section className={styles.themes} aria-labelledby="themes-title" data-header-theme="light">
          <div className="container">
            <div className={styles.sectionHead}>
              {/* The section's name, not a claim about the theme: "EP.05 전시의 디자인 테마" said one
                  year's theme where EP.05 shows three (the seventh review), "최신" aged in December. */}
              <p className={styles.kicker}>{t('themes.kicker')}</p>
              {/* two units that never break inside; on a phone the name takes its own line and the
                  dot between them goes (the tenth review: "2025 디자인 테마 · / SY(E)NERGY") */}
              <h2 id="themes-title" className={styles.themesTitle}>
                {t.rich('themes.title', {
                  year: theme.year,
                  name: theme.name,
                  unit: (chunks) => <span className={styles.unit}>{chunks}</span>,
                  sep: (chunks) => <span className={styles.sep}>{chunks}</span>,
                })}
              </h2>
              <p>{theme.intro}</p>
              {/* an edition running in a later year than the newest theme: say the next theme is
                  still to come (the tenth review, in December 2026: "which theme is current?") */}
              {editionYear > theme.year ? (
                <p className={styles.next} data-testid="next-theme">
                  {t('themes.next', { year: editionYear })}
                </p>
              ) : null}
            </div>
            <ul className={styles.cards}>
              {theme.themes.map((x) => (
                <li key={x.key}>
                  <Link href={`/${theme.year}/main/${x.key}`} className={styles.card}>
                    <ContentPicture
                      src={x.hero}
                      pictures={theme.pictures}
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
      ) : null}

      {archiveSince !== undefined ? (
        <section className={styles.archive} aria-labelledby="archive-title" data-header-theme="dark">
          <div className="container">
            <h2 id="archive-title">{t('archive.title', { year: archiveSince })}</h2>
            <p>{t('archive.lead')}</p>
            <Link href="/archive" className={styles.primary}>
              {t('archive.cta')}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
