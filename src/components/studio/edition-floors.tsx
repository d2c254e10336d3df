'use client';

import { useTranslations } from 'next-intl';
import { PROGRAMME_KEYS } from '@/schemas/content-rules';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { BilingualField } from './bilingual-field';
import type { Errors, Form } from './edition-form-values';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';

/** Each floor of an edition: its tag, title and text in both languages, picture, colour and programmes. */
export function EditionFloors({
  floors,
  errors,
  setFloor,
}: {
  floors: Form['floors'];
  errors: Errors;
  setFloor: (i: number, patch: Partial<Form['floors'][number]>) => void;
}) {
  const t = useTranslations('studio.editions');
  return (
    <>
      <h3 className={pageStyles.sectionTitle}>{t('floors')}</h3>
      {floors.map((floor, i) => (
        <fieldset key={floor.key} className={styles.floorSet} data-edit-floor={floor.key}>
          <legend>{t('floorLegend', { floor: floor.key.replace('F', '') })}</legend>
          {(['tag', 'title', 'desc'] as const).map((f) => (
            <BilingualField
              key={f}
              id={`ed-floor-${floor.key}-${f}`}
              label={t(`floorField.${f}`)}
              values={{ ko: floor[`${f}Ko`], en: floor[`${f}En`] }}
              errors={{ ko: errors[`floors.${i}.${f}Ko`], en: errors[`floors.${i}.${f}En`] }}
            >
              {(lang, a) => {
                const key = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                return f === 'desc' ? (
                  <textarea
                    {...a}
                    rows={3}
                    value={floor[key]}
                    onChange={(e) => setFloor(i, { [key]: e.target.value })}
                  />
                ) : (
                  <input {...a} value={floor[key]} onChange={(e) => setFloor(i, { [key]: e.target.value })} />
                );
              }}
            </BilingualField>
          ))}
          <div className={styles.grid3}>
            <MediaPicker
              label={t('floorField.image')}
              value={floor.image}
              onChange={(v) => (v ? setFloor(i, { image: v }) : undefined)}
            />
            <div className={fieldStyles.field}>
              <label htmlFor={`ed-floor-${floor.key}-color`}>{t('floorField.color')}</label>
              <input
                id={`ed-floor-${floor.key}-color`}
                type="color"
                value={floor.color}
                onChange={(e) => setFloor(i, { color: e.target.value })}
              />
            </div>
          </div>
          <fieldset className={styles.checks}>
            <legend>{t('floorField.programmes')}</legend>
            {PROGRAMME_KEYS.map((p) => (
              <label key={p} className={styles.check}>
                <input
                  type="checkbox"
                  checked={floor.programmes.includes(p)}
                  onChange={(e) =>
                    setFloor(i, {
                      programmes: e.target.checked
                        ? [...floor.programmes, p]
                        : floor.programmes.filter((x) => x !== p),
                    })
                  }
                />
                {t(`programme.${p}`)}
              </label>
            ))}
          </fieldset>
        </fieldset>
      ))}
    </>
  );
}
