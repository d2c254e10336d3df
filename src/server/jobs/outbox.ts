import 'server-only';
import { and, eq, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { mailOutbox, messageOutbox } from '../db/schema';

/**
 * The rows the mail and the message outboxes share (decision 009): how a batch is claimed, handed
 * back and, once delivered, emptied. The two tables have the same columns for all of it.
 */
type OutboxTable = typeof mailOutbox | typeof messageOutbox;
type Row<T extends OutboxTable> = T['$inferSelect'];

/** Rows one delivery claims at a time. */
export const OUTBOX_BATCH = 10;
const LEASE_SECONDS = 120;
/** Bodies may hold one-time codes or name a booking: cleared this long after delivery. */
const BODY_RETENTION_DAYS = 7;

/**
 * Claims up to one batch of due rows, oldest first, with `FOR UPDATE SKIP LOCKED` (instances never
 * wait on or share each other's rows) under a lease that expires, so a crashed instance's claim is
 * picked up again. `also` narrows what is due (the mail queue's order during an outage).
 */
export async function claimDue<T extends OutboxTable>(
  db: Db,
  table: T,
  now: Date,
  opts: { leaseSeconds?: number; also?: SQL } = {},
): Promise<Row<T>[]> {
  // NOTE: one table's type stands for both: the columns used here are the same in each.
  const t = table as typeof mailOutbox;
  const due = or(
    and(eq(t.status, 'pending'), lte(t.nextAttemptAt, now)),
    and(eq(t.status, 'sending'), lt(t.lockedUntil, now)),
  );
  const claimed = await db
    .update(t)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + (opts.leaseSeconds ?? LEASE_SECONDS) * 1000),
    })
    .where(
      inArray(
        t.id,
        db
          .select({ id: t.id })
          .from(t)
          .where(opts.also ? and(due, opts.also) : due)
          .orderBy(t.createdAt)
          .limit(OUTBOX_BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  // NOTE: RETURNING does not keep the subquery's order.
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return claimed as Row<T>[];
}

/** Gives claimed, unsent rows back to the queue (due at `at`, or as they were). */
export async function handBack(db: Db, table: OutboxTable, ids: string[], at: Date | null = null) {
  if (!ids.length) return;
  const t = table as typeof mailOutbox;
  await db
    .update(t)
    .set({ status: 'pending', lockedUntil: null, ...(at ? { nextAttemptAt: at } : {}) })
    .where(and(inArray(t.id, ids), eq(t.status, 'sending')));
}

/** Empties (with `clear`) the bodies of rows delivered more than a week ago. */
export async function purgeDelivered<T extends OutboxTable>(
  db: Db,
  table: T,
  clear: Partial<T['$inferInsert']>,
  now: Date,
) {
  const t = table as typeof mailOutbox;
  const cutoff = new Date(now.getTime() - BODY_RETENTION_DAYS * 86_400_000);
  await db
    .update(t)
    .set(clear as Partial<typeof mailOutbox.$inferInsert>)
    .where(
      and(
        inArray(t.status, ['sent', 'logged']),
        isNotNull(t.sentAt),
        lt(t.sentAt, cutoff),
        sql`${t.text} <> ''`,
      ),
    );
}
