import 'server-only';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Turns zod issues into `{field: messageKey}`, first issue per field. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (fields[key]) continue;
    fields[key] = issue.code === 'too_big' && 'maximum' in issue ? `tooLong|${issue.maximum}` : issue.message;
  }
  return fields;
}

export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', undefined, issuesToFields(issues));
}
