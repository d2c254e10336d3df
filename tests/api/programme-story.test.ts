import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitionModules } from '@/content/exhibitions';
import { formatDate } from '@/lib/dates';
import { hoursOn, slotWithinHours } from '@/lib/facts';
import { type EventDetail, type EventSummary, seoulDate, seoulTime } from '@/schemas/events';
import { programmeFacts } from '@/server/content/facts';
import { editionForPage, faqForPage } from '@/server/content/page-reads';
import { seedContent } from '@/server/content/seed';
import { seedDemoNotices } from '@/server/content/seed-notices';
import { editions, eventSessions, events } from '@/server/db/schema';
import { bumpEventsVersion } from '@/server/events/cache';
import { seedEvents } from '@/server/events/seed';
import enEvents from '../../messages/en/events.json';
import koEvents from '../../messages/ko/events.json';
import { createTestApp } from '../support/test-app';

/**
 * Issue 50, the art director's "Story" list: the demo programme told one way. Each test reads what
 * a visitor's page reads (the public API, the FAQ, the facts) and fails if the seed or a page told
 * the story two ways again.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, t.clock.now());
  await seedEvents(t.db, t.clock.now());
  await seedDemoNotices({ db: t.db, kind: t.kind, close: t.close }, t.clock.now());
});
afterAll(() => t.close());

const edition = async (slug: string) =>
  (await t.db.select().from(editions).where(eq(editions.slug, slug)))[0];
const seeded = async (key: string) => (await t.db.select().from(events).where(eq(events.seedKey, key)))[0];

async function allCards(tab: 'on' | 'off'): Promise<EventSummary[]> {
  const out: EventSummary[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await t.call('GET', `/api/events?tab=${tab}&page=${page}`)).json()) as {
      items: EventSummary[];
      totalPages: number;
    };
    out.push(...body.items);
    if (page >= body.totalPages) return out;
  }
}
const detail = async (id: string, lang = 'ko') =>
  (await (await t.call('GET', `/api/events/${id}?lang=${lang}`)).json()) as EventDetail;

/** Every Seoul day from `from` to `to`, both included. */
const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000)
    out.push(new Date(d).toISOString().slice(0, 10));
  return out;
};

