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
      <table className={styles.table}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fact')}</th>
            <th scope="col">{t('token')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('copyColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const token = `{{${name}}}`;
            return (
              <tr key={name}>
                <th scope="row">{t(`names.${name}`)}</th>
                <td>
                  <code>{token}</code>
                </td>
                <td>
                  <button type="button" className={styles.copy} onClick={() => copy(token)}>
                    {copied === token ? t('copied') : t('copy')}
                    <span className="visually-hidden"> {t(`names.${name}`)}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
