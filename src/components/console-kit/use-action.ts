'use client';

import { useState } from 'react';
import { ApiClientError } from './api';

/** The API's message for a failure: its field messages, or its own, or the network fallback. */
export function failureText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiClientError)) return fallback;
  const fields = Object.values(err.body.error.fields ?? {});
  return fields.length ? fields.join(' ') : err.body.error.message;
}

/**
 * A dialog's action against the API: `busy` while it runs, and `error` the failure's text (or what
 * `fail` made of it, when it returns true) until the next try. `fallback` is the network's line.
 */
export function useAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, fail?: (err: unknown) => boolean) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      if (!fail?.(err)) setError(failureText(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
