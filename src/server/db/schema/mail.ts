// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
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

/** A mail's wording in one language as the studio wrote it (`{variable}` placeholders). */
export type MailWordingText = { subject: string; body: string };

/**
 * The studio's wording of a mail (issue 49), one row per mail (`key`, e.g. `signUpCode`); a
 * language left null, or a mail with no row, is sent with its default from `messages/`.
 */
export const mailTemplates = pgTable('mail_templates', {
  key: text('key').primaryKey(),
  ko: jsonb('ko').$type<MailWordingText | null>(),
  en: jsonb('en').$type<MailWordingText | null>(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
