'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './bilingual-field.module.css';
import kit from './studio.module.css';

type Lang = 'ko' | 'en';

/**
 * One field in both languages side by side (one under the other on a phone), each with a badge that
 * says whether that language is filled in: the studio's completeness at a glance.
 */
export function BilingualField({
  id,
  label,
  values,
  errors = {},
  required = { ko: true, en: false },
  children,
}: {
  id: string;
  label: string;
  values: Record<Lang, string>;
  errors?: Partial<Record<Lang, string>>;
  required?: Record<Lang, boolean>;
  children: (
    lang: Lang,
    a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string },
  ) => ReactNode;
}) {
  const t = useTranslations('studio.bilingual');
  return (
    <fieldset className={styles.bilingual} data-bilingual-field={id}>
      <legend className={styles.bilingualLegend}>{label}</legend>
      {(['ko', 'en'] as const).map((lang) => {
        const filled = values[lang].replace(/<[^>]*>/g, '').trim().length > 0;
        const fieldId = `${id}-${lang}`;
        const error = errors[lang];
        return (
          <div key={lang} className={styles.bilingualCol} lang={lang}>
            <div className={styles.bilingualHead}>
              <label htmlFor={fieldId} id={`${fieldId}-label`}>
                {t(`lang.${lang}`)}
              </label>
              <span
                className={kit.badge}
                data-complete={filled ? 'yes' : 'no'}
                data-lang-status={`${lang}:${filled ? 'complete' : 'missing'}`}
              >
                {filled ? t('complete') : required[lang] ? t('required') : t('missing')}
              </span>
            </div>
            {children(lang, {
              id: fieldId,
              'aria-invalid': Boolean(error),
              'aria-describedby': error ? `${fieldId}-error` : undefined,
            })}
            {error ? (
              <p id={`${fieldId}-error`} className={kit.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
