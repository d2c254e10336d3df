import 'server-only';
import { closeDb, type DbHandle, getDb, isBuildPhase } from '../db';
import { runStartupTasks, stopBackgroundWork } from './startup';

// NOTE: on globalThis, like the handle itself: the API bundle and Next's server code are two module
// graphs in one process (decision 023), and the start-up tasks must run once per process.
const globalForStart = globalThis as unknown as { __moruStarted?: Promise<DbHandle> };

/**
 * The process-wide database with the process started on it: the database opened and migrated
 * (`db/index.ts`), then the start-up tasks run once (`startup.ts`: seeds, and the background jobs
 * unless the process is the build, which only renders). Every process entry (the API's
 * `instance.ts`, the pages' `pages.ts`) reads the database through it. After a failed start (the
 * database down, a seed failing) the next call tries again.
 */
export function serverDb(): Promise<DbHandle> {
  globalForStart.__moruStarted ??= (async () => {
    const handle = await getDb();
    try {
      await runStartupTasks(handle, { background: !isBuildPhase() });
    } catch (err) {
      await closeDb().catch(() => {});
      throw err;
    }
    return handle;
  })().catch((err) => {
    globalForStart.__moruStarted = undefined;
    throw err;
  });
  return globalForStart.__moruStarted;
}

/** After the server stopped taking requests: background loops stop, then the database closes. */
export async function closeServerDb(): Promise<void> {
  await stopBackgroundWork();
  globalForStart.__moruStarted = undefined;
  await closeDb();
}
