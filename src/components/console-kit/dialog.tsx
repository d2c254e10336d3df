'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import buttonStyles from './button.module.css';
import styles from './dialog.module.css';
import fieldStyles from './field.module.css';

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

/** Asks before an action that cannot be undone (a delete); Escape or "close" keeps everything. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('admin');
  return (
    <AdminDialog open={open} title={title} onClose={onClose}>
      <div className={styles.dialogBody}>
        <p>{body}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="button" className={buttonStyles.dangerButton} onClick={onConfirm} data-confirm="">
            {confirm}
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}
