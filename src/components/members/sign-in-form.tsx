'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Link, useRouter } from '@/i18n/navigation';
import { ApiClientError, apiJson, REFRESH_TRANSPORT_HEADER } from '@/lib/client/api';
import { useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { SocialProvider } from '@/schemas/member-rules';
import type { loginBody } from '@/schemas/members';
import { applyApiError } from './api-errors';
import { FormField } from './form-field';
import styles from './members.module.css';
import { SOCIAL_SIGN_UP_KEY, safeNextPath } from './safe-next';
import { useSessionActions } from './session-provider';
import { SocialButton } from './social-button';

type LoginValues = z.input<typeof loginBody>;
const loginResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.login),
);
type Exchange =
  | { status: 'signedIn'; accessToken: string }
  | {
      status: 'signUp';
      socialToken: string;
      profile: { provider: SocialProvider; email: string | null; name: string | null };
    };

/** `/sign/in`: email + password, Kakao / Naver, and the social one-time code arriving in the URL hash. */
export function SignInForm() {
  const t = useTranslations('members');
  const router = useRouter();
  const params = useSearchParams();
  const { completeSignIn } = useSessionActions();
  const [formError, setFormError] = useState<string | null>(null);
  const [wrongCredentials, setWrongCredentials] = useState(false);
  /** null while asked for: their room is kept so nothing below moves when they arrive. */
  const [providers, setProviders] = useState<{ provider: SocialProvider; demo: boolean }[] | null>(null);
  const [exchanging, setExchanging] = useState(false);
  const handledHash = useRef(false);
  const next = safeNextPath(params.get('next'));

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: loginResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    apiJson<{ providers: { provider: SocialProvider; demo: boolean }[] }>('/auth/social/providers')
      .then((r) => setProviders(r.providers))
      .catch(() => setProviders([]));
  }, []);

  // Back from Kakao / Naver: `#code=…&next=…` or `#error=…`.
  useEffect(() => {
    if (handledHash.current) return;
    handledHash.current = true;
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const code = hash.get('code');
    const error = hash.get('error');
    if (!code && !error) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (error) {
      setFormError(t(`signIn.error.${['denied', 'state', 'provider'].includes(error) ? error : 'provider'}`));
      return;
    }
    setExchanging(true);
    (async () => {
      try {
        const r = await apiJson<Exchange>('/auth/social/exchange', {
          method: 'POST',
          headers: REFRESH_TRANSPORT_HEADER,
          json: { code },
        });
        if (r.status === 'signedIn') {
          await completeSignIn(r.accessToken);
          router.replace(safeNextPath(hash.get('next')));
        } else {
          sessionStorage.setItem(
            SOCIAL_SIGN_UP_KEY,
            JSON.stringify({ socialToken: r.socialToken, profile: r.profile }),
          );
          router.push('/sign/up');
        }
      } catch (err) {
        setFormError(applyApiError(err, setError, []) ?? t('form.networkError'));
        setExchanging(false);
      }
    })();
  }, [completeSignIn, router, setError, t]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setWrongCredentials(false);
    try {
      const r = await apiJson<{ accessToken: string }>('/auth/login', {
        method: 'POST',
        headers: REFRESH_TRANSPORT_HEADER,
        json: values,
      });
      await completeSignIn(r.accessToken);
      router.replace(next);
    } catch (err) {
      setFormError(applyApiError(err, setError, ['email', 'password']) ?? t('form.networkError'));
      // a staff account is refused here like a wrong password (the answer never says which): the
      // refusal names where staff sign in (the sixth review's manager stayed on this form, unhelped)
      setWrongCredentials(err instanceof ApiClientError && err.code === 'INVALID_CREDENTIALS');
    }
  });

  if (exchanging)
    return (
      <p className={styles.status} role="status">
        {t('signIn.exchanging')}
      </p>
    );

  return (
    <div className={styles.card}>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={loginResolver.preload}
        noValidate
        className={styles.card}
        aria-describedby={formError ? 'signin-error' : undefined}
      >
        {formError ? (
          <div className={styles.alert} role="alert">
            <p id="signin-error">{formError}</p>
            {wrongCredentials ? (
              <p className={styles.alertNote} data-testid="staff-sign-in-hint">
                {t('signIn.staffHint')} <a href="/admin/sign-in">{t('signIn.staffLink')}</a>
              </p>
            ) : null}
          </div>
        ) : null}
        <FormField id="email" label={t('signIn.email')} error={errors.email?.message}>
          {(a) => (
            <input {...a} type="email" autoComplete="username" inputMode="email" {...register('email')} />
          )}
        </FormField>
        <FormField id="password" label={t('signIn.password')} error={errors.password?.message}>
          {(a) => <input {...a} type="password" autoComplete="current-password" {...register('password')} />}
        </FormField>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('form.processing') : t('signIn.submit')}
        </button>
      </form>
      {providers === null ? (
        <div className={styles.socialPending} aria-hidden="true" />
      ) : providers.length > 0 ? (
        <div className={styles.social}>
          <p className={styles.divider}>
            <span>{t('signIn.or')}</span>
          </p>
          {providers.map((p) => (
            <SocialButton
              key={p.provider}
              provider={p.provider}
              href={`/api/auth/social/${p.provider}?next=${encodeURIComponent(next)}`}
            />
          ))}
        </div>
      ) : null}
      <div className={styles.links}>
        <span>
          {t('signIn.noAccount')} <Link href="/sign/up">{t('signIn.signUp')}</Link>
        </span>
        <Link href="/sign/password">{t('signIn.forgot')}</Link>
      </div>
    </div>
  );
}
