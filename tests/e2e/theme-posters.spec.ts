import { expect, test } from './fixtures';

/**
 * Issue 18, defect 2: the 2023 poster and title lettering is SVG that scales with its box, so no
 * word is ever cut off. Runs in both projects (390 px mobile and 1440 px desktop).
 */
for (const path of ['/archive/2023/designtheme', '/en/archive/2023/designtheme']) {
  test(`${path}: every poster and title word sits fully inside its box`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const posters = page.locator('[data-poster]');
    await expect(posters).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const poster = posters.nth(i);
      await poster.scrollIntoViewIfNeeded();
      const box = await poster.boundingBox();
      expect(box).not.toBeNull();
      const lines = poster.locator('[data-poster-line]');
      expect(await lines.count()).toBeGreaterThan(0);
      for (const line of await lines.all()) {
        const b = await line.boundingBox();
        expect(b).not.toBeNull();
        if (!box || !b) continue;
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
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const svg of await titles.all()) {
      const box = await svg.boundingBox();
      const text = await svg.locator('text').boundingBox();
      expect(box && text).toBeTruthy();
      if (!box || !text) continue;
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(text.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(await svg.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(bodyFont);
    }
  });
}
