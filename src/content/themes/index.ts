import type { Locale } from '@/i18n/routing';
import { type DesignTheme, designTheme, type ThemeStory, themeStory } from '@/schemas/content';
import { designThemesEn, storiesEn } from './en';
import { designThemesKo, storiesKo } from './ko';

export const themeModules = {
  ko: { stories: storiesKo, designThemes: designThemesKo },
  en: { stories: storiesEn, designThemes: designThemesEn },
} as const;

type Year = '2025' | '2024' | '2023';
const parse = (m: (typeof themeModules)[Locale]) => ({
  stories: Object.fromEntries(Object.entries(m.stories).map(([k, v]) => [k, themeStory.parse(v)])) as Record<
    ThemeStory['key'],
    ThemeStory
  >,
  designThemes: Object.fromEntries(
    Object.entries(m.designThemes).map(([k, v]) => [k, designTheme.parse(v)]),
  ) as Record<Year, DesignTheme>,
});
const parsed = { ko: parse(themeModules.ko), en: parse(themeModules.en) };

export function getDesignTheme(locale: Locale, year: number): DesignTheme | null {
  return parsed[locale].designThemes[String(year) as Year] ?? null;
}

export function getThemeStory(locale: Locale, key: string): ThemeStory | null {
  return parsed[locale].stories[key as ThemeStory['key']] ?? null;
}
