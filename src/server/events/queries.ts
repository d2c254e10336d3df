import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/routing';
import { fillFacts } from '@/lib/facts';
import {
  EVENTS_PAGE_SIZE,
  type EventDetail,
  type EventPicture,
  type EventSession,
  type EventSummary,
  type EventTab,
  KIND_PICTURES,
  MY_LIST_PAGE_SIZE,
  type MyApplication,
  type MyEvent,
  type Paged,
  type Question,
  type SlotState,
  seatsLeft,
  seoulDate,
  seoulDay,
  seoulDayStart,
  ticketNumber,
} from '@/schemas/events';
import type { MemberActing } from '../auth/middleware';
import { builtInPicture } from '../content/built-in-images';
import type { ResolvedImage } from '../content/media';
import { sanitizeBody } from '../content/rich-text';
import type { Db, Tx } from '../db/client';
import { insertFrom } from '../db/insert-from';
import { type Literal, type TemplateValues, templateLiteral, uuidLiteral } from '../db/one-message';
import { applications, attendanceSignups, eventQuestions, eventSessions, events, users } from '../db/schema';
import { type Recipient, recipientColumns } from '../messaging/notify';
import { eventFacts, filledSummary } from './facts';
import { ticketCode } from './tickets';

export type EventRow = typeof events.$inferSelect;
export type SlotRow = typeof eventSessions.$inferSelect;
export type QuestionRow = typeof eventQuestions.$inferSelect;
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

/** `visibleTo` for a row already in memory (the apply path's kept event, `apply-context.ts`). */
export function isVisibleTo(e: EventRow, viewer: Viewer): boolean {
  if (!e.published) return false;
  if (e.visibility === 'PUBLIC') return true;
  return !!viewer && (e.audience === 'members' || e.audience === viewer.memberType);
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

type SlotSpan = { from: Date; to: Date };

/**
 * Each event's first and last slot start (cancelled slots aside), for the dates a card shows: an
 * event with slots is shown over its slots' days, never over its own longer dates (issue 50).
 */
export async function slotSpans(db: Conn, ids: readonly string[]): Promise<Map<string, SlotSpan>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: eventSessions.eventId,
      from: sql<Date>`min(${eventSessions.startsAt})`.mapWith(eventSessions.startsAt),
      to: sql<Date>`max(${eventSessions.startsAt})`.mapWith(eventSessions.startsAt),
    })
    .from(eventSessions)
    .where(and(inArray(eventSessions.eventId, [...ids]), isNull(eventSessions.cancelledAt)))
    .groupBy(eventSessions.eventId);
  return new Map(rows.map((r) => [r.id, { from: r.from, to: r.to }]));
}

/** An event as the list shows it, but for its picture (`withThumbnails` adds it). */
export function toSummary(
  e: EventRow,
  locale: Locale,
  now: Date,
  span?: SlotSpan,
): Omit<EventSummary, 'picture'> {
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
    slotSpan: span ? { from: span.from.toISOString(), to: span.to.toISOString() } : null,
    status,
    applyState: applyStateOf(e, now),
    attendance: e.attendance,
  };
}

/**
 * Event pictures chosen from the media library (`media:<uuid>`) become the address of their widest
 * WebP variant; built-in `/images/…` paths stay as they are. Either way `picture` carries the
 * variants a page's `srcset` needs. One query for a whole page of events.
 */
export async function withThumbnails<T extends { thumbnail: string | null }>(
  db: Db,
  items: T[],
): Promise<(T & { picture: EventPicture | null })[]> {
  const refs = items.map((i) => i.thumbnail).filter((t): t is string => !!t?.startsWith('media:'));
  const found = refs.length
    ? await import('../content/media').then((m) => m.resolveImages(db, refs))
    : new Map<string, ResolvedImage | null>();
  return items.map((i) => {
    if (!i.thumbnail?.startsWith('media:')) {
      return { ...i, picture: i.thumbnail ? builtInPicture(i.thumbnail) : null };
    }
    const image = found.get(i.thumbnail);
    return { ...i, thumbnail: image?.src ?? null, picture: image ? libraryPicture(image) : null };
  });
}

/** A resolved library image as `EventPicture` (`resolveImages` gives every library image its variants and size). */
function libraryPicture(image: ResolvedImage): EventPicture | null {
  if (!image.srcSet || image.width === null || image.height === null) return null;
  const { src, srcSet, width, height, focalX, focalY } = image;
  return { src, srcSet, width, height, focalX, focalY };
}

