import 'server-only';
import { hashPassword } from '../auth/password';
import type { DbHandle } from '../db/client';
import { users } from '../db/schema';
import { demoCi } from '../identity/provider';
import { ciHashOf } from '../identity/service';
import { findActiveByEmail } from './service';

/** Demo accounts of the embedded default (README). Identity data matches the demo provider's CI. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@moru-surfaces.example',
    password: 'moru2025demo',
    name: '김모루',
    tel: '01012345678',
    birth: '19900101',
    memberType: 'normal',
  },
  {
    email: 'b2b@moru-surfaces.example',
    password: 'moru2025demo',
    name: '이기업',
    tel: '01087654321',
    birth: '19850315',
    memberType: 'company',
    company: '모루인테리어',
    rank: '실장',
    occupation: 'interior',
  },
] as const;

/** Idempotent: creates each demo account whose email is not an active member yet. */
export async function seedDemoMembers({ db }: DbHandle): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    if (await findActiveByEmail(db, a.email)) continue;
    await db
      .insert(users)
      .values({
        email: a.email,
        passwordHash: await hashPassword(a.password),
        name: a.name,
        tel: a.tel,
        birth: a.birth,
        memberType: a.memberType,
        company: 'company' in a ? a.company : null,
        rank: 'rank' in a ? a.rank : null,
        occupation: 'occupation' in a ? a.occupation : null,
        ciHash: ciHashOf(demoCi(a.name, a.birth)),
      })
      .onConflictDoNothing();
    console.info(`[members] demo account ${a.email}`);
  }
}
