'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { apiJson } from '@/lib/client/api';
import type { MemberType } from '@/schemas/member-rules';
import type { IdentityRequestResponse } from '@/schemas/members';
import { apiErrorMessage } from './api-errors';

export type VerifiedPerson = { identityToken: string; name: string; tel: string; birth: string };

export type PortOneStart = Extract<IdentityRequestResponse, { provider: 'portone' }>;

/** A PortOne verification under way, kept in the tab while a phone's redirect leaves the page. */
export type Pending = {
  purpose: 'sign_up' | 'tel_change';
  requestId: string;
  identityVerificationId: string;
  memberType?: MemberType;
  /** What the page needs to pick up where it was (the sign-up's member type and consents). */
  state?: unknown;
};
export const PENDING_KEY = 'moru.identityPending';
/** The query PortOne's redirect appends to `redirectUrl`. */
const RETURN_PARAMS = [
  'identityVerificationId',
  'identityVerificationTxId',
  'transactionType',
  'code',
  'message',
];

export type IdentityReturn = { person: VerifiedPerson; state?: unknown } | { error: string; state?: unknown };

/**
 * The end of a PortOne verification that left the page (a phone's redirect): when the address
 * carries PortOne's answer for the verification this tab started for `purpose`, the answer leaves
 * the address, the server reads the result, and `onReturn` gets the person (or the error) with the
 * state the page saved. Runs once, on mount.
 */
export function useIdentityReturn(purpose: Pending['purpose'], onReturn: (r: IdentityReturn) => void) {
  const t = useTranslations('members');
  const handler = useRef(onReturn);
  handler.current = onReturn;
  useEffect(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get('identityVerificationId');
    if (!id) return;
    let pending: Pending | null = null;
    try {
      pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    } catch {
      pending = null;
    }
    if (!pending || pending.purpose !== purpose || pending.identityVerificationId !== id) return;
    const failed = url.searchParams.get('code');
    sessionStorage.removeItem(PENDING_KEY);
    for (const p of RETURN_PARAMS) url.searchParams.delete(p);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    const { requestId, memberType, state } = pending;
    if (failed) {
      handler.current({ error: t('signUp.identity.cancelled'), state });
      return;
    }
    apiJson<VerifiedPerson>('/identity/results', {
      method: 'POST',
      json: { requestId, result: id, ...(memberType ? { memberType } : {}) },
    })
      .then((person) => handler.current({ person, state }))
      .catch((err) => handler.current({ error: apiErrorMessage(err) ?? t('form.networkError'), state }));
  }, [purpose, t]);
}
