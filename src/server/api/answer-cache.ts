import 'server-only';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context, TypedResponse } from 'hono';
import { seoulDayStart } from '@/schemas/event-rules';
import { batchedRead } from '../db/batched-read';
import { type Db, dbKind, type Tx } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { cacheVersions } from '../db/schema';
import { logError } from '../log';
import { markPublicAnswer } from './answer-memo';
import { etagOf, matchesIfNoneMatch } from './etag';
import type { AppEnv } from './router';

export { etagOf, matchesIfNoneMatch };

/**
 * Public answers that are the same for every visitor (the event list and detail, the live notices)
 * are kept serialised per instance until their version in `cache_versions` moves, or the clock
 * crosses a time the answer depends on (a window opens or closes, a Seoul day ends). A request
 * reads the version (one primary-key lookup; none on the embedded database) and answers from
 * memory while it matches. Decision 008. Domains name their version (`events`, `content`) and
 * wrap these helpers.
 */

/** Even without a change, an answer is remade at least this often. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;
const DAY_MS = 86_400_000;

/** Visitors share one answer for a few seconds (the nginx micro-cache and browsers too). */
export const PUBLIC_CACHE = 'public, max-age=5';

/**
 * The embedded database (PGlite) belongs to this one process, so a version needs no query there:
 * a counter in memory, bumped with the row. PGlite runs one statement at a time and a transaction
 * holds it, so a reader that saw the new number reads the data after that transaction ends. On
 * globalThis because Next's server bundle and the API bundle each carry this module (one process).
 */
const local = globalThis as unknown as { __moruCacheVersions?: Map<string, number> };
const localVersions = () => {
  local.__moruCacheVersions ??= new Map();
  return local.__moruCacheVersions;
};
const isEmbedded = (db: Db | Tx) => dbKind(db) === 'pglite';

/**
 * Marks the answers of version `name` stale on every instance. Call it inside the transaction that
 * changes what they show, as late as possible: the row stays locked until the transaction ends.
 * Returns the version the transaction made.
 */
export async function bumpCacheVersion(tx: Db | Tx, name: string): Promise<number> {
  const versions = localVersions();
  versions.set(name, (versions.get(name) ?? 0) + 1);
  const [row] = await tx
    .insert(cacheVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } })
    .returning({ version: cacheVersions.version });
  return row.version;
}

/**
 * The same, once the change has committed, as a statement of its own that does not wait for its
 * WAL flush (`synchronous_commit` off for it alone). For the writers a rush runs thousands of times
 * at once (a seat, a place in line): bumped inside their transactions, the one `cache_versions` row
 * would stay locked through each commit and line every transaction of every slot up behind it.
 * Between the commit and the bump a reader still gets the answer kept before the change (the
 * change shows a moment later, as if it had committed then); a bump lost to a crash in between
 * heals within MAX_AGE_MS. The change itself is committed durably before this runs.
 *
 * Bumps asked for while one is on its way go together as the next one (`batchedRead`): one
 * statement marks every change committed before it was sent, and each caller still returns only
 * once a bump sent after its commit is done (a member who reads right after writing sees the
 * change). Under a rush this is a few dozen statements on the one row instead of one per write,
 * each holding a pooled connection while it waits for the row's lock.
 */
export async function bumpCacheVersionAfterCommit(db: Db, name: string): Promise<void> {
  const versions = localVersions();
  versions.set(name, (versions.get(name) ?? 0) + 1);
  await versionBump(db, name)(name);
}

const versionBump = preparedPerDb((db, name) =>
  batchedRead<string, never>(async () => {
    try {
      await db.execute(
        sql`with cfg as (select set_config('synchronous_commit', 'off', true))
            insert into ${cacheVersions} (name, version) select ${name}, 1 from cfg
            on conflict (name) do update set version = ${cacheVersions}.version + 1`,
      );
    } catch (err) {
      logError(`[cache] ${name} version not bumped (answers heal within a minute):`, err);
    }
    return new Map<string, never>();
  }),
);

