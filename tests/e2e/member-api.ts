// Members for browser tests, made through the API the way the sign-up page makes them: the demo
// identity provider, then the code the app mails to the e2e server's SMTP sink.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { signUpForm } from '../support/sign-up-form';
import { expect, ownAddress } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE = `http://127.0.0.1:${PORT}`;
/** The e2e server's SMTP sink sidecar (scripts/e2e-server.mjs). */
const MAIL = `http://127.0.0.1:${PORT + 1000}`;
export const PASSWORD = 'moru2025test';

const SYLLABLES = '가나다라마바사아자차카타파하서준민지';
let n = 0;
export function newPerson() {
  const r = Date.now() + n++ * 7919 + Math.floor(Math.random() * 1e6);
  const s = (i: number) => SYLLABLES[Math.floor(r / 18 ** i) % SYLLABLES.length];
  const month = String((r % 12) + 1).padStart(2, '0');
  const day = String((Math.floor(r / 12) % 28) + 1).padStart(2, '0');
  return {
    name: `${s(0)}${s(1)}${s(2)}`,
    tel: `010${String(r % 1e8).padStart(8, '0')}`,
    birth: `19${50 + (r % 50)}${month}${day}`,
  };
}
export const newEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The newest 6-digit code the app mailed to `to`, read from the SMTP sink. */
export async function mailedCode(to: string, after = 0): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const list = (await (await fetch(`${MAIL}/messages?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
      text: string;
      at: number;
    }[];
    const hit = list
      .filter((m) => m.at >= after)
      .reverse()
      .map((m) => `${m.subject} ${m.text}`.match(/\b(\d{6})\b/)?.[1])
      .find(Boolean);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** Registers a member through the API (demo identity provider + mailed code), like the UI does. */
export async function apiSignUp(memberType: 'normal' | 'company' = 'normal') {
  const api = await playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  });
  const person = newPerson();
  const email = newEmail('api');
  const started = await api.post('/api/identity/requests', { data: { purpose: 'sign_up' } });
  expect(started.status(), await started.text()).toBe(201);
  const { requestId } = await started.json();
  const html = await (
    await api.post('/api/identity/demo', { form: { requestId, ...person, outcome: 'success' } })
  ).text();
  const result = html.match(/"result":"([\w-]+:[\w-]+)"/)?.[1];
  const { identityToken } = await (
    await api.post('/api/identity/results', { data: { requestId, result } })
  ).json();
  const sentAt = Date.now() - 1000;
  expect((await api.post('/api/auth/email-codes', { data: { email } })).status()).toBe(202);
  const { emailToken } = await (
    await api.post('/api/auth/email-codes/verify', { data: { email, code: await mailedCode(email, sentAt) } })
  ).json();
  const res = await api.post('/api/auth/sign-up', {
    data: signUpForm({ identityToken, emailToken, email, password: PASSWORD, memberType }),
  });
  expect(res.status(), await res.text()).toBe(201);
  const { accessToken } = await res.json();
  return { api, email, person, accessToken };
}

/** Signs `page` in as a member with the shared test password (refresh cookie, session marker set). */
export async function signInAs(page: Page, email: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-refresh-transport': 'cookie', 'content-type': 'application/json' },
  });
  expect(res.status(), 'sign-in').toBe(200);
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('moru.session', '1'));
}
