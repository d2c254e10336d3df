import { format } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { applications, events, faqCategories } from '@/server/db/schema';
import { studioTestApp } from '../support/admin';
import { signUp } from '../support/member-flow';
import { operations } from '../support/openapi';
import type { createTestApp } from '../support/test-app';
import { makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

/**
 * One input rule at the edge, for every route (issue 55, decision 030): text no column can store
 * is refused with a field message, and an empty patch is a 422, never a 500.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await studioTestApp());
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
const body = async (res: Response) => (await res.json()) as any;
const EN = { 'accept-language': 'en' };

describe('an unpaired UTF-16 surrogate', () => {
  it('in a survey answer (a jsonb column) is refused with 422 and a field message in both languages; nothing is stored', async () => {
    const now = t.clock.now();
    const { event, questions } = await makeEvent(t.db, now, {
      type: 'survey',
      kind: 'survey',
      slots: [],
      questions: SURVEY_QUESTIONS,
    });
    const [q1, , q3] = questions.map((q) => q.id);
    const a = await member(t.db, now);
    const path = `/api/events/${event.id}/applications`;
    const answers = { [q1]: 'good', [q3]: '\ud800x' };

    const ko = await t.call('POST', path, { answers }, a.token);
    expect(ko.status).toBe(422);
    const koBody = await body(ko);
    expect(koBody.error.code).toBe('VALIDATION_FAILED');
    expect(koBody.error.fieldCodes).toEqual({ [`answers.${q3}`]: 'malformedText' });
    expect(koBody.error.fields[`answers.${q3}`]).toBe(
      '올바르지 않은 문자가 섞여 있습니다. 다시 입력해 주세요.',
    );

    const en = await body(await t.call('POST', path, { answers }, a.token, EN));
    expect(en.error.fields[`answers.${q3}`]).toBe(
      'This contains characters that are not valid text. Please enter it again.',
    );
    expect(await t.db.select().from(applications).where(eq(applications.eventId, event.id))).toEqual([]);

    // A well-formed pair (an emoji) is text like any other.
    expect((await t.call('POST', path, { answers: { [q1]: 'good', [q3]: '😀x' } }, a.token)).status).toBe(
      201,
    );
  });

  it('in a console title (a text column and the audit log’s jsonb) is refused before anything is written', async () => {
    const at = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const res = await t.call(
      'POST',
      '/api/admin/events',
      { type: 'board', kind: 'notice', titleKo: 's\ud800', startsAt: at, endsAt: at },
      tokens.owner,
    );
    expect(res.status).toBe(422);
    expect((await body(res)).error.fieldCodes).toEqual({ titleKo: 'malformedText' });
    expect(await t.db.select().from(events).where(eq(events.titleKo, 's\ufffd'))).toEqual([]);
  });

  it('at the end of a string or as a lone low surrogate is refused the same way', async () => {
    const { token } = await member(t.db, t.clock.now());
    for (const detail of ['a\udfff', '\udc00b', 'x\ud83d']) {
      const res = await t.call('POST', '/api/users/my/withdrawal', { reason: 'other', detail }, token);
      expect(res.status).toBe(422);
      expect((await body(res)).error.fieldCodes).toEqual({ detail: 'malformedText' });
    }
    expect((await t.call('GET', '/api/users/my', undefined, token)).status).toBe(200);
  });
});

describe('an empty patch', () => {
  it('PATCH /api/admin/faq/categories/{key} with {} is a 422 with a message, not a 500; the category is unchanged', async () => {
    const [before] = await t.db.select().from(faqCategories).limit(1);
    const res = await t.call('PATCH', `/api/admin/faq/categories/${before.key}`, {}, tokens.owner, EN);
    expect(res.status).toBe(422);
    const err = (await body(res)).error;
    expect(err.fieldCodes).toEqual({ _: 'emptyPatch' });
    expect(err.fields._).toBe('Send at least one field to change.');
    const [after] = await t.db.select().from(faqCategories).where(eq(faqCategories.key, before.key));
    expect(after).toEqual(before);
  });

  it('every PATCH operation of the OpenAPI document whose fields are all optional refuses {} the same way', async () => {
    const ops = operations(await body(await t.call('GET', '/api/openapi.json'))).filter(
      (o) => o.method.toUpperCase() === 'PATCH',
    );
    expect(ops.length).toBeGreaterThanOrEqual(9);
    const { token } = await member(t.db, t.clock.now());
    const seen: string[] = [];
    for (const op of ops) {
      if (op.body?.required?.length) continue; // a field is required: `{}` already names it
      const path = op.path
        // A mail is named by its key, not a UUID.
        .replace('/api/admin/mail/{id}', '/api/admin/mail/signUpCode')
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
        .replace('{key}', 'exhibition');
      const res = await t.call('PATCH', path, {}, op.path.startsWith('/api/users/') ? token : tokens.owner);
      expect({ path: op.path, status: res.status }).toEqual({ path: op.path, status: 422 });
      expect((await body(res)).error.fieldCodes).toEqual({ _: 'emptyPatch' });
      seen.push(op.path);
    }
    expect(seen).toContain('/api/users/my');
    expect(seen).toContain('/api/admin/events/{id}');
  });
});

describe('search', () => {
  it('treats %, _ and \\ as themselves in every console search, the applicants’ phone branch included', async () => {
    const now = t.clock.now();
    const { event, sessions } = await makeEvent(t.db, now, { slots: [{ inHours: 24, capacity: 5 }] });
    for (let i = 0; i < 2; i++) {
      const m = await member(t.db, now);
      const res = await t.call(
        'POST',
        `/api/events/${event.id}/applications`,
        { sessionId: sessions[0].id },
        m.token,
      );
      expect(res.status).toBe(201);
    }
    const applicants = async (q: string) =>
      (
        await body(
          await t.call(
            'GET',
            `/api/admin/events/${event.id}/applications?q=${encodeURIComponent(q)}`,
            undefined,
            tokens.owner,
          ),
        )
      ).total;
    expect(await applicants('5678')).toBe(2);
    for (const q of ['%', '_', '\\', '%%', 'a_b'])
      expect({ q, total: await applicants(q) }).toEqual({ q, total: 0 });

    const titles = async (q: string) =>
      (
        await body(
          await t.call('GET', `/api/admin/events?q=${encodeURIComponent(q)}`, undefined, tokens.owner),
        )
      ).total;
    expect(await titles('테스트')).toBeGreaterThan(0);
    expect(await titles('%')).toBe(0);
    expect(await titles('_')).toBe(0);

    const audit = async (staff: string) =>
      (
        await body(
          await t.call('GET', `/api/admin/audit?staff=${encodeURIComponent(staff)}`, undefined, tokens.owner),
        )
      ).total;
    expect(await audit('owner@')).toBeGreaterThan(0);
    expect(await audit('_')).toBe(0);
  });
});

describe('the server log', () => {
  it('of a request whose statement fails holds no parameter values, row detail, e-mail or phone', async () => {
    const now = t.clock.now();
    const { event, questions } = await makeEvent(t.db, now, {
      type: 'survey',
      kind: 'survey',
      slots: [],
      questions: SURVEY_QUESTIONS,
    });
    const [q1, , q3] = questions.map((q) => q.id);
    const a = await member(t.db, now, { email: 'log-probe@example.com', tel: '01055501234' });
    // A constraint that fails this one insert, as a database fault would, after the input passed.
    await t.db.execute(
      sql.raw(
        `alter table applications add constraint input_edge_log_probe check (coalesce(answers::text, '') not like '%secret-%')`,
      ),
    );
    const logged: string[] = [];
    const capture = (...args: unknown[]) => {
      logged.push(format(...args));
    };
    const spies = [
      vi.spyOn(console, 'error').mockImplementation(capture),
      vi.spyOn(console, 'warn').mockImplementation(capture),
    ];
    try {
      const res = await t.call(
        'POST',
        `/api/events/${event.id}/applications`,
        { answers: { [q1]: 'good', [q3]: 'secret-ans' } },
        a.token,
      );
      expect(res.status).toBe(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await body(res)).error.code).toBe('INTERNAL');
    } finally {
      for (const spy of spies) spy.mockRestore();
      await t.db.execute(sql.raw('alter table applications drop constraint input_edge_log_probe'));
    }
    const log = logged.join('\n');
    expect(log).toContain('Failed query: insert into "applications"');
    expect(log).toContain('input_edge_log_probe');
    for (const value of [
      a.id,
      'secret-ans',
      event.id,
      q3,
      'log-probe@example.com',
      '01055501234',
      'params:',
      'Failing row',
    ])
      expect({ value, found: log.includes(value) }).toEqual({ value, found: false });
  });
});

describe('invisible and line-breaking text', () => {
  let ip = 0;
  const contact = (over: Record<string, unknown>, lang = 'ko') =>
    t.call(
      'POST',
      '/api/contact',
      {
        type: 'event',
        name: '홍길동',
        tel: '01098765432',
        email: 'visitor@example.com',
        title: '도슨트 투어 문의',
        message: '단체 관람이 가능한가요?',
        consent: true,
        elapsedMs: 8000,
        ...over,
      },
      undefined,
      { 'x-forwarded-for': `10.55.0.${++ip}`, 'accept-language': lang },
    );

  it('the contact title (the mail’s Subject:) refuses CR LF, U+2028 and a right-to-left override, in both languages', async () => {
    for (const title of ['문의\r\nBcc: all@example.com', '문의\u2028둘째 줄', '문의 \u202etxt.exe']) {
      const res = await contact({ title });
      expect(res.status).toBe(422);
      const err = (await body(res)).error;
      expect({ title, codes: err.fieldCodes }).toEqual({ title, codes: { title: 'singleLine' } });
      expect(err.fields.title).toBe(
        '한 줄로 입력해 주세요. 줄바꿈, 제어 문자, 글자 방향 제어 문자는 쓸 수 없습니다.',
      );
    }
    const en = (await body(await contact({ rank: 'Lead\u202e' }, 'en'))).error;
    expect(en.fields).toEqual({
      rank: 'Enter this on one line, without line breaks, control characters or text-direction controls.',
    });
    // The message is many lines by nature; a title's trailing line break is trimmed.
    expect((await contact({ title: '문의\r\n', message: '첫 줄\r\n둘째 줄' })).status).toBe(201);
  });

  it('a title or a company of only zero-width spaces is refused with a message', async () => {
    const zw = '\u200b\u200b\u200b';
    const c = await body(await contact({ title: zw }, 'en'));
    expect(c.error.fieldCodes).toEqual({ title: 'noVisibleText' });
    expect(c.error.fields.title).toBe(
      'Enter visible characters: spaces or invisible characters alone cannot be saved.',
    );

    const at = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const ev = await t.call(
      'POST',
      '/api/admin/events',
      { type: 'board', kind: 'notice', titleKo: zw, titleEn: 'A\nB', startsAt: at, endsAt: at },
      tokens.owner,
    );
    expect(ev.status).toBe(422);
    expect((await body(ev)).error.fieldCodes).toEqual({ titleKo: 'noVisibleText', titleEn: 'singleLine' });

    const { res } = await signUp(t, { memberType: 'company', extra: { company: zw, rank: '\ufeff\u200b' } });
    expect(res.status).toBe(422);
    expect((await body(res)).error.fieldCodes).toMatchObject({
      company: 'noVisibleText',
      rank: 'noVisibleText',
    });
  });

  it('a required survey answer of only invisible characters is no answer', async () => {
    const now = t.clock.now();
    const { event, questions } = await makeEvent(t.db, now, {
      type: 'survey',
      kind: 'survey',
      slots: [],
      questions: [{ kind: 'text', required: true, labelKo: '의견', labelEn: 'Comment', maxLength: 100 }],
    });
    const a = await member(t.db, now);
    const path = `/api/events/${event.id}/applications`;
    const res = await t.call('POST', path, { answers: { [questions[0].id]: '\u200b\u2060' } }, a.token);
    expect(res.status).toBe(422);
    expect((await body(res)).error.fieldCodes).toEqual({ [`answers.${questions[0].id}`]: 'noVisibleText' });
    expect(
      (await t.call('POST', path, { answers: { [questions[0].id]: '좋아요\n또 올게요' } }, a.token)).status,
    ).toBe(201);
  });
});

describe('error answers', () => {
  it('of every kind carry Cache-Control: no-store', async () => {
    const { token } = await member(t.db, t.clock.now());
    const answers: [string, Response][] = [
      [
        '400',
        await t.call('POST', '/api/contact', '{"type":', undefined, { 'x-forwarded-for': '10.56.0.1' }),
      ],
      ['401', await t.call('GET', '/api/users/my')],
      ['403', await t.call('GET', '/api/admin/events', undefined, token)],
      ['404', await t.call('GET', '/api/nothing-here')],
      ['405', await t.call('PUT', '/api/health')],
      [
        '413',
        await t.call('PATCH', '/api/users/my', { company: 'x'.repeat(70_000) }, token, {
          'content-length': '70030',
        }),
      ],
      [
        '415',
        await t.app.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'x',
        }),
      ],
      ['422', await t.call('PATCH', '/api/users/my', {}, token)],
    ];
    for (const [status, res] of answers)
      expect({ status, got: res.status, cache: res.headers.get('cache-control') }).toEqual({
        status,
        got: Number(status),
        cache: 'no-store',
      });
  });
});
