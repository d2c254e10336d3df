import 'server-only';

/** PostgreSQL SQLSTATE classes and codes that mean "the database is not there", not "this query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]|53300|53400)/;
const UNAVAILABLE_NODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when `err` (or an error it wraps: drizzle puts the driver's error in `cause`) says the
 * database could not be reached, so the API answers 503 rather than 500.
 */
export function isDbUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_NODE.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    // NOTE: a refused connection to "localhost" is an AggregateError of one try per address.
    if (Array.isArray(errors) && errors.some(isDbUnavailable)) return true;
    e = cause;
  }
  return false;
}
