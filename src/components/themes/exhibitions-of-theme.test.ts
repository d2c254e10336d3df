import { describe, expect, it } from 'vitest';
import { exhibitionsOfTheme } from './exhibitions-of-theme';

const ed = (slug: string, themeYear: number, otherThemeYears: number[], startsOn: string) => ({
  slug,
  themeYear,
  otherThemeYears,
  startsOn,
});

describe('exhibitionsOfTheme', () => {
  const editions = [
    ed('popupep5', 2025, [2023, 2024], '2026-12-01'),
    ed('popupep3', 2024, [], '2024-10-01'),
    ed('popupep4', 2025, [], '2025-11-01'),
    ed('popupep1', 2023, [], '2023-09-01'),
  ];

  it('lists the editions of the theme year and those that also lay it out, in the order they ran', () => {
    expect(exhibitionsOfTheme(editions, 2024).map((e) => e.slug)).toEqual(['popupep3', 'popupep5']);
    expect(exhibitionsOfTheme(editions, 2023).map((e) => e.slug)).toEqual(['popupep1', 'popupep5']);
    expect(exhibitionsOfTheme(editions, 2025).map((e) => e.slug)).toEqual(['popupep4', 'popupep5']);
  });

  it('lists none for a year no edition showed', () => {
    expect(exhibitionsOfTheme(editions, 2022)).toEqual([]);
  });
});
