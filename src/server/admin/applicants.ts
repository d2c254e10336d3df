import 'server-only';
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatTel, maskEmail, maskName, maskTel } from '@/lib/mask';
import {
  ADMIN_PAGE_SIZE,
  type Applicant,
  type applicantsQuery,
  can,
  type ExportFormat,
  LIST_VIEW_AUDIT_WINDOW_MINUTES,
  type StaffRole,
} from '@/schemas/admin';
import { seoulDate, seoulTime } from '@/schemas/events';
import koEvents from '../../../messages/ko/events.json';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { ilikeContains } from '../db/like';
import { applications, eventQuestions, eventSessions, events, users } from '../db/schema';
import { serverEnv } from '../env';
import { cancelAndPromote } from '../events/waitlist';
import { mailWording } from '../mail/wording';
import { formatMessage } from '../messages';
import { notify } from '../messaging/notify';
import { type Acting, type Actor, audit, auditedSince } from '../staff/audit';
import { exportFilename, toCsv } from './csv';
import { loadSessions } from './events';
import { xlsxStream } from './xlsx';

type Query = z.output<typeof applicantsQuery>;

function filters(eventId: string, q: Query): SQL {
  const conds: (SQL | undefined)[] = [eq(applications.eventId, eventId)];
  if (q.sessionId) conds.push(eq(applications.sessionId, q.sessionId));
  if (q.status) conds.push(eq(applications.status, q.status));
  if (q.memberType) conds.push(eq(users.memberType, q.memberType));
  if (q.attended === true) conds.push(isNotNull(applications.checkedInAt));
  if (q.attended === false) conds.push(isNull(applications.checkedInAt));
  if (q.q) {
    conds.push(
      or(
        ilikeContains(users.name, q.q),
        ilikeContains(users.email, q.q),
        ilikeContains(users.tel, q.q.replace(/\D/g, '') || q.q),
      ),
    );
  }
  return and(...conds) as SQL;
}

const base = (db: Db) =>
  db
    .select({
      a: applications,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
      name: users.name,
      email: users.email,
      tel: users.tel,
      memberType: users.memberType,
      company: users.company,
      position: sql<number | null>`case when ${applications.status} = 'waitlisted' then (
        select count(*) from applications w
        where w.session_id = ${applications.sessionId} and w.status = 'waitlisted' and w.queue_seq <= ${applications.queueSeq}
      ) end`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

function view(r: Row, role: StaffRole): Applicant {
  // NOTE: lists are masked for everyone; a viewer also sees names masked (PIPA: least exposure).
  const name = r.name ?? '';
  return {
    id: r.a.id,
    status: r.a.status,
    position: r.position === null ? null : Number(r.position),
    createdAt: r.a.createdAt.toISOString(),
    cancelledAt: r.a.cancelledAt?.toISOString() ?? null,
    cancelledBy: r.a.cancelledBy,
    cancelReason: r.a.cancelReason,
    checkedInAt: r.a.checkedInAt?.toISOString() ?? null,
    sessionId: r.a.sessionId,
    sessionStartsAt: r.startsAt?.toISOString() ?? null,
    member: {
      name: can(role, 'applicants.reveal') ? name : maskName(name),
      email: r.email ? maskEmail(r.email) : '',
      tel: r.tel ? maskTel(r.tel) : '',
      memberType: r.memberType,
      company: r.company,
    },
    answers: r.a.answers,
  };
}

export async function listApplicants(
  db: Db,
  eventId: string,
  q: Query,
  actor: Actor & { role: StaffRole },
  now: Date,
  opts: { backgroundPoll?: boolean } = {},
) {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new ApiError(404, 'NOT_FOUND');
  const where = filters(eventId, q);
  const [{ total }] = await db
    .select({ total: count() })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(where);
  const rows = await base(db)
    .where(where)
    .orderBy(asc(eventSessions.startsAt), desc(applications.createdAt))
    .limit(ADMIN_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE);
  const byStatus = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.eventId, eventId),
        q.sessionId ? eq(applications.sessionId, q.sessionId) : undefined,
      ),
    )
    .groupBy(applications.status);
  const counted = (status: (typeof byStatus)[number]['status']) =>
    Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  // NOTE: a page's timed refresh repeats a view already logged; the guard keeps a first look logged
  // even if a client sent the flag on it (docs/ADMIN.md, "Audit log").
  const target = { type: 'event' as const, id: eventId };
  const since = new Date(now.getTime() - LIST_VIEW_AUDIT_WINDOW_MINUTES * 60_000);
  if (!(opts.backgroundPoll && (await auditedSince(db, actor, 'applicants.list', target, since))))
    await audit(db, actor, 'applicants.list', target, { filters: auditFilters(q), shown: rows.length }, now);
  return {
    items: rows.map((r) => view(r, actor.role)),
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / ADMIN_PAGE_SIZE)),
    sessions: (await loadSessions(db, [eventId])).map((s) => s.view),
    counts: {
      confirmed: counted('confirmed'),
      waitlisted: counted('waitlisted'),
      cancelled: counted('cancelled'),
      expired: counted('expired'),
    },
  };
}

const auditFilters = (q: Query) =>
  Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && k !== 'page' && k !== 'format'));

/**
 * The applicant list, unmasked, as a CSV or an Excel workbook (one sheet, the slot a column; the
 * headers are the same Korean ones). The export is itself audited, with its format and row count.
 */
