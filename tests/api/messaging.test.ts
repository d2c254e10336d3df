import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/schemas/messaging-rules';
import { signAccessToken } from '@/server/auth/tokens';
import { policyVersionsInForce } from '@/server/content/policies';
import { mailOutbox, messageOutbox, type users } from '@/server/db/schema';
import { SOLAPI_TEMPLATE_KEYS, serverEnv } from '@/server/env';
import { sendReminders } from '@/server/events/jobs';
import { messagingProvider } from '@/server/messaging/provider';
import { solapiProvider } from '@/server/messaging/solapi';
import { TEMPLATE_VARIABLES } from '@/server/messaging/templates';
import { deliverDueMessages } from '@/server/messaging/worker';
import { staffTokens } from '../support/admin';
import { signUp } from '../support/member-flow';
import { operations } from '../support/openapi';
import { SOLAPI_TEST_SENDER, startSolapiServer } from '../support/solapi-server';
import { createTestApp } from '../support/test-app';
import { DAY, HOUR, makeEvent, member } from './events-fixtures';

/**
 * KakaoTalk AlimTalk with SMS fallback through Solapi (decision 020), against a local Solapi API
 * that checks each request's signature (tests/support/solapi-server.ts); nothing in the app is
 * mocked. The worker's poll is played by calling `deliverDueMessages`, as the message worker does.
 */
const templateIds = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, `KA01TP251125${k.toUpperCase()}`]),
) as Record<NotificationKind, string>;
let solapi: Awaited<ReturnType<typeof startSolapiServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  solapi = await startSolapiServer(
    Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [templateIds[k], TEMPLATE_VARIABLES[k].map((v) => `#{${v}}`)]),
    ),
  );
  // NOTE: before the app reads its environment (once per process; each test file is its own).
  Object.assign(
    process.env,
    solapi.env(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [SOLAPI_TEMPLATE_KEYS[k], templateIds[k]]))),
  );
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await solapi?.close();
});

const BASE = new Date('2026-03-10T03:00:00.000Z');
beforeEach(() => {
  t.clock.set(BASE);
  solapi.state.outage = null;
});
const now = () => t.clock.now();
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
const body = async (res: Response) => (await res.json()) as any;
let telSeq = 0;
/** A member with a phone number of their own (the fake keys what it accepted by number). */
const withTel = (over: Partial<typeof users.$inferInsert> = {}) =>
  member(t.db, now(), { tel: `0109${String(++telSeq).padStart(7, '0')}`, name: '김모루', ...over });
type Member = Awaited<ReturnType<typeof withTel>>;

async function book(m: Member, inHours = 48) {
  const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours, capacity: 5 }] });
  const res = await t.call(
    'POST',
    `/api/events/${event.id}/applications`,
    { sessionId: sessions[0].id },
    m.token,
  );
  expect(res.status).toBe(201);
  return { event, slot: sessions[0], id: (await body(res)).id as string };
}
const messagesOf = (m: Member) => t.db.select().from(messageOutbox).where(eq(messageOutbox.userId, m.id));
const mailsOf = (m: Member) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, m.email as string));
const deliver = () => deliverDueMessages(t.db, messagingProvider(), now());
/** Delivers until nothing is due now (the queue may be bigger than one batch). */
async function deliverAll() {
  for (let i = 0; i < 20; i++) if ((await deliver()).claimed === 0) return;
}

describe('configuration', () => {
  it('the app runs the Solapi provider this file configured', () => {
    expect(serverEnv().MESSAGING_PROVIDER).toBe('solapi');
    expect(messagingProvider().name).toBe('solapi');
  });
});

