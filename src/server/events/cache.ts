import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { seoulDayStart } from '@/schemas/events';
import { type Db, dbKind, type Tx } from '../db/client';
import { cacheVersions } from '../db/schema';

/**
 * The public event answers (list and detail for visitors) are the same for everyone until an event
 * or a seat count changes, or the clock crosses a time the answer depends on (an application
 * window opens, a slot starts, a Seoul day ends). Each instance keeps the serialised answer with the
 * version it was made at; a request reads the version (one primary-key lookup) and answers from
 * memory while it matches. Decision 008.
 */
const EVENTS = 'events';
/** Even without a change, an answer is remade at least this often. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;
const DAY_MS = 86_400_000;

/**
 * Marks the public event answers stale on every instance. Call it inside the transaction that
 * changes an event, a slot or a seat count (apply, cancel, the staff console, waitlist promotion),
 * as late as possible: the row stays locked until the transaction ends.
 */
export async function bumpEventsVersion(tx: Db | Tx): Promise<void> {
  local.__moruEventsVersion = (local.__moruEventsVersion ?? 0) + 1;
  await tx
    .insert(cacheVersions)
    .values({ name: EVENTS, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } });
}

/**
 * The embedded database (PGlite) belongs to this one process, so the version needs no query there:
 * a counter in memory, bumped with the row. PGlite runs one statement at a time and a transaction
 * holds it, so a reader that saw the new number reads the data after that transaction ends. On
 * globalThis because Next's server bundle and the API bundle each carry this module (one process).
 */
const local = globalThis as unknown as { __moruEventsVersion?: number };
const isEmbedded = (db: Db) => dbKind(db) === 'pglite';

const versionQueries = new WeakMap<Db, ReturnType<typeof prepareVersion>>();
const prepareVersion = (db: Db) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, EVENTS))
    .prepare('events_cache_version');

/**
 * The current version of the public event answers. It is read BEFORE the answer is made: a change
 * committed meanwhile can only make the kept answer newer than its version, never older.
 */
export async function eventsVersion(db: Db): Promise<number> {
  if (isEmbedded(db)) return local.__moruEventsVersion ?? 0;
  let query = versionQueries.get(db);
  if (!query) {
    query = prepareVersion(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute();
  return row?.version ?? 0;
}

export type CachedAnswer = { body: string; etag: string };
type Entry = CachedAnswer & { version: number; madeAt: number; validUntil: number };

/** Per database (the tests run several apps in one process), answers by key. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/** A strong validator for a serialised answer: the same bytes give the same tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The first time after `now` the answer could read differently without any write: a date it shows is crossed. */
export function nextChange(now: Date, dates: (string | null | undefined)[]): number {
  const t = now.getTime();
  let next = Math.min(t + MAX_AGE_MS, seoulDayStart(now).getTime() + DAY_MS);
  for (const d of dates) {
    if (!d) continue;
    const at = Date.parse(d);
    if (at > t && at < next) next = at;
  }
  return next;
}

/**
 * The visitor's answer for `key`: from memory while the version is unchanged and the clock has not
 * crossed a date the answer depends on, else made by `make` (which also names those dates).
 */
export async function publicAnswer(
  db: Db,
  key: string,
  now: Date,
  make: () => Promise<{ value: unknown; dates: (string | null | undefined)[] }>,
): Promise<CachedAnswer> {
  const version = await eventsVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const t = now.getTime();
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.madeAt <= t && t < hit.validUntil) return hit;
  const { value, dates } = await make();
  const body = JSON.stringify(value);
  const entry: Entry = { body, etag: etagOf(body), version, madeAt: t, validUntil: nextChange(now, dates) };
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return entry;
}

/** True when the request's If-None-Match names this tag (or `*`); weak and strong compare alike (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
