import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSignUp, BASE, mailedCode, newEmail, newPerson, PASSWORD } from './member-api';

const DEMO = { email: 'demo@moru-surfaces.example', password: 'moru2025demo', name: '김모루' };

async function signIn(page: Page, email: string, password: string, path = '/sign/in') {
  await page.goto(path);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function verifyInPopup(page: Page, person: { name: string; tel: string; birth: string }) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('identity-button').click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/api\/identity\/demo/);
  await expect(popup.getByText('데모 · 실제 본인인증이 아닙니다')).toBeVisible();
  await popup.getByLabel('이름 (한글 2~4자)').fill(person.name);
  await popup.getByLabel('휴대폰 번호 (숫자 11자리)').fill(person.tel);
  await popup.getByLabel('생년월일 (YYYYMMDD)').fill(person.birth);
  // The provider page posts its result and closes itself at once: listen before clicking.
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증 완료' }).click({ noWaitAfter: true });
  await closed;
}

async function signUpThroughUi(page: Page, memberType: 'normal' | 'company') {
  const person = newPerson();
  const email = newEmail(memberType);
  await page.goto('/sign/up');
  await page.getByLabel(memberType === 'company' ? /기업회원/ : /일반회원/).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '다음' }).click();
  await verifyInPopup(page, person);
  await expect(page.getByTestId('identity-name')).toHaveText(person.name);
  await page.getByLabel('이메일').fill(email);
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다. 10분 안에 입력해 주세요.')).toBeVisible();
  await page.getByLabel('인증번호').fill(await mailedCode(email, sentAt));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('이메일 인증이 완료되었습니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  if (memberType === 'company') {
    await page.getByLabel('회사명').fill('모루인테리어');
    await page.getByLabel('직급').fill('대리');
    await page.getByLabel('업종').selectOption('furniture');
  }
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForURL('**/my');
  await expect(page.getByTestId('my-greeting')).toHaveText(`${person.name}님, 안녕하세요`);
  return { person, email };
}

