import 'server-only';
import { createHmac } from 'node:crypto';
import { isUuid } from '@/schemas/field-rules';
import { safeEqual } from '../auth/crypto';
import { serverSecret } from '../auth/tokens';
import { serverEnv } from '../env';

/**
 * Ticket codes (what the QR on /my/apply carries and the door scanner reads):
 * `MT1.<application id>.<signature>`, the signature being HMAC-SHA-256 over `MT1.<id>` with a server
 * secret (TICKET_SECRET, else derived from the server's key), base64url, 128 bits. A forged or
 * altered code fails the signature and is refused without a database read (docs/ADMIN.md).
 */
const VERSION = 'MT1';
const SIG_CHARS = 22;

function key(): Buffer | string {
  return serverEnv().TICKET_SECRET ?? serverSecret('ticket');
}

function sign(applicationId: string): string {
  return createHmac('sha256', key())
    .update(`${VERSION}.${applicationId}`)
    .digest('base64url')
    .slice(0, SIG_CHARS);
}

export function ticketCode(applicationId: string): string {
  return `${VERSION}.${applicationId}.${sign(applicationId)}`;
}

/** The application id a genuine code names, or null (malformed, forged or altered). */
export function verifyTicketCode(code: string): string | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const id = parts[1].toLowerCase();
  if (!isUuid(id) || parts[2].length !== SIG_CHARS) return null;
  return safeEqual(parts[2], sign(id)) ? id : null;
}
