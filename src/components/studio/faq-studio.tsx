'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { FaqListResponse } from '@/schemas/content-studio';
import { adminJson } from '../console-kit/api';
import { ConfirmDialog } from '../console-kit/dialog';
import { useFieldText } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { RichTextEditor } from '../console-kit/rich-text-editor';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { DraftButtons } from './draft-buttons';
import { FactWarnings, warningsOf } from './fact-warnings';
import { FaqCategories } from './faq-categories';
import { FaqEntryList } from './faq-entry-list';
import { FaqPreview } from './faq-preview';
import { PreviewLinkPanel } from './preview-link';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import { StudioPage } from './studio-page';
import { useFaqEntryActions } from './use-faq-entry-actions';
import { type DraftErrors, useStudioDraft } from './use-studio-draft';

type Draft = {
  id: string | null;
  category: string;
  questionKo: string;
  questionEn: string;
  answerKo: string;
  answerEn: string;
};
type Errors = DraftErrors;

const blank = (category: string): Draft => ({
  id: null,
  category,
  questionKo: '',
  questionEn: '',
  answerKo: '',
  answerEn: '',
});
const noRef = () => {};
/** The form's fields, where an API refusal of one of them is shown. */
const FIELDS = Object.keys(blank(''));

/** `/admin/content/faq`: categories and questions, edited in both languages, previewed, then published. */
export function FaqStudio() {
  const t = useTranslations('studio.faq');
  const ts = useTranslations('studio');
  const fieldText = useFieldText();
  const { state, reload } = useAdminQuery<FaqListResponse>('/faq');
  const studio = useStudioDraft<Draft>('studio.faq');
  const {
    draft,
    setDraft,
    errors,
    message,
    setMessage,
    open,
    close,
    refuse,
    fail: failOn,
    save: saveDraft,
  } = studio;
  // What the last save's answer states against the records (decision 049): told, never blocking.
  const [warnings, setWarnings] = useState<ReturnType<typeof warningsOf>>([]);
  const fail = (err: unknown) => failOn(err, FIELDS);

  const save = async (published: boolean) => {
    if (!draft) return;
    setMessage(null);
    setWarnings([]);
    const { faqBody } = await import('@/schemas/content-studio');
    const parsed = faqBody.safeParse({ ...draft, published });
    if (!parsed.success) {
      const fields: Errors = {};
      for (const issue of parsed.error.issues)
        fields[issue.path[0] as keyof Draft] ??= fieldText(issue.message);
      refuse(fields);
      return;
    }
    const { id, ...body } = draft;
    await saveDraft(
      published,
      (at) =>
        adminJson(id ? `/faq/${id}` : '/faq', {
          method: id ? 'PATCH' : 'POST',
          json: { ...body, published, ...(at ? { publishAt: at } : {}) },
        }),
      async (answer) => {
        setWarnings(warningsOf(answer));
        await reload();
      },
      FIELDS,
    );
  };

  const { deleting, setDeleting, setPublished, move, remove } = useFaqEntryActions({
    reload,
    setMessage,
    setWarnings,
    fail,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(true);
  };

  return (
    <StudioPage
      title={ts('sections.faq.title')}
      lead={t('lead')}
      state={state}
      message={message}
      notes={<FactWarnings warnings={warnings} />}
      add={draft ? null : { label: t('add'), onAdd: (data) => open(blank(data.categories[0]?.key ?? '')) }}
      after={
        <ConfirmDialog
          open={deleting !== null}
          title={t('deleteTitle')}
          body={deleting ? t('deleteBody', { question: deleting.questionKo }) : ''}
          confirm={t('delete')}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(null)}
        />
      }
    >
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
              {studio.preview ? <FaqPreview draft={draft} data={data} /> : null}
              <PublishAtField id="faq-publish-at" value={studio.publishAt} onChange={studio.setPublishAt} />
              <DraftButtons
                namespace="studio.faq"
                studio={studio}
                onSaveDraft={() => void save(false)}
                onCancel={close}
              />
            </form>
          ) : null}
          {draft?.id ? (
            <RecordHistory
              key={draft.id}
              kind="faq"
              recordId={draft.id}
              onChanged={reload}
              onMessage={setMessage}
            />
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
          <FaqEntryList
            data={data}
            onEdit={(item) => {
              open({
                id: item.id,
                category: item.category,
                questionKo: item.questionKo,
                questionEn: item.questionEn,
                answerKo: item.answerKo,
                answerEn: item.answerEn,
              });
              window.scrollTo({ top: 0 });
            }}
            onPublish={(item, published) => void setPublished(item, published)}
            onMove={(item, items, delta) => void move(item, items, delta)}
            onDelete={setDeleting}
            onMessage={setMessage}
          />
        </>
      )}
    </StudioPage>
  );
}
