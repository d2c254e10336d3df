'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { apiJson, REFRESH_TRANSPORT_HEADER } from '@/lib/client/api';
import { useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import { PASSWORD_MIN_LENGTH } from '@/schemas/field-rules';
import { MEMBER_TYPES, type MemberType, type SocialProvider } from '@/schemas/member-rules';
import type { SignUpForm } from '@/schemas/members';
import { apiErrorMessage, applyApiError } from './api-errors';
import choice from './choice.module.css';
import { CompanyFields } from './company-fields';
import { FormField } from './form-field';
import { IdentityButton, useIdentityReturn, type VerifiedPerson } from './identity-button';
import styles from './members.module.css';
import { SOCIAL_SIGN_UP_KEY } from './safe-next';
import { useSessionActions } from './session-provider';

const STEPS = ['type', 'consent', 'identity', 'form'] as const;
const loadResolvers = () => import('@/lib/client/form-resolvers');
const signUpResolver = lazyResolver(() => loadResolvers().then((m) => m.resolvers.signUp));
type Social = {
  socialToken: string;
  profile: { provider: SocialProvider; email: string | null; name: string | null };
};

/** `/sign/up` (route key `register`): member type → consent → identity verification → details. */
export function SignUpFlow() {
  const t = useTranslations('members');
  const [step, setStep] = useState(0);
  const [memberType, setMemberType] = useState<MemberType>('normal');
  const [consent, setConsent] = useState({ terms: false, privacy: false, marketing: false });
  const [consentError, setConsentError] = useState(false);
  const [person, setPerson] = useState<VerifiedPerson | null>(null);
  const [social, setSocial] = useState<Social | null>(null);

  useEffect(() => {
    try {
      const raw = sessionStorage.getItem(SOCIAL_SIGN_UP_KEY);
      if (raw) setSocial(JSON.parse(raw) as Social);
    } catch {
      // Ignore a broken entry: plain sign-up.
    }
  }, []);

  const go = (n: number) => {
    setStep(n);
    window.scrollTo({ top: 0 });
  };

  // Back from PortOne's page on a phone: the member type and consents as they were, then the details.
  const [returnError, setReturnError] = useState<string | null>(null);
  useIdentityReturn('sign_up', (r) => {
    const saved = r.state as { memberType?: MemberType; consent?: typeof consent } | undefined;
    if (saved?.memberType) setMemberType(saved.memberType);
    if (saved?.consent) setConsent(saved.consent);
    if ('person' in r) {
      setPerson(r.person);
      go(3);
    } else {
      setReturnError(r.error);
      go(2);
    }
  });

  return (
    <div className={styles.card}>
      <ol
        className={styles.steps}
        aria-label={t('signUp.stepLabel', { current: step + 1, total: STEPS.length })}
      >
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined}>
            {i + 1}. {t(`signUp.steps.${s}`)}
          </li>
        ))}
      </ol>
      {social ? (
        <p className={styles.notice}>
          {t('signUp.social', { provider: t(`provider.${social.profile.provider}`) })}
        </p>
      ) : null}

      {step === 0 ? (
        <form
          className={styles.card}
          onSubmit={(e) => {
            e.preventDefault();
            go(1);
          }}
        >
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('signUp.type.legend')}</legend>
            {MEMBER_TYPES.map((type) => (
              <label key={type} className={`${styles.choice} ${choice.control} ${choice.top}`}>
                <input
                  type="radio"
                  name="memberType"
                  value={type}
                  checked={memberType === type}
                  onChange={() => setMemberType(type)}
                />
                <span>
                  <strong>{t(`signUp.type.${type}`)}</strong>
                  {t(`signUp.type.${type}Desc`)}
                </span>
              </label>
            ))}
          </fieldset>
          <p className={styles.notice}>{t('signUp.type.conversionNote')}</p>
          <button type="submit" className={styles.primary}>
            {t('form.next')}
          </button>
        </form>
      ) : null}

      {step === 1 ? (
        <form
          className={styles.card}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!consent.terms || !consent.privacy) {
              setConsentError(true);
              return;
            }
            go(2);
          }}
        >
          <label className={`${styles.choice} ${choice.control}`}>
            <input
              type="checkbox"
              checked={consent.terms && consent.privacy && consent.marketing}
              onChange={(e) => {
                const v = e.target.checked;
                setConsent({ terms: v, privacy: v, marketing: v });
                if (v) setConsentError(false);
              }}
            />
            <strong>{t('signUp.consent.all')}</strong>
          </label>
          {(['terms', 'privacy', 'marketing'] as const).map((k) => (
            <div key={k} className={styles.field}>
              <label className={`${styles.choice} ${choice.control}`}>
                <input
                  type="checkbox"
                  name={k}
                  checked={consent[k]}
                  aria-describedby={k !== 'terms' ? `consent-${k}-summary` : undefined}
                  onChange={(e) => {
                    setConsent({ ...consent, [k]: e.target.checked });
                    setConsentError(false);
                  }}
                />
                <span>
                  {t(`signUp.consent.${k}`)}{' '}
                  {k === 'marketing' ? t('signUp.consent.optionalTag') : t('signUp.consent.requiredTag')}
                </span>
              </label>
              {k === 'terms' ? (
                <Link href="/policies/terms" target="_blank" className={styles.viewLink}>
                  {t('signUp.consent.view')}
                </Link>
              ) : (
                <p id={`consent-${k}-summary`} className={styles.hint}>
                  {t(`signUp.consent.${k}Summary`)}{' '}
                  {k === 'privacy' ? (
                    <Link href="/policies/privacy" target="_blank">
                      {t('signUp.consent.view')}
                    </Link>
                  ) : null}
                </p>
              )}
            </div>
          ))}
          {consentError ? <ConsentError /> : null}
          <div className={styles.inline}>
            <button type="button" className={styles.secondary} onClick={() => go(0)}>
              {t('form.back')}
            </button>
            <button type="submit" className={styles.primary}>
              {t('form.next')}
            </button>
          </div>
        </form>
      ) : null}

      {step === 2 ? (
        <div className={styles.card}>
          <p>{t('signUp.identity.lead')}</p>
          {person ? (
            <p className={styles.success} role="status">
              {t('signUp.identity.done', { name: person.name })}
            </p>
          ) : null}
          {returnError ? (
            <p className={styles.error} role="alert">
              {returnError}
            </p>
          ) : null}
          <IdentityButton
            purpose="sign_up"
            memberType={memberType}
            saveState={() => ({ memberType, consent })}
            label={person ? t('signUp.identity.retry') : t('signUp.identity.button')}
            onVerified={(p) => {
              setPerson(p);
              go(3);
            }}
          />
          <button type="button" className={styles.secondary} onClick={() => go(1)}>
            {t('form.back')}
          </button>
        </div>
      ) : null}

      {step === 3 && person ? (
        <DetailsForm memberType={memberType} consent={consent} person={person} social={social} />
      ) : null}
    </div>
  );
}

function ConsentError() {
  const tv = useTranslations('common.validation');
  return (
    <p className={styles.error} role="alert">
      {tv('consent.required')}
    </p>
  );
}

function DetailsForm({
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
    <form onSubmit={onSubmit} onFocus={signUpResolver.preload} noValidate className={styles.card}>
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
