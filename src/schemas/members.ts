import { z } from 'zod';
import { emailField, nonEmptyPatch, oneLine, passwordField, verificationCodeField } from './fields';
import type { MemberType, Occupation } from './member-rules';
import {
  COMPANY_MAX_LENGTH,
  IDENTITY_PURPOSES,
  MEMBER_TYPES,
  OCCUPATIONS,
  PASSWORD_MAX_LENGTH,
  RANK_MAX_LENGTH,
  SOCIAL_PROVIDERS,
  WITHDRAWAL_DETAIL_MAX_LENGTH,
  WITHDRAWAL_REASONS,
} from './member-rules';
import { CONSENT_KINDS, NOTIFY_CHANNELS } from './messaging-rules';

export * from './member-rules';

/**
 * The members domain (SPEC §3–5, DESIGN.md "API contract"): one file shared by the API (validation
 * and OpenAPI), the sign-up / sign-in / My Page forms and the tests. Messages are keys under
 * `common.validation`; the UI and the API translate them.
 */
const opaque = (max = 512) => z.string().trim().min(1, 'invalidType').max(max, 'invalidType');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional();
const optionalLine = (max: number) => oneLine(z.string().trim().max(max, 'tooLong')).optional();

/** Sign-in: any non-empty password (the rules are for choosing one, not for typing it). */
export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: (i) => (i.input === undefined ? 'password.required' : 'invalidType') })
    .min(1, 'password.required')
    .max(PASSWORD_MAX_LENGTH, 'password.invalid'),
});

export const emailBody = z.object({ email: emailField });
export const emailQuery = z.object({ email: emailField });
export const emailCodeVerifyBody = z.object({ email: emailField, code: verificationCodeField });
export const refreshBody = z.object({ refreshToken: z.string().max(512, 'invalidType').optional() });

const companyShape = {
  company: optionalLine(COMPANY_MAX_LENGTH),
  rank: optionalLine(RANK_MAX_LENGTH),
  occupation: z.enum([...OCCUPATIONS, ''], { error: 'occupation.required' }).optional(),
};

type CompanyValues = {
  memberType?: MemberType;
  company?: string;
  rank?: string;
  occupation?: Occupation | '';
};

/** Company members must give company, rank and occupation. */
function companyRule(v: CompanyValues, ctx: z.RefinementCtx) {
  if (v.memberType !== 'company') return;
  if (!v.company) ctx.addIssue({ code: 'custom', path: ['company'], message: 'company.required' });
  if (!v.rank) ctx.addIssue({ code: 'custom', path: ['rank'], message: 'rank.required' });
  if (!v.occupation) ctx.addIssue({ code: 'custom', path: ['occupation'], message: 'occupation.required' });
}

function confirmRule(v: { password?: string; passwordConfirm?: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.passwordConfirm)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordConfirm.mismatch' });
}

const passwordConfirmField = z
  .string({ error: (i) => (i.input === undefined ? 'passwordConfirm.required' : 'invalidType') })
  .min(1, 'passwordConfirm.required')
  .max(PASSWORD_MAX_LENGTH, 'passwordConfirm.mismatch');

/** The sign-up form's typed fields (name, phone and birth come from identity verification). */
export const signUpFormSchema = z
  .object({
    memberType: z.enum(MEMBER_TYPES, { error: 'invalidType' }),
    email: emailField,
    code: verificationCodeField,
    password: passwordField,
    passwordConfirm: passwordConfirmField,
    ...companyShape,
  })
  .superRefine((v, ctx) => {
    confirmRule(v, ctx);
    companyRule(v, ctx);
  });

/** `POST /auth/sign-up`: the form plus consents and the tickets of the identity and email steps. */
export const signUpBody = z
  .object({
    memberType: z.enum(MEMBER_TYPES, { error: 'invalidType' }),
    terms: z.literal(true, { error: 'consent.required' }),
    privacy: z.literal(true, { error: 'consent.required' }),
    marketing: z.boolean({ error: 'invalidType' }).default(false),
    identityToken: z
      .string({ error: 'identity.required' })
      .min(1, 'identity.required')
      .max(512, 'identity.required'),
    emailToken: z
      .string({ error: 'code.notVerified' })
      .min(1, 'code.notVerified')
      .max(512, 'code.notVerified'),
    socialToken: opaque().optional(),
    email: emailField,
    password: passwordField,
    passwordConfirm: passwordConfirmField,
    ...companyShape,
  })
  .superRefine((v, ctx) => {
    confirmRule(v, ctx);
    companyRule(v, ctx);
  });

export const passwordResetRequestBody = z.object({ email: emailField });
export const passwordResetConfirmBody = z
  .object({
    email: emailField,
    code: verificationCodeField,
    password: passwordField,
    passwordConfirm: passwordConfirmField,
  })
  .superRefine(confirmRule);

export const identityRequestBody = z.object({
  purpose: z.enum(IDENTITY_PURPOSES, { error: 'invalidType' }).default('sign_up'),
});
export const identityResultBody = z.object({
  requestId: opaque(100),
  /** The demo's `base64url(iv):base64url(ciphertext)`, or PortOne's `identityVerificationId`. */
  result: opaque(4096),
  /** The member type chosen at sign-up, so a general member asking for B2B gets the conversion message. */
  memberType: z.enum(MEMBER_TYPES, { error: 'invalidType' }).optional(),
});

