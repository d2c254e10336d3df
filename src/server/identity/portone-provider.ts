import 'server-only';
import { z } from 'zod';
import type { ServerEnv } from '../env';
import { type IdentityProvider, IdentityResultError, identityUnavailable } from './provider';

/** A PortOne verification counts only if it was completed this recently. */
export const PORTONE_VERIFIED_WITHIN_SECONDS = 10 * 60;
/** Longest wait for PortOne's answer before the caller gets 503 (and may retry the same request). */
export const PORTONE_TIMEOUT_MS = 5_000;
/** Clocks differ: a `verifiedAt` up to this far in our future still counts as now. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The parts of PortOne V2's `GET /identity-verifications/{identityVerificationId}` answer we read
 * (`VerifiedIdentityVerification` | `ReadyIdentityVerification` | `FailedIdentityVerification`);
 * the rest (`pgRawResponse`, `requestedCustomer`, …) is ignored. NOTE: the answer carries no store
 * id: the store is the `storeId` we ask with, and another store's verification is not found.
 */
const verificationAnswer = z.object({
  status: z.string(),
  id: z.string(),
  channel: z.object({ key: z.string().optional() }).optional(),
  verifiedCustomer: z
    .object({
      name: z.string(),
      phoneNumber: z.string().optional(),
      birthDate: z.string().optional(),
      ci: z.string().optional(),
    })
    .optional(),
  verifiedAt: z.string().optional(),
});
const errorAnswer = z.object({ type: z.string() });

const BIRTH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * PortOne V2 identity verification (decision 012). The browser opens PortOne's window with our
 * single-use request id as the `identityVerificationId` and hands that id back as the result; the
 * server asks PortOne for the verification with the API secret and maps `verifiedCustomer` onto the
 * spec's result. Refusals burn the request; PortOne unreachable, timing out or answering 5xx (or
 * refusing our credentials) is a 503 that leaves the request usable.
 */
export function portoneProvider(env: ServerEnv): IdentityProvider {
  // NOTE: env.ts stops the process at start when one of these is missing.
  const storeId = env.PORTONE_STORE_ID as string;
  const channelKey = env.PORTONE_CHANNEL_KEY as string;
  const secret = env.PORTONE_API_SECRET as string;
  const base = env.PORTONE_API_BASE.replace(/\/+$/, '');

  /** The verification, or null when PortOne has none under this id in our store. */
  async function read(id: string): Promise<unknown> {
    const url = `${base}/identity-verifications/${encodeURIComponent(id)}?storeId=${encodeURIComponent(storeId)}`;
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(url, {
        headers: { Authorization: `PortOne ${secret}`, Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(PORTONE_TIMEOUT_MS),
      });
      body = await res.json().catch(() => undefined);
    } catch (err) {
      throw identityUnavailable(`PortOne unreachable: ${(err as Error)?.message ?? err}`);
    }
    const type = errorAnswer.safeParse(body).data?.type;
    if (res.status === 404 && type === 'IDENTITY_VERIFICATION_NOT_FOUND') return null;
    if (res.status === 401 || res.status === 403)
      throw identityUnavailable(
        `PortOne refused our credentials (${res.status} ${type}): check PORTONE_API_SECRET and PORTONE_STORE_ID`,
      );
    if (!res.ok || body === undefined)
      throw identityUnavailable(
        `PortOne answered ${res.status}${type ? ` ${type}` : ''}${body === undefined ? ' (not JSON)' : ''}`,
      );
    return body;
  }

  return {
    id: 'portone',
    start: (requestId) => ({
      provider: 'portone',
      storeId,
      channelKey,
      identityVerificationId: requestId,
      sdkUrl: env.PORTONE_SDK_URL,
    }),
    async verify(result, requestId, now) {
      // The window was opened with this request's id: a result naming another verification is not ours.
      if (result !== requestId) throw new IdentityResultError('forged');
      const found = await read(requestId);
      if (found === null) throw new IdentityResultError('otherStore');
      const parsed = verificationAnswer.safeParse(found);
      if (!parsed.success) throw new IdentityResultError('malformed');
      const v = parsed.data;
      if (v.id !== requestId) throw new IdentityResultError('forged');
      if (v.channel?.key && v.channel.key !== channelKey) throw new IdentityResultError('otherStore');
      if (v.status === 'READY') throw new IdentityResultError('cancelled');
      if (v.status !== 'VERIFIED') throw new IdentityResultError('failed');
      const at = Date.parse(v.verifiedAt ?? '');
      if (!v.verifiedCustomer || Number.isNaN(at)) throw new IdentityResultError('malformed');
      if (now.getTime() - at > PORTONE_VERIFIED_WITHIN_SECONDS * 1000 || at - now.getTime() > CLOCK_SKEW_MS)
        throw new IdentityResultError('expired');
      const c = v.verifiedCustomer;
      const birth = BIRTH_DATE.exec(c.birthDate ?? '');
      return {
        success: true,
        name: c.name.trim(),
        tel: c.phoneNumber ?? '',
        birth: birth ? `${birth[1]}${birth[2]}${birth[3]}` : '',
        ci: c.ci ?? '',
      };
    },
  };
}
