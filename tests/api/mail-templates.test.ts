import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/schemas/admin';
import { runDueDrafts } from '@/server/content/drafts';
import { auditLog, mailOutbox } from '@/server/db/schema';
import { MailWording, mailWording } from '@/server/mail/wording';
import { deliverDue, smtpTransport } from '@/server/mail/worker';
import { staffTokens } from '../support/admin';
import { freshIp } from '../support/member-flow';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp } from '../support/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp({ staffTotpRequired: false });
  tokens = await staffTokens(t.db, t.clock.now());
});
afterAll(() => t.close());

const later = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const patch = (id: string, body: unknown, token = tokens.editor, lang = 'ko') =>
  t.call('PATCH', `/api/admin/mail/${id}`, body, token, { 'accept-language': lang });
const current = async (id: string) =>
  await (await t.call('GET', `/api/admin/mail/${id}`, undefined, tokens.editor)).json();

/** Asks for a sign-up code for `email` and sends the outbox through the SMTP fake: the subject it received. */
async function signUpCodeSubject(email: string): Promise<string> {
  const sink = await startSmtpSink();
  try {
    const res = await t.call('POST', '/api/auth/email-codes', { email }, undefined, freshIp());
    expect(res.status).toBe(202);
    await deliverDue(t.db, await smtpTransport(sink.url), t.clock.now());
    const got = sink.messages.filter((m) => m.to.includes(email));
    expect(got).toHaveLength(1);
    return got[0].subject;
  } finally {
    await sink.close();
  }
}

