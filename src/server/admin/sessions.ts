import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSession, adminSessionBody, adminSessionPatch } from '@/schemas/admin';
import { TICKET_MINUTES } from '@/schemas/events';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { applications, eventSessions, events } from '../db/schema';
import { bumpEventsVersion } from '../events/cache';
import { type Acting, audit } from '../staff/audit';
import { sessionView } from './events';

const ticketEnd = (start: Date) => new Date(start.getTime() + TICKET_MINUTES * 60_000);

export async function createSession(
  db: Db,
  { eventId, body: input, actor, now }: Acting<{ eventId: string; body: z.output<typeof adminSessionBody> }>,
): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const [e] = await tx
      .select({ type: events.type })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!e) throw new ApiError(404, 'NOT_FOUND');
    if (e.type !== 'application') throw new ApiError(409, 'NOT_APPLICABLE');
    const startsAt = new Date(input.startsAt);
    const [row] = await tx
      .insert(eventSessions)
      .values({ eventId, startsAt, endsAt: ticketEnd(startsAt), capacity: input.capacity })
      .returning();
    await tx.update(events).set({ updatedAt: now }).where(eq(events.id, eventId));
    await bumpEventsVersion(tx);
    await audit(tx, actor, 'session.create', { type: 'session', id: row.id }, { eventId, ...input }, now);
    return sessionView(row, 0);
  });
}

/**
 * Changes a slot's capacity or time. Capacity never goes below the seats taken (a conditional
 * update, so a seat taken meanwhile is respected); a slot with applicants keeps its time, since
 * their tickets and any overlap checks were made for it.
 */
export async function updateSession(
  db: Db,
  { id, patch: input, actor, now }: Acting<{ id: string; patch: z.output<typeof adminSessionPatch> }>,
): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const [s] = await tx.select().from(eventSessions).where(eq(eventSessions.id, id)).for('update');
    if (!s) throw new ApiError(404, 'NOT_FOUND');
    const set: Partial<typeof eventSessions.$inferInsert> = {};
    if (input.capacity !== undefined) {
      if (input.capacity < s.taken)
        throw new ApiError(409, 'CAPACITY_BELOW_TAKEN', undefined, {
          capacity: `capacity.belowTaken|${s.taken}`,
        });
      set.capacity = input.capacity;
    }
    if (input.startsAt !== undefined && new Date(input.startsAt).getTime() !== s.startsAt.getTime()) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(applications)
        .where(and(eq(applications.sessionId, id), isNotNull(applications.sessionId)));
      if (Number(n) > 0) throw new ApiError(409, 'SESSION_HAS_APPLICANTS');
      set.startsAt = new Date(input.startsAt);
      set.endsAt = ticketEnd(set.startsAt);
    }
    const [row] = Object.keys(set).length
      ? await tx.update(eventSessions).set(set).where(eq(eventSessions.id, id)).returning()
      : [s];
    const [{ c }] = await tx
      .select({ c: count() })
      .from(applications)
      .where(
        and(
          eq(applications.sessionId, id),
          eq(applications.status, 'confirmed'),
          isNotNull(applications.checkedInAt),
        ),
      );
    await bumpEventsVersion(tx);
    await audit(tx, actor, 'session.update', { type: 'session', id }, { eventId: s.eventId, ...input }, now);
    return sessionView(row, Number(c));
  });
}

/** Removes a slot nobody applied for (a cancelled application is still a member's record). */
export async function deleteSession(db: Db, { id, actor, now }: Acting<{ id: string }>): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(eventSessions).where(eq(eventSessions.id, id)).for('update');
    if (!s) throw new ApiError(404, 'NOT_FOUND');
    const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.sessionId, id));
    if (Number(n) > 0 || s.taken > 0) throw new ApiError(409, 'SESSION_HAS_APPLICANTS');
    await tx.delete(eventSessions).where(eq(eventSessions.id, id));
    await bumpEventsVersion(tx);
    await audit(tx, actor, 'session.delete', { type: 'session', id }, { eventId: s.eventId }, now);
  });
}
