import 'server-only';
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiError } from '../api/errors';
import type { Db } from '../db/client';
import { serverEnv } from '../env';
import { count, heldFor, holdUntil, peek, reset } from '../rate-limit';
import { safeEqual } from './crypto';
import { serverSecret } from './tokens';

/**
 * Sign-in throttling as OWASP's authentication guidance describes it (decision 038,
 * docs/SECURITY.md "Sign-in limits"): per-account and per-address limits that slow a guesser and
 * tell the caller how long to wait (429 SIGN_IN_WAIT with `retryAfter` and Retry-After), never a
 * lock-out and never a wait imposed on every member. A device that signed in to the account before
 * (a signed, HttpOnly "known device" cookie) is exempt from them for that account.
 */
export type ThrottleLimits = {
  /** Attempts from one address at any accounts (known devices not counted): then wait for the window. */
  perAddress: { limit: number; windowSeconds: number };
  /** Failures at one account from one address: past `freeFailures`, each failure makes the next wait. */
  perAccountAddress: BackOff;
  /** Failures at one account from every address: past `freeFailures`, each failure makes the next wait. */
  perAccount: BackOff;
  /** Failures from one known device (at its account) before it counts as unknown again. */
  knownDeviceFailures: { limit: number; windowSeconds: number };
};

export type BackOff = {
  freeFailures: number;
  windowSeconds: number;
  baseSeconds: number;
  maxSeconds: number;
};

export const MEMBER_LOGIN_LIMITS: ThrottleLimits = {
  perAddress: { limit: 100, windowSeconds: 15 * 60 },
  perAccountAddress: { freeFailures: 5, windowSeconds: 15 * 60, baseSeconds: 1, maxSeconds: 30 },
  perAccount: { freeFailures: 10, windowSeconds: 15 * 60, baseSeconds: 1, maxSeconds: 30 },
  knownDeviceFailures: { limit: 10, windowSeconds: 15 * 60 },
};

/** The wait after the `failures`-th failure in a back-off's window: 0, then 1 s, 2 s, 4 s … up to the cap. */
export function backOffSeconds(rule: BackOff, failures: number): number {
  const over = failures - rule.freeFailures;
  return over < 0 ? 0 : Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** over);
}

const KNOWN_DEVICE_DAYS = 180;
/** Accounts a device remembers (a shared family computer); the oldest goes first. */
const KNOWN_DEVICE_ENTRIES = 5;

export type SignInThrottle = ReturnType<typeof signInThrottle>;

/**
 * The throttle of one sign-in door. `prefix` names its `rate_limits` keys; the known-device cookie
 * is `cookie`, sent only to `cookiePath` (the sign-in route).
 */
