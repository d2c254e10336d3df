import { useTranslations } from 'next-intl';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { Link } from '@/i18n/navigation';
import type { ArchiveEntry } from '@/schemas/content';
import styles from './archive-grid.module.css';
import { TagLine } from './tag-line';

/** A published exhibition as the archive's notes name it: its year is the year it opens. */
export type EditionNote = { path: string; title: string; startsOn: string };

type Note = {
  id: number | string;
  year: number;
  theme: { year: number; name: string } | undefined;
  /** The year's exhibition, for a year with neither a page nor a design theme (2026's EP.05). */
  edition?: EditionNote;
};

/**
 * The notes above the grid, newest first: every announced year (an entry with no year page) and every
 * year with a published design theme but no year page, each linking to its theme when it has one
 * (issue 50: the 2025 theme was promoted on the home and missing here); and a year with a published
 * exhibition and nothing else yet links to the exhibition (the eleventh review: EP.05 lives at
 * /archive/2026/… and the archive had no 2026).
 */
export function archiveNotes(
  entries: readonly ArchiveEntry[],
  themes: readonly { year: number; name: string }[],
  editions: readonly EditionNote[] = [],
): Note[] {
  const withPage = new Set(entries.filter((e) => e.detail !== null).map((e) => e.year));
  const announced = entries.filter((e) => e.detail === null);
  const notes: Note[] = announced.map((e) => ({
    id: e.id,
    year: e.year,
    theme: themes.find((x) => x.year === e.year),
  }));
  for (const theme of themes)
    if (!withPage.has(theme.year) && !notes.some((n) => n.year === theme.year))
      notes.push({ id: `theme-${theme.year}`, year: theme.year, theme });
  // the newest exhibition of a year nothing else stands for (editions come newest first)
  for (const edition of editions) {
    const year = Number(edition.startsOn.slice(0, 4));
    if (!withPage.has(year) && !notes.some((n) => n.year === year))
      notes.push({ id: `edition-${year}`, year, theme: undefined, edition });
  }
  return notes.sort((a, b) => b.year - a.year);
}

/**
 * One card per year, newest first. The spec's placeholder entries stay on the page as small notes
 * under the introduction, not the first screen: a year whose design theme is published links to it
 * (its theme page and exhibitions exist), any other says it is being prepared. The grid of published
 * years starts right after them.
 */
export function ArchiveGrid({
  entries,
  pictures,
  themes,
  editions = [],
}: {
  entries: ArchiveEntry[];
  /** The library pictures the entries name, resolved by the page read. */
  pictures: StoredPictures;
  /** Years with a published design-theme page, and the theme's name. */
  themes: { year: number; name: string }[];
  /** The published exhibitions, newest first. */
  editions?: EditionNote[];
}) {
  const t = useTranslations('archive');
  const newestFirst = [...entries].sort((a, b) => b.year - a.year || b.id - a.id);
  const published = newestFirst.filter((e) => e.detail !== null);
  const coming = archiveNotes(newestFirst, themes, editions);
  return (
    <section className={`container ${styles.wrap}`} aria-label={t('gridLabel')} data-header-theme="light">
      {coming.length > 0 ? (
        <ul className={styles.comingList} aria-label={t('yearsLabel')}>
          {coming.map((e) => {
            // a year with its theme or its exhibition links there; the theme's or the show's name
            // on its own line over the same words for every year, so the cards are one height (the
            // seventh review: two lines, one, two)
            const link = e.edition
              ? { kind: 'edition', href: e.edition.path, name: e.edition.title, sub: t('editionLink') }
              : e.theme
                ? {
                    kind: 'theme',
                    href: `/archive/${e.year}/designtheme`,
                    name: e.theme.name,
                    sub: t('themeLink'),
                  }
                : null;
            return link ? (
              <li key={e.id} data-archive-id={e.id} data-archive-year={e.year} data-coming={link.kind}>
                <Link href={link.href} className={`${styles.coming} ${styles.comingLink}`}>
                  <span className={styles.comingYear}>{e.year}</span>
                  <span className={styles.comingText}>
                    <span className={styles.comingName}>{link.name}</span>{' '}
                    <span className={styles.comingSub}>{link.sub}</span>
                  </span>
                </Link>
              </li>
            ) : (
              <li
                key={e.id}
                className={styles.coming}
                data-archive-id={e.id}
                data-archive-year={e.year}
                data-coming="true"
              >
                <p className={styles.comingYear}>{e.year}</p>
                <p className={styles.comingText}>
                  <span className={styles.comingBadge}>{t('coming')}</span> {t('comingDesc')}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Every year at a glance, each a jump to its card: on a phone the grid is one column of 22
          cards (the seventh review: "10,000 px with no year index"). */}
      <nav aria-label={t('yearIndex')} className={styles.yearIndex}>
        <ul>
          {published.map((e) => (
            <li key={e.id}>
              <a href={`#year-${e.year}`}>{e.year}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.grid}>
        {published.map((e, i) => (
          <li key={e.id} id={`year-${e.year}`} data-archive-id={e.id} data-archive-year={e.year}>
            <Link href={`/archive/${e.year}`} className={styles.link}>
              {/* The cover's landscape render at every width, not its 4:5 phone framing: a card shows it
                  16:10, so the phone framing sent half again the bytes to be cropped away. Only the
                  first card (the page's largest paint on a phone) loads at once; the rest load as
                  they near the screen, so they do not share the phone's first second with it
                  (issue 53, decision 060). */}
              <ContentPicture
                src={e.imgSrc}
                alt=""
                pictures={pictures}
                sizes={
                  // the newest year leading a grid of three across its row shows two columns'
                  // picture: a third's variant was shown enlarged (the eleventh review: "up-scaled,
                  // soft"); in two columns its picture is one column wide, as every card's
                  i === 0 && published.length % 3 === 1
                    ? '(max-width: 991px) 50vw, (max-width: 1160px) 66vw, 760px'
                    : '(max-width: 991px) 50vw, (max-width: 1160px) 33vw, 360px'
                }
                priority={i === 0}
                className={styles.image}
              />
              <span className={styles.year}>{e.year}</span>
              <span className={styles.title}>{e.title}</span>
              <span className={styles.desc}>{e.desc}</span>
              <span className={styles.sub}>
                <TagLine text={e.subDesc} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
