import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/config/routes';
import { currentGroup, groupItems, NAV_GROUPS, sectionCurrent, sectionLabelKey } from './nav-items';

describe('sectionCurrent', () => {
  it('is the page on the list, true on a page inside the section, nothing elsewhere', () => {
    expect(sectionCurrent('/event', '/event')).toBe('page');
    expect(sectionCurrent('/event/8f0c2d8e-1f5b-4f6e-9a57-0d7c4a3b2e10', '/event')).toBe('true');
    expect(sectionCurrent('/events-archive', '/event')).toBeUndefined();
    expect(sectionCurrent('/faq', '/event')).toBeUndefined();
  });
});

describe('currentGroup', () => {
  it('puts archive years, theme pages and the collection under Design Trend (spec: the archive item is highlighted on the collection)', () => {
    expect(currentGroup('/archive/2019')).toBe('designTrend');
    expect(currentGroup('/2025/main/boost')).toBe('designTrend');
    expect(currentGroup('/archive/collectionDetail')).toBe('designTrend');
    expect(currentGroup('/archive/2023/popupep2')).toBe('exhibition');
    expect(currentGroup('/faq')).toBeNull();
  });

  it('puts every edition page under Exhibition, and the lookbook under Design Trend', () => {
    const editions = [{ path: '/archive/2026/popupep5', label: 'EP.05' }];
    const trend = [{ path: '/archive/2025/lookbook', labelKey: 'lookbook' }];
    expect(currentGroup('/archive/2026/popupep5', editions, trend)).toBe('exhibition');
    expect(currentGroup('/archive/2027/popupep12')).toBe('exhibition');
    expect(groupItems('exhibition', editions, trend)).toEqual(editions);
    // the lookbook is the trend's book, not an exhibition (the sixth review read "홈 › 전시 › 룩북")
    expect(currentGroup('/archive/2025/lookbook', editions, trend)).toBe('designTrend');
    expect(currentGroup('/archive/2026/lookbook')).toBe('designTrend');
  });

  it('ends the Design Trend group with the published theme years, and marks their pages as in it', () => {
    const years = [
      { path: '/archive/2027/designtheme', labelKey: 'designThemeYear', values: { year: 2027 } },
    ];
    expect(groupItems('designTrend', [], years).map((i) => i.path)).toEqual([
      '/archive',
      '/archive/2027/designtheme',
      '/archive/collectionDetail',
    ]);
    expect(currentGroup('/archive/2027/designtheme', [], years)).toBe('designTrend');
    expect(currentGroup('/2027/main/dawn', [], years)).toBe('designTrend');
  });
});

// What the layout's menu read gives the shell (editions newest first, the latest lookbook, the theme years).
const EDITIONS = [
  { path: '/archive/2026/popupep5', label: 'EP.05' },
  { path: '/archive/2025/popupep4', label: 'EP.04' },
  { path: '/archive/2023/popupep1', label: 'EP.01' },
];
const THEME_YEARS = [
  ...[2025, 2024, 2023].map((year) => ({
    path: `/archive/${year}/designtheme`,
    labelKey: 'designThemeYear',
    values: { year },
  })),
  { path: '/archive/2025/lookbook', labelKey: 'lookbook' },
];

describe('breadcrumb section (issue 50)', () => {
  it('is, for every page in a menu, the section whose dropdown lists it and the header highlights', () => {
    for (const { key, labelKey } of NAV_GROUPS)
      for (const item of groupItems(key, EDITIONS, THEME_YEARS)) {
        // The page header has no menu read: it names the section from the path alone.
        expect(sectionLabelKey(item.path), item.path).toBe(labelKey);
        expect(currentGroup(item.path, EDITIONS, THEME_YEARS), item.path).toBe(key);
      }
  });

  it('agrees with the header on every public page, and names none outside the dropdowns', () => {
    for (const { path } of publicRoutes) {
      const group = currentGroup(path, EDITIONS, THEME_YEARS);
      expect(sectionLabelKey(path), path).toBe(NAV_GROUPS.find((g) => g.key === group)?.labelKey ?? null);
    }
    expect(sectionLabelKey('/faq')).toBeNull();
    expect(sectionLabelKey('/archive/2022')).toBe('designTrend');
    expect(sectionLabelKey('/archive/2025/lookbook')).toBe('designTrend');
    expect(sectionLabelKey('/archive/collectionDetail')).toBe('designTrend');
  });

  it('is never typed into a page: no page header names a section by hand', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = join(dir, name);
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
      });
    const offenders = files('src').filter((f) =>
      [...readFileSync(f, 'utf8').matchAll(/<PageHeader[^>]*>/g)].some((m) =>
        /designTrend|exhibitionGroup/.test(m[0]),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
