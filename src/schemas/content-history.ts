import { z } from 'zod';
import { HISTORY_KINDS, HOME_RECORD_ID, PREVIEW_KINDS } from './content-history-rules';

export * from './content-history-rules';

/**
 * History and scheduling of studio records (issue 49): one file for the API (validation and
 * OpenAPI), the studio and the tests. Field messages are keys under `common.validation`.
 */

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
  id: z.guid(),
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
/** `POST /api/admin/{kind}/{id}/preview`: the kinds a preview link can show (the home page's id is `home`). */
export const previewParams = z.object({
  kind: z.enum(PREVIEW_KINDS, { error: 'invalidOption' }),
  id: z.union([z.guid(), z.literal(HOME_RECORD_ID)], { error: 'invalidType' }),
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

/** `POST /api/admin/{kind}/{id}/preview`: a signed address (relative to the site) and when it stops working. */
export const previewLink = z.object({ url: z.string(), expiresAt: z.string() });
