import 'server-only';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  type AdminEditionOptions,
  type AdminEvent,
  type AdminEventRow,
  type AdminSession,
  adminEventBody,
  type adminEventListQuery,
  type adminEventPatch,
  type adminQuestionInput,
} from '@/schemas/admin';
import { seatsLeft, walkInSeats } from '@/schemas/event-rules';
import { eventState } from '@/schemas/schedule-rules';
import { ApiError } from '../api/errors';
import { issuesToFields } from '../api/validation';
import { sanitizeBody } from '../content/rich-text';
import { bumpContentVersion } from '../content/version';
import type { Db, Tx } from '../db/client';
import { ilikeContains } from '../db/like';
import {
  applications,
  attendanceSignups,
  editions,
  eventQuestions,
  eventSessions,
  events,
} from '../db/schema';
import { bumpEventsVersion } from '../events/cache';
import { type Acting, audit } from '../staff/audit';

type EventRow = typeof events.$inferSelect;
type Conn = Db | Tx;
type EventInput = z.output<typeof adminEventBody>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The English fields a bilingual record still lacks (where its Korean counterpart has text). */
export function missingEnglish(
  e: Pick<EventRow, 'titleEn' | 'summaryKo' | 'summaryEn' | 'bodyKo' | 'bodyEn' | 'location' | 'locationEn'>,
  questions: { labelEn: string; options: { en: string }[] }[] = [],
): string[] {
  const missing: string[] = [];
  if (!e.titleEn.trim()) missing.push('titleEn');
  if (e.summaryKo.trim() && !e.summaryEn.trim()) missing.push('summaryEn');
  if (e.bodyKo.trim() && !e.bodyEn.trim()) missing.push('bodyEn');
  if (e.location?.trim() && !e.locationEn?.trim()) missing.push('placeEn');
  questions.forEach((q, i) => {
    if (!q.labelEn.trim() || q.options.some((o) => !o.en.trim())) missing.push(`questions.${i}`);
  });
  return missing;
}

/** A slot as the console shows it. */
export function sessionView(
  s: typeof eventSessions.$inferSelect,
  checkedIn: number,
  waiting = 0,
): AdminSession {
  return {
    id: s.id,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    capacity: s.capacity,
    // The console's "confirmed" figure: the seats applications hold (walk-ins are shown apart).
    taken: s.taken - walkInSeats(s),
    seatsLeft: seatsLeft(s),
    checkedIn,
    waiting,
    walkIns: s.walkIns,
    cancelledAt: s.cancelledAt ? s.cancelledAt.toISOString() : null,
  };
}

/** Slots of events with their check-in counts, in start order. */
export async function loadSessions(db: Conn, eventIds: string[]) {
  if (!eventIds.length) return [];
  const rows = await db
    .select({
      session: eventSessions,
      checkedIn: sql<number>`count(${applications.id}) filter (where ${applications.checkedInAt} is not null and ${applications.status} = 'confirmed')`,
      waiting: sql<number>`count(${applications.id}) filter (where ${applications.status} = 'waitlisted')`,
    })
    .from(eventSessions)
    .leftJoin(applications, eq(applications.sessionId, eventSessions.id))
    .where(inArray(eventSessions.eventId, eventIds))
    .groupBy(eventSessions.id)
    .orderBy(asc(eventSessions.startsAt));
  return rows.map((r) => ({
    eventId: r.session.eventId,
    view: sessionView(r.session, Number(r.checkedIn), Number(r.waiting)),
  }));
}

export async function listAdminEvents(
  db: Db,
  opts: z.output<typeof adminEventListQuery>,
  now: Date,
  eventIds: readonly string[] | null = null,
) {
  const conds: (SQL | undefined)[] = [];
  if (eventIds !== null) conds.push(inArray(events.id, [...eventIds]));
  if (opts.q) conds.push(or(ilikeContains(events.titleKo, opts.q), ilikeContains(events.titleEn, opts.q)));
  if (opts.edition) conds.push(eq(events.editionId, opts.edition));
  if (opts.type) conds.push(eq(events.type, opts.type));
  if (opts.published !== undefined) conds.push(eq(events.published, opts.published));
  if (opts.state === 'ended') conds.push(lt(events.endsAt, now));
  if (opts.state === 'upcoming') conds.push(gt(events.startsAt, now));
  if (opts.state === 'running') conds.push(lte(events.startsAt, now), gte(events.endsAt, now));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(events).where(where);
  const rows = await db
    .select({
      event: events,
      // NOTE: `${events.id}` renders as a bare "id" in a select list, which inside the subquery
      // named the application's own id: every event counted 0. The table is named explicitly.
      // An exhibition (a board event taking attendance) counts its visit signups, a docent tour's
      // among them: the eleventh review booked a tour, saw "관람 신청" on My Page and 0 on the
      // exhibition's row here.
      applications: sql<number>`(select count(*) from ${applications} a where a.event_id = ${events}.id and a.status = 'confirmed') + (select count(*) from ${attendanceSignups} t where t.event_id = ${events}.id)`,
    })
    .from(events)
    .where(where)
    .orderBy(desc(events.startsAt), desc(events.createdAt))
    .limit(ADMIN_PAGE_SIZE)
    .offset((opts.page - 1) * ADMIN_PAGE_SIZE);
  const items: AdminEventRow[] = rows.map(({ event: e, applications: n }) => ({
    id: e.id,
    type: e.type,
    kind: e.kind,
    visibility: e.visibility,
    titleKo: e.titleKo,
    titleEn: e.titleEn,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    published: e.published,
    missingEnglish: missingEnglish(e),
    applications: Number(n),
    state: eventState(e, now),
    editionId: e.editionId,
  }));
  return {
    items,
    page: opts.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / ADMIN_PAGE_SIZE)),
  };
}

