import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { laterToday, STAFF, STAFF_PASSWORD, staffSignIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { apiSignUp, BASE, signInAs } from './member-api';

const DAY = 86_400_000;
const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A published application event starting in ten days, made through the console API. */
async function laterEvent(title: string) {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const login = await api.post('/api/admin/auth/login', {
    data: { email: STAFF.manager, password: STAFF_PASSWORD },
  });
  // Long running (as door.spec.ts's), so it is last on the members' and visitors' lists (newest
  // start first), which other files read page by page; the slot pattern then starts today.
  const startsAt = new Date(Date.now() - 200 * DAY);
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
  const { id } = (await res.json()) as { id: string };
  await api.dispose();
  // The pattern's period starts on the event's first day, or today when that has passed.
  const from = [seoulDay(startsAt), seoulDay(new Date())].sort()[1];
  return { id, from, to: seoulDay(endsAt) };
}

/** The console's remaining defects of issue 51, each as the staff member meets it. */
test.describe('the event editor as staff meet it', () => {
  test("a viewer's event page cannot be typed into: the body is read-only, with no toolbar @once", async ({
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
    // the page's parts as links under its header: a tap brings the part's heading into view
    const parts = page.getByRole('navigation', { name: '이 페이지의 구역' }).getByRole('link');
    await expect(parts).toHaveText([
      '회차 (시간대)',
      '기본 설정',
      '내용 (한국어 · 영어)',
      '일정',
      '이벤트 삭제',
    ]);
    await parts.filter({ hasText: '일정' }).click();
    await expect(page.getByRole('heading', { name: '일정', exact: true })).toBeInViewport();
    const builder = page.locator('[data-slots-panel] [data-schedule-builder]');
    await builder.locator('summary').click();
    await expect(builder.getByLabel('시작일')).toHaveValue(from);
    await expect(builder.getByLabel('종료일')).toHaveValue(to);
  });
});

/** Staff tasks 9 and 10 of docs/ADMIN.md: the viewer's masking, and a cancel refused after check-in. */
test.describe('after the door', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('the viewer sees the applicant masked with no reveal, export or cancel; a checked-in ticket cannot be cancelled by its member, and staff must say so', async ({
    page,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL: BASE });
    const login = await api.post('/api/admin/auth/login', {
      data: { email: STAFF.manager, password: STAFF_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
    const title = `입장 후 취소 ${Date.now().toString(36)}`;
    const created = await api.post('/api/admin/events', {
      headers,
      data: {
        type: 'application',
        kind: 'docent',
        titleKo: title,
        titleEn: title,
        // Long running, as door.spec.ts's: last on the visitors' list (newest start first), which
        // other files read page by page.
        startsAt: new Date(Date.now() - 200 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 2 * DAY).toISOString(),
        published: true,
      },
    });
    const { id } = await created.json();
    const slot = await api.post(`/api/admin/events/${id}/sessions`, {
      headers,
      data: { startsAt: laterToday().toISOString(), capacity: 5 },
    });
    expect(slot.status(), await slot.text()).toBe(201);

    const m = await apiSignUp();
    const auth = { authorization: `Bearer ${m.accessToken}` };
    const detail = await (await m.api.get(`/api/events/${id}`, { headers: auth })).json();
    const sessionId = detail.sessions[0].id;
    const booked = await m.api.post(`/api/events/${id}/applications`, {
      headers: auth,
      data: { sessionId, answers: {} },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const applicationId = (await booked.json()).id as string;
    const door = await api.post('/api/admin/check-ins', { headers, data: { applicationId, sessionId } });
    expect((await door.json()).result).toBe('valid');
    await api.dispose();

    // The viewer: name, e-mail and phone masked; nothing to reveal, export or cancel.
    await staffSignIn(page, 'viewer', `/admin/events/${id}/applicants`);
    const row = page.locator('[data-applicant]').first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('*');
    await expect(row).not.toContainText(m.person.name);
    await expect(row.locator('[data-reveal]')).toHaveCount(0);
    await expect(row.locator('[data-cancel-applicant]')).toHaveCount(0);
    await expect(page.locator('[data-export]')).toHaveCount(0);

    // The member: the ticket was used, so My Page offers no cancel, and the API refuses one.
    await page.context().clearCookies();
    await signInAs(page, m.email);
    await page.goto('/my/apply');
    const mine = page.getByTestId('application').filter({ hasText: title });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('button', { name: '신청 취소' })).toHaveCount(0);
    const refused = await m.api.delete(`/api/users/my/applications/${applicationId}`, { headers: auth });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.code).toBe('TICKET_ALREADY_USED');

    // Staff can still cancel it, but only by choosing the checked-in cancel the dialog names.
    await page.context().clearCookies();
    await staffSignIn(page, 'manager', `/admin/events/${id}/applicants`);
    await page.locator('[data-cancel-applicant]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('입장 확인된 티켓입니다');
    await expect(dialog.getByRole('button', { name: '입장 확인된 신청 취소하기' })).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await m.api.dispose();
  });
});

test("the owner opens an event's audit log from its editor, narrows it by Seoul day and exports it as CSV @desktop", async ({
  page,
}) => {
  const { id } = await laterEvent(`감사 기록 ${Date.now().toString(36)}`);
  await staffSignIn(page, 'owner', `/admin/events/${id}`);
  await page.getByRole('link', { name: '이 이벤트의 감사 기록' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?event=${id}$`));
  await expect(page.locator('[data-audit-action="event.create"]')).toHaveCount(1);
  const today = seoulDay(new Date());
  await page.getByLabel('시작일 (서울)').fill(today);
  await page.getByLabel('종료일 (서울)').fill(today);
  await expect(page.locator('[data-audit-action="event.create"]')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const file = (await readFile((await (await download).path()) ?? '')).toString('utf8');
  const [header, ...rows] = file
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('"시각 (서울)","직원 이메일","역할","주소","작업","대상","대상 ID","내용"');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^"${today} \\d{2}:\\d{2}","manager@moru-surfaces.example"`));
  expect(rows[0]).toContain(id);
});
