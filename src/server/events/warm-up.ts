import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lte, min } from 'drizzle-orm';
import { signAccessToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { events, users } from '../db/schema';
import { errorMessage } from '../log';

/** One request a new instance sends itself before it takes traffic (`src/runtime/server.mjs`). */
export type WarmUpRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Members whose tokens the warm-up signs: their rows make the member check succeed. */
const MEMBERS = 4;

/**
 * The requests of a 10:00 rush, made so that none of them can write (decision 027): a new
 * instance sends them to itself, so the code of the apply path is compiled before the first wave
 * of members arrives, not while it waits.
 *  - The event lists and, when there is an event open for applications, its detail (the read path).
 *  - Applications by active members (tokens signed here, never sent out of the process) to an
 *    event id that does not exist, with a slot id: the member check, the body's validation and the
 *    event lookup run, and the answer is 404. A request with a slot never takes the survey path,
 *    the only apply path that writes without one.
 *  - One with a token whose member does not exist (401), and one without a token (401).
 * With no active member (a new install) only the 401s and the lists are sent.
 */
export async function warmUpRequests(db: Db, now = new Date()): Promise<WarmUpRequest[]> {
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.createdAt))
    .limit(MEMBERS);
  const [open] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.type, 'application'), lte(events.applyOpensAt, now), gt(events.applyClosesAt, now)))
    .orderBy(asc(events.applyClosesAt))
    .limit(1);
  const apply = (authorization?: string, eventId = randomUUID()): WarmUpRequest => ({
    method: 'POST',
    path: `/api/events/${eventId}/applications`,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ko',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ sessionId: randomUUID() }),
  });
  const get = (path: string): WarmUpRequest => ({
    method: 'GET',
    path,
    headers: { 'accept-language': 'ko' },
  });
  const [stranger, ...tokens] = await Promise.all(
    [randomUUID(), ...members.map((m) => m.id)].map((id) => signAccessToken(id, ['member'], now)),
  );
  // Mostly what a rush is made of: members' applications (one in ten of the requests is anything else).
  const applications = tokens.length
    ? tokens.flatMap((token) => Array.from({ length: 4 }, () => apply(`Bearer ${token}`)))
    : [];
  return [
    ...applications,
    apply(`Bearer ${stranger}`),
    apply(),
    get('/api/events?tab=on'),
    get('/api/events?tab=off'),
    ...(open ? [get(`/api/events/${open.id}`)] : []),
  ];
}

/** The next moment an application window opens, after `now`; null when none is planned. */
export async function nextOpening(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(events.applyOpensAt) })
    .from(events)
    .where(and(eq(events.type, 'application'), gt(events.applyOpensAt, now)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Warms the instance again `leadMs` before each application window opens (decision 027): the
 * 10:00 rush meets code compiled a minute earlier, not at the start, hours of page traffic before.
 * Looks for the next opening every `pollMs` (default half the lead, at most 30 s), so an opening
 * planned at least lead + poll ahead is always warmed in time, and one planned later as soon as it
 * is seen. Each opening is warmed once; a warm-up still running when stopped is waited for.
 */
export function watchOpenings(
  db: Db,
  warm: () => Promise<void>,
  opts: { leadMs: number; pollMs?: number; now?: () => Date },
): { stop: () => Promise<void> } {
  const now = opts.now ?? (() => new Date());
  const pollMs = opts.pollMs ?? Math.min(opts.leadMs / 2, 30_000);
  let planned: { at: number; timer: NodeJS.Timeout } | undefined;
  let warmed = Number.NaN;
  let warming: Promise<void> | undefined;
  let stopped = false;
  const fire = (at: number) => {
    planned = undefined;
    if (stopped) return;
    warmed = at;
    warming = warm()
      .catch((err) => console.error('[events] warm-up before an opening failed:', errorMessage(err)))
      .finally(() => {
        warming = undefined;
      });
  };
  const tick = async () => {
    try {
      const next = await nextOpening(db, now());
      const at = next?.getTime();
      if (stopped || at === undefined || at === warmed || at === planned?.at) return;
      const wait = at - opts.leadMs - now().getTime();
      if (wait > pollMs) return;
      if (planned) clearTimeout(planned.timer);
      const timer = setTimeout(() => fire(at), Math.max(0, wait));
      timer.unref?.();
      planned = { at, timer };
    } catch (err) {
      console.error('[events] openings watch failed; retrying:', errorMessage(err));
    }
  };
  const interval = setInterval(() => void tick(), pollMs);
  interval.unref?.();
  void tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(interval);
      if (planned) clearTimeout(planned.timer);
      await warming;
    },
  };
}
