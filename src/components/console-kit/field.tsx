'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type FieldA11y, LabelledField, validationText } from '@/lib/client/labelled-field';
import styles from './field.module.css';

/**
 * Turns a validation key (zod's, as `admin.validation` or `common.validation` name it) into text;
 * text that is not a key (the API's localized field messages) passes through.
 */
export function useFieldText() {
  const ta = useTranslations('admin.validation');
  const tc = useTranslations('common.validation');
  return (key: string | undefined): string | undefined => validationText(key, [ta, tc]);
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
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const text = useFieldText();
  return (
    <LabelledField
      id={id}
      label={label}
      message={text(error)}
      hint={hint}
      labelId={`${id}-label`}
      classes={{ field: `${styles.field} ${className ?? ''}`, hint: styles.hint, error: styles.fieldError }}
    >
      {children}
    </LabelledField>
  );
}

/** A labelled select of fixed options, registered with the form (its hint and error as AdminField's). */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  registration,
  options,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <AdminField id={id} label={label} error={error} hint={hint} className={className}>
      {(a) => (
        <select {...a} {...registration}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
