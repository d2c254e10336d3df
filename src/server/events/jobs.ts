import 'server-only';
import { and, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { seoulDayStart } from '@/schemas/events';
import type { Db } from '../db/client';
import { withRetry } from '../db/retry';
import { applications, eventSessions, events, users } from '../db/schema';
import { serverEnv } from '../env';
import { startPeriodicJob } from '../jobs/periodic';
import type { BackgroundJob } from '../jobs/registry';
import { bumpEventsVersion } from './cache';
import { queueConfirmationMail, queueWaitlistClosedMail } from './mail';
import { lockSlot } from './queries';
import { promoteWaiters } from './waitlist';

const DAY_MS = 24 * 60 * 60 * 1000;
const asLocale = (l: string): Locale => (l === 'en' ? 'en' : 'ko');

/**
 * Waiting closes when a slot starts: those still in line become `expired` and get a "not this
 * time" mail, slot by slot, each in one transaction (a conditional update, so a rerun or a second
 * instance changes nothing twice).
 */
export async function closeWaitlists(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ sessionId: applications.sessionId })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(and(eq(applications.status, 'waitlisted'), lte(eventSessions.startsAt, now)));
  let closed = 0;
  for (const { sessionId } of due) {
    if (!sessionId) continue;
    closed += await withRetry(() =>
      db.transaction(async (tx) => {
        const slot = await lockSlot(tx, sessionId);
        if (!slot) return 0;
        const [event] = await tx.select().from(events).where(eq(events.id, slot.eventId));
        const rows = await tx
          .update(applications)
          .set({ status: 'expired' })
          .where(and(eq(applications.sessionId, sessionId), eq(applications.status, 'waitlisted')))
          .returning({ userId: applications.userId, locale: applications.locale });
        if (!rows.length) return 0;
        await bumpEventsVersion(tx);
        const members = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              rows.map((r) => r.userId),
            ),
          );
        const emails = new Map(members.map((m) => [m.id, m.email]));
        for (const r of rows) {
          const to = emails.get(r.userId);
          if (to) await queueWaitlistClosedMail(tx, { to, event, slot, locale: asLocale(r.locale), now });
        }
        return rows.length;
      }),
    );
  }
  return closed;
}

/**
 * Safety net for seats freed outside a cancellation (capacity raised by staff, a skipped waiter whose
 * overlap went away): promotes eligible waiters into free seats of slots that have not started.
 */
export async function fillFreeSeats(db: Db, now: Date): Promise<number> {
  const slots = await db
    .selectDistinct({ id: eventSessions.id })
    .from(eventSessions)
    .innerJoin(applications, eq(applications.sessionId, eventSessions.id))
    .where(
      and(
        eq(applications.status, 'waitlisted'),
        gt(eventSessions.startsAt, now),
        lt(eventSessions.taken, eventSessions.capacity),
      ),
    );
  let promoted = 0;
  for (const s of slots) {
    promoted += (await withRetry(() => db.transaction((tx) => promoteWaiters(tx, s.id, now)))).length;
  }
  return promoted;
}

/** `HH:mm` → minutes after midnight. */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * The day-before reminder: from `time` (Asia/Seoul) on the day before a slot, every confirmed
 * application for it that was confirmed before that moment gets one mail with the ticket and the
 * visit rules. `reminder_sent_at` is set by a conditional update in the mail's transaction: never
 * twice, and a cancelled application is never reminded.
 */
export async function sendReminders(db: Db, now: Date, time: string): Promise<number> {
  const today = seoulDayStart(now);
  const remindAt = new Date(today.getTime() + minutesOf(time) * 60_000);
  if (now < remindAt) return 0;
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.status, 'confirmed'),
        isNull(applications.reminderSentAt),
        gte(eventSessions.startsAt, tomorrow),
        lt(eventSessions.startsAt, new Date(tomorrow.getTime() + DAY_MS)),
        sql`coalesce(${applications.promotedAt}, ${applications.createdAt}) < ${remindAt.toISOString()}::timestamptz`,
      ),
    )
    .limit(500);
  let sent = 0;
  for (const { id } of due) {
    sent += await db.transaction(async (tx) => {
      const [row] = await tx
        .update(applications)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(applications.id, id),
            eq(applications.status, 'confirmed'),
            isNull(applications.reminderSentAt),
          ),
        )
        .returning();
      if (!row?.sessionId) return 0;
      const [ctx] = await tx
        .select({ slot: eventSessions, event: events, email: users.email })
        .from(eventSessions)
        .innerJoin(events, eq(events.id, eventSessions.eventId))
        .innerJoin(users, eq(users.id, row.userId))
        .where(eq(eventSessions.id, row.sessionId));
      if (!ctx) return 0;
      await queueConfirmationMail(tx, {
        kind: 'reminder',
        applicationId: row.id,
        userId: row.userId,
        to: ctx.email,
        event: ctx.event,
        slot: ctx.slot,
        locale: asLocale(row.locale),
        now,
      });
      return 1;
    });
  }
  return sent;
}

/** After a slot ends, confirmed applications never checked in at the door are marked no-show (once). */
export async function markNoShows(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(applications)
    .set({ noShowAt: now })
    .where(
      and(
        eq(applications.status, 'confirmed'),
        isNull(applications.checkedInAt),
        isNull(applications.noShowAt),
        inArray(
          applications.sessionId,
          db.select({ id: eventSessions.id }).from(eventSessions).where(lte(eventSessions.endsAt, now)),
        ),
      ),
    )
    .returning({ id: applications.id });
  return rows.length;
}

const MINUTE = 60_000;

/**
 * The events domain's periodic jobs, each run once across instances (`job_leases`): the waitlist
 * closer and seat sweeper every minute, reminders every 5 minutes, no-shows every 10 minutes.
 */
export function startEventJobs(db: Db, now: () => Date = () => new Date()): BackgroundJob[] {
  const time = serverEnv().REMINDER_TIME_SEOUL;
  return [
    startPeriodicJob(db, {
      name: 'events-waitlists',
      everyMs: MINUTE,
      now,
      run: async (conn, at) => {
        await closeWaitlists(conn, at);
        await fillFreeSeats(conn, at);
      },
    }),
    startPeriodicJob(db, {
      name: 'events-reminders',
      everyMs: 5 * MINUTE,
      now,
      run: (c, at) => sendReminders(c, at, time),
    }),
    startPeriodicJob(db, { name: 'events-no-shows', everyMs: 10 * MINUTE, now, run: markNoShows }),
  ];
}
