import 'server-only';
import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  adminEvent,
  adminEventBody,
  adminEventListQuery,
  adminEventPatch,
  adminEventRow,
  adminSession,
  adminSessionBody,
  adminSessionPatch,
  answerBody,
  applicantsQuery,
  applicantsResponse,
  auditQuery,
  auditResponse,
  can,
  cancelByStaffBody,
  checkInBody,
  checkInResponse,
  dashboardResponse,
  idParam,
  inquiriesQuery,
  inquiriesResponse,
  inquiryDetail,
  inquiryPatch,
  okResponse,
  type Permission,
  revealBody,
  revealResponse,
  staffCreateBody,
  staffListResponse,
  staffLoginBody,
  staffPatchBody,
  staffProfile,
  staffRefreshBody,
  staffRow,
  staffTokenResponse,
  todaySessionsResponse,
  totpConfirmBody,
  totpConfirmResponse,
  totpSetupResponse,
} from '@/schemas/admin';
import { ApiError } from '../api/errors';
import { errorSchema, json } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { staff as staffTable } from '../db/schema';
import { clientIp, hit, reset } from '../rate-limit';
import { cancelByStaff, exportApplicants, listApplicants, revealApplicant } from './applicants';
import { audit, listAudit } from './audit';
import {
  clearStaffRefreshCookie,
  confirmEnrolment,
  deliverStaffSession,
  endStaffSession,
  profileOf,
  readStaffRefreshCookie,
  rotateStaffSession,
  staffLogin,
  startEnrolment,
  totpRequired,
} from './auth';
import { checkIn, todaySessions } from './check-in';
import { dashboard } from './dashboard';
import {
  createEvent,
  createSession,
  deleteEvent,
  deleteSession,
  getAdminEvent,
  listAdminEvents,
  updateEvent,
  updateSession,
} from './events';
import { answerInquiry, closeInquiry, getInquiry, listInquiries, revealInquiry } from './inquiries';
import { requireStaff, type StaffEnv } from './middleware';
import { createStaff, listStaff, updateStaff } from './staff';

/** Sign-in limits: per address, and per account (a second factor counts as an attempt too). */
export const ADMIN_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  totpPerStaff: { limit: 5, windowSeconds: 15 * 60 },
} as const;

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const body = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const errors = {
  401: json(errorSchema, 'Not signed in as staff'),
  403: json(errorSchema, "A member's token, or a role without this permission"),
  404: json(errorSchema, 'Not found'),
  409: json(errorSchema, 'Refused: it would lose or strand a record'),
  422: json(errorSchema, 'Validation failed: `error.fields` has a message per field'),
  429: json(errorSchema, 'Rate limited'),
};

/** A console route: the permission it needs is declared with it (anonymous 401, weaker role 403). */
function staffRoute<const R extends Omit<RouteConfig, 'tags' | 'security' | 'middleware'>>(
  permission: Permission | 'enrol',
  route: R,
) {
  return createRoute({ ...route, tags, security, middleware: [requireStaff(permission)] as const });
}

const r = createRouter<StaffEnv>();

// ── Auth ──────────────────────────────────────────────────────────────────────

// POST /api/admin/auth/login - email + password (+ TOTP or a recovery code) → staff tokens
r.openapi(
  createRoute({
    method: 'post',
    path: '/admin/auth/login',
    tags,
    summary: 'Staff sign-in; TOTP_REQUIRED asks for the second factor',
    request: { body: body(staffLoginBody) },
    responses: {
      200: json(staffTokenResponse, 'Signed in'),
      401: errors[401],
      422: errors[422],
      429: errors[429],
    },
  }),
  async (c) => {
    const { db, now, staffTotpRequired } = c.var.deps;
    const input = c.req.valid('json');
    const t = now();
    const ip = clientIp(c.req.raw);
    await hit(db, `admin-login:ip:${ip}`, ADMIN_LIMITS.loginPerIp, t);
    await hit(db, `admin-login:email:${input.email}`, ADMIN_LIMITS.loginPerEmail, t);
    const session = await staffLogin(db, input, { ip, now: t, requireTotp: totpRequired(staffTotpRequired) });
    await reset(db, `admin-login:email:${input.email}`);
    return c.json(deliverStaffSession(c, session, t), 200);
  },
);

