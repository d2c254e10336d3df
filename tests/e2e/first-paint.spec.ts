import { expect, test } from './fixtures';

/**
 * Decision 059: nothing of the framework is requested before the page's first contentful paint,
 * so none of it runs before it either, and the page still becomes interactive. Decision 060: nor is
 * the site font, on a first visit. Read in the page:
 * the start of every `/_next/static/chunks/*.js` request (Resource Timing) against the first
 * contentful paint's entry.
 */
// Prerendered (text, home, archive, contact) and rendered per request (the programme, sign-in).
const PAGES = ['/faq', '/en/policies/terms', '/', '/archive', '/en/contact', '/event', '/en/sign/in'];

test.describe('the framework’s scripts after the first paint @desktop', () => {
  for (const path of PAGES) {
    test(`${path}: painted before any chunk is requested, then interactive`, async ({ page }) => {
      await page.goto(path);
      // Interactive: the menu button (a client component) opens the side menu.
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const { paint, requested, markers, scripts, fonts } = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0] as
          | (PerformanceEntry & { paintTime?: number })
          | undefined;
        return {
          paint: fcp ? (fcp.paintTime ?? fcp.startTime) : null,
          requested: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/_next/static/chunks/') && e.name.endsWith('.js'))
            .map((e) => e.startTime),
          markers: document.querySelectorAll('template[data-moru-script]').length,
          scripts: document.querySelectorAll('script[src*="/_next/static/chunks/"]').length,
          fonts: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/fonts/'))
            .map((e) => e.startTime),
        };
      });
      expect(paint, 'a first contentful paint').not.toBeNull();
      // Every chunk was marked in the page and added by the loader…
      expect(markers).toBeGreaterThan(3);
      expect(scripts).toBeGreaterThanOrEqual(markers);
      expect(requested.length).toBeGreaterThanOrEqual(markers);
      // …and none was requested (so none ran) before the first paint.
      expect(Math.min(...requested)).toBeGreaterThan(paint as number);
      // Decision 060: nor was the site font (its stylesheet of slices and its files), on a first
      // visit: the page paints in the system font and switches once it has painted. The switch
      // itself (data-fonts) comes once the files are in.
      await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
      const fontRequests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/fonts/'))
          .map((e) => e.startTime),
      );
      expect(fontRequests.length, 'the site font was requested').toBeGreaterThan(0);
      expect(Math.min(...fontRequests, ...fonts)).toBeGreaterThan(paint as number);
      // Nor the icon: it is in the page, a data: URL.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    });
  }
});

test.describe('the programme’s first card @desktop', () => {
  test('/event: its picture is requested with the page, at high priority; the others after it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/event');
    const pictures = page.getByTestId('event-card').locator('img');
    expect(await pictures.count()).toBeGreaterThan(3);
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    for (const img of (await pictures.all()).slice(1)) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('fetchpriority', 'low');
    }
  });
});