export const socialExchangeBody = z.object({ code: opaque(200) });
export const socialProviderParam = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** My Page, profile part: company fields (company members) and a phone change by identity ticket. */
export const profileFormSchema = z
  .object({ memberType: z.enum(MEMBER_TYPES).optional(), ...companyShape })
  .superRefine(companyRule);

/** My Page, password part. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: (i) => (i.input === undefined ? 'currentPassword.required' : 'invalidType') })
      .min(1, 'currentPassword.required')
      .max(PASSWORD_MAX_LENGTH, 'currentPassword.mismatch'),
    password: passwordField,
    passwordConfirm: passwordConfirmField,
  })
  .superRefine(confirmRule);

/** `PATCH /users/my`: any of company fields, a phone change, or a password change (with the current one). */
export const profilePatchBody = nonEmptyPatch(
  z
    .object({
      ...companyShape,
      identityToken: opaque().optional(),
      marketing: z.boolean({ error: 'invalidType' }).optional(),
      notifyChannel: z.enum(NOTIFY_CHANNELS, { error: 'invalidOption' }).optional(),
      currentPassword: z
        .string({ error: 'invalidType' })
        .max(PASSWORD_MAX_LENGTH, 'currentPassword.mismatch')
        .optional(),
      password: passwordField.optional(),
      passwordConfirm: z
        .string({ error: 'invalidType' })
        .max(PASSWORD_MAX_LENGTH, 'passwordConfirm.mismatch')
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (v.password === undefined) return;
      if (!v.currentPassword)
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'currentPassword.required' });
      confirmRule(v, ctx);
    }),
);

export const withdrawalBody = z
  .object({
    reason: z.enum(WITHDRAWAL_REASONS, { error: 'reason.required' }),
    detail: optionalText(WITHDRAWAL_DETAIL_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.detail)
      ctx.addIssue({ code: 'custom', path: ['detail'], message: 'detail.required' });
  });

// Answers (documented in OpenAPI, typed for the client).

export const tokenPairResponse = z.object({
  accessToken: z.string(),
  /** Present for body-transport clients; browsers get it only as the HttpOnly cookie. */
  refreshToken: z.string().optional(),
});

export const consent = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The policy version (terms, privacy) or the marketing wording's version agreed to. */
  version: z.number().int().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consent>;

export const userProfile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  tel: z.string(),
  birth: z.string(),
  memberType: z.enum(MEMBER_TYPES),
  company: z.string().nullable(),
  rank: z.string().nullable(),
  occupation: z.enum(OCCUPATIONS).nullable(),
  marketing: z.boolean(),
  /** How the member is told about bookings (decision 020). */
  notifyChannel: z.enum(NOTIFY_CHANNELS),
  /** Every consent record, newest first: what, which version of its text, when given, when withdrawn. */
  consents: z.array(consent),
  social: z.array(z.enum(SOCIAL_PROVIDERS)),
  hasPassword: z.boolean(),
});

export const verifyResponse = tokenPairResponse.extend({ user: userProfile });
export const availabilityResponse = z.object({ available: z.boolean() });
export const emailCodeResponse = z.object({ expiresIn: z.number(), resendIn: z.number() });
export const emailTicketResponse = z.object({ emailToken: z.string() });
/**
 * A single-use identity request and what the browser needs to open the configured provider's
 * window: the demo page's `url`, or PortOne's store id, channel key and `identityVerificationId`
 * (the request id itself) for its browser SDK (decision 012).
 */
export const identityRequestResponse = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('demo'),
    requestId: z.string(),
    url: z.string(),
    expiresIn: z.number(),
  }),
  z.object({
    provider: z.literal('portone'),
    requestId: z.string(),
    storeId: z.string(),
    channelKey: z.string(),
    identityVerificationId: z.string(),
    /** The browser SDK script (PORTONE_SDK_URL; PortOne's CDN outside tests). */
    sdkUrl: z.string(),
    expiresIn: z.number(),
  }),
]);
export type IdentityRequestResponse = z.infer<typeof identityRequestResponse>;
export const identityResultResponse = z.object({
  identityToken: z.string(),
  name: z.string(),
  tel: z.string(),
  birth: z.string(),
});
export const socialExchangeResponse = z.union([
  tokenPairResponse.extend({ status: z.literal('signedIn') }),
  z.object({
    status: z.literal('signUp'),
    socialToken: z.string(),
    profile: z.object({
      provider: z.enum(SOCIAL_PROVIDERS),
      email: z.string().nullable(),
      name: z.string().nullable(),
    }),
  }),
]);
export const okResponse = z.object({ ok: z.literal(true) });

export type UserProfile = z.infer<typeof userProfile>;
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** The member's own-data download (`GET /users/my/export`): the format's name and version. */
export const MEMBER_EXPORT_FORMAT = 'moru-member-export/1';
const exportValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
/**
 * Everything the site holds about the member: one section per kind of record (`key` is stable,
 * `title` and each record's field names are in the member's language).
 */
export const memberExport = z.object({
  format: z.literal(MEMBER_EXPORT_FORMAT),
  title: z.string(),
  locale: z.enum(['ko', 'en']),
  generatedAt: z.string(),
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      records: z.array(z.record(z.string(), exportValue)),
    }),
  ),
});
export type MemberExport = z.infer<typeof memberExport>;
