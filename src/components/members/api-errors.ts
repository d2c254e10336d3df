'use client';

import { ApiClientError } from '@/lib/client/api';
import type { FieldValues, Path, UseFormSetError } from '@/lib/client/form';

/**
 * Puts an API error where it belongs: field messages (`fieldCodes`, keys under `common.validation`)
 * under their fields, the rest as one form-level message (already in the user's language).
 */
export function applyApiError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(err instanceof ApiClientError)) return null;
  const codes = err.body.error.fieldCodes ?? {};
  let placed = false;
  for (const [field, key] of Object.entries(codes)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: key });
      placed = true;
    }
  }
  return placed && err.code === 'VALIDATION_FAILED' ? null : err.body.error.message;
}

/** The localized message of an API error, or null for a network failure. */
export function apiErrorMessage(err: unknown): string | null {
  return err instanceof ApiClientError ? err.body.error.message : null;
}
