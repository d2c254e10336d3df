import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { type ScopeEvent, type StaffRole, type StaffRow, scopableRole } from '@/schemas/admin';
import { ApiError } from '../api/errors';
import { hashPassword } from '../auth/password';
import type { Db, Tx } from '../db/client';
import { events, staff, staffEventScopes, staffRefreshTokens } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { type Acting, type Actor, audit } from './audit';
import { profileWith } from './auth';
import { eventScopeOf, eventScopesOf } from './permissions';

/** An account as the staff page lists it; `events` names the events of its scope (titles for the page). */
function rowView(
  r: typeof staff.$inferSelect,
  eventIds: string[] | null,
  titles: Map<string, ScopeEvent>,
): StaffRow {
  return {
    ...profileWith(r, eventIds),
    status: r.status,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    events: eventIds?.flatMap((id) => titles.get(id) ?? []) ?? null,
  };
}

/** The titles of the events a scope names (the staff page and `GET /api/admin/me` show them). */
export async function scopeEvents(
  db: Db | Tx,
  eventIds: readonly string[],
): Promise<Map<string, ScopeEvent>> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .select({ id: events.id, titleKo: events.titleKo, titleEn: events.titleEn })
    .from(events)
    .where(inArray(events.id, [...new Set(eventIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

async function oneRow(tx: Tx, r: typeof staff.$inferSelect, eventIds: string[] | null) {
  return rowView(r, eventIds, await scopeEvents(tx, eventIds ?? []));
}

export async function listStaff(db: Db) {
  const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
  const scopes = await eventScopesOf(
    db,
    rows.map((r) => r.id),
  );
  const titles = await scopeEvents(db, [...scopes.values()].flat());
  return { items: rows.map((r) => rowView(r, scopes.get(r.id) ?? null, titles)) };
}

/**
 * Sets the events an account is limited to (decision 035; empty = every event) and audits the change
 * (`staff.scope`). Only managers, door staff and viewers are scoped; every event must exist.
 */
async function setEventScope(
  tx: Tx,
  staffId: string,
  role: StaffRole,
  wanted: string[],
  actor: Actor,
  now: Date,
): Promise<string[] | null> {
  const eventIds = [...new Set(wanted)].sort();
  const before = await eventScopeOf(tx, staffId);
  if (eventIds.length && !scopableRole(role))
    throw new ApiError(422, 'VALIDATION_FAILED', undefined, { eventIds: 'staffScope.notScopable' });
  if (eventIds.length) {
    const found = await tx.select({ id: events.id }).from(events).where(inArray(events.id, eventIds));
    if (found.length !== eventIds.length)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, { eventIds: 'staffScope.unknownEvent' });
  }
  const after = eventIds.length ? eventIds : null;
  if (JSON.stringify(before) === JSON.stringify(after)) return after;
  await tx.delete(staffEventScopes).where(eq(staffEventScopes.staffId, staffId));
  if (eventIds.length)
    await tx.insert(staffEventScopes).values(eventIds.map((eventId) => ({ staffId, eventId })));
  await audit(tx, actor, 'staff.scope', { type: 'staff', id: staffId }, { from: before, to: after }, now);
  return after;
}

/** A new staff account; it enrols TOTP at its first sign-in where the second factor is required. */
export async function createStaff(
  db: Db,
  {
    body: input,
    actor,
    now,
  }: Acting<{
    body: { email: string; name: string; role: StaffRole; password: string; eventIds?: string[] };
  }>,
) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          createdAt: now,
        })
        .returning();
      await audit(
        tx,
        actor,
        'staff.create',
        { type: 'staff', id: row.id },
        { email: input.email, role: input.role },
        now,
      );
      return oneRow(tx, row, await setEventScope(tx, row.id, row.role, input.eventIds ?? [], actor, now));
    });
  } catch (err) {
    if (uniqueViolation(err)) throw new ApiError(409, 'EMAIL_TAKEN', undefined, { email: 'email.taken' });
    throw err;
  }
}

/**
 * Changes a role, disables an account (its sessions end) or sets the events it is limited to. The last
 * active owner cannot be demoted; a role that cannot be scoped loses its scope only when asked
 * (`eventIds: []`), otherwise the change is refused.
 */
export async function updateStaff(
  db: Db,
  {
    id,
    patch: input,
    actor,
    now,
  }: Acting<{ id: string; patch: { role?: StaffRole; status?: 'active' | 'disabled'; eventIds?: string[] } }>,
) {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(staff).for('update');
    const row = all.find((r) => r.id === id);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const next = { role: input.role ?? row.role, status: input.status ?? row.status };
    const ownersLeft = all.filter((r) =>
      r.id === id
        ? next.role === 'owner' && next.status === 'active'
        : r.role === 'owner' && r.status === 'active',
    ).length;
    if (ownersLeft === 0) throw new ApiError(409, 'LAST_OWNER');
    const eventIds = await setEventScope(
      tx,
      id,
      next.role,
      input.eventIds ?? (await eventScopeOf(tx, id)) ?? [],
      actor,
      now,
    );
    const [updated] = await tx.update(staff).set(next).where(eq(staff.id, id)).returning();
    if (next.status === 'disabled' || next.role !== row.role) {
      await tx.update(staffRefreshTokens).set({ revokedAt: now }).where(eq(staffRefreshTokens.staffId, id));
    }
    if (input.role !== undefined || input.status !== undefined)
      await audit(
        tx,
        actor,
        'staff.update',
        { type: 'staff', id },
        { from: { role: row.role, status: row.status }, to: next },
        now,
      );
    return oneRow(tx, updated, eventIds);
  });
}
