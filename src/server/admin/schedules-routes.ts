import 'server-only';
import type { Context } from 'hono';
import { adminEvent, idParam } from '@/schemas/admin';
import {
  bulkSessionsBody,
  bulkSessionsResponse,
  cancelSessionBody,
  cancelSessionResponse,
  copyEventBody,
  moveSessionBody,
  moveSessionResponse,
  sessionCapacityBody,
  sessionCapacityResponse,
  staffMessageBody,
  staffMessageResponse,
} from '@/schemas/schedules';
import { ApiError } from '../api/errors';
import { errorSchema, json, jsonBody } from '../api/openapi';
import { hit } from '../rate-limit';
import type { StaffEnv } from '../staff/middleware';
import { acting, adminErrors, consoleRouter, onEvent, onSession, staffRoute } from '../staff/route-kit';
import {
  bulkCreateSessions,
  cancelSession,
  copyEvent,
  countMessageRecipients,
  messageApplicants,
  moveSession,
  setSessionsCapacity,
} from './schedules';

/**
 * Who acts and when, for one schedule change by this staff member, counted against their hourly
 * limit (429 past it) unless it is a dry run, which changes nothing.
 */
async function change(c: Context<StaffEnv>, counted = true) {
  const who = acting(c);
  if (counted) await hit(c.var.deps.db, `admin-schedule:${who.actor.id}`, SCHEDULE_LIMITS.changes, who.now);
  return who;
}

/** Who acts and when, for one message to members, counted against the staff member's hourly limit. */
async function message(c: Context<StaffEnv>) {
  const who = acting(c);
  await hit(c.var.deps.db, `admin-message:${who.actor.id}`, SCHEDULE_LIMITS.messages, who.now);
  return who;
}

/** Per staff member: schedule changes that tell members, and messages to them. */
export const SCHEDULE_LIMITS = {
  changes: { limit: 120, windowSeconds: 60 * 60 },
  messages: { limit: 10, windowSeconds: 60 * 60 },
} as const;

const r = consoleRouter();
const { 401: e401, 403: e403, 404: e404, 422: e422, 429: e429 } = adminErrors;
const write = { 401: e401, 403: e403, 404: e404, 422: e422, 429: e429 };

