import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './unique-violation';

describe('uniqueViolation', () => {
  it('names the constraint of a unique violation, wrapped or not', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'users_email_active' })).toBe('users_email_active');
    expect(uniqueViolation(new Error('drizzle', { cause: { code: '23505', constraint: 'uq_app' } }))).toBe(
      'uq_app',
    );
    expect(uniqueViolation(new Error('a', { cause: new Error('b', { cause: { code: '23505' } }) }))).toBe(
      'unique',
    );
  });

  it('is null for any other error', () => {
    for (const err of [
      null,
      undefined,
      'x',
      new Error('boom'),
      { code: '23503' },
      { cause: { code: '40P01' } },
    ])
      expect(uniqueViolation(err)).toBeNull();
  });
});
