import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { seedContent } from '@/server/content/seed';
import { consoleTestApp } from '../support/admin';
import { faqInput } from '../support/content';
import type { createTestApp } from '../support/test-app';
import { consoleEventForm, DAY, HOUR } from './events-fixtures';

/**
 * Issue 50: an event's summary and body refer to facts by token, as FAQ answers and notices do
 * (decision 037): the page fills the running edition's hours and the event's own place and slot
 * length, and a token that names no fact is refused when the console saves it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  ({ t, tokens } = await consoleTestApp());
  await seedContent(t.db, t.clock.now());
});
afterAll(() => t.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const form = (over: Record<string, unknown> = {}) =>
  consoleEventForm(t.clock.now(), {
    summaryKo: '출발 장소: {{place}} · 길이: {{duration}}',
    summaryEn: 'Leaves from {{place}}, about {{duration}}',
    bodyKo: '<p>운영 시간: {{hours}}</p><p>투어 길이: {{ duration }}</p>',
    bodyEn: '<p>Hours: {{hours}}</p>',
    placeKo: '성수 팝업 1층 로비',
    placeEn: 'Seongsu pop-up, 1F lobby',
    ...over,
  });

describe('event text tokens', () => {
  it('fills the hours, the place and the slot length on the event page and in the list, in both languages', async () => {
    const created = await t.call('POST', '/api/admin/events', form(), tokens.manager);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(
      (
        await t.call(
          'POST',
          `/api/admin/events/${id}/sessions`,
          { startsAt: at(3 * HOUR), capacity: 5 },
          tokens.manager,
        )
      ).status,
    ).toBe(201);

    const ko = await (await t.call('GET', `/api/events/${id}`)).json();
    expect(ko.summary).toBe('출발 장소: 성수 팝업 1층 로비 · 길이: 45분');
    expect(ko.body).toBe('<p>운영 시간: 매일 11:00–20:00</p><p>투어 길이: 45분</p>');
    const en = await (await t.call('GET', `/api/events/${id}?lang=en`)).json();
    expect(en.summary).toBe('Leaves from Seongsu pop-up, 1F lobby, about 45 minutes');
    expect(en.body).toBe('<p>Hours: Daily 11:00–20:00</p>');
    const list = await (await t.call('GET', '/api/events?tab=on')).json();
    expect(list.items.find((e: { id: string }) => e.id === id)?.summary).toBe(
      '출발 장소: 성수 팝업 1층 로비 · 길이: 45분',
    );
    expect(JSON.stringify([ko, en, list])).not.toContain('{{');

    // The place changes once, on the event: its prose follows.
    await t.call('PATCH', `/api/admin/events/${id}`, { placeKo: '성수 팝업 2층' }, tokens.manager);
    expect((await (await t.call('GET', `/api/events/${id}`)).json()).summary).toBe(
      '출발 장소: 성수 팝업 2층 · 길이: 45분',
    );
  });

  // Decision 070: how long the programme itself takes, where it is shorter than its slot, is one field.
  it('fills the actual length from the event’s own field, and refuses a length that is not whole minutes', async () => {
    const created = await t.call(
      'POST',
      '/api/admin/events',
      form({
        activityMinutes: 30,
        summaryKo: '투어(약 {{length}}) · 티켓 {{duration}}',
        summaryEn: 'About {{length}}',
      }),
      tokens.manager,
    );
    expect(created.status).toBe(201);
    const made = await created.json();
    expect(made.activityMinutes).toBe(30);
    const { id } = made;
    await t.call(
      'POST',
      `/api/admin/events/${id}/sessions`,
      { startsAt: at(3 * HOUR), capacity: 5 },
      tokens.manager,
    );
    const page = await (await t.call('GET', `/api/events/${id}`)).json();
    expect(page.summary).toBe('투어(약 30분) · 티켓 45분');
    expect(page.activityMinutes).toBe(30);
    expect((await (await t.call('GET', `/api/events/${id}?lang=en`)).json()).summary).toBe(
      'About 30 minutes',
    );

    expect(
      (await t.call('PATCH', `/api/admin/events/${id}`, { activityMinutes: 25 }, tokens.manager)).status,
    ).toBe(200);
    expect((await (await t.call('GET', `/api/events/${id}`)).json()).summary).toBe(
      '투어(약 25분) · 티켓 45분',
    );

    for (const bad of [0, -5, 12.5, 601, '30', 'abc']) {
      const refused = await t.call(
        'PATCH',
        `/api/admin/events/${id}`,
        { activityMinutes: bad },
        tokens.manager,
      );
      expect(refused.status, String(bad)).toBe(422);
      const { fields } = (await refused.json()).error;
      expect(Object.keys(fields), String(bad)).toEqual(['activityMinutes']);
    }
    // cleared: the page says nothing for {{length}}, never braces, and the record is as it was
    expect(
      (await t.call('PATCH', `/api/admin/events/${id}`, { activityMinutes: null }, tokens.manager)).status,
    ).toBe(200);
    const cleared = await (await t.call('GET', `/api/events/${id}`)).json();
    expect(cleared.activityMinutes).toBeNull();
    expect(cleared.summary).toBe('투어(약 ) · 티켓 45분');
  });

  it('refuses a token that names no fact, on its field, naming it and the tokens there are', async () => {
    const refused = await t.call(
      'POST',
      '/api/admin/events',
      form({ bodyKo: '<p>{{venu}}</p>' }),
      tokens.manager,
    );
    expect(refused.status).toBe(422);
    const { fields } = (await refused.json()).error;
    expect(Object.keys(fields)).toEqual(['bodyKo']);
    expect(fields.bodyKo).toContain('{{venu}}');
    expect(fields.bodyKo).toContain('{{hours}}');
    expect(fields.bodyKo).toContain('{{place}}');

    const created = await t.call('POST', '/api/admin/events', form(), tokens.manager);
    const { id } = await created.json();
    const patched = await t.call(
      'PATCH',
      `/api/admin/events/${id}`,
      { summaryEn: 'Tours at {{tourTimes}}' },
      tokens.manager,
    );
    expect(patched.status).toBe(422);
    const en = await t.call(
      'PATCH',
      `/api/admin/events/${id}`,
      { summaryEn: 'Tours at {{tourTimes}}' },
      tokens.manager,
      { 'Accept-Language': 'en' },
    );
    expect((await en.json()).error.fields.summaryEn).toMatch(
      /^Unknown token: \{\{tourTimes\}\}\. The tokens you can use: /,
    );
  });

  it('FAQ answers and notices refuse an unknown token the same way, on create and on edit', async () => {
    const faq = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ answerKo: '<p>{{docentTime}}</p>' }),
      tokens.editor,
    );
    expect(faq.status).toBe(422);
    expect((await faq.json()).error.fields.answerKo).toContain('{{docentTime}}');
    const ok = await t.call(
      'POST',
      '/api/admin/faq',
      faqInput({ answerKo: '<p>{{docentTimes}}</p>' }),
      tokens.editor,
    );
    expect(ok.status).toBe(201);
    const { id } = await ok.json();
    const edit = await t.call(
      'PATCH',
      `/api/admin/faq/${id}`,
      { answerEn: '<p>{{place}}</p>' },
      tokens.editor,
    );
    // {{place}} is an event's own fact: an FAQ answer has no place to fill it from.
    expect(Object.keys((await edit.json()).error.fields)).toEqual(['answerEn']);

    const notice = {
      titleKo: '운영 시간 안내',
      bodyKo: '<p>{{hours}} · {{closingTime}}</p>',
      placement: 'home',
      startsAt: at(-HOUR),
      endsAt: at(DAY),
    };
    const refused = await t.call('POST', '/api/admin/notices', notice, tokens.editor);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields.bodyKo).toContain('{{closingTime}}');
  });
});
