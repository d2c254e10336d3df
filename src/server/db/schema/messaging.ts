// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, NOTIFICATION_KINDS } from '../../../schemas/messaging-rules';
import { mailStatus } from './mail';
import { users } from './members';

export const consentKind = pgEnum('consent_kind', CONSENT_KINDS);
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * Every consent a member gave, with the version of the text agreed to and the time; a withdrawal
 * closes the record (`withdrawnAt`) and a new agreement opens a new one, so the history stays.
 * `policyVersion`: `policy_versions.version` for terms and privacy, MARKETING_CONSENT_VERSION for
 * marketing. At most one open record per member and kind.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: consentKind('kind').notNull(),
    policyVersion: integer('policy_version'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consents_open_uq').on(t.userId, t.kind).where(sql`${t.withdrawnAt} is null`),
    index('consents_user_idx').on(t.userId),
  ],
);

/**
 * Message outbox (KakaoTalk AlimTalk, SMS/LMS fallback), beside `mail_outbox` and delivered by the
 * same machinery (decision 020): written in the caller's transaction, claimed with SKIP LOCKED under
 * a lease, retried with backoff, never dropped. `variables` are the AlimTalk template's (`#{name}`
 * keys); `text` is the same content as plain text for the SMS/LMS fallback (Korean, as
 * registered with Kakao). `channel` is what
 * finally carried it: `alimtalk`, `sms`, `lms`, or `log` (no provider configured).
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    kind: notificationKind('kind').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    channel: text('channel'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('message_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
