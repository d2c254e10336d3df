import { z } from 'zod';
import {
  CONTACT_AFFILIATION_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MIN_FILL_MS,
  CONTACT_RANK_MAX_LENGTH,
  CONTACT_TITLE_MAX_LENGTH,
  INQUIRY_TYPES,
} from './contact-rules';
import { emailField, nameField, oneLine, requiredLine, requiredText, telField } from './fields';

export * from './contact-rules';

/**
 * The Contact form (SPEC §3, §5, §9): shared by the page's form, `POST /api/contact` and tests.
 * Field messages are keys under `common.validation`.
 */
const optionalLine = (max: number) =>
  oneLine(z.string({ error: 'invalidType' }).trim().max(max, 'tooLong'))
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactForm = z.object({
  type: z.enum(INQUIRY_TYPES, { error: 'inquiryType.required' }),
  name: nameField,
  tel: telField,
  email: emailField,
  affiliation: optionalLine(CONTACT_AFFILIATION_MAX_LENGTH),
  rank: optionalLine(CONTACT_RANK_MAX_LENGTH),
  /** One line: it becomes the notification mail's `Subject:`. */
  title: requiredLine('title', CONTACT_TITLE_MAX_LENGTH),
  message: requiredText('message', CONTACT_MESSAGE_MAX_LENGTH),
  consent: z.literal(true, { error: 'privacyConsent.required' }),
});
export type ContactFormInput = z.input<typeof contactForm>;
export type ContactForm = z.output<typeof contactForm>;

/** The request body: the form plus the bot trap (a hidden field that must stay empty, and fill time). */
export const contactBody = contactForm.extend({
  website: z
    .string()
    .max(200)
    .optional()
    .describe(
      'A field people never see: anything in it refuses the inquiry with `SUBMISSION_REJECTED` (422).',
    ),
  elapsedMs: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      `Milliseconds between showing the form and sending it. Missing or under ${CONTACT_MIN_FILL_MS} refuses the inquiry with \`SUBMISSION_REJECTED\` (422), without naming the field.`,
    ),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactCreated = z.object({ id: z.guid(), createdAt: z.string() });

export const counsel = z.object({
  id: z.guid(),
  type: z.enum(INQUIRY_TYPES),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(['received', 'answered']),
  answers: z.array(z.object({ body: z.string(), createdAt: z.string() })),
});
export type Counsel = z.infer<typeof counsel>;
