import { z } from 'zod';
import { designTheme, themeStory } from './content';
import { scheduling } from './content-history';
import { nonEmptyPatch } from './fields';

/**
 * Design theme years in the studio (issue 49): a year's collection page and its themes' story
 * pages, per language, as one record. One file for the API (validation and OpenAPI), the studio
 * and the tests; the public pages render the same shapes (`DesignTheme`, `ThemeStory`).
 */

export const THEME_YEAR_MAX_STORIES = 7;

/** One language of a theme year. */
export const themeYearDoc = z.object({
  design: designTheme,
  stories: z.array(themeStory).max(THEME_YEAR_MAX_STORIES),
});
export type ThemeYearDocBody = z.infer<typeof themeYearDoc>;

const year = z.number({ error: 'invalidType' }).int().min(2001).max(2100);

type Shape = { year?: number; ko?: ThemeYearDocBody; en?: ThemeYearDocBody | null };

/**
 * A year's pages say the year they belong to, each theme has one story page at most, and a story
 * is one of the collection's themes; English, when written, has the same themes as Korean.
 */
function consistent(v: Shape, ctx: z.RefinementCtx) {
  for (const lang of ['ko', 'en'] as const) {
    const doc = v[lang];
    if (!doc) continue;
    if (v.year !== undefined && doc.design.year !== v.year)
      ctx.addIssue({ code: 'custom', path: [lang, 'design', 'year'], message: 'themeYear.yearMismatch' });
    const keys = doc.design.themes.map((x) => x.key);
    doc.stories.forEach((s, i) => {
      if (v.year !== undefined && s.year !== v.year)
        ctx.addIssue({
          code: 'custom',
          path: [lang, 'stories', i, 'year'],
          message: 'themeYear.yearMismatch',
        });
      if (!keys.includes(s.key) || doc.stories.findIndex((o) => o.key === s.key) !== i)
        ctx.addIssue({
          code: 'custom',
          path: [lang, 'stories', i, 'key'],
          message: 'themeYear.unknownTheme',
        });
    });
  }
  if (v.ko && v.en) {
    const ko = v.ko.design.themes.map((x) => x.key).join();
    if (v.en.design.themes.map((x) => x.key).join() !== ko)
      ctx.addIssue({
        code: 'custom',
        path: ['en', 'design', 'themes'],
        message: 'themeYear.languagesDiffer',
      });
    // A story's materials are catalogue keys, the same in both languages (decision 042).
    v.en.stories.forEach((s, i) => {
      const ko = v.ko?.stories.find((o) => o.key === s.key);
      if (ko && ko.materials.join() !== s.materials.join())
        ctx.addIssue({
          code: 'custom',
          path: ['en', 'stories', i, 'materials'],
          message: 'material.languagesDiffer',
        });
    });
  }
}

/** `POST /api/admin/themes`: a new year (a draft unless `published`). */
export const themeYearBody = z
  .object({
    year,
    ko: themeYearDoc,
    en: themeYearDoc.nullable().default(null),
    published: z.boolean({ error: 'invalidType' }).default(false),
    ...scheduling,
  })
  .superRefine(consistent);
export type ThemeYearBody = z.input<typeof themeYearBody>;
/** As its route validated it (defaults filled): what the service takes. */
export type ThemeYearValue = z.output<typeof themeYearBody>;

/** `PATCH /api/admin/themes/{id}`: any of them (the merged record is checked as a whole). */
export const themeYearPatch = nonEmptyPatch(
  z.object({
    year: year.optional(),
    ko: themeYearDoc.optional(),
    en: themeYearDoc.nullable().optional(),
    published: z.boolean({ error: 'invalidType' }).optional(),
    ...scheduling,
  }),
);
export type ThemeYearPatch = z.input<typeof themeYearPatch>;
export type ThemeYearPatchValue = z.output<typeof themeYearPatch>;

/** The merged record a patch must leave valid. */
export const themeYearRecord = z
  .object({ year, ko: themeYearDoc, en: themeYearDoc.nullable() })
  .superRefine(consistent);

export const themeYear = z.object({
  id: z.guid(),
  year: z.number().int(),
  ko: themeYearDoc,
  en: themeYearDoc.nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type ThemeYear = z.infer<typeof themeYear>;

export const themeYearListItem = z.object({
  id: z.guid(),
  year: z.number().int(),
  nameKo: z.string(),
  nameEn: z.string(),
  /** The themes' names in Korean, in order. */
  themes: z.array(z.string()),
  published: z.boolean(),
  /** Whether the English pages are written. */
  english: z.boolean(),
  updatedAt: z.string(),
});
export const themeYearList = z.object({ items: z.array(themeYearListItem) });
export type ThemeYearListItem = z.infer<typeof themeYearListItem>;
