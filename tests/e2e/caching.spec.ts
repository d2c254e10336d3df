import { expect, test } from './fixtures';

/**
 * Pages a shared cache may keep (issue 17): a prerendered page's answer sets no cookie (the
 * language switch writes NEXT_LOCALE itself: shell.spec.ts), and the event pages carry their
 * content in the first HTML, so they read without JavaScript.
 */
const PRERENDERED = ['/', '/en', '/archive', '/en/archive', '/faq', '/en/faq', '/2025/main/boost'];

test.describe('cacheable pages @desktop', () => {
  for (const path of PRERENDERED) {
    test(`${path} answers without Set-Cookie and with a shared-cache lifetime`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const headers = res.headersArray().map((h) => h.name.toLowerCase());
      expect(headers).not.toContain('set-cookie');
      expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    });
  }

  test('a visitor who switched language keeps NEXT_LOCALE and still gets the cacheable page', async ({
    page,
    context,
  }) => {
    await page.goto('/faq');
    await page.locator('[data-locale-link="en"]').click();
    await page.waitForURL((url) => url.pathname === '/en/faq');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(31536000 - 120);
    // The cookie goes up with the next request; the answer is the same shared page, setting nothing.
    const res = await page.request.get('/en/faq');
    expect(res.headersArray().map((h) => h.name.toLowerCase())).not.toContain('set-cookie');
  });
});

test.describe('event pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/event shows the running events and an event page its content in the first HTML', async ({
    page,
  }) => {
    await page.goto('/event');
    const cards = page.getByTestId('event-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(2);
    await expect(cards.filter({ hasText: '도슨트 투어' }).first()).toBeVisible();

    const href = await cards.filter({ hasText: '도슨트 투어' }).first().getAttribute('href');
    await page.goto(href as string);
    await expect(page.getByRole('heading', { level: 1, name: /도슨트 투어/ })).toBeVisible();
    // The date chips and the chosen day's times are in the first HTML as well.
    await expect(page.getByTestId('date-chip').first()).toBeVisible();
    await expect(page.getByTestId('slot').first()).toBeVisible();
    await expect(page.locator('dt', { hasText: '기간' }).first()).toBeVisible();
  });

  test('the ended tab renders on the server too', async ({ page }) => {
    await page.goto('/event?tab=off');
    await expect(page.getByRole('tab', { name: '종료된 이벤트' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  });
});
