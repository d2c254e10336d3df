import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Permission, ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@/schemas/admin';
import { createApp } from '@/server/composition/app';
import { seedContent } from '@/server/content/seed';
import { auditLog, staff } from '@/server/db/schema';
import { currentCode } from '@/server/staff/totp';
import { staffTokens } from '../support/admin';
import { editionInput, faqInput } from '../support/content';
import { insertMember } from '../support/members';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  tokens = await staffTokens(t.db, t.clock.now());
  memberToken = (await insertMember(t.db)).token;
  await seedContent(t.db, t.clock.now());
});
afterAll(() => t.close());

const PASSWORD = 'moru2025demo';
const some = randomUUID();
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const later = new Date(Date.now() + 31 * 86_400_000).toISOString();

/**
 * Every console route with a request that passes validation, and the permission it needs. Ids are
 * unknown, so an allowed role gets past the role check and meets 404 (or 200 for lists), never 403.
 */
const ROUTES: [method: string, path: string, body: unknown, permission: Permission | 'enrol'][] = [
  ['GET', '/api/admin/me', undefined, 'enrol'],
  ['GET', '/api/admin/dashboard', undefined, 'dashboard.read'],
  ['GET', '/api/admin/events', undefined, 'events.read'],
  ['GET', `/api/admin/events/${some}`, undefined, 'events.read'],
  [
    'POST',
    '/api/admin/events',
    { type: 'board', kind: 'notice', titleKo: '권한 확인', startsAt: future, endsAt: future },
    'events.write',
  ],
  ['PATCH', `/api/admin/events/${some}`, { titleKo: '수정' }, 'events.write'],
  ['DELETE', `/api/admin/events/${some}`, undefined, 'events.write'],
  ['POST', `/api/admin/events/${some}/sessions`, { startsAt: future, capacity: 5 }, 'events.write'],
  ['PATCH', `/api/admin/sessions/${some}`, { capacity: 5 }, 'events.write'],
  ['DELETE', `/api/admin/sessions/${some}`, undefined, 'events.write'],
  [
    'POST',
    `/api/admin/events/${some}/sessions/bulk`,
    {
      from: future.slice(0, 10),
      to: later.slice(0, 10),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['11:00'],
      capacity: 5,
    },
    'events.write',
  ],
  ['POST', `/api/admin/events/${some}/copy`, { startsAt: future, withSessions: true }, 'events.write'],
  [
    'POST',
    `/api/admin/events/${some}/sessions/capacity`,
    { sessionIds: [some], capacity: 5 },
    'events.write',
  ],
  ['POST', `/api/admin/sessions/${some}/move`, { startsAt: future, reason: '운영 사정' }, 'events.write'],
  ['POST', `/api/admin/sessions/${some}/cancel`, { reason: '운영 사정' }, 'events.write'],
  ['POST', `/api/admin/sessions/${some}/messages`, { subjectKo: '안내', bodyKo: '내용' }, 'events.write'],
  ['POST', `/api/admin/events/${some}/messages`, { subjectKo: '안내', bodyKo: '내용' }, 'events.write'],
  ['GET', `/api/admin/sessions/${some}/messages/recipients`, undefined, 'events.write'],
  ['GET', `/api/admin/events/${some}/messages/recipients`, undefined, 'events.write'],
  ['GET', `/api/admin/events/${some}/applications`, undefined, 'applicants.read'],
  ['GET', `/api/admin/events/${some}/applications?format=csv`, undefined, 'applicants.read'],
  ['GET', `/api/admin/events/${some}/applications?format=xlsx`, undefined, 'applicants.read'],
  ['POST', `/api/admin/applications/${some}/reveal`, { field: 'tel', reason: '확인' }, 'applicants.reveal'],
  ['POST', `/api/admin/applications/${some}/cancel`, { reason: '운영 사정' }, 'applicants.cancel'],
  ['GET', '/api/admin/check-ins/sessions', undefined, 'checkin'],
  ['POST', '/api/admin/check-ins', { code: 'MT1.x.y' }, 'checkin'],
  ['GET', `/api/admin/check-ins/search?sessionId=${some}&q=1234`, undefined, 'checkin'],
  ['POST', '/api/admin/check-ins/walk-ins', { sessionId: some, count: 1 }, 'checkin'],
  ['GET', `/api/admin/check-ins/tickets?sessionId=${some}`, undefined, 'checkin'],
  [
    'POST',
    '/api/admin/check-ins/sync',
    {
      deviceId: 'access-check-device',
      scans: [{ scanId: 'access-check-scan', sessionId: some, code: 'MT1.x.y', scannedAt: future }],
    },
    'checkin',
  ],
  ['GET', '/api/admin/inquiries', undefined, 'inquiries.read'],
  ['GET', `/api/admin/inquiries/${some}`, undefined, 'inquiries.read'],
  ['POST', `/api/admin/inquiries/${some}/reveal`, { field: 'email', reason: '회신' }, 'inquiries.reveal'],
  ['POST', `/api/admin/inquiries/${some}/answer`, { body: '답변' }, 'inquiries.answer'],
  ['PATCH', `/api/admin/inquiries/${some}`, { state: 'closed' }, 'inquiries.answer'],
  ['GET', '/api/admin/audit', undefined, 'audit.read'],
  ['GET', '/api/admin/staff', undefined, 'staff.manage'],
  ['PATCH', `/api/admin/staff/${some}`, { role: 'viewer' }, 'staff.manage'],
  ['GET', '/api/admin/editions', undefined, 'content.write'],
  ['POST', '/api/admin/editions', editionInput(), 'content.write'],
  ['GET', `/api/admin/editions/${some}`, undefined, 'content.write'],
  ['PATCH', `/api/admin/editions/${some}`, { titleKo: '수정' }, 'content.write'],
  ['GET', '/api/admin/home', undefined, 'content.write'],
  [
    'PUT',
    '/api/admin/home',
    { version: 'persona', headlineKo: '제목', shareTitleKo: '공유' },
    'content.write',
  ],
  ['GET', '/api/admin/faq', undefined, 'content.write'],
  ['POST', '/api/admin/faq', faqInput(), 'content.write'],
  ['PATCH', `/api/admin/faq/${some}`, { questionKo: '수정' }, 'content.write'],
  ['DELETE', `/api/admin/faq/${some}`, undefined, 'content.write'],
  [
    'POST',
    '/api/admin/faq/categories',
    { key: 'access-check', nameKo: '권한', color: '#336699' },
    'content.write',
  ],
  ['PATCH', '/api/admin/faq/categories/nope-nope', { nameKo: '수정' }, 'content.write'],
  ['DELETE', '/api/admin/faq/categories/nope-nope', undefined, 'content.write'],
  ['GET', '/api/admin/notices', undefined, 'content.write'],
  [
    'POST',
    '/api/admin/notices',
    { titleKo: '권한 확인', startsAt: future, endsAt: later, published: false },
    'content.write',
  ],
  ['PATCH', `/api/admin/notices/${some}`, { titleKo: '수정' }, 'content.write'],
  ['DELETE', `/api/admin/notices/${some}`, undefined, 'content.write'],
];

