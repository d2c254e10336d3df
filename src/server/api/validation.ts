import 'server-only';
import type { z } from 'zod';
import { ApiError } from './errors';
import { encodeFieldKey, isValidationKey } from './i18n';

type Issue = z.core.$ZodIssue;

/** A schema's own message when it is a catalogue key (`email.invalid`, `tooLong|300`), else undefined. */
function ownKey(issue: Issue): string | undefined {
  return isValidationKey(issue.message.split('|')[0]) ? issue.message : undefined;
}

/** Sentinel: the caller did not hand over the input the issues were found in. */
const UNKNOWN = Symbol('unknown input');

/** The value at `path` inside `input`, or undefined where the path leaves it. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Whether the field of an `invalid_type` issue was left out (null counts as left out) rather
 * than sent with the wrong type.
 * NOTE: zod 4 leaves `issue.input` out of the issues it returns (unless parsed with
 * `reportInput`), so without the input every wrong type would read as missing: `?page=abc` was
 * `required`. The input is looked up at the issue's path instead.
 */
function isMissing(issue: Issue, input: unknown): boolean {
  if (input === UNKNOWN) return issue.input === undefined && !('received' in issue);
  const value = valueAt(input, issue.path);
  return value === undefined || value === null;
}

/**
 * The catalogue key for a zod issue the schema gave no key of its own: chosen by issue code, so
 * any schema (present or future) answers with a sentence from `common.validation`, never with
 * zod's English default.
 */
function genericKey(issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue, input) ? 'required' : 'invalidType';
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
      if (issue.format === 'guid' || issue.format === 'uuid' || issue.format.startsWith('uuid'))
        return 'invalidId';
      if (issue.format === 'email') return 'email.invalid';
      return 'invalidFormat';
    default:
      return 'invalidType';
  }
}

/**
 * Turns zod issues into `{field: messageKey}`, first issue per field. Pass the `input` that was
 * parsed, so a field sent with the wrong type is told apart from a missing one.
 */
export function issuesToFields(issues: readonly Issue[], input: unknown = UNKNOWN): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (path: readonly PropertyKey[], key: string) => {
    const field = path.length ? path.map(String).join('.') : '_';
    fields[field] ??= key;
  };
  for (const issue of issues) {
    // NOTE: a value that fits none of a union's shapes is answered by the shape it came closest to
    // (fewest issues), field by field, rather than as one error on the whole value.
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
      for (const [k, v] of Object.entries(
        issuesToFields(
          closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue),
          input,
        ),
      ))
        fields[k] ??= v;
      continue;
    }
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) put([...issue.path, k], 'unknownField');
      continue;
    }
    // NOTE: a string's length limit always names the limit, whatever key the schema chose.
    if (issue.code === 'too_big' && issue.origin === 'string') {
      put(issue.path, encodeFieldKey('tooLong', { max: Number(issue.maximum) }));
      continue;
    }
    put(issue.path, ownKey(issue) ?? genericKey(issue, input));
  }
  return fields;
}

/** A 422 `VALIDATION_FAILED` for zod issues; `input` as for {@link issuesToFields}. */
export function validationError(issues: readonly Issue[], input: unknown = UNKNOWN): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(issues, input));
}
