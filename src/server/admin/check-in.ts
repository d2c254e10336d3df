import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { maskName, maskTel } from '@/lib/mask';
import {
  type CheckInResponse,
  type CheckInSearchResponse,
  can,
  DOOR_SEARCH_LIMIT,
  type DoorSyncBody,
  type DoorSyncResponse,
  type DoorTickets,
} from '@/schemas/admin';
import type { CheckInResult } from '@/schemas/admin-rules';
import { seatsLeft, seoulDate, seoulDayStart, ticketNumberTail } from '@/schemas/events';
import { ApiError } from '../api/errors';
import type { Db, Tx } from '../db/client';
import { ilikeContains } from '../db/like';
import { applications, doorScans, eventSessions, events, staff, users } from '../db/schema';
import { bumpEventsVersion } from '../events/cache';
import { lockSlot } from '../events/queries';
import { ticketCode, verifyTicketCode } from '../events/tickets';
import { promoteWaiters } from '../events/waitlist';
import { audit } from '../staff/audit';
import { inScope, type StaffActor } from '../staff/permissions';
import { loadSessions } from './events';

type Conn = Db | Tx;
type Admission = CheckInResponse & { usedBy: string | null };

/** A door service's one params object: what it acts on (`P`), the staff member (with their event scope) and when. */
type AtTheDoor<P> = P & { actor: StaffActor; now: Date };
/** How a ticket reached the door: its QR or typed code, the search, or a device's offline queue. */
type Via = { via: 'scan' | 'search' | 'sync'; at?: Date; deviceId?: string; scanId?: string };

const DAY_MS = 86_400_000;

/** The staff member who admitted a ticket, by name (for the door's "already admitted by"). */
async function admittedBy(db: Conn, staffId: string | null): Promise<string | null> {
  if (!staffId) return null;
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  return row?.name ?? null;
}

/**
 * Admits one application under the single-use rule. A waitlisted or expired entry never had a
 * ticket; without a chosen slot, a ticket is valid on its slot's day only. Use is a conditional
 * update, so two doors (or two devices syncing) cannot both let the same ticket in.
 */
