import 'server-only';
import type { DbHandle } from './db/client';
import { isEmbedded, serverEnv } from './env';

type StartupTask = (handle: DbHandle) => Promise<void>;

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
    name: 'console demo staff',
    embeddedOnly: true,
    run: async () => (await import('./admin/seed')).seedDemoStaff,
  },
  {
    name: 'mail outbox worker',
    run: async () => {
      const { startMailWorker } = await import('./mail/worker');
      return ({ db }) => startMailWorker(db);
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
      return async ({ db }) => {
        startContactPurge(db);
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
