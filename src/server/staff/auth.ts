import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  RECOVERY_CODE_COUNT,
  STAFF_ACCESS_TOKEN_MINUTES,
  STAFF_SESSION_HOURS,
  type StaffProfile,
  type StaffRole,
} from '@/schemas/admin';
import { ApiError } from '../api/errors';
import { randomToken, sha256 } from '../auth/crypto';
import { verifyPassword } from '../auth/password';
import { REUSE_GRACE_SECONDS, wantsCookie } from '../auth/sessions';
import { signStaffAccessToken } from '../auth/tokens';
import type { Db, Tx } from '../db/client';
import { staff, staffRefreshTokens } from '../db/schema';
import { isEmbedded, serverEnv } from '../env';
import { type Actor, audit } from './audit';
import { eventScopeOf } from './permissions';
import {
  enrolmentOf,
  matchStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryHash,
  sealSecret,
} from './totp';

export const STAFF_REFRESH_COOKIE = 'moru_admin_rt';
const COOKIE_PATH = '/api/admin/auth';

type StaffRow = typeof staff.$inferSelect;

/**
 * Whether staff must pass a second factor: always with DATABASE_URL (production), not for the
 * embedded default's demo accounts unless they enrolled (README). ADMIN_TOTP overrides it.
 */
export function totpRequired(override?: boolean): boolean {
  if (override !== undefined) return override;
  const env = serverEnv();
  if (env.ADMIN_TOTP === 'required') return true;
  if (env.ADMIN_TOTP === 'optional') return false;
  return !isEmbedded(env);
}

/** The staff member as the console sees it, with the events the account is limited to (decision 035). */
export async function profileOf(db: Db | Tx, row: StaffRow): Promise<StaffProfile> {
  return profileWith(row, await eventScopeOf(db, row.id));
}

/** `profileOf` with the scope already read (the staff list reads every account's at once). */
export function profileWith(row: StaffRow, eventIds: string[] | null): StaffProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totpEnabled: !!row.totpEnabledAt,
    eventIds,
  };
}

export const actorFromRow = (row: StaffRow, ip: string): Actor & { role: StaffRole } => ({
  id: row.id,
  email: row.email,
  role: row.role,
  ip,
});

export type StaffSession = {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  enrolmentRequired: boolean;
  staff: StaffProfile;
};

async function issue(db: Db, row: StaffRow, now: Date, familyId: string = randomUUID(), expiresAt?: Date) {
  const until = expiresAt ?? new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const refreshToken = randomToken(32);
  await db
    .insert(staffRefreshTokens)
    .values({ familyId, staffId: row.id, tokenHash: sha256(refreshToken), createdAt: now, expiresAt: until });
  // NOTE: an access token never outlives its session's absolute end.
  const ttl = Math.min(STAFF_ACCESS_TOKEN_MINUTES * 60, Math.floor((until.getTime() - now.getTime()) / 1000));
  return {
    accessToken: await signStaffAccessToken(row.id, row.role, 'staff', Math.max(1, ttl), now),
    refreshToken,
    expiresAt: until,
    enrolmentRequired: false,
    staff: await profileOf(db, row),
  } satisfies StaffSession;
}

/** Checks the second factor: a TOTP code (never the same step twice) or an unused recovery code. */
async function checkSecondFactor(db: Db, row: StaffRow, code: string, actor: Actor, now: Date) {
  if (/^\d{6}$/.test(code)) {
    const step = matchStep(openSecret(row.totpSecret as string), code, now);
    if (step === null || (row.totpLastStep && step <= Number(row.totpLastStep))) return false;
    const claimed = await db
      .update(staff)
      .set({ totpLastStep: String(step) })
      .where(
        and(
          eq(staff.id, row.id),
          row.totpLastStep ? eq(staff.totpLastStep, row.totpLastStep) : isNull(staff.totpLastStep),
        ),
      )
      .returning({ id: staff.id });
    return claimed.length === 1;
  }
  const hash = recoveryHash(code);
  if (!row.recoveryCodes.includes(hash)) return false;
  const claimed = await db
    .update(staff)
    .set({ recoveryCodes: row.recoveryCodes.filter((h) => h !== hash) })
    .where(and(eq(staff.id, row.id), eq(staff.recoveryCodes, row.recoveryCodes)))
    .returning({ id: staff.id });
  if (claimed.length !== 1) return false;
  await audit(
    db,
    actor,
    'auth.recovery_code_used',
    { type: 'staff', id: row.id },
    { left: row.recoveryCodes.length - 1 },
    now,
  );
  return true;
}

/**
 * Email + password (+ second factor). An account that has not enrolled TOTP where it is required
 * gets a short enrolment-only token and nothing else.
 */
