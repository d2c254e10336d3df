import type { Locale } from '@/i18n/routing';
import { type Exhibition, exhibition, exhibitionCommon } from '@/schemas/content';
import { exhibitionCommonEn, exhibitionsEn } from './en';
import { exhibitionCommonKo, exhibitionsKo } from './ko';

export const exhibitionModules = {
  ko: { exhibitions: exhibitionsKo, common: exhibitionCommonKo },
  en: { exhibitions: exhibitionsEn, common: exhibitionCommonEn },
} as const;

const parse = (m: (typeof exhibitionModules)[Locale]) => ({
  exhibitions: Object.fromEntries(
    Object.entries(m.exhibitions).map(([k, v]) => [k, exhibition.parse(v)]),
  ) as Record<Exhibition['slug'], Exhibition>,
  common: exhibitionCommon.parse(m.common),
});
const parsed = { ko: parse(exhibitionModules.ko), en: parse(exhibitionModules.en) };

/** Visiting rules (SPEC §9) and attendance notes (SPEC §6). */
export function getExhibitionCommon(locale: Locale) {
  return parsed[locale].common;
}
