import { z } from 'zod';
import {
  BIRTH_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  TEL_PATTERN,
} from './field-rules';

export * from './field-rules';

/**
 * Field rules of SPEC §5, shared by every form, the API and tests. Messages are keys under
 * `common.validation` in messages/<locale>/common.json; the UI and the API translate them.
 */
const required = (key: string) => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? `${key}.required` : 'invalidType'),
});

/** A trimmed string that must not be empty; `key` names the message group. */
export const requiredText = (key: string, max = 100) =>
  z.string(required(key)).trim().min(1, `${key}.required`).max(max, 'tooLong');

export const emailField = z
  .string(required('email'))
  .trim()
  .min(1, 'email.required')
  .max(EMAIL_MAX_LENGTH, 'email.invalid')
  .regex(EMAIL_PATTERN, 'email.invalid')
  .transform((v) => v.toLowerCase());

export const nameField = z
  .string(required('name'))
  .trim()
  .min(1, 'name.required')
  .regex(NAME_PATTERN, 'name.invalid');

export const birthField = z
  .string(required('birth'))
  .trim()
  .min(1, 'birth.required')
  .regex(BIRTH_PATTERN, 'birth.invalid');

export const telField = z
  .string(required('tel'))
  .trim()
  .min(1, 'tel.required')
  .regex(TEL_PATTERN, 'tel.invalid');

export const passwordField = z
  .string(required('password'))
  .min(1, 'password.required')
  .max(128, 'password.invalid')
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && PASSWORD_PATTERN.test(v), 'password.invalid');

export const verificationCodeField = z
  .string(required('code'))
  .trim()
  .min(1, 'code.required')
  .regex(/^\d{6}$/, 'code.invalid');

/** Adds the "must equal the password" rule to an object schema with password + passwordConfirm. */
export function withPasswordConfirm<T extends z.ZodType<{ password: string; passwordConfirm: string }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.passwordConfirm, {
    message: 'passwordConfirm.mismatch',
    path: ['passwordConfirm'],
  });
}
