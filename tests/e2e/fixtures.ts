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

export const isMobileProject = (name: string) => name === 'mobile';

/**
 * Every browser test also fails when the page reports a message key it cannot find: client
 * components receive only the message namespaces their part of the site passes down
 * (src/i18n/client-messages.ts), so a missing namespace shows up here, not as a raw key on screen.
 */
export const test = base.extend<{ missingMessages: undefined }>({
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