// POST /api/admin/auth/refresh - rotate the staff refresh token (cookie or body)
r.openapi(
  createRoute({
    method: 'post',
    path: '/admin/auth/refresh',
    tags,
    summary: 'Rotate a staff refresh token (8-hour family, single use, reuse detection)',
    request: { body: body(staffRefreshBody) },
    responses: { 200: json(staffTokenResponse, 'New tokens'), 401: errors[401] },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const token = c.req.valid('json').refreshToken ?? readStaffRefreshCookie(c);
    if (!token) throw new ApiError(401, 'REFRESH_INVALID');
    const t = now();
    try {
      return c.json(deliverStaffSession(c, await rotateStaffSession(db, token, t), t), 200);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) clearStaffRefreshCookie(c);
      throw err;
    }
  },
);

// POST /api/admin/auth/logout - end the staff session family
r.openapi(
  createRoute({
    method: 'post',
    path: '/admin/auth/logout',
    tags,
    summary: 'Sign out (revokes the refresh family)',
    request: { body: body(staffRefreshBody) },
    responses: { 200: json(okResponse, 'Signed out') },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const token = c.req.valid('json').refreshToken ?? readStaffRefreshCookie(c);
    const t = now();
    if (token) {
      const staffId = await endStaffSession(db, token, t);
      if (staffId) {
        const [row] = await db.select().from(staffTable).where(eq(staffTable.id, staffId));
        if (row)
          await audit(
            db,
            { id: row.id, email: row.email, role: row.role, ip: clientIp(c.req.raw) },
            'auth.logout',
            { type: 'staff', id: row.id },
            {},
            t,
          );
      }
    }
    clearStaffRefreshCookie(c);
    return c.json({ ok: true as const }, 200);
  },
);

// GET /api/admin/me - the signed-in staff member
r.openapi(
  staffRoute('enrol', {
    method: 'get',
    path: '/admin/me',
    summary: 'The signed-in staff member',
    responses: { 200: json(staffProfile, 'Profile'), ...errors },
  }),
  async (c) => {
    const [row] = await c.var.deps.db
      .select()
      .from(staffTable)
      .where(eq(staffTable.id, c.var.actor.id as string));
    return c.json(profileOf(row), 200);
  },
);

// POST /api/admin/auth/totp/setup - start TOTP enrolment (QR code + secret)
r.openapi(
  staffRoute('enrol', {
    method: 'post',
    path: '/admin/auth/totp/setup',
    summary: 'Start TOTP enrolment: a new secret as a QR code',
    responses: { 200: json(totpSetupResponse, 'Scan this'), ...errors },
  }),
  async (c) => c.json(await startEnrolment(c.var.deps.db, c.var.actor.id as string), 200),
);

// POST /api/admin/auth/totp/confirm - confirm enrolment with a code → full session + recovery codes
r.openapi(
  staffRoute('enrol', {
    method: 'post',
    path: '/admin/auth/totp/confirm',
    summary: 'Confirm TOTP with a code from the app; answers recovery codes once',
    request: { body: body(totpConfirmBody) },
    responses: { 200: json(totpConfirmResponse, 'Enrolled and signed in'), ...errors },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    await hit(db, `admin-totp:${c.var.actor.id}`, ADMIN_LIMITS.totpPerStaff, t);
    const session = await confirmEnrolment(
      db,
      c.var.actor.id as string,
      c.req.valid('json').code,
      c.var.actor.ip,
      t,
    );
    return c.json(deliverStaffSession(c, session, t), 200);
  },
);

// ── Dashboard ─────────────────────────────────────────────────────────────────

// GET /api/admin/dashboard - today's slots, applications per day, open inquiries, outbox failures
r.openapi(
  staffRoute('dashboard.read', {
    method: 'get',
    path: '/admin/dashboard',
    summary: 'Dashboard',
    responses: { 200: json(dashboardResponse, 'Dashboard'), ...errors },
  }),
  async (c) => c.json(await dashboard(c.var.deps.db, c.var.deps.now()), 200),
);

// ── Events and slots ──────────────────────────────────────────────────────────

// GET /api/admin/events - every event, drafts included
r.openapi(
  staffRoute('events.read', {
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
      ...errors,
    },
  }),
  async (c) => c.json(await listAdminEvents(c.var.deps.db, c.req.valid('query')), 200),
);

// POST /api/admin/events - create an event (both languages in one record)
r.openapi(
  staffRoute('events.write', {
    method: 'post',
    path: '/admin/events',
    summary: 'Create an event',
    request: { body: body(adminEventBody) },
    responses: { 201: json(adminEvent, 'Created'), ...errors },
  }),
  async (c) =>
    c.json(await createEvent(c.var.deps.db, c.req.valid('json'), c.var.actor, c.var.deps.now()), 201),
);

// GET /api/admin/events/{id} - one event with slots and questions
r.openapi(
  staffRoute('events.read', {
    method: 'get',
    path: '/admin/events/{id}',
    summary: 'One event with its slots and questions',
    request: { params: idParam },
    responses: { 200: json(adminEvent, 'The event'), ...errors },
  }),
  async (c) => {
    const event = await getAdminEvent(c.var.deps.db, c.req.valid('param').id);
    if (!event) throw new ApiError(404, 'NOT_FOUND');
    return c.json(event, 200);
  },
);

// PATCH /api/admin/events/{id} - edit, publish/unpublish; never loses an application
r.openapi(
  staffRoute('events.write', {
    method: 'patch',
    path: '/admin/events/{id}',
    summary: 'Edit an event (publish, unpublish, visibility, copy, dates, questions)',
    request: { params: idParam, body: body(adminEventPatch) },
    responses: { 200: json(adminEvent, 'Updated'), ...errors },
  }),
  async (c) =>
    c.json(
      await updateEvent(
        c.var.deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.actor,
        c.var.deps.now(),
      ),
      200,
    ),
);

// DELETE /api/admin/events/{id} - delete an event nobody applied to
r.openapi(
  staffRoute('events.write', {
    method: 'delete',
    path: '/admin/events/{id}',
    summary: 'Delete an event without applications (409 EVENT_HAS_APPLICATIONS otherwise)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Deleted'), ...errors },
  }),
  async (c) => {
    await deleteEvent(c.var.deps.db, c.req.valid('param').id, c.var.actor, c.var.deps.now());
    return c.json({ ok: true as const }, 200);
  },
);

