import { describe, expect, it } from 'vitest';
import type { EventSession } from '@/schemas/events';
import {
  audienceKey,
  cardStatus,
  dayParts,
  durationOf,
  initialDay,
  oneDayHours,
  pickerDays,
  shownDates,
  slotDays,
  statusLabel,
} from './slot-dates';

let n = 0;
const slot = (startsAt: string, state: EventSession['state'], seatsLeft = 5): EventSession => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  capacity: 10,
  seatsLeft,
  waiting: 0,
  state,
});

describe('slotDays', () => {
  // 2026-11-26 00:30 in Seoul is still 2026-11-25 in UTC: grouping follows Seoul.
  const late = slot('2026-11-25T15:30:00Z', 'available', 3);
  const full = slot('2026-11-26T09:00:00Z', 'full', 0);
  const started = slot('2026-11-25T02:00:00Z', 'started', 4);
  const open = slot('2026-11-25T05:00:00Z', 'available', 2);

  it('groups by Seoul date in start order and sums the bookable seats', () => {
    const days = slotDays([late, full, open, started]);
    expect(days.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26']);
    expect(days[0]).toMatchObject({ seatsLeft: 2, waitlist: false, closed: false });
    expect(days[0].sessions.map((s) => s.id)).toEqual([started.id, open.id]);
    // The full slot's day has no seat but a waitlist, and the late slot's seats.
    expect(days[1]).toMatchObject({ seatsLeft: 3, waitlist: false });
    expect(slotDays([full])[0]).toMatchObject({ seatsLeft: 0, waitlist: true, closed: false });
    expect(slotDays([started])[0]).toMatchObject({ seatsLeft: 0, waitlist: false, closed: true });
  });

  // Issue 50: one booking took a whole slot out of the day (46 → 31 on the docent tour): the
  // member's own slot, and the slots overlapping it, left the day's total.
  it('counts a day’s free seats the same for a visitor and for a member who booked there', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    const at = (h: number) => `2026-11-26T0${h}:00:00Z`;
    const visitor = [slot(at(2), 'available', 15), slot(at(5), 'available', 14), slot(at(7), 'full', 0)];
    const member = [slot(at(2), 'overlap', 15), slot(at(5), 'applied', 14), slot(at(7), 'waiting', 0)];
    expect(slotDays(visitor, now)[0].seatsLeft).toBe(29);
    expect(slotDays(member, now)[0].seatsLeft).toBe(29);
    // A booked slot that has started no longer counts, as it does not for a visitor.
    expect(slotDays(member, new Date('2026-11-26T06:00:00Z'))[0].seatsLeft).toBe(15);
    expect(slotDays([slot(at(2), 'closed', 15)], now)[0].seatsLeft).toBe(0);
  });

  it('opens on the chosen slot’s day, else the first day with a seat, else a waitlist', () => {
    const days = slotDays([started, full, slot('2026-11-27T05:00:00Z', 'available', 1)]);
    expect(initialDay(days)).toBe('2026-11-27');
    expect(initialDay(days, full.id)).toBe('2026-11-26');
    expect(initialDay(slotDays([started, full]))).toBe('2026-11-26');
    expect(initialDay(slotDays([started]))).toBe('2026-11-25');
    expect(initialDay([])).toBeUndefined();
  });

  it('opens on the member’s own booking, else their place in line, before the first open day', () => {
    const open = slot('2026-12-07T02:00:00Z', 'available');
    const mine = slot('2026-12-15T05:00:00Z', 'applied');
    const line = slot('2026-12-12T05:00:00Z', 'waiting', 0);
    expect(initialDay(slotDays([open, mine, line]))).toBe('2026-12-15');
    expect(initialDay(slotDays([open, line]))).toBe('2026-12-12');
    // a time chosen on the page wins over the booking
    expect(initialDay(slotDays([open, mine]), open.id)).toBe('2026-12-07');
  });

  it('names the weekday of a date', () => {
    expect(dayParts('2026-11-25')).toEqual({ monthDay: '11-25', weekday: 3 });
    expect(dayParts('2026-11-29')).toEqual({ monthDay: '11-29', weekday: 0 });
  });
});

