// The door (issue 27): offline admission and sync, search without a QR code, walk-ins, one-hand layout.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, staffSignIn, startLaterToday } from './admin-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, ownAddress, test } from './fixtures';
import { apiSignUp, BASE } from './member-api';
import { expectTapTargets } from './tap-targets';

type Slot = { eventId: string; sessionId: string; title: string; codes: string[]; names: string[] };

async function staffApi(who: keyof typeof STAFF) {
  const api = await playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  });
  const res = await api.post('/api/admin/auth/login', {
    data: { email: STAFF[who], password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = await res.json();
  return { api, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A published event with one slot later today and two members holding its tickets. */
async function slotWithTwoTickets(tag: string): Promise<Slot> {
  const { api, headers } = await staffApi('manager');
  const now = Date.now();
  const title = `현장 체크인 ${tag} ${now.toString(36)}`;
  const created = await api.post('/api/admin/events', {
    headers,
    data: {
      type: 'application',
      kind: 'docent',
      titleKo: title,
      titleEn: `Door ${tag}`,
      startsAt: new Date(now - 200 * 86_400_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).id as string;
  const slot = await api.post(`/api/admin/events/${eventId}/sessions`, {
    headers,
    data: { startsAt: (await startLaterToday()).toISOString(), capacity: 10 },
  });
  expect(slot.status(), await slot.text()).toBe(201);
  const sessionId = (await slot.json()).id as string;
  const codes: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    const m = await apiSignUp();
    const auth = { authorization: `Bearer ${m.accessToken}` };
    const applied = await m.api.post(`/api/events/${eventId}/applications`, {
      headers: auth,
      data: { sessionId, answers: {} },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const mine = await (await m.api.get('/api/users/my/applications', { headers: auth })).json();
    codes.push(mine.items.find((a: { event: { id: string } }) => a.event.id === eventId).ticketCode);
    names.push(m.person.name);
  }
  return { eventId, sessionId, title, codes, names };
}

async function doorFigures(api: APIRequestContext, headers: Record<string, string>, sessionId: string) {
  const res = await api.get('/api/admin/check-ins/sessions', { headers });
  return (await res.json()).items.find((s: { id: string }) => s.id === sessionId);
}

test.describe('the door', () => {
  test.describe.configure({ timeout: 120_000 });

  test('taken offline, the door page admits two tickets and syncs them when back online', {
    tag: '@once',
  }, async ({ page, context }) => {
    const slot = await slotWithTwoTickets('offline');
    await staffSignIn(page, 'door', '/admin/check-in');
    await page.getByLabel('입장 회차').selectOption(slot.sessionId);
    await expect(page.locator('[data-ticket-list="2"]')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('오프라인: 이 기기에 저장된 티켓 목록으로 확인합니다.')).toBeVisible();
    const code = page.getByLabel('티켓 코드');
    const submit = page.getByRole('button', { name: '입장 확인' });

    await code.fill(slot.codes[0]);
    await submit.click();
    await expect(page.locator('[data-result="valid"][data-offline]')).toContainText(
      '오프라인으로 입장을 기록',
    );
    // The same ticket again on this device: used, even before any sync.
    await code.fill(slot.codes[0]);
    await submit.click();
    await expect(page.locator('[data-result="already_used"][data-offline]')).toBeVisible();
    await code.fill(slot.codes[1]);
    await submit.click();
    await expect(page.locator('[data-result="valid"][data-offline]')).toBeVisible();
    await code.fill(`${slot.codes[1].slice(0, -2)}xx`);
    await submit.click();
    await expect(page.locator('[data-result="unknown"][data-offline]')).toBeVisible();
    await expect(page.locator('[data-queued="2"]')).toBeVisible();

    await context.setOffline(false);
    const report = page.locator('[data-sync-report]');
    await expect(report).toContainText('오프라인 기록 2건을 서버에 보냈습니다');
    await expect(report).toHaveAttribute('data-problems', '0');
    await expect(page.locator('[data-queued="0"]')).toBeVisible();

    const { api, headers } = await staffApi('door');
    expect(await doorFigures(api, headers, slot.sessionId)).toMatchObject({ checkedIn: 2, taken: 2 });
    await expect(page.locator(`[data-door-slot="${slot.sessionId}"] [data-checked-in]`)).toHaveText('2');
  });

  test('finds a visitor without a QR code, admits them once, counts walk-ins; one hand at 390 px', async ({
    page,
  }, testInfo) => {
    const slot = await slotWithTwoTickets('search');
    await staffSignIn(page, 'door', '/admin/check-in');
    await page.getByLabel('입장 회차').selectOption(slot.sessionId);

    await page.getByLabel('이름, 휴대폰 번호 뒤 4자리 또는 티켓 번호').fill(slot.names[0]);
    await page.getByRole('button', { name: '신청자 찾기' }).click();
    const found = page.locator('[data-search-result]');
    await expect(found).toHaveCount(1);
    await expect(found).not.toContainText(slot.names[0]);
    await found.getByRole('button', { name: /입장 처리/ }).click();
    await expect(page.locator('[data-result="valid"]')).toContainText('입장 확인');
    await expect(found.getByRole('button', { name: /입장 처리/ })).toBeDisabled();
    // The same ticket scanned afterwards is used.
    await page.getByLabel('티켓 코드').fill(slot.codes[0]);
    await page.getByRole('button', { name: '입장 확인' }).click();
    await expect(page.locator('[data-result="already_used"]')).toBeVisible();

    const live = page.locator(`[data-door-slot="${slot.sessionId}"]`);
    await page.getByRole('button', { name: '현장 입장 +1' }).click();
    await expect(live.locator('[data-walk-ins]')).toHaveText('1');
    await page.getByRole('button', { name: '현장 입장 +1' }).click();
    await expect(live.locator('[data-walk-ins]')).toHaveText('2');
    await page.getByRole('button', { name: '잘못 센 1명 빼기' }).click();
    await expect(live.locator('[data-walk-ins]')).toHaveText('1');
    await expect(live.locator('[data-confirmed]')).toHaveText('2');
    await expect(live.locator('[data-checked-in]')).toHaveText('1');
    // Capacity is one number (decision 036): the walk-in holds a seat too.
    await expect(live.locator('[data-seats-left]')).toHaveText('7');

    await expectNoSidewaysScroll(page);
    await expectTapTargets(page, testInfo.project.name === 'mobile', '#admin-main');
    await expectNoAxeViolations(page);
  });

  test('the manifest and the service worker keep to the door page', { tag: '@once' }, async ({ page }) => {
    const manifest = await (await page.request.get('/admin/door.webmanifest')).json();
    expect(manifest).toMatchObject({ scope: '/admin/check-in', start_url: '/admin/check-in', lang: 'ko' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);

    await staffSignIn(page, 'door', '/admin/check-in');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/door.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/admin/check-in');
    const sw = await page.request.get('/door-sw.js');
    expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
  });
});
