import 'server-only';
import { count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import {
  CONTACT_MIN_FILL_MS,
  CONTACT_RETENTION_YEARS,
  type Counsel,
  type contactBody,
} from '@/schemas/contact';
import { MY_LIST_PAGE_SIZE, type Paged } from '@/schemas/events';
import enContact from '../../../messages/en/contact.json';
import koContact from '../../../messages/ko/contact.json';
import { ApiError } from '../api/errors';
import type { Member } from '../auth/middleware';
import type { Db } from '../db/client';
import { contactAnswers, contactInquiries, users } from '../db/schema';
import { serverEnv } from '../env';
import { startPeriodicJob } from '../jobs/periodic';
import type { BackgroundJob } from '../jobs/registry';
import { enqueueMail } from '../mail';
import { mailWording } from '../mail/wording';
import { type Catalog, formatMessage } from '../messages';
import { hit, type RateRule } from '../rate-limit';

/** Per address: enough for a person correcting a typo, too few for a flood. */
export const CONTACT_RATE_RULE: RateRule = { limit: 5, windowSeconds: 10 * 60 };

const contactCopy: Record<'ko' | 'en', Catalog> = { ko: koContact, en: enContact };

/**
 * Stores one inquiry and queues the team's notification in the same transaction, so the visitor
 * is told "received" only once it is kept. The bot trap (hidden field, minimum fill time) and a
 * per-address limit in the database guard it.
 */
export async function submitInquiry(
  db: Db,
  input: { body: z.output<typeof contactBody>; memberId?: string; ip: string; locale: Locale; now: Date },
): Promise<{ id: string; createdAt: string }> {
  const body = input.body;
  if (body.website || body.elapsedMs === undefined || body.elapsedMs < CONTACT_MIN_FILL_MS) {
    throw new ApiError(422, 'SUBMISSION_REJECTED');
  }
  await hit(db, `contact:${input.ip}`, CONTACT_RATE_RULE, input.now);
  let userId: string | null = null;
  if (input.memberId) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.memberId));
    userId = u?.id ?? null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactInquiries)
      .values({
        userId,
        type: body.type,
        name: body.name,
        tel: body.tel,
        email: body.email,
        affiliation: body.affiliation ?? null,
        rank: body.rank ?? null,
        title: body.title,
        message: body.message,
        locale: input.locale,
        consentAt: input.now,
        createdAt: input.now,
      })
      .returning({ id: contactInquiries.id, createdAt: contactInquiries.createdAt });
    // NOTE: the team reads Korean; the inquiry's own language is named in the mail.
    const text = (key: string, values: Record<string, string> = {}) =>
      formatMessage('ko', contactCopy.ko, key, values);
    const values = {
      type: text(`types.${body.type}`),
      name: body.name,
      tel: body.tel,
      email: body.email,
      affiliation: body.affiliation ?? '-',
      rank: body.rank ?? '-',
      title: body.title,
      message: body.message,
      locale: input.locale,
      member: text(userId ? 'mail.member' : 'mail.visitor'),
    };
    const mail = (await mailWording(tx)).render('inquiryReceived', 'ko', values);
    await enqueueMail(
      tx,
      {
        to: serverEnv().CONTACT_NOTIFY_EMAIL,
        subject: mail.subject,
        text: mail.body,
        locale: 'ko',
      },
      input.now,
    );
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}

/** `GET /users/my/counsels`: the member's own inquiries with their answers, newest first. */
export async function myCounsels(
  db: Db,
  { member, page }: { member: Member; page: number },
): Promise<Paged<Counsel>> {
  const mine = eq(contactInquiries.userId, member.id);
  const [{ total }] = await db.select({ total: count() }).from(contactInquiries).where(mine);
  const rows = await db
    .select()
    .from(contactInquiries)
    .where(mine)
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
    .limit(MY_LIST_PAGE_SIZE)
    .offset((page - 1) * MY_LIST_PAGE_SIZE);
  const answers = rows.length
    ? await db
        .select()
        .from(contactAnswers)
        .where(
          inArray(
            contactAnswers.inquiryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(contactAnswers.createdAt)
    : [];
  const items: Counsel[] = rows.map((r) => {
    const own = answers
      .filter((a) => a.inquiryId === r.id)
      .map((a) => ({ body: a.body, createdAt: a.createdAt.toISOString() }));
    return {
      id: r.id,
      type: r.type,
      title: r.title,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
      status: own.length ? 'answered' : 'received',
      answers: own,
    };
  });
  return {
    items,
    page,
    pageSize: MY_LIST_PAGE_SIZE,
    total: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / MY_LIST_PAGE_SIZE)),
  };
}

/** The retention cut-off: anything created before this instant is over a year old (SPEC §9). */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_RETENTION_YEARS);
  return cutoff;
}

/** Deletes inquiries and answers older than the retention period. Returns what was deleted. */
export async function purgeExpiredInquiries(
  db: Db,
  now: Date,
): Promise<{ inquiries: number; answers: number }> {
  const cutoff = retentionCutoff(now);
  return db.transaction(async (tx) => {
    const answers = await tx
      .delete(contactAnswers)
      .where(lt(contactAnswers.createdAt, cutoff))
      .returning({ id: contactAnswers.id });
    const inquiries = await tx
      .delete(contactInquiries)
      .where(lt(contactInquiries.createdAt, cutoff))
      .returning({ id: contactInquiries.id });
    return { inquiries: inquiries.length, answers: answers.length };
  });
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the purge hourly, once across all instances (a `job_leases` claim; it is idempotent anyway).
 * Returns its handle (`stop()` waits for a run in progress).
 */
export function startContactPurge(db: Db, now: () => Date = () => new Date()): BackgroundJob {
  return startPeriodicJob(db, {
    name: 'contact-retention-purge',
    everyMs: PURGE_EVERY_MS,
    now,
    run: async (conn, at) => {
      const r = await purgeExpiredInquiries(conn, at);
      if (r.inquiries || r.answers)
        console.info(`[contact] purged ${r.inquiries} inquiries, ${r.answers} answers over 1 year old`);
    },
  });
}
