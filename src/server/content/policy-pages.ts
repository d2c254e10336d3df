import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { PolicyKind, PublicPolicy, PublicPolicyEntry, PublicPolicyVersion } from '@/schemas/policies';
import { getDb } from '../db';
import { publicPolicy, publicPolicyVersion, publicPolicyVersionNumbers } from './policies';

/**
 * What the policy pages read while rendering (at build time, and again when they are regenerated
 * after `bumpContentVersion`): the process-wide database, today. No request data (cookies,
 * headers), so the pages stay prerendered. A database error is thrown: a policy page is never
 * built without its text.
 */
export async function policyForPage(kind: PolicyKind, locale: Locale): Promise<PublicPolicy | undefined> {
  const { db } = await getDb();
  return publicPolicy(db, kind, locale, new Date());
}

/** One version that is or was in force (undefined for a scheduled or unknown one). */
export async function policyVersionForPage(
  kind: PolicyKind,
  version: number,
  locale: Locale,
): Promise<{ version: PublicPolicyVersion; versions: PublicPolicyEntry[] } | undefined> {
  const { db } = await getDb();
  return publicPolicyVersion(db, kind, version, locale, new Date());
}

/** The versions of `kind` to prerender at `/policies/<kind>/v/<n>`. */
export async function policyVersionNumbersForPage(kind: PolicyKind): Promise<number[]> {
  const { db } = await getDb();
  return publicPolicyVersionNumbers(db, kind, new Date());
}
