import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Consent } from '@/schemas/members';
import { type ConsentKind, MARKETING_CONSENT_VERSION } from '@/schemas/messaging-rules';
import type { Db, Tx } from '../db/client';
import { consents, users } from '../db/schema';

type Conn = Db | Tx;

/**
 * The consents given at sign-up, one record each with the version agreed to and the time: terms
 * and privacy (the `policy_versions` in force), and marketing when the member opted in.
 */
export async function recordSignUpConsents(
  tx: Conn,
  userId: string,
  agreed: { terms: number | null; privacy: number | null; marketing: boolean },
  now: Date,
) {
  const rows: (typeof consents.$inferInsert)[] = [
    { userId, kind: 'terms', policyVersion: agreed.terms, givenAt: now },
    { userId, kind: 'privacy', policyVersion: agreed.privacy, givenAt: now },
  ];
  if (agreed.marketing)
    rows.push({ userId, kind: 'marketing', policyVersion: MARKETING_CONSENT_VERSION, givenAt: now });
  await tx.insert(consents).values(rows);
}

/**
 * Gives or withdraws the optional marketing consent: giving opens a record (unless one is open),
 * withdrawing closes the open one; `users.marketing_consent` follows. Idempotent.
 */
export async function setMarketingConsent(tx: Conn, userId: string, given: boolean, now: Date) {
  if (given) {
    await tx
      .insert(consents)
      .values({ userId, kind: 'marketing', policyVersion: MARKETING_CONSENT_VERSION, givenAt: now })
      .onConflictDoNothing();
  } else {
    await closeConsents(tx, userId, now, 'marketing');
  }
  await tx.update(users).set({ marketingConsent: given }).where(eq(users.id, userId));
}

/** Closes the member's open consents (of `kind`, or all of them on withdrawal). */
export async function closeConsents(tx: Conn, userId: string, now: Date, kind?: ConsentKind) {
  await tx
    .update(consents)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(consents.userId, userId),
        isNull(consents.withdrawnAt),
        kind ? eq(consents.kind, kind) : undefined,
      ),
    );
}

/** Every consent record of the member, newest first (what `GET /users/my` shows). */
export async function listConsents(db: Conn, userId: string): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.givenAt), consents.kind);
  return rows.map((r) => ({
    kind: r.kind,
    version: r.policyVersion,
    givenAt: r.givenAt.toISOString(),
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  }));
}
