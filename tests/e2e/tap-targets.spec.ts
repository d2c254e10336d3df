import { expect, expectNoSidewaysScroll, isMobileProject, test } from './fixtures';
import { expectTapTargets } from './tap-targets';

/**
 * Tap targets (tap-targets.ts) and no sideways scroll on the pages routes.spec.ts does not visit: the
 * contact form (routes.spec.ts checks the Korean-only pages, the event list and the sign-in forms).
 */
const paths = ['/contact', '/en/contact'];

test.describe('tap targets', () => {
  for (const path of paths) {
    test(`${path}: every interactive element is big enough to tap`, async ({ page }, info) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectTapTargets(page, isMobileProject(info.project.name));
      await expectNoSidewaysScroll(page);
    });
  }
});
