// Mail wording from the studio (issue 49): an editor changes a mail's subject, sees it saved, and an
// unknown {variable} is refused on its field; the KakaoTalk texts are read-only with Kakao's note.
import { staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from './fixtures';

test.describe('mail wording in the studio', () => {
  test('@desktop an editor edits a subject, sees the saved text and the preview, and an unknown variable is refused', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await staffSignIn(page, 'editor', '/admin/content/mail');
    await expect(page.getByRole('heading', { level: 1, name: '메일 문구' })).toBeVisible();
    const kakao = page.locator('[data-alimtalk]');
    await expect(kakao).toContainText('카카오가 승인한 템플릿');
    await expect(kakao.locator('[data-alimtalk-kind="confirmed"]')).toContainText('#{title}');
    await expect(page.locator('[data-mail="welcome"]')).toContainText('기본 문구');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '고치기: 회원가입 환영' }).click();
    const form = page.locator('form[aria-labelledby="mail-form-title"]');
    await expect(form.locator('[data-mail-variables]')).toContainText('{name}');
    const subject = form.locator('[data-bilingual-field="mail-subject"]').getByLabel('한국어');
    await subject.fill('모루 회원 가입을 환영합니다, {name}');
    await expect(form.locator('[data-mail-preview-lang="ko"]')).toContainText(
      '모루 회원 가입을 환영합니다, 김모루',
    );
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toContainText('다음에 보내는 메일부터');

    // Saved: the list and the editor opened afresh show the new subject.
    await page.reload();
    await expect(page.locator('[data-mail="welcome"]')).toContainText('모루 회원 가입을 환영합니다, {name}');
    await expect(page.locator('[data-mail="welcome"]')).toContainText('고친 문구');
    await page.getByRole('button', { name: '고치기: 회원가입 환영' }).click();
    await expect(subject).toHaveValue('모루 회원 가입을 환영합니다, {name}');

    // A variable the mail does not have is refused on the field, naming it.
    await subject.fill('{nickname}님 환영합니다');
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.locator('[data-studio-message="error"]')).toBeVisible();
    await expect(form.locator('[data-bilingual-field="mail-subject"]')).toContainText(
      '이 메일에서 쓸 수 없는 변수입니다: {nickname}',
    );
    await expect(subject).toHaveAttribute('aria-invalid', 'true');

    // Back to the default, so other tests read the mail as shipped.
    await form.getByRole('button', { name: '기본 문구로 되돌리기' }).click();
    await expect(page.locator('[data-studio-message="ok"]')).toBeVisible();
    await expect(subject).not.toHaveValue(/모루 회원 가입을 환영합니다/);
  });
});
