import { TICKET_MINUTES } from '@/schemas/events';
import { signAccessToken } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { eventQuestions, eventSessions, events, type users } from '@/server/db/schema';
import { bumpEventsVersion } from '@/server/events/cache';
import { insertMember } from '../support/members';

const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A survey: a required single choice, an optional multiple choice and a text answer of at most 10 characters. */
export const SURVEY_QUESTIONS = [
  {
    kind: 'single' as const,
    required: true,
    labelKo: '만족도',
    labelEn: 'Satisfaction',
    options: [
      { value: 'good', ko: '좋음', en: 'Good' },
      { value: 'bad', ko: '나쁨', en: 'Bad' },
    ],
  },
  {
    kind: 'multiple' as const,
    required: false,
    labelKo: '층',
    labelEn: 'Floors',
    options: [
      { value: '1F', ko: '1층', en: '1F' },
      { value: '2F', ko: '2층', en: '2F' },
    ],
  },
  { kind: 'text' as const, required: false, labelKo: '의견', labelEn: 'Comment', maxLength: 10 },
];

/**
 * A published application event as the console's form sends it (both titles, a docent tour open
 * for applications from a day before `now` for six days); `over` adds its texts or changes a field.
 */
export function consoleEventForm(now: Date, over: Record<string, unknown> = {}) {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  return {
    type: 'application',
    kind: 'docent',
    titleKo: '소재 도슨트 투어',
    titleEn: 'Materials docent tour',
    startsAt: at(-DAY),
    endsAt: at(7 * DAY),
    applyOpensAt: at(-DAY),
    applyClosesAt: at(6 * DAY),
    published: true,
    ...over,
  };
}

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
  // Written straight to the tables, so the cached public answers are told, as the app's writers do.
  await bumpEventsVersion(db);
  return { event: e, sessions, questions: qs };
}
