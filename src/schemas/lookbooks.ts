import { z } from 'zod';
import { lookbook } from './content';
import { scheduling } from './content-history';
import { nonEmptyPatch } from './fields';

/**
 * Lookbooks in the studio (issue 49): a year's looks, per language, as one record. One file for the
 * API (validation and OpenAPI), the studio and the tests; the public page renders `Lookbook`.
 */

const year = z.number({ error: 'invalidType' }).int().min(2001).max(2100);

type Shape = { ko?: z.infer<typeof lookbook>; en?: z.infer<typeof lookbook> | null };

/** English, when written, has the same looks in the same order as Korean (one picture each). */
function sameLooks(v: Shape, ctx: z.RefinementCtx) {
  if (!v.ko || !v.en) return;
  const ids = (l: NonNullable<Shape['ko']>) => l.looks.map((x) => x.id).join();
  if (ids(v.en) !== ids(v.ko))
    ctx.addIssue({ code: 'custom', path: ['en', 'looks'], message: 'lookbook.languagesDiffer' });
  // A look's materials are catalogue keys, the same in both languages (decision 042).
  v.en.looks.forEach((look, i) => {
    const ko = v.ko?.looks.find((o) => o.id === look.id);
    if (ko && ko.materials.join() !== look.materials.join())
      ctx.addIssue({
        code: 'custom',
        path: ['en', 'looks', i, 'materials'],
        message: 'material.languagesDiffer',
      });
  });
  v.ko.looks.forEach((look, i) => {
    if (v.ko?.looks.findIndex((o) => o.id === look.id) !== i)
      ctx.addIssue({ code: 'custom', path: ['ko', 'looks', i, 'id'], message: 'lookbook.duplicateLook' });
  });
}

/** `POST /api/admin/lookbooks`: a year's lookbook (a draft unless `published`). */
export const lookbookBody = z
  .object({
    year,
    ko: lookbook,
    en: lookbook.nullable().default(null),
    published: z.boolean({ error: 'invalidType' }).default(false),
    ...scheduling,
  })
  .superRefine(sameLooks);
export type LookbookBody = z.input<typeof lookbookBody>;
/** As its route validated it (defaults filled): what the service takes. */
export type LookbookValue = z.output<typeof lookbookBody>;

/** `PATCH /api/admin/lookbooks/{id}`: any of them (the merged record is checked as a whole). */
export const lookbookPatch = nonEmptyPatch(
  z.object({
    year: year.optional(),
    ko: lookbook.optional(),
    en: lookbook.nullable().optional(),
    published: z.boolean({ error: 'invalidType' }).optional(),
    ...scheduling,
  }),
);
export type LookbookPatch = z.input<typeof lookbookPatch>;
export type LookbookPatchValue = z.output<typeof lookbookPatch>;

export const lookbookRecordSchema = z
  .object({ year, ko: lookbook, en: lookbook.nullable() })
  .superRefine(sameLooks);

export const lookbookRecord = z.object({
  id: z.guid(),
  year: z.number().int(),
  ko: lookbook,
  en: lookbook.nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type LookbookRecord = z.infer<typeof lookbookRecord>;

export const lookbookListItem = z.object({
  id: z.guid(),
  year: z.number().int(),
  titleKo: z.string(),
  looks: z.number().int(),
  published: z.boolean(),
  english: z.boolean(),
  updatedAt: z.string(),
});
export type LookbookListItem = z.infer<typeof lookbookListItem>;
export const lookbookList = z.object({ items: z.array(lookbookListItem) });
