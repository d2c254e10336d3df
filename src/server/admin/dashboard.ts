import 'server-only';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Dashboard } from '@/schemas/admin';
import { seoulDate, seoulDayStart } from '@/schemas/events';
import type { Db } from '../db/client';
import { applications, contactInquiries, events, mailOutbox, messageOutbox } from '../db/schema';
import { todaySessions } from './check-in';

const DAYS = 14;
/** A mail still undelivered after this many tries is shown as a failure to look into. */
const FAILING_ATTEMPTS = 3;

/**
 * The console's front page: today at the door, the application trend (confirmed applications by
 * the Seoul day they were made, as the event list counts them), what waits for an answer.
 */
export async function dashboard(
  db: Db,
  now: Date,
  eventIds: readonly string[] | null = null,
): Promise<Dashboard> {
  const today = await todaySessions(db, now, eventIds);
  const from = new Date(seoulDayStart(now).getTime() - (DAYS - 1) * 86_400_000);
  const day = sql<string>`to_char(${applications.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ date: day, n: count() })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    // The same rule as each event's count in the console (confirmed seats and survey responses),
    // so the days add up to the events' figures; a cancelled or waiting application is in neither.
    .where(
      and(
        gte(applications.createdAt, from),
        gte(events.endsAt, seoulDayStart(now)),
        eq(applications.status, 'confirmed'),
        eventIds === null ? undefined : inArray(applications.eventId, [...eventIds]),
      ),
    )
    .groupBy(day);
  const byDate = new Map(perDay.map((r) => [r.date, Number(r.n)]));
  const applicationsPerDay = Array.from({ length: DAYS }, (_, i) => {
    const date = seoulDate(new Date(from.getTime() + i * 86_400_000));
    return { date, count: byDate.get(date) ?? 0 };
  });
  // An account scoped to events (decision 035) sees its events only: the inquiries and the outboxes
  // are about no event, so they are not its business.
  if (eventIds !== null)
    return {
      today,
      messages: { failing: 0, pending: 0, sent: { alimtalk: 0, sms: 0, lms: 0, log: 0 } },
      applicationsPerDay,
      openInquiries: 0,
      outboxFailures: 0,
      outboxPending: 0,
    };
  const [{ open }] = await db
    .select({ open: count() })
    .from(contactInquiries)
    .where(eq(contactInquiries.state, 'new'));
  const [{ failing }] = await db
    .select({ failing: count() })
    .from(mailOutbox)
    .where(
      and(inArray(mailOutbox.status, ['pending', 'sending']), gte(mailOutbox.attempts, FAILING_ATTEMPTS)),
    );
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(mailOutbox)
    .where(
      and(inArray(mailOutbox.status, ['pending', 'sending']), lt(mailOutbox.attempts, FAILING_ATTEMPTS)),
    );
  return {
    today,
    messages: await messageHealth(db, from),
    applicationsPerDay,
    openInquiries: Number(open),
    outboxFailures: Number(failing),
    outboxPending: Number(pending),
  };
}

/** The message outbox by state, and by the channel that carried what was sent since `from`. */
async function messageHealth(db: Db, from: Date): Promise<Dashboard['messages']> {
  const waiting = await db
    .select({ failing: sql<boolean>`${messageOutbox.attempts} >= ${FAILING_ATTEMPTS}`, n: count() })
    .from(messageOutbox)
    .where(inArray(messageOutbox.status, ['pending', 'sending']))
    .groupBy(sql`1`);
  const carried = await db
    .select({ channel: messageOutbox.channel, n: count() })
    .from(messageOutbox)
    .where(and(inArray(messageOutbox.status, ['sent', 'logged']), gte(messageOutbox.sentAt, from)))
    .groupBy(messageOutbox.channel);
  const by = new Map(carried.map((r) => [r.channel, Number(r.n)]));
  return {
    failing: Number(waiting.find((r) => r.failing)?.n ?? 0),
    pending: Number(waiting.find((r) => !r.failing)?.n ?? 0),
    sent: {
      alimtalk: by.get('alimtalk') ?? 0,
      sms: by.get('sms') ?? 0,
      lms: by.get('lms') ?? 0,
      log: by.get('log') ?? 0,
    },
  };
}