test.describe('members', () => {
  test('sign up as a general member through the demo identity page and the emailed code', {
    tag: '@once',
  }, async ({ page }) => {
    await signUpThroughUi(page, 'normal');
    await expect(page.getByText('일반회원')).toBeVisible();
    // My Page has its own sign-out: it leaves for the home page, signed out.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/my');
    await page.waitForURL('**/sign/in**');
  });

  test('sign up as a company member', { tag: '@once' }, async ({ page }) => {
    const { email } = await signUpThroughUi(page, 'company');
    await expect(page.getByText('기업회원')).toBeVisible();
    await page.goto('/my/edit');
    await expect(page.getByLabel('회사명')).toHaveValue('모루인테리어');
    await expect(page.getByTestId('masked-email')).toHaveText(
      new RegExp(`^${email.slice(0, 3)}\\*+@example\\.com$`),
    );
  });

  test('sign-in and sign-up each show their own picture of the ticket desk beside the form', {
    tag: '@once',
  }, async ({ page }) => {
    // the fourteenth review read sign-up as sign-in's picture and copy again
    const picture = async (path: string) => {
      await page.goto(path);
      const img = page.locator('aside[aria-labelledby="sign-in-aside-title"] img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
        .toBeGreaterThan(0);
      return {
        src: await img.evaluate((i: HTMLImageElement) => i.currentSrc),
        alt: await img.getAttribute('alt'),
      };
    };
    const signIn = await picture('/sign/in');
    const signUp = await picture('/sign/up');
    expect(signIn.src).toContain('/images/members/reception');
    expect(signUp.src).toContain('/images/members/welcome');
    expect(signUp.alt).toContain('회원 카드');
    expect(signIn.alt).not.toBe(signUp.alt);
  });

  test('the spec’s messages appear under the right fields in Korean', async ({ page }) => {
    await page.goto('/sign/in');
    // The fields line up with the social buttons below them (the form once shrank to its content).
    const field = await page.getByLabel('이메일').boundingBox();
    const kakao = await page.locator('[data-provider="kakao"]').boundingBox();
    expect(Math.round(field?.width ?? 0)).toBe(Math.round(kakao?.width ?? -1));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.locator('[data-field-error="email"]')).toHaveText('이메일을 입력해 주세요.');
    await expect(page.locator('[data-field-error="password"]')).toHaveText('비밀번호를 입력해 주세요.');
    await page.getByLabel('이메일').fill('a@b.c');
    await page.getByLabel('이메일').blur();
    await expect(page.locator('[data-field-error="email"]')).toHaveText(
      '이메일 주소를 정확하게 입력해 주세요.',
    );

    await page.goto('/sign/up');
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('필수 약관에 동의해 주세요.')).toBeVisible();
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '다음' }).click();
    await verifyInPopup(page, newPerson());
    await page.getByLabel('비밀번호', { exact: true }).fill('short1');
    await page.getByLabel('비밀번호 확인').fill('different1');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.locator('[data-field-error="email"]')).toHaveText('이메일을 입력해 주세요.');
    await expect(page.locator('[data-field-error="password"]')).toHaveText(
      '영문+숫자 10자 이상 입력해 주세요.',
    );
    await page.getByLabel('비밀번호', { exact: true }).fill('abcde12345');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.locator('[data-field-error="passwordConfirm"]')).toHaveText(
      '비밀번호를 다시 확인해 주세요.',
    );
  });

  test('a wrong password says so without revealing whether the email exists', { tag: '@once' }, async ({
    page,
  }) => {
    // A member of its own: failed sign-ins are also counted per email (5 in 15 minutes).
    const { email } = await apiSignUp();
    await signIn(page, email, 'wrongpassword1');
    await expect(page.locator('#signin-error')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await signIn(page, newEmail('nobody'), 'wrongpassword1');
    await expect(page.locator('#signin-error')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    // the refusal names where staff sign in, the same for every refusal (it says nothing of the account)
    const hint = page.getByTestId('staff-sign-in-hint');
    await expect(hint).toHaveText(
      '스태프 계정은 이 화면이 아닌 운영 콘솔에서 로그인합니다. 운영 콘솔 로그인',
    );
    await hint.getByRole('link', { name: '운영 콘솔 로그인' }).click();
    await page.waitForURL(/\/admin\/sign-in/);
  });

  test('sign in and out: greeting, links, analytics logout event, redirect to /', async ({ page }) => {
    const events: string[] = [];
    page.on('console', (m) => events.push(m.text()));
    await page.goto('/?debug');
    // Debug mode is switched on by the page's script: wait until it says so (hydration can follow `load`).
    await expect(page.locator('[data-debug-badge]')).toBeVisible();
    const headerMy = page.locator('header [data-header-my]');
    await expect(headerMy).toBeHidden();
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL(`${BASE}/`);
    // signed in, the header says so on every page: a way to My page beside the menu
    await expect(headerMy).toBeVisible();
    await expect(headerMy).toHaveAccessibleName('마이페이지');
    await headerMy.click();
    await page.waitForURL(`${BASE}/my`);
    await expect(page.getByTestId('my-greeting')).toHaveText(`${DEMO.name}님, 안녕하세요`);
    await expect(page.getByRole('link', { name: /회원정보 수정/ })).toBeVisible();
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await expect(page.locator('[data-greeting]')).toHaveText(`${DEMO.name}님, 안녕하세요`);
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'), { timeout: 30_000 });
    await page.locator('#side-menu').getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL(`${BASE}/`);
    await loggedOut;
    await expect(headerMy).toBeHidden();
    await expect.poll(() => events.some((e) => e.includes('[analytics] logout'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('moru.session'))).toBeNull();
    await page.goto('/my');
    await page.waitForURL(/\/sign\/in\?next=%2Fmy/);
  });

  test('a signed-out visitor to /my/edit signs in and comes back', { tag: '@once' }, async ({ page }) => {
    await page.goto('/my/edit');
    await page.waitForURL(/\/sign\/in\?next=%2Fmy%2Fedit/);
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/my/edit');
    await expect(page.getByRole('heading', { name: '비밀번호 변경' })).toBeVisible();
  });

  // @once (playwright.config.ts): the session's logic (tokens, storage, redirects) is the same at every width.
  test('the session is restored after a reload (user info, or only the marker → verify call)', {
    tag: '@once',
  }, async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL(`${BASE}/`);
    await page.goto('/my');
    await expect(page.getByTestId('my-greeting')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('my-greeting')).toHaveText(`${DEMO.name}님, 안녕하세요`);
    await page.evaluate(() => localStorage.removeItem('moru.user'));
    const verify = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify'));
    await page.reload();
    expect((await verify).status()).toBe(200);
    await expect(page.getByTestId('my-greeting')).toHaveText(`${DEMO.name}님, 안녕하세요`);
    expect(await page.evaluate(() => document.cookie)).not.toContain('moru_rt');
  });

  test('an expired access token is refreshed silently', { tag: '@once' }, async ({ page }) => {
    const { email } = await apiSignUp();
    await page.clock.install();
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE}/`);
    await page.goto('/my/edit');
    await page.clock.fastForward('16:00');
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-tokens'));
    await page.getByLabel('현재 비밀번호').fill('notmypassword1');
    await page.getByLabel('새 비밀번호', { exact: true }).fill('brandnew12345');
    await page.getByLabel('새 비밀번호 확인').fill('brandnew12345');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(page.locator('[data-field-error="current-password"]')).toHaveText(
      '현재 비밀번호가 일치하지 않습니다.',
    );
    expect(new URL(page.url()).pathname).toBe('/my/edit');
  });

  test('a 401 clears the session and sends the user to /', { tag: '@once' }, async ({ page }) => {
    const { api, email, accessToken } = await apiSignUp();
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE}/`);
    // The page shows the stored member at once and verifies the session in the background: close
    // the account only after that check, or the check is what meets the 401 (and, at start, a
    // failed check sends the visitor to sign in again instead).
    // The same holds for the page's own read of the profile (the notification choices), which
    // starts when the forms appear: a slow machine can still have it in flight.
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify'));
    const profileRead = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/my') && r.request().method() === 'GET',
    );
    await page.goto('/my/edit');
    expect((await verified).status()).toBe(200);
    await expect(page.getByRole('heading', { name: '비밀번호 변경' })).toBeVisible();
    expect((await profileRead).status()).toBe(200);
    // The account is closed elsewhere: this browser's tokens stop working.
    const closed = await api.post('/api/users/my/withdrawal', {
      data: { reason: 'low_usage' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(closed.status()).toBe(200);
    await page.getByLabel('현재 비밀번호').fill(PASSWORD);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('brandnew12345');
    await page.getByLabel('새 비밀번호 확인').fill('brandnew12345');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.waitForURL(`${BASE}/`);
    expect(await page.evaluate(() => localStorage.getItem('moru.user'))).toBeNull();
  });

  test('withdrawal with a typed reason closes the account at once', { tag: '@once' }, async ({ page }) => {
    const { email } = await apiSignUp('company');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE}/`);
    await page.goto('/my/edit');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(page.getByText('탈퇴 사유를 선택해 주세요.')).toBeVisible();
    await page.getByLabel('직접 입력').check();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(page.locator('[data-field-error="withdraw-detail"]')).toHaveText(
      '탈퇴 사유를 입력해 주세요.',
    );
    await page.getByLabel('탈퇴 사유 직접 입력').fill('다른 계정으로 가입하려고 합니다');
    page.on('dialog', (d) => d.accept());
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.waitForURL(`${BASE}/`);
    await signIn(page, email, PASSWORD);
    await expect(page.locator('#signin-error')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  test('edit company details and change the password, with the spec’s messages', { tag: '@once' }, async ({
    page,
  }) => {
    const { email } = await apiSignUp('company');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE}/`);
    await page.goto('/my/edit');

    const company = page.getByRole('region', { name: '회사 정보' });
    await company.getByLabel('직급').fill('');
    await company.getByRole('button', { name: '저장' }).click();
    await expect(page.locator('[data-field-error="profile-rank"]')).toHaveText('직급을 입력해 주세요.');
    await company.getByLabel('직급').fill('팀장');
    await company.getByLabel('업종').selectOption('materials');
    await company.getByRole('button', { name: '저장' }).click();
    await expect(company.getByRole('status')).toHaveText('저장되었습니다.');
    await page.reload();
    await expect(company.getByLabel('직급')).toHaveValue('팀장');
    await expect(company.getByLabel('업종')).toHaveValue('materials');

    const password = page.getByRole('region', { name: '비밀번호 변경' });
    const NEW_PASSWORD = 'moru2026change';
    await password.getByLabel('현재 비밀번호').fill(PASSWORD);
    await password.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('새 비밀번호 확인').fill(`${NEW_PASSWORD}x`);
    await password.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.locator('[data-field-error="new-password-confirm"]')).toHaveText(
      '비밀번호를 다시 확인해 주세요.',
    );
    // The server is the only one who knows the current password: its answer lands under that field.
    await password.getByLabel('현재 비밀번호').fill('not-my-password1');
    await password.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.locator('[data-field-error="current-password"]')).toHaveText(
      '현재 비밀번호가 일치하지 않습니다.',
    );
    await password.getByLabel('현재 비밀번호').fill(PASSWORD);
    await password.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(password.getByRole('status')).toHaveText(
      '비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다.',
    );

    await signIn(page, email, PASSWORD);
    await expect(page.locator('#signin-error')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${BASE}/`);
  });

  test('Kakao (local stand-in): an unlinked account goes on to sign-up with the email prefilled', {
    tag: '@once',
  }, async ({ page }) => {
    await page.goto('/sign/in');
    await page.getByRole('link', { name: /카카오 로그인/ }).click();
    await expect(page.getByText('데모 · 실제 카카오/네이버가 아닙니다')).toBeVisible();
    const email = newEmail('kakao');
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await page.waitForURL('**/sign/up');
    await expect(page.getByText(/카카오 계정으로 가입합니다/)).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '다음' }).click();
    await verifyInPopup(page, newPerson());
    await expect(page.getByLabel('이메일')).toHaveValue(email);
  });

  test('Naver (local stand-in): denied consent returns to sign-in with a message', { tag: '@once' }, async ({
    page,
  }) => {
    await page.goto('/sign/in');
    await page.getByRole('link', { name: /네이버 로그인/ }).click();
    await page.getByRole('button', { name: '동의하지 않음' }).click();
    await page.waitForURL('**/sign/in');
    await expect(page.locator('#signin-error')).toHaveText('소셜 로그인 동의가 취소되었습니다.');
  });
});

test.describe('a form sent before its script has taken it over', () => {
  test.use({ javaScriptEnabled: false });

  // The sixteenth review tapped "로그인" while the page was still loading: the browser sent the form
  // itself, by its default GET, and the password stood in the address bar. The site's forms say
  // POST, and the server answers such a post 303 back to the page, the body unread.
  // (The console's sign-in draws its form from its script only: there is nothing to send before it.)
  test('sign-in and contact never put what was typed in the address @once', async ({ page }) => {
    await page.goto('/sign/in?next=%2Fmy');
    await page.getByLabel('이메일').fill('demo@moru-surfaces.example');
    await page.getByLabel('비밀번호').fill('moru2025demo');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/sign\/in\?next=%2Fmy$/);
    expect(page.url()).not.toMatch(/password|moru2025demo|email=/);
    await expect(page.getByLabel('비밀번호')).toBeVisible();

    // the contact form, which takes a name, a phone number and an email, says POST too
    await page.goto('/contact');
    await expect(page.locator('form:has(textarea)')).toHaveAttribute('method', 'post');
  });
});
