import { describe, expect, it } from 'vitest';
import { FALLBACK_CAPACITY, usualCapacity } from './slot-defaults';

const slot = (capacity: number, startsAt: string) => ({ capacity, startsAt });

describe('usualCapacity', () => {
  it('offers what most of the event’s slots hold', () => {
    expect(
      usualCapacity([
        slot(15, '2026-12-01T02:00:00Z'),
        slot(15, '2026-12-01T05:00:00Z'),
        slot(30, '2026-12-02T02:00:00Z'),
      ]),
    ).toBe(15);
  });

  it('takes the latest count when two are as common, and the fallback for an event without slots', () => {
    expect(usualCapacity([slot(15, '2026-12-01T02:00:00Z'), slot(12, '2026-12-03T02:00:00Z')])).toBe(12);
    expect(usualCapacity([])).toBe(FALLBACK_CAPACITY);
  });
});
