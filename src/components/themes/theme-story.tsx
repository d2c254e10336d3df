import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { HeroCrumbs } from '@/components/layout/page-header';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { Link } from '@/i18n/navigation';
import type { ThemeStory } from '@/schemas/content';
import type { MaterialCards } from '@/schemas/material-rules';
import styles from './theme-story.module.css';

/** A 2025/2024 theme's story: hero, concept, palette, materials, images, quote and the sibling themes. */
export function ThemeStoryView({
  story,
  siblings,
  materials,
  pictures,
}: {
  story: ThemeStory;
  siblings: { key: string; name: string }[];
  /** The catalogue entries the story names (decision 042): their name, finish and sample shot. */
  materials: MaterialCards;
  /** The library pictures the story names, resolved by its page read. */
  pictures?: StoredPictures;
}) {
  const t = useTranslations('themes');
  const nav = useTranslations('common.nav');
  const [ground, , , , light] = story.palette;
  const style = { '--ground': ground?.hex, '--light': light?.hex } as CSSProperties;
  return (
    <article style={style} data-theme-story={story.key}>
      <section
        className={`${styles.hero} ${story.heroTone === 'dark' ? styles.dark : styles.light}`}
        data-header-theme={story.heroTone}
        aria-labelledby="story-title"
      >
        <ContentPicture
          pictures={pictures}
          src={story.hero}
          mobileSrc={story.heroMobile}
          alt={story.heroAlt}
          priority
          className={styles.heroImage}
        />
        <div className={`container ${styles.heroText}`}>
          <HeroCrumbs
            path={`/archive/${story.year}/designtheme`}
            crumbs={[{ href: `/archive/${story.year}/designtheme`, label: story.collection }]}
            current={story.name}
          />
          <h1 id="story-title" className={styles.name}>
            {story.name}
          </h1>
          <p className={styles.tagline}>{story.tagline}</p>
        </div>
      </section>

      <section
        className={`container ${styles.concept}`}
        aria-labelledby="concept-title"
        data-header-theme="light"
      >
        <p className={styles.kicker}>{t('story.concept')}</p>
        <h2 id="concept-title">{story.concept.title}</h2>
        <div className={styles.body}>
          {story.concept.body.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
        <ul className={styles.keywords} aria-label={t('story.keywords')}>
          {story.keywords.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      </section>

      <section
        className={`container ${styles.palette}`}
        aria-labelledby="palette-title"
        data-header-theme="light"
      >
        <p className={styles.kicker}>{t('story.palette')}</p>
        <h2 id="palette-title">{t('story.paletteTitle', { name: story.name })}</h2>
        <ul className={styles.swatches}>
          {story.palette.map((c) => (
            <li key={c.hex}>
              <span className={styles.swatch} style={{ background: c.hex }} aria-hidden="true" />
              <span className={styles.swatchName}>{c.name}</span>
              <span className={styles.swatchHex}>{c.hex.toUpperCase()}</span>
              <span className={styles.swatchRole}>{c.role}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        className={`container ${styles.materials}`}
        aria-labelledby="materials-title"
        data-header-theme="light"
      >
        <p className={styles.kicker}>{t('story.materials')}</p>
        <h2 id="materials-title">{t('story.materialsTitle')}</h2>
        <ul className={styles.materialList}>
          {story.materials
            .flatMap((key) => (materials[key] ? [materials[key]] : []))
            .map((m) => (
              <li key={m.key} data-material={m.key}>
                {/* NOTE: alt="": the picture shows the finish the card's own name and text describe. */}
                <ContentPicture
                  pictures={pictures}
                  src={m.image}
                  alt=""
                  sizes="(max-width: 767px) 100vw, (max-width: 1160px) 33vw, 366px"
                  className={styles.materialPicture}
                />
                <h3>{m.name}</h3>
                <p className={styles.finish}>{t('story.finish', { family: m.family, finish: m.finish })}</p>
                <p>{m.desc}</p>
              </li>
            ))}
        </ul>
      </section>

      <section
        className={`container ${styles.images}`}
        aria-labelledby="images-title"
        data-header-theme="light"
      >
        <h2 id="images-title" className="visually-hidden">
          {t('story.images')}
        </h2>
        {story.images.map((img, i) => (
          <figure key={img.src} className={i === 0 ? styles.wide : undefined}>
            <ContentPicture
              pictures={pictures}
              src={img.src}
              alt={img.alt}
              sizes={i === 0 ? '(max-width: 1160px) 100vw, 1128px' : '(max-width: 767px) 100vw, 560px'}
            />
            <figcaption>{img.caption}</figcaption>
          </figure>
        ))}
      </section>

      <section
        className={`${styles.quote} ${story.heroTone === 'dark' ? styles.dark : styles.light}`}
        data-header-theme={story.heroTone}
        aria-label={t('story.quote')}
      >
        <blockquote className="container">
          <p>{story.quote}</p>
        </blockquote>
      </section>

      <nav
        className={`container ${styles.more}`}
        aria-label={t('story.more', { year: story.year })}
        data-header-theme="light"
      >
        <p className={styles.kicker}>{t('story.more', { year: story.year })}</p>
        <ul>
          {siblings.map((s) => (
            <li key={s.key}>
              <Link href={`/${story.year}/main/${s.key}`}>{s.name}</Link>
            </li>
          ))}
          <li>
            <Link href={`/archive/${story.year}/designtheme`}>
              {nav('designThemeYear', { year: story.year })}
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
