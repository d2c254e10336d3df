import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  dayValue,
  defaultPatternPeriod,
  eventState,
  expandPattern,
  isoWeekday,
  seoulInstant,
  slotState,
} from './schedule-rules';

const sixWeeks = {
  from: '2026-12-01',
  to: '2027-01-10',
  weekdays: [2, 3, 4, 5, 6, 7],
  times: ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
  durationMinutes: 45,
  closedDates: ['2026-12-25'],
};

describe('slot patterns', () => {
  it("gives the issue's 245 slots: Tuesday to Sunday, 11:00 to 17:00 on the hour, six weeks, closed 12-25", () => {
    const slots = expandPattern(sixWeeks);
    expect(slots).toHaveLength(245);
    expect(slots[0].startsAt.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(slots.at(-1)?.startsAt.toISOString()).toBe('2027-01-10T08:00:00.000Z');
    expect(slots.some((s) => s.startsAt.toISOString().startsWith('2026-12-25'))).toBe(false);
    expect(slots[0].endsAt.getTime() - slots[0].startsAt.getTime()).toBe(45 * 60_000);
  });

  it('includes both ends of the range and skips the weekdays left out', () => {
    expect(
      expandPattern({ ...sixWeeks, from: '2026-12-07', to: '2026-12-07', times: ['10:00'] }),
    ).toHaveLength(0);
    expect(
      expandPattern({ ...sixWeeks, from: '2026-12-08', to: '2026-12-08', times: ['10:00'] }),
    ).toHaveLength(1);
    expect(expandPattern({ ...sixWeeks, to: '2026-11-30' })).toHaveLength(0);
  });

  it('keeps Seoul at UTC+9 across the dates other zones change their clocks', () => {
    // Europe and the US change clocks at the end of March and in early November; Seoul never does.
    for (const date of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01'])
      expect(seoulInstant(date, '09:30').toISOString()).toBe(`${date}T00:30:00.000Z`);
    const days = expandPattern({
      ...sixWeeks,
      from: '2026-03-01',
      to: '2026-04-30',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['00:30'],
      closedDates: [],
    });
    expect(days).toHaveLength(61);
    expect(new Set(days.map((s) => s.startsAt.toISOString().slice(11)))).toEqual(new Set(['15:30:00.000Z']));
  });

  it('counts duplicate times once and reads dates strictly', () => {
    expect(
      expandPattern({ ...sixWeeks, from: '2026-12-01', to: '2026-12-01', times: ['11:00', '11:00'] }),
    ).toHaveLength(1);
    expect(dayValue('2026-02-30')).toBeNull();
    expect(daysInRange('2026-12-01', '2027-01-10')).toBe(41);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it('names where an event stands', () => {
    const now = new Date('2026-12-10T00:00:00Z');
    expect(eventState({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-09T00:00:00Z' }, now)).toBe(
      'ended',
    );
    expect(eventState({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-19T00:00:00Z' }, now)).toBe(
      'running',
    );
    expect(eventState({ startsAt: '2026-12-11T00:00:00Z', endsAt: '2026-12-19T00:00:00Z' }, now)).toBe(
      'upcoming',
    );
  });
});

describe('where a slot stands', () => {
  // 14:00–14:45 in Seoul on 2026-12-08.
  const slot = { startsAt: '2026-12-08T05:00:00.000Z', endsAt: '2026-12-08T05:45:00.000Z' };
  const seoul = (time: string) => new Date(`2026-12-08T${time}:00+09:00`);

  it('is to come until its start, under way from its start, over from its end', () => {
    expect(slotState(slot, seoul('13:59'))).toBe('upcoming');
    expect(slotState(slot, seoul('14:00'))).toBe('running');
    expect(slotState(slot, seoul('14:44'))).toBe('running');
    expect(slotState(slot, seoul('14:45'))).toBe('ended');
  });

  it("marks every one of the day's slots over at 22:00 Seoul time (the thirteenth review)", () => {
    const day = ['11:00', '14:00', '16:00', '19:00'].map((time) => ({
      startsAt: seoul(time).toISOString(),
      endsAt: new Date(seoul(time).getTime() + 45 * 60_000).toISOString(),
    }));
    expect(day.map((x) => slotState(x, seoul('22:00')))).toEqual(['ended', 'ended', 'ended', 'ended']);
    expect(day.map((x) => slotState(x, seoul('16:10')))).toEqual(['ended', 'ended', 'running', 'upcoming']);
  });

  it('takes the clock as a Date or as milliseconds', () => {
    expect(slotState(slot, seoul('14:10').getTime())).toBe('running');
  });
});

describe('the period a new pattern starts with', () => {
  const event = { startsAt: '2026-11-30T15:00:00.000Z', endsAt: '2027-01-10T14:59:00.000Z' };
  it("is the event's own days in Seoul", () => {
    expect(defaultPatternPeriod(event, new Date('2026-11-01T00:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2027-01-10',
    });
  });
  it('starts today for an event already running, and never ends before it starts', () => {
    expect(defaultPatternPeriod(event, new Date('2026-12-02T16:00:00Z'))).toEqual({
      from: '2026-12-03',
      to: '2027-01-10',
    });
    expect(defaultPatternPeriod(event, new Date('2027-02-01T00:00:00Z'))).toEqual({
      from: '2027-02-01',
      to: '2027-02-01',
    });
  });
});
