import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationTallies, attendanceSignups, jobLeases } from '@/server/db/schema';
import { serverEnv } from '@/server/env';
import { purgeExpiredApplications, startApplicationPurge } from '@/server/events/retention';
import { createTestApp } from '../support/test-app';
import { DAY, HOUR, makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

/**
 * Retention (decision 021): an event's applications, survey answers, check-ins and exhibition
 * signups are purged APPLICATION_RETENTION_DAYS (default 365) after it ends, counts kept, by a job
 * that runs once across instances.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const START = new Date('2025-03-10T01:00:00.000Z');
const DAYS = 365;

/** An application event and a survey that end together, with records of two members. */
async function endedEvents() {
  t.clock.set(START);
  const now = t.clock.now();
  const a = await member(t.db, now);
  const b = await member(t.db, now);
  const docent = await makeEvent(t.db, now, {
    attendance: true,
    slots: [
      { inHours: 24, capacity: 5 },
      { inHours: 48, capacity: 1 },
    ],
  });
  const [s1, s2] = docent.sessions;
  await t.db.insert(applications).values([
    {
      eventId: docent.event.id,
      sessionId: s1.id,
      userId: a.id,
      checkedInAt: new Date(now.getTime() + 24 * HOUR),
    },
    {
      eventId: docent.event.id,
      sessionId: s1.id,
      userId: b.id,
      noShowAt: new Date(now.getTime() + 25 * HOUR),
    },
    { eventId: docent.event.id, sessionId: s2.id, userId: a.id },
    { eventId: docent.event.id, sessionId: s2.id, userId: b.id, status: 'expired' },
  ]);
  await t.db.insert(attendanceSignups).values([
    { eventId: docent.event.id, userId: a.id },
    { eventId: docent.event.id, userId: b.id, source: 'docent' },
  ]);
  const survey = await makeEvent(t.db, now, {
    type: 'survey',
    kind: 'notice',
    slots: [],
    questions: SURVEY_QUESTIONS,
  });
  const [single, multiple, text] = survey.questions;
  await t.db.insert(applications).values([
    {
      eventId: survey.event.id,
      userId: a.id,
      answers: { [single.id]: 'good', [multiple.id]: ['1F', '2F'], [text.id]: '좋았어요' },
    },
    { eventId: survey.event.id, userId: b.id, answers: { [single.id]: 'bad', [multiple.id]: ['2F'] } },
  ]);
  // A later event: its records stay whatever happens to the others.
  const later = await makeEvent(t.db, now, { startsAt: START, endsAt: new Date(START.getTime() + 30 * DAY) });
  await t.db
    .insert(applications)
    .values({ eventId: later.event.id, sessionId: later.sessions[0].id, userId: a.id });
  return { docent, survey, later, ends: docent.event.endsAt, single, multiple, text };
}

const rowsOf = async (eventId: string) =>
  (await t.db.select().from(applications).where(eq(applications.eventId, eventId))).length;

describe('application retention', () => {
  it('defaults to 365 days', () => {
    expect(serverEnv().APPLICATION_RETENTION_DAYS).toBe(DAYS);
  });

  it('keeps everything a day before the period ends and up to the last millisecond, purges at the boundary', async () => {
    const e = await endedEvents();
    const boundary = new Date(e.ends.getTime() + DAYS * DAY);

    expect(await purgeExpiredApplications(t.db, new Date(boundary.getTime() - DAY))).toEqual({
      events: 0,
      applications: 0,
      attendance: 0,
    });
    await purgeExpiredApplications(t.db, new Date(boundary.getTime() - 1));
    expect(await rowsOf(e.docent.event.id)).toBe(4);
    expect(await rowsOf(e.survey.event.id)).toBe(2);

    const r = await purgeExpiredApplications(t.db, boundary);
    expect(r).toEqual({ events: 2, applications: 6, attendance: 2 });
    expect(await rowsOf(e.docent.event.id)).toBe(0);
    expect(await rowsOf(e.survey.event.id)).toBe(0);
    expect(
      await t.db.select().from(attendanceSignups).where(eq(attendanceSignups.eventId, e.docent.event.id)),
    ).toEqual([]);
    // The later event ended 30 days after the others: its records are not due yet.
    expect(await rowsOf(e.later.event.id)).toBe(1);
    // Running again finds nothing.
    expect((await purgeExpiredApplications(t.db, boundary)).events).toBe(0);
  });

  it('keeps the counts staff statistics need, and no member or free text', async () => {
    const e = await endedEvents();
    await purgeExpiredApplications(t.db, new Date(e.ends.getTime() + DAYS * DAY));
    const docent = await t.db
      .select()
      .from(applicationTallies)
      .where(eq(applicationTallies.eventId, e.docent.event.id));
    const bySlot = new Map(docent.map((d) => [d.sessionId, d]));
    expect(bySlot.get(e.docent.sessions[0].id)).toMatchObject({ confirmed: 2, checkedIn: 1, noShow: 1 });
    expect(bySlot.get(e.docent.sessions[1].id)).toMatchObject({ confirmed: 1, expired: 1 });
    expect(bySlot.get(null)).toMatchObject({ attendance: 2 });
    const [survey] = await t.db
      .select()
      .from(applicationTallies)
      .where(eq(applicationTallies.eventId, e.survey.event.id));
    expect(survey).toMatchObject({ confirmed: 2, sessionId: null });
    expect(survey.choices).toEqual({
      [e.single.id]: { good: 1, bad: 1 },
      [e.multiple.id]: { '1F': 1, '2F': 2 },
    });
    expect(JSON.stringify(survey)).not.toContain('좋았어요');
  });

  it('runs once across instances', async () => {
    const e = await endedEvents();
    const at = new Date(e.ends.getTime() + DAYS * DAY);
    const clock = () => at;
    const one = startApplicationPurge(t.db, clock);
    const two = startApplicationPurge(t.db, clock);
    await Promise.all([one.tick(), two.tick()]);
    await Promise.all([one.stop(), two.stop()]);
    const tallies = await t.db
      .select()
      .from(applicationTallies)
      .where(eq(applicationTallies.eventId, e.survey.event.id));
    expect(tallies).toHaveLength(1);
    const [lease] = await t.db
      .select()
      .from(jobLeases)
      .where(eq(jobLeases.name, 'application-retention-purge'));
    expect(lease.lastFinishedAt?.toISOString()).toBe(at.toISOString());
    expect(lease.nextRunAt.getTime()).toBe(at.getTime() + HOUR);
  });
});
