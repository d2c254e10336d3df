import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertFrom } from './insert-from';
import { attendanceSignups, mailOutbox } from './schema';

const dialect = new PgDialect();
const at = new Date('2026-12-01T01:00:00.000Z');

describe('insertFrom', () => {
  it('selects the given values from the source, each encoded and cast to its column type', () => {
    const query = dialect.sqlToQuery(
      insertFrom(
        mailOutbox,
        {
          to: 'a@example.com',
          subject: 'ticket',
          text: 'body',
          attachments: [{ filename: 'ticket.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
          locale: 'en',
          nextAttemptAt: at,
          createdAt: at,
        },
        'app',
      ),
    );
    expect(query.sql).toBe(
      'insert into "mail_outbox" ("to", "subject", "text", "attachments", "locale", "next_attempt_at", "created_at") ' +
        'select $1::text, $2::text, $3::text, $4::jsonb, $5::text, $6::timestamp with time zone, $7::timestamp with time zone from "app"',
    );
    expect(query.params).toEqual([
      'a@example.com',
      'ticket',
      'body',
      JSON.stringify([{ filename: 'ticket.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }]),
      'en',
      at.toISOString(),
      at.toISOString(),
    ]);
  });

  it('leaves out undefined values (their defaults apply) and can skip a conflicting row', () => {
    const query = dialect.sqlToQuery(
      insertFrom(
        attendanceSignups,
        { eventId: 'e', userId: 'u', source: 'docent', createdAt: undefined },
        'app',
        { onConflictDoNothing: true },
      ),
    );
    expect(query.sql).toBe(
      'insert into "attendance_signups" ("event_id", "user_id", "source") ' +
        'select $1::uuid, $2::uuid, $3::attendance_source from "app" on conflict do nothing',
    );
  });

  it('refuses a key that is not a column', () => {
    expect(() => insertFrom(mailOutbox, { nope: 1 } as never, 'app')).toThrow(/no column nope/);
  });
});
