import 'server-only';
import type { DbHandle } from '../db/client';
import { isEmbedded, serverEnv } from '../env';

type StartupTask = (handle: DbHandle) => Promise<void>;
type ServerEnv = ReturnType<typeof serverEnv>;

/**
 * Stops every background job this process started (jobs/registry.ts), each waiting (bounded) for
 * the work it claimed. The server entry calls it on SIGTERM, after in-flight requests finished and
 * before the database closes.
 */
export async function stopBackgroundWork(timeoutMs = 10_000): Promise<void> {
  const { stopAllJobs } = await import('../jobs/registry');
  await stopAllJobs(timeoutMs);
}

/**
 * Work that runs once when the process opens its database: demo seed (embedded default only),
 * background jobs (mail and message outboxes, retention purge, waitlists, reminders, no-shows). Domains register
 * their task here; every background job registers in `jobs/registry` so `stopAllJobs()` can wait
 * for it on shutdown.
 */
const tasks: {
  name: string;
  embeddedOnly?: boolean;
  /** The company's programme (editions, themes, archive, lookbook, home, FAQ): the embedded demo's, or SEED_PROGRAMME=true. */
  programme?: boolean;
  /** A background job: not started where the process only renders (the build's workers). */
  background?: boolean;
  run: () => Promise<StartupTask>;
}[] = [
  {
    name: 'console demo staff',
    embeddedOnly: true,
    run: async () => (await import('../staff/seed')).seedDemoStaff,
  },
  {
    // NOTE: every install, not only the embedded demo: version 1 is the text the site has always
    // shown, and the privacy policy must be public from the first day (PIPA art. 30).
    name: 'policies first versions',
    run:
      async () =>
      async ({ db }) => {
        const { seedPolicies } = await import('../content/seed-policies');
        const written = await seedPolicies(db);
        if (written) console.info(`[content] wrote version 1 of ${written} policies`);
      },
  },
  {
    // NOTE: after the policies: the demo members agree to the versions in force, as a sign-up does.
    name: 'members demo accounts',
    embeddedOnly: true,
    run: async () => (await import('../members/seed')).seedDemoMembers,
  },
  {
    name: 'mail outbox worker',
    background: true,
    run: async () => {
      const { startMailWorker } = await import('../mail/worker');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(await startMailWorker(db));
      };
    },
  },
  {
    name: 'message outbox worker',
    background: true,
    run: async () => {
      const { startMessageWorker } = await import('../messaging/worker');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startMessageWorker(db));
      };
    },
  },
  {
    name: 'content programme',
    programme: true,
    run: async () => (await import('../content/seed')).seedContentTask,
  },
  {
    name: 'events demo programme',
    embeddedOnly: true,
    run: async () => (await import('../events/startup')).seedDemoEventsAndCounsel,
  },
  {
    name: 'content demo notice',
    embeddedOnly: true,
    run: async () => (await import('../content/seed-notices')).seedDemoNotices,
  },
  {
    name: 'contact retention purge',
    background: true,
    run: async () => {
      const { startContactPurge } = await import('../contact/service');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startContactPurge(db));
      };
    },
  },
  {
    name: 'application retention purge',
    background: true,
    run: async () => {
      const { startApplicationPurge } = await import('../events/retention');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startApplicationPurge(db));
      };
    },
  },
  {
    name: 'content scheduler',
    background: true,
    run: async () => {
      const { startContentScheduler } = await import('../content/drafts');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startContentScheduler(db));
      };
    },
  },
  {
    name: 'csp report purge',
    background: true,
    run: async () => {
      const { startCspReportPurge } = await import('../csp/service');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        registerBackgroundJob(startCspReportPurge(db));
      };
    },
  },
  {
    name: 'events waitlists, reminders and no-shows',
    background: true,
    run: async () => {
      const { startEventJobs } = await import('../events/jobs');
      const { registerBackgroundJob } = await import('../jobs/registry');
      return async ({ db }) => {
        for (const job of startEventJobs(db)) registerBackgroundJob(job);
      };
    },
  },
];

/**
 * Runs the tasks for this start: every one on the embedded default (or SEED_DEMO=true); on
 * PostgreSQL the policies, the programme only with SEED_PROGRAMME=true, and never the demo accounts,
 * events or notice. `env` is the process's unless a test gives its own.
 */
export async function runStartupTasks(
  handle: DbHandle,
  opts: { background?: boolean; env?: ServerEnv } = {},
): Promise<void> {
  const env = opts.env ?? serverEnv();
  const embedded = isEmbedded(env) || env.SEED_DEMO === 'true';
  for (const task of tasks) {
    if (task.embeddedOnly && !embedded) continue;
    if (task.programme && !embedded && env.SEED_PROGRAMME !== 'true') continue;
    if (task.background && opts.background === false) continue;
    await (await task.run())(handle);
  }
}
