import type { DesignTheme, Theme2023, ThemeStory } from '@/schemas/content';
import { themeMaterials } from '../materials';

export type StoryKey = ThemeStory['key'];
export type Key2023 = Theme2023['key'];

/** Language-neutral facts of each 2025/2024 theme: colours, tone and generated imagery. */
export const STORY_FACTS: Record<
  StoryKey,
  { year: 2025 | 2024; heroTone: 'dark' | 'light'; palette: readonly string[] }
> = {
  boost: { year: 2025, heroTone: 'dark', palette: ['#0f1a2e', '#ff5a1f', '#e8ff3a', '#c9ced6', '#f4f1ea'] },
  cosmos: { year: 2025, heroTone: 'dark', palette: ['#0b0d1f', '#3b2f7a', '#8c9bff', '#d9c7a1', '#eae6f5'] },
  ooparts: {
    year: 2025,
    heroTone: 'light',
    palette: ['#e7dccb', '#b38a5a', '#5f6b4e', '#2b2a28', '#c44d2c'],
  },
  evoke: { year: 2024, heroTone: 'light', palette: ['#f1e8e1', '#d8a48f', '#7b4b3a', '#2e2a27', '#e9d8c4'] },
  ore: { year: 2024, heroTone: 'dark', palette: ['#2d2f33', '#6e6a64', '#a88d6d', '#c8c3bb', '#8a4b2a'] },
  find: { year: 2024, heroTone: 'light', palette: ['#eef0ec', '#9fb3a8', '#4c6a63', '#1f2a28', '#d6c9a8'] },
};

export const FACTS_2023: Record<
  Key2023,
  { anchor: Theme2023['anchor']; fontColorBold: string; fontColor: string; images: number }
> = {
  scenesory: { anchor: 'theme1', fontColorBold: '#b83a20', fontColor: '#3a2a26', images: 7 },
  monologue: { anchor: 'theme2', fontColorBold: '#1e1e1e', fontColor: '#4f4f4f', images: 6 },
  whitenight: { anchor: 'theme3', fontColorBold: '#1f2a5a', fontColor: '#3c4770', images: 7 },
};

export const themeHero = (key: string) => ({
  hero: `/images/themes/${key}-hero-web.webp`,
  heroMobile: `/images/themes/${key}-hero-mob.webp`,
});

export type StoryCopy = {
  collection: string;
  name: string;
  tagline: string;
  heroAlt: string;
  concept: { title: string; body: string[] };
  keywords: string[];
  /** [name, role] per palette colour, in STORY_FACTS order. */
  palette: readonly (readonly [string, string])[];
  /** [alt, caption] of the three images. */
  images: readonly (readonly [string, string])[];
  quote: string;
};

export function buildStory(key: StoryKey, c: StoryCopy): ThemeStory {
  const f = STORY_FACTS[key];
  return {
    key,
    year: f.year,
    collection: c.collection,
    name: c.name,
    tagline: c.tagline,
    heroTone: f.heroTone,
    ...themeHero(key),
    heroAlt: c.heroAlt,
    concept: c.concept,
    keywords: c.keywords,
    palette: f.palette.map((hex, i) => ({
      hex,
      name: c.palette[i]?.[0] ?? '',
      role: c.palette[i]?.[1] ?? '',
    })),
    // The materials are the catalogue's (decision 042): the story names them by key.
    materials: themeMaterials(key),
    images: c.images.map(([alt, caption], i) => ({
      src: `/images/themes/${key}-${i + 1}.webp`,
      alt,
      caption,
    })),
    quote: c.quote,
  };
}

export type Copy2023 = {
  title2: string;
  textTitle: string;
  textData: string;
  textDataSub: string;
  textDataMobile: string;
  textDataSubMobile: string;
  /** Alt text of each image (6 or 7, FACTS_2023 gives the count). */
  imageAlts: readonly string[];
};

export function build2023(key: Key2023, c: Copy2023): Theme2023 {
  const f = FACTS_2023[key];
  const base = `/images/themes/2023/${key}`;
  return {
    key,
    anchor: f.anchor,
    title: `${base}-title.svg`,
    title2: c.title2,
    poster: `${base}-poster-web.webp`,
    posterMobile: `${base}-poster-mob.webp`,
    fontColorBold: f.fontColorBold,
    fontColor: f.fontColor,
    movieUrl: `${base}-film.webp`,
    textTitle: c.textTitle,
    textData: c.textData,
    textDataSub: c.textDataSub,
    textDataMobile: c.textDataMobile,
    textDataSubMobile: c.textDataSubMobile,
    imgList: c.imageAlts.slice(0, f.images).map((alt, i) => ({ src: `${base}-${i + 1}.webp`, alt })),
  };
}

/** A theme's card copy; a theme with a story page takes its tagline from the story (one source). */
export type ThemeSummaryCopy = { key: string; name: string; tagline?: string; summary: string; alt: string };

export function summaries(
  list: readonly ThemeSummaryCopy[],
  stories: Partial<Record<string, { tagline: string }>> = {},
): DesignTheme['themes'] {
  return list.map((t) => {
    const tagline = stories[t.key]?.tagline ?? t.tagline;
    if (tagline === undefined) throw new Error(`theme ${t.key}: no tagline and no story`);
    return t.key in FACTS_2023
      ? {
          ...t,
          tagline,
          hero: `/images/themes/2023/${t.key}-poster-web.webp`,
          heroMobile: `/images/themes/2023/${t.key}-poster-mob.webp`,
        }
      : { ...t, tagline, ...themeHero(t.key) };
  });
}
