'use client';

import { useTranslations } from 'next-intl';
import { PROGRAMME_KEYS, type ProgrammeKey } from '@/schemas/content-rules';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { BilingualField } from './bilingual-field';
import type { Form } from './edition-form-values';
import styles from './studio.module.css';

/** The edition's programmes: each one's title, description and detail in both languages. */
export function EditionProgrammes({
  programmes,
  setProgramme,
}: {
  programmes: Form['programmes'];
  setProgramme: (key: ProgrammeKey, patch: Partial<Form['programmes'][number]>) => void;
}) {
  const t = useTranslations('studio.editions');
  return (
    <>
      <h3 className={pageStyles.sectionTitle}>{t('programmes')}</h3>
      <p className={fieldStyles.hint}>{t('programmesHint')}</p>
      {PROGRAMME_KEYS.map((key) => {
        const p = programmes.find((x) => x.key === key);
        return (
          <fieldset key={key} className={styles.floorSet} data-edit-programme={key}>
            <legend>{t(`programme.${key}`)}</legend>
            {(['title', 'desc', 'detail'] as const).map((f) => (
              <BilingualField
                key={f}
                id={`ed-prog-${key}-${f}`}
                label={t(`programmeField.${f}`)}
                values={{ ko: p?.[`${f}Ko`] ?? '', en: p?.[`${f}En`] ?? '' }}
                required={{ ko: f !== 'detail', en: false }}
              >
                {(lang, a) => {
                  const k = `${f}${lang === 'ko' ? 'Ko' : 'En'}` as const;
                  return (
                    <input
                      {...a}
                      value={p?.[k] ?? ''}
                      onChange={(e) => setProgramme(key, { [k]: e.target.value })}
                    />
                  );
                }}
              </BilingualField>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