describe('a booking', () => {
  it('sends an AlimTalk with the confirmation template and its variables, signed, beside the mail', async () => {
    const m = await withTel();
    const { slot } = await book(m);
    const [queued] = await messagesOf(m);
    expect(queued).toMatchObject({ kind: 'confirmed', status: 'pending', to: m.tel });
    expect((await mailsOf(m)).length).toBe(1);

    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const [sent] = solapi.to(m.tel as string);
    expect(sent).toMatchObject({
      type: 'ATA',
      from: SOLAPI_TEST_SENDER,
      kakaoOptions: { pfId: process.env.SOLAPI_PFID, templateId: templateIds.confirmed, disableSms: false },
    });
    const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(slot.startsAt);
    expect(sent.kakaoOptions?.variables).toMatchObject({
      '#{name}': '김모루',
      '#{title}': '테스트 이벤트',
      '#{place}': 'Seoul',
      '#{url}': expect.stringMatching(/\/my\/apply$/),
    });
    expect(sent.kakaoOptions?.variables?.['#{date}']).toBe(date);
    expect(sent.kakaoOptions?.variables?.['#{time}']).toMatch(/^\d\d:\d\d~\d\d:\d\d$/);
    expect(solapi.state.requests.at(-1)?.signed).toBe(true);
    const [row] = await messagesOf(m);
    expect(row).toMatchObject({ status: 'sent', channel: 'alimtalk', providerMessageId: sent.messageId });

    // A second pass sends nothing again.
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(solapi.to(m.tel as string)).toHaveLength(1);
  });

  it('an AlimTalk Kakao refuses falls back to SMS/LMS with the same content', async () => {
    const m = await withTel();
    solapi.refuseAlimTalk(m.tel as string);
    await book(m);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const got = solapi.to(m.tel as string);
    expect(got).toHaveLength(1);
    const [row] = await messagesOf(m);
    expect(got[0]).toMatchObject({ type: 'LMS', text: row.text, subject: row.subject });
    expect(row.text).toContain('테스트 이벤트');
    expect(row.text).toContain('김모루');
    expect(row).toMatchObject({ status: 'sent', channel: 'lms' });
  });

  it('the waitlist promotion and the day-before reminder go the same way', async () => {
    const holder = await withTel();
    const waiter = await withTel();
    const { event, sessions } = await makeEvent(t.db, now(), { slots: [{ inHours: 30, capacity: 1 }] });
    const slot = sessions[0];
    const held = await body(
      await t.call('POST', `/api/events/${event.id}/applications`, { sessionId: slot.id }, holder.token),
    );
    await t.call(
      'POST',
      `/api/events/${event.id}/applications`,
      { sessionId: slot.id, waitlist: true },
      waiter.token,
    );
    expect(
      (await t.call('DELETE', `/api/users/my/applications/${held.id}`, undefined, holder.token)).status,
    ).toBe(200);
    expect((await messagesOf(waiter)).map((r) => r.kind)).toEqual(['promoted']);
    // The day before (16:00 Seoul), after a reminder time later than the promotion (12:00 Seoul).
    t.clock.set(new Date(slot.startsAt.getTime() - DAY - 2 * HOUR));
    await sendReminders(t.db, now(), '15:00');
    expect((await messagesOf(waiter)).map((r) => r.kind).sort()).toEqual(['promoted', 'reminder']);
    await deliverAll();
    expect(solapi.to(waiter.tel as string).map((s) => s.kakaoOptions?.templateId)).toEqual(
      expect.arrayContaining([templateIds.promoted, templateIds.reminder]),
    );
  });
});

describe('Solapi down for a while', () => {
  it('loses nothing, backs off, and sends each message once when it is back', async () => {
    const ms = [await withTel(), await withTel(), await withTel()];
    const before = solapi.state.accepted.length;
    solapi.state.outage = { status: 503 };
    for (const m of ms) await book(m);
    const r1 = await deliver();
    expect(r1).toMatchObject({ sent: 0, failed: 1 });
    // The whole queue waits out the backoff: nothing is claimed again until then.
    expect(await deliver()).toMatchObject({ claimed: 0 });
    // An hour of outage, polled every few seconds, with the connection dropped for part of it.
    for (let minute = 0; minute < 60; minute++) {
      t.clock.advance(60_000);
      if (minute === 30) solapi.state.outage = 'reset';
      await deliver();
    }
    const waiting = await Promise.all(ms.map(messagesOf));
    for (const [row] of waiting) expect(row.status).toBe('pending');
    expect(waiting.some(([row]) => row.lastError?.startsWith('unreachable: '))).toBe(true);
    // Backed off, not hammered: far fewer tries than polls.
    expect(Math.max(...waiting.map(([r]) => r.attempts))).toBeLessThan(12);
    expect(solapi.state.accepted.length).toBe(before);

    solapi.state.outage = null;
    t.clock.advance(31 * 60_000);
    // Two instances poll at once: each message is claimed by one of them.
    await Promise.all([deliver(), deliver()]);
    await deliverAll();
    for (const m of ms) {
      expect(solapi.to(m.tel as string)).toHaveLength(1);
      expect((await messagesOf(m))[0]).toMatchObject({ status: 'sent', channel: 'alimtalk' });
    }
  });

  it('a request with a bad signature is refused, and the message waits instead of being lost', async () => {
    const m = await withTel();
    await book(m);
    const env = serverEnv();
    const wrong = solapiProvider({
      apiBase: env.SOLAPI_API_BASE,
      apiKey: env.SOLAPI_API_KEY ?? '',
      apiSecret: 'not-the-secret',
      sender: env.SOLAPI_SENDER ?? '',
      pfId: env.SOLAPI_PFID ?? '',
      templates: templateIds,
    });
    expect(await deliverDueMessages(t.db, wrong, now())).toMatchObject({ sent: 0, failed: 1 });
    expect(solapi.state.requests.at(-1)?.signed).toBe(false);
    const [row] = await messagesOf(m);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('SignatureDoesNotMatch');
    t.clock.advance(HOUR);
    await deliverAll();
    expect(solapi.to(m.tel as string)).toHaveLength(1);
  });
});

describe("the console's outbox health", () => {
  it('shows messages waiting and failing, and what carried those sent, by channel', async () => {
    const m = await withTel();
    const refused = await withTel();
    solapi.refuseAlimTalk(refused.tel as string);
    await book(m);
    await book(refused);
    const { viewer } = await staffTokens(t.db, now());
    const health = async () =>
      (await body(await t.call('GET', '/api/admin/dashboard', undefined, viewer))).messages;
    const before = await health();
    expect(before.pending).toBeGreaterThanOrEqual(2);
    await deliverAll();
    const after = await health();
    expect(after.pending).toBe(0);
    expect(after.failing).toBe(0);
    expect(after.sent.alimtalk - before.sent.alimtalk).toBeGreaterThanOrEqual(1);
    expect(after.sent.lms - before.sent.lms).toBe(1);
  });
});

