import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { memberExport, okResponse, profilePatchBody, userProfile, withdrawalBody } from '@/schemas/members';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { memberActing, requireMember } from '../auth/middleware';
import { errorAnswers } from '../auth/openapi';
import { clearRefreshCookie } from '../auth/sessions';
import { clientIp, hit } from '../rate-limit';
import { exportForMember } from './export';
import { closeAccount, getProfile, updateProfile } from './service';

const tags = ['users'];
/** Downloads of one's own data per member (each reads every table that names them). */
const EXPORT_RATE = { limit: 10, windowSeconds: 3600 };
const security = [{ bearerAuth: [] }];

const getMy = createRoute({
  method: 'get',
  path: '/users/my',
  tags,
  security,
  summary: "The signed-in member's own data",
  middleware: [requireMember] as const,
  responses: { 200: json(userProfile, 'Member'), ...errorAnswers },
});
const patchMy = createRoute({
  method: 'patch',
  path: '/users/my',
  tags,
  security,
  summary:
    'Edit company fields, phone (identity ticket), password (with the current one), notification channel or marketing consent',
  middleware: [requireMember] as const,
  request: { body: jsonBody(profilePatchBody) },
  responses: { 200: json(userProfile, 'Updated member'), ...errorAnswers },
});
const withdraw = createRoute({
  method: 'post',
  path: '/users/my/withdrawal',
  tags,
  security,
  summary: 'Close the account at once with one of the 6 reasons',
  middleware: [requireMember] as const,
  request: { body: jsonBody(withdrawalBody) },
  responses: { 200: json(okResponse, 'Account closed'), ...errorAnswers },
});

const exportMy = createRoute({
  method: 'get',
  path: '/users/my/export',
  tags,
  security,
  summary: 'Download everything the site holds about the signed-in member (JSON attachment, audited)',
  description:
    'Profile, consents, applications with their slots and check-ins, waiting places, survey answers, ' +
    "exhibition signups and consultations with their answers; labels in the caller's language. " +
    `At most ${EXPORT_RATE.limit} downloads an hour per member.`,
  middleware: [requireMember] as const,
  responses: {
    200: {
      ...json(memberExport, 'The download (Content-Disposition: attachment)'),
      headers: z.object({ 'Content-Disposition': z.string(), 'Cache-Control': z.string() }),
    },
    401: errorAnswers[401],
    429: errorAnswers[429],
  },
});

/** `/users/my`: the member's own data only (the id comes from the token, never from the request). */
export function membersRouter(): ApiApp {
  const r = createRouter();

  // GET /api/users/my - email, name, tel, birth (+ member type and company fields)
  r.openapi(getMy, async (c) => c.json(await getProfile(c.var.deps.db, c.var.memberId as string), 200));

  // PATCH /api/users/my - company fields, phone via identity, password, notification channel, marketing consent
  r.openapi(patchMy, async (c) =>
    c.json(await updateProfile(c.var.deps.db, { patch: c.req.valid('json'), ...memberActing(c) }), 200),
  );

  // GET /api/users/my/export - the member's own data as a JSON download, written to the audit log
  r.openapi(exportMy, async (c) => {
    const { db } = c.var.deps;
    const asked = { ip: clientIp(c.req.raw), ...memberActing(c) };
    await hit(db, `member-export:${asked.member.id}`, EXPORT_RATE, asked.now);
    const { doc, filename } = await exportForMember(db, asked);
    return c.body(JSON.stringify(doc, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  });

  // POST /api/users/my/withdrawal - close the account, keep only the reason
  r.openapi(withdraw, async (c) => {
    await closeAccount(c.var.deps.db, { body: c.req.valid('json'), ...memberActing(c) });
    clearRefreshCookie(c);
    return c.json({ ok: true as const }, 200);
  });

  return r;
}

/** Mounts `/users/my` (profile, edit, withdrawal). */
export function mountMembers(app: ApiApp) {
  app.route('/', membersRouter());
}
