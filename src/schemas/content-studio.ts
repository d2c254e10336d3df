import { z } from 'zod';
import { editionScheduling, scheduling } from './content-history';
import {
  EDITION_GALLERY_MAX,
  EDITION_PHOTOS_MAX,
  EDITION_STATUSES,
  EDITION_TEXT_MAX_LENGTH,
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_CATEGORY_KEY_PATTERN,
  FAQ_QUESTION_MAX_LENGTH,
  FLOOR_KEYS,
  HOME_VERSIONS,
  PROGRAMME_KEYS,
} from './content-rules';
import { knownFacts, nonEmptyPatch, oneLine, requiredLine, requiredText } from './fields';

import { PICTURE_REF_PATTERN } from './media-rules';
import { TIME_RE } from './schedule-rules';

export * from './content-rules';

/**
 * A PATCH body: every field optional and no defaults, so a field left out is left as it is (a
 * create schema's `.default()` would otherwise fill it in and overwrite the stored value); at
 * least one field must be sent.
 */
function patchOf<S extends z.ZodRawShape>(shape: S) {
  const bare = Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, v instanceof z.ZodDefault ? v.unwrap() : v]),
  ) as { [K in keyof S]: S[K] extends z.ZodDefault<infer I> ? I : S[K] };
  return nonEmptyPatch(z.object(bare).partial());
}

/**
 * The content studio (`/admin/content`, `/api/admin/...`): one file shared by the API (validation
 * and OpenAPI), the studio's forms and the tests. Field messages are keys under `common.validation`.
 */

const optionalText = (max: number) =>
  z.string({ error: 'invalidType' }).trim().max(max, 'tooLong').default('');