export async function exportApplicants(
  db: Db,
  eventId: string,
  q: Query,
  format: ExportFormat,
  actor: Actor,
  now: Date,
) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new ApiError(404, 'NOT_FOUND');
  const questions = await db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
  const rows = await base(db)
    .where(filters(eventId, q))
    .orderBy(asc(eventSessions.startsAt), asc(applications.createdAt));
  // NOTE: the team reads Korean; the export's headers and labels are the Korean catalogue's.
  const h = (key: string) => formatMessage('ko', koEvents, `adminCsv.${key}`);
  const header = [
    h('id'),
    h('session'),
    h('name'),
    h('email'),
    h('tel'),
    h('memberType'),
    h('company'),
    h('status'),
    h('appliedAt'),
    h('checkedInAt'),
    h('cancelReason'),
    ...questions.map((qq) => qq.labelKo),
  ];
  const stamp = (d: Date | null | undefined) => (d ? `${seoulDate(d)} ${seoulTime(d)}` : '');
  // The slot as people read it, with its end: `2026-12-08 11:00~11:45`.
  const slot = (r: (typeof rows)[number]) =>
    r.startsAt ? `${stamp(r.startsAt)}~${r.endsAt ? seoulTime(r.endsAt) : ''}` : '';
  const body = rows.map((r) => [
    r.a.id,
    slot(r),
    r.name,
    r.email,
    r.tel ? formatTel(r.tel) : r.tel,
    h(`memberTypes.${r.memberType}`),
    r.company,
    h(`statuses.${r.a.status}`),
    stamp(r.a.createdAt),
    stamp(r.a.checkedInAt),
    r.a.cancelReason,
    ...questions.map((qq) => {
      const v = r.a.answers[qq.id];
      const pick = (value: string) => qq.options.find((o) => o.value === value)?.ko ?? value;
      return v === undefined
        ? ''
        : Array.isArray(v)
          ? v.map(pick).join(', ')
          : qq.kind === 'text'
            ? v
            : pick(v);
    }),
  ]);
  await audit(
    db,
    actor,
    'applicants.export',
    { type: 'event', id: eventId },
    { filters: auditFilters(q), rows: rows.length, format },
    now,
  );
  const filename = exportFilename(event.titleKo, now, format);
  return format === 'csv'
    ? { format, body: toCsv([header, ...body]), filename }
    : { format, body: xlsxStream(h('sheet'), [header, ...body], now), filename };
}

/** One unmasked value, for a stated reason; the reveal is the audited act (PIPA). */
export async function revealApplicant(
  db: Db,
  {
    id: applicationId,
    body,
    actor,
    now,
  }: Acting<{ id: string; body: { field: 'email' | 'tel'; reason: string } }>,
) {
  const { field, reason } = body;
  const [r] = await db
    .select({ email: users.email, tel: users.tel, eventId: applications.eventId })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
  if (!r) throw new ApiError(404, 'NOT_FOUND');
  await audit(
    db,
    actor,
    'applicant.reveal',
    { type: 'application', id: applicationId },
    { field, reason, eventId: r.eventId },
    now,
  );
  return { field, value: (field === 'email' ? r.email : r.tel) ?? '' };
}

/**
 * Staff cancel a confirmed application with a reason: the seat is freed and the member is mailed
 * in their language, in one transaction. A ticket already used at the door is refused
 * (`ALREADY_CHECKED_IN`) unless `cancelCheckedIn` says staff mean it (a ticket scanned by mistake);
 * the audit row then records that the ticket had been used, and when.
 */
export async function cancelByStaff(
  db: Db,
  {
    id: applicationId,
    body: input,
    actor,
    now,
  }: Acting<{ id: string; body: { reason: string; cancelCheckedIn?: boolean } }>,
) {
  const { reason, cancelCheckedIn = false } = input;
  let promoted = 0;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        a: applications,
        email: users.email,
        event: events,
        startsAt: eventSessions.startsAt,
        endsAt: eventSessions.endsAt,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .innerJoin(events, eq(events.id, applications.eventId))
      .leftJoin(eventSessions, eq(eventSessions.id, applications.sessionId))
      .where(eq(applications.id, applicationId))
      .for('update', { of: applications });
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.a.status === 'cancelled' || row.a.status === 'expired')
      throw new ApiError(409, 'ALREADY_CANCELLED');
    if (row.a.checkedInAt && !cancelCheckedIn) throw new ApiError(409, 'ALREADY_CHECKED_IN');
    // The seat goes to the first eligible member waiting, in this same transaction (waitlist.ts).
    const result = await cancelAndPromote(tx, { applicationId, now, by: 'staff', reason, cancelCheckedIn });
    promoted = result.promoted.length;
    const locale = row.a.locale === 'en' ? 'en' : 'ko';
    const values = {
      title: locale === 'en' ? row.event.titleEn || row.event.titleKo : row.event.titleKo,
      date: row.startsAt ? seoulDate(row.startsAt) : '',
      start: row.startsAt ? seoulTime(row.startsAt) : '',
      end: row.endsAt ? seoulTime(row.endsAt) : '',
      reason,
      url: `${serverEnv().APP_URL}/my/apply`,
    };
    const mail = (await mailWording(tx)).render('cancelledByStaff', locale, values);
    // The member is told by the channels they chose (decision 020): mail and/or KakaoTalk.
    await notify(tx, {
      userId: row.a.userId,
      kind: 'slotCancelled',
      values: {
        title: row.event.titleKo,
        date: values.date,
        time: row.startsAt ? `${values.start}~${values.end}` : '',
        reason,
        url: values.url,
      },
      mail: row.email
        ? {
            to: row.email,
            subject: mail.subject,
            text: mail.body,
            locale,
          }
        : undefined,
      now,
    });
    await audit(
      tx,
      actor,
      'application.cancel',
      { type: 'application', id: applicationId },
      {
        reason,
        eventId: row.a.eventId,
        promoted,
        ...(row.a.checkedInAt ? { checkedInAt: row.a.checkedInAt.toISOString(), cancelCheckedIn: true } : {}),
      },
      now,
    );
  });
  return { promoted };
}
