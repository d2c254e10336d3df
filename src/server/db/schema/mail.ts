import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['pending', 'sending', 'sent', 'logged']);

export type MailAttachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64' | 'utf8';
};

/**
 * Mail outbox: every message is written here first and delivered by the worker, so a failing SMTP
 * server loses nothing. `logged` = no SMTP configured (embedded default), printed to the server log.
 * Bodies are cleared some days after delivery (they may hold one-time codes).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    locale: text('locale').notNull().default('ko'),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