describe('the demo programme, told one way (issue 50)', () => {
  // The tenth review read the hours notice as a card that only pointed to the EP.05 page: it says the
  // edition's hours, last entry and changed day, read from the edition's record.
  it('says the hours in the hours notice, as the edition records them', async () => {
    const ep5 = await edition('popupep5');
    const { id } = await seeded('notice-hours');
    const card = (await allCards('on')).find((c) => c.id === id);
    expect(card?.summary).toContain(`${ep5.opensAt}–${ep5.closesAt}`);
    expect(card?.summary).toContain('입장 마감');
    const ko = await detail(id);
    expect(ko.body).toContain(`${ep5.opensAt}–${ep5.closesAt}`);
    expect(ko.body).toContain('도슨트 투어 출발 시각');
    const en = await detail(id, 'en');
    expect(en.summary).toContain('last entry');
    expect(JSON.stringify([card, ko, en])).not.toContain('{{');
  });

  it('shows an event with slots over its slots’ first and last day, on the card and on its page alike', async () => {
    const ep5 = await edition('popupep5');
    const cards = [...(await allCards('on')), ...(await allCards('off'))];
    const withSlots = cards.filter((c) => c.type === 'application');
    expect(withSlots.length).toBeGreaterThanOrEqual(5);
    for (const card of withSlots) {
      const page = await detail(card.id);
      const starts = page.sessions.map((s) => s.startsAt).sort();
      expect(card.slotSpan, card.title).toEqual({ from: starts[0], to: starts.at(-1) });
      expect(page.slotSpan, card.title).toEqual(card.slotSpan);
    }
    // The tour and both workshops are sold for every day of EP.05: their days are the edition's.
    for (const key of ['popup-ep5-docent', 'popup-ep5-goods', 'popup-ep5-drawing']) {
      const { id } = await seeded(key);
      const card = withSlots.find((c) => c.id === id);
      const page = await detail(id);
      const days = new Set(page.sessions.map((s) => seoulDate(s.startsAt)));
      expect([...days].sort(), key).toEqual(daysFrom(ep5.startsOn, ep5.endsOn));
      expect(seoulDate(card?.slotSpan?.from ?? ''), key).toBe(ep5.startsOn);
      expect(seoulDate(card?.slotSpan?.to ?? ''), key).toBe(ep5.endsOn);
    }
    // Boards have no slots and keep their own dates.
    expect(cards.filter((c) => c.type === 'board').every((c) => c.slotSpan === null)).toBe(true);
  });

  it('gives the workshop one length, its slot’s, and no retyped number on EP.05’s programme card', async () => {
    const goods = await detail((await seeded('popup-ep5-goods')).id);
    const lengths = new Set(
      goods.sessions.map((s) => (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000),
    );
    expect(lengths.size).toBe(1);
    const [minutes] = [...lengths];
    // Its length is its slot's, which the page's facts show: the event's text retypes none, nor
    // does the edition's copy of the programme.
    expect(minutes).toBeGreaterThan(0);
    expect(`${goods.summary} ${goods.body}`.match(/\d+\s*분/g)).toBeNull();
    const ep5 = await edition('popupep5');
    const programme = ep5.programmes.find((p) => p.key === 'goods');
    expect(`${programme?.descKo} ${programme?.detailKo}`).not.toMatch(/\d+\s*분/);
    expect(`${programme?.descEn} ${programme?.detailEn}`).not.toMatch(/\d+\s*minutes?/);
  });

  it('sells EP.05’s open seminar as its own talk, never as the 2025 seminar that ended', async () => {
    const ep5 = await edition('popupep5');
    const row = await seeded('seminar-online');
    expect(row.editionId).toBe(ep5.id);
    for (const lang of ['ko', 'en'] as const) {
      const page = await detail(row.id, lang);
      expect(page.title).toContain('EP.05');
      expect(`${page.title} ${page.summary}`).toMatch(lang === 'ko' ? /세 해/ : /three years/);
      const on = (await (await t.call('GET', `/api/events?tab=on&lang=${lang}`)).json()) as {
        items: EventSummary[];
      };
      const text = on.items.map((e) => `${e.title} ${e.summary}`).join('\n');
      expect(text).not.toMatch(/2025 디자인 트렌드|2025 design trend/i);
    }
  });

  it('keeps every event of an edition, its slots and its dates within that edition’s dates and hours', async () => {
    const rows = await t.db.select().from(editions);
    const byId = new Map(rows.map((e) => [e.id, e]));
    const evs = await t.db.select().from(events);
    const slots = await t.db
      .select()
      .from(eventSessions)
      .where(isNull(eventSessions.cancelledAt))
      .orderBy(asc(eventSessions.startsAt));
    let checked = 0;
    for (const ev of evs) {
      const ed = ev.editionId ? byId.get(ev.editionId) : undefined;
      if (!ed) continue;
      // A survey after the visit may stay open past the last day; what it runs is no date of the edition.
      if (ev.type !== 'survey') {
        expect(seoulDate(ev.startsAt) >= ed.startsOn, `${ev.seedKey} starts ${seoulDate(ev.startsAt)}`).toBe(
          true,
        );
        expect(seoulDate(ev.endsAt) <= ed.endsOn, `${ev.seedKey} ends ${seoulDate(ev.endsAt)}`).toBe(true);
      }
      for (const s of slots.filter((x) => x.eventId === ev.id)) {
        const day = seoulDate(s.startsAt);
        const at = `${ev.seedKey} ${day} ${seoulTime(s.startsAt)}`;
        expect(day >= ed.startsOn && day <= ed.endsOn, at).toBe(true);
        const minutes = (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000;
        expect(slotWithinHours(ed, day, seoulTime(s.startsAt), minutes, ev.kind === 'docent'), at).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // EP.03's tour, listed from two weeks before EP.03 opened, now runs within it.
    const ep3 = await detail((await seeded('popup-ep3-docent')).id);
    expect(seoulDate(ep3.slotSpan?.from ?? '')).toBe('2024-02-28');
    expect(seoulDate(ep3.slotSpan?.to ?? '')).toBe('2024-03-10');
  });

  it('dates the seminar on the EP.05 page by its slot, in each language (the third review: the card had no date)', async () => {
    const ep5 = await edition('popupep5');
    const [slot] = (await detail((await seeded('seminar-online')).id)).sessions;
    const day = seoulDate(slot.startsAt);
    const time = seoulTime(slot.startsAt);
    const ko = await editionForPage(t.db, 'ko', ep5.startsOn.slice(0, 4), ep5.slug, t.clock.now());
    const en = await editionForPage(t.db, 'en', ep5.startsOn.slice(0, 4), ep5.slug, t.clock.now());
    const card = (e: typeof ko) => e?.programmes.find((p) => p.key === 'seminar')?.detail ?? '';
    expect(card(ko)).toContain(`${formatDate(day, 'ko', { weekday: true })} ${time} 시작`);
    expect(card(en)).toContain(`Starts ${formatDate(day, 'en', { weekday: true })} ${time}`);
    // An ended edition's cards name no fact of the running show.
    const ep4 = await editionForPage(t.db, 'ko', '2025', 'popupep4', t.clock.now());
    for (const p of ep4?.programmes ?? []) expect(`${p.desc} ${p.detail}`).not.toContain('{{');
  });

  it('runs a 19:00 tour, with the same places, on every day open until 20:00, and says so where it names the times', async () => {
    const ep5 = await edition('popupep5');
    const tour = await detail((await seeded('popup-ep5-docent')).id);
    expect(new Set(tour.sessions.map((s) => s.capacity))).toEqual(new Set([15]));
    const evening = new Set(
      tour.sessions.filter((s) => seoulTime(s.startsAt) === '19:00').map((s) => seoulDate(s.startsAt)),
    );
    const lateDays = daysFrom(ep5.startsOn, ep5.endsOn).filter((d) => hoursOn(ep5, d)?.closesAt === '20:00');
    const shortDays = daysFrom(ep5.startsOn, ep5.endsOn).filter((d) => !lateDays.includes(d));
    expect(shortDays).toHaveLength(1);
    expect([...evening].sort()).toEqual(lateDays);

    // The FAQ and the notice name 19:00 with the day it does not run (the short day is ahead).
    const [short] = shortDays;
    const ko = (await programmeFacts(t.db, 'ko', t.clock.now())).docentTimes;
    const en = (await programmeFacts(t.db, 'en', t.clock.now())).docentTimes;
    // The day belongs to the one time that skips it, and says so (the review of 2026-12-03 read
    // "(… 제외)" after the list as no tour at all that day, the ninth of 2026-12-06 "(…에는 없음)" and
    // "(none on …)" the same); the English page writes the day in English.
    expect(ko).toBe(`11:00, 14:00, 16:00, 19:00 (${short}에는 19:00 회차 없음)`);
    expect(en).toBe(`11:00, 14:00, 16:00, 19:00 (no 19:00 tour on ${formatDate(short, 'en')})`);
    // What the visitor reads: the HTML's text (the date keeps to one line in a span of its own).
    const text = (html = '') => html.replace(/<[^>]+>/g, '');
    const answer = (await faqForPage(t.db, 'ko')).find((f) => f.id === 'docent-tour')?.answer;
    // and the list of times in one of its own (the eleventh review saw "11:00," end a line before "14:00")
    expect(answer).toContain(
      `<span class="nobr">11:00, 14:00, 16:00, 19:00</span> (<span class="nobr">${short}</span>에는 19:00 회차 없음)`,
    );
    expect(text(answer)).toContain(`출발 시각: ${ko}`);
    const notices = (await (await t.call('GET', '/api/notices?placement=home')).json()) as {
      items: { body: string }[];
    };
    expect(text(notices.items.map((n) => n.body).join('\n'))).toContain(`도슨트 투어 출발 시각: ${ko}`);
  });

  it('names a status one way, and the FAQ names the event tabs as they are labelled', async () => {
    // One label per state: the card's time states are the page's `status` words.
    for (const m of [koEvents, enEvents]) {
      expect(Object.keys(m.cardStatus).some((k) => k in m.status)).toBe(false);
    }
    expect(JSON.stringify(koEvents)).not.toContain('진행중');
    for (const [locale, m] of [
      ['ko', koEvents],
      ['en', enEvents],
    ] as const) {
      const answer = (await faqForPage(t.db, locale)).find((f) => f.id === 'event-tabs')?.answer ?? '';
      expect(answer).toContain(m.list.tabs.on);
      expect(answer).toContain(m.list.tabs.off);
    }
  });
});

describe('one name for one thing (the fourth review)', () => {
  it('lists an ended show under its page’s title, and spells media art one way on every card', async () => {
    const ended = await allCards('off');
    for (const slug of ['popupep1', 'popupep2', 'popupep3', 'popupep4'] as const) {
      const row = await seeded(`popup-${slug.slice(5)}`);
      expect(row.titleKo).toBe(exhibitionModules.ko.exhibitions[slug].title);
      expect(row.titleEn).toBe(exhibitionModules.en.exhibitions[slug].title);
      expect(ended.map((c) => c.title)).toContain(exhibitionModules.ko.exhibitions[slug].title);
    }
    const onCards = await allCards('on');
    const texts = [...onCards, ...ended].map((c) => `${c.title} ${c.summary}`).join(' ');
    expect(texts).toContain('미디어아트');
    expect(texts).not.toContain('미디어 아트');
  });
});

describe('an event’s own dates', () => {
  it('are its talks’ days for a one-talk event, not its sign-up window (the console lists what the card says)', async () => {
    // The second review of 2026-12-02: the seminar's card said 2026-12-12, the console's list
    // 11-30 ~ 12-12 (its sign-up window kept as the event's period).
    for (const key of ['seminar-online', 'b2b-material-briefing']) {
      const row = await seeded(key);
      const slots = await t.db.select().from(eventSessions).where(eq(eventSessions.eventId, row.id));
      expect(slots, key).toHaveLength(1);
      expect(seoulDate(row.startsAt), key).toBe(seoulDate(slots[0].startsAt));
      expect(seoulDate(row.endsAt), key).toBe(seoulDate(slots[0].startsAt));
      expect(row.startsAt.getTime(), key).toBe(slots[0].startsAt.getTime());
      expect(row.applyOpensAt?.getTime() ?? 0, key).toBeLessThan(row.startsAt.getTime());
    }
  });

  // Decision 070: "약 30분" was typed into the tour's summary and body, the programme card, the terms
  // and a message, and no record held it; a changed tour said two lengths.
  it('says how long the tour and the screening take from their events alone, wherever it is said', async () => {
    const ep5 = await edition('popupep5');
    const year = ep5.startsOn.slice(0, 4);
    const docent = await seeded('popup-ep5-docent');
    const media = await seeded('popup-ep5-media');
    const told = async () => {
      const ko = await editionForPage(t.db, 'ko', year, ep5.slug, t.clock.now());
      const en = await editionForPage(t.db, 'en', year, ep5.slug, t.clock.now());
      const tour = await detail(docent.id);
      const screening = await detail(media.id);
      return {
        card: ko?.programmes.find((p) => p.key === 'docent')?.desc,
        cardEn: en?.programmes.find((p) => p.key === 'docent')?.desc,
        mediaCard: ko?.programmes.find((p) => p.key === 'mediaart')?.detail,
        summary: tour.summary,
        body: tour.body,
        minutes: tour.activityMinutes,
        screening: screening.body,
        fact: (await programmeFacts(t.db, 'ko', t.clock.now())).tourLength,
        faq: (await faqForPage(t.db, 'ko')).find((f) => f.id === 'docent-tour')?.answer,
      };
    };
    const before = await told();
    expect(before.minutes).toBe(30);
    expect(before.card).toBe('도슨트와 함께 세 개 층을 약\u00a030분\u00a0동안 둘러봅니다.');
    expect(before.cardEn).toBe('Walk all three floors with a docent in about 30 minutes.');
    expect(before.summary).toContain('(약\u00a030분)');
    // the ticket's length is its slot's, the tour's its own: both said, neither typed
    expect(before.body).toContain('티켓은 시작 시각부터 45분 동안 유효합니다.');
    expect(before.body).toContain('투어는 약\u00a030분 동안 진행되지만');
    expect(before.screening).toContain('약\u00a010분\u00a0동안 상영합니다');
    expect(before.mediaCard).toContain('약\u00a010분\u00a0동안 상영합니다');
    expect(before.fact).toBe('30분');
    expect(before.faq).toContain('약\u00a030분 동안 세 개 층을 함께 둘러봅니다.');

    // staff record a shorter tour once: every place that says it follows
    // (as the console's save does: the record changes, the cached programme is let go)
    await t.db.update(events).set({ activityMinutes: 25 }).where(eq(events.id, docent.id));
    await bumpEventsVersion(t.db);
    const after = await told();
    expect(after.card).toBe('도슨트와 함께 세 개 층을 약\u00a025분\u00a0동안 둘러봅니다.');
    expect(after.summary).toContain('(약\u00a025분)');
    expect(after.body).toContain('투어는 약\u00a025분 동안 진행되지만');
    expect(after.body).toContain('45분 동안 유효합니다');
    expect(after.fact).toBe('25분');
    expect(after.faq).toContain('약\u00a025분 동안 세 개 층을 함께 둘러봅니다.');
    await t.db.update(events).set({ activityMinutes: 30 }).where(eq(events.id, docent.id));
    await bumpEventsVersion(t.db);
  });
});
