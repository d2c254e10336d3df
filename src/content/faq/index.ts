import type { Locale } from '@/i18n/routing';
import { type FaqItem, faq } from '@/schemas/content';
import { FAQ_COLORS, type FaqCategory } from './build';
import { faqEn } from './en';
import { faqKo } from './ko';

export { FAQ_COLORS, type FaqCategory };
export const faqModules = { ko: faqKo, en: faqEn } as const;
const parsed = { ko: faq.parse(faqKo), en: faq.parse(faqEn) };

export function getFaq(locale: Locale): FaqItem[] {
  return parsed[locale];
}
