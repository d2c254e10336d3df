'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { HOME_RECORD_ID } from '@/schemas/content-history-rules';
import { HOME_VERSIONS } from '@/schemas/content-rules';
import type { HomeSettingsBody } from '@/schemas/content-studio';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import { useFieldText } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput, seoulDateTime } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import { MediaPicker } from './media-picker';
import { PreviewLinkPanel } from './preview-link';
import { isScheduled, PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import styles from './studio.module.css';
import { StudioPage } from './studio-page';

const TEXTS = ['headline', 'lead', 'shareTitle', 'shareDescription'] as const;
type Settings = Required<Omit<HomeSettingsBody, 'publishAt'>>;

/** `/admin/content/home`: which of the two home versions is live, the headline and the share details. */
export function HomeStudio() {
  const t = useTranslations('studio.home');
  const ts = useTranslations('studio');
  const fieldText = useFieldText();
  const { state, reload } = useAdminQuery<Settings & { updatedAt: string }>('/home');
  const [form, setForm] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const th = useTranslations('studio.history');

  useEffect(() => {
    if (state.status === 'ready' && !form) {
      const { updatedAt: _, ...settings } = state.data;
      setForm(settings);
    }
  }, [state, form]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const { homeSettingsBody } = await import('@/schemas/content-studio');
    const at = fromSeoulInput(publishAt);
    const parsed = homeSettingsBody.safeParse({ ...form, ...(at ? { publishAt: at } : {}) });
    if (!parsed.success) {
      const fields: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= fieldText(issue.message);
      setErrors(fields);
      setMessage({ kind: 'error', text: t('checkFields') });
      return;
    }
    try {
      const answer = await adminJson('/home', { method: 'PUT', json: parsed.data });
      setErrors({});
      setPublishAt('');
      setMessage({
        kind: 'ok',
        text: at
          ? th('scheduledAt', { at: seoulDateTime(isScheduled(answer) ? answer.publishAt : at) })
          : t('publishedNow'),
      });
      await reload();
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    }
  };

  return (
    <StudioPage
      title={ts('sections.home.title')}
      lead={t('lead')}
      state={state}
      message={message}
      after={
        <>
          {state.status === 'ready' ? (
            <PreviewLinkPanel kind="home" recordId={HOME_RECORD_ID} onMessage={setMessage} />
          ) : null}
          {state.status === 'ready' ? (
            <RecordHistory
              kind="home"
              recordId={HOME_RECORD_ID}
              onChanged={() => {
                setForm(null);
                void reload();
              }}
              onMessage={setMessage}
            />
          ) : null}
        </>
      }
    >
      {() =>
        form ? (
          <form className={pageStyles.panel} onSubmit={submit} noValidate>
            <fieldset className={styles.checks}>
              <legend>{t('version')}</legend>
              {HOME_VERSIONS.map((v) => (
                <label key={v} className={styles.check}>
                  <input
                    type="radio"
                    name="home-version"
                    value={v}
                    checked={form.version === v}
                    onChange={() => setForm({ ...form, version: v })}
                  />
                  <span>
                    <strong>{t(`versions.${v}.title`)}</strong> {t(`versions.${v}.desc`)}
                  </span>
                </label>
              ))}
            </fieldset>
            {TEXTS.map((f) => (
              <BilingualField
                key={f}
                id={`home-${f}`}
                label={t(`field.${f}`)}
                values={{ ko: form[`${f}Ko`], en: form[`${f}En`] }}
                errors={{ ko: errors[`${f}Ko`], en: errors[`${f}En`] }}
                required={{ ko: f === 'headline' || f === 'shareTitle', en: false }}
              >
                {(lang, a) => {
                  const key = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                  return f === 'headline' || f === 'lead' ? (
                    <textarea
                      {...a}
                      rows={f === 'lead' ? 4 : 2}
                      value={form[key]}
                      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                    />
                  ) : (
                    <input
                      {...a}
                      value={form[key]}
                      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                    />
                  );
                }}
              </BilingualField>
            ))}
            <p className={fieldStyles.hint}>{t('headlineHint')}</p>
            <MediaPicker
              label={t('heroImage')}
              value={form.heroImage ?? null}
              onChange={(v) => setForm({ ...form, heroImage: v })}
              describedBy="home-hero-hint"
            />
            <p id="home-hero-hint" className={fieldStyles.hint}>
              {t('heroImageHint')}
            </p>
            <MediaPicker
              label={t('shareImage')}
              value={form.shareImage ?? null}
              onChange={(v) => setForm({ ...form, shareImage: v })}
              describedBy="home-share-hint"
            />
            <p id="home-share-hint" className={fieldStyles.hint}>
              {t('shareImageHint')}
            </p>
            <PublishAtField id="home-publish-at" value={publishAt} onChange={setPublishAt} />
            <div className={pageStyles.buttonRow}>
              <button type="submit" className={buttonStyles.primaryButton}>
                {publishAt ? th('schedulePublish') : t('publish')}
              </button>
              <a className={buttonStyles.secondaryButton} href="/" target="_blank" rel="noreferrer">
                {t('viewSite')}
              </a>
            </div>
          </form>
        ) : null
      }
    </StudioPage>
  );
}
