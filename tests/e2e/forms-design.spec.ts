import type { Locator } from '@playwright/test';
import { expect, isMobileProject, test } from './fixtures';
import { apiSignUp, signInAs } from './member-api';

/**
 * Forms and My Page as designed (issue 18, defect 9): radios and checkboxes drawn by the site on
 * real inputs, with the label as a 44 px target, a focus ring and a checked state told by shape;
 * form columns on the page title's edge; My Page's four ways in as an even grid; a designed empty
 * state on /my/apply; footer contact links and the breadcrumb's "홈" big enough to tap.
 */
const mark = (label: Locator) =>
  label.evaluate((el) => {
    const s = getComputedStyle(el, '::before');
    return { content: s.content, background: s.backgroundImage, outline: s.outlineStyle };
  });

async function expectCustomControl(label: Locator, kind: 'radio' | 'checkbox') {
  const box = await label.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  const input = label.locator(`input[type="${kind}"]`);
  // The real input fills the label, invisible: a tap anywhere on the label is a tap on the control.
  expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  const before = await mark(label);
  await label.click();
  await expect(input).toBeChecked();
  const after = await mark(label);
  // Checked is a shape (a tick, a dot), not only a colour.
  if (kind === 'checkbox') expect(after.content).toContain('✓');
  else expect(after.background).toContain('radial-gradient');
  expect(after).not.toEqual(before);
}

const left = async (l: Locator) => Math.round((await l.boundingBox())?.x ?? -1);

test.describe('forms and My Page', () => {
  test('Contact: custom radios and checkbox on real inputs, keyboard focus ring, column on the title’s edge', async ({
    page,
  }) => {
    await page.goto('/contact');
    const type = page.locator('label', { hasText: '이벤트 관련' });
    await expectCustomControl(type, 'radio');
    await expect(page.getByLabel('이벤트 관련')).toBeChecked();
    // Arrow keys move the choice within the group, as with native radios; the focus ring is drawn.
    await page.getByLabel('이벤트 관련').focus();
    await page.keyboard.press('ArrowRight');
    const next = page.locator('label:has(input[type="radio"]:checked)');
    await expect(next).not.toHaveText('이벤트 관련');
    expect((await mark(next)).outline).toBe('solid');
    await expectCustomControl(
      page.locator('label', { hasText: '개인정보 수집 및 이용에 동의합니다' }),
      'checkbox',
    );
    expect(await left(page.locator('form').first())).toBe(
      await left(page.getByRole('heading', { level: 1 })),
    );

    // Under the form, another way for whom it cannot serve (a name not in Hangul, no Korean mobile:
    // the ninth review), in the English site's words there.
    await page.goto('/en/contact');
    const other = page.getByRole('region', { name: 'Other ways to reach us' });
    await expect(other.getByRole('link', { name: 'trend@moru-surfaces.example' })).toHaveAttribute(
      'href',
      'mailto:trend@moru-surfaces.example',
    );
    await expect(other).toContainText('Seongdong-gu, Seoul');
    await expect(other).toContainText('we answer in English');
  });

  test('sign-up: member type and consents are custom controls; the form starts on the title’s edge', async ({
    page,
  }) => {
    await page.goto('/sign/up');
    await expectCustomControl(page.locator('label', { hasText: '기업회원 (B2B)' }), 'radio');
    expect(await left(page.locator('form').first())).toBe(
      await left(page.getByRole('heading', { level: 1 })),
    );
    // What membership is for sits beside the steps on a wide screen (its right half was empty), below
    // them on a phone.
    const aside = page.getByRole('complementary', { name: '모루 회원이 되면' });
    await expect(aside.getByRole('listitem')).toHaveCount(3);
    const form = await page.locator('form').first().boundingBox();
    const notes = await aside.boundingBox();
    if ((page.viewportSize()?.width ?? 0) >= 1100)
      expect(notes?.x ?? 0).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0));
    else expect(notes?.y ?? 0).toBeGreaterThan(form?.y ?? 0);
    await page.getByRole('button', { name: '다음' }).click();
    await expectCustomControl(page.locator('label', { hasText: '전체 동의' }), 'checkbox');
    await expect(page.getByLabel(/이용약관 동의/)).toBeChecked();
    const view = page.getByRole('link', { name: '전문 보기' }).first();
    expect((await view.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  test('My Page shows the four ways in under the ticket on a phone and beside it on a wide screen, and /my/apply’s empty state leads to the events', async ({
    page,
  }, info) => {
    const { email } = await apiSignUp();
    await signInAs(page, email);
    await page.goto('/my');
    const cards = page.locator('ul:has(> li > a[href="/my/apply"]) > li > a');
    await expect(cards).toHaveCount(4);
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      }),
    );
    const ticket = await page.getByRole('heading', { name: '다음 입장 티켓' }).boundingBox();
    // Same width each, one column: under the ticket on a phone; on a wide screen beside it, in the
    // page's right column, one under another from the ticket's top (the fifth review found a dead
    // right third beside one column, the thirteenth the data export beside the ticket weighing as
    // much as it: the export is a quiet row under both now)
    expect(new Set(boxes.map((b) => b.w)).size).toBe(1);
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    const width = page.viewportSize()?.width ?? 0;
    if (isMobileProject(info.project.name))
      for (const b of boxes) expect(b.y).toBeGreaterThan(ticket?.y ?? 0);
    else {
      expect(boxes[0].x).toBeGreaterThan(width / 2);
      expect(boxes[0].y).toBeLessThan((ticket?.y ?? 0) + 40);
      const exportRow = await page.getByTestId('my-export').boundingBox();
      expect(exportRow?.y ?? 0).toBeGreaterThan(boxes[3].y + boxes[3].h);
    }
    // and the account's own way out
    await expect(page.locator('[data-my-sign-out]')).toBeVisible();

    await page.goto('/my/apply');
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByRole('heading', { level: 2, name: '신청한 이벤트가 없습니다.' })).toBeVisible();
    await expect(empty).toContainText('신청한 프로그램과 입장 티켓이 이곳에 모입니다.');
    const go = empty.getByRole('link', { name: '이벤트 보러 가기' });
    expect((await go.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await go.click();
    await expect(page).toHaveURL(/\/event$/);
  });

  test('footer e-mail and phone links and the breadcrumb’s home link are 44 px targets', async ({ page }) => {
    await page.goto('/faq');
    const home = page.getByRole('navigation', { name: '현재 위치' }).getByRole('link', { name: '홈' });
    const crumb = await home.boundingBox();
    expect(crumb?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(crumb?.height ?? 0).toBeGreaterThanOrEqual(44);
    for (const link of [
      page.locator('#site-footer a[href^="mailto:"]'),
      page.locator('#site-footer dd a[href^="tel:"]'),
    ]) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
