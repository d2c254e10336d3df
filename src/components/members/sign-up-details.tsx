'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { apiJson, REFRESH_TRANSPORT_HEADER } from '@/lib/client/api';
import { useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import { PASSWORD_MIN_LENGTH } from '@/schemas/field-rules';
import type { MemberType } from '@/schemas/member-rules';
import type { SignUpForm } from '@/schemas/members';
import { apiErrorMessage, applyApiError } from './api-errors';
import { CompanyFields } from './company-fields';
import { FormField } from './form-field';
import type { VerifiedPerson } from './identity-return';
import styles from './members.module.css';
import { SOCIAL_SIGN_UP_KEY } from './safe-next';
import { useSessionActions } from './session-provider';
import type { Social } from './sign-up-flow';

const loadResolvers = () => import('@/lib/client/form-resolvers');
const signUpResolver = lazyResolver(() => loadResolvers().then((m) => m.resolvers.signUp));

/**
 * The sign-up's last step, the member's details (`sign-up-flow.tsx`): a module of its own, loaded
 * once the person is on the way to it, so the first three steps' page carries none of its code.
 */
export function DetailsForm({
  memberType,
  consent,
  person,
  social,
}: {
  memberType: MemberType;
  consent: { terms: boolean; privacy: boolean; marketing: boolean };
  person: VerifiedPerson;
  social: Social | null;
}) {
  const t = useTranslations('members');
  const router = useRouter();
  const { completeSignIn } = useSessionActions();
  const [formError, setFormError] = useState<string | null>(null);
  const [emailState, setEmailState] = useState<'unknown' | 'available' | 'sent' | 'verified'>('unknown');
  const [emailToken, setEmailToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const company = memberType === 'company';

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver: signUpResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      memberType,
      email: social?.profile.email ?? '',
      code: '',
      password: '',
      passwordConfirm: '',
      company: '',
      rank: '',
      occupation: '',
    },
  });

  const emailField = register('email', {
    onChange: () => {
      setEmailState('unknown');
      setEmailToken(null);
    },
  });

  const checkEmail = async (): Promise<boolean> => {
    if (!(await trigger('email'))) return false;
    const email = getValues('email');
    const normal = await loadResolvers().then(
      (m) => m.normalEmail(email),
      () => email.trim(),
    );
    if (!normal) return false;
    try {
      const r = await apiJson<{ available: boolean }>(
        `/auth/email-availability?email=${encodeURIComponent(normal)}`,
      );
      if (!r.available) {
        setError('email', { type: 'server', message: 'email.taken' });
        return false;
      }
      setEmailState((s) => (s === 'unknown' ? 'available' : s));
      return true;
    } catch (err) {
      setFormError(applyApiError(err, setError, ['email']) ?? t('form.networkError'));
      return false;
    }
  };

  const sendCode = async () => {
    setFormError(null);
    setBusy(true);
    try {
      if (!(await checkEmail())) return;
      await apiJson('/auth/email-codes', { method: 'POST', json: { email: getValues('email') } });
      setEmailState('sent');
    } catch (err) {
      setFormError(applyApiError(err, setError, ['email']) ?? t('form.networkError'));
    } finally {
      setBusy(false);
    }
  };

  const verifyCode = async () => {
    setFormError(null);
    if (!(await trigger('code'))) return;
    setBusy(true);
    try {
      const r = await apiJson<{ emailToken: string }>('/auth/email-codes/verify', {
        method: 'POST',
        json: { email: getValues('email'), code: getValues('code') },
      });
      setEmailToken(r.emailToken);
      setEmailState('verified');
      clearErrors('code');
    } catch (err) {
      setFormError(applyApiError(err, setError, ['email', 'code']));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!emailToken) {
      setError('code', { type: 'server', message: 'code.notVerified' });
      return;
    }
    try {
      const r = await apiJson<{ accessToken: string }>('/auth/sign-up', {
        method: 'POST',
        headers: REFRESH_TRANSPORT_HEADER,
        json: {
          memberType,
          terms: consent.terms,
          privacy: consent.privacy,
          marketing: consent.marketing,
          identityToken: person.identityToken,
          emailToken,
          ...(social ? { socialToken: social.socialToken } : {}),
          email: values.email,
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          ...(company ? { company: values.company, rank: values.rank, occupation: values.occupation } : {}),
        },
      });
      sessionStorage.removeItem(SOCIAL_SIGN_UP_KEY);
      await completeSignIn(r.accessToken);
      router.replace('/my');
    } catch (err) {
      setFormError(
        applyApiError(err, setError, [
          'email',
          'code',
          'password',
          'passwordConfirm',
          'company',
          'rank',
          'occupation',
        ]) ??
          apiErrorMessage(err) ??
          t('form.networkError'),
      );
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={signUpResolver.preload}
      noValidate
      className={styles.card}
    >
      {formError ? (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('signUp.form.fromIdentity')}</legend>
        <dl className={styles.dl}>
          <dt>{t('signUp.form.name')}</dt>
          <dd data-testid="identity-name">{person.name}</dd>
          <dt>{t('signUp.form.tel')}</dt>
          <dd>{person.tel}</dd>
          <dt>{t('signUp.form.birth')}</dt>
          <dd>{person.birth}</dd>
        </dl>
      </fieldset>
      <FormField
        id="email"
        label={t('signUp.form.email')}
        error={errors.email?.message}
        hint={emailState === 'available' ? t('signUp.form.emailAvailable') : undefined}
      >
        {(a) => (
          <div className={styles.inline}>
            <input
              {...a}
              type="email"
              autoComplete="email"
              inputMode="email"
              readOnly={emailState === 'verified'}
              {...emailField}
            />
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void checkEmail()}
              disabled={busy || emailState === 'verified'}
            >
              {t('signUp.form.checkEmail')}
            </button>
          </div>
        )}
      </FormField>
      {emailState !== 'verified' ? (
        <button type="button" className={styles.secondary} onClick={sendCode} disabled={busy}>
          {emailState === 'sent' ? t('signUp.form.resendCode') : t('signUp.form.sendCode')}
        </button>
      ) : null}
      {emailState === 'sent' ? (
        <p className={styles.hint} role="status">
          {t('signUp.form.codeSent')}
        </p>
      ) : null}
      {emailState === 'sent' || emailState === 'verified' || errors.code ? (
        <FormField id="code" label={t('signUp.form.code')} error={errors.code?.message}>
          {(a) => (
            <div className={styles.inline}>
              <input
                {...a}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                readOnly={emailState === 'verified'}
                {...register('code')}
              />
              <button
                type="button"
                className={styles.secondary}
                onClick={verifyCode}
                disabled={busy || emailState === 'verified'}
              >
                {t('signUp.form.verifyCode')}
              </button>
            </div>
          )}
        </FormField>
      ) : null}
      {emailState === 'verified' ? (
        <p className={styles.success} role="status">
          {t('signUp.form.emailVerified')}
        </p>
      ) : null}
      <PasswordHint />
      <FormField id="password" label={t('signUp.form.password')} error={errors.password?.message}>
        {(a) => (
          <input
            {...a}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            {...register('password')}
          />
        )}
      </FormField>
      <FormField
        id="passwordConfirm"
        label={t('signUp.form.passwordConfirm')}
        error={errors.passwordConfirm?.message}
      >
        {(a) => <input {...a} type="password" autoComplete="new-password" {...register('passwordConfirm')} />}
      </FormField>
      {company ? <CompanyFields register={register} errors={errors} /> : null}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('form.processing') : t('signUp.form.submit')}
      </button>
    </form>
  );
}

function PasswordHint() {
  const tv = useTranslations('common.validation');
  return <p className={styles.hint}>{tv('password.hint')}</p>;
}