// POST /api/admin/events/{id}/sessions - add a slot (ticket end = start + 45 min)
r.openapi(
  staffRoute('events.write', {
    method: 'post',
    path: '/admin/events/{id}/sessions',
    summary: 'Add a time slot to an application event',
    request: { params: idParam, body: body(adminSessionBody) },
    responses: { 201: json(adminSession, 'Created'), ...errors },
  }),
  async (c) =>
    c.json(
      await createSession(
        c.var.deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.actor,
        c.var.deps.now(),
      ),
      201,
    ),
);

// PATCH /api/admin/sessions/{id} - capacity (never below seats taken) or time (only without applicants)
r.openapi(
  staffRoute('events.write', {
    method: 'patch',
    path: '/admin/sessions/{id}',
    summary: 'Edit a slot: 409 CAPACITY_BELOW_TAKEN, 409 SESSION_HAS_APPLICANTS',
    request: { params: idParam, body: body(adminSessionPatch) },
    responses: { 200: json(adminSession, 'Updated'), ...errors },
  }),
  async (c) =>
    c.json(
      await updateSession(
        c.var.deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.actor,
        c.var.deps.now(),
      ),
      200,
    ),
);

// DELETE /api/admin/sessions/{id} - remove a slot nobody applied for
r.openapi(
  staffRoute('events.write', {
    method: 'delete',
    path: '/admin/sessions/{id}',
    summary: 'Remove a slot (409 SESSION_HAS_APPLICANTS when anyone applied)',
    request: { params: idParam },
    responses: { 200: json(okResponse, 'Removed'), ...errors },
  }),
  async (c) => {
    await deleteSession(c.var.deps.db, c.req.valid('param').id, c.var.actor, c.var.deps.now());
    return c.json({ ok: true as const }, 200);
  },
);

// ── Applicants ────────────────────────────────────────────────────────────────

