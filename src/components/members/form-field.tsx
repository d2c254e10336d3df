'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './members.module.css';

/** A message key under `common.validation` (as zod and the API give them) shown in the UI language. */
export function useValidationText() {
  const t = useTranslations('common.validation');
  return (key: string | undefined) => {
    if (!key) return undefined;
    const [k, max] = key.split('|');
    return t.has(k) ? t(k, { max: max ?? '' }) : key;
  };
}

/**
 * A labelled control with its hint and its error right under it (linked by aria-describedby).
 * `children` receives the ids and the invalid flag to put on the control.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const tv = useValidationText();
  const message = tv(error);
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-field-error={id}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
