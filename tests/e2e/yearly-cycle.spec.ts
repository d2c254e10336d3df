// The yearly cycle, run by the marketing team alone (issue 49): next year's design theme, the
// archive entry of the year that ended, the next edition with its floors and gallery, and next
// year's lookbook are written in the studio, shown to a reviewer through a preview link (the theme
// year's and the edition's, under the strict CSP, palette included), and
// scheduled for the next minute; at that time they are on their pages, in the menus, the archive
// and the sitemap in both languages, with no code change and no rebuild.
//
// It runs in a project of its own after every other test (playwright.config.ts): what it publishes
// stays, and the years it writes are the ones studio-years.spec.ts writes and removes (side by side,
// CI once opened a record the other had just deleted).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { fillArchiveEntry, staffSignIn } from './admin-helpers';
import { expectNoCspViolations, expectStrictPolicy, watchCsp } from './csp-checks';
import { expect, test, waitsForHydration } from './fixtures';

const THEME_YEAR = 2027;
const ARCHIVE_YEAR = 2026;

/** The next whole minute at least 50 s away, as the studio's Seoul `datetime-local` value. */
function nextMinuteInSeoul(): { input: string; at: number } {
  const at = Math.ceil((Date.now() + 50_000) / 60_000) * 60_000;
  const seoul = new Date(at + 9 * 3_600_000).toISOString().slice(0, 16);
  return { input: seoul, at };
}

/** Retries a visit until the page regenerated after a publish says what it should (decision 014). */
async function eventually(page: Page, path: string, check: () => Promise<void>, timeout = 20_000) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout, intervals: [2_000] });
}

const bilingual = (page: Page, field: string) => ({
  ko: page.locator(`[data-bilingual-field="${field}"]`).getByLabel('한국어'),
  en: page.locator(`[data-bilingual-field="${field}"]`).getByLabel('English'),
});

