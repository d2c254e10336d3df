import sharp from 'sharp';
import { staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, isMobileProject, test } from './fixtures';
import { expectTapTargets } from './tap-targets';

/** The media library (issue 25): upload by keyboard, focal point by keys with the phone crop, alt texts, delete. */

const picture = (name: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));

test('uploads, sets the focal point and alt texts, and deletes an image', async ({ page }, info) => {
  await staffSignIn(page, 'manager', '/admin/content/media');
  await expect(page.getByRole('heading', { level: 1, name: '미디어' })).toBeVisible();

  // The drop area is a button: Enter opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-media-drop]').focus();
  await page.keyboard.press('Enter');
  const name = `studio-${Date.now()}.png`;
  await (await chooser).setFiles(await picture(name));

  const editor = page.locator('[data-media-editor]');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-media-grid] button[aria-current="true"]`)).toContainText(name);
  await expect(page.locator('[data-media-grid] [data-alt-badge]').first()).toHaveText('대체 텍스트 없음');

  // Arrow keys move the focal point; the phone preview crops around it.
  const picker = page.locator('[data-focal-picker]');
  await picker.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.locator('[data-focal-position]')).toHaveText('가로 55%, 세로 40%');
  await expect(picker).toHaveAttribute('aria-valuetext', '가로 55%, 세로 40%');
  await expect(page.locator('[data-phone-preview]')).toHaveCSS('object-position', '55% 40%');

  await editor.locator('[data-alt-ko]').fill('푸른 타일 벽');
  await editor.locator('[data-alt-en]').fill('A blue tiled wall');
  await editor.locator('[data-media-save]').click();
  await expect(editor.getByText('저장했습니다.')).toBeVisible();
  await expect(page.locator('[data-media-grid] button[aria-current="true"] [data-alt-badge]')).toHaveText(
    '대체 텍스트 완료',
  );

  await expectNoSidewaysScroll(page);
  // The page's own controls (the console's frame is checked with the console).
  await expectTapTargets(
    page,
    isMobileProject(info.project.name),
    'section[aria-labelledby="admin-page-title"]',
  );
  await expectNoAxeViolations(page);

  // An HTML page named .png is refused in Korean, by its contents.
  await page.locator('[data-media-input]').setInputFiles({
    name: 'not-really.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><p>hi'),
  });
  await expect(page.locator('[data-media-errors]')).toContainText('not-really.png: JPEG, PNG, WebP, AVIF');

  await editor.locator('[data-media-delete]').click();
  const dialog = page.getByRole('dialog', { name: '이미지를 삭제할까요?' });
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-media-delete-confirm]').click();
  await expect(page.getByText('이미지를 삭제했습니다.')).toBeVisible();
  await expect(page.locator('[data-media-grid]').getByText(name)).toHaveCount(0);
});
