'use client';

import { useTranslations } from 'next-intl';
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

/** The weekdays of a phone's calendar header, Sunday first (`events.detail.weekday` keys). */
const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * An application's slots as a date picker (one chip per day, with the seats left that day; on a
 * phone a month calendar, each day under its weekday, its number and seats in the cell) and a time
 * grid for the chosen day. Both are native radio groups: arrow keys move within a group, Tab
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
  if (!shown) return null;

  return (
    <div className={styles.picker}>
      <fieldset className={styles.dates}>
        <legend className={styles.pickerLegend}>{t('dates')}</legend>
        <div className={styles.dateChips}>
          {/* a phone's calendar header, Sunday first (hidden from 768 px, and from screen readers,
              which read each day's full label) */}
          {WEEK.map((weekday) => (
            <span key={weekday} className={styles.weekHead} aria-hidden="true">
              {t(`weekday.${weekday}`)}
            </span>
          ))}
          {days.map((d) => {
            const { weekday } = dayParts(d.date);
            // the member's own booking or place in line that day, said as such: its seats struck
            // through read as sold out (the eleventh review)
            const own = d.sessions.some((s) => s.state === 'applied')
              ? 'applied'
              : d.sessions.some((s) => s.state === 'waiting')
                ? 'waiting'
                : null;
            return (
              <label
                key={d.date}
                className={styles.dateChip}
                data-testid="date-chip"
                data-closed={d.closed && !own}
                data-own={own ?? undefined}
                // its calendar column, set by a CSS rule per weekday: a style attribute would break the
                // per-request page's CSP (`style-src-attr 'none'`, decision 011)
                data-weekday={weekday}
              >
                <input
                  type="radio"
                  name="slot-date"
                  value={d.date}
                  checked={d.date === shown.date}
                  onChange={() => onDay(d.date)}
                />
                <span className={styles.dateChipDay}>{dayLabel(d.date)}</span>
                <span className={styles.dateChipHint}>
                  {own
                    ? t(`slotShort.${own}`)
                    : d.seatsLeft > 0
                      ? t(online ? 'online.seatsLeft' : 'seatsLeft', { count: d.seatsLeft })
                      : d.waitlist
                        ? t('dateWaitlist')
                        : d.past
                          ? t('datePast')
                          : t('dateClosed')}
                </span>
                <span className={styles.dateChipNum} aria-hidden="true">
                  {Number(d.date.slice(8, 10))}
                </span>
                <span className={styles.dateChipShort} aria-hidden="true">
                  {own
                    ? t(`dateShort.${own}`)
                    : d.seatsLeft > 0
                      ? t(online ? 'online.seatsShort' : 'seatsShort', { count: d.seatsLeft })
                      : t(d.waitlist ? 'dateShort.waitlist' : d.past ? 'dateShort.past' : 'dateShort.closed')}
                </span>
              </label>
            );
          })}
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
