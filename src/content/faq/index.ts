import { FAQ_COLORS, type FaqCategory } from './build';
import { faqEn } from './en';
import { faqKo } from './ko';

export { FAQ_COLORS, type FaqCategory };
/** The FAQ as first written: the demo seed's input (src/server/content/seed.ts); the page reads the database. */
export const faqModules = { ko: faqKo, en: faqEn } as const;
