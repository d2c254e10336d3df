import 'server-only';
import { idParam, okResponse } from '@/schemas/admin';
import { contentDraft } from '@/schemas/content-history';
import { lookbookBody, lookbookList, lookbookPatch, lookbookRecord } from '@/schemas/lookbooks';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors as errors, staffRoute } from '../staff/route-kit';
import { createOrSchedule, updateOrSchedule } from './drafts';
import {
  createLookbook,
  deleteLookbook,
  getLookbookRecord,
  listLookbooks,
  updateLookbook,
} from './lookbooks';

const r = createRouter<StaffEnv>();

// GET /api/admin/lookbooks - every year's lookbook, newest first, drafts included
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/lookbooks',
    summary: 'Lookbooks (drafts included), newest first',
    responses: { 200: json(lookbookList, 'Lookbooks'), ...errors },
  }),
  async (c) => c.json({ items: await listLookbooks(c.var.deps.db) }, 200),
);

// POST /api/admin/lookbooks - a year's lookbook (a draft unless `published`)
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/lookbooks',
    summary:
      "Create a year's lookbook (409 LOOKBOOK_YEAR_TAKEN for a year that has one); a later `publishAt` creates it as a draft scheduled to publish",
    request: { body: jsonBody(lookbookBody) },
    responses: { 201: json(lookbookRecord, 'Created'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const scope = { kind: 'lookbooks' as const, body: c.req.valid('json'), actor: c.var.actor, now: t };
    return c.json(
      await createOrSchedule(db, scope, (input) =>
        createLookbook(db, { body: input, actor: c.var.actor, now: t }),
      ),
      201,
    );
  },
);

// GET /api/admin/lookbooks/{id} - one lookbook with both languages
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/lookbooks/{id}',
    summary: 'One lookbook',
    request: { params: idParam },
    responses: { 200: json(lookbookRecord, 'The lookbook'), ...errors },
  }),
  async (c) => {
    const found = await getLookbookRecord(c.var.deps.db, c.req.valid('param').id);
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// PATCH /api/admin/lookbooks/{id} - edit, publish or unpublish (now, or at a later `publishAt`: 202)
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/lookbooks/{id}',
    summary:
      'Edit, publish or unpublish a lookbook (the merged record is validated); with a later `publishAt` the change is kept and published then (202)',
    request: { params: idParam, body: jsonBody(lookbookPatch) },
    responses: { 200: json(lookbookRecord, 'Updated'), 202: json(contentDraft, 'Scheduled'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const scope = { kind: 'lookbooks' as const, id, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateLookbook(db, { id, patch, actor: c.var.actor, now: t }),
    );
    return 'scheduled' in done ? c.json(done.scheduled, 202) : c.json(done.updated, 200);
  },
);

// DELETE /api/admin/lookbooks/{id} - remove a lookbook and its page
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/lookbooks/{id}',
    summary: 'Delete a lookbook (its page leaves the site, the menu and the sitemap)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteLookbook(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

/** Mounts the studio's lookbooks under /api/admin. */
export function mountLookbooks(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
