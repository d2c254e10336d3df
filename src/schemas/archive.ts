import { z } from 'zod';
import { type ArchiveDoc, archiveDoc } from './content';
import { scheduling } from './content-history';
import { nonEmptyPatch } from './fields';

/**
 * The trend archive in the studio (issue 49): one record per year, its entry per language. One file
 * for the API (validation and OpenAPI), the studio and the tests; the public pages render the
 * spec's `ArchiveEntry`.
 */

const year = z.number({ error: 'invalidType' }).int().min(2001).max(2100);

/** The kind of an entry: a summary year, a detail year, or an announced year with nothing yet. */
export const archiveKindOf = (d: ArchiveDoc): 'summary' | 'detail' | 'coming' =>
  d.detail === null ? 'coming' : d.isSummary === 'true' ? 'summary' : 'detail';

const PARTS = ['data1', 'data2', 'data3', 'data4', 'data5'] as const;
/** Which of an entry's numbered parts (items or sections) are written. */
const partsOf = (d: ArchiveDoc) =>
  d.detail ? PARTS.filter((k) => (d.detail as Record<string, unknown>)[k] !== undefined).join() : '';
/** Every picture an entry names (both languages share them; the page reads resolve library ones). */
export const archivePictures = (d: ArchiveDoc): string[] => {
  if (!d.detail) return [];
  const own = [d.imgSrc, d.imgSrcMobile];
  if (d.isSummary === 'true') return [...own, d.detail.dataImg, d.detail.dataImgMobile];
  const detail = d.detail;
  return [...own, ...PARTS.flatMap((k) => (detail[k] ? [detail[k].Img, detail[k].ImgMobile] : []))];
};

type Shape = { ko?: ArchiveDoc; en?: ArchiveDoc | null };

/** English, when written, is the same kind of entry with the same parts and the same pictures. */
function sameEntry(v: Shape, ctx: z.RefinementCtx) {
  if (!v.ko || !v.en) return;
  if (
    archiveKindOf(v.en) !== archiveKindOf(v.ko) ||
    partsOf(v.en) !== partsOf(v.ko) ||
    archivePictures(v.en).join() !== archivePictures(v.ko).join()
  )
    ctx.addIssue({ code: 'custom', path: ['en'], message: 'archive.languagesDiffer' });
}

/** `POST /api/admin/archive`: a year's entry (a draft unless `published`). */
export const archiveBody = z
  .object({
    year,
    ko: archiveDoc,
    en: archiveDoc.nullable().default(null),
    published: z.boolean({ error: 'invalidType' }).default(false),
    ...scheduling,
  })
  .superRefine(sameEntry);
export type ArchiveBody = z.input<typeof archiveBody>;
/** As its route validated it (defaults filled): what the service takes. */
export type ArchiveValue = z.output<typeof archiveBody>;

/** `PATCH /api/admin/archive/{id}`: any of them (the merged record is checked as a whole). */
export const archivePatch = nonEmptyPatch(
  z.object({
    year: year.optional(),
    ko: archiveDoc.optional(),
    en: archiveDoc.nullable().optional(),
    published: z.boolean({ error: 'invalidType' }).optional(),
    ...scheduling,
  }),
);
export type ArchivePatch = z.input<typeof archivePatch>;
export type ArchivePatchValue = z.output<typeof archivePatch>;

export const archiveRecordSchema = z
  .object({ year, ko: archiveDoc, en: archiveDoc.nullable() })
  .superRefine(sameEntry);

export const archiveRecord = z.object({
  id: z.guid(),
  year: z.number().int(),
  ko: archiveDoc,
  en: archiveDoc.nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type ArchiveRecord = z.infer<typeof archiveRecord>;

export const archiveListItem = z.object({
  id: z.guid(),
  year: z.number().int(),
  kind: z.enum(['summary', 'detail', 'coming']),
  titleKo: z.string(),
  published: z.boolean(),
  english: z.boolean(),
  updatedAt: z.string(),
});
export type ArchiveListItem = z.infer<typeof archiveListItem>;
export const archiveList = z.object({ items: z.array(archiveListItem) });
