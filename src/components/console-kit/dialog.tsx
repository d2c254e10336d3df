'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import buttonStyles from './button.module.css';
import styles from './dialog.module.css';
import fieldStyles from './field.module.css';
import messageStyles from './message.module.css';

/** A modal on the native <dialog> (focus stays inside, Escape closes, focus returns on close). */
export function AdminDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

/**
 * Asks for the reason behind an audited action (reveal, cancel) and runs it; the API's message
 * shows under the field. `onSubmit` resolves to the text to show after success, or null to close.
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  submitLabel,
  maxLength,
  danger,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  label: string;
  submitLabel: string;
  maxLength: number;
  danger?: boolean;
  onSubmit: (reason: string) => Promise<string | null>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('validation.reason.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const failure = await onSubmit(reason.trim());
      if (failure) setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog open={open} title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.dialogBody}>
        {description ? <div className={fieldStyles.hint}>{description}</div> : null}
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-reason`}>{label}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={maxLength}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            data-reason=""
          />
          {error ? (
            <p id={`${id}-error`} className={fieldStyles.fieldError} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {children}
        <div className={styles.dialogActions}>
          <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="submit"
            className={danger ? buttonStyles.dangerButton : buttonStyles.primaryButton}
            disabled={busy}
          >
            {busy ? t('common.working') : submitLabel}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}

/**
 * Asks before an action that cannot be undone (a delete); Escape or "close" (or `keepLabel`) keeps
 * everything. A refusal (`error`) shows above the buttons, under a field's style or as a box; while
 * `busy` the confirm button waits.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  bodyClassName,
  confirm,
  keepLabel,
  onConfirm,
  onClose,
  error,
  errorStyle = 'field',
  errorData,
  busy,
  confirmData,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  bodyClassName?: string;
  confirm: string;
  keepLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  error?: string | null;
  errorStyle?: 'field' | 'box';
  errorData?: Record<`data-${string}`, string>;
  busy?: boolean;
  confirmData?: Record<`data-${string}`, string>;
}) {
  const t = useTranslations('admin');
  return (
    <AdminDialog open={open} title={title} onClose={onClose}>
      <div className={styles.dialogBody}>
        <p className={bodyClassName}>{body}</p>
        {error ? (
          <p
            className={errorStyle === 'box' ? messageStyles.errorBox : fieldStyles.fieldError}
            role="alert"
            {...errorData}
          >
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
            {keepLabel ?? t('common.close')}
          </button>
          <button
            type="button"
            className={buttonStyles.dangerButton}
            onClick={onConfirm}
            disabled={busy}
            data-confirm=""
            {...confirmData}
          >
            {confirm}
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}

/**
 * A dialog form's foot: its refusal when there is one (`error`), then close and the submit button
 * (`submitLabel`, disabled while `disabled`).
 */
export function DialogFooter({
  error,
  closeLabel,
  onClose,
  submitLabel,
  disabled,
  submitData,
}: {
  error?: string | null;
  closeLabel: string;
  onClose: () => void;
  submitLabel: string;
  disabled: boolean;
  submitData?: Record<`data-${string}`, string>;
}) {
  return (
    <>
      {error ? (
        <p className={fieldStyles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
          {closeLabel}
        </button>
        <button type="submit" className={buttonStyles.primaryButton} disabled={disabled} {...submitData}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
