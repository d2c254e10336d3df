import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSignUp, signInAs } from './member-api';

const MAIL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}`;

type Slot = { id: string; startsAt: string; capacity: number; state: string };

/**
 * A docent-tour slot for one that nobody has booked yet (the demo programme has one per evening),
 * the latest: tomorrow's evening belongs to events.spec.ts, which counts that day's full slots.
 */
async function freeSlotForOne(api: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await api.get('/api/events?tab=on', { headers })).json();
  const docent = list.items.find((e: { title: string }) => e.title.startsWith('도슨트 투어'));
  const detail = await (await api.get(`/api/events/${docent.id}`, { headers })).json();
  const slot = (detail.sessions as Slot[]).findLast((s) => s.capacity === 1 && s.state === 'available');
  if (!slot) throw new Error('no free one-seat slot left in the demo programme');
  return { eventId: docent.id as string, slot };
}

const seoulTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
/** `MM.DD` in Seoul: how a date chip names the day. */
const seoulDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(5, 10).replace('-', '.');

test.describe('waitlist @desktop', () => {
  test('a member joins the waitlist of a full slot; when another cancels, the first sees a confirmed ticket', async ({
    page,
  }) => {
    const holder = await apiSignUp();
    const waiter = await apiSignUp();
    const { eventId, slot } = await freeSlotForOne(holder.api, holder.accessToken);
    const booked = await holder.api.post(`/api/events/${eventId}/applications`, {
      data: { sessionId: slot.id },
      headers: { authorization: `Bearer ${holder.accessToken}` },
    });
    expect(booked.status()).toBe(201);
    const { id: heldId } = await booked.json();

    await signInAs(page, waiter.email);
    await page.goto(`/event/${eventId}`);
    const time = seoulTime(slot.startsAt);
    // The slot's day among the date chips, then its time in that day's grid. NOTE: a click that
    // lands before React has attached its handlers is not seen (as in event-pages.spec.ts): click
    // until the day's times show.
    const day = seoulDay(slot.startsAt);
    await expect(async () => {
      await page.getByTestId('date-chip').filter({ hasText: day }).click();
      await expect(
        page.getByRole('group', { name: new RegExp(`^${day.replace('.', '\\.')}.*시간 선택`) }),
      ).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    const full = page
      .locator('[data-testid="slot"][data-state="full"]')
      .filter({ hasText: `${time}~` })
      .first();
    await expect(full).toContainText('마감 · 대기 신청 가능 · 대기 0명');
    await full.click();
    await expect(page.getByTestId('apply-bar')).toContainText(`${time}~`);
    await page.getByRole('button', { name: '대기 신청 (대기 0명)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('대기 신청하시겠습니까?');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('대기 신청이 완료되었습니다. 현재 대기 순번은 1번입니다.')).toBeVisible();

    await page.goto('/my/apply');
    const row = page
      .getByTestId('application')
      .filter({ hasText: '도슨트 투어' })
      .filter({ hasText: time })
      .first();
    await expect(row).toContainText('대기 중');
    await expect(row.getByTestId('position')).toHaveText('대기 순번 1번');
    await expect(row.getByRole('button', { name: '티켓 보기' })).toHaveCount(0);

    // The member holding the seat cancels: the seat is the waiter's in the same transaction.
    const cancelled = await holder.api.delete(`/api/users/my/applications/${heldId}`, {
      headers: { authorization: `Bearer ${holder.accessToken}` },
    });
    expect(cancelled.status()).toBe(200);

    await page.reload();
    await expect(row).toContainText('신청 완료');
    await expect(row).toContainText('대기에서 확정');
    await row.getByRole('button', { name: '티켓 보기' }).click();
    await expect(page.getByTestId('ticket').getByRole('img', { name: /입장용 QR 코드/ })).toBeVisible();

    // And is told by mail, with the ticket for their calendar.
    await expect
      .poll(async () => {
        const mails = (await (
          await fetch(`${MAIL}/messages?to=${encodeURIComponent(waiter.email)}`)
        ).json()) as {
          subject: string;
        }[];
        return mails.some((m) => m.subject.includes('자리가 확정되었습니다'));
      })
      .toBe(true);
  });
});
