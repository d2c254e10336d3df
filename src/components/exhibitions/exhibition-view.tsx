import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { floorItems } from '@/components/home/floor-items';
import { FloorList } from '@/components/home/floor-list';
import { HeroCrumbs } from '@/components/layout/page-header';
import { mobileTwin, Picture, type PictureData, pictureData } from '@/components/media/picture';
import { StoredPicture } from '@/components/media/stored-picture';
import { ShellLink } from '@/components/shell/shell-link';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDateRange, RANGE_SEPARATOR } from '@/lib/dates';
import type { PublicEdition, PublicPhoto } from '@/schemas/content-rules';
import styles from './exhibition-view.module.css';
import { Gallery } from './gallery';
import { JumpNav } from './jump-nav';
import { type VisitCommon, VisitPlan } from './visit-plan';
import visitStyles from './visit-plan.module.css';

/** The other editions' cards: two a row on a phone, four on a wide screen. */
const OTHER_SIZES = '(max-width: 767px) 50vw, 270px';

/** A photograph's picture as plain data for the gallery: a built-in render or a library picture. */
const galleryData = (p: PublicPhoto): PictureData | null =>
  p.stored
    ? {
        src: p.stored.src,
        width: p.stored.width,
        height: p.stored.height,
        webp: p.stored.srcSet.webp,
        avif: p.stored.srcSet.avif,
      }
    : p.image.startsWith('/images/')
      ? pictureData(p.image)
      : null;

/**
 * One pop-up exhibition episode, all of it from its edition record (decision 014): hero, dates,
 * floors, programmes with the floors they run on, the visit plan (an application call to action
 * only while the edition has not ended), photos and (EP.02) the gallery.
 */
