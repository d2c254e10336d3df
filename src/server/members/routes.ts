import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { memberExport, okResponse, profilePatchBody, userProfile, withdrawalBody } from '@/schemas/members';
import { ApiError } from '../api/errors';
import { requestLocale } from '../api/i18n';
import { json, jsonBody } from '../api/openapi';
import { type ApiApp, createRouter } from '../api/router';
import { requireMember } from '../auth/middleware';
import { errorAnswers } from '../auth/openapi';
import { hashPassword, verifyPassword } from '../auth/password';
import { clearRefreshCookie, revokeAllSessions } from '../auth/sessions';
import { users } from '../db/schema';
import { consumeIdentity } from '../identity/service';
import { enqueueMail } from '../mail';
import { renderMail } from '../mail/templates';
import { mailWording } from '../mail/wording';
import { clientIp, hit } from '../rate-limit';
import { audit } from '../staff/audit';
import { setMarketingConsent } from './consents';
import { memberExport as buildExport, exportFilename } from './export';
import { findActiveById, forgetEmailCodes, getProfile, withdrawMember } from './service';

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
  r.openapi(patchMy, async (c) => {
    const { db, now } = c.var.deps;
    const id = c.var.memberId as string;
    const body = c.req.valid('json');
    const t = now();
    const user = await findActiveById(db, id);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    const set: Partial<typeof users.$inferInsert> = { updatedAt: t };
    const wantsCompany =
      body.company !== undefined || body.rank !== undefined || body.occupation !== undefined;
    if (wantsCompany) {
      if (user.memberType !== 'company') throw new ApiError(409, 'MEMBER_TYPE_CONVERSION');
      if (body.company !== undefined) {
        if (!body.company)
          throw new ApiError(422, 'VALIDATION_FAILED', undefined, { company: 'company.required' });
        set.company = body.company;
      }
      if (body.rank !== undefined) {
        if (!body.rank) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { rank: 'rank.required' });
        set.rank = body.rank;
      }
      if (body.occupation !== undefined) {
        if (!body.occupation)
          throw new ApiError(422, 'VALIDATION_FAILED', undefined, { occupation: 'occupation.required' });
        set.occupation = body.occupation;
      }
    }
    if (body.notifyChannel !== undefined) set.notifyChannel = body.notifyChannel;
    let passwordChanged = false;
    if (body.password !== undefined) {
      if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
        throw new ApiError(422, 'PASSWORD_MISMATCH', undefined, {
          currentPassword: 'currentPassword.mismatch',
        });
      }
      set.passwordHash = await hashPassword(body.password);
      passwordChanged = true;
    }
    await db.transaction(async (tx) => {
      if (body.identityToken) {
        const person = await consumeIdentity(tx, body.identityToken, 'tel_change', id, t);
        if (!person)
          throw new ApiError(422, 'IDENTITY_REQUIRED', undefined, { identity: 'identity.required' });
        set.tel = person.tel;
        set.name = person.name;
        set.birth = person.birth;
      }
      await tx.update(users).set(set).where(eq(users.id, id));
      // Marketing is its own optional consent, recorded with its time (decision 020).
      if (body.marketing !== undefined && body.marketing !== user.marketingConsent)
        await setMarketingConsent(tx, id, body.marketing, t);
      // NOTE: a new password ends every other session; this client keeps its access token until expiry.
      if (passwordChanged) await revokeAllSessions(tx, id, t);
    });
    return c.json(await getProfile(db, id), 200);
  });

  // GET /api/users/my/export - the member's own data as a JSON download, written to the audit log
  r.openapi(exportMy, async (c) => {
    const { db, now } = c.var.deps;
    const id = c.var.memberId as string;
    const t = now();
    await hit(db, `member-export:${id}`, EXPORT_RATE, t);
    const { doc, email } = await buildExport(db, id, requestLocale(c.req.raw), t);
    await audit(
      db,
      { id: null, email, role: 'member', ip: clientIp(c.req.raw) },
      'member.export',
      { type: 'user', id },
      { sections: Object.fromEntries(doc.sections.map((s) => [s.key, s.records.length])) },
      t,
    );
    const name = exportFilename(t);
    return c.body(JSON.stringify(doc, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    });
  });

  // POST /api/users/my/withdrawal - close the account, keep only the reason
  r.openapi(withdraw, async (c) => {
    const { db, now } = c.var.deps;
    const id = c.var.memberId as string;
    const { reason, detail } = c.req.valid('json');
    const t = now();
    const user = await findActiveById(db, id);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    await withdrawMember(db, id, reason, detail, t);
    if (user.email) {
      await forgetEmailCodes(db, user.email);
      await enqueueMail(
        db,
        renderMail(await mailWording(db), requestLocale(c.req.raw), 'withdrawn', user.email),
        t,
      );
    }
    clearRefreshCookie(c);
    return c.json({ ok: true as const }, 200);
  });

  return r;
}

/** Mounts `/users/my` (profile, edit, withdrawal). */
export function mountMembers(app: ApiApp) {
  app.route('/', membersRouter());
}
