import 'server-only';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { BIRTH_PATTERN, NAME_PATTERN, TEL_PATTERN } from '@/schemas/fields';
import { ApiError } from '../api/errors';
import { keyedHash, randomToken, sha256 } from '../auth/crypto';
import type { Db } from '../db/client';
import { identityRequests, users } from '../db/schema';
import { serverEnv } from '../env';
import { demoProvider } from './demo-provider';
import { portoneProvider } from './portone-provider';
import {
  demoIdentityEnabled,
  type IdentityProvider,
  type IdentityRefusal,
  type IdentityResult,
  IdentityResultError,
  identityUnavailable,
} from './provider';

export const IDENTITY_REQUEST_TTL_SECONDS = 10 * 60;
/** A verified identity must be used (sign-up, phone change) within this time. */
export const IDENTITY_TICKET_TTL_SECONDS = 30 * 60;
const REQUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

export type IdentityPurpose = 'sign_up' | 'tel_change';

export const ciHashOf = (ci: string) => keyedHash('ci', ci);

/**
 * The configured provider (IDENTITY_PROVIDER, checked at start by env.ts): PortOne V2 (decision
 * 012), or the demo page where it is enabled; otherwise 503 IDENTITY_UNAVAILABLE.
 */
export function identityProvider(): IdentityProvider {
  const env = serverEnv();
  if (env.IDENTITY_PROVIDER === 'portone') return portoneProvider(env);
  if (demoIdentityEnabled()) return demoProvider;
  throw identityUnavailable();
}

/** Each refused result, whatever the provider, as one API error (the request is burnt first). */
const refusals: Record<IdentityRefusal, () => ApiError> = {
  malformed: () => new ApiError(422, 'IDENTITY_MALFORMED'),
  forged: () => new ApiError(422, 'IDENTITY_FORGED'),
  failed: () => new ApiError(422, 'IDENTITY_FAILED'),
  cancelled: () => new ApiError(422, 'IDENTITY_CANCELLED'),
  expired: () => new ApiError(422, 'IDENTITY_EXPIRED'),
  otherStore: () => new ApiError(422, 'IDENTITY_OTHER_STORE'),
};

/** A request id for a sign-up (`memberId` null) or for the signed-in member's phone change. */
export async function createIdentityRequest(
  db: Db,
  { purpose, memberId: userId, now }: { purpose: IdentityPurpose; memberId: string | null; now: Date },
) {
  const provider = identityProvider();
  const id = randomToken(18);
  await db.insert(identityRequests).values({
    id,
    purpose,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDENTITY_REQUEST_TTL_SECONDS * 1000),
  });
  return { requestId: id, ...provider.start(id), expiresIn: IDENTITY_REQUEST_TTL_SECONDS };
}

const burn = (db: Db, id: string, now: Date) =>
  db
    .update(identityRequests)
    .set({ resultAt: now })
    .where(and(eq(identityRequests.id, id), isNull(identityRequests.resultAt)));

/**
 * Opens a provider result for its request (single use): a forged, replayed, expired, failed,
 * cancelled or malformed result gets its own error code and burns the request. A provider that
 * cannot answer now throws 503 before anything is written, so the same request can be retried.
 * Returns the ticket for the sign-up or phone change.
 */
export async function submitIdentityResult(
  db: Db,
  {
    requestId,
    result,
    memberType,
    memberId,
    now,
  }: {
    requestId: string;
    result: string;
    memberType?: 'normal' | 'company';
    /** The signed-in member, if any (a phone change's result opens only for the member who asked). */
    memberId: string | undefined;
    now: Date;
  },
) {
  const provider = identityProvider();
  if (!REQUEST_ID.test(requestId)) throw new ApiError(422, 'IDENTITY_MALFORMED');
  const [row] = await db.select().from(identityRequests).where(eq(identityRequests.id, requestId)).limit(1);
  if (!row) throw new ApiError(422, 'IDENTITY_UNKNOWN_REQUEST');
  if (row.purpose === 'tel_change' && (!memberId || row.userId !== memberId))
    throw new ApiError(403, 'FORBIDDEN');
  if (row.resultAt) throw new ApiError(409, 'IDENTITY_REPLAYED');
  if (row.expiresAt <= now) throw new ApiError(422, 'IDENTITY_EXPIRED');
  let person: IdentityResult;
  try {
    person = await provider.verify(result, requestId, now);
  } catch (err) {
    if (!(err instanceof IdentityResultError)) throw err;
    await burn(db, requestId, now);
    throw refusals[err.kind]();
  }
  if (!person.success) {
    await burn(db, requestId, now);
    throw new ApiError(422, 'IDENTITY_FAILED');
  }
  if (
    !NAME_PATTERN.test(person.name) ||
    !TEL_PATTERN.test(person.tel) ||
    !BIRTH_PATTERN.test(person.birth) ||
    !person.ci
  ) {
    await burn(db, requestId, now);
    throw new ApiError(422, 'IDENTITY_MALFORMED');
  }
  const ciHash = ciHashOf(person.ci);
  if (row.purpose === 'sign_up') {
    const [taken] = await db
      .select({ id: users.id, memberType: users.memberType })
      .from(users)
      .where(and(eq(users.ciHash, ciHash), eq(users.status, 'active')))
      .limit(1);
    if (taken) {
      await burn(db, requestId, now);
      throw new ApiError(
        409,
        memberType && memberType !== taken.memberType ? 'MEMBER_TYPE_CONVERSION' : 'ALREADY_REGISTERED',
      );
    }
  } else {
    const [me] = await db
      .select({ ciHash: users.ciHash })
      .from(users)
      .where(eq(users.id, row.userId as string));
    if (!me || me.ciHash !== ciHash) {
      await burn(db, requestId, now);
      throw new ApiError(403, 'IDENTITY_MISMATCH');
    }
  }
  const ticket = randomToken(32);
  const stored = await db
    .update(identityRequests)
    .set({
      resultAt: now,
      name: person.name,
      tel: person.tel,
      birth: person.birth,
      ciHash,
      ticketHash: sha256(ticket),
      expiresAt: new Date(now.getTime() + IDENTITY_TICKET_TTL_SECONDS * 1000),
    })
    .where(and(eq(identityRequests.id, requestId), isNull(identityRequests.resultAt)))
    .returning({ id: identityRequests.id });
  if (stored.length === 0) throw new ApiError(409, 'IDENTITY_REPLAYED');
  return { identityToken: ticket, name: person.name, tel: person.tel, birth: person.birth };
}

/**
 * Uses a verified identity once (inside the caller's transaction) and clears the copy held on the
 * request. Null when the ticket is unknown, used, expired or belongs to someone else.
 */
export async function consumeIdentity(
  tx: Pick<Db, 'update'>,
  ticket: string,
  purpose: IdentityPurpose,
  userId: string | null,
  now: Date,
) {
  const conds = [
    eq(identityRequests.ticketHash, sha256(ticket)),
    eq(identityRequests.purpose, purpose),
    isNotNull(identityRequests.resultAt),
    isNull(identityRequests.usedAt),
    gt(identityRequests.expiresAt, now),
  ];
  if (userId) conds.push(eq(identityRequests.userId, userId));
  const [row] = await tx
    .update(identityRequests)
    .set({ usedAt: now })
    .where(and(...conds))
    .returning();
  if (!row?.name || !row.tel || !row.birth || !row.ciHash) return null;
  await tx
    .update(identityRequests)
    .set({ name: null, tel: null, birth: null })
    .where(eq(identityRequests.id, row.id));
  return { name: row.name, tel: row.tel, birth: row.birth, ciHash: row.ciHash };
}
