'use client';

import { useTranslations } from 'next-intl';
import type { FaqEntry, FaqListResponse } from '@/schemas/content-studio';
import buttonStyles from '../console-kit/button.module.css';
import pageStyles from '../console-kit/page.module.css';
import styles from './faq-entry-list.module.css';
import { PreviewLinkPanel } from './preview-link';
import kit from './studio.module.css';
import type { StudioNotice } from './studio-message';

/**
 * The FAQ's entries under each category, with each entry's actions (edit, publish or unpublish, move
 * up or down, delete) and the category's preview link.
 */
export function FaqEntryList({
  data,
  onEdit,
  onPublish,
  onMove,
  onDelete,
  onMessage,
}: {
  data: FaqListResponse;
  onEdit: (entry: FaqEntry) => void;
  onPublish: (entry: FaqEntry, published: boolean) => void;
  onMove: (entry: FaqEntry, siblings: FaqEntry[], delta: -1 | 1) => void;
  onDelete: (entry: FaqEntry) => void;
  onMessage: (message: StudioNotice | null) => void;
}) {
  const t = useTranslations('studio.faq');
  return (
    <>
      {data.categories.map((c) => {
        const items = data.items.filter((i) => i.category === c.key);
        return (
          <section key={c.key} className={pageStyles.panel} aria-labelledby={`faq-cat-${c.key}`}>
            <h2 id={`faq-cat-${c.key}`} className={styles.categoryTitle}>
              <span className={styles.swatch} style={{ background: c.color }} aria-hidden="true" />
              {c.nameKo}
              <span className={kit.muted}>{c.nameEn}</span>
            </h2>
            {items.length === 0 ? <p className={pageStyles.empty}>{t('emptyCategory')}</p> : null}
            <ol className={kit.rows}>
              {items.map((item, i) => (
                <li key={item.id} className={kit.row} data-faq-entry={item.slug}>
                  <div className={kit.rowMain}>
                    <p className={kit.rowTitle}>{item.questionKo}</p>
                    <p className={kit.rowSub} lang="en">
                      {item.questionEn || t('noEnglish')}
                    </p>
                    <p className={kit.rowBadges}>
                      <span className={kit.badge} data-state={item.published ? 'published' : 'draft'}>
                        {item.published ? t('published') : t('draft')}
                      </span>
                      {!item.questionEn.trim() || !item.answerEn.trim() ? (
                        <span className={kit.badge} data-complete="no">
                          {t('englishMissing')}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <div className={kit.rowActions}>
                    <button
                      type="button"
                      className={buttonStyles.secondaryButton}
                      onClick={() => onEdit(item)}
                      aria-label={t('editOf', { question: item.questionKo })}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.secondaryButton}
                      onClick={() => onPublish(item, !item.published)}
                      aria-label={t(item.published ? 'unpublishOf' : 'publishOf', {
                        question: item.questionKo,
                      })}
                    >
                      {item.published ? t('unpublish') : t('publish')}
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.secondaryButton}
                      disabled={i === 0}
                      onClick={() => onMove(item, items, -1)}
                      aria-label={t('moveUpOf', { question: item.questionKo })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.secondaryButton}
                      disabled={i === items.length - 1}
                      onClick={() => onMove(item, items, 1)}
                      aria-label={t('moveDownOf', { question: item.questionKo })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.smallDanger}
                      onClick={() => onDelete(item)}
                      aria-label={t('deleteOf', { question: item.questionKo })}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
            {items.length ? (
              <PreviewLinkPanel
                kind="faq"
                recordId={c.key}
                path={`faq/categories/${c.key}`}
                compact={{ name: c.nameKo }}
                onMessage={onMessage}
              />
            ) : null}
          </section>
        );
      })}
    </>
  );
}
