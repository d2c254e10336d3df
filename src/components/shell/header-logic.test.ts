import { describe, expect, it } from 'vitest';
import { type HeaderInput, headerTheme, headerVisible } from './header-logic';

const desktop = { viewportWidth: 1440, viewportHeight: 900 };
const mobile = { viewportWidth: 390, viewportHeight: 844 };

function input(over: Partial<HeaderInput>): HeaderInput {
  return {
    scrollY: 0,
    previousScrollY: 0,
    previousVisible: true,
    documentHeight: 8000,
    path: '/faq',
    locale: 'ko',
    revealed: true,
    ...desktop,
    ...over,
  };
}

describe('headerVisible', () => {
  it('stays hidden until revealed (1 s after load)', () => {
    expect(headerVisible(input({ revealed: false }))).toBe(false);
    expect(headerVisible(input({ revealed: true }))).toBe(true);
  });

  it('hides while scrolling down and shows while scrolling up', () => {
    expect(headerVisible(input({ previousScrollY: 1000, scrollY: 1100 }))).toBe(false);
    expect(headerVisible(input({ previousScrollY: 1100, scrollY: 1050, previousVisible: false }))).toBe(true);
  });

  it('keeps its state when the position did not change', () => {
    expect(headerVisible(input({ previousScrollY: 2000, scrollY: 2000, previousVisible: false }))).toBe(
      false,
    );
    expect(headerVisible(input({ previousScrollY: 2000, scrollY: 2000, previousVisible: true }))).toBe(true);
  });

  it('shows within 100 px of the top on desktop and 80 px on mobile, even scrolling down', () => {
    expect(headerVisible(input({ previousScrollY: 50, scrollY: 100 }))).toBe(true);
    expect(headerVisible(input({ previousScrollY: 50, scrollY: 101 }))).toBe(false);
    expect(headerVisible(input({ ...mobile, previousScrollY: 50, scrollY: 80 }))).toBe(true);
    expect(headerVisible(input({ ...mobile, previousScrollY: 50, scrollY: 81 }))).toBe(false);
  });

  it('shows within 1200 px of the bottom on desktop and 1000 px on mobile', () => {
    // desktop: bottom distance = 8000 - (y + 900)
    expect(headerVisible(input({ previousScrollY: 5000, scrollY: 5900 }))).toBe(true);
    expect(headerVisible(input({ previousScrollY: 5000, scrollY: 5899 }))).toBe(false);
    // mobile: bottom distance = 8000 - (y + 844)
    expect(headerVisible(input({ ...mobile, previousScrollY: 5000, scrollY: 6156 }))).toBe(true);
    expect(headerVisible(input({ ...mobile, previousScrollY: 5000, scrollY: 6155 }))).toBe(false);
  });

  it('stays visible while pinned (menu open)', () => {
    expect(headerVisible(input({ previousScrollY: 1000, scrollY: 1200, pinned: true }))).toBe(true);
  });
});

describe('headerTheme', () => {
  it('is black within the top 30% of the viewport on the Korean home', () => {
    expect(headerTheme(input({ path: '/', scrollY: 0 }))).toBe('black');
    expect(headerTheme(input({ path: '/', scrollY: 269 }))).toBe('black');
    expect(headerTheme(input({ path: '/', scrollY: 270 }))).toBe('default');
  });

  it('is dark on the English home while scrolled less than half a screen', () => {
    expect(headerTheme(input({ path: '/', locale: 'en', scrollY: 449 }))).toBe('dark');
    expect(headerTheme(input({ path: '/', locale: 'en', scrollY: 450 }))).toBe('default');
  });

  it('is white on boost and cosmos and black on ooparts, on desktop only', () => {
    expect(headerTheme(input({ path: '/2025/main/boost' }))).toBe('white');
    expect(headerTheme(input({ path: '/2025/main/cosmos', locale: 'en' }))).toBe('white');
    expect(headerTheme(input({ path: '/2025/main/ooparts' }))).toBe('black');
    expect(headerTheme(input({ ...mobile, path: '/2025/main/ooparts' }))).toBe('default');
  });

  it('follows the section beneath it on mobile', () => {
    expect(headerTheme(input({ ...mobile, sectionTheme: 'dark' }))).toBe('dark');
    expect(headerTheme(input({ ...mobile, sectionTheme: 'light' }))).toBe('light');
    expect(headerTheme(input({ ...desktop, sectionTheme: 'dark' }))).toBe('default');
    expect(headerTheme(input({ ...mobile, sectionTheme: null }))).toBe('default');
  });
});
