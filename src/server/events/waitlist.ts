import 'server-only';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '../api/errors';
import type { Tx } from '../db/client';
import { applications, eventSessions, events, users } from '../db/schema';
import { bumpEventsVersion } from './cache';
import { queueConfirmationMail } from './mail';
import { confirmedConflicting, lockSlot, recordDocentAttendance, releaseSeat } from './queries';

export type Promotion = { applicationId: string; userId: string };

/**
 * Fills the free seats of a slot from its waitlist, first come first served, inside the caller's
 * transaction. Waiters confirmed in a slot that overlaps it or in another slot of its event that
 * Seoul day (decision 064), or whose account is closed, are skipped and keep their place. Each
 * promotion takes the seat, records the docent tour's attendance and queues the mail with the
 * ticket, all in the same transaction as whatever freed the seat.
 */
export async function promoteWaiters(tx: Tx, slotId: string, now: Date): Promise<Promotion[]> {
  const slot = await lockSlot(tx, slotId);
  if (!slot || slot.startsAt <= now || slot.cancelledAt) return [];
  let free = slot.capacity - slot.taken;
  if (free <= 0) return [];
  const [event] = await tx.select().from(events).where(eq(events.id, slot.eventId));
  const waiters = await tx
    .select({ id: applications.id, userId: applications.userId, locale: applications.locale })
    .from(applications)
    .where(and(eq(applications.sessionId, slotId), eq(applications.status, 'waitlisted')))
    .orderBy(asc(applications.queueSeq));
  const promoted: Promotion[] = [];
  for (const w of waiters) {
    if (free <= 0) break;
    // The waiter's row lock keeps their own concurrent application from racing the conflict check.
    const [member] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, w.userId), eq(users.status, 'active')))
      .for('update');
    if (!member) continue;
    if ((await confirmedConflicting(tx, w.userId, slot)).some((o) => o.sessionId !== slot.id)) continue;
    const done = await tx
      .update(applications)
      .set({ status: 'confirmed', promotedAt: now })
      .where(and(eq(applications.id, w.id), eq(applications.status, 'waitlisted')))
      .returning({ id: applications.id });
    if (!done.length) continue;
    await tx
      .update(eventSessions)
      .set({ taken: sql`${eventSessions.taken} + 1` })
      .where(eq(eventSessions.id, slotId));
    free--;
    if (event.attendanceEventId) await recordDocentAttendance(tx, event.attendanceEventId, w.userId, now);
    await queueConfirmationMail(tx, {
      kind: 'promoted',
      applicationId: w.id,
      userId: w.userId,
      to: member.email,
      event,
      slot,
      locale: (w.locale === 'en' ? 'en' : 'ko') as Locale,
      now,
    });
    promoted.push({ applicationId: w.id, userId: w.userId });
  }
  if (promoted.length) await bumpEventsVersion(tx);
  return promoted;
}

export type CancelResult = { status: 'cancelled'; left: 'seat' | 'waitlist'; promoted: Promotion[] };

/**
 * Cancels an application, by its member or by staff, and hands the freed seat to the first eligible
 * waiter IN THE SAME TRANSACTION (the slot row is locked from the seat's release to the promotion):
 * a seat never stays empty while someone eligible waits, two cancellations never promote the same
 * member, and a promotion never overbooks. A waitlisted application just leaves the line.
 *
 * A ticket already checked in at the door is refused (its holder is inside: freeing the seat would
 * let a waiter in on top of them), `TICKET_ALREADY_USED`, unless staff chose `cancelCheckedIn`
 * (src/server/admin/applicants.ts, audited). The check reads the row under its lock, so a check-in
 * racing the cancellation either lands first and is seen here, or finds the ticket cancelled.
 */
export async function cancelAndPromote(
  tx: Tx,
  opts: {
    applicationId: string;
    now: Date;
    by: 'member' | 'staff';
    reason?: string;
    cancelCheckedIn?: boolean;
  },
): Promise<CancelResult> {
  const { now } = opts;
  const [row] = await tx
    .select({
      status: applications.status,
      sessionId: applications.sessionId,
      checkedInAt: applications.checkedInAt,
      startsAt: eventSessions.startsAt,
    })
    .from(applications)
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(eq(applications.id, opts.applicationId))
    .for('update', { of: applications });
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.status === 'cancelled' || row.status === 'expired') throw new ApiError(409, 'ALREADY_CANCELLED');
  if (row.checkedInAt && !(opts.by === 'staff' && opts.cancelCheckedIn))
    throw new ApiError(409, opts.by === 'staff' ? 'ALREADY_CHECKED_IN' : 'TICKET_ALREADY_USED');
  if (!row.sessionId || !row.startsAt) throw new ApiError(409, 'NOT_CANCELLABLE');
  if (row.startsAt <= now) throw new ApiError(409, 'SLOT_STARTED');
  const cancelled = {
    status: 'cancelled' as const,
    cancelledAt: now,
    cancelledBy: opts.by,
    cancelReason: opts.reason ?? null,
  };

  if (row.status === 'waitlisted') {
    await tx.update(applications).set(cancelled).where(eq(applications.id, opts.applicationId));
    await bumpEventsVersion(tx);
    return { status: 'cancelled', left: 'waitlist', promoted: [] };
  }
  await lockSlot(tx, row.sessionId);
  await tx.update(applications).set(cancelled).where(eq(applications.id, opts.applicationId));
  await releaseSeat(tx, row.sessionId);
  const promoted = await promoteWaiters(tx, row.sessionId, now);
  await bumpEventsVersion(tx);
  return { status: 'cancelled', left: 'seat', promoted };
}

/**
 * Gives back every seat and waitlist place a member holds in slots that have not started (their
 * account is closing), promoting waiters as any cancellation does. A ticket already checked in stays
 * (its holder is at the venue). Runs in the caller's transaction.
 */
export async function releaseMemberApplications(tx: Tx, memberId: string, now: Date): Promise<number> {
  const held = await tx
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.userId, memberId),
        inArray(applications.status, ['confirmed', 'waitlisted']),
        isNull(applications.checkedInAt),
        gt(eventSessions.startsAt, now),
      ),
    );
  for (const { id } of held) await cancelAndPromote(tx, { applicationId: id, now, by: 'member' });
  return held.length;
}
