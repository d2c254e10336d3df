'use client';

import { createTranslator, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FaqList } from '@/components/faq/faq-list';
import type { FaqEntry, FaqListResponse } from '@/schemas/content-studio';
import enFaq from '../../../messages/en/faq.json';
import koFaq from '../../../messages/ko/faq.json';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { ConfirmDialog } from '../console-kit/dialog';
import { showApiError } from '../console-kit/errors';
import { useFieldText } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { RichTextEditor } from '../console-kit/rich-text-editor';
import { fromSeoulInput, seoulDateTime } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { FaqCategories } from './faq-categories';
import { PreviewLinkPanel } from './preview-link';
import { isScheduled, PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import { StudioMessage } from './studio-message';

type Draft = {
  id: string | null;
  category: string;
  questionKo: string;
  questionEn: string;
  answerKo: string;
  answerEn: string;
};
type Errors = Partial<Record<keyof Draft, string>>;

const blank = (category: string): Draft => ({
  id: null,
  category,
  questionKo: '',
  questionEn: '',
  answerKo: '',
  answerEn: '',
});
const noRef = () => {};

/** `/admin/content/faq`: categories and questions, edited in both languages, previewed, then published. */
export function FaqStudio() {
  const t = useTranslations('studio.faq');
  const ts = useTranslations('studio');
  const fieldText = useFieldText();
  const { state, reload } = useAdminQuery<FaqListResponse>('/faq');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const th = useTranslations('studio.history');

  const fail = (err: unknown) => {
    const fields: Errors = {};
    const text = showApiError(
      err,
      ((name: string, e: { message?: string }) => {
        fields[name as keyof Draft] = e.message;
      }) as never,
      Object.keys(blank('')),
      t('networkError'),
    );
    setErrors(fields);
    setMessage({ kind: 'error', text: text ?? t('checkFields') });
  };

  const save = async (published: boolean) => {
    if (!draft) return;
    setMessage(null);
    const { faqBody } = await import('@/schemas/content-studio');
    const parsed = faqBody.safeParse({ ...draft, published });
    if (!parsed.success) {
      const fields: Errors = {};
      for (const issue of parsed.error.issues)
        fields[issue.path[0] as keyof Draft] ??= fieldText(issue.message);
      setErrors(fields);
      setMessage({ kind: 'error', text: t('checkFields') });
      return;
    }
    setBusy(true);
    try {
      const { id, ...body } = draft;
      const at = published ? fromSeoulInput(publishAt) : null;
      const answer = await adminJson(id ? `/faq/${id}` : '/faq', {
        method: id ? 'PATCH' : 'POST',
        json: { ...body, published, ...(at ? { publishAt: at } : {}) },
      });
      setDraft(null);
      setPreview(false);
      setErrors({});
      setPublishAt('');
      setMessage({
        kind: 'ok',
        text: at
          ? th('scheduledAt', { at: seoulDateTime(isScheduled(answer) ? answer.publishAt : at) })
          : published
            ? t('publishedNow')
            : t('savedDraft'),
      });
      await reload();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const setPublished = async (entry: FaqEntry, published: boolean) => {
    setMessage(null);
    try {
      await adminJson(`/faq/${entry.id}`, { method: 'PATCH', json: { published } });
      setMessage({ kind: 'ok', text: published ? t('publishedNow') : t('unpublishedNow') });
      await reload();
    } catch (err) {
      fail(err);
    }
  };

  const move = async (entry: FaqEntry, siblings: FaqEntry[], delta: -1 | 1) => {
    const i = siblings.findIndex((s) => s.id === entry.id);
    const other = siblings[i + delta];
    if (!other) return;
    try {
      await adminJson(`/faq/${entry.id}`, { method: 'PATCH', json: { position: other.position } });
      await adminJson(`/faq/${other.id}`, { method: 'PATCH', json: { position: entry.position } });
      await reload();
    } catch (err) {
      fail(err);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await adminJson(`/faq/${deleting.id}`, { method: 'DELETE' });
      setMessage({ kind: 'ok', text: t('deletedNow') });
      setDeleting(null);
      await reload();
    } catch (err) {
      setDeleting(null);
      fail(err);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(true);
  };

  return (
    <AdminPage
      title={ts('sections.faq.title')}
      permission="content.write"
      lead={t('lead')}
      actions={
        state.status === 'ready' && !draft ? (
          <button
            type="button"
            className={buttonStyles.primaryButton}
            onClick={() => {
              setMessage(null);
              setErrors({});
              setDraft(blank(state.data.categories[0]?.key ?? ''));
            }}
          >
            {t('add')}
          </button>
        ) : null
      }
    >
      <StudioMessage message={message} />
      <QueryView state={state}>
        {(data) => (
          <>
            {draft ? (
              <form
                className={pageStyles.panel}
                onSubmit={onSubmit}
                noValidate
                aria-labelledby="faq-form-title"
              >
                <h2 id="faq-form-title" className={pageStyles.sectionTitle}>
                  {draft.id ? t('editTitle') : t('addTitle')}
                </h2>
                <div className={fieldStyles.field}>
                  <label htmlFor="faq-category">{t('category')}</label>
                  <select
                    id="faq-category"
                    value={draft.category}
                    aria-invalid={Boolean(errors.category)}
                    onChange={(e) => setDraft({ ...draft, category: e.target.value })}
                  >
                    {data.categories.map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.nameKo}
                        {c.nameEn ? ` · ${c.nameEn}` : ''}
                      </option>
                    ))}
                  </select>
                </div>
                <BilingualField
                  id="faq-question"
                  label={t('question')}
                  values={{ ko: draft.questionKo, en: draft.questionEn }}
                  errors={{ ko: errors.questionKo, en: errors.questionEn }}
                >
                  {(lang, a) => (
                    <input
                      {...a}
                      type="text"
                      value={lang === 'ko' ? draft.questionKo : draft.questionEn}
                      onChange={(e) =>
                        setDraft({ ...draft, [lang === 'ko' ? 'questionKo' : 'questionEn']: e.target.value })
                      }
                    />
                  )}
                </BilingualField>
                <BilingualField
                  id="faq-answer"
                  label={t('answer')}
                  values={{ ko: draft.answerKo, en: draft.answerEn }}
                  errors={{ ko: errors.answerKo, en: errors.answerEn }}
                >
                  {(lang, a) => (
                    <RichTextEditor
                      id={a.id}
                      a11y={{ 'aria-invalid': a['aria-invalid'], 'aria-describedby': a['aria-describedby'] }}
                      value={lang === 'ko' ? draft.answerKo : draft.answerEn}
                      registerRef={noRef}
                      onChange={(v) =>
                        setDraft((d) => (d ? { ...d, [lang === 'ko' ? 'answerKo' : 'answerEn']: v } : d))
                      }
                    />
                  )}
                </BilingualField>
                {preview ? <FaqPreview draft={draft} data={data} /> : null}
                <PublishAtField id="faq-publish-at" value={publishAt} onChange={setPublishAt} />
                <div className={pageStyles.buttonRow}>
                  <button
                    type="button"
                    className={buttonStyles.secondaryButton}
                    onClick={() => setPreview((p) => !p)}
                    aria-expanded={preview}
                  >
                    {preview ? t('hidePreview') : t('preview')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondaryButton}
                    disabled={busy}
                    onClick={() => void save(false)}
                  >
                    {t('saveDraft')}
                  </button>
                  <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
                    {publishAt ? th('schedulePublish') : t('publish')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.linkButton}
                    onClick={() => {
                      setDraft(null);
                      setPreview(false);
                      setErrors({});
                      setPublishAt('');
                    }}
                  >
                    {t('cancel')}
                  </button>
                </div>
              </form>
            ) : null}
            {draft?.id ? (
              <section className={pageStyles.panel} aria-label={th('title')}>
                <RecordHistory
                  key={draft.id}
                  kind="faq"
                  recordId={draft.id}
                  onChanged={reload}
                  onMessage={setMessage}
                />
              </section>
            ) : null}
            {draft?.id ? (
              <PreviewLinkPanel
                key={`preview-${draft.id}`}
                kind="faq"
                recordId={draft.id}
                onMessage={setMessage}
              />
            ) : null}
            <FaqCategories categories={data.categories} onChanged={reload} onMessage={setMessage} />
            {data.categories.map((c) => {
              const items = data.items.filter((i) => i.category === c.key);
              return (
                <section key={c.key} className={pageStyles.panel} aria-labelledby={`faq-cat-${c.key}`}>
                  <h2 id={`faq-cat-${c.key}`} className={styles.categoryTitle}>
                    <span className={styles.swatch} style={{ background: c.color }} aria-hidden="true" />
                    {c.nameKo}
                    <span className={styles.muted}>{c.nameEn}</span>
                  </h2>
                  {items.length === 0 ? <p className={pageStyles.empty}>{t('emptyCategory')}</p> : null}
                  <ol className={styles.rows}>
                    {items.map((item, i) => (
                      <li key={item.id} className={styles.row} data-faq-entry={item.slug}>
                        <div className={styles.rowMain}>
                          <p className={styles.rowTitle}>{item.questionKo}</p>
                          <p className={styles.rowSub} lang="en">
                            {item.questionEn || t('noEnglish')}
                          </p>
                          <p className={styles.rowBadges}>
                            <span
                              className={styles.badge}
                              data-state={item.published ? 'published' : 'draft'}
                            >
                              {item.published ? t('published') : t('draft')}
                            </span>
                            {!item.questionEn.trim() || !item.answerEn.trim() ? (
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
                            onClick={() => {
                              setMessage(null);
                              setErrors({});
                              setDraft({
                                id: item.id,
                                category: item.category,
                                questionKo: item.questionKo,
                                questionEn: item.questionEn,
                                answerKo: item.answerKo,
                                answerEn: item.answerEn,
                              });
                              window.scrollTo({ top: 0 });
                            }}
                            aria-label={t('editOf', { question: item.questionKo })}
                          >
                            {t('edit')}
                          </button>
                          <button
                            type="button"
                            className={buttonStyles.secondaryButton}
                            onClick={() => void setPublished(item, !item.published)}
                            aria-label={t(item.published ? 'unpublishOf' : 'publishOf', {
                              question: item.questionKo,
                            })}
                          >
                            {item.published ? t('unpublish') : t('publish')}
                          </button>
                          <button
                            type="button"
                            className={buttonStyles.secondaryButton}
                            disabled={i === 0}
                            onClick={() => void move(item, items, -1)}
                            aria-label={t('moveUpOf', { question: item.questionKo })}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className={buttonStyles.secondaryButton}
                            disabled={i === items.length - 1}
                            onClick={() => void move(item, items, 1)}
                            aria-label={t('moveDownOf', { question: item.questionKo })}
                          >
                            ↓
                          </button>
                          <button
                            type="button"
                            className={buttonStyles.smallDanger}
                            onClick={() => setDeleting(item)}
                            aria-label={t('deleteOf', { question: item.questionKo })}
                          >
                            {t('delete')}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ol>
                  {items.length ? (
                    <PreviewLinkPanel
                      kind="faq"
                      recordId={c.key}
                      path={`faq/categories/${c.key}`}
                      compact={{ name: c.nameKo }}
                      onMessage={setMessage}
                    />
                  ) : null}
                </section>
              );
            })}
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        body={deleting ? t('deleteBody', { question: deleting.questionKo }) : ''}
        confirm={t('delete')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}

/**
 * The public FAQ's list labels in a language, from its own catalogue (`faq.json`), formatted as the page
 * formats them (the catalogues are precompiled, so they go through a translator, never read raw).
 */
function publicFaqLabels(locale: 'ko' | 'en') {
  const t = createTranslator({
    locale,
    messages: { faq: locale === 'en' ? enFaq : koFaq },
    namespace: 'faq',
  });
  return { all: t('all'), filter: t('filter'), count: t('count', { count: '{count}' }) };
}

/** The entry as the public FAQ will show it, in Korean and in English, with the page's own component. */
function FaqPreview({ draft, data }: { draft: Draft; data: FaqListResponse }) {
  const t = useTranslations('studio.faq');
  const c = data.categories.find((x) => x.key === draft.category);
  const item = (lang: 'ko' | 'en') => ({
    id: `preview-${lang}`,
    category: draft.category,
    title: (lang === 'en' && c?.nameEn) || c?.nameKo || draft.category,
    color: c?.color ?? '#111111',
    question: (lang === 'en' && draft.questionEn) || draft.questionKo,
    answer: (lang === 'en' && draft.answerEn) || draft.answerKo,
  });
  return (
    <section className={styles.preview} aria-label={t('previewLabel')} data-faq-preview="">
      {(['ko', 'en'] as const).map((lang) => (
        <div key={lang} lang={lang} className={styles.previewPane} data-faq-preview-pane={lang}>
          <p className={styles.previewLang}>{t(`previewLang.${lang}`)}</p>
          <FaqList items={[item(lang)]} labels={publicFaqLabels(lang)} initiallyOpen />
        </div>
      ))}
    </section>
  );
}
