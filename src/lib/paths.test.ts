import { describe, expect, it } from 'vitest';
import { localizedPath } from './paths';

describe('locale paths', () => {
  it('adds the /en prefix for English and nothing for Korean', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/archive/2023/designtheme', 'en')).toBe('/en/archive/2023/designtheme');
    expect(localizedPath('/faq', 'ko')).toBe('/faq');
  });
});