// GET /api/admin/events/{id}/applications - applicants (masked), filters; ?format=csv exports
r.openapi(
  staffRoute('applicants.read', {
    method: 'get',
    path: '/admin/events/{id}/applications',
    summary: 'Applicants per event and slot, masked; `format=csv` exports (UTF-8 BOM, formula-safe)',
    request: { params: idParam, query: applicantsQuery },
    responses: {
      200: {
        content: {
          'application/json': { schema: applicantsResponse },
          'text/csv': { schema: z.string() },
        },
        description: 'Applicants',
      },
      ...errors,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const { db, now } = c.var.deps;
    if (q.format === 'csv') {
      if (!can(c.var.actor.role, 'applicants.export')) throw new ApiError(403, 'FORBIDDEN');
      const { csv, filename } = await exportApplicants(db, id, q, c.var.actor, now());
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applicants.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      });
    }
    return c.json(await listApplicants(db, id, q, c.var.actor, now()), 200);
  },
);

// POST /api/admin/applications/{id}/reveal - one unmasked value, with a reason (audited)
r.openapi(
  staffRoute('applicants.reveal', {
    method: 'post',
    path: '/admin/applications/{id}/reveal',
    summary: "Reveal an applicant's e-mail or phone for a stated reason (audited)",
    request: { params: idParam, body: body(revealBody) },
    responses: { 200: json(revealResponse, 'The value'), ...errors },
  }),
  async (c) => {
    const { field, reason } = c.req.valid('json');
    return c.json(
      await revealApplicant(
        c.var.deps.db,
        c.req.valid('param').id,
        field,
        reason,
        c.var.actor,
        c.var.deps.now(),
      ),
      200,
    );
  },
);

// POST /api/admin/applications/{id}/cancel - cancel with a reason; the member is mailed
r.openapi(
  staffRoute('applicants.cancel', {
    method: 'post',
    path: '/admin/applications/{id}/cancel',
    summary: 'Cancel an application with a reason (frees the seat, mails the member)',
    request: { params: idParam, body: body(cancelByStaffBody) },
    responses: { 200: json(z.object({ status: z.literal('cancelled') }), 'Cancelled'), ...errors },
  }),
  async (c) => {
    await cancelByStaff(
      c.var.deps.db,
      c.req.valid('param').id,
      c.req.valid('json').reason,
      c.var.actor,
      c.var.deps.now(),
    );
    return c.json({ status: 'cancelled' as const }, 200);
  },
);

// ── Check-in ──────────────────────────────────────────────────────────────────

// GET /api/admin/check-ins/sessions - today's slots for the door
r.openapi(
  staffRoute('checkin', {
    method: 'get',
    path: '/admin/check-ins/sessions',
    summary: "Today's slots (Asia/Seoul) with seats and check-ins",
    responses: { 200: json(todaySessionsResponse, 'Slots'), ...errors },
  }),
  async (c) => c.json({ items: await todaySessions(c.var.deps.db, c.var.deps.now()) }, 200),
);

// POST /api/admin/check-ins - check a ticket code in (signed, single use)
r.openapi(
  staffRoute('checkin', {
    method: 'post',
    path: '/admin/check-ins',
    summary: 'Check a ticket in: valid, already_used, wrong_session, cancelled or unknown',
    request: { body: body(checkInBody) },
    responses: { 200: json(checkInResponse, 'The result'), ...errors },
  }),
  async (c) => c.json(await checkIn(c.var.deps.db, c.req.valid('json'), c.var.actor, c.var.deps.now()), 200),
);

// ── Inquiries ─────────────────────────────────────────────────────────────────

// GET /api/admin/inquiries - Contact messages and member counsels, masked
r.openapi(
  staffRoute('inquiries.read', {
    method: 'get',
    path: '/admin/inquiries',
    summary: 'Inquiry inbox (filter by type, state, source)',
    request: { query: inquiriesQuery },
    responses: { 200: json(inquiriesResponse, 'Inquiries'), ...errors },
  }),
  async (c) =>
    c.json(await listInquiries(c.var.deps.db, c.req.valid('query'), c.var.actor, c.var.deps.now()), 200),
);

// GET /api/admin/inquiries/{id} - one inquiry with its answers (audited read)
r.openapi(
  staffRoute('inquiries.read', {
    method: 'get',
    path: '/admin/inquiries/{id}',
    summary: 'One inquiry (contact details masked)',
    request: { params: idParam },
    responses: { 200: json(inquiryDetail, 'The inquiry'), ...errors },
  }),
  async (c) =>
    c.json(await getInquiry(c.var.deps.db, c.req.valid('param').id, c.var.actor, c.var.deps.now()), 200),
);