export async function staffLogin(
  db: Db,
  input: { email: string; password: string; totp?: string },
  ctx: { ip: string; now: Date; requireTotp: boolean },
): Promise<StaffSession> {
  const [row] = await db.select().from(staff).where(eq(staff.email, input.email)).limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  const attempt: Actor = { id: row?.id ?? null, email: input.email, role: row?.role ?? '-', ip: ctx.ip };
  if (!row || !ok || row.status !== 'active') {
    await audit(
      db,
      attempt,
      'auth.login_failed',
      { type: 'staff', id: row?.id },
      { reason: 'password' },
      ctx.now,
    );
    throw new ApiError(401, 'INVALID_CREDENTIALS');
  }
  const actor = actorFromRow(row, ctx.ip);
  if (row.totpEnabledAt && row.totpSecret) {
    if (!input.totp) throw new ApiError(401, 'TOTP_REQUIRED');
    if (!(await checkSecondFactor(db, row, input.totp, actor, ctx.now))) {
      await audit(db, actor, 'auth.login_failed', { type: 'staff', id: row.id }, { reason: 'totp' }, ctx.now);
      throw new ApiError(401, 'TOTP_INVALID');
    }
  } else if (ctx.requireTotp) {
    await audit(db, actor, 'auth.login', { type: 'staff', id: row.id }, { enrolment: true }, ctx.now);
    return {
      accessToken: await signStaffAccessToken(
        row.id,
        row.role,
        'enrol',
        STAFF_ACCESS_TOKEN_MINUTES * 60,
        ctx.now,
      ),
      enrolmentRequired: true,
      staff: await profileOf(db, row),
    };
  }
  await db.update(staff).set({ lastLoginAt: ctx.now }).where(eq(staff.id, row.id));
  await audit(db, actor, 'auth.login', { type: 'staff', id: row.id }, {}, ctx.now);
  return issue(db, row, ctx.now);
}

/** Rotates a staff refresh token: single use, same family and absolute end; a late replay ends the family. */
export async function rotateStaffSession(db: Db, token: string, now: Date): Promise<StaffSession> {
  const [rt] = await db
    .select()
    .from(staffRefreshTokens)
    .where(eq(staffRefreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!rt || rt.revokedAt || rt.expiresAt <= now) throw new ApiError(401, 'REFRESH_INVALID');
  const [row] = await db.select().from(staff).where(eq(staff.id, rt.staffId)).limit(1);
  const revokeFamily = () =>
    db
      .update(staffRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffRefreshTokens.familyId, rt.familyId), isNull(staffRefreshTokens.revokedAt)));
  if (row?.status !== 'active') {
    await revokeFamily();
    throw new ApiError(401, 'REFRESH_INVALID');
  }
  const claimed = await db
    .update(staffRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(staffRefreshTokens.id, rt.id), isNull(staffRefreshTokens.usedAt)))
    .returning({ id: staffRefreshTokens.id });
  const usedAt = claimed.length ? null : rt.usedAt;
  if (!claimed.length && (!usedAt || now.getTime() - usedAt.getTime() > REUSE_GRACE_SECONDS * 1000)) {
    await revokeFamily();
    throw new ApiError(401, 'REFRESH_REUSED');
  }
  return issue(db, row, now, rt.familyId, rt.expiresAt);
}

export async function endStaffSession(db: Db, token: string, now: Date): Promise<string | null> {
  const [rt] = await db
    .select({ familyId: staffRefreshTokens.familyId, staffId: staffRefreshTokens.staffId })
    .from(staffRefreshTokens)
    .where(eq(staffRefreshTokens.tokenHash, sha256(token)));
  if (!rt) return null;
  await db
    .update(staffRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffRefreshTokens.familyId, rt.familyId), isNull(staffRefreshTokens.revokedAt)));
  return rt.staffId;
}

/** Starts TOTP enrolment: a new secret held as pending until a code from it is confirmed. */
export async function startEnrolment(db: Db, staffId: string) {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!row) throw new ApiError(401, 'UNAUTHORIZED');
  if (row.totpEnabledAt) throw new ApiError(409, 'TOTP_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  await db
    .update(staff)
    .set({ totpPending: sealSecret(secret) })
    .where(eq(staff.id, staffId));
  return enrolmentOf(secret, row.email);
}

/** Confirms enrolment with a code from the new secret: TOTP on, recovery codes shown once, full session. */
export async function confirmEnrolment(db: Db, staffId: string, code: string, ip: string, now: Date) {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!row) throw new ApiError(401, 'UNAUTHORIZED');
  if (row.totpEnabledAt) throw new ApiError(409, 'TOTP_ALREADY_ENROLLED');
  if (!row.totpPending) throw new ApiError(409, 'TOTP_NOT_STARTED');
  const secret = openSecret(row.totpPending);
  const step = matchStep(secret, code, now);
  if (step === null) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { code: 'code.mismatch' });
  const { codes, hashes } = newRecoveryCodes(RECOVERY_CODE_COUNT);
  const [updated] = await db
    .update(staff)
    .set({
      totpSecret: row.totpPending,
      totpPending: null,
      totpEnabledAt: now,
      totpLastStep: String(step),
      recoveryCodes: hashes,
      lastLoginAt: now,
    })
    .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)))
    .returning();
  if (!updated) throw new ApiError(409, 'TOTP_ALREADY_ENROLLED');
  await audit(db, actorFromRow(updated, ip), 'auth.totp_enrolled', { type: 'staff', id: staffId }, {}, now);
  return { ...(await issue(db, updated, now)), recoveryCodes: codes };
}

// Transport, as for members: the browser opts into the HttpOnly cookie (path /api/admin/auth).

export function readStaffRefreshCookie(c: Context): string | undefined {
  return wantsCookie(c) ? getCookie(c, STAFF_REFRESH_COOKIE) : undefined;
}

export function deliverStaffSession<T extends StaffSession>(c: Context, s: T, now: Date) {
  const { refreshToken, expiresAt, ...rest } = s;
  if (!refreshToken || !expiresAt) return rest;
  if (!wantsCookie(c)) return { ...rest, refreshToken };
  setCookie(c, STAFF_REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: serverEnv().APP_URL.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
  return rest;
}

export function clearStaffRefreshCookie(c: Context) {
  deleteCookie(c, STAFF_REFRESH_COOKIE, { path: COOKIE_PATH });
}
