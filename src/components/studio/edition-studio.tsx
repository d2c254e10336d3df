'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { FloorList } from '@/components/home/floor-list';
import {
  EDITION_GALLERY_MAX,
  EDITION_PHOTOS_MAX,
  FLOOR_KEYS,
  PROGRAMME_KEYS,
  type ProgrammeKey,
} from '@/schemas/content-rules';
import type { Edition, editionBody } from '@/schemas/content-studio';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import { useFieldText } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { fromSeoulInput, seoulDateTime } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { EditionPhotos } from './edition-photos';
import { HoursExceptionsEditor } from './hours-exceptions';
import { MediaPicker } from './media-picker';
import { PreviewLinkPanel } from './preview-link';
import { isScheduled, PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import { StudioMessage } from './studio-message';

type Form = z.output<typeof editionBody> & { id: string | null };
type Errors = Record<string, string | undefined>;

/** The paired text fields of an edition, in the order the form shows them. */
const TEXTS = ['title', 'subtitle', 'intro', 'venue', 'address', 'hours', 'admission', 'heroAlt'] as const;
type Text = (typeof TEXTS)[number];
const LONG: Text[] = ['intro'];

const fromEdition = (e: Edition): Form => ({
  id: e.id,
  episode: e.episode,
  slug: e.slug,
  themeYear: e.themeYear,
  titleKo: e.titleKo,
  titleEn: e.titleEn,
  subtitleKo: e.subtitleKo,
  subtitleEn: e.subtitleEn,
  introKo: e.introKo,
  introEn: e.introEn,
  venueKo: e.venueKo,
  venueEn: e.venueEn,
  addressKo: e.addressKo,
  addressEn: e.addressEn,
  hoursKo: e.hoursKo,
  hoursEn: e.hoursEn,
  opensAt: e.opensAt,
  closesAt: e.closesAt,
  hoursExceptions: e.hoursExceptions,
  admissionKo: e.admissionKo,
  admissionEn: e.admissionEn,
  startsOn: e.startsOn,
  endsOn: e.endsOn,
  heroImage: e.heroImage,
  heroAltKo: e.heroAltKo,
  heroAltEn: e.heroAltEn,
  heroAltOverride: e.heroAltOverride,
  floors: e.floors,
  programmes: e.programmes,
  photos: e.photos,
  gallery: e.gallery,
  published: e.published,
});

/** A new edition starts from the latest one's floors and programmes, as a draft with the next number. */
const nextOf = (latest: Edition | undefined): Form => {
  const episode = (latest?.episode ?? 0) + 1;
  const base = latest ? fromEdition(latest) : null;
  return {
    ...(base ?? ({} as Form)),
    id: null,
    episode,
    slug: `popupep${episode}`,
    themeYear: latest?.themeYear ?? new Date().getFullYear(),
    titleKo: `EP.${String(episode).padStart(2, '0')} `,
    titleEn: '',
    startsOn: '',
    endsOn: '',
    floors:
      base?.floors ??
      FLOOR_KEYS.map((key) => ({
        key,
        tagKo: '',
        tagEn: '',
        titleKo: '',
        titleEn: '',
        descKo: '',
        descEn: '',
        image: '/images/materials/stone-1-web.webp',
        color: '#b0643b',
        programmes: [],
      })),
    programmes: base?.programmes ?? [],
    // A new edition's photographs and dated hours are its own: none are copied from the last one.
    hoursExceptions: [],
    photos: [],
    gallery: [],
    published: false,
  } as Form;
};

/** `/admin/content/editions`: each year's programme, its dates, place, floors and programmes. */
export function EditionStudio() {
  const t = useTranslations('studio.editions');
  const ts = useTranslations('studio');
  const fieldText = useFieldText();
  const { state, reload } = useAdminQuery<{ items: Edition[] }>('/editions');
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
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
    const at = published ? fromSeoulInput(publishAt) : null;
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
      setErrors(fields);
      setMessage({ kind: 'error', text: t('checkFields') });
      return;
    }
    setBusy(true);
    try {
      const answer = await adminJson(id ? `/editions/${id}` : '/editions', {
        method: id ? 'PATCH' : 'POST',
        json: parsed.data,
      });
      setMessage({
        kind: 'ok',
        text: at
          ? th('scheduledAt', { at: seoulDateTime(isScheduled(answer) ? answer.publishAt : at) })
          : published
            ? t('publishedNow')
            : t('savedDraft'),
      });
      setPublishAt('');
      setUnpublishAt('');
      setForm(null);
      setErrors({});
      setPreview(false);
      await reload();
    } catch (err) {
      const fields: Errors = {};
      const text = showApiError(
        err,
        ((name: string, e: { message?: string }) => {
          fields[name] = e.message;
        }) as never,
        Object.keys(body),
        t('networkError'),
      );
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

  return (
    <AdminPage
      title={ts('sections.editions.title')}
      permission="content.write"
      lead={t('lead')}
      actions={
        state.status === 'ready' && !form ? (
          <button
            type="button"
            className={buttonStyles.primaryButton}
            onClick={() => {
              setErrors({});
              setMessage(null);
              setForm(nextOf(state.data.items[0]));
            }}
          >
            {t('add')}
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
                className={pageStyles.panel}
                onSubmit={onSubmit}
                noValidate
                aria-labelledby="edition-form-title"
              >
                <h2 id="edition-form-title" className={pageStyles.sectionTitle}>
                  {form.id ? t('editTitle', { episode: form.episode }) : t('addTitle')}
                </h2>
                <div className={styles.grid3}>
                  <NumberField
                    id="ed-episode"
                    label={t('episode')}
                    value={form.episode}
                    error={errors.episode}
                    onChange={(v) => set('episode', v)}
                  />
                  <div className={fieldStyles.field}>
                    <label htmlFor="ed-slug">{t('slug')}</label>
                    <input
                      id="ed-slug"
                      value={form.slug}
                      aria-invalid={Boolean(errors.slug)}
                      onChange={(e) => set('slug', e.target.value)}
                    />
                    {errors.slug ? <p className={styles.fieldError}>{errors.slug}</p> : null}
                  </div>
                  <NumberField
                    id="ed-year"
                    label={t('themeYear')}
                    value={form.themeYear}
                    error={errors.themeYear}
                    onChange={(v) => set('themeYear', v)}
                  />
                  <div className={fieldStyles.field}>
                    <label htmlFor="ed-starts">{t('startsOn')}</label>
                    <input
                      id="ed-starts"
                      type="date"
                      value={form.startsOn}
                      aria-invalid={Boolean(errors.startsOn)}
                      onChange={(e) => set('startsOn', e.target.value)}
                    />
                    {errors.startsOn ? <p className={styles.fieldError}>{errors.startsOn}</p> : null}
                  </div>
                  <div className={fieldStyles.field}>
                    <label htmlFor="ed-ends">{t('endsOn')}</label>
                    <input
                      id="ed-ends"
                      type="date"
                      value={form.endsOn}
                      aria-invalid={Boolean(errors.endsOn)}
                      onChange={(e) => set('endsOn', e.target.value)}
                    />
                    {errors.endsOn ? <p className={styles.fieldError}>{errors.endsOn}</p> : null}
                  </div>
                  {(['opensAt', 'closesAt'] as const).map((key) => (
                    <div key={key} className={fieldStyles.field}>
                      <label htmlFor={`ed-${key}`}>{t(key)}</label>
                      <input
                        id={`ed-${key}`}
                        type="time"
                        step={600}
                        value={form[key] ?? ''}
                        aria-invalid={Boolean(errors[key])}
                        onChange={(e) => set(key, e.target.value)}
                      />
                      {errors[key] ? <p className={styles.fieldError}>{errors[key]}</p> : null}
                    </div>
                  ))}
                </div>
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

                <h3 className={pageStyles.sectionTitle}>{t('floors')}</h3>
                {form.floors.map((floor, i) => (
                  <fieldset key={floor.key} className={styles.floorSet} data-edit-floor={floor.key}>
                    <legend>{t('floorLegend', { floor: floor.key.replace('F', '') })}</legend>
                    {(['tag', 'title', 'desc'] as const).map((f) => (
                      <BilingualField
                        key={f}
                        id={`ed-floor-${floor.key}-${f}`}
                        label={t(`floorField.${f}`)}
                        values={{ ko: floor[`${f}Ko`], en: floor[`${f}En`] }}
                        errors={{ ko: errors[`floors.${i}.${f}Ko`], en: errors[`floors.${i}.${f}En`] }}
                      >
                        {(lang, a) => {
                          const key = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                          return f === 'desc' ? (
                            <textarea
                              {...a}
                              rows={3}
                              value={floor[key]}
                              onChange={(e) => setFloor(i, { [key]: e.target.value })}
                            />
                          ) : (
                            <input
                              {...a}
                              value={floor[key]}
                              onChange={(e) => setFloor(i, { [key]: e.target.value })}
                            />
                          );
                        }}
                      </BilingualField>
                    ))}
                    <div className={styles.grid3}>
                      <MediaPicker
                        label={t('floorField.image')}
                        value={floor.image}
                        onChange={(v) => (v ? setFloor(i, { image: v }) : undefined)}
                      />
                      <div className={fieldStyles.field}>
                        <label htmlFor={`ed-floor-${floor.key}-color`}>{t('floorField.color')}</label>
                        <input
                          id={`ed-floor-${floor.key}-color`}
                          type="color"
                          value={floor.color}
                          onChange={(e) => setFloor(i, { color: e.target.value })}
                        />
                      </div>
                    </div>
                    <fieldset className={styles.checks}>
                      <legend>{t('floorField.programmes')}</legend>
                      {PROGRAMME_KEYS.map((p) => (
                        <label key={p} className={styles.check}>
                          <input
                            type="checkbox"
                            checked={floor.programmes.includes(p)}
                            onChange={(e) =>
                              setFloor(i, {
                                programmes: e.target.checked
                                  ? [...floor.programmes, p]
                                  : floor.programmes.filter((x) => x !== p),
                              })
                            }
                          />
                          {t(`programme.${p}`)}
                        </label>
                      ))}
                    </fieldset>
                  </fieldset>
                ))}

                <h3 className={pageStyles.sectionTitle}>{t('programmes')}</h3>
                <p className={fieldStyles.hint}>{t('programmesHint')}</p>
                {PROGRAMME_KEYS.map((key) => {
                  const p = form.programmes.find((x) => x.key === key);
                  return (
                    <fieldset key={key} className={styles.floorSet} data-edit-programme={key}>
                      <legend>{t(`programme.${key}`)}</legend>
                      {(['title', 'desc', 'detail'] as const).map((f) => (
                        <BilingualField
                          key={f}
                          id={`ed-prog-${key}-${f}`}
                          label={t(`programmeField.${f}`)}
                          values={{ ko: p?.[`${f}Ko`] ?? '', en: p?.[`${f}En`] ?? '' }}
                          required={{ ko: f !== 'detail', en: false }}
                        >
                          {(lang, a) => {
                            const k = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                            return (
                              <input
                                {...a}
                                value={p?.[k] ?? ''}
                                onChange={(e) => setProgramme(key, { [k]: e.target.value })}
                              />
                            );
                          }}
                        </BilingualField>
                      ))}
                    </fieldset>
                  );
                })}

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

                {preview ? (
                  <section className={styles.preview} aria-label={t('previewLabel')} data-edition-preview="">
                    {(['ko', 'en'] as const).map((lang) => (
                      <div key={lang} lang={lang} className={styles.previewPane}>
                        <p className={styles.previewLang}>{t(`previewLang.${lang}`)}</p>
                        <p className={styles.previewTitle}>
                          {(lang === 'en' && form.titleEn) || form.titleKo}
                        </p>
                        <p>
                          {form.startsOn} – {form.endsOn} · {(lang === 'en' && form.venueEn) || form.venueKo}
                        </p>
                        <FloorList
                          floors={form.floors.map((f) => ({
                            key: f.key,
                            tag: (lang === 'en' && f.tagEn) || f.tagKo,
                            title: (lang === 'en' && f.titleEn) || f.titleKo,
                            desc: (lang === 'en' && f.descEn) || f.descKo,
                            gif: f.image.startsWith('/images/')
                              ? f.image
                              : '/images/materials/stone-1-web.webp',
                          }))}
                          layout="stacked"
                          floorLabel={(k) => k}
                        />
                      </div>
                    ))}
                  </section>
                ) : null}

                <div className={styles.grid3}>
                  <PublishAtField id="ed-publish-at" value={publishAt} onChange={setPublishAt} />
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
                    {form.published ? t('unpublishAndSave') : t('saveDraft')}
                  </button>
                  <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
                    {publishAt ? th('schedulePublish') : t('publish')}
                  </button>
                  <button type="button" className={buttonStyles.linkButton} onClick={() => setForm(null)}>
                    {t('cancel')}
                  </button>
                </div>
              </form>
              {form.id ? (
                <PreviewLinkPanel kind="editions" recordId={form.id} onMessage={setMessage} />
              ) : null}
              {form.id ? (
                <section className={pageStyles.panel} aria-label={th('title')}>
                  <RecordHistory
                    key={form.id}
                    kind="editions"
                    recordId={form.id}
                    onChanged={reload}
                    onMessage={setMessage}
                  />
                </section>
              ) : null}
            </>
          ) : (
            <ol className={styles.rows}>
              {data.items.map((e) => (
                <li key={e.id} className={styles.row} data-edition-row={e.slug}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>{e.titleKo}</p>
                    <p className={styles.rowSub}>
                      {e.startsOn} – {e.endsOn} · {e.venueKo} · {t('eventCount', { count: e.eventCount })}
                    </p>
                    <p className={styles.rowBadges}>
                      <span className={styles.badge} data-state={e.status}>
                        {t(`status.${e.status}`)}
                      </span>
                      <span className={styles.badge} data-state={e.published ? 'published' : 'draft'}>
                        {e.published ? t('published') : t('draft')}
                      </span>
                      {!e.titleEn.trim() || e.floors.some((f) => !f.titleEn.trim() || !f.descEn.trim()) ? (
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
                      aria-label={t('editOf', { title: e.titleKo })}
                      onClick={() => {
                        setErrors({});
                        setMessage(null);
                        setForm(fromEdition(e));
                      }}
                    >
                      {t('edit')}
                    </button>
                    {e.published ? (
                      <a
                        className={buttonStyles.secondaryButton}
                        href={`/archive/${e.startsOn.slice(0, 4)}/${e.slug}`}
                      >
                        {t('view')}
                      </a>
                    ) : null}
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

function NumberField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={Number.isFinite(value) ? value : ''}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </div>
  );
}
