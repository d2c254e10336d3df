import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
} from '@/schemas/members';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { emailCodes } from '../db/schema';
import { enqueueMail } from '../mail';
import { renderMail } from '../mail/templates';
import { mailWording } from '../mail/wording';
import { keyedHash, randomToken, safeEqual, sha256, sixDigitCode } from './crypto';

export type CodePurpose = 'sign_up' | 'password_reset';
/** A verified sign-up email stays usable for sign-up this long. */
export const EMAIL_TICKET_TTL_SECONDS = 30 * 60;

const codeHash = (id: string, code: string) => keyedHash('email-code', `${id}:${code}`);

/**
 * Issues a new 6-digit code for `email` and queues its mail. A new code replaces the older ones;
 * asking again within 60 s is refused (429 CODE_RESEND_TOO_SOON, Retry-After).
 */
export async function issueCode(db: Db, email: string, purpose: CodePurpose, locale: 'ko' | 'en', now: Date) {
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = Math.ceil(EMAIL_CODE_RESEND_SECONDS - (now.getTime() - last.createdAt.getTime()) / 1000);
    if (wait > 0)
      throw new ApiError(429, 'CODE_RESEND_TOO_SOON', undefined, undefined, { 'Retry-After': String(wait) });
  }
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    // Older unused codes stop working.
    await tx
      .update(emailCodes)
      .set({ attempts: EMAIL_CODE_MAX_ATTEMPTS })
      .where(
        and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.verifiedAt)),
      );
    const [row] = await tx
      .insert(emailCodes)
      .values({
        email,
        purpose,
        codeHash: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: emailCodes.id });
    await tx
      .update(emailCodes)
      .set({ codeHash: codeHash(row.id, code) })
      .where(eq(emailCodes.id, row.id));
    await enqueueMail(
      tx,
      renderMail(
        await mailWording(tx),
        locale,
        purpose === 'sign_up' ? 'signUpCode' : 'passwordResetCode',
        email,
        { code },
      ),
      now,
    );
  });
  return { expiresIn: EMAIL_CODE_TTL_SECONDS, resendIn: EMAIL_CODE_RESEND_SECONDS };
}

/**
 * Checks a code against the newest one for `email`: each wrong try counts, 5 end the code.
 * Errors carry the field message for `code` (mismatch, expired, exhausted).
 */
export async function checkCode(db: Db, email: string, purpose: CodePurpose, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.verifiedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row) throw new ApiError(422, 'CODE_INVALID', undefined, { code: 'code.mismatch' });
  if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
    throw new ApiError(422, 'CODE_EXHAUSTED', undefined, { code: 'code.exhausted' });
  if (row.expiresAt <= now) throw new ApiError(422, 'CODE_EXPIRED', undefined, { code: 'code.expired' });
  // Count the try first (atomically), so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), sql`${emailCodes.attempts} < ${EMAIL_CODE_MAX_ATTEMPTS}`))
    .returning({ attempts: emailCodes.attempts });
  if (!counted) throw new ApiError(422, 'CODE_EXHAUSTED', undefined, { code: 'code.exhausted' });
  if (!safeEqual(row.codeHash, codeHash(row.id, code))) {
    if (counted.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
      throw new ApiError(422, 'CODE_EXHAUSTED', undefined, { code: 'code.exhausted' });
    throw new ApiError(422, 'CODE_INVALID', undefined, { code: 'code.mismatch' });
  }
  return row;
}

/** Verifies a sign-up code and returns the ticket that `POST /auth/sign-up` consumes. */
export async function verifySignUpCode(db: Db, email: string, code: string, now: Date): Promise<string> {
  const row = await checkCode(db, email, 'sign_up', code, now);
  const ticket = randomToken(32);
  await db
    .update(emailCodes)
    .set({ verifiedAt: now, ticketHash: sha256(ticket) })
    .where(eq(emailCodes.id, row.id));
  return ticket;
}

/** Consumes a sign-up email ticket inside the sign-up transaction; false when not valid. */
export async function consumeEmailTicket(
  tx: Pick<Db, 'update'>,
  email: string,
  ticket: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailCodes.ticketHash, sha256(ticket)),
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, 'sign_up'),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.verifiedAt, new Date(now.getTime() - EMAIL_TICKET_TTL_SECONDS * 1000)),
      ),
    )
    .returning({ id: emailCodes.id });
  return used.length === 1;
}

/** Marks a password-reset code used. */
export async function consumeCode(db: Pick<Db, 'update'>, id: string, now: Date) {
  await db.update(emailCodes).set({ verifiedAt: now, consumedAt: now }).where(eq(emailCodes.id, id));
}
