import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type Answers, answersSchema } from '@/schemas/events';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import type { Db, Tx } from '../db/client';
import { applications, attendanceSignups, eventSessions, users } from '../db/schema';
import { bumpEventsVersion } from './cache';
import { queueConfirmationMail } from './mail';
import { applyStateOf, findVisibleEvent, loadQuestions, loadViewer } from './queries';
import { cancelAndPromote, lockSlot, waitlistPosition, withRetry } from './waitlist';

/** True when a database error is a unique-constraint violation (PostgreSQL and PGlite alike). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type ApplyInput = { sessionId?: string; answers: Answers; locale: Locale; waitlist?: boolean };
export type ApplyResult = {
  id: string;
  status: 'confirmed' | 'waitlisted';
  sessionId: string | null;
  seatsLeft: number | null;
  /** Place in line (waitlisted only). */
  position: number | null;
  attendanceRecorded: boolean;
};

/**
 * Applies for a slot (application events) or answers a survey, in ONE transaction:
 *  1. the member's row is locked, so one member's concurrent requests run one after another
 *     (duplicate and overlap checks cannot race each other);
 *  2. the slot row is locked and the seat taken only while `taken < capacity`: no overbooking on any
 *     number of app instances; a check constraint and the unique (member, slot) index back it up.
 *     A full slot with `waitlist: true` puts the member in line instead (decision 009);
 *  3. the application, the docent tour's attendance signup and the confirmation mail (outbox) are
 *     written in the same transaction, so a confirmed seat is never lost and never unannounced.
 */
