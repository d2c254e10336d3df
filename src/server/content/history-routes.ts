import 'server-only';
import { z } from 'zod';
import { PREVIEW_PATH } from '@/config/preview-path.mjs';
import { okResponse } from '@/schemas/admin';
import type { AuditTargetType } from '@/schemas/audit-rules';
import {
  contentDraft,
  contentDraftList,
  draftListQuery,
  draftScheduleBody,
  historyParams,
  previewLink,
  previewParams,
  restoreParams,
  revisionList,
} from '@/schemas/content-history';
import type { PreviewKind } from '@/schemas/content-history-rules';
import { categoryParam } from '@/schemas/content-studio';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { Db } from '../db/client';
import { type Actor, audit } from '../staff/audit';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors, staffRoute } from '../staff/route-kit';
import {
  discardDraft,
  listDrafts,
  publishDraft,
  requireRecord,
  rescheduleDraft,
  restoreRevision,
} from './drafts';
import { previewToken, requirePreviewable } from './preview';
import { listRevisions } from './revisions';

const r = createRouter<StaffEnv>();
const { 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 } = adminErrors;
const draftParam = z.object({ id: z.guid({ error: 'invalidType' }) });

// GET /api/admin/{kind}/{id}/versions - every published state of a studio record, newest first
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/{kind}/{id}/versions',
    summary:
      'Versions of a studio record (editions, home, faq, notices, themes, lookbooks, mail; the home id is `home`, a mail id is its key)',
    request: { params: historyParams },
    responses: {
      200: json(revisionList, 'Versions, newest first'),
      401: e401,
      403: e403,
      404: e404,
      422: e422,
    },
  }),
  async (c) => {
    const { kind, id } = c.req.valid('param');
    await requireRecord(c.var.deps.db, kind, id);
    return c.json({ items: await listRevisions(c.var.deps.db, kind, id) }, 200);
  },
);

// POST /api/admin/{kind}/{id}/versions/{version}/restore - a kept version back as a draft
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/{kind}/{id}/versions/{version}/restore',
    summary: 'Restore a version as a new draft of its record (published when an editor publishes the draft)',
    request: { params: restoreParams },
    responses: { 201: json(contentDraft, 'The draft'), 401: e401, 403: e403, 404: e404, 422: e422 },
  }),
  async (c) => {
    const { kind, id, version } = c.req.valid('param');
    const { db, now } = c.var.deps;
    return c.json(
      await restoreRevision(db, { kind, recordId: id, version, actor: c.var.actor, now: now() }),
      201,
    );
  },
);

// POST /api/admin/{kind}/{id}/preview - a signed link showing the record's pages as they stand, for 24 hours
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/{kind}/{id}/preview',
    summary:
      "A preview link for review (design theme years, archive years, lookbooks; editions, the home page (id `home`), FAQ questions and notices with their waiting changes; a policy version (its id) as its page on its effective date): the record's public pages as they stand, drafts included, for anyone with the link, for 24 hours",
    request: { params: previewParams },
    responses: { 201: json(previewLink, 'The link'), 401: e401, 403: e403, 404: e404, 422: e422 },
  }),
  async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(await makePreviewLink(c.var.deps, c.var.actor, { kind, id, type: kind }), 201);
  },
);

// POST /api/admin/faq/categories/{key}/preview - a signed link showing the FAQ with the category's draft questions, for 24 hours
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/faq/categories/{key}/preview',
    summary:
      'A preview link for a FAQ category: the public FAQ page with every question in it shown as it will be once published (drafts and waiting changes included), for anyone with the link, for 24 hours',
    request: { params: categoryParam },
    responses: { 201: json(previewLink, 'The link'), 401: e401, 403: e403, 404: e404, 422: e422 },
  }),
  async (c) => {
    const { key } = c.req.valid('param');
    return c.json(
      await makePreviewLink(c.var.deps, c.var.actor, { kind: 'faq', id: key, type: 'faq_category' }),
      201,
    );
  },
);

/** Checks the record, signs its link and writes the audit entry (`content.preview`). */
async function makePreviewLink(
  deps: { db: Db; now: () => Date },
  actor: Actor,
  input: { kind: PreviewKind; id: string; type: AuditTargetType },
) {
  const t = deps.now();
  await requirePreviewable(deps.db, input.kind, input.id);
  const { token, expiresAt } = previewToken(input.kind, input.id, t);
  await audit(deps.db, actor, 'content.preview', { type: input.type, id: input.id }, { expiresAt }, t);
  return { url: `${PREVIEW_PATH}/${token}`, expiresAt: expiresAt.toISOString() };
}

// GET /api/admin/drafts - drafts not yet live: scheduled ones by their time, then waiting ones
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/drafts',
    summary: 'Scheduled and waiting drafts (optionally of one record), scheduled first in date order',
    request: { query: draftListQuery },
    responses: { 200: json(contentDraftList, 'Drafts'), 401: e401, 403: e403, 422: e422 },
  }),
  async (c) => c.json({ items: await listDrafts(c.var.deps.db, c.req.valid('query')) }, 200),
);

// POST /api/admin/drafts/{id}/publish - publish a draft now
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/drafts/{id}/publish',
    summary: 'Publish a draft now (409 DRAFT_BUSY while the scheduler applies it)',
    request: { params: draftParam },
    responses: {
      200: json(contentDraft, 'Published'),
      401: e401,
      403: e403,
      404: e404,
      409: e409,
      422: e422,
    },
  }),
  async (c) =>
    c.json(
      await publishDraft(c.var.deps.db, {
        id: c.req.valid('param').id,
        actor: c.var.actor,
        now: c.var.deps.now(),
      }),
      200,
    ),
);

// PATCH /api/admin/drafts/{id} - schedule a draft, move it, or (null) keep it waiting
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/drafts/{id}',
    summary: 'Schedule a draft at `publishAt` (null: waits for an editor)',
    request: { params: draftParam, body: jsonBody(draftScheduleBody) },
    responses: {
      200: json(contentDraft, 'Scheduled'),
      401: e401,
      403: e403,
      404: e404,
      409: e409,
      422: e422,
    },
  }),
  async (c) =>
    c.json(
      await rescheduleDraft(c.var.deps.db, {
        id: c.req.valid('param').id,
        publishAt: c.req.valid('json').publishAt,
        actor: c.var.actor,
        now: c.var.deps.now(),
      }),
      200,
    ),
);

// DELETE /api/admin/drafts/{id} - drop a draft that has not gone live
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/drafts/{id}',
    summary: 'Discard a draft',
    request: { params: draftParam },
    responses: { 200: json(okResponse, 'Discarded'), 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 },
  }),
  async (c) => {
    await discardDraft(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

/** Mounts the studio's history and schedule under /api/admin. */
export function mountHistory(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
