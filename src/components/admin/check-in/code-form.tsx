'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, RefObject } from 'react';
import buttonStyles from '../../console-kit/button.module.css';
import fieldStyles from '../../console-kit/field.module.css';
import styles from './code-form.module.css';

/** The ticket's code typed (or a scanner's keystrokes), and the check-in button beside it. */
export function CodeForm({
  input,
  code,
  onCode,
  busy,
  onCheck,
}: {
  input: RefObject<HTMLInputElement | null>;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onCheck: (code: string) => void;
}) {
  const t = useTranslations('admin.checkIn');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCheck(code);
  };
  return (
    <form onSubmit={submit} className={styles.codeForm} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor="checkin-code">{t('code')}</label>
        <input
          ref={input}
          id="checkin-code"
          type="text"
          value={code}
          onChange={(e) => onCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby="checkin-code-hint"
          className={fieldStyles.codeInput}
        />
        <p id="checkin-code-hint" className={fieldStyles.hint}>
          {t('codeHint')}
        </p>
      </div>
      <button
        type="submit"
        className={`${buttonStyles.primaryButton} ${styles.codeButton}`}
        disabled={busy || !code.trim()}
        data-check-in=""
      >
        {busy ? t('checking') : t('submit')}
      </button>
    </form>
  );
}
