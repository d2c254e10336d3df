import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { maskEmail, maskName } from '@/lib/mask';
import type {
  BulkSessionsResponse,
  bulkSessionsBody,
  cancelSessionBody,
  copyEventBody,
  MoveConflict,
  moveSessionBody,
  sessionCapacityBody,
  staffMessageBody,
} from '@/schemas/schedules';
import { expandPattern } from '@/schemas/schedules';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { withRetry } from '../db/retry';
import { applications, eventQuestions, eventSessions, events, users } from '../db/schema';
import { bumpEventsVersion } from '../events/cache';
import { type MemberChange, tellMemberAboutChange } from '../events/change-notices';
import { boundsOf, conflictsWith, lockSlot, overlapColumn } from '../events/queries';
import { promoteWaiters } from '../events/waitlist';
import { type Acting, audit } from '../staff/audit';
import { getAdminEvent } from './events';

type SlotRow = typeof eventSessions.$inferSelect;
type EventRow = typeof events.$inferSelect;

/** Locks an application event (so two bulk runs on it take turns) or answers 404 / 409. */
async function lockApplicationEvent(tx: Tx, eventId: string): Promise<EventRow> {
  const [e] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!e) throw new ApiError(404, 'NOT_FOUND');
  if (e.type !== 'application') throw new ApiError(409, 'NOT_APPLICABLE');
  return e;
}

/**
 * Creates an event's slots from a pattern in one transaction, or nothing (issue 27). A start the
 * event already has is skipped and reported; a slot in the past is refused. `dryRun` answers the
 * same preview and writes nothing.
 */
export async function bulkCreateSessions(
  db: Db,
  { eventId, body: input, actor, now }: Acting<{ eventId: string; body: z.output<typeof bulkSessionsBody> }>,
): Promise<BulkSessionsResponse> {
  const planned = expandPattern(input);
  if (planned.some((s) => s.startsAt <= now))
    throw new ApiError(422, 'VALIDATION_FAILED', undefined, { from: 'schedule.pastSlots' });
  return db.transaction(async (tx) => {
    await lockApplicationEvent(tx, eventId);
    const existing = await tx
      .select({ startsAt: eventSessions.startsAt })
      .from(eventSessions)
      .where(and(eq(eventSessions.eventId, eventId), isNull(eventSessions.cancelledAt)));
    const taken = new Set(existing.map((s) => s.startsAt.getTime()));
    const fresh = planned.filter((s) => !taken.has(s.startsAt.getTime()));
    const skipped = planned
      .filter((s) => taken.has(s.startsAt.getTime()))
      .map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() }));
    let ids: (string | null)[] = fresh.map(() => null);
    if (!input.dryRun && fresh.length) {
      const rows = await tx
        .insert(eventSessions)
        .values(fresh.map((s) => ({ eventId, ...s, capacity: input.capacity })))
        .returning({ id: eventSessions.id, startsAt: eventSessions.startsAt });
      const byStart = new Map(rows.map((r) => [r.startsAt.getTime(), r.id]));
      ids = fresh.map((s) => byStart.get(s.startsAt.getTime()) ?? null);
      await tx.update(events).set({ updatedAt: now }).where(eq(events.id, eventId));
      await bumpEventsVersion(tx);
      const { dryRun: _, ...pattern } = input;
      await audit(
        tx,
        actor,
        'session.bulk_create',
        { type: 'event', id: eventId },
        { pattern, created: fresh.length, skipped: skipped.length },
        now,
      );
    }
    return {
      created: fresh.length,
      skipped,
      sessions: fresh.map((s, i) => ({
        id: ids[i],
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        capacity: input.capacity,
      })),
      dryRun: input.dryRun,
    };
  });
}

/**
 * Copies an event as an unpublished draft, every date shifted so it starts at `startsAt`: its
 * questions always, its slots (same capacity, no seats taken) when asked.
 */
