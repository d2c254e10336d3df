import { lookbookEn } from './en';
import { lookbookKo } from './ko';

export const lookbookModules = {
  ko: { lookbook: lookbookKo },
  en: { lookbook: lookbookEn },
} as const;
