import 'server-only';
import { afterCommit } from '../db/after-commit';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailInput = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `content` is text, or base64 when `encoding: 'base64'` (an .ics is plain text). */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' | 'utf8' }[];
  locale: 'ko' | 'en';
};

type Kick = () => void;
let kick: Kick | undefined;

/** The worker registers itself so fresh mail goes out at once instead of at the next poll. */
export function onMailEnqueued(fn: Kick | undefined) {
  kick = fn;
}

/** The outbox row of `mail`, due at once. */
export function mailRow(mail: MailInput, now = new Date()): typeof mailOutbox.$inferInsert {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? null,
    locale: mail.locale,
    nextAttemptAt: now,
    createdAt: now,
  };
}

/** Tells the worker that mail was queued (it reads it at once instead of at its next poll), once
 * the transaction it was queued in has committed. */
export function mailQueued(): void {
  afterCommit(() => kick?.());
}

/**
 * Queues one message in the outbox (inside the caller's transaction when given one). Delivery is
 * the worker's job: SMTP when SMTP_URL is set, the server log otherwise; failures are retried.
 */
export async function enqueueMail(
  db: Pick<Db, 'insert'>,
  mail: MailInput,
  now = new Date(),
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mailRow(mail, now)).returning({ id: mailOutbox.id });
  mailQueued();
  return row.id;
}
