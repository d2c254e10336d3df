'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import { textOf } from '@/lib/policy-outline';
import { seoulDate } from '@/schemas/event-rules';
import type { AdminPolicyList, AdminPolicyVersion, PolicyVersionBody } from '@/schemas/policies';
import { POLICY_NOTE_MAX_LENGTH, type PolicyKind } from '@/schemas/policy-rules';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { AdminDialog } from '../console-kit/dialog';
import dialogStyles from '../console-kit/dialog.module.css';
import { showApiError } from '../console-kit/errors';
import { AdminField } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { RichTextEditor } from '../console-kit/rich-text-editor';
import { PolicyBody } from '../policies/policy-body';
import type { PreviewLabels } from './policy-studio';
import styles from './policy-version-form.module.css';
import kit from './studio.module.css';

type Values = Required<PolicyVersionBody>;
type Lang = 'ko' | 'en';
const LANGS: Lang[] = ['ko', 'en'];
const FIELDS = ['effectiveOn', 'bodyKo', 'bodyEn', 'noteKo', 'noteEn'];
const DAY = 24 * 60 * 60 * 1000;

const resolver = lazyResolver<Values, unknown, Values>(() =>
  import('./policy-resolver').then((m) => m.policyVersionResolver as never),
);

const bodyOf = (lang: Lang) => (lang === 'ko' ? 'bodyKo' : 'bodyEn');
const noteOf = (lang: Lang) => (lang === 'ko' ? 'noteKo' : 'noteEn');

/**
 * A new version of one policy: its effective date, the Korean and English texts side by side in
 * the visual editor (each with whether it is written yet), a change note per language, a preview
 * of the public page, and publishing after a confirmation. It starts from the latest version's text.
 */
