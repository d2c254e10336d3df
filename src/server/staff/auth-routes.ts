import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  okResponse,
  ownerSetupBody,
  staffLoginBody,
  staffMe,
  staffRefreshBody,
  staffTokenResponse,
  totpConfirmBody,
  totpConfirmResponse,
  totpSetupResponse,
} from '@/schemas/admin';
import { ApiError } from '../api/errors';
import { errorSchema, json, jsonBody } from '../api/openapi';
import { signInThrottle } from '../auth/login-throttle';
import { knownDeviceCookie, signInWaitAnswer } from '../auth/openapi';
import { staff as staffTable } from '../db/schema';
import { clientIp, hit } from '../rate-limit';
import { scopeEvents } from './accounts';
import { audit } from './audit';
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
import { completeOwnerSetup } from './owner';
import { adminErrors, adminTags, consoleRouter, staffRoute } from './route-kit';

/** Limits of owner set-up and TOTP enrolment; sign-in's are in `staffLoginThrottle`. */
export const ADMIN_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  totpPerStaff: { limit: 5, windowSeconds: 15 * 60 },
} as const;

/**
 * Staff sign-in throttling (decision 038): as members', tighter (a staff account opens personal
 * data); a wrong second factor counts as a failure too.
 */
export const staffLoginThrottle = signInThrottle({
  prefix: 'admin-login',
  cookie: 'moru_staff_kd',
  cookiePath: '/api/admin/auth/login',
  sameSite: 'Strict',
  limits: {
    perAddress: { limit: 30, windowSeconds: 15 * 60 },
    perAccountAddress: { freeFailures: 5, windowSeconds: 15 * 60, baseSeconds: 2, maxSeconds: 60 },
    perAccount: { freeFailures: 5, windowSeconds: 15 * 60, baseSeconds: 2, maxSeconds: 60 },
    knownDeviceFailures: { limit: 5, windowSeconds: 15 * 60 },
  },
});
/** Failures that count towards the back-off (TOTP_REQUIRED only asks for the second factor). */
const FAILED_SIGN_IN = new Set(['INVALID_CREDENTIALS', 'TOTP_INVALID']);

const r = consoleRouter();

// POST /api/admin/auth/login - email + password (+ TOTP or a recovery code) → staff tokens
r.openapi(
  createRoute({
    method: 'post',
    path: '/admin/auth/login',
    tags: adminTags,
    summary: 'Staff sign-in; TOTP_REQUIRED asks for the second factor',
    description:
      'Throttled per account and per address (docs/SECURITY.md "Sign-in limits"): past the free attempts the answer is 429 `SIGN_IN_WAIT` with `error.retryAfter` seconds and Retry-After, never a lock-out. A successful sign-in sets the HttpOnly known-device cookie `moru_staff_kd` (path /api/admin/auth/login); a device holding it for the account is exempt from the limits (the second factor is still asked).',
    request: { body: jsonBody(staffLoginBody), cookies: knownDeviceCookie('moru_staff_kd') },
    responses: {
      200: json(staffTokenResponse, 'Signed in'),
      401: adminErrors[401],
      422: adminErrors[422],
      429: signInWaitAnswer,
    },
  }),
  async (c) => {
    const { db, now, staffTotpRequired } = c.var.deps;
    const input = c.req.valid('json');
    const t = now();
    const ip = clientIp(c.req.raw);
    const attempt = { email: input.email, ip, now: t };
    const { device } = await staffLoginThrottle.before(c, db, attempt);
    const session = await staffLogin(db, input, {
      ip,
      now: t,
      requireTotp: totpRequired(staffTotpRequired),
    }).catch(async (err: unknown) => {
      if (err instanceof ApiError && FAILED_SIGN_IN.has(err.code))
        await staffLoginThrottle.failed(db, { ...attempt, device });
      throw err;
    });
    const answer = deliverStaffSession(c, session, t);
    await staffLoginThrottle.succeeded(c, db, { ...attempt, device });
    return c.json(answer, 200);
  },
);

// POST /api/admin/auth/refresh - rotate the staff refresh token (cookie or body)
r.openapi(
  createRoute({
    method: 'post',
    path: '/admin/auth/refresh',
    tags: adminTags,
    summary: 'Rotate a staff refresh token (8-hour family, single use, reuse detection)',
    request: { body: jsonBody(staffRefreshBody) },
    responses: { 200: json(staffTokenResponse, 'New tokens'), 401: adminErrors[401] },
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
    tags: adminTags,
    summary: 'Sign out (revokes the refresh family)',
    request: { body: jsonBody(staffRefreshBody) },
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
    summary:
      'The signed-in staff member, and the events the account is limited to (eventIds, events; null = every event)',
    responses: { 200: json(staffMe, 'Profile'), ...adminErrors },
  }),
  async (c) => {
    const { db } = c.var.deps;
    const [row] = await db
      .select()
      .from(staffTable)
      .where(eq(staffTable.id, c.var.actor.id as string));
    const profile = await profileOf(db, row);
    const titles = await scopeEvents(db, profile.eventIds ?? []);
    const events = profile.eventIds?.flatMap((id) => titles.get(id) ?? []) ?? null;
    return c.json({ ...profile, events }, 200);
  },
);

// POST /api/admin/auth/totp/setup - start TOTP enrolment (QR code + secret)
r.openapi(
  staffRoute('enrol', {
    method: 'post',
    path: '/admin/auth/totp/setup',
    summary: 'Start TOTP enrolment: a new secret as a QR code',
    responses: { 200: json(totpSetupResponse, 'Scan this'), ...adminErrors },
  }),
  async (c) => c.json(await startEnrolment(c.var.deps.db, c.var.actor.id as string), 200),
);

// POST /api/admin/auth/totp/confirm - confirm enrolment with a code → full session + recovery codes
r.openapi(
  staffRoute('enrol', {
    method: 'post',
    path: '/admin/auth/totp/confirm',
    summary: 'Confirm TOTP with a code from the app; answers recovery codes once',
    request: { body: jsonBody(totpConfirmBody) },
    responses: { 200: json(totpConfirmResponse, 'Enrolled and signed in'), ...adminErrors },
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

// POST /api/admin/auth/setup - the one-time link of `npm run staff -- create-owner`: set the password
r.openapi(
  createRoute({
    method: 'post',
    path: '/admin/auth/setup',
    tags: adminTags,
    summary: 'Redeem a one-time set-up link: set the password, then enrol TOTP (enrolment-only token)',
    request: { body: jsonBody(ownerSetupBody) },
    responses: {
      200: json(staffTokenResponse, 'Password set; enrol TOTP next'),
      410: json(errorSchema, 'The link was used already or has expired (SETUP_LINK_INVALID)'),
      422: adminErrors[422],
      429: adminErrors[429],
    },
  }),
  async (c) => {
    const { db, now } = c.var.deps;
    const t = now();
    const ip = clientIp(c.req.raw);
    await hit(db, `admin-login:ip:${ip}`, ADMIN_LIMITS.loginPerIp, t);
    const session = await completeOwnerSetup(db, c.req.valid('json'), ip, t);
    return c.json(deliverStaffSession(c, session, t), 200);
  },
);

/** Staff sign-in, refresh, sign-out, profile and TOTP enrolment (mounted by ./routes.ts). */
export const authRoutes = r;
