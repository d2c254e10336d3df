import { describe, expect, it } from 'vitest';
import { currentGroup, groupItems, sectionCurrent } from './nav-items';

describe('sectionCurrent', () => {
  it('is the page on the list, true on a page inside the section, nothing elsewhere', () => {
    expect(sectionCurrent('/event', '/event')).toBe('page');
    expect(sectionCurrent('/event/8f0c2d8e-1f5b-4f6e-9a57-0d7c4a3b2e10', '/event')).toBe('true');
    expect(sectionCurrent('/events-archive', '/event')).toBeUndefined();
    expect(sectionCurrent('/faq', '/event')).toBeUndefined();
  });
});

describe('currentGroup', () => {
  it('puts archive years, theme pages and the collection detail under Design Trend', () => {
    expect(currentGroup('/archive/2019')).toBe('designTrend');
    expect(currentGroup('/2025/main/boost')).toBe('designTrend');
    expect(currentGroup('/archive/collectionDetail')).toBe('designTrend');
    expect(currentGroup('/archive/2023/popupep2')).toBe('exhibition');
    expect(currentGroup('/faq')).toBeNull();
  });

  it('puts every edition page under Exhibition, and the editions first in that group', () => {
    const editions = [
      { path: '/archive/2026/popupep5', label: 'EP.05' },
      { path: '/archive/2025/lookbook', labelKey: 'lookbook' },
    ];
    expect(currentGroup('/archive/2026/popupep5', editions)).toBe('exhibition');
    expect(currentGroup('/archive/2027/popupep12')).toBe('exhibition');
    expect(groupItems('exhibition', editions)[0]).toEqual(editions[0]);
    expect(groupItems('exhibition', editions).map((i) => i.path)).toContain('/archive/2025/lookbook');
  });

  it('ends the Design Trend group with the published theme years, and marks their pages as in it', () => {
    const years = [
      { path: '/archive/2027/designtheme', labelKey: 'designThemeYear', values: { year: 2027 } },
    ];
    expect(groupItems('designTrend', [], years).map((i) => i.path)).toEqual([
      '/archive',
      '/archive/2027/designtheme',
    ]);
    expect(currentGroup('/archive/2027/designtheme', [], years)).toBe('designTrend');
    expect(currentGroup('/2027/main/dawn', [], years)).toBe('designTrend');
  });
});
