/**
 * What the server and the browser both know about a member's session, without zod: the access
 * token's claims (signed in `server/auth/tokens.ts`, decoded in `lib/client/session-store.ts`) and
 * where a visitor may be sent after signing in (the sign-in form and the social callback).
 */

/** A member access token's claims (DESIGN.md "Tokens and sessions"). */
export type AccessClaims = {
  sub: string;
  roles: string[];
  aud: string;
  exp: number;
  iat: number;
  iss: string;
};

/** The longest `next` path followed after sign-in. */
export const NEXT_PATH_MAX_LENGTH = 200;

/**
 * Only a same-site path is followed after sign-in: it starts with one `/` (no `//host`, no
 * scheme), has no backslash (browsers read `/\host` as `//host`) and fits the limit.
 */
export function isSafeNextPath(next: string | null | undefined): next is string {
  return Boolean(
    next?.startsWith('/') &&
      !next.startsWith('//') &&
      !next.includes('\\') &&
      next.length <= NEXT_PATH_MAX_LENGTH,
  );
}
