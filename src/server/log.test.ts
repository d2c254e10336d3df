import { describe, expect, it } from 'vitest';
import { describeError, errorMessage, redactText } from './log';

/** Drizzle's error for a failed statement, as drizzle-orm builds it. */
function failedQuery(params: unknown[], cause: unknown) {
  const e = new Error(`Failed query: insert into "t" values ($1, $2)\nparams: ${params}`, { cause });
  return Object.assign(e, { query: 'insert into "t" values ($1, $2)', params });
}

describe('redactText', () => {
  it('replaces e-mail addresses and Korean phone numbers', () => {
    expect(redactText('to kim.moru+x@example.co.kr, tel 010-1234-5678 or 01098765432')).toBe(
      'to [email], tel [phone] or [phone]',
    );
  });
  it('keeps ids, dates, counts and module paths', () => {
    const text =
      'slot 2d5e0b7a-1c1e-4d7b-9a57-0c3f1b2a9e10 at 2026-12-02T01:11:49Z, 12345 rows (file:///app/node_modules/@hono/zod-openapi/dist/index.js:8:13)';
    expect(redactText(text)).toBe(text);
  });
});

describe('describeError', () => {
  it('logs a failed statement and its cause without the parameters or the row detail', () => {
    const pg = Object.assign(new Error('new row for relation "t" violates check constraint "c"'), {
      code: '23514',
      table: 't',
      constraint: 'c',
      detail: 'Failing row contains (member-uuid, secret answer).',
    });
    const text = describeError(failedQuery(['member-uuid', '{"q":"secret answer"}'], pg));
    expect(text).toContain('Failed query: insert into "t" values ($1, $2) (2 parameters not logged)');
    expect(text).toContain('caused by Error: new row for relation "t" violates check constraint "c"');
    expect(text).toContain('code 23514');
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toMatch(/member-uuid|secret answer|params:/);
  });

  it('redacts e-mails in a message and logs a thrown non-error by its type', () => {
    expect(describeError(new Error('no mailbox for kim@example.com'))).toMatch(
      /^Error: no mailbox for \[email\]/,
    );
    expect(describeError({ password: 'x' })).toBe('(object)');
    expect(describeError(42)).toBe('(number)');
    expect(errorMessage(failedQuery(['a@b.co'], undefined))).toBe(
      'Failed query: insert into "t" values ($1, $2) (1 parameters not logged)',
    );
  });
});
