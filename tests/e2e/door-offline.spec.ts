// Issue 51: the door reopened offline (decisions 018 and 036). At 390 px: go offline, reload, find
// a member by name on the sealed list, admit them, add a walk-in, come back online; each is synced
// exactly once, and the walk-in takes a seat the public slot no longer offers.
import { request as playwrightRequest } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, staffSignIn, startLaterToday } from './admin-helpers';
import { expect, ownAddress, test } from './fixtures';
import { apiSignUp, BASE } from './member-api';

test.use({ viewport: { width: 390, height: 844 } });

async function api() {
  return playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  });
}

async function staffHeaders(who: keyof typeof STAFF) {
  const ctx = await api();
  const res = await ctx.post('/api/admin/auth/login', {
    data: { email: STAFF[who], password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ctx, headers: { authorization: `Bearer ${(await res.json()).accessToken}` } };
}

// @once: the file sets 390 px itself, so a second project would repeat the same run at the same width.
test('reloaded offline, the door finds a member by name, admits them and counts a walk-in; each syncs once', {
  tag: '@once',
}, async ({ page, context }) => {
  test.setTimeout(150_000);
  const { ctx, headers } = await staffHeaders('manager');
  const now = Date.now();
  const created = await ctx.post('/api/admin/events', {
    headers,
    data: {
      type: 'application',
      kind: 'docent',
      titleKo: `오프라인 문 ${now.toString(36)}`,
      titleEn: 'Offline door',
      startsAt: new Date(now - 200 * 86_400_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).id as string;
  const slotRes = await ctx.post(`/api/admin/events/${eventId}/sessions`, {
    headers,
    data: { startsAt: (await startLaterToday()).toISOString(), capacity: 10 },
  });
  expect(slotRes.status(), await slotRes.text()).toBe(201);
  const sessionId = (await slotRes.json()).id as string;
  const m = await apiSignUp();
  const applied = await m.api.post(`/api/events/${eventId}/applications`, {
    headers: { authorization: `Bearer ${m.accessToken}` },
    data: { sessionId, answers: {} },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const publicSeats = async () => {
    const res = await (await api()).get(`/api/events/${eventId}`);
    return (await res.json()).sessions.find((s: { id: string }) => s.id === sessionId).seatsLeft as number;
  };
  const before = await publicSeats();
  expect(before).toBe(9);

  await staffSignIn(page, 'door', '/admin/check-in');
  await page.getByLabel('입장 회차').selectOption(sessionId);
  await expect(page.locator('[data-ticket-list="1"]')).toBeVisible();
  // The service worker holds the page before the network goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  await expect(page.getByText('오프라인: 이 기기에 저장된 티켓 목록으로 확인합니다.')).toBeVisible();
  await page.getByLabel('입장 회차').selectOption(sessionId);
  await expect(page.locator('[data-ticket-list="1"]')).toBeVisible();

  await page.getByLabel('이름, 휴대폰 번호 뒤 4자리 또는 티켓 번호').fill(m.person.name);
  await page.getByRole('button', { name: '신청자 찾기' }).click();
  const found = page.locator('[data-search-result]');
  await expect(found).toHaveCount(1);
  await expect(found).not.toContainText(m.person.name);
  await found.getByRole('button', { name: /입장 처리/ }).click();
  await expect(page.locator('[data-result="valid"][data-offline]')).toBeVisible();
  await page.getByRole('button', { name: '현장 입장 +1' }).click();
  await expect(page.locator('[data-queued="2"]')).toBeVisible();
  await expect(page.locator(`[data-door-slot="${sessionId}"] [data-seats-left]`)).toHaveText(
    String(before - 1),
  );

  await context.setOffline(false);
  const report = page.locator('[data-sync-report]');
  await expect(report).toContainText('오프라인 기록 1건을 서버에 보냈습니다');
  await expect(report).toHaveAttribute('data-problems', '0');
  await expect(page.locator('[data-sync-walk-ins="1"]')).toBeVisible();
  await expect(page.locator('[data-queued="0"]')).toBeVisible();

  // Exactly once: a reload (which sends whatever is left) changes nothing.
  await page.reload();
  await expect(page.locator('[data-queued="0"]')).toBeVisible();
  const door = await staffHeaders('door');
  const figures = await door.ctx.get('/api/admin/check-ins/sessions', { headers: door.headers });
  const slot = (await figures.json()).items.find((s: { id: string }) => s.id === sessionId);
  expect(slot).toMatchObject({ checkedIn: 1, walkIns: 1, seatsLeft: before - 1 });
  expect(await publicSeats()).toBe(before - 1);
});
