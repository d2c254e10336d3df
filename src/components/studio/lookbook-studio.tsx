'use client';

import { useTranslations } from 'next-intl';
import type { Lookbook } from '@/schemas/content';
import type { LookbookListItem } from '@/schemas/lookbooks';
import buttonStyles from '../console-kit/button.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { MaterialChecks, useMaterialCatalogue } from './material-picker';
import { MediaPicker } from './media-picker';
import styles from './studio.module.css';
import { StudioMessage } from './studio-message';
import { useYearRecords, YearRecordForm, YearRecordList } from './year-record';

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
  const { state, form, message, open, setBoth, change, text } = records;
  const setLooks = (edit: (looks: Lookbook['looks']) => Lookbook['looks']) =>
    change((doc) => ({ ...doc, looks: edit(doc.looks) }));
  const latest = state.status === 'ready' ? state.data.items[0] : undefined;
  const catalogue = useMaterialCatalogue();
  /** A refusal of one of the look's materials (`ko.looks.0.materials.1`), shown on its list. */
  const materialError = (i: number) =>
    Object.entries(records.errors).find(([k, v]) => v && k.startsWith(`ko.looks.${i}.materials.`))?.[1];

  return (
    <AdminPage
      title={ts('sections.lookbooks.title')}
      permission="content.write"
      lead={t('lead')}
      actions={
        latest && !form ? (
          <button
            type="button"
            className={buttonStyles.primaryButton}
            onClick={() => void open(latest.id, (doc) => doc)}
          >
            {t('addNext', { year: latest.year + 1 })}
          </button>
        ) : null
      }
    >
      <StudioMessage message={message} />
      <QueryView state={state}>
        {(data) =>
          form ? (
            <YearRecordForm
              records={records}
              idPrefix="lookbook"
              title={form.id ? t('editTitle', { year: form.year }) : t('addTitle', { year: form.year })}
              viewPath={`/archive/${form.year}/lookbook`}
            >
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
            </YearRecordForm>
          ) : (
            <YearRecordList
              dataName="lookbook"
              onEdit={(id) => void open(id)}
              items={data.items.map((y) => ({
                ...y,
                title: y.titleKo,
                sub: t('lookCount', { count: y.looks }),
                editLabel: t('editOf', { year: y.year }),
              }))}
            />
          )
        }
      </QueryView>
    </AdminPage>
  );
}
