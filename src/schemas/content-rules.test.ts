import { describe, expect, it } from 'vitest';
import { editionStatus, missingTranslations, promotedEdition } from './content-rules';

const ep = (episode: number, startsOn: string, endsOn: string) => ({ episode, startsOn, endsOn });
/** A Seoul wall-clock instant. */
const kst = (local: string) => new Date(`${local}+09:00`);

describe('edition status follows the Seoul calendar', () => {
  const e = ep(5, '2026-11-19', '2026-12-10');
  it('is upcoming until the first day begins in Seoul, not in UTC', () => {
    expect(editionStatus(e, kst('2026-11-18T23:59:59'))).toBe('upcoming');
    // 2026-11-18T15:00Z is already the 19th in Seoul.
    expect(editionStatus(e, new Date('2026-11-18T15:00:00Z'))).toBe('running');
    expect(editionStatus(e, new Date('2026-11-18T14:59:59Z'))).toBe('upcoming');
  });
  it('runs through the whole last day and ends at Seoul midnight', () => {
    expect(editionStatus(e, kst('2026-12-10T23:59:59'))).toBe('running');
    expect(editionStatus(e, kst('2026-12-11T00:00:00'))).toBe('ended');
  });
  it('a one-day edition runs on that day only', () => {
    const day = ep(6, '2027-01-05', '2027-01-05');
    expect(editionStatus(day, kst('2027-01-04T23:59:00'))).toBe('upcoming');
    expect(editionStatus(day, kst('2027-01-05T12:00:00'))).toBe('running');
    expect(editionStatus(day, kst('2027-01-06T00:00:00'))).toBe('ended');
  });
});

describe('the promoted edition', () => {
  const all = [
    ep(3, '2024-02-28', '2024-03-10'),
    ep(4, '2025-04-10', '2025-04-27'),
    ep(5, '2026-11-19', '2026-12-10'),
  ];
  it('is the running one', () => {
    expect(promotedEdition(all, kst('2026-11-25T10:00:00'))?.episode).toBe(5);
  });
  it('else the next to start', () => {
    expect(promotedEdition(all, kst('2025-06-01T10:00:00'))?.episode).toBe(5);
  });
  it('else the last that ran', () => {
    expect(promotedEdition(all, kst('2027-01-01T10:00:00'))?.episode).toBe(5);
    expect(promotedEdition(all.slice(0, 2), kst('2027-01-01T10:00:00'))?.episode).toBe(4);
  });
  it('is nothing without editions', () => {
    expect(promotedEdition([], new Date())).toBeUndefined();
  });
});

describe('translation completeness', () => {
  it('names the fields missing in each language', () => {
    expect(
      missingTranslations({
        title: { ko: '제목', en: '' },
        body: { ko: ' ', en: 'Body' },
        tag: { ko: 'a', en: 'b' },
      }),
    ).toEqual({ ko: ['body'], en: ['title'] });
  });
});