export function ExhibitionView({
  edition: x,
  others,
  common,
}: {
  edition: PublicEdition;
  others: PublicEdition[];
  common: VisitCommon;
}) {
  const t = useTranslations('exhibitions');
  const locale = useLocale() as Locale;
  const floorLabel = (key: string) => t('floorLabel', { floor: key.replace('F', '') });
  const ended = x.status === 'ended';
  // booking runs in Korean (DESIGN.md) and only while the show is to come or on
  const bookable = !ended && locale !== 'en';
  return (
    <article data-exhibition={x.slug} data-edition-status={x.status}>
      {/* The story before the visit plan, with the booking call kept at the foot of a phone's screen
          over it: it comes to rest at its end, above the plan's own call (the tenth review scrolled
          about 5,000 px to the only one). */}
      <div className={styles.story}>
        <section className={styles.hero} data-header-theme="dark" aria-labelledby="exhibition-title">
          {x.heroStored ? (
            <StoredPicture image={x.heroStored} alt={x.heroAlt} priority className={styles.heroImage} />
          ) : x.heroImage?.startsWith('/images/') ? (
            <Picture
              src={x.heroImage}
              mobileSrc={mobileTwin(x.heroImage)}
              alt={x.heroAlt}
              priority
              className={styles.heroImage}
            />
          ) : null}
          <div className={`container ${styles.heroText}`}>
            <HeroCrumbs path={x.path} current={x.title} />
            <p className={styles.episode}>
              {t('episode', { n: String(x.episode).padStart(2, '0'), year: x.startsOn.slice(0, 4) })}
              <span className={styles.status} data-status={x.status}>
                {t(`status.${x.status}`)}
              </span>
            </p>
            <h1 id="exhibition-title" className={styles.title}>
              {x.title}
            </h1>
            <p className={styles.subtitle}>{x.subtitle}</p>
            <p className={styles.dates} data-starts-on={x.startsOn} data-ends-on={x.endsOn}>
              {x.status === 'ended' ? <span className={styles.ranLabel}>{t('ran')} </span> : null}
              {formatDateRange(x.startsOn, x.endsOn, locale)}
            </p>
            {/* the booking call in the hero, as the home has it (the twelfth review: on a desktop the
                first one was some 3,300 px down); in Korean, where booking is (DESIGN.md). An English
                page's hero leads to its visit plan, which offers booking in Korean and a question in
                English (the thirteenth review: "no call to action in the English hero"). */}
            {bookable ? (
              <p className={styles.heroCta}>
                <ShellLink href="/event" className={visitStyles.apply}>
                  {t('visit.apply')}
                </ShellLink>
              </p>
            ) : !ended ? (
              <p className={styles.heroCta}>
                <a href="#visit-title" className={visitStyles.apply} data-testid="hero-visit">
                  {t('visit.heroCta')}
                </a>
              </p>
            ) : null}
          </div>
        </section>

        <section
          className={`container ${styles.intro}`}
          aria-label={t('introLabel')}
          data-header-theme="light"
        >
          <p>{x.intro}</p>
          {/* the page's parts, one tap away on a phone, where the page runs about 8,000 px (the
              thirteenth review: long pages with no jump links) */}
          <JumpNav
            label={t('jumpLabel')}
            items={[
              { href: '#floors-title', text: t('floorsTitle') },
              { href: '#programmes-title', text: t('programmesTitle') },
              { href: '#visit-title', text: ended ? t('visit.endedTitle') : t('visit.title') },
              ...(x.photos.length ? [{ href: '#photos-title' as const, text: t('photosTitle') }] : []),
              ...(x.gallery.length ? [{ href: '#gallery-title' as const, text: t('gallery.title') }] : []),
            ]}
          />
        </section>

        <section aria-labelledby="floors-title" data-header-theme="light">
          <div className="container">
            <div className={styles.head}>
              <h2 id="floors-title">{t('floorsTitle')}</h2>
              <p>{t(ended ? 'floorsLeadEnded' : 'floorsLead')}</p>
            </div>
          </div>
          <FloorList
            floors={floorItems(x)}
            floorLabel={floorLabel}
            programmes={{
              label: t(ended ? 'floorProgrammesEnded' : 'floorProgrammes'),
              byFloor: Object.fromEntries(
                (['1F', '2F', '3F'] as const).map((f) => [
                  f,
                  x.programmes
                    .filter((p) => p.floors.includes(f))
                    .map((p) => ({ key: p.key, title: p.title })),
                ]),
              ),
            }}
          />
        </section>

        <section
          className={`container ${styles.programmes}`}
          aria-labelledby="programmes-title"
          data-header-theme="light"
        >
          <div className={styles.head}>
            <h2 id="programmes-title">{t('programmesTitle')}</h2>
            <p>{t(ended ? 'programmesLeadEnded' : 'programmesLead')}</p>
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
                {p.floors.length ? (
                  <p className={styles.where} data-programme-floors={p.floors.join(' ')}>
                    {/* the floor guide's notation ("1F"), not "Floor 1" beside it (the eighth review) */}
                    {p.floors.map((f) => t('programmeFloor', { floor: f.replace('F', '') })).join(' · ')}
                  </p>
                ) : null}
                {/* How to join (sign-up, replay) is for an edition still to come or running: an ended one
                  keeps what ran and where, with no call to action (issue 50). */}
                {p.detail && !ended ? <p className={styles.detail}>{p.detail}</p> : null}
                {/* its event, where booking is (the twelfth review: "none of the cards links to its
                    own booking page"); the title read before the verb, so each link names its programme */}
                {bookable && p.event ? (
                  <p className={styles.programmeLink}>
                    <ShellLink href={p.event.path}>
                      <span className="visually-hidden">{p.title} </span>
                      {t(p.event.apply ? 'programmeApply' : 'programmeMore')}
                    </ShellLink>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {/* Booking is in Korean (DESIGN.md): an English page keeps its visit plan's two ways (book in
            Korean, or ask us in English) and no bar over its story (the eleventh review). */}
        {bookable ? (
          <p className={styles.stickyBook} data-testid="sticky-book">
            <ShellLink href="/event" className={`${visitStyles.apply} ${styles.stickyLink}`}>
              {t('visit.apply')}
            </ShellLink>
          </p>
        ) : null}
      </div>

      <VisitPlan exhibition={x} common={common} />

      {x.photos.length ? (
        <section
          className={`container ${styles.photos}`}
          aria-labelledby="photos-title"
          data-header-theme="light"
        >
          <h2 id="photos-title">{t('photosTitle')}</h2>
          <div className={styles.photoGrid}>
            {x.photos.map((p) => (
              <figure key={`${p.image}-${p.caption}`}>
                {p.stored ? (
                  <StoredPicture image={p.stored} alt={p.alt} sizes="(max-width: 767px) 100vw, 360px" />
                ) : p.image.startsWith('/images/') ? (
                  <Picture src={p.image} alt={p.alt} sizes="(max-width: 767px) 100vw, 360px" />
                ) : null}
                <figcaption>{p.caption}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      ) : null}

      {x.gallery.length ? (
        <section
          className={`container ${styles.gallery}`}
          aria-labelledby="gallery-title"
          data-header-theme="light"
          data-gallery
        >
          <h2 id="gallery-title">{t('gallery.title')}</h2>
          <p className={styles.galleryLead}>{t('gallery.lead', { count: x.gallery.length })}</p>
          <Gallery
            items={x.gallery.flatMap((g) => {
              const data = galleryData(g);
              return data ? [{ ...data, alt: g.alt, caption: g.caption }] : [];
            })}
            labels={{
              open: t('gallery.open', { caption: '{caption}' }),
              close: t('gallery.close'),
              prev: t('gallery.prev'),
              next: t('gallery.next'),
              counter: t('gallery.counter', { current: '{current}', total: '{total}' }),
              dialog: t('gallery.dialog'),
              swipe: t('gallery.swipe'),
            }}
          />
        </section>
      ) : null}

      <nav className={`container ${styles.others}`} aria-label={t('othersLabel')} data-header-theme="light">
        <h2>{t('othersLabel')}</h2>
        <ul>
          {/* each with its picture and dates, not a row of bare names (the tenth review) */}
          {others.map((e) => (
            <li key={e.slug}>
              <Link href={e.path} className={styles.otherCard}>
                {e.heroStored ? (
                  <StoredPicture
                    image={e.heroStored}
                    alt=""
                    sizes={OTHER_SIZES}
                    className={styles.otherImage}
                  />
                ) : e.heroImage?.startsWith('/images/') ? (
                  <Picture src={e.heroImage} alt="" sizes={OTHER_SIZES} className={styles.otherImage} />
                ) : null}
                <span className={styles.otherTitle}>
                  {/* the running (or coming) show is flagged among the ended ones (the eleventh review:
                      EP.04's list did not say that EP.05 is open now) */}
                  {e.status !== 'ended' ? (
                    <span className={styles.otherStatus} data-status={e.status}>
                      {t(`status.${e.status}`)}
                    </span>
                  ) : null}
                  {e.title}
                </span>
                <span className={styles.otherMeta}>
                  {/* each date whole: the line breaks at the dash, not at a date's hyphen ("2025-04- / 27",
                      the eleventh review) */}
                  {formatDateRange(e.startsOn, e.endsOn, locale)
                    .split(RANGE_SEPARATOR)
                    .map((date, i) => (
                      <Fragment key={date}>
                        {i ? RANGE_SEPARATOR : null}
                        <span className={styles.nowrap}>{date}</span>
                      </Fragment>
                    ))}
                </span>
                {/* a show with a gallery says so, the one way to find it (the fourteenth review looked
                    for an exhibition gallery and did not find EP.02's) */}
                {e.gallery.length ? (
                  <span className={styles.otherMeta} data-gallery-count={e.gallery.length}>
                    {t('gallery.count', { count: e.gallery.length })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
