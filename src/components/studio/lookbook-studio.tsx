'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { Lookbook } from '@/schemas/content';
import type { LookbookListItem, LookbookRecord } from '@/schemas/lookbooks';
import adminStyles from '../admin/admin.module.css';
import { adminJson } from '../admin/admin-api';
import { showApiError } from '../admin/admin-errors';
import { AdminPage } from '../admin/admin-page';
import { QueryView } from '../admin/query-view';
import { fromSeoulInput } from '../admin/seoul-time';
import { useAdminQuery } from '../admin/use-admin-query';
import { BilingualField } from './bilingual-field';
import { at, type DocPath, put } from './doc-path';
import { MediaPicker } from './media-picker';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import { StudioMessage, type StudioNotice } from './studio-message';
import { refusalOf, savedText } from './studio-save';

type Lang = 'ko' | 'en';
type Form = { id: string | null; year: number; docs: Record<Lang, Lookbook>; published: boolean };

/** A new look's address: short, unique in its lookbook. */
const newLookId = (docs: Record<Lang, Lookbook>) => {
  let n = docs.ko.looks.length + 1;
  while (docs.ko.looks.some((l) => l.id === `look-${n}`)) n += 1;
  return `look-${n}`;
};

/**
 * `/admin/content/lookbooks` (issue 49): each year's lookbook, its looks (picture, theme, caption,
 * materials) in both languages side by side, added, removed and ordered; a new year starts from
 * the latest one; publish now or at a time; versions kept.
 */
