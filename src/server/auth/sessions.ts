import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ApiError } from '../api/errors';
import type { AppEnv } from '../api/router';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { serverEnv } from '../env';
import { randomToken, sha256 } from './crypto';
import { signAccessToken } from './tokens';

/** A replay this soon after its rotation is a second tab, not an attacker: tolerated. */
export const REUSE_GRACE_SECONDS = 10;
export const REFRESH_COOKIE = 'moru_rt';
const COOKIE_PATH = '/api/auth';

export type IssuedSession = { accessToken: string; refreshToken: string; expiresAt: Date; userId: string };

async function insertRefresh(
  db: Db,
  userId: string,
  familyId: string,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const token = randomToken(32);
  await db
    .insert(refreshTokens)
    .values({ familyId, userId, tokenHash: sha256(token), createdAt: now, expiresAt });
  return token;
}

/** Starts a new refresh family for a member (sign-in, sign-up, social exchange). */
export async function startSession(
  db: Db,
  user: { id: string; roles: string[] },
  now: Date,
): Promise<IssuedSession> {
  const expiresAt = new Date(now.getTime() + serverEnv().REFRESH_TOKEN_DAYS * 86_400_000);
  const refreshToken = await insertRefresh(db, user.id, randomUUID(), expiresAt, now);
  return {
    accessToken: await signAccessToken(user.id, user.roles, now),
    refreshToken,
    expiresAt,
    userId: user.id,
  };
}

async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a member (password change, reset, withdrawal). */
export async function revokeAllSessions(db: Pick<Db, 'update'>, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Rotates a refresh token: single use, same family and absolute expiry. A token used again after
 * the grace period revokes its whole family (REFRESH_REUSED); within it, a sibling is issued.
 */
export async function rotateSession(db: Db, token: string, now: Date): Promise<IssuedSession> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt <= now) throw new ApiError(401, 'REFRESH_INVALID');
  const [user] = await db
    .select({ id: users.id, roles: users.roles, status: users.status })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  if (user?.status !== 'active') {
    await revokeFamily(db, row.familyId, now);
    throw new ApiError(401, 'REFRESH_INVALID');
  }
  let usedAt = row.usedAt;
  if (!usedAt) {
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      const [again] = await db
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row.id));
      usedAt = again?.usedAt ?? now;
    }
  }
  if (usedAt && now.getTime() - usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
    await revokeFamily(db, row.familyId, now);
    throw new ApiError(401, 'REFRESH_REUSED');
  }
  const refreshToken = await insertRefresh(db, user.id, row.familyId, row.expiresAt, now);
  return {
    accessToken: await signAccessToken(user.id, user.roles, now),
    refreshToken,
    expiresAt: row.expiresAt,
    userId: user.id,
  };
}

/** Ends the family a refresh token belongs to (logout). Unknown tokens are ignored. */
export async function endSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(db, row.familyId, now);
}

// Transport: browsers opt into the HttpOnly cookie with a custom header (which also makes a
// cross-site request need a CORS preflight we never grant); other clients use the JSON body.

export function wantsCookie(c: Pick<Context, 'req'>): boolean {
  return c.req.header('x-refresh-transport') === 'cookie';
}

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return wantsCookie(c) ? getCookie(c, REFRESH_COOKIE) : undefined;
}

/** The token pair as the caller wants it: cookie for the browser, body for everyone else. */
export function deliverSession(
  c: Context<AppEnv>,
  s: IssuedSession,
  now: Date,
): { accessToken: string; refreshToken?: string } {
  if (!wantsCookie(c)) return { accessToken: s.accessToken, refreshToken: s.refreshToken };
  setCookie(c, REFRESH_COOKIE, s.refreshToken, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: serverEnv().APP_URL.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: Math.max(1, Math.floor((s.expiresAt.getTime() - now.getTime()) / 1000)),
  });
  return { accessToken: s.accessToken };
}

export function clearRefreshCookie(c: Context<AppEnv>) {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
}