describe('channel choice', () => {
  const choose = (m: Member, notifyChannel: string) =>
    t.call('PATCH', '/api/users/my', { notifyChannel }, m.token);

  it('e-mail only: no AlimTalk; KakaoTalk only: no mail; both: both', async () => {
    const cases = [
      ['email', 0, 1],
      ['kakao', 1, 0],
      ['both', 1, 1],
    ] as const;
    for (const [channel, messages, mails] of cases) {
      const m = await withTel();
      const res = await choose(m, channel);
      expect(res.status).toBe(200);
      expect((await body(res)).notifyChannel).toBe(channel);
      await book(m);
      expect((await messagesOf(m)).length, channel).toBe(messages);
      expect((await mailsOf(m)).length, channel).toBe(mails);
    }
  });

  it('KakaoTalk only without a phone number is e-mailed instead', async () => {
    const m = await withTel({ tel: null });
    expect((await choose(m, 'kakao')).status).toBe(200);
    await book(m);
    expect(await messagesOf(m)).toHaveLength(0);
    expect(await mailsOf(m)).toHaveLength(1);
  });

  it('an unknown channel is a 422 naming the field, documented in OpenAPI', async () => {
    const m = await withTel();
    const res = await choose(m, 'pigeon');
    expect(res.status).toBe(422);
    const err = (await body(res)).error;
    expect(err.fields.notifyChannel).toEqual(expect.any(String));
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const patch = operations(doc).find((o) => o.method === 'PATCH' && o.path === '/api/users/my');
    expect(patch?.statuses).toContain(422);
  });
});

describe('consents', () => {
  it('sign-up records terms, privacy and the optional marketing consent with versions and time', async () => {
    const { res } = await signUp(t, { extra: { marketing: true } });
    expect(res.status).toBe(201);
    const { accessToken } = await body(res);
    const me = await body(await t.call('GET', '/api/users/my', undefined, accessToken));
    const agreed = await policyVersionsInForce(t.db, now());
    const at = now().toISOString();
    expect(me.marketing).toBe(true);
    expect(me.notifyChannel).toBe('both');
    expect(me.consents).toEqual(
      expect.arrayContaining([
        { kind: 'terms', version: agreed.terms, givenAt: at, withdrawnAt: null },
        { kind: 'privacy', version: agreed.privacy, givenAt: at, withdrawnAt: null },
        { kind: 'marketing', version: 1, givenAt: at, withdrawnAt: null },
      ]),
    );
    expect(me.consents).toHaveLength(3);

    const plain = await signUp(t);
    const other = await body(
      await t.call('GET', '/api/users/my', undefined, (await body(plain.res)).accessToken),
    );
    expect(other.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['privacy', 'terms']);
  });

  it('marketing consent is given and withdrawn at any time, each with its time', async () => {
    const { res } = await signUp(t);
    const { id } = await body(await t.call('GET', '/api/users/my', undefined, (await body(res)).accessToken));
    // A fresh access token at the test clock's time (it moves by days here).
    const token = () => signAccessToken(id, ['member'], now());
    const patch = async (marketing: boolean) =>
      t.call('PATCH', '/api/users/my', { marketing }, await token());
    const marketing = async () =>
      (await body(await t.call('GET', '/api/users/my', undefined, await token()))).consents.filter(
        (c: { kind: string }) => c.kind === 'marketing',
      );

    t.clock.advance(HOUR);
    const given = now().toISOString();
    const first = await patch(true);
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await body(first)).marketing).toBe(true);
    expect(await marketing()).toEqual([{ kind: 'marketing', version: 1, givenAt: given, withdrawnAt: null }]);
    // Saying yes again changes nothing.
    await patch(true);
    expect(await marketing()).toHaveLength(1);

    t.clock.advance(DAY);
    const withdrawn = now().toISOString();
    expect((await body(await patch(false))).marketing).toBe(false);
    expect(await marketing()).toEqual([
      { kind: 'marketing', version: 1, givenAt: given, withdrawnAt: withdrawn },
    ]);

    t.clock.advance(DAY);
    await patch(true);
    const history = await marketing();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ givenAt: now().toISOString(), withdrawnAt: null });
  });

  it('withdrawal closes every open consent and keeps the records', async () => {
    const { res } = await signUp(t, { extra: { marketing: true } });
    const { accessToken, user } = await body(res);
    const id = user?.id ?? (await body(await t.call('GET', '/api/users/my', undefined, accessToken))).id;
    expect((await t.call('POST', '/api/users/my/withdrawal', { reason: 'spam' }, accessToken)).status).toBe(
      200,
    );
    const { consents } = await import('@/server/db/schema');
    const rows = await t.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, id)));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.withdrawnAt)).toBe(true);
  });
});
