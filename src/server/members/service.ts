import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Occupation, UserProfile, WithdrawalReason } from '@/schemas/members';
import { ApiError } from '../api/errors';
import { revokeAllSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { emailCodes, identityRequests, socialAccounts, socialCodes, users, withdrawals } from '../db/schema';
import { releaseMemberApplications } from '../events/waitlist';
import { closeConsents, listConsents } from './consents';

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

/** Deletes email codes of an address (after withdrawal or a finished sign-up). */
export async function forgetEmailCodes(db: Pick<Db, 'delete'>, email: string) {
  await db.delete(emailCodes).where(eq(emailCodes.email, email));
}
