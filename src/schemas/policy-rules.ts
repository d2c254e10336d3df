/**
 * Policy versions (issue 25), without zod, so client components and the server share them: the
 * limits and which version is in force. A version is immutable; a change is a new version.
 */
import { POLICY_KINDS, type PolicyKind } from './content-rules';

export { POLICY_KINDS, type PolicyKind };

export const POLICY_NOTE_MAX_LENGTH = 300;
export { POLICY_BODY_MAX_LENGTH } from './content-rules';

/**
 * - `inForce`: the version that applies today;
 * - `scheduled`: its effective date has not come yet (hidden from the public);
 * - `earlier`: was in force before the current one (stays public, PIPA);
 * - `replaced`: a later version took its effective date before it came into force (never applied,
 *   never public).
 */
export const POLICY_STATUSES = ['inForce', 'scheduled', 'earlier', 'replaced'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** The statuses the public sees (the page's version list, `GET /api/policies/{kind}`). */
/** How many days before it takes effect a scheduled version is announced on the public page (issue 49). */
export const POLICY_NOTICE_DAYS = 7;

export const PUBLIC_POLICY_STATUSES: readonly PolicyStatus[] = ['inForce', 'earlier'];

/**
 * The status of each version on `today` (a Seoul calendar date, `YYYY-MM-DD`). The version in force
 * is the latest whose effective date is on or before today (the higher number on the same date).
 */
export function policyStatuses<V extends { version: number; effectiveOn: string }>(
  versions: readonly V[],
  today: string,
): Map<number, PolicyStatus> {
  const statuses = new Map<number, PolicyStatus>();
  const replaced = (v: V) => versions.some((w) => w.version > v.version && w.effectiveOn <= v.effectiveOn);
  let inForce: V | undefined;
  for (const v of versions) {
    if (replaced(v)) statuses.set(v.version, 'replaced');
    else if (v.effectiveOn > today) statuses.set(v.version, 'scheduled');
    else {
      statuses.set(v.version, 'earlier');
      if (
        !inForce ||
        v.effectiveOn > inForce.effectiveOn ||
        (v.effectiveOn === inForce.effectiveOn && v.version > inForce.version)
      )
        inForce = v;
    }
  }
  if (inForce) statuses.set(inForce.version, 'inForce');
  return statuses;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
