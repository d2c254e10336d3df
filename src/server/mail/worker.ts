import 'server-only';
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { serverEnv } from '../env';
import { onMailEnqueued } from './index';

export type MailTransport = Pick<Transporter, 'sendMail'>;

const BATCH = 10;
const LOCK_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 30 * 60;
/** Bodies may hold one-time codes: cleared this long after delivery. */
const BODY_RETENTION_DAYS = 7;

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

/**
 * Sends every due message once: claims a batch (a lock that expires, so a crashed instance's claim
 * is picked up again), delivers, and reschedules failures with backoff. Returns what it did.
 */
export async function deliverDue(db: Db, transport: MailTransport | null, now = new Date()) {
  const lockUntil = new Date(now.getTime() + LOCK_SECONDS * 1000);
  const claimed = await db
    .update(mailOutbox)
    .set({ status: 'sending', lockedUntil: lockUntil })
    .where(
      inArray(
        mailOutbox.id,
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            or(
              and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
              and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, now)),
            ),
          )
          .orderBy(mailOutbox.createdAt)
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  let sent = 0;
  let failed = 0;
  const from = serverEnv().MAIL_FROM;
  for (const mail of claimed) {
    try {
      if (transport) {
        await transport.sendMail({
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
      await db
        .update(mailOutbox)
        .set({
          status: 'pending',
          attempts,
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + backoffSeconds(attempts) * 1000),
          lastError: String((err as Error)?.message ?? err).slice(0, 500),
        })
        .where(eq(mailOutbox.id, mail.id));
      failed++;
    }
  }
  return { claimed: claimed.length, sent, failed };
}

/** Clears the bodies of mail delivered more than a week ago. */
export async function purgeDeliveredBodies(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - BODY_RETENTION_DAYS * 86_400_000);
  await db
    .update(mailOutbox)
    .set({ text: '', html: null, attachments: null })
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'logged']),
        isNotNull(mailOutbox.sentAt),
        lt(mailOutbox.sentAt, cutoff),
        sql`${mailOutbox.text} <> ''`,
      ),
    );
}

const POLL_MS = 3000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
let running = false;

/** Starts the process's delivery loop (idempotent); resolves with a stop that waits for the batch in hand. */
export async function startMailWorker(db: Db): Promise<() => Promise<void>> {
  if (running) return async () => {};
  running = true;
  const transport = await smtpTransport();
  let busy = false;
  let again = false;
  let purgedAt = 0;
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const r = await deliverDue(db, transport);
        if (r.claimed === BATCH) again = true;
      } while (again && !stopped);
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await purgeDeliveredBodies(db);
      }
    } catch (err) {
      console.error('[mail] worker', err);
    } finally {
      busy = false;
    }
  };
  const run = () => {
    const idle = !busy;
    const pass = tick();
    if (idle) inFlight = pass;
  };
  onMailEnqueued(run);
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    onMailEnqueued(undefined);
    await inFlight;
    running = false;
  };
}
