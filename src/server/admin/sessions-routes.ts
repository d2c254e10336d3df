import 'server-only';
import { adminSession, adminSessionBody, adminSessionPatch, idParam, okResponse } from '@/schemas/admin';
import { json, jsonBody } from '../api/openapi';
import { acting, adminErrors, consoleRouter, onEvent, onSession, staffRoute } from '../staff/route-kit';
import { createSession, deleteSession, updateSession } from './sessions';

const r = consoleRouter();

// POST /api/admin/events/{id}/sessions - add a slot (ticket end = start + 45 min)
r.openapi(
  staffRoute(onEvent('events.write'), {
    method: 'post',
    path: '/admin/events/{id}/sessions',
    summary: 'Add a time slot to an application event',
    request: { params: idParam, body: jsonBody(adminSessionBody) },
    responses: { 201: json(adminSession, 'Created'), ...adminErrors },
  }),
  async (c) =>
    c.json(
      await createSession(c.var.deps.db, {
        eventId: c.req.valid('param').id,
        body: c.req.valid('json'),
        ...acting(c),
      }),
      201,
    ),
);

// PATCH /api/admin/sessions/{id} - capacity (never below seats taken) or time (only without applicants)
r.openapi(
  staffRoute(onSession('events.write'), {
    method: 'patch',
    path: '/admin/sessions/{id}',
    summary: 'Edit a slot: 409 CAPACITY_BELOW_TAKEN, 409 SESSION_HAS_APPLICANTS',
    request: { params: idParam, body: jsonBody(adminSessionPatch) },
    responses: { 200: json(adminSession, 'Updated'), ...adminErrors },
  }),
  async (c) =>
    c.json(
      await updateSession(c.var.deps.db, {
        id: c.req.valid('param').id,
        patch: c.req.valid('json'),
        ...acting(c),
      }),
      200,
    ),
);

// DELETE /api/admin/sessions/{id} - remove a slot nobody applied for
r.openapi(
  staffRoute(onSession('events.write'), {
    method: 'delete',
    path: '/admin/sessions/{id}',
    summary: 'Remove a slot (409 SESSION_HAS_APPLICANTS when anyone applied)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Removed'), ...adminErrors },
  }),
  async (c) => {
    await deleteSession(c.var.deps.db, { id: c.req.valid('param').id, ...acting(c) });
    return c.json({ ok: true as const }, 200);
  },
);

/** An event's time slots one at a time; many at once are in ./schedules-routes.ts (mounted by ./routes.ts). */
export const sessionsRoutes = r;
