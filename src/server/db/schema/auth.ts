// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IDENTITY_PURPOSES, WITHDRAWAL_REASONS } from '../../../schemas/member-rules';
import { memberType, users } from './members';

/**
 * Refresh tokens: 256-bit random, stored only as SHA-256. One family per sign-in; each token is
 * single use (`usedAt`), every token of a family shares the family's absolute expiry.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const emailCodePurpose = pgEnum('email_code_purpose', ['sign_up', 'password_reset']);

/**
 * Emailed 6-digit codes (HMAC-SHA-256 of the code, never the code): 10 minutes, 5 tries.
 * A verified sign-up code yields a ticket (`ticketHash`) that `POST /auth/sign-up` consumes.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: emailCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    uniqueIndex('email_codes_ticket_uq').on(t.ticketHash),
  ],
);

export const identityPurpose = pgEnum('identity_purpose', IDENTITY_PURPOSES);

/**
 * Identity-verification requests: the id is the single-use, short-lived nonce the provider echoes
 * (bound to the result as AES-GCM additional data). After a valid result the verified person is
 * held here until the sign-up or phone change that consumes `ticketHash`; then cleared.
 */
export const identityRequests = pgTable(
  'identity_requests',
  {
    id: text('id').primaryKey(),
    purpose: identityPurpose('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resultAt: timestamp('result_at', { withTimezone: true }),
    name: text('name'),
    tel: text('tel'),
    birth: text('birth'),
    ciHash: text('ci_hash'),
    ticketHash: text('ticket_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('identity_requests_ticket_uq').on(t.ticketHash)],
);

export const socialProvider = pgEnum('social_provider', ['KAKAO', 'NAVER']);

/** A member's linked Kakao / Naver account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: socialProvider('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uq').on(t.provider, t.providerUserId),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

/** OAuth `state` (SHA-256) with its PKCE verifier, single use, a few minutes. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: socialProvider('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  next: text('next'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const socialCodeKind = pgEnum('social_code_kind', ['sign_in', 'sign_up']);

/**
 * One-time codes handed to the web app in the URL hash after a social sign-in (about 60 s, single
 * use). For an unlinked account the exchange yields a sign-up ticket carrying the provider profile.
 */
export const socialCodes = pgTable('social_codes', {
  codeHash: text('code_hash').primaryKey(),
  kind: socialCodeKind('kind').notNull(),
  provider: socialProvider('provider').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  name: text('name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ticketHash: text('ticket_hash'),
  ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
  ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
});

export const withdrawalReason = pgEnum('withdrawal_reason', WITHDRAWAL_REASONS);

/** Why members left, kept without any link to the person. */
export const withdrawals = pgTable('withdrawals', {
  id: uuid('id').primaryKey().defaultRandom(),
  reason: withdrawalReason('reason').notNull(),
  detail: text('detail'),
  memberType: memberType('member_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
