import { request as playwrightRequest } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, staffSignIn } from './admin-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignUp, BASE, signInAs } from './member-api';
import { smallTargets } from './tap-targets';

const MAIL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}`;
const DAY = 86_400_000;
const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The first Tuesday (Seoul) at least a week away: the six weeks start there. */
function nextTuesday(): string {
  let at = Date.now() + 8 * DAY;
  while (new Date(`${seoulDay(new Date(at))}T00:00:00Z`).getUTCDay() !== 2) at += DAY;
  return seoulDay(new Date(at));
}
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** An unpublished application event made through the console API, running over the next months. */
async function consoleEvent(title: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const login = await api.post('/api/admin/auth/login', {
    data: { email: STAFF.manager, password: STAFF_PASSWORD },
  });
  const { accessToken } = await login.json();
  const res = await api.post('/api/admin/events', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      type: 'application',
      kind: 'docent',
      titleKo: title,
      titleEn: title,
      startsAt: new Date(Date.now() - 200 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 90 * DAY).toISOString(),
      published: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = await res.json();
  await api.dispose();
  return id;
}

test.describe('schedules in the console', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('a manager builds six weeks of slots from a pattern with the preview, moves a booked slot, and the member sees and gets the new time', async ({
    page,
  }) => {
    const title = `패턴 회차 ${Date.now().toString(36)}`;
    const eventId = await consoleEvent(title);
    const from = nextTuesday();
    const to = plusDays(from, 40);
    const closed = plusDays(from, 24);

    await staffSignIn(page, 'manager', `/admin/events/${eventId}`);
    const panel = page.locator('[data-slots-panel]');
    await expect(panel.getByText('아직 회차가 없습니다.')).toBeVisible();
    const builder = panel.locator('[data-schedule-builder]');
    await builder.locator('summary').click();
    await builder.getByLabel('시작일').fill(from);
    await builder.getByLabel('종료일').fill(to);
    // Tuesday to Sunday is the default; 11:00 to 17:00 on the hour, 20 seats.
    await expect(builder.getByRole('checkbox', { name: '월' })).not.toBeChecked();
    await expect(builder.getByRole('checkbox', { name: '일' })).toBeChecked();
    await builder.getByLabel('첫 회차 시작 (한국 시간)').fill('11:00');
    await builder.getByLabel('마지막 회차 시작').fill('17:00');
    await expect(builder.locator('[data-times]')).toHaveText(
      '하루 7회: 11:00, 12:00, 13:00, 14:00, 15:00, 16:00, 17:00',
    );
    await builder.getByLabel('회차당 정원').fill('20');
    await builder.getByLabel('휴관일').fill(closed);
    await builder.getByRole('button', { name: '미리 보기' }).click();

    const preview = builder.locator('[data-builder-preview-list]');
    await expect(preview.getByRole('heading')).toHaveText(
      '회차 245개가 만들어집니다. 이미 있는 0개는 건너뜁니다.',
    );
    await expect(preview.getByRole('listitem')).toHaveCount(35);
    await expect(preview.getByRole('listitem').first()).toContainText(from);
    await expect(preview.getByText(closed)).toHaveCount(0);
    // The preview wrote nothing.
    await expect(panel.locator('[data-slot]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await builder.getByRole('button', { name: '회차 245개 만들기' }).click();
    await expect(builder.locator('[data-builder-result]')).toHaveText(
      '회차 245개를 만들었습니다. 이미 있던 0개는 건너뛰었습니다.',
    );
    await expect(panel.locator('[data-slot]')).toHaveCount(245);
    await expect(panel.locator('[data-slot]').first().locator('[data-slot-time]')).toHaveText(
      `${from} 11:00`,
    );
    // On the phone every control of the panel is a 44 px target (24 px on the desktop).
    const phone = (page.viewportSize()?.width ?? 1440) < 768;
    expect(await smallTargets(page, phone ? 44 : 24, '[data-slots-panel]')).toEqual([]);

    // Select the first two slots and give them 30 seats at once.
    await panel.getByRole('checkbox', { name: `${from} 11:00 회차 선택` }).check();
    await panel.getByRole('checkbox', { name: `${from} 12:00 회차 선택` }).check();
    const bar = panel.locator('[data-capacity-bar]');
    await expect(bar).toContainText('선택한 회차 2개');
    await bar.getByLabel('새 정원').fill('30');
    await bar.getByRole('button', { name: '정원 변경' }).click();
    await expect(panel.locator('[data-slot-message="ok"]')).toHaveText(
      '회차 2개의 정원을 30석으로 바꿨습니다.',
    );
    await expect(panel.locator('[data-slot]').nth(1).locator('[data-stat="capacity"]')).toContainText('30');

    // A member books the first slot.
    const m = await apiSignUp();
    const auth = { authorization: `Bearer ${m.accessToken}` };
    const detail = await (await m.api.get(`/api/events/${eventId}`, { headers: auth })).json();
    const booked = await m.api.post(`/api/events/${eventId}/applications`, {
      headers: auth,
      data: { sessionId: detail.sessions[0].id, answers: {} },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // The manager moves it an hour earlier: check first, then move.
    await page.reload();
    const first = panel.locator('[data-slot]').first();
    await expect(first.locator('[data-taken]')).toContainText('1');
    await first.getByRole('button', { name: /시간 변경/ }).click();
    const dialog = page.getByRole('dialog', { name: '회차 시간 변경' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('새 시작 시각 (한국 시간)').fill(`${from}T10:00`);
    await dialog.getByLabel('변경 사유').fill('전시장 설비 점검');
    await dialog.getByRole('button', { name: '변경 내용 확인' }).click();
    await expect(dialog.locator('[data-move-check]')).toContainText(
      '예약 1명과 대기 0명에게 변경 안내가 발송됩니다.',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '시간 변경하고 안내 보내기' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.locator('[data-slot-message="ok"]')).toContainText(`${from} 10:00`);
    await expect(panel.locator('[data-slot]').first().locator('[data-slot-time]')).toHaveText(
      `${from} 10:00`,
    );

    // The member sees the new time on /my/apply…
    await signInAs(page, m.email);
    await page.goto('/my/apply');
    // My Page writes the day with its weekday: 2026-12-15 (화) 10:00.
    await expect(page.getByText(new RegExp(`${from} \\(.\\) 10:00`)).first()).toBeVisible();
    // …marked as changed, with the time it had and the reason (issue 51).
    await expect(page.getByTestId('slot-changed')).toHaveText(
      new RegExp(`^시간 변경됨 원래 시간 ${from} \\(.\\) 11:00 · 변경 사유: 전시장 설비 점검$`),
    );
    // …and has the mail, with the calendar entry replaced (same UID, SEQUENCE raised).
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${MAIL}/messages?to=${encodeURIComponent(m.email)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        const moved = mails.find((x) => x.subject.includes('시간이 변경되었습니다'));
        return moved
          ? [
              moved.text.includes('전시장 설비 점검'),
              moved.text.includes('SEQUENCE:1'),
              moved.text.includes('METHOD:REQUEST'),
            ]
          : [];
      })
      .toEqual([true, true, true]);
  });

  test('the running tour’s slots that have started are history: not counted, selected or moved', async ({
    page,
  }) => {
    // The review of 2026-12-03: "예정된 회차 모두 선택 (87개)" and "남은 좌석 1303석" counted the days
    // EP.05 had already run.
    const list = await (await fetch(`${BASE}/api/events?tab=on`)).json();
    const tour = (list.items as { id: string; title: string }[]).find((e) => e.title === 'EP.05 도슨트 투어');
    if (!tour) throw new Error('the demo docent tour is listed');
    const detail = (await (await fetch(`${BASE}/api/events/${tour.id}`)).json()) as {
      sessions: { startsAt: string }[];
    };
    const coming = detail.sessions.filter((x) => Date.parse(x.startsAt) > Date.now()).length;
    expect(coming).toBeLessThan(detail.sessions.length);

    await staffSignIn(page, 'manager', `/admin/events/${tour.id}`);
    const panel = page.locator('[data-slots-panel]');
    await expect(panel.locator('[data-select-all]').locator('..')).toHaveText(
      `예정된 회차 모두 선택 (${coming}개)`,
    );
    // The slots to come, one fold a day: the next day open, the others closed, each with its count,
    // seats left and waiting (the fifth review: 62 rows without a day between them; 17,486 px on a phone).
    const days = panel.locator('[data-slot-day]');
    await expect(days.first()).toHaveAttribute('open', '');
    await expect(days.nth(1)).not.toHaveAttribute('open', '');
    await expect(days.first().locator('summary')).toHaveText(
      /^\d{4}-\d{2}-\d{2} \(.\) 회차 \d개 · 남은 자리 \d+석 · 대기 \d+명$/,
    );
    // The column names head the framed table of slots on a wide screen (the thirteenth review saw
    // them float between "select all" and the past fold); a phone shows each slot as a card.
    const table = panel.locator('[data-slot-table]');
    const head = table.locator('[data-slot-head]');
    if ((page.viewportSize()?.width ?? 1440) >= 768) {
      const [tableBox, headBox] = [await table.boundingBox(), await head.boundingBox()];
      expect(
        Math.abs((headBox?.y ?? 0) - (tableBox?.y ?? -10)),
        'the head is the table’s top row',
      ).toBeLessThanOrEqual(1);
      expect(headBox?.width).toBeCloseTo(tableBox?.width ?? 0, -1);
    } else await expect(head).toBeHidden();
    // The pattern builder, folded, says what it does and that it opens (it read as an empty card).
    const builder = panel.locator('[data-schedule-builder]');
    await expect(builder).not.toHaveAttribute('open', '');
    const line = builder.locator('summary');
    await expect(line).toContainText('패턴으로 여러 회차 한 번에 만들기 기간, 요일, 시작 시각을 정하면');
    await expect(line).toContainText('패턴 정하기');
    const box = await panel.boundingBox();
    expect(box?.height, 'the schedule panel on this screen').toBeLessThan(
      (page.viewportSize()?.width ?? 1440) < 768 ? 4500 : 3000,
    );
    // They fold away, closed, above the slots to come.
    const fold = panel.locator('[data-past-slots]');
    await expect(fold).not.toHaveAttribute('open', '');
    await expect(fold.locator('summary')).toHaveText(`지난 회차 ${detail.sessions.length - coming}개`);
    await fold.locator('summary').click();
    const started = panel.locator('[data-slot][data-past="true"]').first();
    await expect(started).toContainText('지난 회차');
    await expect(started.getByRole('checkbox')).toHaveCount(0);
    await expect(started.getByRole('button', { name: /시간 변경|취소|삭제|수정/ })).toHaveCount(0);

    await page.goto(`/admin/events/${tour.id}/applicants`);
    await expect(page.locator('[data-seats-summary]')).toContainText(`남은 회차 ${coming}개`);
  });
});