export async function getAdminEvent(db: Conn, id: string): Promise<AdminEvent | null> {
  const [e] = await db.select().from(events).where(eq(events.id, id));
  if (!e) return null;
  const questions = await db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, id))
    .orderBy(asc(eventQuestions.position));
  const sessions = await loadSessions(db, [id]);
  const [{ n }] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.eventId, id), eq(applications.status, 'confirmed')));
  const qs = questions.map((q) => ({ id: q.id, ...questionForm(q) }));
  return {
    id: e.id,
    ...formOf(e, qs),
    missingEnglish: missingEnglish(e, qs),
    sessions: sessions.map((s) => s.view),
    questions: qs,
    applications: Number(n),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function columnsOf(v: EventInput) {
  return {
    type: v.type,
    kind: v.kind,
    visibility: v.visibility,
    audience: v.audience,
    titleKo: v.titleKo,
    titleEn: v.titleEn,
    summaryKo: v.summaryKo,
    summaryEn: v.summaryEn,
    bodyKo: sanitizeBody(v.bodyKo),
    bodyEn: sanitizeBody(v.bodyEn),
    location: v.placeKo || null,
    locationEn: v.placeEn || null,
    activityMinutes: v.activityMinutes,
    editionId: v.editionId,
    thumbnail: v.thumbnail,
    startsAt: new Date(v.startsAt),
    endsAt: new Date(v.endsAt),
    applyOpensAt: v.applyOpensAt ? new Date(v.applyOpensAt) : null,
    applyClosesAt: v.applyClosesAt ? new Date(v.applyClosesAt) : null,
    published: v.published,
  };
}

/** Every edition, newest episode first: the event form's choice of the edition it belongs to. */
export async function editionOptions(db: Conn): Promise<AdminEditionOptions> {
  const items = await db
    .select({
      id: editions.id,
      episode: editions.episode,
      titleKo: editions.titleKo,
      published: editions.published,
    })
    .from(editions)
    .orderBy(desc(editions.episode));
  return { items };
}

/** A named edition must exist: the form's choice, or an id sent to the API by hand. */
async function checkEdition(tx: Tx, editionId: string | null) {
  if (!editionId) return;
  const [row] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.id, editionId));
  if (!row) throw new ApiError(422, 'VALIDATION_FAILED', undefined, { editionId: 'invalidOption' });
}

/**
 * An event of an edition (before or after the write) is on the edition's page, as the link from its
 * programme's card, and in the facts the FAQ and the home read: their pages are rendered again.
 */
async function programmesChanged(tx: Tx, ...editionIds: (string | null)[]) {
  if (editionIds.some(Boolean)) await bumpContentVersion(tx, { kind: 'all', reason: 'programmes' });
}

async function writeQuestions(tx: Tx, eventId: string, questions: z.output<typeof adminQuestionInput>[]) {
  await tx.delete(eventQuestions).where(eq(eventQuestions.eventId, eventId));
  if (!questions.length) return;
  await tx.insert(eventQuestions).values(
    questions.map((q, i) => ({
      eventId,
      position: i + 1,
      kind: q.kind,
      required: q.required,
      labelKo: q.labelKo,
      labelEn: q.labelEn,
      options: q.kind === 'text' ? [] : q.options,
      maxLength: q.kind === 'text' ? q.maxLength : null,
    })),
  );
}

