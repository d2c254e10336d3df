'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { MaterialCopy } from '@/schemas/material-rules';
import type { MaterialRecord } from '@/schemas/materials';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { ConfirmDialog } from '../console-kit/dialog';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { MediaPicker } from './media-picker';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import type { StudioNotice } from './studio-message';
import { StudioPage } from './studio-page';
import { refusalOf, savedText, submitStudio } from './studio-save';

type Lang = 'ko' | 'en';
type Form = Omit<MaterialRecord, 'id' | 'usedBy' | 'updatedAt'> & { id: string | null; usedBy: string[] };

const EMPTY_COPY: MaterialCopy = { name: '', family: '', finish: '', desc: '', alt: '' };
const COPY_FIELDS = ['name', 'family', 'finish', 'desc', 'alt'] as const;

/**
 * `/admin/content/materials` (issue 50, decision 042): the materials catalogue the lookbook, the
 * theme pages and the Collection all name materials from. Renaming an entry renames it on every
 * page; an entry a page still names cannot be deleted (the list says where it is used).
 */
export function MaterialStudio() {
  const t = useTranslations('studio.materials');
  const place = (where: string) => placeLabel(where, t);
  const ts = useTranslations('studio');
  const th = useTranslations('studio.history');
  const [publishAt, setPublishAt] = useState('');
  const { state, reload } = useAdminQuery<{ items: MaterialRecord[] }>('/materials');
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const start = (m: MaterialRecord | null, newest?: MaterialRecord) => {
    setMessage(null);
    setErrors({});
    setForm(
      m
        ? { ...m }
        : {
            id: null,
            key: '',
            code: '',
            year: newest?.year ?? new Date().getFullYear(),
            theme: newest?.theme ?? '',
            size: '',
            image: newest?.image ?? '',
            position: 0,
            ko: EMPTY_COPY,
            en: EMPTY_COPY,
            usedBy: [],
          },
    );
  };
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setCopy = (lang: Lang, field: keyof MaterialCopy, value: string) =>
    setForm((f) => (f ? { ...f, [lang]: { ...f[lang], [field]: value } } : f));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const { id, usedBy: _u, key, ...facts } = form;
    // NOTE: a change can wait for its hour (the history's scheduler makes it); a new entry cannot.
    const when = id ? fromSeoulInput(publishAt) : null;
    await submitStudio({
      work: () =>
        adminJson(id ? `/materials/${id}` : '/materials', {
          method: id ? 'PATCH' : 'POST',
          json: id ? { ...facts, ...(when ? { publishAt: when } : {}) } : { key, ...facts },
        }),
      done: async (answer) => {
        setMessage({
          kind: 'ok',
          text: savedText(answer, when, true, {
            scheduledAt: (at) => th('scheduledAt', { at }),
            publishedNow: t('saved'),
            savedDraft: t('saved'),
          }),
        });
        setForm(null);
        setErrors({});
        setPublishAt('');
        await reload();
      },
      setBusy,
      setMessage,
      setErrors,
      say: { networkError: t('networkError'), checkFields: t('checkFields') },
    });
  };
  const remove = async () => {
    if (!form?.id) return;
    setBusy(true);
    try {
      await adminJson(`/materials/${form.id}`, { method: 'DELETE' });
      setMessage({ kind: 'ok', text: t('deleted') });
      setForm(null);
      await reload();
    } catch (err) {
      setMessage({ kind: 'error', text: refusalOf(err, t('networkError')).text ?? t('networkError') });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    id: string,
    label: string,
    value: string | number,
    onChange: (v: string) => void,
    error?: string,
    hint?: string,
  ) => (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );

  return (
    <StudioPage title={ts('sections.materials.title')} lead={t('lead')} state={state} message={message}>
      {(data) =>
        form ? (
          <>
            <form
              className={pageStyles.panel}
              onSubmit={save}
              noValidate
              aria-label={form.id ? t('editTitle', { name: form.ko.name }) : t('addTitle')}
            >
              <h2>{form.id ? t('editTitle', { name: form.ko.name }) : t('addTitle')}</h2>
              {form.id ? (
                <p className={fieldStyles.hint} data-material-used>
                  {form.usedBy.length
                    ? t('usedBy', { pages: form.usedBy.map(place).join(', ') })
                    : t('unused')}
                </p>
              ) : null}
              {form.id
                ? null
                : field('material-key', t('key'), form.key, (v) => set({ key: v }), errors.key, t('keyHint'))}
              {field('material-code', t('code'), form.code, (v) => set({ code: v }), errors.code)}
              {field('material-year', t('year'), form.year, (v) => set({ year: Number(v) }), errors.year)}
              {field(
                'material-theme',
                t('theme'),
                form.theme,
                (v) => set({ theme: v }),
                errors.theme,
                t('themeHint'),
              )}
              {field('material-size', t('size'), form.size, (v) => set({ size: v }), errors.size)}
              {field(
                'material-position',
                t('position'),
                form.position,
                (v) => set({ position: Number(v) }),
                errors.position,
              )}
              <div>
                <MediaPicker
                  label={t('image')}
                  value={form.image || null}
                  onChange={(ref) => {
                    if (ref) set({ image: ref });
                  }}
                />
                {errors.image ? <p className={fieldStyles.fieldError}>{errors.image}</p> : null}
              </div>
              {COPY_FIELDS.map((f) => (
                <BilingualField
                  key={f}
                  id={`material-${f}`}
                  label={t(f)}
                  values={{ ko: form.ko[f], en: form.en[f] }}
                  errors={{ ko: errors[`ko.${f}`], en: errors[`en.${f}`] }}
                  required={f === 'alt' ? { ko: false, en: false } : { ko: true, en: true }}
                >
                  {(lang, a) =>
                    f === 'desc' ? (
                      <textarea
                        {...a}
                        rows={3}
                        value={form[lang][f]}
                        onChange={(e) => setCopy(lang, f, e.target.value)}
                      />
                    ) : (
                      <input
                        {...a}
                        value={form[lang][f]}
                        onChange={(e) => setCopy(lang, f, e.target.value)}
                      />
                    )
                  }
                </BilingualField>
              ))}
              {form.id ? (
                <PublishAtField id="material-publish-at" value={publishAt} onChange={setPublishAt} />
              ) : null}
              <div className={pageStyles.buttonRow}>
                <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
                  {publishAt && form.id ? th('schedulePublish') : t('save')}
                </button>
                <button type="button" className={buttonStyles.secondaryButton} onClick={() => setForm(null)}>
                  {t('cancel')}
                </button>
                {form.id ? (
                  <button
                    type="button"
                    className={buttonStyles.smallDanger}
                    disabled={busy || form.usedBy.length > 0}
                    aria-describedby={form.usedBy.length ? 'material-delete-hint' : undefined}
                    onClick={() => setDeleting(true)}
                  >
                    {t('delete')}
                  </button>
                ) : null}
              </div>
              {form.usedBy.length ? (
                <p id="material-delete-hint" className={fieldStyles.hint}>
                  {t('deleteUsed')}
                </p>
              ) : null}
            </form>
            {form.id ? (
              <RecordHistory
                key={form.id}
                kind="materials"
                recordId={form.id}
                onChanged={() => void reload()}
                onMessage={setMessage}
              />
            ) : null}
            <ConfirmDialog
              open={deleting}
              title={t('deleteTitle', { name: form.ko.name })}
              body={t('deleteBody')}
              confirm={t('delete')}
              onConfirm={() => {
                setDeleting(false);
                void remove();
              }}
              onClose={() => setDeleting(false)}
            />
          </>
        ) : (
          <>
            <div className={pageStyles.buttonRow}>
              <button
                type="button"
                className={buttonStyles.primaryButton}
                onClick={() => start(null, data.items[0])}
              >
                {t('add')}
              </button>
            </div>
            <ol className={styles.rows} data-material-list>
              {data.items.map((m) => (
                <li key={m.id} className={styles.row} data-material={m.key}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {m.code} {m.ko.name} / {m.en.name}
                    </p>
                    <p className={styles.rowSub}>
                      {m.year} {themeName(m.theme)} · {m.ko.family} · {m.ko.finish}
                    </p>
                    {/* one badge a page, so a material many pages name wraps on a phone (a single badge
                        of raw keys ran 66 px past a 390 px screen) */}
                    <p className={styles.rowBadges} data-material-uses>
                      {m.usedBy.length ? (
                        <>
                          <span className={styles.rowBadgesLabel}>{t('usedLabel')}</span>
                          {m.usedBy.map((where) => (
                            <span key={where} className={styles.badge} data-state="published">
                              {place(where)}
                            </span>
                          ))}
                        </>
                      ) : (
                        <span className={styles.badge} data-state="draft">
                          {t('unused')}
                        </span>
                      )}
                    </p>
                  </div>
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={buttonStyles.secondaryButton}
                      aria-label={t('editOf', { name: m.ko.name })}
                      onClick={() => start(m)}
                    >
                      {t('edit')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )
      }
    </StudioPage>
  );
}

/**
 * Where a material is named, as the studio says it: `lookbook:2025` is "2025 룩북", and
 * `theme:2025/cosmos` "2025 Cosmos 테마" (a theme's key is its name in small letters).
 */
export function placeLabel(
  where: string,
  t: (key: 'usedInLookbook' | 'usedInTheme', values: Record<string, string>) => string,
): string {
  const lookbook = /^lookbook:(\d{4})$/.exec(where);
  if (lookbook) return t('usedInLookbook', { year: lookbook[1] });
  const theme = /^theme:(\d{4})\/(.+)$/.exec(where);
  if (theme) return t('usedInTheme', { year: theme[1], theme: themeName(theme[2]) });
  return where;
}

/** A theme's name from its key (`cosmos` is "Cosmos"). */
export const themeName = (key: string) => (key ? key[0].toUpperCase() + key.slice(1) : key);
