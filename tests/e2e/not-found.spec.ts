import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
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
  // A file-like path no file answers (issue 55): in the language of its prefix.
  { path: '/x.php', lang: 'ko', title: '페이지를 찾을 수 없습니다', home: '홈으로 가기' },
  { path: '/en/x.php', lang: 'en', title: 'Page not found', home: 'Go to home' },
  { path: '/en/file.txt', lang: 'en', title: 'Page not found', home: 'Go to home' },
  { path: '/en/faq.json', lang: 'en', title: 'Page not found', home: 'Go to home' },
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
      expect(res.headers()['cache-control']).toBe('no-store');
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

  test('a path sent with dot segments gets the branded 404, never kept (issue 55) @desktop', async ({
    baseURL,
  }) => {
    // Sent as is: a browser or Playwright's request would resolve the dots first.
    const { status, headers, body } = await new Promise<{
      status?: number;
      headers: IncomingHttpHeaders;
      body: string;
    }>((resolve, reject) => {
      const url = new URL(baseURL ?? '');
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: '/_next/static/../../package.json' },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toContain('페이지를 찾을 수 없습니다');
    expect(body).not.toContain('"dependencies"');
  });

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
    // An old link to the show most likely wanted this season's: the 404 leads there too.
    await expect(page.getByRole('link', { name: 'See this season’s exhibition' })).toHaveAttribute(
      'href',
      /^\/en\/archive\/\d{4}\/popupep\d+$/,
    );
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/nope');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expectNoAxeViolations(page);
  });
  test('an event address that names no event is a 404, in the branded page @desktop', async ({ page }) => {
    // A well-formed id no event has: the page said "이벤트를 찾을 수 없습니다" with 200 (the twelfth review).
    const res = await page.goto('/event/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  });

  test('a 404 Next leaves to the browser loads its scripts at once, not after the first paint @desktop', async ({
    request,
  }) => {
    // Its document has an empty body, so there is no first paint to wait for: deferred, the scripts
    // waited the loader's 3 s fallback, a white screen (the twelfth review).
    const res = await request.get('/archive/2019/popupep9');
    expect(res.status()).toBe(404);
    const html = await res.text();
    // (Next 16 renders it in the browser, vercel/next.js#62228; rendered on the server, it paints at once.)
    if (html.includes('__next_error__')) {
      expect(html).not.toContain('data-moru-script');
      expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]* async=""/);
    } else expect(html).toMatch(/<h1[^>]*>페이지를 찾을 수 없습니다<\/h1>/);
  });

  test('a 404 under a real section (an edition that does not exist) is the same page: site font, title, three exits', async ({
    page,
  }) => {
    // Next answers a notFound() thrown while a page renders with a document the browser fills in;
    // the sixth review found it in the system's font, with a generic title and two buttons.
    const res = await page.goto('/archive/2026/popupep6');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 모루 디자인 트렌드');
    const family = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family).toMatch(/^"Moru Sans"/);
    await expect(page.getByRole('link', { name: '이번 전시 보기' })).toHaveAttribute(
      'href',
      /^\/archive\/\d{4}\/popupep\d+$/,
    );
    await expect(page.getByRole('link', { name: '트렌드 아카이브 보기' })).toBeVisible();
    await expect(page.locator('#site-header')).toHaveAttribute('data-revealed', 'true');
    await expect(page.locator('#site-header')).toBeInViewport();
  });
});
