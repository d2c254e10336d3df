import { z } from 'zod';
import { emailField, nameField, requiredText, telField } from './fields';

/**
 * The Contact form (SPEC §3, §5, §9): shared by the page's form, `POST /api/contact` and tests.
 * Field messages are keys under `common.validation`.
 */
export const INQUIRY_TYPES = ['event', 'partnership', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_TITLE_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_AFFILIATION_MAX_LENGTH = 50;
export const CONTACT_RANK_MAX_LENGTH = 30;
/** A person takes longer than this to fill the form; faster submissions are treated as bots. */
export const CONTACT_MIN_FILL_MS = 3000;
/** SPEC §9: contact data is kept for 1 year. */
export const CONTACT_RETENTION_YEARS = 1;

const optionalText = (max: number) =>
  z
    .string({ error: 'invalidType' })
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactForm = z.object({
  type: z.enum(INQUIRY_TYPES, { error: 'inquiryType.required' }),
  name: nameField,
  tel: telField,
  email: emailField,
  affiliation: optionalText(CONTACT_AFFILIATION_MAX_LENGTH),
  rank: optionalText(CONTACT_RANK_MAX_LENGTH),
  title: requiredText('title', CONTACT_TITLE_MAX_LENGTH),
  message: requiredText('message', CONTACT_MESSAGE_MAX_LENGTH),
  consent: z.literal(true, { error: 'privacyConsent.required' }),
});
export type ContactFormInput = z.input<typeof contactForm>;
export type ContactForm = z.output<typeof contactForm>;

/** The request body: the form plus the bot trap (a hidden field that must stay empty, and fill time). */
export const contactBody = contactForm.extend({
  website: z.string().max(200).optional(),
  elapsedMs: z.number().int().min(0).optional(),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactCreated = z.object({ id: z.uuid(), createdAt: z.string() });

export const counsel = z.object({
  id: z.uuid(),
  type: z.enum(INQUIRY_TYPES),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(['received', 'answered']),
  answers: z.array(z.object({ body: z.string(), createdAt: z.string() })),
});
export type Counsel = z.infer<typeof counsel>;
