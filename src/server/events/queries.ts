import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import {
  EVENTS_PAGE_SIZE,
  type EventDetail,
  type EventSession,
  type EventSummary,
  type EventTab,
  MY_LIST_PAGE_SIZE,
  type MyApplication,
  type MyEvent,
  type Paged,
  type Question,
  type SlotState,
  seoulDayStart,
} from '@/schemas/events';
import type { Db, Tx } from '../db/client';
import { applications, attendanceSignups, eventQuestions, eventSessions, events, users } from '../db/schema';
import { sanitizeBody } from './rich-text';
import { ticketCode } from './tickets';
import { overlappingConfirmed, waitlistPosition } from './waitlist';

export type EventRow = typeof events.$inferSelect;
export type Viewer = { id: string; memberType: 'normal' | 'company' } | null;
type Conn = Db | Tx;

/** The signed-in member as event visibility needs it; null for visitors and closed accounts. */
export async function loadViewer(db: Conn, memberId: string | undefined): Promise<Viewer> {
  if (!memberId) return null;
  const [row] = await db
    .select({ id: users.id, memberType: users.memberType })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.status, 'active')));
  return row ?? null;
}

/**
 * Published events that are PUBLIC, plus PRIVATE ones whose audience includes the viewer
 * (DESIGN.md "Events"). Unpublished events (drafts) exist only in the console.
 */
export function visibleTo(viewer: Viewer): SQL {
  if (!viewer) return and(eq(events.published, true), eq(events.visibility, 'PUBLIC')) as SQL;
  return and(
    eq(events.published, true),
    or(
      eq(events.visibility, 'PUBLIC'),
      eq(events.audience, 'members'),
      eq(events.audience, viewer.memberType),
    ),
  ) as SQL;
}

/** Tab `on` while the event's last day has not passed in Asia/Seoul; `off` after. */
export function tabCondition(tab: EventTab, now: Date): SQL {
  const dayStart = seoulDayStart(now);
  return tab === 'on' ? gte(events.endsAt, dayStart) : lt(events.endsAt, dayStart);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function applyStateOf(e: EventRow, now: Date): EventSummary['applyState'] {
  if (e.type === 'board') return 'none';
  if (e.applyOpensAt && now < e.applyOpensAt) return 'notOpen';
  if ((e.applyClosesAt && now >= e.applyClosesAt) || now >= e.endsAt) return 'closed';
  return 'open';
}

export function toSummary(e: EventRow, locale: Locale, now: Date): EventSummary {
  const status = e.endsAt < seoulDayStart(now) ? 'ended' : now < e.startsAt ? 'upcoming' : 'ongoing';
  return {
    id: e.id,
    type: e.type,
    kind: e.kind,
    visibility: e.visibility,
    title: locale === 'en' ? e.titleEn || e.titleKo : e.titleKo,
    summary: locale === 'en' ? e.summaryEn || e.summaryKo : e.summaryKo,
    thumbnail: e.thumbnail,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    applyOpensAt: iso(e.applyOpensAt),
    applyClosesAt: iso(e.applyClosesAt),
    status,
    applyState: applyStateOf(e, now),
  };
}

function pageOf<T>(items: T[], page: number, pageSize: number, total: number): Paged<T> {
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `GET /events`: one tab, newest first, paginated; one query (the total rides along as a window count). */
export async function listEvents(
  db: Db,
  opts: { tab: EventTab; page: number; viewer: Viewer; locale: Locale; now: Date },
): Promise<Paged<EventSummary>> {
  const where = and(visibleTo(opts.viewer), tabCondition(opts.tab, opts.now));
  const rows = await db
    .select({ e: events, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(where)
    .orderBy(opts.tab === 'on' ? desc(events.startsAt) : desc(events.endsAt), asc(events.id))
    .limit(EVENTS_PAGE_SIZE)
    .offset((opts.page - 1) * EVENTS_PAGE_SIZE);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total =
    rows[0]?.total ??
    (opts.page > 1 ? Number((await db.select({ n: count() }).from(events).where(where))[0].n) : 0);
  return pageOf(
    rows.map(({ e }) => toSummary(e, opts.locale, opts.now)),
    opts.page,
    EVENTS_PAGE_SIZE,
    total,
  );
}

/** One event the viewer may see, or null (PRIVATE outside its audience reads as not found). */
export async function findVisibleEvent(db: Conn, id: string, viewer: Viewer): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), visibleTo(viewer)));
  return row ?? null;
}

