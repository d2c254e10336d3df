import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users, withdrawals } from '@/server/db/schema';
import { freshIp, newPerson, PASSWORD, signUp, verifyIdentity } from '../support/member-flow';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('My Page: edit', () => {
  it('changes company, rank and occupation of a company member', async () => {
    const { res } = await signUp(t, { memberType: 'company' });
    const { accessToken } = await res.json();
    const r = await t.call(
      'PATCH',
      '/api/users/my',
      { company: '새회사', rank: '부장', occupation: 'owner' },
      accessToken,
    );
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ company: '새회사', rank: '부장', occupation: 'owner' });
    const empty = await t.call('PATCH', '/api/users/my', { company: '' }, accessToken);
    expect((await empty.json()).error.fields.company).toBe('회사명을 입력해 주세요.');
  });

  it('refuses company fields for a general member: withdraw and register again', async () => {
    const { res } = await signUp(t);
    const r = await t.call('PATCH', '/api/users/my', { company: '모루' }, (await res.json()).accessToken);
    expect(r.status).toBe(409);
    const body = await r.json();
    expect(body.error.code).toBe('MEMBER_TYPE_CONVERSION');
    expect(body.error.message).toContain('탈퇴 후');
  });

  it('changes the password only with the current one, and ends other sessions', async () => {
    const { res, email } = await signUp(t);
    const { accessToken, refreshToken } = await res.json();
    const wrong = await t.call(
      'PATCH',
      '/api/users/my',
      { currentPassword: 'nottheone12', password: 'brandnew1234', passwordConfirm: 'brandnew1234' },
      accessToken,
    );
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields.currentPassword).toBe('현재 비밀번호가 일치하지 않습니다.');
    const missing = await t.call(
      'PATCH',
      '/api/users/my',
      { password: 'brandnew1234', passwordConfirm: 'brandnew1234' },
      accessToken,
    );
    expect((await missing.json()).error.fieldCodes.currentPassword).toBe('currentPassword.required');
    const ok = await t.call(
      'PATCH',
      '/api/users/my',
      { currentPassword: PASSWORD, password: 'brandnew1234', passwordConfirm: 'brandnew1234' },
      accessToken,
    );
    expect(ok.status).toBe(200);
    expect((await t.call('POST', '/api/auth/refresh-tokens', { refreshToken })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { email, password: 'brandnew1234' }, undefined, freshIp()))
        .status,
    ).toBe(200);
  });

  it('changes the phone through identity verification of the same person only', async () => {
    const person = newPerson();
    const { res } = await signUp(t, { person });
    const { accessToken } = await res.json();
    const newTel = { ...person, tel: '01177776666' };
    const v = await verifyIdentity(t, newTel, 'tel_change', accessToken);
    expect(v.res.status).toBe(200);
    const { identityToken } = await v.res.json();
    const r = await t.call('PATCH', '/api/users/my', { identityToken }, accessToken);
    expect((await r.json()).tel).toBe('01177776666');
    expect((await t.call('PATCH', '/api/users/my', { identityToken }, accessToken)).status).toBe(422);
    const someoneElse = await verifyIdentity(t, newPerson(), 'tel_change', accessToken);
    expect(someoneElse.res.status).toBe(403);
    expect((await someoneElse.res.json()).error.code).toBe('IDENTITY_MISMATCH');
  });
});

describe('withdrawal', () => {
  it('requires one of the 6 reasons; direct input needs text', async () => {
    const { res } = await signUp(t);
    const { accessToken } = await res.json();
    const none = await t.call('POST', '/api/users/my/withdrawal', {}, accessToken);
    expect((await none.json()).error.fields.reason).toBe('탈퇴 사유를 선택해 주세요.');
    const other = await t.call('POST', '/api/users/my/withdrawal', { reason: 'other' }, accessToken);
    expect((await other.json()).error.fields.detail).toBe('탈퇴 사유를 입력해 주세요.');
  });

  it('closes the account at once, deletes personal data, revokes tokens, keeps the reason only; the person can register again', async () => {
    const person = newPerson();
    const { res, email } = await signUp(t, { person, memberType: 'normal' });
    const { accessToken, refreshToken } = await res.json();
    const me = await (await t.call('GET', '/api/users/my', undefined, accessToken)).json();
    const r = await t.call(
      'POST',
      '/api/users/my/withdrawal',
      { reason: 'other', detail: '기업회원으로 다시 가입' },
      accessToken,
    );
    expect(r.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      status: 'withdrawn',
      email: null,
      name: null,
      tel: null,
      birth: null,
      passwordHash: null,
      ciHash: null,
      company: null,
    });
    const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, me.id));
    expect(tokens.every((x) => x.revokedAt)).toBe(true);
    const reasons = await t.db.select().from(withdrawals);
    expect(reasons.at(-1)).toMatchObject({
      reason: 'other',
      detail: '기업회원으로 다시 가입',
      memberType: 'normal',
    });
    expect(Object.keys(reasons[0])).not.toContain('userId');
    expect((await t.call('GET', '/api/users/my', undefined, accessToken)).status).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh-tokens', { refreshToken })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { email, password: PASSWORD }, undefined, freshIp())).status,
    ).toBe(401);
    t.clock.advance(1000);
    const again = await signUp(t, { person, email, memberType: 'company' });
    expect(again.res.status).toBe(201);
  });
});