// Issue 50: the card said 11-26~12-17 (the event's dates) and the detail 12.03~12.09 (the days with
// a seat left): both now say the slots' first and last day.
describe('shownDates', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  const own = { startsAt: '2026-11-20T02:00:00Z', endsAt: '2026-12-17T14:59:59Z' };

  it('is the slots’ first and last start where the event has slots, else its own dates', () => {
    const slotSpan = { from: '2026-11-26T02:00:00Z', to: '2026-12-09T10:00:00Z' };
    expect(shownDates({ ...own, slotSpan })).toEqual(slotSpan);
    expect(shownDates({ ...own, slotSpan: null })).toEqual({ from: own.startsAt, to: own.endsAt });
  });

  it('offers the days not gone by as chips, and every day once all are gone by', () => {
    const gone = slot('2026-11-23T02:00:00Z', 'started', 5);
    const ahead = slot('2026-11-25T02:00:00Z', 'available', 5);
    expect(slotDays([gone], now)[0]).toMatchObject({ past: true, closed: true });
    expect(pickerDays(slotDays([gone, ahead], now), '2026-11-24').map((d) => d.date)).toEqual(['2026-11-25']);
    expect(pickerDays(slotDays([gone], now), '2026-11-24').map((d) => d.date)).toEqual(['2026-11-23']);
  });

  it('keeps today once its last slot has started, gone by, so the calendar does not open on tomorrow', () => {
    const evening = new Date('2026-11-24T13:00:00Z'); // 22:00 in Seoul
    const tonight = slot('2026-11-24T10:00:00Z', 'started', 5);
    const yesterday = slot('2026-11-23T10:00:00Z', 'started', 5);
    const tomorrow = slot('2026-11-25T02:00:00Z', 'available', 5);
    const days = pickerDays(slotDays([yesterday, tonight, tomorrow], evening), '2026-11-24');
    expect(days.map((d) => [d.date, d.past])).toEqual([
      ['2026-11-24', true],
      ['2026-11-25', false],
    ]);
    expect(initialDay(days)).toBe('2026-11-25');
  });
});

// Issue 50: the workshop said "약 40분" on its page and "체험 시간: 45분" (its slot) in its body.
describe('durationOf', () => {
  const sessions = [slot('2026-11-26T03:00:00Z', 'available')];
  const none = { activityMinutes: null };
  it('is a workshop’s, a seminar’s or a tour’s slot length, and an open programme’s own wording', () => {
    expect(durationOf({ kind: 'goods', sessions, ...none })).toEqual({ key: 'slot', minutes: 30 });
    expect(durationOf({ kind: 'drawing', sessions, ...none })).toEqual({ key: 'slot', minutes: 30 });
    expect(durationOf({ kind: 'seminar', sessions, ...none })).toEqual({ key: 'seminarSlot', minutes: 30 });
    expect(durationOf({ kind: 'docent', sessions, ...none })).toEqual({ key: 'slot', minutes: 30 });
    expect(durationOf({ kind: 'exhibition', sessions: [], ...none })).toEqual({ key: 'exhibition' });
    expect(durationOf({ kind: 'tasting', sessions: [], ...none })).toEqual({ key: 'tasting' });
    // No slot and no recorded length, no number: nothing is retyped in its place.
    expect(durationOf({ kind: 'goods', sessions: [], ...none })).toBeNull();
    expect(durationOf({ kind: 'media', sessions: [], ...none })).toBeNull();
    expect(durationOf({ kind: 'survey', sessions: [], ...none })).toBeNull();
    expect(durationOf({ kind: 'notice', sessions: [], ...none })).toBeNull();
  });

  // Decision 070: "약 30분" was written in the messages, the FAQ and the seed, with no record holding it.
  it('is the recorded length of what the programme takes where it is shorter than its slot', () => {
    expect(durationOf({ kind: 'docent', sessions, activityMinutes: 25 })).toEqual({
      key: 'about',
      minutes: 25,
    });
    expect(durationOf({ kind: 'media', sessions: [], activityMinutes: 12 })).toEqual({
      key: 'perScreening',
      minutes: 12,
    });
    expect(durationOf({ kind: 'survey', sessions: [], activityMinutes: 3 })).toEqual({
      key: 'about',
      minutes: 3,
    });
    expect(durationOf({ kind: 'notice', sessions: [], activityMinutes: 3 })).toBeNull();
  });
});

