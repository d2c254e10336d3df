import { describe, expect, it } from 'vitest';
import { fromSeoulInput, seoulDateTime, toSeoulInput } from './seoul-time';

describe('console date inputs (Asia/Seoul)', () => {
  it('shows an instant in Seoul time and reads it back with +09:00', () => {
    expect(toSeoulInput('2026-03-01T01:30:00.000Z')).toBe('2026-03-01T10:30');
    expect(fromSeoulInput('2026-03-01T10:30')).toBe('2026-03-01T10:30:00+09:00');
    expect(new Date(fromSeoulInput(toSeoulInput('2026-12-31T20:00:00Z')) ?? '').toISOString()).toBe(
      '2026-12-31T20:00:00.000Z',
    );
  });

  it('crosses the date line into the next Seoul day', () => {
    expect(seoulDateTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 01:00');
  });

  it('treats an empty or partial input as no date', () => {
    expect(fromSeoulInput('')).toBeNull();
    expect(fromSeoulInput('2026-03-01')).toBeNull();
    expect(toSeoulInput(null)).toBe('');
  });
});
