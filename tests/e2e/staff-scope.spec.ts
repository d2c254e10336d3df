import { request as playwrightRequest } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from './fixtures';
import { BASE } from './member-api';

const DAY = 86_400_000;
const PASSWORD = 'scopedemo2026';

/** An owner's API session for the set-up: an event of our own and a viewer account to scope to it. */
async function setUp(stamp: string) {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const login = await api.post('/api/admin/auth/login', {
    data: { email: STAFF.owner, password: STAFF_PASSWORD },
  });
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}` };
  const title = `범위 행사 ${stamp}`;
  const event = await api.post('/api/admin/events', {
    headers,
    data: {
      type: 'application',
      kind: 'docent',
      titleKo: title,
      titleEn: `Scoped event ${stamp}`,
      startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      published: false,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const email = `scope-${stamp}@moru-surfaces.example`;
  // A staff name is 2–4 Hangul syllables: two picked at random after 범위, so each run's is its own.
  const syllables = '가나다라마바사아자차카타파하';
  const pick = () => syllables[Math.floor(Math.random() * syllables.length)];
  const name = `범위${pick()}${pick()}`;
  const account = await api.post('/api/admin/staff', {
    headers,
    data: { email, name, role: 'viewer', password: PASSWORD },
  });
  expect(account.status(), await account.text()).toBe(201);
  const eventId = (await event.json()).id as string;
  await api.dispose();
  return { title, eventId, email, name };
}

/**
 * Staff scoped to events from the console (issue 51, decision 035): the owner limits a viewer to one
 * event with the staff page's picker, by keyboard alone; the viewer then sees that event only, and
 * the console hides (and refuses) what a scoped account cannot open.
 */
test.describe('staff scoped to events', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('the owner gives a viewer one event with the picker, using the keyboard only', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const { title, eventId, email, name } = await setUp(stamp);

    await staffSignIn(page, 'owner', '/admin/staff');
    const row = page.locator(`[data-staff-row="${email}"]`);
    await expect(row).toContainText('모든 행사');
    const opener = row.getByRole('button', { name: `범위 변경 ${name}` });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `${name}님의 행사 범위` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '모든 행사' })).toBeChecked();
    await dialog.getByRole('radio', { name: '고른 행사만' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: '고른 행사만' })).toBeChecked();
    await expect(dialog.getByText('아직 고른 행사가 없습니다.')).toBeVisible();

    // Saving nothing chosen is refused with a message, not sent.
    await dialog.getByRole('button', { name: '범위 저장' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(
      '행사를 하나 이상 고르거나 ‘모든 행사’를 선택해 주세요.',
    );

    await dialog.getByRole('searchbox', { name: '행사 검색 (제목)' }).focus();
    await page.keyboard.type(stamp);
    await page.keyboard.press('Enter');
    const box = dialog.getByRole('checkbox', { name: title });
    await expect(box).not.toBeChecked();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(
      dialog.getByRole('group', { name: '고른 행사' }).getByRole('checkbox', { name: title }),
    ).toBeChecked();
    await expect(dialog.getByText('1개를 골랐습니다.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await dialog.getByRole('button', { name: '범위 저장' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name}님의 행사 범위를 저장했습니다.`)).toBeVisible();
    await expect(row.locator(`[data-scope-events="${eventId}"]`)).toHaveText(title);

    // The viewer, signed in, reaches that event only and no section about every event.
    await page.context().clearCookies();
    const res = await page.request.post('/api/admin/auth/login', {
      data: { email, password: PASSWORD },
      headers: { 'x-refresh-transport': 'cookie' },
    });
    expect(res.status()).toBe(200);
    await page.goto('/admin/events');
    await expect(page.locator('[data-staff-name]')).toHaveText(name);
    await expect(page.locator('[data-scoped]')).toHaveText('담당 행사 1개');
    const nav = page.getByRole('navigation', { name: '메뉴' });
    if (await page.getByRole('button', { name: '메뉴 열기' }).isVisible())
      await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(nav.getByRole('link', { name: '이벤트' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '문의함' })).toHaveCount(0);
    await expect(page.locator('[data-event-row]')).toHaveCount(1);
    await expect(page.locator(`[data-event-row="${eventId}"]`)).toBeVisible();

    await page.goto('/admin/inquiries');
    await expect(page.locator('[data-no-permission]')).toContainText('이 계정은 지정된 행사만 다룹니다.');
  });
});

test('an owner and an editor cannot be limited: their rows offer no picker @desktop', async ({ page }) => {
  await staffSignIn(page, 'owner', '/admin/staff');
  for (const who of ['owner', 'editor'] as const) {
    const row = page.locator(`[data-staff-row="${STAFF[who]}"]`);
    await expect(row).toContainText('모든 행사 (지정 불가)');
    await expect(row.locator('[data-scope-open]')).toHaveCount(0);
  }
});