describe('statusLabel', () => {
  it('names where an event is in time with the page’s status words, and what can be done with the card’s', () => {
    expect(statusLabel('ongoing')).toBe('status.ongoing');
    expect(statusLabel('ended')).toBe('status.ended');
    expect(statusLabel('open')).toBe('cardStatus.open');
    expect(statusLabel('closingSoon')).toBe('cardStatus.closingSoon');
  });

  // The tenth review read "신청 가능" on a survey: one takes part in a survey, one does not apply.
  it('says a survey is taken part in, and keeps the words of time for it', () => {
    expect(statusLabel('open', 'survey')).toBe('cardStatus.survey.open');
    expect(statusLabel('soon', 'survey')).toBe('cardStatus.survey.soon');
    expect(statusLabel('applyClosed', 'survey')).toBe('cardStatus.survey.applyClosed');
    expect(statusLabel('closingSoon', 'survey')).toBe('cardStatus.closingSoon');
    expect(statusLabel('ended', 'survey')).toBe('status.ended');
    expect(statusLabel('open', 'application')).toBe('cardStatus.open');
  });
});

describe('audienceKey', () => {
  it('is who the event is for: members to watch an online talk, visitors for what the venue holds', () => {
    expect(audienceKey({ type: 'board', kind: 'seminar', attendance: false })).toBe('boardOnline');
    expect(audienceKey({ type: 'board', kind: 'exhibition', attendance: false })).toBe('boardAttendance');
    expect(audienceKey({ type: 'board', kind: 'tasting', attendance: true })).toBe('boardAttendance');
    expect(audienceKey({ type: 'board', kind: 'tasting', attendance: false })).toBe('board');
    expect(audienceKey({ type: 'application', kind: 'seminar', attendance: false })).toBe('application');
    expect(audienceKey({ type: 'survey', kind: 'survey', attendance: false })).toBe('survey');
  });
});

describe('oneDayHours', () => {
  it('gives the day and hours of an event held within one day without slots, in Seoul time', () => {
    // the 2025 seminar: 14:00–16:00 KST, as its theme page says
    expect(
      oneDayHours({ startsAt: '2025-04-16T05:00:00Z', endsAt: '2025-04-16T07:00:00Z', sessions: [] }),
    ).toEqual({
      day: '2025-04-16',
      from: '14:00',
      to: '16:00',
    });
    // 23:30 UTC is the next morning in Seoul: the day is Seoul's
    expect(
      oneDayHours({ startsAt: '2025-04-15T23:30:00Z', endsAt: '2025-04-16T01:00:00Z', sessions: [] })?.day,
    ).toBe('2025-04-16');
    // over several days, or with slots (their own times): none
    expect(
      oneDayHours({ startsAt: '2026-12-01T02:00:00Z', endsAt: '2026-12-22T11:00:00Z', sessions: [] }),
    ).toBeNull();
    expect(
      oneDayHours({
        startsAt: '2026-11-26T03:00:00Z',
        endsAt: '2026-11-26T05:00:00Z',
        sessions: [slot('2026-11-26T03:00:00Z', 'available')],
      }),
    ).toBeNull();
  });
});

describe('cardStatus', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  it('says what a visitor can do, with one status', () => {
    expect(
      cardStatus({ status: 'ended', applyState: 'open', applyClosesAt: null, attendance: false }, now),
    ).toBe('ended');
    expect(
      cardStatus(
        { status: 'ongoing', applyState: 'open', applyClosesAt: '2026-12-20T00:00:00Z', attendance: false },
        now,
      ),
    ).toBe('open');
    expect(
      cardStatus(
        { status: 'ongoing', applyState: 'open', applyClosesAt: '2026-11-27T00:00:00Z', attendance: false },
        now,
      ),
    ).toBe('closingSoon');
    expect(
      cardStatus({ status: 'upcoming', applyState: 'notOpen', applyClosesAt: null, attendance: false }, now),
    ).toBe('soon');
    expect(
      cardStatus({ status: 'ongoing', applyState: 'closed', applyClosesAt: null, attendance: false }, now),
    ).toBe('applyClosed');
    expect(
      cardStatus({ status: 'ongoing', applyState: 'none', applyClosesAt: null, attendance: false }, now),
    ).toBe('ongoing');
    expect(
      cardStatus({ status: 'upcoming', applyState: 'none', applyClosesAt: null, attendance: false }, now),
    ).toBe('upcoming');
  });

  it('offers an exhibition’s visit sign-up until the exhibition ends', () => {
    const post = { applyState: 'none', applyClosesAt: null, attendance: true } as const;
    expect(cardStatus({ ...post, status: 'ongoing' }, now)).toBe('open');
    expect(cardStatus({ ...post, status: 'upcoming' }, now)).toBe('open');
    expect(cardStatus({ ...post, status: 'ended' }, now)).toBe('ended');
  });
});
