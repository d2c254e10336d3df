'use client';

import { createTranslator, useTranslations } from 'next-intl';
import { FaqList } from '@/components/faq/faq-list';
import type { FaqListResponse } from '@/schemas/content-studio';
import enFaq from '../../../messages/en/faq.json';
import koFaq from '../../../messages/ko/faq.json';
import styles from './studio.module.css';

/** What the preview needs of the entry being edited. */
export type FaqPreviewDraft = {
  category: string;
  questionKo: string;
  questionEn: string;
  answerKo: string;
  answerEn: string;
};

/**
 * The public FAQ's list labels in a language, from its own catalogue (`faq.json`), formatted as the page
 * formats them (the catalogues are precompiled, so they go through a translator, never read raw).
 */
function publicFaqLabels(locale: 'ko' | 'en') {
  const t = createTranslator({
    locale,
    messages: { faq: locale === 'en' ? enFaq : koFaq },
    namespace: 'faq',
  });
  return { all: t('all'), filter: t('filter'), count: t('count', { count: '{count}' }) };
}

/** The entry as the public FAQ will show it, in Korean and in English, with the page's own component. */
export function FaqPreview({ draft, data }: { draft: FaqPreviewDraft; data: FaqListResponse }) {
  const t = useTranslations('studio.faq');
  const c = data.categories.find((x) => x.key === draft.category);
  const item = (lang: 'ko' | 'en') => ({
    id: `preview-${lang}`,
    category: draft.category,
    title: (lang === 'en' && c?.nameEn) || c?.nameKo || draft.category,
    color: c?.color ?? '#111111',
    question: (lang === 'en' && draft.questionEn) || draft.questionKo,
    answer: (lang === 'en' && draft.answerEn) || draft.answerKo,
  });
  return (
    <section className={styles.preview} aria-label={t('previewLabel')} data-faq-preview="">
      {(['ko', 'en'] as const).map((lang) => (
        <div key={lang} lang={lang} className={styles.previewPane} data-faq-preview-pane={lang}>
          <p className={styles.previewLang}>{t(`previewLang.${lang}`)}</p>
          <FaqList items={[item(lang)]} labels={publicFaqLabels(lang)} initiallyOpen />
        </div>
      ))}
    </section>
  );
}
