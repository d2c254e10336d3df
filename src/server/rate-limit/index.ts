import 'server-only';
import { sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { serverEnv } from '../env';

export type RateRule = { limit: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window kept in the database (shared by every app instance),
 * without any limit: the hits so far in the window, and when it ends.
 */
export async function count(
  db: Db,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<{ count: number; windowEnds: Date }> {
  const windowEnds = new Date(now.getTime() + windowSeconds * 1000);
  const rows = await db.execute<{ count: number; window_ends: string | Date }>(sql`
    insert into rate_limits (key, count, window_ends) values (${key}, 1, ${windowEnds.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.window_ends <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      window_ends = case when rate_limits.window_ends <= ${now.toISOString()} then excluded.window_ends else rate_limits.window_ends end
    returning count, window_ends`);
  const row = (rows as unknown as { rows: { count: number; window_ends: string | Date }[] }).rows[0];
  return { count: Number(row.count), windowEnds: new Date(row.window_ends) };
}

/**
 * Counts one hit on `key` (see {@link count}). Returns the hits so far; throws RATE_LIMITED (429,
 * Retry-After) past the limit.
 */
export async function hit(db: Db, key: string, rule: RateRule, now = new Date()): Promise<number> {
  const { count: hits, windowEnds } = await count(db, key, rule.windowSeconds, now);
  if (hits > rule.limit) {
    const retry = Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 1000));
    throw new ApiError(429, 'RATE_LIMITED', undefined, undefined, { 'Retry-After': String(retry) });
  }
  return hits;
}

/** The hits on `key` in its current window, without counting one (0 when none or the window ended). */
export async function peek(db: Db, key: string, now = new Date()): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count from rate_limits where key = ${key} and window_ends > ${now.toISOString()}`);
  const row = (rows as unknown as { rows: { count: number }[] }).rows[0];
  return row ? Number(row.count) : 0;
}

/** Forgets a key (for example after a successful sign-in). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * The caller's address as the proxies in front of us report it. Each proxy appends the address it
 * received the request from to X-Forwarded-For, and a client can send the header with anything in
 * it: only the last `trustedHops` entries were written by our side, so the client's address is the
 * entry that many places from the right (TRUSTED_PROXY_HOPS; Next's own server adds the socket's
 * address when the header is absent). Taking the leftmost entry would let anyone choose the key
 * their requests are counted under, and so step around every per-address limit.
 */
export function clientIp(req: Request, trustedHops = serverEnv().TRUSTED_PROXY_HOPS): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const fromProxy = entries[Math.max(0, entries.length - trustedHops)];
  return fromProxy || req.headers.get('x-real-ip')?.trim() || 'local';
}

/**
 * Holds `key` until `until` (or later, when it is held longer already): with {@link heldFor} a
 * back-off that answers "wait N seconds" instead of holding a connection open.
 */
export async function holdUntil(db: Db, key: string, until: Date): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, window_ends) values (${key}, 0, ${until.toISOString()})
    on conflict (key) do update set window_ends = greatest(rate_limits.window_ends, excluded.window_ends)`);
}

/** Whole seconds until `key`'s hold ends (at least 1 while held); 0 when it is not held. */
export async function heldFor(db: Db, key: string, now = new Date()): Promise<number> {
  const rows = await db.execute<{ window_ends: string | Date }>(sql`
    select window_ends from rate_limits where key = ${key} and window_ends > ${now.toISOString()}`);
  const row = (rows as unknown as { rows: { window_ends: string | Date }[] }).rows[0];
  return row ? Math.max(1, Math.ceil((new Date(row.window_ends).getTime() - now.getTime()) / 1000)) : 0;
}
