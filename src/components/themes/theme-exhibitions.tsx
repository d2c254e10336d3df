import { useLocale, useTranslations } from 'next-intl';
import { mobileTwin, Picture } from '@/components/media/picture';
import { StoredPicture } from '@/components/media/stored-picture';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDateRange } from '@/lib/dates';
import type { PublicEdition } from '@/schemas/content-rules';
import styles from './theme-exhibitions.module.css';

export { exhibitionsOfTheme } from './exhibitions-of-theme';

/**
 * "The exhibitions of this theme": each pop-up edition that laid the year's materials out, with its
 * picture, dates, place and whether it runs, links to its page. The archive's note promises a theme
 * "and its exhibitions" (the sixth review): the editions' own records answer it, so a new edition
 * joins its theme's page when it is published.
 */
export function ThemeExhibitions({
  year,
  exhibitions,
}: {
  year: number;
  exhibitions: readonly PublicEdition[];
}) {
  const t = useTranslations('themes.exhibitions');
  const status = useTranslations('exhibitions.status');
  const locale = useLocale() as Locale;
  if (exhibitions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="theme-exhibitions-title" data-header-theme="light">
      <div className="container">
        <h2 id="theme-exhibitions-title" className={styles.title}>
          {t('title', { year })}
        </h2>
        <p className={styles.lead}>{t('lead')}</p>
        <ul className={styles.list}>
          {exhibitions.map((x) => (
            <li key={x.slug} data-theme-exhibition={x.slug}>
              <Link href={x.path} className={styles.card}>
                {x.heroStored ? (
                  <StoredPicture
                    image={x.heroStored}
                    alt=""
                    sizes="(max-width: 767px) 100vw, 560px"
                    className={styles.image}
                  />
                ) : x.heroImage?.startsWith('/images/') ? (
                  <Picture
                    src={x.heroImage}
                    mobileSrc={mobileTwin(x.heroImage)}
                    alt=""
                    sizes="(max-width: 767px) 100vw, 560px"
                    className={styles.image}
                  />
                ) : null}
                <span className={styles.meta}>
                  <span className={styles.status} data-status={x.status}>
                    {status(x.status)}
                  </span>
                </span>
                <span className={styles.name}>{x.title}</span>
                {/* what the show laid out, in its own words: EP.05 shows three years' themes, not only
                    this one (the seventh review read "2025 테마를 펼친 전시" as a claim it was 2025's) */}
                {x.subtitle ? <span className={styles.subtitle}>{x.subtitle}</span> : null}
                <span className={styles.facts}>
                  {formatDateRange(x.startsOn, x.endsOn, locale)} · {x.venue}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
