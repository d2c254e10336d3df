import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startPortOneServer } from '../support/portone-server';
import { expect, test, waitsForHydration } from './fixtures';
import { mailedCode, newEmail, newPerson, PASSWORD } from './member-api';

/**
 * Sign-up with IDENTITY_PROVIDER=portone against the local PortOne (its stand-in SDK and
 * verification window stand in for PortOne's), then the member's own-data download from My Page.
 * The site under test here is a second instance of the e2e build, configured for PortOne; the
 * shared e2e server keeps the demo provider.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const APP_PORT = PORT + 2000;
const APP = `http://127.0.0.1:${APP_PORT}`;
const DATA = `data/e2e-portone-${APP_PORT}`;

let portone: Awaited<ReturnType<typeof startPortOneServer>>;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portone = await startPortOneServer();
  rmSync(DATA, { recursive: true, force: true });
  server = spawn(process.execPath, ['src/runtime/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...portone.env,
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
      PGLITE_DIR: `${DATA}/db`,
      APP_URL: APP,
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
      // The shared e2e SMTP sink (tests read the mailed codes from it).
      SMTP_URL: `smtp://127.0.0.1:${PORT + 1100}`,
    },
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${APP}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the PortOne-configured instance did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await portone?.close();
});

/** Clicks 본인인증, completes the stand-in PortOne window, and waits for it to close. */
async function verifyWithPortOne(page: Page) {
  const popupPromise = page.waitForEvent('popup', (p) => p.url().startsWith(portone.origin));
  await page.getByTestId('identity-button').click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'PortOne 본인인증 (테스트용 대역)' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증' }).click({ noWaitAfter: true });
  await closed;
}

test('@desktop sign up through PortOne, then download my data from My Page', async ({ page }) => {
  const person = newPerson();
  const email = newEmail('portone');
  portone.setWindowPerson(person);

  const signUp = await page.goto(`${APP}/sign/up`);
  // The PortOne SDK's origin is allowed on this page only because the provider is configured.
  expect(signUp?.headers()['content-security-policy']).toContain(portone.origin);
  await page.getByLabel(/일반회원/).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '다음' }).click();
  await verifyWithPortOne(page);
  await expect(page.getByTestId('identity-name')).toHaveText(person.name);
  // The server read the verification from PortOne with its secret.
  expect(portone.state.requests.some((r) => r.url.startsWith('/identity-verifications/'))).toBe(true);

  await page.getByLabel('이메일').fill(email);
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다. 10분 안에 입력해 주세요.')).toBeVisible();
  await page.getByLabel('인증번호').fill(await mailedCode(email, sentAt));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('이메일 인증이 완료되었습니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForURL('**/my');
  await expect(page.getByTestId('my-greeting')).toHaveText(`${person.name}님, 안녕하세요`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '내 정보 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^moru-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(doc.title).toBe('모루 디자인 트렌드 회원 정보');
  const profile = doc.sections.find((s: { key: string }) => s.key === 'profile');
  expect(profile.title).toBe('회원 정보');
  expect(profile.records[0]).toMatchObject({ 이메일: email, 이름: person.name, '휴대폰 번호': person.tel });
  await expect(page.getByRole('status').filter({ hasText: '다운로드를 시작했습니다.' })).toBeVisible();
});

test('@desktop on a phone PortOne takes the whole page, and the sign-up picks up where it was', async ({
  browser,
}) => {
  // A phone-sized, touch context: PortOne (and its stand-in) redirect instead of opening a window.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = waitsForHydration(await context.newPage());
  try {
    const person = newPerson();
    portone.setWindowPerson(person);
    await page.goto(`${APP}/sign/up`);
    await page.getByLabel(/기업회원/).check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByTestId('identity-button').click();
    await page.waitForURL((url) => url.origin === portone.origin);
    await page.getByRole('button', { name: '인증' }).click();
    await page.waitForURL((url) => url.origin === APP && url.pathname === '/sign/up');
    // Back on the sign-up at the details step, as a company member, the answer gone from the address.
    await expect(page.getByTestId('identity-name')).toHaveText(person.name);
    await expect(page.getByLabel('회사명')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(portone.state.requests.some((r) => r.url.startsWith('/identity-verifications/'))).toBe(true);
  } finally {
    await context.close();
  }
});

test('@desktop on a phone, a cancelled PortOne page brings the visitor back to the verification step', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = waitsForHydration(await context.newPage());
  try {
    await page.goto(`${APP}/sign/up`);
    await page.getByLabel(/일반회원/).check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByTestId('identity-button').click();
    await page.waitForURL((url) => url.origin === portone.origin);
    await page.getByRole('button', { name: '취소' }).click();
    await page.waitForURL((url) => url.origin === APP && url.pathname === '/sign/up');
    await expect(
      page.getByRole('alert').filter({ hasText: '본인인증이 완료되지 않았습니다. 다시 시도해 주세요.' }),
    ).toBeVisible();
    await expect(page.getByTestId('identity-button')).toBeVisible();
    await expect(page.getByTestId('identity-name')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('@desktop a cancelled PortOne window says so and creates no account', async ({ page }) => {
  portone.setWindowPerson(null);
  await page.goto(`${APP}/sign/up`);
  await page.getByLabel(/일반회원/).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '다음' }).click();
  const popupPromise = page.waitForEvent('popup', (p) => p.url().startsWith(portone.origin));
  await page.getByTestId('identity-button').click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '취소' }).click({ noWaitAfter: true });
  await closed;
  await expect(
    page.getByRole('alert').filter({ hasText: '본인인증이 완료되지 않았습니다. 다시 시도해 주세요.' }),
  ).toBeVisible();
  await expect(page.getByTestId('identity-name')).toHaveCount(0);
});
