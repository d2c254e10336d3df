import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@/schemas/admin';
import { seoulDate, seoulDayStart } from '@/schemas/events';
import { signAccessToken } from '@/server/auth/tokens';
import { nextPolicyChange } from '@/server/content/policies';
import { seedPolicies } from '@/server/content/seed-policies';
import { contentVersion } from '@/server/content/version';
import { auditLog, policyVersions, users } from '@/server/db/schema';
import { staffTokens } from '../support/admin';
import { signUp } from '../support/member-flow';
import { insertMember } from '../support/members';
import { createTestApp } from '../support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;
let memberToken: string;
/** Today at 10:00 in Seoul, so "today" and "tomorrow" are Seoul days whatever the hour here. */
const start = new Date(seoulDayStart(new Date()).getTime() + 10 * HOUR);
const day = (offset: number) => seoulDate(new Date(start.getTime() + offset * DAY));

const version = (over: Record<string, unknown> = {}) => ({
  effectiveOn: day(30),
  bodyKo: '<h3>1. 목적</h3><p>바뀐 방침입니다.</p>',
  bodyEn: '<h3>1. Purpose</h3><p>The changed policy.</p>',
  noteKo: '위탁 업체 변경',
  noteEn: 'Processor changed',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  t.clock.set(start);
  tokens = await staffTokens(t.db, t.clock.now());
  const member = await insertMember(t.db);
  memberToken = await signAccessToken(member.id, member.roles, t.clock.now());
  expect(await seedPolicies(t.db)).toBe(2);
});
afterAll(() => t.close());

describe('version 1 from the former code modules', () => {
  it('is written once per kind, in both languages, with its headings and tables, effective 2025-03-01', async () => {
    expect(await seedPolicies(t.db)).toBe(0);
    const rows = await t.db.select().from(policyVersions);
    expect(rows.map((r) => `${r.kind}:${r.version}:${r.effectiveOn}`).sort()).toEqual([
      'privacy:1:2025-03-01',
      'terms:1:2025-03-01',
    ]);
    const privacy = rows.find((r) => r.kind === 'privacy');
    expect(privacy?.bodyKo).toContain('<h3>1. 개인정보의 처리 목적</h3>');
    expect(privacy?.bodyKo).toContain('<th scope="col">구분</th>');
    expect(privacy?.bodyEn).toMatch(/<h3>1\. [A-Z]/);
    expect(privacy?.bodyEn).toContain('<table>');
    expect(rows.every((r) => !/style|<script/i.test(r.bodyKo + r.bodyEn))).toBe(true);
  });
});