const seoulDay = z.iso.date({ error: 'date.invalid' });
const colour = z.string({ error: 'invalidType' }).regex(/^#[0-9a-fA-F]{6}$/, 'invalidFormat');
/** A built-in picture (`/images/…`) or one from the media library (`media:<uuid>`); never a free path. */
export const imageRef = z.string({ error: 'invalidType' }).regex(PICTURE_REF_PATTERN, 'invalidFormat');

// ── FAQ ───────────────────────────────────────────────────────────────────────

const faqFields = {
  category: z.string({ error: 'invalidOption' }).trim().min(1, 'invalidOption').max(40, 'tooLong'),
  questionKo: requiredText('question', FAQ_QUESTION_MAX_LENGTH),
  questionEn: optionalText(FAQ_QUESTION_MAX_LENGTH),
  /** Rich text (HTML from the studio's editor); sanitised on the server before it is stored. */
  answerKo: requiredText('answer', FAQ_ANSWER_MAX_LENGTH).superRefine(knownFacts()),
  // NOTE: refined inside the default, so a PATCH (which unwraps defaults) keeps the check.
  answerEn: z
    .string({ error: 'invalidType' })
    .trim()
    .max(FAQ_ANSWER_MAX_LENGTH, 'tooLong')
    .superRefine(knownFacts())
    .default(''),
  published: z.boolean({ error: 'invalidType' }).default(false),
  /** Place in its category; new entries go last when omitted. */
  position: z.number({ error: 'invalidType' }).int().min(0).max(10_000).optional(),
  ...scheduling,
};
export const faqBody = z.object(faqFields);
export type FaqBody = z.input<typeof faqBody>;
/** A FAQ entry as its route validated it (defaults filled): what the service takes. */
export type FaqValue = z.output<typeof faqBody>;

export const faqPatch = patchOf(faqFields);
export type FaqPatch = z.input<typeof faqPatch>;
export type FaqPatchValue = z.output<typeof faqPatch>;

/** A FAQ category as staff edit it: its key (the filter's anchor), names and colour. */
export const faqCategoryBody = z.object({
  key: z.string({ error: 'invalidType' }).trim().regex(FAQ_CATEGORY_KEY_PATTERN, 'invalidFormat'),
  nameKo: requiredLine('title', 40),
  nameEn: oneLine(z.string({ error: 'invalidType' }).trim().max(40, 'tooLong')).default(''),
  color: colour,
  position: z.number({ error: 'invalidType' }).int().min(0).max(1000).default(0),
});
export type FaqCategoryBody = z.input<typeof faqCategoryBody>;
export type FaqCategoryValue = z.output<typeof faqCategoryBody>;
export const faqCategoryPatch = patchOf({
  nameKo: requiredLine('title', 40),
  nameEn: oneLine(z.string({ error: 'invalidType' }).trim().max(40, 'tooLong')).default(''),
  color: colour,
  position: z.number({ error: 'invalidType' }).int().min(0).max(1000).default(0),
});
export type FaqCategoryPatchValue = z.output<typeof faqCategoryPatch>;
export const categoryParam = z.object({
  key: z.string({ error: 'invalidType' }).regex(FAQ_CATEGORY_KEY_PATTERN, 'invalidFormat'),
});

export const faqCategory = z.object({
  key: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  color: z.string(),
  position: z.number().int(),
});

export const faqEntry = z.object({
  id: z.guid(),
  slug: z.string(),
  category: z.string(),
  questionKo: z.string(),
  questionEn: z.string(),
  answerKo: z.string(),
  answerEn: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const faqListResponse = z.object({ categories: z.array(faqCategory), items: z.array(faqEntry) });
export type FaqListResponse = z.infer<typeof faqListResponse>;

// ── Editions ──────────────────────────────────────────────────────────────────

export const editionFloor = z.object({
  key: z.enum(FLOOR_KEYS, { error: 'invalidOption' }),
  tagKo: requiredText('tag', 40),
  tagEn: optionalText(40),
  titleKo: requiredText('title', 80),
  titleEn: optionalText(80),
  descKo: requiredText('desc', 400),
  descEn: optionalText(400),
  image: imageRef,
  color: colour,
  programmes: z.array(z.enum(PROGRAMME_KEYS, { error: 'invalidOption' })).max(PROGRAMME_KEYS.length),
});

export const editionPhoto = z.object({
  image: imageRef,
  altKo: requiredText('alt', 200),
  altEn: optionalText(200),
  captionKo: requiredText('caption', 200),
  captionEn: optionalText(200),
});

export const editionProgramme = z.object({
  key: z.enum(PROGRAMME_KEYS, { error: 'invalidOption' }),
  titleKo: requiredText('title', 80),
  titleEn: optionalText(80),
  // A card's lines may refer to the schedule's facts (`{{seminarTime}}`), filled on the page.
  descKo: requiredText('desc', 400).superRefine(knownFacts()),
  descEn: optionalText(400).superRefine(knownFacts()),
  detailKo: optionalText(400).superRefine(knownFacts()),
  detailEn: optionalText(400).superRefine(knownFacts()),
});

/**
 * A dated day with other hours (both times, opening before closing) or closed (neither); an earlier
 * last docent tour, if any, starts within that day's hours.
 */
const hoursException = z
  .object({
    date: seoulDay,
    opensAt: z.string({ error: 'invalidType' }).regex(TIME_RE, 'invalidFormat').nullable(),
    closesAt: z.string({ error: 'invalidType' }).regex(TIME_RE, 'invalidFormat').nullable(),
    lastTourAt: z.string({ error: 'invalidType' }).regex(TIME_RE, 'invalidFormat').nullable().default(null),
    noteKo: optionalText(120),
    noteEn: optionalText(120),
  })
  .refine(
    (h) =>
      (h.opensAt === null) === (h.closesAt === null) && (!h.opensAt || !h.closesAt || h.opensAt < h.closesAt),
    {
      message: 'period.invalid',
      path: ['closesAt'],
    },
  )
  .refine(
    (h) =>
      !h.lastTourAt ||
      (h.opensAt !== null && h.closesAt !== null && h.lastTourAt >= h.opensAt && h.lastTourAt < h.closesAt),
    { message: 'hoursException.lastTour', path: ['lastTourAt'] },
  );

const editionFields = {
  episode: z.number({ error: 'invalidType' }).int().min(1).max(999),
  slug: z.string({ error: 'invalidType' }).regex(/^popupep[0-9]{1,3}$/, 'invalidFormat'),
  themeYear: z.number({ error: 'invalidType' }).int().min(2001).max(2100),
  // the other design themes' years it also lays out, each listed on that year's theme page
  otherThemeYears: z
    .array(
      z
        .number({ error: 'invalidType' })
        .int('invalidFormat')
        .min(2001, 'invalidFormat')
        .max(2100, 'invalidFormat'),
    )
    .max(10, 'invalidFormat')
    .default([]),
  titleKo: requiredText('title', 120),
  titleEn: optionalText(120),
  subtitleKo: optionalText(200),
  subtitleEn: optionalText(200),
  introKo: optionalText(EDITION_TEXT_MAX_LENGTH),
  introEn: optionalText(EDITION_TEXT_MAX_LENGTH),
  venueKo: requiredText('venue', 120),
  venueEn: optionalText(120),
  addressKo: optionalText(200),
  addressEn: optionalText(200),
  hoursKo: optionalText(200),
  hoursEn: optionalText(200),
  opensAt: z.string({ error: 'invalidType' }).regex(TIME_RE, 'invalidFormat').default('11:00'),
  closesAt: z.string({ error: 'invalidType' }).regex(TIME_RE, 'invalidFormat').default('20:00'),
  hoursExceptions: z.array(hoursException).max(60).default([]),
  admissionKo: optionalText(200),
  admissionEn: optionalText(200),
  startsOn: seoulDay,
  endsOn: seoulDay,
  heroImage: imageRef.nullable().default(null),
  heroAltKo: optionalText(200),
  heroAltEn: optionalText(200),
  heroAltOverride: z.boolean({ error: 'invalidType' }).default(false),
  floors: z
    .array(editionFloor)
    .length(3, 'floors.invalid')
    .refine((f) => f.map((x) => x.key).join() === FLOOR_KEYS.join(), 'floors.invalid'),
  programmes: z.array(editionProgramme).max(PROGRAMME_KEYS.length).default([]),
  photos: z.array(editionPhoto).max(EDITION_PHOTOS_MAX).default([]),
  gallery: z.array(editionPhoto).max(EDITION_GALLERY_MAX).default([]),
  published: z.boolean({ error: 'invalidType' }).default(false),
  ...editionScheduling,
};

const periodOk = (e: { startsOn?: string; endsOn?: string }) =>
  !e.startsOn || !e.endsOn || e.endsOn >= e.startsOn;

export const editionBody = z
  .object(editionFields)
  .refine(periodOk, { message: 'period.invalid', path: ['endsOn'] });
export type EditionBody = z.input<typeof editionBody>;
/** An edition as its route validated it (defaults filled): what the service takes. */
export type EditionValue = z.output<typeof editionBody>;

export const editionPatch = patchOf(editionFields).refine(periodOk, {
  message: 'period.invalid',
  path: ['endsOn'],
});
export type EditionPatch = z.input<typeof editionPatch>;
export type EditionPatchValue = z.output<typeof editionPatch>;

export const edition = z.object({
  id: z.guid(),
  episode: z.number().int(),
  slug: z.string(),
  themeYear: z.number().int(),
  otherThemeYears: z.array(z.number().int()),
  titleKo: z.string(),
  titleEn: z.string(),
  subtitleKo: z.string(),
  subtitleEn: z.string(),
  introKo: z.string(),
  introEn: z.string(),
  venueKo: z.string(),
  venueEn: z.string(),
  addressKo: z.string(),
  addressEn: z.string(),
  hoursKo: z.string(),
  hoursEn: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  hoursExceptions: z.array(hoursException),
  admissionKo: z.string(),
  admissionEn: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  heroImage: z.string().nullable(),
  heroAltKo: z.string(),
  heroAltEn: z.string(),
  /** Whether the alt text above replaces a library picture's own (off: the picture's own is shown). */
  heroAltOverride: z.boolean(),
  floors: z.array(editionFloor),
  programmes: z.array(editionProgramme),
  photos: z.array(editionPhoto),
  gallery: z.array(editionPhoto),
  published: z.boolean(),
  /** Follows from the dates (Asia/Seoul), never stored. */
  status: z.enum(EDITION_STATUSES),
  eventCount: z.number().int(),
  updatedAt: z.string(),
});
export type Edition = z.infer<typeof edition>;
export const editionListResponse = z.object({ items: z.array(edition) });

// ── Home ──────────────────────────────────────────────────────────────────────

const homeSettingsFields = {
  version: z.enum(HOME_VERSIONS, { error: 'invalidOption' }),
  headlineKo: requiredText('headline', 120),
  headlineEn: optionalText(120),
  leadKo: optionalText(400),
  leadEn: optionalText(400),
  shareTitleKo: requiredText('title', 80),
  shareTitleEn: optionalText(80),
  shareDescriptionKo: optionalText(200),
  shareDescriptionEn: optionalText(200),
  heroImage: imageRef.nullable().default(null),
  shareImage: imageRef.nullable().default(null),
};
export const homeSettingsBody = z.object({ ...homeSettingsFields, ...scheduling });
export type HomeSettingsBody = z.input<typeof homeSettingsBody>;
export const homeSettingsResponse = z.object({ ...homeSettingsFields, updatedAt: z.string() });
