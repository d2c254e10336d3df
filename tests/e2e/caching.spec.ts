import { inlineScripts, sha256Source } from '../../src/runtime/csp-hashes.mjs';
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

  test('the ended tab renders on the server too @once', async ({ page }) => {
    await page.goto('/event?tab=off');
    await expect(page.getByRole('tab', { name: '종료된 이벤트' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  });
});

/**
 * Prerendered answers are sent again from the server's memory (decision 016): the second answer
 * is the first one, byte for byte and header for header, its policy still the hashes of exactly its
 * own inline scripts; a page rendered per request (the 404) is not kept.
 */
const VOLATILE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const lasting = (headers: { name: string; value: string }[]) =>
  headers
    .filter((h) => !VOLATILE.has(h.name.toLowerCase()))
    .map((h) => `${h.name.toLowerCase()}: ${h.value}`)
    .sort();

test.describe('prerendered answers from memory @desktop', () => {
  for (const path of ['/archive', '/en/faq']) {
    test(`${path}: the same answer every time, its policy hashing its own inline scripts`, async ({
      request,
    }) => {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const res = await request.get(path, { maxRedirects: 0 });
        answers.push({ status: res.status(), headers: lasting(res.headersArray()), body: await res.text() });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      const { headers, body } = answers[0];
      expect(headers.some((h) => h.startsWith('set-cookie:'))).toBe(false);
      expect(headers).toContain('cache-control: s-maxage=31536000');
      const policy = headers.find((h) => h.startsWith('content-security-policy:')) ?? '';
      const scriptSrc = policy.match(/script-src ([^;]*)/)?.[1] ?? '';
      const hashes = [...new Set(inlineScripts(body).map(sha256Source))];
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc).toContain(hash);
      expect(scriptSrc).not.toContain('nonce-');
    });
  }

  test('the RSC payload for client navigation: the same answer every time, no cookie', async ({
    request,
  }) => {
    // Next sends an RSC request to the address carrying its cache-busting `_rsc` parameter.
    const ask = await request.get('/archive', { headers: { RSC: '1' }, maxRedirects: 0 });
    const url = ask.status() === 307 ? (ask.headers().location ?? '') : '/archive';
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await request.get(url, { headers: { RSC: '1' }, maxRedirects: 0 });
      answers.push({ status: res.status(), headers: lasting(res.headersArray()), body: await res.text() });
    }
    expect(answers[0].status).toBe(200);
    expect(answers[0].headers).toContain('content-type: text/x-component');
    expect(answers[0].headers.some((h) => h.startsWith('set-cookie:'))).toBe(false);
    expect(answers[0].body.length).toBeGreaterThan(100);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test('a missing page is rendered each time: a fresh nonce, the 404 status, no shared lifetime', async ({
    request,
  }) => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await request.get('/event/_/missing-page', { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      expect(res.headers()['cache-control']).not.toMatch(/s-maxage/);
      nonces.push(res.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]);
    }
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
  });
});
