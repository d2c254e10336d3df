'use client';

import { useTranslations } from 'next-intl';
import type { ThemeYearDocBody, ThemeYearListItem } from '@/schemas/theme-years';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { at, type DocPath } from './doc-path';
import { MaterialSelect, useMaterialCatalogue } from './material-picker';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';
import { useYearRecords } from './year-record';
import { YearRecordPage } from './year-record-page';

type Path = DocPath;

/** A year's pages say their year: the collection page and each story page. */
const withYear = (doc: ThemeYearDocBody, year: number): ThemeYearDocBody => ({
  ...doc,
  design: { ...doc.design, year },
  stories: doc.stories.map((s) => ({ ...s, year })),
});

/**
 * The latest year copied as the start of the next: same structure, the new year in its pages and
 * its collection's label, without the latest year's own seminar and 2023 themes.
 */
const nextYearOf = (doc: ThemeYearDocBody, year: number): ThemeYearDocBody => ({
  design: { ...doc.design, year, seminar: undefined, themes2023: undefined },
  stories: doc.stories.map((s) => ({
    ...s,
    year,
    collection: s.collection.replace(String(year - 1), String(year)),
  })),
});

/**
 * `/admin/content/themes` (issue 49): each year's design theme, its collection page and its themes'
 * story pages, in both languages side by side; new years start from the latest one, publish now or
 * at the announcement hour, and keep their versions. The list, form, saving, scheduling, deleting,
 * preview link and versions are the yearly records' kit (`year-record.tsx`).
 */