function pageOf<T>(items: T[], page: number, pageSize: number, total: number): Paged<T> {
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * `GET /events`: one tab, paginated; one query (the total rides along as a window count). The
 * running tab latest start first, and events starting together in the programme's order (`EVENT_KINDS`:
 * the exhibition, its docent tour, the hands-on programmes, media art, the seminar, the survey,
 * notices), where an id had decided (the sixth review found the exhibition and its tour buried
 * among the edition's other events); the ended tab latest ended first.
 */
/** The running tab's order of kinds: an exhibition (the show itself), then its programmes, then notices. */
const ON_TAB_RANK = sql`case ${events.kind} when 'exhibition' then 0 when 'notice' then 2 else 1 end`;

export async function listEvents(
  db: Db,
  opts: { tab: EventTab; page: number; viewer: Viewer; locale: Locale; now: Date },
): Promise<Paged<EventSummary>> {
  const where = and(visibleTo(opts.viewer), tabCondition(opts.tab, opts.now));
  const rows = await db
    .select({ e: events, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(where)
    .orderBy(
      ...(opts.tab === 'on'
        ? // the running show itself first and notices last, the programmes between, newest first
          // (the thirteenth review: the seminar stood above the exhibition, a notice among events)
          [ON_TAB_RANK, desc(events.startsAt), asc(events.kind)]
        : [desc(events.endsAt)]),
      asc(events.id),
    )
    .limit(EVENTS_PAGE_SIZE)
    .offset((opts.page - 1) * EVENTS_PAGE_SIZE);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total =
    rows[0]?.total ??
    (opts.page > 1 ? Number((await db.select({ n: count() }).from(events).where(where))[0].n) : 0);
  const [facts, spans] = await Promise.all([
    eventFacts(
      db,
      rows.map(({ e }) => e),
      opts.locale,
      opts.now,
    ),
    slotSpans(
      db,
      rows.map(({ e }) => e.id),
    ),
  ]);
  return pageOf(
    await withThumbnails(
      db,
      rows.map(({ e }) => {
        const summary = toSummary(e, opts.locale, opts.now, spans.get(e.id));
        return { ...summary, summary: filledSummary(summary.summary, facts.get(e.id)) };
      }),
    ),
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

/** Whether a published event has this id, whoever it is for (PUBLIC, or members of one type). */
export async function publishedEventExists(db: Conn, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), eq(events.published, true)));
  return row !== undefined;
}

/** An event's survey questions as stored, in order. */
export function questionRows(db: Conn, eventId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
}

/** A stored question in the caller's language. */
export function toQuestion(q: QuestionRow, locale: Locale): Question {
  return {
    id: q.id,
    kind: q.kind,
    required: q.required,
    label: locale === 'en' ? q.labelEn || q.labelKo : q.labelKo,
    options: q.options.map((o) => ({ value: o.value, label: locale === 'en' ? o.en : o.ko })),
    maxLength: q.maxLength,
  };
}

export async function loadQuestions(db: Conn, eventId: string, locale: Locale): Promise<Question[]> {
  return (await questionRows(db, eventId)).map((q) => toQuestion(q, locale));
}

/** An event's slots, earliest first. */
export function slotRows(db: Conn, eventId: string): Promise<SlotRow[]> {
  // NOTE: a slot staff cancelled is kept for its history but never shown or offered again.
  return db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.eventId, eventId), isNull(eventSessions.cancelledAt)))
    .orderBy(asc(eventSessions.startsAt));
}

/** An event by id whoever asks (the caller checks `isVisibleTo`). */
export async function eventRow(db: Conn, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/**
 * The member's confirmed slot applications that end today (Seoul) or later: those not ended yet
 * for "applied" and overlap, and today's ended ones too for "another slot of this event today".
 */
async function activeSlots(db: Conn, memberId: string, now: Date) {
  return db
    .select({
      sessionId: eventSessions.id,
      eventId: eventSessions.eventId,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
    })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.userId, memberId),
        eq(applications.status, 'confirmed'),
        gte(eventSessions.endsAt, seoulDayStart(now)),
      ),
    );
}

