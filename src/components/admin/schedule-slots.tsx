'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/dates';
import type { AdminSession } from '@/schemas/admin';
import { SESSION_CAPACITY_MAX } from '@/schemas/admin-rules';
import { slotState } from '@/schemas/schedule-rules';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import { seoulDate, seoulDateTime } from '../console-kit/seoul-time';
import tableStyles from '../console-kit/table.module.css';
import s from './schedules.module.css';

/**
 * The event's slots as a list that reads as a table on a wide screen and as one card per slot
 * below 768 px; each can be selected (capacity of many at once) and has its own actions.
 */
export function SlotList({
  sessions,
  writable,
  selected,
  onSelect,
  onEdit,
  onMove,
  onCancel,
  onMessage,
  onRemove,
}: {
  sessions: AdminSession[];
  writable: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onEdit: (s: AdminSession) => void;
  onMove: (s: AdminSession) => void;
  onCancel: (s: AdminSession) => void;
  onMessage: (s: AdminSession) => void;
  onRemove: (s: AdminSession) => void;
}) {
  const t = useTranslations('admin.slots');
  const ts = useTranslations('schedules.slots');
  const locale = useLocale() as Locale;
  // A slot that has started is history: it is neither selected in bulk nor moved, edited or cancelled
  // (the review of 2026-12-03 found "예정된 회차 모두 선택 (87개)" counting the past days).
  const now = Date.now();
  const past = (x: AdminSession) => slotState(x, now) !== 'upcoming';
  const open = sessions.filter((x) => !x.cancelledAt && !past(x));
  const all = open.length > 0 && open.every((x) => selected.includes(x.id));
  const toggle = (slotId: string, on: boolean) =>
    onSelect(on ? [...selected, slotId] : selected.filter((x) => x !== slotId));
  const stats = (x: AdminSession) =>
    (
      [
        ['capacity', x.capacity],
        ['taken', x.taken],
        ['left', x.seatsLeft],
        ['checkedIn', x.checkedIn],
        ['waiting', x.waiting],
      ] as const
    ).map(([key, value]) => (
      <span key={key} className={s.stat} data-stat={key} {...(key === 'taken' ? { 'data-taken': '' } : {})}>
        <span className={s.statLabel}>{t(key)}</span>{' '}
        {key === 'left' && value === 0 && !x.cancelledAt ? (
          <span className={tableStyles.full}>{t('full')}</span>
        ) : (
          value
        )}
      </span>
    ));

  const row = (x: AdminSession) => {
    const when = seoulDateTime(x.startsAt);
    const cancelled = Boolean(x.cancelledAt);
    const started = !cancelled && past(x);
    const people = x.taken + x.waiting;
    return (
      <li
        key={x.id}
        className={s.slot}
        data-slot={x.id}
        data-cancelled={cancelled ? 'true' : 'false'}
        data-past={started ? 'true' : 'false'}
      >
        {writable && !cancelled && !started ? (
          // The label is the 44 px target around the box; its text names the slot for screen readers.
          <label className={s.selectBox}>
            <input
              type="checkbox"
              checked={selected.includes(x.id)}
              onChange={(e) => toggle(x.id, e.target.checked)}
              data-select-slot=""
            />
            <span className="visually-hidden">{ts('select', { when })}</span>
          </label>
        ) : (
          <span className={s.selectBox} />
        )}
        <span className={s.slotTime} data-slot-time="">
          {when}
          {cancelled ? <span className={s.cancelledBadge}>{ts('cancelled')}</span> : null}
          {started ? <span className={s.pastBadge}>{ts('past')}</span> : null}
        </span>
        <span className={s.stats}>{stats(x)}</span>
        {writable && !cancelled ? (
          // A started slot keeps only its message; the others are moved, edited, cancelled or removed.
          <span className={s.rowActions}>
            {started ? null : people === 0 ? (
              <button type="button" className={buttonStyles.smallButton} onClick={() => onEdit(x)}>
                {t('edit')}
                <span className="visually-hidden"> {when}</span>
              </button>
            ) : (
              <button
                type="button"
                className={buttonStyles.smallButton}
                onClick={() => onMove(x)}
                data-move=""
              >
                {ts('move')}
                <span className="visually-hidden"> {when}</span>
              </button>
            )}
            {x.taken > 0 ? (
              <button
                type="button"
                className={buttonStyles.smallButton}
                onClick={() => onMessage(x)}
                data-message=""
              >
                {ts('message')}
                <span className="visually-hidden"> {when}</span>
              </button>
            ) : null}
            {started ? null : people > 0 ? (
              <button
                type="button"
                className={buttonStyles.smallDanger}
                onClick={() => onCancel(x)}
                data-cancel=""
                data-danger=""
              >
                {ts('cancel')}
                <span className="visually-hidden"> {when}</span>
              </button>
            ) : (
              <button
                type="button"
                className={buttonStyles.smallDanger}
                onClick={() => onRemove(x)}
                data-danger=""
              >
                {t('remove')}
                <span className="visually-hidden"> {when}</span>
              </button>
            )}
          </span>
        ) : (
          <span />
        )}
      </li>
    );
  };
  // Slots that have started fold away, closed, above the ones to come (a running show's 87 slots were
  // 22,914 px on a phone, past days first).
  const earlier = sessions.filter(past);
  const later = sessions.filter((x) => !past(x));
  // The ones to come, one fold a day with its count and seats left, the next day open (the fifth
  // review: 62 rows without a day between them, 17,486 px on a phone).
  const days = new Map<string, AdminSession[]>();
  for (const x of later) days.set(seoulDate(x.startsAt), [...(days.get(seoulDate(x.startsAt)) ?? []), x]);

  return (
    <div className={s.slotList} data-slot-list="">
      {writable ? (
        <div className={s.listTools}>
          <label className={s.check}>
            <input
              type="checkbox"
              checked={all}
              onChange={(e) => onSelect(e.target.checked ? open.map((x) => x.id) : [])}
              data-select-all=""
            />
            {ts('selectAll', { count: open.length })}
          </label>
        </div>
      ) : null}
      {/* one framed table: the column names head the slots they name, the past fold and the days
          under them (the thirteenth review saw the names float between "select all" and the fold) */}
      <div className={s.slotTable} data-slot-table="">
        <div className={s.slotHead} aria-hidden="true" data-slot-head="">
          <span />
          <span>{t('slot')}</span>
          <span className={s.stat}>{t('capacity')}</span>
          <span className={s.stat}>{t('taken')}</span>
          <span className={s.stat}>{t('left')}</span>
          <span className={s.stat}>{t('checkedIn')}</span>
          <span className={s.stat}>{t('waiting')}</span>
          <span />
        </div>
        {earlier.length ? (
          <details className={s.pastFold} data-past-slots="">
            <summary>{ts('pastFold', { count: earlier.length })}</summary>
            <ul className={s.slots} aria-label={ts('pastFold', { count: earlier.length })}>
              {earlier.map(row)}
            </ul>
          </details>
        ) : null}
        {[...days].map(([day, list], i) => {
          const label = formatDate(day, locale, { weekday: true });
          const held = list.filter((x) => !x.cancelledAt);
          return (
            <details key={day} className={s.day} open={i === 0} data-slot-day={day}>
              <summary>
                <span className={s.dayDate}>{label}</span>{' '}
                <span className={s.dayFigures}>
                  {ts('day', {
                    count: held.length,
                    left: held.reduce((sum, x) => sum + x.seatsLeft, 0),
                    waiting: held.reduce((sum, x) => sum + x.waiting, 0),
                  })}
                </span>
              </summary>
              <ul className={s.slots} aria-label={label}>
                {list.map(row)}
              </ul>
            </details>
          );
        })}
      </div>
    </div>
  );
}

/** One capacity for every selected slot; the server refuses it below any slot's seats taken. */
export function CapacityBar({
  count,
  onSubmit,
}: {
  count: number;
  onSubmit: (capacity: number) => Promise<boolean>;
}) {
  const t = useTranslations('schedules.capacity');
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (!value || !Number.isInteger(n) || n < 1 || n > SESSION_CAPACITY_MAX) return setError(t('invalid'));
    setError(null);
    if (await onSubmit(n)) setValue('');
  };
  return (
    <form className={s.toolbar} onSubmit={submit} noValidate data-capacity-bar="">
      <p className={s.summary}>{t('selected', { count })}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-capacity`}>{t('label')}</label>
        <input
          id={`${id}-capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={SESSION_CAPACITY_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} className={fieldStyles.fieldError}>
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className={fieldStyles.hint}>
            {t('hint')}
          </p>
        )}
      </div>
      <button type="submit" className={buttonStyles.primaryButton}>
        {t('submit')}
      </button>
    </form>
  );
}
