import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../api/errors';
import { keyedHash } from '../auth/crypto';
import { serverSecret } from '../auth/tokens';
import { isEmbedded, serverEnv } from '../env';

/** What a result decrypts to (SPEC §3): `success_name_tel_birth_ci`. */
export type IdentityResult = { success: boolean; name: string; tel: string; birth: string; ci: string };

/**
 * An identity-verification provider: where the browser goes for a request, and how its result
 * string is opened. Results are `base64url(iv):base64url(ciphertext+tag)`, AES-256-GCM with the
 * request id as additional data, so a result only fits the request it was made for.
 */
export interface IdentityProvider {
  readonly id: 'demo' | 'nice';
  startUrl(requestId: string): string;
  decode(result: string, requestId: string): IdentityResult;
}

export class IdentityResultError extends Error {
  constructor(readonly kind: 'malformed' | 'forged') {
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

export function demoIdentityEnabled(): boolean {
  const env = serverEnv();
  if (env.DEMO_IDENTITY_ENABLED) return env.DEMO_IDENTITY_ENABLED === 'true';
  return isEmbedded(env);
}

/** The demo's stand-in for a real person's CI: stable per name + birth (so a phone change keeps it). */
export function demoCi(name: string, birth: string): string {
  // NOTE: base64 like a real CI, never base64url: `_` separates the result's fields.
  return Buffer.from(keyedHash('demo-ci', `${name}:${birth}`), 'base64url').toString('base64');
}

const demoProvider: IdentityProvider = {
  id: 'demo',
  startUrl: (requestId) => `/api/identity/demo?requestId=${encodeURIComponent(requestId)}`,
  decode: (result, requestId) => decryptResult(result, requestId),
};

/**
 * The configured provider. NOTE: the production adapter (NICE/PASS) needs a contract and its SDK;
 * until it is configured, `IDENTITY_PROVIDER=nice` answers 503 IDENTITY_UNAVAILABLE.
 */
export function identityProvider(): IdentityProvider {
  const env = serverEnv();
  if (env.IDENTITY_PROVIDER === 'demo' && demoIdentityEnabled()) return demoProvider;
  throw new ApiError(503, 'IDENTITY_UNAVAILABLE');
}
