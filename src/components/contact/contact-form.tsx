'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useErrorMessage, useFieldMessage } from '@/components/events/use-field-message';
import choice from '@/components/members/choice.module.css';
import { useSession } from '@/components/members/session-provider';
import { Link } from '@/i18n/navigation';
import { ApiClientError, apiJson } from '@/lib/client/api';
import { type Resolver, useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { ContactFormInput } from '@/schemas/contact';
import {
  CONTACT_AFFILIATION_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_RANK_MAX_LENGTH,
  CONTACT_TITLE_MAX_LENGTH,
  INQUIRY_TYPES,
} from '@/schemas/contact-rules';
import styles from './contact.module.css';

type FormValues = Omit<ContactFormInput, 'consent' | 'type'> & { consent: boolean; type: string };
type FieldName = keyof FormValues;

const contactResolver = lazyResolver(() =>
  import('@/lib/client/form-resolvers').then((m) => m.resolvers.contact as unknown as Resolver<FormValues>),
);

const EMPTY: FormValues = {
  type: '',
  name: '',
  tel: '',
  email: '',
  affiliation: '',
  rank: '',
  title: '',
  message: '',
  consent: false,
};

/**
 * The Contact form (both languages): the shared schema validates here and in the API; members get
 * their details prefilled; a hidden field and the fill time trap bots.
 */
export function ContactForm({ helpLine }: { helpLine: ReactNode }) {
  const t = useTranslations('contact');
  const fieldMessage = useFieldMessage();
  const errorText = useErrorMessage('contact.errors');
  const session = useSession();
  const startedAt = useRef(Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, setError, reset, watch, getValues } = useForm<FormValues>({
    resolver: contactResolver,
    defaultValues: EMPTY,
  });

  // The page is prerendered, so the type a link asks for (`/contact?type=material`, the Collection's
  // consultation button) is read once in the browser.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('type');
    if (asked && (INQUIRY_TYPES as readonly string[]).includes(asked)) reset({ ...getValues(), type: asked });
  }, [reset, getValues]);

  useEffect(() => {
    const user = session.user;
    if (session.status !== 'signedIn' || !user) return;
    const current = getValues();
    reset({
      ...current,
      name: current.name || user.name || '',
      tel: current.tel || user.tel || '',
      email: current.email || user.email || '',
    });
  }, [session.status, session.user, reset, getValues]);

  const onSubmit = async (values: FormValues) => {
    setFailure(undefined);
    try {
      await apiJson('/contact', {
        method: 'POST',
        json: {
          ...values,
          website: honeypot.current?.value ?? '',
          elapsedMs: Date.now() - startedAt.current,
        },
      });
      setSent(true);
    } catch (err) {
      if (err instanceof ApiClientError) {
        for (const [field, code] of Object.entries(err.body.error.fieldCodes ?? {}))
          setError(field as FieldName, { message: code });
        setFailure(errorText(err.code));
      } else {
        setFailure(errorText(undefined));
      }
    }
  };

  if (sent) {
    return (
      <section className={`container-narrow ${styles.sent}`} role="status" aria-labelledby="contact-sent">
        <h2 id="contact-sent">{t('sent.title')}</h2>
        <p>{t('sent.body')}</p>
        {session.status === 'signedIn' ? (
          <p>
            {t('sent.member')}{' '}
            <Link href="/my/counsel" className={styles.link}>
              {t('sent.myCounsel')}
            </Link>
          </p>
        ) : null}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            startedAt.current = Date.now();
            reset(EMPTY);
            setSent(false);
          }}
        >
          {t('sent.again')}
        </button>
      </section>
    );
  }

  const err = (name: FieldName) => fieldMessage(formState.errors[name]?.message);
  const described = (name: FieldName) =>
    [name === 'name' ? 'contact-name-hint' : null, formState.errors[name] ? `contact-${name}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  // NOTE: plain render helpers, not components: a component defined here would remount its inputs on every keystroke.
  const errorLine = (name: FieldName) =>
    formState.errors[name] ? (
      <p id={`contact-${name}-error`} className={styles.error} data-field={name}>
        {err(name)}
      </p>
    ) : null;
  const field = (
    name: FieldName,
    children: ReactNode,
    opts: { required?: boolean; counter?: ReactNode } = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`} className={styles.label}>
        {t(`fields.${name as 'name'}`)}{' '}
        <span className={opts.required ? styles.required : styles.optional}>
          {opts.required ? t('requiredMark') : t('optionalMark')}
        </span>
      </label>
      {children}
      {opts.counter}
      {errorLine(name)}
    </div>
  );
  const input = (
    name: FieldName,
    opts: {
      required?: boolean;
      type?: string;
      max?: number;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'text';
    },
  ) => (
    <input
      id={`contact-${name}`}
      type={opts.type ?? 'text'}
      className={styles.input}
      autoComplete={opts.autoComplete}
      inputMode={opts.inputMode}
      maxLength={opts.max}
      aria-required={opts.required || undefined}
      aria-invalid={Boolean(formState.errors[name])}
      aria-describedby={described(name)}
      placeholder={t(`placeholders.${name as 'name'}`)}
      {...register(name)}
    />
  );
  const messageLength = String(watch('message') ?? '').length;

  return (
    <div className={`container ${styles.wrap}`}>
      {/* the help line, rendered on the server (its number and the company's details stay out of this
          script: the page is held to its first-load budget) */}
      {helpLine}
      <form
        method="post"
        className={styles.form}
        onSubmit={handleSubmit(onSubmit)}
        onFocus={contactResolver.preload}
        noValidate
      >
        <fieldset className={styles.field} aria-describedby={described('type')}>
          <legend className={styles.label}>
            {t('fields.type')} <span className={styles.required}>{t('requiredMark')}</span>
          </legend>
          <div className={styles.types}>
            {INQUIRY_TYPES.map((type) => (
              <label key={type} className={`${styles.choice} ${choice.control}`}>
                <input type="radio" value={type} {...register('type')} />
                {t(`types.${type}`)}
              </label>
            ))}
          </div>
          {errorLine('type')}
        </fieldset>
        <div className={styles.grid}>
          {field('name', input('name', { required: true, autoComplete: 'name', max: 20 }), {
            required: true,
            // what to do with a name the rule does not take, at the field (the tenth review found
            // the way round "한글 2~4자" only at the foot of the page)
            counter: (
              <p id="contact-name-hint" className={styles.hint}>
                {t.rich('nameHint', { link: (chunks) => <a href="#contact-other">{chunks}</a> })}
              </p>
            ),
          })}
          {field(
            'tel',
            input('tel', { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel', max: 11 }),
            { required: true },
          )}
          {field(
            'email',
            input('email', {
              required: true,
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              max: 254,
            }),
            {
              required: true,
            },
          )}
          {field(
            'affiliation',
            input('affiliation', { autoComplete: 'organization', max: CONTACT_AFFILIATION_MAX_LENGTH }),
          )}
          {field('rank', input('rank', { autoComplete: 'organization-title', max: CONTACT_RANK_MAX_LENGTH }))}
        </div>
        {field('title', input('title', { required: true, max: CONTACT_TITLE_MAX_LENGTH }), {
          required: true,
        })}
        {field(
          'message',
          <textarea
            id="contact-message"
            className={styles.textarea}
            rows={8}
            aria-required
            aria-invalid={Boolean(formState.errors.message)}
            aria-describedby={described('message')}
            placeholder={t('placeholders.message')}
            {...register('message')}
          />,
          {
            required: true,
            counter: (
              <span className={styles.counter}>
                {t('chars', { count: messageLength, max: CONTACT_MESSAGE_MAX_LENGTH })}
              </span>
            ),
          },
        )}

        <section className={styles.consent} aria-labelledby="contact-consent-title">
          <h2 id="contact-consent-title" className={styles.consentTitle}>
            {t('consent.title')}
          </h2>
          <ul className={styles.consentList}>
            <li>{t('consent.purpose')}</li>
            <li>{t('consent.required')}</li>
            <li>{t('consent.optional')}</li>
            <li>{t('consent.retention')}</li>
            <li>{t('consent.refuse')}</li>
          </ul>
          <label className={`${styles.choice} ${choice.control}`}>
            <input
              type="checkbox"
              aria-required
              aria-invalid={Boolean(formState.errors.consent)}
              aria-describedby={described('consent')}
              {...register('consent')}
            />
            {t('consent.agree')}
          </label>
          {errorLine('consent')}
        </section>

        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">{t('honeypot')}</label>
          <input
            id="contact-website"
            ref={honeypot}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      </form>
    </div>
  );
}
