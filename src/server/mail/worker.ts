import 'server-only';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { serverEnv } from '../env';
import { claimDue, handBack, OUTBOX_BATCH, purgeDelivered } from '../jobs/outbox';
import { startOutboxLoop } from '../jobs/outbox-loop';
import type { BackgroundJob } from '../jobs/registry';
import { onMailEnqueued } from './index';

export type MailTransport = Pick<Transporter, 'sendMail'>;

const MAX_BACKOFF_SECONDS = 30 * 60;

/** 10 s, 20 s, 40 s … capped at 30 min. Mail is never dropped, only retried less often. */
export function backoffSeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 10 * 2 ** Math.max(0, attempts - 1));
}

/** SMTP over SMTP_URL, or null for the embedded default (mail printed to the server log). */
export async function smtpTransport(url = serverEnv().SMTP_URL): Promise<MailTransport | null> {
  if (!url) return null;
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport(url);
}

/** The Message-ID of an outbox row: a resend after a crash is recognisably the same message. */
export const messageIdOf = (outboxId: string) => `<${outboxId}@moru-design-trend>`;

/**
 * Sends every due message once: claims a batch with `FOR UPDATE SKIP LOCKED` (instances never wait
 * on or share each other's rows) under a lease that expires, so a crashed instance's claim is picked
 * up again; delivers one by one, marking each as it goes; reschedules failures with backoff. When
 * `signal.stopping` turns true mid-batch, the unsent rest is handed back at once. Returns what it did.
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport | null,
  now = new Date(),
  opts: { leaseSeconds?: number; signal?: { stopping: boolean } } = {},
) {
  const claimed = await claimDue(db, mailOutbox, now, {
    leaseSeconds: opts.leaseSeconds,
    // NOTE: while older mail waits out an SMTP outage, newer mail waits with it, so the queue is
    // delivered in order of creation once the server is back.
    also: sql`not exists (select 1 from ${mailOutbox} w where w.status = 'pending'
      and w.next_attempt_at > ${now.toISOString()} and w.last_error like ${`${UNREACHABLE}%`}
      and w.created_at < ${mailOutbox.createdAt})`,
  });
  let sent = 0;
  let failed = 0;
  const from = serverEnv().MAIL_FROM;
  for (const [i, mail] of claimed.entries()) {
    if (opts.signal?.stopping) {
      await handBack(
        db,
        mailOutbox,
        claimed.slice(i).map((m) => m.id),
      );
      break;
    }
    try {
      if (transport) {
        await transport.sendMail({
          messageId: messageIdOf(mail.id),
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
            encoding: a.encoding === 'base64' ? 'base64' : undefined,
          })),
        });
      } else {
        console.info(
          `[mail] (no SMTP_URL: printed instead of sent)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n[mail] end`,
        );
      }
      await db
        .update(mailOutbox)
        .set({
          status: transport ? 'sent' : 'logged',
          sentAt: now,
          lockedUntil: null,
          attempts: mail.attempts + 1,
          lastError: null,
        })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const unreachable = isUnreachable(err);
      const reason = `${unreachable ? UNREACHABLE : 'rejected: '}${String((err as Error)?.message ?? err)}`;
      await db
        .update(mailOutbox)
        .set({
          status: 'pending',
          attempts,
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + backoffSeconds(attempts) * 1000),
          lastError: reason.slice(0, 500),
        })
        .where(eq(mailOutbox.id, mail.id));
      failed++;
      if (unreachable) {
        await deferQueue(
          db,
          claimed.map((m) => m.id),
          attempts,
          now,
        );
        break;
      }
    }
  }
  return { claimed: claimed.length, sent, failed };
}

const UNREACHABLE = 'unreachable: ';

/** The SMTP server could not be reached or is shutting down (421): no message was judged. */
function isUnreachable(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  return e?.responseCode === undefined || e.responseCode === 421;
}

/**
 * The server is down for every message: the whole queue (what this batch claimed and every
 * pending mail) waits until one retry time, backed off by the oldest mail's attempts, and the
 * batch stops. Mail that a server rejected on its own merits keeps its own schedule.
 */
async function deferQueue(db: Db, claimedIds: string[], attempts: number, now: Date) {
  const [{ oldest }] = await db
    .select({ oldest: sql<number>`coalesce(max(${mailOutbox.attempts}), 0)` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  const retryAt = new Date(now.getTime() + backoffSeconds(Math.max(attempts, Number(oldest))) * 1000);
  await db
    .update(mailOutbox)
    .set({ status: 'pending', lockedUntil: null, nextAttemptAt: retryAt })
    .where(
      or(
        and(inArray(mailOutbox.id, claimedIds), eq(mailOutbox.status, 'sending')),
        and(
          eq(mailOutbox.status, 'pending'),
          or(isNull(mailOutbox.lastError), like(mailOutbox.lastError, `${UNREACHABLE}%`)),
        ),
      ),
    );
  // NOTE: the rest of the batch was never tried; marking it keeps newer mail behind it.
  await db
    .update(mailOutbox)
    .set({ lastError: `${UNREACHABLE}not tried: the server was down` })
    .where(and(inArray(mailOutbox.id, claimedIds), isNull(mailOutbox.lastError)));
}

/** Clears the bodies of mail delivered more than a week ago. */
export function purgeDeliveredBodies(db: Db, now = new Date()) {
  return purgeDelivered(db, mailOutbox, { text: '', html: null, attachments: null }, now);
}

export type MailWorkerOptions = {
  /** Undefined: SMTP from SMTP_URL (or the server log). */
  transport?: MailTransport | null;
  leaseSeconds?: number;
  pollMs?: number;
  now?: () => Date;
};

/**
 * A delivery loop on `db`: polls every few seconds and at once when mail is queued in this
 * process. Any number of instances may run one against the same database. `stop()` stops claiming,
 * finishes the message being sent, hands the rest of its batch back, and resolves (bounded).
 */
export async function createMailWorker(db: Db, opts: MailWorkerOptions = {}): Promise<BackgroundJob> {
  const transport = opts.transport === undefined ? await smtpTransport() : opts.transport;
  const now = opts.now ?? (() => new Date());
  return startOutboxLoop({
    name: 'mail outbox worker',
    log: '[mail]',
    deliver: async (signal) => {
      const r = await deliverDue(db, transport, now(), { leaseSeconds: opts.leaseSeconds, signal });
      return { again: r.claimed === OUTBOX_BATCH };
    },
    purge: () => purgeDeliveredBodies(db, now()),
    onEnqueued: onMailEnqueued,
    pollMs: opts.pollMs,
  });
}

let started: Promise<BackgroundJob> | undefined;

/** Starts the process's delivery loop (idempotent). */
export function startMailWorker(db: Db): Promise<BackgroundJob> {
  started ??= createMailWorker(db);
  return started;
}
