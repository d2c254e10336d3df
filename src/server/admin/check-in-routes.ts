import 'server-only';
import type { Context } from 'hono';
import {
  checkInBody,
  checkInResponse,
  checkInSearchQuery,
  checkInSearchResponse,
  doorSyncBody,
  doorSyncResponse,
  doorTicketsQuery,
  doorTicketsResponse,
  todaySessionsResponse,
  walkInsBody,
  walkInsResponse,
} from '@/schemas/admin';
import { json, jsonBody } from '../api/openapi';
import { hit } from '../rate-limit';
import type { StaffEnv } from '../staff/middleware';
import {
  acting,
  adminErrors,
  consoleRouter,
  onSession,
  scopedList,
  scopedRecords,
  staffRoute,
} from '../staff/route-kit';
import { checkIn, countWalkIns, doorTickets, searchApplicants, syncScans, todaySessions } from './check-in';

/** Per staff member: the door's search reads personal data; walk-ins and syncs are writes. */
export const DOOR_LIMITS = {
  search: { limit: 120, windowSeconds: 10 * 60 },
  walkIns: { limit: 300, windowSeconds: 10 * 60 },
  tickets: { limit: 60, windowSeconds: 10 * 60 },
  sync: { limit: 60, windowSeconds: 10 * 60 },
} as const;

const { 401: e401, 403: e403, 422: e422, 429: e429 } = adminErrors;

/** Who acts and when, for one door request, counted against the staff member's limit for it (429 past it). */
async function atTheDoor(c: Context<StaffEnv>, what: keyof typeof DOOR_LIMITS) {
  const who = acting(c);
  const key = { search: 'door-search', walkIns: 'door-walk-ins', tickets: 'door-tickets', sync: 'door-sync' }[
    what
  ];
  await hit(c.var.deps.db, `${key}:${who.actor.id}`, DOOR_LIMITS[what], who.now);
  return who;
}

// ── Scanning: today's slots and a ticket checked in ───────────────────────────

const scan = consoleRouter();

// GET /api/admin/check-ins/sessions - today's slots for the door
scan.openapi(
  staffRoute(scopedList('checkin'), {
    method: 'get',
    path: '/admin/check-ins/sessions',
    summary: "Today's slots (Asia/Seoul) with seats and check-ins",
    responses: { 200: json(todaySessionsResponse, 'Slots'), ...adminErrors },
  }),
  async (c) =>
    c.json({ items: await todaySessions(c.var.deps.db, c.var.deps.now(), c.var.actor.eventIds) }, 200),
);

// POST /api/admin/check-ins - check a ticket in by its code (signed) or as found by the search; single use
scan.openapi(
  staffRoute(scopedRecords('checkin'), {
    method: 'post',
    path: '/admin/check-ins',
    summary:
      'Check a ticket in by `code`, or by `applicationId` + `sessionId` (the door search): valid, already_used, wrong_session, cancelled or unknown',
    request: { body: jsonBody(checkInBody) },
    responses: { 200: json(checkInResponse, 'The result'), ...adminErrors },
  }),
  async (c) => c.json(await checkIn(c.var.deps.db, { body: c.req.valid('json'), ...acting(c) }), 200),
);

// ── The door's search, walk-ins, offline ticket list and sync ─────────────────

const door = consoleRouter();

// GET /api/admin/check-ins/search - today's applicants of a slot by name or the phone's last four digits
door.openapi(
  staffRoute(onSession('checkin', 'sessionId', 'query'), {
    method: 'get',
    path: '/admin/check-ins/search',
    summary:
      "Find a visitor without their QR code: today's applicants of a slot by name or the phone's last four digits (masked as lists are; audited; 409 SESSION_NOT_TODAY)",
    request: { query: checkInSearchQuery },
    responses: {
      200: json(checkInSearchResponse, 'Matches (at most 20)'),
      ...adminErrors,
    },
  }),
  async (c) =>
    c.json(
      await searchApplicants(c.var.deps.db, {
        query: c.req.valid('query'),
        ...(await atTheDoor(c, 'search')),
      }),
      200,
    ),
);

// POST /api/admin/check-ins/walk-ins - count visitors admitted without an application
door.openapi(
  staffRoute(onSession('checkin', 'sessionId', 'body'), {
    method: 'post',
    path: '/admin/check-ins/walk-ins',
    summary:
      "Count walk-ins in today's slot: each takes a seat, so the slot's remaining seats fall; with none left, 409 WALK_IN_OVER_CAPACITY unless `confirmOverCapacity` (then recorded over capacity with the staff member, audited). A negative count corrects (409 WALK_INS_BELOW_ZERO); 409 SESSION_NOT_TODAY",
    request: { body: jsonBody(walkInsBody) },
    responses: {
      200: json(walkInsResponse, 'The slot’s walk-ins now'),
      ...adminErrors,
    },
  }),
  async (c) =>
    c.json(
      await countWalkIns(c.var.deps.db, { body: c.req.valid('json'), ...(await atTheDoor(c, 'walkIns')) }),
      200,
    ),
);

// GET /api/admin/check-ins/tickets - the slot's ticket list a door device keeps for offline use
door.openapi(
  staffRoute(onSession('checkin', 'sessionId', 'query'), {
    method: 'get',
    path: '/admin/check-ins/tickets',
    summary:
      "Today's tickets of a slot for offline admission: ids, states, code hashes and masked names (audited; 409 SESSION_NOT_TODAY)",
    request: { query: doorTicketsQuery },
    responses: {
      200: json(doorTicketsResponse, 'The ticket list'),
      ...adminErrors,
    },
  }),
  async (c) =>
    c.json(
      await doorTickets(c.var.deps.db, { query: c.req.valid('query'), ...(await atTheDoor(c, 'tickets')) }),
      200,
    ),
);

// POST /api/admin/check-ins/sync - scans a device queued offline (idempotent per device and scan)
door.openapi(
  staffRoute(scopedRecords('checkin'), {
    method: 'post',
    path: '/admin/check-ins/sync',
    summary:
      'Send scans and walk-ins queued offline: each (deviceId, scanId or walkInId) is answered once; a ticket is admitted once, a later scan of it answers already_used with when and by whom; a walk-in takes a seat or is recorded over capacity',
    request: { body: jsonBody(doorSyncBody) },
    responses: {
      200: json(doorSyncResponse, 'One result per scan, in order'),
      401: e401,
      403: e403,
      422: e422,
      429: e429,
    },
  }),
  async (c) =>
    c.json(
      await syncScans(c.var.deps.db, { body: c.req.valid('json'), ...(await atTheDoor(c, 'sync')) }),
      200,
    ),
);

/** Today's slots and a ticket checked in (mounted by ./routes.ts). */
export const checkInRoutes = scan;
/** The door's search, walk-in count, offline ticket list and sync (mounted by ./routes.ts). */
export const doorRoutes = door;
