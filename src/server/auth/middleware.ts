import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../api/errors';
import type { AppEnv } from '../api/router';
import { users } from '../db/schema';
import { verifyAccessToken } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearer(header: string | undefined): string | null {
  const m = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]+)$/);
  return m ? m[1] : null;
}

/**
 * Declares a route as member-only: a valid bearer access token of an active member, else 401
 * UNAUTHORIZED (a withdrawn member's unexpired token stops working at once).
 * Sets `memberId`, `member` (id and member type, as event visibility needs them) and `roles`. Ownership of each resource is checked by the query taking `memberId`.
 */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(token, c.var.deps.now()) : null;
  if (!claims || !UUID.test(claims.sub)) throw new ApiError(401, 'UNAUTHORIZED');
  const [active] = await c.var.deps.db
    .select({ id: users.id, memberType: users.memberType })
    .from(users)
    .where(and(eq(users.id, claims.sub), eq(users.status, 'active')))
    .limit(1);
  if (!active) throw new ApiError(401, 'UNAUTHORIZED');
  c.set('memberId', claims.sub);
  c.set('member', active);
  c.set('roles', claims.roles);
  await next();
});

/** Reads the member when a valid token is present, without requiring one (public lists). */
export const optionalMember = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(token, c.var.deps.now()) : null;
  if (claims) {
    c.set('memberId', claims.sub);
    c.set('roles', claims.roles);
  }
  await next();
});
