import { expect, expectNoAxeViolations, isMobileProject, test } from './fixtures';
import { apiSignUp, BASE, PASSWORD } from './member-api';
import { expectTapTargets } from './tap-targets';

// /my/edit: how the member is told about bookings and the separate, optional marketing consent
// (decision 020), saved through PATCH /api/users/my and shown again after a reload.
test('channel choice and marketing consent are saved and shown again', async ({ page }, info) => {
  const { email } = await apiSignUp();
  await page.goto('/sign/in');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`${BASE}/`);
  await page.goto('/my/edit');

  const section = page.getByRole('region', { name: '알림 받는 방법' });
  const both = section.getByRole('radio', { name: '카카오톡·문자와 이메일 모두' });
  const mailOnly = section.getByRole('radio', { name: '이메일', exact: true });
  const marketing = section.getByRole('checkbox', { name: '이벤트·전시 소식 등 마케팅 정보를 받겠습니다.' });
  const state = section.getByTestId('marketing-state');
  // A new member is told both ways and has not agreed to marketing.
  await expect(both).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(state).toHaveText('동의하지 않은 상태입니다.');
  await expectNoAxeViolations(page);
  await expectTapTargets(page, isMobileProject(info.project.name), '#edit-notify + form');

  await mailOnly.check();
  await marketing.check();
  await section.getByRole('button', { name: '알림 설정 저장' }).click();
  await expect(section.getByRole('status')).toHaveText('알림 설정이 저장되었습니다.');
  await expect(state).toContainText('에 동의하셨습니다.');

  await page.reload();
  await expect(mailOnly).toBeChecked();
  await expect(marketing).toBeChecked();
  await expect(state).toContainText('에 동의하셨습니다.');

  // Withdrawn as easily as given.
  await marketing.uncheck();
  await section.getByRole('button', { name: '알림 설정 저장' }).click();
  await expect(section.getByRole('status')).toHaveText('알림 설정이 저장되었습니다.');
  await expect(state).toHaveText('동의하지 않은 상태입니다.');
  await page.reload();
  await expect(marketing).not.toBeChecked();
  await expect(mailOnly).toBeChecked();
});
