import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  applicationCreated,
  applyBody,
  type EventDetail,
  type EventSummary,
  eventDetail as eventDetailSchema,
  eventListQuery,
  eventSummary,
  idParam,
  myApplication,
  myApplicationsQuery,
  myEvent,
  type Paged,
  paged,
  pageQuery,
} from '@/schemas/events';
import { type CachedAnswer, notModified, PUBLIC_CACHE, privateAnswer, sendAnswer } from '../api/answer-cache';
import { ApiError } from '../api/errors';
import { requestLocale } from '../api/i18n';
import { errorAnswer, errorAnswers, json } from '../api/openapi';
import { type ApiApp, type AppEnv, createRouter } from '../api/router';
import { memberActing, optionalMember, requireMember, requireMemberAndVersion } from '../auth/middleware';
import { EVENTS_VERSION } from './cache';
import { publicEventDetail, publicEventList } from './public-reads';
import { eventDetail, listEvents, loadViewer, myApplications, myEvents } from './queries';
import { apply, cancel, signUpAttendance } from './service';

const errors = (...statuses: (401 | 404 | 409 | 422 | 429)[]) => errorAnswers('Error', ...statuses);
const bearer = [{ bearerAuth: [] }];

const router = createRouter();

const PRIVATE_CACHE = 'private, no-cache';
// NOTE: the answer depends on the language (?lang= is in the URL, Accept-Language is not) and the viewer.
const VARY = 'Accept-Language, Authorization';

const send = <T>(c: Context<AppEnv>, answer: CachedAnswer, cacheControl: string) =>
  sendAnswer<T>(c, answer, cacheControl, VARY);

/** What a read of the events answers as: the time, the language and the viewer (null for a visitor). */
const reading = async (c: Context<AppEnv>) => ({
  now: c.var.deps.now(),
  locale: requestLocale(c.req.raw),
  viewer: await loadViewer(c.var.deps.db, c.var.memberId),
});

// GET /api/events - one tab (on = running, latest start first; off = ended, latest first; Asia/Seoul), paginated
router.openapi(
  createRoute({
    method: 'get',
    path: '/events',
    tags: ['events'],
    middleware: [optionalMember] as const,
    request: { query: eventListQuery },
    responses: {
      200: json(
        paged(eventSummary),
        'Events of one tab: running ones latest start first (the programme’s order among those starting together), ended ones latest ended first',
      ),
      ...notModified,
    },
  }),
  async (c) => {
    const { tab, page } = c.req.valid('query');
    const { db } = c.var.deps;
    const { viewer, ...read } = await reading(c);
    if (viewer)
      return send<Paged<EventSummary>>(
        c,
        privateAnswer(await listEvents(db, { tab, page, viewer, ...read })),
        PRIVATE_CACHE,
      );
    const answer = await publicEventList(db, { tab, page, ...read });
    return send<Paged<EventSummary>>(c, answer, PUBLIC_CACHE);
  },
);

// GET /api/events/{id} - detail with slots, seats left and survey questions; PRIVATE outside its audience is 404
router.openapi(
  createRoute({
    method: 'get',
    path: '/events/{id}',
    tags: ['events'],
    middleware: [optionalMember] as const,
    request: { params: idParam },
    responses: { 200: json(eventDetailSchema, 'The event'), ...notModified, ...errors(404) },
  }),
  async (c) => {
    const eventId = c.req.valid('param').id;
    const { db } = c.var.deps;
    const { viewer, ...read } = await reading(c);
    if (viewer) {
      const detail = await eventDetail(db, { eventId, viewer, ...read });
      if (!detail) throw new ApiError(404, 'NOT_FOUND');
      return send<EventDetail>(c, privateAnswer(detail), PRIVATE_CACHE);
    }
    const answer = await publicEventDetail(db, { eventId, ...read });
    // NOTE: a missing (or PRIVATE) event is cached as `null` too, so probing ids costs no queries.
    if (answer.body === 'null') throw new ApiError(404, 'NOT_FOUND');
    return send<EventDetail>(c, answer, PUBLIC_CACHE);
  },
);

