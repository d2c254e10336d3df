import 'server-only';
import { seoulDate } from '@/schemas/event-rules';
import type { Db } from '../db/client';
import { errorMessage } from '../log';
import { contentVersion } from './version';

/** How often each instance looks for published changes: well inside the 15 s the studio promises. */
export const CONTENT_POLL_MS = 3_000;

/**
 * Watches what the prerendered pages depend on: the content version (bumped by every publish) and
 * the Seoul calendar day (an edition starts or ends at midnight without anyone publishing). Calls
 * `onChange` once at start, so pages rendered by the build are made again from this database, and
 * after each change; never twice at once. Returns a stop function (jobs/registry).
 */
export function watchPublishedContent(
  db: Db,
  onChange: (reason: { version: number; day: string }) => Promise<void>,
  opts: { now?: () => Date; intervalMs?: number } = {},
): { stop: () => Promise<void> } {
  const now = opts.now ?? (() => new Date());
  let seen: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const version = await contentVersion(db);
        const day = seoulDate(now());
        const key = `${version}@${day}`;
        if (key === seen) return;
        await onChange({ version, day });
        seen = key;
      } catch (err) {
        console.error('[content] publishing watch failed; retrying:', errorMessage(err));
      }
    })();
    await running;
    running = undefined;
  };
  const timer = setInterval(() => void tick(), opts.intervalMs ?? CONTENT_POLL_MS);
  timer.unref?.();
  void tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
