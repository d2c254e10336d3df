import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotWithinHours } from '@/lib/facts';
import { seoulDate, seoulTime } from '@/schemas/events';
import type { PublicNotices } from '@/schemas/notices';
import { programmeFacts } from '@/server/content/facts';
import { faqForPage } from '@/server/content/page-reads';
import { seedContent } from '@/server/content/seed';
import { ep5HoursExceptions } from '@/server/content/seed-ep5';
import { seedDemoNotices } from '@/server/content/seed-notices';
import { editions, eventSessions, events } from '@/server/db/schema';
import { seedEvents } from '@/server/events/seed';
import { createTestApp } from '../support/test-app';

/**
 * Issue 50: a fact (hours, docent times, a seminar's length, a floor, a contact type) is stated once
 * and every answer reads it; each of these would fail if the demo story contradicted itself again.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, t.clock.now());
  await seedEvents(t.db, t.clock.now());
  await seedDemoNotices({ db: t.db, kind: t.kind, close: t.close }, t.clock.now());
});
afterAll(() => t.close());

const ep = async (slug: string) => (await t.db.select().from(editions).where(eq(editions.slug, slug)))[0];

const slotsOf = async (key: string) =>
  t.db
    .select({ startsAt: eventSessions.startsAt, endsAt: eventSessions.endsAt })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(events.seedKey, key), isNull(eventSessions.cancelledAt)));

describe('programme facts', () => {
  it('sells no docent tour outside its day’s hours, dated exceptions included', async () => {
    const e = await ep('popupep5');
    expect(e.hoursExceptions).toEqual(ep5HoursExceptions(t.clock.now()));
    const slots = await slotsOf('popup-ep5-docent');
    expect(slots.length).toBeGreaterThan(20);
    for (const s of slots)
      expect(
        slotWithinHours(e, seoulDate(s.startsAt), seoulTime(s.startsAt), 45, true),
        `${seoulDate(s.startsAt)} ${seoulTime(s.startsAt)}`,
      ).toBe(true);
    // The short day keeps its daytime tours.
    const short = e.hoursExceptions[0].date;
    expect(slots.filter((s) => seoulDate(s.startsAt) === short).map((s) => seoulTime(s.startsAt))).toEqual([
      '11:00',
      '14:00',
      '16:00',
    ]);
  });

  it('fills the FAQ’s tour times and seminar length from the schedule, in both languages', async () => {
    const docentTimes = [...new Set((await slotsOf('popup-ep5-docent')).map((s) => seoulTime(s.startsAt)))]
      .sort()
      .join(', ');
    const [seminar] = await slotsOf('seminar-online');
    const minutes = (seminar.endsAt.getTime() - seminar.startsAt.getTime()) / 60_000;
    for (const locale of ['ko', 'en'] as const) {
      const faq = await faqForPage(t.db, locale);
      const text = faq.map((f) => f.answer).join('\n');
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).not.toMatch(/매시 정각|on the hour/);
      const tour = faq.find((f) => f.id === 'docent-tour')?.answer ?? '';
      expect(tour).toContain(docentTimes);
      const watch = faq.find((f) => f.id === 'seminar')?.answer ?? '';
      expect(watch).toContain(locale === 'ko' ? `${minutes}분` : `${minutes} minutes`);
      // this edition's seminar, named by its start: not a length every seminar has (the seventh review)
      expect(watch).toContain(seoulTime(seminar.startsAt));
      // Watched through the e-mailed link, as the event page says, never on a theme page.
      expect(watch).not.toMatch(/디자인 테마 페이지|design-theme page/);
    }
  });

  it('announces the dated change of hours on the home popup from the edition, no undated holiday', async () => {
    const res = await t.call('GET', '/api/notices?placement=home');
    const { items } = (await res.json()) as PublicNotices;
    expect(items).toHaveLength(1);
    // What the visitor reads: the HTML's text (a date sits in a no-break span, src/lib/facts.ts).
    const body = items
      .map((n) => n.body)
      .join('\n')
      .replace(/<[^>]+>/g, '');
    const [x] = ep5HoursExceptions(t.clock.now());
    expect(body).toContain('매일 11:00–20:00');
    expect(body).toContain(`${x.date} 11:00–18:00 (건물 점검) · 마지막 도슨트 투어 16:00`);
    expect(body).not.toMatch(/연휴|\{\{/);
    const facts = await programmeFacts(t.db, 'en', t.clock.now());
    expect(facts.hours).toBe('Daily 11:00–20:00');
    expect(facts.themeYear).toBe('2025');
  });

  it('leaves the goods workshop’s length to its slot, in both languages: the body tells what is made', async () => {
    const [goods] = await t.db.select().from(events).where(eq(events.seedKey, 'popup-ep5-goods'));
    const [slot] = await slotsOf('popup-ep5-goods');
    const minutes = (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
    const ko = await (await t.call('GET', `/api/events/${goods.id}`)).json();
    const en = await (await t.call('GET', `/api/events/${goods.id}?lang=en`)).json();
    // the page's facts say how long (the thirteenth review read "체험 시간: 45분" in the body as a
    // repeat of the 소요 시간 row); the body what a visitor makes, and no length retyped
    expect(
      ko.sessions.map(
        (s: { startsAt: string; endsAt: string }) => (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000,
      ),
    ).toContain(minutes);
    expect(ko.body).toContain('키링 하나와\u00a0코스터 하나를 만듭니다');
    expect(en.body).toContain('one key ring and one coaster');
    for (const body of [ko.body, en.body]) expect(body).not.toMatch(/\d+\s*(분|minutes)|\{\{/);
  });

  it('names one docent floor and the same 3F word in both languages', async () => {
    const ep4 = await ep('popupep4');
    const docentFloors = ep4.floors.filter((f) => f.programmes.includes('docent'));
    expect(docentFloors.map((f) => f.key)).toEqual(['2F']);
    expect(docentFloors[0].descKo).toContain('도슨트');
    const ep5 = await ep('popupep5');
    const third = ep5.floors.find((f) => f.key === '3F');
    expect([third?.tagKo, third?.tagEn]).toEqual(['#드로잉 #테이스팅', '#Drawing #Tasting']);
  });

  it('says no "this year" in the demo cards and promises no sign-up-free page that offers a sign-up', async () => {
    const res = await t.call('GET', '/api/events?tab=on');
    const { items } = (await res.json()) as { items: { title: string; summary: string }[] };
    const text = items.map((e) => `${e.title} ${e.summary}`).join('\n');
    expect(text).not.toContain('올해');
    expect(text).toContain('지난 세 해의 디자인 테마');
    const off = (await (await t.call('GET', '/api/events?tab=off')).json()) as {
      items: { summary: string }[];
    };
    expect(off.items.map((e) => e.summary).join('\n')).not.toMatch(/다시 보기|replay/);
  });
});

describe('material consultation contact type', () => {
  it('is accepted by the Contact API and listed in the OpenAPI document', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as object;
    expect(JSON.stringify(doc)).toContain('"material"');
    const res = await t.call('POST', '/api/contact', {
      type: 'material',
      name: '홍길동',
      tel: '01012345678',
      email: 'material@example.com',
      title: '타일 샘플 문의',
      message: '컬렉션의 테라조 타일 샘플을 받아 볼 수 있을까요?',
      consent: true,
      website: '',
      elapsedMs: 10_000,
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
