import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, isMobileProject, test } from './fixtures';
import { expectTapTargets } from './tap-targets';

// Policies as versions (issue 25): the public page shows the version in force, its effective date
// and the change history; an editor's version dated in the future does not replace it before then.

const EDITOR = 'editor@moru-surfaces.example';
const PASSWORD = 'moru2025demo';

/** `YYYY-MM-DD` in Asia/Seoul, `days` from now. */
const seoulDay = (days: number) =>
  new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function editorSignIn(page: Page, path: string) {
  const res = await page.request.post('/api/admin/auth/login', {
    data: { email: EDITOR, password: PASSWORD },
    headers: { 'x-refresh-transport': 'cookie' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
  await expect(page.locator('[data-staff-name]')).toBeVisible();
}

test.describe('public policy pages', () => {
  test('the privacy page shows the version in force, its effective date and the change history', async ({
    page,
  }, info) => {
    await page.goto('/policies/privacy');
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
    await expect(page.locator('[data-policy-effective]')).toContainText('시행일 2025-03-01');
    await expect(page.locator('[data-policy-effective]')).toContainText('버전 1');
    // The table of contents comes from the section headings, and its links reach them.
    const toc = page.getByRole('navigation', { name: '목차' });
    await expect(toc.getByRole('link')).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 2, name: '2. 처리하는 개인정보 항목' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: '2. 처리하는 개인정보 항목' }).getByRole('table'),
    ).toBeVisible();
    if (isMobileProject(info.project.name)) {
      // On a phone each row is a card, its column's name above each cell (the fourth review saw
      // three squeezed columns break "NEXT_LOCALE" into four lines).
      const cell = page.locator('td[data-label="수집 방법"]').first();
      await expect(cell).toBeVisible();
      expect(await cell.evaluate((c) => getComputedStyle(c, '::before').content)).toBe('"수집 방법"');
      // The cookie's name is one line of text (its line boxes, the label above aside).
      const lines = await page
        .locator('th', { hasText: 'NEXT_LOCALE' })
        .first()
        .evaluate((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
      expect(lines, 'NEXT_LOCALE on one line').toBe(1);
    } else await expect(page.getByRole('columnheader', { name: '수집 방법' })).toBeVisible();
    // A phone number and a cookie's name never break inside at any width (the sixth review read
    // "02- / 6952-0418" at 1440 and "NEXT_L / OCALE").
    for (const text of ['02-6952-0418', 'NEXT_LOCALE']) {
      const kept = page.locator('[data-keep]', { hasText: text }).first();
      await expect(kept).toBeVisible();
      const boxes = await kept.evaluate(
        (el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size,
      );
      expect(boxes, `${text} on one line`).toBe(1);
    }

    const history = page.locator('[data-policy-history]');
    await expect(history.getByRole('heading', { name: '변경 이력' })).toBeVisible();
    const current = history.locator('[data-policy-version="1"]');
    await expect(current).toContainText('현재 시행 중');
    await expect(current).toHaveAttribute('href', '/policies/privacy');
    await expect(history).toContainText('최초 시행');

    await expectNoSidewaysScroll(page);
    // Every table fits its column, on a phone too: none hides columns behind a sideways scroll,
    // which read as cut off at the right edge (the third review).
    const hidden = await page
      .locator('table')
      .evaluateAll(
        (tables) =>
          tables.filter((t) => (t.parentElement?.scrollWidth ?? 0) > (t.parentElement?.clientWidth ?? 0) + 1)
            .length,
      );
    expect(hidden).toBe(0);
    await expectTapTargets(page, isMobileProject(info.project.name));
    await expectNoAxeViolations(page);

    // Every version has an address of its own, in both languages.
    await page.goto('/policies/privacy/v/1');
    await expect(page.locator('[data-policy-effective]')).toContainText('시행일 2025-03-01');
    await page.goto('/en/policies/privacy');
    await expect(page.locator('[data-policy-effective]')).toContainText('Effective 2025-03-01');
    await expect(page.locator('[data-policy-history] [data-policy-version="1"]')).toHaveAttribute(
      'href',
      '/en/policies/privacy',
    );
    await expectNoAxeViolations(page);
  });

  test('an unknown or scheduled version is not public', { tag: '@once' }, async ({ page }) => {
    const res = await page.goto('/policies/terms/v/99');
    expect(res?.status()).toBe(404);
    const api = await page.request.get('/api/policies/terms/versions/99');
    expect(api.status()).toBe(404);
  });
});

test.describe('the studio writes policy versions', () => {
  // @once: it sets 390 px itself, so a second project would repeat the same run at the same width.
  test('at 390 px the policies page and its new-version form fit the screen and are axe-clean', {
    tag: '@once',
  }, async ({ page }) => {
    // The phone layout on both projects (no skipped run on the desktop one).
    await page.setViewportSize({ width: 390, height: 844 });
    await editorSignIn(page, '/admin/content/policies');
    await expect(page.getByRole('heading', { level: 1, name: '약관·개인정보처리방침' })).toBeVisible();
    await expect(page.locator('[data-policy-version="1"]')).toContainText('시행 중');
    // the seeded first version: entered on the day it took effect, with no author to name
    await expect(page.locator('[data-policy-version="1"]')).toContainText('처음 등록 · 2025-03-01');
    await page.getByRole('button', { name: '새 버전' }).click();
    await expect(page.getByRole('textbox', { name: /본문 \(한국어\)/ })).toContainText(
      '개인정보의 처리 목적',
    );
    await page.getByRole('button', { name: '미리 보기 열기' }).click();
    await expect(page.getByRole('article', { name: '한국어 페이지 미리 보기' })).toContainText('시행일');
    await expectNoSidewaysScroll(page);
    await expectTapTargets(page, true);
    await expectNoAxeViolations(page);
  });

  test('an editor publishes a version dated in the future; the public page keeps the one in force @desktop', async ({
    page,
  }) => {
    // The editor runs under the console's policy: no inline <style>, no style attribute (decision 011).
    const cspErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await editorSignIn(page, '/admin/content/policies');
    await page.getByRole('tab', { name: '개인정보처리방침' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '이용약관' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '개인정보처리방침' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('button', { name: '새 버전' }).click();
    const form = page.locator('[data-policy-form="privacy"]');
    const date = seoulDay(30);
    await form.getByLabel('시행일').fill(date);

    // The Korean text, in the visual editor: a new closing paragraph made bold with the toolbar.
    const bodyKo = form.getByRole('textbox', { name: /본문 \(한국어\)/ });
    const added = `시행 예정 문구 ${Date.now().toString(36)}`;
    await bodyKo.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(added);
    await page.keyboard.press('Shift+Home');
    await form.locator('[data-policy-language="ko"]').getByRole('button', { name: '굵게' }).click();
    await expect(bodyKo.locator('strong', { hasText: added })).toBeVisible();
    await expect(form.locator('[data-policy-language="ko"] [data-completeness]')).toHaveText('작성됨');
    await expect(form.locator('[data-policy-language="en"] [data-completeness]')).toHaveText('작성됨');
    await form.getByLabel('변경 내용 (한국어)').fill('위탁 업체 변경');
    await form.getByLabel('변경 내용 (영어)').fill('Processor changed');

    await form.getByRole('button', { name: '미리 보기 열기' }).click();
    await expect(form.getByRole('article', { name: '한국어 페이지 미리 보기' })).toContainText(added);
    await expect(form.getByRole('article', { name: '한국어 페이지 미리 보기' })).toContainText(
      `시행일 ${date}`,
    );
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: '게시하기' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${date}부터 시행됩니다`);
    // The particle follows 버전, never the number (issue 51: "버전 2을").
    await expect(dialog).toContainText(/새 버전\(버전 \d+\)을 게시할까요\?/);
    await dialog.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page.locator('[data-notice]')).toContainText(/새 버전\(버전 \d+\)을 게시했습니다/);
    const created = Number((await page.locator('[data-notice]').textContent())?.match(/버전 (\d+)/)?.[1]);
    const card = page.locator(`[data-policy-version="${created}"]`);
    await expect(card).toContainText('시행 예정');
    await expect(card).toContainText(date);
    await expect(page.locator('[data-policy-version="1"]')).toContainText('시행 중');
    expect(await page.locator('style[data-tiptap-style]').count()).toBe(0);
    expect(cspErrors).toEqual([]);

    // The public page and API still show version 1; the scheduled version is not public.
    await page.goto('/policies/privacy');
    await expect(page.locator('[data-policy-effective]')).toContainText('시행일 2025-03-01');
    await expect(page.getByText(added)).toHaveCount(0);
    const api = await (await page.request.get('/api/policies/privacy')).json();
    expect(api.current.version).toBe(1);
    expect(api.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    expect((await page.request.get(`/api/policies/privacy/versions/${created}`)).status()).toBe(404);
  });
});
