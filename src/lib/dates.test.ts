import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './dates';

describe('formatDate', () => {
  it("writes a day the Korean way (the spec's YYYY-MM-DD, §9) and the English way", () => {
    expect(formatDate('2026-11-26', 'ko')).toBe('2026-11-26');
    expect(formatDate('2026-11-26', 'en')).toBe('26 Nov 2026');
    expect(formatDate('2026-09-01', 'en')).toBe('1 Sep 2026');
  });

  it('adds the weekday where the page shows days', () => {
    expect(formatDate('2026-12-03', 'ko', { weekday: true })).toBe('2026-12-03 (목)');
    expect(formatDate('2026-12-03', 'en', { weekday: true })).toBe('Thu 3 Dec 2026');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => formatDate('12/03/2026', 'ko')).toThrow();
  });
});

describe('formatDateRange', () => {
  it('joins two days with an en dash: whole days in Korean, the year once in English', () => {
    expect(formatDateRange('2026-11-26', '2026-12-17', 'ko')).toBe('2026-11-26 – 2026-12-17');
    expect(formatDateRange('2026-11-26', '2026-12-17', 'en')).toBe('26 Nov – 17 Dec 2026');
    expect(formatDateRange('2026-12-03', '2026-12-09', 'en')).toBe('3 – 9 Dec 2026');
  });

  it('names both years when the span crosses one', () => {
    expect(formatDateRange('2025-12-20', '2026-01-05', 'ko')).toBe('2025-12-20 – 2026-01-05');
    expect(formatDateRange('2025-12-20', '2026-01-05', 'en')).toBe('20 Dec 2025 – 5 Jan 2026');
  });

  it('writes one day once, and weekdays on both sides', () => {
    expect(formatDateRange('2026-12-05', '2026-12-05', 'ko')).toBe('2026-12-05');
    expect(formatDateRange('2026-12-03', '2026-12-09', 'ko', { weekday: true })).toBe(
      '2026-12-03 (목) – 2026-12-09 (수)',
    );
    expect(formatDateRange('2026-12-03', '2026-12-09', 'en', { weekday: true })).toBe(
      'Thu 3 Dec – Wed 9 Dec 2026',
    );
  });

  it('never writes a tilde, a dotted day or (in English) an ISO day', () => {
    for (const locale of ['ko', 'en'] as const) {
      const s = formatDateRange('2026-11-26', '2027-02-01', locale, { weekday: true });
      expect(s).not.toMatch(/~|\d{2}\.\d{2}/);
    }
    expect(formatDateRange('2026-11-26', '2027-02-01', 'en')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
