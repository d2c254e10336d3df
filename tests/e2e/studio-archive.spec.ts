// The trend archive in the studio (issue 49): a new year is written, kept as a draft (no page),
// published (its page, its card in both languages, the sitemap) and removed, with no code change
// and no rebuild.
import type { Page } from '@playwright/test';
import { staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from './fixtures';

/** Retries a visit until the page regenerated after a publish says what it should (decision 014). */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('@desktop an editor writes next year’s archive entry, keeps it as a draft, publishes it to both languages and the sitemap, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await staffSignIn(page, 'editor', '/admin/content/archive');
  await expect(page.getByRole('heading', { level: 1, name: '트렌드 아카이브' })).toBeVisible();
  await expect(page.locator('[data-archive-year="2012"]')).toContainText('상세형');
  await expect(page.locator('[data-archive-year="2001"]')).toContainText('요약형');
  const start = page.getByRole('button', { name: /아카이브 시작하기$/ });
  const year = Number((await start.textContent())?.match(/\d{4}/)?.[0]);
  await start.click();

  const form = page.locator('form[aria-labelledby="archive-form-title"]');
  await expect(form.getByRole('heading', { name: `새 아카이브 항목 (${year})` })).toBeVisible();
  await form.getByRole('radio', { name: /상세형/ }).check();
  const fill = async (field: string, ko: string, en: string) => {
    const f = form.locator(`[data-bilingual-field="${field}"]`);
    await f.getByLabel('한국어').fill(ko);
    await f.getByLabel('English').fill(en);
  };
  await fill('archive-title', '머무는 재료', 'Materials that stay');
  await fill('archive-desc', '오래 쓰는 재료를 고른 해', 'A year of materials chosen to last');
  await fill('archive-sub', '석재 · 목재', 'Stone · Wood');
  await fill('archive-page-title', `${year} 디자인 트렌드`, `${year} Design Trend`);
  await fill('archive-main-title', '손에 닿는 시간', 'Time you can touch');
  await fill('archive-sub-title', '닳을수록 좋아지는 표면', 'Surfaces that improve with wear');
  await fill('archive-data1-title', '결이 보이는 석재', 'Stone with its grain');
  await fill('archive-data1-subtitle', '가공을 줄인 마감', 'Less processing');
  await fill(
    'archive-data1-text',
    '돌의 결을 그대로 드러낸 마감입니다.',
    'A finish that shows the stone as it is.',
  );
  // One text at every width (issue 50): the studio asks for no phone variant.
  await expect(form.locator('[data-bilingual-field="archive-data1-text-mobile"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A refusal names its field: an empty English subtitle.
  await form.locator('[data-bilingual-field="archive-data1-subtitle"]').getByLabel('English').fill('');
  await form.getByRole('button', { name: '초안 저장' }).click();
  await expect(page.locator('[data-studio-message="error"]')).toBeVisible();
  await expect(
    form.locator('[data-bilingual-field="archive-data1-subtitle"]').getByLabel('English'),
  ).toHaveAttribute('aria-invalid', 'true');
  await form
    .locator('[data-bilingual-field="archive-data1-subtitle"]')
    .getByLabel('English')
    .fill('Less processing');

  await form.getByRole('button', { name: '초안 저장' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('초안으로 저장했습니다');
  await expect(page.locator(`[data-archive-year="${year}"]`)).toContainText('초안');
  expect((await page.request.get(`/archive/${year}`)).status()).toBe(404);

  await page.getByRole('button', { name: `고치기: ${year} 아카이브` }).click();
  await form.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('게시했습니다');
  await expect(page.locator(`[data-archive-year="${year}"]`)).toContainText('게시 중');

  await eventually(page, `/archive/${year}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: `${year} 디자인 트렌드` })).toBeVisible({
      timeout: 1000,
    });
  });
  await expect(page.locator('main')).toContainText('결이 보이는 석재');
  await eventually(page, '/en/archive', async () => {
    await expect(page.locator(`[data-archive-year="${year}"]`)).toContainText('Materials that stay', {
      timeout: 1000,
    });
  });
  await page.locator(`[data-archive-year="${year}"] a`).click();
  await expect(page.getByRole('heading', { level: 1, name: `${year} Design Trend` })).toBeVisible();
  await expect(page.locator('main')).toContainText('Stone with its grain');
  await eventually(page, '/sitemap.xml', async () => {
    expect(await page.content()).toContain(`/archive/${year}</loc>`);
  });

  await staffSignIn(page, 'editor', '/admin/content/archive');
  await page.getByRole('button', { name: `고치기: ${year} 아카이브` }).click();
  await form.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText(`${year}년 기록을 삭제했습니다`);
  await expect(page.locator(`[data-archive-year="${year}"]`)).toHaveCount(0);
  await expect(async () => {
    expect((await page.request.get(`/archive/${year}`)).status()).toBe(404);
  }).toPass({ timeout: 20_000 });
});
