'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import fieldStyles from '../console-kit/field.module.css';
import type { Errors, Form } from './edition-form-values';
import styles from './studio.module.css';

/** An edition's number, address, theme year, dates and daily hours. */
export function EditionBasics({
  form,
  errors,
  set,
}: {
  form: Form;
  errors: Errors;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
}) {
  const t = useTranslations('studio.editions');
  return (
    <div className={styles.grid3}>
      <NumberField
        id="ed-episode"
        label={t('episode')}
        value={form.episode}
        error={errors.episode}
        onChange={(v) => set('episode', v)}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="ed-slug">{t('slug')}</label>
        <input
          id="ed-slug"
          value={form.slug}
          aria-invalid={Boolean(errors.slug)}
          onChange={(e) => set('slug', e.target.value)}
        />
        {errors.slug ? <p className={styles.fieldError}>{errors.slug}</p> : null}
      </div>
      <NumberField
        id="ed-year"
        label={t('themeYear')}
        value={form.themeYear}
        error={errors.themeYear}
        onChange={(v) => set('themeYear', v)}
      />
      <YearsField
        id="ed-other-years"
        label={t('otherThemeYears')}
        hint={t('otherThemeYearsHint')}
        value={form.otherThemeYears ?? []}
        error={Object.entries(errors).find(([k, m]) => k.startsWith('otherThemeYears') && m)?.[1]}
        onChange={(v) => set('otherThemeYears', v)}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="ed-starts">{t('startsOn')}</label>
        <input
          id="ed-starts"
          type="date"
          value={form.startsOn}
          aria-invalid={Boolean(errors.startsOn)}
          onChange={(e) => set('startsOn', e.target.value)}
        />
        {errors.startsOn ? <p className={styles.fieldError}>{errors.startsOn}</p> : null}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="ed-ends">{t('endsOn')}</label>
        <input
          id="ed-ends"
          type="date"
          value={form.endsOn}
          aria-invalid={Boolean(errors.endsOn)}
          onChange={(e) => set('endsOn', e.target.value)}
        />
        {errors.endsOn ? <p className={styles.fieldError}>{errors.endsOn}</p> : null}
      </div>
      {(['opensAt', 'closesAt'] as const).map((key) => (
        <div key={key} className={fieldStyles.field}>
          <label htmlFor={`ed-${key}`}>{t(key)}</label>
          <input
            id={`ed-${key}`}
            type="time"
            step={600}
            value={form[key] ?? ''}
            aria-invalid={Boolean(errors[key])}
            onChange={(e) => set(key, e.target.value)}
          />
          {errors[key] ? <p className={styles.fieldError}>{errors[key]}</p> : null}
        </div>
      ))}
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={Number.isFinite(value) ? value : ''}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </div>
  );
}

/** The whole numbers in what an editor typed ("2023, 2024"). */
const yearsIn = (text: string) =>
  text
    .split(/[^0-9]+/)
    .filter(Boolean)
    .map(Number);

/**
 * Years typed as the editor writes them ("2023, 2024"): the text stays as typed (a trailing comma
 * included) while it says what the form holds; a value set from elsewhere (a restored version) is
 * shown as the form holds it.
 */
function YearsField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: number[];
  error?: string;
  onChange: (value: number[]) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  const shown = yearsIn(text).join() === value.join() ? text : value.join(', ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        value={shown}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          onChange(yearsIn(e.target.value));
        }}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </div>
  );
}
