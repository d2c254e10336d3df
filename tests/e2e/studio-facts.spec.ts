// Issue 50, decision 042: the facts the pages share are edited once in the studio. These tests
// change nothing another test reads: the catalogue is only looked at, and the refused hours change
// is never saved.
import { staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('@desktop the materials catalogue lists each material once, with the pages that name it, and keeps a named one from deletion', async ({
  page,
}) => {
  await staffSignIn(page, 'editor', '/admin/content/materials');
  await expect(page.getByRole('heading', { level: 1, name: '소재 카탈로그' })).toBeVisible();
  const nebula = page.locator('[data-material="nebula-terrazzo"]');
  await expect(nebula).toContainText('MS-25C01 네뷸라 테라조 / Nebula Terrazzo');
  await expect(nebula).toContainText('2025 Cosmos · ');
  // the pages that name it, as an editor calls them, one badge each
  await expect(nebula.locator('[data-material-uses] [data-state]')).toHaveText([
    '2025 룩북',
    '2025 Cosmos 테마',
  ]);
  await expectNoAxeViolations(page);
  await nebula.getByRole('button', { name: '고치기: 네뷸라 테라조' }).click();
  const form = page.getByRole('form', { name: '소재 고치기: 네뷸라 테라조' });
  await expect(form.locator('#material-name-ko')).toHaveValue('네뷸라 테라조');
  await expect(form.locator('#material-family-en')).toHaveValue('Dark terrazzo');
  await expect(form.getByRole('button', { name: '삭제' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: '취소' }).click();
  await expect(page.locator('[data-material-list]')).toBeVisible();
});

test('@desktop the edition form edits dated hours and refuses a day outside the edition and a last tour after closing, under their fields', async ({
  page,
}) => {
  await staffSignIn(page, 'editor', '/admin/content/editions');
  await page
    .locator('[data-edition-row="popupep5"]')
    .getByRole('button', { name: /^고치기/ })
    .click();
  const changes = page.locator('[data-hours-changes]');
  // The demo's one short day, with its last tour.
  await expect(changes.locator('[data-hours-change]')).toHaveCount(1);
  await expect(page.locator('#ed-hx-0-lastTourAt')).toHaveValue('16:00');
  await changes.getByRole('button', { name: '달라지는 날 추가' }).click();
  // A new day starts on the edition's first day with its usual hours; a last tour after closing is
  // refused. Refused saves change nothing (the edition stays published as it was).
  await page.locator('#ed-hx-1-lastTourAt').fill('21:00');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('[data-studio-message="error"]')).toBeVisible();
  await expect(page.locator('#ed-hx-1-lastTourAt')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#ed-hx-1-lastTourAt-error')).toContainText('마지막 투어 시각');
  // A day outside the edition's dates.
  await page.locator('#ed-hx-1-lastTourAt').fill('');
  await page.locator('#ed-hx-1-date').fill('2001-01-01');
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('#ed-hx-1-date')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#ed-hx-1-date-error')).toHaveText('에디션 기간 안의 날짜를 골라 주세요.');
  await page.getByRole('button', { name: '삭제: 달라지는 날 2' }).click();
  await expect(changes.locator('[data-hours-change]')).toHaveCount(1);
});
