/**
 * The members domain's plain values (member types, occupations, withdrawal reasons, limits), without
 * zod, for client components; `members.ts` re-exports them with its schemas.
 */
export const MEMBER_TYPES = ['normal', 'company'] as const;
/** SPEC §3: the 8 company-member occupations, labels in `members.occupation.<key>`. */
export const OCCUPATIONS = [
  'construction',
  'architecture',
  'interior',
  'furniture',
  'materials',
  'education',
  'press',
  'owner',
] as const;
/** SPEC §3: the 6 withdrawal reasons; `other` is direct input. Labels in `members.withdraw.reason.<key>`. */
export const WITHDRAWAL_REASONS = [
  'data_leak',
  'spam',
  'performance',
  'low_usage',
  'few_benefits',
  'other',
] as const;
export const SOCIAL_PROVIDERS = ['kakao', 'naver'] as const;
export const IDENTITY_PURPOSES = ['sign_up', 'tel_change'] as const;

export const COMPANY_MAX_LENGTH = 100;
export const RANK_MAX_LENGTH = 50;
export const WITHDRAWAL_DETAIL_MAX_LENGTH = 500;
export const PASSWORD_MAX_LENGTH = 128;
/** Sign-up codes: 10 minutes, 5 tries, a new one after 60 s. */
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODE_RESEND_SECONDS = 60;

export type MemberType = (typeof MEMBER_TYPES)[number];
export type Occupation = (typeof OCCUPATIONS)[number];
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
