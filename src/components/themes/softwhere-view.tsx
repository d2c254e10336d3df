import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { imageSize, Picture } from '@/components/media/picture';
import type { DesignTheme, Theme2023 } from '@/schemas/content';
import type { PublicEdition } from '@/schemas/content-rules';
import styles from './softwhere-view.module.css';
import { ThemeExhibitions } from './theme-exhibitions';
import { PosterType, ThemeTitle } from './theme-type';
import { VideoFacade } from './video-facade';

/** 2023 SOFTWHERE: three themes at #theme1–#theme3, each with title graphic, poster, film, text and images. */
export function SoftwhereView({
  theme,
  exhibitions = [],
}: {
  theme: DesignTheme;
  /** The editions that showed this theme (`exhibitionsOfTheme`). */
  exhibitions?: readonly PublicEdition[];
}) {
  const t = useTranslations('themes');
  const nav = useTranslations('common.nav');
  const list = theme.themes2023 ?? [];
  return (
    <>
      <PageHeader
        title={nav('designThemeYear', { year: theme.year })}
        path={`/archive/${theme.year}/designtheme`}
      />
      <section className={`container ${styles.intro}`} aria-labelledby="theme-name" data-header-theme="light">
        <h2 id="theme-name" className={styles.name}>
          {theme.name}
        </h2>
        <p className={styles.headline}>{theme.headline}</p>
        <p className={styles.introText}>{theme.intro}</p>
        <nav aria-label={t('jumpLabel')}>
          <ol className={styles.jump}>
            {list.map((x, i) => (
              <li key={x.key}>
                <a href={`#${x.anchor}`}>
                  <span aria-hidden="true">{String(i + 1).padStart(2, '0')}</span> {x.title2}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </section>
      {list.map((x, i) => (
        <SoftwhereTheme key={x.key} theme={x} first={i === 0} label={`${theme.name} · ${theme.year}`} />
      ))}
      <ThemeExhibitions year={theme.year} exhibitions={exhibitions} />
    </>
  );
}

function SoftwhereTheme({ theme: x, first, label }: { theme: Theme2023; first: boolean; label: string }) {
  const t = useTranslations('themes');
  const film = imageSize(x.movieUrl.startsWith('/') ? x.movieUrl : x.poster);
  const style = { '--bold': x.fontColorBold, '--font': x.fontColor } as CSSProperties;
  return (
    <section
      id={x.anchor}
      className={styles.theme}
      style={style}
      aria-labelledby={`${x.anchor}-title`}
      data-header-theme="light"
      data-theme-key={x.key}
    >
      <div className="container">
        <h3 id={`${x.anchor}-title`} className={styles.titleGraphic}>
          <ThemeTitle theme={x} />
          <span className="visually-hidden">{x.title2}</span>
        </h3>
        <div className={styles.top}>
          <figure className={styles.poster} data-poster={x.key}>
            <Picture
              src={x.poster}
              mobileSrc={x.posterMobile}
              alt={t('posterAlt', { name: x.title2 })}
              priority={first}
              sizes="(max-width: 767px) 100vw, 560px"
            />
            <PosterType theme={x} label={label} />
          </figure>
          <div className={styles.text}>
            <p className={styles.textTitle}>{x.textTitle}</p>
            <p className={styles.web}>{x.textData}</p>
            <p className={styles.mobile}>{x.textDataMobile}</p>
            <p className={`${styles.sub} ${styles.web}`}>{x.textDataSub}</p>
            <p className={`${styles.sub} ${styles.mobile}`}>{x.textDataSubMobile}</p>
          </div>
        </div>
        <div className={styles.film}>
          <VideoFacade
            url={x.movieUrl}
            title={t('filmTitle', { name: x.title2 })}
            playLabel={t('play', { name: x.title2 })}
            stopLabel={t('stop')}
            width={film.width}
            height={film.height}
            poster={<Picture src={x.poster} alt="" sizes="(max-width: 1160px) 100vw, 1128px" />}
          />
        </div>
        <ul className={`tile-grid ${styles.images}`}>
          {x.imgList.map((img) => (
            <li key={img.src}>
              <Picture src={img.src} alt={img.alt} sizes="(max-width: 767px) 50vw, 280px" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
