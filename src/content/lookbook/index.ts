import type { Locale } from '@/i18n/routing';
import { type Collection, collection, type Lookbook, lookbook } from '@/schemas/content';
import { collectionEn, lookbookEn } from './en';
import { collectionKo, lookbookKo } from './ko';

export const lookbookModules = {
  ko: { lookbook: lookbookKo, collection: collectionKo },
  en: { lookbook: lookbookEn, collection: collectionEn },
} as const;
const parsed = {
  ko: { lookbook: lookbook.parse(lookbookKo), collection: collection.parse(collectionKo) },
  en: { lookbook: lookbook.parse(lookbookEn), collection: collection.parse(collectionEn) },
};

export const getLookbook = (locale: Locale): Lookbook => parsed[locale].lookbook;
export const getCollection = (locale: Locale): Collection => parsed[locale].collection;
