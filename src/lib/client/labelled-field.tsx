import type { ReactNode } from 'react';

/** A next-intl translator as far as validation text needs it. */
type Translator = {
  has: (key: string) => boolean;
  (key: string, values?: Record<string, string>): string;
};

/**
 * Turns a validation key into text, looking it up in each catalogue in turn: `tooLong|300` (a bare
 * number is `max`) or `facts.unknown|tokens=…|known=…`, as zod and the API encode them. Text that is
 * not a key (the API's localized field messages) passes through.
 */
export function validationText(key: string | undefined, catalogues: Translator[]): string | undefined {
  if (!key) return undefined;
  const [k, ...parts] = key.split('|');
  if (!/^[\w.]+$/.test(k)) return key;
  const values: Record<string, string> = { max: '' };
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at < 0) values.max = part;
    else values[part.slice(0, at)] = part.slice(at + 1);
  }
  for (const t of catalogues) if (t.has(k)) return t(k, values);
  return key;
}

export type FieldA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * The one labelled field the site's forms and the console's share: a label, the control (which
 * `children` renders with the ids and invalid flag to put on it), the hint and the error under it,
 * linked by aria-describedby. Each side passes its own class names; `message` is already text.
 */
export function LabelledField({
  id,
  label,
  message,
  hint,
  classes,
  labelId,
  errorRole,
  children,
}: {
  id: string;
  label: ReactNode;
  message: string | undefined;
  hint?: ReactNode;
  classes: { field: string; hint?: string; error?: string };
  /** For a control that is not a form element (the rich-text editor's aria-labelledby). */
  labelId?: string;
  /** `alert` where the error should be announced as it appears. */
  errorRole?: 'alert';
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={classes.error} role={errorRole} data-field-error={id}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
