import './zod-csp';
import { z } from 'zod';
import { FACT_NAMES, unknownFactTokens } from '@/lib/facts';
import {
  BIRTH_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMPTY_OR_VISIBLE_PATTERN,
  NAME_PATTERN,
  ONE_LINE_TEXT_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  SINGLE_LINE_PATTERN,
  TEL_PATTERN,
  VISIBLE_TEXT_PATTERN,
} from './field-rules';

export * from './field-rules';

/**
 * The refusal of a text whose `{{token}}` names no fact (decision 037): `facts.unknown`, naming the
 * tokens written and the ones there are; null when every token is known.
 */
export function unknownFactsKey(
  text: string | undefined,
  names: readonly string[] = FACT_NAMES,
): string | null {
  const unknown = unknownFactTokens(text ?? '', names);
  return unknown.length
    ? `facts.unknown|tokens=${unknown.join(' ')}|known=${names.map((n) => `{{${n}}}`).join(' ')}`
    : null;
}

/** A refinement for prose that names facts by token: an unknown one is refused on its field. */
export const knownFacts =
  (names: readonly string[] = FACT_NAMES) =>
  (text: string | undefined, ctx: z.RefinementCtx) => {
    const key = unknownFactsKey(text, names);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  };

/**
 * Field rules of SPEC §5, shared by every form, the API and tests. Messages are keys under
 * `common.validation` in messages/<locale>/common.json; the UI and the API translate them.
 */
const required = (key: string) => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? `${key}.required` : 'invalidType'),
});

/**
 * A trimmed string that must not be empty and must hold a character that shows (`noVisibleText`:
 * zero-width spaces alone are not a title); `key` names the message group. Line breaks are kept:
 * for a one-line field use {@link requiredLine}.
 */
export const requiredText = (key: string, max = 100) =>
  z
    .string(required(key))
    .trim()
    .min(1, `${key}.required`)
    .max(max, 'tooLong')
    .regex(VISIBLE_TEXT_PATTERN, 'noVisibleText');

/**
 * A string on one line (`singleLine`): no control characters, line or paragraph separators or
 * bidi overrides; and, when not empty, a character that shows (`noVisibleText`) (decision 030).
 * Checks, not a refine, so the OpenAPI document states the rules.
 */
export const oneLine = <T extends z.ZodString>(field: T): T =>
  field
    .regex(EMPTY_OR_VISIBLE_PATTERN, 'noVisibleText')
    .regex(SINGLE_LINE_PATTERN, 'singleLine')
    .meta({ pattern: ONE_LINE_TEXT_PATTERN.source });

/** {@link requiredText} on one line: titles, subjects, names. */
export const requiredLine = (key: string, max = 100) => oneLine(requiredText(key, max));

export const emailField = z
  .string(required('email'))
  .trim()
  .min(1, 'email.required')
  .max(EMAIL_MAX_LENGTH, 'email.invalid')
  .regex(EMAIL_PATTERN, 'email.invalid')
  .transform((v) => v.toLowerCase());

/** A trimmed, required string matching `pattern`; messages `<key>.required` and `<key>.invalid`. */
const patternField = (key: string, pattern: RegExp) =>
  z.string(required(key)).trim().min(1, `${key}.required`).regex(pattern, `${key}.invalid`);

export const nameField = patternField('name', NAME_PATTERN);
export const birthField = patternField('birth', BIRTH_PATTERN);
export const telField = patternField('tel', TEL_PATTERN);

export const passwordField = z
  .string(required('password'))
  .min(1, 'password.required')
  .max(128, 'password.invalid')
  // NOTE: checks, not a refine, so the OpenAPI document shows the rule that is enforced.
  .min(PASSWORD_MIN_LENGTH, 'password.invalid')
  .regex(PASSWORD_PATTERN, 'password.invalid');

export const verificationCodeField = z
  .string(required('code'))
  .trim()
  .min(1, 'code.required')
  .regex(/^\d{6}$/, 'code.invalid');

/**
 * A PATCH body must change something: `{}` (or a body whose every field is left out) is refused
 * with `emptyPatch` on the whole body (field `_`), never sent on to an UPDATE with nothing to set.
 * Every PATCH schema whose fields are all optional goes through this.
 */
export function nonEmptyPatch<T extends z.ZodType<object>>(schema: T): T {
  return schema.refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'emptyPatch' });
}

/** Adds the "must equal the password" rule to an object schema with password + passwordConfirm. */
export function withPasswordConfirm<T extends z.ZodType<{ password: string; passwordConfirm: string }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.passwordConfirm, {
    message: 'passwordConfirm.mismatch',
    path: ['passwordConfirm'],
  });
}
