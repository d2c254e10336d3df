import './zod-csp';
import { z } from 'zod';
import { MATERIAL_KEY_PATTERN } from './material-rules';
import { PICTURE_REF_PATTERN } from './media-rules';

/**
 * Content entities of SPEC §3 (field names exactly as the spec gives them) and the other content
 * the pages render. Every content module per locale is parsed with these at build time, and
 * `src/content/content.test.ts` checks both locales against each other.
 */

/** A non-empty, trimmed piece of copy. */
export const copy = z.string().trim().min(1);
/** A generated WebP under /images (the AVIF twin and the smaller widths sit beside it). */
export const imagePath = z.string().regex(/^\/images\/[a-z0-9/_-]+\.(webp|svg)$/);
export const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const image = z.object({ src: imagePath, alt: z.string() });
export const captionedImage = image.extend({ caption: copy });
/**
 * A picture of a studio record (the design themes): a built-in render or one from the media library
 * (`media:<uuid>`, resolved by the page reads into its variants and focal point).
 */
export const picturePath = z.string().regex(PICTURE_REF_PATTERN);
const captionedPicture = z.object({ src: picturePath, alt: z.string(), caption: copy });

// ── Trend archive ──────────────────────────────────────────────────────────────

export const archiveSection = z.object({
  Img: picturePath,
  ImgMobile: picturePath,
  Title: copy,
  SubTitle: copy,
  Text: copy,
  /** Stored by records written before issue 50 and no longer shown: a page says one thing at every width. */
  TextMobile: copy.optional(),
});

export const archiveDetail = z.object({
  title: copy,
  mainTitle: copy,
  subTitle: copy,
  data1: archiveSection,
  data2: archiveSection.optional(),
  data3: archiveSection.optional(),
  data4: archiveSection.optional(),
  data5: archiveSection.optional(),
});

export const summaryItem = z.object({
  Title: copy,
  SubTitle: copy,
  Desc: copy,
  /** Stored by records written before issue 50 and no longer shown (as `TextMobile`). */
  TitleMobile: copy.optional(),
  DescMobile: copy.optional(),
});

export const summaryDetail = z.object({
  dataImg: picturePath,
  dataImgMobile: picturePath,
  data1: summaryItem,
  data2: summaryItem,
  data3: summaryItem,
  data4: summaryItem.optional(),
});

/**
 * One year of the trend archive in one language, as the studio keeps it (issue 49): the spec's entry
 * without its `id` and `year`, which are the record's (the `id` is the year's place in the archive).
 */
export const summaryDoc = z.object({
  title: copy,
  desc: copy,
  subDesc: copy,
  isSummary: z.literal('true'),
  imgSrc: picturePath,
  imgSrcMobile: picturePath,
  detail: summaryDetail,
});

export const detailDoc = z.object({
  title: copy,
  desc: copy,
  subDesc: copy,
  isSummary: z.literal('false'),
  imgSrc: picturePath,
  imgSrcMobile: picturePath,
  detail: archiveDetail,
});

/** An announced year with nothing to show yet (a "coming" card). */
export const placeholderDoc = z.object({
  title: z.literal(''),
  desc: z.literal(''),
  subDesc: z.literal(''),
  isSummary: z.literal('false'),
  imgSrc: z.literal(''),
  imgSrcMobile: z.literal(''),
  detail: z.null(),
});

export const archiveDoc = z.union([summaryDoc, detailDoc, placeholderDoc]);
export type ArchiveDoc = z.infer<typeof archiveDoc>;

const entryBase = z.object({
  id: z.number().int().min(1),
  year: z.number().int().min(2001).max(2100),
});

export const summaryEntry = entryBase.extend(summaryDoc.shape);
export const detailEntry = entryBase.extend(detailDoc.shape);
export const placeholderEntry = entryBase.extend(placeholderDoc.shape);

