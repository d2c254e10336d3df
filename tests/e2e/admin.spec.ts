import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { laterToday, STAFF, seoulInput, staffSignIn, staffSignInUi } from './admin-helpers';
import { expect, test } from './fixtures';
import { apiSignUp, PASSWORD } from './member-api';

/** Signs the member in for the public site (refresh cookie + the session marker) and opens `path`. */
async function memberSignIn(page: Page, email: string, path: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-refresh-transport': 'cookie' },
  });
  expect(res.status(), 'member sign-in').toBe(200);
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('moru.session', '1'));
  await page.goto(path);
}

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

/**
 * The programme run end to end from the console: one event, one member, one ticket, one inquiry,
 * carried from step to step (desktop project, in order).
 */
test.describe('the operations console runs an event @desktop', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const stamp = Date.now().toString(36);
  const titleKo = `도슨트 투어 콘솔 ${stamp}`;
  const titleEn = `Console docent tour ${stamp}`;
  const reason = `전화 확인 요청 ${stamp}`;
  let eventId = '';
  let member: { email: string; api: APIRequestContext; accessToken: string; tel: string } | null = null;
  let ticketCode = '';

  test('a manager creates a bilingual application event with two slots and publishes it', async ({
    page,
  }) => {
    await staffSignInUi(page, 'manager');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: '이벤트', exact: true }).click();
    await page.getByRole('link', { name: '새 이벤트' }).click();
    await expect(page.getByRole('heading', { name: '새 이벤트 만들기' })).toBeVisible();
    // An empty form claims nothing about its English side (issue 51).
    await expect(page.locator('[data-english-complete]')).toHaveCount(0);

    // Saving empty names the missing fields.
    await page.getByRole('button', { name: '이벤트 만들기' }).click();
    await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();

    await page.getByLabel('이벤트 유형').selectOption('application');
    await page.getByLabel('분류').selectOption('docent');
    await page.getByLabel('제목 (한국어)').fill(titleKo);
    await page.getByLabel('요약 (한국어)').fill('콘솔에서 만든 도슨트 투어입니다.');
    // Facts go in as markers, each named in words with a copy button (the field hints had listed
    // bare tokens); the guide is folded until opened.
    const guide = page.locator('[data-fact-token-guide]');
    await guide.getByText('문장에 사실 넣기', { exact: false }).click();
    const hours = guide.locator('[data-fact="hours"]');
    await expect(hours).toContainText('전시 운영 시간');
    await expect(hours.locator('code')).toHaveText('{{hours}}');
    await expect(hours.getByRole('button', { name: '복사 전시 운영 시간' })).toBeVisible();
    await expect(page.getByText('{{lastEntry}} {{hoursChanges}}')).toHaveCount(0);
    // The body is a visual editor: the text is typed, selected and made bold with the toolbar.
    const bodyKo = page.getByRole('textbox', { name: '본문 (한국어)' });
    await bodyKo.fill('전시를 함께 둘러봅니다.');
    await bodyKo.selectText();
    const bold = page.locator('#panel-ko').getByRole('button', { name: '굵게' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(bodyKo.locator('strong')).toHaveText('전시를 함께 둘러봅니다.');
    await page.getByLabel('장소 (한국어)').fill('모루 쇼룸 2층');
    await expect(page.locator('[data-missing-english]')).toContainText('제목');

    await page.getByRole('tab', { name: /영어/ }).click();
    await page.getByLabel('제목 (영어)').fill(titleEn);
    await page.getByLabel('요약 (영어)').fill('A docent tour made in the console.');
    await page.getByRole('textbox', { name: '본문 (영어)' }).fill('We walk the exhibition together.');
    await page.getByLabel('장소 (영어)').fill('Moru showroom, 2F');
    await expect(page.locator('[data-english-complete]')).toHaveText(
      '한국어로 쓴 항목은 영문도 모두 채워져 있습니다.',
    );

    const now = Date.now();
    // Started long ago: the public list puts the newest start first, so this event sorts after the
    // demo programme and never pushes a demo event other tests open off the list's first page.
    await page.getByLabel('시작', { exact: true }).fill(seoulInput(new Date(now - 200 * 86_400_000)));
    await page.getByLabel('종료', { exact: true }).fill(seoulInput(new Date(now + 7 * 86_400_000)));
    // The tour's own length (decision 070): whole minutes, named in Korean where it is wrong.
    const length = page.getByLabel('실제 진행 시간 (분)');
    await length.fill('0');
    await page.getByRole('button', { name: '이벤트 만들기' }).click();
    await expect(page.getByText('1 이상의 값을 입력해 주세요.')).toBeVisible();
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await length.fill('30');
    await page.getByRole('button', { name: '이벤트 만들기' }).click();

    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}/);
    eventId = page.url().match(/events\/([0-9a-f-]{36})/)?.[1] ?? '';
    await expect(page.locator('[data-notice]')).toHaveText(
      '이벤트를 만들었습니다. 회차를 추가하고 게시해 주세요.',
    );

    const slots = page.locator('[data-slots-panel]');
    for (const [i, at] of [laterToday(), laterToday(new Date(), 30)].entries()) {
      await slots.getByLabel('시작 시각 (한국 시간)').fill(seoulInput(at));
      await slots.getByLabel('정원', { exact: true }).fill(String(5 + i));
      await slots.getByRole('button', { name: '회차 추가' }).click();
      await expect(slots.locator('[data-slot]')).toHaveCount(i + 1);
    }
    await expect(slots.getByText('회차를 추가했습니다.')).toBeVisible();

    await page.getByRole('button', { name: '게시하기' }).click();
    await expect(page.locator('[data-notice]')).toContainText('이벤트를 게시했습니다.');
    await expect(page.getByRole('button', { name: '게시 중단' })).toBeVisible();

    let listPage = 1;
    for (let n = 1; n < 50; n++) {
      const list = await (await page.request.get(`/api/events?tab=on&page=${n}`)).json();
      listPage = n;
      if (list.items.some((e: { id: string }) => e.id === eventId) || n >= list.totalPages) break;
    }
    await page.goto(`/event?tab=on&page=${listPage}`);
    await expect(page.getByTestId('event-card').filter({ hasText: titleKo })).toBeVisible();
    const en = await page.request.get(`/api/events?lang=en&tab=on&page=${listPage}`);
    expect(en.status()).toBe(200);
    expect(JSON.stringify(await en.json())).toContain(titleEn);
  });

  test('a member applies for the first slot', async () => {
    const m = await apiSignUp();
    const detail = await (
      await m.api.get(`/api/events/${eventId}`, { headers: { authorization: `Bearer ${m.accessToken}` } })
    ).json();
    const res = await m.api.post(`/api/events/${eventId}/applications`, {
      headers: { authorization: `Bearer ${m.accessToken}` },
      data: { sessionId: detail.sessions[0].id, answers: {} },
    });
    expect(res.status(), await res.text()).toBe(201);
    const mine = await (
      await m.api.get('/api/users/my/applications', { headers: { authorization: `Bearer ${m.accessToken}` } })
    ).json();
    ticketCode = mine.items.find((a: { event: { id: string } }) => a.event.id === eventId)?.ticketCode ?? '';
    expect(ticketCode).not.toBe('');
    member = { email: m.email, api: m.api, accessToken: m.accessToken, tel: m.person.tel };
  });

  test('the manager sees the applicant masked, reveals the phone with a reason and exports CSV and Excel', async ({
    page,
  }) => {
    await staffSignIn(page, 'manager', `/admin/events/${eventId}/applicants`);
    await expect(page.getByRole('heading', { name: titleKo })).toBeVisible();
    const row = page.locator('[data-applicant]').first();
    const tel = row.locator('[data-contact="tel"]');
    await expect(tel).toContainText('*');
    expect(digits(await tel.textContent())).not.toBe(member?.tel);
    // the e-mail's domain is one line of its own or of the address, never broken at its hyphen
    const domain = row.locator('[data-contact="email"] span');
    const box = await domain.boundingBox();
    const lineHeight = await domain.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    await expect(page.locator('[data-slot] [data-taken]').first()).toHaveText('1');
    // Issue 50: the list's count says what it counts, and its confirmed seats add up with the slots'.
    await expect(page.locator('[data-applicant-counts]')).toHaveText(
      '좌석 확정 1명 · 대기 0명 · 취소 0건 · 대기 마감 0건',
    );
    await expect(page.getByRole('table', { name: '신청 기록 1건' })).toBeVisible();

    await row.getByRole('button', { name: /휴대폰 열람/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '열람하기' }).click();
    await expect(dialog.getByText('사유를 입력해 주세요.')).toBeVisible();
    await dialog.getByLabel('사유').fill(reason);
    await dialog.getByRole('button', { name: '열람하기' }).click();
    await expect(tel).toHaveAttribute('data-revealed', 'true');
    expect(digits(await tel.textContent())).toBe(member?.tel);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 내보내기' }).click();
    const file = await readFile((await (await download).path()) ?? '');
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = file.subarray(3).toString('utf8').split(/\r?\n/);
    expect(header).toContain('이름');
    expect(header).toContain('휴대폰');
    expect(rows.filter((r) => r.trim()).length).toBe(1);

    // The same list as an Excel workbook, beside the CSV.
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel 내보내기' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^applicants-.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path()) ?? '');
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['이름', '휴대폰', '회차']));
    // The phone as staff read it (issue 51): 010-1234-5678.
    const shownTel = member?.tel?.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([shownTel]));
    expect(sheet.actualRowCount).toBe(2);

    // A slot with an applicant cannot be removed: it offers a move or a cancellation instead.
    await page.goto(`/admin/events/${eventId}`);
    const slots = page.locator('[data-slots-panel]');
    const booked = slots.locator('[data-slot]').first();
    await expect(booked.getByRole('button', { name: /회차 취소/ })).toBeVisible();
    await expect(booked.getByRole('button', { name: /삭제/ })).toHaveCount(0);
    await expect(slots.locator('[data-slot]')).toHaveCount(2);

    // The message dialog says how many people will receive it before anything is sent (issue 51).
    await booked.locator('[data-message]').click();
    const messageDialog = page.locator('[data-message-dialog]');
    await expect(messageDialog.locator('[data-message-recipients]')).toHaveText(
      '지금 보내면 1명이 받습니다.',
    );
    await expect(messageDialog.getByRole('button', { name: '1명에게 보내기' })).toBeEnabled();
    await messageDialog.getByRole('button', { name: '닫기' }).click();
  });

  test('the owner finds the reveal in the audit log', async ({ page }) => {
    await staffSignIn(page, 'owner', '/admin/audit');
    await page.getByLabel('작업').selectOption('applicant.reveal');
    const entry = page.locator('[data-audit-action="applicant.reveal"]').filter({ hasText: reason });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(STAFF.manager);
  });

  test('the door checks the ticket in by its code; a second check says it is used', async ({ page }) => {
    await staffSignIn(page, 'door', '/admin/check-in');
    await expect(page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link')).toHaveText([
      '현장 체크인',
    ]);
    const code = page.getByLabel('티켓 코드');
    await code.fill(ticketCode);
    await page.getByRole('button', { name: '입장 확인' }).click();
    await expect(page.locator('[data-result="valid"]')).toContainText('입장 확인');

    await code.fill(ticketCode);
    await page.getByRole('button', { name: '입장 확인' }).click();
    const used = page.locator('[data-result="already_used"]');
    await expect(used).toContainText('이미 사용된 티켓');
    await expect(used.locator('[data-used-at]')).toContainText('처음 사용');

    await code.fill(`${ticketCode.slice(0, -2)}xx`);
    await page.getByRole('button', { name: '입장 확인' }).click();
    await expect(page.locator('[data-result="unknown"]')).toContainText('확인할 수 없는 티켓');
  });

  test('the member sees the attendance on /my/event', async ({ page }) => {
    await memberSignIn(page, member?.email ?? '', '/my/event');
    const row = page.getByTestId('joined-event').filter({ hasText: titleKo });
    await expect(row).toContainText('참석 완료');
    await expect(row.locator('[data-attended-at]')).toContainText('참석일');
  });

  test('a manager answers an inquiry and the member reads it on /my/counsel', async ({ page }) => {
    const title = `콘솔 답변 요청 ${stamp}`;
    const answer = `안녕하세요, 운영팀입니다. ${stamp}`;
    const m = member;
    if (!m) throw new Error('the member step did not run');
    const sent = await m.api.post('/api/contact', {
      headers: { authorization: `Bearer ${m.accessToken}` },
      data: {
        type: 'event',
        name: '김모루',
        tel: m.tel,
        email: m.email,
        title,
        message: '도슨트 투어 주차 안내를 받고 싶습니다.',
        consent: true,
        elapsedMs: 5000,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await staffSignIn(page, 'manager', '/admin/inquiries');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(/자동으로 삭제됩니다/)).toBeVisible();
    await page.getByLabel('답변 작성').fill(answer);
    await page.getByRole('button', { name: '답변 보내기' }).click();
    await expect(page.locator('[data-inquiry-message="ok"]')).toContainText('답변을 보냈습니다.');
    await expect(page.locator('[data-inquiry-state]')).toHaveText('답변 완료');

    await page.context().clearCookies();
    await memberSignIn(page, m.email, '/my/counsel');
    const counsel = page.getByTestId('counsel').filter({ hasText: title });
    await expect(counsel).toContainText('답변 완료');
    await expect(counsel).toContainText(answer);
  });
});