describe('mail wording in the studio', () => {
  it('lists every mail with its default, current wording and variables, and the AlimTalk texts read-only', async () => {
    const res = await t.call('GET', '/api/admin/mail', undefined, tokens.editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    const code = body.items.find((m: { id: string }) => m.id === 'signUpCode');
    expect(code.variables).toEqual(['code']);
    expect(code.defaults.ko.subject).toContain('{code}');
    expect(code.current).toEqual(code.defaults);
    expect(code.edited).toEqual({ ko: false, en: false });
    expect(body.alimtalk.map((a: { kind: string }) => a.kind)).toContain('confirmed');
    expect(body.alimtalk[0].text).toContain('#{');
    expect(body.alimtalk[0].setting).toMatch(/^SOLAPI_TEMPLATE_/);
  });

  it('editor, manager and owner may edit; door and viewer get 403; no token 401; an unknown mail 422 here, 404 in the history', async () => {
    for (const role of ['door', 'viewer'] as const) {
      expect((await t.call('GET', '/api/admin/mail', undefined, tokens[role])).status).toBe(403);
      expect((await patch('welcome', { ko: { subject: 'x', body: 'y' } }, tokens[role])).status).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/mail')).status).toBe(401);
    for (const role of ['manager', 'owner'] as const)
      expect((await t.call('GET', '/api/admin/mail/welcome', undefined, tokens[role])).status).toBe(200);
    expect((await t.call('GET', '/api/admin/mail/nope', undefined, tokens.editor)).status).toBe(422);
    expect((await t.call('GET', '/api/admin/mail/nope/versions', undefined, tokens.editor)).status).toBe(404);
  });

  it('refuses an unknown {variable} or a stray brace with a message on the field, in the caller’s language', async () => {
    const ko = await patch('signUpCode', { ko: { subject: '인증번호 {code} {when}', body: '{code}' } });
    expect(ko.status).toBe(422);
    const koErr = (await ko.json()).error;
    expect(koErr.code).toBe('VALIDATION_FAILED');
    expect(koErr.fields['ko.subject']).toContain('{when}');
    expect(koErr.fields['ko.subject']).toContain('{code}');
    expect(koErr.fields['ko.body']).toBeUndefined();

    const en = await patch(
      'signUpCode',
      { en: { subject: 'Code', body: 'Your code: {code' } },
      tokens.editor,
      'en',
    );
    expect(en.status).toBe(422);
    expect((await en.json()).error.fields['en.body']).toMatch(/brace/i);

    const empty = await patch('signUpCode', { ko: { subject: ' ', body: 'x' } });
    expect((await empty.json()).error.fields['ko.subject']).toBe('제목을 입력해 주세요.');
    expect((await current('signUpCode')).edited).toEqual({ ko: false, en: false });
  });

  it('the edited subject is what the next mail sent says; a reset sends the default again; both are audited', async () => {
    const before = await signUpCodeSubject('first@example.com');
    expect(before).toMatch(/^\[모루 디자인 트렌드\] 회원가입 인증번호 \d{6}$/);

    const saved = await patch('signUpCode', {
      ko: { subject: '모루 인증번호: {code}', body: '아래 번호를 입력해 주세요.\n{code}' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      edited: { ko: true, en: false },
      current: { ko: { subject: '모루 인증번호: {code}' } },
      updatedBy: 'editor@moru-surfaces.example',
    });
    expect(await signUpCodeSubject('second@example.com')).toMatch(/^모루 인증번호: \d{6}$/);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'second@example.com'));
    expect(sent.text.split('\n').slice(0, 2)).toEqual([
      '아래 번호를 입력해 주세요.',
      expect.stringMatching(/^\d{6}$/),
    ]);

    const reset = await t.call('POST', '/api/admin/mail/signUpCode/reset', undefined, tokens.manager);
    expect(reset.status).toBe(200);
    expect((await reset.json()).edited).toEqual({ ko: false, en: false });
    expect(await signUpCodeSubject('third@example.com')).toMatch(/회원가입 인증번호 \d{6}$/);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, 'signUpCode'), eq(auditLog.action, 'content.update')));
    expect(audits).toHaveLength(2);
  });

  it('keeps versions (the default first) and restores one as a draft that sends it once published', async () => {
    expect((await patch('welcome', { ko: { subject: '환영 1 {name}', body: '본문 1' } })).status).toBe(200);
    expect((await patch('welcome', { ko: { subject: '환영 2 {name}', body: '본문 2' } })).status).toBe(200);
    const list = await t.call('GET', '/api/admin/mail/welcome/versions', undefined, tokens.editor);
    expect(list.status).toBe(200);
    const { items } = await list.json();
    expect(items.map((v: { revision: number }) => v.revision)).toEqual([3, 2, 1]);
    expect(items[2].snapshot).toEqual({ ko: null, en: null });
    expect(items[0]).toMatchObject({ fields: ['ko'], snapshot: { ko: { subject: '환영 2 {name}' } } });

    const restored = await t.call(
      'POST',
      '/api/admin/mail/welcome/versions/2/restore',
      undefined,
      tokens.editor,
    );
    expect(restored.status).toBe(201);
    const draft = await restored.json();
    expect(draft).toMatchObject({ kind: 'mail', recordId: 'welcome', origin: 'restore', fromRevision: 2 });
    expect((await current('welcome')).current.ko.subject).toBe('환영 2 {name}');

    const published = await t.call('POST', `/api/admin/drafts/${draft.id}/publish`, undefined, tokens.editor);
    expect(published.status).toBe(200);
    expect((await current('welcome')).current.ko.subject).toBe('환영 1 {name}');

    // Version 1 (the default) restores the default.
    const first = await (
      await t.call('POST', '/api/admin/mail/welcome/versions/1/restore', undefined, tokens.editor)
    ).json();
    await t.call('POST', `/api/admin/drafts/${first.id}/publish`, undefined, tokens.editor);
    expect((await current('welcome')).edited).toEqual({ ko: false, en: false });
    expect(
      (await t.call('POST', '/api/admin/mail/welcome/versions/1/restore', undefined, tokens.viewer)).status,
    ).toBe(403);
  });

  it('a later publishAt keeps the change (202) and the scheduler publishes it once at its time', async () => {
    const res = await patch('withdrawn', {
      en: { subject: 'Goodbye from Moru', body: 'Your account is closed.' },
      publishAt: later(60_000),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      kind: 'mail',
      recordId: 'withdrawn',
      origin: 'edit',
      status: 'pending',
    });
    expect((await current('withdrawn')).edited.en).toBe(false);

    // The variables are checked when the change is kept, not only when it runs.
    const bad = await patch('withdrawn', {
      en: { subject: 'Bye {name}', body: 'x' },
      publishAt: later(60_000),
    });
    expect(bad.status).toBe(422);

    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    t.clock.advance(61_000);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(1);
    expect(await runDueDrafts(t.db, t.clock.now())).toBe(0);
    const after = await current('withdrawn');
    expect(after.current.en.subject).toBe('Goodbye from Moru');
    expect(after.current.ko).toEqual(after.defaults.ko);
  });
});

describe('mail wording read inside a transaction', () => {
  it('never waits for a read the database has under way, so a mail queued in a transaction cannot hang it', async () => {
    // The cache is filled, then its one-second trust runs out: the next callers read the version.
    await mailWording(t.db);
    const stale = Date.now() + 5_000;
    let outside: Promise<unknown> | undefined;
    const inside = t.db.transaction(async (tx) => {
      // A request outside the transaction starts a read (on PGlite it waits for this transaction).
      outside = mailWording(t.db, stale);
      const wording = await mailWording(tx, stale);
      return wording.render('welcome', 'ko', { name: '모루' }).subject;
    });
    const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 10_000));
    const subject = await Promise.race([inside, hung]);
    expect(subject).toContain('모루');
    await expect(outside).resolves.toBeInstanceOf(MailWording);
  });
});
