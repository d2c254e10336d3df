import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/**
 * Claims the periodic job `name` for `owner` when it is due and nobody holds a live lease: one
 * atomic upsert, so of several instances exactly one gets it. A lease that is not renewed (the
 * instance died mid-job) expires at `lockedUntil` and the next instance takes the job over.
 */
export async function claimLease(
  db: Db,
  opts: { name: string; owner: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const until = new Date(opts.now.getTime() + opts.leaseMs);
  const at = opts.now.toISOString();
  const rows = await db
    .insert(jobLeases)
    .values({ name: opts.name, owner: opts.owner, lockedUntil: until, nextRunAt: opts.now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { owner: opts.owner, lockedUntil: until },
      setWhere: sql`${jobLeases.nextRunAt} <= ${at}::timestamptz and (${jobLeases.lockedUntil} is null or ${jobLeases.lockedUntil} < ${at}::timestamptz)`,
    })
    .returning({ owner: jobLeases.owner });
  return rows.length === 1 && rows[0].owner === opts.owner;
}

/** Extends a held lease while a long job runs; false when it was lost (expired and taken over). */
export async function renewLease(
  db: Db,
  opts: { name: string; owner: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ lockedUntil: new Date(opts.now.getTime() + opts.leaseMs) })
    .where(and(eq(jobLeases.name, opts.name), eq(jobLeases.owner, opts.owner)))
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/** Gives the lease back and schedules the next run (`nextRunAt = now` on a stop, so another instance runs it soon). */
export async function releaseLease(
  db: Db,
  opts: { name: string; owner: string; now: Date; nextRunAt: Date; error?: string; finished: boolean },
): Promise<void> {
  await db
    .update(jobLeases)
    .set({
      owner: null,
      lockedUntil: null,
      nextRunAt: opts.nextRunAt,
      ...(opts.finished ? { lastFinishedAt: opts.now, lastError: opts.error ?? null } : {}),
    })
    .where(and(eq(jobLeases.name, opts.name), eq(jobLeases.owner, opts.owner)));
}
