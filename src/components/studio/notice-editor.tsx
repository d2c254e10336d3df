'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import { NOTICE_PLACEMENTS } from '@/schemas/notice-rules';
import type { AdminNotice } from '@/schemas/notices';
import { ApiClientError, adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { ConfirmDialog } from '../console-kit/dialog';
import { showApiError } from '../console-kit/errors';
import { AdminField, SelectField } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { RichTextEditor } from '../console-kit/rich-text-editor';
import { useDelete } from '../console-kit/use-delete';
import styles from './notice-editor.module.css';
import {
  emptyNotice,
  hasText,
  NOTICE_FIELD_NAMES,
  type NoticeFormValues,
  noticeToForm,
  savedNoticeMessage,
  toNoticeBody,
} from './notice-form-values';
import { NoticePreview } from './notice-preview';
import type { NoticePreviewLabels } from './notice-preview-labels';
import kit from './studio.module.css';

const noticeResolver = lazyResolver(() => import('./notice-resolver').then((m) => m.noticeResolver));
const LANGS = ['ko', 'en'] as const;
type Lang = (typeof LANGS)[number];

/**
 * One notice: both languages side by side with a completeness badge per field, the period (Seoul)
 * and place, a preview per language, save as draft / publish / unpublish, and deletion.
 */
export function NoticeEditor({
  notice,
  labels,
  onSaved,
  onDeleted,
  onClose,
}: {
  notice: AdminNotice | null;
  labels: NoticePreviewLabels;
  onSaved: (saved: AdminNotice, message: string) => void;
  onDeleted: (message: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('studio.notices');
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Lang | null>(null);
  const form = useForm<NoticeFormValues>({
    resolver: noticeResolver,
    defaultValues: notice ? noticeToForm(notice) : emptyNotice(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const values = watch();
  const closePreview = useCallback(() => setPreview(null), []);

  const save = (published: boolean) =>
    handleSubmit(
      async (v) => {
        setFormError(null);
        try {
          const body = toNoticeBody(v, published);
          const saved = notice
            ? await adminJson<AdminNotice>(`/notices/${notice.id}`, { method: 'PATCH', json: body })
            : await adminJson<AdminNotice>('/notices', { method: 'POST', json: body });
          const { key, start } = savedNoticeMessage(saved, notice?.published ?? false);
          onSaved(saved, t(key, { start: start ?? '' }));
        } catch (err) {
          setFormError(showApiError(err, setError, NOTICE_FIELD_NAMES, t('networkError')));
        }
      },
      () => setFormError(t('fixErrors')),
    );

  const del = useDelete(
    async () => {
      if (!notice) return;
      await adminJson(`/notices/${notice.id}`, { method: 'DELETE' });
      del.setDeleting(false);
      onDeleted(t('deleted'));
    },
    (err) => (err instanceof ApiClientError ? err.body.error.message : t('networkError')),
  );

  const previewTitle = (lang: Lang) =>
    lang === 'en' && values.titleEn.trim() ? values.titleEn : values.titleKo;
  const previewBody = (lang: Lang) =>
    lang === 'en' && hasText(values.bodyEn) ? values.bodyEn : values.bodyKo;

  return (
    <section className={pageStyles.panel} aria-labelledby="notice-editor-title" data-notice-editor="">
      <div className={styles.editorHead}>
        <h2 id="notice-editor-title" className={pageStyles.sectionTitle} tabIndex={-1}>
          {notice ? t('editorEdit') : t('editorNew')}
        </h2>
        <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
          {t('closeEditor')}
        </button>
      </div>
      <form onSubmit={save(notice?.published ?? false)} onFocus={noticeResolver.preload} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('formLegend')}</legend>
          {formError ? (
            <p className={messageStyles.errorBox} role="alert" data-form-error="">
              {formError}
            </p>
          ) : null}

          <div className={styles.block}>
            <h3 className={styles.blockTitle}>{t('content')}</h3>
            <p className={fieldStyles.hint}>{t('contentHint')}</p>
            <div className={styles.sideBySide}>
              {LANGS.map((lang) => (
                <LanguageColumn key={lang} lang={lang} form={form} />
              ))}
            </div>
          </div>

          <div className={styles.block}>
            <h3 className={styles.blockTitle}>{t('schedule')}</h3>
            <p className={fieldStyles.hint}>{t('scheduleHint')}</p>
            <div className={formStyles.grid2}>
              <AdminField id="notice-startsAt" label={t('startsAt')} error={errors.startsAt?.message}>
                {(a) => <input {...a} type="datetime-local" {...register('startsAt')} />}
              </AdminField>
              <AdminField id="notice-endsAt" label={t('endsAt')} error={errors.endsAt?.message}>
                {(a) => <input {...a} type="datetime-local" {...register('endsAt')} />}
              </AdminField>
              <SelectField
                id="notice-placement"
                label={t('placementLabel')}
                error={errors.placement?.message}
                hint={t('placementHint')}
                registration={register('placement')}
                options={NOTICE_PLACEMENTS.map((p) => ({ value: p, label: t(`placement.${p}`) }))}
              />
            </div>
          </div>

          <div className={styles.block}>
            <h3 className={styles.blockTitle}>{t('preview')}</h3>
            <p className={fieldStyles.hint}>{t('previewHint')}</p>
            <div className={pageStyles.buttonRow}>
              {LANGS.map((lang) => (
                <button
                  key={lang}
                  type="button"
                  className={buttonStyles.secondaryButton}
                  onClick={() => setPreview(lang)}
                  disabled={!values.titleKo.trim()}
                  aria-describedby={values.titleKo.trim() ? undefined : 'notice-preview-empty'}
                  data-preview={lang}
                >
                  {t('previewIn', { lang: t(`lang.${lang}`) })}
                </button>
              ))}
            </div>
            {values.titleKo.trim() ? null : (
              <p id="notice-preview-empty" className={fieldStyles.hint}>
                {t('previewEmpty')}
              </p>
            )}
            {LANGS.map((lang) => (
              <NoticePreview
                key={lang}
                lang={lang}
                title={previewTitle(lang)}
                body={previewBody(lang)}
                labels={labels}
                open={preview === lang}
                onClose={closePreview}
              />
            ))}
          </div>

          <div className={styles.actions}>
            {notice?.published ? (
              <>
                <button
                  type="button"
                  className={buttonStyles.secondaryButton}
                  disabled={isSubmitting}
                  onClick={save(false)}
                  data-unpublish=""
                >
                  {t('unpublish')}
                </button>
                <button
                  type="submit"
                  className={buttonStyles.primaryButton}
                  disabled={isSubmitting}
                  data-publish=""
                >
                  {isSubmitting ? t('saving') : t('saveChanges')}
                </button>
              </>
            ) : (
              <>
                <button
                  type="submit"
                  className={buttonStyles.secondaryButton}
                  disabled={isSubmitting}
                  data-save-draft=""
                >
                  {isSubmitting ? t('saving') : t('saveDraft')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.primaryButton}
                  disabled={isSubmitting}
                  onClick={save(true)}
                  data-publish=""
                >
                  {t('publish')}
                </button>
              </>
            )}
            {notice ? (
              <button
                type="button"
                className={`${buttonStyles.dangerButton} ${styles.deleteButton}`}
                onClick={() => del.setDeleting(true)}
                data-delete=""
              >
                {t('delete')}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>

      {notice ? (
        <ConfirmDialog
          open={del.deleting}
          title={t('deleteTitle')}
          body={t('deleteConfirm', { title: notice.titleKo })}
          error={del.error}
          keepLabel={t('keep')}
          confirm={t('delete')}
          onConfirm={del.remove}
          onClose={() => del.setDeleting(false)}
          confirmData={{ 'data-confirm-delete': '' }}
        />
      ) : null}
    </section>
  );
}

/** One language's fields, each with its completeness badge. */
function LanguageColumn({ lang, form }: { lang: Lang; form: UseFormReturn<NoticeFormValues> }) {
  const t = useTranslations('studio.notices');
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const suffix = lang === 'ko' ? 'Ko' : 'En';
  const title = `title${suffix}` as const;
  const body = `body${suffix}` as const;
  const bodyField = register(body);
  const badge = (filled: boolean, field: 'title' | 'body') => (
    <span className={kit.badge} data-complete={filled ? 'true' : 'false'} data-badge={`${field}${suffix}`}>
      {filled ? t('badge.complete') : t('badge.missing')}
    </span>
  );
  return (
    <div className={styles.column} data-lang-column={lang}>
      <h4 className={styles.columnTitle}>{t(`lang.${lang}`)}</h4>
      <AdminField
        id={`notice-${title}`}
        label={
          <>
            {t(`fieldLabel.${title}`)} {badge(Boolean(watch(title)?.trim()), 'title')}
          </>
        }
        error={errors[title]?.message}
      >
        {(a) => <input {...a} type="text" lang={lang} {...register(title)} />}
      </AdminField>
      <AdminField
        id={`notice-${body}`}
        label={
          <>
            {t(`fieldLabel.${body}`)} {badge(hasText(watch(body) ?? ''), 'body')}
          </>
        }
        error={errors[body]?.message}
      >
        {(a) => (
          <RichTextEditor
            id={a.id}
            a11y={{ 'aria-invalid': a['aria-invalid'], 'aria-describedby': a['aria-describedby'] }}
            value={watch(body) ?? ''}
            registerRef={bodyField.ref}
            onChange={(v) => setValue(body, v, { shouldDirty: true })}
          />
        )}
      </AdminField>
    </div>
  );
}
