import 'server-only';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import { maskName } from '@/lib/mask';
import type { CheckInResponse } from '@/schemas/admin';
import { seoulDate, seoulDayStart } from '@/schemas/events';
import type { Db } from '../db/client';
import { applications, eventSessions, events, users } from '../db/schema';
import { verifyTicketCode } from '../events/tickets';
import { type Actor, audit } from './audit';
import { loadSessions } from './events';

/**
 * Checks a ticket at the door. A code whose signature fails is `unknown` before any database read;
 * a genuine one is used once (a conditional update), so two scanners at two doors cannot both let
 * the same ticket in. Without a chosen slot, a ticket is valid on its slot's day only.
 */
export async function checkIn(
  db: Db,
  input: { code: string; sessionId?: string },
  actor: Actor,
  now: Date,
): Promise<CheckInResponse> {
  const applicationId = verifyTicketCode(input.code);
  if (!applicationId) return { result: 'unknown', usedAt: null, ticket: null };
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      sessionId: applications.sessionId,
      checkedInAt: applications.checkedInAt,
      startsAt: eventSessions.startsAt,
      titleKo: events.titleKo,
      name: users.name,
    })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .innerJoin(events, eq(events.id, applications.eventId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
  if (!row?.sessionId) {
    await audit(
      db,
      actor,
      'checkin.scan',
      { type: 'application', id: applicationId },
      { result: 'unknown' },
      now,
    );
    return { result: 'unknown', usedAt: null, ticket: null };
  }
  const ticket = {
    eventTitle: row.titleKo,
    sessionId: row.sessionId,
    startsAt: row.startsAt.toISOString(),
    name: maskName(row.name ?? ''),
  };
  const answer = async (
    result: CheckInResponse['result'],
    usedAt: Date | null = null,
  ): Promise<CheckInResponse> => {
    await audit(
      db,
      actor,
      'checkin.scan',
      { type: 'application', id: row.id },
      { result, sessionId: input.sessionId ?? null },
      now,
    );
    return { result, usedAt: usedAt?.toISOString() ?? null, ticket };
  };
  if (row.status === 'cancelled') return answer('cancelled');
  // NOTE: a waitlisted or expired entry never had a ticket; a code naming one is not a ticket.
  if (row.status !== 'confirmed') return answer('unknown');
  if (input.sessionId ? input.sessionId !== row.sessionId : seoulDate(row.startsAt) !== seoulDate(now))
    return answer('wrong_session');
  if (row.checkedInAt) return answer('already_used', row.checkedInAt);
  const [used] = await db
    .update(applications)
    .set({ checkedInAt: now, checkedInBy: actor.id })
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
      .select({ at: applications.checkedInAt, status: applications.status })
      .from(applications)
      .where(eq(applications.id, row.id));
    return again?.status !== 'confirmed' ? answer('cancelled') : answer('already_used', again.at);
  }
  return answer('valid');
}

/** Today's slots (Asia/Seoul) with seats and check-ins: the door's slot picker and the dashboard. */
export async function todaySessions(db: Db, now: Date) {
  const start = seoulDayStart(now);
  const end = new Date(start.getTime() + 86_400_000);
  const rows = await db
    .select({ id: eventSessions.id, eventId: eventSessions.eventId, titleKo: events.titleKo })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(gte(eventSessions.startsAt, start), lt(eventSessions.startsAt, end)))
    .orderBy(asc(eventSessions.startsAt));
  const titles = new Map(rows.map((r) => [r.id, r.titleKo]));
  const sessions = await loadSessions(db, [...new Set(rows.map((r) => r.eventId))]);
  return sessions
    .filter((s) => titles.has(s.view.id))
    .map((s) => ({ ...s.view, eventId: s.eventId, eventTitle: titles.get(s.view.id) as string }));
}
