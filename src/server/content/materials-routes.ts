import 'server-only';
import { idParam, okResponse } from '@/schemas/admin';
import { contentDraft } from '@/schemas/content-history';
import { materialBody, materialList, materialPatch, materialRecord } from '@/schemas/materials';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import type { StaffEnv } from '../staff/middleware';
import { adminErrors as errors, staffRoute } from '../staff/route-kit';
import { updateOrSchedule } from './drafts';
import { createMaterial, deleteMaterial, getMaterial, listMaterials, updateMaterial } from './materials';

const r = createRouter<StaffEnv>();

// GET /api/admin/materials - the materials catalogue, newest year first, with where each is named
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/materials',
    summary: 'The materials catalogue (decision 042), each entry with the pages that name it (`usedBy`)',
    responses: { 200: json(materialList, 'Materials'), ...errors },
  }),
  async (c) => c.json({ items: await listMaterials(c.var.deps.db) }, 200),
);

// POST /api/admin/materials - a new catalogue entry
r.openapi(
  staffRoute('content.write', {
    method: 'post',
    path: '/admin/materials',
    summary: 'Add a material to the catalogue (409 MATERIAL_TAKEN for a key or code another entry has)',
    request: { body: jsonBody(materialBody) },
    responses: { 201: json(materialRecord, 'Created'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    return c.json(
      await createMaterial(db, { body: c.req.valid('json'), actor: c.var.actor, now: now() }),
      201,
    );
  },
);

// GET /api/admin/materials/{id} - one entry
r.openapi(
  staffRoute('content.write', {
    method: 'get',
    path: '/admin/materials/{id}',
    summary: 'One material of the catalogue',
    request: { params: idParam },
    responses: { 200: json(materialRecord, 'The material'), ...errors },
  }),
  async (c) => {
    const found = await getMaterial(c.var.deps.db, c.req.valid('param').id);
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// PATCH /api/admin/materials/{id} - rename, recode or re-picture an entry (every page naming it
// follows), now or at a later `publishAt` (202)
r.openapi(
  staffRoute('content.write', {
    method: 'patch',
    path: '/admin/materials/{id}',
    summary:
      'Edit a material (its key stays: the lookbook and theme pages refer to it); every page that names it shows the change, kept as a version; with a later `publishAt` the change is kept and made then (202)',
    request: { params: idParam, body: jsonBody(materialPatch) },
    responses: { 200: json(materialRecord, 'Updated'), 202: json(contentDraft, 'Scheduled'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const id = c.req.valid('param').id;
    const actor = c.var.actor;
    const scope = { kind: 'materials' as const, id, body: c.req.valid('json'), actor, now: t };
    const done = await updateOrSchedule(db, scope, (patch) =>
      updateMaterial(db, { id, patch, actor, now: t }),
    );
    return 'scheduled' in done ? c.json(done.scheduled, 202) : c.json(done.updated, 200);
  },
);

// DELETE /api/admin/materials/{id} - remove an entry no page names
r.openapi(
  staffRoute('content.write', {
    method: 'delete',
    path: '/admin/materials/{id}',
    summary: 'Delete a material no lookbook or theme names (409 MATERIAL_IN_USE otherwise)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteMaterial(c.var.deps.db, {
      id: c.req.valid('param').id,
      actor: c.var.actor,
      now: c.var.deps.now(),
    });
    return c.json({ ok: true as const }, 200);
  },
);

/** Mounts the studio's materials catalogue under /api/admin. */
export function mountMaterials(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
