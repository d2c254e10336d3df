import 'server-only';
import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@/schemas/admin';
import { errorSchema, json } from '../api/openapi';
import { createRouter } from '../api/router';
import { requireStaff, type StaffEnv } from './middleware';

/** What every console route file shares: its router, OpenAPI tag, security scheme, body and error answers. */
export const consoleRouter = () => createRouter<StaffEnv>();
export const adminTags = ['admin'];
export const staffSecurity = [{ staffAuth: [] }];

/** A required JSON request body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

export const adminErrors = {
  401: json(errorSchema, 'Not signed in as staff'),
  403: json(errorSchema, "A member's token, or a role without this permission"),
  404: json(errorSchema, 'Not found'),
  409: json(errorSchema, 'Refused: it would lose or strand a record'),
  422: json(errorSchema, 'Validation failed: `error.fields` has a message per field'),
  429: json(errorSchema, 'Rate limited'),
};

/**
 * A console route: the permission it needs is declared with it (anonymous 401, weaker role 403).
 * `after` runs once the caller is known and before the body is read (an upload's size limit).
 */
export function staffRoute<const R extends Omit<RouteConfig, 'tags' | 'security' | 'middleware'>>(
  permission: Permission | 'enrol',
  route: R,
  after: MiddlewareHandler[] = [],
) {
  return createRoute({
    ...route,
    tags: adminTags,
    security: staffSecurity,
    middleware: [requireStaff(permission), ...after] as const,
  });
}
