'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './field.module.css';

/**
 * Turns a validation key (zod's, as `admin.validation` or `common.validation` name it) into text;
 * text that is not a key (the API's localized field messages) passes through.
 */
export function useFieldText() {
  const ta = useTranslations('admin.validation');
  const tc = useTranslations('common.validation');
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    // `tooLong|300` (a bare number is `max`) or `facts.unknown|tokens=…|known=…`, as the API encodes them.
    const [k, ...parts] = key.split('|');
    if (!/^[\w.]+$/.test(k)) return key;
    const values: Record<string, string> = { max: '' };
    for (const part of parts) {
      const at = part.indexOf('=');
      if (at < 0) values.max = part;
      else values[part.slice(0, at)] = part.slice(at + 1);
    }
    if (ta.has(k)) return ta(k, values);
    if (tc.has(k)) return tc(k, values);
    return key;
  };
}

/**
 * A labelled control with its hint and its error under it (linked by aria-describedby). The label
 * is `<id>-label`, for a control that is not a form element (the rich-text editor's aria-labelledby).
 */
export function AdminField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const text = useFieldText();
  const message = text(error);
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError} data-field-error={id}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
