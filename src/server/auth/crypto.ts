import 'server-only';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { serverSecret } from './tokens';

/** SHA-256, base64url: how bearer secrets (refresh tokens, tickets, one-time codes) are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** HMAC-SHA-256 with a purpose-bound server secret: for low-entropy values (6-digit codes, CI). */
export function keyedHash(purpose: string, value: string): string {
  return createHmac('sha256', serverSecret(purpose)).update(value).digest('base64url');
}

/** `bytes` of randomness, base64url (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
