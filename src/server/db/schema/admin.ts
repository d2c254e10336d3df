// Not server-only: drizzle-kit reads the tables in plain Node (drizzle.config.ts), where that import throws.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../schemas/admin-rules';
import { events } from './events';

export const staffRole = pgEnum('staff_role', STAFF_ROLES);
export const staffStatus = pgEnum('staff_status', ['active', 'disabled']);

/**
 * Staff of the operations console: not members (their own table, sign-in and token audience).
 * `totpSecret` is AES-GCM encrypted with a server secret; recovery codes are kept as SHA-256 only.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: staffStatus('status').notNull().default('active'),
    totpSecret: text('totp_secret'),
    /** A secret being enrolled (shown as a QR code), promoted to `totpSecret` once a code matches. */
    totpPending: text('totp_pending'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: text('totp_last_step'),
    recoveryCodes: text('recovery_codes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email)],
);

/** Staff refresh tokens: the members' rules (SHA-256 only, single use, family, absolute expiry), 8 hours. */
export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_refresh_tokens_hash_uq').on(t.tokenHash),
    index('staff_refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * The events a staff account is limited to (decision 035): no rows = every event. Owners and editors
 * are never scoped; a scoped account reaches only these events' slots, applications, check-ins and
 * messages, and nothing that is not about an event (staff, the studio, inquiries, the audit log).
 */
export const staffEventScopes = pgTable(
  'staff_event_scopes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.eventId] }),
    index('staff_event_scopes_event_idx').on(t.eventId),
  ],
);

/**
 * Append-only audit log (PIPA: access to personal data must be traceable). A trigger refuses UPDATE
 * and DELETE (migration 0003); rows name the staff member by id and e-mail as they were at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
