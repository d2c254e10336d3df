import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type {
  Occupation,
  profilePatchBody,
  UserProfile,
  WithdrawalReason,
  withdrawalBody,
} from '@/schemas/members';
import { ApiError } from '../api/errors';
import type { MemberActing } from '../auth/middleware';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeAllSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { emailCodes, identityRequests, socialAccounts, socialCodes, users, withdrawals } from '../db/schema';
import { releaseMemberApplications } from '../events/waitlist';
import { consumeIdentity } from '../identity/service';
import { enqueueMail } from '../mail';
import { renderMail } from '../mail/templates';
import { mailWording } from '../mail/wording';
import { closeConsents, listConsents, setMarketingConsent } from './consents';

type UserRow = typeof users.$inferSelect;

export async function findActiveByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  return row;
}

export async function findActiveById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  return row;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return Boolean(await findActiveByEmail(db, email));
}

/** `GET /users/my`: the member's own data (spec §7 fields + member type and company fields). */
export async function getProfile(db: Db, id: string): Promise<UserProfile> {
  const user = await findActiveById(db, id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED');
  const social = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, id));
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name ?? '',
    tel: user.tel ?? '',
    birth: user.birth ?? '',
    memberType: user.memberType,
    company: user.company,
    rank: user.rank,
    occupation: (user.occupation as Occupation | null) ?? null,
    marketing: user.marketingConsent,
    notifyChannel: user.notifyChannel,
    consents: await listConsents(db, id),
    social: social.map((s) => (s.provider === 'KAKAO' ? 'kakao' : 'naver')),
    hasPassword: Boolean(user.passwordHash),
  };
}

/**
 * Closes an account at once (SPEC §3 withdrawal): personal data nulled, linked social accounts and
 * sessions removed, pending one-time data deleted; the reason is kept with no link to the person.
 */
export async function withdrawMember(
  db: Db,
  id: string,
  reason: WithdrawalReason,
  detail: string | undefined,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        updatedAt: now,
        email: null,
        passwordHash: null,
        name: null,
        tel: null,
        birth: null,
        company: null,
        rank: null,
        occupation: null,
        ciHash: null,
        marketingConsent: false,
      })
      .where(and(eq(users.id, id), eq(users.status, 'active')))
      .returning({ memberType: users.memberType });
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    // Seats of a closed account go to those waiting for them (decision 009).
    await releaseMemberApplications(tx, id, now);
    await revokeAllSessions(tx, id, now);
    // The records stay (when what was agreed to, and until when); none is open after the account.
    await closeConsents(tx, id, now);
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, id));
    await tx.delete(socialCodes).where(eq(socialCodes.userId, id));
    await tx.delete(identityRequests).where(eq(identityRequests.userId, id));
    await tx.insert(withdrawals).values({
      reason,
      detail: reason === 'other' ? (detail ?? null) : null,
      memberType: user.memberType,
      createdAt: now,
    });
  });
}

/**
 * `PATCH /users/my`: company fields (a company member only), the notification channel, a new
 * password (with the current one; every other session ends), a phone number from a fresh identity
 * check, and the marketing consent (recorded with its time, decision 020), in one transaction.
 * Answers the profile as it now is.
 */
export async function updateProfile(
  db: Db,
  { member: { id }, patch: body, now }: MemberActing<{ patch: z.output<typeof profilePatchBody> }>,
): Promise<UserProfile> {
  const user = await findActiveById(db, id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED');
  const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
  const wantsCompany = body.company !== undefined || body.rank !== undefined || body.occupation !== undefined;
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
      const person = await consumeIdentity(tx, body.identityToken, 'tel_change', id, now);
      if (!person) throw new ApiError(422, 'IDENTITY_REQUIRED', undefined, { identity: 'identity.required' });
      set.tel = person.tel;
      set.name = person.name;
      set.birth = person.birth;
    }
    await tx.update(users).set(set).where(eq(users.id, id));
    if (body.marketing !== undefined && body.marketing !== user.marketingConsent)
      await setMarketingConsent(tx, id, body.marketing, now);
    // NOTE: a new password ends every other session; this client keeps its access token until expiry.
    if (passwordChanged) await revokeAllSessions(tx, id, now);
  });
  return getProfile(db, id);
}

/**
 * `POST /users/my/withdrawal`: closes the account (withdrawMember), forgets the address's pending
 * codes and mails the goodbye in the caller's language.
 */
export async function closeAccount(
  db: Db,
  {
    member: { id },
    body,
    locale,
    now,
  }: MemberActing<{ body: z.output<typeof withdrawalBody>; locale: Locale }>,
): Promise<void> {
  const user = await findActiveById(db, id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED');
  await withdrawMember(db, id, body.reason, body.detail, now);
  if (user.email) {
    await forgetEmailCodes(db, user.email);
    await enqueueMail(db, renderMail(await mailWording(db), locale, 'withdrawn', user.email), now);
  }
}

/** Deletes email codes of an address (after withdrawal or a finished sign-up). */
export async function forgetEmailCodes(db: Pick<Db, 'delete'>, email: string) {
  await db.delete(emailCodes).where(eq(emailCodes.email, email));
}
