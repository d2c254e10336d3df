'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from './api';

/**
 * Puts an API error where it belongs: the field messages (`error.fields`, already in Korean) next to
 * their fields, the rest as one form-level message. Returns the form-level message, or null when
 * every part found its field. A network failure gives `fallback`.
 */
export function showApiError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T> | null,
  fields: readonly string[],
  fallback: string,
): string | null {
  if (!(err instanceof ApiClientError)) return fallback;
  const byField = err.body.error.fields ?? {};
  let placed = 0;
  const rest: string[] = [];
  for (const [field, message] of Object.entries(byField)) {
    if (setError && fields.some((f) => field === f || field.startsWith(`${f}.`))) {
      setError(field as Path<T>, { type: 'server', message });
      placed++;
    } else rest.push(message);
  }
  if (placed > 0 && rest.length === 0) return null;
  return [err.body.error.message, ...rest].join(' ');
}
