import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  adminEditionOptions,
  adminEvent,
  adminEventBody,
  adminEventListQuery,
  adminEventPatch,
  adminEventRow,
  idParam,
  okResponse,
} from '@/schemas/admin';
import { withWarnings } from '@/schemas/fact-warnings';
import { ApiError } from '../api/errors';
import { json, jsonBody } from '../api/openapi';
import { eventWarnings } from '../content/fact-warnings';
import { acting, adminErrors, consoleRouter, onEvent, scopedList, staffRoute } from '../staff/route-kit';
import {
  createEvent,
  deleteEvent,
  editionOptions,
  getAdminEvent,
  listAdminEvents,
  updateEvent,
} from './events';

const r = consoleRouter();

// GET /api/admin/events - every event, drafts included
r.openapi(
  staffRoute(scopedList('events.read'), {
    method: 'get',
    path: '/admin/events',
    summary: 'Events, newest first (drafts included)',
    request: { query: adminEventListQuery },
    responses: {
      200: json(
        z.object({
          items: z.array(adminEventRow),
          page: z.number(),
          pageSize: z.number(),
          total: z.number(),
          totalPages: z.number(),
        }),
        'Events',
      ),
      ...adminErrors,
    },
  }),
  async (c) =>
    c.json(
      await listAdminEvents(c.var.deps.db, c.req.valid('query'), c.var.deps.now(), c.var.actor.eventIds),
      200,
    ),
);

// POST /api/admin/events - create an event (both languages in one record)
r.openapi(
  staffRoute('events.write', {
    method: 'post',
    path: '/admin/events',
    summary: 'Create an event',
    request: { body: jsonBody(adminEventBody) },
    responses: {
      201: json(withWarnings(adminEvent), 'Created, with the contradictions its published text holds'),
      ...adminErrors,
    },
  }),
  async (c) => {
    const who = acting(c);
    const created = await createEvent(c.var.deps.db, { body: c.req.valid('json'), ...who });
    return c.json({ ...created, warnings: await eventWarnings(c.var.deps.db, created, who.now) }, 201);
  },
);

// GET /api/admin/event-editions - the editions an event can belong to (the event form's choice);
// for every event reader, a scoped organiser too: an edition's number and title are no event's data
r.openapi(
  staffRoute(scopedList('events.read'), {
    method: 'get',
    path: '/admin/event-editions',
    summary: 'The editions an event can be a programme of, drafts included, newest first',
    responses: { 200: json(adminEditionOptions, 'Editions'), ...adminErrors },
  }),
  async (c) => c.json(await editionOptions(c.var.deps.db), 200),
);

// GET /api/admin/events/{id} - one event with slots and questions
r.openapi(
  staffRoute(onEvent('events.read'), {
    method: 'get',
    path: '/admin/events/{id}',
    summary: 'One event with its slots and questions',
    request: { params: idParam },
    responses: { 200: json(adminEvent, 'The event'), ...adminErrors },
  }),
  async (c) => {
    const event = await getAdminEvent(c.var.deps.db, c.req.valid('param').id);
    if (!event) throw new ApiError(404, 'NOT_FOUND');
    return c.json(event, 200);
  },
);

// PATCH /api/admin/events/{id} - edit, publish/unpublish; never loses an application
r.openapi(
  staffRoute(onEvent('events.write'), {
    method: 'patch',
    path: '/admin/events/{id}',
    summary: 'Edit an event (publish, unpublish, visibility, copy, dates, questions)',
    request: { params: idParam, body: jsonBody(adminEventPatch) },
    responses: {
      200: json(withWarnings(adminEvent), 'Updated, with the contradictions its published text holds'),
      ...adminErrors,
    },
  }),
  async (c) => {
    const who = acting(c);
    const updated = await updateEvent(c.var.deps.db, {
      id: c.req.valid('param').id,
      patch: c.req.valid('json'),
      ...who,
    });
    return c.json({ ...updated, warnings: await eventWarnings(c.var.deps.db, updated, who.now) }, 200);
  },
);

// DELETE /api/admin/events/{id} - delete an event nobody applied to
r.openapi(
  staffRoute(onEvent('events.write'), {
    method: 'delete',
    path: '/admin/events/{id}',
    summary: 'Delete an event without applications (409 EVENT_HAS_APPLICATIONS otherwise)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...adminErrors },
  }),
  async (c) => {
    await deleteEvent(c.var.deps.db, { id: c.req.valid('param').id, ...acting(c) });
    return c.json({ ok: true as const }, 200);
  },
);

/** Events: list, create, read, edit, delete (mounted by ./routes.ts). */
export const eventsRoutes = r;
