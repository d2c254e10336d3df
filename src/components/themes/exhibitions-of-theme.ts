import type { PublicEdition } from '@/schemas/content-rules';

/**
 * The editions that showed a design theme (their `themeYear`, or one of their `otherThemeYears`),
 * oldest first: the order they ran in.
 */
export function exhibitionsOfTheme<
  E extends Pick<PublicEdition, 'themeYear' | 'otherThemeYears' | 'startsOn'>,
>(editions: readonly E[], year: number): E[] {
  return editions
    .filter((e) => e.themeYear === year || e.otherThemeYears.includes(year))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}
