'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Registration } from '@/lib/client/form';
import type { EventSession } from '@/schemas/events';
import styles from './events.module.css';
import { dayParts, initialDay, pickerDays, selectable, slotDays, slotLabel } from './slot-dates';

/** `11.26 (목)`: a date as the chips and the apply bar show it. */
export function useDayLabel() {
  const t = useTranslations('events.detail');
  return (date: string) => {
    const { monthDay, weekday } = dayParts(date);
    return `${monthDay} (${t(`weekday.${weekday}`)})`;
  };
}

/**
 * An application's slots as a date picker (one chip per day, with the seats left that day) and a
 * time grid for the chosen day. Both are native radio groups: arrow keys move within a group, Tab
 * moves between them, and the form reads the chosen time through `field` (src/lib/client/form.ts).
 */
export function SlotPicker({
  sessions,
  chosenId,
  day: chosenDay,
  onDay,
  ready,
  online = false,
  field,
  error,
}: {
  sessions: EventSession[];
  chosenId: string;
  /**
   * The day the visitor chose, kept by the page (the form around the picker starts again once the
   * session is known); until one is chosen, the chosen slot's day or the first open day.
   */
  day?: string;
  onDay: (day: string) => void;
  /** False until the session is known: the times show, but cannot be chosen yet. */
  ready: boolean;
  /** Held online: places, not seats in a room. */
  online?: boolean;
  field: Registration<'sessionId'>;
  error?: string;
}) {
  const t = useTranslations('events.detail');
  const dayLabel = useDayLabel();
  const days = pickerDays(slotDays(sessions));
  const day = chosenDay ?? initialDay(days, chosenId);
  const shown = days.find((d) => d.date === day) ?? days[0];
  const chips = useRef<HTMLDivElement>(null);
  const shownDate = shown?.date;
  // On a phone the days are one scrolling row that fades out at its right edge: the chosen day is
  // brought whole into view, clear of the fade (the ninth review found it cut at the edge).
  useEffect(() => {
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>(`input[value="${shownDate}"]`)?.closest('label');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const fade = 64;
    const box = row.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    const left = at.left - box.left + row.scrollLeft;
    const right = left + at.width;
    if (right > row.scrollLeft + row.clientWidth - fade) row.scrollLeft = right - row.clientWidth + fade;
    else if (left < row.scrollLeft) row.scrollLeft = Math.max(0, left - 8);
  }, [shownDate]);
  if (!shown) return null;

  return (
    <div className={styles.picker}>
      <fieldset className={styles.dates}>
        <legend className={styles.pickerLegend}>{t('dates')}</legend>
        <div className={styles.dateChips} ref={chips}>
          {days.map((d) => (
            <label key={d.date} className={styles.dateChip} data-testid="date-chip" data-closed={d.closed}>
              <input
                type="radio"
                name="slot-date"
                value={d.date}
                checked={d.date === shown.date}
                onChange={() => onDay(d.date)}
              />
              <span className={styles.dateChipDay}>{dayLabel(d.date)}</span>
              <span className={styles.dateChipHint}>
                {d.seatsLeft > 0
                  ? t(online ? 'online.seatsLeft' : 'seatsLeft', { count: d.seatsLeft })
                  : d.waitlist
                    ? t('dateWaitlist')
                    : d.past
                      ? t('datePast')
                      : t('dateClosed')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.times} aria-describedby={error ? 'slot-error' : undefined}>
        <legend className={styles.pickerLegend}>{t('timesOn', { date: dayLabel(shown.date) })}</legend>
        <div className={styles.timeGrid}>
          {shown.sessions.map((s) => {
            // The time a visitor chooses is when it starts (a docent tour of about 30 minutes on a
            // 45-minute ticket read as a 45-minute tour: review of 2026-12-02); the ticket says how
            // long it is valid.
            const { start } = slotLabel(s);
            return (
              <label key={s.id} className={styles.slot} data-state={s.state} data-testid="slot">
                <input type="radio" value={s.id} disabled={!ready || !selectable(s)} {...field} />
                <span className={styles.slotTime}>{start}</span>
                <span className={styles.slotSeats}>
                  {s.state === 'available'
                    ? t(online ? 'online.seatsLeft' : 'seatsLeft', { count: s.seatsLeft })
                    : s.state === 'full'
                      ? `${t('slotState.full')} · ${t('waitingCount', { count: s.waiting })}`
                      : t(`slotShort.${s.state}`)}
                </span>
              </label>
            );
          })}
        </div>
        {error ? (
          <p id="slot-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
