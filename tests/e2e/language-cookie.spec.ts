import type { BrowserContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 30: the language cookie the language switch writes is read on the Korean-only pages (event,
// sign, my): a visitor whose cookie says English finds a note in English there, and nowhere does it
// move a page to another language (decision 025).

async function prefersEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? '' }]);
}

test('a visitor whose language cookie says English gets a note in English on a Korean-only page', async ({
  page,
  context,
  baseURL,
}) => {
  await prefersEnglish(context, baseURL);
  await page.goto('/sign/in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const note = page.getByTestId('english-note');
  await expect(note).toHaveAttribute('lang', 'en');
  await expect(note).toContainText('this page is available in Korean only');
  await expect(note.getByRole('link', { name: 'Back to the English site' })).toHaveAttribute('href', '/en');
  await expectNoAxeViolations(page);

  // Dismissed, it goes.
  await note.getByRole('button', { name: 'Dismiss this note' }).click();
  await expect(note).toHaveCount(0);

  // Every Korean-only section has it: the event list too.
  await page.goto('/event');
  await expect(note).toContainText('this page is available in Korean only');

  // Without the cookie there is no note.
  await context.clearCookies({ name: 'NEXT_LOCALE' });
  await page.goto('/sign/in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('the cookie changes no language: the root and the public pages open as addressed', {
  tag: '@once',
}, async ({ page, context, baseURL }) => {
  await prefersEnglish(context, baseURL);
  for (const path of ['/', '/faq']) {
    await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByTestId('english-note')).toHaveCount(0);
  }
});

test('from an English page, the Korean event list it links to is set in the site font, not the fallback', {
  tag: '@once',
}, async ({ page }) => {
  await page.goto('/en');
  // the tab has the site font (it loads after the first paint)
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '', { timeout: 10_000 });
  // a link click, as a visitor's: the router moves into the Korean root layout without a reload,
  // which hands <html> to a new tree (the ninth review found the page in the fallback face there)
  await page
    .locator('a[href="/event?from=en"]')
    .first()
    .evaluate((a) => (a as HTMLAnchorElement).click());
  await page.waitForURL('**/event?from=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^"Moru Sans"/);
});
