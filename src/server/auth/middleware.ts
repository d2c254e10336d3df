import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isUuid } from '@/schemas/field-rules';
import { cacheVersion, cacheVersionColumn } from '../api/answer-cache';
import { bearerToken } from '../api/bearer';
import { ApiError } from '../api/errors';
import { requestLocale } from '../api/i18n';
import type { AppEnv } from '../api/router';
import { batchedRead } from '../db/batched-read';
import { preparedPerDb } from '../db/prepared';
import { users } from '../db/schema';
import { recipientColumns } from '../messaging/notify';
import { verifyAccessToken } from './tokens';

/**
 * Declares a route as member-only: a valid bearer access token of an active member, else 401
 * UNAUTHORIZED (a withdrawn member's unexpired token stops working at once).
 * Sets `memberId`, `member` (id and member type, as event visibility needs them) and `roles`. Ownership of each resource is checked by the query taking `memberId`.
 */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  await checkMember(c);
  await next();
});

/** The signed-in member as `requireMember` read them: id and member type (event visibility needs both). */
export type Member = NonNullable<AppEnv['Variables']['member']>;

/** A member service's one params object: what it acts on (`P`), the member who acts, and when (`Acting<P>` for staff). */
export type MemberActing<P = object> = P & { member: Member; now: Date };

/**
 * Who acts, when and in which language, on a route behind `requireMember`: the rest of a member
 * service's one params object (`{ eventId, body, ...memberActing(c) }`; `acting(c)` for staff).
 */
export const memberActing = (c: Context<AppEnv>) => ({
  member: c.var.member as Member,
  now: c.var.deps.now(),
  locale: requestLocale(c.req.raw),
});

/**
 * `requireMember` that also reads version `name` of the kept answers (`api/answer-cache.ts`) in
 * the same statement, as `cacheVersion`: a request answered from rows kept under that version
 * (the apply route's early refusals, decision 016) then costs one round trip.
 */
export const requireMemberAndVersion = (name: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await checkMember(c, name);
    await next();
  });

async function checkMember(c: Context<AppEnv>, versionName?: string): Promise<void> {
  const token = bearerToken(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(token, c.var.deps.now()) : null;
  if (!claims || !isUuid(claims.sub)) throw new ApiError(401, 'UNAUTHORIZED');
  const { db } = c.var.deps;
  const active = await activeMember(db, versionName ?? '')(claims.sub);
  if (!active) throw new ApiError(401, 'UNAUTHORIZED');
  // NOTE: the embedded database keeps versions in memory, not as a column (`cacheVersionColumn`).
  if (versionName)
    c.set(
      'cacheVersion',
      active.version !== null ? Number(active.version) : await cacheVersion(db, versionName),
    );
  c.set('memberId', claims.sub);
  c.set('member', { id: active.id, memberType: active.memberType });
  c.set('recipient', active.recipient);
  c.set('roles', claims.roles);
}

type ActiveMember = {
  id: string;
  memberType: (typeof users.$inferSelect)['memberType'];
  version: number | null;
  recipient: NonNullable<AppEnv['Variables']['recipient']>;
};

/**
 * The active member's row (and version `versionName` of the kept answers, where it is a column):
 * every member request reads it, so the reads of requests that arrive together go as one
 * statement (`batchedRead`), prepared once per database.
 */
const activeMember = preparedPerDb((db, versionName) => {
  const statement = db
    .select({
      id: users.id,
      memberType: users.memberType,
      recipient: { email: users.email, ...recipientColumns },
      version: (versionName && cacheVersionColumn(db, versionName)) || sql<number | null>`null::int`,
    })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(users.status, 'active')))
    .prepare(`active_members${versionName ? `_${versionName}` : ''}`);
  return batchedRead<string, ActiveMember>(
    async (ids) => new Map((await statement.execute({ ids })).map((row) => [row.id, row])),
  );
});

/** Reads the member when a valid token is present, without requiring one (public lists). */
export const optionalMember = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(token, c.var.deps.now()) : null;
  if (claims) {
    c.set('memberId', claims.sub);
    c.set('roles', claims.roles);
  }
  await next();
});
