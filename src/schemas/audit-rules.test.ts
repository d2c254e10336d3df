import { describe, expect, it } from 'vitest';
import { auditDetailText } from './audit-rules';

describe('auditDetailText (the console and the CSV export)', () => {
  it('writes a nested record with a space after each comma and colon, instants in Seoul time', () => {
    expect(
      auditDetailText({
        reason: '강사 일정',
        slot: { startsAt: '2026-12-31T16:00:00.000Z', capacity: 10, note: undefined },
        moved: [{ from: '2026-12-08T03:00:00.000Z' }, 2],
      }),
    ).toBe(
      'reason: 강사 일정 · slot: {"startsAt": "2027-01-01 01:00", "capacity": 10} · ' +
        'moved: [{"from": "2026-12-08 12:00"}, 2]',
    );
  });

  it('keeps quotes and empty records readable', () => {
    expect(auditDetailText({ filters: {}, list: [], title: { ko: '"모루"' } })).toBe(
      'filters: {} · list: [] · title: {"ko": "\\"모루\\""}',
    );
  });
});
