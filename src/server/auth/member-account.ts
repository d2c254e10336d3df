import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { passwordResetConfirmBody, signUpBody } from '@/schemas/members';
import { ApiError } from '../api/errors';
import { policyVersionsInForce } from '../content/policies';
import type { Db } from '../db/client';
import { socialAccounts, users } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { consumeIdentity } from '../identity/service';
import { enqueueMail } from '../mail';
import { renderMail } from '../mail/templates';
import { mailWording } from '../mail/wording';
import { recordSignUpConsents } from '../members/consents';
import { findActiveByEmail, forgetEmailCodes, isEmailTaken } from '../members/service';
import { checkCode, consumeCode, consumeEmailTicket } from './email-codes';
import { memberLoginThrottle as throttle } from './login-throttle';
import { hashPassword } from './password';
import { revokeAllSessions } from './sessions';
import { consumeSocialTicket } from './social-service';

/**
 * `POST /auth/sign-up`: one transaction takes the identity check, the verified e-mail and, when
 * given, the social sign-in it came from; records the policy versions in force and the consents;
 * queues the welcome mail. A person already registered (same identity), a taken address or a
 * social account already linked is refused (409). Answers who to sign in.
 */
export async function registerMember(
  db: Db,
  { body, locale, now: t }: { body: z.output<typeof signUpBody>; locale: Locale; now: Date },
): Promise<{ id: string; roles: string[]; name: string }> {
  if (await isEmailTaken(db, body.email))
    throw new ApiError(409, 'EMAIL_TAKEN', undefined, { email: 'email.taken' });
  const passwordHash = await hashPassword(body.password);
  const company = body.memberType === 'company';
  let created: { id: string; roles: string[]; name: string };
  try {
    created = await db.transaction(async (tx) => {
      const person = await consumeIdentity(tx, body.identityToken, 'sign_up', null, t);
      if (!person) throw new ApiError(422, 'IDENTITY_REQUIRED', undefined, { identity: 'identity.required' });
      const [existing] = await tx
        .select({ memberType: users.memberType })
        .from(users)
        .where(and(eq(users.ciHash, person.ciHash), eq(users.status, 'active')))
        .limit(1);
      if (existing)
        throw new ApiError(
          409,
          existing.memberType !== body.memberType ? 'MEMBER_TYPE_CONVERSION' : 'ALREADY_REGISTERED',
        );
      if (!(await consumeEmailTicket(tx, body.email, body.emailToken, t))) {
        throw new ApiError(422, 'EMAIL_NOT_VERIFIED', undefined, { code: 'code.notVerified' });
      }
      // The member agrees to the versions in force now; their numbers are kept with the account.
      const agreed = await policyVersionsInForce(tx, t);
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          name: person.name,
          tel: person.tel,
          birth: person.birth,
          ciHash: person.ciHash,
          memberType: body.memberType,
          company: company ? body.company : null,
          rank: company ? body.rank : null,
          occupation: company ? body.occupation || null : null,
          marketingConsent: body.marketing,
          termsVersion: agreed.terms,
          privacyVersion: agreed.privacy,
          createdAt: t,
          updatedAt: t,
        })
        .returning({ id: users.id, roles: users.roles });
      await recordSignUpConsents(tx, user.id, { ...agreed, marketing: body.marketing }, t);
      if (body.socialToken) {
        const social = await consumeSocialTicket(tx, body.socialToken, t);
        if (!social) throw new ApiError(422, 'SOCIAL_TICKET_INVALID');
        await tx
          .insert(socialAccounts)
          .values({ userId: user.id, provider: social.provider, providerUserId: social.providerUserId });
      }
      await enqueueMail(
        tx,
        renderMail(await mailWording(tx), locale, 'welcome', body.email, {
          name: person.name,
        }),
        t,
      );
      return { ...user, name: person.name };
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint?.includes('email'))
      throw new ApiError(409, 'EMAIL_TAKEN', undefined, { email: 'email.taken' });
    if (constraint?.includes('social')) throw new ApiError(409, 'SOCIAL_ALREADY_LINKED');
    if (constraint) throw new ApiError(409, 'ALREADY_REGISTERED');
    throw err;
  }
  await forgetEmailCodes(db, body.email);
  return created;
}

/**
 * `POST /auth/password-reset/confirm`: with a valid code, the new password replaces the old and
 * every session ends, in one transaction; the sign-in throttle forgets this address's failures.
 */
export async function resetPassword(
  db: Db,
  { body, ip, now: t }: { body: z.output<typeof passwordResetConfirmBody>; ip: string; now: Date },
): Promise<void> {
  const row = await checkCode(db, body.email, 'password_reset', body.code, t);
  const user = await findActiveByEmail(db, body.email);
  if (!user) throw new ApiError(422, 'CODE_INVALID', undefined, { code: 'code.mismatch' });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await consumeCode(tx, row.id, t);
    await tx.update(users).set({ passwordHash, updatedAt: t }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, t);
  });
  await throttle.passwordChanged(db, body.email, ip);
}
