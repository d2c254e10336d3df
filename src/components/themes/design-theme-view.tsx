import { useLocale, useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { ShellLink } from '@/components/shell/shell-link';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/dates';
import type { DesignTheme, SeminarEvent, ThemePalettes } from '@/schemas/content';
import type { PublicEdition } from '@/schemas/content-rules';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import styles from './design-theme-view.module.css';
import { SeminarAutoScroll } from './seminar-autoscroll';
import { ThemeExhibitions } from './theme-exhibitions';

export const SEMINAR_ID = 'online-seminar';

/**
 * Whether a seminar is over in Seoul: its day has passed. The page is rendered again each Seoul day
 * (decision 014), so a past seminar never keeps its sign-up call to action.
 */
export function seminarEnded(when: SeminarEvent, now = new Date()): boolean {
  return seoulDate(new Date(when.startsAt)) < seoulDate(now);
}

/**
 * Whether the page takes the visitor to its seminar by itself (spec §2: 2 s after load): only while
 * the seminar is still to come. Issue 50: the 2025 page scrolled on every load towards a seminar that
 * had ended (2025-04-16), and a screenshot or a reader caught it a few dozen pixels down, the header
 * half hidden, with nothing to sign up for at the end of it (decision 054). A seminar whose event is
 * not on the programme has no date to go by, and stays where it is.
 */
export function seminarAutoScrolls(
  seminar: DesignTheme['seminar'],
  when: SeminarEvent | undefined,
  now = new Date(),
): boolean {
  return seminar !== undefined && when !== undefined && !seminarEnded(when, now);
}

/** The seminar's day and hours in the reader's language ("2025-04-16 (수) 14:00–16:00"). */
export function seminarDateLine(when: SeminarEvent, locale: Locale): string {
  const start = new Date(when.startsAt);
  const end = new Date(when.endsAt);
  return `${formatDate(seoulDate(start), locale, { weekday: true })} ${seoulTime(start)}–${seoulTime(end)}`;
}

/** 2025 and 2024 design-theme pages: the theme name, its three themes and (2025) the online seminar. */
export function DesignThemeView({
  theme,
  exhibitions = [],
}: {
  theme: DesignTheme & { pictures?: StoredPictures; seminarEvent?: SeminarEvent; palettes?: ThemePalettes };
  /** The editions that showed this theme (`exhibitionsOfTheme`). */
  exhibitions?: readonly PublicEdition[];
}) {
  const t = useTranslations('themes');
  const locale = useLocale() as Locale;
  const when = theme.seminarEvent;
  const scrolls = seminarAutoScrolls(theme.seminar, when);
  const nav = useTranslations('common.nav');
  return (
    <>
      <PageHeader
        title={nav('designThemeYear', { year: theme.year })}
        path={`/archive/${theme.year}/designtheme`}
      />
      {/* On a wide screen the name and its line on the left, the introduction and the year's three
          themes (each a jump to its row) on the right: the half beside the name stood empty (the
          thirteenth review: "no key visual in the 1440 hero, the right half is empty"). */}
      <section className={`container ${styles.intro}`} aria-labelledby="theme-name" data-header-theme="light">
        <div>
          <h2 id="theme-name" className={styles.name}>
            {theme.name}
          </h2>
          <p className={styles.headline}>{theme.headline}</p>
          {/* the year's colours, theme by theme, as their stories list them: the collection's key
              visual under its name (the fourteenth review: "a large empty white area under the
              wordmark" at 1440) */}
          {theme.palettes ? (
            <section className={styles.palettes} aria-labelledby="palettes-title">
              <h3 id="palettes-title" className={styles.palettesTitle}>
                {t('palettes', { name: theme.name })}
              </h3>
              <ul className={styles.paletteList}>
                {theme.themes.map((x) =>
                  theme.palettes?.[x.key] ? (
                    <li key={x.key} data-palette={x.key}>
                      <span className={styles.paletteName}>{x.name}</span>
                      <ul className={styles.chips}>
                        {theme.palettes[x.key].map((c) => (
                          <li key={c.hex} className={styles.chip} style={{ background: c.hex }}>
                            <span className="visually-hidden">{c.name}</span>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ) : null}
        </div>
        <div>
          <p className={styles.introText}>{theme.intro}</p>
          <nav aria-label={t('themeIndex', { name: theme.name })}>
            <ol className={styles.themeIndex}>
              {theme.themes.map((x, i) => (
                <li key={x.key}>
                  <a href={`#theme-${x.key}`}>
                    <span className={styles.indexNumber}>{String(i + 1).padStart(2, '0')}</span>
                    <span className={styles.indexName}>{x.name}</span>
                    <span className={styles.indexLine}>{x.tagline}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </section>
      <ol className={styles.themes}>
        {theme.themes.map((x, i) => (
          <li key={x.key} id={`theme-${x.key}`} className={styles.theme} data-header-theme="light">
            <div className={`container ${styles.themeInner}`}>
              <ContentPicture
                src={x.hero}
                mobileSrc={x.heroMobile}
                pictures={theme.pictures}
                alt={x.alt}
                priority={i === 0}
                sizes="(max-width: 767px) 100vw, 640px"
                className={styles.themeImage}
              />
              <div>
                <p className={styles.index}>{String(i + 1).padStart(2, '0')}</p>
                <h3 className={styles.themeName}>{x.name}</h3>
                <p className={styles.tagline}>{x.tagline}</p>
                <p>{x.summary}</p>
                <Link href={`/${theme.year}/main/${x.key}`} className={styles.more}>
                  {t('readStory', { name: x.name })}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {theme.seminar ? (
        <section
          id={SEMINAR_ID}
          className={styles.seminar}
          aria-labelledby="seminar-title"
          data-header-theme="dark"
        >
          <div className="container">
            <p className={styles.year}>{t('seminar.kicker')}</p>
            <h2 id="seminar-title" className={styles.seminarTitle}>
              {theme.seminar.title}
            </h2>
            {when ? (
              <p className={styles.seminarDate}>
                <time dateTime={when.startsAt}>{seminarDateLine(when, locale)}</time> {t('seminar.live')}
              </p>
            ) : null}
            <p className={styles.seminarDesc}>{theme.seminar.desc}</p>
            <table className={styles.sessions}>
              <caption className="visually-hidden">{t('seminar.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('seminar.time')}</th>
                  <th scope="col">{t('seminar.topic')}</th>
                  <th scope="col">{t('seminar.speaker')}</th>
                </tr>
              </thead>
              <tbody>
                {theme.seminar.sessions.map((s) => (
                  <tr key={s.time}>
                    <td>{s.time}</td>
                    <td>{s.topic}</td>
                    <td>{s.speaker}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {when && seminarEnded(when) ? (
              <p className={styles.seminarEnded} data-seminar-ended="">
                {t('seminar.ended')}{' '}
                <Link href={`/event/${when.id}`} className={styles.seminarRecord}>
                  {t('seminar.record')}
                </Link>
              </p>
            ) : when ? (
              <ShellLink href={`/event/${when.id}`} className={styles.cta}>
                {t('seminar.cta')}
              </ShellLink>
            ) : null}
          </div>
          {scrolls ? <SeminarAutoScroll targetId={SEMINAR_ID} /> : null}
        </section>
      ) : null}
      <ThemeExhibitions year={theme.year} exhibitions={exhibitions} />
    </>
  );
}
