'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { TICKET_MINUTES } from '@/schemas/event-rules';
import { defaultPatternPeriod } from '@/schemas/schedule-rules';
import type { BulkSessionsBody, BulkSessionsResponse } from '@/schemas/schedules';
import { ApiClientError, adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import { seoulDate, seoulTime } from '../console-kit/seoul-time';
import s from './schedules.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Field = 'from' | 'to' | 'weekdays' | 'times' | 'durationMinutes' | 'capacity' | 'closedDates';

/** Start times from `first` to `last` every `every` minutes (`HH:mm`, Seoul wall clock). */
export function timesBetween(first: string, last: string, every: number): string[] {
  const toMin = (v: string) =>
    /^\d{2}:\d{2}$/.test(v) ? Number(v.slice(0, 2)) * 60 + Number(v.slice(3)) : NaN;
  const a = toMin(first);
  const b = toMin(last || first);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a || !(every >= 5)) return Number.isNaN(a) ? [] : [first];
  const out: string[] = [];
  for (let m = a; m <= b && out.length < 48; m += every)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/** Groups planned slots by Seoul day for the preview. */
function byDay(slots: { startsAt: string }[]) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = seoulDate(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), seoulTime(slot.startsAt)]);
  }
  return [...days.entries()];
}

/**
 * Slots in bulk from a pattern (issue 27): period, weekdays, first and last start with an interval,
 * length, seats, closed days. "Preview" asks the server (dry run) what it would create and skip;
 * "Create" writes it all in one transaction or nothing.
 */
