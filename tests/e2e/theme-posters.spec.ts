import { expect, test } from './fixtures';

/**
 * Issue 18, defect 2: the 2023 poster and title lettering is SVG that scales with its box, so no
 * word is ever cut off. Runs in both projects (390 px mobile and 1440 px desktop).
 */
const cases = [
  { path: '/archive/2023/designtheme', font: 'site' },
  { path: '/en/archive/2023/designtheme', font: 'site' },
  // before the site font arrives the words are drawn in the fallback, whose ascent is taller
  { path: '/archive/2023/designtheme', font: 'fallback' },
] as const;

for (const { path, font } of cases) {
  test(`${path} in the ${font} font: every poster and title word sits fully inside its box`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (font === 'fallback') await page.route('**/*.woff2', (route) => route.abort());
    const res = await page.goto(path);
    if (font === 'site') await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
    expect(res?.status()).toBe(200);
    const posters = page.locator('[data-poster]');
    await expect(posters).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const poster = posters.nth(i);
      await poster.scrollIntoViewIfNeeded();
      // NOTE: the poster's and its lines' boxes are read in one step: read one by one, a layout
      // shift between the reads (the site font swapping in) moves one and not the other.
      const { box, lines } = await poster.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return {
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
          lines: [...el.querySelectorAll('[data-poster-line]')].map((l) => {
            const b = l.getBoundingClientRect();
            return { x: b.x, y: b.y, width: b.width, height: b.height };
          }),
        };
      });
      expect(lines.length).toBeGreaterThan(0);
      for (const b of lines) {
        expect(b.width).toBeGreaterThan(box.width * 0.5);
        expect(b.x).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(b.y).toBeGreaterThanOrEqual(box.y - 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      }
    }
    // the title lettering: one SVG per theme, its text inside the heading's box, in the page's typeface
    const titles = page.locator('svg[data-theme-title]');
    await expect(titles).toHaveCount(3);
    for (const svg of await titles.all()) {
      const [box, text] = await svg.evaluate((el) =>
        [el, el.querySelector('text')].map((n) => {
          const r = (n as Element).getBoundingClientRect();
          return { x: r.x, width: r.width };
        }),
      );
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(text.x).toBeGreaterThanOrEqual(box.x - 0.5);
      // NOTE: read with the body's in one step: the font loader swaps the family once the site font is in.
      const fonts = await svg.evaluate((el) => [
        getComputedStyle(el).fontFamily,
        getComputedStyle(document.body).fontFamily,
      ]);
      expect(fonts[0]).toBe(fonts[1]);
    }
  });
}
