'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { MEMBER_TYPES, type MemberType, type SocialProvider } from '@/schemas/member-rules';
import choice from './choice.module.css';
import { useIdentityReturn, type VerifiedPerson } from './identity-return';
import styles from './members.module.css';
import { SOCIAL_SIGN_UP_KEY } from './safe-next';

const STEPS = ['type', 'consent', 'identity', 'form'] as const;
const loadDetails = () => import('./sign-up-details');
const DetailsForm = dynamic(() => loadDetails().then((m) => m.DetailsForm));
const loadIdentity = () => import('./identity-button');
const IdentityButton = dynamic(() => loadIdentity().then((m) => m.IdentityButton));
export type Social = {
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
  // NOTE: the later steps' code is fetched once the person has chosen a member type, so it is there
  // when they reach it (a phone's return from PortOne loads it at once).
  useEffect(() => {
    if (step < 1) return;
    void loadIdentity();
    void loadDetails();
  }, [step]);

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
          method="post"
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
          method="post"
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
