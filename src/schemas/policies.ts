import './zod-csp';
import { z } from 'zod';
import {
  isCalendarDate,
  POLICY_BODY_MAX_LENGTH,
  POLICY_KINDS,
  POLICY_NOTE_MAX_LENGTH,
  POLICY_STATUSES,
} from './policy-rules';

export * from './policy-rules';

/**
 * Policy versions (privacy, terms): one file for the API (validation and OpenAPI), the studio's
 * form and the tests. Field messages are keys under `common.validation`.
 */

export const policyKindParam = z.object({ kind: z.enum(POLICY_KINDS, { error: 'invalidOption' }) });
export const policyVersionParam = policyKindParam.extend({
  version: z.coerce
    .number({ error: 'invalidType' })
    .int('invalidType')
    .min(1, 'invalidType')
    .max(1_000_000, 'invalidType'),
});

const body = z
  .string({ error: 'invalidType' })
  .trim()
  .min(1, 'policyBody.required')
  .max(POLICY_BODY_MAX_LENGTH, `tooLong|${POLICY_BODY_MAX_LENGTH}`);
const note = z
  .string({ error: 'invalidType' })
  .trim()
  .max(POLICY_NOTE_MAX_LENGTH, `tooLong|${POLICY_NOTE_MAX_LENGTH}`)
  .default('');

/**
 * `POST /api/admin/policies/{kind}/versions`: a new version, both languages. The server also
 * refuses an effective date before today (Asia/Seoul) or before the latest version's.
 */
export const policyVersionBody = z.object({
  effectiveOn: z
    .string({ error: 'effectiveOn.invalid' })
    .trim()
    .refine(isCalendarDate, 'effectiveOn.invalid'),
  bodyKo: body,
  bodyEn: body,
  noteKo: note,
  noteEn: note,
});
export type PolicyVersionBody = z.input<typeof policyVersionBody>;

const status = z.enum(POLICY_STATUSES);

/** One version as the console sees it: both languages and its status today. */
export const adminPolicyVersion = z.object({
  /** The version's record id (its preview link names it). */
  id: z.guid(),
  kind: z.enum(POLICY_KINDS),
  version: z.number().int(),
  effectiveOn: z.string(),
  status,
  bodyKo: z.string(),
  bodyEn: z.string(),
  noteKo: z.string(),
  noteEn: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPolicyVersion = z.infer<typeof adminPolicyVersion>;

/** `GET /api/admin/policies/{kind}`: every version, newest first, and which is in force and which are scheduled. */
export const adminPolicyList = z.object({
  kind: z.enum(POLICY_KINDS),
  /** Today in Asia/Seoul, the day the statuses are for. */
  today: z.string(),
  inForce: z.number().int().nullable(),
  scheduled: z.array(z.number().int()),
  versions: z.array(adminPolicyVersion),
});
export type AdminPolicyList = z.infer<typeof adminPolicyList>;

/** A version in the public history: its number, date and change note in the reader's language. */
export const publicPolicyEntry = z.object({
  version: z.number().int(),
  effectiveOn: z.string(),
  note: z.string(),
  inForce: z.boolean(),
});
export type PublicPolicyEntry = z.infer<typeof publicPolicyEntry>;

/** One public version with its text (sanitised HTML) in the reader's language. */
export const publicPolicyVersion = publicPolicyEntry.extend({
  kind: z.enum(POLICY_KINDS),
  body: z.string(),
});
export type PublicPolicyVersion = z.infer<typeof publicPolicyVersion>;

/**
 * `GET /api/policies/{kind}`: the version in force, every version that has been in force, and the
 * next scheduled version with its text from `POLICY_NOTICE_DAYS` days before it takes effect.
 */
export const publicPolicy = z.object({
  kind: z.enum(POLICY_KINDS),
  current: publicPolicyVersion,
  versions: z.array(publicPolicyEntry),
  upcoming: publicPolicyVersion.optional(),
});
export type PublicPolicy = z.infer<typeof publicPolicy>;

export const policyLangQuery = z.object({ lang: z.enum(['ko', 'en']).optional() });
