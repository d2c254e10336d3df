'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiJson } from '@/lib/client/api';
import type { MemberType } from '@/schemas/member-rules';
import { apiErrorMessage } from './api-errors';
import styles from './members.module.css';

export type VerifiedPerson = { identityToken: string; name: string; tel: string; birth: string };

/**
 * Opens the identity provider's page in a pop-up for a fresh single-use request, receives its
 * encrypted result by `postMessage` and hands it to the server, which alone can open it.
 */
export function IdentityButton({
  purpose,
  memberType,
  label,
  onVerified,
}: {
  purpose: 'sign_up' | 'tel_change';
  memberType?: MemberType;
  label: string;
  onVerified: (p: VerifiedPerson) => void;
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
      const req = await apiJson<{ requestId: string; url: string }>('/identity/requests', {
        method: 'POST',
        json: { purpose },
      });
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