async function admit(
  db: Conn,
  applicationId: string,
  sessionId: string | undefined,
  actor: StaffActor,
  now: Date,
  how: Via,
): Promise<Admission> {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      sessionId: applications.sessionId,
      checkedInAt: applications.checkedInAt,
      checkedInBy: applications.checkedInBy,
      startsAt: eventSessions.startsAt,
      titleKo: events.titleKo,
      eventId: applications.eventId,
      name: users.name,
    })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .innerJoin(events, eq(events.id, applications.eventId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
  // Another event's ticket at a door scoped to its events is unknown there, like one that does not exist.
  if (row && !inScope(actor, row.eventId)) row.sessionId = null;
  const detail = {
    sessionId: sessionId ?? null,
    ...(how.via === 'scan' ? {} : { via: how.via }),
    ...(how.deviceId ? { deviceId: how.deviceId, scanId: how.scanId } : {}),
  };
  if (!row?.sessionId) {
    await audit(
      db,
      actor,
      'checkin.scan',
      { type: 'application', id: applicationId },
      { result: 'unknown', ...detail },
      now,
    );
    return { result: 'unknown', usedAt: null, ticket: null, usedBy: null };
  }
  const ticket = {
    eventTitle: row.titleKo,
    sessionId: row.sessionId,
    startsAt: row.startsAt.toISOString(),
    name: maskName(row.name ?? ''),
  };
  const answer = async (
    result: CheckInResult,
    usedAt: Date | null = null,
    usedById: string | null = null,
  ): Promise<Admission> => {
    await audit(db, actor, 'checkin.scan', { type: 'application', id: row.id }, { result, ...detail }, now);
    return {
      result,
      usedAt: usedAt?.toISOString() ?? null,
      ticket,
      usedBy: result === 'already_used' ? await admittedBy(db, usedById) : null,
    };
  };
  if (row.status === 'cancelled') return answer('cancelled');
  if (row.status !== 'confirmed') return answer('unknown');
  if (sessionId ? sessionId !== row.sessionId : seoulDate(row.startsAt) !== seoulDate(now))
    return answer('wrong_session');
  if (row.checkedInAt) return answer('already_used', row.checkedInAt, row.checkedInBy);
  const [used] = await db
    .update(applications)
    .set({ checkedInAt: how.at ?? now, checkedInBy: actor.id })
    .where(
      and(
        eq(applications.id, row.id),
        eq(applications.status, 'confirmed'),
        isNull(applications.checkedInAt),
      ),
    )
    .returning({ id: applications.id });
  if (!used) {
    const [again] = await db
      .select({ at: applications.checkedInAt, by: applications.checkedInBy, status: applications.status })
      .from(applications)
      .where(eq(applications.id, row.id));
    return again?.status !== 'confirmed' ? answer('cancelled') : answer('already_used', again.at, again.by);
  }
  return answer('valid');
}

/**
 * Checks a ticket at the door: its code (a signature that fails is `unknown` before any database
 * read), or an application found by the door's search in the chosen slot.
 */
export async function checkIn(
  db: Db,
  {
    body: input,
    actor,
    now,
  }: AtTheDoor<{ body: { code?: string; applicationId?: string; sessionId?: string } }>,
): Promise<CheckInResponse> {
  const applicationId = input.applicationId ?? verifyTicketCode(input.code ?? '');
  if (!applicationId) return { result: 'unknown', usedAt: null, ticket: null };
  const { usedBy: _, ...answer } = await admit(db, applicationId, input.sessionId, actor, now, {
    via: input.applicationId ? 'search' : 'scan',
  });
  return answer;
}

/** A slot the door works on: it must exist (404) and start today in Asia/Seoul (409 SESSION_NOT_TODAY). */
async function todaysSlot(db: Conn, sessionId: string, now: Date) {
  const [slot] = await db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
  if (!slot) throw new ApiError(404, 'NOT_FOUND');
  if (seoulDate(slot.startsAt) !== seoulDate(now)) throw new ApiError(409, 'SESSION_NOT_TODAY');
  return slot;
}

/** base64url(SHA-256(code)): what a door device matches a scanned code against while offline. */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Today's applicants of a slot whose name contains `q`, or whose phone ends with `q` (four
 * digits). Masked as applicant lists are; every search is audited (how it searched and how many
 * rows it showed, not what was typed).
 */
export async function searchApplicants(
  db: Db,
  { query: input, actor, now }: AtTheDoor<{ query: { sessionId: string; q: string } }>,
): Promise<CheckInSearchResponse> {
  await todaysSlot(db, input.sessionId, now);
  const byTel = /^\d{4}$/.test(input.q);
  // The short number on the member's ticket (eight hex digits, the id's tail); a slot holds few.
  const tail = byTel ? null : ticketNumberTail(input.q);
  const match = byTel
    ? sql`right(regexp_replace(coalesce(${users.tel}, ''), '[^0-9]', '', 'g'), 4) = ${input.q}`
    : tail
      ? or(sql`right(${applications.id}::text, 8) = ${tail}`, ilikeContains(users.name, input.q))
      : ilikeContains(users.name, input.q);
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      checkedInAt: applications.checkedInAt,
      name: users.name,
      tel: users.tel,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        eq(applications.sessionId, input.sessionId),
        inArray(applications.status, ['confirmed', 'cancelled']),
        match,
      ),
    )
    .orderBy(asc(users.name), asc(applications.createdAt))
    .limit(DOOR_SEARCH_LIMIT + 1);
  const shown = rows.slice(0, DOOR_SEARCH_LIMIT);
  const unmasked = can(actor.role, 'applicants.reveal');
  await audit(
    db,
    actor,
    'checkin.search',
    { type: 'session', id: input.sessionId },
    { by: byTel ? 'tel' : tail ? 'ticket' : 'name', shown: shown.length, namesUnmasked: unmasked },
    now,
  );
  return {
    items: shown.map((r) => ({
      applicationId: r.id,
      name: unmasked ? (r.name ?? '') : maskName(r.name ?? ''),
      tel: r.tel ? maskTel(r.tel) : '',
      status: r.status as 'confirmed' | 'cancelled',
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
    })),
    more: rows.length > DOOR_SEARCH_LIMIT,
  };
}

