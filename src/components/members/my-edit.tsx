'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useRouter } from '@/i18n/navigation';
import { apiJson } from '@/lib/client/api';
import { useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import { maskEmail } from '@/lib/mask';
import { WITHDRAWAL_REASONS } from '@/schemas/member-rules';
import type { passwordChangeSchema, profileFormSchema, UserProfile, withdrawalBody } from '@/schemas/members';
import { NOTIFY_CHANNELS, type NotifyChannel } from '@/schemas/messaging-rules';
import { apiErrorMessage, applyApiError } from './api-errors';
import choice from './choice.module.css';
import { CompanyFields } from './company-fields';
import { FormField } from './form-field';
import { IdentityButton } from './identity-button';
import { useIdentityReturn, type VerifiedPerson } from './identity-return';
import styles from './members.module.css';
import { useSessionActions } from './session-provider';

/** `/my/edit`: phone (identity verification), company fields, notifications and marketing consent, password, withdrawal. */
export function MyEdit() {
  const t = useTranslations('members.edit');
  const { detail, reloadUser } = useSessionActions();
  const [telMessage, setTelMessage] = useState<string | null>(null);
  const [telError, setTelError] = useState<string | null>(null);
  const changeTel = async (p: VerifiedPerson) => {
    setTelError(null);
    try {
      await apiJson('/users/my', { method: 'PATCH', json: { identityToken: p.identityToken } });
      await reloadUser();
      setTelMessage(t('telChanged'));
    } catch (err) {
      setTelError(apiErrorMessage(err));
    }
  };
  // Back from PortOne's page on a phone.
  useIdentityReturn('tel_change', (r) => {
    if ('person' in r) void changeTel(r.person);
    else setTelError(r.error);
  });
  if (!detail) return null;

  return (
    <div className={styles.wide}>
      <section className={styles.section} aria-labelledby="edit-info">
        <h2 id="edit-info">{t('info')}</h2>
        <dl className={styles.dl}>
          <dt>{t('email')}</dt>
          <dd data-testid="masked-email">{maskEmail(detail.email)}</dd>
          <dt>{t('name')}</dt>
          <dd>{detail.name}</dd>
          <dt>{t('birth')}</dt>
          <dd>{detail.birth}</dd>
          <dt>{t('tel')}</dt>
          <dd data-testid="tel">{detail.tel}</dd>
        </dl>
        <IdentityButton purpose="tel_change" label={t('changeTel')} onVerified={changeTel} />
        {telMessage ? (
          <p className={styles.success} role="status">
            {telMessage}
          </p>
        ) : null}
        {telError ? (
          <p className={styles.alert} role="alert">
            {telError}
          </p>
        ) : null}
      </section>
      {detail.memberType === 'company' ? (
        <CompanySection />
      ) : (
        <p className={styles.notice}>{t('conversionNote')}</p>
      )}
      <NotifySection />
      <PasswordSection />
      <WithdrawSection />
    </div>
  );
}

type CompanyValues = z.input<typeof profileFormSchema>;
const profileResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.profile),
);

function CompanySection() {
  const t = useTranslations('members');
  const { detail, reloadUser } = useSessionActions();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CompanyValues>({
    resolver: profileResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      memberType: 'company',
      company: detail?.company ?? '',
      rank: detail?.rank ?? '',
      occupation: (detail?.occupation as CompanyValues['occupation']) ?? '',
    },
  });
  const onSubmit = handleSubmit(async ({ company, rank, occupation }) => {
    setSaved(false);
    setFormError(null);
    try {
      await apiJson('/users/my', { method: 'PATCH', json: { company, rank, occupation } });
      await reloadUser();
      setSaved(true);
    } catch (err) {
      setFormError(applyApiError(err, setError, ['company', 'rank', 'occupation']));
    }
  });
  const e = formState.errors;
  return (
    <section className={styles.section} aria-labelledby="edit-company">
      <h2 id="edit-company">{t('edit.companySection')}</h2>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={profileResolver.preload}
        noValidate
        className={styles.card}
      >
        <CompanyFields register={register} errors={e} idPrefix="profile-" />
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        {saved ? (
          <p className={styles.success} role="status">
            {t('edit.saved')}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('edit.save')}
        </button>
      </form>
    </section>
  );
}

type NotifyValues = { notifyChannel: NotifyChannel; marketing: boolean };

/**
 * How the member is told about bookings (KakaoTalk/SMS, e-mail or both) and the separate, optional
 * marketing consent with the time it was given (decision 020). Read fresh from `GET /users/my`: the
 * consent record is not kept in the browser's stored user.
 */
