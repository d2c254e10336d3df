import 'server-only';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Permission } from '@/schemas/admin';
import { errorSchema, json } from '../api/openapi';
import { createRouter } from '../api/router';
import { type Access, requireStaff, type StaffEnv } from './middleware';

/**
 * What every console route file shares: its router, OpenAPI tag, security scheme and error answers
 * (request bodies and answers: `api/openapi.ts`, the one set of OpenAPI helpers).
 */
export const consoleRouter = () => createRouter<StaffEnv>();
export const adminTags = ['admin'];
export const staffSecurity = [{ staffAuth: [] }];

/** Who acts and when: the rest of a console service's one params object (`{ id, patch, ...acting(c) }`). */
export const acting = (c: Context<StaffEnv>) => ({ actor: c.var.actor, now: c.var.deps.now() });

export const adminErrors = {
  401: json(errorSchema, 'Not signed in as staff'),
  403: json(errorSchema, "A member's token, or a role without this permission"),
  404: json(errorSchema, 'Not found'),
  409: json(errorSchema, 'Refused: it would lose or strand a record'),
  422: json(errorSchema, 'Validation failed: `error.fields` has a message per field'),
  429: json(errorSchema, 'Rate limited'),
};

/** A console route about one event's record, named by `key` (`id`) in its path, query or JSON body. */
export const onEvent = (permission: Permission, key = 'id', from: 'param' | 'query' | 'body' = 'param') =>
  ({ permission, resource: { kind: 'event', from, key } }) as const satisfies Access;
export const onSession = (permission: Permission, key = 'id', from: 'param' | 'query' | 'body' = 'param') =>
  ({ permission, resource: { kind: 'session', from, key } }) as const satisfies Access;
export const onApplication = (permission: Permission, key = 'id') =>
  ({ permission, resource: { kind: 'application', from: 'param', key } }) as const satisfies Access;
/** A list the service narrows to the actor's events. */
export const scopedList = (permission: Permission) =>
  ({ permission, scope: 'list' }) as const satisfies Access;
/** A route whose service checks every record it touches against the actor's events (the door's scans). */
export const scopedRecords = (permission: Permission) =>
  ({ permission, scope: 'records' }) as const satisfies Access;

/**
 * A console route: what it reaches is declared with it (`Access`: anonymous 401, weaker role 403, a
 * scoped account outside its events 403 or 404).
 * `after` runs once the caller is known and before the body is read (an upload's size limit).
 */
export function staffRoute<const R extends Omit<RouteConfig, 'tags' | 'security' | 'middleware'>>(
  access: Access,
  route: R,
  after: MiddlewareHandler[] = [],
) {
  return createRoute({
    ...route,
    tags: adminTags,
    security: staffSecurity,
    middleware: [requireStaff(access), ...after] as const,
  });
}
