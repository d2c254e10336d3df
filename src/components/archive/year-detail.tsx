import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { Link } from '@/i18n/navigation';
import type { ArchiveSection, DetailEntry, SummaryEntry, SummaryItem } from '@/schemas/content';
import { TagLine } from './tag-line';
import styles from './year-detail.module.css';

const SECTION_KEYS = ['data1', 'data2', 'data3', 'data4', 'data5'] as const;

type PublishedEntry = SummaryEntry | DetailEntry;

/** One archive year: hero, then its sections (detail years) or titled items (summary years), and prev/next years. */
export function YearDetail({
  entry,
  prev,
  next,
  nextTheme = null,
  pictures,
}: {
  entry: PublishedEntry;
  prev: PublishedEntry | null;
  next: PublishedEntry | null;
  /**
   * The first design theme year after this one, when no archive year page follows it: the newest
   * archive year (2022) leads on to the 2023 theme instead of ending the row (the fourth review).
   */
  nextTheme?: { year: number; name: string } | null;
  /** The library pictures the entry names, resolved by the page read. */
  pictures: StoredPictures;
}) {
  const t = useTranslations('archive');
  const common = useTranslations('common.nav');
  const crumbs = [{ href: '/archive', label: common('archive') }];
  return (
    <article data-archive-year={entry.year}>
      <PageHeader
        title={
          entry.isSummary === 'true'
            ? t('yearTitle', { year: entry.year, title: entry.title })
            : entry.detail.title
        }
        path={`/archive/${entry.year}`}
        crumbs={crumbs}
        lead={entry.desc}
      />
      <section className={`container ${styles.hero}`} data-header-theme="light">
        <ContentPicture
          src={entry.imgSrc}
          mobileSrc={entry.imgSrcMobile}
          alt=""
          pictures={pictures}
          priority
          sizes="(max-width: 1160px) 100vw, 1128px"
          className={styles.heroImage}
        />
        <div className={styles.heroText}>
          <h2 className={styles.mainTitle}>
            {entry.isSummary === 'true' ? entry.title : entry.detail.mainTitle}
          </h2>
          <p className={styles.subTitle}>
            {entry.isSummary === 'true' ? entry.subDesc : entry.detail.subTitle}
          </p>
          {entry.isSummary === 'false' ? (
            <p className={styles.keywords}>
              <TagLine text={entry.subDesc} />
            </p>
          ) : null}
        </div>
      </section>

      {entry.isSummary === 'true' ? (
        <section
          className={`container ${styles.summary}`}
          aria-label={t('summaryLabel', { year: entry.year })}
          data-header-theme="light"
        >
          <ContentPicture
            src={entry.detail.dataImg}
            mobileSrc={entry.detail.dataImgMobile}
            alt=""
            pictures={pictures}
            sizes="(max-width: 767px) 100vw, 50vw"
            className={styles.summaryImage}
          />
          <ol className={styles.items}>
            {SECTION_KEYS.map((k) => entry.detail[k as 'data1'] as SummaryItem | undefined)
              .filter((x): x is SummaryItem => Boolean(x))
              .map((item, i) => (
                <li key={item.Title} className={styles.item}>
                  <span className={styles.index}>{String(i + 1).padStart(2, '0')}</span>
                  <h3>{item.Title}</h3>
                  <p className={styles.itemSub}>{item.SubTitle}</p>
                  <p>{item.Desc}</p>
                </li>
              ))}
          </ol>
        </section>
      ) : (
        <div className={styles.sections}>
          {SECTION_KEYS.map((k) => entry.detail[k] as ArchiveSection | undefined)
            .filter((x): x is ArchiveSection => Boolean(x))
            .map((s, i) => (
              <section
                key={s.Title}
                className={`container ${styles.section}`}
                aria-labelledby={`section-${i + 1}`}
                data-header-theme="light"
              >
                <ContentPicture
                  src={s.Img}
                  mobileSrc={s.ImgMobile}
                  alt=""
                  pictures={pictures}
                  sizes="(max-width: 767px) 100vw, 560px"
                  className={styles.sectionImage}
                />
                <div className={styles.sectionText}>
                  <p className={styles.index}>{String(i + 1).padStart(2, '0')}</p>
                  <h3 id={`section-${i + 1}`}>{s.Title}</h3>
                  <p className={styles.itemSub}>{s.SubTitle}</p>
                  <p>{s.Text}</p>
                </div>
              </section>
            ))}
        </div>
      )}

      <nav className={`container ${styles.pager}`} aria-label={t('pagerLabel')} data-header-theme="light">
        {prev ? (
          <Link href={`/archive/${prev.year}`} rel="prev" className={styles.prev}>
            <span className={styles.pagerHint}>{t('prev')}</span>
            <span className={styles.pagerYear}>
              {prev.year} · {prev.title}
            </span>
          </Link>
        ) : (
          <span />
        )}
        <Link href="/archive" className={styles.back}>
          {t('backToList')}
        </Link>
        {next ? (
          <Link href={`/archive/${next.year}`} rel="next" className={styles.next}>
            <span className={styles.pagerHint}>{t('next')}</span>
            <span className={styles.pagerYear}>
              {next.year} · {next.title}
            </span>
          </Link>
        ) : nextTheme ? (
          <Link href={`/archive/${nextTheme.year}/designtheme`} rel="next" className={styles.next}>
            {/* "다음 디자인 테마" over "2023 · SOFTWHERE": the name whole on a phone's half width (the
                tenth review read "2023 · SOFTWHERE / 디자인 테마") */}
            <span className={styles.pagerHint}>{t('nextTheme')}</span>
            <span className={styles.pagerYear}>
              {nextTheme.year} · {nextTheme.name}
            </span>
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