// POST /api/admin/inquiries/{id}/reveal - the inquirer's e-mail or phone, with a reason (audited)
r.openapi(
  staffRoute('inquiries.reveal', {
    method: 'post',
    path: '/admin/inquiries/{id}/reveal',
    summary: "Reveal an inquirer's e-mail or phone for a stated reason (audited)",
    request: { params: idParam, body: body(revealBody) },
    responses: { 200: json(revealResponse, 'The value'), ...errors },
  }),
  async (c) => {
    const { field, reason } = c.req.valid('json');
    return c.json(
      await revealInquiry(
        c.var.deps.db,
        c.req.valid('param').id,
        field,
        reason,
        c.var.actor,
        c.var.deps.now(),
      ),
      200,
    );
  },
);

// POST /api/admin/inquiries/{id}/answer - answer (mailed in the inquirer's language, shown on /my/counsel)
r.openapi(
  staffRoute('inquiries.answer', {
    method: 'post',
    path: '/admin/inquiries/{id}/answer',
    summary: 'Answer an inquiry: stored, mailed through the outbox, state answered',
    request: { params: idParam, body: body(answerBody) },
    responses: { 201: json(okResponse, 'Answered'), ...errors },
  }),
  async (c) =>
    c.json(
      await answerInquiry(
        c.var.deps.db,
        c.req.valid('param').id,
        c.req.valid('json').body,
        c.var.actor,
        c.var.deps.now(),
      ),
      201,
    ),
);

// PATCH /api/admin/inquiries/{id} - close an inquiry
r.openapi(
  staffRoute('inquiries.answer', {
    method: 'patch',
    path: '/admin/inquiries/{id}',
    summary: 'Close an inquiry',
    request: { params: idParam, body: body(inquiryPatch) },
    responses: { 200: json(okResponse, 'Closed'), ...errors },
  }),
  async (c) => {
    await closeInquiry(c.var.deps.db, c.req.valid('param').id, c.var.actor, c.var.deps.now());
    return c.json({ ok: true as const }, 200);
  },
);

// ── Audit and staff (owner) ───────────────────────────────────────────────────

// GET /api/admin/audit - the append-only audit log (reading it is itself recorded)
r.openapi(
  staffRoute('audit.read', {
    method: 'get',
    path: '/admin/audit',
    summary: 'Audit log, newest first',
    request: { query: auditQuery },
    responses: { 200: json(auditResponse, 'Entries'), ...errors },
  }),
  async (c) => {
    const q = c.req.valid('query');
    const page = await listAudit(c.var.deps.db, q);
    await audit(
      c.var.deps.db,
      c.var.actor,
      'audit.read',
      { type: 'audit' },
      { page: q.page },
      c.var.deps.now(),
    );
    return c.json(page, 200);
  },
);

// GET /api/admin/staff - staff accounts
r.openapi(
  staffRoute('staff.manage', {
    method: 'get',
    path: '/admin/staff',
    summary: 'Staff accounts',
    responses: { 200: json(staffListResponse, 'Staff'), ...errors },
  }),
  async (c) => c.json(await listStaff(c.var.deps.db), 200),
);

// POST /api/admin/staff - add a staff account
r.openapi(
  staffRoute('staff.manage', {
    method: 'post',
    path: '/admin/staff',
    summary: 'Add a staff account',
    request: { body: body(staffCreateBody) },
    responses: { 201: json(staffRow, 'Created'), ...errors },
  }),
  async (c) =>
    c.json(await createStaff(c.var.deps.db, c.req.valid('json'), c.var.actor, c.var.deps.now()), 201),
);

// PATCH /api/admin/staff/{id} - change a role or disable an account
r.openapi(
  staffRoute('staff.manage', {
    method: 'patch',
    path: '/admin/staff/{id}',
    summary: 'Change a role or disable an account (409 LAST_OWNER)',
    request: { params: idParam, body: body(staffPatchBody) },
    responses: { 200: json(staffRow, 'Updated'), ...errors },
  }),
  async (c) =>
    c.json(
      await updateStaff(
        c.var.deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.actor,
        c.var.deps.now(),
      ),
      200,
    ),
);

/** Mounts the operations console's API under /api/admin. */
export function mountAdmin(app: ApiApp) {
  app.route('/', r as unknown as ApiApp);
}
