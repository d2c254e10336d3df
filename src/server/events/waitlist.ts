import 'server-only';
import { and, asc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { applications, attendanceSignups, eventSessions, events, users } from '../db/schema';
import { bumpEventsVersion } from './cache';
import { queueConfirmationMail } from './mail';

type Conn = Db | Tx;
type SlotRow = typeof eventSessions.$inferSelect;

/** True for errors PostgreSQL asks the client to retry: a deadlock victim or a serialization failure. */
export function isRetryable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * Runs a transaction again (up to 3 times) when PostgreSQL chose it as a deadlock victim: seat
 * transactions lock member rows and slot rows, and a promotion locks the waiter's member row after
 * the slot, so a rare cycle is possible. The whole transaction rolled back, so a rerun is safe.
 */
export async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}

/** Locks the slot row: every change to its seats and its waitlist runs one at a time. */
export async function lockSlot(tx: Tx, slotId: string): Promise<SlotRow | undefined> {
  const [slot] = await tx.select().from(eventSessions).where(eq(eventSessions.id, slotId)).for('update');
  return slot;
}

/** The member's confirmed slot applications that overlap `slot` (other than `slot` itself). */
export async function overlappingConfirmed(
  db: Conn,
  memberId: string,
  slot: Pick<SlotRow, 'id' | 'startsAt' | 'endsAt'>,
) {
  return db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.userId, memberId),
        eq(applications.status, 'confirmed'),
        ne(eventSessions.id, slot.id),
        lt(eventSessions.startsAt, slot.endsAt),
        gt(eventSessions.endsAt, slot.startsAt),
      ),
    );
}

/** 1-based place in line of a waitlisted application: members ahead of it in the same slot, plus one. */
export async function waitlistPosition(db: Conn, sessionId: string, queueSeq: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(
        eq(applications.sessionId, sessionId),
        eq(applications.status, 'waitlisted'),
        lte(applications.queueSeq, queueSeq),
      ),
    );
  return Number(n);
}

export type Promotion = { applicationId: string; userId: string };

/**
 * Fills the free seats of a slot from its waitlist, first come first served, inside the caller's
 * transaction. Waiters confirmed in an overlapping slot, or whose account is closed, are skipped and
 * keep their place. Each promotion takes the seat, records the docent tour's attendance and queues
 * the mail with the ticket, all in the same transaction as whatever freed the seat.
 */
export async function promoteWaiters(tx: Tx, slotId: string, now: Date): Promise<Promotion[]> {
  const slot = await lockSlot(tx, slotId);
  if (!slot || slot.startsAt <= now) return [];
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
    // The waiter's row lock keeps their own concurrent application from racing the overlap check.
    const [member] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, w.userId), eq(users.status, 'active')))
      .for('update');
    if (!member) continue;
    if ((await overlappingConfirmed(tx, w.userId, slot)).length) continue;
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
    if (event.attendanceEventId) {
      await tx
        .insert(attendanceSignups)
        .values({ eventId: event.attendanceEventId, userId: w.userId, source: 'docent', createdAt: now })
        .onConflictDoNothing();
    }
    if (member.email) {
      await queueConfirmationMail(tx, {
        kind: 'promoted',
        applicationId: w.id,
        to: member.email,
        event,
        slot,
        locale: (w.locale === 'en' ? 'en' : 'ko') as Locale,
        now,
      });
    }
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
 */
export async function cancelAndPromote(
  tx: Tx,
  opts: { applicationId: string; now: Date; by: 'member' | 'staff'; reason?: string },
): Promise<CancelResult> {
  const { now } = opts;
  const [row] = await tx
    .select({
      status: applications.status,
      sessionId: applications.sessionId,
      startsAt: eventSessions.startsAt,
    })
    .from(applications)
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(eq(applications.id, opts.applicationId))
    .for('update', { of: applications });
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.status === 'cancelled' || row.status === 'expired') throw new ApiError(409, 'ALREADY_CANCELLED');
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
  await tx
    .update(eventSessions)
    .set({ taken: sql`${eventSessions.taken} - 1` })
    .where(and(eq(eventSessions.id, row.sessionId), gt(eventSessions.taken, 0)));
  const promoted = await promoteWaiters(tx, row.sessionId, now);
  await bumpEventsVersion(tx);
  return { status: 'cancelled', left: 'seat', promoted };
}

/**
 * Gives back every seat and waitlist place a member holds in slots that have not started (their
 * account is closing), promoting waiters as any cancellation does. Runs in the caller's transaction.
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
        gt(eventSessions.startsAt, now),
      ),
    );
  for (const { id } of held) await cancelAndPromote(tx, { applicationId: id, now, by: 'member' });
  return held.length;
}
