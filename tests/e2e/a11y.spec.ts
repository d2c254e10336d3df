import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * axe (WCAG 2.1 A/AA) at the project's width with something open (side menu, popup, dropdowns).
 * Every public page in both languages and the Korean-only pages are checked as they load in
 * routes.spec.ts, during its one visit per page and width.
 */
test.describe('axe finds no violations', () => {
  test('with the side menu open, its groups expanded', async ({ page }) => {
    await page.goto('/faq');
    await page.locator('[data-menu-button]').click();
    const dialog = page.getByRole('dialog');
    // The menu's code loads with the first click (issue 53): its groups are counted once it is open.
    await expect(dialog).toBeVisible();
    for (const button of await dialog.locator('button[aria-expanded]').all()) await button.click();
    await expectNoAxeViolations(page);
  });

  test('with a popup open', async ({ page }) => {
    await page.goto('/en/faq');
    await page.locator('[data-popup-open="visit-rules"]').click();
    await expect(page.locator('[data-popup="visit-rules"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The menu bar shows from 768 px; the pages cover the header's themes (black, dark, white).
  for (const path of ['/', '/en', '/2025/main/boost', '/2025/main/ooparts', '/faq']) {
    test(`with a header dropdown open on ${path} @desktop`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#site-header')).toHaveAttribute('data-revealed', 'true');
      await page.locator('[data-group-button="designTrend"]').click();
      await expectNoAxeViolations(page);
    });
  }
});
