import { request as playwrightRequest } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, staffSignIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { BASE } from './member-api';

const DAY = 86_400_000;
const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A published application event starting in ten days, made through the console API. */
async function laterEvent(title: string) {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const login = await api.post('/api/admin/auth/login', {
    data: { email: STAFF.manager, password: STAFF_PASSWORD },
  });
  const startsAt = new Date(Date.now() + 10 * DAY);
  const endsAt = new Date(Date.now() + 40 * DAY);
  const res = await api.post('/api/admin/events', {
    headers: { authorization: `Bearer ${(await login.json()).accessToken}` },
    data: {
      type: 'application',
      kind: 'docent',
      titleKo: title,
      titleEn: title,
      bodyKo: '<p>본문입니다.</p>',
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      published: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return { id: (await res.json()).id as string, from: seoulDay(startsAt), to: seoulDay(endsAt) };
}

/** The console's remaining defects of issue 51, each as the staff member meets it. */
test.describe('the event editor as staff meet it', () => {
  test("a viewer's event page cannot be typed into: the body is read-only, with no toolbar", async ({
    page,
  }) => {
    const { id } = await laterEvent(`읽기 전용 ${Date.now().toString(36)}`);
    await staffSignIn(page, 'viewer', `/admin/events/${id}`);
    const body = page.locator('[data-rich-text="ev-bodyKo"] [role="textbox"]');
    await expect(body).toHaveAttribute('aria-readonly', 'true');
    await expect(body).toHaveAttribute('contenteditable', 'false');
    await expect(page.locator('[data-rich-text="ev-bodyKo"] [role="toolbar"]')).toHaveCount(0);
    await body.click();
    await page.keyboard.type('바꿈');
    await expect(body).toHaveText('본문입니다.');
  });

  test("the editor links to the event's public page, and the slot pattern starts on the event's dates", async ({
    page,
  }) => {
    const { id, from, to } = await laterEvent(`공개 링크 ${Date.now().toString(36)}`);
    await staffSignIn(page, 'manager', `/admin/events/${id}`);
    await expect(page.getByRole('link', { name: '사이트에서 보기' })).toHaveAttribute('href', `/event/${id}`);
    const builder = page.locator('[data-slots-panel] [data-schedule-builder]');
    await builder.locator('summary').click();
    await expect(builder.getByLabel('시작일')).toHaveValue(from);
    await expect(builder.getByLabel('종료일')).toHaveValue(to);
  });
});