const allowed = (role: StaffRole, p: Permission | 'enrol') =>
  p === 'enrol' || ROLE_PERMISSIONS[role].includes(p);

describe('console access: every route × every role', () => {
  it('documents every /api/admin route in the OpenAPI document under the admin tag', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, { tags: string[] }>>)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([m, op]) => ({ route: `${m.toUpperCase()} ${path}`, tags: op.tags })),
      );
    expect(documented.length).toBeGreaterThanOrEqual(28);
    for (const d of documented) expect(d.tags, d.route).toEqual(['admin']);
    const norm = (p: string) =>
      p
        .split('?')[0]
        .replace(/[0-9a-f-]{36}/g, '{id}')
        .replace(/\/faq\/categories\/[a-z][a-z0-9-]+$/, '/faq/categories/{key}');
    for (const [method, path] of ROUTES) {
      expect(
        documented.map((d) => d.route),
        `${method} ${path}`,
      ).toContain(`${method} ${norm(path)}`);
    }
  });

  it.each(ROUTES)(
    '%s %s: anonymous 401, member 403, each role by its permissions',
    async (method, path, body, permission) => {
      const anon = await t.call(method, path, body);
      expect(anon.status).toBe(401);
      expect((await anon.json()).error.code).toBe('UNAUTHORIZED');

      const asMember = await t.call(method, path, body, memberToken);
      expect(asMember.status).toBe(403);
      expect((await asMember.json()).error).toMatchObject({ code: 'FORBIDDEN', message: '권한이 없습니다.' });

      for (const role of STAFF_ROLES) {
        const res = await t.call(method, path, body, tokens[role]);
        if (
          allowed(role, permission) &&
          !(/format=(csv|xlsx)/.test(path) && !ROLE_PERMISSIONS[role].includes('applicants.export'))
        ) {
          expect([200, 201, 404, 409], `${role} ${method} ${path}`).toContain(res.status);
        } else {
          expect(res.status, `${role} ${method} ${path}`).toBe(403);
          expect((await res.json()).error.code).toBe('FORBIDDEN');
        }
      }
    },
  );

  it('a staff token never acts as a member, and a forged token is anonymous', async () => {
    const res = await t.call('GET', '/api/users/my', undefined, tokens.owner);
    expect(res.status).toBe(401);
    const forged = `${tokens.owner.slice(0, -4)}AAAA`;
    expect((await t.call('GET', '/api/admin/events', undefined, forged)).status).toBe(401);
  });

  it('a disabled account loses access at once, even with a live token', async () => {
    const [viewer] = await t.db.select().from(staff).where(eq(staff.role, 'viewer'));
    await t.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, viewer.id));
    expect((await t.call('GET', '/api/admin/events', undefined, tokens.viewer)).status).toBe(401);
    await t.db.update(staff).set({ status: 'active' }).where(eq(staff.id, viewer.id));
  });
});

