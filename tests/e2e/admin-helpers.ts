// Staff sessions and shared steps for the operations console's browser tests.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

export const STAFF_PASSWORD = 'moru2025demo';
export const STAFF = {
  owner: 'owner@moru-surfaces.example',
  manager: 'manager@moru-surfaces.example',
  editor: 'editor@moru-surfaces.example',
  door: 'door@moru-surfaces.example',
  viewer: 'viewer@moru-surfaces.example',
} as const;
export type StaffKey = keyof typeof STAFF;

/** Signs in through `/admin/sign-in` as a person would, and waits for the role's first page. */
export async function staffSignInUi(page: Page, who: StaffKey, next?: string) {
  await page.goto(next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in');
  await page.getByLabel('이메일').fill(STAFF[who]);
  await page.getByLabel('비밀번호').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('[data-staff-name]')).toBeVisible();
}

/**
 * Signs in through the API (the refresh cookie lands in the page's browser context) and opens
 * `path`: the console restores the session from the cookie, as after a reload.
 */
export async function staffSignIn(page: Page, who: StaffKey, path = '/admin') {
  const res = await page.request.post('/api/admin/auth/login', {
    data: { email: STAFF[who], password: STAFF_PASSWORD },
    headers: { 'x-refresh-transport': 'cookie' },
  });
  expect(res.status(), `staff sign-in as ${who}: ${await res.text()}`).toBe(200);
  await page.goto(path);
  await expect(page.locator('[data-staff-name]')).toBeVisible();
}

/** A Seoul wall-clock `datetime-local` value for an instant. */
export function seoulInput(at: Date): string {
  return new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 16);
}

/**
 * A slot start later today in Seoul (so the door's no-slot check-in counts it as today's ticket),
 * two hours from now when the day allows, else ten minutes from now.
 */
/**
 * `laterToday()`, once at least 15 minutes of the Seoul day remain: in its last minutes a slot "later
 * today" would be tomorrow's, and the door (which works on today's slots) would not offer it. The
 * test's time limit grows by the wait (the CI once ran the door tests at 23:52 Seoul).
 */
export async function startLaterToday(): Promise<Date> {
  const left = 86_400_000 - ((Date.now() + 9 * 3_600_000) % 86_400_000);
  if (left < 15 * 60_000) {
    const wait = left + 60_000;
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return laterToday();
}

export function laterToday(now = new Date(), offsetMinutes = 0): Date {
  const day = (d: Date) => seoulInput(d).slice(0, 10);
  const inTwoHours = new Date(now.getTime() + (120 + offsetMinutes) * 60_000);
  if (day(inTwoHours) === day(now)) return inTwoHours;
  return new Date(now.getTime() + (10 + offsetMinutes / 10) * 60_000);
}

/** A bilingual field of the studio, inside `scope` (the page or a form): its Korean and English inputs. */
async function fillBilingual(scope: Page | Locator, field: string, ko: string, en: string) {
  const f = scope.locator(`[data-bilingual-field="${field}"]`);
  await f.getByLabel('한국어').fill(ko);
  await f.getByLabel('English').fill(en);
}

/** Writes the same detailed archive entry for `year` in the studio's archive form, both languages. */
export async function fillArchiveEntry(scope: Page | Locator, year: number) {
  const fill = (field: string, ko: string, en: string) => fillBilingual(scope, field, ko, en);
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
}
