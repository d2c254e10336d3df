import { type Locale, PAGES, url } from './content-pages';
import { expectMenuOpens, expectNoCspViolations, expectStrictPolicy, watchCsp } from './csp-checks';
import { expect, test } from './fixtures';

/**
 * The strict Content-Security-Policy (decision 011) on every public page in both languages and on
 * the forms: the answer's policy has no 'unsafe-inline' script source (a prerendered page lists its
 * scripts' hashes, a page rendered per request a nonce), the browser reports no violation, nothing
 * is posted to the report endpoint, and the page works under it (the side menu opens, a form shows
 * its messages on an empty submit: both need the page's JavaScript). The checks themselves are in
 * csp-checks.ts: the per-page sweeps (routes.spec.ts, content.spec.ts) run them on every content page
 * at both widths; what is here does not depend on the viewport, so it runs on the desktop project only.
 */

// Every content page's policy, its violations and its menu are checked in the one visit per page,
// language and width that routes.spec.ts and content.spec.ts make; this checks what only the set shows.
test('each prerendered page has its own hashes, in both languages @once', async ({ request }) => {
  for (const locale of ['ko', 'en'] as Locale[]) {
    const policies = new Set<string>();
    for (const entry of PAGES) {
      const path = url(entry.path, locale);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      policies.add(await expectStrictPolicy(response, path));
    }
    // Each prerendered page has its own scripts, so its own hashes.
    expect(policies.size, locale).toBe(PAGES.length);
  }
});

test('pages rendered per request get a fresh nonce on every script; a missing page too @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const list = await (await request.get('/api/events?tab=on')).json();
  const id = list.items[0]?.id as string;
  expect(id).toBeTruthy();
  const w = await watchCsp(page);
  for (const [path, status] of [
    ['/event', 200],
    [`/event/${id}`, 200],
    ['/sign/in', 200],
    ['/no-such-page', 404],
    ['/en/no-such-page', 404],
  ] as const) {
    const first = await page.goto(path);
    expect(first?.status(), path).toBe(status);
    const policy = await expectStrictPolicy(first, path);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    // Next put the nonce on its scripts; the browser hides it from the DOM attribute (nonce hiding),
    // so read the property.
    const nonces = await page.evaluate(() =>
      [...document.scripts].filter((s) => !s.src || s.src.includes('/_next/')).map((s) => s.nonce),
    );
    expect(nonces.filter((n) => n === nonce).length, path).toBeGreaterThan(0);
    if (status === 200) await expectMenuOpens(page);
    await expectNoCspViolations(page, w, path);
    const again = await page.goto(path);
    expect(/'nonce-([^']+)'/.exec(await expectStrictPolicy(again, path))?.[1]).not.toBe(nonce);
  }
});

test('an unknown path with a file extension: the branded 404 with its scripts allowed, and a short cache @desktop', async ({
  page,
  request,
}) => {
  // These skip the proxy; Next served its 404 as a static route, rendered once and then kept: the
  // page carried the first request's nonce while each answer's header named a new one (its
  // scripts blocked), with `s-maxage=31536000` for a CDN to keep it a year.
  const w = await watchCsp(page);
  for (const path of ['/package.json', '/foo.md']) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await res.text();
      const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...inPage], `${path}, answer ${i + 1}`).toEqual([nonce]);
      const cache = res.headers()['cache-control'] ?? '';
      const ages = [...cache.matchAll(/max-age=(\d+)/g)].map((m) => Number(m[1]));
      expect(Math.max(0, ...ages), `${path}: ${cache}`).toBeLessThanOrEqual(60);
    }
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expectStrictPolicy(res, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expectMenuOpens(page);
    await expectNoCspViolations(page, w, path);
  }
});

test('the forms validate under the policy: sign-in, sign-up, contact (ko and en) @desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = await watchCsp(page);

  await expectStrictPolicy(await page.goto('/sign/in'), '/sign/in');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('[data-field-error="email"]')).toHaveText('이메일을 입력해 주세요.');
  await expectNoCspViolations(page, w, '/sign/in');

  await expectStrictPolicy(await page.goto('/sign/up'), '/sign/up');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('필수 약관에 동의해 주세요.')).toBeVisible();
  await expectNoCspViolations(page, w, '/sign/up');

  for (const [path, submit, message] of [
    ['/contact', '문의 보내기', '문의 유형을 선택해 주세요.'],
    ['/en/contact', 'Send inquiry', 'Please choose an inquiry type.'],
  ] as const) {
    await expectStrictPolicy(await page.goto(path), path);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByText(message).first()).toBeVisible();
    await expectNoCspViolations(page, w, path);
  }
});

test('a script the policy does not list is blocked and reported as a violation @desktop', async ({
  page,
}) => {
  const w = await watchCsp(page);
  await page.goto('/faq');
  // An inline script injected after load (what an XSS would do): not in the page's hashes.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))
    .toEqual(['script-src-elem inline ']);
  expect(w.console.join('\n')).toMatch(/violates the following Content Security Policy directive/);
  // NOTE: Chrome delivers the report through the Reporting API (report-to wins over report-uri),
  // batched by the browser process, outside the page's requests; the endpoint's handling of both
  // formats as browsers send them is tested in tests/api/csp-report.test.ts.
});

test('styles: no inline <style> or style attribute but the page’s own, exactly as built @desktop', async ({
  page,
}) => {
  await watchCsp(page);
  // /faq has the category colours as style attributes, allowed by their hashes.
  const response = await page.goto('/faq');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("style-src 'self';");
  expect(policy).toMatch(/style-src-attr 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]+=*')+/);
  const colours = await page
    .locator('[class*="dot"]')
    .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
  expect(colours.length).toBeGreaterThan(0);
  expect(colours.every((c) => c !== 'rgba(0, 0, 0, 0)')).toBe(true);
  // A style attribute or element the build did not write (injected markup) is blocked.
  const applied = await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML = '<p style="color: rgb(1, 2, 3)">x</p><style>body{outline:3px solid rgb(4, 5, 6)}</style>';
    document.body.append(box);
    const p = box.querySelector('p') as HTMLElement;
    return [getComputedStyle(p).color, getComputedStyle(document.body).outlineColor];
  });
  expect(applied).not.toContain('rgb(1, 2, 3)');
  expect(applied).not.toContain('rgb(4, 5, 6)');
  // (Chrome may report the injected attribute more than once: parsed, then inserted.)
  await expect
    .poll(async () => [
      ...new Set(
        (await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).map(
          (v) => v.split(' ')[0],
        ),
      ),
    ])
    .toEqual(expect.arrayContaining(['style-src-attr', 'style-src-elem']));
  const directives = await page.evaluate(() =>
    (window as unknown as { __cspViolations: string[] }).__cspViolations.map((v) => v.split(' ')[0]),
  );
  expect(directives.every((d) => d === 'style-src-attr' || d === 'style-src-elem')).toBe(true);
});
