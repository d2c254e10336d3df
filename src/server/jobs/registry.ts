import 'server-only';
import { randomUUID } from 'node:crypto';
import { logError } from '../log';

/** Something running in the background that a graceful shutdown waits for. */
export type BackgroundJob = {
  name: string;
  /** Stops taking new work and waits (bounded) for the work it has claimed. */
  stop: (timeoutMs?: number) => Promise<void>;
};

// NOTE: on globalThis, like the database handle: Next's server bundle and the API bundle each carry a
// copy of this module in one process, and the one that opened the database started the jobs.
const globalForJobs = globalThis as unknown as { __moruJobs?: BackgroundJob[] };
globalForJobs.__moruJobs ??= [];
const jobs = globalForJobs.__moruJobs;

/** This process's identity in lease rows and logs. */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export function registerBackgroundJob(job: BackgroundJob): BackgroundJob {
  jobs.push(job);
  return job;
}

/**
 * Stops every registered job and waits for their claimed work, each bounded by `timeoutMs`
 * (what a SIGTERM handler calls before the process exits).
 */
export async function stopAllJobs(timeoutMs = 10_000): Promise<void> {
  const running = jobs.splice(0);
  await Promise.all(running.map((j) => j.stop(timeoutMs).catch((err) => logError(`[jobs] ${j.name}`, err))));
}

/** Resolves when `p` settles or after `ms`, whichever is first. */
export function bounded(p: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref?.();
    p.finally(() => {
      clearTimeout(timer);
      resolve();
    }).catch(() => {});
  });
}
