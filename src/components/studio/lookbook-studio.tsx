'use client';

import { useTranslations } from 'next-intl';
import type { Lookbook } from '@/schemas/content';
import type { LookbookListItem } from '@/schemas/lookbooks';
import buttonStyles from '../console-kit/button.module.css';
import pageStyles from '../console-kit/page.module.css';
import { MaterialChecks, useMaterialCatalogue } from './material-picker';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';
import { useYearRecords } from './year-record';
import { YearRecordPage } from './year-record-page';

/** A new look's address: short, unique in its lookbook. */
const newLookId = (looks: Lookbook['looks']) => {
  let n = looks.length + 1;
  while (looks.some((l) => l.id === `look-${n}`)) n += 1;
  return `look-${n}`;
};

/**
 * `/admin/content/lookbooks` (issue 49): each year's lookbook, its looks (picture, theme, caption,
 * materials) in both languages side by side, added, removed and ordered; a new year starts from
 * the latest one; publish now or at a time; versions kept.
 */
export function LookbookStudio() {
  const t = useTranslations('studio.lookbooks');
  const ts = useTranslations('studio');
  const records = useYearRecords<Lookbook, LookbookListItem>('lookbooks');
  const { setBoth, change, text } = records;
  const setLooks = (edit: (looks: Lookbook['looks']) => Lookbook['looks']) =>
    change((doc) => ({ ...doc, looks: edit(doc.looks) }));
  const catalogue = useMaterialCatalogue();
  /** A refusal of one of the look's materials (`ko.looks.0.materials.1`), shown on its list. */
  const materialError = (i: number) =>
    Object.entries(records.errors).find(([k, v]) => v && k.startsWith(`ko.looks.${i}.materials.`))?.[1];

  return (
    <YearRecordPage
      records={records}
      title={ts('sections.lookbooks.title')}
      lead={t('lead')}
      addLabel={(year) => t('addNext', { year })}
      nextYear={(doc) => doc}
      idPrefix="lookbook"
      formTitle={(f) => (f.id ? t('editTitle', { year: f.year }) : t('addTitle', { year: f.year }))}
      viewPath={(year) => `/archive/${year}/lookbook`}
      dataName="lookbook"
      row={(y) => ({
        title: y.titleKo,
        sub: t('lookCount', { count: y.looks }),
        editLabel: t('editOf', { year: y.year }),
      })}
    >
      {(form) => (
        <>
          {text('lookbook-title', t('title'), ['title'])}
          {text('lookbook-intro', t('intro'), ['intro'], true)}
          {form.docs.ko.looks.map((look, i) => (
            <fieldset key={look.id} className={styles.floorSet} data-edit-look={look.id}>
              <legend>{t('lookLegend', { n: i + 1 })}</legend>
              <div key={`look-${look.id}-img`}>
                <MediaPicker
                  label={t('picture')}
                  value={look.img}
                  onChange={(ref) => {
                    if (ref) setBoth(['looks', i, 'img'], ref);
                  }}
                />
              </div>
              {text(`look-${look.id}-theme`, t('theme'), ['looks', i, 'theme'])}
              {text(`look-${look.id}-title`, t('lookTitle'), ['looks', i, 'title'])}
              {text(`look-${look.id}-desc`, t('desc'), ['looks', i, 'desc'], true)}
              {text(`look-${look.id}-alt`, t('alt'), ['looks', i, 'alt'])}
              <MaterialChecks
                id={`look-${look.id}-materials`}
                legend={t('materials')}
                value={look.materials}
                options={catalogue}
                error={records.errors[`ko.looks.${i}.materials`] ?? materialError(i)}
                onChange={(keys) => setBoth(['looks', i, 'materials'], keys)}
              />
              <div className={pageStyles.buttonRow}>
                <button
                  type="button"
                  className={buttonStyles.secondaryButton}
                  disabled={i === 0}
                  aria-label={t('moveUpOf', { n: i + 1 })}
                  onClick={() =>
                    setLooks((ls) => ls.map((l, j) => (j === i - 1 ? ls[i] : j === i ? ls[i - 1] : l)))
                  }
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondaryButton}
                  disabled={i === form.docs.ko.looks.length - 1}
                  aria-label={t('moveDownOf', { n: i + 1 })}
                  onClick={() =>
                    setLooks((ls) => ls.map((l, j) => (j === i + 1 ? ls[i] : j === i ? ls[i + 1] : l)))
                  }
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={buttonStyles.smallDanger}
                  aria-label={t('removeOf', { n: i + 1 })}
                  onClick={() => setLooks((ls) => ls.filter((_, j) => j !== i))}
                >
                  {t('remove')}
                </button>
              </div>
            </fieldset>
          ))}
          <div className={pageStyles.buttonRow}>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              onClick={() =>
                setLooks((ls) => [
                  ...ls,
                  {
                    ...ls[ls.length - 1],
                    id: newLookId(ls),
                    title: '',
                    desc: '',
                    alt: '',
                    materials: [],
                  },
                ])
              }
            >
              {t('addLook')}
            </button>
          </div>
        </>
      )}
    </YearRecordPage>
  );
}
