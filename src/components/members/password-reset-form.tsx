'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { Link } from '@/i18n/navigation';
import { apiJson } from '@/lib/client/api';
import { useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { passwordResetConfirmBody, passwordResetRequestBody } from '@/schemas/members';
import { applyApiError } from './api-errors';
import { FormField } from './form-field';
import styles from './members.module.css';

type RequestValues = z.input<typeof passwordResetRequestBody>;
type ConfirmValues = z.input<typeof passwordResetConfirmBody>;
const requestResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.passwordResetRequest),
);
const confirmResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.passwordResetConfirm),
);

/** `/sign/password`: email → emailed code + new password. */
export function PasswordResetForm() {
  const t = useTranslations('members.password');
  const tf = useTranslations('members.form');
  const [email, setEmail] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const req = useForm<RequestValues>({
    resolver: requestResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const conf = useForm<ConfirmValues>({
    resolver: confirmResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onRequest = req.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiJson('/auth/password-reset', { method: 'POST', json: values });
      setEmail(values.email.trim().toLowerCase());
      conf.setValue('email', values.email);
    } catch (err) {
      setFormError(applyApiError(err, req.setError, ['email']) ?? tf('networkError'));
    }
  });

  const onConfirm = conf.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiJson('/auth/password-reset/confirm', { method: 'POST', json: values });
      setDone(true);
    } catch (err) {
      setFormError(
        applyApiError(err, conf.setError, ['code', 'password', 'passwordConfirm']) ?? tf('networkError'),
      );
    }
  });

  if (done) {
    return (
      <div className={styles.card}>
        <p className={styles.success} role="status">
          {t('done')}
        </p>
        <Link href="/sign/in" className={styles.primary}>
          {t('signIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.card}>
      <p>{t('lead')}</p>
      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      {!email ? (
        <form
          method="post"
          onSubmit={onRequest}
          onFocus={requestResolver.preload}
          noValidate
          className={styles.card}
        >
          <FormField id="reset-email" label={t('email')} error={req.formState.errors.email?.message}>
            {(a) => <input {...a} type="email" autoComplete="email" {...req.register('email')} />}
          </FormField>
          <button type="submit" className={styles.primary} disabled={req.formState.isSubmitting}>
            {t('send')}
          </button>
        </form>
      ) : (
        <form
          method="post"
          onSubmit={onConfirm}
          onFocus={confirmResolver.preload}
          noValidate
          className={styles.card}
        >
          <p className={styles.hint} role="status">
            {t('codeSent')}
          </p>
          <input type="hidden" {...conf.register('email')} />
          <FormField id="reset-code" label={t('code')} error={conf.formState.errors.code?.message}>
            {(a) => (
              <input
                {...a}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...conf.register('code')}
              />
            )}
          </FormField>
          <FormField
            id="reset-password"
            label={t('password')}
            error={conf.formState.errors.password?.message}
          >
            {(a) => (
              <input {...a} type="password" autoComplete="new-password" {...conf.register('password')} />
            )}
          </FormField>
          <FormField
            id="reset-password-confirm"
            label={t('passwordConfirm')}
            error={conf.formState.errors.passwordConfirm?.message}
          >
            {(a) => (
              <input
                {...a}
                type="password"
                autoComplete="new-password"
                {...conf.register('passwordConfirm')}
              />
            )}
          </FormField>
          <button type="submit" className={styles.primary} disabled={conf.formState.isSubmitting}>
            {t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}
