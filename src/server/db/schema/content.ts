// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArchiveDoc, DesignTheme, Lookbook, ThemeStory } from '../../../schemas/content';
import {
  type EditionFloor,
  type EditionPhoto,
  type EditionProgramme,
  type HomeSettings,
  type HoursException,
  NOTICE_PLACEMENTS,
  POLICY_KINDS,
} from '../../../schemas/content-rules';
import type { MaterialCopy } from '../../../schemas/material-rules';

/** Binary column (PostgreSQL `bytea`), read and written as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The programme as data (issue 25): one record per year's edition, which the home page, the
 * exhibition pages, the event list and the archive all read. Status (upcoming, running, ended)
 * follows from `startsOn`/`endsOn` as Seoul calendar days, never from a stored flag.
 */
export const editions = pgTable(
  'editions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key for seeded rows, so the seed is idempotent. */
    seedKey: text('seed_key'),
    episode: integer('episode').notNull(),
    /** The exhibition page's address segment: `popupep4` → /archive/2025/popupep4. */
    slug: text('slug').notNull(),
    themeYear: integer('theme_year').notNull(),
    /** The other design themes' years it also lays out (EP.05: 2023 and 2024 beside 2025). */
    otherThemeYears: integer('other_theme_years').array().notNull().default(sql`'{}'::integer[]`),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    subtitleKo: text('subtitle_ko').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    introKo: text('intro_ko').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    venueKo: text('venue_ko').notNull().default(''),
    venueEn: text('venue_en').notNull().default(''),
    addressKo: text('address_ko').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    hoursKo: text('hours_ko').notNull().default(''),
    hoursEn: text('hours_en').notNull().default(''),
    /** Opening hours, Seoul wall clock `HH:mm`: the one place they are stated (issue 50). */
    opensAt: text('opens_at').notNull().default('11:00'),
    closesAt: text('closes_at').notNull().default('20:00'),
    /** Dated days with other hours or closed (`hoursOn` in src/lib/facts.ts). */
    hoursExceptions: jsonb('hours_exceptions').$type<HoursException[]>().notNull().default([]),
    admissionKo: text('admission_ko').notNull().default(''),
    admissionEn: text('admission_en').notNull().default(''),
    /** First and last day, Asia/Seoul calendar dates (YYYY-MM-DD). */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** An image reference: a built-in `/images/…` path or `media:<uuid>` from the media library. */
    heroImage: text('hero_image'),
    heroAltKo: text('hero_alt_ko').notNull().default(''),
    heroAltEn: text('hero_alt_en').notNull().default(''),
    /**
     * Whether `heroAlt*` overrides the alt text of a library picture (issue 49). Off, a library
     * picture is described by its own alt text, so a replaced picture is never described as the old
     * one; a built-in picture has none of its own and is always described by `heroAlt*`.
     */
    heroAltOverride: boolean('hero_alt_override').notNull().default(false),
    floors: jsonb('floors').$type<EditionFloor[]>().notNull(),
    programmes: jsonb('programmes').$type<EditionProgramme[]>().notNull().default([]),
    /** Captioned photographs, in order, and the larger lightbox gallery (issue 49). */
    photos: jsonb('photos').$type<EditionPhoto[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<EditionPhoto[]>().notNull().default([]),
    /** Drafts are seen by the console (and its preview) only. */
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('editions_seed_key_uq').on(t.seedKey),
    uniqueIndex('editions_episode_uq').on(t.episode),
    uniqueIndex('editions_slug_uq').on(t.slug),
    check('editions_period_ck', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** FAQ categories (SPEC §3 FAQ item: title = category, color). */
export const faqCategories = pgTable('faq_categories', {
  key: text('key').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull().default(''),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
});

/** FAQ questions and answers; answers are sanitised HTML. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    /** The public anchor: /faq#<slug>. */
    slug: text('slug').notNull(),
    category: text('category')
      .notNull()
      .references(() => faqCategories.key, { onUpdate: 'cascade' }),
    questionKo: text('question_ko').notNull(),
    questionEn: text('question_en').notNull().default(''),
    answerKo: text('answer_ko').notNull(),
    answerEn: text('answer_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('faq_entries_seed_key_uq').on(t.seedKey),
    uniqueIndex('faq_entries_slug_uq').on(t.slug),
    index('faq_entries_order_idx').on(t.category, t.position),
  ],
);

export const noticePlacement = pgEnum('notice_placement', NOTICE_PLACEMENTS);

/** Notices shown as popups between `startsAt` and `endsAt` where `placement` says. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyKo: text('body_ko').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    placement: noticePlacement('placement').notNull().default('home'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_seed_key_uq').on(t.seedKey),
    index('notices_window_idx').on(t.endsAt, t.startsAt),
    check('notices_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const policyKind = pgEnum('policy_kind', POLICY_KINDS);

/**
 * Versions of the privacy policy and the terms. Immutable once written: a change is a new version.
 * The version in force is the latest whose effective date has come (Seoul); every earlier one stays
 * public (PIPA expects the change history to stay readable).
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: policyKind('kind').notNull(),
    version: integer('version').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    /** What changed, in a line (shown in the version list). */
    noteKo: text('note_ko').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policy_versions_kind_version_uq').on(t.kind, t.version)],
);

/** Site-wide settings staff edit, one row per key (`home`). */
export const contentSettings = pgTable('content_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<HomeSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The media library: images staff upload. The original is not kept (EXIF and GPS gone with it);
 * the responsive set sharp makes from it is, in `media_variants`, so every instance serves the same
 * bytes from the one database. `focalX`/`focalY` (0–1) place the phone crop.
 */
export const mediaAssets = pgTable('media_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The uploaded file's name, for the library list only (never used as a path). */
  originalName: text('original_name').notNull(),
  /** The type sniffed from the bytes. */
  sourceType: text('source_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  focalX: real('focal_x').notNull().default(0.5),
  focalY: real('focal_y').notNull().default(0.5),
  altKo: text('alt_ko').notNull().default(''),
  altEn: text('alt_en').notNull().default(''),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mediaVariants = pgTable(
  'media_variants',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.format, t.width] })],
);

