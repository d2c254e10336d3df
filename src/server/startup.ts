import 'server-only';
import type { DbHandle } from './db/client';
import { isEmbedded, serverEnv } from './env';

type StartupTask = (handle: DbHandle) => Promise<void>;
/**
 * Stops every background job this process started (jobs/registry.ts), each waiting (bounded) for
 * the work it claimed. The server entry calls it on SIGTERM, after in-flight requests finished and
 * before the database closes.
 */
export async function stopBackgroundWork(timeoutMs = 10_000): Promise<void> {
  const { stopAllJobs } = await import('./jobs/registry');
  await stopAllJobs(timeoutMs);
}

/**
 * Work that runs once when the process opens its database: demo seed (embedded default only),
 * background jobs (mail outbox, retention purge, waitlists, reminders, no-shows). Domains register
 * their task here; every background job registers in `jobs/registry` so `stopAllJobs()` can wait
 * for it on shutdown.
 */
const tasks: { name: string; embeddedOnly?: boolean; run: () => Promise<StartupTask> }[] = [
  {
    name: 'members demo accounts',
    embeddedOnly: true,
    run: async () => (await import('./members/seed')).seedDemoMembers,
  },
  {
    name: 'console demo staff',
    embeddedOnly: true,
    run: async () => (await import('./admin/seed')).seedDemoStaff,
  },
  {
    name: 'mail outbox worker',
    run: async () => {
      const { startMailWorker } = await import('./mail/worker');
      const { registerBackgroundJob } = await import('./jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(await startMailWorker(db));
      };
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
      const { registerBackgroundJob } = await import('./jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startContactPurge(db));
      };
    },
  },
  {
    name: 'csp report purge',
    run: async () => {
      const { startCspReportPurge } = await import('./csp/service');
      const { registerBackgroundJob } = await import('./jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startCspReportPurge(db));
      };
    },
  },
  {
    name: 'events waitlists, reminders and no-shows',
    run: async () => {
      const { startEventJobs } = await import('./events/jobs');
      const { registerBackgroundJob } = await import('./jobs/registry');
      return async ({ db }) => {
        for (const job of startEventJobs(db)) registerBackgroundJob(job);
      };
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