/** `GET /events/{id}`: the event with its slots (seats left, and why a slot cannot be chosen). */
export async function eventDetail(
  db: Db,
  opts: { eventId: string; viewer: Viewer; locale: Locale; now: Date },
): Promise<EventDetail | null> {
  const id = opts.eventId;
  const e = await findVisibleEvent(db, id, opts.viewer);
  if (!e) return null;
  const { now, viewer } = opts;
  const [sessions, questions, mine, attending, responded, waitingRows, myWaiting] = await Promise.all([
    slotRows(db, id),
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
  const last = sessions.at(-1);
  const span = last ? { from: sessions[0].startsAt, to: last.startsAt } : undefined;
  const [summary] = await withThumbnails(db, [toSummary(e, opts.locale, now, span)]);
  const facts = (await eventFacts(db, [e], opts.locale, now)).get(e.id);
  const current = mine.filter((m) => m.endsAt >= now);
  const mineIds = new Set(current.map((m) => m.sessionId));
  const waitingIds = new Set(myWaiting.map((m) => m.sessionId));
  const waiting = new Map(waitingRows.map((r) => [r.sessionId, Number(r.n)]));
  const slotState = (s: typeof eventSessions.$inferSelect): SlotState => {
    if (mineIds.has(s.id)) return 'applied';
    if (waitingIds.has(s.id) && s.startsAt > now) return 'waiting';
    if (s.startsAt <= now) return 'started';
    if (summary.applyState !== 'open') return 'closed';
    if (s.taken >= s.capacity) return 'full';
    if (current.some((m) => m.startsAt < s.endsAt && m.endsAt > s.startsAt)) return 'overlap';
    // Decision 064: one slot of an event per member and Seoul day.
    if (mine.some((m) => m.eventId === e.id && seoulDate(m.startsAt) === seoulDate(s.startsAt)))
      return 'sameDay';
    return 'available';
  };
  const slots: EventSession[] = sessions.map((s) => ({
    id: s.id,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    capacity: s.capacity,
    seatsLeft: seatsLeft(s),
    waiting: waiting.get(s.id) ?? 0,
    state: slotState(s),
  }));
  return {
    ...summary,
    // NOTE: every kind's picture is in the build's manifest (built-in-images.test.ts).
    picture: summary.picture ?? (builtInPicture(KIND_PICTURES[e.kind]) as EventPicture),
    summary: filledSummary(summary.summary, facts),
    // NOTE: sanitised when staff save it, and again here: the page renders this as HTML. Its fact
    // tokens are filled after, escaped (decision 037).
    body: fillFacts(sanitizeBody(opts.locale === 'en' ? e.bodyEn || e.bodyKo : e.bodyKo), facts ?? {}),
    location: opts.locale === 'en' ? e.locationEn || e.location : e.location,
    activityMinutes: e.activityMinutes,
    attendance: e.attendance,
    attending: attending.length > 0,
    countsAsAttendance: e.attendanceEventId !== null,
    sessions: slots,
    questions,
    responded: responded.length > 0,
  };
}

/**
 * `GET /users/my/applications`: the member's own applications only, newest first; with `upcoming`,
 * only confirmed slots not yet over, soonest first.
 */
export async function myApplications(
  db: Db,
  opts: MemberActing<{ page: number; locale: Locale; upcoming?: boolean; applicationId?: string }>,
): Promise<Paged<MyApplication>> {
  const memberId = opts.member.id;
  const mine = opts.upcoming
    ? and(
        eq(applications.userId, memberId),
        eq(applications.status, 'confirmed'),
        gt(eventSessions.endsAt, opts.now),
      )
    : opts.applicationId
      ? and(eq(applications.userId, memberId), eq(applications.id, opts.applicationId))
      : eq(applications.userId, memberId);
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(mine);
  const rows = await db
    .select({ a: applications, e: events, s: eventSessions })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(mine)
    .orderBy(
      ...(opts.upcoming
        ? [asc(eventSessions.startsAt), asc(applications.id)]
        : [desc(applications.createdAt), desc(applications.id)]),
    )
    .limit(MY_LIST_PAGE_SIZE)
    .offset((opts.page - 1) * MY_LIST_PAGE_SIZE);
  const items = await Promise.all(
    rows.map(async ({ a, e, s }) => ({
      id: a.id,
      status: a.status,
      position: a.status === 'waitlisted' && s ? await waitlistPosition(db, s.id, a.queueSeq) : null,
      ...(await blockedBy(db, memberId, a, s)),
      promoted: a.promotedAt !== null,
      attendance: attendanceOf(a, s, opts.now),
      createdAt: a.createdAt.toISOString(),
      cancelledAt: iso(a.cancelledAt),
      cancellable:
        (a.status === 'confirmed' || a.status === 'waitlisted') &&
        a.checkedInAt === null &&
        s !== null &&
        s.startsAt > opts.now,
      event: {
        id: e.id,
        title: opts.locale === 'en' ? e.titleEn || e.titleKo : e.titleKo,
        type: e.type,
        kind: e.kind,
        location: opts.locale === 'en' ? e.locationEn || e.location : e.location,
      },
      session: s
        ? {
            id: s.id,
            startsAt: s.startsAt.toISOString(),
            endsAt: s.endsAt.toISOString(),
            // Moved after this booking was made: the member was told; My Page marks it with the reason.
            change:
              s.movedAt && s.movedFrom && s.movedAt >= a.createdAt
                ? { from: s.movedFrom.toISOString(), at: s.movedAt.toISOString(), reason: s.moveReason ?? '' }
                : null,
          }
        : null,
      ticketCode: a.status === 'confirmed' && s ? ticketCode(a.id) : null,
      ticketNumber: a.status === 'confirmed' && s ? ticketNumber(a.id) : null,
    })),
  );
  return pageOf(items, opts.page, MY_LIST_PAGE_SIZE, Number(total));
}

/** Why a free seat of a waitlisted application's slot skips the member (`promoteWaiters`), if it does. */
async function blockedBy(
  db: Conn,
  memberId: string,
  a: typeof applications.$inferSelect,
  s: SlotRow | null,
): Promise<Pick<MyApplication, 'overlapBlocked' | 'sameDayBlocked'>> {
  const others =
    a.status === 'waitlisted' && s
      ? (await confirmedConflicting(db, memberId, s)).filter((o) => o.sessionId !== s.id)
      : [];
  return {
    overlapBlocked: others.some((o) => o.overlaps),
    sameDayBlocked: others.length > 0 && !others.some((o) => o.overlaps),
  };
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
  opts: MemberActing<{ page: number; locale: Locale }>,
): Promise<Paged<MyEvent>> {
  const memberId = opts.member.id;
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
  const found = joinedRows.flatMap((r) => {
    const e = byId.get(r.event_id);
    return e ? [{ r, e }] : [];
  });
  // Library pictures resolved like the list's, in one query for the page.
  const spans = await slotSpans(
    db,
    found.map(({ e }) => e.id),
  );
  const summaries = await withThumbnails(
    db,
    found.map(({ e }) => toSummary(e, opts.locale, opts.now, spans.get(e.id))),
  );
  const items: MyEvent[] = found.map(({ r }, i) => ({
    event: summaries[i],
    via: r.via === 'zattendance' ? 'attendance' : (r.via as 'application' | 'survey'),
    joinedAt: new Date(r.joined_at).toISOString(),
    attendedAt: r.attended_at ? new Date(r.attended_at).toISOString() : null,
  }));
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

/**
 * What a member's other slots are judged against when they take a slot: its id, its time, its
 * event and the Seoul day it starts on (`[dayStart, dayEnd)`). Plain values, or a template's
 * placeholders (`templated`).
 */
export type SlotBounds = {
  id: unknown;
  eventId: unknown;
  startsAt: unknown;
  endsAt: unknown;
  dayStart: unknown;
  dayEnd: unknown;
};

/** A slot's bounds, its Seoul day worked out here. */
export function boundsOf(slot: Pick<SlotRow, 'id' | 'eventId' | 'startsAt' | 'endsAt'>): SlotBounds {
  const day = seoulDay(slot.startsAt);
  return { ...slot, dayStart: day.start, dayEnd: day.end };
}

/**
 * The joined slot (`eventSessions`) overlaps `slot` in time. Its values go in as `sql.param(…,
 * column)`, as drizzle's comparisons bind a plain value, so a template's placeholder is encoded by
 * the column too (`claimSeatQuery`).
 */
const overlapsInTime = (slot: Pick<SlotBounds, 'startsAt' | 'endsAt'>) =>
  and(
    lt(eventSessions.startsAt, sql.param(slot.endsAt, eventSessions.startsAt)),
    gt(eventSessions.endsAt, sql.param(slot.startsAt, eventSessions.endsAt)),
  );

/** The joined slot is of `slot`'s event and starts on its Seoul day (`slot` itself included). */
const sameEventSameDay = (slot: Pick<SlotBounds, 'eventId' | 'dayStart' | 'dayEnd'>) =>
  and(
    eq(eventSessions.eventId, sql.param(slot.eventId, eventSessions.eventId)),
    gte(eventSessions.startsAt, sql.param(slot.dayStart, eventSessions.startsAt)),
    lt(eventSessions.startsAt, sql.param(slot.dayEnd, eventSessions.startsAt)),
  );

/**
 * The joined slot keeps a member who holds it from `slot` (decision 064): it overlaps `slot` in
 * time, or it is another slot of the same event on the same Seoul day.
 */
export const conflictsWith = (slot: SlotBounds) => or(overlapsInTime(slot), sameEventSameDay(slot));

/**
 * Whether the joined slot's conflict with `slot` is a time overlap (else only the event's day).
 * NOTE: named `overlapping` in SQL: `overlaps` is an operator there.
 */
export const overlapColumn = (slot: SlotBounds) => sql<boolean>`(${overlapsInTime(slot)})`.as('overlapping');

/** A confirmed slot application that keeps its member from another slot; `overlaps`: in time. */
export type Conflict = { id: string; sessionId: string | null; overlaps: boolean };

/**
 * The member's confirmed slot applications that conflict with `slot` (`conflictsWith`), `slot`
 * itself included: the one query for "applied here", "blocked by a slot I hold" and promotion's
 * eligibility.
 */
export function confirmedConflicting(
  db: Conn,
  memberId: string,
  slot: Pick<SlotRow, 'id' | 'eventId' | 'startsAt' | 'endsAt'>,
): Promise<Conflict[]> {
  const bounds = boundsOf(slot);
  return db
    .select({ id: applications.id, sessionId: applications.sessionId, overlaps: overlapColumn(bounds) })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(eq(applications.userId, memberId), eq(applications.status, 'confirmed'), conflictsWith(bounds)),
    );
}

/** 1-based place in line of a waitlisted application: members ahead of it in the same slot, plus one. */
export async function waitlistPosition(db: Conn, sessionId: string, queueSeq: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(
        eq(applications.sessionId, sessionId),
        eq(applications.status, 'waitlisted'),
        lte(applications.queueSeq, queueSeq),
      ),
    );
  return Number(n);
}

// ── Writes (the apply and waitlist transactions) ──

export type LockedMember = Recipient & { id: string; email: string | null };

/**
 * Locks an active member's row, so one member's requests run one after another (no row: the
 * account is closed). A literal statement (`db/one-message.ts`): it opens the member's write
 * transactions together with BEGIN. The names come from the schema, the id is checked as a UUID.
 */
export function lockMemberStatement(memberId: string): Literal {
  const c = (column: { name: string }, as: string) => `${column.name}::text as "${as}"`;
  return {
    text: `select ${[
      c(users.id, 'id'),
      c(users.email, 'email'),
      c(recipientColumns.name, 'name'),
      c(recipientColumns.tel, 'tel'),
      c(recipientColumns.channel, 'channel'),
      c(recipientColumns.status, 'status'),
    ].join(
      ', ',
    )} from ${getTableName(users)} where ${users.id.name} = ${uuidLiteral(memberId)} and ${users.status.name} = 'active' for update`,
  };
}

/** Locks the slot row: every change to its seats and its waitlist runs one at a time. */
export async function lockSlot(tx: Tx, slotId: string): Promise<SlotRow | undefined> {
  const [slot] = await tx.select().from(eventSessions).where(eq(eventSessions.id, slotId)).for('update');
  return slot;
}

/**
 * Takes one seat if one is left, `also` permitting: a single conditional update (PostgreSQL
 * re-evaluates `taken < capacity` after a concurrent writer commits, so the count never passes the
 * capacity). It locks the row until the transaction ends; no row returned when the slot is full.
 */
function seatUpdate(conn: Conn, slotId: unknown, also?: SQL) {
  return conn
    .update(eventSessions)
    .set({ taken: sql`${eventSessions.taken} + 1` })
    .where(
      and(
        eq(eventSessions.id, sql.param(slotId, eventSessions.id)),
        lt(eventSessions.taken, eventSessions.capacity),
        // NOTE: a slot cancelled while this request was on its way takes nobody.
        isNull(eventSessions.cancelledAt),
        also,
      ),
    )
    .returning({ taken: eventSessions.taken, capacity: eventSessions.capacity });
}

/** Gives one seat back (a cancellation). */
export async function releaseSeat(tx: Tx, slotId: string): Promise<void> {
  await tx
    .update(eventSessions)
    .set({ taken: sql`${eventSessions.taken} - 1` })
    .where(and(eq(eventSessions.id, slotId), gt(eventSessions.taken, 0)));
}

/**
 * What decides whether the member may take `slot`, in one statement: their place in its line, and
 * their confirmed seats that conflict with it (`conflictsWith`, this slot's own included).
 */
function standingQuery(tx: Conn, memberId: unknown, slot: ClaimParts['slot']) {
  return tx
    .select({
      id: applications.id,
      sessionId: applications.sessionId,
      status: applications.status,
      overlaps: overlapColumn(slot),
    })
    .from(applications)
    .innerJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
    .where(
      and(
        eq(applications.userId, sql.param(memberId, applications.userId)),
        or(
          and(
            eq(applications.status, 'waitlisted'),
            eq(applications.sessionId, sql.param(slot.id, applications.sessionId)),
          ),
          and(eq(applications.status, 'confirmed'), conflictsWith(slot)),
        ),
      ),
    );
}

/** The member's place in the slot's line, and the confirmed seats that keep them from it. */
export type Standing = { waiting: boolean; held: Conflict[] };

type StandingRow = { id: string; sessionId: string | null; status: string; overlaps: boolean };

function standingOf(rows: StandingRow[]): Standing {
  return {
    waiting: rows.some((r) => r.status === 'waitlisted'),
    held: rows
      .filter((r) => r.status === 'confirmed')
      .map(({ id, sessionId, overlaps }) => ({ id, sessionId, overlaps })),
  };
}

/** A row written when the seat (or the place) is: `insertFrom(table, values, 'app')` (db/insert-from.ts). */
export type Alongside = { table: PgTable; values: Record<string, unknown>; onConflictDoNothing?: boolean };

/** What a seat's statement writes besides the seat (`claimSeatQuery`, `seatOrLineQuery`). */
export type ClaimSeat = {
  memberId: string;
  slot: Pick<SlotRow, 'id' | 'eventId' | 'startsAt' | 'endsAt'>;
  application: typeof applications.$inferInsert;
  alongside: Alongside[];
};
export type Claim = Standing & { seat: { taken: number; capacity: number } | undefined };

/** A claim's values as the statements' builders take them: plain values, or a template's placeholders. */
export type ClaimParts = {
  memberId: unknown;
  slot: SlotBounds;
  application: Record<string, unknown>;
  alongside: Alongside[];
};

type ApplicationInsert = typeof applications.$inferInsert;

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/**
 * `claim` as a template (db/one-message.ts `templateLiteral`): its shape (which columns each row
 * writes, which rows are written alongside), its values by placeholder name, and the builders'
 * input with a placeholder in place of each value.
 */
function templated(claim: ClaimSeat): { shape: string; values: TemplateValues; parts: ClaimParts } {
  const ph = (name: string) => sql.placeholder(name);
  const application = defined(claim.application);
  const alongside = claim.alongside.map((a) => ({ ...a, values: defined(a.values) }));
  const slot = boundsOf(claim.slot);
  const values: TemplateValues = {
    member: claim.memberId,
    slot: slot.id,
    event: slot.eventId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    dayStart: slot.dayStart,
    dayEnd: slot.dayEnd,
  };
  for (const [k, v] of Object.entries(application)) values[`app.${k}`] = v;
  alongside.forEach((a, i) => {
    for (const [k, v] of Object.entries(a.values)) values[`w${i}.${k}`] = v;
  });
  const shape = [
    Object.keys(application).join(','),
    ...alongside.map(
      (a) =>
        `${getTableName(a.table)}(${Object.keys(a.values).join(',')})${a.onConflictDoNothing ? '!' : ''}`,
    ),
  ].join('|');
  const parts: ClaimParts = {
    memberId: ph('member'),
    slot: {
      id: ph('slot'),
      eventId: ph('event'),
      startsAt: ph('startsAt'),
      endsAt: ph('endsAt'),
      dayStart: ph('dayStart'),
      dayEnd: ph('dayEnd'),
    },
    application: Object.fromEntries(Object.keys(application).map((k) => [k, ph(`app.${k}`)])),
    alongside: alongside.map((a, i) => ({
      ...a,
      values: Object.fromEntries(Object.keys(a.values).map((k) => [k, ph(`w${i}.${k}`)])),
    })),
  };
  return { shape, values, parts };
}

const writesAlongside = (alongside: Alongside[]) =>
  alongside.map(
    (a, i) =>
      sql`, ${sql.identifier(`w${i}`)} as (${insertFrom(a.table, a.values, 'app', { onConflictDoNothing: a.onConflictDoNothing })})`,
  );

/**
 * A seat and everything that comes with it, in ONE statement (decision 016: each slot's seat
 * transactions run one after another, so their round trips set the length of its line). Run
 * after the member's row is locked (in the same message, `db/one-message.ts`), so the statement's
 * snapshot already holds the member's earlier requests. It reads the member's standing
 * (`standingQuery`), takes the seat only when the member is active and neither waits in this
 * slot's line nor holds a seat that conflicts with it (the conditional update of `seatUpdate`), and only
 * when it got the seat writes the application (`application`, its id chosen by the caller) and what
 * `alongside` lists (such as the ticket's mail). Its rows (`claimOf`) give the standing and the
 * seat (undefined: refused or full; the standing says which). Built by drizzle once per shape of
 * claim (`claimSeatSql`), its values written in each time.
 */
export function claimSeatQuery(conn: Conn, claim: ClaimSeat): Literal {
  const { shape, values, parts } = templated(claim);
  return templateLiteral(conn, `claim|${shape}`, () => claimSeatSql(conn, parts), values);
}

/** `claimSeatQuery`'s statement as drizzle builds it (exported for the test that the two agree). */
export function claimSeatSql(conn: Conn, opts: ClaimParts): SQL {
  const standing = standingQuery(conn, opts.memberId, opts.slot);
  const seat = seatUpdate(
    conn,
    opts.slot.id,
    sql`not exists (select 1 from standing) and exists (select 1 from ${users} where ${users.id} = ${opts.memberId} and ${users.status} = 'active')`,
  );
  return sql`
    with standing as ${standing},
      seat as ${seat},
      app as (${insertFrom(applications, opts.application as ApplicationInsert, 'seat')} returning ${applications.id})
      ${sql.join(writesAlongside(opts.alongside), sql``)}
    select id, session_id, status::text, overlapping, null::int as taken, null::int as capacity from standing
    union all
    select null, null, null, null, taken, capacity from seat`;
}

type ClaimRow = {
  id: string | null;
  session_id: string | null;
  status: string | null;
  overlapping: boolean | null;
  taken: number | null;
  capacity: number | null;
};

/** What `claimSeatQuery`'s rows say: the member's standing and the seat (undefined: none taken). */
export function claimOf(rows: unknown[]): Claim {
  const found = rows as ClaimRow[];
  const seatRow = found.find((r) => r.taken !== null);
  return {
    ...standingOf(
      found
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id as string,
          sessionId: r.session_id,
          status: r.status as string,
          overlaps: r.overlapping === true,
        })),
    ),
    seat: seatRow ? { taken: Number(seatRow.taken), capacity: Number(seatRow.capacity) } : undefined,
  };
}

