import 'server-only';
import type { z } from 'zod';
import { ApiError } from './errors';
import { encodeFieldKey, isValidationKey } from './i18n';

type Issue = z.core.$ZodIssue;

/** A schema's own message when it is a catalogue key (`email.invalid`, `tooLong|300`), else undefined. */
function ownKey(issue: Issue): string | undefined {
  return isValidationKey(issue.message.split('|')[0]) ? issue.message : undefined;
}

/**
 * The catalogue key for a zod issue the schema gave no key of its own: chosen by issue code, so
 * any schema (present or future) answers with a sentence from `common.validation`, never with
 * zod's English default.
 */
function genericKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalidType';
    case 'invalid_value':
      return 'invalidOption';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'required' : encodeFieldKey('tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return encodeFieldKey('tooFew', { min });
      return encodeFieldKey('tooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return encodeFieldKey('tooMany', { max });
      return encodeFieldKey('tooLarge', { max });
    }
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format.startsWith('uuid')) return 'invalidId';
      if (issue.format === 'email') return 'email.invalid';
      return 'invalidFormat';
    default:
      return 'invalidType';
  }
}

/** Turns zod issues into `{field: messageKey}`, first issue per field. */
export function issuesToFields(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (path: readonly PropertyKey[], key: string) => {
    const field = path.length ? path.map(String).join('.') : '_';
    fields[field] ??= key;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) put([...issue.path, k], 'unknownField');
      continue;
    }
    // NOTE: a string's length limit always names the limit, whatever key the schema chose.
    if (issue.code === 'too_big' && issue.origin === 'string') {
      put(issue.path, encodeFieldKey('tooLong', { max: Number(issue.maximum) }));
      continue;
    }
    put(issue.path, ownKey(issue) ?? genericKey(issue));
  }
  return fields;
}

export function validationError(issues: readonly Issue[]): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(issues));
}
