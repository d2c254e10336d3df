'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiJson } from '@/lib/client/api';
import type { MemberType } from '@/schemas/member-rules';
import type { IdentityRequestResponse } from '@/schemas/members';
import { apiErrorMessage } from './api-errors';
import { PENDING_KEY, type Pending, type PortOneStart, type VerifiedPerson } from './identity-return';
import styles from './members.module.css';

/**
 * PortOne's window through its browser SDK, loaded only now (IDENTITY_PROVIDER=portone): resolves
 * the verification id to hand to the server, or null when the person cancelled or PortOne refused.
 * On a phone PortOne takes the whole page and comes back to this address with the answer in the
 * query instead (the promise never settles): `useIdentityReturn` picks it up from `pending`.
 */
async function portoneVerification(req: PortOneStart, pending: Pending): Promise<string | null> {
  const sdk = await import('@portone/browser-sdk/v2');
  // NOTE: the SDK injects its script from PortOne's CDN; PORTONE_SDK_URL points tests at a stand-in.
  sdk.__INTERNAL__setPortOneSdkUrl(req.sdkUrl);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  try {
    const answer = await sdk.requestIdentityVerification({
      storeId: req.storeId,
      channelKey: req.channelKey,
      identityVerificationId: req.identityVerificationId,
      redirectUrl: window.location.href,
    });
    return answer && !answer.code ? answer.identityVerificationId : null;
  } finally {
    sessionStorage.removeItem(PENDING_KEY);
  }
}

/**
 * Opens the identity provider's window for a fresh single-use request and hands its result to the
 * server, which alone can read it: the demo page in a pop-up (its encrypted result comes back by
 * `postMessage`), or PortOne's window through its SDK (the verification id comes back).
 */
export function IdentityButton({
  purpose,
  memberType,
  label,
  onVerified,
  saveState,
}: {
  purpose: 'sign_up' | 'tel_change';
  memberType?: MemberType;
  label: string;
  onVerified: (p: VerifiedPerson) => void;
  /** What to keep for `useIdentityReturn` should the verification leave the page. */
  saveState?: () => unknown;
}) {
  const t = useTranslations('members');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cleanup = useRef<() => void>(() => {});
  useEffect(() => () => cleanup.current(), []);

  const start = async () => {
    setError(null);
    cleanup.current();
    // NOTE: opened before any await, or the browser treats it as an unrequested pop-up.
    const popup = window.open('about:blank', 'moru-identity', 'width=480,height=720');
    if (!popup) {
      setError(t('signUp.identity.popupBlocked'));
      return;
    }
    setPending(true);
    try {
      const req = await apiJson<IdentityRequestResponse>('/identity/requests', {
        method: 'POST',
        json: { purpose },
      });
      if (req.provider === 'portone') {
        popup.close();
        const id = await portoneVerification(req, {
          purpose,
          requestId: req.requestId,
          identityVerificationId: req.identityVerificationId,
          memberType,
          state: saveState?.(),
        });
        if (!id) {
          setPending(false);
          setError(t('signUp.identity.cancelled'));
          return;
        }
        const person = await apiJson<VerifiedPerson>('/identity/results', {
          method: 'POST',
          json: { requestId: req.requestId, result: id, ...(memberType ? { memberType } : {}) },
        });
        setPending(false);
        onVerified(person);
        return;
      }
      popup.location.href = req.url;
      const onMessage = async (e: MessageEvent) => {
        const d = e.data as { type?: string; requestId?: string; result?: string } | null;
        if (
          e.origin !== window.location.origin ||
          d?.type !== 'moru-identity' ||
          d.requestId !== req.requestId
        )
          return;
        cleanup.current();
        try {
          const person = await apiJson<VerifiedPerson>('/identity/results', {
            method: 'POST',
            json: { requestId: d.requestId, result: d.result, ...(memberType ? { memberType } : {}) },
          });
          onVerified(person);
        } catch (err) {
          setError(apiErrorMessage(err) ?? t('form.networkError'));
        } finally {
          setPending(false);
        }
      };
      window.addEventListener('message', onMessage);
      const timer = window.setInterval(() => {
        if (popup.closed) {
          // Give a late message a moment, then stop waiting.
          window.setTimeout(() => {
            cleanup.current();
            setPending(false);
          }, 500);
          window.clearInterval(timer);
        }
      }, 500);
      cleanup.current = () => {
        window.removeEventListener('message', onMessage);
        window.clearInterval(timer);
      };
    } catch (err) {
      popup.close();
      setPending(false);
      setError(apiErrorMessage(err) ?? t('form.networkError'));
    }
  };

  return (
    <div className={styles.field}>
      <button
        type="button"
        className={styles.primary}
        onClick={start}
        disabled={pending}
        data-testid="identity-button"
      >
        {label}
      </button>
      {pending ? (
        <p className={styles.hint} role="status">
          {t('signUp.identity.pending')}
        </p>
      ) : null}
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
