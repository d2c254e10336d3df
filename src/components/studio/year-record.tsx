'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { HistoryKind } from '@/schemas/content-history-rules';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { ConfirmDialog } from '../console-kit/dialog';
import { showApiError } from '../console-kit/errors';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { at, type DocPath, put } from './doc-path';
import { PreviewLinkPanel } from './preview-link';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import type { StudioNotice } from './studio-message';
import { savedText, submitStudio } from './studio-save';

/**
 * The studio's yearly records (design theme years, lookbooks, archive years; issue 49): one record
 * a year, its page per language. What their editors share: the list, opening a record or starting
 * the next year from one, editing both languages side by side, saving as a draft, publishing now or
 * at a time, deleting, the preview link and the record's versions. Each editor keeps only its own
 * fields.
 */
export type Lang = 'ko' | 'en';
export type YearForm<Doc> = { id: string | null; year: number; docs: Record<Lang, Doc>; published: boolean };
type YearRecordAnswer<Doc> = { id: string; year: number; ko: Doc; en: Doc | null; published: boolean };

export function useYearRecords<Doc, Item extends { id: string; year: number }>(
  kind: Extract<HistoryKind, 'themes' | 'lookbooks' | 'archive'>,
  /** Where a record's pages repeat its year (the theme years' pages), how a new year is written into them. */
  withYear?: (doc: Doc, year: number) => Doc,
) {
  const t = useTranslations('studio.records');
  const th = useTranslations('studio.history');
  const resource = `/${kind}`;
  const { state, reload } = useAdminQuery<{ items: Item[] }>(resource);
  const [form, setForm] = useState<YearForm<Doc> | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);

  /** Opens a record, or (with `nextYear`) starts the year after it from a copy made by `nextYear`. */
  const open = async (id: string, nextYear?: (doc: Doc, year: number) => Doc) => {
    setMessage(null);
    setErrors({});
    try {
      const r = await adminJson<YearRecordAnswer<Doc>>(`${resource}/${id}`);
      const docs = { ko: r.ko, en: r.en ?? r.ko };
      setForm(
        nextYear
          ? {
              id: null,
              year: r.year + 1,
              docs: { ko: nextYear(docs.ko, r.year + 1), en: nextYear(docs.en, r.year + 1) },
              published: false,
            }
          : { id: r.id, year: r.year, docs, published: r.published },
      );
    } catch (err) {
      const text = showApiError(err, null, [], t('networkError')) ?? t('networkError');
      setMessage({ kind: 'error', text });
    }
  };

  /** Starts a new record from scratch. */
  const start = (year: number, doc: Doc) => {
    setMessage(null);
    setErrors({});
    setForm({ id: null, year, docs: { ko: doc, en: doc }, published: false });
  };

  /** Moves the open record to another year, in its pages too where they say it. */
  const setYear = (year: number) =>
    setForm((f) =>
      f
        ? {
            ...f,
            year,
            docs: withYear ? { ko: withYear(f.docs.ko, year), en: withYear(f.docs.en, year) } : f.docs,
          }
        : f,
    );

  const setOne = (lang: Lang, path: DocPath, value: unknown) =>
    setForm((f) => (f ? { ...f, docs: { ...f.docs, [lang]: put(f.docs[lang], path, value) } } : f));
  /** A value both languages share (a picture, an order). */
  const setBoth = (path: DocPath, value: unknown) =>
    setForm((f) =>
      f ? { ...f, docs: { ko: put(f.docs.ko, path, value), en: put(f.docs.en, path, value) } } : f,
    );
  /** Changes both languages' documents the same way (adding or removing a part). */
  const change = (edit: (doc: Doc) => Doc) =>
    setForm((f) => (f ? { ...f, docs: { ko: edit(f.docs.ko), en: edit(f.docs.en) } } : f));

  const save = async (published: boolean) => {
    if (!form) return;
    const when = published ? fromSeoulInput(publishAt) : null;
    await submitStudio({
      work: () =>
        adminJson(form.id ? `${resource}/${form.id}` : resource, {
          method: form.id ? 'PATCH' : 'POST',
          json: {
            year: form.year,
            ko: form.docs.ko,
            en: form.docs.en,
            published,
            ...(when ? { publishAt: when } : {}),
          },
        }),
      setBusy,
      setMessage,
      setErrors,
      say: { networkError: t('networkError'), checkFields: t('checkFields') },
      done: async (answer) => {
        setMessage({
          kind: 'ok',
          text: savedText(answer, when, published, {
            scheduledAt: (a) => th('scheduledAt', { at: a }),
            publishedNow: t('publishedNow'),
            savedDraft: t('savedDraft'),
          }),
        });
        setForm(null);
        setErrors({});
        setPublishAt('');
        await reload();
      },
    });
  };

  /** Deletes the open record: its page leaves the site, the menus and the sitemap. */
  const remove = async () => {
    if (!form?.id) return;
    setBusy(true);
    setMessage(null);
    try {
      await adminJson(`${resource}/${form.id}`, { method: 'DELETE' });
      setMessage({ kind: 'ok', text: t('deleted', { year: form.year }) });
      setForm(null);
      await reload();
    } catch (err) {
      const text = showApiError(err, null, [], t('networkError')) ?? t('networkError');
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  /**
   * A text field in both languages side by side, with each language's refusal under it; `twin` is
   * another place of the record that holds the same fact (a theme's tagline on its card and on its
   * story page), written with it.
   */
  const text = (id: string, label: string, path: DocPath, long = false, twin?: DocPath) =>
    form ? (
      <BilingualField
        key={id}
        id={id}
        label={label}
        values={{ ko: String(at(form.docs.ko, path) ?? ''), en: String(at(form.docs.en, path) ?? '') }}
        errors={{ ko: errors[['ko', ...path].join('.')], en: errors[['en', ...path].join('.')] }}
      >
        {(lang, a) => {
          const value = String(at(form.docs[lang], path) ?? '');
          const change = (v: string) => {
            setOne(lang, path, v);
            if (twin) setOne(lang, twin, v);
          };
          return long ? (
            <textarea {...a} rows={3} value={value} onChange={(e) => change(e.target.value)} />
          ) : (
            <input {...a} value={value} onChange={(e) => change(e.target.value)} />
          );
        }}
      </BilingualField>
    ) : null;

  /** A list of texts (paragraphs, keywords, materials): one per line, both languages side by side. */
  const lines = (id: string, label: string, path: DocPath) => {
    if (!form) return null;
    const list = (lang: Lang) => ((at(form.docs[lang], path) as string[] | undefined) ?? []).join('\n');
    return (
      <BilingualField
        key={id}
        id={id}
        label={label}
        values={{ ko: list('ko'), en: list('en') }}
        errors={{ ko: errors[['ko', ...path].join('.')], en: errors[['en', ...path].join('.')] }}
      >
        {(lang, a) => (
          <textarea
            {...a}
            rows={4}
            value={list(lang)}
            onChange={(e) => setOne(lang, path, e.target.value.split('\n'))}
          />
        )}
      </BilingualField>
    );
  };

  return {
    kind,
    state,
    reload,
    form,
    setForm,
    errors,
    message,
    setMessage,
    publishAt,
    setPublishAt,
    busy,
    open,
    start,
    setYear,
    setOne,
    setBoth,
    change,
    save,
    remove,
    text,
    lines,
  };
}

/**
 * A yearly record's form: the year, the editor's own fields (children), when to publish, the save
 * buttons, and under it the record's versions and scheduled changes.
 */
export function YearRecordForm<Doc>({
  records,
  idPrefix,
  title,
  viewPath,
  children,
}: {
  records: ReturnType<typeof useYearRecords<Doc, { id: string; year: number }>>;
  idPrefix: string;
  title: string;
  /** The record's public page, linked while it is published. */
  viewPath?: string;
  children: ReactNode;
}) {
  const t = useTranslations('studio.records');
  const th = useTranslations('studio.history');
  const { form, setForm, setYear, errors, publishAt, setPublishAt, busy, save, remove, reload, setMessage } =
    records;
  const [deleting, setDeleting] = useState(false);
  if (!form) return null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(true);
  };
  return (
    <>
      <form
        className={pageStyles.panel}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${idPrefix}-form-title`}
      >
        <h2 id={`${idPrefix}-form-title`} className={pageStyles.sectionTitle}>
          {title}
        </h2>
        <div className={fieldStyles.field}>
          <label htmlFor={`${idPrefix}-year`}>{t('year')}</label>
          <input
            id={`${idPrefix}-year`}
            type="number"
            inputMode="numeric"
            value={form.year}
            aria-invalid={Boolean(errors.year)}
            aria-describedby={errors.year ? `${idPrefix}-year-error` : undefined}
            onChange={(e) => setYear(Number(e.target.value))}
          />
          {errors.year ? (
            <p id={`${idPrefix}-year-error`} className={fieldStyles.fieldError}>
              {errors.year}
            </p>
          ) : null}
        </div>
        {children}
        <PublishAtField id={`${idPrefix}-publish-at`} value={publishAt} onChange={setPublishAt} />
        <div className={pageStyles.buttonRow}>
          <button
            type="button"
            className={buttonStyles.secondaryButton}
            disabled={busy}
            onClick={() => void save(false)}
          >
            {form.published ? t('unpublishAndSave') : t('saveDraft')}
          </button>
          <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
            {publishAt ? th('schedulePublish') : t('publish')}
          </button>
          {form.published && viewPath ? (
            <a className={buttonStyles.secondaryButton} href={viewPath} target="_blank" rel="noreferrer">
              {t('viewPage')}
            </a>
          ) : null}
          <button type="button" className={buttonStyles.linkButton} onClick={() => setForm(null)}>
            {t('cancel')}
          </button>
          {form.id ? (
            <button
              type="button"
              className={buttonStyles.smallDanger}
              disabled={busy}
              onClick={() => setDeleting(true)}
            >
              {t('delete')}
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={deleting}
        title={t('deleteTitle', { title })}
        body={form.published ? t('deletePublishedBody') : t('deleteDraftBody')}
        confirm={t('delete')}
        onConfirm={() => {
          setDeleting(false);
          void remove();
        }}
        onClose={() => setDeleting(false)}
      />
      {form.id ? <PreviewLinkPanel kind={records.kind} recordId={form.id} onMessage={setMessage} /> : null}
      {form.id ? (
        <RecordHistory
          key={form.id}
          kind={records.kind}
          recordId={form.id}
          onChanged={reload}
          onMessage={setMessage}
        />
      ) : null}
    </>
  );
}

/** The list of a kind's records, newest year first: title, a line about it, its state, and Edit. */
export function YearRecordList({
  items,
  dataName,
  onEdit,
}: {
  items: {
    id: string;
    year: number;
    title: string;
    sub: string;
    published: boolean;
    english: boolean;
    editLabel: string;
  }[];
  /** The row's data attribute, for the tests and the reader's eye: `data-{dataName}-year`. */
  dataName: string;
  onEdit: (id: string) => void;
}) {
  const t = useTranslations('studio.records');
  return (
    <ol className={styles.rows}>
      {items.map((y) => (
        <li key={y.id} className={styles.row} {...{ [`data-${dataName}-year`]: y.year }}>
          <div className={styles.rowMain}>
            <p className={styles.rowTitle}>
              {y.year} {y.title}
            </p>
            <p className={styles.rowSub}>{y.sub}</p>
            <p className={styles.rowBadges}>
              <span className={styles.badge} data-state={y.published ? 'published' : 'draft'}>
                {y.published ? t('published') : t('draft')}
              </span>
              {!y.english ? (
                <span className={styles.badge} data-complete="no">
                  {t('englishMissing')}
                </span>
              ) : null}
            </p>
          </div>
          <div className={styles.rowActions}>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              onClick={() => onEdit(y.id)}
              aria-label={y.editLabel}
            >
              {t('edit')}
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