export async function copyEvent(
  db: Db,
  { eventId, body: input, actor, now }: Acting<{ eventId: string; body: z.output<typeof copyEventBody> }>,
) {
  const id = await db.transaction(async (tx) => {
    const [e] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!e) throw new ApiError(404, 'NOT_FOUND');
    const shift = new Date(input.startsAt).getTime() - e.startsAt.getTime();
    const moved = (d: Date | null) => (d ? new Date(d.getTime() + shift) : null);
    // NOTE: a shift that carries any date outside 1970–9999 is refused, not stored as a date no
    // form or calendar can show.
    const outside = [e.startsAt, e.endsAt, e.applyOpensAt, e.applyClosesAt]
      .map(moved)
      .some((d) => d && (d.getUTCFullYear() < 1970 || d.getUTCFullYear() > 9999));
    if (outside) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { startsAt: 'date.invalid' });
    const { id: _id, seedKey: _seed, createdAt: _c, updatedAt: _u, ...copy } = e;
    const [row] = await tx
      .insert(events)
      .values({
        ...copy,
        startsAt: moved(e.startsAt) as Date,
        endsAt: moved(e.endsAt) as Date,
        applyOpensAt: moved(e.applyOpensAt),
        applyClosesAt: moved(e.applyClosesAt),
        published: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    const questions = await tx.select().from(eventQuestions).where(eq(eventQuestions.eventId, eventId));
    if (questions.length)
      await tx
        .insert(eventQuestions)
        .values(questions.map(({ id: _q, ...q }) => ({ ...q, eventId: row.id })));
    let slots = 0;
    if (input.withSessions) {
      const source = await tx
        .select()
        .from(eventSessions)
        .where(and(eq(eventSessions.eventId, eventId), isNull(eventSessions.cancelledAt)));
      if (source.length)
        await tx.insert(eventSessions).values(
          source.map((s) => ({
            eventId: row.id,
            startsAt: moved(s.startsAt) as Date,
            endsAt: moved(s.endsAt) as Date,
            capacity: s.capacity,
          })),
        );
      slots = source.length;
    }
    await bumpEventsVersion(tx);
    await audit(
      tx,
      actor,
      'event.copy',
      { type: 'event', id: row.id },
      { from: eventId, title: e.titleKo, shiftMinutes: Math.round(shift / 60_000), slots },
      now,
    );
    return row.id;
  });
  return getAdminEvent(db, id);
}

/**
 * Sets the capacity of many slots of one event at once, all or none: never below a slot's seats
 * taken (409 CAPACITY_BELOW_TAKEN names the largest). Seats added go to the waitlists at once.
 */
export async function setSessionsCapacity(
  db: Db,
  {
    eventId,
    body: input,
    actor,
    now,
  }: Acting<{ eventId: string; body: z.output<typeof sessionCapacityBody> }>,
) {
  const ids = [...new Set(input.sessionIds)].sort();
  return withRetry(() =>
    db.transaction(async (tx) => {
      // One order for every caller (by id), so two bulk changes never lock each other's rows crosswise.
      const slots: SlotRow[] = [];
      for (const id of ids) {
        const slot = await lockSlot(tx, id);
        if (!slot || slot.eventId !== eventId) throw new ApiError(404, 'NOT_FOUND');
        slots.push(slot);
      }
      const most = Math.max(...slots.map((s) => s.taken));
      if (input.capacity < most)
        throw new ApiError(409, 'CAPACITY_BELOW_TAKEN', undefined, {
          capacity: `capacity.belowTaken|${most}`,
        });
      await tx.update(eventSessions).set({ capacity: input.capacity }).where(inArray(eventSessions.id, ids));
      let promoted = 0;
      for (const s of slots)
        if (!s.cancelledAt && input.capacity > s.capacity)
          promoted += (await promoteWaiters(tx, s.id, now)).length;
      await bumpEventsVersion(tx);
      await audit(
        tx,
        actor,
        'session.capacity',
        { type: 'event', id: eventId },
        { sessions: ids.length, capacity: input.capacity, promoted },
        now,
      );
      return { updated: ids.length, promoted };
    }),
  );
}

/** The members holding a seat or a waitlist place in a slot, with where to tell them. */
async function slotMembers(tx: Tx, slotId: string) {
  return tx
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      locale: applications.locale,
      checkedInAt: applications.checkedInAt,
      email: users.email,
      name: users.name,
      active: sql<boolean>`${users.status} = 'active'`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.sessionId, slotId), inArray(applications.status, ['confirmed', 'waitlisted'])))
    .orderBy(asc(applications.queueSeq));
}

type Member = Awaited<ReturnType<typeof slotMembers>>[number];

async function tell(tx: Tx, m: Member, event: EventRow, slot: SlotRow, change: MemberChange, now: Date) {
  if (!m.active) return false;
  await tellMemberAboutChange(tx, {
    applicationId: m.id,
    userId: m.userId,
    to: m.email,
    locale: (m.locale === 'en' ? 'en' : 'ko') as Locale,
    event,
    slot,
    change,
    now,
  });
  return true;
}

/** A slot that can still change: it exists, is not cancelled and has not started. */
async function lockChangeableSlot(tx: Tx, id: string, now: Date): Promise<SlotRow> {
  const slot = await lockSlot(tx, id);
  if (!slot) throw new ApiError(404, 'NOT_FOUND');
  if (slot.cancelledAt) throw new ApiError(409, 'SESSION_CANCELLED');
  if (slot.startsAt <= now) throw new ApiError(409, 'SLOT_STARTED');
  return slot;
}

