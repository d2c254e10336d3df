import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The branded 404 (issue 18, defect 5): rendered on the server in the path's language, inside the
 * site's shell and with its font, with status 404, not an empty `__next_error__` document the
 * browser fills in.
 */
const CASES = [
  { path: '/nope', lang: 'ko', title: '페이지를 찾을 수 없습니다', home: '홈으로 가기' },
  { path: '/en/nope', lang: 'en', title: 'Page not found', home: 'Go to home' },
  { path: '/nope/deeper/still', lang: 'ko', title: '페이지를 찾을 수 없습니다', home: '홈으로 가기' },
  // A page that exists, asked for something it cannot show: an event address that is not an event id.
  { path: '/event/not-an-id', lang: 'ko', title: '페이지를 찾을 수 없습니다', home: '홈으로 가기' },
  { path: '/event/12345', lang: 'ko', title: '페이지를 찾을 수 없습니다', home: '홈으로 가기' },
] as const;

test.describe('404', () => {
  for (const c of CASES) {
    test(`${c.path}: plain HTTP gets a 404 whose first HTML is the ${c.lang} page @desktop`, async ({
      request,
    }) => {
      const res = await request.get(c.path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<html lang="${c.lang}"`);
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${c.title}</h1>`));
      // The shell is in the first HTML too: the skip link, the header's home link and the footer.
      expect(html).toContain('id="main"');
      expect(html).toContain('id="site-footer"');
      expect(html).toContain(`>${c.home}</a>`);
      expect(html).toMatch(/<title>[^<]*(페이지를 찾을 수 없습니다|Page not found)[^<]*<\/title>/);
    });
  }

  test('the 404 page reads in the site font, with the shell, and passes axe', async ({ page }) => {
    const res = await page.goto('/en/nope');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
    const fonts = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => [getComputedStyle(h).fontFamily, getComputedStyle(document.body).fontFamily]);
    for (const family of fonts) expect(family).toMatch(/^"Moru Sans"/);
    await expect(page.getByRole('link', { name: 'Browse the trend archive' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/nope');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expectNoAxeViolations(page);
  });
});
