import 'server-only';
import { logError } from '../log';
import { type BackgroundJob, bounded } from './registry';

/** What the mail and the message outboxes' delivery loops differ in. */
export type OutboxLoop = {
  /** The job's name (the registry and the logs). */
  name: string;
  /** The log prefix, e.g. `[mail]`. */
  log: string;
  /** Claims and sends one batch; `again` when a full batch went out and more may be waiting. */
  deliver: (signal: { stopping: boolean }) => Promise<{ again: boolean }>;
  /** Clears old delivered bodies; run at most once an hour. */
  purge: () => Promise<unknown>;
  /** Registers (or with undefined, removes) the wake-up a new outbox row in this process calls. */
  onEnqueued: (listener: (() => void) | undefined) => void;
  /** How often to look for due rows when nothing wakes the loop (default 3 s). */
  pollMs?: number;
};

const POLL_MS = 3000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * A delivery loop (decision 009): polls every few seconds and at once when a row is queued in this
 * process, one batch at a time, another straight after a full one; any number of instances may run
 * one against the same database. `stop()` stops claiming, finishes what is being sent, hands the
 * rest of its batch back, and resolves (bounded).
 */
export function startOutboxLoop(loop: OutboxLoop): BackgroundJob {
  const signal = { stopping: false };
  let current: Promise<void> | null = null;
  let again = false;
  let purgedAt = 0;
  const tick = () => {
    if (signal.stopping) return;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      try {
        do {
          again = false;
          if ((await loop.deliver(signal)).again && !signal.stopping) again = true;
        } while (again && !signal.stopping);
        if (Date.now() - purgedAt > PURGE_EVERY_MS && !signal.stopping) {
          purgedAt = Date.now();
          await loop.purge();
        }
      } catch (err) {
        logError(`${loop.log} worker`, err);
      } finally {
        current = null;
      }
    })();
  };
  loop.onEnqueued(() => tick());
  const timer = setInterval(tick, loop.pollMs ?? POLL_MS);
  timer.unref?.();
  tick();
  return {
    name: loop.name,
    stop: async (timeoutMs = 10_000) => {
      signal.stopping = true;
      clearInterval(timer);
      loop.onEnqueued(undefined);
      if (current) await bounded(current, timeoutMs);
    },
  };
}
