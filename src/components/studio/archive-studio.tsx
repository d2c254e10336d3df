'use client';

import { useTranslations } from 'next-intl';
import type { ArchiveListItem } from '@/schemas/archive';
import type { ArchiveDoc, ArchiveSection, SummaryItem } from '@/schemas/content';
import buttonStyles from '../console-kit/button.module.css';
import pageStyles from '../console-kit/page.module.css';
import type { DocPath } from './doc-path';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';
import { useYearRecords } from './year-record';
import { YearRecordPage } from './year-record-page';

type Kind = 'summary' | 'detail' | 'coming';
const PARTS = ['data1', 'data2', 'data3', 'data4', 'data5'] as const;
/** Summary years have 3 to 4 titled items; detail years 1 to 5 sections (SPEC §3). */
const LIMITS = { summary: { min: 3, max: 4 }, detail: { min: 1, max: 5 } } as const;

const kindOf = (d: ArchiveDoc): Kind =>
  d.detail === null ? 'coming' : d.isSummary === 'true' ? 'summary' : 'detail';

const blankItem = (): SummaryItem => ({ Title: '', SubTitle: '', Desc: '' });
const blankSection = (picture: string): ArchiveSection => ({
  Img: picture,
  ImgMobile: picture,
  Title: '',
  SubTitle: '',
  Text: '',
});

/** An entry of another kind, keeping what the two share (title, lines, card picture). */
function asKind(d: ArchiveDoc, kind: Kind, picture: string): ArchiveDoc {
  if (kind === 'coming')
    return {
      title: '',
      desc: '',
      subDesc: '',
      isSummary: 'false',
      imgSrc: '',
      imgSrcMobile: '',
      detail: null,
    };
  const base = {
    title: d.title,
    desc: d.desc,
    subDesc: d.subDesc,
    imgSrc: d.imgSrc || picture,
    imgSrcMobile: d.imgSrcMobile || picture,
  };
  if (kind === 'summary')
    return {
      ...base,
      isSummary: 'true',
      detail: {
        dataImg: base.imgSrc,
        dataImgMobile: base.imgSrcMobile,
        data1: blankItem(),
        data2: blankItem(),
        data3: blankItem(),
      },
    };
  return {
    ...base,
    isSummary: 'false',
    detail: { title: '', mainTitle: '', subTitle: '', data1: blankSection(base.imgSrc) },
  };
}

/** The numbered parts an entry has written (items or sections). */
const partsOf = (d: ArchiveDoc) =>
  d.detail ? PARTS.filter((k) => (d.detail as Record<string, unknown>)[k] !== undefined) : [];

/**
 * `/admin/content/archive` (issue 49): the trend archive, one record a year since 2001. A year is
 * a summary (3 to 4 titled items around one picture), a detail year (1 to 5 sections, each with a
 * picture, title, subtitle and text, with shorter phone versions), or announced with nothing to
 * show yet. Both languages side by side; pictures from the media library, shared by both.
 */
