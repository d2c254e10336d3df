import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { idParam, okResponse } from '@/schemas/admin';
import { contentDraft } from '@/schemas/content-history';
import { withWarnings } from '@/schemas/fact-warnings';
import {
  adminNotice,
  adminNoticeList,
  noticeBody,
  noticePatch,
  type PublicNotices,
  publicNoticesQuery,
  publicNotices as publicNoticesSchema,
} from '@/schemas/notices';
import { notModified, PUBLIC_CACHE, sendAnswer } from '../api/answer-cache';
import { requestLocale } from '../api/i18n';
import { errorSchema, json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors, staffRoute } from '../staff/route-kit';
import { createOrSchedule, updateOrSchedule } from './drafts';
import { noticeWarnings } from './fact-warnings';
import { createNotice, deleteNotice, listNotices, publicNotices, updateNotice } from './notices';

const r = createRouter<StaffEnv>();
const pub = createRouter();
const { 401: e401, 403: e403, 404: e404, 422: e422 } = adminErrors;

// GET /api/admin/notices - every notice with its state (draft, scheduled, live, ended)
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/notices',
    summary: 'Notices and popups, the latest window first',
    responses: { 200: json(adminNoticeList, 'Notices'), 401: e401, 403: e403 },
  }),
  async (c) => c.json(await listNotices(c.var.deps.db, c.var.deps.now()), 200),
);

// POST /api/admin/notices - a new notice (a draft unless `published`)
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/notices',
    summary:
      'Create a notice; the bodies are sanitised HTML. With a later `publishAt` it is a draft scheduled to publish then',
    request: { body: jsonBody(noticeBody) },
    responses: {
      201: json(withWarnings(adminNotice), 'Created, with the contradictions its published text holds'),
      401: e401,
      403: e403,
      422: e422,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const scope = { kind: 'notices' as const, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const created = await createOrSchedule(db, scope, (input) =>
      createNotice(db, { body: input, actor: c.var.actor, now: t }),
    );
    return c.json({ ...created, warnings: await noticeWarnings(db, created, t) }, 201);
  },
);

// PATCH /api/admin/notices/{id} - edit, publish or unpublish
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/notices/{id}',
    summary:
      'Edit a notice, publish or unpublish it (the merged record is validated); with a later `publishAt` the change is kept and published then (202)',
    request: { params: idParam, body: jsonBody(noticePatch) },
    responses: {
      200: json(withWarnings(adminNotice), 'Updated, with the contradictions its published text holds'),
      202: json(contentDraft, 'Scheduled'),
      401: e401,
      403: e403,
      404: e404,
      422: e422,
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const scope = { kind: 'notices' as const, id, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateNotice(db, { id, patch, actor: c.var.actor, now: t }),
    );
    if ('scheduled' in done) return c.json(done.scheduled, 202);
    return c.json({ ...done.updated, warnings: await noticeWarnings(db, done.updated, t) }, 200);
  },
);

// DELETE /api/admin/notices/{id} - delete a notice
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/notices/{id}',
    summary: 'Delete a notice',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), 401: e401, 403: e403, 404: e404 },
  }),
  async (c) => {
    await deleteNotice(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

// GET /api/notices - the notices live now on a page (home, events, or any other page), in the caller's language
pub.openapi(
  createRoute({
    method: 'get',
    path: '/notices',
    tags: ['notices'],
    summary: 'Published notices whose window contains now, for one page; `everywhere` ones on every page',
    request: { query: publicNoticesQuery },
    responses: {
      200: json(publicNoticesSchema, 'Live notices'),
      ...notModified,
      422: json(errorSchema, 'Unknown placement or locale'),
    },
  }),
  async (c) => {
    const { placement, locale } = c.req.valid('query');
    const { db, now } = c.var.deps;
    const answer = await publicNotices(db, {
      page: placement,
      locale: locale ?? requestLocale(c.req.raw),
      now: now(),
    });
    // NOTE: ?locale= is in the URL; without it the answer depends on Accept-Language.
    return sendAnswer<PublicNotices>(c, answer, PUBLIC_CACHE, 'Accept-Language');
  },
);

/** Mounts notices: the studio's console routes and the public read. */
export function mountNotices(app: ApiApp) {
  app.route('/', pub);
  app.route('/', r as unknown as ApiApp);
}
