import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates';
import type { StaffRole } from '@/schemas/admin';
import { seoulDate } from '@/schemas/event-rules';
import { publishedEditions } from '@/server/content/editions';
import { programmeFacts } from '@/server/content/facts';
import { auditLog, editions } from '@/server/db/schema';
import { studioTestApp } from '../support/admin';
import type { createTestApp } from '../support/test-app';

/**
 * Issue 50: the studio edits an edition's dated changes of hours. A change is refused on its field
 * when it falls outside the edition, repeats a day or has its times out of order; a saved change is
 * what the exhibition page and the notices' `{{hoursChanges}}` announce, in both languages.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = (n: number) => seoulDate(new Date(t.clock.now().getTime() + n * DAY));

describe('dated changes of hours in the studio', () => {
  it('refuses a day outside the edition, a repeated day and times out of order, each on its field', async () => {
    const [ep5] = await t.db.select().from(editions).where(eq(editions.slug, 'popupep5'));
    const patch = (hoursExceptions: unknown[], role: StaffRole = 'editor') =>
      t.call('PATCH', `/api/admin/editions/${ep5.id}`, { hoursExceptions }, tokens[role]);
    const ok = {
      date: day(2),
      opensAt: '11:00',
      closesAt: '17:00',
      lastTourAt: null,
      noteKo: '',
      noteEn: '',
    };

    const outside = await patch([{ ...ok, date: '2001-01-01' }]);
    expect(outside.status).toBe(422);
    expect((await outside.json()).error.fields).toEqual({
      'hoursExceptions.0.date': '에디션 기간 안의 날짜를 골라 주세요.',
    });
    const twice = await patch([ok, { ...ok, noteKo: '다시' }]);
    expect(Object.keys((await twice.json()).error.fields)).toEqual(['hoursExceptions.1.date']);
    const reversed = await patch([{ ...ok, opensAt: '18:00' }]);
    expect(Object.keys((await reversed.json()).error.fields)).toEqual(['hoursExceptions.0.closesAt']);
    const lateTour = await patch([{ ...ok, lastTourAt: '17:00' }]);
    expect((await lateTour.json()).error.fields).toEqual({
      'hoursExceptions.0.lastTourAt':
        '마지막 투어 시각은 그날 운영 시간 안이어야 합니다(개장 이후, 폐장 전).',
    });
    const closedWithTour = await patch([{ ...ok, opensAt: null, closesAt: null, lastTourAt: '12:00' }]);
    expect(Object.keys((await closedWithTour.json()).error.fields)).toEqual(['hoursExceptions.0.lastTourAt']);
    // Moving the edition's dates past a saved change is refused on that change.
    expect((await patch([ok])).status).toBe(200);
    const moved = await t.call('PATCH', `/api/admin/editions/${ep5.id}`, { endsOn: day(1) }, tokens.editor);
    expect((await moved.json()).error.fields).toEqual({ 'hoursExceptions.0.date': expect.any(String) });
    for (const role of ['door', 'viewer'] as const) expect((await patch([], role)).status).toBe(403);
  });

  it('a saved holiday with an earlier last tour is what the page and the notices announce, in both languages', async () => {
    const [ep5] = await t.db.select().from(editions).where(eq(editions.slug, 'popupep5'));
    const holiday = {
      date: day(4),
      opensAt: '12:00',
      closesAt: '17:00',
      lastTourAt: '15:00',
      noteKo: '성탄절',
      noteEn: 'Christmas Day',
    };
    const closed = { date: day(5), opensAt: null, closesAt: null, lastTourAt: null, noteKo: '', noteEn: '' };
    const saved = await t.call(
      'PATCH',
      `/api/admin/editions/${ep5.id}`,
      { hoursExceptions: [holiday, closed] },
      tokens.manager,
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).hoursExceptions).toEqual([holiday, closed]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ep5.id));
    expect(audited.map((a) => a.action)).toContain('content.update');

    const page = (await publishedEditions(t.db, 'en', t.clock.now())).find((e) => e.slug === 'popupep5');
    expect(page?.hoursExceptions).toEqual([
      { date: holiday.date, opensAt: '12:00', closesAt: '17:00', lastTourAt: '15:00', note: 'Christmas Day' },
      { date: closed.date, opensAt: null, closesAt: null, lastTourAt: null, note: '' },
    ]);
    expect((await programmeFacts(t.db, 'ko', t.clock.now())).hoursChanges).toBe(
      `${formatDate(holiday.date, 'ko')} 12:00–17:00 (성탄절) · 마지막 도슨트 투어 15:00 · ${formatDate(closed.date, 'ko')} 휴관`,
    );
    expect((await programmeFacts(t.db, 'en', t.clock.now())).hoursChanges).toBe(
      `${formatDate(holiday.date, 'en')}: 12:00–17:00 (Christmas Day) · last docent tour 15:00 · ${formatDate(closed.date, 'en')}: closed`,
    );
    // Each language writes the day its own way (the English page said "2026-12-06" beside "27 Nov – 18 Dec 2026").
    expect((await programmeFacts(t.db, 'en', t.clock.now())).hoursChanges).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}: /,
    );
    // The usual hours stay the edition's own: no day is announced as changed but the dated ones.
    expect((await programmeFacts(t.db, 'ko', t.clock.now())).hours).toBe('매일 11:00–20:00');
  });
});
