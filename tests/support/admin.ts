import type { StaffRole } from '@/schemas/admin';
import { seoulDayStart } from '@/schemas/event-rules';
import { signStaffAccessToken } from '@/server/auth/tokens';
import { seedContent } from '@/server/content/seed';
import type { Db } from '@/server/db/client';
import { staff } from '@/server/db/schema';
import { DEMO_STAFF, seedDemoStaff } from '@/server/staff/seed';
import { createTestApp } from './test-app';

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

/**
 * The API app for console tests: staff sign in without TOTP, the clock at 10:00 today in Seoul
 * (whatever the hour the suite runs, a slot a few hours ahead is still today's at the door and on
 * the dashboard; from 21:00 KST it fell into tomorrow), and a token per role.
 */
export async function consoleTestApp() {
  const t = await createTestApp({ staffTotpRequired: false });
  t.clock.set(new Date(seoulDayStart(new Date()).getTime() + 10 * 60 * 60_000));
  const tokens = await staffTokens(t.db, t.clock.now());
  return { t, tokens };
}

/** The API app for studio tests: staff sign in without TOTP, a token per role, the demo content seeded. */
export async function studioTestApp() {
  const t = await createTestApp({ staffTotpRequired: false });
  const tokens = await staffTokens(t.db, t.clock.now());
  await seedContent(t.db, t.clock.now());
  return { t, tokens };
}

/** An answer's status and parsed body, for one assertion on both. */
export const json = async (res: Response) => ({ status: res.status, body: await res.json() });
