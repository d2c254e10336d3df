import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { OWNER_SETUP_LINK_HOURS, STAFF_ACCESS_TOKEN_MINUTES } from '@/schemas/admin';
import { isUuid } from '@/schemas/field-rules';
import { emailField } from '@/schemas/fields';
import { ApiError } from '../api/errors';
import { randomToken, safeEqual, sha256 } from '../auth/crypto';
import { hashPassword } from '../auth/password';
import { serverSecret, signStaffAccessToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { staff, staffEventScopes, staffRefreshTokens } from '../db/schema';
import { serverEnv } from '../env';
import { listStaff, updateStaff } from './accounts';
import { type Actor, audit } from './audit';
import { actorFromRow, profileOf, type StaffSession } from './auth';

type StaffRow = typeof staff.$inferSelect;

/** Who acts from the command line (`npm run staff`): no account, named in the audit log as such. */
export const CLI_ACTOR: Actor = { id: null, email: 'cli:npm run staff', role: 'system', ip: 'local' };

/** A refusal of the command line, with the sentence it prints (exit 1). */
export class StaffCommandError extends Error {}

/**
 * The one-time set-up link: `<staff id>.<expiry, unix s>.<HMAC>`, where the HMAC also covers the
 * account's current password hash. Setting the password changes that hash, so the link works once
 * and no table keeps it; it dies on its own after OWNER_SETUP_LINK_HOURS.
 */
function setupSignature(row: StaffRow, exp: number): string {
  return createHmac('sha256', serverSecret('staff-setup-link'))
    .update(`${row.id}.${exp}.${sha256(row.passwordHash)}`)
    .digest('base64url');
}

function setupToken(row: StaffRow, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${row.id}.${exp}.${setupSignature(row, exp)}`;
}

/** The page the link opens; the token rides in the fragment, which never reaches a server log. */
export const setupLinkOf = (token: string) =>
  `${serverEnv().APP_URL.replace(/\/$/, '')}/admin/setup#token=${token}`;

/**
 * Creates the first owner, or, with `force` and a reason (an owner locked out), another one: a new
 * account, or the named one made an active owner again with its password, second factor and
 * sessions cleared. Its password is random and never shown: the owner sets one through the link,
 * then enrols TOTP. Refused while an active owner exists unless forced.
 */
export async function createOwner(
  db: Db,
  input: { email: string; name?: string; force?: boolean; reason?: string },
  now: Date,
) {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new StaffCommandError(`not an e-mail address: ${input.email}`);
  const email = parsed.data;
  const reason = input.reason?.trim();
  if (input.force && !reason)
    throw new StaffCommandError('--force needs --reason "…" (it goes in the audit log)');
  const expiresAt = new Date(now.getTime() + OWNER_SETUP_LINK_HOURS * 3_600_000);
  const row = await db.transaction(async (tx) => {
    const all = await tx.select().from(staff).for('update');
    const owner = all.find((r) => r.role === 'owner' && r.status === 'active');
    if (owner && !input.force)
      throw new StaffCommandError(
        `an active owner exists (${owner.email}); to add another (lock-out), use --force --reason "…"`,
      );
    const fields = {
      role: 'owner' as const,
      status: 'active' as const,
      // NOTE: random and never shown; the link's signature covers its hash (setupSignature).
      passwordHash: await hashPassword(randomToken(32)),
      totpSecret: null,
      totpPending: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodes: [],
    };
    const existing = all.find((r) => r.email === email);
    const [saved] = existing
      ? await tx.update(staff).set(fields).where(eq(staff.id, existing.id)).returning()
      : await tx
          .insert(staff)
          .values({ ...fields, email, name: input.name?.trim() || email.split('@')[0], createdAt: now })
          .returning();
    if (existing) {
      await tx
        .update(staffRefreshTokens)
        .set({ revokedAt: now })
        .where(eq(staffRefreshTokens.staffId, saved.id));
      // An owner is never limited to events (decision 035): a scoped account made owner loses its scope.
      await tx.delete(staffEventScopes).where(eq(staffEventScopes.staffId, saved.id));
    }
    await audit(
      tx,
      CLI_ACTOR,
      existing ? 'staff.update' : 'staff.create',
      { type: 'staff', id: saved.id },
      {
        email,
        role: 'owner',
        ...(existing ? { from: { role: existing.role, status: existing.status }, reset: true } : {}),
        ...(input.force ? { force: true, reason } : {}),
        setupLinkExpiresAt: expiresAt.toISOString(),
      },
      now,
    );
    return saved;
  });
  return { staff: await profileOf(db, row), link: setupLinkOf(setupToken(row, expiresAt)), expiresAt };
}

/**
 * Redeems a set-up link: sets the password (which spends the link) and answers an enrolment-only
 * session, so the next page enrols TOTP (`/admin/enrol`) before the account can act.
 */
export async function completeOwnerSetup(
  db: Db,
  input: { token: string; password: string },
  ip: string,
  now: Date,
): Promise<StaffSession> {
  const [id, expText, signature] = input.token.split('.');
  const exp = Number(expText);
  const invalid = () => new ApiError(410, 'SETUP_LINK_INVALID');
  if (!isUuid(id ?? '') || !Number.isInteger(exp) || !signature) throw invalid();
  if (exp * 1000 <= now.getTime()) throw invalid();
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  if (row?.status !== 'active' || !safeEqual(setupSignature(row, exp), signature)) throw invalid();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // NOTE: only while the hash the link was signed over is still there: a link works once.
    const [updated] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(and(eq(staff.id, id), eq(staff.passwordHash, row.passwordHash)))
      .returning();
    if (!updated) throw invalid();
    await audit(
      tx,
      actorFromRow(updated, ip),
      'staff.update',
      { type: 'staff', id },
      { setupLink: 'password set' },
      now,
    );
    return {
      accessToken: await signStaffAccessToken(
        id,
        updated.role,
        'enrol',
        STAFF_ACCESS_TOKEN_MINUTES * 60,
        now,
      ),
      enrolmentRequired: true,
      staff: await profileOf(tx, updated),
    };
  });
}

/** Every staff account, for `npm run staff -- list`. */
export async function staffList(db: Db) {
  return (await listStaff(db)).items;
}

/** Disables an account (its sessions end); the last active owner stays (LAST_OWNER). */
export async function disableStaff(db: Db, email: string, now: Date) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  if (!row) throw new StaffCommandError(`no staff account with the e-mail ${email}`);
  try {
    return await updateStaff(db, { id: row.id, patch: { status: 'disabled' }, actor: CLI_ACTOR, now });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'LAST_OWNER')
      throw new StaffCommandError(
        `${row.email} is the last active owner; create another first (create-owner --force --reason "…")`,
      );
    throw err;
  }
}
