import type { Locale } from '@/i18n/routing';
import { type ArchiveEntry, archive, type DetailEntry, type SummaryEntry } from '@/schemas/content';
import { archiveEn } from './en';
import { archiveKo } from './ko';

export const archiveModules = { ko: archiveKo, en: archiveEn } as const;

const parsed = {
  ko: archive.parse(archiveKo),
  en: archive.parse(archiveEn),
};

/** All 24 entries of a locale, in id order. */
export function getArchive(locale: Locale): ArchiveEntry[] {
  return parsed[locale];
}

export type PublishedEntry = SummaryEntry | DetailEntry;
export const isPublished = (e: ArchiveEntry): e is PublishedEntry => e.detail !== null;

/** Years with a detail view (placeholders have none), oldest first. */
export function archiveYears(): number[] {
  return parsed.ko.filter(isPublished).map((e) => e.year);
}

export function getArchiveYear(locale: Locale, year: number) {
  const published = parsed[locale].filter(isPublished);
  const i = published.findIndex((e) => e.year === year);
  if (i < 0) return null;
  return {
    entry: published[i] as PublishedEntry,
    prev: published[i - 1] ?? null,
    next: published[i + 1] ?? null,
  };
}
