import type { StaffRole } from '@/schemas/admin';
import { signStaffAccessToken } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { staff } from '@/server/db/schema';
import { DEMO_STAFF, seedDemoStaff } from '@/server/staff/seed';

/** The demo staff (one per role) and an access token for each, valid at `now`. */
export async function staffTokens(db: Db, now: Date): Promise<Record<StaffRole, string>> {
  await seedDemoStaff({ db });
  const rows = await db.select().from(staff);
  const tokens = {} as Record<StaffRole, string>;
  for (const s of DEMO_STAFF) {
    const row = rows.find((r) => r.email === s.email);
    if (!row) throw new Error(`demo staff ${s.email} missing`);
    tokens[s.role] = await signStaffAccessToken(row.id, row.role, 'staff', 15 * 60, now);
  }
  return tokens;
}
