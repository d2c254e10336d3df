import 'server-only';
import type { StaffRole } from '@/schemas/admin';
import { hashPassword } from '../auth/password';
import type { DbHandle } from '../db/client';
import { staff } from '../db/schema';
import { DEMO_ACCOUNTS } from '../members/seed';

/** One demo staff account per role (README), with the members' demo password. Embedded default only. */
export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@moru-surfaces.example', name: '한지율', role: 'owner' },
  { email: 'manager@moru-surfaces.example', name: '박서연', role: 'manager' },
  { email: 'editor@moru-surfaces.example', name: '윤가온', role: 'editor' },
  { email: 'door@moru-surfaces.example', name: '최도윤', role: 'door' },
  { email: 'viewer@moru-surfaces.example', name: '정하늘', role: 'viewer' },
];

export async function seedDemoStaff({ db }: Pick<DbHandle, 'db'>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ACCOUNTS[0].password);
  await db
    .insert(staff)
    .values(DEMO_STAFF.map((s) => ({ ...s, passwordHash })))
    .onConflictDoNothing({ target: staff.email });
}
