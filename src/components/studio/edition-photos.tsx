'use client';

import { useTranslations } from 'next-intl';
import type { EditionPhoto } from '@/schemas/content-rules';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { BilingualField } from './bilingual-field';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';

/**
 * An edition's photographs (its page's photos, or the lightbox gallery; issue 49): each a picture
 * from the media library with its description and caption in both languages, added, ordered and
 * removed. `list` names the field in the API's refusals (`photos.2.captionKo`).
 */
export function EditionPhotos({
  list,
  value,
  max,
  errors,
  onChange,
}: {
  list: 'photos' | 'gallery';
  value: EditionPhoto[];
  max: number;
  errors: Record<string, string | undefined>;
  onChange: (photos: EditionPhoto[]) => void;
}) {
  const t = useTranslations('studio.editions.photoList');
  const edit = (i: number, patch: Partial<EditionPhoto>) =>
    onChange(value.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const swap = (i: number, j: number) =>
    onChange(value.map((p, k) => (k === i ? value[j] : k === j ? value[i] : p)));
  return (
    <section aria-labelledby={`ed-${list}-title`} data-edit-photos={list}>
      <h3 id={`ed-${list}-title`} className={pageStyles.sectionTitle}>
        {t(`${list}.title`)}
      </h3>
      <p className={fieldStyles.hint}>{t(`${list}.hint`, { max })}</p>
      {value.map((photo, i) => (
        // NOTE: photos have no id of their own; a row is its place in the list (moving swaps contents).
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={i} className={styles.floorSet} data-edit-photo={i + 1}>
          <legend>{t('legend', { n: i + 1 })}</legend>
          <MediaPicker
            label={t('picture')}
            value={photo.image}
            onChange={(ref) => (ref ? edit(i, { image: ref }) : undefined)}
          />
          {(['alt', 'caption'] as const).map((f) => (
            <BilingualField
              key={f}
              id={`ed-${list}-${i}-${f}`}
              label={t(f)}
              values={{ ko: photo[`${f}Ko`], en: photo[`${f}En`] }}
              errors={{ ko: errors[`${list}.${i}.${f}Ko`], en: errors[`${list}.${i}.${f}En`] }}
            >
              {(lang, a) => {
                const k = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                return <input {...a} value={photo[k]} onChange={(e) => edit(i, { [k]: e.target.value })} />;
              }}
            </BilingualField>
          ))}
          <div className={pageStyles.buttonRow}>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              disabled={i === 0}
              aria-label={t('moveUpOf', { n: i + 1 })}
              onClick={() => swap(i, i - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              disabled={i === value.length - 1}
              aria-label={t('moveDownOf', { n: i + 1 })}
              onClick={() => swap(i, i + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={buttonStyles.smallDanger}
              aria-label={t('removeOf', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              {t('remove')}
            </button>
          </div>
        </fieldset>
      ))}
      {value.length < max ? (
        <div className={pageStyles.buttonRow}>
          <MediaPicker
            label={t('add')}
            value={null}
            onChange={(ref) => (ref ? onChange([...value, blank(ref)]) : undefined)}
          />
        </div>
      ) : null}
    </section>
  );
}

const blank = (image: string): EditionPhoto => ({
  image,
  altKo: '',
  altEn: '',
  captionKo: '',
  captionEn: '',
});
