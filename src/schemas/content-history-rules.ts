/**
 * History and scheduling of studio records (issue 49), without zod, so client components (the
 * studio) import them. The zod schemas are in `content-history.ts`.
 */

/** The studio records that keep versions and can be scheduled; the path segment of their API. */
export const HISTORY_KINDS = [
  'editions',
  'home',
  'faq',
  'notices',
  'themes',
  'lookbooks',
  'archive',
  'mail',
  'materials',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * The records a signed preview link can show (their public pages, drafts included): the kinds with
 * a history, and policy versions (immutable, each previewed as its page on its effective date).
 */
export const PREVIEW_KINDS = [
  'themes',
  'archive',
  'lookbooks',
  'editions',
  'home',
  'faq',
  'notices',
  'policies',
] as const satisfies readonly (HistoryKind | 'policies')[];
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/**
 * The fields a version keeps and a restore brings back, per kind: what an editor writes. Computed
 * fields (status, counts, timestamps) and the publication flag are left out: a restored version
 * comes back as a draft, published when an editor says so.
 */
export const HISTORY_FIELDS: Record<HistoryKind, readonly string[]> = {
  faq: ['category', 'questionKo', 'questionEn', 'answerKo', 'answerEn'],
  notices: ['titleKo', 'titleEn', 'bodyKo', 'bodyEn', 'placement', 'startsAt', 'endsAt'],
  editions: [
    'episode',
    'slug',
    'themeYear',
    'otherThemeYears',
    'titleKo',
    'titleEn',
    'subtitleKo',
    'subtitleEn',
    'introKo',
    'introEn',
    'venueKo',
    'venueEn',
    'addressKo',
    'addressEn',
    'hoursKo',
    'hoursEn',
    'admissionKo',
    'admissionEn',
    'startsOn',
    'endsOn',
    'heroImage',
    'heroAltKo',
    'heroAltEn',
    'heroAltOverride',
    'floors',
    'programmes',
    'photos',
    'gallery',
  ],
  themes: ['year', 'ko', 'en'],
  lookbooks: ['year', 'ko', 'en'],
  archive: ['year', 'ko', 'en'],
  /** A mail's wording per language (null: the default from `messages/`); the id is the mail's key. */
  mail: ['ko', 'en'],
  /** A catalogue entry's facts (its key, which the pages name it by, never changes). */
  materials: ['code', 'year', 'theme', 'size', 'image', 'position', 'ko', 'en'],
  home: [
    'version',
    'headlineKo',
    'headlineEn',
    'leadKo',
    'leadEn',
    'shareTitleKo',
    'shareTitleEn',
    'shareDescriptionKo',
    'shareDescriptionEn',
    'heroImage',
    'shareImage',
  ],
};

/** The home page is one record; its id in the history routes. */
export const HOME_RECORD_ID = 'home';

/** Only a record's editable fields, in `HISTORY_FIELDS` order. */
export function historyFieldsOf(kind: HistoryKind, record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of HISTORY_FIELDS[kind]) if (k in record) out[k] = record[k];
  return out;
}