describe('staff sign-in', () => {
  it('signs in with the demo password (embedded: no second factor), sets the refresh cookie, rotates and signs out', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/auth/login',
      { email: 'manager@moru-surfaces.example', password: PASSWORD },
      undefined,
      { 'x-refresh-transport': 'cookie' },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ enrolmentRequired: false, staff: { role: 'manager', totpEnabled: false } });
    expect(body.refreshToken).toBeUndefined();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/moru_admin_rt=[^;]+;.*Path=\/api\/admin\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const maxAge = Number(cookie.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(8 * 3600);
    expect(maxAge).toBeGreaterThan(7 * 3600);
    expect((await t.call('GET', '/api/admin/events', undefined, body.accessToken)).status).toBe(200);

    const rt = cookie.match(/moru_admin_rt=([^;]+)/)?.[1] as string;
    const rotated = await t.call('POST', '/api/admin/auth/refresh', {}, undefined, {
      'x-refresh-transport': 'cookie',
      cookie: `moru_admin_rt=${rt}`,
    });
    expect(rotated.status).toBe(200);
    t.clock.advance(60_000);
    const replay = await t.call('POST', '/api/admin/auth/refresh', { refreshToken: rt });
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.code).toBe('REFRESH_REUSED');
  });

  it('refuses a member signing in at the console, and a wrong password, without saying which', async () => {
    const m = await insertMember(t.db, { email: 'm-console@example.com' });
    expect(m.id).toBeTruthy();
    const wrong = await t.call('POST', '/api/admin/auth/login', {
      email: 'owner@moru-surfaces.example',
      password: 'wrong-pass-1',
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('INVALID_CREDENTIALS');
    const member = await t.call('POST', '/api/admin/auth/login', {
      email: 'm-console@example.com',
      password: PASSWORD,
    });
    expect(member.status).toBe(401);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed')).limit(1);
    expect(row).toMatchObject({ staffEmail: 'owner@moru-surfaces.example', role: 'owner' });
  });

  it('rate limits sign-in per account (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.call(
        'POST',
        '/api/admin/auth/login',
        { email: 'viewer@moru-surfaces.example', password: 'nope-nope-1' },
        undefined,
        {
          'x-forwarded-for': `203.0.113.${i}`,
        },
      );
      statuses.push(r.status);
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  // Decision 038: a guesser backs the account off (SIGN_IN_WAIT, with the wait); the staff member's
  // own device, known from an earlier sign-in, is exempt.
  it('a guessed-at account waits, its known device signs in at once', async () => {
    const email = 'manager@moru-surfaces.example';
    const first = await t.call('POST', '/api/admin/auth/login', { email, password: PASSWORD }, undefined, {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(first.status).toBe(200);
    const set = first.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/moru_staff_kd=[^;]+;.*Path=\/api\/admin\/auth\/login/);
    const device = /moru_staff_kd=([^;]+)/.exec(set)?.[1];
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/admin/auth/login', { email, password: 'nope-nope-1' }, undefined, {
        'x-forwarded-for': `198.51.100.${10 + i}`,
      });
      expect(r.status).toBe(401);
    }
    const held = await t.call('POST', '/api/admin/auth/login', { email, password: PASSWORD }, undefined, {
      'x-forwarded-for': '198.51.100.20',
    });
    expect(held.status).toBe(429);
    const { error } = await held.json();
    expect(error).toMatchObject({ code: 'SIGN_IN_WAIT', retryAfter: 2 });
    expect(error.message).toContain('2초 뒤에');
    const known = await t.call('POST', '/api/admin/auth/login', { email, password: PASSWORD }, undefined, {
      'x-forwarded-for': '198.51.100.21',
      cookie: `moru_staff_kd=${device}`,
    });
    expect(known.status).toBe(200);
  });
});

