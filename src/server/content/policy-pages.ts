import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { PolicyKind, PublicPolicy, PublicPolicyEntry, PublicPolicyVersion } from '@/schemas/policies';
import type { Db } from '../db';
import { publicPolicy, publicPolicyVersion, publicPolicyVersionNumbers } from './policies';

/**
 * What the policy pages read while rendering (at build time, and again when they are regenerated
 * after `bumpContentVersion`), today; the pages reach them through `composition/pages.ts`. No
 * request data (cookies, headers), so the pages stay prerendered. A database error is thrown: a
 * policy page is never built without its text.
 */
export async function policyForPage(
  db: Db,
  kind: PolicyKind,
  locale: Locale,
): Promise<PublicPolicy | undefined> {
  return publicPolicy(db, kind, locale, new Date());
}

/** One version that is or was in force (undefined for a scheduled or unknown one). */
export async function policyVersionForPage(
  db: Db,
  kind: PolicyKind,
  version: number,
  locale: Locale,
): Promise<{ version: PublicPolicyVersion; versions: PublicPolicyEntry[] } | undefined> {
  return publicPolicyVersion(db, kind, version, locale, new Date());
}

/** The versions of `kind` to prerender at `/policies/<kind>/v/<n>`. */
export async function policyVersionNumbersForPage(db: Db, kind: PolicyKind): Promise<number[]> {
  return publicPolicyVersionNumbers(db, kind, new Date());
}
