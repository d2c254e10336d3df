import 'server-only';
import { createHash } from 'node:crypto';

/** A strong validator for a serialised answer: the same bytes give the same tag on every instance. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when the request's If-None-Match names this tag (or `*`); weak and strong compare alike (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
