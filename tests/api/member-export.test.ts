import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_EXPORT_FORMAT, type MemberExport } from '@/schemas/members';
import {
  applications,
  attendanceSignups,
  auditLog,
  consents,
  contactAnswers,
  contactInquiries,
  users,
} from '@/server/db/schema';
import { EXPORT_SECTIONS } from '@/server/members/export';
import en from '../../messages/en/members.json';
import ko from '../../messages/ko/members.json';
import { operations } from '../support/openapi';
import { createTestApp } from '../support/test-app';
import { HOUR, makeEvent, member, SURVEY_QUESTIONS } from './events-fixtures';

/**
 * GET /api/users/my/export: everything the site holds about the member, labelled in their language,
 * as an audited download; nothing of another member.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-25T01:00:00.000Z');
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof member>>;

/** One of every kind of record for `m`; the words in `mark` appear in nothing else. */
async function everything(m: Member, mark: string) {
  const now = t.clock.now();
  await t.db
    .update(users)
    .set({ termsVersion: 1, privacyVersion: 2, marketingConsent: true, company: `${mark} 건설` })
    .where(eq(users.id, m.id));
  await t.db.insert(consents).values([
    { userId: m.id, kind: 'terms', policyVersion: 1, givenAt: now },
    { userId: m.id, kind: 'privacy', policyVersion: 2, givenAt: now },
    {
      userId: m.id,
      kind: 'marketing',
      givenAt: new Date(now.getTime() + HOUR),
      withdrawnAt: new Date(now.getTime() + 2 * HOUR),
    },
    { userId: m.id, kind: 'marketing', givenAt: new Date(now.getTime() + 3 * HOUR) },
  ]);
  const app = await makeEvent(t.db, now, {
    titleKo: `${mark} 도슨트 투어`,
    titleEn: `${mark} docent tour`,
    slots: [
      { inHours: 24, capacity: 1 },
      { inHours: 48, capacity: 1 },
      { inHours: 72, capacity: 1 },
    ],
  });
  const [seat, waiting, cancelled] = app.sessions;
  await t.db.insert(applications).values([
    {
      eventId: app.event.id,
      sessionId: seat.id,
      userId: m.id,
      checkedInAt: new Date(now.getTime() + 24 * HOUR),
    },
    { eventId: app.event.id, sessionId: waiting.id, userId: m.id, status: 'waitlisted' },
    {
      eventId: app.event.id,
      sessionId: cancelled.id,
      userId: m.id,
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: 'staff',
      cancelReason: `${mark} 사유`,
    },
  ]);
  const survey = await makeEvent(t.db, now, {
    type: 'survey',
    kind: 'notice',
    titleKo: `${mark} 설문`,
    titleEn: `${mark} survey`,
    slots: [],
    questions: SURVEY_QUESTIONS,
  });
  const [single, multiple, text] = survey.questions;
  await t.db.insert(applications).values({
    eventId: survey.event.id,
    userId: m.id,
    answers: { [single.id]: 'good', [multiple.id]: ['1F', '2F'], [text.id]: `${mark}의견` },
  });
  const exhibition = await makeEvent(t.db, now, {
    type: 'board',
    kind: 'exhibition',
    titleKo: `${mark} 전시`,
    titleEn: `${mark} exhibition`,
    slots: [],
    attendance: true,
  });
  await t.db.insert(attendanceSignups).values({ eventId: exhibition.event.id, userId: m.id });
  const [inquiry] = await t.db
    .insert(contactInquiries)
    .values({
      userId: m.id,
      type: 'event',
      name: m.name ?? '',
      tel: m.tel ?? '',
      email: m.email ?? '',
      title: `${mark} 문의`,
      message: `${mark} 문의 내용`,
      consentAt: now,
    })
    .returning();
  await t.db.insert(contactAnswers).values({ inquiryId: inquiry.id, body: `${mark} 답변` });
}

const download = async (m: Member, lang?: string) =>
  t.call('GET', '/api/users/my/export', undefined, m.token, lang ? { 'accept-language': lang } : {});
const section = (doc: MemberExport, key: string) => doc.sections.find((s) => s.key === key)?.records ?? [];