export function ArchiveStudio() {
  const t = useTranslations('studio.archive');
  const ts = useTranslations('studio');
  const records = useYearRecords<ArchiveDoc, ArchiveListItem>('archive');
  const { form, setBoth, change, text } = records;

  const picture = (id: string, label: string, path: DocPath, twin?: DocPath) => (
    <div key={id} data-edit-picture={id}>
      <MediaPicker
        label={label}
        value={
          String(path.reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], form?.docs.ko) ?? '') ||
          null
        }
        onChange={(ref) => {
          if (!ref) return;
          setBoth(path, ref);
          if (twin) setBoth(twin, ref);
        }}
      />
    </div>
  );

  const editor = () => {
    if (!form) return null;
    const doc = form.docs.ko;
    const kind = kindOf(doc);
    const parts = partsOf(doc);
    const fallback = doc.imgSrc || '/images/archive/2022-web.webp';
    const addPart = () => {
      const k = PARTS[parts.length];
      if (!k) return;
      change((d) =>
        d.detail
          ? ({
              ...d,
              detail: {
                ...d.detail,
                [k]: d.isSummary === 'true' ? blankItem() : blankSection(fallback),
              },
            } as ArchiveDoc)
          : d,
      );
    };
    const removeLast = () => {
      const k = parts[parts.length - 1];
      change((d) => {
        if (!d.detail || !k) return d;
        const { [k]: _gone, ...rest } = d.detail as Record<string, unknown>;
        return { ...d, detail: rest } as ArchiveDoc;
      });
    };
    const limits = kind === 'coming' ? null : LIMITS[kind];
    return (
      <>
        <fieldset className={styles.checks}>
          <legend>{t('kind')}</legend>
          {(['detail', 'summary', 'coming'] as const).map((k) => (
            <label key={k} className={styles.check}>
              <input
                type="radio"
                name="archive-kind"
                value={k}
                checked={kind === k}
                onChange={() => change((d) => asKind(d, k, fallback))}
              />
              <span>
                <strong>{t(`kinds.${k}`)}</strong> {t(`kindHints.${k}`)}
              </span>
            </label>
          ))}
        </fieldset>
        {kind === 'coming' ? null : (
          <>
            {text('archive-title', t('title'), ['title'])}
            {text('archive-desc', t('desc'), ['desc'], true)}
            {text('archive-sub', t('subDesc'), ['subDesc'])}
            {picture('archive-card', t('cardPicture'), ['imgSrc'], ['imgSrcMobile'])}
          </>
        )}
        {kind === 'detail' ? (
          <>
            {text('archive-page-title', t('pageTitle'), ['detail', 'title'])}
            {text('archive-main-title', t('mainTitle'), ['detail', 'mainTitle'])}
            {text('archive-sub-title', t('subTitle'), ['detail', 'subTitle'])}
            {parts.map((k, i) => (
              <fieldset key={k} className={styles.floorSet} data-edit-part={k}>
                <legend>{t('sectionLegend', { n: i + 1 })}</legend>
                {picture(
                  `archive-${k}-img`,
                  t('sectionPicture'),
                  ['detail', k, 'Img'],
                  ['detail', k, 'ImgMobile'],
                )}
                {text(`archive-${k}-title`, t('sectionTitle'), ['detail', k, 'Title'])}
                {text(`archive-${k}-subtitle`, t('sectionSubTitle'), ['detail', k, 'SubTitle'])}
                {text(`archive-${k}-text`, t('sectionText'), ['detail', k, 'Text'], true)}
              </fieldset>
            ))}
          </>
        ) : null}
        {kind === 'summary' ? (
          <>
            {picture(
              'archive-summary-img',
              t('summaryPicture'),
              ['detail', 'dataImg'],
              ['detail', 'dataImgMobile'],
            )}
            {parts.map((k, i) => (
              <fieldset key={k} className={styles.floorSet} data-edit-part={k}>
                <legend>{t('itemLegend', { n: i + 1 })}</legend>
                {text(`archive-${k}-title`, t('itemTitle'), ['detail', k, 'Title'])}
                {text(`archive-${k}-subtitle`, t('itemSubTitle'), ['detail', k, 'SubTitle'])}
                {text(`archive-${k}-desc`, t('itemDesc'), ['detail', k, 'Desc'], true)}
              </fieldset>
            ))}
          </>
        ) : null}
        {limits ? (
          <div className={pageStyles.buttonRow}>
            <button
              type="button"
              className={buttonStyles.secondaryButton}
              disabled={parts.length >= limits.max}
              onClick={addPart}
            >
              {kind === 'summary' ? t('addItem') : t('addSection')}
            </button>
            <button
              type="button"
              className={buttonStyles.smallDanger}
              disabled={parts.length <= limits.min}
              onClick={removeLast}
            >
              {kind === 'summary' ? t('removeItem') : t('removeSection')}
            </button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <YearRecordPage
      records={records}
      title={ts('sections.archive.title')}
      lead={t('lead')}
      addLabel={(year) => t('addNext', { year })}
      nextYear={(doc) => doc}
      idPrefix="archive"
      formTitle={(f) => (f.id ? t('editTitle', { year: f.year }) : t('addTitle', { year: f.year }))}
      dataName="archive"
      row={(y) => ({
        title: y.titleKo || t('untitled'),
        sub: t(`kinds.${y.kind}`),
        editLabel: t('editOf', { year: y.year }),
      })}
    >
      {(_form) => <>{editor()}</>}
    </YearRecordPage>
  );
}
