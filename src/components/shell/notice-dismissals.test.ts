import { describe, expect, it } from 'vitest';
import { hiddenToday, hideForToday, NOTICE_DISMISSALS_KEY } from './notice-dismissals';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
};

describe('notice dismissals ("don\'t show again today")', () => {
  it('hides a notice for the rest of the Seoul day and shows it again the next day', () => {
    const store = memory();
    // 23:30 in Seoul on 24 December (14:30 UTC).
    const late = new Date('2026-12-24T14:30:00Z');
    hideForToday(store, 'a', late);
    expect(hiddenToday(store, late).has('a')).toBe(true);
    // 23:59 Seoul, same day.
    expect(hiddenToday(store, new Date('2026-12-24T14:59:00Z')).has('a')).toBe(true);
    // 00:01 Seoul on the 25th is 15:01 UTC on the 24th: a new Seoul day.
    expect(hiddenToday(store, new Date('2026-12-24T15:01:00Z')).has('a')).toBe(false);
  });

  it('keeps only the current day, and survives junk in storage', () => {
    const store = memory();
    store.setItem(NOTICE_DISMISSALS_KEY, '{"old":"2020-01-01","bad":3}');
    const now = new Date('2026-12-24T03:00:00Z');
    hideForToday(store, 'b', now);
    expect(JSON.parse(store.data.get(NOTICE_DISMISSALS_KEY) as string)).toEqual({ b: '2026-12-24' });
    store.setItem(NOTICE_DISMISSALS_KEY, 'not json');
    expect(hiddenToday(store, now).size).toBe(0);
    expect(hiddenToday(null, now).size).toBe(0);
  });
});
