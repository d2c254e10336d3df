'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { EDITION_GALLERY_MAX, EDITION_PHOTOS_MAX, type ProgrammeKey } from '@/schemas/content-rules';
import type { Edition } from '@/schemas/content-studio';
import { adminJson } from '../console-kit/api';
import { useFieldText } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { DraftButtons } from './draft-buttons';
import { EditionBasics } from './edition-basics';
import { EditionFloors } from './edition-floors';
import { type Errors, type Form, fromEdition, LONG, nextOf, TEXTS } from './edition-form-values';
import { EditionList } from './edition-list';
import { EditionPhotos } from './edition-photos';
import { EditionPreview } from './edition-preview';
import { EditionProgrammes } from './edition-programmes';
import { FactWarnings, warningsOf } from './fact-warnings';
import { HoursExceptionsEditor } from './hours-exceptions';
import { MediaPicker } from './media-picker';
import { PreviewLinkPanel } from './preview-link';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import { StudioPage } from './studio-page';
import { useStudioDraft } from './use-studio-draft';

/** `/admin/content/editions`: each year's programme, its dates, place, floors and programmes. */
export function EditionStudio() {
  const t = useTranslations('studio.editions');
  const ts = useTranslations('studio');
  const fieldText = useFieldText();
  const { state, reload } = useAdminQuery<{ items: Edition[] }>('/editions');
  const studio = useStudioDraft<Form>('studio.editions');
  const {
    draft: form,
    setDraft: setForm,
    errors,
    message,
    setMessage,
    open,
    close,
    refuse,
    save: saveDraft,
  } = studio;
  const [unpublishAt, setUnpublishAt] = useState('');
  // What the last save's prose states against the records (decision 049): told, never blocking.
  const [warnings, setWarnings] = useState<ReturnType<typeof warningsOf>>([]);
  const th = useTranslations('studio.history');

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));
  const setFloor = (i: number, patch: Partial<Form['floors'][number]>) =>
    setForm((f) => (f ? { ...f, floors: f.floors.map((x, j) => (j === i ? { ...x, ...patch } : x)) } : f));
  const setProgramme = (key: ProgrammeKey, patch: Partial<Form['programmes'][number]>) =>
    setForm((f) => {
      if (!f) return f;
      const has = f.programmes.some((p) => p.key === key);
      const blank = { key, titleKo: '', titleEn: '', descKo: '', descEn: '', detailKo: '', detailEn: '' };
      const list = has ? f.programmes : [...f.programmes, blank];
      return { ...f, programmes: list.map((p) => (p.key === key ? { ...p, ...patch } : p)) };
    });

  const save = async (published: boolean) => {
    if (!form) return;
    setMessage(null);
    const { id, ...body } = form;
    const schemas = await import('@/schemas/content-studio');
    const at = published ? fromSeoulInput(studio.publishAt) : null;
    const until = fromSeoulInput(unpublishAt);
    const parsed = schemas.editionBody.safeParse({
      ...body,
      published,
      ...(at ? { publishAt: at } : {}),
      ...(until ? { unpublishAt: until } : {}),
    });
    if (!parsed.success) {
      const fields: Errors = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= fieldText(issue.message);
      refuse(fields);
      return;
    }
    await saveDraft(
      published,
      () =>
        adminJson(id ? `/editions/${id}` : '/editions', {
          method: id ? 'PATCH' : 'POST',
          json: parsed.data,
        }),
      async (answer) => {
        setUnpublishAt('');
        setWarnings(warningsOf(answer));
        await reload();
      },
      Object.keys(body),
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(true);
  };

  return (
    <StudioPage
      title={ts('sections.editions.title')}
      lead={t('lead')}
      state={state}
      message={message}
      notes={<FactWarnings warnings={warnings} />}
      add={form ? null : { label: t('add'), onAdd: (data) => open(nextOf(data.items[0])) }}
    >
      {(data) =>
        form ? (
          <>
            <form
              className={pageStyles.panel}
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="edition-form-title"
            >
              <h2 id="edition-form-title" className={pageStyles.sectionTitle}>
                {form.id ? t('editTitle', { episode: form.episode }) : t('addTitle')}
              </h2>
              <EditionBasics form={form} errors={errors} set={set} />
              <p className={fieldStyles.hint}>{t('datesHint')}</p>
              <HoursExceptionsEditor
                value={(form.hoursExceptions ?? []).map((x) => ({
                  ...x,
                  lastTourAt: x.lastTourAt ?? null,
                }))}
                startsOn={form.startsOn ?? ''}
                endsOn={form.endsOn ?? ''}
                opensAt={form.opensAt ?? '11:00'}
                closesAt={form.closesAt ?? '20:00'}
                errors={errors}
                onChange={(next) => set('hoursExceptions', next)}
              />
              {TEXTS.map((f) => (
                <BilingualField
                  key={f}
                  id={`ed-${f}`}
                  label={t(`field.${f}`)}
                  values={{ ko: String(form[`${f}Ko`] ?? ''), en: String(form[`${f}En`] ?? '') }}
                  errors={{ ko: errors[`${f}Ko`], en: errors[`${f}En`] }}
                  required={{ ko: f === 'title' || f === 'venue', en: false }}
                >
                  {(lang, a) => {
                    const key = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                    const value = String(form[key] ?? '');
                    return LONG.includes(f) ? (
                      <textarea {...a} rows={4} value={value} onChange={(e) => set(key, e.target.value)} />
                    ) : (
                      <input {...a} value={value} onChange={(e) => set(key, e.target.value)} />
                    );
                  }}
                </BilingualField>
              ))}
              <MediaPicker
                label={t('hero')}
                value={form.heroImage ?? null}
                onChange={(v) => set('heroImage', v)}
              />
              {form.heroImage?.startsWith('media:') ? (
                <div
                  className={fieldStyles.field}
                  data-hero-alt-source={form.heroAltOverride ? 'page' : 'library'}
                >
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={Boolean(form.heroAltOverride)}
                      aria-describedby="ed-hero-alt-source"
                      onChange={(e) => set('heroAltOverride', e.target.checked)}
                    />
                    <span>{t('heroAltOverride')}</span>
                  </label>
                  <p id="ed-hero-alt-source" className={fieldStyles.hint}>
                    {form.heroAltOverride ? t('heroAltFromPage') : t('heroAltFromLibrary')}
                  </p>
                </div>
              ) : null}

              <EditionFloors floors={form.floors} errors={errors} setFloor={setFloor} />

              <EditionProgrammes programmes={form.programmes} setProgramme={setProgramme} />

              <EditionPhotos
                list="photos"
                value={form.photos}
                max={EDITION_PHOTOS_MAX}
                errors={errors}
                onChange={(photos) => set('photos', photos)}
              />
              <EditionPhotos
                list="gallery"
                value={form.gallery}
                max={EDITION_GALLERY_MAX}
                errors={errors}
                onChange={(gallery) => set('gallery', gallery)}
              />

              {studio.preview ? <EditionPreview form={form} /> : null}

              <div className={styles.grid3}>
                <PublishAtField id="ed-publish-at" value={studio.publishAt} onChange={studio.setPublishAt} />
                <div className={fieldStyles.field}>
                  <label htmlFor="ed-unpublish-at">{th('unpublishAtField')}</label>
                  <input
                    id="ed-unpublish-at"
                    type="datetime-local"
                    value={unpublishAt}
                    aria-describedby="ed-unpublish-at-hint"
                    onChange={(e) => setUnpublishAt(e.target.value)}
                  />
                  <p id="ed-unpublish-at-hint" className={fieldStyles.hint}>
                    {th('unpublishAtHint')}
                  </p>
                </div>
              </div>
              <DraftButtons
                namespace="studio.editions"
                studio={studio}
                onSaveDraft={() => void save(false)}
                onCancel={() => {
                  close();
                  setUnpublishAt('');
                }}
                draftLabel={form.published ? t('unpublishAndSave') : undefined}
              />
            </form>
            {form.id ? <PreviewLinkPanel kind="editions" recordId={form.id} onMessage={setMessage} /> : null}
            {form.id ? (
              <RecordHistory
                key={form.id}
                kind="editions"
                recordId={form.id}
                onChanged={reload}
                onMessage={setMessage}
              />
            ) : null}
          </>
        ) : (
          <EditionList items={data.items} onEdit={(e) => open(fromEdition(e))} />
        )
      }
    </StudioPage>
  );
}
