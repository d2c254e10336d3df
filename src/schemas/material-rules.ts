/**
 * The materials catalogue's plain rules (issue 50), without zod, so client components (the studio's
 * pickers) and the database read them. The zod schemas are in `materials.ts`.
 */

/** A material's key: what the lookbook and the theme pages write to refer to it (`nebula-terrazzo`). */
export const MATERIAL_KEY_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
/** A product code (`MS-25C01`): capitals, digits and hyphens. */
export const MATERIAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,19}$/;
export const MATERIAL_NAME_MAX = 60;
export const MATERIAL_DESC_MAX = 300;

/** One language of a material as the pages show it. */
export type MaterialCopy = { name: string; family: string; finish: string; desc: string; alt: string };

/** A catalogue entry as every page reads it. */
export type MaterialEntry = {
  key: string;
  code: string;
  year: number;
  theme: string;
  size: string;
  image: string;
  ko: MaterialCopy;
  en: MaterialCopy;
};

/** A material in one language, as a page shows it. */
export type MaterialCard = Omit<MaterialEntry, 'ko' | 'en'> & MaterialCopy;
/** The catalogue entries a page names, by key. */
export type MaterialCards = Record<string, MaterialCard>;
