import { z } from 'zod';

/**
 * History and scheduling of studio records (issue 49): one file for the API (validation and
 * OpenAPI), the studio and the tests. Field messages are keys under `common.validation`.
 */

/** The studio records that keep versions and can be scheduled; the path segment of their API. */
export const HISTORY_KINDS = ['editions', 'home', 'faq', 'notices'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

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
    'floors',
    'programmes',
  ],
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

const instant = z.iso.datetime({ offset: true, error: 'date.invalid' });

/**
 * On a create or update body: when it goes live (an instant with its offset; absent or past means
 * now). Editions may also say when they leave the site.
 */
export const scheduling = { publishAt: instant.optional() };
export const editionScheduling = { ...scheduling, unpublishAt: instant.optional() };

export const DRAFT_ORIGINS = ['edit', 'create', 'restore', 'unpublish'] as const;
export const DRAFT_STATES = ['pending', 'applying', 'published', 'discarded', 'failed'] as const;

export const revision = z.object({
  revision: z.number().int(),
  createdAt: z.string(),
  staffEmail: z.string().nullable(),
  /** Fields that differ from the previous revision; empty for the first. */
  fields: z.array(z.string()),
  snapshot: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revision>;
export const revisionList = z.object({ items: z.array(revision) });

export const contentDraft = z.object({
  id: z.uuid(),
  kind: z.enum(HISTORY_KINDS),
  recordId: z.string(),
  label: z.string(),
  patch: z.record(z.string(), z.unknown()),
  origin: z.enum(DRAFT_ORIGINS),
  fromRevision: z.number().int().nullable(),
  publishAt: z.string().nullable(),
  status: z.enum(DRAFT_STATES),
  staffEmail: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraft>;
export const contentDraftList = z.object({ items: z.array(contentDraft) });

export const historyParams = z.object({
  kind: z.enum(HISTORY_KINDS, { error: 'invalidOption' }),
  id: z.string().min(1).max(64),
});
export const restoreParams = historyParams.extend({
  version: z.coerce.number({ error: 'invalidType' }).int().min(1).max(1_000_000),
});

/** `PATCH /api/admin/drafts/{id}`: schedule (or un-schedule with null) a waiting draft. */
export const draftScheduleBody = z.strictObject({ publishAt: instant.nullable() });

/** `GET /api/admin/drafts`: waiting drafts, or with `?scope=all` the last applied ones too. */
export const draftListQuery = z.object({
  kind: z.enum(HISTORY_KINDS, { error: 'invalidOption' }).optional(),
  recordId: z.string().min(1).max(64).optional(),
});