test('@desktop the marketing team schedules next year’s theme, archive entry, edition with a gallery and lookbook; at the minute they are live in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const when = nextMinuteInSeoul();
  const episode = 100 + Math.floor(Math.random() * 800);

  // 1. The design theme: started from the latest year, renamed, previewed, scheduled.
  await staffSignIn(page, 'editor', '/admin/content/themes');
  await page.getByRole('button', { name: /디자인 테마 시작하기$/ }).click();
  await page.locator('#theme-year').fill(String(THEME_YEAR));
  const name = bilingual(page, 'theme-name');
  await name.ko.fill('RIPPLE');
  await name.en.fill('RIPPLE');
  const first = bilingual(page, 'theme-0-name');
  await first.ko.fill('Tide');
  await first.en.fill('Tide');
  await page.getByLabel('페이지 주소 이름 (영문 소문자)').first().fill('tide');
  await page.getByRole('button', { name: '초안 저장' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('초안으로 저장했습니다');
  await page.getByRole('button', { name: `고치기: ${THEME_YEAR} 디자인 테마` }).click();
  await page.getByRole('button', { name: '미리 보기 링크 만들기' }).click();
  const link = await page.getByLabel('미리 보기 링크', { exact: true }).inputValue();
  const guest = await browser.newContext();
  const reviewer = waitsForHydration(await guest.newPage());
  const csp = await watchCsp(reviewer);
  const previewPath = new URL(link).pathname;
  await expectStrictPolicy(await reviewer.goto(previewPath), previewPath);
  await expect(reviewer.locator('[data-preview-bar]')).toContainText(`${THEME_YEAR} 디자인 테마 미리 보기`);
  await expect(reviewer.locator('main')).toContainText('RIPPLE');
  // The theme's own page in the preview wears its palette as the published page does: the preview,
  // rendered per request, lists the hashes of its style attributes under the strict policy.
  const storyPath = `${previewPath}?theme=tide`;
  const story = await expectStrictPolicy(await reviewer.goto(storyPath), storyPath);
  expect(story).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);
  const ground = await reviewer
    .locator('[data-theme-story="tide"]')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--ground').trim());
  expect(ground).toMatch(/^#[0-9a-f]{6}$/i);
  await expectNoCspViolations(reviewer, csp, storyPath);
  await guest.close();
  await page.locator('#theme-publish-at').fill(when.input);
  await page.getByRole('button', { name: '예약 게시' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('예약했습니다');

  // 2. The archive entry of the year that ended.
  await page.goto('/admin/content/archive');
  await page.getByRole('button', { name: /아카이브 시작하기$/ }).click();
  await page.locator('#archive-year').fill(String(ARCHIVE_YEAR));
  await page.getByRole('radio', { name: /상세형/ }).check();
  await fillArchiveEntry(page, ARCHIVE_YEAR);
  // One text per section at every width (issue 50): the studio asks for no phone wording.
  await expect(page.locator('[data-bilingual-field="archive-data1-text-mobile"]')).toHaveCount(0);
  await page.locator('#archive-publish-at').fill(when.input);
  await page.getByRole('button', { name: '예약 게시' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('예약했습니다');

  // 3. The next edition, with a gallery photograph uploaded from the studio.
  await page.goto('/admin/content/editions');
  await page.getByRole('button', { name: '새 에디션' }).click();
  await page.getByLabel('회차').fill(String(episode));
  await page.getByLabel('주소 이름').fill(`popupep${episode}`);
  await page.getByLabel('디자인 테마 연도').fill(String(THEME_YEAR));
  await page.locator('#ed-title-ko').fill(`EP.${episode} 물결`);
  await page.locator('#ed-title-en').fill(`EP.${episode} Ripple`);
  await page.getByLabel('시작일').fill(`${THEME_YEAR}-04-01`);
  await page.getByLabel('종료일').fill(`${THEME_YEAR}-04-30`);
  const gallery = page.locator('[data-edit-photos="gallery"]');
  await gallery.getByRole('button', { name: '라이브러리에서 고르기' }).click();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a7560' } })
    .png()
    .toBuffer();
  await page
    .getByRole('dialog')
    .locator('[data-media-input]')
    .setInputFiles({
      name: `ep${episode}-gallery.png`,
      mimeType: 'image/png',
      buffer: photo,
    });
  await expect(gallery.locator('[data-edit-photo="1"]')).toBeVisible({ timeout: 30_000 });
  const alt = bilingual(page, 'ed-gallery-0-alt');
  await alt.ko.fill('물결무늬 석재 샘플이 놓인 작업대');
  await alt.en.fill('A workbench with rippled stone samples');
  const caption = bilingual(page, 'ed-gallery-0-caption');
  await caption.ko.fill('2층 물결 작업대');
  await caption.en.fill('The 2F ripple bench');
  await page.locator('#ed-publish-at').fill(when.input);
  await page.getByRole('button', { name: '예약 게시' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('예약했습니다');
  // The reviewer sees the scheduled edition's EP page, floors and gallery, through its own link.
  await page.getByRole('button', { name: `고치기: EP.${episode} 물결` }).click();
  await page.getByRole('button', { name: '미리 보기 링크 만들기' }).click();
  const editionLink = new URL(await page.getByLabel('미리 보기 링크', { exact: true }).inputValue()).pathname;
  const visitor = await browser.newContext();
  const edReviewer = waitsForHydration(await visitor.newPage());
  const edCsp = await watchCsp(edReviewer);
  await expectStrictPolicy(await edReviewer.goto(editionLink), editionLink);
  await expect(edReviewer.locator('[data-preview-bar]')).toContainText(`EP.${episode} 물결`);
  await expect(edReviewer.getByRole('heading', { level: 1 })).toHaveText(`EP.${episode} 물결`);
  await expect(edReviewer.locator('[data-floor]')).toHaveCount(3);
  await edReviewer.locator('[data-gallery] button').first().click();
  await expect(edReviewer.getByRole('dialog')).toContainText('2층 물결 작업대');
  await edReviewer.keyboard.press('Escape');
  await expectNoCspViolations(edReviewer, edCsp, editionLink);
  await expectStrictPolicy(await edReviewer.goto(`/en${editionLink}`), `/en${editionLink}`);
  await expect(edReviewer.getByRole('heading', { level: 1 })).toHaveText(`EP.${episode} Ripple`);
  await visitor.close();
  // Still not public before its minute.
  expect((await page.request.get(`/archive/${THEME_YEAR}/popupep${episode}`)).status()).toBe(404);

  // 4. Next year's lookbook.
  await page.goto('/admin/content/lookbooks');
  await page.getByRole('button', { name: /룩북 시작하기$/ }).click();
  await page.locator('#lookbook-year').fill(String(THEME_YEAR));
  const title = bilingual(page, 'lookbook-title');
  await title.ko.fill(`${THEME_YEAR} 물결 룩북`);
  await title.en.fill(`Ripple lookbook ${THEME_YEAR}`);
  await page.locator('#lookbook-publish-at').fill(when.input);
  await page.getByRole('button', { name: '예약 게시' }).click();
  await expect(page.locator('[data-studio-message="ok"]')).toContainText('예약했습니다');

  // Before the minute nothing of it is public; the studio's front page lists the four, in time order.
  expect((await page.request.get(`/archive/${THEME_YEAR}/designtheme`)).status()).toBe(404);
  expect((await page.request.get(`/archive/${ARCHIVE_YEAR}`)).status()).toBe(404);
  await page.goto('/admin/content');
  for (const section of ['디자인 테마', '트렌드 아카이브', '에디션', '룩북'])
    await expect(page.locator('main')).toContainText(section);

  // At the minute: every page, menu and list has it, in both languages.
  await page.waitForTimeout(Math.max(0, when.at - Date.now()));
  await eventually(
    page,
    `/en/${THEME_YEAR}/main/tide`,
    async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Tide' })).toBeVisible({ timeout: 1000 });
    },
    60_000,
  );
  await eventually(
    page,
    `/archive/${THEME_YEAR}/designtheme`,
    async () => {
      await expect(page.locator('main')).toContainText('RIPPLE', { timeout: 1000 });
      await expect(
        page.locator(`#header-panel-designTrend a[href="/archive/${THEME_YEAR}/designtheme"]`),
      ).toHaveCount(1, { timeout: 1000 });
    },
    60_000,
  );
  await eventually(
    page,
    `/en/archive/${ARCHIVE_YEAR}`,
    async () => {
      await expect(page.getByRole('heading', { level: 1, name: `${ARCHIVE_YEAR} Design Trend` })).toBeVisible(
        {
          timeout: 1000,
        },
      );
    },
    60_000,
  );
  await eventually(
    page,
    '/archive',
    async () => {
      await expect(page.locator(`[data-archive-year="${ARCHIVE_YEAR}"]`)).toContainText('머무는 재료', {
        timeout: 1000,
      });
      // the introduction's span is the records': it now runs to the theme year just published
      await expect(page.getByText(`2001년부터 ${THEME_YEAR}년까지의 디자인 트렌드와 전시`)).toBeVisible({
        timeout: 1000,
      });
    },
    60_000,
  );
  await eventually(
    page,
    `/en/archive/${THEME_YEAR}/popupep${episode}`,
    async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`EP.${episode} Ripple`, {
        timeout: 1000,
      });
    },
    60_000,
  );
  await expect(page.locator('[data-gallery]')).toContainText('1');
  await page.locator('[data-gallery] button').first().click();
  await expect(page.getByRole('dialog')).toContainText('The 2F ripple bench');
  await page.keyboard.press('Escape');
  await eventually(
    page,
    `/archive/${THEME_YEAR}/lookbook`,
    async () => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${THEME_YEAR} 물결 룩북`, {
        timeout: 1000,
      });
    },
    60_000,
  );
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of [
    `/archive/${THEME_YEAR}/designtheme`,
    `/${THEME_YEAR}/main/tide`,
    `/archive/${ARCHIVE_YEAR}`,
    `/archive/${THEME_YEAR}/popupep${episode}`,
    `/archive/${THEME_YEAR}/lookbook`,
  ])
    expect(sitemap).toContain(`${path}</loc>`);
});
