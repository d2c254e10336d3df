import 'server-only';

/**
 * The constraint a unique violation (SQLSTATE 23505) names, or `'unique'` when the driver does not
 * say which; null for any other error. PostgreSQL and PGlite alike, and through drizzle's wrapping
 * (`cause`). The one test for "taken": an email, a person, a seat already applied for.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' && constraint ? constraint : 'unique';
    e = cause;
  }
  return null;
}
