import 'server-only';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Dashboard } from '@/schemas/admin';
import { seoulDate, seoulDayStart } from '@/schemas/events';
import type { Db } from '../db/client';
import { applications, contactInquiries, events, mailOutbox } from '../db/schema';
import { todaySessions } from './check-in';

const DAYS = 14;
/** A mail still undelivered after this many tries is shown as a failure to look into. */
const FAILING_ATTEMPTS = 3;

/** The console's front page: today at the door, the application trend, what waits for an answer. */
export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const today = await todaySessions(db, now);
  const from = new Date(seoulDayStart(now).getTime() - (DAYS - 1) * 86_400_000);
  const day = sql<string>`to_char(${applications.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ date: day, n: count() })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .where(and(gte(applications.createdAt, from), gte(events.endsAt, seoulDayStart(now))))
    .groupBy(day);
  const byDate = new Map(perDay.map((r) => [r.date, Number(r.n)]));
  const applicationsPerDay = Array.from({ length: DAYS }, (_, i) => {
    const date = seoulDate(new Date(from.getTime() + i * 86_400_000));
    return { date, count: byDate.get(date) ?? 0 };
  });
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
    applicationsPerDay,
    openInquiries: Number(open),
    outboxFailures: Number(failing),
    outboxPending: Number(pending),
  };
}
