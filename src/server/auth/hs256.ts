import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies a compact JWS signed with HS256 and its registered claims, synchronously with
 * node:crypto (decision 026). jose still signs every token; this is the verify side on the path
 * every member request takes, where WebCrypto's asynchronous job cost an eighth of a waitlist
 * join's CPU (0.4 ms) for a 5 µs HMAC.
 *
 * It accepts what jose's `jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience })`
 * accepts, and is stricter in three ways (`hs256.test.ts` holds both to the same corpus):
 * `exp` is required (every token we sign has one), the signature's base64url must be canonical,
 * and a header with `crit` or `b64` is refused (we never sign one).
 */

export type Hs256Expect = { issuer: string; audience: string; now: Date };

/** The longest token looked at: ours are ~300 characters; this bounds the work a stranger can cause. */
const MAX_TOKEN_LENGTH = 4096;
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The claims when the token is ours and current; null for anything else. Never throws. */
export function verifyHs256(
  token: unknown,
  key: Uint8Array,
  expect: Hs256Expect,
): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
  const [head, body, signature] = parts as [string, string, string];

  const header = jsonObject(head);
  if (header?.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;

  const given = Buffer.from(signature, 'base64url');
  if (given.length !== 32 || given.toString('base64url') !== signature) return null;
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  if (!timingSafeEqual(given, expected)) return null;

  const claims = jsonObject(body);
  if (!claims) return null;
  const now = Math.floor(expect.now.getTime() / 1000);
  if (claims.iss !== expect.issuer) return null;
  const aud = claims.aud;
  if (!(aud === expect.audience || (Array.isArray(aud) && aud.includes(expect.audience)))) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
  return claims;
}