export async function loadQuestions(db: Conn, eventId: string, locale: Locale): Promise<Question[]> {
  const rows = await db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
  return rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    required: q.required,
    label: locale === 'en' ? q.labelEn || q.labelKo : q.labelKo,
    options: q.options.map((o) => ({ value: o.value, label: locale === 'en' ? o.en : o.ko })),
    maxLength: q.maxLength,
  }));
}

/** The member's confirmed slot applications that have not ended (for overlap and "applied"). */
async function activeSlots(db: Conn, memberId: string, now: Date) {
  return db
    .select({ sessionId: eventSessions.id, startsAt: eventSessions.startsAt, endsAt: eventSessions.endsAt })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.userId, memberId),
        eq(applications.status, 'confirmed'),
        gte(eventSessions.endsAt, now),
      ),
    );
}

/** `GET /events/{id}`: the event with its slots (seats left, and why a slot cannot be chosen). */
export async function eventDetail(
  db: Db,
  id: string,
  opts: { viewer: Viewer; locale: Locale; now: Date },
): Promise<EventDetail | null> {
  const e = await findVisibleEvent(db, id, opts.viewer);
  if (!e) return null;
  const { now, viewer } = opts;
  const [sessions, questions, mine, attending, responded, waitingRows, myWaiting] = await Promise.all([
    db.select().from(eventSessions).where(eq(eventSessions.eventId, id)).orderBy(asc(eventSessions.startsAt)),
    loadQuestions(db, id, opts.locale),
    viewer ? activeSlots(db, viewer.id, now) : Promise.resolve([]),
    viewer
      ? db
          .select({ id: attendanceSignups.id })
          .from(attendanceSignups)
          .where(
            and(
              eq(attendanceSignups.userId, viewer.id),
              eq(attendanceSignups.eventId, e.attendanceEventId ?? e.id),
            ),
          )
      : Promise.resolve([]),
    viewer && e.type === 'survey'
      ? db
          .select({ id: applications.id })
          .from(applications)
          .where(
            and(
              eq(applications.userId, viewer.id),
              eq(applications.eventId, id),
              eq(applications.status, 'confirmed'),
            ),
          )
      : Promise.resolve([]),
    db
      .select({ sessionId: applications.sessionId, n: count() })
      .from(applications)
      .where(and(eq(applications.eventId, id), eq(applications.status, 'waitlisted')))
      .groupBy(applications.sessionId),
    viewer
      ? db
          .select({ sessionId: applications.sessionId })
          .from(applications)
          .where(
            and(
              eq(applications.userId, viewer.id),
              eq(applications.eventId, id),
              eq(applications.status, 'waitlisted'),
            ),
          )
      : Promise.resolve([]),
  ]);
  const summary = toSummary(e, opts.locale, now);
  const mineIds = new Set(mine.map((m) => m.sessionId));
  const waitingIds = new Set(myWaiting.map((m) => m.sessionId));
  const waiting = new Map(waitingRows.map((r) => [r.sessionId, Number(r.n)]));
  const slotState = (s: typeof eventSessions.$inferSelect): SlotState => {
    if (mineIds.has(s.id)) return 'applied';
    if (waitingIds.has(s.id) && s.startsAt > now) return 'waiting';
    if (s.startsAt <= now) return 'started';
    if (summary.applyState !== 'open') return 'closed';
    if (s.taken >= s.capacity) return 'full';
    if (mine.some((m) => m.startsAt < s.endsAt && m.endsAt > s.startsAt)) return 'overlap';
    return 'available';
  };
  const slots: EventSession[] = sessions.map((s) => ({
    id: s.id,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    capacity: s.capacity,
    seatsLeft: Math.max(0, s.capacity - s.taken),
    waiting: waiting.get(s.id) ?? 0,
    state: slotState(s),
  }));
  return {
    ...summary,
    // NOTE: sanitised when staff save it, and again here: the page renders this as HTML.
    body: sanitizeBody(opts.locale === 'en' ? e.bodyEn || e.bodyKo : e.bodyKo),
    location: opts.locale === 'en' ? e.locationEn || e.location : e.location,
    attendance: e.attendance,
    attending: attending.length > 0,
    countsAsAttendance: e.attendanceEventId !== null,
    sessions: slots,
    questions,
    responded: responded.length > 0,
  };
}

