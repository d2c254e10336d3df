import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '@/schemas/admin';
import { ApiError } from '../api/errors';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { staff, staffRefreshTokens } from '../db/schema';
import { isUniqueViolation } from '../events/service';
import { type Actor, audit } from './audit';
import { profileOf } from './auth';

const rowView = (r: typeof staff.$inferSelect) => ({
  ...profileOf(r),
  status: r.status,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
});

export async function listStaff(db: Db) {
  const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
  return { items: rows.map(rowView) };
}

/** A new staff account; it enrols TOTP at its first sign-in where the second factor is required. */
export async function createStaff(
  db: Db,
  input: { email: string; name: string; role: StaffRole; password: string },
  actor: Actor,
  now: Date,
) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          email: input.email,
          name: input.name,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          createdAt: now,
        })
        .returning();
      await audit(
        tx,
        actor,
        'staff.create',
        { type: 'staff', id: row.id },
        { email: input.email, role: input.role },
        now,
      );
      return rowView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'EMAIL_TAKEN', undefined, { email: 'email.taken' });
    throw err;
  }
}

/** Changes a role or disables an account (its sessions end). The last active owner cannot be demoted. */
export async function updateStaff(
  db: Db,
  id: string,
  input: { role?: StaffRole; status?: 'active' | 'disabled' },
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(staff).for('update');
    const row = all.find((r) => r.id === id);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const next = { role: input.role ?? row.role, status: input.status ?? row.status };
    const ownersLeft = all.filter((r) =>
      r.id === id
        ? next.role === 'owner' && next.status === 'active'
        : r.role === 'owner' && r.status === 'active',
    ).length;
    if (ownersLeft === 0) throw new ApiError(409, 'LAST_OWNER');
    const [updated] = await tx.update(staff).set(next).where(eq(staff.id, id)).returning();
    if (next.status === 'disabled' || next.role !== row.role) {
      await tx.update(staffRefreshTokens).set({ revokedAt: now }).where(eq(staffRefreshTokens.staffId, id));
    }
    await audit(
      tx,
      actor,
      'staff.update',
      { type: 'staff', id },
      { from: { role: row.role, status: row.status }, to: next },
      now,
    );
    return rowView(updated);
  });
}