// POST /api/events/{id}/applications - apply for a slot (or join a full slot's waitlist) and/or answer the survey
router.openapi(
  createRoute({
    method: 'post',
    path: '/events/{id}/applications',
    tags: ['events'],
    description:
      'Book a slot (`sessionId`), or with `waitlist: true` join a full slot’s waitlist, or answer a survey. A member holds no two confirmed slots that overlap in time (409 SLOT_OVERLAP), and at most one slot of an event per Seoul calendar day (409 SAME_DAY_SLOT, decision 064); a full slot may still be waited for, and a freed seat skips a waiter who holds such a slot.',
    security: bearer,
    middleware: [requireMemberAndVersion(EVENTS_VERSION)] as const,
    request: {
      params: idParam,
      body: { content: { 'application/json': { schema: applyBody } }, required: true },
    },
    responses: {
      201: json(applicationCreated, 'Confirmed or waitlisted'),
      ...errors(401, 404, 422),
      409: errorAnswer(
        '`NOT_APPLICABLE`, `APPLICATION_NOT_OPEN`, `APPLICATION_CLOSED`, `SLOT_STARTED`, `SLOT_FULL`, `ALREADY_APPLIED`, `ALREADY_WAITLISTED`; `SLOT_OVERLAP`: the member holds a slot at an overlapping time; `SAME_DAY_SLOT`: the member holds another slot of this event on the same Seoul day',
      ),
    },
  }),
  async (c) => {
    const result = await apply(c.var.deps.db, {
      eventId: c.req.valid('param').id,
      body: c.req.valid('json'),
      eventsVersion: c.var.cacheVersion,
      recipient: c.var.recipient as NonNullable<AppEnv['Variables']['recipient']>,
      ...memberActing(c),
    });
    return c.json(result, 201);
  },
);

// POST /api/events/{id}/attendance - attendance signup without an application
router.openapi(
  createRoute({
    method: 'post',
    path: '/events/{id}/attendance',
    tags: ['events'],
    security: bearer,
    middleware: [requireMember] as const,
    request: { params: idParam },
    responses: {
      201: json(z.object({ attending: z.literal(true) }), 'Signed up'),
      200: json(z.object({ attending: z.literal(true) }), 'Already signed up'),
      ...errors(401, 404, 409),
    },
  }),
  async (c) => {
    const eventId = c.req.valid('param').id;
    const { created } = await signUpAttendance(c.var.deps.db, { eventId, ...memberActing(c) });
    return c.json({ attending: true as const }, created ? 201 : 200);
  },
);

// DELETE /api/users/my/applications/{id} - cancel one's own application or leave a waitlist before the slot starts
router.openapi(
  createRoute({
    method: 'delete',
    path: '/users/my/applications/{id}',
    tags: ['events'],
    security: bearer,
    middleware: [requireMember] as const,
    request: { params: idParam },
    responses: {
      200: json(z.object({ status: z.literal('cancelled') }), 'Cancelled'),
      ...errors(401, 404, 409),
    },
  }),
  async (c) => {
    const applicationId = c.req.valid('param').id;
    await cancel(c.var.deps.db, { applicationId, ...memberActing(c) });
    return c.json({ status: 'cancelled' as const }, 200);
  },
);

// GET /api/users/my/applications/{id} - one of the member's own applications, with its ticket (the page after booking)
router.openapi(
  createRoute({
    method: 'get',
    path: '/users/my/applications/{id}',
    tags: ['events'],
    security: bearer,
    middleware: [requireMember] as const,
    request: { params: idParam },
    responses: { 200: json(myApplication, 'The application'), ...errors(401, 404) },
  }),
  async (c) => {
    const mine = { page: 1, applicationId: c.req.valid('param').id, ...memberActing(c) };
    const [found] = (await myApplications(c.var.deps.db, mine)).items;
    if (!found) throw new ApiError(404, 'NOT_FOUND');
    return c.json(found, 200);
  },
);

// GET /api/users/my/applications - the member's application history
router.openapi(
  createRoute({
    method: 'get',
    path: '/users/my/applications',
    tags: ['events'],
    security: bearer,
    middleware: [requireMember] as const,
    request: { query: myApplicationsQuery },
    responses: { 200: json(paged(myApplication), 'Applications'), ...errors(401) },
  }),
  async (c) => {
    const { page, upcoming } = c.req.valid('query');
    return c.json(await myApplications(c.var.deps.db, { page, upcoming, ...memberActing(c) }), 200);
  },
);

// GET /api/users/my/events - events the member joined
router.openapi(
  createRoute({
    method: 'get',
    path: '/users/my/events',
    tags: ['events'],
    security: bearer,
    middleware: [requireMember] as const,
    request: { query: pageQuery },
    responses: { 200: json(paged(myEvent), 'Joined events'), ...errors(401) },
  }),
  async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await myEvents(c.var.deps.db, { page, ...memberActing(c) }), 200);
  },
);

/** Mounts the events domain under /api. */
export function mountEvents(app: ApiApp) {
  app.route('/', router);
}