export async function apply(
  db: Db,
  memberId: string,
  eventId: string,
  input: ApplyInput,
  now: Date,
): Promise<ApplyResult> {
  // Validation that needs no lock runs first, outside the transaction.
  const viewer = await loadViewer(db, memberId);
  if (!viewer) throw new ApiError(401, 'UNAUTHORIZED');
  const event = await findVisibleEvent(db, eventId, viewer);
  if (!event) throw new ApiError(404, 'NOT_FOUND');
  if (event.type === 'board') throw new ApiError(409, 'NOT_APPLICABLE');
  const state = applyStateOf(event, now);
  if (state === 'notOpen') throw new ApiError(409, 'APPLICATION_NOT_OPEN');
  if (state === 'closed') throw new ApiError(409, 'APPLICATION_CLOSED');

  const questions = await loadQuestions(db, eventId, input.locale);
  const parsed = answersSchema(questions).safeParse(input.answers);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(issuesToFields(parsed.error.issues)).map(([k, v]) => [`answers.${k}`, v]),
    );
    throw new ApiError(422, 'VALIDATION_FAILED', undefined, fields);
  }
  const answers = parsed.data;

  let slot: typeof eventSessions.$inferSelect | undefined;
  if (event.type === 'application') {
    if (!input.sessionId) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { sessionId: 'required' });
    [slot] = await db
      .select()
      .from(eventSessions)
      .where(and(eq(eventSessions.id, input.sessionId), eq(eventSessions.eventId, eventId)));
    if (!slot) throw new ApiError(404, 'NOT_FOUND');
    if (slot.startsAt <= now) throw new ApiError(409, 'SLOT_STARTED');
    // NOTE: a cheap early answer for the rush; the locked re-check below is what guarantees it.
    if (slot.taken >= slot.capacity && !input.waitlist) throw new ApiError(409, 'SLOT_FULL');
  } else if (input.sessionId) {
    throw new ApiError(422, 'VALIDATION_FAILED', undefined, { sessionId: 'invalidType' });
  }

  try {
    return await withRetry(() =>
      db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.id, memberId), eq(users.status, 'active')))
          .for('update');
        if (!member) throw new ApiError(401, 'UNAUTHORIZED');

        if (!slot) {
          const [already] = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(
              and(
                eq(applications.userId, memberId),
                eq(applications.eventId, eventId),
                eq(applications.status, 'confirmed'),
              ),
            );
          if (already) throw new ApiError(409, 'ALREADY_APPLIED');
          const [row] = await tx
            .insert(applications)
            .values({ eventId, userId: memberId, answers, locale: input.locale, createdAt: now })
            .returning({ id: applications.id });
          return {
            id: row.id,
            status: 'confirmed' as const,
            sessionId: null,
            seatsLeft: null,
            position: null,
            attendanceRecorded: false,
          };
        }

        const [waiting] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(
            and(
              eq(applications.userId, memberId),
              eq(applications.sessionId, slot.id),
              eq(applications.status, 'waitlisted'),
            ),
          );
        if (waiting) throw new ApiError(409, 'ALREADY_WAITLISTED');

        const mine = await tx
          .select({ sessionId: eventSessions.id })
          .from(applications)
          .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
          .where(
            and(
              eq(applications.userId, memberId),
              eq(applications.status, 'confirmed'),
              lt(eventSessions.startsAt, slot.endsAt),
              gt(eventSessions.endsAt, slot.startsAt),
            ),
          );
        if (mine.some((m) => m.sessionId === slot.id)) throw new ApiError(409, 'ALREADY_APPLIED');
        if (mine.length && !input.waitlist) throw new ApiError(409, 'SLOT_OVERLAP');

        const locked = await lockSlot(tx, slot.id);
        if (!locked) throw new ApiError(404, 'NOT_FOUND');
        if (locked.taken >= locked.capacity) {
          if (!input.waitlist) throw new ApiError(409, 'SLOT_FULL');
          // NOTE: a member confirmed in an overlapping slot may still wait here; promotion skips them
          // until that overlap is gone, and My Page says so.
          const [row] = await tx
            .insert(applications)
            .values({
              eventId,
              sessionId: slot.id,
              userId: memberId,
              status: 'waitlisted',
              answers,
              locale: input.locale,
              createdAt: now,
            })
            .returning({ id: applications.id, queueSeq: applications.queueSeq });
          await bumpEventsVersion(tx);
          return {
            id: row.id,
            status: 'waitlisted' as const,
            sessionId: slot.id,
            seatsLeft: 0,
            position: await waitlistPosition(tx, slot.id, row.queueSeq),
            attendanceRecorded: false,
          };
        }
        if (mine.length) throw new ApiError(409, 'SLOT_OVERLAP');

        const [seat] = await tx
          .update(eventSessions)
          .set({ taken: sql`${eventSessions.taken} + 1` })
          .where(and(eq(eventSessions.id, slot.id), lt(eventSessions.taken, eventSessions.capacity)))
          .returning({ taken: eventSessions.taken, capacity: eventSessions.capacity });
        if (!seat) throw new ApiError(409, 'SLOT_FULL');

        const [row] = await tx
          .insert(applications)
          .values({
            eventId,
            sessionId: slot.id,
            userId: memberId,
            answers,
            locale: input.locale,
            createdAt: now,
          })
          .returning({ id: applications.id });

        let attendanceRecorded = false;
        if (event.attendanceEventId) {
          await tx
            .insert(attendanceSignups)
            .values({ eventId: event.attendanceEventId, userId: memberId, source: 'docent', createdAt: now })
            .onConflictDoNothing();
          attendanceRecorded = true;
        }

        if (member.email) {
          await queueConfirmationMail(tx, {
            applicationId: row.id,
            to: member.email,
            event,
            slot,
            locale: input.locale,
            now,
          });
        }
        await bumpEventsVersion(tx);
        return {
          id: row.id,
          status: 'confirmed' as const,
          sessionId: slot.id,
          seatsLeft: seat.capacity - seat.taken,
          position: null,
          attendanceRecorded,
        };
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'ALREADY_APPLIED');
    throw err;
  }
}

/**
 * Cancels the member's own application (a seat or a waitlist place) before its slot starts; a freed
 * seat goes to the first eligible waiter in the same transaction. Another member's application reads
 * as not found.
 */
export async function cancel(db: Db, memberId: string, applicationId: string, now: Date): Promise<void> {
  await withRetry(() =>
    db.transaction(async (tx: Tx) => {
      const [own] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.userId, memberId)));
      if (!own) throw new ApiError(404, 'NOT_FOUND');
      await cancelAndPromote(tx, { applicationId, now, by: 'member' });
    }),
  );
}

/** Attendance without an application (exhibition visit); idempotent. */
export async function signUpAttendance(
  db: Db,
  memberId: string,
  eventId: string,
  now: Date,
): Promise<{ created: boolean }> {
  const viewer = await loadViewer(db, memberId);
  if (!viewer) throw new ApiError(401, 'UNAUTHORIZED');
  const event = await findVisibleEvent(db, eventId, viewer);
  if (!event) throw new ApiError(404, 'NOT_FOUND');
  if (!event.attendance) throw new ApiError(409, 'NOT_APPLICABLE');
  if (now >= event.endsAt) throw new ApiError(409, 'APPLICATION_CLOSED');
  const rows = await db
    .insert(attendanceSignups)
    .values({ eventId, userId: memberId, source: 'direct', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: attendanceSignups.id });
  return { created: rows.length > 0 };
}
