'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { ThemeYear, ThemeYearDocBody, ThemeYearListItem } from '@/schemas/theme-years';
import adminStyles from '../admin/admin.module.css';
import { adminJson } from '../admin/admin-api';
import { showApiError } from '../admin/admin-errors';
import { AdminPage } from '../admin/admin-page';
import { QueryView } from '../admin/query-view';
import { fromSeoulInput } from '../admin/seoul-time';
import { useAdminQuery } from '../admin/use-admin-query';
import { BilingualField } from './bilingual-field';
import { at, type DocPath, put } from './doc-path';
import { MaterialSelect, useMaterialCatalogue } from './material-picker';
import { MediaPicker } from './media-picker';
import { PreviewLinkPanel } from './preview-link';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import { StudioMessage, type StudioNotice } from './studio-message';
import { refusalOf, savedText } from './studio-save';

type Lang = 'ko' | 'en';
type Docs = Record<Lang, ThemeYearDocBody>;
type Form = { id: string | null; year: number; docs: Docs; published: boolean };
type Path = DocPath;

/** A year's records copied as the start of the next year: same structure, the new year, unpublished. */
function nextYearOf(latest: ThemeYear): Form {
  const year = latest.year + 1;
  const bump = (doc: ThemeYearDocBody): ThemeYearDocBody => ({
    design: { ...doc.design, year, seminar: undefined, themes2023: undefined },
    stories: doc.stories.map((s) => ({
      ...s,
      year,
      collection: s.collection.replace(String(latest.year), String(year)),
    })),
  });
  return {
    id: null,
    year,
    docs: { ko: bump(latest.ko), en: bump(latest.en ?? latest.ko) },
    published: false,
  };
}

/**
 * `/admin/content/themes` (issue 49): each year's design theme, its collection page and its themes'
 * story pages, in both languages side by side; new years start from the latest one, publish now or
 * at the announcement hour, and keep their versions.
 */
