import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { EVENT_PERMISSIONS, type Permission, ROLE_PERMISSIONS } from '@/schemas/admin';
import { isUuid } from '@/schemas/field-rules';
import { bearerToken } from '../api/bearer';
import { ApiError } from '../api/errors';
import type { AppEnv } from '../api/router';
import { verifyAccessToken, verifyStaffAccessToken } from '../auth/tokens';
import { staff } from '../db/schema';
import { clientIp } from '../rate-limit';
import { can, eventOf, eventScopeOf, type ResourceKind, type StaffActor } from './permissions';

export type StaffEnv = AppEnv & { Variables: AppEnv['Variables'] & { actor: StaffActor } };

/**
 * What a console route reaches, declared with it (decision 035). A bare permission is about no event
 * (staff, the studio, inquiries, the audit log, creating an event): an account scoped to events is
 * refused it (403). Otherwise the route names the record its request is about (`resource`: which
 * kind, read from the path, the query or the JSON body), resolved to its event and checked by
 * `can(actor, permission, { eventId })`, an event outside the scope answering 404 like a missing
 * one; or says it is a list the service narrows to the actor's events (`scope: 'list'`), or that the
 * service checks each record it touches (`scope: 'records'`: the door's scans).
 */
export type Access =
  | Permission
  | 'enrol'
  | {
      permission: Permission;
      resource: { kind: ResourceKind; from: 'param' | 'query' | 'body'; key: string };
    }
  | { permission: Permission; scope: 'list' | 'records' };

async function requestedId(c: Context<StaffEnv>, from: 'param' | 'query' | 'body', key: string) {
  if (from === 'param') return c.req.param(key);
  if (from === 'query') return c.req.query(key);
  const body: unknown = await c.req.json().catch(() => null);
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Declares a console route and what it reaches (`Access`). No token → 401; a member's token, an
 * enrolment-only token or a role without the permission → 403; a scoped account on a route about no
 * event → 403, on another event's record → 404. The role and the scope are read from the database
 * (not the token), so a role or scope change or a disabled account takes effect at once.
 */
export function requireStaff(access: Access) {
  const permission = typeof access === 'string' ? access : access.permission;
  const resource = typeof access === 'object' && 'resource' in access ? access.resource : null;
  const aboutEvents = typeof access === 'object';
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'UNAUTHORIZED');
    const now = c.var.deps.now();
    const claims = await verifyStaffAccessToken(token, now);
    if (!claims) {
      if (await verifyAccessToken(token, now)) throw new ApiError(403, 'FORBIDDEN');
      throw new ApiError(401, 'UNAUTHORIZED');
    }
    if (!isUuid(claims.sub)) throw new ApiError(401, 'UNAUTHORIZED');
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
    } else if (!ROLE_PERMISSIONS[row.role].includes(permission)) {
      throw new ApiError(403, 'FORBIDDEN');
    }
    const eventIds = await eventScopeOf(c.var.deps.db, row.id);
    const actor: StaffActor = {
      id: row.id,
      email: row.email,
      role: row.role,
      ip: clientIp(c.req.raw),
      eventIds,
    };
    if (permission !== 'enrol' && eventIds !== null) {
      if (!aboutEvents || !EVENT_PERMISSIONS.includes(permission)) throw new ApiError(403, 'FORBIDDEN');
      const id = resource ? await requestedId(c, resource.from, resource.key) : undefined;
      if (resource && id && isUuid(id)) {
        const eventId = await eventOf(c.var.deps.db, resource.kind, id);
        if (eventId && !can(actor, permission, { eventId })) throw new ApiError(404, 'NOT_FOUND');
      }
    }
    c.set('actor', actor);
    await next();
  });
}

export const actorOf = (c: Context<StaffEnv>) => c.var.actor;