describe('GET /api/users/my/export', () => {
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    a = await member(t.db, t.clock.now(), { name: '가나다', tel: '01011112222', email: 'alpha@example.com' });
    b = await member(t.db, t.clock.now(), { name: '라마바', tel: '01099998888', email: 'bravo@example.com' });
    await everything(a, '알파');
    await everything(b, '브라보');
  });

  it('answers a JSON attachment with every kind of record, labelled in Korean', async () => {
    const res = await download(a);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="moru-my-data-2026-11-25.json"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const doc = (await res.json()) as MemberExport;
    expect(doc.format).toBe(MEMBER_EXPORT_FORMAT);
    expect(doc.title).toBe(ko.export.title);
    expect(doc.sections.map((s) => s.key)).toEqual(EXPORT_SECTIONS.map((s) => s.key));
    for (const s of doc.sections) {
      expect(s.title).toBe(ko.export.section[s.key as keyof typeof ko.export.section]);
      expect(s.records.length, s.key).toBeGreaterThan(0);
    }
    const f = ko.export.field;
    const [profile] = section(doc, 'profile');
    expect(profile[f.email]).toBe('alpha@example.com');
    expect(profile[f.tel]).toBe('01011112222');
    expect(profile[f.company]).toBe('알파 건설');
    // every consent record, in the order given, marketing withdrawn once and given again; then the channel
    expect(
      section(doc, 'consents').map((r) => [r[f.consent], r[f.version], Boolean(r[f.withdrawnAt])]),
    ).toEqual([
      [ko.export.consent.terms, 1, false],
      [ko.export.consent.privacy, 2, false],
      [ko.export.consent.marketing, null, true],
      [ko.export.consent.marketing, null, false],
      [undefined, undefined, false],
    ]);
    expect(section(doc, 'consents').at(-1)?.[f.notifyChannel]).toBe(ko.export.notifyChannel.both);
    const apps = section(doc, 'applications');
    expect(apps.map((r) => r[f.status]).sort()).toEqual(
      [ko.export.status.cancelled, ko.export.status.confirmed].sort(),
    );
    const seat = apps.find((r) => r[f.status] === ko.export.status.confirmed);
    expect(seat?.[f.event]).toBe('알파 도슨트 투어');
    expect(seat?.[f.checkedInAt]).toMatch(/^2026-11-26T01:00/);
    expect(apps.find((r) => r[f.status] === ko.export.status.cancelled)?.[f.cancelReason]).toBe('알파 사유');
    expect(section(doc, 'waitlist')).toEqual([
      expect.objectContaining({ [f.status]: ko.export.status.waitlisted, [f.event]: '알파 도슨트 투어' }),
    ]);
    expect(section(doc, 'surveys')[0][f.answers]).toEqual(['만족도: 좋음', '층: 1층, 2층', '의견: 알파의견']);
    expect(section(doc, 'attendance')[0][f.event]).toBe('알파 전시');
    const [inquiry] = section(doc, 'consultations');
    expect(inquiry[f.title]).toBe('알파 문의');
    expect(String((inquiry[f.replies] as string[])[0])).toContain('알파 답변');
  });

  it('holds nothing of another member', async () => {
    const text = await (await download(a)).text();
    for (const other of ['브라보', 'bravo@example.com', '01099998888', '라마바', b.id])
      expect(text).not.toContain(other);
    const mine = await (await download(b)).text();
    expect(mine).toContain('브라보 문의');
    expect(mine).not.toContain('알파');
  });

  it('labels in English when the member asks in English', async () => {
    const doc = (await (await download(a, 'en')).json()) as MemberExport;
    expect(doc.locale).toBe('en');
    expect(doc.title).toBe(en.export.title);
    expect(section(doc, 'surveys')[0][en.export.field.answers]).toEqual([
      'Satisfaction: Good',
      'Floors: 1F, 2F',
      'Comment: 알파의견',
    ]);
    expect(section(doc, 'applications')[0][en.export.field.event]).toBe('알파 docent tour');
  });

  it('writes each download to the audit log with the member as the actor', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.export'));
    await download(a);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.export'), eq(auditLog.targetId, a.id)));
    expect(rows.length).toBeGreaterThan(0);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.export'));
    expect(after.length).toBe(before.length + 1);
    const last = rows.at(-1);
    expect(last).toMatchObject({
      role: 'member',
      staffEmail: 'alpha@example.com',
      staffId: null,
      targetType: 'user',
    });
    expect(last?.detail).toMatchObject({
      sections: { applications: 2, waitlist: 1, surveys: 1, consultations: 1 },
    });
  });

  it('is refused without a member token, and rate limited per member', async () => {
    expect((await t.call('GET', '/api/users/my/export')).status).toBe(401);
    const c = await member(t.db, t.clock.now());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await download(c)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = await download(c);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another member is not counted with this one.
    expect((await download(a)).status).toBe(200);
  });

  it('is in the OpenAPI document with every status it answers', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const op = operations(doc).find((o) => o.method === 'GET' && o.path === '/api/users/my/export');
    expect(op?.statuses.sort()).toEqual([200, 401, 429, 503]);
    expect(op?.auth).toBe(true);
  });
});
