import 'server-only';
import { and, eq, exists, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  applications,
  applicationTallies,
  attendanceSignups,
  type ChoiceTally,
  eventQuestions,
  events,
} from '../db/schema';
import { serverEnv } from '../env';
import { startPeriodicJob } from '../jobs/periodic';

const DAY_MS = 86_400_000;
/** Events purged per transaction (a backlog is worked through in batches within one run). */
const BATCH = 20;

/** An event's records go once it ended this long ago: `endsAt + days <= now` (decision 021). */
export function applicationRetentionCutoff(now: Date, days = serverEnv().APPLICATION_RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

type Tally = Omit<typeof applicationTallies.$inferInsert, 'eventId' | 'purgedAt'>;

/** Counts of one event's applications per slot (and survey choices), nothing that names a member. */
async function tallies(db: Db | Tx, eventId: string): Promise<Tally[]> {
  const rows = await db
    .select({
      sessionId: applications.sessionId,
      status: applications.status,
      checkedInAt: applications.checkedInAt,
      noShowAt: applications.noShowAt,
      answers: applications.answers,
    })
    .from(applications)
    .where(eq(applications.eventId, eventId));
  const questions = await db
    .select({ id: eventQuestions.id, kind: eventQuestions.kind })
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId));
  const choiceIds = new Set(questions.filter((q) => q.kind !== 'text').map((q) => q.id));
  const [{ attendance }] = await db
    .select({ attendance: sql<number>`count(*)` })
    .from(attendanceSignups)
    .where(eq(attendanceSignups.eventId, eventId));
  const bySlot = new Map<string | null, Tally & { choices: ChoiceTally }>();
  const slot = (id: string | null) => {
    let t = bySlot.get(id);
    if (!t) {
      t = {
        sessionId: id,
        confirmed: 0,
        cancelled: 0,
        waitlisted: 0,
        expired: 0,
        checkedIn: 0,
        noShow: 0,
        attendance: 0,
        choices: {},
      };
      bySlot.set(id, t);
    }
    return t;
  };
  for (const r of rows) {
    const t = slot(r.sessionId);
    t[r.status] = (t[r.status] ?? 0) + 1;
    if (r.checkedInAt) t.checkedIn = (t.checkedIn ?? 0) + 1;
    if (r.noShowAt) t.noShow = (t.noShow ?? 0) + 1;
    if (r.status !== 'confirmed') continue;
    for (const [q, v] of Object.entries(r.answers)) {
      if (!choiceIds.has(q)) continue;
      t.choices[q] ??= {};
      for (const value of Array.isArray(v) ? v : [v]) t.choices[q][value] = (t.choices[q][value] ?? 0) + 1;
    }
  }
  if (Number(attendance)) slot(null).attendance = Number(attendance);
  return [...bySlot.values()];
}

/**
 * Purges the applications, survey answers, check-ins and exhibition signups of every event that
 * ended `APPLICATION_RETENTION_DAYS` or more ago, keeping only counts (`application_tallies`).
 * Each event's counts and deletion commit together; running it again finds nothing to do.
 */
export async function purgeExpiredApplications(
  db: Db,
  now: Date,
  days = serverEnv().APPLICATION_RETENTION_DAYS,
): Promise<{ events: number; applications: number; attendance: number }> {
  const cutoff = applicationRetentionCutoff(now, days);
  const done = { events: 0, applications: 0, attendance: 0 };
  for (;;) {
    const due = await db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          lte(events.endsAt, cutoff),
          or(
            exists(db.select({ x: sql`1` }).from(applications).where(eq(applications.eventId, events.id))),
            exists(
              db
                .select({ x: sql`1` })
                .from(attendanceSignups)
                .where(eq(attendanceSignups.eventId, events.id)),
            ),
          ),
        ),
      )
      .limit(BATCH);
    if (!due.length) return done;
    for (const { id } of due) {
      await db.transaction(async (tx) => {
        const counts = await tallies(tx, id);
        if (counts.length)
          await tx
            .insert(applicationTallies)
            .values(counts.map((c) => ({ ...c, eventId: id, purgedAt: now })));
        const a = await tx
          .delete(applications)
          .where(eq(applications.eventId, id))
          .returning({ id: applications.id });
        const s = await tx
          .delete(attendanceSignups)
          .where(eq(attendanceSignups.eventId, id))
          .returning({ id: attendanceSignups.id });
        done.events += 1;
        done.applications += a.length;
        done.attendance += s.length;
      });
    }
    if (due.length < BATCH) return done;
  }
}

/** Sums of the purged counts per event (what staff statistics read once the rows are gone). */
export async function purgedTallies(db: Db, eventIds: string[]) {
  if (!eventIds.length) return [];
  return db.select().from(applicationTallies).where(inArray(applicationTallies.eventId, eventIds));
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Runs the purge hourly, once across all instances (a `job_leases` claim; it is idempotent anyway). */
export function startApplicationPurge(
  db: Db,
  now: () => Date = () => new Date(),
): ReturnType<typeof startPeriodicJob> {
  return startPeriodicJob(db, {
    name: 'application-retention-purge',
    everyMs: PURGE_EVERY_MS,
    now,
    run: async (conn, at) => {
      const r = await purgeExpiredApplications(conn, at);
      if (r.events)
        console.info(
          `[events] retention: purged ${r.applications} applications and ${r.attendance} signups of ${r.events} events`,
        );
    },
  });
}
