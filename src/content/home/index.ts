import type { Locale } from '@/i18n/routing';
import { type FloorItem, floorSet } from '@/schemas/content';
import type { FloorVersion } from './build';
import { floorsEn } from './en';
import { floorsKo } from './ko';

export type { FloorVersion };

/**
 * Which floor content the home shows: 'persona' (Photo, Experience, Next; EP.04) or 'earlier'
 * (old memories, pattern designer, media art; EP.02). The other version stays on its exhibition page.
 */
export const HOME_FLOOR_VERSION: 'persona' | 'earlier' = 'persona';

export const floorModules = { ko: floorsKo, en: floorsEn } as const;

const parse = (m: Record<FloorVersion, FloorItem[]>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, floorSet.parse(v)])) as Record<
    FloorVersion,
    FloorItem[]
  >;
const parsed = { ko: parse(floorsKo), en: parse(floorsEn) };

export function getFloors(locale: Locale, version: FloorVersion = HOME_FLOOR_VERSION): FloorItem[] {
  return parsed[locale][version];
}