type WalkInResult = DoorSyncResponse['walkIns'][number]['result'];
type WalkInStep = { walkIns: number; overCapacity: number; seatsLeft: number; seated: number; over: number };

/**
 * Moves a slot's walk-ins by `count` inside the caller's transaction, under the slot's row lock
 * (decision 036). A walk-in takes a free seat of `taken`, so the remaining count every view shows
 * falls with it; with no seat left it is counted over capacity, which needs the staff member's
 * `confirm` (409 WALK_IN_OVER_CAPACITY without it). A correction (negative count) removes
 * over-capacity walk-ins first, then gives seats back, which the waitlist may fill.
 */
async function moveWalkIns(
  tx: Tx,
  slotId: string,
  count: number,
  confirm: boolean,
  now: Date,
): Promise<WalkInStep> {
  const slot = await lockSlot(tx, slotId);
  if (!slot) throw new ApiError(404, 'NOT_FOUND');
  let seated: number;
  let over: number;
  if (count > 0) {
    seated = Math.min(count, seatsLeft(slot));
    over = count - seated;
    if (over > 0 && !confirm)
      throw new ApiError(409, 'WALK_IN_OVER_CAPACITY', undefined, {
        confirmOverCapacity: 'walkIns.overCapacity',
      });
  } else {
    if (slot.walkIns + count < 0) throw new ApiError(409, 'WALK_INS_BELOW_ZERO');
    over = -Math.min(-count, slot.overCapacity);
    seated = count - over;
  }
  const [row] = await tx
    .update(eventSessions)
    .set({
      walkIns: sql`${eventSessions.walkIns} + ${count}`,
      overCapacity: sql`${eventSessions.overCapacity} + ${over}`,
      taken: sql`${eventSessions.taken} + ${seated}`,
    })
    .where(eq(eventSessions.id, slotId))
    .returning();
  if (seated < 0) await promoteWaiters(tx, slotId, now);
  await bumpEventsVersion(tx);
  const [after] = await tx.select().from(eventSessions).where(eq(eventSessions.id, slotId));
  const fresh = after ?? row;
  return {
    walkIns: fresh.walkIns,
    overCapacity: fresh.overCapacity,
    seatsLeft: seatsLeft(fresh),
    seated,
    over,
  };
}

/**
 * Counts walk-ins (attendance without application) in today's slot; never below zero. Each takes
 * a seat, or, confirmed by the staff member, comes in over capacity (audited with who confirmed).
 */
export async function countWalkIns(
  db: Db,
  {
    body: input,
    actor,
    now,
  }: AtTheDoor<{ body: { sessionId: string; count: number; confirmOverCapacity?: boolean } }>,
): Promise<{ sessionId: string; walkIns: number; overCapacity: number; seatsLeft: number }> {
  return db.transaction(async (tx) => {
    await todaysSlot(tx, input.sessionId, now);
    const step = await moveWalkIns(tx, input.sessionId, input.count, input.confirmOverCapacity === true, now);
    await audit(
      tx,
      actor,
      'checkin.walk_in',
      { type: 'session', id: input.sessionId },
      {
        count: input.count,
        total: step.walkIns,
        ...(step.over > 0 ? { overCapacity: step.over, confirmedBy: actor.id } : {}),
      },
      now,
    );
    return {
      sessionId: input.sessionId,
      walkIns: step.walkIns,
      overCapacity: step.overCapacity,
      seatsLeft: step.seatsLeft,
    };
  });
}

