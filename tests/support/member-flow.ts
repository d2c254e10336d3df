import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { demoCi, encryptResult } from '@/server/identity/provider';
import { signUpForm } from './sign-up-form';
import type { createTestApp } from './test-app';

type T = Awaited<ReturnType<typeof createTestApp>>;
export type Person = { name: string; tel: string; birth: string };

let seq = 0;
/** A fresh, valid person (unique CI: the name + birth pair differs per call). */
export function newPerson(): Person {
  seq++;
  const syll = '가나다라마바사아자차카타파하';
  const name = `김${syll[seq % syll.length]}${syll[Math.floor(seq / syll.length) % syll.length]}`;
  const day = String((seq % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(seq / 28) % 12) + 1).padStart(2, '0');
  return {
    name,
    tel: `010${String(10_000_000 + seq).slice(-8)}`,
    birth: `19${80 + (seq % 19)}${month}${day}`,
  };
}

let ipSeq = 0;
/** A distinct client address per call, so per-IP rate limits don't leak between tests. */
export const freshIp = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

/** The demo provider's answer for a person, as the browser would receive it. */
export function providerResult(requestId: string, p: Person, success = true) {
  return encryptResult(
    `${success ? 'Y' : 'N'}_${p.name}_${p.tel}_${p.birth}_${demoCi(p.name, p.birth)}`,
    requestId,
  );
}

export async function verifyIdentity(
  t: T,
  p: Person,
  purpose: 'sign_up' | 'tel_change' = 'sign_up',
  token?: string,
) {
  const req = await t.call('POST', '/api/identity/requests', { purpose }, token, freshIp());
  if (req.status !== 201) throw new Error(`identity request ${req.status} ${await req.text()}`);
  const { requestId } = await req.json();
  const res = await t.call(
    'POST',
    '/api/identity/results',
    { requestId, result: providerResult(requestId, p) },
    token,
  );
  return { res, requestId };
}

/** The newest 6-digit code mailed to `to` (read from the outbox). */
export async function lastMailedCode(db: Db, to: string): Promise<string> {
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  const m = mails.map((x) => x.subject.match(/\b(\d{6})\b/)).find(Boolean);
  if (!m) throw new Error(`no code mailed to ${to}`);
  return m[1];
}

export async function verifiedEmail(t: T, email: string) {
  const sent = await t.call('POST', '/api/auth/email-codes', { email }, undefined, freshIp());
  if (sent.status !== 202) throw new Error(`email code ${sent.status} ${await sent.text()}`);
  const code = await lastMailedCode(t.db, email);
  const ok = await t.call('POST', '/api/auth/email-codes/verify', { email, code }, undefined, freshIp());
  if (ok.status !== 200) throw new Error(`verify ${ok.status} ${await ok.text()}`);
  return (await ok.json()).emailToken as string;
}

export const PASSWORD = 'moru2025pass';

/** Registers a member through the real API (identity → email code → sign-up); returns the tokens. */
export async function signUp(
  t: T,
  opts: {
    email?: string;
    person?: Person;
    memberType?: 'normal' | 'company';
    extra?: Record<string, unknown>;
  } = {},
) {
  const person = opts.person ?? newPerson();
  const { res } = await verifyIdentity(t, person);
  if (res.status !== 200) throw new Error(`identity ${res.status} ${await res.text()}`);
  const { identityToken } = await res.json();
  return { ...(await completeSignUp(t, identityToken, opts)), person };
}

/** The rest of sign-up once the identity is verified: the mailed e-mail code, then the form. */
export async function completeSignUp(
  t: T,
  identityToken: string,
  opts: { email?: string; memberType?: 'normal' | 'company'; extra?: Record<string, unknown> } = {},
) {
  const email =
    opts.email ?? `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const emailToken = await verifiedEmail(t, email);
  const body = {
    ...signUpForm({ identityToken, emailToken, email, password: PASSWORD, memberType: opts.memberType }),
    ...opts.extra,
  };
  const res = await t.call('POST', '/api/auth/sign-up', body);
  return { res, email, body };
}
