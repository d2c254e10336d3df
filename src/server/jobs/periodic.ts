import 'server-only';
import type { Db } from '../db/client';
import { errorMessage, logError } from '../log';
import { claimLease, releaseLease, renewLease } from './leases';
import { type BackgroundJob, bounded, INSTANCE_ID } from './registry';

export type PeriodicJobSpec = {
  name: string;
  /** How often it runs across all instances. */
  everyMs: number;
  /** The work; must be idempotent (a job whose instance died is run again by another). */
  run: (db: Db, now: Date) => Promise<unknown>;
  /** How long a claim lasts without renewal (renewed every third of it while running). */
  leaseMs?: number;
  /** How often this instance checks whether the job is due. */
  pollMs?: number;
  now?: () => Date;
  owner?: string;
};

/**
 * Runs a job every `everyMs` ONCE across however many instances share the database: each instance
 * polls, and only the one that claims the lease row (`job_leases`) runs it. On PGlite (one process)
 * the same code runs in-process. Returns a handle whose `stop()` waits for a run in progress.
 */
export function startPeriodicJob(
  db: Db,
  spec: PeriodicJobSpec,
): BackgroundJob & { tick: () => Promise<void> } {
  const leaseMs = spec.leaseMs ?? 60_000;
  const now = spec.now ?? (() => new Date());
  const owner = spec.owner ?? INSTANCE_ID;
  let current: Promise<void> | null = null;
  let stopped = false;

  const once = async () => {
    if (stopped) return;
    const lease = { name: spec.name, owner, leaseMs };
    if (!(await claimLease(db, { ...lease, now: now() }))) return;
    const renew = setInterval(() => {
      void renewLease(db, { ...lease, now: now() }).catch(() => {});
    }, leaseMs / 3);
    renew.unref?.();
    let error: string | undefined;
    try {
      await spec.run(db, now());
    } catch (err) {
      error = errorMessage(err).slice(0, 500);
      logError(`[jobs] ${spec.name} failed`, err);
    } finally {
      clearInterval(renew);
      const at = now();
      await releaseLease(db, {
        ...lease,
        now: at,
        nextRunAt: new Date(at.getTime() + spec.everyMs),
        error,
        finished: true,
      }).catch((err) => logError(`[jobs] ${spec.name} release`, err));
    }
  };
  const tick = () => {
    current ??= once()
      .catch((err) => logError(`[jobs] ${spec.name}`, err))
      .finally(() => {
        current = null;
      });
    return current;
  };

  const timer = setInterval(() => void tick(), spec.pollMs ?? Math.min(spec.everyMs, 30_000));
  timer.unref?.();
  void tick();
  return {
    name: spec.name,
    tick,
    stop: async (timeoutMs = 10_000) => {
      stopped = true;
      clearInterval(timer);
      if (current) await bounded(current, timeoutMs);
    },
  };
}
