import 'server-only';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { policyVersionsInForce } from '../content/policies';
import type { DbHandle } from '../db/client';
import { consents, users } from '../db/schema';
import { demoCi } from '../identity/provider';
import { ciHashOf } from '../identity/service';
import { recordSignUpConsents } from './consents';
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

/**
 * Idempotent: creates each demo account whose email is not an active member yet, agreeing to the
 * policies in force as a sign-up does (so My Page shows a consent history, issue 51); a demo account
 * made before it had consents gets them once. Runs after the policies' first versions (startup.ts).
 */
export async function seedDemoMembers({ db }: DbHandle): Promise<void> {
  const now = new Date();
  for (const a of DEMO_ACCOUNTS) {
    const existing = await findActiveByEmail(db, a.email);
    if (existing) {
      const [any] = await db
        .select({ id: consents.id })
        .from(consents)
        .where(eq(consents.userId, existing.id))
        .limit(1);
      if (!any)
        await recordSignUpConsents(
          db,
          existing.id,
          { ...(await policyVersionsInForce(db, now)), marketing: false },
          now,
        );
      continue;
    }
    const passwordHash = await hashPassword(a.password);
    await db.transaction(async (tx) => {
      const agreed = await policyVersionsInForce(tx, now);
      const [user] = await tx
        .insert(users)
        .values({
          email: a.email,
          passwordHash,
          name: a.name,
          tel: a.tel,
          birth: a.birth,
          memberType: a.memberType,
          company: 'company' in a ? a.company : null,
          rank: 'rank' in a ? a.rank : null,
          occupation: 'occupation' in a ? a.occupation : null,
          ciHash: ciHashOf(demoCi(a.name, a.birth)),
          termsVersion: agreed.terms,
          privacyVersion: agreed.privacy,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await recordSignUpConsents(tx, user.id, { ...agreed, marketing: false }, now);
    });
    console.info(`[members] demo account ${a.email}`);
  }
}