test.describe('console access', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a wrong password is refused next to the form', { tag: '@once' }, async ({ page }) => {
    await page.goto('/admin/sign-in');
    await page.getByLabel('이메일').fill('nobody@moru-surfaces.example');
    await page.getByLabel('비밀번호').fill('wrong-password-1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.locator('[data-form-error]')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test('a signed-out visitor is sent to the sign-in page and back after it', { tag: '@once' }, async ({
    page,
  }) => {
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit/);
    await page.getByLabel('이메일').fill(STAFF.owner);
    await page.getByLabel('비밀번호').fill('moru2025demo');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: '감사 로그' })).toBeVisible();
  });

  test('a role sees only its sections, and a clear no-permission page elsewhere', { tag: '@once' }, async ({
    page,
  }) => {
    await staffSignIn(page, 'door', '/admin/events');
    await expect(page.locator('[data-no-permission]')).toContainText('권한이 없습니다');
    await page.locator('[data-sign-out]').click();
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test('/en/admin is the Korean console', { tag: '@once' }, async ({ request }) => {
    const res = await request.get('/en/admin/check-in', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toMatch(/\/admin\/check-in$/);
    const page = await request.get('/admin/sign-in');
    expect(await page.text()).toMatch(/<html lang="ko"/);
    expect(await page.text()).toMatch(/noindex/);
  });
});

// axe on every console page, at both widths and for each role, the sign-in page and the phone drawer:
// console-phone.spec.ts (one visit per page and width).
