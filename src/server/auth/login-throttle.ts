import 'server-only';
import type { Db } from '../db/client';
import { count, hit, peek, reset } from '../rate-limit';

/**
 * Sign-in limits (docs/SECURITY.md, "Password guessing"). Blocking is per address: for all
 * accounts together, and for one account from one address. Across addresses an account is only
 * slowed down, never blocked: a stranger who knows a member's e-mail can lock out their own
 * address, not the member.
 */
export const LOGIN_LIMITS = {
  /** Any accounts, from one address. */
  perAddress: { limit: 100, windowSeconds: 15 * 60 },
  /** One account from one address; a successful sign-in clears it. */
  perAccountAddress: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins at one account from every address: past `freeFailures` in the window, each
   * attempt waits `baseDelayMs`, doubling per further failure, up to `maxDelayMs`, before the
   * password is checked. Successful sign-ins do not count.
   */
  accountSlowdown: { freeFailures: 10, windowSeconds: 15 * 60, baseDelayMs: 500, maxDelayMs: 8_000 },
} as const;

/** The wait before checking the password, after `failures` failed sign-ins at the account in its window. */
export function loginDelayMs(failures: number): number {
  const { freeFailures, baseDelayMs, maxDelayMs } = LOGIN_LIMITS.accountSlowdown;
  const over = failures - freeFailures;
  return over < 0 ? 0 : Math.min(maxDelayMs, baseDelayMs * 2 ** over);
}

const pairKey = (email: string, ip: string) => `login:pair:${ip} ${email}`;
const accountKey = (email: string) => `login:account:${email}`;

/**
 * Counts a sign-in attempt before the password is checked: 429 (Retry-After) when this address
 * has spent its attempts (all accounts, or this one), otherwise the account-wide slow-down is
 * waited out. Unknown e-mails are counted and slowed alike, so the answer tells nothing.
 * NOTE: the slow-down reads the failures without a lock: parallel attempts may all see the same
 * count. It paces guessing; the hard limits are the per-address counters, which are atomic.
 */
export async function throttleLogin(
  db: Db,
  input: { email: string; ip: string; now: Date; sleep: (ms: number) => Promise<void> },
): Promise<void> {
  const { email, ip, now } = input;
  await hit(db, `login:ip:${ip}`, LOGIN_LIMITS.perAddress, now);
  await hit(db, pairKey(email, ip), LOGIN_LIMITS.perAccountAddress, now);
  const delay = loginDelayMs(await peek(db, accountKey(email), now));
  if (delay > 0) await input.sleep(delay);
}

/** A wrong password (or unknown e-mail): one more failure towards the account's slow-down. */
export async function loginFailed(db: Db, email: string, now: Date): Promise<void> {
  await count(db, accountKey(email), LOGIN_LIMITS.accountSlowdown.windowSeconds, now);
}

/**
 * After a successful sign-in: this address's attempts at this account start again. The account's
 * slow-down stays: it measures guessing from elsewhere, which the sign-in did not stop.
 */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await reset(db, pairKey(email, ip));
}

/** After a password reset (the mailbox's owner acted): the account's counts start again. */
export async function passwordChanged(db: Db, email: string, ip: string): Promise<void> {
  await reset(db, pairKey(email, ip));
  await reset(db, accountKey(email));
}
