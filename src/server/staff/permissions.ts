import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { type Permission, type StaffRole, staffMay } from '@/schemas/admin';
import type { Db, Tx } from '../db/client';
import { applications, eventSessions, staffEventScopes } from '../db/schema';
import type { Actor } from './audit';

/**
 * A signed-in staff member as every console and studio route sees it: the role from the staff row and
 * the events the account is limited to (`null` = every event; decision 035).
 */
export type StaffActor = Actor & { role: StaffRole; eventIds: readonly string[] | null };

/** What a permission may be asked about: one event (its slots, applications, check-ins, messages hang off it). */
export type Resource = { eventId: string };

/**
 * The one permission check. The role grants the permission; a scoped account keeps only the
 * permissions about events (`EVENT_PERMISSIONS`), and only on its events when a resource is named.
 * Without a resource, a scoped account passes for an event permission: the route then narrows its
 * list to `eventIds` (`inScope`).
 */
export function can(
  actor: Pick<StaffActor, 'role' | 'eventIds'>,
  permission: Permission,
  resource?: Resource,
) {
  if (!staffMay(actor, permission)) return false;
  return actor.eventIds === null || resource === undefined || actor.eventIds.includes(resource.eventId);
}

/** Whether an event is within the actor's scope (an unscoped account reaches every event). */
export const inScope = (actor: Pick<StaffActor, 'eventIds'>, eventId: string) =>
  actor.eventIds === null || actor.eventIds.includes(eventId);

/** The events a staff account is limited to, `null` when it is not limited. */
export async function eventScopeOf(db: Db | Tx, staffId: string): Promise<string[] | null> {
  const rows = await db
    .select({ eventId: staffEventScopes.eventId })
    .from(staffEventScopes)
    .where(eq(staffEventScopes.staffId, staffId));
  return rows.length ? rows.map((r) => r.eventId).sort() : null;
}

/** The scopes of many accounts at once (the staff list). */
export async function eventScopesOf(db: Db | Tx, staffIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!staffIds.length) return out;
  const rows = await db
    .select()
    .from(staffEventScopes)
    .where(inArray(staffEventScopes.staffId, staffIds))
    .orderBy(staffEventScopes.eventId);
  for (const r of rows) out.set(r.staffId, [...(out.get(r.staffId) ?? []), r.eventId]);
  return out;
}

/** Which kind of record a route's id names: the resource-scope hook resolves it to its event. */
export type ResourceKind = 'event' | 'session' | 'application';

/** The event a record belongs to, or `null` when there is no such record. */
export async function eventOf(db: Db | Tx, kind: ResourceKind, id: string): Promise<string | null> {
  if (kind === 'event') return id;
  if (kind === 'session') {
    const [row] = await db
      .select({ eventId: eventSessions.eventId })
      .from(eventSessions)
      .where(eq(eventSessions.id, id));
    return row?.eventId ?? null;
  }
  const [row] = await db
    .select({ eventId: applications.eventId })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.eventId ?? null;
}
