'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { InquiryDetail } from '@/schemas/admin';
import { ANSWER_MAX_LENGTH, REVEAL_REASON_MAX_LENGTH, staffMay } from '@/schemas/admin-rules';
import { adminJson } from '../console-kit/api';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import { ReasonDialog } from '../console-kit/dialog';
import { showApiError } from '../console-kit/errors';
import { AdminField } from '../console-kit/field';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { seoulDate, seoulDateTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import tableStyles from '../console-kit/table.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './inquiry-view.module.css';

const answerResolver = lazyResolver(() => import('./admin-resolvers').then((m) => m.adminResolvers.answer));
type Field = 'tel' | 'email';

/** `/admin/inquiries/{id}`: one message, its contact (masked until revealed), answers, answer and close. */
export function InquiryView({ id }: { id: string }) {
  const t = useTranslations('admin.inquiries');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const { state, reload } = useAdminQuery<InquiryDetail>(
    staffMay(staff, 'inquiries.read') ? `/inquiries/${id}` : null,
  );
  const [revealed, setRevealed] = useState<Partial<Record<Field, string>>>({});
  const [revealing, setRevealing] = useState<Field | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const close = async () => {
    setMessage(null);
    try {
      await adminJson(`/inquiries/${id}`, { method: 'PATCH', json: { state: 'closed' } });
      setMessage({ kind: 'ok', text: t('closedNow') });
      await reload();
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    }
  };

  return (
    <AdminPage
      title={state.status === 'ready' ? state.data.title : tn('inquiry')}
      permission="inquiries.read"
      actions={
        <Link href="/admin/inquiries" className={buttonStyles.secondaryButton}>
          {t('backToList')}
        </Link>
      }
    >
      <div aria-live="polite">
        {message ? (
          <p
            className={message.kind === 'ok' ? messageStyles.okBox : messageStyles.errorBox}
            data-inquiry-message={message.kind}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <QueryView state={state}>
        {(inq) => (
          <>
            <div className={styles.inquiryHead}>
              <span className={badgeStyles.stateBadge} data-state={inq.state} data-inquiry-state="">
                {t(`state.${inq.state}`)}
              </span>
              <span>{t(`type.${inq.type}`)}</span>
              <span>{t(`source.${inq.source}`)}</span>
              <span>{seoulDateTime(inq.createdAt)}</span>
            </div>
            <p className={styles.purgeNote}>{t('purgeNote', { date: seoulDate(inq.purgeAt) })}</p>
            <div className={formStyles.grid2}>
              <section className={pageStyles.panel} aria-labelledby="sender-title">
                <h2 id="sender-title" className={pageStyles.sectionTitle}>
                  {t('sender')}
                </h2>
                <dl className={styles.details}>
                  <dt>{t('name')}</dt>
                  <dd>{inq.name}</dd>
                  {(['email', 'tel'] as const).map((field) => (
                    <div key={field} className={styles.detailRow}>
                      <dt>{t(`field.${field}`)}</dt>
                      <dd>
                        <span data-contact={field}>{revealed[field] ?? inq[field]}</span>{' '}
                        {revealed[field] ? (
                          <span className={badgeStyles.revealedTag}>{t('revealedTag')}</span>
                        ) : staffMay(staff, 'inquiries.reveal') && inq[field] ? (
                          <button
                            type="button"
                            className={buttonStyles.smallButton}
                            onClick={() => setRevealing(field)}
                          >
                            {t(`reveal.${field}`)}
                          </button>
                        ) : null}
                      </dd>
                    </div>
                  ))}
                  {inq.affiliation ? (
                    <div className={styles.detailRow}>
                      <dt>{t('affiliation')}</dt>
                      <dd>
                        {inq.affiliation}
                        {inq.rank ? ` · ${inq.rank}` : ''}
                      </dd>
                    </div>
                  ) : null}
                  <div className={styles.detailRow}>
                    <dt>{t('language')}</dt>
                    <dd>{t(`locale.${inq.locale === 'en' ? 'en' : 'ko'}`)}</dd>
                  </div>
                </dl>
              </section>
              <section className={pageStyles.panel} aria-labelledby="message-title">
                <h2 id="message-title" className={pageStyles.sectionTitle}>
                  {t('message')}
                </h2>
                <p className={styles.messageBody}>{inq.message}</p>
              </section>
            </div>

            <section className={pageStyles.panel} aria-labelledby="answers-title">
              <h2 id="answers-title" className={pageStyles.sectionTitle}>
                {t('answers')}
              </h2>
              {inq.answers.length === 0 ? (
                <p className={pageStyles.empty}>{t('noAnswers')}</p>
              ) : (
                <ol className={styles.answers}>
                  {inq.answers.map((a) => (
                    <li key={a.createdAt} className={styles.answer}>
                      <p className={styles.messageBody}>{a.body}</p>
                      <p className={tableStyles.sub}>
                        {t('answeredBy', {
                          name: a.staffName ?? t('unknownStaff'),
                          at: seoulDateTime(a.createdAt),
                        })}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
              {staffMay(staff, 'inquiries.answer') && inq.state !== 'closed' ? (
                <AnswerForm
                  id={id}
                  locale={inq.locale}
                  onDone={async (text) => {
                    setMessage({ kind: 'ok', text });
                    await reload();
                  }}
                />
              ) : null}
              {staffMay(staff, 'inquiries.answer') && inq.state !== 'closed' ? (
                <button
                  type="button"
                  className={buttonStyles.secondaryButton}
                  onClick={close}
                  data-close-inquiry=""
                >
                  {t('close')}
                </button>
              ) : null}
            </section>
          </>
        )}
      </QueryView>
      <ReasonDialog
        open={revealing !== null}
        title={revealing ? t(`revealTitle.${revealing}`) : ''}
        description={t('revealWhy')}
        label={t('reason')}
        submitLabel={t('revealSubmit')}
        maxLength={REVEAL_REASON_MAX_LENGTH}
        onClose={() => setRevealing(null)}
        onSubmit={async (reason) => {
          if (!revealing) return null;
          try {
            const r = await adminJson<{ field: Field; value: string }>(`/inquiries/${id}/reveal`, {
              method: 'POST',
              json: { field: revealing, reason },
            });
            setRevealed((m) => ({ ...m, [r.field]: r.value }));
            setRevealing(null);
            return null;
          } catch (err) {
            return showApiError(err, null, [], t('networkError'));
          }
        }}
      />
    </AdminPage>
  );
}

function AnswerForm({
  id,
  locale,
  onDone,
}: {
  id: string;
  locale: string;
  onDone: (text: string) => Promise<void>;
}) {
  const t = useTranslations('admin.inquiries');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ body: string }>({ resolver: answerResolver });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await adminJson(`/inquiries/${id}/answer`, { method: 'POST', json: values });
      reset({ body: '' });
      await onDone(t('answered'));
    } catch (err) {
      setFormError(showApiError(err, setError, ['body'], t('networkError')));
    }
  });
  return (
    <form
      method="post"
      onSubmit={submit}
      onFocus={answerResolver.preload}
      noValidate
      className={styles.answerForm}
    >
      {formError ? (
        <p className={messageStyles.errorBox} role="alert">
          {formError}
        </p>
      ) : null}
      <AdminField
        id="answer-body"
        label={t('answerLabel')}
        error={errors.body?.message}
        hint={t('answerHint', { language: t(`locale.${locale === 'en' ? 'en' : 'ko'}`) })}
      >
        {(a) => <textarea {...a} rows={6} maxLength={ANSWER_MAX_LENGTH} {...register('body')} />}
      </AdminField>
      <button
        type="submit"
        className={buttonStyles.primaryButton}
        disabled={isSubmitting}
        data-send-answer=""
      >
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}
