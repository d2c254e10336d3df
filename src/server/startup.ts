import 'server-only';
import type { DbHandle } from './db/client';
import { isEmbedded, serverEnv } from './env';

type StartupTask = (handle: DbHandle) => Promise<void>;
type StopFn = () => void | Promise<void>;

// NOTE: on globalThis, like the database handle: Next's server bundle and the API bundle each carry
// a copy of this module in one process, and whichever opened the database started the workers.
const globalForStops = globalThis as unknown as { __moruStops?: Set<StopFn> };
globalForStops.__moruStops ??= new Set<StopFn>();
const stops = globalForStops.__moruStops;

/**
 * Registers how to stop a background loop (a worker, a timer) this process started. The server
 * entry calls `stopBackgroundWork()` on SIGTERM, after in-flight requests finished and before the
 * database closes.
 */
export function onStopBackgroundWork(stop: StopFn): void {
  stops.add(stop);
}

/** Stops every registered loop, each waiting for the work in hand; a failing stop does not keep the others running. */
export async function stopBackgroundWork(): Promise<void> {
  const all = [...stops];
  stops.clear();
  const results = await Promise.allSettled(all.map(async (stop) => stop()));
  for (const r of results) if (r.status === 'rejected') console.error('[shutdown] stop failed', r.reason);
}

/**
 * Work that runs once when the process opens its database: demo seed (embedded default only),
 * background jobs (mail outbox, retention purge). Domains register their task here.
 */
const tasks: { name: string; embeddedOnly?: boolean; run: () => Promise<StartupTask> }[] = [
  {
    name: 'members demo accounts',
    embeddedOnly: true,
    run: async () => (await import('./members/seed')).seedDemoMembers,
  },
  {
    name: 'mail outbox worker',
    run: async () => {
      const { startMailWorker } = await import('./mail/worker');
      return async ({ db }) => onStopBackgroundWork(await startMailWorker(db));
    },
  },
  {
    name: 'events demo programme',
    embeddedOnly: true,
    run: async () => (await import('./events/startup')).seedDemoEventsAndCounsel,
  },
  {
    name: 'contact retention purge',
    run: async () => {
      const { startContactPurge } = await import('./contact/service');
      return async ({ db }) => onStopBackgroundWork(startContactPurge(db));
    },
  },
];

export async function runStartupTasks(handle: DbHandle): Promise<void> {
  const env = serverEnv();
  const embedded = isEmbedded(env) || env.SEED_DEMO === 'true';
  for (const task of tasks) {
    if (task.embeddedOnly && !embedded) continue;
    await (await task.run())(handle);
  }
}
