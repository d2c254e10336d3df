import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * A domain error with one status and one code. `fields` maps a field name to a message key under
 * `common.validation` (or already-translated text); the error handler translates keys.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
  }
}

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    fieldCodes?: Record<string, string>;
    /** With a 429: the seconds in Retry-After. */
    retryAfter?: number;
  };
};

export const asStatus = (s: number) => s as ContentfulStatusCode;