export function LookbookStudio() {
  const t = useTranslations('studio.lookbooks');
  const ts = useTranslations('studio');
  const th = useTranslations('studio.history');
  const { state, reload } = useAdminQuery<{ items: LookbookListItem[] }>('/lookbooks');
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = (err: unknown) =>
    setMessage({ kind: 'error', text: showApiError(err, null, [], t('networkError')) ?? t('networkError') });

  const open = async (id: string, asNextYear = false) => {
    setMessage(null);
    setErrors({});
    try {
      const r = await adminJson<LookbookRecord>(`/lookbooks/${id}`);
      const docs = { ko: r.ko, en: r.en ?? r.ko };
      setForm(asNextYear ? { id: null, year: r.year + 1, docs, published: false } : { ...r, docs });
    } catch (err) {
      fail(err);
    }
  };

  const setOne = (lang: Lang, path: DocPath, value: unknown) =>
    setForm((f) => (f ? { ...f, docs: { ...f.docs, [lang]: put(f.docs[lang], path, value) } } : f));
  const setBoth = (path: DocPath, value: unknown) =>
    setForm((f) =>
      f ? { ...f, docs: { ko: put(f.docs.ko, path, value), en: put(f.docs.en, path, value) } } : f,
    );
  const setLooks = (change: (looks: Lookbook['looks']) => Lookbook['looks']) =>
    setForm((f) =>
      f
        ? {
            ...f,
            docs: {
              ko: { ...f.docs.ko, looks: change(f.docs.ko.looks) },
              en: { ...f.docs.en, looks: change(f.docs.en.looks) },
            },
          }
        : f,
    );

  const save = async (published: boolean) => {
    if (!form) return;
    setBusy(true);
    setMessage(null);
    const when = published ? fromSeoulInput(publishAt) : null;
    try {
      const answer = await adminJson(form.id ? `/lookbooks/${form.id}` : '/lookbooks', {
        method: form.id ? 'PATCH' : 'POST',
        json: {
          year: form.year,
          ko: form.docs.ko,
          en: form.docs.en,
          published,
          ...(when ? { publishAt: when } : {}),
        },
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

  const text = (id: string, label: string, path: DocPath, long = false) =>
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
          return long ? (
            <textarea {...a} rows={3} value={value} onChange={(e) => setOne(lang, path, e.target.value)} />
          ) : (
            <input {...a} value={value} onChange={(e) => setOne(lang, path, e.target.value)} />
          );
        }}
      </BilingualField>
    ) : null;

  return (
    <AdminPage
      title={ts('sections.lookbooks.title')}
      permission="content.write"
      lead={t('lead')}
      actions={
        state.status === 'ready' && !form && state.data.items[0] ? (
          <button
            type="button"
            className={adminStyles.primaryButton}
            onClick={() => void open(state.data.items[0].id, true)}
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
                aria-labelledby="lookbook-form-title"
              >
                <h2 id="lookbook-form-title" className={adminStyles.sectionTitle}>
                  {form.id ? t('editTitle', { year: form.year }) : t('addTitle', { year: form.year })}
                </h2>
                <div className={adminStyles.field}>
                  <label htmlFor="lookbook-year">{t('year')}</label>
                  <input
                    id="lookbook-year"
                    type="number"
                    inputMode="numeric"
                    value={form.year}
                    aria-invalid={Boolean(errors.year)}
                    onChange={(e) => setForm({ ...form, year: Number(e.target.value) })}
                  />
                  {errors.year ? <p className={adminStyles.fieldError}>{errors.year}</p> : null}
                </div>
                {text('lookbook-title', t('title'), ['title'])}
                {text('lookbook-intro', t('intro'), ['intro'], true)}
                {form.docs.ko.looks.map((look, i) => (
                  <fieldset key={look.id} className={styles.floorSet} data-edit-look={look.id}>
                    <legend>{t('lookLegend', { n: i + 1 })}</legend>
                    <div key={`look-${look.id}-img`}>
                      <MediaPicker
                        label={t('picture')}
                        value={look.img}
                        onChange={(ref) => {
                          if (ref) setBoth(['looks', i, 'img'], ref);
                        }}
                      />
                    </div>
                    {text(`look-${look.id}-theme`, t('theme'), ['looks', i, 'theme'])}
                    {text(`look-${look.id}-title`, t('lookTitle'), ['looks', i, 'title'])}
                    {text(`look-${look.id}-desc`, t('desc'), ['looks', i, 'desc'], true)}
                    {text(`look-${look.id}-alt`, t('alt'), ['looks', i, 'alt'])}
                    <BilingualField
                      id={`look-${look.id}-materials`}
                      label={t('materials')}
                      values={{
                        ko: form.docs.ko.looks[i].materials.join('\n'),
                        en: (form.docs.en.looks[i]?.materials ?? []).join('\n'),
                      }}
                    >
                      {(lang, a) => (
                        <textarea
                          {...a}
                          rows={3}
                          value={(form.docs[lang].looks[i]?.materials ?? []).join('\n')}
                          onChange={(e) =>
                            setOne(lang, ['looks', i, 'materials'], e.target.value.split('\n'))
                          }
                        />
                      )}
                    </BilingualField>
                    <div className={adminStyles.buttonRow}>
                      <button
                        type="button"
                        className={adminStyles.secondaryButton}
                        disabled={i === 0}
                        aria-label={t('moveUpOf', { n: i + 1 })}
                        onClick={() =>
                          setLooks((ls) => ls.map((l, j) => (j === i - 1 ? ls[i] : j === i ? ls[i - 1] : l)))
                        }
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={adminStyles.secondaryButton}
                        disabled={i === form.docs.ko.looks.length - 1}
                        aria-label={t('moveDownOf', { n: i + 1 })}
                        onClick={() =>
                          setLooks((ls) => ls.map((l, j) => (j === i + 1 ? ls[i] : j === i ? ls[i + 1] : l)))
                        }
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className={adminStyles.smallDanger}
                        aria-label={t('removeOf', { n: i + 1 })}
                        onClick={() => setLooks((ls) => ls.filter((_, j) => j !== i))}
                      >
                        {t('remove')}
                      </button>
                    </div>
                  </fieldset>
                ))}
                <div className={adminStyles.buttonRow}>
                  <button
                    type="button"
                    className={adminStyles.secondaryButton}
                    onClick={() =>
                      setLooks((ls) => [
                        ...ls,
                        {
                          ...ls[ls.length - 1],
                          id: newLookId(form.docs),
                          title: '',
                          desc: '',
                          alt: '',
                          materials: [],
                        },
                      ])
                    }
                  >
                    {t('addLook')}
                  </button>
                </div>
                <PublishAtField id="lookbook-publish-at" value={publishAt} onChange={setPublishAt} />
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
                  <button type="button" className={adminStyles.linkButton} onClick={() => setForm(null)}>
                    {t('cancel')}
                  </button>
                </div>
              </form>
              {form.id ? (
                <section className={adminStyles.panel} aria-label={th('title')}>
                  <RecordHistory
                    key={form.id}
                    kind="lookbooks"
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
                <li key={y.id} className={styles.row} data-lookbook-year={y.year}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {y.year} {y.titleKo}
                    </p>
                    <p className={styles.rowSub}>{t('lookCount', { count: y.looks })}</p>
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
