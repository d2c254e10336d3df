import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeExpiredInquiries } from '@/server/contact/service';
import { contactAnswers, contactInquiries, mailOutbox } from '@/server/db/schema';
import { createTestApp } from '../support/test-app';
import { DAY, member } from './events-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = new Date('2026-05-01T01:00:00.000Z');
beforeEach(() => t.clock.set(BASE));

let ipSeq = 0;
const send = (payload: unknown, opts: { token?: string; lang?: string; ip?: string } = {}) =>
  t.call('POST', '/api/contact', payload, opts.token, {
    'x-forwarded-for': opts.ip ?? `10.0.0.${++ipSeq}`,
    ...(opts.lang ? { 'accept-language': opts.lang } : {}),
  });

const valid = {
  type: 'event',
  name: '홍길동',
  tel: '01098765432',
  email: 'Visitor@Example.com',
  affiliation: '모루건축',
  rank: '팀장',
  title: '도슨트 투어 문의',
  message: '단체 관람이 가능한가요?',
  consent: true,
  website: '',
  elapsedMs: 8000,
};

describe('POST /api/contact', () => {
  it('stores the inquiry before answering 201 and notifies the team through the outbox', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row).toMatchObject({
      type: 'event',
      name: '홍길동',
      email: 'visitor@example.com',
      userId: null,
      affiliation: '모루건축',
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'trend@moru-surfaces.example'));
    expect(mails.some((m) => m.subject.includes('도슨트 투어 문의') && m.text.includes('01098765432'))).toBe(
      true,
    );
  });

  it('accepts a submission without the optional affiliation and rank', async () => {
    const { affiliation: _a, rank: _r, ...rest } = valid;
    expect((await send({ ...rest, affiliation: '' })).status).toBe(201);
  });

  it('answers every field rule with the spec message, in Korean', async () => {
    const res = await send({
      type: 'x',
      name: 'Kim',
      tel: '0101234',
      email: 'a@b',
      title: ' ',
      message: '',
      consent: false,
      elapsedMs: 8000,
    });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as {
      error: { code: string; fields: Record<string, string>; fieldCodes: Record<string, string> };
    };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      type: '문의 유형을 선택해 주세요.',
      name: '2자 이상 입력해 주세요. (한글 2~4자)',
      tel: '휴대폰 번호를 정확하게 입력해 주세요.',
      email: '이메일 주소를 정확하게 입력해 주세요.',
      title: '제목을 입력해 주세요.',
      message: '문의 내용을 입력해 주세요.',
      consent: '개인정보 수집 및 이용에 동의해 주세요.',
    });
    expect(error.fieldCodes.consent).toBe('privacyConsent.required');
  });

  it('answers the required messages in English', async () => {
    const res = await send({ elapsedMs: 8000 }, { lang: 'en' });
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
      title: expect.any(String),
      consent: 'Please agree to the collection and use of personal information.',
      type: 'Please choose an inquiry type.',
    });
    expect(error.fields.name).not.toMatch(/[가-힣]/);
  });

  it('limits the message length and names of 5 syllables', async () => {
    const res = await send({ ...valid, name: '남궁길동이', message: 'x'.repeat(2001) });
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.name).toBe('2자 이상 입력해 주세요. (한글 2~4자)');
    expect(error.fields.message).toBe('2000자 이내로 입력해 주세요.');
  });

  it('traps bots: a filled hidden field or a too-fast submission is refused and not stored', async () => {
    const before = (await t.db.select().from(contactInquiries)).length;
    expect((await send({ ...valid, website: 'http://spam.example' })).status).toBe(422);
    expect((await send({ ...valid, elapsedMs: 500 })).status).toBe(422);
    const { elapsedMs: _e, ...noTiming } = valid;
    const res = await send(noTiming);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SUBMISSION_REJECTED');
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);
  });

  it('rate-limits one address in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, { ip: '192.0.2.7' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    t.clock.advance(11 * 60 * 1000);
    expect((await send(valid, { ip: '192.0.2.7' })).status).toBe(201);
  });

  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send(valid, { ip: `203.0.113.${i + 1}, 192.0.2.8` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('links a signed-in member’s inquiry to the account; /my/counsels shows only their own', async () => {
    const a = await member(t.db, t.clock.now());
    const b = await member(t.db, t.clock.now());
    const res = await send({ ...valid, title: 'A의 문의' }, { token: a.token });
    const { id } = (await res.json()) as { id: string };
    await t.db
      .insert(contactAnswers)
      .values({ inquiryId: id, body: '답변입니다.', createdAt: new Date(BASE.getTime() + 1000) });

    const mine = (await (await t.call('GET', '/api/users/my/counsels', undefined, a.token)).json()) as {
      items: { id: string; status: string; answers: { body: string }[] }[];
      total: number;
    };
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id, status: 'answered', answers: [{ body: '답변입니다.' }] });
    const theirs = (await (await t.call('GET', '/api/users/my/counsels', undefined, b.token)).json()) as {
      items: unknown[];
    };
    expect(theirs.items).toEqual([]);
    expect((await t.call('GET', '/api/users/my/counsels')).status).toBe(401);
  });
});

describe('retention purge', () => {
  it('deletes exactly the inquiries and answers over a year old', async () => {
    const now = new Date('2027-06-15T00:00:00.000Z');
    const yearAgo = new Date('2026-06-15T00:00:00.000Z');
    const insert = async (createdAt: Date, title: string) => {
      const [row] = await t.db
        .insert(contactInquiries)
        .values({
          type: 'other',
          name: '홍길동',
          tel: '01012345678',
          email: 'p@example.com',
          title,
          message: 'm',
          consentAt: createdAt,
          createdAt,
        })
        .returning();
      await t.db
        .insert(contactAnswers)
        .values({ inquiryId: row.id, body: 'a', createdAt: new Date(createdAt.getTime() + 1000) });
      return row.id;
    };
    // Only this test's rows: the inquiries above were sent at BASE, over a year before `now`.
    await t.db.delete(contactInquiries);
    const old = await insert(new Date(yearAgo.getTime() - 2000), 'over a year');
    const edge = await insert(
      new Date(yearAgo.getTime() - 500),
      'inquiry just over a year, answer just under',
    );
    const fresh = await insert(new Date(yearAgo.getTime() + 1000), 'under a year');
    const recent = await insert(new Date(now.getTime() - 30 * DAY), 'recent');

    const result = await purgeExpiredInquiries(t.db, now);
    const left = (await t.db.select({ id: contactInquiries.id }).from(contactInquiries)).map((r) => r.id);
    expect(left).not.toContain(old);
    expect(left).not.toContain(edge);
    expect(left).toContain(fresh);
    expect(left).toContain(recent);
    expect(result).toEqual({ inquiries: 2, answers: 1 });
    const answers = await t.db.select().from(contactAnswers);
    expect(answers.every((a) => a.createdAt >= yearAgo)).toBe(true);

    // A year later still, the rest goes too; running it again changes nothing.
    expect(await purgeExpiredInquiries(t.db, now)).toEqual({ inquiries: 0, answers: 0 });
  });
});
