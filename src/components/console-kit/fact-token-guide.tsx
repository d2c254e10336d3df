'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EVENT_FACT_NAMES } from '@/lib/facts';
import styles from './fact-token-guide.module.css';

/**
 * How to put a programme fact (the hours, the place, a tour's times) into a sentence: each token with
 * what it stands for, and a button that copies it. The field hints had listed the bare tokens
 * ("{{hours}} {{lastEntry}} …"), which the sixth review read as written for developers.
 */
export function FactTokenGuide({ names = EVENT_FACT_NAMES }: { names?: readonly string[] }) {
  const t = useTranslations('admin.factTokens');
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(token);
    } catch {
      setCopied(null);
    }
  };
  return (
    <details className={styles.guide} data-fact-token-guide="">
      <summary>{t('summary')}</summary>
      <p className={styles.lead}>{t('lead')}</p>
      {/* a list, not a table: on a phone the console shows tables as cards (console-phone.spec) */}
      <ul className={styles.list} aria-label={t('caption')}>
        {names.map((name) => {
          const token = `{{${name}}}`;
          return (
            <li key={name} className={styles.row} data-fact={name}>
              <span className={styles.name}>{t(`names.${name}`)}</span>
              <code>{token}</code>
              <button type="button" className={styles.copy} onClick={() => copy(token)}>
                {copied === token ? t('copied') : t('copy')}
                <span className="visually-hidden"> {t(`names.${name}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