/**
 * Locks the rows of the active members among `memberIds` in the order of their ids, as a literal
 * statement (`db/one-message.ts`): a batch of seat claims opens with it. The ids come back.
 */
export function lockMembersStatement(memberIds: string[]): Literal {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))].sort();
  return {
    text: `select ${users.id.name}::text as "id" from ${getTableName(users)} where ${users.id.name} in (${ids.map(uuidLiteral).join(', ')}) and ${users.status.name} = 'active' order by ${users.id.name} for update`,
  };
}

/** Locks the slot's row, as a literal statement (`db/one-message.ts`); no row: no such slot. */
export function lockSlotStatement(slotId: string): Literal {
  return {
    text: `select ${eventSessions.id.name} from ${getTableName(eventSessions)} where ${eventSessions.id.name} = ${uuidLiteral(slotId)} for update`,
  };
}

export type SeatOrLine = Claim & {
  /** The place in line taken (the slot was full), with its 1-based position. */
  line: { id: string; position: number } | undefined;
  /** The slot is cancelled (no seat, no line). */
  cancelled: boolean;
};

/**
 * A seat, or a place in the slot's line when it is full (decision 009), in ONE statement, run
 * after the member's and the slot's rows were locked (`lockMemberStatement`, `lockSlotStatement`),
 * so its snapshot holds every seat and place committed before: the seat as `claimSeatQuery` takes
 * it; else, when the slot is full and not cancelled and the member neither waits in its line nor
 * holds it, the application as `waitlisted` with its place, which counts the members ahead (an
 * earlier queue number) plus one. Without `mayTakeSeat` it only ever takes a place in line (a
 * seat left then shows as neither). A member confirmed in a conflicting slot (`conflictsWith`) may
 * still wait: the promotion skips them until that conflict is gone, and My Page says so.
 */