/**
 * The ticket list a door device keeps for today's slot so it can admit while offline: ids, states,
 * a hash of each code and the masked name; nothing else. Audited like a list.
 */
export async function doorTickets(
  db: Db,
  { query: { sessionId }, actor, now }: AtTheDoor<{ query: { sessionId: string } }>,
): Promise<DoorTickets> {
  await todaysSlot(db, sessionId, now);
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      checkedInAt: applications.checkedInAt,
      name: users.name,
      tel: users.tel,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(eq(applications.sessionId, sessionId), inArray(applications.status, ['confirmed', 'cancelled'])),
    )
    .orderBy(asc(applications.createdAt));
  await audit(db, actor, 'checkin.tickets', { type: 'session', id: sessionId }, { shown: rows.length }, now);
  return {
    sessionId,
    fetchedAt: now.toISOString(),
    tickets: rows.map((r) => ({
      applicationId: r.id,
      codeHash: codeHash(ticketCode(r.id)),
      status: r.status as 'confirmed' | 'cancelled',
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      name: maskName(r.name ?? ''),
      tel: r.tel ? maskTel(r.tel) : '',
    })),
  };
}

/**
 * Scans a device queued offline, in its order. Each (device, scan) is answered once: the row is
 * claimed first, inside the scan's transaction, so a resend (or a second send racing the first)
 * answers what the first did and never uses a ticket twice. A ticket two devices admitted offline
 * is admitted once; the later sync answers `already_used` with when and by whom.
 */
export async function syncScans(
  db: Db,
  { body: input, actor, now }: AtTheDoor<{ body: DoorSyncBody }>,
): Promise<DoorSyncResponse> {
  const results: DoorSyncResponse['results'] = [];
  for (const scan of input.scans) {
    const scannedAt = new Date(
      Math.min(now.getTime(), Math.max(new Date(scan.scannedAt).getTime(), now.getTime() - DAY_MS)),
    );
    const applicationId = scan.applicationId ?? verifyTicketCode(scan.code ?? '');
    const result = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(doorScans)
        .values({
          deviceId: input.deviceId,
          scanId: scan.scanId,
          applicationId,
          sessionId: scan.sessionId,
          staffId: actor.id,
          result: 'pending',
          scannedAt,
          syncedAt: now,
        })
        .onConflictDoNothing()
        .returning({ scanId: doorScans.scanId });
      if (!claimed) return replay(tx, input.deviceId, scan.scanId);
      const answer: Admission = applicationId
        ? await admit(tx, applicationId, scan.sessionId, actor, now, {
            via: 'sync',
            at: scannedAt,
            deviceId: input.deviceId,
            scanId: scan.scanId,
          })
        : { result: 'unknown', usedAt: null, ticket: null, usedBy: null };
      await tx
        .update(doorScans)
        .set({ result: answer.result })
        .where(and(eq(doorScans.deviceId, input.deviceId), eq(doorScans.scanId, scan.scanId)));
      return {
        result: answer.result,
        usedAt: answer.usedAt,
        usedBy: answer.usedBy,
        name: answer.ticket?.name ?? null,
      };
    });
    results.push({ scanId: scan.scanId, ...result });
  }
  const walkIns: DoorSyncResponse['walkIns'] = [];
  for (const w of input.walkIns) {
    const scannedAt = new Date(
      Math.min(now.getTime(), Math.max(new Date(w.scannedAt).getTime(), now.getTime() - DAY_MS)),
    );
    const result = await db.transaction(async (tx) => {
      // Claimed like a scan: a resend answers what the first send did and counts nobody twice.
      const [claimed] = await tx
        .insert(doorScans)
        .values({
          deviceId: input.deviceId,
          scanId: w.walkInId,
          applicationId: null,
          sessionId: w.sessionId,
          staffId: actor.id,
          result: 'pending',
          scannedAt,
          syncedAt: now,
        })
        .onConflictDoNothing()
        .returning({ scanId: doorScans.scanId });
      if (!claimed) {
        const [row] = await tx
          .select({ result: doorScans.result })
          .from(doorScans)
          .where(and(eq(doorScans.deviceId, input.deviceId), eq(doorScans.scanId, w.walkInId)));
        return (row?.result ?? 'unknown') as WalkInResult;
      }
      const [slot] = await tx
        .select({ id: eventSessions.id })
        .from(eventSessions)
        .where(eq(eventSessions.id, w.sessionId));
      if (!slot) {
        // The slot was deleted meanwhile: nothing to count, and the device's queue still empties.
        await tx
          .update(doorScans)
          .set({ result: 'unknown' })
          .where(and(eq(doorScans.deviceId, input.deviceId), eq(doorScans.scanId, w.walkInId)));
        return 'unknown' as const;
      }
      // The visitor is inside already: with no seat left they are recorded over capacity, with
      // whether the staff member confirmed it on the device (audited either way).
      const step = await moveWalkIns(tx, w.sessionId, 1, true, now);
      const answer = step.over > 0 ? 'over_capacity' : 'seated';
      await tx
        .update(doorScans)
        .set({ result: answer })
        .where(and(eq(doorScans.deviceId, input.deviceId), eq(doorScans.scanId, w.walkInId)));
      await audit(
        tx,
        actor,
        'checkin.walk_in',
        { type: 'session', id: w.sessionId },
        {
          count: 1,
          total: step.walkIns,
          via: 'sync',
          deviceId: input.deviceId,
          scanId: w.walkInId,
          ...(step.over > 0
            ? { overCapacity: step.over, confirmedBy: actor.id, confirmedOnDevice: w.confirmOverCapacity }
            : {}),
        },
        now,
      );
      return answer;
    });
    walkIns.push({ walkInId: w.walkInId, result });
  }
  return { results, walkIns };
}

