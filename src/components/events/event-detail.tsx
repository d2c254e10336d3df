'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { StoredPicture } from '@/components/media/stored-picture';
import choice from '@/components/members/choice.module.css';
import { useSession } from '@/components/members/session-provider';
import { Link } from '@/i18n/navigation';
import { ApiClientError, apiJson } from '@/lib/client/api';
import { useForm } from '@/lib/client/form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import { formatDate, formatDateRange, RANGE_SEPARATOR } from '@/lib/dates';
import { placeLines } from '@/lib/place-lines';
import { isOnlineKind, seoulDate, seoulTime } from '@/schemas/event-rules';
import type { Answers, ApplicationCreated, EventDetail, MyApplication } from '@/schemas/events';
import { BookingConfirmation } from './booking-confirmation';
import styles from './events.module.css';
import { HelpLine } from './help-line';
import { DETAIL_SIZES } from './picture-sizes';
import {
  audienceKey,
  cardStatus,
  durationOf,
  oneDayHours,
  selectable,
  shownDates,
  slotLabel,
  slotMinutes,
  statusLabel,
} from './slot-dates';
import { SlotPicker, useDayLabel } from './slot-picker';
import { useErrorMessage, useFieldMessage } from './use-field-message';

type FormValues = { sessionId: string; answers: Answers };

const SEATS_REFRESH_MS = 15_000;
/** `forMember`: fetched with the member's token (their slots); false for the visitor's answer from the server. */
type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; event: EventDetail; forMember: boolean };

/** The same rules the API applies: a slot for application events, and the survey's answers schema. */
function applyResolver(event: EventDetail) {
  return lazyResolver(() => import('@/lib/client/form-resolvers').then((m) => m.applyResolver(event)));
}

/**
 * `/event/[id]`: the event per type, its slots, survey and the apply flow. `initial` is what a
 * visitor sees, rendered on the server (null: no such event for visitors); members fetch theirs.
 */
export function EventDetailView({
  id,
  initial,
  preselect,
}: {
  id: string;
  initial?: EventDetail | null;
  /** A slot chosen before signing in (`?session=`), chosen again on return when it still can be. */
  preselect?: string;
}) {
  const t = useTranslations('events');
  const session = useSession();
  // The day shown in the slot picker, kept here: the form below starts again once the session is
  // known (its key), and a day chosen before that must stay chosen.
  const [day, setDay] = useState<string>();
  const [state, setState] = useState<State>(
    initial
      ? { status: 'ready', event: initial, forMember: false }
      : initial === null
        ? { status: 'missing' }
        : { status: 'loading' },
  );

  const load = useCallback(async () => {
    try {
      const event = await apiJson<EventDetail>(`/events/${id}`);
      setState({ status: 'ready', event, forMember: session.status === 'signedIn' });
    } catch {
      // A failed refresh keeps what is shown; only a first load that fails reads as missing.
      setState((s) => (s.status === 'ready' ? s : { status: 'missing' }));
    }
  }, [id, session.status]);

  useEffect(() => {
    if (session.status === 'restoring') return;
    // A visitor already has the server's answer; a member's (their slots, PRIVATE events) is fetched.
    if (session.status !== 'signedOut' || initial === undefined) void load();
    // Seats left stay honest while the page is open: refresh quietly, only when visible.
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, SEATS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, session.status, initial]);

  // NOTE: an event visitors cannot see may be a member's PRIVATE event: wait for the session before saying so.
  if (state.status === 'loading' || (state.status === 'missing' && session.status === 'restoring'))
    return (
      <>
        <PageHeader title={t('list.title')} sectionHref="/event" />
        <div className={`container ${styles.detail}`} aria-busy="true" />
      </>
    );
  if (state.status === 'missing') {
    return (
      <>
        <PageHeader title={t('list.title')} sectionHref="/event" />
        <div className={`container ${styles.detail}`}>
          <p className={styles.empty}>{t('detail.notFound')}</p>
          <Link href="/event" className={styles.secondaryButton}>
            {t('detail.back')}
          </Link>
        </div>
      </>
    );
  }
  const { event } = state;
  const signedIn = session.status === 'signedIn';
  // A member sees the server's visitor answer until theirs arrives: the slots and buttons wait for it.
  const actionsReady = session.status === 'signedOut' || (signedIn && state.forMember);

  return (
    <article className={styles.detailPage} data-event-type={event.type}>
      {/* The event's name is the page's heading; the trail leads back to the list. */}
      <PageHeader title={event.title} crumbs={[{ href: '/event', label: t('list.title') }]} />
      <div className={`container ${styles.detail}`}>
        <EventIntro event={event} />
        {event.summary ? <p className={styles.lead}>{event.summary}</p> : null}
        {event.body ? (
          <div
            className={styles.body}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitised on the server (content/rich-text.ts), on save and on read.
            dangerouslySetInnerHTML={{ __html: event.body }}
          />
        ) : null}

        {!actionsReady ? <div aria-busy="true" /> : null}
        {actionsReady && event.attendance ? (
          <Attendance event={event} signedIn={signedIn} onDone={load} />
        ) : null}
        {/* The dates and times are in the first HTML; choosing and the apply bar wait for the session. */}
        {event.type !== 'board' ? (
          <ApplyForm
            key={`${event.id}-${signedIn}-${actionsReady}`}
            event={event}
            signedIn={signedIn}
            ready={actionsReady}
            preselect={preselect}
            onApplied={load}
            day={day}
            onDay={setDay}
          />
        ) : null}

        <HelpLine label={t('detail.helpLine')} />
        <Link href="/event" className={styles.secondaryButton}>
          {t('detail.back')}
        </Link>
      </div>
    </article>
  );
}