export const archiveEntry = z.union([summaryEntry, detailEntry, placeholderEntry]);
/** The seed's archive (src/content/archive): 2001 to 2025, one entry a year. */
export const archive = z.array(archiveEntry).length(25);

export type ArchiveSection = z.infer<typeof archiveSection>;
export type SummaryItem = z.infer<typeof summaryItem>;
export type SummaryEntry = z.infer<typeof summaryEntry>;
export type DetailEntry = z.infer<typeof detailEntry>;
export type PlaceholderEntry = z.infer<typeof placeholderEntry>;
export type ArchiveEntry = z.infer<typeof archiveEntry>;

// ── Design themes ──────────────────────────────────────────────────────────────

/** 2023 SOFTWHERE theme (SPEC §3 "2023 theme"). */
export const theme2023 = z.object({
  key: z.enum(['scenesory', 'monologue', 'whitenight']),
  anchor: z.enum(['theme1', 'theme2', 'theme3']),
  /** Title graphic (SVG); `title2` is its text, used as heading and alt. */
  title: imagePath,
  title2: copy,
  poster: imagePath,
  posterMobile: imagePath,
  fontColorBold: hexColor,
  fontColor: hexColor,
  movieUrl: z.string().regex(/^(\/images\/|https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\/)/),
  textTitle: copy,
  textData: copy,
  textDataSub: copy,
  textDataMobile: copy,
  textDataSubMobile: copy,
  imgList: z.array(image).min(6).max(7),
});
export type Theme2023 = z.infer<typeof theme2023>;

export const themeSummary = z.object({
  key: copy,
  name: copy,
  tagline: copy,
  summary: copy,
  hero: picturePath,
  heroMobile: picturePath,
  alt: copy,
});

export const seminarSession = z.object({ time: copy, speaker: copy, topic: copy });

export const designTheme = z.object({
  year: z.number().int(),
  name: copy,
  headline: copy,
  intro: copy,
  themes: z.array(themeSummary).length(3),
  /**
   * 2025: the online seminar section the page scrolls to. Its day and hours are its event's on the
   * programme (`event`: that event's seed key), read from there, not typed a second time here: the
   * event list's ended tab and this page show the one record (the fifth review found it on one only).
   */
  seminar: z
    .object({
      title: copy,
      desc: copy,
      event: z.string().trim().min(1).max(80),
      sessions: z.array(seminarSession).min(1),
    })
    .optional(),
  /** 2023: the SOFTWHERE themes. */
  themes2023: z.array(theme2023).length(3).optional(),
});
export type DesignTheme = z.infer<typeof designTheme>;
/** A design theme's seminar event on the programme (`seminar.event`): its page, day and hours. */
export type SeminarEvent = { id: string; startsAt: string; endsAt: string };

/** A theme's address segment: `/{year}/main/{key}`. */
export const themeKey = z.string().regex(/^[a-z][a-z0-9-]{1,29}$/);

/**
 * A reference to an entry of the materials catalogue (issue 50, decision 042): the lookbook's looks
 * and the theme stories name a material by its key; its name, finish and picture are the catalogue's.
 */
export const materialKey = z.string({ error: 'invalidType' }).regex(MATERIAL_KEY_PATTERN, 'material.key');

/** A theme's full story page (2024 on: `/{year}/main/{key}`). */
export const themeStory = z.object({
  key: themeKey,
  year: z.number().int().min(2001).max(2100),
  collection: copy,
  name: copy,
  tagline: copy,
  /** Header colour over the hero: a dark hero gets the white header. */
  heroTone: z.enum(['dark', 'light']),
  hero: picturePath,
  heroMobile: picturePath,
  heroAlt: copy,
  concept: z.object({ title: copy, body: z.array(copy).min(2) }),
  keywords: z.array(copy).min(3),
  palette: z.array(z.object({ name: copy, hex: hexColor, role: copy })).min(4),
  /** The theme's materials, by catalogue key: each card shows the catalogue's name, finish and sample shot. */
  materials: z.array(materialKey).min(3),
  images: z.array(captionedPicture).min(3),
  quote: copy,
});
export type ThemeStory = z.infer<typeof themeStory>;
/** A year's themes' colours by theme key (the stories' palettes), as the collection page shows them. */
export type ThemePalettes = Record<string, { name: string; hex: string }[]>;
/** Each theme's colours, by theme key, as its story page lists them (the collection page's key visual). */
export const palettesOf = (stories: readonly ThemeStory[]): ThemePalettes =>
  Object.fromEntries(stories.map((s) => [s.key, s.palette.map(({ name, hex }) => ({ name, hex }))]));

