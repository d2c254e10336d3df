import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
} from '@/schemas/member-rules';
import {
  availabilityResponse,
  emailBody,
  emailCodeResponse,
  emailCodeVerifyBody,
  emailQuery,
  emailTicketResponse,
  loginBody,
  okResponse,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  refreshBody,
  signUpBody,
  tokenPairResponse,
  verifyResponse,
} from '@/schemas/members';
import { ApiError } from '../api/errors';
import { requestLocale } from '../api/i18n';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { findActiveByEmail, getProfile, isEmailTaken } from '../members/service';
import { clientIp, hit } from '../rate-limit';
import { issueCode, verifySignUpCode } from './email-codes';
import { memberLoginThrottle as throttle } from './login-throttle';
import { registerMember, resetPassword } from './member-account';
import { errorAnswers, knownDeviceCookie, signInWaitAnswer } from './openapi';
import { verifyPassword } from './password';
import {
  clearRefreshCookie,
  deliverSession,
  endSession,
  readRefreshCookie,
  rotateSession,
  startSession,
} from './sessions';
import { socialRouter } from './social-routes';

/** Rate limits kept in the database (DESIGN.md "Scale"); sign-in's are in login-throttle.ts. */
export const LIMITS = {
  emailCodesPerIp: { limit: 30, windowSeconds: 60 * 60 },
  codeVerifyPerIp: { limit: 30, windowSeconds: 10 * 60 },
  availabilityPerIp: { limit: 30, windowSeconds: 60 },
  passwordResetPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const;

const tags = ['auth'];

/** A per-address limit as the operation's description states it. */
const perAddress = (rule: { limit: number; windowSeconds: number }) =>
  `past ${rule.limit} requests in ${rule.windowSeconds / 60} minutes from one address`;
/** The refusals of a wrong emailed code, with `error.fields.code`. */
const codeRefusals = `422 \`CODE_INVALID\` (no such code for the email, or a wrong one), \`CODE_EXPIRED\` (${EMAIL_CODE_TTL_SECONDS / 60} minutes after it was sent) or \`CODE_EXHAUSTED\` (after ${EMAIL_CODE_MAX_ATTEMPTS} wrong tries), each with \`error.fields.code\``;

const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Sign in with email and password',
  description:
    'Throttled per account and per address (docs/SECURITY.md "Sign-in limits"): past the free attempts the answer is 429 `SIGN_IN_WAIT` with `error.retryAfter` seconds and Retry-After, never a lock-out. A successful sign-in sets the HttpOnly known-device cookie `moru_kd` (path /api/auth/login, 180 days); a device holding it for the account is exempt from the limits.',
  request: { body: jsonBody(loginBody), cookies: knownDeviceCookie('moru_kd') },
  responses: {
    200: json(tokenPairResponse, 'Token pair'),
    ...errorAnswers,
    429: signInWaitAnswer,
  },
});
const refresh = createRoute({
  method: 'post',
  path: '/auth/refresh-tokens',
  tags,
  summary: 'Rotate a refresh token (body, or the HttpOnly cookie with X-Refresh-Transport: cookie)',
  request: { body: jsonBody(refreshBody) },
  responses: { 200: json(tokenPairResponse, 'New token pair'), ...errorAnswers },
});
const verify = createRoute({
  method: 'post',
  path: '/auth/verify',
  tags,
  summary: 'Session restore at start: rotates the refresh token and returns tokens + the member',
  request: { body: jsonBody(refreshBody) },
  responses: { 200: json(verifyResponse, 'Tokens and member'), ...errorAnswers },
});
const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Revoke the refresh family',
  request: { body: jsonBody(refreshBody) },
  responses: { 200: json(okResponse, 'Signed out') },
});
const emailCodes = createRoute({
  method: 'post',
  path: '/auth/email-codes',
  tags,
  summary: 'Send a 6-digit sign-up code by email (10 min, 5 tries, resend after 60 s)',
  description: `Refused beyond the schema: 409 \`EMAIL_TAKEN\` when an active member has the email; 429 \`CODE_RESEND_TOO_SOON\` (Retry-After) within ${EMAIL_CODE_RESEND_SECONDS} s of the last code for the email; 429 \`RATE_LIMITED\` ${perAddress(LIMITS.emailCodesPerIp)}.`,
  request: { body: jsonBody(emailBody) },
  responses: { 202: json(emailCodeResponse, 'Code sent'), ...errorAnswers },
});
const emailCodesVerify = createRoute({
  method: 'post',
  path: '/auth/email-codes/verify',
  tags,
  summary: 'Check a sign-up code; answers the email ticket for sign-up',
  description: `Refused beyond the schema: ${codeRefusals}; 429 \`RATE_LIMITED\` ${perAddress(LIMITS.codeVerifyPerIp)}.`,
  request: { body: jsonBody(emailCodeVerifyBody) },
  responses: { 200: json(emailTicketResponse, 'Email verified'), ...errorAnswers },
});
const availability = createRoute({
  method: 'get',
  path: '/auth/email-availability',
  tags,
  summary: 'Duplicate-email check (rate limited)',
  request: { query: emailQuery },
  responses: { 200: json(availabilityResponse, 'Whether the email can be used'), ...errorAnswers },
});
const signUp = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags,
  summary: 'Register a general or company member',
  description:
    'Refused beyond the schema: 409 `EMAIL_TAKEN` (an active member has the email), `ALREADY_REGISTERED` (the verified person is a member already), `MEMBER_TYPE_CONVERSION` (the person is a member of the other type), `SOCIAL_ALREADY_LINKED` (the social account belongs to a member already); 422 `IDENTITY_REQUIRED` (the identity ticket is unknown, used or expired), `EMAIL_NOT_VERIFIED` (the email ticket does not match the email or has expired), `SOCIAL_TICKET_INVALID` (a social sign-up ticket that is unknown or expired).',
  request: { body: jsonBody(signUpBody) },
  responses: { 201: json(tokenPairResponse, 'Registered and signed in'), ...errorAnswers },
});
const resetRequest = createRoute({
  method: 'post',
  path: '/auth/password-reset',
  tags,
  summary: 'Email a password-reset code (same answer whether or not the email exists)',
  description: `Refused beyond the schema: 429 \`RATE_LIMITED\` ${perAddress(LIMITS.passwordResetPerIp)}. A second request within ${EMAIL_CODE_RESEND_SECONDS} s sends no new code but answers the same 202, so the answer never tells whether the account exists.`,
  request: { body: jsonBody(passwordResetRequestBody) },
  responses: { 202: json(okResponse, 'If the account exists, a code was sent'), ...errorAnswers },
});
const resetConfirm = createRoute({
  method: 'post',
  path: '/auth/password-reset/confirm',
  tags,
  summary: 'Set a new password with the emailed code; ends every session',
  description: `Refused beyond the schema: ${codeRefusals}; 429 \`RATE_LIMITED\` ${perAddress(LIMITS.codeVerifyPerIp)}.`,
  request: { body: jsonBody(passwordResetConfirmBody) },
  responses: { 200: json(okResponse, 'Password changed'), ...errorAnswers },
});

