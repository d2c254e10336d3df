import 'server-only';

/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750's b64token characters), or null.
 * The one reading of the header, for members (`auth/middleware.ts`) and staff (`staff/middleware.ts`).
 */
export function bearerToken(header: string | undefined): string | null {
  const m = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]+)$/);
  return m ? m[1] : null;
}
