'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { StaffLoginBody, StaffProfile } from '@/schemas/admin';
import { ApiClientError, acceptTokens, adminJson, REFRESH_TRANSPORT } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import { AdminField } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import authStyles from './auth.module.css';
import { consoleNext } from './safe-next';

const loginResolver = lazyResolver(() => import('./admin-resolvers').then((m) => m.adminResolvers.login));
type TokenAnswer = { accessToken: string; enrolmentRequired: boolean; staff: StaffProfile };

/** `/admin/sign-in`: email + password, then the authenticator code (or a recovery code) when asked. */
export function AdminSignInForm() {
  const t = useTranslations('admin.signIn');
  const router = useRouter();
  const params = useSearchParams();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const totpRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StaffLoginBody>({ resolver: loginResolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  useEffect(() => {
    if (step === 'totp') totpRef.current?.focus();
  }, [step]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await adminJson<TokenAnswer>('/api/admin/auth/login', {
        method: 'POST',
        headers: REFRESH_TRANSPORT,
        json: step === 'totp' ? values : { email: values.email, password: values.password },
      });
      acceptTokens(answer);
      router.replace(
        answer.enrolmentRequired ? '/admin/enrol' : consoleNext(params.get('next'), answer.staff.role),
      );
    } catch (err) {
      if (err instanceof ApiClientError && err.code === 'TOTP_REQUIRED') {
        setStep('totp');
        return;
      }
      if (err instanceof ApiClientError && err.code === 'TOTP_INVALID') {
        setError('totp', { type: 'server', message: err.body.error.message });
        return;
      }
      setFormError(showApiError(err, setError, ['email', 'password', 'totp'], t('networkError')));
    }
  });

  const totp = register('totp');
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={loginResolver.preload}
      noValidate
      className={authStyles.authForm}
    >
      {formError ? (
        <p className={messageStyles.errorBox} role="alert" data-form-error="">
          {formError}
        </p>
      ) : null}
      <AdminField id="admin-email" label={t('email')} error={errors.email?.message}>
        {(a) => (
          <input
            {...a}
            type="email"
            autoComplete="username"
            inputMode="email"
            readOnly={step === 'totp'}
            {...register('email')}
          />
        )}
      </AdminField>
      <AdminField id="admin-password" label={t('password')} error={errors.password?.message}>
        {(a) => (
          <input
            {...a}
            type="password"
            autoComplete="current-password"
            readOnly={step === 'totp'}
            {...register('password')}
          />
        )}
      </AdminField>
      {step === 'totp' ? (
        <div className={authStyles.totpBox}>
          <p className={fieldStyles.hint} role="status">
            {recovery ? t('recoveryLead') : t('totpLead')}
          </p>
          <AdminField
            id="admin-totp"
            label={recovery ? t('recoveryCode') : t('totp')}
            error={errors.totp?.message}
            hint={recovery ? t('recoveryHint') : t('totpHint')}
          >
            {(a) => (
              <input
                {...a}
                {...totp}
                ref={(el) => {
                  totp.ref(el);
                  totpRef.current = el;
                }}
                type="text"
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                maxLength={recovery ? 11 : 6}
                className={fieldStyles.codeInput}
              />
            )}
          </AdminField>
          <button
            type="button"
            className={buttonStyles.linkButton}
            onClick={() => {
              setRecovery((r) => !r);
              setValue('totp', '');
              totpRef.current?.focus();
            }}
          >
            {recovery ? t('useTotp') : t('useRecovery')}
          </button>
        </div>
      ) : null}
      <button type="submit" className={buttonStyles.primaryButton} disabled={isSubmitting}>
        {isSubmitting ? t('working') : step === 'totp' ? t('verify') : t('submit')}
      </button>
    </form>
  );
}