function NotifySection() {
  const t = useTranslations('members.edit');
  const format = useFormatter();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<NotifyValues>({ mode: 'onSubmit' });
  useEffect(() => {
    let live = true;
    apiJson<UserProfile>('/users/my')
      .then((p) => {
        if (!live) return;
        setProfile(p);
        reset({ notifyChannel: p.notifyChannel, marketing: p.marketing });
      })
      .catch((err) => live && setFormError(apiErrorMessage(err)));
    return () => {
      live = false;
    };
  }, [reset]);
  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    try {
      const p = await apiJson<UserProfile>('/users/my', { method: 'PATCH', json: values });
      setProfile(p);
      reset({ notifyChannel: p.notifyChannel, marketing: p.marketing });
      setSaved(true);
    } catch (err) {
      setFormError(applyApiError(err, setError, ['notifyChannel', 'marketing']));
    }
  });
  const given = profile?.consents.find((c) => c.kind === 'marketing' && !c.withdrawnAt);
  return (
    <section className={styles.section} aria-labelledby="edit-notify">
      <h2 id="edit-notify">{t('notifySection')}</h2>
      <form method="post" onSubmit={onSubmit} noValidate className={styles.card} aria-busy={!profile}>
        <fieldset className={styles.choices} aria-describedby="notify-hint" disabled={!profile}>
          <legend className={styles.legend}>{t('notifyLegend')}</legend>
          <p id="notify-hint" className={styles.hint}>
            {t('notifyHint')}
          </p>
          {NOTIFY_CHANNELS.map((c) => (
            <label key={c} className={`${styles.choice} ${choice.control}`}>
              <input type="radio" value={c} {...register('notifyChannel')} />
              <span>{t(`notify.${c}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset
          className={styles.choices}
          aria-describedby="marketing-hint marketing-state"
          disabled={!profile}
        >
          <legend className={styles.legend}>{t('marketingSection')}</legend>
          <label className={`${styles.choice} ${choice.control}`}>
            <input type="checkbox" {...register('marketing')} />
            <span>{t('marketingLabel')}</span>
          </label>
          <p id="marketing-hint" className={styles.hint}>
            {t('marketingHint')}
          </p>
          <p id="marketing-state" className={styles.hint} data-testid="marketing-state">
            {given
              ? t('marketingGivenAt', {
                  at: format.dateTime(new Date(given.givenAt), {
                    dateStyle: 'long',
                    timeStyle: 'short',
                    timeZone: 'Asia/Seoul',
                  }),
                })
              : profile
                ? t('marketingNone')
                : null}
          </p>
        </fieldset>
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        {saved ? (
          <p className={styles.success} role="status">
            {t('notifySaved')}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={!profile || formState.isSubmitting}>
          {t('saveNotify')}
        </button>
      </form>
    </section>
  );
}

type PasswordValues = z.input<typeof passwordChangeSchema>;
const passwordResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.passwordChange),
);

function PasswordSection() {
  const t = useTranslations('members.edit');
  const tv = useTranslations('common.validation');
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: passwordResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    setFormError(null);
    try {
      await apiJson('/users/my', { method: 'PATCH', json: values });
      reset({ currentPassword: '', password: '', passwordConfirm: '' });
      setDone(true);
    } catch (err) {
      setFormError(applyApiError(err, setError, ['currentPassword', 'password', 'passwordConfirm']));
    }
  });
  const e = formState.errors;
  return (
    <section className={styles.section} aria-labelledby="edit-password">
      <h2 id="edit-password">{t('passwordSection')}</h2>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={passwordResolver.preload}
        noValidate
        className={styles.card}
      >
        <FormField id="current-password" label={t('currentPassword')} error={e.currentPassword?.message}>
          {(a) => (
            <input {...a} type="password" autoComplete="current-password" {...register('currentPassword')} />
          )}
        </FormField>
        <FormField
          id="new-password"
          label={t('newPassword')}
          error={e.password?.message}
          hint={tv('password.hint')}
        >
          {(a) => <input {...a} type="password" autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField
          id="new-password-confirm"
          label={t('newPasswordConfirm')}
          error={e.passwordConfirm?.message}
        >
          {(a) => (
            <input {...a} type="password" autoComplete="new-password" {...register('passwordConfirm')} />
          )}
        </FormField>
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        {done ? (
          <p className={styles.success} role="status">
            {t('passwordChanged')}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('changePassword')}
        </button>
      </form>
    </section>
  );
}

type WithdrawValues = z.input<typeof withdrawalBody>;
const withdrawalResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.withdrawal),
);

function WithdrawSection() {
  const t = useTranslations('members.withdraw');
  const router = useRouter();
  const { forget } = useSessionActions();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<WithdrawValues>({
    resolver: withdrawalResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const reason = watch('reason');
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!window.confirm(t('confirm'))) return;
    try {
      await apiJson('/users/my/withdrawal', { method: 'POST', json: values });
      forget();
      router.replace('/');
      window.alert(t('done'));
    } catch (err) {
      setFormError(applyApiError(err, setError, ['reason', 'detail']));
    }
  });
  const e = formState.errors;
  return (
    <section className={styles.section} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={withdrawalResolver.preload}
        noValidate
        className={styles.card}
      >
        <fieldset className={styles.choices} aria-describedby={e.reason ? 'reason-error' : undefined}>
          <legend className={styles.legend}>{t('reasonLegend')}</legend>
          {WITHDRAWAL_REASONS.map((r) => (
            <label key={r} className={`${styles.choice} ${choice.control}`}>
              <input type="radio" value={r} {...register('reason')} />
              <span>{t(`reason.${r}`)}</span>
            </label>
          ))}
        </fieldset>
        <ReasonError id="reason-error" code={e.reason?.message} />
        {reason === 'other' ? (
          <FormField id="withdraw-detail" label={t('detail')} error={e.detail?.message}>
            {(a) => <textarea {...a} rows={4} maxLength={500} {...register('detail')} />}
          </FormField>
        ) : null}
        {formError ? (
          <p className={styles.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={styles.secondary} disabled={formState.isSubmitting}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}

function ReasonError({ id, code }: { id: string; code?: string }) {
  const tv = useTranslations('common.validation');
  if (!code) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {tv.has(code) ? tv(code) : code}
    </p>
  );
}
