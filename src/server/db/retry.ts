import 'server-only';

/** True for errors PostgreSQL asks the client to retry: a deadlock victim or a serialization failure. */
export function isRetryable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * Runs a transaction again (up to 3 times) when PostgreSQL chose it as a deadlock victim: seat
 * transactions lock member rows and slot rows, and a promotion locks the waiter's member row after
 * the slot, so a rare cycle is possible. The whole transaction rolled back, so a rerun is safe.
 */
export async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}
