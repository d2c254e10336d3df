import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SignJWT } from 'jose';
import { serverEnv } from '../env';
import { verifyHs256 } from './hs256';

/** DESIGN.md "Tokens": the one accepted algorithm, pinned at verify. */
export const ACCESS_TOKEN_ALG = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

import type { AccessClaims } from '@/schemas/session-rules';

export type { AccessClaims };

let secret: Uint8Array | undefined;
/** The signing key imported once for HMAC-SHA-256; jose would import raw bytes on every sign. */
let hmacKey: Promise<CryptoKey> | undefined;

/**
 * JWT_SECRET in production. The embedded default keeps a random secret beside its PGlite data so
 * sessions survive a restart without any set-up.
 */
function signingKey(): Uint8Array {
  if (secret) return secret;
  const env = serverEnv();
  if (env.JWT_SECRET) {
    secret = new TextEncoder().encode(env.JWT_SECRET);
  } else {
    const file = `${env.PGLITE_DIR}/../jwt-secret`;
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    }
    secret = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  }
  return secret;
}

/** The JWT key as a CryptoKey for jose's signing, imported on first use. */
function jwtKey(): Promise<CryptoKey> {
  hmacKey ??= crypto.subtle.importKey(
    'raw',
    new Uint8Array(signingKey()),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hmacKey;
}

/**
 * A server-side secret for one purpose (`label`), derived from HASH_PEPPER when set, else from the
 * signing key. NOTE: CI hashes depend on it: set HASH_PEPPER in production and never rotate it.
 */
export function serverSecret(label: string): Buffer {
  const pepper = serverEnv().HASH_PEPPER;
  const base = pepper ? new TextEncoder().encode(pepper) : signingKey();
  return createHmac('sha256', base).update(`moru:${label}`).digest();
}

/** For tests: use a fixed key. */
export function setSigningKeyForTests(key: string) {
  secret = new TextEncoder().encode(key);
  hmacKey = undefined;
}

export async function signAccessToken(sub: string, roles: string[], now = new Date()): Promise<string> {
  const env = serverEnv();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ roles })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await jwtKey());
}

/**
 * Verifies signature, algorithm (HS256 only), issuer, audience and expiry; null when any fails.
 * Synchronous node:crypto (`hs256.ts`, decision 026); kept async for its callers.
 */
export async function verifyAccessToken(token: string, now = new Date()): Promise<AccessClaims | null> {
  const env = serverEnv();
  const payload = verifyHs256(token, signingKey(), {
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
    now,
  });
  if (!payload || typeof payload.sub !== 'string' || !Array.isArray(payload.roles)) return null;
  return payload as unknown as AccessClaims;
}

/**
 * Staff tokens (operations console): the same key and algorithm, another audience, so a member's
 * token never verifies as staff and a staff token never as a member. `scope` is `staff`, or
 * `enrol` for an account that must enrol TOTP before it can act.
 */
export type StaffClaims = { sub: string; role: string; scope: 'staff' | 'enrol'; exp: number; iat: number };

const staffAudience = () => `${serverEnv().JWT_AUDIENCE}:staff`;

export async function signStaffAccessToken(
  sub: string,
  role: string,
  scope: StaffClaims['scope'],
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const env = serverEnv();
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role, scope })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(env.JWT_ISSUER)
    .setAudience(staffAudience())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await jwtKey());
}

export async function verifyStaffAccessToken(token: string, now = new Date()): Promise<StaffClaims | null> {
  const env = serverEnv();
  const payload = verifyHs256(token, signingKey(), {
    issuer: env.JWT_ISSUER,
    audience: staffAudience(),
    now,
  });
  if (!payload || typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
  if (payload.scope !== 'staff' && payload.scope !== 'enrol') return null;
  return payload as unknown as StaffClaims;
}
