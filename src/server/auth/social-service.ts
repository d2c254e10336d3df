import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SocialProvider } from '@/schemas/members';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { socialAccounts, socialCodes, users } from '../db/schema';
import { randomToken, sha256 } from './crypto';
import { type IssuedSession, startSession } from './sessions';

/** The one-time code in the URL hash after a social sign-in. */
export const SOCIAL_CODE_TTL_SECONDS = 60;
/** An unlinked account's sign-up (identity, email code, form) must finish within this. */
export const SOCIAL_TICKET_TTL_SECONDS = 30 * 60;

export type ProviderProfile = {
  provider: SocialProvider;
  id: string;
  email: string | null;
  name: string | null;
};
const dbProvider = (p: SocialProvider) => (p === 'kakao' ? 'KAKAO' : 'NAVER') as 'KAKAO' | 'NAVER';
const apiProvider = (p: 'KAKAO' | 'NAVER'): SocialProvider => (p === 'KAKAO' ? 'kakao' : 'naver');

/** After the provider callback: a one-time code for sign-in (linked) or for sign-up (not linked). */
export async function createSocialCode(db: Db, profile: ProviderProfile, now: Date): Promise<string> {
  const [linked] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(
        eq(socialAccounts.provider, dbProvider(profile.provider)),
        eq(socialAccounts.providerUserId, profile.id),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  const code = randomToken(32);
  await db.insert(socialCodes).values({
    codeHash: sha256(code),
    kind: linked ? 'sign_in' : 'sign_up',
    provider: dbProvider(profile.provider),
    providerUserId: profile.id,
    userId: linked?.userId ?? null,
    email: linked ? null : profile.email,
    name: linked ? null : profile.name,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

export type ExchangeResult =
  | { status: 'signedIn'; session: IssuedSession }
  | {
      status: 'signUp';
      socialToken: string;
      profile: { provider: SocialProvider; email: string | null; name: string | null };
    };

/** `POST /auth/social/exchange`: uses a one-time code once, within its minute. */
export async function exchangeSocialCode(db: Db, code: string, now: Date): Promise<ExchangeResult> {
  const [row] = await db
    .update(socialCodes)
    .set({ usedAt: now })
    .where(
      and(eq(socialCodes.codeHash, sha256(code)), isNull(socialCodes.usedAt), gt(socialCodes.expiresAt, now)),
    )
    .returning();
  if (!row) throw new ApiError(401, 'SOCIAL_CODE_INVALID');
  if (row.kind === 'sign_in' && row.userId) {
    const [user] = await db
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.status, 'active')));
    if (!user) throw new ApiError(401, 'SOCIAL_CODE_INVALID');
    return { status: 'signedIn', session: await startSession(db, user, now) };
  }
  const ticket = randomToken(32);
  await db
    .update(socialCodes)
    .set({
      ticketHash: sha256(ticket),
      ticketExpiresAt: new Date(now.getTime() + SOCIAL_TICKET_TTL_SECONDS * 1000),
    })
    .where(eq(socialCodes.codeHash, row.codeHash));
  return {
    status: 'signUp',
    socialToken: ticket,
    profile: { provider: apiProvider(row.provider), email: row.email, name: row.name },
  };
}

/** Consumes a social sign-up ticket inside the sign-up transaction. */
export async function consumeSocialTicket(tx: Pick<Db, 'update'>, ticket: string, now: Date) {
  const [row] = await tx
    .update(socialCodes)
    .set({ ticketUsedAt: now, email: null, name: null })
    .where(
      and(
        eq(socialCodes.ticketHash, sha256(ticket)),
        isNull(socialCodes.ticketUsedAt),
        gt(socialCodes.ticketExpiresAt, now),
      ),
    )
    .returning({ provider: socialCodes.provider, providerUserId: socialCodes.providerUserId });
  return row ?? null;
}
