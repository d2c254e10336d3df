'use client';

import type { ReactNode } from 'react';
import { StudioPage } from './studio-page';
import { type useYearRecords, type YearForm, YearRecordForm, YearRecordList } from './year-record';

type Listed = { id: string; year: number; published: boolean; english: boolean };

/**
 * A yearly record's studio page (design theme years, lookbooks, archive years): the button that
 * starts the year after the latest, the message, and either the open record's form (the editor's
 * own fields are `children`) or the list of years.
 */
export function YearRecordPage<Doc, Item extends Listed>({
  records,
  title,
  lead,
  addLabel,
  nextYear,
  idPrefix,
  formTitle,
  viewPath,
  dataName,
  row,
  children,
}: {
  records: ReturnType<typeof useYearRecords<Doc, Item>>;
  title: string;
  lead: string;
  /** The add button's label, naming the year it starts. */
  addLabel: (year: number) => string;
  /** How the next year's pages are made from the latest's. */
  nextYear: (doc: Doc, year: number) => Doc;
  idPrefix: string;
  formTitle: (form: YearForm<Doc>) => string;
  /** The record's public page, linked while it is published. */
  viewPath?: (year: number) => string;
  /** The list rows' data attribute: `data-{dataName}-year`. */
  dataName: string;
  /** A listed year's title, line under it and the Edit button's accessible name. */
  row: (item: Item) => { title: string; sub: string; editLabel: string };
  children: (form: YearForm<Doc>) => ReactNode;
}) {
  const { state, form, message, open } = records;
  const latest = state.status === 'ready' ? state.data.items[0] : undefined;
  return (
    <StudioPage
      title={title}
      lead={lead}
      state={state}
      message={message}
      add={
        latest && !form
          ? { label: addLabel(latest.year + 1), onAdd: () => void open(latest.id, nextYear) }
          : null
      }
    >
      {(data) =>
        form ? (
          <YearRecordForm
            records={records}
            idPrefix={idPrefix}
            title={formTitle(form)}
            viewPath={viewPath?.(form.year)}
          >
            {children(form)}
          </YearRecordForm>
        ) : (
          <YearRecordList
            dataName={dataName}
            onEdit={(id) => void open(id)}
            items={data.items.map((y) => ({ ...y, ...row(y) }))}
          />
        )
      }
    </StudioPage>
  );
}
