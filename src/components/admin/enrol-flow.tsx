'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { StaffProfile } from '@/schemas/admin';
import { homeOf } from '@/schemas/admin-rules';
import { ADMIN_SIGN_IN, acceptTokens, adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import { AdminField } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import authStyles from './auth.module.css';
import { useStaff } from './use-staff';

const confirmResolver = lazyResolver(() =>
  import('./admin-resolvers').then((m) => m.adminResolvers.totpConfirm),
);
type Setup = { secret: string; otpauthUri: string; qrSvg: string };
type Confirmed = {
  accessToken: string;
  enrolmentRequired: boolean;
  staff: StaffProfile;
  recoveryCodes: string[];
};

/** `/admin/enrol`: the authenticator QR code (and its secret), the first code, then the recovery codes once. */
export function EnrolFlow() {
  const t = useTranslations('admin.enrol');
  const router = useRouter();
  const state = useStaff();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [done, setDone] = useState<Confirmed | null>(null);
  const [copied, setCopied] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: confirmResolver });

  useEffect(() => {
    if (state.status === 'signedOut') router.replace(ADMIN_SIGN_IN);
    if (state.status === 'signedIn' && !done) router.replace(homeOf(state.staff.role));
  }, [state, router, done]);

  useEffect(() => {
    if (state.status !== 'enrolment' || setup) return;
    adminJson<Setup>('/api/admin/auth/totp/setup', { method: 'POST', json: {} })
      .then(setSetup)
      .catch((err) => setSetupError(showApiError(err, null, [], t('networkError'))));
  }, [state.status, setup, t]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const answer = await adminJson<Confirmed>('/api/admin/auth/totp/confirm', {
        method: 'POST',
        json: { code },
      });
      setDone(answer);
    } catch (err) {
      setFormError(showApiError(err, setError, ['code'], t('networkError')));
    }
  });

  if (done) {
    const text = done.recoveryCodes.join('\n');
    return (
      <div className={authStyles.authForm}>
        <h2 className={pageStyles.sectionTitle}>{t('codesTitle')}</h2>
        <p>{t('codesLead')}</p>
        <ol className={authStyles.recoveryCodes} data-recovery-codes="">
          {done.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <div className={pageStyles.buttonRow}>
          <button
            type="button"
            className={buttonStyles.secondaryButton}
            onClick={async () => {
              await navigator.clipboard?.writeText(text).catch(() => undefined);
              setCopied(true);
            }}
          >
            {t('copy')}
          </button>
          <button type="button" className={buttonStyles.secondaryButton} onClick={() => window.print()}>
            {t('print')}
          </button>
        </div>
        <p className={fieldStyles.hint} role="status">
          {copied ? t('copied') : ''}
        </p>
        <button
          type="button"
          className={buttonStyles.primaryButton}
          onClick={() => {
            acceptTokens(done);
            router.replace(homeOf(done.staff.role));
          }}
        >
          {t('continue')}
        </button>
      </div>
    );
  }

  if (state.status !== 'enrolment')
    return (
      <p className={pageStyles.loading} role="status">
        {t('loading')}
      </p>
    );

  return (
    <div className={authStyles.authForm}>
      <ol className={authStyles.steps}>
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
      </ol>
      {setupError ? (
        <p className={messageStyles.errorBox} role="alert">
          {setupError}
        </p>
      ) : null}
      {setup ? (
        <figure className={authStyles.qr}>
          <div
            role="img"
            aria-label={t('qrAlt')}
            className={authStyles.qrImage}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own QR SVG for this account.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <figcaption>
            {t('manual')}{' '}
            <code className={authStyles.secret} data-totp-secret="">
              {setup.secret}
            </code>
          </figcaption>
        </figure>
      ) : (
        <p className={pageStyles.loading} role="status">
          {t('loading')}
        </p>
      )}
      <form
        method="post"
        onSubmit={onSubmit}
        onFocus={confirmResolver.preload}
        noValidate
        className={authStyles.authForm}
      >
        {formError ? (
          <p className={messageStyles.errorBox} role="alert">
            {formError}
          </p>
        ) : null}
        <AdminField id="enrol-code" label={t('code')} error={errors.code?.message} hint={t('codeHint')}>
          {(a) => (
            <input
              {...a}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={fieldStyles.codeInput}
              {...register('code')}
            />
          )}
        </AdminField>
        <button type="submit" className={buttonStyles.primaryButton} disabled={isSubmitting || !setup}>
          {isSubmitting ? t('working') : t('confirm')}
        </button>
      </form>
    </div>
  );
}
