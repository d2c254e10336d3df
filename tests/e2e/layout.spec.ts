import { url } from './content-pages';
import { expect, test } from './fixtures';

/**
 * Issue 18, defect 6: the page's last section meets the footer edge to edge. A margin on the footer
 * once left a 96 px white band between a dark closing section and the dark footer.
 */
const PAGES = ['/', '/archive/2025/designtheme', '/2025/main/boost', '/event', '/faq', '/archive'];

test.describe('the last section touches the footer', () => {
  for (const path of PAGES) {
    for (const locale of path === '/event' ? (['ko'] as const) : (['ko', 'en'] as const)) {
      test(url(path, locale), async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(url(path, locale));
        const edges = await page.evaluate(() => {
          const main = document.getElementById('main') as HTMLElement;
          const footer = document.getElementById('site-footer') as HTMLElement;
          const last = main.lastElementChild as HTMLElement;
          return {
            lastBottom: last.getBoundingClientRect().bottom + window.scrollY,
            mainBottom: main.getBoundingClientRect().bottom + window.scrollY,
            footerTop: footer.getBoundingClientRect().top + window.scrollY,
            footerBg: getComputedStyle(footer).backgroundColor,
          };
        });
        expect(Math.abs(edges.footerTop - edges.lastBottom)).toBeLessThanOrEqual(1);
        expect(Math.abs(edges.footerTop - edges.mainBottom)).toBeLessThanOrEqual(1);
        expect(edges.footerBg).not.toBe('rgba(0, 0, 0, 0)');
      });
    }
  }
});
