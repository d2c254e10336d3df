import { TICKET_MINUTES } from '@/schemas/events';
import { signAccessToken } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { eventQuestions, eventSessions, events, type users } from '@/server/db/schema';
import { insertMember } from '../support/members';

const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A member whose token is valid at the test clock's time. */
export async function member(db: Db, now: Date, over: Partial<typeof users.$inferInsert> = {}) {
  const m = await insertMember(db, over);
  return { ...m, token: await signAccessToken(m.id, m.roles, now) };
}

/** An event (application by default) open now, running for a week, with the given slots. */
export async function makeEvent(
  db: Db,
  now: Date,
  over: Partial<typeof events.$inferInsert> & {
    slots?: { inHours: number; capacity: number }[];
    questions?: Omit<typeof eventQuestions.$inferInsert, 'eventId' | 'position'>[];
  } = {},
) {
  const { slots = [{ inHours: 24, capacity: 10 }], questions = [], ...values } = over;
  const [e] = await db
    .insert(events)
    .values({
      type: 'application',
      kind: 'docent',
      titleKo: '테스트 이벤트',
      titleEn: 'Test event',
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 7 * DAY),
      applyOpensAt: new Date(now.getTime() - DAY),
      applyClosesAt: new Date(now.getTime() + 6 * DAY),
      location: 'Seoul',
      ...values,
    })
    .returning();
  const sessions = slots.length
    ? await db
        .insert(eventSessions)
        .values(
          slots.map((s) => {
            const startsAt = new Date(now.getTime() + s.inHours * HOUR);
            return {
              eventId: e.id,
              startsAt,
              endsAt: new Date(startsAt.getTime() + TICKET_MINUTES * MIN),
              capacity: s.capacity,
            };
          }),
        )
        .returning()
    : [];
  const qs = questions.length
    ? await db
        .insert(eventQuestions)
        .values(questions.map((q, i) => ({ ...q, eventId: e.id, position: i + 1 })))
        .returning()
    : [];
  return { event: e, sessions, questions: qs };
}