export async function createEvent(
  db: Db,
  { body: input, actor, now }: Acting<{ body: EventInput }>,
): Promise<AdminEvent> {
  const id = await db.transaction(async (tx) => {
    await checkEdition(tx, input.editionId);
    const [row] = await tx
      .insert(events)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning({ id: events.id });
    if (input.type === 'survey') await writeQuestions(tx, row.id, input.questions);
    await bumpEventsVersion(tx);
    await programmesChanged(tx, input.editionId);
    await audit(tx, actor, 'event.create', { type: 'event', id: row.id }, { title: input.titleKo }, now);
    return row.id;
  });
  return (await getAdminEvent(db, id)) as AdminEvent;
}

/** A stored question in the form's shape. */
function questionForm(q: typeof eventQuestions.$inferSelect): z.output<typeof adminQuestionInput> {
  return {
    kind: q.kind,
    required: q.required,
    labelKo: q.labelKo,
    labelEn: q.labelEn,
    options: q.options,
    maxLength: q.maxLength,
  };
}

/** The stored record in the form's shape, so a PATCH is validated as the whole record it makes. */
function formOf(e: EventRow, questions: z.output<typeof adminQuestionInput>[]) {
  return {
    type: e.type,
    kind: e.kind,
    visibility: e.visibility,
    audience: e.audience,
    titleKo: e.titleKo,
    titleEn: e.titleEn,
    summaryKo: e.summaryKo,
    summaryEn: e.summaryEn,
    bodyKo: e.bodyKo,
    bodyEn: e.bodyEn,
    placeKo: e.location ?? '',
    placeEn: e.locationEn ?? '',
    activityMinutes: e.activityMinutes,
    editionId: e.editionId,
    thumbnail: e.thumbnail,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    applyOpensAt: iso(e.applyOpensAt),
    applyClosesAt: iso(e.applyClosesAt),
    published: e.published,
    questions,
  };
}

/**
 * Edits an event. The merged record is validated as a whole; what would lose or strand an
 * application is refused: changing the type once anyone applied, or rewriting survey questions
 * that already have answers. Slots are edited through their own routes.
 */
export async function updateEvent(
  db: Db,
  { id, patch, actor, now }: Acting<{ id: string; patch: z.output<typeof adminEventPatch> }>,
): Promise<AdminEvent> {
  await db.transaction(async (tx) => {
    const [e] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!e) throw new ApiError(404, 'NOT_FOUND');
    const current = await tx
      .select()
      .from(eventQuestions)
      .where(eq(eventQuestions.eventId, id))
      .orderBy(asc(eventQuestions.position));
    const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.eventId, id));
    const applied = Number(n) > 0;
    if (patch.type && patch.type !== e.type && applied) throw new ApiError(409, 'EVENT_TYPE_LOCKED');
    if (patch.type && patch.type !== e.type && e.type === 'application') {
      const [{ s }] = await tx
        .select({ s: count() })
        .from(eventSessions)
        .where(eq(eventSessions.eventId, id));
      if (Number(s) > 0) throw new ApiError(409, 'EVENT_TYPE_LOCKED');
    }
    if (patch.questions && applied) throw new ApiError(409, 'QUESTIONS_LOCKED');
    const form = {
      ...formOf(e, current.map(questionForm)),
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    const merged = adminEventBody.safeParse(form);
    if (!merged.success)
      throw new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(merged.error.issues, form));
    await checkEdition(tx, merged.data.editionId);
    await tx
      .update(events)
      .set({ ...columnsOf(merged.data), updatedAt: now })
      .where(eq(events.id, id));
    if (patch.questions)
      await writeQuestions(tx, id, merged.data.type === 'survey' ? merged.data.questions : []);
    await bumpEventsVersion(tx);
    await programmesChanged(tx, e.editionId, merged.data.editionId);
    await audit(
      tx,
      actor,
      'event.update',
      { type: 'event', id },
      { fields: Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined) },
      now,
    );
  });
  return (await getAdminEvent(db, id)) as AdminEvent;
}

/** Deletes an event nobody has applied to or signed up for; anything else would lose a member's record. */
export async function deleteEvent(db: Db, { id, actor, now }: Acting<{ id: string }>): Promise<void> {
  await db.transaction(async (tx) => {
    const [e] = await tx
      .select({ id: events.id, titleKo: events.titleKo, editionId: events.editionId })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!e) throw new ApiError(404, 'NOT_FOUND');
    const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.eventId, id));
    const [{ m }] = await tx
      .select({ m: count() })
      .from(attendanceSignups)
      .where(eq(attendanceSignups.eventId, id));
    if (Number(n) + Number(m) > 0) throw new ApiError(409, 'EVENT_HAS_APPLICATIONS');
    await tx.delete(events).where(eq(events.id, id));
    await bumpEventsVersion(tx);
    await programmesChanged(tx, e.editionId);
    await audit(tx, actor, 'event.delete', { type: 'event', id }, { title: e.titleKo }, now);
  });
}
