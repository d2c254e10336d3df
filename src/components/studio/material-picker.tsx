'use client';

import { useTranslations } from 'next-intl';
import type { MaterialRecord } from '@/schemas/materials';
import fieldStyles from '../console-kit/field.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';

/** The catalogue as the studio's pickers list it (decision 042). */
export function useMaterialCatalogue(): MaterialRecord[] {
  const { state } = useAdminQuery<{ items: MaterialRecord[] }>('/materials');
  return state.status === 'ready' ? state.data.items : [];
}

const optionLabel = (m: MaterialRecord) => `${m.code} · ${m.ko.name} / ${m.en.name}`;

/** One material by key (a theme story's material slot): the catalogue names it in both languages. */
export function MaterialSelect({
  id,
  label,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: MaterialRecord[];
  error?: string;
  onChange: (key: string) => void;
}) {
  const t = useTranslations('studio.materials');
  const known = options.some((m) => m.key === value);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {known ? null : (
          <option value={value}>{value ? t('notInCatalogue', { key: value }) : t('choose')}</option>
        )}
        {options.map((m) => (
          <option key={m.key} value={m.key}>
            {optionLabel(m)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The materials a look uses, ticked from the catalogue in its order. */
export function MaterialChecks({
  id,
  legend,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  value: string[];
  options: MaterialRecord[];
  error?: string;
  onChange: (keys: string[]) => void;
}) {
  const t = useTranslations('studio.materials');
  const unknown = value.filter((k) => !options.some((m) => m.key === k));
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value.filter((k) => k !== key), key] : value.filter((k) => k !== key));
  return (
    <fieldset id={id} className={fieldStyles.field} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((m) => (
        <label key={m.key} className={fieldStyles.check}>
          <input
            type="checkbox"
            checked={value.includes(m.key)}
            onChange={(e) => toggle(m.key, e.target.checked)}
          />{' '}
          {optionLabel(m)}
        </label>
      ))}
      {unknown.map((key) => (
        <label key={key} className={fieldStyles.check}>
          <input type="checkbox" checked onChange={() => toggle(key, false)} /> {t('notInCatalogue', { key })}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
