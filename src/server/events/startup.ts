import 'server-only';
import { seedDemoCounsel } from '../contact/seed';
import type { DbHandle } from '../db/client';
import { logError } from '../log';
import { seedEvents } from './seed';

const RETRY_MS = 5000;
const RETRIES = 24;

/** Embedded default: the demo programme, and the demo member's answered consultation once that member exists. */
export async function seedDemoEventsAndCounsel({ db }: DbHandle): Promise<void> {
  const created = await seedEvents(db);
  if (created) console.info(`[events] seeded ${created} demo events`);
  let tries = 0;
  const attempt = async () => {
    try {
      if (await seedDemoCounsel(db)) return;
    } catch (err) {
      logError('[contact] demo consultation seed failed', err);
      return;
    }
    // NOTE: the members seed may register after this task; try again for a couple of minutes.
    if (++tries < RETRIES) setTimeout(attempt, RETRY_MS).unref?.();
  };
  await attempt();
}
