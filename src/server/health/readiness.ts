import 'server-only';
import { type Db, migrationsRunning } from '../db/client';

/** How long one probe's answer is reused, and how long its `select 1` may take. */
export const READY_CACHE_MS = 1000;
export const READY_TIMEOUT_MS = 1000;

const answers = new WeakMap<Db, { at: number; ready: Promise<boolean> }>();

/**
 * Whether this instance can take requests (decision 039): no migrations running in the process and
 * the database answering `select 1` within READY_TIMEOUT_MS. One probe's answer serves every caller
 * for READY_CACHE_MS, so a probe every second under load costs at most one query a second.
 */
export function readiness(db: Db, now = Date.now()): Promise<boolean> {
  if (migrationsRunning()) return Promise.resolve(false);
  const kept = answers.get(db);
  if (kept && now - kept.at < READY_CACHE_MS) return kept.ready;
  const ready = probe(db);
  answers.set(db, { at: now, ready });
  return ready;
}

async function probe(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    timer.unref?.();
  });
  const answered = db.execute('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
