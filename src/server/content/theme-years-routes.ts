import 'server-only';
import { idParam, okResponse } from '@/schemas/admin';
import { contentDraft } from '@/schemas/content-history';
import { themeYear, themeYearBody, themeYearList, themeYearPatch } from '@/schemas/theme-years';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors as errors, staffRoute } from '../staff/route-kit';
import { createOrSchedule, updateOrSchedule } from './drafts';
import {
  createThemeYear,
  deleteThemeYear,
  getThemeYear,
  listThemeYears,
  updateThemeYear,
} from './theme-years';

const r = createRouter<StaffEnv>();

// GET /api/admin/themes - every design theme year, newest first, drafts included
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/themes',
    summary: 'Design theme years (drafts included), newest first',
    responses: { 200: json(themeYearList, 'Theme years'), ...errors },
  }),
  async (c) => c.json({ items: await listThemeYears(c.var.deps.db) }, 200),
);

// POST /api/admin/themes - a new year with its themes (a draft unless `published`)
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/themes',
    summary:
      'Create a design theme year (409 THEME_YEAR_TAKEN for a year that has one); a later `publishAt` creates it as a draft scheduled to publish',
    request: { body: jsonBody(themeYearBody) },
    responses: { 201: json(themeYear, 'Created'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const scope = { kind: 'themes' as const, body: c.req.valid('json'), actor: c.var.actor, now: t };
    return c.json(
      await createOrSchedule(db, scope, (input) =>
        createThemeYear(db, { body: input, actor: c.var.actor, now: t }),
      ),
      201,
    );
  },
);

// GET /api/admin/themes/{id} - one year with both languages
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/themes/{id}',
    summary: 'One design theme year',
    request: { params: idParam },
    responses: { 200: json(themeYear, 'The year'), ...errors },
  }),
  async (c) => {
    const found = await getThemeYear(c.var.deps.db, c.req.valid('param').id);
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// PATCH /api/admin/themes/{id} - edit, publish or unpublish (now, or at a later `publishAt`: 202)
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/themes/{id}',
    summary:
      'Edit, publish or unpublish a design theme year (the merged record is validated); with a later `publishAt` the change is kept and published then (202)',
    request: { params: idParam, body: jsonBody(themeYearPatch) },
    responses: { 200: json(themeYear, 'Updated'), 202: json(contentDraft, 'Scheduled'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const scope = { kind: 'themes' as const, id, body: c.req.valid('json'), actor: c.var.actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateThemeYear(db, { id, patch, actor: c.var.actor, now: t }),
    );
    return 'scheduled' in done ? c.json(done.scheduled, 202) : c.json(done.updated, 200);
  },
);

// DELETE /api/admin/themes/{id} - remove a year and its pages
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/themes/{id}',
    summary: 'Delete a design theme year (its pages leave the site, the menus and the sitemap)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteThemeYear(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

/** Mounts the studio's design theme years under /api/admin. */
export function mountThemeYears(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
