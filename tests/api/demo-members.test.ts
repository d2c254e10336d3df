import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPolicies } from '@/server/content/seed-policies';
import { consents, users } from '@/server/db/schema';
import { DEMO_ACCOUNTS, seedDemoMembers } from '@/server/members/seed';
import { createTestApp } from '../support/test-app';

/**
 * The embedded default's demo members (issue 51): they agree to the policies in force as a sign-up
 * does, so My Page shows a consent history; a demo account made before that gets it once.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedPolicies(t.db);
});
afterAll(() => t.close());

const handle = () => ({ db: t.db, kind: 'pglite' as const, close: async () => {} });
const consentsOf = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return { user, rows: await t.db.select().from(consents).where(eq(consents.userId, user.id)) };
};

describe('demo members', () => {
  it('are created with their terms and privacy consents, at the versions in force, once', async () => {
    await seedDemoMembers(handle());
    await seedDemoMembers(handle());
    for (const a of DEMO_ACCOUNTS) {
      const { user, rows } = await consentsOf(a.email);
      expect(rows.map((r) => r.kind).sort()).toEqual(['privacy', 'terms']);
      for (const r of rows) expect(r.policyVersion).toBe(1);
      expect(user.termsVersion).toBe(1);
      expect(user.privacyVersion).toBe(1);
    }
    // The members' own answer carries them.
    const login = await t.call('POST', '/api/auth/login', {
      email: DEMO_ACCOUNTS[0].email,
      password: DEMO_ACCOUNTS[0].password,
    });
    const { accessToken } = await login.json();
    const me = await (await t.call('GET', '/api/users/my', undefined, accessToken)).json();
    expect(me.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['privacy', 'terms']);
  });

  it('gives a demo account made without consents its consents once', async () => {
    const { user } = await consentsOf(DEMO_ACCOUNTS[1].email);
    await t.db.delete(consents).where(eq(consents.userId, user.id));
    await seedDemoMembers(handle());
    await seedDemoMembers(handle());
    expect((await consentsOf(DEMO_ACCOUNTS[1].email)).rows).toHaveLength(2);
  });
});
