import { describe, expect, it } from 'vitest';
import { localizedPath, stripLocale, switchLocalePath } from './paths';

describe('locale paths', () => {
  it('adds the /en prefix for English and nothing for Korean', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/archive/2023/designtheme', 'en')).toBe('/en/archive/2023/designtheme');
    expect(localizedPath('/faq', 'ko')).toBe('/faq');
  });
  it('strips a locale prefix without touching look-alike paths', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/faq')).toBe('/faq');
    expect(stripLocale('/enquiry')).toBe('/enquiry');
  });
  it('switches the current path between languages', () => {
    expect(switchLocalePath('/en/2025/main/boost', 'ko')).toBe('/2025/main/boost');
    expect(switchLocalePath('/archive', 'en')).toBe('/en/archive');
    expect(switchLocalePath('/', 'en')).toBe('/en');
  });
});