const versionQuery = preparedPerDb((db, name) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, name))
    .prepare(`${name}_cache_version`),
);

/**
 * The current version `name` of the public answers. It is read BEFORE an answer is made: a change
 * committed meanwhile can only make the kept answer newer than its version, never older.
 */
export async function cacheVersion(db: Db, name: string): Promise<number> {
  if (isEmbedded(db)) return localVersions().get(name) ?? 0;
  const [row] = await versionQuery(db, name).execute();
  return row?.version ?? 0;
}

/**
 * Version `name` as a column of another statement, so one round trip reads both (the apply route's
 * member check, decision 016); null on the embedded database, where `cacheVersion` reads memory.
 */
export function cacheVersionColumn(db: Db, name: string): SQL<number> | null {
  if (isEmbedded(db)) return null;
  return sql<number>`coalesce((select ${cacheVersions.version} from ${cacheVersions} where ${cacheVersions.name} = ${name}), 0)`;
}

export type CachedAnswer = { body: string; etag: string };
type Entry = CachedAnswer & { name: string; version: number; madeAt: number; validUntil: number };

/** The app's rule for a kept answer: made under the current version, and the clock not past a date it depends on. */
const isCurrent = (entry: Entry, version: number, t: number) =>
  entry.version === version && entry.madeAt <= t && t < entry.validUntil;

/** Per database (the tests run several apps in one process), answers by version name and key. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The first time after `now` the answer could read differently without any write: a date it depends on is crossed. */
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
 * The visitors' answer for `key` under version `name`: from memory while the version is unchanged
 * and the clock has not crossed a date the answer depends on, else made by `make` (which also
 * names those dates, including ones the answer does not show yet, such as a notice's start).
 */
export async function versionedAnswer(
  db: Db,
  name: string,
  key: string,
  now: Date,
  make: () => Promise<{ value: unknown; dates: (string | null | undefined)[] }>,
): Promise<CachedAnswer> {
  const version = await cacheVersion(db, name);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const slot = `${name}:${key}`;
  const t = now.getTime();
  const hit = cache.get(slot);
  if (hit && isCurrent(hit, version, t)) return hit;
  const { value, dates } = await make();
  const body = JSON.stringify(value);
  const entry: Entry = {
    body,
    etag: etagOf(body),
    name,
    version,
    madeAt: t,
    validUntil: nextChange(now, dates),
  };
  cache.delete(slot);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(slot, entry);
  return entry;
}

/** An answer made for one caller (a member's own view), with its ETag, never kept. */
export function privateAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: etagOf(body) };
}

/**
 * Sends a serialised answer with its ETag, or 304 when the caller already holds it. Typed as the
 * route's JSON answer (`T`): the body is that JSON, serialised once and kept. `vary` names the
 * request headers the answer depends on.
 */
export function sendAnswer<T>(c: Context<AppEnv>, answer: CachedAnswer, cacheControl: string, vary: string) {
  const { body, etag } = answer;
  const { db, now } = c.var.deps;
  // A shared answer kept on the embedded database: the server may send it again without the app
  // while the app would send the same (answer-memo.ts, decision 029).
  if (cacheControl === PUBLIC_CACHE && 'version' in answer && isEmbedded(db)) {
    const entry = answer as Entry;
    markPublicAnswer(c.req.raw, entry, () =>
      isCurrent(entry, localVersions().get(entry.name) ?? 0, now().getTime()),
    );
  }
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', vary);
  const res = matchesIfNoneMatch(c.req.header('if-none-match'), etag)
    ? c.body(null, 304)
    : c.body(body, 200, { 'Content-Type': 'application/json' });
  return res as unknown as TypedResponse<T, 200, 'json'>;
}

/** The OpenAPI entry of a 304 answer. */
export const notModified = { 304: { description: 'Not modified: the If-None-Match tag is current' } };