/** Where sign-in returns to: this event, with the slot chosen so far. */
const returnPath = (eventId: string, sessionId?: string) =>
  sessionId ? `/event/${eventId}?session=${sessionId}` : `/event/${eventId}`;

function SignInPrompt({ eventId, sessionId, cta }: { eventId: string; sessionId?: string; cta?: string }) {
  const t = useTranslations('events.detail');
  return (
    <p className={styles.signInPrompt}>
      {cta ? null : <span>{t('signInRequired')}</span>}
      <Link
        href={{ pathname: '/sign/in', query: { next: returnPath(eventId, sessionId) } }}
        className={styles.signInLink}
        data-testid="sign-in-cta"
      >
        {cta ?? t('signIn')}
      </Link>
    </p>
  );
}

/**
 * Before the form, for a visitor: what applying takes, and the one way in. The link carries the
 * slot chosen below, so signing in returns to it.
 */
function SignInGate({ event, sessionId }: { event: EventDetail; sessionId?: string }) {
  const t = useTranslations('events.detail.gate');
  const survey = event.type === 'survey';
  return (
    <section className={styles.gate} aria-labelledby="gate-title" data-testid="sign-in-gate">
      <div>
        <h2 id="gate-title" className={styles.gateTitle}>
          {t('title')}
        </h2>
        <p className={styles.gateBody}>{survey ? t('surveyBody') : t('body')}</p>
      </div>
      <div className={styles.gateActions}>
        <Link
          href={{ pathname: '/sign/in', query: { next: returnPath(event.id, sessionId) } }}
          className={styles.applyButton}
        >
          {/* "로그인": the apply bar already says "로그인하고 신청하기" (the eleventh review counted three
              identical buttons on one phone screen) */}
          {t('signIn')}
        </Link>
        <p className={styles.gateHint}>
          {t('noAccount')}{' '}
          <Link href="/sign/up" className={styles.inlineLink}>
            {t('signUp')}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The event's picture and its key facts (when, where, how long, price, who), above everything else. */
function EventIntro({ event }: { event: EventDetail }) {
  const t = useTranslations('events');
  // The card's one status (what a visitor can do now, else where the event is in time): the page
  // said "오픈 예정" (its date to come) where its card said "신청 가능" (the fifth review).
  const status = cardStatus(event, new Date());
  const online = isOnlineKind(event.kind);
  const single = event.type === 'application' && event.sessions.length === 1 ? event.sessions[0] : undefined;
  // Issue 50: the days of its slots where it has them, as its card says (first slot's day to last's).
  const dates = shownDates(event);
  const day = oneDayHours(event);
  const when = single
    ? `${formatDate(seoulDate(single.startsAt), 'ko', { weekday: true })} ${seoulTime(single.startsAt)}`
    : day
      ? `${formatDate(day.day, 'ko', { weekday: true })} ${day.from}${RANGE_SEPARATOR}${day.to}`
      : formatDateRange(seoulDate(dates.from), seoulDate(dates.to), 'ko');
  // a road and its number, a building and its floors, held together ("연무장길 / 118": the twelfth review)
  // The venue's name, then its bracketed address as one piece that moves to the next line whole (the
  // fifteenth review read "(서울 성동구 / 연무장길 118, …" broken inside the bracket at 1440 px).
  const venue = event.location ? placeLines(event.location) : null;
  const where = venue ? (
    venue.address ? (
      <>
        {venue.name} <span className={styles.factAddress}>({venue.address})</span>
      </>
    ) : (
      venue.name
    )
  ) : online ? (
    t('detail.facts.online')
  ) : null;
  // A seminar or a workshop lasts as long as its slot: read off the schedule, never retyped (issue 50).
  const length = durationOf(event);
  const duration = length && t(`detail.duration.${length.key}`, { minutes: length.minutes ?? 0 });
  return (
    <header className={styles.intro}>
      <StoredPicture
        image={event.picture}
        focalBy="script"
        alt={t('detail.pictureAlt', { title: event.title })}
        sizes={DETAIL_SIZES}
        priority
        className={styles.introPicture}
      />
      <div className={styles.introFacts}>
        <p className={styles.meta}>
          <span>{t(`type.${event.type}`)}</span>
          <span className={styles.metaStatus} data-status={status}>
            {t(statusLabel(status, event.type))}
          </span>
        </p>
        <dl className={styles.facts} aria-label={t('detail.facts.label')} data-testid="event-facts">
          <div>
            <dt>{t('detail.facts.when')}</dt>
            <dd>{when}</dd>
          </div>
          {where ? (
            <div>
              <dt>{t('detail.facts.where')}</dt>
              <dd>{where}</dd>
            </div>
          ) : null}
          {duration ? (
            <div>
              <dt>{t('detail.facts.duration')}</dt>
              <dd>{duration}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('detail.facts.price')}</dt>
            <dd>{t('detail.facts.free')}</dd>
          </div>
          <div>
            {/* An exhibition's event says what its page's admission says (priority entry for those
                who sign up), never "no sign-up needed" beside it (the sixth review, EP.04); an ended
                one says who it was for then (the tenth review read an ended tour in the present). */}
            <dt>{t(status === 'ended' ? 'detail.facts.audienceThen' : 'detail.facts.audience')}</dt>
            <dd>{t(`detail.facts.audienceBy.${audienceKey(event)}`)}</dd>
          </div>
          {event.applyOpensAt && event.applyClosesAt ? (
            <div>
              <dt>{t('detail.applyPeriod')}</dt>
              <dd>
                {/* each date with its time on one line, never broken at a date's hyphen ("2026-12-23 /
                    23:59" the fourteenth review, "2026-12- / 23" the fifteenth, at 390) */}
                <span className="nobr">
                  {formatDate(seoulDate(event.applyOpensAt), 'ko')} {seoulTime(event.applyOpensAt)}
                </span>
                {RANGE_SEPARATOR}
                <span className="nobr">
                  {formatDate(seoulDate(event.applyClosesAt), 'ko')} {seoulTime(event.applyClosesAt)}
                </span>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}

function Attendance({
  event,
  signedIn,
  onDone,
}: {
  event: EventDetail;
  signedIn: boolean;
  onDone: () => Promise<void>;
}) {
  const t = useTranslations('events.detail.attendance');
  const errorText = useErrorMessage('events.errors');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signUp = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await apiJson(`/events/${event.id}/attendance`, { method: 'POST' });
      await onDone();
    } catch (err) {
      setError(errorText(err instanceof ApiClientError ? err.code : undefined));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="attendance-title">
      <h3 id="attendance-title">{t('title')}</h3>
      <p>{t('body')}</p>
      {event.attending ? (
        <p className={styles.success} role="status">
          {t('done')}
        </p>
      ) : signedIn && event.status !== 'ended' ? (
        <button type="button" className={styles.secondaryButton} onClick={signUp} disabled={busy}>
          {t('button')}
        </button>
      ) : !signedIn ? (
        <SignInPrompt eventId={event.id} />
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function ApplyForm({
  event,
  signedIn,
  ready,
  preselect,
  onApplied,
  day,
  onDay,
}: {
  event: EventDetail;
  signedIn: boolean;
  /** The session is known (and a member's own answer is in): choosing and applying may start. */
  ready: boolean;
  preselect?: string;
  onApplied: () => Promise<void>;
  /** The day the slot picker shows, when one was chosen (kept by the page across this form's restarts). */
  day?: string;
  onDay: (day: string) => void;
}) {
  const t = useTranslations('events.detail');
  const dayLabel = useDayLabel();
  const fieldMessage = useFieldMessage();
  const errorText = useErrorMessage('events.errors');
  const resolver = useMemo(() => applyResolver(event), [event]);
  const defaults = useMemo<FormValues>(
    () => ({
      sessionId: '',
      answers: Object.fromEntries(event.questions.map((q) => [q.id, q.kind === 'multiple' ? [] : ''])),
    }),
    [event.questions],
  );
  // Back from signing in: the slot chosen before, when it can still be chosen.
  const returned = event.sessions.find((s) => s.id === preselect && selectable(s));
  // One time to choose (an online seminar): it is chosen already, as its day is (the seventh review
  // saw the bar ask for a date and time the picker showed as picked).
  const choosable = event.sessions.filter(selectable);
  const given = returned ?? (choosable.length === 1 ? choosable[0] : undefined);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: given ? { ...defaults, sessionId: given.id } : defaults,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const returnedId = ready && signedIn ? returned?.id : undefined;
  useEffect(() => {
    if (returnedId) formRef.current?.scrollIntoView({ block: 'start' });
  }, [returnedId]);
  const { register, handleSubmit, formState, watch, setError } = form;
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<FormValues | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  /** The seat just booked or the place in line just taken here: the bar shows it until another slot is chosen. */
  const [booked, setBooked] = useState<{
    status: ApplicationCreated['status'];
    sessionId: string;
    application?: MyApplication;
  }>();
  const [busy, setBusy] = useState(false);
  /**
   * After a booking its confirmation stands in the picker's place, the picker folded behind a button
   * (the fifth review: the full picker under the ticket still read as asking for a choice).
   */
  const [pickAgain, setPickAgain] = useState(false);
  const folded = Boolean(booked?.application) && !pickAgain;
  const chosenId = watch('sessionId');
  const chosen = event.sessions.find((s) => s.id === chosenId);
  const place = event.location ? placeLines(event.location) : null;
  // A full slot can still be chosen: the button then joins its waitlist.
  const waitlist = chosen?.state === 'full';

  const done = event.type === 'survey' ? event.responded : false;
  const open = event.applyState === 'open';
  const online = isOnlineKind(event.kind);
  const formId = `apply-${event.id}`;
  // How long a ticket is valid, where the programme takes less than its slot (a tour that a late
  // visitor can still join; a workshop runs its whole slot, and its page said a docent tour's rule:
  // the ninth review). The body may already carry the rule (the demo docent tour does): say it once.
  const bodyText = event.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const ticketMinutes = slotMinutes(event.sessions);
  const slotsHint = online
    ? t('online.slotsHint')
    : event.activityMinutes && ticketMinutes > event.activityMinutes
      ? t('slotsHint', { minutes: ticketMinutes })
      : null;
  const showSlotsHint = slotsHint !== null && !bodyText.includes(slotsHint);

  const onValid = (values: FormValues) => {
    setPending(values);
    dialog.current?.showModal();
  };

  const confirm = async () => {
    if (!pending) return;
    dialog.current?.close();
    setBusy(true);
    setResult(null);
    setBooked(undefined);
    setPickAgain(false);
    try {
      const created = await apiJson<ApplicationCreated>(`/events/${event.id}/applications`, {
        method: 'POST',
        // An application cannot be stored twice (a second is ALREADY_APPLIED): safe to try again.
        retryWhenUnavailable: true,
        json: {
          ...(pending.sessionId ? { sessionId: pending.sessionId } : {}),
          answers: pending.answers,
          ...(waitlist ? { waitlist: true } : {}),
        },
      });
      setResult({
        ok: true,
        text:
          created.status === 'waitlisted'
            ? t('waitlisted', { position: created.position ?? 1 })
            : event.type === 'survey'
              ? t('responded')
              : t('applied'),
      });
      form.reset(defaults);
      const { sessionId } = created;
      if (sessionId) {
        setBooked({ status: created.status, sessionId });
        // The ticket (its QR and number) for the confirmation; without it the line above stands.
        if (created.status === 'confirmed') {
          const application = await apiJson<MyApplication>(`/users/my/applications/${created.id}`).catch(
            () => undefined,
          );
          if (application) setBooked({ status: created.status, sessionId, application });
        }
      }
      await onApplied();
    } catch (err) {
      if (err instanceof ApiClientError) {
        for (const [field, code] of Object.entries(err.body.error.fieldCodes ?? {})) {
          setError(field as 'sessionId', { message: code });
        }
        setResult({ ok: false, text: errorText(err.code) });
        await onApplied();
      } else {
        setResult({ ok: false, text: errorText(undefined) });
      }
    } finally {
      setBusy(false);
    }
  };

  if (!open && !result) {
    return (
      <section className={styles.panel}>
        <p className={styles.notice}>
          {event.applyState === 'notOpen' && event.applyOpensAt
            ? t('notOpen', { date: formatDate(seoulDate(event.applyOpensAt), 'ko') })
            : t('closed')}
        </p>
      </section>
    );
  }

  const answerError = (id: string) => fieldMessage(formState.errors.answers?.[id]?.message);
  const canSubmit = signedIn && open && !done;
  const chosenLabel = chosen ? slotLabel(chosen) : null;
  // With no time chosen, the bar shows the member's booking: the one just made, else one made before.
  const ownSlot = chosenId
    ? undefined
    : booked
      ? event.sessions.find((s) => s.id === booked.sessionId)
      : (event.sessions.find((s) => s.state === 'applied') ??
        event.sessions.find((s) => s.state === 'waiting'));
  const own = ownSlot
    ? {
        waitlisted: booked ? booked.status === 'waitlisted' : ownSlot.state === 'waiting',
        ...slotLabel(ownSlot),
      }
    : null;

  return (
    <>
      {/* Shown while the session is still unknown too: a visitor's page does not move when it is known. */}
      {!signedIn ? <SignInGate event={event} sessionId={chosenId || undefined} /> : null}
      {booked?.application ? (
        <BookingConfirmation application={booked.application} alsoAttending={event.countsAsAttendance}>
          {event.type === 'application' ? (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-expanded={!folded}
              aria-controls={formId}
              data-testid="pick-again"
              onClick={() => {
                setPickAgain((again) => !again);
                if (folded) requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'start' }));
              }}
            >
              {folded ? t('booked.pickAgain') : t('booked.foldPicker')}
            </button>
          ) : null}
        </BookingConfirmation>
      ) : null}
      <form
        id={formId}
        ref={formRef}
        hidden={folded}
        className={styles.panel}
        onSubmit={handleSubmit(onValid)}
        onFocus={resolver.preload}
        noValidate
        aria-labelledby="apply-title"
      >
        <h2 id="apply-title" className={styles.panelTitle}>
          {event.type === 'survey' ? t('survey') : online ? t('online.slots') : t('slots')}
        </h2>
        {event.countsAsAttendance ? <p className={styles.hint}>{t('docentCounts')}</p> : null}
        {event.type === 'application' && showSlotsHint ? <p className={styles.hint}>{slotsHint}</p> : null}

        {event.type === 'application' ? (
          <SlotPicker
            sessions={event.sessions}
            chosenId={chosenId}
            day={day}
            onDay={onDay}
            ready={ready}
            online={online}
            field={register('sessionId')}
            error={formState.errors.sessionId ? t('chooseSlot') : undefined}
          />
        ) : null}

        {event.questions.length ? (
          <div className={styles.questions}>
            {event.type === 'application' ? <h3>{t('survey')}</h3> : null}
            {event.questions.map((q, i) => {
              const errorId = `q-error-${q.id}`;
              const message = answerError(q.id);
              const title = (
                <>
                  {i + 1}. {q.label}{' '}
                  <span className={styles.mark}>{q.required ? t('required') : t('optional')}</span>
                </>
              );
              if (q.kind === 'text') {
                const value = String(watch(`answers.${q.id}`) ?? '');
                const max = q.maxLength ?? 500;
                return (
                  <div key={q.id} className={styles.question}>
                    <label htmlFor={`q-${q.id}`}>{title}</label>
                    <textarea
                      id={`q-${q.id}`}
                      rows={3}
                      aria-invalid={Boolean(message)}
                      aria-describedby={message ? errorId : undefined}
                      {...register(`answers.${q.id}`)}
                    />
                    <span className={styles.counter}>{t('chars', { count: value.length, max })}</span>
                    {message ? (
                      <p id={errorId} className={styles.error}>
                        {message}
                      </p>
                    ) : null}
                  </div>
                );
              }
              return (
                <fieldset
                  key={q.id}
                  className={styles.question}
                  aria-describedby={message ? errorId : undefined}
                  aria-invalid={Boolean(message)}
                >
                  <legend>{title}</legend>
                  {q.options.map((o) => (
                    <label key={o.value} className={`${styles.option} ${choice.control}`}>
                      <input
                        type={q.kind === 'single' ? 'radio' : 'checkbox'}
                        value={o.value}
                        {...register(`answers.${q.id}`)}
                      />
                      <span>{o.label}</span>
                    </label>
                  ))}
                  {message ? (
                    <p id={errorId} className={styles.error}>
                      {message}
                    </p>
                  ) : null}
                </fieldset>
              );
            })}
          </div>
        ) : null}

        {result && !booked?.application ? (
          <div className={result.ok ? styles.success : styles.error} role={result.ok ? 'status' : 'alert'}>
            <p>{result.text}</p>
            {result.ok && event.type === 'application' ? (
              <Link href="/my/apply" className={styles.inlineLink}>
                {t('goMyApply')}
              </Link>
            ) : null}
          </div>
        ) : null}

        {done && !result ? (
          <p className={styles.success} role="status">
            {t('responded')}
          </p>
        ) : null}

        {/* Names what is being booked, when and where (the sixth review: a bare box that said only the
            time); the page behind is inert while it is open. */}
        <dialog ref={dialog} className={styles.dialog} aria-labelledby="confirm-title" data-confirm-dialog="">
          <p className={styles.dialogKicker}>{t('confirmTitle')}</p>
          <h3 id="confirm-title" className={styles.dialogTitle}>
            {event.title}
          </h3>
          {chosen ? (
            <dl className={styles.dialogFacts}>
              <div>
                <dt>{t('facts.when')}</dt>
                <dd>
                  {formatDate(seoulDate(chosen.startsAt), 'ko', { weekday: true })}{' '}
                  {seoulTime(chosen.startsAt)}
                </dd>
              </div>
              {event.location ? (
                <div>
                  <dt>{t('facts.where')}</dt>
                  {/* the venue, then its address on a line of its own (the eleventh review: three
                      ragged lines, "모루빌딩 / 1–3층") */}
                  <dd>
                    {place?.name}
                    {place?.address ? <span className={styles.dialogAddress}>{place.address}</span> : null}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p>{chosen ? t(waitlist ? 'confirmWaitlist' : 'confirmSlot') : t('confirmSurvey')}</p>
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondaryButton} onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </button>
            <button type="button" className={styles.primaryButton} onClick={confirm}>
              {t('confirm')}
            </button>
          </div>
        </dialog>
      </form>

      {/* The apply bar: what is chosen and the one action, kept in reach at the bottom on a phone. */}
      {ready && (!signedIn || canSubmit) ? (
        // Once booked, with no other time chosen, it has nothing to act on: it stays in its place
        // under the ticket instead of over it (the ninth review: on a phone it covered the ticket's
        // cancellation rule).
        <div
          className={styles.applyBar}
          data-testid="apply-bar"
          data-state={signedIn && own && !chosenLabel ? 'booked' : undefined}
        >
          {event.type === 'application' ? (
            <p className={styles.applyBarChoice} aria-live="polite">
              {chosenLabel ? (
                <>
                  <span className={styles.applyBarLabel}>{t('chosen')}</span>
                  <strong>
                    {dayLabel(chosenLabel.date)} {chosenLabel.start}
                  </strong>
                </>
              ) : own ? (
                <>
                  <span className={styles.applyBarLabel}>
                    {own.waitlisted ? t('booked.waitingFor') : t('booked.bookedFor')}
                  </span>
                  <strong>
                    {dayLabel(own.date)} {own.start}
                  </strong>
                  {/* back on a booked event, the way to its ticket (the tenth review found none) */}
                  {booked?.application || own.waitlisted ? null : (
                    <Link href="/my/apply" className={styles.applyBarLink}>
                      {t('booked.viewTicket')}
                    </Link>
                  )}
                </>
              ) : (
                <span className={styles.applyBarLabel}>{t('chooseSlotFirst')}</span>
              )}
            </p>
          ) : null}
          {!signedIn ? (
            <SignInPrompt
              eventId={event.id}
              sessionId={chosenId || undefined}
              cta={event.type === 'survey' ? t('gate.ctaSurvey') : t('gate.cta')}
            />
          ) : own ? (
            // What is booked, until another time is chosen: not a second "apply".
            <button
              type="button"
              className={styles.applyButton}
              data-state="booked"
              data-testid="booked-button"
              disabled
            >
              {own.waitlisted ? t('booked.waitlistButton') : t('booked.button')}
            </button>
          ) : (
            <button type="submit" form={formId} className={styles.applyButton} disabled={busy}>
              {busy
                ? t('applying')
                : event.type === 'survey'
                  ? t('submitSurvey')
                  : waitlist && chosen
                    ? t('joinWaitlist', { count: chosen.waiting })
                    : t('apply')}
            </button>
          )}
        </div>
      ) : null}
    </>
  );
}
