import 'server-only';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { maskEmail, maskName, maskTel } from '@/lib/mask';
import {
  ADMIN_PAGE_SIZE,
  type answerBody,
  type InquiryDetail,
  type InquirySummary,
  type inquiriesQuery,
  type revealBody,
} from '@/schemas/admin';

type RevealBody = z.output<typeof revealBody>;
type AnswerBody = z.output<typeof answerBody>;

import { CONTACT_RETENTION_YEARS } from '@/schemas/contact-rules';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { contactAnswers, contactInquiries, staff } from '../db/schema';
import { serverEnv } from '../env';
import { enqueueMail } from '../mail';
import { mailWording } from '../mail/wording';
import { type Acting, type Actor, audit } from '../staff/audit';

type Row = typeof contactInquiries.$inferSelect;

/**
 * When the 1-year retention purge (retentionCutoff) removes an inquiry: the first hourly run after
 * this instant.
 */
export function purgeAt(createdAt: Date): Date {
  const at = new Date(createdAt);
  at.setUTCFullYear(at.getUTCFullYear() + CONTACT_RETENTION_YEARS);
  return at;
}

function summary(r: Row): InquirySummary {
  return {
    id: r.id,
    type: r.type,
    state: r.state,
    source: r.userId ? 'member' : 'guest',
    title: r.title,
    name: maskName(r.name),
    email: maskEmail(r.email),
    createdAt: r.createdAt.toISOString(),
    purgeAt: purgeAt(r.createdAt).toISOString(),
  };
}

export async function listInquiries(db: Db, q: z.output<typeof inquiriesQuery>, actor: Actor, now: Date) {
  const conds: SQL[] = [];
  if (q.type) conds.push(eq(contactInquiries.type, q.type));
  if (q.state) conds.push(eq(contactInquiries.state, q.state));
  if (q.source === 'member') conds.push(isNotNull(contactInquiries.userId));
  if (q.source === 'guest') conds.push(isNull(contactInquiries.userId));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(contactInquiries).where(where);
  const rows = await db
    .select()
    .from(contactInquiries)
    .where(where)
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE);
  await audit(db, actor, 'inquiries.list', { type: 'inquiry' }, { shown: rows.length }, now);
  return {
    items: rows.map(summary),
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / ADMIN_PAGE_SIZE)),
  };
}

async function load(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Opening an inquiry shows its message (personal data): audited; contact details stay masked. */
export async function getInquiry(db: Db, { id, actor, now }: Acting<{ id: string }>): Promise<InquiryDetail> {
  const row = await load(db, id);
  const answers = await db
    .select({ body: contactAnswers.body, createdAt: contactAnswers.createdAt, staffName: staff.name })
    .from(contactAnswers)
    .leftJoin(staff, eq(staff.id, contactAnswers.staffId))
    .where(eq(contactAnswers.inquiryId, id))
    .orderBy(asc(contactAnswers.createdAt));
  await audit(db, actor, 'inquiry.read', { type: 'inquiry', id }, {}, now);
  return {
    ...summary(row),
    tel: maskTel(row.tel),
    affiliation: row.affiliation,
    rank: row.rank,
    message: row.message,
    locale: row.locale,
    answers: answers.map((a) => ({
      body: a.body,
      createdAt: a.createdAt.toISOString(),
      staffName: a.staffName,
    })),
  };
}

export async function revealInquiry(
  db: Db,
  { id, body, actor, now }: Acting<{ id: string; body: RevealBody }>,
) {
  const { field, reason } = body;
  const row = await load(db, id);
  await audit(db, actor, 'inquiry.reveal', { type: 'inquiry', id }, { field, reason }, now);
  return { field, value: field === 'email' ? row.email : row.tel };
}

/**
 * Answers an inquiry: the answer is stored, the inquiry becomes `answered` and the answer is mailed
 * to the inquirer in the language they wrote in, all in one transaction (the mail goes through
 * the outbox). A closed inquiry takes no more answers.
 */
export async function answerInquiry(
  db: Db,
  { id, body: { body }, actor, now }: Acting<{ id: string; body: AnswerBody }>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactInquiries).where(eq(contactInquiries.id, id)).for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.state === 'closed') throw new ApiError(409, 'INQUIRY_CLOSED');
    await tx.insert(contactAnswers).values({ inquiryId: id, body, staffId: actor.id, createdAt: now });
    await tx.update(contactInquiries).set({ state: 'answered' }).where(eq(contactInquiries.id, id));
    const locale = row.locale === 'en' ? 'en' : 'ko';
    const values = {
      name: row.name,
      title: row.title,
      answer: body,
      url: `${serverEnv().APP_URL}/my/counsel`,
    };
    const mail = (await mailWording(tx)).render('inquiryAnswer', locale, values);
    await enqueueMail(
      tx,
      {
        to: row.email,
        subject: mail.subject,
        text: mail.body,
        locale,
      },
      now,
    );
    await audit(tx, actor, 'inquiry.answer', { type: 'inquiry', id }, { length: body.length }, now);
    return { ok: true as const };
  });
}

export async function closeInquiry(db: Db, { id, actor, now }: Acting<{ id: string }>) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: contactInquiries.state })
      .from(contactInquiries)
      .where(eq(contactInquiries.id, id))
      .for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.state === 'closed') throw new ApiError(409, 'INQUIRY_CLOSED');
    await tx
      .update(contactInquiries)
      .set({ state: 'closed', closedAt: now })
      .where(eq(contactInquiries.id, id));
    await audit(tx, actor, 'inquiry.close', { type: 'inquiry', id }, {}, now);
  });
}
