import { z } from 'zod';
import { scheduling } from './content-history';
import { nonEmptyPatch, oneLine } from './fields';
import { MAIL_GROUPS, MAIL_KEYS } from './mail-templates-rules';

export * from './mail-templates-rules';

/**
 * Mail wording in the studio (issue 49): one file for the API (validation and OpenAPI), the studio
 * and the tests. Field messages are keys under `common.validation`; the variables are checked by
 * the service against the mail's own list (`checkWording`), so the message names the variable.
 */

const subject = oneLine(
  z.string({ error: 'invalidType' }).trim().min(1, 'mail.subjectRequired').max(200, 'tooLong'),
);
const body = z.string({ error: 'invalidType' }).trim().min(1, 'mail.bodyRequired').max(5000, 'tooLong');

/** A mail's wording in one language. */
export const mailWordingText = z.strictObject({ subject, body });
export type MailWordingText = z.infer<typeof mailWordingText>;

/** `PATCH /api/admin/mail/{id}`: a language's wording, or null to send its default again. */
export const mailTemplatePatch = nonEmptyPatch(
  z.strictObject({
    ko: mailWordingText.nullable().optional(),
    en: mailWordingText.nullable().optional(),
    ...scheduling,
  }),
);
export type MailTemplatePatch = z.input<typeof mailTemplatePatch>;

export const mailKeyParam = z.object({ id: z.enum(MAIL_KEYS, { error: 'invalidOption' }) });

const wordingPair = z.object({ ko: mailWordingText, en: mailWordingText });

/** One mail as the studio shows it: its default and current wording, and the variables it may use. */
export const mailTemplateRecord = z.object({
  id: z.enum(MAIL_KEYS),
  group: z.enum(MAIL_GROUPS),
  variables: z.array(z.string()),
  defaults: wordingPair,
  current: wordingPair,
  /** Which languages differ from the default (an override is kept). */
  edited: z.object({ ko: z.boolean(), en: z.boolean() }),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MailTemplateRecord = z.infer<typeof mailTemplateRecord>;

/** A KakaoTalk (AlimTalk) template: its code as Kakao approved it and its text (read only). */
export const alimtalkTemplate = z.object({
  kind: z.string(),
  /** The template code set for this server (null: not configured here). */
  templateCode: z.string().nullable(),
  /** The setting that holds the code (`SOLAPI_TEMPLATE_…`). */
  setting: z.string(),
  text: z.string(),
});

export const mailTemplateList = z.object({
  items: z.array(mailTemplateRecord),
  alimtalk: z.array(alimtalkTemplate),
});
export type MailTemplateList = z.infer<typeof mailTemplateList>;
