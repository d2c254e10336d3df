import './zod-csp';
import { z } from 'zod';
import { materialKey, picturePath, themeKey } from './content';
import { scheduling } from './content-history';
import { nonEmptyPatch, requiredLine, requiredText } from './fields';
import { MATERIAL_CODE_PATTERN, MATERIAL_DESC_MAX, MATERIAL_NAME_MAX } from './material-rules';

export * from './material-rules';
export { materialKey };

/**
 * The materials catalogue (issue 50, decision 042): one entry per material, named once per
 * language, which the lookbook, the theme pages and the Collection refer to by `key`. One file for
 * the API (validation and OpenAPI), the studio and the tests.
 */

export const materialCopy = z.object({
  name: requiredLine('material.name', MATERIAL_NAME_MAX),
  family: requiredLine('material.family', MATERIAL_NAME_MAX),
  finish: requiredLine('material.finish', MATERIAL_NAME_MAX),
  desc: requiredText('material.desc', MATERIAL_DESC_MAX),
  /** The picture's alternative text; empty when it only repeats the name. */
  alt: z.string({ error: 'invalidType' }).trim().max(MATERIAL_DESC_MAX, 'tooLong').default(''),
});

const facts = {
  code: z.string({ error: 'invalidType' }).trim().regex(MATERIAL_CODE_PATTERN, 'material.code'),
  year: z.number({ error: 'invalidType' }).int().min(2001).max(2100),
  /** The theme the material belongs to (its story page's key). */
  theme: themeKey,
  /** Sizes as the trade writes them (`600 × 1200 mm`); empty when there is no sheet size. */
  size: z.string({ error: 'invalidType' }).trim().max(MATERIAL_NAME_MAX, 'tooLong').default(''),
  image: picturePath,
  /** Order within its year and theme (the Collection's order). */
  position: z.number({ error: 'invalidType' }).int().min(0).max(999).default(0),
  ko: materialCopy,
  en: materialCopy,
};

/** `POST /api/admin/materials`: a new catalogue entry. */
export const materialBody = z.object({ key: materialKey, ...facts });
export type MaterialBody = z.input<typeof materialBody>;

/**
 * `PATCH /api/admin/materials/{id}`: any of its facts; the key, which pages refer to, stays. With a
 * later `publishAt` the change is kept and made then (the history's `materials` kind).
 */
export const materialPatch = nonEmptyPatch(
  z.object({
    code: facts.code.optional(),
    year: facts.year.optional(),
    theme: themeKey.optional(),
    size: z.string({ error: 'invalidType' }).trim().max(MATERIAL_NAME_MAX, 'tooLong').optional(),
    image: picturePath.optional(),
    position: z.number({ error: 'invalidType' }).int().min(0).max(999).optional(),
    ko: materialCopy.optional(),
    en: materialCopy.optional(),
    ...scheduling,
  }),
);
export type MaterialPatch = z.input<typeof materialPatch>;

const copyOut = z.object({
  name: z.string(),
  family: z.string(),
  finish: z.string(),
  desc: z.string(),
  alt: z.string(),
});
export const materialRecord = z.object({
  id: z.guid(),
  key: z.string(),
  code: z.string(),
  year: z.number().int(),
  theme: z.string(),
  size: z.string(),
  image: z.string(),
  position: z.number().int(),
  ko: copyOut,
  en: copyOut,
  /** Where it is named: `lookbook:2025`, `theme:2025/cosmos`. A used entry cannot be deleted. */
  usedBy: z.array(z.string()),
  updatedAt: z.string(),
});
export type MaterialRecord = z.infer<typeof materialRecord>;
export const materialList = z.object({ items: z.array(materialRecord) });
