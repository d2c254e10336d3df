import 'server-only';
import { idParam, okResponse } from '@/schemas/admin';
import { archiveBody, archiveList, archivePatch, archiveRecord } from '@/schemas/archive';
import { contentDraft } from '@/schemas/content-history';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors as errors, staffRoute } from '../staff/route-kit';
import {
  createArchiveEntry,
  deleteArchiveEntry,
  getArchiveRecord,
  listArchive,
  updateArchiveEntry,
} from './archive';
import { createOrSchedule, updateOrSchedule } from './drafts';

const r = createRouter<StaffEnv>();

// GET /api/admin/archive - every year of the trend archive (drafts included), newest first
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/archive',
    summary: 'Trend archive entries (drafts included), newest first',
    responses: { 200: json(archiveList, 'Archive entries'), ...errors },
  }),
  async (c) => c.json({ items: await listArchive(c.var.deps.db) }, 200),
);

// POST /api/admin/archive - a year's entry (a draft unless `published`)
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/archive',
    summary:
      "Create a year's archive entry (409 ARCHIVE_YEAR_TAKEN for a year that has one); a later `publishAt` creates it as a draft scheduled to publish",
    request: { body: jsonBody(archiveBody) },
    responses: { 201: json(archiveRecord, 'Created'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const scope = { kind: 'archive' as const, body: c.req.valid('json'), actor: c.var.actor, now: t };
    return c.json(
      await createOrSchedule(db, scope, (input) =>
        createArchiveEntry(db, { body: input, actor: c.var.actor, now: t }),
      ),
      201,
    );
  },
);

// GET /api/admin/archive/{id} - one entry with both languages
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/archive/{id}',
    summary: 'One archive entry',
    request: { params: idParam },
    responses: { 200: json(archiveRecord, 'The entry'), ...errors },
  }),
  async (c) => {
    const found = await getArchiveRecord(c.var.deps.db, c.req.valid('param').id);
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// PATCH /api/admin/archive/{id} - edit, publish or unpublish (now, or at a later `publishAt`: 202)
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/archive/{id}',
    summary:
      'Edit, publish or unpublish an archive entry (the merged record is validated); with a later `publishAt` the change is kept and published then (202)',
    request: { params: idParam, body: jsonBody(archivePatch) },
    responses: { 200: json(archiveRecord, 'Updated'), 202: json(contentDraft, 'Scheduled'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const scope = { kind: 'archive' as const, id, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateArchiveEntry(db, { id, patch, actor: c.var.actor, now: t }),
    );
    return 'scheduled' in done ? c.json(done.scheduled, 202) : c.json(done.updated, 200);
  },
);

// DELETE /api/admin/archive/{id} - remove a year from the archive
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/archive/{id}',
    summary: 'Delete an archive entry (its page leaves the site, the archive and the sitemap)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteArchiveEntry(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

/** Mounts the studio's trend archive under /api/admin. */
export function mountArchive(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
