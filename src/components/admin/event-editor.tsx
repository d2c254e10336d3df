'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { AdminEditionOptions, AdminEvent } from '@/schemas/admin';
import { staffMay, staffMayOutsideEvents } from '@/schemas/admin-rules';
import { EVENT_KINDS, EVENT_TYPES } from '@/schemas/event-rules';
import { ApiClientError, adminJson } from '../console-kit/api';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import { ConfirmDialog } from '../console-kit/dialog';
import { editionLabel } from '../console-kit/edition-label';
import { showApiError } from '../console-kit/errors';
import { FactTokenGuide } from '../console-kit/fact-token-guide';
import { AdminField, SelectField } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { RichTextEditor } from '../console-kit/rich-text-editor';
import { useStaffProfile } from '../console-kit/staff-context';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { useDelete } from '../console-kit/use-delete';
import { FactWarnings, warningsOf } from '../studio/fact-warnings';
import { MediaPicker } from '../studio/media-picker';
import {
  BILINGUAL_FIELDS,
  createdNoticeKey,
  type EventFormValues,
  emptyEvent,
  englishStatus,
  eventToForm,
  toEventBody,
} from './event-form-values';
import { QuestionsEditor } from './questions-editor';
import { CopyEventDialog, MessageDialog } from './schedule-dialogs';
import { SessionsPanel } from './sessions-panel';

const eventResolver = lazyResolver(() => import('./admin-resolvers').then((m) => m.eventResolver));
const FIELD_NAMES = [
  'type',
  'kind',
  'visibility',
  'audience',
  ...BILINGUAL_FIELDS.flatMap((f) => [`${f}Ko`, `${f}En`]),
  'activityMinutes',
  'editionId',
  'thumbnail',
  'startsAt',
  'endsAt',
  'applyOpensAt',
  'applyClosesAt',
  'published',
  'questions',
];

/** `/admin/events/new`. */
export function NewEvent() {
  const tn = useTranslations('admin.nav');
  const router = useRouter();
  return (
    <AdminPage title={tn('newEvent')} permission="events.write" outsideEvents>
      <EventForm
        initial={emptyEvent()}
        onSave={async (values) => {
          const created = await adminJson<AdminEvent>('/events', {
            method: 'POST',
            json: toEventBody(values),
          });
          router.push(`/admin/events/${created.id}?created=1`);
        }}
      />
    </AdminPage>
  );
}

