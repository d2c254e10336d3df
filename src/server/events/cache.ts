import 'server-only';
import {
  bumpCacheVersion,
  bumpCacheVersionAfterCommit,
  type CachedAnswer,
  cacheVersion,
  etagOf,
  matchesIfNoneMatch,
  nextChange,
  versionedAnswer,
} from '../api/answer-cache';
import type { Db, Tx } from '../db/client';

/**
 * The public event answers (list and detail for visitors) are the same for everyone until an event
 * or a seat count changes, or the clock crosses a time the answer depends on (an application
 * window opens, a slot starts, a Seoul day ends): kept per instance under the `events` version
 * (`api/answer-cache.ts`, decision 008).
 */
export const EVENTS_VERSION = 'events';
const EVENTS = EVENTS_VERSION;

export { type CachedAnswer, etagOf, matchesIfNoneMatch, nextChange };

/**
 * Marks the public event answers stale on every instance. Call it inside the transaction that
 * changes an event, a slot or a seat count (apply, cancel, the staff console, waitlist promotion),
 * as late as possible: the row stays locked until the transaction ends.
 */
export async function bumpEventsVersion(tx: Db | Tx): Promise<void> {
  await bumpCacheVersion(tx, EVENTS);
}

/**
 * The same after the transaction committed (`bumpCacheVersionAfterCommit`): for the seat and
 * waitlist writes of `apply`, which a rush runs thousands of times at once (decision 016).
 */
export function bumpEventsVersionAfterCommit(db: Db): Promise<void> {
  return bumpCacheVersionAfterCommit(db, EVENTS);
}

/** The current version of the public event answers (read before an answer is made). */
export function eventsVersion(db: Db): Promise<number> {
  return cacheVersion(db, EVENTS);
}

/** The visitor's event answer for `key` (see `versionedAnswer`). */
export function publicAnswer(
  db: Db,
  key: string,
  now: Date,
  make: () => Promise<{ value: unknown; dates: (string | null | undefined)[] }>,
): Promise<CachedAnswer> {
  return versionedAnswer(db, EVENTS, key, now, make);
}
