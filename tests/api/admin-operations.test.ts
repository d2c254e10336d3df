import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BACKGROUND_POLL_HEADER, LIST_VIEW_AUDIT_WINDOW_MINUTES, type StaffRole } from '@/schemas/admin';
import { applications, auditLog, contactInquiries, eventSessions, mailOutbox } from '@/server/db/schema';
import { ticketCode } from '@/server/events/tickets';
import enCommon from '../../messages/en/common.json';
import koCommon from '../../messages/ko/common.json';
import { consoleTestApp, json, staffTokens } from '../support/admin';
import type { createTestApp } from '../support/test-app';
import { consoleEventForm, DAY, HOUR, member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ({ t, tokens } = await consoleTestApp());
});
afterAll(() => t.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** A published bilingual application event with two slots, made through the console. */
async function consoleEvent(over: Record<string, unknown> = {}) {
  const created = await json(
    await t.call(
      'POST',
      '/api/admin/events',
      consoleEventForm(t.clock.now(), {
        summaryKo: '전시 해설',
        summaryEn: 'A guided walk',
        bodyKo: '<p>안내<script>alert(1)</script></p><p onclick="x()">둘째</p>',
        bodyEn: '',
        placeKo: '성수 팝업 2층',
        placeEn: '',
        ...over,
      }),
      tokens.manager,
    ),
  );
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const slots = [];
  for (const [inHours, capacity] of [
    [3, 2],
    [26, 5],
  ]) {
    const s = await json(
      await t.call(
        'POST',
        `/api/admin/events/${id}/sessions`,
        { startsAt: at(inHours * HOUR), capacity },
        tokens.manager,
      ),
    );
    expect(s.status).toBe(201);
    slots.push(s.body);
  }
  return { id, created: created.body, slots };
}

describe('events in the console', () => {
  it('creates a bilingual event: sanitised body, missing English named, visible with its English fields', async () => {
    const { id, created, slots } = await consoleEvent();
    expect(created.bodyKo).toBe('<p>안내</p><p>둘째</p>');
    expect(created.missingEnglish).toEqual(['bodyEn', 'placeEn']);
    expect(slots[0]).toMatchObject({ capacity: 2, taken: 0, seatsLeft: 2, checkedIn: 0 });
    expect(new Date(slots[0].endsAt).getTime() - new Date(slots[0].startsAt).getTime()).toBe(45 * 60_000);

    const en = await json(await t.call('GET', '/api/events?tab=on&lang=en'));
    expect(en.body.items.map((e: { title: string }) => e.title)).toContain('Materials docent tour');
    const ko = await json(await t.call('GET', `/api/events/${id}`));
    expect(ko.body).toMatchObject({
      title: '소재 도슨트 투어',
      location: '성수 팝업 2층',
      body: '<p>안내</p><p>둘째</p>',
    });
    // English falls back to Korean where the English field is still empty: never half-empty.
    const enDetail = await json(await t.call('GET', `/api/events/${id}?lang=en`));
    expect(enDetail.body).toMatchObject({ title: 'Materials docent tour', location: '성수 팝업 2층' });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toContain('event.create');
  });

  it('keeps drafts and unpublished events off the public site', async () => {
    const { id } = await consoleEvent({ published: false, titleKo: '초안 이벤트' });
    expect((await t.call('GET', `/api/events/${id}`)).status).toBe(404);
    const list = await json(await t.call('GET', '/api/events?tab=on'));
    expect(list.body.items.map((e: { id: string }) => e.id)).not.toContain(id);
    const pub = await json(
      await t.call('PATCH', `/api/admin/events/${id}`, { published: true }, tokens.manager),
    );
    expect(pub.body.published).toBe(true);
    expect((await t.call('GET', `/api/events/${id}`)).status).toBe(200);
  });

  it('validates the whole record: period, survey questions, field messages in Korean', async () => {
    const bad = await json(
      await t.call(
        'POST',
        '/api/admin/events',
        { type: 'survey', kind: 'survey', titleKo: '', startsAt: at(DAY), endsAt: at(0) },
        tokens.manager,
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({
      titleKo: '제목을 입력해 주세요.',
      endsAt: '종료 일시는 시작 일시보다 뒤여야 합니다.',
    });
    const { id } = await consoleEvent();
    const patch = await json(
      await t.call('PATCH', `/api/admin/events/${id}`, { endsAt: at(-3 * DAY) }, tokens.manager),
    );
    expect(patch.status).toBe(422);
    expect(Object.keys(patch.body.error.fields)).toContain('endsAt');
  });

  it('never loses an application: capacity, slot removal, type change and deletion are refused', async () => {
    const { id, slots } = await consoleEvent();
    const m = await member(t.db, t.clock.now());
    const applied = await t.call(
      'POST',
      `/api/events/${id}/applications`,
      { sessionId: slots[0].id },
      m.token,
    );
    expect(applied.status).toBe(201);

    const shrink = await json(
      await t.call('PATCH', `/api/admin/sessions/${slots[0].id}`, { capacity: 0 }, tokens.manager),
    );
    expect(shrink.status).toBe(422);
    const m2 = await member(t.db, t.clock.now());
    await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, m2.token);
    const below = await json(
      await t.call('PATCH', `/api/admin/sessions/${slots[0].id}`, { capacity: 1 }, tokens.manager),
    );
    expect(below.status).toBe(409);
    expect(below.body.error).toMatchObject({
      code: 'CAPACITY_BELOW_TAKEN',
      message: '정원은 이미 신청된 좌석 수보다 적게 줄일 수 없습니다.',
      fields: { capacity: '이미 2석이 신청되어 그보다 적게 줄일 수 없습니다.' },
    });
    const grow = await json(
      await t.call('PATCH', `/api/admin/sessions/${slots[0].id}`, { capacity: 8 }, tokens.manager),
    );
    expect(grow.body).toMatchObject({ capacity: 8, taken: 2, seatsLeft: 6 });

    const move = await json(
      await t.call('PATCH', `/api/admin/sessions/${slots[0].id}`, { startsAt: at(5 * HOUR) }, tokens.manager),
    );
    expect(move.body.error.code).toBe('SESSION_HAS_APPLICANTS');
    const remove = await json(
      await t.call('DELETE', `/api/admin/sessions/${slots[0].id}`, undefined, tokens.manager),
    );
    expect(remove.body.error.code).toBe('SESSION_HAS_APPLICANTS');
    const type = await json(
      await t.call('PATCH', `/api/admin/events/${id}`, { type: 'board' }, tokens.manager),
    );
    expect(type.body.error.code).toBe('EVENT_TYPE_LOCKED');
    const del = await json(await t.call('DELETE', `/api/admin/events/${id}`, undefined, tokens.manager));
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('EVENT_HAS_APPLICATIONS');

    const edit = await json(
      await t.call(
        'PATCH',
        `/api/admin/events/${id}`,
        { titleKo: '소재 도슨트 투어 (수정)', bodyEn: '<p>Tour</p>' },
        tokens.manager,
      ),
    );
    expect(edit.body).toMatchObject({
      titleKo: '소재 도슨트 투어 (수정)',
      applications: 2,
      missingEnglish: ['placeEn'],
    });
    const mine = await json(await t.call('GET', '/api/users/my/applications', undefined, m.token));
    expect(mine.body.items[0]).toMatchObject({
      status: 'confirmed',
      event: { title: '소재 도슨트 투어 (수정)' },
    });

    // An empty slot can go, and an event nobody applied to can be deleted.
    expect(
      (await t.call('DELETE', `/api/admin/sessions/${slots[1].id}`, undefined, tokens.manager)).status,
    ).toBe(200);
    const { id: empty } = await consoleEvent({ titleKo: '지울 이벤트' });
    expect((await t.call('DELETE', `/api/admin/events/${empty}`, undefined, tokens.manager)).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/admin/events/${empty}`, undefined, tokens.manager)).status).toBe(404);
  });

  it('creates a survey with its questions, and locks them once answered', async () => {
    const created = await json(
      await t.call(
        'POST',
        '/api/admin/events',
        {
          type: 'survey',
          kind: 'survey',
          titleKo: '관람 설문',
          titleEn: 'Visitor survey',
          startsAt: at(-DAY),
          endsAt: at(5 * DAY),
          published: true,
          questions: [
            {
              kind: 'single',
              required: true,
              labelKo: '가장 좋았던 층',
              labelEn: 'Favourite floor',
              options: [
                { value: '1F', ko: '1층', en: '1F' },
                { value: '2F', ko: '2층', en: '2F' },
              ],
            },
          ],
        },
        tokens.manager,
      ),
    );
    expect(created.status).toBe(201);
    const q = created.body.questions[0];
    const m = await member(t.db, t.clock.now());
    expect(
      (
        await t.call(
          'POST',
          `/api/events/${created.body.id}/applications`,
          { answers: { [q.id]: '2F' } },
          m.token,
        )
      ).status,
    ).toBe(201);
    const locked = await json(
      await t.call(
        'PATCH',
        `/api/admin/events/${created.body.id}`,
        { questions: [{ kind: 'text', required: false, labelKo: '의견', labelEn: 'Comment' }] },
        tokens.manager,
      ),
    );
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('QUESTIONS_LOCKED');
  });
});

describe('applicants', () => {
  it('lists applicants masked, reveals one value with a reason (audited), exports a formula-safe CSV', async () => {
    const { id, slots } = await consoleEvent();
    const evil = await member(t.db, t.clock.now(), {
      name: '=HYPERLINK("http://x")',
      email: 'attacker.long@example.com',
      tel: '01099998888',
      memberType: 'company',
      company: '@SUM(1+1)',
    });
    const plain = await member(t.db, t.clock.now(), {
      name: '박지민',
      email: 'jimin@example.com',
      tel: '01055554444',
    });
    await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, evil.token);
    await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[1].id }, plain.token);

    const list = await json(
      await t.call('GET', `/api/admin/events/${id}/applications`, undefined, tokens.manager),
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const jimin = list.body.items.find((a: { member: { name: string } }) => a.member.name === '박지민');
    expect(jimin.member).toMatchObject({ email: 'jim**@example.com', tel: '010-****-4444' });
    expect(list.body.sessions.map((s: { taken: number }) => s.taken)).toEqual([1, 1]);
    const viewer = await json(
      await t.call('GET', `/api/admin/events/${id}/applications`, undefined, tokens.viewer),
    );
    expect(viewer.body.items.map((a: { member: { name: string } }) => a.member.name)).toContain('박*민');

    const filtered = await json(
      await t.call(
        'GET',
        `/api/admin/events/${id}/applications?memberType=company&sessionId=${slots[0].id}`,
        undefined,
        tokens.manager,
      ),
    );
    expect(filtered.body.items).toHaveLength(1);
    const searched = await json(
      await t.call('GET', `/api/admin/events/${id}/applications?q=jimin`, undefined, tokens.manager),
    );
    expect(searched.body.items).toHaveLength(1);
    const attended = await json(
      await t.call('GET', `/api/admin/events/${id}/applications?attended=true`, undefined, tokens.manager),
    );
    expect(attended.body.items).toHaveLength(0);

    const noReason = await json(
      await t.call(
        'POST',
        `/api/admin/applications/${jimin.id}/reveal`,
        { field: 'tel', reason: ' ' },
        tokens.manager,
      ),
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.fields.reason).toBe('사유를 입력해 주세요.');
    const revealed = await json(
      await t.call(
        'POST',
        `/api/admin/applications/${jimin.id}/reveal`,
        { field: 'tel', reason: '현장 연락' },
        tokens.manager,
      ),
    );
    expect(revealed.body).toEqual({ field: 'tel', value: '01055554444' });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicant.reveal'));
    expect(row).toMatchObject({
      staffEmail: 'manager@moru-surfaces.example',
      role: 'manager',
      targetType: 'application',
      targetId: jimin.id,
      detail: { field: 'tel', reason: '현장 연락', eventId: id },
    });
    const reads = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicants.list'));
    expect(reads.length).toBeGreaterThanOrEqual(4);

    const csv = await t.call(
      'GET',
      `/api/admin/events/${id}/applications?format=csv`,
      undefined,
      tokens.manager,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="applicants\.csv"; filename\*=UTF-8''/,
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"신청번호","회차","이름","이메일","휴대폰"/);
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`"'@SUM(1+1)"`);
    expect(text).toContain('"attacker.long@example.com"');
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
    const exported = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicants.export'));
    expect(exported[0].detail).toMatchObject({ rows: 2 });
    expect(
      (await t.call('GET', `/api/admin/events/${id}/applications?format=csv`, undefined, tokens.viewer))
        .status,
    ).toBe(403);
  });

  it('logs a list view once per visit: timed refreshes add no row, a new visit or a stale one does', async () => {
    const { id } = await consoleEvent();
    const target = `/api/admin/events/${id}/applications`;
    const rows = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicants.list'))).filter(
        (r) => r.targetId === id,
      ).length;
    const poll = { [BACKGROUND_POLL_HEADER]: '1' };
    const started = t.clock.now();
    onTestFinished(() => t.clock.set(started)); // the other tests' staff tokens stay valid

    // A refresh flag on the first look is not honoured: the first view is always logged.
    expect((await t.call('GET', target, undefined, tokens.manager, poll)).status).toBe(200);
    expect(await rows()).toBe(1);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(15_000);
      expect((await t.call('GET', target, undefined, tokens.manager, poll)).status).toBe(200);
    }
    expect(await rows()).toBe(1);
    // Another staff member's refresh is their own first view; a visit without the flag is logged.
    await t.call('GET', target, undefined, tokens.viewer, poll);
    await t.call('GET', target, undefined, tokens.manager);
    expect(await rows()).toBe(3);
    // A page left open past the window logs again, once.
    t.clock.advance(LIST_VIEW_AUDIT_WINDOW_MINUTES * 60_000 + 1);
    const fresh = await staffTokens(t.db, t.clock.now());
    expect((await t.call('GET', target, undefined, fresh.manager, poll)).status).toBe(200);
    await t.call('GET', target, undefined, fresh.manager, poll);
    expect(await rows()).toBe(4);
  });

  it('exports the applicants as an Excel workbook: Korean headers, a slot column, neutralised cells, audited', async () => {
    const { id, slots } = await consoleEvent({ titleKo: '엑셀 내보내기 투어' });
    const evil = await member(t.db, t.clock.now(), {
      name: '+cmd',
      email: 'xlsx.evil@example.com',
      tel: '01077776666',
      memberType: 'company',
      company: '-2+3',
    });
    const plain = await member(t.db, t.clock.now(), {
      name: '김하늘',
      email: 'haneul@example.com',
      tel: '01033332222',
    });
    await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, evil.token);
    await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[1].id }, plain.token);
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicants.export'));

    const res = await t.call(
      'GET',
      `/api/admin/events/${id}/applications?format=xlsx`,
      undefined,
      tokens.owner,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="applicants\.xlsx"; filename\*=UTF-8''applicants-/,
    );
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('엑셀_내보내기_투어');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['신청자']);
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const cells = rows.map((r) => r.slice(1));
    expect(cells[0].slice(0, 8)).toEqual([
      '신청번호',
      '회차',
      '이름',
      '이메일',
      '휴대폰',
      '회원 유형',
      '회사',
      '상태',
    ]);
    expect(cells).toHaveLength(3);
    const byEmail = (email: string) => cells.find((r) => r[3] === email) as unknown[];
    expect(byEmail('xlsx.evil@example.com').slice(2, 8)).toEqual([
      "'+cmd",
      'xlsx.evil@example.com',
      '010-7777-6666',
      '기업',
      "'-2+3",
      '확정',
    ]);
    expect(byEmail('haneul@example.com')[2]).toBe('김하늘');
    expect(new Set(cells.slice(1).map((r) => r[1])).size).toBe(2);
    // Issue 51: the slot with its end time, and columns wide enough for an id and an e-mail.
    for (const row of cells.slice(1)) expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}~\d{2}:\d{2}$/);
    const idWidth = sheet.getColumn(1).width ?? 0;
    expect(idWidth).toBeGreaterThanOrEqual(String(cells[1][0]).length);
    expect(sheet.getColumn(4).width ?? 0).toBeGreaterThanOrEqual('xlsx.evil@example.com'.length);
    for (const row of cells) {
      for (const value of row) expect(typeof value === 'string' && /^[=+\-@\t\r]/.test(value)).toBe(false);
    }
    sheet.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });

    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicants.export'));
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((a) => !before.some((b) => b.id === a.id));
    expect(entry).toMatchObject({
      staffEmail: 'owner@moru-surfaces.example',
      targetType: 'event',
      targetId: id,
      detail: { rows: 2, format: 'xlsx', filters: {} },
    });

    for (const role of ['viewer', 'editor', 'door'] as const) {
      const refused = await t.call(
        'GET',
        `/api/admin/events/${id}/applications?format=xlsx`,
        undefined,
        tokens[role],
      );
      expect(refused.status, role).toBe(403);
      expect((await refused.json()).error.code).toBe('FORBIDDEN');
    }
    const after403 = await t.db.select().from(auditLog).where(eq(auditLog.action, 'applicants.export'));
    expect(after403).toHaveLength(after.length);
  });

  it('staff cancel with a reason: seat freed, member mailed in their language, audited', async () => {
    const { id, slots } = await consoleEvent();
    const m = await member(t.db, t.clock.now(), { email: 'cancel.me@example.com' });
    const applied = await json(
      await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, m.token, {
        'accept-language': 'en',
      }),
    );
    const cancelled = await t.call(
      'POST',
      `/api/admin/applications/${applied.body.id}/cancel`,
      { reason: 'Venue closed for repairs' },
      tokens.manager,
    );
    expect(cancelled.status).toBe(200);
    const [slot] = await t.db.select().from(eventSessions).where(eq(eventSessions.id, slots[0].id));
    expect(slot.taken).toBe(0);
    const [app] = await t.db.select().from(applications).where(eq(applications.id, applied.body.id));
    expect(app).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'Venue closed for repairs',
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'cancel.me@example.com'));
    const notice = mails.find((x) => /cancelled/.test(x.subject));
    expect(notice?.locale).toBe('en');
    expect(notice?.text).toContain('Reason: Venue closed for repairs');
    const again = await json(
      await t.call(
        'POST',
        `/api/admin/applications/${applied.body.id}/cancel`,
        { reason: 'x' },
        tokens.manager,
      ),
    );
    expect(again.body.error.code).toBe('ALREADY_CANCELLED');
    const mine = await json(await t.call('GET', '/api/users/my/applications', undefined, m.token));
    expect(mine.body.items[0]).toMatchObject({ status: 'cancelled', ticketCode: null });
  });
});

describe('check-in at the door', () => {
  it('valid once, then already used; forged, altered, cancelled and wrong-slot codes are refused', async () => {
    const { id, slots } = await consoleEvent();
    const m = await member(t.db, t.clock.now());
    await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, m.token);
    const mine = await json(await t.call('GET', '/api/users/my/applications', undefined, m.token));
    const code = mine.body.items[0].ticketCode as string;
    expect(code).toMatch(/^MT1\./);

    const scan = async (body: Record<string, unknown>, role: StaffRole = 'door') =>
      json(await t.call('POST', '/api/admin/check-ins', body, tokens[role]));

    const wrong = await scan({ code, sessionId: slots[1].id });
    expect(wrong.body.result).toBe('wrong_session');
    const valid = await scan({ code, sessionId: slots[0].id });
    expect(valid.body).toMatchObject({
      result: 'valid',
      usedAt: null,
      ticket: { sessionId: slots[0].id, name: '김*루' },
    });
    t.clock.advance(60_000);
    const used = await scan({ code, sessionId: slots[0].id }, 'manager');
    expect(used.body.result).toBe('already_used');
    expect(new Date(used.body.usedAt).getTime()).toBe(t.clock.now().getTime() - 60_000);

    const [prefix, appId, sig] = code.split('.');
    const forgedSig = `${prefix}.${appId}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await scan({ code: forgedSig })).body).toEqual({ result: 'unknown', usedAt: null, ticket: null });
    const otherId = `${appId.slice(0, -1)}${appId.endsWith('0') ? '1' : '0'}`;
    expect((await scan({ code: `${prefix}.${otherId}.${sig}` })).body.result).toBe('unknown');
    expect((await scan({ code: `MORU-TICKET:${appId}` })).body.result).toBe('unknown');
    expect((await scan({ code: 'garbage' })).body.result).toBe('unknown');

    // A cancelled ticket says so.
    const m2 = await member(t.db, t.clock.now());
    const a2 = await json(
      await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, m2.token),
    );
    await t.call('DELETE', `/api/users/my/applications/${a2.body.id}`, undefined, m2.token);
    expect((await scan({ code: ticketCode(a2.body.id) })).body.result).toBe('cancelled');

    // Without a chosen slot, a ticket counts on its own day only (slot 2 is tomorrow).
    const m3 = await member(t.db, t.clock.now());
    const a3 = await json(
      await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[1].id }, m3.token),
    );
    const tomorrow = await scan({ code: ticketCode(a3.body.id) });
    expect(tomorrow.body.result).toBe(
      new Date(slots[1].startsAt).toISOString().slice(0, 10) ===
        new Date(t.clock.now().getTime() + 9 * HOUR).toISOString().slice(0, 10)
        ? 'valid'
        : 'wrong_session',
    );

    // The member sees the attendance; the console counts it; each scan is audited.
    const events = await json(await t.call('GET', '/api/users/my/events', undefined, m.token));
    expect(events.body.items[0]).toMatchObject({ event: { id }, attendedAt: expect.any(String) });
    const detail = await json(await t.call('GET', `/api/admin/events/${id}`, undefined, tokens.manager));
    expect(detail.body.sessions[0]).toMatchObject({ checkedIn: 1 });
    const scans = await t.db.select().from(auditLog).where(eq(auditLog.action, 'checkin.scan'));
    expect(scans.map((s) => s.detail.result)).toEqual(
      expect.arrayContaining(['valid', 'already_used', 'wrong_session', 'cancelled']),
    );
  });

  it('a ticket checked in at the door: the member cannot cancel it (409), staff only by an explicit, audited choice', async () => {
    const { id, slots } = await consoleEvent();
    const m = await member(t.db, t.clock.now());
    const applied = await json(
      await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, m.token),
    );
    const appId = applied.body.id as string;
    // Checked in at 10:00, three hours before the slot starts (a ticket counts all day).
    const scanned = await json(
      await t.call('POST', '/api/admin/check-ins', { code: ticketCode(appId) }, tokens.door),
    );
    expect(scanned.body.result).toBe('valid');
    const mine = await json(await t.call('GET', '/api/users/my/applications', undefined, m.token));
    expect(mine.body.items.find((a: { id: string }) => a.id === appId)).toMatchObject({
      status: 'confirmed',
      cancellable: false,
    });

    // The member: refused with its own code and sentence, in their language; the seat stays taken.
    const ko = await json(await t.call('DELETE', `/api/users/my/applications/${appId}`, undefined, m.token));
    expect(ko.status).toBe(409);
    expect(ko.body.error).toMatchObject({
      code: 'TICKET_ALREADY_USED',
      message: koCommon.apiError.TICKET_ALREADY_USED,
    });
    const en = await json(
      await t.call('DELETE', `/api/users/my/applications/${appId}`, undefined, m.token, {
        'accept-language': 'en',
      }),
    );
    expect(en.body.error.message).toBe(enCommon.apiError.TICKET_ALREADY_USED);
    const seatTaken = async () =>
      (await t.db.select().from(eventSessions).where(eq(eventSessions.id, slots[0].id)))[0].taken;
    expect(await seatTaken()).toBe(1);

    // Staff: without the flag, refused as before; the flag must be a boolean.
    const url = `/api/admin/applications/${appId}/cancel`;
    const plain = await json(await t.call('POST', url, { reason: 'Scanned by mistake' }, tokens.manager));
    expect(plain.status).toBe(409);
    expect(plain.body.error.code).toBe('ALREADY_CHECKED_IN');
    const junk = await json(
      await t.call('POST', url, { reason: 'x', cancelCheckedIn: 'yes' }, tokens.manager),
    );
    expect(junk.status).toBe(422);
    expect(junk.body.error.fieldCodes).toEqual({ cancelCheckedIn: 'invalidType' });
    const falseFlag = await json(
      await t.call('POST', url, { reason: 'x', cancelCheckedIn: false }, tokens.manager),
    );
    expect(falseFlag.body.error.code).toBe('ALREADY_CHECKED_IN');
    expect(await seatTaken()).toBe(1);
    const before = await t.db.select().from(auditLog).where(eq(auditLog.targetId, appId));
    expect(before.filter((r) => r.action === 'application.cancel')).toEqual([]);

    // With it: cancelled, the seat freed, and the audit row says a used ticket was cancelled.
    const done = await json(
      await t.call('POST', url, { reason: 'Scanned by mistake', cancelCheckedIn: true }, tokens.manager),
    );
    expect(done.status).toBe(200);
    expect(await seatTaken()).toBe(0);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    const audited = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, appId))).filter(
      (r) => r.action === 'application.cancel',
    );
    expect(audited).toHaveLength(1);
    expect(audited[0].detail).toMatchObject({
      reason: 'Scanned by mistake',
      cancelCheckedIn: true,
      checkedInAt: t.clock.now().toISOString(),
    });
    expect(audited[0].staffEmail).toBeTruthy();

    // Closing the account gives back seats not yet used; a checked-in ticket stays, and the
    // withdrawal is not refused because of it.
    const leaver = await member(t.db, t.clock.now());
    const held = await json(
      await t.call('POST', `/api/events/${id}/applications`, { sessionId: slots[0].id }, leaver.token),
    );
    await t.call('POST', '/api/admin/check-ins', { code: ticketCode(held.body.id) }, tokens.door);
    const gone = await t.call(
      'POST',
      '/api/users/my/withdrawal',
      { reason: 'other', detail: '이사' },
      leaver.token,
    );
    expect(gone.status).toBe(200);
    const [kept] = await t.db.select().from(applications).where(eq(applications.id, held.body.id));
    expect(kept).toMatchObject({ status: 'confirmed', checkedInAt: t.clock.now() });
    expect(await seatTaken()).toBe(1);
  });

  it("lists today's slots for the door", async () => {
    const res = await json(await t.call('GET', '/api/admin/check-ins/sessions', undefined, tokens.door));
    expect(res.status).toBe(200);
    for (const s of res.body.items) {
      expect(s).toMatchObject({
        eventTitle: expect.any(String),
        capacity: expect.any(Number),
        checkedIn: expect.any(Number),
      });
    }
  });
});

