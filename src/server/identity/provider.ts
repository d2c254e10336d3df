import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../api/errors';
import { keyedHash } from '../auth/crypto';
import { serverSecret } from '../auth/tokens';
import { isEmbedded, serverEnv } from '../env';

/**
 * The verified person, whatever the provider (SPEC §3's decrypted result `success_name_tel_birth_ci`):
 * tel as 11 digits, birth as YYYYMMDD, ci as the provider gives it (stored only as an HMAC).
 */
export type IdentityResult = { success: boolean; name: string; tel: string; birth: string; ci: string };

/** What the browser needs to open the provider's verification window for one request. */
export type IdentityStart =
  | { provider: 'demo'; url: string }
  | {
      provider: 'portone';
      storeId: string;
      channelKey: string;
      identityVerificationId: string;
      sdkUrl: string;
    };

/**
 * An identity-verification provider: what the browser needs to open its window for a request, and
 * how the result the browser hands back is turned into the verified person. `verify` throws
 * IdentityResultError when the result is refused (the request is then burnt) and a 503 ApiError
 * when the provider cannot answer now (the request stays usable for a retry).
 */
export interface IdentityProvider {
  readonly id: 'demo' | 'portone';
  start(requestId: string): IdentityStart;
  verify(result: string, requestId: string, now: Date): Promise<IdentityResult>;
}

/** Why a result was refused; each kind is one API error code (service.ts). */
export type IdentityRefusal = 'malformed' | 'forged' | 'failed' | 'cancelled' | 'expired' | 'otherStore';

export class IdentityResultError extends Error {
  constructor(readonly kind: IdentityRefusal) {
    super(kind);
  }
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The shared AES key: IDENTITY_SECRET (any string, hashed to 32 bytes), else a per-install secret. */
export function identityKey(): Buffer {
  const secret = serverEnv().IDENTITY_SECRET;
  return secret ? createHash('sha256').update(secret).digest() : serverSecret('identity-demo');
}

export function encryptResult(plain: string, requestId: string, key = identityKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(requestId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/** Opens a result string; throws IdentityResultError('malformed' | 'forged'). Server only. */
export function decryptResult(result: string, requestId: string, key = identityKey()): IdentityResult {
  const parts = result.split(':');
  if (parts.length !== 2 || !parts.every((p) => B64URL.test(p))) throw new IdentityResultError('malformed');
  const iv = Buffer.from(parts[0], 'base64url');
  const body = Buffer.from(parts[1], 'base64url');
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) throw new IdentityResultError('malformed');
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(requestId));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new IdentityResultError('forged');
  }
  const f = plain.split('_');
  if (f.length !== 5) throw new IdentityResultError('malformed');
  const [success, name, tel, birth, ci] = f;
  return { success: success === 'Y', name, tel, birth, ci };
}

/** The demo page is served only as the configured provider: embedded default, or enabled explicitly. */
export function demoIdentityEnabled(): boolean {
  const env = serverEnv();
  if (env.IDENTITY_PROVIDER !== 'demo') return false;
  if (env.DEMO_IDENTITY_ENABLED) return env.DEMO_IDENTITY_ENABLED === 'true';
  return isEmbedded(env);
}

/** The demo's stand-in for a real person's CI: stable per name + birth (so a phone change keeps it). */
export function demoCi(name: string, birth: string): string {
  // NOTE: base64 like a real CI, never base64url: `_` separates the result's fields.
  return Buffer.from(keyedHash('demo-ci', `${name}:${birth}`), 'base64url').toString('base64');
}

export const IDENTITY_RETRY_AFTER_SECONDS = 10;

/**
 * Unconfigured or down: the caller may try again later (the request id stays usable). `reason` goes
 * to the server log with the error, never to the caller.
 */
export const identityUnavailable = (reason?: string) =>
  new ApiError(503, 'IDENTITY_UNAVAILABLE', reason && `IDENTITY_UNAVAILABLE: ${reason}`, undefined, {
    'Retry-After': String(IDENTITY_RETRY_AFTER_SECONDS),
  });