// POST /api/admin/events/{id}/sessions/bulk - slots from a pattern, all or nothing (dryRun previews)
r.openapi(
  staffRoute(onEvent('events.write'), {
    method: 'post',
    path: '/admin/events/{id}/sessions/bulk',
    summary:
      'Create slots from a pattern (Seoul dates, ISO weekdays 1-7, HH:mm times) in one transaction; existing starts are skipped and listed; `dryRun` writes nothing',
    request: { params: idParam, body: jsonBody(bulkSessionsBody) },
    responses: {
      200: json(bulkSessionsResponse, 'Dry run: what would be created and skipped'),
      201: json(bulkSessionsResponse, 'Created'),
      409: json(errorSchema, 'NOT_APPLICABLE: not an application event'),
      ...write,
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    const result = await bulkCreateSessions(c.var.deps.db, {
      eventId: c.req.valid('param').id,
      body,
      ...(await change(c, !body.dryRun)),
    });
    return body.dryRun ? c.json(result, 200) : c.json(result, 201);
  },
);

// POST /api/admin/events/{id}/copy - copy as a draft, dates shifted, with or without its slots
r.openapi(
  staffRoute('events.write', {
    method: 'post',
    path: '/admin/events/{id}/copy',
    summary:
      'Copy an event as an unpublished draft, every date shifted to the new start; slots when `withSessions`',
    request: { params: idParam, body: jsonBody(copyEventBody) },
    responses: { 201: json(adminEvent, 'The copy'), ...write },
  }),
  async (c) => {
    const copy = await copyEvent(c.var.deps.db, {
      eventId: c.req.valid('param').id,
      body: c.req.valid('json'),
      ...(await change(c)),
    });
    if (!copy) throw new ApiError(404, 'NOT_FOUND');
    return c.json(copy, 201);
  },
);

// POST /api/admin/events/{id}/sessions/capacity - one capacity for many slots (never below seats taken)
r.openapi(
  staffRoute(onEvent('events.write'), {
    method: 'post',
    path: '/admin/events/{id}/sessions/capacity',
    summary: "Set the capacity of many of an event's slots at once, all or none (409 CAPACITY_BELOW_TAKEN)",
    request: { params: idParam, body: jsonBody(sessionCapacityBody) },
    responses: {
      200: json(sessionCapacityResponse, 'Updated'),
      409: json(errorSchema, 'CAPACITY_BELOW_TAKEN'),
      ...write,
    },
  }),
  async (c) =>
    c.json(
      await setSessionsCapacity(c.var.deps.db, {
        eventId: c.req.valid('param').id,
        body: c.req.valid('json'),
        ...(await change(c)),
      }),
      200,
    ),
);

// POST /api/admin/sessions/{id}/move - new time; members keep their seats and are told (audited)
r.openapi(
  staffRoute(onSession('events.write'), {
    method: 'post',
    path: '/admin/sessions/{id}/move',
    summary:
      'Move a slot: confirmed members stay booked and are told once (same calendar UID, higher SEQUENCE). Overlaps with their other slots are listed; 409 MOVE_CONFLICTS until `acceptConflicts`. 409 SLOT_STARTED, SESSION_CANCELLED, SESSION_DUPLICATE',
    request: { params: idParam, body: jsonBody(moveSessionBody) },
    responses: {
      200: json(moveSessionResponse, 'Moved (or, on a dry run, what a move would do)'),
      409: json(errorSchema, 'MOVE_CONFLICTS, SLOT_STARTED, SESSION_CANCELLED, SESSION_DUPLICATE'),
      ...write,
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    const moved = await moveSession(c.var.deps.db, {
      id: c.req.valid('param').id,
      body,
      ...(await change(c, !body.dryRun)),
    });
    return c.json(moved, 200);
  },
);

// POST /api/admin/sessions/{id}/cancel - cancel a slot: every application cancelled, waitlist released, all told
r.openapi(
  staffRoute(onSession('events.write'), {
    method: 'post',
    path: '/admin/sessions/{id}/cancel',
    summary:
      'Cancel a slot with a reason: every seat and waitlist place is cancelled, each member told once (METHOD:CANCEL). 409 SLOT_STARTED, SESSION_CANCELLED, ALREADY_CHECKED_IN',
    request: { params: idParam, body: jsonBody(cancelSessionBody) },
    responses: {
      200: json(cancelSessionResponse, 'Cancelled'),
      409: json(errorSchema, 'SLOT_STARTED, SESSION_CANCELLED, ALREADY_CHECKED_IN'),
      ...write,
    },
  }),
  async (c) =>
    c.json(
      await cancelSession(c.var.deps.db, {
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
        ...(await change(c)),
      }),
      200,
    ),
);

const aboutRecord = (path: string) =>
  (path.startsWith('/admin/sessions/') ? onSession : onEvent)('events.write');

const messageRoute = (path: string, what: string) =>
  staffRoute(aboutRecord(path), {
    method: 'post',
    path,
    summary: `Send a message to exactly the confirmed applicants of ${what}, each in their language (audited, ${SCHEDULE_LIMITS.messages.limit} per staff member per hour)`,
    request: { params: idParam, body: jsonBody(staffMessageBody) },
    responses: { 201: json(staffMessageResponse, 'Queued for every recipient'), ...write },
  });

// POST /api/admin/sessions/{id}/messages - a message to the slot's confirmed applicants
r.openapi(messageRoute('/admin/sessions/{id}/messages', 'a slot'), async (c) => {
  const target = { sessionId: c.req.valid('param').id };
  const who = await message(c);
  return c.json(await messageApplicants(c.var.deps.db, { target, body: c.req.valid('json'), ...who }), 201);
});

// POST /api/admin/events/{id}/messages - a message to the event's confirmed applicants (one each)
r.openapi(messageRoute('/admin/events/{id}/messages', 'an event (one message per member)'), async (c) => {
  const target = { eventId: c.req.valid('param').id };
  const who = await message(c);
  return c.json(await messageApplicants(c.var.deps.db, { target, body: c.req.valid('json'), ...who }), 201);
});

const recipientsRoute = (path: string, what: string) =>
  staffRoute(aboutRecord(path), {
    method: 'get',
    path,
    summary: `How many members a message to ${what} would reach now (the dialog shows it before sending)`,
    request: { params: idParam },
    responses: { 200: json(staffMessageResponse, 'The recipients a message would have now'), ...write },
  });

// GET /api/admin/sessions/{id}/messages/recipients - how many a message to the slot would reach
r.openapi(recipientsRoute('/admin/sessions/{id}/messages/recipients', 'a slot'), async (c) =>
  c.json(await countMessageRecipients(c.var.deps.db, { sessionId: c.req.valid('param').id }), 200),
);

// GET /api/admin/events/{id}/messages/recipients - how many members a message to the event would reach
r.openapi(recipientsRoute('/admin/events/{id}/messages/recipients', 'an event'), async (c) =>
  c.json(await countMessageRecipients(c.var.deps.db, { eventId: c.req.valid('param').id }), 200),
);

/** The console's schedule routes, issue 27 (mounted by ./routes.ts). */
export const schedulesRoutes = r;