export function signInThrottle(opts: {
  prefix: string;
  cookie: string;
  cookiePath: string;
  sameSite?: 'Lax' | 'Strict';
  limits: ThrottleLimits;
}) {
  const { prefix, limits } = opts;
  const keys = {
    address: (ip: string) => `${prefix}:ip:${ip}`,
    pair: (ip: string, email: string) => `${prefix}:pair:${ip} ${email}`,
    pairWait: (ip: string, email: string) => `${prefix}:pair-wait:${ip} ${email}`,
    account: (email: string) => `${prefix}:account:${email}`,
    accountWait: (email: string) => `${prefix}:account-wait:${email}`,
    device: (sig: string) => `${prefix}:device:${sig}`,
  };
  const sign = (email: string, expires: string) =>
    createHmac('sha256', serverSecret(`known-device:${prefix}`))
      .update(`${email}|${expires}`)
      .digest('base64url')
      .slice(0, 22);
  const entries = (c: Context): string[] =>
    (getCookie(c, opts.cookie) ?? '').split('.').filter((e) => /^[0-9a-z]{1,12}~[\w-]{22}$/.test(e));
  /** The signature of this device's unexpired entry for `email`, if it has one. */
  const deviceFor = (c: Context, email: string, now: Date): string | undefined => {
    for (const entry of entries(c)) {
      const [expires, sig] = entry.split('~');
      if (Number.parseInt(expires, 36) * 1000 > now.getTime() && safeEqual(sig, sign(email, expires)))
        return sig;
    }
    return undefined;
  };
  const wait = (seconds: number) =>
    new ApiError(429, 'SIGN_IN_WAIT', undefined, undefined, { 'Retry-After': String(seconds) });

  return {
    /**
     * Before the password is checked. A known device (fewer than its failure limit) passes; anyone
     * else waits out the account's and this address's back-off, and the address's attempt limit:
     * 429 SIGN_IN_WAIT with the seconds to wait. Unknown e-mails are counted alike, so the answer
     * tells nothing about accounts. Returns the known device's signature, if any.
     */
    async before(c: Context, db: Db, input: { email: string; ip: string; now: Date }) {
      const { email, ip, now } = input;
      const device = deviceFor(c, email, now);
      if (device && (await peek(db, keys.device(device), now)) < limits.knownDeviceFailures.limit)
        return { device };
      const held = Math.max(
        await heldFor(db, keys.accountWait(email), now),
        await heldFor(db, keys.pairWait(ip, email), now),
      );
      if (held > 0) throw wait(held);
      const { count: attempts, windowEnds } = await count(
        db,
        keys.address(ip),
        limits.perAddress.windowSeconds,
        now,
      );
      if (attempts > limits.perAddress.limit)
        throw wait(Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 1000)));
      return { device: undefined };
    },

    /** A wrong password (or unknown e-mail, or a wrong second factor): the back-offs grow. */
    async failed(db: Db, input: { email: string; ip: string; now: Date; device?: string }) {
      const { email, ip, now, device } = input;
      if (device) {
        await count(db, keys.device(device), limits.knownDeviceFailures.windowSeconds, now);
        return;
      }
      for (const [counter, hold, rule] of [
        [keys.pair(ip, email), keys.pairWait(ip, email), limits.perAccountAddress],
        [keys.account(email), keys.accountWait(email), limits.perAccount],
      ] as const) {
        const failures = (await count(db, counter, rule.windowSeconds, now)).count;
        const seconds = backOffSeconds(rule, failures);
        if (seconds > 0) await holdUntil(db, hold, new Date(now.getTime() + seconds * 1000));
      }
    },

    /**
     * Signed in: this address's back-off at the account starts again, and the device is known to
     * the account from now on. The account-wide back-off stays: it measures guessing from
     * elsewhere, which this sign-in did not stop.
     */
    async succeeded(c: Context, db: Db, input: { email: string; ip: string; now: Date; device?: string }) {
      const { email, ip, now, device } = input;
      await reset(db, keys.pair(ip, email));
      await reset(db, keys.pairWait(ip, email));
      if (device) await reset(db, keys.device(device));
      const expiresAt = Math.floor(now.getTime() / 1000) + KNOWN_DEVICE_DAYS * 86_400;
      const expires = expiresAt.toString(36);
      const others = entries(c).filter((e) => {
        const [exp, sig] = e.split('~');
        return Number.parseInt(exp, 36) * 1000 > now.getTime() && !safeEqual(sig, sign(email, exp));
      });
      const value = [...others.slice(-(KNOWN_DEVICE_ENTRIES - 1)), `${expires}~${sign(email, expires)}`].join(
        '.',
      );
      setCookie(c, opts.cookie, value, {
        httpOnly: true,
        sameSite: opts.sameSite ?? 'Lax',
        secure: serverEnv().APP_URL.startsWith('https://'),
        path: opts.cookiePath,
        maxAge: KNOWN_DEVICE_DAYS * 86_400,
      });
    },

    /** The mailbox's owner reset the password: the account's counts start again. */
    async passwordChanged(db: Db, email: string, ip: string) {
      for (const key of [
        keys.pair(ip, email),
        keys.pairWait(ip, email),
        keys.account(email),
        keys.accountWait(email),
      ])
        await reset(db, key);
    },
  };
}

/** Members' sign-in (POST /api/auth/login). */
export const memberLoginThrottle = signInThrottle({
  prefix: 'login',
  cookie: 'moru_kd',
  cookiePath: '/api/auth/login',
  limits: MEMBER_LOGIN_LIMITS,
});