export function ScheduleBuilder({
  eventId,
  period,
  capacity: usual,
  onCreated,
}: {
  eventId: string;
  /** The seats each slot starts with (`usualCapacity`: what the event's slots hold). */
  capacity: number;
  /** The event's dates: the pattern's period starts as the event's days (from today). */
  period: { startsAt: string; endsAt: string };
  onCreated: () => Promise<void>;
}) {
  const t = useTranslations('schedules.builder');
  const id = useId();
  const [from, setFrom] = useState(() => defaultPatternPeriod(period, new Date()).from);
  const [to, setTo] = useState(() => defaultPatternPeriod(period, new Date()).to);
  const [weekdays, setWeekdays] = useState<number[]>([2, 3, 4, 5, 6, 7]);
  const [first, setFirst] = useState('11:00');
  const [last, setLast] = useState('17:00');
  const [every, setEvery] = useState('60');
  const [duration, setDuration] = useState(String(TICKET_MINUTES));
  const [capacity, setCapacity] = useState(String(usual));
  const [closed, setClosed] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkSessionsResponse | null>(null);
  const [result, setResult] = useState<BulkSessionsResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  const times = timesBetween(first, last, Number(every));
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
      setResult(null);
    };

  const body = (dryRun: boolean): BulkSessionsBody => ({
    from,
    to,
    weekdays,
    times,
    durationMinutes: Number(duration),
    capacity: Number(capacity),
    closedDates: closed
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean),
    dryRun,
  });

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const answer = await adminJson<BulkSessionsResponse>(`/events/${eventId}/sessions/bulk`, {
        method: 'POST',
        json: body(dryRun),
      });
      if (dryRun) setPreview(answer);
      else {
        setPreview(null);
        setResult(answer);
        await onCreated();
      }
    } catch (err) {
      if (err instanceof ApiClientError) {
        const next: Partial<Record<Field, string>> = {};
        for (const [field, message] of Object.entries(err.body.error.fields ?? {})) {
          const key = field.split('.')[0] as Field;
          next[key] ??= message;
        }
        setErrors(next);
        setFormError(Object.keys(next).length ? t('fixErrors') : err.body.error.message);
      } else setFormError(t('networkError'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };

  const field = (name: Field) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={fieldStyles.fieldError}>
        {errors[name]}
      </p>
    ) : null;

  return (
    // Folded, the line says what it makes and that it opens (the thirteenth review read the title
    // alone in its frame as an empty card).
    <details
      className={s.builder}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-schedule-builder=""
    >
      <summary className={s.builderLine}>
        <span className={s.builderText}>
          <span className={s.builderTitle}>{t('title')}</span>{' '}
          <span className={s.builderSummary}>{t('summary')}</span>
        </span>
        <span className={s.builderAction} aria-hidden="true">
          {open ? t('close') : t('open')}
        </span>
      </summary>
      <p className={fieldStyles.hint}>{t('lead')}</p>
      <form onSubmit={submit} noValidate className={s.form} aria-labelledby={`${id}-legend`}>
        <h3 id={`${id}-legend`} className="visually-hidden">
          {t('title')}
        </h3>
        <div className={s.grid}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-from`}>{t('from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => changed(setFrom)(e.target.value)}
              {...field('from')}
            />
            {error('from')}
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-to`}>{t('to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(e) => changed(setTo)(e.target.value)}
              {...field('to')}
            />
            {error('to')}
          </div>
        </div>
        <fieldset className={s.weekdays} {...field('weekdays')}>
          <legend>{t('weekdays')}</legend>
          <div className={s.weekdayRow}>
            {WEEKDAYS.map((d) => (
              <label key={d} className={s.check}>
                <input
                  type="checkbox"
                  checked={weekdays.includes(d)}
                  onChange={(e) =>
                    changed(setWeekdays)(
                      e.target.checked ? [...weekdays, d].sort() : weekdays.filter((w) => w !== d),
                    )
                  }
                  data-weekday={d}
                />
                {t(`weekday.${d}`)}
              </label>
            ))}
          </div>
          {error('weekdays')}
        </fieldset>
        <div className={s.grid}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-first`}>{t('firstStart')}</label>
            <input
              id={`${id}-first`}
              type="time"
              value={first}
              onChange={(e) => changed(setFirst)(e.target.value)}
              {...field('times')}
            />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-last`}>{t('lastStart')}</label>
            <input
              id={`${id}-last`}
              type="time"
              value={last}
              onChange={(e) => changed(setLast)(e.target.value)}
              {...field('times')}
            />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-every`}>{t('every')}</label>
            <input
              id={`${id}-every`}
              type="number"
              inputMode="numeric"
              min={5}
              step={5}
              value={every}
              onChange={(e) => changed(setEvery)(e.target.value)}
            />
          </div>
        </div>
        <p className={fieldStyles.hint} data-times="">
          {times.length ? t('timesList', { count: times.length, times: times.join(', ') }) : t('timesNone')}
        </p>
        {error('times')}
        <div className={s.grid}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-duration`}>{t('duration')}</label>
            <input
              id={`${id}-duration`}
              type="number"
              inputMode="numeric"
              min={5}
              value={duration}
              onChange={(e) => changed(setDuration)(e.target.value)}
              {...field('durationMinutes')}
            />
            {error('durationMinutes')}
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-capacity`}>{t('capacity')}</label>
            <input
              id={`${id}-capacity`}
              type="number"
              inputMode="numeric"
              min={1}
              value={capacity}
              onChange={(e) => changed(setCapacity)(e.target.value)}
              {...field('capacity')}
            />
            {error('capacity')}
          </div>
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-closed`}>{t('closedDates')}</label>
          <textarea
            id={`${id}-closed`}
            rows={2}
            value={closed}
            placeholder="2026-12-25"
            onChange={(e) => changed(setClosed)(e.target.value)}
            aria-invalid={Boolean(errors.closedDates)}
            aria-describedby={errors.closedDates ? `${id}-closedDates-error` : `${id}-closed-hint`}
          />
          {errors.closedDates ? (
            error('closedDates')
          ) : (
            <p id={`${id}-closed-hint`} className={fieldStyles.hint}>
              {t('closedHint')}
            </p>
          )}
        </div>
        <div aria-live="polite">
          {formError ? (
            <p className={messageStyles.errorBox} data-builder-error="">
              {formError}
            </p>
          ) : null}
          {result ? (
            <p className={messageStyles.okBox} data-builder-result="">
              {t('created', { created: result.created, skipped: result.skipped.length })}
            </p>
          ) : null}
        </div>
        <div className={s.actions}>
          <button
            type="submit"
            className={buttonStyles.secondaryButton}
            disabled={busy}
            data-builder-preview=""
          >
            {busy ? t('working') : t('preview')}
          </button>
          {preview && preview.created > 0 ? (
            <button
              type="button"
              className={buttonStyles.primaryButton}
              disabled={busy}
              onClick={() => void send(false)}
              data-builder-save=""
            >
              {t('save', { count: preview.created })}
            </button>
          ) : null}
        </div>
        {preview ? (
          <section aria-labelledby={`${id}-preview`} data-builder-preview-list="">
            <h4 id={`${id}-preview`} className={s.summary} tabIndex={-1}>
              {t('previewSummary', { created: preview.created, skipped: preview.skipped.length })}
            </h4>
            <ul className={s.preview}>
              {byDay(preview.sessions).map(([day, list]) => (
                <li key={day} className={s.previewDay}>
                  <strong>{day}</strong>
                  <span>{list.join(' · ')}</span>
                </li>
              ))}
              {byDay(preview.skipped).map(([day, list]) => (
                <li key={`skip-${day}`} className={s.previewDay}>
                  <strong>{day}</strong>
                  <span>
                    {t('skippedLabel')} <span className={s.skipped}>{list.join(' · ')}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </form>
    </details>
  );
}
