'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { MailTemplateList, MailTemplateRecord, MailWordingText } from '@/schemas/mail-templates';
import { fillWording, MAIL_GROUPS } from '@/schemas/mail-templates-rules';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { DataTable } from '../console-kit/data-table';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput } from '../console-kit/seoul-time';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { BilingualField } from './bilingual-field';
import styles from './mail-studio.module.css';
import { PublishAtField } from './publish-at-field';
import { RecordHistory } from './record-history';
import kit from './studio.module.css';
import type { StudioNotice } from './studio-message';
import { StudioPage } from './studio-page';
import { savedText, submitStudio } from './studio-save';

type Lang = 'ko' | 'en';
type Form = { id: MailTemplateRecord['id']; variables: string[]; text: Record<Lang, MailWordingText> };

/**
 * `/admin/content/mail` (issue 49): the wording of every mail the site sends, Korean and English
 * side by side, with the variables each mail may use and a preview filled with sample values; an
 * unknown `{variable}` is refused by the server on its field. The KakaoTalk (AlimTalk) texts are
 * shown read-only beside their template codes: Kakao approves each change.
 */
export function MailStudio() {
  const t = useTranslations('studio.mail');
  const ts = useTranslations('studio');
  const th = useTranslations('studio.history');
  const { state, reload } = useAdminQuery<MailTemplateList>('/mail');
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);

  const open = (m: MailTemplateRecord) => {
    setMessage(null);
    setErrors({});
    setPublishAt('');
    setForm({ id: m.id, variables: m.variables, text: m.current });
  };

  const set = (lang: Lang, part: keyof MailWordingText, value: string) =>
    setForm((f) => (f ? { ...f, text: { ...f.text, [lang]: { ...f.text[lang], [part]: value } } } : f));

  const send = (work: () => Promise<unknown>, when: string | null) =>
    submitStudio({
      work,
      setBusy,
      setMessage,
      setErrors,
      say: { networkError: t('networkError'), checkFields: t('checkFields') },
      done: async (answer) => {
        setMessage({
          kind: 'ok',
          text: savedText(answer, when, true, {
            scheduledAt: (at) => th('scheduledAt', { at }),
            publishedNow: t('savedNow'),
            savedDraft: t('savedNow'),
          }),
        });
        setErrors({});
        setPublishAt('');
        if (!when) {
          const fresh = answer as MailTemplateRecord;
          setForm((f) => (f ? { ...f, text: fresh.current } : f));
        }
        await reload();
      },
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const when = fromSeoulInput(publishAt);
    void send(
      () =>
        adminJson(`/mail/${form.id}`, {
          method: 'PATCH',
          json: { ko: form.text.ko, en: form.text.en, ...(when ? { publishAt: when } : {}) },
        }),
      when,
    );
  };

  const reset = () => {
    if (!form) return;
    void send(() => adminJson(`/mail/${form.id}/reset`, { method: 'POST' }), null);
  };

  // Sample values in the studio's language, for both columns: the preview shows the wording, not the data.
  const samples = Object.fromEntries(
    (form?.variables ?? []).map((v) => [v, t.has(`samples.${v}`) ? t(`samples.${v}`) : v]),
  );

  return (
    <StudioPage title={ts('sections.mail.title')} lead={t('lead')} state={state} message={message}>
      {(data) =>
        form ? (
          <>
            <form
              className={pageStyles.panel}
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="mail-form-title"
            >
              <h2 id="mail-form-title" className={pageStyles.sectionTitle}>
                {t('editTitle', { mail: t(`names.${form.id}`) })}
              </h2>
              <section aria-labelledby="mail-variables-title" data-mail-variables="">
                <h3 id="mail-variables-title" className={kit.historyTitle}>
                  {t('variablesTitle')}
                </h3>
                {form.variables.length ? (
                  <ul className={styles.chips}>
                    {form.variables.map((v) => (
                      <li key={v}>
                        <code>{`{${v}}`}</code>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={fieldStyles.hint}>{t('noVariables')}</p>
                )}
                <p className={fieldStyles.hint}>{t('variablesHint')}</p>
              </section>
              <BilingualField
                id="mail-subject"
                label={t('subject')}
                values={{ ko: form.text.ko.subject, en: form.text.en.subject }}
                errors={{ ko: errors['ko.subject'], en: errors['en.subject'] }}
                required={{ ko: true, en: true }}
              >
                {(lang, a) => (
                  <input
                    {...a}
                    value={form.text[lang].subject}
                    onChange={(e) => set(lang, 'subject', e.target.value)}
                  />
                )}
              </BilingualField>
              <BilingualField
                id="mail-body"
                label={t('body')}
                values={{ ko: form.text.ko.body, en: form.text.en.body }}
                errors={{ ko: errors['ko.body'], en: errors['en.body'] }}
                required={{ ko: true, en: true }}
              >
                {(lang, a) => (
                  <textarea
                    {...a}
                    rows={10}
                    value={form.text[lang].body}
                    onChange={(e) => set(lang, 'body', e.target.value)}
                  />
                )}
              </BilingualField>
              <section className={styles.mailPreview} aria-label={t('previewTitle')} data-mail-preview="">
                <h3 className={kit.historyTitle}>{t('previewTitle')}</h3>
                <p className={fieldStyles.hint}>{t('previewHint')}</p>
                <div className={styles.mailPreviewCols}>
                  {(['ko', 'en'] as const).map((lang) => (
                    <article
                      key={lang}
                      lang={lang}
                      className={styles.mailPreviewCol}
                      data-mail-preview-lang={lang}
                    >
                      <p className={kit.rowTitle}>{fillWording(form.text[lang].subject, samples)}</p>
                      <pre className={styles.mailPreviewBody}>
                        {fillWording(form.text[lang].body, samples)}
                      </pre>
                    </article>
                  ))}
                </div>
              </section>
              <PublishAtField id="mail-publish-at" value={publishAt} onChange={setPublishAt} />
              <div className={pageStyles.buttonRow}>
                <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
                  {publishAt ? th('schedulePublish') : t('save')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondaryButton}
                  disabled={busy}
                  onClick={reset}
                >
                  {t('reset')}
                </button>
                <button type="button" className={buttonStyles.linkButton} onClick={() => setForm(null)}>
                  {t('back')}
                </button>
              </div>
            </form>
            <RecordHistory
              key={form.id}
              kind="mail"
              recordId={form.id}
              onChanged={() => void reload()}
              onMessage={setMessage}
            />
          </>
        ) : (
          <>
            {MAIL_GROUPS.map((group) => (
              <section key={group} className={pageStyles.panel} aria-labelledby={`mail-group-${group}`}>
                <h2 id={`mail-group-${group}`} className={pageStyles.sectionTitle}>
                  {t(`groups.${group}`)}
                </h2>
                <ol className={kit.rows}>
                  {data.items
                    .filter((m) => m.group === group)
                    .map((m) => (
                      <li key={m.id} className={kit.row} data-mail={m.id}>
                        <div className={kit.rowMain}>
                          <p className={kit.rowTitle}>{t(`names.${m.id}`)}</p>
                          <p className={kit.rowSub}>{m.current.ko.subject}</p>
                          <p className={kit.rowBadges}>
                            <span
                              className={kit.badge}
                              data-state={m.edited.ko || m.edited.en ? 'published' : 'draft'}
                            >
                              {m.edited.ko || m.edited.en ? t('edited') : t('default')}
                            </span>
                          </p>
                        </div>
                        <div className={kit.rowActions}>
                          <button
                            type="button"
                            className={buttonStyles.secondaryButton}
                            onClick={() => open(m)}
                            aria-label={t('editOf', { mail: t(`names.${m.id}`) })}
                          >
                            {t('edit')}
                          </button>
                        </div>
                      </li>
                    ))}
                </ol>
              </section>
            ))}
            <section className={pageStyles.panel} aria-labelledby="alimtalk-title" data-alimtalk="">
              <h2 id="alimtalk-title" className={pageStyles.sectionTitle}>
                {t('alimtalkTitle')}
              </h2>
              <p className={messageStyles.warnBox}>{t('alimtalkNote')}</p>
              <DataTable
                label={t('alimtalkTitle')}
                rows={data.alimtalk}
                rowKey={(a) => a.kind}
                rowData={(a) => ({ 'data-alimtalk-kind': a.kind })}
                columns={[
                  {
                    key: 'kind',
                    header: t('alimtalkKind'),
                    title: true,
                    cell: (a) => t(`alimtalkKinds.${a.kind}`),
                  },
                  {
                    key: 'code',
                    header: t('alimtalkCode'),
                    cell: (a) => <code>{a.templateCode ?? t('alimtalkUnset', { setting: a.setting })}</code>,
                  },
                  {
                    key: 'text',
                    header: t('alimtalkText'),
                    cell: (a) => <pre className={styles.mailPreviewBody}>{a.text}</pre>,
                  },
                ]}
              />
            </section>
          </>
        )
      }
    </StudioPage>
  );
}
