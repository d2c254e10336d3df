import { expect, test } from './fixtures';

/**
 * Decision 059: the framework's chunks run after the page's first paint, never before it, and the
 * page still becomes interactive. What is recorded in the page: the time the first chunk (a script
 * from `/_next/static/chunks/`) began to run, read as its first `TURBOPACK.push` while it is the
 * current script, against the first contentful paint's entry.
 */
// Prerendered (text, home, archive, contact) and rendered per request (the programme, sign-in).
const PAGES = ['/faq', '/en/policies/terms', '/', '/archive', '/en/contact', '/event', '/en/sign/in'];

test.describe('the framework’s scripts after the first paint @desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { TURBOPACK?: unknown[]; __firstChunkAt?: number };
      const list: unknown[] = [];
      const push = list.push.bind(list);
      list.push = (...items: unknown[]) => {
        const src = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
        if (w.__firstChunkAt === undefined && src.includes('/_next/static/chunks/'))
          w.__firstChunkAt = performance.now();
        return push(...items);
      };
      w.TURBOPACK = list;
    });
  });

  for (const path of PAGES) {
    test(`${path}: painted before any chunk runs, then interactive`, async ({ page }) => {
      await page.goto(path);
      // Interactive: the menu button (a client component) opens the side menu.
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const { paint, chunk, markers, scripts } = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0] as
          | (PerformanceEntry & { paintTime?: number })
          | undefined;
        return {
          paint: fcp ? (fcp.paintTime ?? fcp.startTime) : null,
          chunk: (window as unknown as { __firstChunkAt?: number }).__firstChunkAt ?? null,
          markers: document.querySelectorAll('template[data-moru-script]').length,
          scripts: [...document.querySelectorAll('script[src*="/_next/static/chunks/"]')].length,
        };
      });
      expect(paint, 'a first contentful paint').not.toBeNull();
      expect(chunk, 'a chunk ran').not.toBeNull();
      expect(chunk as number).toBeGreaterThan(paint as number);
      // Every chunk was marked in the page and added by the loader.
      expect(markers).toBeGreaterThan(3);
      expect(scripts).toBeGreaterThanOrEqual(markers);
      // None was requested before the first paint.
      const requested = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/_next/static/chunks/') && e.name.endsWith('.js'))
          .map((e) => e.startTime),
      );
      expect(Math.min(...requested)).toBeGreaterThan(paint as number);
    });
  }
});
