'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type FieldA11y, LabelledField, validationText } from '@/lib/client/labelled-field';
import styles from './members.module.css';

/** A message key under `common.validation` (as zod and the API give them) shown in the UI language. */
export function useValidationText() {
  const t = useTranslations('common.validation');
  return (key: string | undefined) => validationText(key, [t]);
}

/**
 * A labelled control with its hint and its error right under it (linked by aria-describedby), the
 * error announced as it appears. `children` receives the ids and the invalid flag to put on the control.
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
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const tv = useValidationText();
  return (
    <LabelledField
      id={id}
      label={label}
      message={tv(error)}
      hint={hint}
      errorRole="alert"
      classes={{ field: styles.field, hint: styles.hint, error: styles.error }}
    >
      {children}
    </LabelledField>
  );
}
