import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Fails with the list of axe violations (WCAG 2.1 A/AA) on the current page, leaving out the
 * `exclude` selectors (routes.spec.ts checks the shell once per language and width, not on every page).
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Nothing on the page runs past the right edge of the screen (a sideways scroll on a phone). routes.spec.ts
 * checks it on every public page, content.spec.ts on the year pages, tap-targets.spec.ts on the rest.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page wider than the screen').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

export const isMobileProject = (name: string) => name === 'mobile';

/**
 * An address of its own (198.18.0.0/15, set aside for tests), sent as X-Forwarded-For: each test is
 * its own visitor to the app's per-address limits (codes, sign-in, forms), however many tests a
 * run has and however often a developer reruns them against one server.
 */
export const ownAddress = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * Every browser test comes from an address of its own (`ownAddress`), and also fails when the page
 * reports a message key it cannot find: client components receive only the message namespaces
 * their part of the site passes down (src/i18n/client-messages.ts), so a missing namespace shows up
 * here, not as a raw key on screen.
 */
export const test = base.extend<{ missingMessages: undefined }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    await use(context);
  },
  missingMessages: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('MISSING_MESSAGE')) missing.push(m.text());
      });
      await use(undefined);
      expect(missing, 'messages missing on the client').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
