'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { StaffProfile } from '@/schemas/admin';
import { acceptTokens, adminJson, REFRESH_TRANSPORT } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import { AdminField } from '../console-kit/field';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import authStyles from './auth.module.css';

const setupResolver = lazyResolver(() =>
  import('./admin-resolvers').then((m) => m.adminResolvers.ownerSetup),
);
type TokenAnswer = { accessToken: string; enrolmentRequired: boolean; staff: StaffProfile };

/**
 * `/admin/setup#token=…`: the one-time link `npm run staff -- create-owner` prints. The new password,
 * then on to `/admin/enrol` for TOTP. The token stays in the fragment: it never reaches a server log.
 */
export function OwnerSetupForm() {
  const t = useTranslations('admin.setup');
  const router = useRouter();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: setupResolver });

  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get('token'));
  }, []);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const answer = await adminJson<TokenAnswer>('/api/admin/auth/setup', {
        method: 'POST',
        headers: REFRESH_TRANSPORT,
        json: { token, password },
      });
      acceptTokens(answer);
      router.replace('/admin/enrol');
    } catch (err) {
      setFormError(showApiError(err, setError, ['password'], t('networkError')));
    }
  });

  if (token === undefined)
    return (
      <p className={pageStyles.loading} role="status">
        {t('loading')}
      </p>
    );
  if (!token)
    return (
      <p className={messageStyles.errorBox} role="alert">
        {t('noToken')}
      </p>
    );
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={setupResolver.preload}
      noValidate
      className={authStyles.authForm}
    >
      {formError ? (
        <p className={messageStyles.errorBox} role="alert" data-form-error="">
          {formError}
        </p>
      ) : null}
      <AdminField
        id="setup-password"
        label={t('password')}
        error={errors.password?.message}
        hint={t('passwordHint')}
      >
        {(a) => <input {...a} type="password" autoComplete="new-password" {...register('password')} />}
      </AdminField>
      <button type="submit" className={buttonStyles.primaryButton} disabled={isSubmitting}>
        {isSubmitting ? t('working') : t('submit')}
      </button>
    </form>
  );
}
