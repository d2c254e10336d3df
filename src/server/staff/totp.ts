import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { site } from '@/config/site';
import { randomToken, sha256 } from '../auth/crypto';
import { serverSecret } from '../auth/tokens';

/** RFC 6238: SHA-1, 6 digits, 30 s steps (what every authenticator app reads), ±1 step of drift. */
const PERIOD = 30;
const WINDOW = 1;

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: `${site.programme.en} Console`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentOf(secretBase32: string, email: string) {
  const otpauthUri = totpFor(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret: secretBase32, otpauthUri, qrSvg };
}

/**
 * The time step a code matches (within ±1 step), or null. The caller stores the step and refuses
 * a step at or before the last accepted one, so a code cannot be replayed.
 */
export function matchStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, 'x').validate({
    token: code,
    timestamp: now.getTime(),
    window: WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** A code for tests and the demo (what the authenticator app would show now). */
export function currentCode(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, 'x').generate({ timestamp: now.getTime() });
}

// The secret is stored encrypted (AES-256-GCM, a purpose-bound server key): a database dump alone
// does not let anyone mint codes.
export function sealSecret(secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', serverSecret('staff-totp'), iv);
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', serverSecret('staff-totp'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** Ten single-use recovery codes `xxxxx-xxxxx`; only their SHA-256 is stored. */
export function newRecoveryCodes(count: number): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const raw = randomToken(12)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .padEnd(10, '0')
      .slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryHash) };
}

export const recoveryHash = (code: string) => sha256(`recovery:${code.toLowerCase().replace('-', '')}`);