describe('console routes: permission content.write', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/policies/privacy', undefined],
    ['POST', '/api/admin/policies/privacy/versions', version()],
  ];

  it.each(routes)(
    '%s %s: anonymous 401, member 403, owner/manager/editor allowed, door/viewer 403',
    async (method, path, body) => {
      const anon = await t.call(method, path, body);
      expect(anon.status).toBe(401);
      expect((await anon.json()).error.code).toBe('UNAUTHORIZED');
      const asMember = await t.call(method, path, body, memberToken);
      expect(asMember.status).toBe(403);
      expect((await asMember.json()).error.code).toBe('FORBIDDEN');
      for (const role of STAFF_ROLES) {
        const res = await t.call(method, path, body, tokens[role]);
        if (['owner', 'manager', 'editor'].includes(role)) {
          expect(res.status, `${role} ${method} ${path}`).toBe(method === 'POST' ? 201 : 200);
        } else {
          expect(res.status, `${role} ${method} ${path}`).toBe(403);
          expect((await res.json()).error.code).toBe('FORBIDDEN');
        }
      }
    },
  );

  it('numbered max + 1, audited as content.create, and the content version moved', async () => {
    const before = await contentVersion(t.db);
    const res = await t.call('POST', '/api/admin/policies/privacy/versions', version(), tokens.editor);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ kind: 'privacy', version: 5, effectiveOn: day(30), status: 'scheduled' });
    expect(created.createdBy).toBe('editor@moru-surfaces.example');
    expect(await contentVersion(t.db)).toBe(before + 1);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.create'), eq(auditLog.targetType, 'policy.privacy')));
    expect(rows.map((r) => (r.detail as { version: number }).version)).toContain(5);
    expect(rows.find((r) => (r.detail as { version: number }).version === 5)?.staffEmail).toBe(
      'editor@moru-surfaces.example',
    );
  });

  it('refuses a date before today (Seoul) or before the latest version, an empty body and a bad kind', async () => {
    const past = await t.call(
      'POST',
      '/api/admin/policies/terms/versions',
      version({ effectiveOn: day(-1) }),
      tokens.owner,
    );
    expect(past.status).toBe(422);
    expect((await past.json()).error.fields.effectiveOn).toBe('시행일은 오늘이나 그 이후여야 합니다.');

    const notADate = await t.call(
      'POST',
      '/api/admin/policies/terms/versions',
      version({ effectiveOn: '2026-02-30' }),
      tokens.owner,
    );
    expect(notADate.status).toBe(422);
    expect(Object.keys((await notADate.json()).error.fields)).toEqual(['effectiveOn']);

    const empty = await t.call(
      'POST',
      '/api/admin/policies/terms/versions',
      version({ bodyEn: '<p> </p><script>x</script>' }),
      tokens.owner,
    );
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.fields).toEqual({ bodyEn: '본문을 입력해 주세요.' });

    // privacy already has a version effective in 30 days: an earlier date would run out of order.
    const early = await t.call(
      'POST',
      '/api/admin/policies/privacy/versions',
      version({ effectiveOn: day(10) }),
      tokens.owner,
    );
    expect(early.status).toBe(422);
    expect((await early.json()).error.fields.effectiveOn).toMatch(/최근 버전/);

    const kind = await t.call('GET', '/api/admin/policies/cookies', undefined, tokens.owner);
    expect(kind.status).toBe(422);
  });

  it('sanitises what it stores: no script, handler or style survives; tables keep their scope', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/policies/privacy/versions',
      version({
        effectiveOn: day(40),
        bodyKo:
          '<p style="color:red" onclick="x()">본문<script>alert(1)</script></p><table style="width:1px"><tbody><tr><th scope="row" style="x">a</th><td>b</td></tr></tbody></table><img src=x onerror=alert(1)>',
      }),
      tokens.manager,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).bodyKo).toBe(
      '<p>본문</p><table><tbody><tr><th scope="row">a</th><td>b</td></tr></tbody></table>',
    );
  });

  it('two editors publishing at once get two numbers', async () => {
    const [a, b] = await Promise.all([
      t.call('POST', '/api/admin/policies/privacy/versions', version({ effectiveOn: day(50) }), tokens.owner),
      t.call(
        'POST',
        '/api/admin/policies/privacy/versions',
        version({ effectiveOn: day(50) }),
        tokens.editor,
      ),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const numbers = [(await a.json()).version, (await b.json()).version].sort();
    expect(numbers).toEqual([7, 8]);
  });

  it('lists every version newest first with its status', async () => {
    const res = await t.call('GET', '/api/admin/policies/privacy', undefined, tokens.editor);
    const list = await res.json();
    expect(list.today).toBe(day(0));
    expect(list.inForce).toBe(1);
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    // 2–5 share day 30: only the last of them will apply; 7 is replaced by 8 on day 50.
    expect(list.versions.map((v: { status: string }) => v.status)).toEqual([
      'scheduled',
      'replaced',
      'scheduled',
      'scheduled',
      'replaced',
      'replaced',
      'replaced',
      'inForce',
    ]);
    expect(list.scheduled).toEqual([8, 6, 5]);
  });
});

