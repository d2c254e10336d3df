'use client';

import { useTranslations } from 'next-intl';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { BilingualField } from './bilingual-field';
import styles from './studio.module.css';

export type HoursChange = {
  date: string;
  opensAt: string | null;
  closesAt: string | null;
  lastTourAt: string | null;
  noteKo: string;
  noteEn: string;
};

/**
 * An edition's dated changes of hours (issue 50, decision 037): a holiday with shorter hours and an
 * earlier last docent tour, or a closed day, each with a note in both languages. The pages and the
 * home notice's `{{hoursChanges}}` announce a change only around its date; the server refuses a day
 * outside the edition, a day given twice, and times out of order, each on its field.
 */
export function HoursExceptionsEditor({
  value,
  startsOn,
  endsOn,
  opensAt,
  closesAt,
  errors,
  onChange,
}: {
  value: HoursChange[];
  startsOn: string;
  endsOn: string;
  /** The edition's usual hours: a new day starts from them. */
  opensAt: string;
  closesAt: string;
  errors: Record<string, string | undefined>;
  onChange: (next: HoursChange[]) => void;
}) {
  const t = useTranslations('studio.editions.hoursChanges');
  const edit = (i: number, patch: Partial<HoursChange>) =>
    onChange(value.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const error = (i: number, field: keyof HoursChange) => errors[`hoursExceptions.${i}.${field}`];
  const time = (i: number, field: 'opensAt' | 'closesAt' | 'lastTourAt', label: string, hint?: string) => {
    const id = `ed-hx-${i}-${field}`;
    const closed = value[i].opensAt === null;
    const err = error(i, field);
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="time"
          step={600}
          disabled={closed}
          value={value[i][field] ?? ''}
          aria-invalid={Boolean(err)}
          aria-describedby={
            [hint ? `${id}-hint` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => edit(i, { [field]: e.target.value || null })}
        />
        {hint ? (
          <p id={`${id}-hint`} className={fieldStyles.hint}>
            {hint}
          </p>
        ) : null}
        {err ? (
          <p id={`${id}-error`} className={fieldStyles.fieldError}>
            {err}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className={styles.floorSet} data-hours-changes>
      <legend>{t('legend')}</legend>
      <p className={fieldStyles.hint}>{t('hint')}</p>
      {value.map((x, i) => {
        const dateId = `ed-hx-${i}-date`;
        const dateError = error(i, 'date');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's date is being edited, so it cannot be its key
          <fieldset key={i} className={styles.floorSet} data-hours-change={x.date}>
            <legend>{t('dayLegend', { n: i + 1 })}</legend>
            <div className={fieldStyles.field}>
              <label htmlFor={dateId}>{t('date')}</label>
              <input
                id={dateId}
                type="date"
                min={startsOn || undefined}
                max={endsOn || undefined}
                value={x.date}
                aria-invalid={Boolean(dateError)}
                aria-describedby={dateError ? `${dateId}-error` : undefined}
                onChange={(e) => edit(i, { date: e.target.value })}
              />
              {dateError ? (
                <p id={`${dateId}-error`} className={fieldStyles.fieldError}>
                  {dateError}
                </p>
              ) : null}
            </div>
            <label className={fieldStyles.check}>
              <input
                type="checkbox"
                checked={x.opensAt === null}
                onChange={(e) =>
                  edit(
                    i,
                    e.target.checked
                      ? { opensAt: null, closesAt: null, lastTourAt: null }
                      : { opensAt, closesAt },
                  )
                }
              />{' '}
              {t('closed')}
            </label>
            {time(i, 'opensAt', t('opensAt'))}
            {time(i, 'closesAt', t('closesAt'))}
            {time(i, 'lastTourAt', t('lastTourAt'), t('lastTourHint'))}
            <BilingualField
              id={`ed-hx-${i}-note`}
              label={t('note')}
              values={{ ko: x.noteKo, en: x.noteEn }}
              errors={{ ko: error(i, 'noteKo'), en: error(i, 'noteEn') }}
              required={{ ko: false, en: false }}
            >
              {(lang, a) => (
                <input
                  {...a}
                  value={lang === 'ko' ? x.noteKo : x.noteEn}
                  onChange={(e) =>
                    edit(i, lang === 'ko' ? { noteKo: e.target.value } : { noteEn: e.target.value })
                  }
                />
              )}
            </BilingualField>
            <div className={pageStyles.buttonRow}>
              <button
                type="button"
                className={buttonStyles.smallDanger}
                aria-label={t('removeOf', { n: i + 1 })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                {t('remove')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className={pageStyles.buttonRow}>
        <button
          type="button"
          className={buttonStyles.secondaryButton}
          onClick={() =>
            onChange([
              ...value,
              { date: startsOn, opensAt, closesAt, lastTourAt: null, noteKo: '', noteEn: '' },
            ])
          }
        >
          {t('add')}
        </button>
      </div>
    </fieldset>
  );
}