describe('inquiries', () => {
  it('inbox → open (audited) → answer (mailed in their language, on /my/counsel) → close', async () => {
    const m = await member(t.db, t.clock.now(), { email: 'asker@example.com' });
    const sent = await json(
      await t.call(
        'POST',
        '/api/contact',
        {
          type: 'partnership',
          name: '김모루',
          tel: '01012345678',
          email: 'asker@example.com',
          title: 'Partnership question',
          message: 'Could we exhibit our tiles next year?',
          consent: true,
          elapsedMs: 5000,
        },
        m.token,
        { 'accept-language': 'en' },
      ),
    );
    expect(sent.status).toBe(201);
    const inbox = await json(
      await t.call('GET', '/api/admin/inquiries?state=new&source=member', undefined, tokens.manager),
    );
    const item = inbox.body.items.find((i: { id: string }) => i.id === sent.body.id);
    expect(item).toMatchObject({
      state: 'new',
      type: 'partnership',
      email: 'ask**@example.com',
      name: '김*루',
    });
    const purge = new Date(item.purgeAt).getTime() - new Date(item.createdAt).getTime();
    expect(purge).toBeGreaterThanOrEqual(365 * DAY);
    expect(purge).toBeLessThanOrEqual(367 * DAY);

    const open = await json(
      await t.call('GET', `/api/admin/inquiries/${sent.body.id}`, undefined, tokens.manager),
    );
    expect(open.body).toMatchObject({
      message: 'Could we exhibit our tiles next year?',
      tel: '010-****-5678',
      locale: 'en',
    });
    const answer = await t.call(
      'POST',
      `/api/admin/inquiries/${sent.body.id}/answer`,
      { body: 'Yes, please send us a proposal.' },
      tokens.manager,
    );
    expect(answer.status).toBe(201);
    const mail = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'asker@example.com'))).find(
      (x) => x.subject.includes('Our answer'),
    );
    expect(mail?.text).toContain('Yes, please send us a proposal.');
    expect(mail?.locale).toBe('en');

    const counsels = await json(await t.call('GET', '/api/users/my/counsels', undefined, m.token));
    expect(counsels.body.items[0]).toMatchObject({
      status: 'answered',
      answers: [{ body: 'Yes, please send us a proposal.' }],
    });
    const [stored] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, sent.body.id));
    expect(stored.state).toBe('answered');

    expect(
      (await t.call('PATCH', `/api/admin/inquiries/${sent.body.id}`, { state: 'closed' }, tokens.manager))
        .status,
    ).toBe(200);
    const late = await json(
      await t.call('POST', `/api/admin/inquiries/${sent.body.id}/answer`, { body: 'more' }, tokens.manager),
    );
    expect(late.body.error.code).toBe('INQUIRY_CLOSED');
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, sent.body.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['inquiry.read', 'inquiry.answer', 'inquiry.close']));
  });
});

describe('dashboard', () => {
  it("shows today's slots, 14 days of applications, open inquiries and outbox state", async () => {
    const res = await json(await t.call('GET', '/api/admin/dashboard', undefined, tokens.viewer));
    expect(res.status).toBe(200);
    expect(res.body.applicationsPerDay).toHaveLength(14);
    expect(res.body.applicationsPerDay.at(-1).count).toBeGreaterThan(0);
    expect(res.body).toMatchObject({
      openInquiries: expect.any(Number),
      outboxFailures: 0,
      outboxPending: expect.any(Number),
    });
    expect(res.body.today.length).toBeGreaterThan(0);
  });
});
