import 'server-only';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { BIRTH_PATTERN, NAME_PATTERN, TEL_PATTERN } from '@/schemas/fields';
import { ApiError } from '../api/errors';
import { keyedHash, randomToken, sha256 } from '../auth/crypto';
import type { Db } from '../db/client';
import { identityRequests, users } from '../db/schema';
import { type IdentityResult, IdentityResultError, identityProvider } from './provider';

export const IDENTITY_REQUEST_TTL_SECONDS = 10 * 60;
/** A verified identity must be used (sign-up, phone change) within this time. */
export const IDENTITY_TICKET_TTL_SECONDS = 30 * 60;
const REQUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

export type IdentityPurpose = 'sign_up' | 'tel_change';

export const ciHashOf = (ci: string) => keyedHash('ci', ci);

export async function createIdentityRequest(
  db: Db,
  purpose: IdentityPurpose,
  userId: string | null,
  now: Date,
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
  return { requestId: id, url: provider.startUrl(id), expiresIn: IDENTITY_REQUEST_TTL_SECONDS };
}

const burn = (db: Db, id: string, now: Date) =>
  db
    .update(identityRequests)
    .set({ resultAt: now })
    .where(and(eq(identityRequests.id, id), isNull(identityRequests.resultAt)));

/**
 * Opens a provider result for its request (single use): a forged, replayed, expired or malformed
 * result gets its own error code. Returns the ticket for the sign-up or phone change.
 */
export async function submitIdentityResult(
  db: Db,
  requestId: string,
  result: string,
  memberId: string | undefined,
  now: Date,
  memberType?: 'normal' | 'company',
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
    person = provider.decode(result, requestId);
  } catch (err) {
    if (!(err instanceof IdentityResultError)) throw err;
    await burn(db, requestId, now);
    throw new ApiError(422, err.kind === 'forged' ? 'IDENTITY_FORGED' : 'IDENTITY_MALFORMED');
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
