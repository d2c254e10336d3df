'use client';

import { useTranslations } from 'next-intl';
import fieldStyles from '../console-kit/field.module.css';

/**
 * "Publish at" beside a studio form's publish button (issue 49): empty publishes now; a Seoul time
 * keeps the change and publishes it then. The value is a `datetime-local` string in Seoul time.
 */
export function PublishAtField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const t = useTranslations('studio.history');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{t('publishAtField')}</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('publishAtHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Whether an answer of a save is a scheduled draft (202) rather than the record itself. */
export const isScheduled = (answer: unknown): answer is { publishAt: string } =>
  typeof answer === 'object' && answer !== null && 'origin' in answer && 'publishAt' in answer;