export function seatOrLineQuery(conn: Conn, claim: ClaimSeat, mayTakeSeat = true): Literal {
  const { shape, values, parts } = templated(claim);
  return templateLiteral(
    conn,
    `seat-or-line|${mayTakeSeat}|${shape}`,
    () => seatOrLineSql(conn, parts, mayTakeSeat),
    values,
  );
}

/** `seatOrLineQuery`'s statement as drizzle builds it (exported for the test that the two agree). */
export function seatOrLineSql(conn: Conn, opts: ClaimParts, mayTakeSeat = true): SQL {
  const slotId = opts.slot.id;
  const standing = standingQuery(conn, opts.memberId, opts.slot);
  const active = sql`exists (select 1 from ${users} where ${users.id} = ${opts.memberId} and ${users.status} = 'active')`;
  const seat = seatUpdate(
    conn,
    slotId,
    mayTakeSeat ? sql`not exists (select 1 from standing) and ${active}` : sql`false`,
  );
  const place = { ...opts.application, status: 'waitlisted' as const };
  return sql`
    with standing as ${standing},
      slot as (select ${eventSessions.taken} as taken, ${eventSessions.capacity} as capacity, ${eventSessions.cancelledAt} as cancelled_at
        from ${eventSessions} where ${eventSessions.id} = ${slotId}),
      seat as ${seat},
      app as (${insertFrom(applications, opts.application as ApplicationInsert, 'seat')} returning ${applications.id})
      ${sql.join(writesAlongside(opts.alongside), sql``)},
      may_wait as (select 1 from slot where taken >= capacity and cancelled_at is null and ${active}
        and not exists (select 1 from standing s where s.status = 'waitlisted' or s.session_id = ${slotId})),
      line as (${insertFrom(applications, place as ApplicationInsert, 'may_wait')} returning ${applications.id}, ${applications.queueSeq} as queue_seq)
    select 'standing' as kind, id, session_id, status::text, overlapping, null::int as n, null::int as capacity from standing
    union all select 'seat', null, null, null, null, taken, capacity from seat
    union all select 'line', id, null, null, null, (
      select count(*)::int from ${applications} w
      where w.session_id = ${slotId} and w.status = 'waitlisted' and w.queue_seq < line.queue_seq
    ) + 1, null from line
    union all select 'cancelled', null, null, null, null, null, null from slot where cancelled_at is not null`;
}