// ── Home floors and exhibitions ────────────────────────────────────────────────

/** SPEC §3 "Floor item". `gif` is a light animated image (SVG with CSS animation). */
export const floorItem = z.object({
  key: z.enum(['1F', '2F', '3F']),
  tag: copy,
  title: copy,
  desc: copy,
  gif: imagePath,
});
export type FloorItem = z.infer<typeof floorItem>;
export const floorSet = z.array(floorItem).length(3);

export const programme = z.object({
  key: z.enum(['docent', 'goods', 'drawing', 'tasting', 'mediaart', 'seminar']),
  title: copy,
  desc: copy,
  detail: copy,
});

export const exhibition = z.object({
  slug: z.enum(['popupep1', 'popupep2', 'popupep3', 'popupep4']),
  episode: z.number().int().min(1).max(4),
  year: z.number().int(),
  title: copy,
  subtitle: copy,
  intro: copy,
  /** YYYY-MM-DD (SPEC §9). */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  hours: copy,
  venue: copy,
  admission: copy,
  hero: imagePath,
  heroMobile: imagePath,
  heroAlt: copy,
  floorVersion: z.enum(['earlier', 'persona', 'ep1', 'ep3']),
  programmes: z.array(programme).min(4),
  /** Photographs of the show, none where the floor guide's pictures are all it has (the page shows
   * no render twice: src/content/media-rules.test.ts). */
  photos: z.array(captionedImage),
  /** EP.02 only: the gallery of 21 captioned photos. */
  gallery: z.array(captionedImage).length(21).optional(),
});
export type Exhibition = z.infer<typeof exhibition>;

export const exhibitionCommon = z.object({
  rules: z
    .array(z.object({ key: z.enum(['parking', 'luggage', 'id', 'goods', 'photo']), title: copy, desc: copy }))
    .length(5),
  notes: z.array(copy).min(2),
});

// ── FAQ ────────────────────────────────────────────────────────────────────────

/** SPEC §3 "FAQ item": title is the category. `id` makes the deep link `/faq#<id>`. */
export const faqItem = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: z.enum(['exhibition', 'event', 'member', 'trend']),
  title: copy,
  color: hexColor,
  question: copy,
  answer: z.array(copy).min(1),
});
export const faq = z.array(faqItem).min(8);
export type FaqItem = z.infer<typeof faqItem>;

// ── Policies ───────────────────────────────────────────────────────────────────

export const policySection = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: copy,
  body: z.array(copy),
  items: z.array(copy).optional(),
  table: z.object({ head: z.array(copy), rows: z.array(z.array(copy)) }).optional(),
});
export const policy = z.object({
  title: copy,
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: copy,
  sections: z.array(policySection).min(6),
});
export type Policy = z.infer<typeof policy>;

// ── Lookbook ────────────────────────────────────────────────────

export const lookbook = z.object({
  title: copy,
  intro: copy,
  looks: z
    .array(
      z.object({
        id: copy,
        theme: copy,
        title: copy,
        desc: copy,
        img: picturePath,
        alt: copy,
        /** Catalogue keys of the materials the look uses. */
        materials: z.array(materialKey).min(1),
      }),
    )
    .min(4),
});
export type Lookbook = z.infer<typeof lookbook>;