describe('a future version does not replace the one in force until its date (Asia/Seoul)', () => {
  it('the public sees version 1 until the day, then version 2, and version 1 stays public', async () => {
    t.clock.set(start);
    tokens = await staffTokens(t.db, t.clock.now());
    const created = await t.call(
      'POST',
      '/api/admin/policies/terms/versions',
      version({ effectiveOn: day(1) }),
      tokens.editor,
    );
    expect(created.status).toBe(201);
    expect((await created.json()).version).toBe(2);

    expect(await nextPolicyChange(t.db, t.clock.now())).toBe(day(1));

    const today = await (await t.call('GET', '/api/policies/terms')).json();
    expect(today.current).toMatchObject({
      version: 1,
      effectiveOn: '2025-03-01',
      inForce: true,
      note: '최초 시행',
    });
    expect(today.current.body).toContain('<h3>제1조 (목적)</h3>');
    expect(today.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    expect((await t.call('GET', '/api/policies/terms/versions/2')).status).toBe(404);
    expect((await t.call('GET', '/api/policies/terms/versions/9')).status).toBe(404);

    // 23:59 in Seoul the day before: still version 1.
    t.clock.set(new Date(seoulDayStart(new Date(start.getTime() + DAY)).getTime() - 60_000));
    expect((await (await t.call('GET', '/api/policies/terms')).json()).current.version).toBe(1);

    // Midnight in Seoul: version 2 is in force, version 1 is an earlier version anyone can read.
    t.clock.set(seoulDayStart(new Date(start.getTime() + DAY)));
    const next = await (await t.call('GET', '/api/policies/terms?lang=en')).json();
    expect(next.current).toMatchObject({
      version: 2,
      effectiveOn: day(1),
      note: 'Processor changed',
      inForce: true,
    });
    expect(next.current.body).toBe('<h3>1. Purpose</h3><p>The changed policy.</p>');
    expect(next.versions).toEqual([
      { version: 2, effectiveOn: day(1), note: 'Processor changed', inForce: true },
      { version: 1, effectiveOn: '2025-03-01', note: 'First version', inForce: false },
    ]);
    const earlier = await t.call('GET', '/api/policies/terms/versions/1?lang=en');
    expect(earlier.status).toBe(200);
    expect(await earlier.json()).toMatchObject({ kind: 'terms', version: 1, inForce: false });
    t.clock.set(start);
  });

  it("announces the next version with its text from 7 days before it takes effect, in the reader's language", async () => {
    const scheduled = (await t.db.select().from(policyVersions).where(eq(policyVersions.kind, 'privacy')))
      .map((r) => r.effectiveOn)
      .filter((d) => d > day(0))
      .sort();
    const first = scheduled[0];
    const daysAhead = Math.round((Date.parse(first) - Date.parse(day(0))) / DAY);
    expect(daysAhead).toBeGreaterThan(7);
    const at = (offset: number) => t.clock.set(new Date(start.getTime() + offset * DAY));

    at(daysAhead - 8);
    expect((await (await t.call('GET', '/api/policies/privacy')).json()).upcoming).toBeUndefined();
    at(daysAhead - 7);
    const ko = await (await t.call('GET', '/api/policies/privacy')).json();
    expect(ko.upcoming).toMatchObject({ effectiveOn: first, inForce: false, note: '위탁 업체 변경' });
    expect(ko.upcoming.body).toContain('바뀐 방침입니다.');
    expect(ko.current.version).toBe(1);
    const en = await (await t.call('GET', '/api/policies/privacy?lang=en')).json();
    expect(en.upcoming).toMatchObject({ note: 'Processor changed' });
    expect(en.upcoming.body).toContain('The changed policy.');
    t.clock.set(start);
  });

  it('the public API hides scheduled versions and documents its routes', async () => {
    const privacy = await (await t.call('GET', '/api/policies/privacy')).json();
    expect(privacy.current.version).toBe(1);
    expect(privacy.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    for (const n of [2, 5, 8])
      expect((await t.call('GET', `/api/policies/privacy/versions/${n}`)).status).toBe(404);
    expect((await t.call('GET', '/api/policies/privacy/versions/abc')).status).toBe(422);

    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/policies/{kind}',
        '/api/admin/policies/{kind}/versions',
        '/api/policies/{kind}',
        '/api/policies/{kind}/versions/{version}',
      ]),
    );
    expect(doc.paths['/api/admin/policies/{kind}'].get.tags).toEqual(['admin']);
  });
});

describe('sign-up consent', () => {
  it('records the versions of the terms and the privacy policy in force at sign-up', async () => {
    t.clock.set(start);
    const before = await signUp(t);
    expect(before.res.status, await before.res.clone().text()).toBe(201);
    const [a] = await t.db.select().from(users).where(eq(users.email, before.email));
    expect([a.termsVersion, a.privacyVersion]).toEqual([1, 1]);

    // The next Seoul day, terms version 2 is in force; privacy is still version 1.
    t.clock.set(new Date(start.getTime() + DAY));
    const after = await signUp(t);
    expect(after.res.status).toBe(201);
    const [b] = await t.db.select().from(users).where(eq(users.email, after.email));
    expect([b.termsVersion, b.privacyVersion]).toEqual([2, 1]);
    t.clock.set(start);
  });
});
