import 'server-only';

/**
 * What the server log may say about an error (issue 55): the chain of messages and the stack's
 * frames, never a failed statement's parameters (member ids, survey answers, e-mails), a
 * database's row detail (`Failing row contains (…)`, `Key (email)=(…)`), e-mail addresses or
 * phone numbers. Every `console.error` of an error in src/server goes through {@link logError}.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Korean mobile and landline numbers, with or without separators (`010-1234-5678`, `0212345678`). */
const PHONE = /(?<!\d)0\d{1,2}[-. ]?\d{3,4}[-. ]?\d{4}(?!\d)/g;

/** `text` with e-mail addresses and phone numbers replaced by `[email]` and `[phone]`. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

type ErrorLike = {
  name?: string;
  message?: string;
  stack?: string;
  cause?: unknown;
  /** Drizzle's `DrizzleQueryError`: the statement and its parameters (the message repeats both). */
  query?: string;
  params?: unknown[];
  /** A PostgreSQL error's SQLSTATE and the names it involves (never its `detail`). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
};

/** One error's line: a failed statement's SQL without its parameters, else its own message. */
function messageOf(e: ErrorLike): string {
  // NOTE: Drizzle's message repeats the parameters; PGlite's own error carries them too, beside
  // PostgreSQL's message, which is kept.
  if (typeof e.query === 'string' && Array.isArray(e.params) && e.message?.startsWith('Failed query:')) {
    return `Failed query: ${e.query} (${e.params.length} parameters not logged)`;
  }
  const facts = [
    e.code && `code ${e.code}`,
    e.table && `table ${e.table}`,
    e.constraint && `constraint ${e.constraint}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `${e.message ?? ''}${facts ? ` [${facts}]` : ''}`;
}

/**
 * An error (and its causes) as one redacted text for the log: `Name: message` per cause, then the
 * outermost stack's frames. A non-error value is logged by its type only.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error) && typeof (err as ErrorLike | null)?.message !== 'string') {
    return typeof err === 'string' ? redactText(err) : `(${err === null ? 'null' : typeof err})`;
  }
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e) && seen.size < 5) {
    seen.add(e);
    const error = e as ErrorLike;
    lines.push(`${seen.size > 1 ? 'caused by ' : ''}${error.name ?? 'Error'}: ${messageOf(error)}`);
    e = error.cause;
  }
  const frames = ((err as ErrorLike).stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return redactText([...lines, ...frames.slice(0, 12)].join('\n'));
}

/** An error's own message, redacted like {@link describeError}: for one-line logs and stored job errors. */
export const errorMessage = (err: unknown): string =>
  err && typeof err === 'object' ? redactText(messageOf(err as ErrorLike)) : describeError(err);

/** Logs an error under `scope` (`[api]`, `[jobs] mail`) without personal data. */
export function logError(scope: string, err: unknown): void {
  console.error(scope, describeError(err));
}