/** Auth routes: sign-in, tokens, sign-up with email code and identity ticket, password reset. */
export function authRouter(): ApiApp {
  const r = createRouter();

  // POST /api/auth/login - email + password → tokens; never says whether the email exists
  r.openapi(login, async (c) => {
    const { db, now } = c.var.deps;
    const { email, password } = c.req.valid('json');
    const t = now();
    const ip = clientIp(c.req.raw);
    const { device } = await throttle.before(c, db, { email, ip, now: t });
    const user = await findActiveByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await throttle.failed(db, { email, ip, now: t, device });
      throw new ApiError(401, 'INVALID_CREDENTIALS');
    }
    await throttle.succeeded(c, db, { email, ip, now: t, device });
    const session = await startSession(db, user, t);
    return c.json(deliverSession(c, session, t), 200);
  });

  // POST /api/auth/refresh-tokens - rotation with reuse detection
  r.openapi(refresh, async (c) => {
    const { db, now } = c.var.deps;
    const token = c.req.valid('json').refreshToken ?? readRefreshCookie(c);
    if (!token) throw new ApiError(401, 'REFRESH_INVALID');
    const t = now();
    try {
      return c.json(deliverSession(c, await rotateSession(db, token, t), t), 200);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) clearRefreshCookie(c);
      throw err;
    }
  });

  // POST /api/auth/verify - session restore at start: new tokens + the member
  r.openapi(verify, async (c) => {
    const { db, now } = c.var.deps;
    const token = c.req.valid('json').refreshToken ?? readRefreshCookie(c);
    if (!token) throw new ApiError(401, 'REFRESH_INVALID');
    const t = now();
    try {
      const session = await rotateSession(db, token, t);
      const user = await getProfile(db, session.userId);
      return c.json({ ...deliverSession(c, session, t), user }, 200);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) clearRefreshCookie(c);
      throw err;
    }
  });

  // POST /api/auth/logout - revoke the refresh family
  r.openapi(logout, async (c) => {
    const { db, now } = c.var.deps;
    const token = c.req.valid('json').refreshToken ?? readRefreshCookie(c);
    if (token) await endSession(db, token, now());
    clearRefreshCookie(c);
    return c.json({ ok: true as const }, 200);
  });

  // POST /api/auth/email-codes - send a sign-up code
  r.openapi(emailCodes, async (c) => {
    const { db, now } = c.var.deps;
    const { email } = c.req.valid('json');
    const t = now();
    await hit(db, `email-codes:ip:${clientIp(c.req.raw)}`, LIMITS.emailCodesPerIp, t);
    if (await isEmailTaken(db, email))
      throw new ApiError(409, 'EMAIL_TAKEN', undefined, { email: 'email.taken' });
    return c.json(await issueCode(db, email, 'sign_up', requestLocale(c.req.raw), t), 202);
  });

  // POST /api/auth/email-codes/verify - check a sign-up code
  r.openapi(emailCodesVerify, async (c) => {
    const { db, now } = c.var.deps;
    const { email, code } = c.req.valid('json');
    const t = now();
    await hit(db, `code-verify:ip:${clientIp(c.req.raw)}`, LIMITS.codeVerifyPerIp, t);
    return c.json({ emailToken: await verifySignUpCode(db, email, code, t) }, 200);
  });

  // GET /api/auth/email-availability?email= - duplicate check
  r.openapi(availability, async (c) => {
    const { db, now } = c.var.deps;
    const { email } = c.req.valid('query');
    await hit(db, `availability:ip:${clientIp(c.req.raw)}`, LIMITS.availabilityPerIp, now());
    return c.json({ available: !(await isEmailTaken(db, email)) }, 200);
  });

  // POST /api/auth/sign-up - register (identity ticket + email ticket), then signed in
  r.openapi(signUp, async (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid('json');
    const t = now();
    const created = await registerMember(db, { body, locale: requestLocale(c.req.raw), now: t });
    const session = await startSession(db, created, t);
    return c.json(deliverSession(c, session, t), 201);
  });

  // POST /api/auth/password-reset - email a reset code (same answer for unknown emails)
  r.openapi(resetRequest, async (c) => {
    const { db, now } = c.var.deps;
    const { email } = c.req.valid('json');
    const t = now();
    await hit(db, `password-reset:ip:${clientIp(c.req.raw)}`, LIMITS.passwordResetPerIp, t);
    const user = await findActiveByEmail(db, email);
    if (user) {
      try {
        await issueCode(db, email, 'password_reset', requestLocale(c.req.raw), t);
      } catch (err) {
        // NOTE: the resend throttle is not reported, or it would reveal that the account exists.
        if (!(err instanceof ApiError && err.code === 'CODE_RESEND_TOO_SOON')) throw err;
      }
    }
    return c.json({ ok: true as const }, 202);
  });

  // POST /api/auth/password-reset/confirm - new password with the code; all sessions end
  r.openapi(resetConfirm, async (c) => {
    const { db, now } = c.var.deps;
    const body = c.req.valid('json');
    const t = now();
    await hit(db, `code-verify:ip:${clientIp(c.req.raw)}`, LIMITS.codeVerifyPerIp, t);
    await resetPassword(db, { body, ip: clientIp(c.req.raw), now: t });
    return c.json({ ok: true as const }, 200);
  });

  return r;
}

/** Mounts `/auth/*` (email sign-in, tokens, sign-up, password reset) and `/auth/social/*`. */
export function mountAuth(app: ApiApp) {
  app.route('/', authRouter());
  app.route('/', socialRouter());
}
