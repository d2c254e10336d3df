'use client';

import { useTranslations } from 'next-intl';
import { FloorList } from '@/components/home/floor-list';
import type { Form } from './edition-form-values';
import styles from './studio.module.css';

/** The edition as the public page will head it, in Korean and in English, with the page's own floor list. */
export function EditionPreview({ form }: { form: Form }) {
  const t = useTranslations('studio.editions');
  return (
    <section className={styles.preview} aria-label={t('previewLabel')} data-edition-preview="">
      {(['ko', 'en'] as const).map((lang) => (
        <div key={lang} lang={lang} className={styles.previewPane}>
          <p className={styles.previewLang}>{t(`previewLang.${lang}`)}</p>
          <p className={styles.previewTitle}>{(lang === 'en' && form.titleEn) || form.titleKo}</p>
          <p>
            {form.startsOn} – {form.endsOn} · {(lang === 'en' && form.venueEn) || form.venueKo}
          </p>
          <FloorList
            floors={form.floors.map((f) => ({
              key: f.key,
              tag: (lang === 'en' && f.tagEn) || f.tagKo,
              title: (lang === 'en' && f.titleEn) || f.titleKo,
              desc: (lang === 'en' && f.descEn) || f.descKo,
              gif: f.image.startsWith('/images/') ? f.image : '/images/materials/stone-1-web.webp',
            }))}
            layout="stacked"
            floorLabel={(k) => k}
          />
        </div>
      ))}
    </section>
  );
}
