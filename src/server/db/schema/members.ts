// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_TYPES } from '../../../schemas/member-rules';
import { DEFAULT_NOTIFY_CHANNEL, NOTIFY_CHANNELS } from '../../../schemas/messaging-rules';

export const memberType = pgEnum('member_type', MEMBER_TYPES);
export const notifyChannel = pgEnum('notify_channel', NOTIFY_CHANNELS);
export const memberStatus = pgEnum('member_status', ['active', 'withdrawn']);

/**
 * Members. Personal fields are nulled on withdrawal; `ciHash` (identity-verification CI, SHA-256
 * with a server pepper) enforces one active account per person.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name'),
    tel: text('tel'),
    birth: text('birth'),
    memberType: memberType('member_type').notNull().default('normal'),
    company: text('company'),
    rank: text('rank'),
    occupation: text('occupation'),
    ciHash: text('ci_hash'),
    roles: text('roles').array().notNull().default(sql`'{member}'::text[]`),
    status: memberStatus('status').notNull().default('active'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** How the member is told about bookings (decision 020); the consents table keeps the history. */
    notifyChannel: notifyChannel('notify_channel').notNull().default(DEFAULT_NOTIFY_CHANNEL),
    /**
     * The versions of the terms and the privacy policy in force when the member agreed at sign-up
     * (`policy_versions.version`); null for members who joined before policies were versioned.
     */
    termsVersion: integer('terms_version'),
    privacyVersion: integer('privacy_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_active_email_uq').on(t.email).where(sql`${t.status} = 'active'`),
    uniqueIndex('users_active_ci_uq').on(t.ciHash).where(sql`${t.status} = 'active'`),
    index('users_status_idx').on(t.status),
  ],
);
