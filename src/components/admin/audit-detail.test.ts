import { describe, expect, it } from 'vitest';
import { detailText } from './audit-detail';

describe('detailText', () => {
  it('shows instants in Seoul time, nested ones too, and leaves other values as they are', () => {
    expect(
      detailText({
        from: '2026-12-08T03:00:00.000Z',
        to: '2026-12-08T15:30:00+00:00',
        reason: '강사 일정',
        slot: { startsAt: '2026-12-31T16:00:00.000Z', capacity: 10 },
        effectiveOn: '2026-12-08',
      }),
    ).toBe(
      'from: 2026-12-08\u00a012:00 · to: 2026-12-09\u00a000:30 · reason: 강사 일정 · ' +
        'slot: {"startsAt": "2027-01-01\u00a001:00", "capacity": 10} · effectiveOn: 2026-12-08',
    );
  });

  it('puts a space after each comma and colon of a nested record, so an id or a number is never split', () => {
    expect(
      detailText({ filters: { event: '41e8aae5-e99b-47fb-8000-000000000000', from: '2026-12-02' } }),
    ).toBe('filters: {"event": "41e8aae5-e99b-47fb-8000-000000000000", "from": "2026-12-02"}');
  });

  it('keeps a time on the line of its date (a no-break space), so a narrow cell never splits them', () => {
    expect(detailText({ at: '2026-12-08T03:00:00.000Z' })).toBe('at: 2026-12-08\u00a012:00');
  });
});