describe('TOTP where it is required (DATABASE_URL, or ADMIN_TOTP=required)', () => {
  it('enrols at first sign-in (QR, recovery codes) and cannot act before; then asks for a code every time', async () => {
    const strict = createApp({ db: t.db, now: t.clock.now, staffTotpRequired: true });
    const call = (method: string, path: string, body?: unknown, token?: string) =>
      strict.request(path, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const login = async (totp?: string) =>
      call('POST', '/api/admin/auth/login', {
        email: 'door@moru-surfaces.example',
        password: PASSWORD,
        ...(totp ? { totp } : {}),
      });

    const first = await (await login()).json();
    expect(first).toMatchObject({ enrolmentRequired: true, staff: { role: 'door' } });
    expect(first.refreshToken).toBeUndefined();
    const blocked = await call('GET', '/api/admin/check-ins/sessions', undefined, first.accessToken);
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('TOTP_ENROLMENT_REQUIRED');

    const setup = await (
      await call('POST', '/api/admin/auth/totp/setup', undefined, first.accessToken)
    ).json();
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const wrong = await call('POST', '/api/admin/auth/totp/confirm', { code: '000000' }, first.accessToken);
    expect(wrong.status).toBe(422);
    const done = await call(
      'POST',
      '/api/admin/auth/totp/confirm',
      { code: currentCode(setup.secret, t.clock.now()) },
      first.accessToken,
    );
    expect(done.status).toBe(200);
    const enrolled = await done.json();
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(enrolled.staff.totpEnabled).toBe(true);
    expect((await call('GET', '/api/admin/check-ins/sessions', undefined, enrolled.accessToken)).status).toBe(
      200,
    );

    const noCode = await login();
    expect(noCode.status).toBe(401);
    expect((await noCode.json()).error.code).toBe('TOTP_REQUIRED');
    // The code that confirmed enrolment cannot be used again (same time step).
    const replay = await login(currentCode(setup.secret, t.clock.now()));
    expect((await replay.json()).error.code).toBe('TOTP_INVALID');
    t.clock.advance(30_000);
    const ok = await login(currentCode(setup.secret, t.clock.now()));
    expect(ok.status).toBe(200);
    expect((await ok.json()).enrolmentRequired).toBe(false);

    const recovery = enrolled.recoveryCodes[0];
    expect((await login(recovery)).status).toBe(200);
    expect((await (await login(recovery)).json()).error.code).toBe('TOTP_INVALID');

    const [row] = await t.db.select().from(staff).where(eq(staff.email, 'door@moru-surfaces.example'));
    expect(row.totpSecret).not.toContain(setup.secret);
    expect(row.recoveryCodes).toHaveLength(9);
    expect(row.recoveryCodes.join()).not.toContain(enrolled.recoveryCodes[1]);
  });
});

describe('audit log', () => {
  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)` }).from(auditLog);
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('the owner reads it, newest first; reading it is itself recorded', async () => {
    const res = await t.call('GET', '/api/admin/audit?action=auth.login', undefined, tokens.owner);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]).toMatchObject({ action: 'auth.login', ip: expect.any(String) });
    const again = await (
      await t.call('GET', '/api/admin/audit?action=audit.read', undefined, tokens.owner)
    ).json();
    expect(again.items[0]).toMatchObject({
      action: 'audit.read',
      staffEmail: 'owner@moru-surfaces.example',
      role: 'owner',
    });
  });
});

describe('staff management', () => {
  it('the owner adds staff; the last active owner cannot be demoted', async () => {
    const created = await t.call(
      'POST',
      '/api/admin/staff',
      { email: 'new.door@moru-surfaces.example', name: '문지기', role: 'door', password: 'doorpass2025' },
      tokens.owner,
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ role: 'door', status: 'active', totpEnabled: false });
    const dup = await t.call(
      'POST',
      '/api/admin/staff',
      { email: 'new.door@moru-surfaces.example', name: '문지기', role: 'door', password: 'doorpass2025' },
      tokens.owner,
    );
    expect(dup.status).toBe(409);
    const [owner] = await t.db.select().from(staff).where(eq(staff.role, 'owner'));
    const demote = await t.call('PATCH', `/api/admin/staff/${owner.id}`, { role: 'manager' }, tokens.owner);
    expect(demote.status).toBe(409);
    expect((await demote.json()).error.code).toBe('LAST_OWNER');
  });
});