/** `/admin/events/{id}`: the event's form, publishing, its slots (application events) and deletion. */
export function EditEvent({ id }: { id: string }) {
  const t = useTranslations('admin.events');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const router = useRouter();
  const { state, reload } = useAdminQuery<AdminEvent>(
    staffMay(staff, 'events.read') ? `/events/${id}` : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  // What the last save's text states against the records (decision 049): told, never blocking.
  const [warnings, setWarnings] = useState<ReturnType<typeof warningsOf>>([]);
  const [publishError, setPublishError] = useState<string | null>(null);
  const writable = staffMay(staff, 'events.write');
  const ts = useTranslations('schedules');
  const tSlots = useTranslations('admin.slots');
  const [copying, setCopying] = useState(false);
  const [messaging, setMessaging] = useState(false);

  const [justCreated, setJustCreated] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('created')) setJustCreated(true);
    if (params.get('copied')) setNotice(ts('copy.copied'));
  }, [ts]);

  const setPublished = async (published: boolean) => {
    setPublishError(null);
    try {
      await adminJson<AdminEvent>(`/events/${id}`, { method: 'PATCH', json: { published } });
      setNotice(published ? t('publishedNow') : t('unpublishedNow'));
      await reload();
    } catch (err) {
      setPublishError(showApiError(err, null, [], t('networkError')));
    }
  };

  const del = useDelete(
    async () => {
      await adminJson(`/events/${id}`, { method: 'DELETE' });
      router.push('/admin/events');
    },
    (err) => showApiError(err, null, [], t('networkError')),
  );

  return (
    <AdminPage
      title={tn('editEvent')}
      permission="events.read"
      actions={
        <Link href="/admin/events" className={buttonStyles.secondaryButton}>
          {t('backToList')}
        </Link>
      }
    >
      <QueryView state={state}>
        {(event) => (
          <>
            <p className={pageStyles.status} role="status" data-notice="">
              {notice ?? (justCreated ? t(createdNoticeKey(event)) : '')}
            </p>
            <FactWarnings warnings={warnings} />
            <div className={formStyles.publishBar} data-published={event.published ? 'true' : 'false'}>
              <div>
                <p className={formStyles.publishTitle}>{event.titleKo}</p>
                <p className={fieldStyles.hint}>
                  <span
                    className={badgeStyles.stateBadge}
                    data-state={event.published ? 'published' : 'draft'}
                  >
                    {event.published ? t('published') : t('draft')}
                  </span>{' '}
                  {event.published ? t('publishedHint') : t('draftHint')}
                </p>
                {publishError ? (
                  <p className={fieldStyles.fieldError} role="alert">
                    {publishError}
                  </p>
                ) : null}
              </div>
              <div className={pageStyles.buttonRow}>
                {event.published ? (
                  <a href={`/event/${id}`} className={buttonStyles.secondaryButton} data-public-page="">
                    {t('viewOnSite')}
                  </a>
                ) : null}
                {staffMay(staff, 'audit.read') ? (
                  <Link href={`/admin/audit?event=${id}`} className={buttonStyles.secondaryButton}>
                    {t('auditLink')}
                  </Link>
                ) : null}
                {event.type !== 'board' && staffMay(staff, 'applicants.read') ? (
                  <Link href={`/admin/events/${id}/applicants`} className={buttonStyles.secondaryButton}>
                    {t('applicantsCount', { count: event.applications })}
                  </Link>
                ) : null}
                {staffMayOutsideEvents(staff, 'events.write') ? (
                  <button
                    type="button"
                    className={buttonStyles.secondaryButton}
                    onClick={() => setCopying(true)}
                    data-copy-event=""
                  >
                    {ts('copy.open')}
                  </button>
                ) : null}
                {writable && event.type !== 'board' && event.applications > 0 ? (
                  <button
                    type="button"
                    className={buttonStyles.secondaryButton}
                    onClick={() => setMessaging(true)}
                    data-message-event=""
                  >
                    {ts('message.openEvent')}
                  </button>
                ) : null}
                {writable ? (
                  <button
                    type="button"
                    className={event.published ? buttonStyles.secondaryButton : buttonStyles.primaryButton}
                    onClick={() => setPublished(!event.published)}
                    data-publish-toggle=""
                  >
                    {event.published ? t('unpublish') : t('publish')}
                  </button>
                ) : null}
              </div>
            </div>

            {/* The page's parts, one tap away: the slots, the form's three panels and the delete
                zone ran to 4,000 px at 1440 and 5,000 on a phone (the sixth review). */}
            <nav className={pageStyles.jumpNav} aria-label={t('jumpNav')} data-jump-nav="">
              <ul>
                {[
                  ...(event.type === 'application' ? [['slots-title', tSlots('title')]] : []),
                  ['basics-title', t('basics')],
                  ['content-title', t('content')],
                  ['dates-title', t('dates')],
                  ...(writable ? [['danger-title', t('deleteTitle')]] : []),
                ].map(([target, label]) => (
                  <li key={target}>
                    <a href={`#${target}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </nav>

            <CopyEventDialog event={event} open={copying} onClose={() => setCopying(false)} />
            <MessageDialog
              target={messaging ? { path: `/events/${id}/messages`, label: event.titleKo } : null}
              onClose={() => setMessaging(false)}
              onSent={async (text) => {
                setMessaging(false);
                setNotice(text);
              }}
            />
            {event.type === 'application' ? (
              <SessionsPanel
                eventId={id}
                period={event}
                sessions={event.sessions}
                writable={writable}
                onChange={reload}
              />
            ) : null}

            <EventForm
              key={event.updatedAt}
              initial={eventToForm(event)}
              readOnly={!writable}
              saved
              onSave={async (values) => {
                const saved = await adminJson<AdminEvent>(`/events/${id}`, {
                  method: 'PATCH',
                  json: toEventBody(values),
                });
                setNotice(t('saved'));
                setWarnings(warningsOf(saved));
                await reload();
              }}
            />

            {writable ? (
              <section className={formStyles.dangerZone} aria-labelledby="danger-title">
                <h2 id="danger-title" className={pageStyles.sectionTitle}>
                  {t('deleteTitle')}
                </h2>
                <p className={fieldStyles.hint} id="delete-hint">
                  {t('deleteHint')}
                </p>
                {/* An event with applications cannot go (the server refuses it): the button says so
                    instead of offering a red action that fails (the third review). */}
                <button
                  type="button"
                  className={buttonStyles.dangerButton}
                  onClick={() => del.setDeleting(true)}
                  disabled={event.applications > 0}
                  aria-describedby="delete-hint"
                >
                  {t('delete')}
                </button>
                <ConfirmDialog
                  open={del.deleting}
                  title={t('deleteConfirmTitle')}
                  body={t('deleteConfirm', { title: event.titleKo })}
                  error={del.error}
                  keepLabel={t('keep')}
                  confirm={t('delete')}
                  onConfirm={del.remove}
                  onClose={() => del.setDeleting(false)}
                />
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

const tabOf = (errors: FieldErrors<EventFormValues>): 'ko' | 'en' | null => {
  const keys = Object.keys(errors);
  if (keys.some((k) => k.endsWith('Ko'))) return 'ko';
  if (keys.some((k) => k.endsWith('En'))) return 'en';
  return null;
};

function EventForm({
  initial,
  onSave,
  readOnly = false,
  saved = false,
}: {
  initial: EventFormValues;
  onSave: (values: EventFormValues) => Promise<void>;
  readOnly?: boolean;
  saved?: boolean;
}) {
  const t = useTranslations('admin.events');
  const [tab, setTab] = useState<'ko' | 'en'>('ko');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EventFormValues>({
    resolver: eventResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const values = watch();
  // the editions to choose from, and the one it has even before they arrive (its option stays selected)
  const editions = useAdminQuery<AdminEditionOptions>('/event-editions');
  const editionItems = editions.state.status === 'ready' ? editions.state.data.items : null;
  const english = englishStatus(values);
  const missing = english.state === 'missing' ? english.fields : [];
  const questionsMissing = english.state === 'missing' && english.questions;

  const submit = handleSubmit(
    async (v) => {
      setFormError(null);
      try {
        await onSave(v);
      } catch (err) {
        setFormError(showApiError(err, setError, FIELD_NAMES, t('networkError')));
        if (err instanceof ApiClientError) {
          const tabWithError = tabOf(
            Object.fromEntries(
              Object.keys(err.body.error.fields ?? {}).map((k) => [k, true]),
            ) as FieldErrors<EventFormValues>,
          );
          if (tabWithError) setTab(tabWithError);
        }
      }
    },
    (errs) => {
      const next = tabOf(errs);
      if (next) setTab(next);
      setFormError(t('fixErrors'));
    },
  );

  return (
    <form
      onSubmit={submit}
      onFocus={eventResolver.preload}
      noValidate
      className={formStyles.eventForm}
      data-event-form=""
    >
      <fieldset disabled={readOnly} className={formStyles.formFieldset}>
        <legend className="visually-hidden">{t('formLegend')}</legend>
        {formError ? (
          <p className={messageStyles.errorBox} role="alert" data-form-error="">
            {formError}
          </p>
        ) : null}

        <section className={pageStyles.panel} aria-labelledby="basics-title">
          <h2 id="basics-title" className={pageStyles.sectionTitle}>
            {t('basics')}
          </h2>
          <div className={formStyles.grid2}>
            <SelectField
              id="ev-type"
              label={t('typeLabel')}
              error={errors.type?.message}
              hint={t('typeHint')}
              registration={register('type')}
              options={EVENT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            />
            <SelectField
              id="ev-kind"
              label={t('kindLabel')}
              error={errors.kind?.message}
              registration={register('kind')}
              options={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
            <SelectField
              id="ev-edition"
              label={t('editionLabel')}
              error={errors.editionId?.message}
              hint={t('editionHint')}
              registration={register('editionId')}
              options={[
                { value: '', label: t('editionNone') },
                ...(editionItems
                  ? editionItems.map((x) => ({
                      value: x.id,
                      label: editionLabel(t, x),
                    }))
                  : initial.editionId
                    ? [{ value: initial.editionId, label: t('editionLoading') }]
                    : []),
              ]}
            />
            <AdminField
              id="ev-activityMinutes"
              label={t('activityMinutesLabel')}
              error={errors.activityMinutes?.message}
              hint={t('activityMinutesHint')}
            >
              {(a) => <input {...a} type="text" inputMode="numeric" {...register('activityMinutes')} />}
            </AdminField>
            <AdminField id="ev-visibility" label={t('visibilityLabel')} error={errors.visibility?.message}>
              {(a) => (
                <select {...a} {...register('visibility')}>
                  <option value="PUBLIC">{t('visibility.PUBLIC')}</option>
                  <option value="PRIVATE">{t('visibility.PRIVATE')}</option>
                </select>
              )}
            </AdminField>
            {values.visibility === 'PRIVATE' ? (
              <AdminField
                id="ev-audience"
                label={t('audienceLabel')}
                error={errors.audience?.message}
                hint={t('audienceHint')}
              >
                {(a) => (
                  <select {...a} {...register('audience')}>
                    <option value="members">{t('audience.members')}</option>
                    <option value="normal">{t('audience.normal')}</option>
                    <option value="company">{t('audience.company')}</option>
                  </select>
                )}
              </AdminField>
            ) : null}
          </div>
        </section>

        <section className={pageStyles.panel} aria-labelledby="content-title">
          <h2 id="content-title" className={pageStyles.sectionTitle}>
            {t('content')}
          </h2>
          {missing.length > 0 || questionsMissing ? (
            <div className={messageStyles.warnBox} data-missing-english="">
              <p>{t('missingEnglish')}</p>
              <ul>
                {missing.map((f) => (
                  <li key={f}>{t(`fields.${f}`)}</li>
                ))}
                {questionsMissing ? <li>{t('fields.questions')}</li> : null}
              </ul>
            </div>
          ) : english.state === 'complete' ? (
            <p className={messageStyles.okBox} data-english-complete="">
              {t('englishComplete')}
            </p>
          ) : null}
          <FactTokenGuide />
          <div role="tablist" aria-label={t('languages')} className={formStyles.tabs}>
            {(['ko', 'en'] as const).map((lang) => (
              <button
                key={lang}
                type="button"
                role="tab"
                id={`tab-${lang}`}
                aria-selected={tab === lang}
                aria-controls={`panel-${lang}`}
                tabIndex={tab === lang ? 0 : -1}
                className={formStyles.tab}
                onClick={() => setTab(lang)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                    const other = lang === 'ko' ? 'en' : 'ko';
                    setTab(other);
                    document.getElementById(`tab-${other}`)?.focus();
                  }
                }}
                data-lang-tab={lang}
              >
                {t(`lang.${lang}`)}
                {lang === 'en' && (missing.length > 0 || questionsMissing) ? (
                  <span className={formStyles.tabFlag}>{t('incomplete')}</span>
                ) : null}
              </button>
            ))}
          </div>
          {(['ko', 'en'] as const).map((lang) => (
            <LanguagePanel key={lang} lang={lang} hidden={tab !== lang} form={form} readOnly={readOnly} />
          ))}
        </section>

        <section className={pageStyles.panel} aria-labelledby="dates-title">
          <h2 id="dates-title" className={pageStyles.sectionTitle}>
            {t('dates')}
          </h2>
          <p className={fieldStyles.hint}>{t('datesHint')}</p>
          <div className={formStyles.grid2}>
            {(['startsAt', 'endsAt', 'applyOpensAt', 'applyClosesAt'] as const).map((name) => (
              <AdminField
                key={name}
                id={`ev-${name}`}
                label={t(`date.${name}`)}
                error={errors[name]?.message}
              >
                {(a) => <input {...a} type="datetime-local" {...register(name)} />}
              </AdminField>
            ))}
          </div>
          <MediaPicker
            label={t('thumbnail')}
            value={values.thumbnail || null}
            onChange={(v) => form.setValue('thumbnail', v ?? '', { shouldDirty: true })}
          />
          {errors.thumbnail?.message ? (
            <p className={fieldStyles.fieldError}>{errors.thumbnail.message}</p>
          ) : null}
        </section>

        {values.type === 'survey' ? <QuestionsEditor form={form} /> : null}

        <div className={formStyles.formFooter}>
          {!saved ? (
            <label className={fieldStyles.check}>
              <input type="checkbox" {...register('published')} />
              <span>{t('publishNow')}</span>
            </label>
          ) : null}
          {!readOnly ? (
            <button
              type="submit"
              className={buttonStyles.primaryButton}
              disabled={isSubmitting}
              data-save-event=""
            >
              {isSubmitting ? t('saving') : saved ? (isDirty ? t('save') : t('saveUnchanged')) : t('create')}
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

function LanguagePanel({
  lang,
  hidden,
  form,
  readOnly,
}: {
  lang: 'ko' | 'en';
  hidden: boolean;
  form: UseFormReturn<EventFormValues>;
  readOnly: boolean;
}) {
  const t = useTranslations('admin.events');
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const suffix = lang === 'ko' ? 'Ko' : 'En';
  const title = `title${suffix}` as const;
  const summary = `summary${suffix}` as const;
  const body = `body${suffix}` as const;
  const place = `place${suffix}` as const;
  const bodyField = register(body);
  return (
    <div
      role="tabpanel"
      id={`panel-${lang}`}
      aria-labelledby={`tab-${lang}`}
      hidden={hidden}
      className={formStyles.tabPanel}
    >
      <AdminField id={`ev-${title}`} label={t(`fieldLabel.title.${lang}`)} error={errors[title]?.message}>
        {(a) => <input {...a} type="text" lang={lang} {...register(title)} />}
      </AdminField>
      <AdminField
        id={`ev-${summary}`}
        label={t(`fieldLabel.summary.${lang}`)}
        error={errors[summary]?.message}
        hint={t('factsHint')}
      >
        {(a) => <textarea {...a} rows={2} lang={lang} {...register(summary)} />}
      </AdminField>
      <AdminField
        id={`ev-${body}`}
        label={t(`fieldLabel.body.${lang}`)}
        error={errors[body]?.message}
        hint={`${t('bodyHint')} ${t('factsHint')}`}
      >
        {(a) => (
          <RichTextEditor
            id={a.id}
            lang={lang}
            a11y={{ 'aria-invalid': a['aria-invalid'], 'aria-describedby': a['aria-describedby'] }}
            value={watch(body) ?? ''}
            registerRef={bodyField.ref}
            onChange={(v) => setValue(body, v, { shouldDirty: true })}
            readOnly={readOnly}
          />
        )}
      </AdminField>
      <AdminField id={`ev-${place}`} label={t(`fieldLabel.place.${lang}`)} error={errors[place]?.message}>
        {(a) => <input {...a} type="text" lang={lang} {...register(place)} />}
      </AdminField>
    </div>
  );
}