/** What `seatOrLineQuery`'s rows say. */
export function seatOrLineOf(rows: unknown[]): SeatOrLine {
  type Row = {
    kind: string;
    id: string | null;
    session_id: string | null;
    status: string | null;
    overlapping: boolean | null;
    n: number | null;
    capacity: number | null;
  };
  const found = rows as Row[];
  const seat = found.find((r) => r.kind === 'seat');
  const line = found.find((r) => r.kind === 'line');
  return {
    ...standingOf(
      found
        .filter((r) => r.kind === 'standing')
        .map((r) => ({
          id: r.id as string,
          sessionId: r.session_id,
          status: r.status as string,
          overlaps: r.overlapping === true,
        })),
    ),
    seat: seat ? { taken: Number(seat.n), capacity: Number(seat.capacity) } : undefined,
    line: line ? { id: line.id as string, position: Number(line.n) } : undefined,
    cancelled: found.some((r) => r.kind === 'cancelled'),
  };
}

/** The member's survey answer to an event, if any. */
export async function hasAnswered(tx: Tx, memberId: string, eventId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, memberId),
        eq(applications.eventId, eventId),
        eq(applications.status, 'confirmed'),
      ),
    );
  return !!row;
}

/** Writes an application (a seat, a place in line or a survey answer). */
export async function insertApplication(
  tx: Tx,
  values: typeof applications.$inferInsert,
): Promise<{ id: string; queueSeq: number }> {
  const [row] = await tx
    .insert(applications)
    .values(values)
    .returning({ id: applications.id, queueSeq: applications.queueSeq });
  return row;
}

/** The docent tour's seat counts as attendance of the exhibition it belongs to (idempotent). */
export async function recordDocentAttendance(
  tx: Tx,
  eventId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(attendanceSignups)
    .values({ eventId, userId, source: 'docent', createdAt: now })
    .onConflictDoNothing();
}
