import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, PASSWORD, signUp } from '../support/member-flow';
import { createTestApp } from '../support/test-app';

// Sign-in throttling that cannot be turned against members (issue 55, 5; decision 038): per-account
// and per-address back-offs that answer how long to wait, a known device exempt, no global delay.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'Spring2026pass';

type Ip = Record<string, string>;
const login = (email: string, password: string, ip: Ip, extra: Record<string, string> = {}) =>
  t.call('POST', '/api/auth/login', { email, password }, undefined, { ...ip, ...extra });

/** The known-device cookie a successful sign-in set, as a Cookie header. */
function deviceCookie(res: Response): Record<string, string> {
  const set = res.headers.get('set-cookie') ?? '';
  const match = /moru_kd=([^;]*)/.exec(set);
  expect(match?.[1]).toMatch(/^[0-9a-z]+~[\w-]{22}$/);
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/Path=\/api\/auth\/login/);
  return { cookie: `moru_kd=${match?.[1]}` };
}

/** A 429 that says how long to wait: code, body, header and the sentence in both languages. */
async function expectWait(res: Response, language: 'ko' | 'en' = 'ko'): Promise<number> {
  expect(res.status).toBe(429);
  const { error } = await res.json();
  expect(error.code).toBe('SIGN_IN_WAIT');
  expect(Number(res.headers.get('retry-after'))).toBe(error.retryAfter);
  expect(error.retryAfter).toBeGreaterThan(0);
  if (language === 'ko') expect(error.message).toContain(`${error.retryAfter}초 뒤에 다시 로그인해 주세요`);
  else expect(error.message).toMatch(new RegExp(`try again in ${error.retryAfter} seconds?\\.$`));
  return error.retryAfter;
}

/** A member who signed in once from home: their account and that device's cookie. */
async function memberWithDevice() {
  const { email } = await signUp(t);
  const first = await login(email, PASSWORD, freshIp());
  expect(first.status).toBe(200);
  return { email, device: deviceCookie(first) };
}

describe('password spraying: many accounts, one password, one address', () => {
  it('stops the address after 100 attempts and no one else: the sprayed members and others sign in at once', async () => {
    t.clock.advance(16 * 60 * 1000);
    const members = [await signUp(t), await signUp(t), await signUp(t)].map((m) => m.email);
    const sprayer = freshIp();
    const targets = [...members, ...Array.from({ length: 97 }, (_, i) => `spray${i}@example.com`)];
    for (const email of targets) expect((await login(email, WRONG, sprayer)).status).toBe(401);
    const stopped = await login('spray-next@example.com', WRONG, sprayer);
    const wait = await expectWait(stopped);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // English callers read the wait in English.
    await expectWait(
      await login('spray-next@example.com', WRONG, sprayer, { 'accept-language': 'en' }),
      'en',
    );
    // No global delay: each sprayed account has one failure, below any back-off.
    for (const email of members) expect((await login(email, PASSWORD, freshIp())).status).toBe(200);
    const { email: other } = await signUp(t);
    expect((await login(other, PASSWORD, freshIp())).status).toBe(200);
    // The window ends: the address may try again.
    t.clock.advance(wait * 1000);
    expect((await login('spray-next@example.com', WRONG, sprayer)).status).toBe(401);
  });
});

describe('credential stuffing: many addresses, one account', () => {
  it('backs the account off 1 s, 2 s, 4 s … up to 30 s; its known device signs in at once, a new device after the wait', async () => {
    t.clock.advance(16 * 60 * 1000);
    const { email, device } = await memberWithDevice();
    for (let i = 0; i < 10; i++) expect((await login(email, WRONG, freshIp())).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const wait = await expectWait(await login(email, WRONG, freshIp()));
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await login(email, WRONG, freshIp())).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    // Held now for 30 s. The member's own device is exempt, from any address…
    const mine = await login(email, PASSWORD, freshIp(), device);
    expect(mine.status).toBe(200);
    deviceCookie(mine);
    // …which does not lift the hold for anyone else: the guesser still waits.
    await expectWait(await login(email, WRONG, freshIp()));
    // Another member's device cookie does not open this account.
    const stranger = await memberWithDevice();
    await expectWait(await login(email, PASSWORD, freshIp(), stranger.device));
    // A forged cookie neither.
    await expectWait(await login(email, PASSWORD, freshIp(), { cookie: `moru_kd=zzzzzz~${'A'.repeat(22)}` }));
    // The member on a new device is told the wait, in English too, and gets in after it.
    const laptop = freshIp();
    const wait = await expectWait(await login(email, PASSWORD, laptop, { 'accept-language': 'en' }), 'en');
    expect(wait).toBeLessThanOrEqual(30);
    t.clock.advance(wait * 1000);
    expect((await login(email, PASSWORD, laptop)).status).toBe(200);
  });

  it('an unknown e-mail is backed off the same way: the wait says nothing about accounts', async () => {
    t.clock.advance(16 * 60 * 1000);
    const ghost = 'ghost.stuffed@example.com';
    for (let i = 0; i < 10; i++) expect((await login(ghost, WRONG, freshIp())).status).toBe(401);
    expect(await expectWait(await login(ghost, WRONG, freshIp()))).toBe(1);
  });

  it('a stolen device cookie is not a free pass: after 10 failures with it, it counts as unknown', async () => {
    t.clock.advance(16 * 60 * 1000);
    const { email, device } = await memberWithDevice();
    const thief = freshIp();
    // The device's failures do not feed the account's or the address's back-off…
    for (let i = 0; i < 10; i++) expect((await login(email, WRONG, thief, device)).status).toBe(401);
    // …but past its limit the device is an unknown one, with the pair's 5 free failures.
    for (let i = 0; i < 5; i++) expect((await login(email, WRONG, thief, device)).status).toBe(401);
    await expectWait(await login(email, WRONG, thief, device));
  });
});

describe('a shared address (an office, a café)', () => {
  it("someone's five failures there do not keep the other members out", async () => {
    t.clock.advance(16 * 60 * 1000);
    const cafe = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(`guess${i}@example.com`, WRONG, cafe)).status).toBe(401);
    const { email } = await signUp(t);
    expect((await login(email, PASSWORD, cafe)).status).toBe(200);
  });

  it("someone's five failures at a member's account there: the member's device signs in; a new device waits a second", async () => {
    t.clock.advance(16 * 60 * 1000);
    const { email, device } = await memberWithDevice();
    const cafe = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(email, WRONG, cafe)).status).toBe(401);
    expect((await login(email, PASSWORD, cafe, device)).status).toBe(200);
    // (That success cleared this address's back-off at the account; the stranger starts again.)
    for (let i = 0; i < 5; i++) expect((await login(email, WRONG, cafe)).status).toBe(401);
    const wait = await expectWait(await login(email, PASSWORD, cafe));
    expect(wait).toBe(1);
    t.clock.advance(1000);
    expect((await login(email, PASSWORD, cafe)).status).toBe(200);
  });
});
