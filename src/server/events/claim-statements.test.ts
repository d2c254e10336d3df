import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { literal } from '../db/one-message';
import { attendanceSignups, mailOutbox, messageOutbox } from '../db/schema';
import {
  boundsOf,
  type ClaimParts,
  type ClaimSeat,
  claimSeatQuery,
  claimSeatSql,
  seatOrLineQuery,
  seatOrLineSql,
} from './queries';

// A drizzle instance without a connection: these tests only build statements.
const db = drizzle.mock() as unknown as Db;

const startsAt = new Date('2026-12-05T01:00:00.000Z');
const endsAt = new Date('2026-12-05T01:45:00.000Z');
const now = new Date('2026-11-26T01:00:00.123Z');

function claim(n: number, extra: Partial<ClaimSeat> = {}): ClaimSeat {
  const id = (k: number) => `0000000${k}-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    memberId: id(1),
    slot: { id: id(2), eventId: id(4), startsAt: new Date(startsAt.getTime() + n * 60_000), endsAt },
    application: {
      id: id(3),
      eventId: id(4),
      sessionId: id(2),
      userId: id(1),
      // answers with quotes, a backslash and Korean: escaped the same both ways
      answers: { q1: `it's "quoted" \\ 모루 ${n}`, q2: ['a', 'b'] },
      locale: n % 2 ? 'ko' : 'en',
      createdAt: now,
    },
    alongside: [],
    ...extra,
  };
}

/** The claim's values as the builders take them when drizzle builds the statement each time. */
const direct = (c: ClaimSeat): ClaimParts => ({
  ...c,
  slot: boundsOf(c.slot),
  application: { ...c.application },
});

const ticket = (n: number) => [
  {
    table: attendanceSignups,
    values: { eventId: `a${n}`, userId: `m${n}`, source: 'docent', createdAt: now },
    onConflictDoNothing: true,
  },
  {
    table: mailOutbox,
    values: {
      to: `member${n}@example.com`,
      subject: `티켓 ${n}`,
      text: `O'Neil's ticket\nline ${n}`,
      attachments: [
        { filename: 'ticket.ics', content: `BEGIN:VCALENDAR\r\nUID:${n}`, contentType: 'text/calendar' },
      ],
      locale: 'ko',
      nextAttemptAt: now,
      createdAt: now,
    },
  },
  {
    table: messageOutbox,
    values: {
      userId: `m${n}`,
      to: '01012345678',
      kind: 'ticket',
      variables: { name: `O'Neil ${n}`, when: '12월 5일' },
      subject: `문자 ${n}`,
      text: `모루 티켓 ${n}`,
      nextAttemptAt: now,
    },
  },
];

describe('the seat statements built once per shape', () => {
  it('say exactly what drizzle builds each time, for claims of every shape and any values', () => {
    for (let n = 0; n < 6; n++) {
      const shapes: ClaimSeat[] = [
        claim(n),
        claim(n, { alongside: ticket(n) as ClaimSeat['alongside'] }),
        claim(n, { alongside: ticket(n).slice(1) as ClaimSeat['alongside'] }),
        // a column left out (undefined) is not written, as drizzle leaves it out
        claim(n, { application: { ...claim(n).application, locale: undefined } }),
      ];
      for (const c of shapes) {
        expect(claimSeatQuery(db, c).text).toBe(literal(db, claimSeatSql(db, direct(c))).text);
        for (const mayTakeSeat of [true, false]) {
          expect(seatOrLineQuery(db, c, mayTakeSeat).text).toBe(
            literal(db, seatOrLineSql(db, direct(c), mayTakeSeat)).text,
          );
        }
      }
    }
  });

  it('write each claim’s own values: two claims of one shape differ only where their values do', () => {
    const a = claimSeatQuery(db, claim(1)).text;
    const b = claimSeatQuery(db, claim(2)).text;
    expect(a).not.toBe(b);
    expect(a).toContain("'00000001-0000-4000-8000-000000000001'");
    expect(b).toContain("'00000001-0000-4000-8000-000000000002'");
    expect(b).not.toContain('000000000001');
    // the slot's start goes in as the column encodes a date (ISO, UTC), not in the host's zone
    expect(b).toContain(`'${new Date(startsAt.getTime() + 2 * 60_000).toISOString()}'`);
  });

  it('judge the member’s other slots by the Seoul day the slot starts on (decision 064)', () => {
    // 01:00Z on 2026-12-05 is 10:00 that day in Seoul: the day runs from 15:00Z the day before.
    const text = claimSeatQuery(db, claim(1)).text;
    expect(text).toContain("'2026-12-04T15:00:00.000Z'");
    expect(text).toContain("'2026-12-05T15:00:00.000Z'");
    // 23:30 in Seoul (14:30Z) still belongs to that day, 00:00 (15:00Z) to the next.
    expect(boundsOf({ ...claim(1).slot, startsAt: new Date('2026-12-05T14:30:00Z') }).dayEnd).toEqual(
      new Date('2026-12-05T15:00:00.000Z'),
    );
    expect(boundsOf({ ...claim(1).slot, startsAt: new Date('2026-12-05T15:00:00Z') }).dayStart).toEqual(
      new Date('2026-12-05T15:00:00.000Z'),
    );
  });
});
