import { describe, expect, it } from 'vitest';
import { hoursExceptionProblems } from '@/schemas/content-rules';
import { fillFacts, slotWithinHours } from './facts';

const edition = {
  opensAt: '11:00',
  closesAt: '20:00',
  hoursExceptions: [
    { date: '2026-12-05', opensAt: '11:00', closesAt: '18:00', lastTourAt: '14:00', noteKo: '', noteEn: '' },
    { date: '2026-12-06', opensAt: null, closesAt: null, noteKo: '휴관', noteEn: 'closed' },
  ],
};

describe('a dated change of hours', () => {
  it('sells no tour after its last tour, nor any slot past its closing or on a closed day', () => {
    expect(slotWithinHours(edition, '2026-12-05', '14:00', 45, true)).toBe(true);
    expect(slotWithinHours(edition, '2026-12-05', '16:00', 45, true)).toBe(false);
    // Not a tour: the day's hours alone decide.
    expect(slotWithinHours(edition, '2026-12-05', '16:00', 45)).toBe(true);
    expect(slotWithinHours(edition, '2026-12-05', '17:30', 45)).toBe(false);
    expect(slotWithinHours(edition, '2026-12-06', '11:00', 45, true)).toBe(false);
    expect(slotWithinHours(edition, '2026-12-07', '19:00', 45, true)).toBe(true);
  });

  it('lies within the edition and is given once', () => {
    const e = { startsOn: '2026-12-01', endsOn: '2026-12-10' };
    expect(hoursExceptionProblems({ ...e, hoursExceptions: edition.hoursExceptions })).toEqual({});
    expect(
      hoursExceptionProblems({
        ...e,
        hoursExceptions: [
          { date: '2026-11-30' },
          { date: '2026-12-05' },
          { date: '2026-12-05' },
          { date: '2026-12-11' },
        ],
      }),
    ).toEqual({
      'hoursExceptions.0.date': 'hoursException.outsideEdition',
      'hoursExceptions.2.date': 'hoursException.sameDay',
      'hoursExceptions.3.date': 'hoursException.outsideEdition',
    });
  });
});

describe('facts filled into HTML', () => {
  it('keeps a date on one line and escapes the rest', () => {
    const html = fillFacts('<p>도슨트 {{docentTimes}}</p>', {
      docentTimes: '14:00, 19:00(2026-12-06에는 없음) <b>',
    });
    expect(html).toBe(
      '<p>도슨트 <span class="nobr">14:00, 19:00</span>(<span class="nobr">2026-12-06</span>에는 없음) &lt;b&gt;</p>',
    );
  });

  it('keeps a list of times on one line, and a lone time as it is', () => {
    const html = fillFacts('<p>출발 시각: {{docentTimes}} · {{seminarTime}}</p>', {
      docentTimes: '11:00, 14:00, 16:00, 19:00 (12월 10일에는 19:00 회차 없음)',
      seminarTime: '19:00',
    });
    expect(html).toBe(
      '<p>출발 시각: <span class="nobr">11:00, 14:00, 16:00, 19:00</span> (12월 10일에는 19:00 회차 없음) · 19:00</p>',
    );
  });

  it('leaves out a token with no fact', () => {
    expect(fillFacts('<p>{{seminarTime}}</p>', {})).toBe('<p></p>');
  });
});