export function ThemeYearStudio() {
  const t = useTranslations('studio.themes');
  const ts = useTranslations('studio');
  const th = useTranslations('studio.history');
  const { state, reload } = useAdminQuery<{ items: ThemeYearListItem[] }>('/themes');
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const catalogue = useMaterialCatalogue();
  const open = async (id: string) => {
    setMessage(null);
    setErrors({});
    try {
      const y = await adminJson<ThemeYear>(`/themes/${id}`);
      setForm({ id: y.id, year: y.year, docs: { ko: y.ko, en: y.en ?? y.ko }, published: y.published });
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    }
  };

  const startNext = async (latest: ThemeYearListItem | undefined) => {
    setMessage(null);
    setErrors({});
    if (!latest) return;
    try {
      setForm(nextYearOf(await adminJson<ThemeYear>(`/themes/${latest.id}`)));
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    }
  };

  const setBoth = (path: Path, value: unknown) =>
    setForm((f) =>
      f ? { ...f, docs: { ko: put(f.docs.ko, path, value), en: put(f.docs.en, path, value) } } : f,
    );
  const setOne = (lang: Lang, path: Path, value: unknown) =>
    setForm((f) => (f ? { ...f, docs: { ...f.docs, [lang]: put(f.docs[lang], path, value) } } : f));

  const save = async (published: boolean) => {
    if (!form) return;
    setBusy(true);
    setMessage(null);
    const when = published ? fromSeoulInput(publishAt) : null;
    const body = {
      year: form.year,
      ko: form.docs.ko,
      en: form.docs.en,
      published,
      ...(when ? { publishAt: when } : {}),
    };
    try {
      const answer = await adminJson(form.id ? `/themes/${form.id}` : '/themes', {
        method: form.id ? 'PATCH' : 'POST',
        json: body,
      });
      setMessage({
        kind: 'ok',
        text: savedText(answer, when, published, {
          scheduledAt: (at) => th('scheduledAt', { at }),
          publishedNow: t('publishedNow'),
          savedDraft: t('savedDraft'),
        }),
      });
      setForm(null);
      setErrors({});
      setPublishAt('');
      await reload();
    } catch (err) {
      const { fields, text } = refusalOf(err, t('networkError'));
      setErrors(fields);
      setMessage({ kind: 'error', text: text ?? t('checkFields') });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(true);
  };

  /** One text in both languages at `path` of each language's record. */
  const text = (id: string, label: string, path: Path, long = false) =>
    form ? (
      <BilingualField
        key={id}
        id={id}
        label={label}
        values={{ ko: String(at(form.docs.ko, path) ?? ''), en: String(at(form.docs.en, path) ?? '') }}
        errors={{ ko: errors[['ko', ...path].join('.')], en: errors[['en', ...path].join('.')] }}
      >
        {(lang, a) =>
          long ? (
            <textarea
              {...a}
              rows={4}
              value={String(at(form.docs[lang], path) ?? '')}
              onChange={(e) => setOne(lang, path, e.target.value)}
            />
          ) : (
            <input
              {...a}
              value={String(at(form.docs[lang], path) ?? '')}
              onChange={(e) => setOne(lang, path, e.target.value)}
            />
          )
        }
      </BilingualField>
    ) : null;

  /** A list of texts (paragraphs, keywords): one per line, both languages. */
  const lines = (id: string, label: string, path: Path) =>
    form ? (
      <BilingualField
        key={id}
        id={id}
        label={label}
        values={{
          ko: ((at(form.docs.ko, path) as string[]) ?? []).join('\n'),
          en: ((at(form.docs.en, path) as string[]) ?? []).join('\n'),
        }}
        errors={{ ko: errors[['ko', ...path].join('.')], en: errors[['en', ...path].join('.')] }}
      >
        {(lang, a) => (
          <textarea
            {...a}
            rows={4}
            value={((at(form.docs[lang], path) as string[]) ?? []).join('\n')}
            onChange={(e) => setOne(lang, path, e.target.value.split('\n'))}
          />
        )}
      </BilingualField>
    ) : null;

  /** A value both languages share (a picture's address, a colour, a theme's address). */
  const shared = (id: string, label: string, path: Path, hint?: string) =>
    form ? (
      <div className={adminStyles.field} key={id}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={String(at(form.docs.ko, path) ?? '')}
          aria-invalid={Boolean(errors[['ko', ...path].join('.')])}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => setBoth(path, e.target.value)}
        />
        {hint ? (
          <p id={`${id}-hint`} className={adminStyles.hint}>
            {hint}
          </p>
        ) : null}
        {errors[['ko', ...path].join('.')] ? (
          <p className={adminStyles.fieldError}>{errors[['ko', ...path].join('.')]}</p>
        ) : null}
      </div>
    ) : null;

  /** A picture both languages share, from the media library; `twin` is its phone framing's path. */
  const picture = (id: string, label: string, path: Path, twin?: Path) =>
    form ? (
      <div key={id} data-theme-picture={id}>
        <MediaPicker
          label={label}
          value={String(at(form.docs.ko, path) ?? '') || null}
          onChange={(ref) => {
            if (!ref) return;
            setBoth(path, ref);
            if (twin) setBoth(twin, ref);
          }}
        />
        {errors[['ko', ...path].join('.')] ? (
          <p className={adminStyles.fieldError}>{errors[['ko', ...path].join('.')]}</p>
        ) : null}
      </div>
    ) : null;

  return (
    <AdminPage
      title={ts('sections.themes.title')}
      permission="content.write"
      lead={t('lead')}
      actions={
        state.status === 'ready' && !form && state.data.items.length ? (
          <button
            type="button"
            className={adminStyles.primaryButton}
            onClick={() => void startNext(state.data.items[0])}
          >
            {t('addNext', { year: state.data.items[0].year + 1 })}
          </button>
        ) : null
      }
    >
      <StudioMessage message={message} />
      <QueryView state={state}>
        {(data) =>
          form ? (
            <>
              <form
                className={adminStyles.panel}
                onSubmit={onSubmit}
                noValidate
                aria-labelledby="theme-form-title"
              >
                <h2 id="theme-form-title" className={adminStyles.sectionTitle}>
                  {form.id ? t('editTitle', { year: form.year }) : t('addTitle', { year: form.year })}
                </h2>
                <div className={adminStyles.field}>
                  <label htmlFor="theme-year">{t('year')}</label>
                  <input
                    id="theme-year"
                    type="number"
                    inputMode="numeric"
                    value={form.year}
                    aria-invalid={Boolean(errors.year)}
                    onChange={(e) => {
                      const year = Number(e.target.value);
                      setForm((f) =>
                        f
                          ? {
                              ...f,
                              year,
                              docs: {
                                ko: {
                                  ...f.docs.ko,
                                  design: { ...f.docs.ko.design, year },
                                  stories: f.docs.ko.stories.map((s) => ({ ...s, year })),
                                },
                                en: {
                                  ...f.docs.en,
                                  design: { ...f.docs.en.design, year },
                                  stories: f.docs.en.stories.map((s) => ({ ...s, year })),
                                },
                              },
                            }
                          : f,
                      );
                    }}
                  />
                  {errors.year ? <p className={adminStyles.fieldError}>{errors.year}</p> : null}
                </div>

                <h3 className={adminStyles.sectionTitle}>{t('collection')}</h3>
                {text('theme-name', t('name'), ['design', 'name'])}
                {text('theme-headline', t('headline'), ['design', 'headline'])}
                {text('theme-intro', t('intro'), ['design', 'intro'], true)}

                {form.docs.ko.design.themes.map((theme, i) => {
                  const story = form.docs.ko.stories.findIndex((s) => s.key === theme.key);
                  const base: Path = ['stories', story];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the three themes are fixed positions, never reordered
                    <fieldset key={`theme-${i}`} className={styles.floorSet} data-edit-theme={theme.key}>
                      <legend>{t('themeLegend', { n: i + 1, name: theme.name })}</legend>
                      <div className={adminStyles.field}>
                        <label htmlFor={`theme-${i}-key`}>{t('key')}</label>
                        <input
                          id={`theme-${i}-key`}
                          value={theme.key}
                          aria-describedby={`theme-${i}-key-hint`}
                          aria-invalid={Boolean(errors[`ko.design.themes.${i}.key`])}
                          onChange={(e) => {
                            // The story page follows its theme's address.
                            setBoth(['design', 'themes', i, 'key'], e.target.value);
                            if (story >= 0) setBoth(['stories', story, 'key'], e.target.value);
                          }}
                        />
                        <p id={`theme-${i}-key-hint`} className={adminStyles.hint}>
                          {t('keyHint', { year: form.year })}
                        </p>
                      </div>
                      {text(`theme-${i}-name`, t('themeName'), ['design', 'themes', i, 'name'])}
                      {text(`theme-${i}-tagline`, t('tagline'), ['design', 'themes', i, 'tagline'])}
                      {text(`theme-${i}-summary`, t('summary'), ['design', 'themes', i, 'summary'], true)}
                      {text(`theme-${i}-alt`, t('alt'), ['design', 'themes', i, 'alt'])}
                      {picture(
                        `theme-${i}-hero`,
                        t('picture'),
                        ['design', 'themes', i, 'hero'],
                        ['design', 'themes', i, 'heroMobile'],
                      )}
                      {story >= 0 ? (
                        <>
                          <h4 className={styles.historyTitle}>{t('story')}</h4>
                          {text(`story-${i}-tagline`, t('tagline'), [...base, 'tagline'])}
                          {picture(
                            `story-${i}-hero`,
                            t('storyHero'),
                            [...base, 'hero'],
                            [...base, 'heroMobile'],
                          )}
                          {text(`story-${i}-hero-alt`, t('heroAlt'), [...base, 'heroAlt'])}
                          {text(`story-${i}-concept`, t('conceptTitle'), [...base, 'concept', 'title'])}
                          {lines(`story-${i}-body`, t('conceptBody'), [...base, 'concept', 'body'])}
                          {lines(`story-${i}-keywords`, t('keywords'), [...base, 'keywords'])}
                          {form.docs.ko.stories[story].palette.map((_, p) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the palette's colours are fixed positions, never reordered
                            <div key={`palette-${p}`} className={styles.grid3}>
                              {shared(`story-${i}-hex-${p}`, t('colour', { n: p + 1 }), [
                                ...base,
                                'palette',
                                p,
                                'hex',
                              ])}
                              {text(`story-${i}-colour-${p}`, t('colourName', { n: p + 1 }), [
                                ...base,
                                'palette',
                                p,
                                'name',
                              ])}
                              {text(`story-${i}-role-${p}`, t('colourRole', { n: p + 1 }), [
                                ...base,
                                'palette',
                                p,
                                'role',
                              ])}
                            </div>
                          ))}
                          {form.docs.ko.stories[story].materials.map((key, m) => (
                            <MaterialSelect
                              // biome-ignore lint/suspicious/noArrayIndexKey: the materials are fixed positions, never reordered
                              key={`material-${m}`}
                              id={`story-${i}-material-${m}`}
                              label={t('material', { n: m + 1 })}
                              value={key}
                              options={catalogue}
                              error={errors[['ko', ...base, 'materials', m].join('.')]}
                              onChange={(v) => setBoth([...base, 'materials', m], v)}
                            />
                          ))}
                          {form.docs.ko.stories[story].images.map((_, m) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are fixed positions, never reordered
                            <div key={`image-${m}`}>
                              {picture(`story-${i}-src-${m}`, t('image', { n: m + 1 }), [
                                ...base,
                                'images',
                                m,
                                'src',
                              ])}
                              {text(`story-${i}-ialt-${m}`, t('imageAlt', { n: m + 1 }), [
                                ...base,
                                'images',
                                m,
                                'alt',
                              ])}
                              {text(`story-${i}-caption-${m}`, t('caption', { n: m + 1 }), [
                                ...base,
                                'images',
                                m,
                                'caption',
                              ])}
                            </div>
                          ))}
                          {text(`story-${i}-quote`, t('quote'), [...base, 'quote'])}
                        </>
                      ) : null}
                    </fieldset>
                  );
                })}

                <PublishAtField id="theme-publish-at" value={publishAt} onChange={setPublishAt} />
                <div className={adminStyles.buttonRow}>
                  <button
                    type="button"
                    className={adminStyles.secondaryButton}
                    disabled={busy}
                    onClick={() => void save(false)}
                  >
                    {form.published ? t('unpublishAndSave') : t('saveDraft')}
                  </button>
                  <button type="submit" className={adminStyles.primaryButton} disabled={busy}>
                    {publishAt ? th('schedulePublish') : t('publish')}
                  </button>
                  {form.published ? (
                    <a
                      className={adminStyles.secondaryButton}
                      href={`/archive/${form.year}/designtheme`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('viewPage')}
                    </a>
                  ) : null}
                  <button type="button" className={adminStyles.linkButton} onClick={() => setForm(null)}>
                    {t('cancel')}
                  </button>
                </div>
              </form>
              {form.id ? <PreviewLinkPanel kind="themes" recordId={form.id} onMessage={setMessage} /> : null}
              {form.id ? (
                <section className={adminStyles.panel} aria-label={th('title')}>
                  <RecordHistory
                    key={form.id}
                    kind="themes"
                    recordId={form.id}
                    onChanged={reload}
                    onMessage={setMessage}
                  />
                </section>
              ) : null}
            </>
          ) : (
            <ol className={styles.rows}>
              {data.items.map((y) => (
                <li key={y.id} className={styles.row} data-theme-year={y.year}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {y.year} {y.nameKo}
                    </p>
                    <p className={styles.rowSub}>{y.themes.join(' · ')}</p>
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
                      className={adminStyles.secondaryButton}
                      onClick={() => void open(y.id)}
                      aria-label={t('editOf', { year: y.year })}
                    >
                      {t('edit')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