/**
 * Moves a slot to a new time, its length kept (issue 27). Every confirmed member keeps the seat
 * and is told once with an updated calendar entry; waiting members keep their place and are told
 * too. Members whose new time would overlap another of their confirmed slots, or fall on the Seoul
 * day of another slot of this event they hold (decision 064), are answered as `conflicts`; the move is refused (409 MOVE_CONFLICTS) until staff, having seen them, send
 * `acceptConflicts`. `dryRun` answers the same and changes nothing.
 */
export async function moveSession(
  db: Db,
  { id, body: input, actor, now }: Acting<{ id: string; body: z.output<typeof moveSessionBody> }>,
) {
  const startsAt = new Date(input.startsAt);
  if (startsAt <= now) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { startsAt: 'schedule.past' });
  return withRetry(() =>
    db.transaction(async (tx) => {
      const slot = await lockChangeableSlot(tx, id, now);
      if (slot.startsAt.getTime() === startsAt.getTime())
        throw new ApiError(422, 'VALIDATION_FAILED', undefined, { startsAt: 'schedule.same' });
      const endsAt = new Date(startsAt.getTime() + (slot.endsAt.getTime() - slot.startsAt.getTime()));
      const [twin] = await tx
        .select({ id: eventSessions.id })
        .from(eventSessions)
        .where(
          and(
            eq(eventSessions.eventId, slot.eventId),
            eq(eventSessions.startsAt, startsAt),
            ne(eventSessions.id, id),
            isNull(eventSessions.cancelledAt),
          ),
        );
      if (twin) throw new ApiError(409, 'SESSION_DUPLICATE');
      const members = await slotMembers(tx, id);
      const confirmed = members.filter((m) => m.status === 'confirmed');
      const waiting = members.filter((m) => m.status === 'waitlisted');
      // Each member's row is locked (after the slot, as a promotion does) so their own booking
      // cannot slip into the new time while the conflicts are read: the booking rule's own
      // (`conflictsWith`: an overlapping time, or another slot of this event that Seoul day).
      const target = boundsOf({ id, eventId: slot.eventId, startsAt, endsAt });
      const conflicts: MoveConflict[] = [];
      for (const m of confirmed) {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, m.userId)).for('update');
        const [other] = await tx
          .select({
            title: events.titleKo,
            startsAt: eventSessions.startsAt,
            overlaps: overlapColumn(target),
          })
          .from(applications)
          .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
          .innerJoin(events, eq(events.id, eventSessions.eventId))
          .where(
            and(
              eq(applications.userId, m.userId),
              eq(applications.status, 'confirmed'),
              ne(eventSessions.id, id),
              conflictsWith(target),
            ),
          )
          .orderBy(asc(eventSessions.startsAt))
          .limit(1);
        if (other)
          conflicts.push({
            applicationId: m.id,
            name: maskName(m.name ?? ''),
            email: m.email ? maskEmail(m.email) : '',
            otherEventTitle: other.title,
            otherStartsAt: other.startsAt.toISOString(),
            sameDay: !other.overlaps,
          });
      }
      const answer = {
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        confirmed: confirmed.length,
        waiting: waiting.length,
        conflicts,
      };
      if (input.dryRun) return { dryRun: true, ...answer };
      if (conflicts.length && !input.acceptConflicts) throw new ApiError(409, 'MOVE_CONFLICTS');

      const [moved] = await tx
        .update(eventSessions)
        .set({
          startsAt,
          endsAt,
          revision: sql`${eventSessions.revision} + 1`,
          movedFrom: slot.startsAt,
          movedAt: now,
          moveReason: input.reason,
        })
        .where(eq(eventSessions.id, id))
        .returning();
      // The day-before reminder follows the new day.
      await tx.update(applications).set({ reminderSentAt: null }).where(eq(applications.sessionId, id));
      const [event] = await tx.select().from(events).where(eq(events.id, slot.eventId));
      let told = 0;
      for (const m of members) {
        const change: MemberChange = {
          kind: 'moved',
          previousStartsAt: slot.startsAt,
          reason: input.reason,
          waiting: m.status === 'waitlisted',
        };
        if (await tell(tx, m, event, moved, change, now)) told++;
      }
      await tx.update(events).set({ updatedAt: now }).where(eq(events.id, slot.eventId));
      await bumpEventsVersion(tx);
      await audit(
        tx,
        actor,
        'session.move',
        { type: 'session', id },
        {
          eventId: slot.eventId,
          from: slot.startsAt.toISOString(),
          to: answer.startsAt,
          reason: input.reason,
          confirmed: confirmed.length,
          waiting: waiting.length,
          told,
          conflicts: conflicts.map((c) => c.applicationId),
        },
        now,
      );
      return { dryRun: false, ...answer };
    }),
  );
}

