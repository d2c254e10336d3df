'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { FaqListResponse } from '@/schemas/content-studio';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import styles from './faq-categories.module.css';
import kit from './studio.module.css';

type Category = FaqListResponse['categories'][number];

/**
 * The FAQ's categories: names in both languages and the colour the public filter and each question
 * show. A new category gets a short key (its address in the filter); an empty one can be removed.
 */
export function FaqCategories({
  categories,
  onChanged,
  onMessage,
}: {
  categories: Category[];
  onChanged: () => Promise<void>;
  onMessage: (m: { kind: 'ok' | 'error'; text: string }) => void;
}) {
  const t = useTranslations('studio.faq.categories');
  const [drafts, setDrafts] = useState<Record<string, Category>>({});
  const [adding, setAdding] = useState({ key: '', nameKo: '', nameEn: '', color: '#3a4a9a' });

  const fail = (err: unknown) =>
    onMessage({ kind: 'error', text: showApiError(err, null, [], t('networkError')) ?? t('networkError') });
  const value = (c: Category) => drafts[c.key] ?? c;
  const edit = (c: Category, patch: Partial<Category>) =>
    setDrafts((d) => ({ ...d, [c.key]: { ...value(c), ...patch } }));

  const save = async (c: Category) => {
    const d = value(c);
    try {
      await adminJson(`/faq/categories/${c.key}`, {
        method: 'PATCH',
        json: { nameKo: d.nameKo, nameEn: d.nameEn, color: d.color, position: d.position },
      });
      setDrafts(({ [c.key]: _, ...rest }) => rest);
      onMessage({ kind: 'ok', text: t('saved') });
      await onChanged();
    } catch (err) {
      fail(err);
    }
  };
  const remove = async (c: Category) => {
    try {
      await adminJson(`/faq/categories/${c.key}`, { method: 'DELETE' });
      onMessage({ kind: 'ok', text: t('deleted') });
      await onChanged();
    } catch (err) {
      fail(err);
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await adminJson('/faq/categories', {
        method: 'POST',
        json: { ...adding, position: categories.length },
      });
      setAdding({ key: '', nameKo: '', nameEn: '', color: '#3a4a9a' });
      onMessage({ kind: 'ok', text: t('added') });
      await onChanged();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <details className={pageStyles.panel} data-faq-categories="">
      <summary className={styles.summary}>{t('title')}</summary>
      <ul className={kit.rows}>
        {categories.map((c) => (
          <li key={c.key} className={kit.row} data-faq-category-row={c.key}>
            <div className={kit.grid3}>
              <div className={fieldStyles.field}>
                <label htmlFor={`cat-${c.key}-ko`}>{t('nameKo')}</label>
                <input
                  id={`cat-${c.key}-ko`}
                  value={value(c).nameKo}
                  onChange={(e) => edit(c, { nameKo: e.target.value })}
                />
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor={`cat-${c.key}-en`}>{t('nameEn')}</label>
                <input
                  id={`cat-${c.key}-en`}
                  lang="en"
                  value={value(c).nameEn}
                  onChange={(e) => edit(c, { nameEn: e.target.value })}
                />
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor={`cat-${c.key}-color`}>{t('color')}</label>
                <input
                  id={`cat-${c.key}-color`}
                  type="color"
                  value={value(c).color}
                  onChange={(e) => edit(c, { color: e.target.value })}
                />
              </div>
            </div>
            <div className={kit.rowActions}>
              <button
                type="button"
                className={buttonStyles.secondaryButton}
                onClick={() => void save(c)}
                disabled={!drafts[c.key]}
              >
                {t('save', { name: c.nameKo })}
              </button>
              <button type="button" className={buttonStyles.smallDanger} onClick={() => void remove(c)}>
                {t('delete', { name: c.nameKo })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <form className={kit.grid3} onSubmit={add} aria-label={t('addLabel')}>
        <div className={fieldStyles.field}>
          <label htmlFor="cat-new-key">{t('key')}</label>
          <input
            id="cat-new-key"
            value={adding.key}
            pattern="[a-z][a-z0-9-]{1,29}"
            onChange={(e) => setAdding({ ...adding, key: e.target.value })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="cat-new-ko">{t('nameKo')}</label>
          <input
            id="cat-new-ko"
            value={adding.nameKo}
            onChange={(e) => setAdding({ ...adding, nameKo: e.target.value })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="cat-new-en">{t('nameEn')}</label>
          <input
            id="cat-new-en"
            lang="en"
            value={adding.nameEn}
            onChange={(e) => setAdding({ ...adding, nameEn: e.target.value })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="cat-new-color">{t('color')}</label>
          <input
            id="cat-new-color"
            type="color"
            value={adding.color}
            onChange={(e) => setAdding({ ...adding, color: e.target.value })}
          />
        </div>
        <div className={pageStyles.buttonRow}>
          <button type="submit" className={buttonStyles.primaryButton}>
            {t('add')}
          </button>
        </div>
      </form>
    </details>
  );
}