export function ThemeYearStudio() {
  const t = useTranslations('studio.themes');
  const ts = useTranslations('studio');
  const records = useYearRecords<ThemeYearDocBody, ThemeYearListItem>('themes', withYear);
  const { form, errors, setBoth, text, lines } = records;
  const catalogue = useMaterialCatalogue();

  /** A value both languages share (a picture's address, a colour, a theme's address). */
  const shared = (id: string, label: string, path: Path, hint?: string) =>
    form ? (
      <div className={fieldStyles.field} key={id}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={String(at(form.docs.ko, path) ?? '')}
          aria-invalid={Boolean(errors[['ko', ...path].join('.')])}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => setBoth(path, e.target.value)}
        />
        {hint ? (
          <p id={`${id}-hint`} className={fieldStyles.hint}>
            {hint}
          </p>
        ) : null}
        {errors[['ko', ...path].join('.')] ? (
          <p className={fieldStyles.fieldError}>{errors[['ko', ...path].join('.')]}</p>
        ) : null}
      </div>
    ) : null;

  /** A picture both languages share, from the media library; `twin` is its phone framing's path. */
  const picture = (id: string, label: string, path: Path, twin?: Path) =>
    form ? (
      <div key={id} data-theme-picture={id}>
        <MediaPicker
          label={label}
          value={String(at(form.docs.ko, path) ?? '') || null}
          onChange={(ref) => {
            if (!ref) return;
            setBoth(path, ref);
            if (twin) setBoth(twin, ref);
          }}
        />
        {errors[['ko', ...path].join('.')] ? (
          <p className={fieldStyles.fieldError}>{errors[['ko', ...path].join('.')]}</p>
        ) : null}
      </div>
    ) : null;

  return (
    <YearRecordPage
      records={records}
      title={ts('sections.themes.title')}
      lead={t('lead')}
      addLabel={(year) => t('addNext', { year })}
      nextYear={nextYearOf}
      idPrefix="theme"
      formTitle={(f) => (f.id ? t('editTitle', { year: f.year }) : t('addTitle', { year: f.year }))}
      viewPath={(year) => `/archive/${year}/designtheme`}
      dataName="theme"
      row={(y) => ({ title: y.nameKo, sub: y.themes.join(' · '), editLabel: t('editOf', { year: y.year }) })}
    >
      {(form) => (
        <>
          <h3 className={pageStyles.sectionTitle}>{t('collection')}</h3>
          {text('theme-name', t('name'), ['design', 'name'])}
          {text('theme-headline', t('headline'), ['design', 'headline'])}
          {text('theme-intro', t('intro'), ['design', 'intro'], true)}

          {form.docs.ko.design.themes.map((theme, i) => {
            const story = form.docs.ko.stories.findIndex((s) => s.key === theme.key);
            const base: Path = ['stories', story];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the three themes are fixed positions, never reordered
              <fieldset key={`theme-${i}`} className={styles.floorSet} data-edit-theme={theme.key}>
                <legend>{t('themeLegend', { n: i + 1, name: theme.name })}</legend>
                <div className={fieldStyles.field}>
                  <label htmlFor={`theme-${i}-key`}>{t('key')}</label>
                  <input
                    id={`theme-${i}-key`}
                    value={theme.key}
                    aria-describedby={`theme-${i}-key-hint`}
                    aria-invalid={Boolean(errors[`ko.design.themes.${i}.key`])}
                    onChange={(e) => {
                      // The story page follows its theme's address.
                      setBoth(['design', 'themes', i, 'key'], e.target.value);
                      if (story >= 0) setBoth(['stories', story, 'key'], e.target.value);
                    }}
                  />
                  <p id={`theme-${i}-key-hint`} className={fieldStyles.hint}>
                    {t('keyHint', { year: form.year })}
                  </p>
                </div>
                {text(`theme-${i}-name`, t('themeName'), ['design', 'themes', i, 'name'])}
                {/* one tagline: the card's and its story page's (the thirteenth review read two) */}
                {text(
                  `theme-${i}-tagline`,
                  t('tagline'),
                  ['design', 'themes', i, 'tagline'],
                  false,
                  story >= 0 ? ['stories', story, 'tagline'] : undefined,
                )}
                {text(`theme-${i}-summary`, t('summary'), ['design', 'themes', i, 'summary'], true)}
                {text(`theme-${i}-alt`, t('alt'), ['design', 'themes', i, 'alt'])}
                {picture(
                  `theme-${i}-hero`,
                  t('picture'),
                  ['design', 'themes', i, 'hero'],
                  ['design', 'themes', i, 'heroMobile'],
                )}
                {story >= 0 ? (
                  <>
                    <h4 className={styles.historyTitle}>{t('story')}</h4>
                    {picture(`story-${i}-hero`, t('storyHero'), [...base, 'hero'], [...base, 'heroMobile'])}
                    {text(`story-${i}-hero-alt`, t('heroAlt'), [...base, 'heroAlt'])}
                    {text(`story-${i}-concept`, t('conceptTitle'), [...base, 'concept', 'title'])}
                    {lines(`story-${i}-body`, t('conceptBody'), [...base, 'concept', 'body'])}
                    {lines(`story-${i}-keywords`, t('keywords'), [...base, 'keywords'])}
                    {form.docs.ko.stories[story].palette.map((_, p) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the palette's colours are fixed positions, never reordered
                      <div key={`palette-${p}`} className={styles.grid3}>
                        {shared(`story-${i}-hex-${p}`, t('colour', { n: p + 1 }), [
                          ...base,
                          'palette',
                          p,
                          'hex',
                        ])}
                        {text(`story-${i}-colour-${p}`, t('colourName', { n: p + 1 }), [
                          ...base,
                          'palette',
                          p,
                          'name',
                        ])}
                        {text(`story-${i}-role-${p}`, t('colourRole', { n: p + 1 }), [
                          ...base,
                          'palette',
                          p,
                          'role',
                        ])}
                      </div>
                    ))}
                    {form.docs.ko.stories[story].materials.map((key, m) => (
                      <MaterialSelect
                        // biome-ignore lint/suspicious/noArrayIndexKey: the materials are fixed positions, never reordered
                        key={`material-${m}`}
                        id={`story-${i}-material-${m}`}
                        label={t('material', { n: m + 1 })}
                        value={key}
                        options={catalogue}
                        error={errors[['ko', ...base, 'materials', m].join('.')]}
                        onChange={(v) => setBoth([...base, 'materials', m], v)}
                      />
                    ))}
                    {form.docs.ko.stories[story].images.map((_, m) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are fixed positions, never reordered
                      <div key={`image-${m}`}>
                        {picture(`story-${i}-src-${m}`, t('image', { n: m + 1 }), [
                          ...base,
                          'images',
                          m,
                          'src',
                        ])}
                        {text(`story-${i}-ialt-${m}`, t('imageAlt', { n: m + 1 }), [
                          ...base,
                          'images',
                          m,
                          'alt',
                        ])}
                        {text(`story-${i}-caption-${m}`, t('caption', { n: m + 1 }), [
                          ...base,
                          'images',
                          m,
                          'caption',
                        ])}
                      </div>
                    ))}
                    {text(`story-${i}-quote`, t('quote'), [...base, 'quote'])}
                  </>
                ) : null}
              </fieldset>
            );
          })}
        </>
      )}
    </YearRecordPage>
  );
}
