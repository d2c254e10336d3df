import { axeViolations, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * axe (WCAG 2.1 A/AA) at the project's width with something open (side menu, popup, dropdowns).
 * Every public page in both languages and the Korean-only pages are checked as they load in
 * routes.spec.ts, during its one visit per page and width.
 */
test.describe('axe finds no violations', () => {
  // The check can fail: a picture without a text alternative and an unnamed button, put on a clean
  // page, are found where they are, and only outside what a check leaves out (fixtures.ts runs axe
  // itself, decision 067); a second check of the same page finds axe already there.
  test('finds what is wrong, where it is, outside what it leaves out', { tag: '@once' }, async ({ page }) => {
    await page.goto('/faq');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.insertAdjacentHTML('afterbegin', '<img id="no-alt" src="/favicon.svg" width="8" height="8">');
      document
        .querySelector('#site-footer')
        ?.insertAdjacentHTML('beforeend', '<button id="no-name"></button>');
    });
    expect(await axeViolations(page)).toEqual(['button-name: #no-name', 'image-alt: #no-alt']);
    expect(await axeViolations(page, { exclude: ['#site-footer'] })).toEqual(['image-alt: #no-alt']);
  });

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
