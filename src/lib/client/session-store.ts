'use client';

/**
 * The browser's session state outside React: the access token in memory only, the signed-in user
 * and a non-secret session marker in local storage (DESIGN.md "Tokens and sessions"). The refresh
 * token never reaches script: the API keeps it in an HttpOnly cookie.
 */
import type { AccessClaims } from '@/schemas/session-rules';
export type TokenClaims = AccessClaims;
export type UserDetail = {
  email: string;
  name: string;
  tel: string;
  birth: string;
  memberType?: 'normal' | 'company';
  company?: string | null;
  rank?: string | null;
  occupation?: string | null;
};
export type StoredUser = TokenClaims & UserDetail;

const USER_KEY = 'moru.user';
const MARKER_KEY = 'moru.session';

let accessToken: string | null = null;
let accessClaims: TokenClaims | null = null;
type Listener = () => void;
const listeners = new Set<Listener>();

/** Decodes (does not verify) a JWT's claims; the server verifies every use. */
export function decodeClaims(token: string): TokenClaims | null {
  try {
    const part = token.split('.')[1];
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const c = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (ch) => ch.charCodeAt(0))));
    if (typeof c.sub !== 'string' || typeof c.exp !== 'number') return null;
    return {
      sub: c.sub,
      roles: Array.isArray(c.roles) ? c.roles : [],
      aud: String(c.aud),
      exp: c.exp,
      iat: c.iat,
      iss: c.iss,
    };
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function getClaims(): TokenClaims | null {
  return accessClaims;
}

export function setAccessToken(token: string): TokenClaims | null {
  accessToken = token;
  accessClaims = decodeClaims(token);
  return accessClaims;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasSessionMarker(): boolean {
  return storage()?.getItem(MARKER_KEY) === '1';
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = storage()?.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: StoredUser) {
  leaving = false;
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  storage()?.setItem(MARKER_KEY, '1');
  emit();
}

let leaving = false;

/** True after a deliberate sign-out (logout, withdrawal): member pages then let the user go to `/`. */
export function isSigningOut(): boolean {
  return leaving;
}

/** Forgets everything the browser holds about the session. `deliberate`: the user chose to leave. */
export function clearSession(deliberate = false) {
  leaving = deliberate;
  accessToken = null;
  accessClaims = null;
  storage()?.removeItem(USER_KEY);
  storage()?.removeItem(MARKER_KEY);
  emit();
}

function emit() {
  for (const l of listeners) l();
}

export function subscribeSession(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (e) => {
    if (e.key === MARKER_KEY || e.key === USER_KEY) emit();
  });
}