/**
 * Every published state of a studio record (issue 49): written in the transaction that publishes a
 * record or changes a published one, so an editor can compare two versions and restore one. The
 * first change of a record published before history existed (the seed) writes its earlier state
 * first. `kind` is a `HISTORY_KINDS` value; `recordId` the record's id (`home` for the home page).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    revision: integer('revision').notNull(),
    /** The record's editable fields as published (`HISTORY_FIELDS[kind]`). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The fields that differ from the previous revision (empty for the first). */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revisions_record_uq').on(t.kind, t.recordId, t.revision)],
);

/**
 * Changes prepared ahead (issue 49): a restored version waiting as a draft, or any change scheduled
 * to publish (or unpublish) at `publishAt`. The scheduler (`content/drafts.ts`) applies a due one
 * through the record's own service, once across instances.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    /** The record's label when the draft was made (the schedule lists it). */
    label: text('label').notNull().default(''),
    /** The change, as the record's PATCH body. */
    patch: jsonb('patch').$type<Record<string, unknown>>().notNull(),
    /** `edit` (a scheduled change), `create` (a new record's first publish), `restore`, `unpublish`. */
    origin: text('origin').notNull(),
    fromRevision: integer('from_revision'),
    /** When it goes live; null for a draft that waits for an editor. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** `pending`, `applying`, `published`, `discarded` or `failed`. */
    status: text('status').notNull().default('pending'),
    /** Who made it, to act as when it is applied: { id, email, role }. */
    actor: jsonb('actor').$type<{ id: string | null; email: string; role: string }>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('content_drafts_due_idx').on(t.status, t.publishAt),
    index('content_drafts_record_idx').on(t.kind, t.recordId),
  ],
);

/** One language of a theme year: the year's collection page and its themes' story pages. */
export type ThemeYearDoc = { design: DesignTheme; stories: ThemeStory[] };

/**
 * A year's design theme (issue 49): its collection (name, headline, intro, the three themes, the
 * seminar) and each theme's story page, per language, published as one. The public pages
 * `/archive/{year}/designtheme` and `/{year}/main/{theme}`, the menus, the home and the sitemap read
 * the published ones; `src/content/themes` is only the embedded default's seed.
 */
export const themeYears = pgTable(
  'theme_years',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    year: integer('year').notNull(),
    ko: jsonb('ko').$type<ThemeYearDoc>().notNull(),
    /** English; a page falls back to Korean where the English is missing. */
    en: jsonb('en').$type<ThemeYearDoc | null>(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('theme_years_seed_key_uq').on(t.seedKey),
    uniqueIndex('theme_years_year_uq').on(t.year),
  ],
);

/**
 * A year's lookbook (issue 49): its title, introduction and looks (picture, theme, caption,
 * materials) per language, published as one; `/archive/{year}/lookbook` and the Exhibition menu
 * read the published ones. `src/content/lookbook` seeds the 2025 one.
 */
export const lookbooks = pgTable(
  'lookbooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    year: integer('year').notNull(),
    ko: jsonb('ko').$type<Lookbook>().notNull(),
    /** English; the page falls back to Korean where the English is missing. */
    en: jsonb('en').$type<Lookbook | null>(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lookbooks_seed_key_uq').on(t.seedKey), uniqueIndex('lookbooks_year_uq').on(t.year)],
);

/**
 * The materials catalogue (issue 50, decision 042): each material named once per language, with its
 * product code, the theme it belongs to, its size and picture. The lookbook's looks and the theme
 * stories refer to an entry by `key`, the Collection lists a year's entries; renaming one renames it
 * on every page. `src/content/materials` seeds the embedded default.
 */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    code: text('code').notNull(),
    year: integer('year').notNull(),
    theme: text('theme').notNull(),
    size: text('size').notNull().default(''),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    ko: jsonb('ko').$type<MaterialCopy>().notNull(),
    en: jsonb('en').$type<MaterialCopy>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('materials_key_uq').on(t.key),
    uniqueIndex('materials_code_uq').on(t.code),
    index('materials_year_idx').on(t.year, t.theme, t.position),
  ],
);

/**
 * The trend archive (issue 49): one record per year since 2001, its entry per language (a summary
 * year, a detail year, or an announced year with nothing to show yet). The archive lists the
 * published ones by year; an entry's spec `id` is its place in that list.
 */
export const archiveEntries = pgTable(
  'archive_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    year: integer('year').notNull(),
    ko: jsonb('ko').$type<ArchiveDoc>().notNull(),
    /** English; the page falls back to Korean where the English is missing. */
    en: jsonb('en').$type<ArchiveDoc | null>(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('archive_entries_seed_key_uq').on(t.seedKey),
    uniqueIndex('archive_entries_year_uq').on(t.year),
  ],
);