/** `GET /users/my/applications`: the member's own applications only, newest first. */
export async function myApplications(
  db: Db,
  memberId: string,
  opts: { page: number; locale: Locale; now: Date },
): Promise<Paged<MyApplication>> {
  const mine = eq(applications.userId, memberId);
  const [{ total }] = await db.select({ total: count() }).from(applications).where(mine);
  const rows = await db
    .select({ a: applications, e: events, s: eventSessions })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(mine)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(MY_LIST_PAGE_SIZE)
    .offset((opts.page - 1) * MY_LIST_PAGE_SIZE);
  const items = await Promise.all(
    rows.map(async ({ a, e, s }) => ({
      id: a.id,
      status: a.status,
      position: a.status === 'waitlisted' && s ? await waitlistPosition(db, s.id, a.queueSeq) : null,
      overlapBlocked:
        a.status === 'waitlisted' && s ? (await overlappingConfirmed(db, memberId, s)).length > 0 : false,
      promoted: a.promotedAt !== null,
      attendance: attendanceOf(a, s, opts.now),
      createdAt: a.createdAt.toISOString(),
      cancelledAt: iso(a.cancelledAt),
      cancellable:
        (a.status === 'confirmed' || a.status === 'waitlisted') && s !== null && s.startsAt > opts.now,
      event: {
        id: e.id,
        title: opts.locale === 'en' ? e.titleEn || e.titleKo : e.titleKo,
        type: e.type,
        kind: e.kind,
        location: opts.locale === 'en' ? e.locationEn || e.location : e.location,
      },
      session: s ? { id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() } : null,
      ticketCode: a.status === 'confirmed' && s ? ticketCode(a.id) : null,
    })),
  );
  return pageOf(items, opts.page, MY_LIST_PAGE_SIZE, Number(total));
}

function attendanceOf(
  a: typeof applications.$inferSelect,
  s: typeof eventSessions.$inferSelect | null,
  now: Date,
): MyApplication['attendance'] {
  if (a.checkedInAt) return 'attended';
  if (a.status === 'confirmed' && s && s.endsAt <= now && a.noShowAt) return 'noShow';
  return null;
}

/**
 * `GET /users/my/events`: events the member joined (a confirmed application or survey response,
 * or an attendance signup), one row per event, most recent first.
 */
export async function myEvents(
  db: Db,
  memberId: string,
  opts: { page: number; locale: Locale; now: Date },
): Promise<Paged<MyEvent>> {
  const joined = sql`(
    select event_id, max(joined_at) as joined_at, min(via) as via, max(attended_at) as attended_at from (
      select a.event_id, a.created_at as joined_at, case when a.session_id is null then 'survey' else 'application' end as via,
          a.checked_in_at as attended_at
        from applications a where a.user_id = ${memberId} and a.status = 'confirmed'
      union all
      select t.event_id, t.created_at, 'zattendance', null from attendance_signups t where t.user_id = ${memberId}
    ) j group by event_id
  )`;
  const countRows = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${joined} x`);
  const total = Number((countRows as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  type JoinedRow = {
    event_id: string;
    joined_at: string | Date;
    via: string;
    attended_at: string | Date | null;
  };
  const res = await db.execute<JoinedRow>(
    sql`select event_id, joined_at, via, attended_at from ${joined} x order by joined_at desc, event_id limit ${MY_LIST_PAGE_SIZE} offset ${(opts.page - 1) * MY_LIST_PAGE_SIZE}`,
  );
  const joinedRows = (res as unknown as { rows: JoinedRow[] }).rows;
  const ids = joinedRows.map((r) => r.event_id);
  const evs = ids.length ? await db.select().from(events).where(inArray(events.id, ids)) : [];
  const byId = new Map(evs.map((e) => [e.id, e]));
  const items: MyEvent[] = joinedRows.flatMap((r) => {
    const e = byId.get(r.event_id);
    if (!e) return [];
    const via = r.via === 'zattendance' ? 'attendance' : (r.via as 'application' | 'survey');
    return [
      {
        event: toSummary(e, opts.locale, opts.now),
        via,
        joinedAt: new Date(r.joined_at).toISOString(),
        attendedAt: r.attended_at ? new Date(r.attended_at).toISOString() : null,
      },
    ];
  });
  return pageOf(items, opts.page, MY_LIST_PAGE_SIZE, total);
}

/** Seats taken according to the confirmed applications (for consistency checks). */
export async function confirmedCount(db: Db, sessionId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.sessionId, sessionId),
        eq(applications.status, 'confirmed'),
        isNotNull(applications.sessionId),
      ),
    );
  return Number(n);
}
