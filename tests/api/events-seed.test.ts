import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '@/schemas/events';
import { missingEnglish } from '@/server/admin/events';
import { seedDemoCounsel } from '@/server/contact/seed';
import { startContactPurge } from '@/server/contact/service';
import { contactAnswers, contactInquiries, eventQuestions, eventSessions, events } from '@/server/db/schema';
import { demoProgramme, seedEvents } from '@/server/events/seed';
import { insertMember } from '../support/members';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo programme seed', () => {
  it('is idempotent, relative to now, with the two content dates opening ended exhibitions', async () => {
    const now = t.clock.now();
    const created = await seedEvents(t.db, now);
    expect(created).toBeGreaterThanOrEqual(12);
    expect(await seedEvents(t.db, now)).toBe(0);

    const on = (await (await t.call('GET', '/api/events?tab=on')).json()) as {
      items: { title: string; type: string }[];
      total: number;
    };
    const titles = on.items.map((e) => e.title).join(' | ');
    expect(on.total).toBeGreaterThanOrEqual(9);
    expect(titles).toContain('도슨트 투어');
    const off = (await (await t.call('GET', '/api/events?tab=off')).json()) as {
      items: { startsAt: string }[];
    };
    // The spec's two content dates open EP.03 and EP.02 (as their exhibition pages say).
    const startDates = off.items.map((e) => seoulDate(e.startsAt));
    expect(startDates).toContain('2024-02-28');
    expect(startDates).toContain('2023-10-10');

    // Every card has a rendered picture (its kind's, a running-edition event's own, or a notice's
    // material), at a path the site serves, with every variant the build made of it in both formats.
    const cards = (await (await t.call('GET', '/api/events?tab=on')).json()) as {
      items: { thumbnail: string | null; picture: { srcSet: { avif: string; webp: string } } | null }[];
    };
    for (const { thumbnail, picture } of cards.items) {
      expect(thumbnail).toMatch(/^\/images\/(events\/[a-z0-9-]+|materials\/[a-z]+-\d-web)\.webp$/);
      expect(existsSync(`public${thumbnail}`), String(thumbnail)).toBe(true);
      const files = [picture?.srcSet.avif, picture?.srcSet.webp].flatMap((set) =>
        String(set)
          .split(', ')
          .map((c) => c.split(' ')[0]),
      );
      expect(files.length, String(thumbnail)).toBeGreaterThanOrEqual(4);
      for (const file of files) expect(existsSync(`public${file}`), file).toBe(true);
    }

    // Docent tour tickets end 45 minutes after they start, and count as exhibition attendance.
    const [docent] = await t.db.select().from(events).where(eq(events.seedKey, 'popup-ep5-docent'));
    const [exhibition] = await t.db.select().from(events).where(eq(events.seedKey, 'popup-ep5'));
    expect(docent.attendanceEventId).toBe(exhibition.id);
    const slots = await t.db.select().from(eventSessions).where(eq(eventSessions.eventId, docent.id));
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 45 * 60_000)).toBe(true);
  });

  it('writes every event it owns in both languages: the console marks none "영문 미완성"', async () => {
    await seedEvents(t.db, t.clock.now());
    // an edition's on-site events take their place in both languages from the edition; a seminar
    // and an event of no edition carry their own
    const theirs = new Set(
      demoProgramme(t.clock.now())
        .filter((e) => !e.edition || e.kind === 'seminar')
        .map((e) => e.key),
    );
    const own = (await t.db.select().from(events)).filter((e) => e.seedKey && theirs.has(e.seedKey));
    expect(own.length).toBeGreaterThanOrEqual(4);
    for (const e of own) {
      const qs = await t.db.select().from(eventQuestions).where(eq(eventQuestions.eventId, e.id));
      expect(missingEnglish(e, qs), e.titleKo).toEqual([]);
    }
  });

  it('gives the demo general member one answered consultation, once', async () => {
    expect(await seedDemoCounsel(t.db)).toBe(false);
    const demo = await insertMember(t.db, { email: 'demo@moru-surfaces.example' });
    expect(await seedDemoCounsel(t.db)).toBe(true);
    expect(await seedDemoCounsel(t.db)).toBe(true);
    const rows = await t.db.select().from(contactInquiries).where(eq(contactInquiries.userId, demo.id));
    expect(rows).toHaveLength(1);
    const list = (await (await t.call('GET', '/api/users/my/counsels', undefined, demo.token)).json()) as {
      items: { status: string }[];
    };
    expect(list.items[0].status).toBe('answered');
  });
});

describe('scheduled purge', () => {
  it('runs in the app on start with the app clock, and deletes what is over a year old', async () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const [old] = await t.db
      .insert(contactInquiries)
      .values({
        type: 'other',
        name: '홍길동',
        tel: '01012345678',
        email: 'p@example.com',
        title: 'old',
        message: 'm',
        consentAt: now,
        createdAt: new Date('2028-12-31T23:59:59.000Z'),
      })
      .returning();
    await t.db
      .insert(contactAnswers)
      .values({ inquiryId: old.id, body: 'a', createdAt: new Date('2028-12-31T23:59:59.500Z') });
    const [kept] = await t.db
      .insert(contactInquiries)
      .values({
        type: 'other',
        name: '홍길동',
        tel: '01012345678',
        email: 'p@example.com',
        title: 'kept',
        message: 'm',
        consentAt: now,
        createdAt: new Date('2029-01-01T00:00:01.000Z'),
      })
      .returning();
    const stop = startContactPurge(t.db, () => now);
    try {
      await expect
        .poll(
          async () =>
            (
              await t.db
                .select({ id: contactInquiries.id })
                .from(contactInquiries)
                .where(eq(contactInquiries.id, old.id))
            ).length,
        )
        .toBe(0);
    } finally {
      await stop.stop();
    }
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, kept.id))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(contactAnswers).where(eq(contactAnswers.inquiryId, old.id))).toHaveLength(
      0,
    );
  });
});
