import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { can, type Permission, type StaffRole } from '@/schemas/admin';
import { ApiError } from '../api/errors';
import type { AppEnv } from '../api/router';
import { verifyAccessToken, verifyStaffAccessToken } from '../auth/tokens';
import { staff } from '../db/schema';
import { clientIp } from '../rate-limit';
import type { Actor } from './audit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StaffEnv = AppEnv & { Variables: AppEnv['Variables'] & { actor: Actor & { role: StaffRole } } };

function bearer(header: string | undefined): string | null {
  const m = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]+)$/);
  return m ? m[1] : null;
}

/**
 * Declares a console route and the permission it needs. No token → 401; a member's token, an
 * enrolment-only token or a role without the permission → 403. The role is read from the staff row
 * (not the token), so a role change or a disabled account takes effect at once.
 */
export function requireStaff(permission: Permission | 'enrol') {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'UNAUTHORIZED');
    const now = c.var.deps.now();
    const claims = await verifyStaffAccessToken(token, now);
    if (!claims) {
      if (await verifyAccessToken(token, now)) throw new ApiError(403, 'FORBIDDEN');
      throw new ApiError(401, 'UNAUTHORIZED');
    }
    if (!UUID.test(claims.sub)) throw new ApiError(401, 'UNAUTHORIZED');
    const [row] = await c.var.deps.db
      .select({ id: staff.id, email: staff.email, role: staff.role })
      .from(staff)
      .where(and(eq(staff.id, claims.sub), eq(staff.status, 'active')))
      .limit(1);
    if (!row) throw new ApiError(401, 'UNAUTHORIZED');
    if (permission === 'enrol') {
      if (claims.scope !== 'enrol' && claims.scope !== 'staff') throw new ApiError(403, 'FORBIDDEN');
    } else if (claims.scope !== 'staff') {
      throw new ApiError(403, 'TOTP_ENROLMENT_REQUIRED');
    } else if (!can(row.role, permission)) {
      throw new ApiError(403, 'FORBIDDEN');
    }
    c.set('actor', { id: row.id, email: row.email, role: row.role, ip: clientIp(c.req.raw) });
    await next();
  });
}

export const actorOf = (c: Context<StaffEnv>) => c.var.actor;