export function PolicyVersionForm({
  kind,
  list,
  previewLabels,
  onCancel,
  onPublished,
}: {
  kind: PolicyKind;
  list: AdminPolicyList;
  previewLabels: PreviewLabels;
  onCancel: () => void;
  onPublished: (v: AdminPolicyVersion) => void;
}) {
  const t = useTranslations('studio.policies');
  const latest = list.versions[0];
  const today = list.today || seoulDate(new Date());
  const minDate = latest && latest.effectiveOn > today ? latest.effectiveOn : today;
  const defaultDate = [seoulDate(new Date(Date.parse(`${today}T00:00:00Z`) + 7 * DAY)), minDate].sort()[1];
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: {
      effectiveOn: defaultDate,
      bodyKo: latest?.bodyKo ?? '',
      bodyEn: latest?.bodyEn ?? '',
      noteKo: '',
      noteEn: '',
    },
  });
  const {
    register,
    watch,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const values = watch();
  const nextNumber = (latest?.version ?? 0) + 1;
  const written = (lang: Lang) => textOf(values[bodyOf(lang)] ?? '').length > 0;

  const publish = async (v: Values) => {
    setFormError(null);
    try {
      const created = await adminJson<AdminPolicyVersion>(`/policies/${kind}/versions`, {
        method: 'POST',
        json: v,
      });
      setConfirming(null);
      onPublished(created);
    } catch (err) {
      setConfirming(null);
      setFormError(showApiError(err, setError, FIELDS, t('publishFailed')));
    }
  };

  return (
    <>
      <form
        onSubmit={handleSubmit(
          (v) => {
            setFormError(null);
            setConfirming(v);
          },
          () => setFormError(t('fixErrors')),
        )}
        onFocus={resolver.preload}
        noValidate
        className={styles.policyForm}
        aria-labelledby={`new-version-${kind}`}
        data-policy-form={kind}
      >
        <h2 id={`new-version-${kind}`} className={pageStyles.sectionTitle}>
          {t('formTitle', { version: nextNumber })}
        </h2>
        {latest ? <p className={fieldStyles.hint}>{t('startsFrom', { version: latest.version })}</p> : null}
        {formError ? (
          <p className={messageStyles.errorBox} role="alert" data-form-error="">
            {formError}
          </p>
        ) : null}

        <AdminField
          id={`policy-${kind}-effectiveOn`}
          label={t('effectiveOn')}
          error={errors.effectiveOn?.message}
          hint={t('effectiveHint', { today, current: list.inForce ?? '-' })}
          className={styles.dateField}
        >
          {(a) => <input {...a} type="date" min={minDate} {...register('effectiveOn')} />}
        </AdminField>

        <div className={styles.bodies}>
          {LANGS.map((lang) => {
            const name = bodyOf(lang);
            const note = noteOf(lang);
            return (
              <div key={lang} className={styles.languageColumn} data-policy-language={lang}>
                <AdminField
                  id={`policy-${kind}-${name}`}
                  label={
                    <span className={styles.bodyLabel}>
                      {t(`body.${lang}`)}
                      <span
                        className={`${styles.completeness} ${written(lang) ? styles.complete : styles.incomplete}`}
                        data-completeness={written(lang) ? 'complete' : 'empty'}
                      >
                        {written(lang) ? t('complete') : t('incomplete')}
                      </span>
                    </span>
                  }
                  error={errors[name]?.message}
                >
                  {(a) => (
                    <RichTextEditor
                      id={a.id}
                      lang={lang}
                      tables
                      a11y={{ 'aria-invalid': a['aria-invalid'], 'aria-describedby': a['aria-describedby'] }}
                      value={values[name] ?? ''}
                      registerRef={register(name).ref}
                      onChange={(v) => setValue(name, v, { shouldDirty: true })}
                    />
                  )}
                </AdminField>
                <AdminField
                  id={`policy-${kind}-${note}`}
                  label={t(`note.${lang}`)}
                  error={errors[note]?.message}
                  hint={t('noteHint')}
                >
                  {(a) => (
                    <input
                      {...a}
                      type="text"
                      lang={lang}
                      maxLength={POLICY_NOTE_MAX_LENGTH}
                      {...register(note)}
                    />
                  )}
                </AdminField>
              </div>
            );
          })}
        </div>

        <section aria-labelledby={`preview-${kind}`} className={styles.previewSection}>
          <div className={styles.previewHead}>
            <h3 id={`preview-${kind}`} className={kit.previewTitle}>
              {t('preview')}
            </h3>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              aria-expanded={preview}
              aria-controls={`preview-${kind}-panes`}
              onClick={() => setPreview((p) => !p)}
              data-policy-preview=""
            >
              {preview ? t('previewHide') : t('previewShow')}
            </button>
          </div>
          <div id={`preview-${kind}-panes`} hidden={!preview} className={styles.previewPanes}>
            {preview
              ? LANGS.map((lang) => (
                  <article
                    key={lang}
                    lang={lang}
                    className={kit.previewPane}
                    aria-label={t(`previewOf.${lang}`)}
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: the pane scrolls; keyboard users must reach it (WCAG 2.1.1).
                    tabIndex={0}
                  >
                    <p className={styles.previewEffective}>
                      {previewLabels[lang].effective} {values.effectiveOn}
                    </p>
                    {written(lang) ? (
                      <PolicyBody
                        html={values[bodyOf(lang)] ?? ''}
                        labels={previewLabels[lang]}
                        idPrefix={`preview-${kind}-${lang}-`}
                      />
                    ) : (
                      <p className={fieldStyles.hint}>{t('previewEmpty')}</p>
                    )}
                  </article>
                ))
              : null}
          </div>
        </section>

        <div className={formStyles.formFooter}>
          <button type="button" className={buttonStyles.secondaryButton} onClick={onCancel}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className={buttonStyles.primaryButton}
            disabled={isSubmitting}
            data-publish=""
          >
            {t('publish')}
          </button>
        </div>
      </form>

      <AdminDialog
        open={confirming !== null}
        title={t('confirmTitle', { version: nextNumber })}
        onClose={() => setConfirming(null)}
      >
        {confirming ? (
          <div className={dialogStyles.dialogBody}>
            <p>
              {confirming.effectiveOn > today
                ? t('confirmScheduled', { date: confirming.effectiveOn, current: list.inForce ?? '-' })
                : t('confirmNow')}
            </p>
            <p className={fieldStyles.hint}>{t('confirmImmutable')}</p>
            <div className={dialogStyles.dialogActions}>
              <button
                type="button"
                className={buttonStyles.secondaryButton}
                onClick={() => setConfirming(null)}
              >
                {t('cancel')}
              </button>
              <button
                type="button"
                className={buttonStyles.primaryButton}
                onClick={() => void publish(confirming)}
                data-confirm-publish=""
              >
                {t('confirm')}
              </button>
            </div>
          </div>
        ) : null}
      </AdminDialog>
    </>
  );
}