/**
 * Cancels a slot (issue 27): every confirmed application and waitlist place in it is cancelled
 * with staff's reason, and each member is told once (a confirmed one with a cancelling calendar
 * entry). The slot stays, marked cancelled, for its applications' history; it is never offered again.
 */
export async function cancelSession(
  db: Db,
  { id, body: { reason }, actor, now }: Acting<{ id: string; body: z.output<typeof cancelSessionBody> }>,
) {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const slot = await lockChangeableSlot(tx, id, now);
      const members = await slotMembers(tx, id);
      if (members.some((m) => m.checkedInAt)) throw new ApiError(409, 'ALREADY_CHECKED_IN');
      if (members.length)
        await tx
          .update(applications)
          .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'staff', cancelReason: reason })
          .where(
            and(eq(applications.sessionId, id), inArray(applications.status, ['confirmed', 'waitlisted'])),
          );
      const [cancelled] = await tx
        .update(eventSessions)
        .set({
          taken: 0,
          cancelledAt: now,
          cancelReason: reason,
          revision: sql`${eventSessions.revision} + 1`,
        })
        .where(eq(eventSessions.id, id))
        .returning();
      const [event] = await tx.select().from(events).where(eq(events.id, slot.eventId));
      for (const m of members)
        await tell(
          tx,
          m,
          event,
          cancelled,
          { kind: 'cancelled', reason, waiting: m.status === 'waitlisted' },
          now,
        );
      const result = {
        cancelled: members.filter((m) => m.status === 'confirmed').length,
        released: members.filter((m) => m.status === 'waitlisted').length,
      };
      await tx.update(events).set({ updatedAt: now }).where(eq(events.id, slot.eventId));
      await bumpEventsVersion(tx);
      await audit(
        tx,
        actor,
        'session.cancel',
        { type: 'session', id },
        { eventId: slot.eventId, startsAt: slot.startsAt.toISOString(), reason, ...result },
        now,
      );
      return result;
    }),
  );
}

/** A message's slot (when one), event and recipients: each active member with a confirmed application, once. */
async function messageTargets(tx: Db | Tx, target: { sessionId: string } | { eventId: string }) {
  let slot: SlotRow | null = null;
  let eventId: string;
  if ('sessionId' in target) {
    [slot] = await tx.select().from(eventSessions).where(eq(eventSessions.id, target.sessionId));
    if (!slot) throw new ApiError(404, 'NOT_FOUND');
    eventId = slot.eventId;
  } else eventId = target.eventId;
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new ApiError(404, 'NOT_FOUND');
  const rows = await tx
    .selectDistinctOn([applications.userId], {
      id: applications.id,
      userId: applications.userId,
      locale: applications.locale,
      email: users.email,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        slot ? eq(applications.sessionId, slot.id) : eq(applications.eventId, eventId),
        eq(applications.status, 'confirmed'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(applications.userId, asc(applications.createdAt));
  return { slot, event, rows };
}

/** How many members a message to `target` would reach now (the dialog says so before sending). */
export async function countMessageRecipients(db: Db, target: { sessionId: string } | { eventId: string }) {
  return { recipients: (await messageTargets(db, target)).rows.length };
}

/**
 * Sends staff's message to exactly the confirmed applicants of a slot or of a whole event (one
 * message per member), each in their language, through the same notice as every change.
 */
export async function messageApplicants(
  db: Db,
  {
    target,
    body: input,
    actor,
    now,
  }: Acting<{ target: { sessionId: string } | { eventId: string }; body: z.output<typeof staffMessageBody> }>,
) {
  return db.transaction(async (tx) => {
    const { slot, event, rows } = await messageTargets(tx, target);
    const change: MemberChange = {
      kind: 'message',
      subject: { ko: input.subjectKo, en: input.subjectEn },
      body: { ko: input.bodyKo, en: input.bodyEn },
    };
    let recipients = 0;
    for (const r of rows) {
      await tellMemberAboutChange(tx, {
        applicationId: r.id,
        userId: r.userId,
        to: r.email,
        locale: r.locale === 'en' ? 'en' : 'ko',
        event,
        slot,
        change,
        now,
      });
      recipients++;
    }
    await audit(
      tx,
      actor,
      'message.send',
      slot ? { type: 'session', id: slot.id } : { type: 'event', id: event.id },
      { eventId: event.id, subject: input.subjectKo, recipients },
      now,
    );
    return { recipients };
  });
}