/** What a scan already synced answered (the ticket's use as it stands now). */
async function replay(db: Conn, deviceId: string, scanId: string) {
  const [row] = await db
    .select({
      result: doorScans.result,
      checkedInAt: applications.checkedInAt,
      checkedInBy: applications.checkedInBy,
      name: users.name,
    })
    .from(doorScans)
    .leftJoin(applications, eq(applications.id, doorScans.applicationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(and(eq(doorScans.deviceId, deviceId), eq(doorScans.scanId, scanId)));
  const result = (row?.result ?? 'unknown') as CheckInResult;
  const used = result === 'already_used';
  return {
    result,
    usedAt: used ? (row?.checkedInAt?.toISOString() ?? null) : null,
    usedBy: used ? await admittedBy(db, row?.checkedInBy ?? null) : null,
    name: row?.name ? maskName(row.name) : null,
  };
}

/** Today's slots (Asia/Seoul) with seats, check-ins and walk-ins: the door's slot picker and the dashboard. */
export async function todaySessions(db: Db, now: Date, eventIds: readonly string[] | null = null) {
  const start = seoulDayStart(now);
  const end = new Date(start.getTime() + DAY_MS);
  const rows = await db
    .select({ id: eventSessions.id, eventId: eventSessions.eventId, titleKo: events.titleKo })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(
      and(
        gte(eventSessions.startsAt, start),
        lt(eventSessions.startsAt, end),
        isNull(eventSessions.cancelledAt),
        eventIds === null ? undefined : inArray(eventSessions.eventId, [...eventIds]),
      ),
    )
    .orderBy(asc(eventSessions.startsAt));
  const titles = new Map(rows.map((r) => [r.id, r.titleKo]));
  const sessions = await loadSessions(db, [...new Set(rows.map((r) => r.eventId))]);
  return sessions
    .filter((s) => titles.has(s.view.id))
    .map((s) => ({ ...s.view, eventId: s.eventId, eventTitle: titles.get(s.view.id) as string }));
}
